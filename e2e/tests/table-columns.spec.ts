import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { login } from '../fixtures.ts';

// Issue 19 item 12: on wide screens a user chooses, orders and resizes a table's columns; the
// layout is theirs, on the server, so it is the same after a reload and in another browser.
const LIST = '/organizations?tab=1';
const ARRANGED = ['Name', 'Founded', 'HQ', 'Keywords', 'Vehicle', 'Updated', 'Visibility'];

const table = (page: Page) => page.getByRole('table', { name: 'organizations' });
const headers = (page: Page) => table(page).getByRole('columnheader').allTextContents();
/** The next save of a table layout, or the next whose value passes `when`. */
const saved = (page: Page, when: (value: { widths?: Record<string, number> }) => boolean = () => true) =>
  page.waitForResponse(
    (r) =>
      r.request().method() === 'PUT' &&
      r.url().includes('/auth/me/preferences/table:') &&
      when(JSON.parse(r.request().postData() ?? '{}').value ?? {}),
  );

test.describe('table columns', () => {
  test('a reader hides and moves columns, resizes one, and finds the layout after a reload and in a fresh browser', async ({
    page,
    browser,
  }) => {
    // Two logins, three loads of the list and a reload: past 30 s on the shared machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 768 });
    await login(page, 'reader');
    await page.goto(LIST);
    await expect(table(page).getByRole('row').nth(1)).toBeVisible();
    expect(await headers(page)).toEqual([
      'Name',
      'Ownership',
      'Founded',
      'HQ',
      'Keywords',
      'Vehicle',
      'Visibility',
      'Updated',
    ]);

    await page.getByRole('button', { name: 'Columns' }).click();
    const menu = page.getByRole('dialog', { name: 'Columns' });
    await expect(menu.getByRole('button', { name: 'Move Name up' })).toBeDisabled();
    // The open menu and the separators pass axe (WCAG 2.2 AA) with nothing serious.
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    );
    await menu.getByRole('checkbox', { name: 'Ownership' }).uncheck();
    // The keyboard's way: focus "Move Updated up" and press Enter.
    await menu.getByRole('button', { name: 'Move Updated up' }).focus();
    const save = saved(page);
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('button', { name: 'Move Updated up' })).toBeFocused();
    await page.keyboard.press('Escape');
    expect((await save).status()).toBe(200);
    expect(await headers(page)).toEqual(ARRANGED);

    const handle = table(page).getByRole('separator', { name: 'Resize Name' });
    const before = Number(await handle.getAttribute('aria-valuenow'));
    const resized = saved(page, (v) => v.widths?.name === before + 32);
    await handle.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(handle).toHaveAttribute('aria-valuenow', String(before + 32));
    expect((await resized).status()).toBe(200);

    // With the mouse: drag HQ's edge 60 px to the right.
    const hq = table(page).getByRole('separator', { name: 'Resize HQ' });
    const hqBefore = Number(await hq.getAttribute('aria-valuenow'));
    const box = await hq.boundingBox();
    if (!box) throw new Error('no resize handle for HQ');
    const dragged = saved(page, (v) => Math.abs((v.widths?.hq ?? 0) - (hqBefore + 60)) <= 1);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 6 });
    await page.mouse.up();
    expect((await dragged).status()).toBe(200);
    const hqAfter = Number(await hq.getAttribute('aria-valuenow'));
    expect(Math.abs(hqAfter - (hqBefore + 60))).toBeLessThanOrEqual(1);

    await page.reload();
    await expect(table(page).getByRole('row').nth(1)).toBeVisible();
    expect(await headers(page)).toEqual(ARRANGED);
    await expect(handle).toHaveAttribute('aria-valuenow', String(before + 32));
    await expect(hq).toHaveAttribute('aria-valuenow', String(hqAfter));

    // Another browser: nothing in its storage, the layout comes from the server.
    const fresh = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const other = await fresh.newPage();
    await login(other, 'reader');
    await other.goto(LIST);
    await expect(table(other).getByRole('row').nth(1)).toBeVisible();
    await expect.poll(() => headers(other)).toEqual(ARRANGED);
    await expect(table(other).getByRole('separator', { name: 'Resize Name' })).toHaveAttribute(
      'aria-valuenow',
      String(before + 32),
    );

    // A phone keeps its cards, whatever the wide layout.
    const phone = await fresh.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(LIST);
    await expect(phone.getByTestId('phone-cards').getByRole('listitem').first()).toBeVisible();
    await expect(phone.getByRole('table')).toHaveCount(0);
    await expect(phone.getByRole('button', { name: 'Columns' })).toHaveCount(0);
    await fresh.close();

    // Reset: the screen's own columns again, for everyone after this spec too.
    await page.getByRole('button', { name: 'Columns' }).click();
    const reset = saved(page);
    await page.getByRole('dialog', { name: 'Columns' }).getByRole('button', { name: 'Reset columns' }).click();
    expect((await reset).status()).toBe(200);
    await page.keyboard.press('Escape');
    expect(await headers(page)).toEqual([
      'Name',
      'Ownership',
      'Founded',
      'HQ',
      'Keywords',
      'Vehicle',
      'Visibility',
      'Updated',
    ]);
  });
});
