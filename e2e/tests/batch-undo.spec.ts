import { expect, login, test } from '../fixtures.ts';
import { apiAs, axeFindings } from '../page-helpers.ts';

// Issue 36 item 1: "Accept selected" has an Undo, like a single accept, that takes back every record it created.

const SIZES = [
  { name: '1366', viewport: { width: 1366, height: 768 }, word: 'Kvarven' },
  { name: '390', viewport: { width: 390, height: 844 }, word: 'Brattli' },
];
const SHOTS = process.env.E2E_SHOTS;

test.describe('undoing a batch accept', () => {
  for (const size of SIZES) {
    test(`Accept selected, then Undo: every record the batch created is gone and its names are back to review (${size.name})`, async ({
      browser,
    }) => {
      // Processing, two accepts, axe and an undo: more than the default 30 s on a busy machine.
      test.slow();
      const context = await browser.newContext({ viewport: size.viewport });
      const page = await context.newPage();
      await login(page, 'research');
      const names = [`${size.word} Robotics AG`, `${size.word} Shipping ASA`];
      const item = await apiAs(page, 'POST', '/raw-data/', {
        title: `${size.word} yard`,
        text: `Bergen, 4 May 2024. ${names[0]} signed a contract with ${names[1]} on Monday. ${names[0]} will build two ships for ${names[1]}.`,
      });
      await apiAs(page, 'POST', '/raw-data/process/', { ids: [item.id] });
      await expect
        .poll(async () => (await apiAs(page, 'GET', `/raw-data/${item.id}/`)).processing_status, { timeout: 20_000 })
        .toBe('completed');

      await page.goto(`/organizations?tab=2&search=${size.word}`);
      // A table at 1366, cards on a phone: each suggestion has its checkbox either way.
      const row = (name: string) => page.getByRole('checkbox', { name: `Select ${name}` });
      for (const name of names) await row(name).check();
      await page.getByRole('button', { name: 'Accept selected' }).click();
      const toast = page.getByTestId('batch-accept-toast');
      await expect(toast).toContainText('2 accepted.');
      // Reaching for Undo holds the toast open (it closes by itself after a while otherwise).
      await toast.hover();
      for (const name of names) await expect(row(name)).toHaveCount(0);
      const made = await apiAs(page, 'GET', `/assets/organizations/?search=${size.word}`);
      expect((made.results as { name_dba: string }[]).map((o) => o.name_dba).sort()).toEqual(names);
      expect(await axeFindings(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/batch-accept-toast-${size.name}.png` });

      await toast.getByRole('button', { name: 'Undo' }).click();
      await expect(page.getByText(`Undone: ${names[0]} and ${names[1]} deleted; back to review.`)).toBeVisible();
      for (const name of names) await expect(row(name)).toBeVisible();
      const after = await apiAs(page, 'GET', `/assets/organizations/?search=${size.word}`);
      expect(after.results).toEqual([]);
      const linked = await apiAs(page, 'GET', `/raw-data/${item.id}/`);
      expect((linked.entities as { type: string }[]).filter((e) => e.type !== 'Keyword')).toEqual([]);
      await context.close();
    });
  }
});
