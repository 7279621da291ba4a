import type { Page } from '@playwright/test';
import { expect, login, test } from '../fixtures.ts';
import { axeFindings } from '../page-helpers.ts';

/** Where screenshots go when SHOTS is set (looked at by hand; not compared). */
const SHOTS = process.env.SHOTS;

async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('intel-auth') ?? '{}').token as string);
}

// Issue 36 (6): an import shows what it would do, and writes only once the user confirms.
for (const size of [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`an import is previewed, then confirmed, then reported by rows and fields (${size.name})`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await login(page, 'research');
    const token = await tokenOf(page);
    const tag = `${size.name}-${Date.now().toString(36)}`;
    const created = await page.request.post('/api/v1/assets/organizations/', {
      headers: { authorization: `Bearer ${token}` },
      data: { name_dba: `Preview Target ${tag}`, name_inc: 'Before Ltd' },
    });
    expect(created.status()).toBe(201);
    const id = (await created.json()).id as number;
    await page.goto('/organizations?tab=1');
    await page.getByLabel('Import organizations file').setInputFiles({
      name: 'orgs.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'ID,Name (DBA),Legal name,Founded,Favourite colour',
          `,Fresh Harbour ${tag},Fresh Harbour AB,2021,teal`,
          `${id},Preview Target ${tag},After Ltd,,`,
          `,Broken Date ${tag},,March,`,
        ].join('\n'),
      ),
    });
    const dialog = page.getByRole('dialog', { name: 'Import organizations: preview' });
    const preview = dialog.getByRole('region', { name: 'Import preview' });
    await expect(preview).toContainText(
      'Nothing is imported yet: 1 record to create, 1 record to change, 0 unchanged, 1 row rejected.',
      // The file is read in the parser thread, started on a server's first import.
      { timeout: 60_000 },
    );
    await expect(preview.getByRole('region', { name: 'Columns' })).toContainText('Favourite colour: ignored');
    await expect(preview.getByRole('region', { name: 'Will be created' })).toContainText(
      `Row 2 · Fresh Harbour ${tag}`,
    );
    await expect(preview.getByRole('region', { name: 'Will change' })).toContainText(
      'Legal name: Before Ltd → After Ltd',
    );
    await expect(preview.getByRole('region', { name: 'Will be rejected' })).toContainText(
      'Founded: “March” is not a date',
    );
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/import-preview-${size.name}.png` });
    expect(await axeFindings(page, { also: ['aria-dialog-name'] })).toEqual([]);
    // Nothing is written before the user confirms.
    const before = await page.request.get(`/api/v1/assets/organizations/${id}/`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await before.json()).name_inc).toBe('Before Ltd');

    await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
    const report = page.getByRole('dialog', { name: 'Import organizations' });
    await expect(report).toContainText('1 created, 1 updated, 0 unchanged, 1 rejected.', { timeout: 60_000 });
    await expect(report.getByRole('region', { name: 'Changed' })).toContainText(
      `Row 3 · Preview Target ${tag} #${id}Legal name: Before Ltd → After Ltd`,
    );
    await expect(report.getByRole('region', { name: 'Rejected' })).toContainText('Row 4');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/import-report-${size.name}.png` });
    expect(await axeFindings(page, { also: ['aria-dialog-name'] })).toEqual([]);
    await report.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const after = await page.request.get(`/api/v1/assets/organizations/${id}/`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await after.json()).name_inc).toBe('After Ltd');
  });
}
