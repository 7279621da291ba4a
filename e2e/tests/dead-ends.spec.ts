import type { Page } from '@playwright/test';
import { expect, login, openDrawer, test } from '../fixtures.ts';

// Issue 19 item 6: no dead ends for a visitor at a paywalled address, or for a new workspace.
async function token(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('intel-auth') ?? '{}').token as string);
}

test.describe('dead ends', () => {
  test('a visitor at a paywalled record sees it is for subscribers, with the unlock link and nothing of it', async ({
    page,
    browser,
    port,
  }) => {
    await login(page, 'admin');
    const auth = { authorization: `Bearer ${await token(page)}` };
    const created = await page.request.post('/api/v1/assets/organizations/', {
      headers: auth,
      data: { name_dba: 'Subscribers Only Holdings', visibility: 'paywalled', description: 'Very secret text' },
    });
    const id = (await created.json()).id;
    const hidden = await page.request.post('/api/v1/assets/organizations/', {
      headers: auth,
      data: { name_dba: 'Hidden Holdings', visibility: 'hidden' },
    });
    const hiddenId = (await hidden.json()).id;

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`http://localhost:${port}/organizations/${id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'This record is for subscribers' })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Get access' })).toHaveAttribute(
      'href',
      'https://example.com/subscribe',
    );
    await expect(visitor.getByRole('main')).not.toContainText('Subscribers Only Holdings');
    await expect(visitor.getByRole('main')).not.toContainText('Very secret text');
    await visitor.goto(`http://localhost:${port}/organizations/${hiddenId}`);
    await expect(visitor.getByRole('heading', { name: "Oops, we can't find a pulse..." })).toBeVisible();
    await visitor.close();
  });

  test('a new workspace opens on first steps instead of empty counts', async ({ page, browser, port }) => {
    const subdomain = `ux${Date.now().toString(36)}`;
    const email = `owner@${subdomain}.example`;
    const password = 'a strong tenant password';
    await login(page, 'operator');
    await page.goto('/clients/create');
    await page.getByLabel('Subdomain').fill(subdomain);
    await page.getByLabel('Name').fill('Fresh Research');
    await page.getByLabel('Admin email').fill(email);
    await page.getByLabel('Admin password').fill(password);
    await page.getByRole('button', { name: 'Create tenant' }).click();
    await expect(page).toHaveURL(/\/clients$/);

    const owner = await (await browser.newContext()).newPage();
    await owner.goto(`http://${subdomain}.localhost:${port}/login`);
    await owner.getByLabel('Email').fill(email);
    await owner.getByLabel('Password').fill(password);
    await owner.getByRole('button', { name: 'Log in' }).click();
    await expect(owner.getByTestId('account-button')).toBeVisible();
    const steps = owner.getByRole('region', { name: 'First steps' });
    await expect(steps).toBeVisible();
    await expect(steps.getByRole('link')).toHaveText([
      'Open Quick Collection',
      'New organization',
      'New keyword',
      'New user',
      'Settings',
    ]);
    await expect(owner.getByRole('link', { name: 'Organizations None yet' })).toContainText('None yet');
    await expect(owner.getByTestId('count-total')).toHaveCount(0);
    await steps.getByRole('link', { name: 'New organization' }).click();
    await expect(owner).toHaveURL(/\/organizations\/create$/);
    await openDrawer(owner);
    await owner.close();
  });
});
