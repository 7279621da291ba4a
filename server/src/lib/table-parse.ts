import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { checkZipInflate } from './inflate-budget.ts';

/** A table file that cannot be imported: the message is for the user (a 400). */
export class UnreadableTable extends Error {}

/**
 * The cells of an .xlsx (by content: a zip) or CSV file, as text, at most `maxRows` rows (the rest is
 * not returned). Runs in the table thread (lib/table-worker.ts), after the zip's inflate check.
 */
export async function parseTableRows(buffer: Buffer, maxRows: number): Promise<string[][]> {
  if (buffer.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    try {
      await checkZipInflate(buffer);
    } catch (err) {
      throw new UnreadableTable(`The file is not a readable .xlsx workbook: ${(err as Error).message}.`);
    }
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    } catch {
      throw new UnreadableTable('The file is not a readable .xlsx workbook.');
    }
    const ws = workbook.worksheets[0];
    if (!ws) throw new UnreadableTable('The workbook has no sheet.');
    const rows: string[][] = [];
    ws.eachRow({ includeEmpty: false }, (row) => {
      if (rows.length < maxRows) rows.push((row.values as unknown[]).slice(1).map(cellText));
    });
    return rows;
  }
  const text = buffer.toString('utf8');
  if (text.includes('\u0000')) throw new UnreadableTable('The file is neither .xlsx nor CSV text.');
  try {
    return parse(text.replace(/^\uFEFF/, ''), {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      to: maxRows,
    }) as string[][];
  } catch (err) {
    throw new UnreadableTable(`The CSV could not be read: ${(err as Error).message}`);
  }
}

function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    const o = v as { text?: string; result?: unknown; richText?: { text: string }[]; hyperlink?: string };
    if (o.richText) return o.richText.map((r) => r.text).join('');
    if (o.text !== undefined) return String(o.text);
    if (o.result !== undefined) return String(o.result);
    if (o.hyperlink) return o.hyperlink;
    return '';
  }
  return String(v);
}
