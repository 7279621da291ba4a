import { expect, login, test } from '../fixtures.ts';

test.describe('library, lists and CAGR', () => {
  test('a library entry with a partial date and an author goes on a list that a public visitor opens by slug', {
    tag: '@smoke',
  }, async ({ page, browser }) => {
    await login(page, 'research');
    await page.goto('/library/create');
    await page.getByLabel('Title').fill('Orbital logistics outlook');
    await page.getByLabel('Type').click();
    await page.getByRole('option', { name: 'Report' }).click();
    await page.getByLabel('Published').fill('2024-06');
    await page.getByLabel('Authors (names)').fill('Mina Park');
    await page.keyboard.press('Enter');
    await page.getByLabel('Visibility').click();
    await page.getByRole('option', { name: 'public' }).click();
    await page.getByRole('button', { name: 'Create library entry' }).click();
    await expect(page.getByRole('heading', { name: 'Orbital logistics outlook' })).toBeVisible();
    await expect(page.getByText('Report · Jun 2024')).toBeVisible();
    await expect(page.locator('dl').getByText('Mina Park')).toBeVisible();

    await page.goto('/lists/create?type=LibraryList');
    await page.getByLabel('Name').fill('Logistics reading');
    await page.getByRole('button', { name: 'Create list' }).click();
    await expect(page).toHaveURL(/\/lists\/library\/logistics-reading$/);
    await page.getByLabel('Add to this list').fill('Orbital');
    await page.getByRole('option', { name: 'Orbital logistics outlook' }).click();
    await expect(page.getByRole('table', { name: 'List items' })).toContainText('Orbital logistics outlook');

    const visitor = await browser.newPage();
    await visitor.goto(page.url());
    await expect(visitor.getByRole('heading', { name: 'Logistics reading' })).toBeVisible();
    await expect(visitor.getByRole('table', { name: 'List items' })).toContainText('Orbital logistics outlook');
    await expect(visitor.getByLabel('Add to this list')).toHaveCount(0);
    await visitor.close();
  });

  test('the lists screen filters by type from the menu link', async ({ page }) => {
    await page.goto('/lists?tab=1&type=OrganizationsList');
    const table = page.getByRole('table', { name: 'lists' });
    await expect(table).toContainText('Robotics watchlist');
    await expect(table).not.toContainText('Reading list');
  });

  test('a public visitor computes a CAGR from a series and from two values', async ({ page }) => {
    await page.goto('/cagr');
    await expect(page.getByLabel('Compound annual growth rate')).toContainText('15.81%');
    await expect(page.getByRole('table', { name: 'Series points' })).toContainText('2023 Q1');
    await page.getByRole('tab', { name: 'Two values' }).click();
    await page.getByLabel('Start value').fill('0');
    await expect(page.getByRole('alert')).toContainText('start value must be above zero');
    await page.getByLabel('Start value').fill('100');
    await page.getByLabel('End value').fill('200');
    await page.getByLabel('Years').fill('5');
    await expect(page.getByLabel('Compound annual growth rate')).toContainText('14.87%');
  });

  test('a record is put on a list from its own screen', async ({ page }) => {
    await login(page, 'research');
    await page.goto('/organizations?tab=1');
    await page.getByRole('table', { name: 'organizations' }).getByText('Helix Health', { exact: true }).click();
    await page.getByLabel('Add to list').click();
    await page.getByRole('option', { name: 'Robotics watchlist' }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Robotics watchlist' })).toBeVisible();
    await page.getByRole('link', { name: 'Robotics watchlist' }).click();
    await expect(page.getByRole('table', { name: 'List items' })).toContainText('Helix Health');
    await page.getByRole('button', { name: 'Remove Helix Health' }).click();
    await expect(page.getByRole('table', { name: 'List items' })).not.toContainText('Helix Health');
  });
});
