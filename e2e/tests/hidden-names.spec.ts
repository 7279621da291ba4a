import type { Page } from '@playwright/test';
import { expect, login, test } from '../fixtures.ts';
import { apiAs, axeFindings } from '../page-helpers.ts';

// Issue 36 item 2: a public or paywalled record's text that names a record its readers cannot see is
// flagged to its author before saving, without blocking the save.

const SIZES = [
  { name: '1366', viewport: { width: 1366, height: 768 }, word: 'Quillon' },
  { name: '390', viewport: { width: 390, height: 844 }, word: 'Marrowby' },
];
const SHOTS = process.env.E2E_SHOTS;

async function chooseVisibility(page: Page, word: 'Public' | 'Paywalled' | 'Hidden') {
  await page.getByRole('combobox', { name: 'Visibility' }).click();
  await page.getByRole('option', { name: word, exact: true }).click();
}

test.describe('public text that names a hidden record', () => {
  for (const size of SIZES) {
    test(`the fund form warns before saving, follows the visibility and still saves (${size.name})`, async ({
      browser,
    }) => {
      // Processing, two accepts, axe and an undo: more than the default 30 s on a busy machine.
      test.slow();
      const context = await browser.newContext({ viewport: size.viewport });
      const page = await context.newPage();
      await login(page, 'research');
      const hidden = `${size.word} Holdings AG`;
      await apiAs(page, 'POST', '/assets/organizations/', { name_dba: hidden, visibility: 'hidden' });

      const owner = await apiAs(page, 'POST', '/assets/organizations/', {
        name_dba: `${size.word} Capital`,
        visibility: 'public',
      });
      await page.goto(`/ledger/create?organization=${owner.id}`);
      await page.getByRole('textbox', { name: 'Vehicle name' }).fill(`${size.word} Fund I`);
      // The help and the default agree (item 3): a new fund starts hidden, and nothing is flagged then.
      await expect(page.getByText(/Hidden: research team only \(the default\)/)).toBeVisible();
      await page.getByRole('textbox', { name: 'Owner' }).fill(`Held through ${hidden}`);
      const warning = page.getByTestId('hidden-names-warning');
      await chooseVisibility(page, 'Public');
      await expect(warning).toContainText(
        `Public visitors cannot see “${hidden}” (hidden organization), but Owner names it.`,
      );
      await expect(warning).toContainText('You can still save.');
      expect(await axeFindings(page)).toEqual([]);
      if (SHOTS) {
        await warning.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/hidden-names-warning-${size.name}.png` });
      }

      await chooseVisibility(page, 'Paywalled');
      await expect(warning).toContainText(
        `Logged-in readers cannot see “${hidden}” (hidden organization), but Owner names it.`,
      );
      await chooseVisibility(page, 'Hidden');
      await expect(warning).toHaveCount(0);
      await chooseVisibility(page, 'Public');
      await expect(warning).toBeVisible();
      // Reworded: the warning goes once typing pauses.
      await page.getByRole('textbox', { name: 'Owner' }).fill('Held through a Swiss holding');
      await expect(warning).toHaveCount(0);
      await page.getByRole('textbox', { name: 'Owner' }).fill(`Held through ${hidden}`);
      await expect(warning).toBeVisible();

      // It warns; it does not block.
      await page.getByRole('button', { name: 'Create ledger entry' }).click();
      await expect(page).toHaveURL(/\/ledger\/\d+$/);
      await context.close();
    });
  }
});
