import { expect, login, openDrawer, test } from '../fixtures.ts';

test.describe('users', () => {
  test('an admin creates a research user from the admin menu, who can then log in', { tag: '@smoke' }, async ({
    page,
    browser,
  }) => {
    await login(page, 'admin');
    const drawer = await openDrawer(page);
    await drawer.getByRole('link', { name: 'Users' }).click();
    await expect(page.getByRole('table', { name: 'users' })).toContainText('reader@example.com');
    await page.getByRole('link', { name: 'New' }).click();
    await page.getByLabel('Email').fill('newcomer@example.com');
    await page.getByLabel('Password').fill('a strong password');
    await page.getByLabel('Research role (curation, raw data)').check();
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByRole('table', { name: 'users' })).toContainText('newcomer@example.com');

    const other = await browser.newPage();
    await other.goto('/login');
    await other.getByLabel('Email').fill('newcomer@example.com');
    await other.getByLabel('Password').fill('a strong password');
    await other.getByRole('button', { name: 'Log in' }).click();
    await expect(other.getByTestId('account-button')).toHaveText('newcomer');
    await other.close();
  });

  test('an admin cannot take away their own admin role', async ({ page }) => {
    await login(page, 'admin');
    await page.goto('/users');
    await page.getByRole('table', { name: 'users' }).getByText('admin@example.com').click();
    await page.getByLabel('Admin (users, settings, Intelbooks)').uncheck();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert')).toContainText('You cannot remove your own admin role.');
  });
});
