import { expect, login, test } from '../fixtures.ts';

test.describe('keywords, terminology and geos', () => {
  test('a research user creates, finds, edits and deletes a keyword', async ({ page }) => {
    await login(page, 'research');
    await page.goto('/keywords');
    await expect(page.getByRole('table', { name: 'keywords' }).getByText('Fintech', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'New' }).click();
    await page.getByLabel('Name').fill('Quantum Sensing');
    await page.getByRole('button', { name: 'Create keyword' }).click();
    await expect(page).toHaveURL(/\/keywords$/);
    await page.getByLabel('Search keywords').fill('quantum');
    const row = page.getByRole('row', { name: /Quantum Sensing/ });
    await expect(row).toContainText('quantum-sensing');
    await row.getByText('Quantum Sensing').click();
    await expect(page.getByRole('heading', { name: 'Edit keyword' })).toBeVisible();
    await page.getByLabel('Description').fill('Sensors that use quantum effects.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/keywords/);
    await page
      .getByRole('row', { name: /Quantum Sensing/ })
      .getByText('Quantum Sensing')
      .click();
    await page.getByRole('button', { name: 'Delete keyword' }).click();
    await expect(page.getByRole('dialog')).toContainText('No record uses it.');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/keywords$/);
    await page.getByLabel('Search keywords').fill('quantum');
    await expect(page.getByText('No keywords match.')).toBeVisible();
  });

  test('a duplicate keyword name shows the server’s message', async ({ page }) => {
    await login(page, 'research');
    await page.goto('/keywords/create');
    await page.getByLabel('Name').fill('Fintech');
    await page.getByRole('button', { name: 'Create keyword' }).click();
    await expect(page.getByRole('alert')).toContainText('already exists');
  });

  test('a public visitor sees public keywords and terms, and the countries', async ({ page }) => {
    await page.goto('/keywords');
    const table = page.getByRole('table', { name: 'keywords' });
    await expect(table.getByText('Robotics', { exact: true })).toBeVisible();
    await expect(table.getByText('Artificial Intelligence')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'New' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Geos' }).click();
    await page.getByLabel('Search geos').fill('Germany');
    await expect(page.getByRole('table', { name: 'geos' })).toContainText('DE / DEU');
    await page.goto('/terminology');
    await expect(page.getByRole('table', { name: 'terms' })).toContainText('CAGR');
    await expect(page.getByRole('table', { name: 'terms' })).not.toContainText('Cap table');
  });
});
