import { expect, login, test } from '../fixtures.ts';

test.describe('Intelbooks', () => {
  test('a public visitor reads the public outline and filters it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Intelbooks' }).first().click();
    await expect(page).toHaveURL(/\/facts\/view/);
    await expect(page.getByRole('heading', { name: 'Markets' })).toBeVisible();
    const robotics = page.getByRole('list', { name: 'Robotics' });
    await expect(robotics).toContainText('grew about 16% a year');
    await expect(robotics).not.toContainText('largest independent maker');
    await expect(page.getByText('Fintech', { exact: true })).toHaveCount(0);
    await page.getByLabel('Filter facts').fill('nothing like this');
    await expect(page.getByText('No facts match.')).toBeVisible();
  });

  test('an admin adds a fact and readers see it in place', async ({ page }) => {
    await login(page, 'admin');
    await page.goto('/facts/create');
    await page.getByRole('combobox', { name: 'Section' }).fill('Robotics');
    await page.getByRole('option', { name: 'Markets › Robotics' }).click();
    await page.getByLabel('Fact').fill('Warehouse robots halve picking times.');
    // New facts start hidden: publishing is a choice.
    await page.getByLabel('Visibility').click();
    await page.getByRole('option', { name: 'public' }).click();
    await page.getByRole('button', { name: 'Create fact' }).click();
    await expect(page).toHaveURL(/\/facts$/);
    await page.goto('/facts/view/');
    await expect(page.getByRole('list', { name: 'Robotics' })).toContainText('Warehouse robots halve picking times.');
  });

  test('the research role may not manage Intelbooks', async ({ page }) => {
    await login(page, 'research');
    await page.goto('/facts/create');
    await expect(page.getByRole('heading', { name: 'You do not have access to this page.' })).toBeVisible();
  });
});
