import { expect, login, test } from '../fixtures.ts';

// Issue 19 items 7–9: one round of corrections, errors found, changes not lost.
test.describe('forms', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await login(page, 'research');
  });

  test('a failed submit lists every error at once and moves focus to the first invalid field', async ({ page }) => {
    await page.goto('/organizations/create');
    await page.getByLabel('Founded').fill('2019-13');
    await page.getByLabel('Website').fill('not a link');
    await page.getByRole('combobox', { name: 'Emails' }).fill('nobody-at-example');
    await page.getByRole('combobox', { name: 'Emails' }).press('Enter');
    await page.getByRole('button', { name: 'Create organization' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Create organization' }).click();

    const name = page.getByLabel('Name (doing business as)');
    await expect(name).toBeFocused();
    await expect(name).toBeInViewport();
    const summary = page.getByTestId('error-summary');
    await expect(summary.getByRole('link')).toHaveText([
      'Fill in Name (doing business as).',
      /^Founded: use a year/,
      'Website: Enter a link such as https://example.org.',
      'Emails: Enter an email address such as name@example.org.',
    ]);
    await expect(summary).not.toContainText(/Invalid|expected/);
    await summary.getByRole('link', { name: /^Website/ }).click();
    await expect(page.getByLabel('Website')).toBeFocused();
    // Nothing was sent: the browser checked the whole contract.
    await expect(page).toHaveURL(/\/organizations\/create$/);
  });

  test('a bare domain is accepted and the saved record opens at its top', async ({ page }) => {
    await page.goto('/organizations/create');
    await page.getByLabel('Name (doing business as)').fill('Bare Domain Forms Ltd');
    await page.getByLabel('Founded').fill('2019-09');
    await page.getByLabel('Website').fill('bare-domain-forms.example.org');
    await page.getByRole('button', { name: 'Create organization' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Create organization' }).click();
    await expect(page).toHaveURL(/\/organizations\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bare Domain Forms Ltd' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByText('https://bare-domain-forms.example.org').first()).toBeVisible();
  });

  test('leaving a form with unsaved changes asks first', async ({ page }) => {
    await page.goto('/keywords');
    await page.getByRole('link', { name: 'New' }).click();
    await expect(page).toHaveURL(/\/keywords\/create$/);
    await page.getByLabel('Name').fill('Unsaved keyword');
    const tabs = page.getByRole('navigation', { name: 'Sections' });
    await tabs.getByRole('tab', { name: 'People' }).click();
    const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Stay on the form' }).click();
    await expect(page).toHaveURL(/\/keywords\/create$/);
    await expect(page.getByLabel('Name')).toHaveValue('Unsaved keyword');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await ask.getByRole('button', { name: 'Leave and discard' }).click();
    await expect(page).toHaveURL(/\/keywords$/);
  });

  test('an untouched form leaves without asking', async ({ page }) => {
    await page.goto('/keywords/create');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('tab', { name: 'People' }).click();
    await expect(page).toHaveURL(/\/people\?tab=1$/);
  });
});
