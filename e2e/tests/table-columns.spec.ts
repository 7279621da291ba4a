import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, login, test } from '../fixtures.ts';

// Issue 19 item 12: on wide screens a user chooses, orders and resizes a table's columns; the
// layout is theirs, on the server, so it is the same after a reload and in another browser.
const LIST = '/organizations?tab=1';
const DEFAULT = ['Name', 'Ownership', 'Founded', 'HQ', 'Keywords', 'Vehicle', 'Visibility', 'Updated'];
const ARRANGED = ['Name', 'Founded', 'HQ', 'Keywords', 'Vehicle', 'Updated', 'Visibility'];

const table = (page: Page) => page.getByRole('table', { name: 'organizations' });
const headers = (page: Page) => table(page).getByRole('columnheader').allTextContents();
const resizeHandle = (page: Page, column: string) => table(page).getByRole('separator', { name: `Resize ${column}` });
const width = async (page: Page, column: string) =>
  Number(await resizeHandle(page, column).getAttribute('aria-valuenow'));

/** Opens (or reloads) the organizations list and waits for its first row. */
async function openList(page: Page, how: 'goto' | 'reload' = 'goto') {
  if (how === 'goto') await page.goto(LIST);
  else await page.reload();
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
}

/** Opens the Columns menu. */
async function openColumns(page: Page) {
  await page.getByRole('button', { name: 'Columns' }).click();
  return page.getByRole('dialog', { name: 'Columns' });
}

/** Does `act` and waits for the layout save it makes (the next, or the next whose value passes `when`): a 200. */
async function savesLayout(
  page: Page,
  act: () => Promise<unknown>,
  when: (value: { widths?: Record<string, number> }) => boolean = () => true,
) {
  const save = page.waitForResponse(
    (r) =>
      r.request().method() === 'PUT' &&
      r.url().includes('/auth/me/preferences/table:') &&
      when(JSON.parse(r.request().postData() ?? '{}').value ?? {}),
  );
  await act();
  expect((await save).status()).toBe(200);
}

/** The table shows `columns` in that order, and the named columns at those widths. */
async function expectLayout(page: Page, columns: string[], widths: Record<string, number> = {}) {
  await expect.poll(() => headers(page)).toEqual(columns);
  for (const [column, px] of Object.entries(widths)) {
    await expect(resizeHandle(page, column)).toHaveAttribute('aria-valuenow', String(px));
  }
}

test.describe('table columns', () => {
  test('a reader hides and moves columns, resizes one, and finds the layout after a reload and in a fresh browser', async ({
    page,
    browser,
  }) => {
    // Two logins, three loads of the list and a reload: past 30 s on the shared machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 768 });
    await login(page, 'reader');
    await openList(page);
    await expectLayout(page, DEFAULT);

    const menu = await openColumns(page);
    await expect(menu.getByRole('button', { name: 'Move Name up' })).toBeDisabled();
    // The open menu and the separators pass axe (WCAG 2.2 AA) with nothing serious.
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    );
    await menu.getByRole('checkbox', { name: 'Ownership' }).uncheck();
    // The keyboard's way: focus "Move Updated up" and press Enter.
    await menu.getByRole('button', { name: 'Move Updated up' }).focus();
    await savesLayout(page, async () => {
      await page.keyboard.press('Enter');
      await expect(menu.getByRole('button', { name: 'Move Updated up' })).toBeFocused();
      await page.keyboard.press('Escape');
    });
    await expectLayout(page, ARRANGED);

    const name = (await width(page, 'Name')) + 32;
    await savesLayout(
      page,
      async () => {
        await resizeHandle(page, 'Name').focus();
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        await expect(resizeHandle(page, 'Name')).toHaveAttribute('aria-valuenow', String(name));
      },
      (v) => v.widths?.name === name,
    );

    // With the mouse: drag HQ's edge 60 px to the right.
    const hqBefore = await width(page, 'HQ');
    const box = await resizeHandle(page, 'HQ').boundingBox();
    if (!box) throw new Error('no resize handle for HQ');
    await savesLayout(
      page,
      async () => {
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 6 });
        await page.mouse.up();
      },
      (v) => Math.abs((v.widths?.hq ?? 0) - (hqBefore + 60)) <= 1,
    );
    const hq = await width(page, 'HQ');
    expect(Math.abs(hq - (hqBefore + 60))).toBeLessThanOrEqual(1);

    await openList(page, 'reload');
    await expectLayout(page, ARRANGED, { Name: name, HQ: hq });

    // Another browser: nothing in its storage, the layout comes from the server.
    const fresh = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const other = await fresh.newPage();
    await login(other, 'reader');
    await openList(other);
    await expectLayout(other, ARRANGED, { Name: name, HQ: hq });

    // A phone keeps its cards, whatever the wide layout.
    const phone = await fresh.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(LIST);
    await expect(phone.getByTestId('phone-cards').getByRole('listitem').first()).toBeVisible();
    await expect(phone.getByRole('table')).toHaveCount(0);
    await expect(phone.getByRole('button', { name: 'Columns' })).toHaveCount(0);
    await fresh.close();

    // Reset: the screen's own columns again, for everyone after this spec too.
    const again = await openColumns(page);
    await savesLayout(page, () => again.getByRole('button', { name: 'Reset columns' }).click());
    await page.keyboard.press('Escape');
    await expectLayout(page, DEFAULT);
  });
});
