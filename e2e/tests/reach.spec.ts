import { expect, login, openDrawer, test } from '../fixtures.ts';

// Issue 19 item 5: a research user reaches their tools by clicking, on a desktop and on a phone.
test.describe('reaching the work', () => {
  test('a research user reaches raw data, tagging rules, emails, the Operator and the menu from home', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await login(page, 'research');
    const targets: [string, RegExp][] = [
      ['Raw data', /\/rawdata\?tab=1/],
      ['Tagging rules', /\/taggingrules/],
      ['URLs', /\/urls/],
      ['Emails', /\/emails\?tab=1/],
      ['The Operator', /\/search\?tab=1/],
      ['Menu', /\/menu$/],
    ];
    for (const [label, url] of targets) {
      await page.getByRole('link', { name: 'Intel Notes' }).click();
      await expect(page).toHaveURL(/\/$/);
      const drawer = await openDrawer(page);
      await drawer.getByRole('list', { name: 'Research menu' }).getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('You do not have access')).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Intel Notes' }).click();
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Menu' }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await page.getByRole('list', { name: 'Processing' }).getByRole('button', { name: 'Tagging rules' }).click();
    await expect(page).toHaveURL(/\/taggingrules$/);
  });

  test('a reader has no research menu; the Menu link shows on every width', async ({ page }) => {
    await login(page, 'reader');
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('list', { name: 'Research menu' })).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Menu' }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: /^Menu/ }).click();
    await expect(page).toHaveURL(/\/menu\/?$/);
  });
});
