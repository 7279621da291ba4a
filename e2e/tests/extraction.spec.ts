import { expect, login, test } from '../fixtures.ts';

const PARAGRAPH =
  'Berlin, 3 March 2021. Jane Okafor, chief executive of Quillwright Robotics GmbH, signed a supply deal with Halvorsen Maritime AS. The agreement was negotiated by Tomas Lindqvist of Northbay Capital Partners, reachable at tomas.lindqvist@northbaycap.example.';

// Issue 15 item 5: the analyst reviews by looking at the text, not by reading two lists side by side.
test('the annotated document: both companies and both people highlighted; Jane Okafor accepted with her role is one of Quillwright Robotics GmbH’s people', {
  tag: '@smoke',
}, async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, 'research');
  await page.goto('/rawdata/quick-create');
  await page.getByLabel('Text').fill(PARAGRAPH);
  await page.getByRole('button', { name: 'Save and process' }).click();
  await expect(page).toHaveURL(/\/rawdata\/\d+\/edit/);

  const doc = page.getByTestId('annotated-text');
  const mark = (kind: string, name: string) => doc.locator(`mark[data-kind="${kind}"]`, { hasText: name });
  await expect(mark('person', 'Jane Okafor')).toBeVisible({ timeout: 30_000 });
  await expect(mark('person', 'Tomas Lindqvist')).toBeVisible();
  await expect(mark('organization', 'Quillwright Robotics GmbH')).toBeVisible();
  await expect(mark('organization', 'Halvorsen Maritime AS')).toBeVisible();
  await expect(mark('organization', 'Northbay Capital Partners')).toBeVisible();
  // "Tomas Lindqvist of Northbay Capital Partners" is a person of an organization, never one organization.
  await expect(doc.locator('mark', { hasText: 'Lindqvist of Northbay' })).toHaveCount(0);
  await expect(mark('email', 'tomas.lindqvist@northbaycap.example')).toBeVisible();

  // Hover (or focus) says what a mention is; Enter opens its actions: keyboard only from here.
  const jane = mark('person', 'Jane Okafor');
  await jane.hover();
  await expect(page.getByRole('tooltip')).toContainText(
    'suggested person; chief executive · Quillwright Robotics GmbH',
  );
  await jane.focus();
  await page.keyboard.press('Enter');
  await page
    .getByRole('menuitem', { name: /Accept person Jane Okafor \(chief executive · Quillwright Robotics GmbH\)/ })
    .click();
  // The toast names every record the accept created: her, with her role, and her company.
  await expect(page.getByTestId('accept-toast')).toContainText(
    'Created Jane Okafor (person, chief executive · Quillwright Robotics GmbH) and Quillwright Robotics GmbH (organization).',
  );
  await expect(jane).toHaveAttribute('data-status', 'accepted');

  // Her role made the company a record too: open it from its mention and find her among its people.
  await mark('organization', 'Quillwright Robotics GmbH').click();
  await expect(page.getByRole('menuitem', { name: 'Open Quillwright Robotics GmbH' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Quillwright Robotics GmbH' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Jane Okafor — chief executive' })).toBeVisible();
});

// Issue 15 item 2: "investor-in (→ a suggested ledger entry when a fund invests)".
test('a known fund’s investment the text states is offered as a ledger entry, filled in for the analyst to save', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await login(page, 'research');
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('intel-auth') ?? '{}').token as string);
  const fund = await page.request.post('/api/v1/assets/organizations/', {
    headers: { authorization: `Bearer ${token}` },
    data: { name_dba: 'Skerry Point Capital' },
  });
  expect(fund.status()).toBe(201);
  await page.goto('/rawdata/quick-create');
  await page
    .getByLabel('Text')
    .fill(
      'Bergen, 2 June 2023. Skerry Point Capital led the seed round in Tidewater Lumen AS, a maker of marine sensors.',
    );
  await page.getByRole('button', { name: 'Save and process' }).click();
  await expect(page).toHaveURL(/\/rawdata\/\d+\/edit/);

  const lumen = page.getByTestId('annotated-text').locator('mark[data-kind="organization"]', {
    hasText: 'Tidewater Lumen AS',
  });
  await expect(lumen).toBeVisible({ timeout: 30_000 });
  await lumen.hover();
  await expect(page.getByRole('tooltip')).toContainText('suggested organization; backed by · Skerry Point Capital');
  await lumen.click();
  await page
    .getByRole('menuitem', { name: 'Add to the ledger: Skerry Point Capital’s investment in Tidewater Lumen AS' })
    .click();
  await expect(page).toHaveURL(/\/ledger\/create\?/);
  await expect(page.getByLabel('Vehicle name')).toHaveValue('Tidewater Lumen AS');
  await page.getByRole('button', { name: 'Create ledger entry' }).click();
  await expect(page).toHaveURL(/\/ledger\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tidewater Lumen AS' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Skerry Point Capital' })).toBeVisible();
});
