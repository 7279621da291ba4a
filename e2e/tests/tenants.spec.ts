import { expect, login, openDrawer, test } from '../fixtures.ts';

test.describe('tenants', () => {
  test('a tenant admin creates a tenant whose admin logs in on its host at once; disabling it asks first, then tells its users and shows visitors the 404 page', async ({
    page,
    browser,
    port,
  }) => {
    // Two browsers and a new tenant's first start: 26.9 s in a CI rehearsal, near the default 30 s.
    test.setTimeout(90_000);
    const subdomain = `e2e${Date.now().toString(36)}`;
    const email = `owner@${subdomain}.example`;
    const password = 'a strong tenant password';
    await login(page, 'operator');
    const drawer = await openDrawer(page);
    await drawer.getByRole('link', { name: 'Tenants' }).click();
    await expect(page).toHaveURL(/\/clients$/);
    // On the PostgreSQL run the API tests' tenants share the database: a tenant may not be on page one, so the
    // table's search box finds it, as a platform operator with many tenants would.
    const searchTenants = page.getByRole('textbox', { name: 'Search tenants' });
    await searchTenants.fill('demo');
    await expect(page).toHaveURL(/search=demo/);
    await expect(page.getByRole('table', { name: 'tenants' })).toContainText('demo');

    await page.getByRole('link', { name: 'New tenant' }).click();
    await page.getByLabel('Subdomain').fill('admin');
    await page.getByLabel('Name').fill('Acme Research');
    await page.getByLabel('Admin email').fill(email);
    await page.getByLabel('Admin password').fill(password);
    await page.getByRole('button', { name: 'Create tenant' }).click();
    await expect(page.getByText('This name is reserved: choose another.')).toBeVisible();
    await page.getByLabel('Subdomain').fill(subdomain);
    await expect(page.getByText(`Its address: ${subdomain}.localhost`)).toBeVisible();
    await page.getByRole('button', { name: 'Create tenant' }).click();
    await expect(page).toHaveURL(/\/clients$/);
    await searchTenants.fill(subdomain);
    await expect(page).toHaveURL(new RegExp(`search=${subdomain}`));
    await expect(page.getByRole('table', { name: 'tenants' })).toContainText(subdomain);

    const other = await browser.newContext();
    const tenantPage = await other.newPage();
    const base = `http://${subdomain}.localhost:${port}`;
    await tenantPage.goto(`${base}/login`);
    await expect(tenantPage.getByTestId('login-link')).toHaveText("Login to read Acme Research's intel notes");
    await tenantPage.getByLabel('Email').fill(email);
    await tenantPage.getByLabel('Password').fill(password);
    await tenantPage.getByRole('button', { name: 'Log in' }).click();
    await expect(tenantPage.getByTestId('account-button')).toHaveText('owner');
    const tenantDrawer = await openDrawer(tenantPage);
    await expect(tenantDrawer.getByTestId('access-label')).toHaveText(`${subdomain} / admin_access`);
    // Its admin manages the tenant, not the platform: no Tenants link.
    await expect(tenantDrawer.getByRole('link', { name: 'Users' })).toBeVisible();
    await expect(tenantDrawer.getByRole('link', { name: 'Tenants' })).toHaveCount(0);

    await page.getByRole('table', { name: 'tenants' }).getByText(subdomain, { exact: true }).click();
    await expect(page.getByRole('heading', { name: `Edit tenant ${subdomain}` })).toBeVisible();
    // Disabling asks first (issue 36 item 8): cancelling leaves it enabled.
    const disabledSwitch = page.getByRole('switch', { name: /^Disabled/ });
    await disabledSwitch.click();
    const confirm = page.getByRole('dialog', { name: 'Disable “Acme Research”?' });
    await expect(confirm).toContainText('signed out at once');
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/disable-confirm.png` });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(disabledSwitch).not.toBeChecked();
    await disabledSwitch.click();
    await page
      .getByRole('dialog', { name: 'Disable “Acme Research”?' })
      .getByRole('button', { name: 'Disable' })
      .click();
    await expect(disabledSwitch).toBeChecked();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/clients$/);
    const visitor = await browser.newContext();
    const gone = await visitor.newPage();
    await gone.goto(`${base}/`);
    await expect(gone.getByRole('heading', { name: "Oops, we can't find a pulse..." })).toBeVisible();
    // Its own signed-in admin is told it is disabled and whom to ask, on every path, even after a reload.
    await tenantPage.reload();
    await expect(tenantPage.getByRole('heading', { name: 'This workspace is disabled' })).toBeVisible();
    await expect(tenantPage.getByText(/ask an administrator of the platform/i)).toBeVisible();
    if (process.env.E2E_SHOTS) await tenantPage.screenshot({ path: `${process.env.E2E_SHOTS}/disabled-1366.png` });
    await tenantPage.goto(`${base}/organizations`);
    await expect(tenantPage.getByRole('heading', { name: 'This workspace is disabled' })).toBeVisible();
    await other.close();
    await visitor.close();
  });

  test('a tenant admin cannot delete the tenant they are on; admins see no Tenants link', async ({ page }) => {
    await login(page, 'operator');
    // On the PostgreSQL run the API tests' tenants share the database: the signed-in tenant may not be on page one.
    await page.goto('/clients?search=www');
    await page.getByRole('table', { name: 'tenants' }).getByText('you are here').click();
    await expect(page.getByText('This is the tenant you are signed in to')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Delete tenant' })).toHaveCount(0);
    await expect(page.getByLabel('Subdomain')).toBeDisabled();
  });

  test('an admin of a tenant is refused the tenants screens', async ({ page }) => {
    await login(page, 'admin');
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('link', { name: 'Users' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Tenants' })).toHaveCount(0);
    await page.goto('/clients/create');
    await expect(page.getByRole('heading', { name: 'You do not have access to this page.' })).toBeVisible();
  });
});
