import type { Page } from '@playwright/test';
import { expect, login, test } from '../fixtures.ts';
import { apiAs, axeFindings } from '../page-helpers.ts';

// Issue 36 items 3, 7 and 9: phones do not scroll sideways, menus fit the screen, drawers and menus
// pass axe while open, forms are one column of equal widths, history and downloads speak in words.

const PHONE = { width: 390, height: 844 };
const SEGMENTS: Record<string, string> = {
  LibraryList: 'library',
  LedgerList: 'ledger',
  OrganizationsList: 'organizations',
  PeopleList: 'people',
};

/** A processed raw data item naming a person with a long role at a long-named organization. */
async function processedItem(page: Page, title: string) {
  const item = await apiAs(page, 'POST', '/raw-data/', {
    title,
    text: 'Oslo — Ingrid Solberg, chief executive of Walkhaven Robotics Aktiengesellschaft, said on Monday that Walkhaven Robotics Aktiengesellschaft raised EUR 12m led by Fjordline Ventures.',
  });
  await apiAs(page, 'POST', '/raw-data/process/', { ids: [item.id] });
  await expect
    .poll(async () => (await apiAs(page, 'GET', `/raw-data/${item.id}/`)).processing_status, { timeout: 20_000 })
    .toBe('completed');
  return (await apiAs(page, 'GET', `/raw-data/${item.id}/`)) as {
    id: number;
    suggested_entities: { id: number; name: string }[];
  };
}

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0], `page is ${widths[0]} px wide in a ${widths[1]} px window`).toBeLessThanOrEqual(widths[1] ?? 0);
}

test.describe('phones, menus and words', () => {
  test('every list detail page fits a phone: no sideways scroll, the title clear of its actions', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await login(page, 'admin');
    const lists = (await apiAs(page, 'GET', '/lists/?limit=100')).results as { type: string; slug: string }[];
    const seen = new Set<string>();
    for (const l of lists) {
      if (seen.has(l.type)) continue;
      seen.add(l.type);
      await page.goto(`/lists/${SEGMENTS[l.type]}/${l.slug}`);
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();
      await expect(page.getByRole('table', { name: 'List items' })).toBeVisible();
      await noSidewaysScroll(page);
      // Words, not the stored type ("A demo list of people.", never "Demo PeopleList.").
      await expect(page.locator('main')).not.toContainText(/\b(Organizations|People|Ledger|Library)List\b/);
      const edit = page.getByRole('link', { name: 'Edit' });
      const [t, e] = [await title.boundingBox(), await edit.boundingBox()];
      expect(t && e).toBeTruthy();
      if (t && e) {
        const overlaps = t.x < e.x + e.width && e.x < t.x + t.width && t.y < e.y + e.height && e.y < t.y + t.height;
        expect(overlaps, `${l.type}: the title overlaps Edit`).toBe(false);
      }
    }
    expect(seen.size).toBe(4);
    await context.close();
  });

  test("the annotated text's menu fits a phone and passes axe while open", async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await login(page, 'research');
    const item = await processedItem(page, 'Walkhaven interview (phone)');
    await page.goto(`/rawdata/${item.id}/edit`);
    await page.locator('mark[data-kind=person]').first().click();
    const menu = page.getByRole('menu');
    const accept = menu.getByRole('menuitem', { name: /^Accept person Ingrid Solberg/ });
    await expect(accept).toBeVisible();
    const box = await menu.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    // The whole label is on screen: it wraps instead of running past the menu's edge.
    const cut = await accept.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(cut).toBe(false);
    expect(await axeFindings(page, { also: ['aria-dialog-name', 'list', 'listitem'] })).toEqual([]);
    await noSidewaysScroll(page);
    await context.close();
  });

  for (const who of ['admin', 'research', 'reader'] as const) {
    test(`${who}: the account drawer is a named dialog whose menus pass axe`, async ({ page }) => {
      await login(page, who);
      await page.getByTestId('account-button').click();
      const drawer = page.getByRole('dialog', { name: 'Account' });
      await expect(drawer).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      expect(await axeFindings(page, { also: ['aria-dialog-name', 'list', 'listitem'] })).toEqual([]);
    });
  }

  test('the phone menu is a list of links that passes axe while open', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await login(page, 'admin');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await expect(nav.getByRole('link', { name: 'Organizations' })).toBeVisible();
    expect(await nav.getByRole('listitem').count()).toBeGreaterThan(3);
    expect(await axeFindings(page, { also: ['aria-dialog-name', 'list', 'listitem'] })).toEqual([]);
    await context.close();
  });

  test('a form is one column of equal widths, and no label is cut short', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await login(page, 'admin');
    await page.goto('/organizations/create');
    await expect(page.getByRole('heading', { name: 'New organization' })).toBeVisible();
    const widths = await page
      .locator('form [id^="field-"] .MuiFormControl-root, form [id^="field-"] .MuiAutocomplete-root')
      .evaluateAll((els) => [...new Set(els.map((el) => Math.round(el.getBoundingClientRect().width)))]);
    expect(widths).toHaveLength(1);
    const cut = await page
      .locator('form label')
      .evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent));
    expect(cut).toEqual([]);
    await expect(page.getByText('Admin notes (research team only)', { exact: false }).first()).toBeVisible();
  });

  test('history speaks in words; a report PDF is saved under its title', async ({ page }) => {
    await login(page, 'research');
    const item = await processedItem(page, 'Walkhaven interview (words)');
    const fund = item.suggested_entities.find((s) => s.name === 'Fjordline Ventures');
    expect(fund).toBeTruthy();
    await apiAs(page, 'DELETE', `/raw-data/${item.id}/remove-suggested-entity/${fund?.id}/`);
    await page.goto(`/rawdata/${item.id}/edit`);
    const history = page.getByRole('list', { name: 'History' });
    await expect(history.getByText('Rejected a suggestion')).toBeVisible();
    await expect(history.getByRole('cell', { name: 'Fjordline Ventures', exact: true })).toBeVisible();
    await expect(history).not.toContainText('reject_suggestion');
    await expect(history).not.toContainText('{');
    await expect(history).not.toContainText('Extracted');

    await page.getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: /Report on 1 item$/ });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('1 document,');
    await expect(dialog).not.toContainText('(s)');
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: /PDF/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Report Walkhaven interview (words).pdf');
  });
});
