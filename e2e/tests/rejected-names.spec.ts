import { expect, login, test } from '../fixtures.ts';

// A name of its own, so that no other spec's rejections or suggestions meet it on the shared demo server.
const NAME = 'Vellacourt Shipping AS';
const TEXT = `Oslo, 4 May 2024. ${NAME} signed a charter with Brightwater Freight Ltd, Ingrid Solberg said.`;

// Issue 15 item 4: a rejected name is not suggested again, unless someone reconsiders it.
test('a rejected name is listed under Rejected names and, reconsidered after a confirm, is suggested again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await login(page, 'research');
  await page.goto('/rawdata/quick-create');
  await page.getByLabel('Text').fill(TEXT);
  await page.getByRole('button', { name: 'Save and process' }).click();
  await expect(page).toHaveURL(/\/rawdata\/\d+\/edit/);
  const itemUrl = page.url();

  const mark = page.getByTestId('annotated-text').locator('mark[data-kind="organization"]', { hasText: NAME });
  await expect(mark).toHaveAttribute('data-status', 'suggested', { timeout: 30_000 });
  await mark.click();
  await page.getByRole('menuitem', { name: `Reject ${NAME}` }).click();
  await expect(page.getByText(`${NAME} rejected; it will not be suggested again.`)).toBeVisible();

  // Reachable from the raw-data screen.
  await page.goto('/rawdata');
  await page.getByRole('link', { name: 'Rejected names' }).click();
  await expect(page.getByRole('heading', { name: 'Rejected names' })).toBeVisible();
  const search = page.getByLabel('Search names');
  await search.fill('no such name zzz');
  await expect(page.getByTestId('rejected-empty')).toHaveText('No rejected name matches this search.');
  await search.fill('Vellacourt');
  const row = page.getByRole('row', { name: new RegExp(NAME) });
  await expect(row).toBeVisible();

  // Cancel leaves it rejected; confirm (with reprocessing) brings it back.
  await row.getByRole('button', { name: `Reconsider ${NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reconsider “${NAME}”?` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Reconsider ${NAME}` }).click();
  await dialog.getByLabel('Also process again the raw data that names it now').check();
  await dialog.getByRole('button', { name: 'Reconsider' }).click();
  await expect(
    page.getByText(new RegExp(`“${NAME}” will be suggested again; \\d+ items? (is|are) being processed again.`)),
  ).toBeVisible();
  await expect(page.getByTestId('rejected-empty')).toBeVisible();

  await page.goto(itemUrl);
  await expect(mark).toHaveAttribute('data-status', 'suggested', { timeout: 30_000 });
});
