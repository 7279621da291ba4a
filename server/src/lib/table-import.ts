import { badRequest } from './http-errors.ts';
import { ParserThread, UnreadableDocument } from './parser-thread.ts';

export const MAX_IMPORT_ROWS = 5000;

/** Imported tables are opened in a thread of their own (lib/table-worker.ts), started on the first import. */
const tableThread = new ParserThread(new URL('./table-worker.ts', import.meta.url));

/**
 * Header → cells of each row, from an .xlsx (by content: a zip) or a CSV file. Header names are
 * lower-cased. The file is parsed in the capped parser thread, never on the HTTP thread.
 */
export async function readTable(buffer: Buffer): Promise<Record<string, string>[]> {
  return (await readSheet(buffer)).rows;
}

/** `readTable`, with the header row as the file writes it (trimmed). */
export async function readSheet(buffer: Buffer): Promise<{ header: string[]; rows: Record<string, string>[] }> {
  let rows: string[][];
  try {
    // One row past the limit tells a file that is too long.
    rows = await tableThread.call<string[][]>({
      op: 'table',
      bytes: new Uint8Array(buffer),
      maxRows: MAX_IMPORT_ROWS + 2,
    });
  } catch (err) {
    throw badRequest(err instanceof UnreadableDocument ? err.message : 'The file could not be read.');
  }
  const [header, ...body] = rows;
  if (!header?.length) throw badRequest('The file has no header row.');
  if (body.length > MAX_IMPORT_ROWS) throw badRequest(`At most ${MAX_IMPORT_ROWS} rows can be imported at once.`);
  const keys = header.map((h) => h.trim().toLowerCase().replace(/\s+/g, '_'));
  return {
    header: header.map((h) => h.trim()),
    rows: body.map((cells) => Object.fromEntries(keys.map((k, i) => [k, (cells[i] ?? '').trim()]))),
  };
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
