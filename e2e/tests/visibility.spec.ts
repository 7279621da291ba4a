import { expect, login, test } from '../fixtures.ts';

/**
 * Issue 13 item 9 in the browser: the demo's public vehicle "Northwind Fund II" belongs to a
 * paywalled organization (Northwind Capital). A visitor sees the vehicle without its organization
 * (a neutral "—" in the table, no link on the page); a logged-in reader sees both.
 */
test.describe('a related record the visitor may not see', () => {
  test('a visitor sees a public vehicle of a paywalled organization without the organization', async ({ page }) => {
    await page.goto('/ledger?tab=1');
    const table = page.getByRole('table', { name: 'ledger entries' });
    const row = table.getByRole('row').filter({ hasText: 'Northwind Fund II' });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell', { name: '—', exact: true })).toBeVisible();
    await row.getByText('Northwind Fund II').click();
    await expect(page.getByRole('heading', { name: 'Northwind Fund II' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Northwind Capital' })).toHaveCount(0);
  });

  test('a logged-in reader sees the organization and follows it', async ({ page }) => {
    await login(page, 'reader');
    await page.goto('/ledger?tab=1');
    const row = page.getByRole('table', { name: 'ledger entries' }).getByRole('row').filter({
      hasText: 'Northwind Fund II',
    });
    await expect(row).toContainText('Northwind Capital');
    await row.getByText('Northwind Fund II').click();
    await page.getByRole('link', { name: 'Northwind Capital' }).click();
    await expect(page.getByRole('heading', { name: 'Northwind Capital' })).toBeVisible();
  });
});
