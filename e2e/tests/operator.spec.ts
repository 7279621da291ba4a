import { expect, test } from '../fixtures.ts';

test.describe('the Operator', () => {
  test('reads a question, shows the query as chips and the rows; removing and editing chips reruns it', {
    tag: '@smoke',
  }, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('dialog', { name: 'Search' }).getByRole('button', { name: 'Ask to Operator' }).click();
    await expect(page).toHaveURL(/\/search\?tab=1$/);
    await expect(page.getByRole('tab', { name: 'Operator' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('textbox', { name: 'Ask the Operator' }).fill('organizations founded before 2017');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('operator-question')).toHaveText('organizations founded before 2017');
    await expect(page.getByTestId('operator-explanation')).toContainText('Organizations founded in or before 2016');
    const results = page.getByRole('table', { name: 'Operator results' });
    await expect(results).toContainText('Acme Robotics');
    await expect(results).not.toContainText('Helix Health');
    await expect(page.getByTestId('operator-count')).toHaveText('1 result');

    // Other specs share this server and may add public organizations: the expected rows come from the API.
    const everyOrg = await (await page.request.get('/api/v1/assets/organizations/?ordering=-name_dba&limit=1')).json();
    const lastByName: string = everyOrg.results[0].name_dba;

    // Remove the date chip with the keyboard: the query reruns without it.
    const query = page.getByRole('group', { name: 'Query' });
    const founded = query.getByRole('button', { name: 'Founded: until 2016' });
    await founded.focus();
    await page.keyboard.press('Backspace');
    await expect(query.getByRole('button', { name: 'Founded: until 2016' })).toHaveCount(0);
    await expect(results).toContainText('Helix Health');
    await expect(page.getByTestId('operator-count')).toHaveText(`${everyOrg.count} results`);
    await expect(page).toHaveURL(/query=/);

    // Edit the ordering chip: Z to A puts the last name first (Helix Health among the demo records).
    await query.getByRole('button', { name: /^Order:/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Order' });
    await dialog.getByRole('combobox', { name: 'Order' }).click();
    await page.getByRole('option', { name: 'Name, Z to A', exact: true }).click();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(query.getByRole('button', { name: 'Order: name, Z to A' })).toBeVisible();
    await expect(results.getByRole('link').first()).toContainText(lastByName);

    // Add a filter back through the chip editor, with "exclude".
    await query.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitem', { name: 'Founded' }).click();
    const editor = page.getByRole('dialog', { name: 'Founded' });
    await editor.getByRole('textbox', { name: 'From' }).fill('2019');
    await editor.getByRole('switch', { name: 'Exclude what this matches' }).check();
    await editor.getByRole('button', { name: 'Apply' }).click();
    await expect(query.getByRole('button', { name: 'Founded: not from 2019' })).toBeVisible();
    await expect(results).not.toContainText('Helix Health');
    await expect(page.getByText('Your edited query.')).toBeVisible();

    await results.getByRole('link', { name: /Acme Robotics/ }).click();
    await expect(page).toHaveURL(/\/organizations\/\d+$/);
    await page.goBack();
    await expect(page.getByTestId('operator-question')).toHaveText('organizations founded before 2017');
  });

  test('offers example questions from the tenant’s records, and each one finds something', async ({ page }) => {
    await page.goto('/search?tab=1');
    const examples = page.getByTestId('operator-examples').getByRole('button');
    await expect(examples.first()).toBeVisible();
    const texts = await examples.allTextContents();
    expect(texts.length).toBeGreaterThanOrEqual(3);
    await examples.first().click();
    await expect(page.getByTestId('operator-question')).toHaveText(texts[0] as string);
    await expect(page.getByTestId('operator-count')).toHaveText(/^(?:There are )?[1-9][\d,]* results?/);
    await expect(page.getByRole('table', { name: 'Operator results' }).getByRole('link').first()).toBeVisible();
  });

  test('reads a question written as a message: the greeting and sign-off are named, never searched for', async ({
    page,
  }) => {
    await page.goto('/search?tab=1');
    await page
      .getByRole('textbox', { name: 'Ask the Operator' })
      .fill('Hi Operator, could you find the organisations based in Berlin? Thanks, Ruth');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('operator-explanation')).toContainText(
      'Read "Hi Operator", "Thanks, Ruth" as how the message is put',
    );
    const query = page.getByRole('group', { name: 'Query' });
    await expect(query.getByRole('button', { name: 'Headquarters city: Berlin' })).toBeVisible();
    await expect(query.getByRole('button', { name: /^Name/ })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Operator results' })).toContainText('Acme Robotics');
  });

  test('says when nothing matches, and why a question cannot be answered', async ({ page }) => {
    await page.goto('/search?tab=1');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect(page.getByText('Ask a question.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Ask the Operator' }).fill('people in these documents');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(
      'The question refers to the selected raw data, but no raw data is selected.',
    );

    await page.getByRole('textbox', { name: 'Ask the Operator' }).fill('hidden organizations');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect(page.getByTestId('operator-count')).toHaveText('No results found.');
    await expect(page.getByRole('table', { name: 'Operator results' })).toHaveCount(0);
  });
});
