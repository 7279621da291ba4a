import { expect, login, test } from '../fixtures.ts';

test.describe('organizations, ledger and people', () => {
  test('a research user builds an organization with a vehicle and a person', { tag: '@smoke' }, async ({ page }) => {
    // Four forms and six screens: 22.8 s alone on an idle machine, past the default 30 s in a CI rehearsal.
    test.setTimeout(90_000);
    await login(page, 'research');
    await page.goto('/organizations/create');
    await page.getByLabel('Name (doing business as)').fill('Orbital Freight');
    await page.getByLabel('Legal name').fill('Orbital Freight GmbH');
    await page.getByLabel('Founded').fill('2018-04');
    await page.getByLabel('Website').fill('https://orbital.example');
    await page.getByLabel('Visibility').click();
    await page.getByRole('option', { name: 'public' }).click();
    await page.getByRole('button', { name: 'Create organization' }).click();
    await expect(page.getByRole('heading', { name: 'Orbital Freight' })).toBeVisible();
    await expect(page.getByText('Apr 2018')).toBeVisible();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Ownership type').fill('Private');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { name: 'Orbital Freight' })).toBeVisible();
    // Shown in the details and, as the change just made, in the history.
    await expect(page.getByText('Private', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Changed fields' }).first()).toContainText('Ownership');

    await page.getByRole('link', { name: 'Add a vehicle' }).click();
    await page.getByLabel('Vehicle name').fill('Orbital Seed Fund');
    await page.getByLabel('Ownership %').fill('150');
    await page.getByRole('button', { name: 'Create ledger entry' }).click();
    await expect(page.getByText('At most 100%.', { exact: true })).toBeVisible();
    await page.getByLabel('Ownership %').fill('15');
    await page.getByRole('button', { name: 'Create ledger entry' }).click();
    await expect(page.getByRole('heading', { name: 'Orbital Seed Fund' })).toBeVisible();
    await page.getByRole('link', { name: 'Orbital Freight', exact: true }).click();
    await expect(page.getByRole('link', { name: /Orbital Seed Fund · VC · 15%/ })).toBeVisible();

    await page.goto('/people/create');
    await page.getByLabel('Given name').fill('Nadia');
    await page.getByLabel('Family name').fill('Okafor');
    await page.getByLabel('Organizations').fill('Orbital');
    await page.getByRole('option', { name: 'Orbital Freight' }).click();
    await page.getByRole('button', { name: 'Create person' }).click();
    await expect(page.getByRole('heading', { name: 'Nadia Okafor' })).toBeVisible();
    await page.getByRole('link', { name: 'Orbital Freight', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Nadia Okafor' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'History' })).toContainText('Created');
  });

  test('the organizations table filters, sorts and exports', async ({ page }) => {
    await login(page, 'research');
    await page.goto('/organizations?tab=1');
    const table = page.getByRole('table', { name: 'organizations' });
    await expect(table.getByText('Acme Robotics', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Vehicle type').click();
    await page.getByRole('option', { name: 'PE' }).click();
    await page.keyboard.press('Escape');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText('Greenleaf Energy');
    await expect(page).toHaveURL(/vehicle_type=PE/);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    expect((await download).suggestedFilename()).toBe('organizations.xlsx');
  });

  test('a public visitor sees only public organizations and no admin notes', async ({ page }) => {
    await page.goto('/organizations?tab=1');
    const table = page.getByRole('table', { name: 'organizations' });
    await expect(table.getByText('Acme Robotics', { exact: true })).toBeVisible();
    await expect(table.getByText('Northwind Capital', { exact: true })).toHaveCount(0);
    await expect(table.getByText('Greenleaf Energy', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'New' })).toHaveCount(0);
    await table.getByText('Acme Robotics', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Acme Robotics' })).toBeVisible();
    await expect(page.getByText('Admin notes')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  });

  test('a search typed just before opening a record does not pull the user back to the list', async ({ page }) => {
    // The detail screen's code arrives slowly, so the search's debounce ends while it loads: the
    // table once wrote the search into the URL then, which replaced the navigation to the record.
    await page.route(/organization-detail-screen-[^/]*\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto('/organizations?tab=1');
    const table = page.getByRole('table', { name: 'organizations' });
    await expect(table.getByText('Acme Robotics', { exact: true })).toBeVisible();
    await page.getByLabel('Search organizations').fill('acme');
    await table.getByText('Acme Robotics', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Acme Robotics' })).toBeVisible();
    await expect(page).toHaveURL(/\/organizations\/\d+/);
  });

  test('a research user imports organizations and sees the per-row report', async ({ page }) => {
    await login(page, 'research');
    await page.goto('/organizations?tab=1');
    await page.getByLabel('Import organizations file').setInputFiles({
      name: 'orgs.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name_dba,founding_date,visibility\nImported One,2020,public\nBroken,someday,public\n'),
    });
    const dialog = page.getByRole('dialog', { name: 'Import organizations' });
    await dialog.getByRole('button', { name: 'Import 1 row' }).click();
    await expect(dialog).toContainText('1 created, 0 updated, 0 unchanged, 1 rejected.');
    await expect(dialog.getByRole('region', { name: 'Rejected' })).toContainText('Row 3 · Broken');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('table', { name: 'organizations' })).toContainText('Imported One');
  });

  test('a research user merges a duplicate organization and undoes it', async ({ page }) => {
    await login(page, 'research');
    await page.goto('/organizations?tab=1');
    await page.getByRole('table', { name: 'organizations' }).getByText('Quantum Ledger Labs', { exact: true }).click();
    await expect(page).toHaveURL(/\/organizations\/\d+$/);
    const url = page.url();
    await page.goto('/organizations?tab=1');
    await page.getByRole('table', { name: 'organizations' }).getByText('Blue Harbor Ventures', { exact: true }).click();
    await page.getByLabel('Merge a duplicate organization into this one').fill('Quantum');
    await page.getByRole('option', { name: 'Quantum Ledger Labs' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Merge' }).click();
    await expect(page.getByRole('list', { name: 'Merges' })).toContainText('Merged “Quantum Ledger Labs”');
    await expect(page.getByText('Quantum Ledger Labs', { exact: true })).toBeVisible();
    await page.getByRole('list', { name: 'Merges' }).getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Nothing merged into this organization.')).toBeVisible();
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Quantum Ledger Labs' })).toBeVisible();
  });

  test('bulk: add a keyword to selected organizations', async ({ page }) => {
    await login(page, 'research');
    await page.goto('/organizations?tab=1');
    const table = page.getByRole('table', { name: 'organizations' });
    await table
      .getByRole('row', { name: /Helix Health/ })
      .getByRole('checkbox')
      .check();
    await table
      .getByRole('row', { name: /Greenleaf Energy/ })
      .getByRole('checkbox')
      .check();
    await page.getByRole('button', { name: 'Add keyword' }).click();
    await page.getByRole('dialog').getByLabel('Keyword').fill('Healthcare');
    await page.getByRole('option', { name: 'Healthcare' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
    await expect(table.getByRole('row', { name: /Helix Health/ })).toContainText('Healthcare');
    await expect(table.getByRole('row', { name: /Greenleaf Energy/ })).toContainText('Healthcare');
  });

  test('people are linked to an organization with a role, and the sub-query screen filters by vehicle', async ({
    page,
  }) => {
    await login(page, 'research');
    await page.goto('/organizations?tab=1');
    await page.getByRole('table', { name: 'organizations' }).getByText('Acme Robotics', { exact: true }).click();
    await page.getByLabel('Link a person').fill('Rivera');
    await page.getByRole('option', { name: 'Tomás Rivera' }).click();
    await page.getByLabel('Role').fill('Advisor');
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Tomás Rivera — Advisor' })).toBeVisible();
    await page.getByRole('button', { name: 'Unlink Tomás Rivera' }).click();
    await expect(page.getByRole('link', { name: 'Tomás Rivera — Advisor' })).toHaveCount(0);
    await page.goto('/organizations/subquery?vehicle_type=FA');
    const table = page.getByRole('table', { name: 'organizations' });
    await expect(table).toContainText('Acme Robotics');
    await expect(table).not.toContainText('Northwind Capital');
    await expect(page.getByRole('group', { name: 'Filters' })).toBeVisible();
  });
});
