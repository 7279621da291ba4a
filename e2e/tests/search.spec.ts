import { expect, test } from '../fixtures.ts';

test.describe('search dialog', () => {
  test('opens with Ctrl+F, shows navigation counts, searches after typing, moves with arrows and opens a result', {
    tag: '@smoke',
  }, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('login-link')).toBeVisible();
    await page.keyboard.press('Control+f');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog.getByPlaceholder('Type for quick search, enter for advanced search')).toBeFocused();
    await expect(dialog.getByRole('listbox', { name: 'Navigate' })).toContainText('Organizations');
    await dialog.getByRole('combobox', { name: 'Search' }).fill('acme');
    const results = dialog.getByRole('listbox', { name: 'Results' });
    await expect(results).toContainText('Acme Robotics');
    await page.keyboard.press('ArrowDown');
    // Focus stays in the field; the highlighted option is announced through aria-activedescendant.
    const input = dialog.getByRole('combobox', { name: 'Search' });
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('aria-activedescendant', 'quick-search-option-0');
    await expect(results.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/(organizations|library|ledger)\/\d+$/);
  });

  test('chips narrow the kind; nothing found and Enter go where the spec says', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox', { name: 'Search' }).fill('robotics');
    await dialog.getByRole('button', { name: 'Keywords', exact: true }).click();
    await expect(dialog.getByRole('listbox', { name: 'Results' })).toContainText('Keyword');
    await expect(dialog.getByRole('listbox', { name: 'Results' })).not.toContainText('Organization');
    await dialog.getByRole('combobox', { name: 'Search' }).fill('zzzzqqq');
    await expect(dialog.getByText('No results found.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Clear search' }).click();
    await dialog.getByRole('combobox', { name: 'Search' }).fill('Acme');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?.*search=Acme/);
    await expect(page.getByRole('table', { name: 'organizations' })).toContainText('Acme Robotics');
  });
});
