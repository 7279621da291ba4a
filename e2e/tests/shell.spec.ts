import type { Page } from '@playwright/test';
import { expect, login, openDrawer, test } from '../fixtures.ts';

type Count = { public_count: number; paywall_count?: number; hidden_count?: number };
const total = (c: Count | undefined) => (!c ? 0 : c.public_count + (c.paywall_count ?? 0) + (c.hidden_count ?? 0));
const fmt = (n: number) => (n ? new Intl.NumberFormat('en-US').format(n) : '-');
async function adminCounts(page: Page): Promise<Record<string, Count>> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('intel-auth') ?? '{}').token as string);
  return (
    await page.request.get('/api/v1/tools/entities-count/', { headers: { authorization: `Bearer ${token}` } })
  ).json();
}

test.describe('app shell', () => {
  test('logged-out bar invites to log in and the drawer offers paywall access', { tag: '@smoke' }, async ({ page }) => {
    await page.goto('/');
    const bar = page.getByTestId('login-link');
    await expect(bar).toHaveText("Login to read Intel Notes's intel notes");
    await page.getByRole('button', { name: 'Account' }).click();
    const drawer = page.getByRole('dialog', { name: 'Account' });
    await expect(drawer.getByTestId('access-label')).toHaveText('www / public_access');
    await expect(drawer.getByRole('button', { name: 'Unlock Paywall Access' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Settings' })).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Unlock Paywall Access' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { name: 'Unlock paywall access to Intel Notes' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get access' })).toHaveAttribute(
      'href',
      'https://example.com/subscribe',
    );
    await page.getByTestId('login-link').click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('home cards show public | paywall numbers logged out, one total logged in', async ({ page }) => {
    await page.goto('/');
    // Other specs add records to the same server: the expected numbers come from the API.
    const free = await (await page.request.get('/api/v1/tools/free-ahead-entities-count/')).json();
    const orgs = page.getByRole('link', { name: 'Organizations' }).filter({ has: page.getByTestId('count-public') });
    await expect(orgs.getByTestId('count-public')).toHaveText(fmt(free.organizations.public_count));
    await expect(orgs.getByTestId('count-paywall')).toHaveText(fmt(free.organizations.paywall_count));
    await login(page, 'admin');
    await page.goto('/');
    const card = page.getByRole('link', { name: 'Organizations' }).filter({ has: page.getByTestId('count-total') });
    const all = await adminCounts(page);
    await expect(card.getByTestId('count-total')).toHaveText(fmt(total(all.organizations)));
    await expect(page.getByRole('link', { name: 'Intelbooks' }).getByTestId('count-total')).toHaveText(
      fmt(total(all.facts)),
    );
  });

  test('the paywall reader sees paywall access, no admin tabs, a paywall prompt', async ({ page }) => {
    await login(page, 'reader');
    await expect(page.getByTestId('account-button')).toHaveText('reader');
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await expect(nav.getByRole('tab')).toHaveText([
      'Keywords',
      'People',
      'Organizations',
      'Ledger',
      'Library',
      'Lists',
      'Intelbooks',
    ]);
    await expect(page.getByRole('link', { name: 'Quick Collection' })).toHaveCount(0);
    const drawer = await openDrawer(page);
    await expect(drawer.getByTestId('access-label')).toHaveText('www / paywall_access');
    await expect(drawer.getByRole('button', { name: 'Settings' })).toHaveCount(0);
    await expect(drawer.getByLabel('Paywall')).toBeVisible();
    await expect(drawer.getByRole('list', { name: 'Admin menu' })).toHaveCount(0);
  });

  test('the research user is not an admin: paywall label, no settings', async ({ page }) => {
    await login(page, 'research');
    await expect(page.getByTestId('account-button')).toHaveText('Researcher');
    const drawer = await openDrawer(page);
    await expect(drawer.getByTestId('access-label')).toHaveText('www / paywall_access');
    await expect(drawer.getByRole('button', { name: 'Settings' })).toHaveCount(0);
  });

  test('the admin sees every tab, Quick Collection, Settings and the admin menu', async ({ page }) => {
    await login(page, 'admin');
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await expect(nav.getByRole('tab')).toHaveText([
      'Raw Data',
      'Keywords',
      'Emails',
      'People',
      'Organizations',
      'Ledger',
      'Library',
      'Lists',
      'Intelbooks',
    ]);
    await expect(page.getByRole('link', { name: 'Quick Collection' })).toBeVisible();
    const drawer = await openDrawer(page);
    await expect(drawer.getByTestId('access-label')).toHaveText('www / admin_access');
    const menu = drawer.getByRole('list', { name: 'Admin menu' });
    await expect(menu.getByRole('link')).toHaveText([
      'Users',
      'Categories',
      'Sections',
      'Intelbooks facts',
      'Settings',
      'Workspace API tokens',
      'Webhooks',
    ]);
    await drawer.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(page.getByLabel('Workspace name')).toHaveValue('Intel Notes');
  });

  test('the tenant admin also gets the Tenants link', async ({ page }) => {
    await login(page, 'operator');
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('list', { name: 'Admin menu' }).getByRole('link', { name: 'Tenants' })).toBeVisible();
  });

  test('the active tab follows the first path segment', async ({ page }) => {
    await login(page, 'reader');
    await page.goto('/organizations?tab=1');
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await expect(nav.getByRole('tab', { name: 'Organizations' })).toHaveAttribute('aria-selected', 'true');
    await expect(nav.getByRole('tab', { name: 'People' })).toHaveAttribute('aria-selected', 'false');
    await nav.getByRole('tab', { name: 'People' }).click();
    await expect(page).toHaveURL(/\/people\?tab=1$/);
    await expect(nav.getByRole('tab', { name: 'People' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the menu screen has three columns with counts, disabled items and the Operator link', async ({ page }) => {
    await login(page, 'admin');
    await page.goto('/menu/');
    for (const col of ['Collection', 'Processing', 'Sharing']) {
      await expect(page.getByRole('list', { name: col })).toBeVisible();
    }
    const processing = page.getByRole('list', { name: 'Processing' });
    await expect(processing.getByRole('button', { name: 'Prompts [7]' })).toBeDisabled();
    await expect(processing.getByRole('button', { name: 'Report templates [11]' })).toBeDisabled();
    await expect(
      page.getByRole('list', { name: 'Sharing' }).getByRole('button', {
        name: `Organizations ${fmt(total((await adminCounts(page)).organizations))}`,
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Sharing' }).getByRole('button', { name: /Tenants/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'H2H' })).toBeDisabled();
    await page.getByRole('button', { name: 'Operator' }).click();
    await expect(page).toHaveURL(/\/search\?tab=1$/);
  });

  test('unknown paths show the 404 page; /operator redirects to the Operator', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: "Oops, we can't find a pulse..." })).toBeVisible();
    await page.goto('/operator');
    await expect(page).toHaveURL(/\/search\?tab=1$/);
  });

  test('an unknown tenant shows the 404 page; the demo tenant has its own name', async ({ page, port }) => {
    await page.goto(`http://unknown.localhost:${port}/`);
    await expect(page.getByRole('heading', { name: "Oops, we can't find a pulse..." })).toBeVisible();
    await page.goto(`http://demo.localhost:${port}/`);
    await expect(page.getByTestId('login-link')).toHaveText("Login to read Demo Research's intel notes");
  });

  test('an admin route without login goes to /login, and back after logging in', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password').fill('demo-password-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/settings$/);
  });

  test('a logged-in user without the role gets the 403 screen', async ({ page }) => {
    await login(page, 'reader');
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'You do not have access to this page.' })).toBeVisible();
  });

  test('a wrong password shows the server’s message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('reader@example.com');
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  });

  test('logout clears the session and goes to /login', { tag: '@smoke' }, async ({ page }) => {
    await login(page, 'admin');
    const drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('intel-auth'))).toBeNull();
    await page.goto('/');
    await expect(page.getByTestId('login-link')).toBeVisible();
  });

  test('a token the server no longer accepts logs the user out', async ({ page }) => {
    await login(page, 'reader');
    await page.evaluate(() => {
      const state = JSON.parse(localStorage.getItem('intel-auth') ?? '{}');
      localStorage.setItem('intel-auth', JSON.stringify({ ...state, token: 'x'.repeat(43) }));
    });
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('intel-auth'))).toBeNull();
  });

  test('mobile shows a full-screen menu instead of the tab bar', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('tab', { name: 'People' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Library' }).click();
    await expect(page).toHaveURL(/\/library\?tab=1$/);
  });

  test('the footer shows the version', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText('v1.0.0');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Setup your own' })).toBeVisible();
  });
});
