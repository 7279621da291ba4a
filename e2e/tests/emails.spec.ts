import { expect, login, test } from '../fixtures.ts';

test.describe('email list', () => {
  test('a logged-out visitor adds their email on emails/add; an admin finds it in the list', async ({ page }) => {
    // A domain nobody owns: its enrichment ends 'unreachable' with or without network.
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const domain = `e2e-${tag}.com`;
    const address = `ada.lovelace@${domain}`;

    await page.goto('/emails/add');
    await expect(page.getByRole('heading', { name: 'Add your email' })).toBeVisible();
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('Enter your email address, or paste some text with addresses.')).toBeVisible();

    await page
      .getByLabel('Email address or text')
      .fill(`Ada Lovelace <Ada.Lovelace@${domain.toUpperCase()}>\nalso ada.lovelace@${domain}, and not@valid`);
    await page.getByRole('button', { name: 'Add' }).click();
    const result = page.getByRole('status');
    await expect(result).toContainText('Added 1 address.');
    await expect(page.getByText('Added: 1')).toBeVisible();
    await expect(page.getByText('Already present: 0')).toBeVisible();
    await expect(page.getByText('Invalid: 1')).toBeVisible();
    const group = page.getByRole('region', { name: domain });
    await expect(group).toContainText('1 added · 0 already present');
    await expect(group).toContainText(`ada.love…@${domain}`);
    await expect(page.getByText('not@valid')).toBeVisible();

    await page.getByLabel('Email address or text').fill(address);
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(result).toContainText('Nothing new: 1 address was already on the list.');

    await login(page, 'admin');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('tab', { name: 'Emails' }).click();
    await expect(page).toHaveURL(/\/emails\?tab=1/);
    const views = page.getByRole('tablist', { name: 'Emails views' });
    await expect(views.getByRole('tab', { name: 'Emails', selected: true })).toBeVisible();
    await page.getByLabel('Search emails').fill('ada.lovelace');
    const row = page.getByRole('row', { name: new RegExp(domain) });
    await expect(row).toContainText(`ada.love…@${domain}`);
    await expect(row).toContainText('Ada Lovelace');
    await expect(row).toContainText('parse_text');

    await row.getByRole('button', { name: `Open ${address}` }).click();
    const dialog = page.getByRole('dialog', { name: address });
    await expect(dialog.getByLabel('Name')).toHaveValue('Ada Lovelace');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('link', { name: domain }).click();
    await expect(page.getByRole('heading', { name: domain, level: 1 })).toBeVisible();
    await expect(page.getByText('1 clean address')).toBeVisible();
    await expect(page.locator('[data-status="unreachable"]')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('table', { name: 'addresses' })).toContainText(`ada.love…@${domain}`);
  });
});
