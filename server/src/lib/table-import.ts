import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { badRequest } from './http-errors.ts';

export const MAX_IMPORT_ROWS = 5000;

/** Header → cells of each row, from an .xlsx (by content: a zip) or a CSV file. Header names are lower-cased. */
export async function readTable(buffer: Buffer): Promise<Record<string, string>[]> {
  let rows: string[][];
  if (buffer.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    } catch {
      throw badRequest('The file is not a readable .xlsx workbook.');
    }
    const ws = workbook.worksheets[0];
    if (!ws) throw badRequest('The workbook has no sheet.');
    rows = [];
    ws.eachRow({ includeEmpty: false }, (row) => {
      const values = (row.values as unknown[]).slice(1);
      rows.push(values.map(cellText));
    });
  } else {
    const text = buffer.toString('utf8');
    if (text.includes('\u0000')) throw badRequest('The file is neither .xlsx nor CSV text.');
    try {
      rows = parse(text.replace(/^\uFEFF/, ''), {
        relax_column_count: true,
        skip_empty_lines: true,
        trim: true,
      }) as string[][];
    } catch (err) {
      throw badRequest(`The CSV could not be read: ${(err as Error).message}`);
    }
  }
  const [header, ...body] = rows;
  if (!header?.length) throw badRequest('The file has no header row.');
  if (body.length > MAX_IMPORT_ROWS) throw badRequest(`At most ${MAX_IMPORT_ROWS} rows can be imported at once.`);
  const keys = header.map((h) => h.trim().toLowerCase().replace(/\s+/g, '_'));
  return body.map((cells) => Object.fromEntries(keys.map((k, i) => [k, (cells[i] ?? '').trim()])));
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

/** "2019", "2019-03", "2019-03-12" → partial date input; '' → undefined; anything else → message. */
export function partialDateCell(text: string) {
  if (!text) return undefined;
  if (/^\d{4}$/.test(text))
    return { date: `${text}-01-01`, incomplete_day: true, incomplete_month: true, incomplete_year: false };
  if (/^\d{4}-\d{2}$/.test(text))
    return { date: `${text}-01`, incomplete_day: true, incomplete_month: false, incomplete_year: false };
  if (/^\d{4}-\d{2}-\d{2}$/.test(text))
    return { date: text, incomplete_day: false, incomplete_month: false, incomplete_year: false };
  return 'Use 2019, 2019-03 or 2019-03-12.';
}

export const listCell = (text: string) =>
  text
    .split(/[;,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
