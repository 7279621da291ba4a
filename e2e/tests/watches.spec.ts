import { expect, login, test } from '../fixtures.ts';
import { apiAs, axeFindings } from '../page-helpers.ts';

// Issue 38 part 2: watch an organization, another user changes it, the bell counts it live and the
// inbox opens the change; the inbox passes axe; screenshots at a laptop's and a phone's size.

const SIZES = [
  { name: '1366', viewport: { width: 1366, height: 768 } },
  { name: '390', viewport: { width: 390, height: 844 } },
];
const SHOTS = process.env.E2E_SHOTS;

test.describe('watches and alerts', () => {
  // Two users logging in and a live event on a shared machine: more than the default 30 s.
  test.describe.configure({ timeout: 120_000 });
  for (const size of SIZES) {
    test(`${size.name}: watch an organization, see another user's change in the bell, open it`, async ({ browser }) => {
      const adminContext = await browser.newContext({ viewport: size.viewport });
      const readerContext = await browser.newContext({ viewport: size.viewport });
      try {
        const admin = await adminContext.newPage();
        await login(admin, 'admin');
        const org = await apiAs(admin, 'POST', '/assets/organizations/', {
          name_dba: `Lanternfish Optics ${size.name}`,
          visibility: 'public',
        });

        const page = await readerContext.newPage();
        await login(page, 'reader');
        // Whatever the reader had: read, so that the count below is this test's.
        await apiAs(page, 'POST', '/alerts/read-all/', {});
        await page.goto(`/organizations/${org.id}`);
        await expect(page.getByRole('heading', { level: 1, name: `Lanternfish Optics ${size.name}` })).toBeVisible();
        const watch = page.getByTestId('watch-button');
        await expect(watch).toHaveAttribute('aria-pressed', 'false');
        await watch.click();
        await expect(watch).toHaveAttribute('aria-pressed', 'true');
        await expect(watch).toHaveText('Watching');
        const bell = page.getByTestId('alerts-bell');
        await expect(bell).toHaveAccessibleName('Alerts');

        await apiAs(admin, 'PATCH', `/assets/organizations/${org.id}/`, {
          description: 'Lenses for deep-sea cameras.',
        });
        // The live event raises the count without a reload.
        await expect(bell).toHaveAccessibleName('Alerts, 1 unread', { timeout: 20_000 });
        await expect(page.getByTestId('alerts-count')).toContainText('1');

        await bell.click();
        const inbox = page.getByRole('dialog', { name: 'Alerts' });
        await expect(inbox).toBeVisible();
        const item = inbox.getByTestId('alert-item').first();
        await expect(item).toContainText(`Lanternfish Optics ${size.name} was changed`);
        await expect(item).toContainText('Unread');
        expect(await axeFindings(page)).toEqual([]);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/alerts-inbox-${size.name}.png` });

        await item.click();
        await expect(inbox).toBeHidden();
        await expect(page).toHaveURL(new RegExp(`/organizations/${org.id}$`));
        await expect(bell).toHaveAccessibleName('Alerts');
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/alerts-watching-${size.name}.png` });

        // Unwatching: the button lets go, and the next change is not an alert.
        await watch.click();
        await expect(watch).toHaveAttribute('aria-pressed', 'false');
      } finally {
        await adminContext.close();
        await readerContext.close();
      }
    });
  }

  test('an empty inbox says how to get alerts', async ({ browser }) => {
    const context = await browser.newContext({ viewport: SIZES[0]?.viewport });
    const page = await context.newPage();
    await login(page, 'operator');
    await page.getByTestId('alerts-bell').click();
    const inbox = page.getByRole('dialog', { name: 'Alerts' });
    await expect(inbox.getByTestId('alerts-empty')).toContainText('No alerts yet');
    expect(await axeFindings(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/alerts-empty-1366.png` });
    await context.close();
  });
});
