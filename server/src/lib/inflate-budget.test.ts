import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { deflateBomb, docxBomb, pdfBomb, xlsxBomb, zipOf } from '../test/bombs.ts';
import { checkPdfInflate, checkZipInflate, INFLATE_MAX_BYTES } from './inflate-budget.ts';

const growth = async (f: () => Promise<unknown>) => {
  const before = process.memoryUsage().rss;
  const started = performance.now();
  const outcome = await f().then(
    () => null,
    (err: Error) => err.message,
  );
  return { outcome, ms: performance.now() - started, mb: (process.memoryUsage().rss - before) / 1024 / 1024 };
};

// Issue 13: a 4 MB DOCX or a 1.5 MB PDF inflated to 4–5 GB in the parser before its 20 s timeout.
describe('inflate budget', () => {
  it('stops a DOCX and an XLSX bomb (4 MB → 4 GiB declared as 4 KB) at the cap', async () => {
    for (const bomb of [docxBomb(4096), xlsxBomb(4096)]) {
      expect(bomb.length).toBeLessThan(6 * 1024 * 1024);
      const r = await growth(() => checkZipInflate(bomb));
      expect(r.outcome).toMatch(/a compression bomb/);
      expect(r.ms).toBeLessThan(5000);
      expect(r.mb).toBeLessThan(100);
    }
  });

  it('stops a PDF deflate bomb (1.5 MB → 1.5 GiB), also behind a second Flate filter', async () => {
    for (const bomb of [pdfBomb(1536), pdfBomb(1536, true)]) {
      const r = await growth(() => checkPdfInflate(bomb));
      expect(r.outcome).toMatch(/a compression bomb/);
      expect(r.ms).toBeLessThan(5000);
      expect(r.mb).toBeLessThan(100);
    }
  });

  it('lets real documents through, counting every entry', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('People');
    for (let i = 0; i < 2000; i++) sheet.addRow([`Person ${i}`, `p${i}@example.com`]);
    await expect(checkZipInflate(Buffer.from(await book.xlsx.writeBuffer()))).resolves.toBeUndefined();
    await expect(checkPdfInflate(pdfBomb(8))).resolves.toBeUndefined();
    const many = zipOf(
      Array.from({ length: 3 }, (_, i) => ({
        name: `part${i}`,
        // A 10 KB random pattern repeated: about 80× (under the bomb ratio), so only the budget stops it.
        data: deflateBomb(INFLATE_MAX_BYTES / 2 / 1024 / 1024, randomBytes(10_000)),
        deflated: true,
      })),
    );
    await expect(checkZipInflate(many)).rejects.toThrow(/inflates to more than/);
  });
});
