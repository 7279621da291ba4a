import { expect, login, test } from '../fixtures.ts';

const number = (s: string | null) => Number((s ?? '0').replace(/[^0-9]/g, ''));

test.describe('the demo workspace', () => {
  test('home cards, lists, the CAGR chart, search and the Operator examples all find something', async ({
    page,
    port,
  }) => {
    const demo = `http://demo.localhost:${port}`;
    await page.goto(`${demo}/`);
    await expect(page.getByTestId('login-link')).toHaveText("Login to read Demo Research's intel notes");
    for (const [card, least] of [
      ['Organizations', 100],
      ['People', 100],
      ['Ledger', 30],
      ['Library', 50],
    ] as const) {
      const count = page.getByRole('link', { name: card }).filter({ has: page.getByTestId('count-public') });
      await expect(count.getByTestId('count-public')).not.toHaveText('-');
      expect(number(await count.getByTestId('count-public').textContent()), card).toBeGreaterThan(least);
    }

    await page.goto(`${demo}/lists?tab=1`);
    await expect(page.getByText('Founders we follow')).toBeVisible();
    await expect(page.getByText('Climate and energy companies')).toBeVisible();

    await page.goto(`${demo}/cagr?symbol=GLOBAL-ROBOTICS`);
    await expect(page.getByRole('table', { name: 'Series points' })).toContainText('2024 Q1');
    await expect(page.getByLabel('Compound annual growth rate')).toContainText('%');

    await page.keyboard.press('Control+f');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox', { name: 'Search' }).fill('capital');
    const results = dialog.getByRole('listbox', { name: 'Results' });
    await expect(results.getByRole('option').nth(2)).toBeVisible();
    await page.keyboard.press('Escape');

    await login(page, 'admin', demo);
    await page.goto(`${demo}/search?tab=1`);
    const examples = page.getByTestId('operator-examples');
    await expect(examples.getByRole('button').first()).toBeVisible({ timeout: 20_000 });
    const chips = await examples.getByRole('button').all();
    expect(chips.length).toBeGreaterThan(2);
    await chips[0]?.click();
    await expect(page.getByTestId('operator-count')).toBeVisible();
    expect(number(await page.getByTestId('operator-count').textContent())).toBeGreaterThan(0);
  });

  test('a demo organization has a network to explore and a timeline', async ({ page, port }) => {
    const demo = `http://demo.localhost:${port}`;
    await login(page, 'admin', demo);
    // An investor: it has partners, funds and a keyword around it.
    const found = await page.evaluate(async () =>
      (await fetch('/api/v1/assets/organizations/?search=Capital&limit=1')).json(),
    );
    await page.goto(`${demo}/organizations/${found.results[0].id}`);
    await expect(page.getByTestId('timeline')).toBeVisible();
    await page.getByRole('link', { name: 'Explore network' }).click();
    const table = page.getByRole('table', { name: 'Records in this network' });
    // The investor, its partners, its funds and its keyword: more than a handful of records.
    await expect(table.getByRole('row').nth(4)).toBeVisible();

    // Expanding the keyword brings dozens of records: the drawing names only what has room and
    // matters (the root and its neighbours), and every row says how it reaches the root.
    await table
      .getByRole('row')
      .filter({ hasText: 'Keyword' })
      .getByRole('button', { name: /^Expand / })
      .first()
      .click();
    await expect(table.getByRole('row').nth(40)).toBeVisible();
    const rows = await table.getByRole('row').count();
    const canvas = page.getByTestId('network-canvas');
    await expect(canvas).toHaveAttribute('data-labels', /organizations:\d+/);
    const named = ((await canvas.getAttribute('data-labels')) ?? '').split(' ').filter(Boolean);
    expect(named.length).toBeGreaterThan(0);
    expect(named.length).toBeLessThan(rows / 2);
    const links = await table.locator('tbody tr td:nth-child(4)').allInnerTexts();
    expect(links.slice(1).every((text) => text.trim().length > 0)).toBe(true);
  });
});
