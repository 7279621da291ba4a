import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './download-name.ts';
import type { ImportSpec } from './import-columns.ts';

/** An exported column; with `read`, the import takes it back (import-columns.ts). */
export type XlsxColumn<Row, C = unknown> = ImportSpec<C> & { width?: number; value: (row: Row) => unknown };

/**
 * A cell that a spreadsheet would run as a formula (or that hides control characters) starts with
 * one of these; such text is prefixed with an apostrophe so it stays text (CSV/formula injection).
 */
const DANGEROUS_START = /^[=+\-@\t\r\0]/;

export function neutralise(value: unknown): unknown {
  if (typeof value === 'string') return DANGEROUS_START.test(value) ? `'${value}` : value;
  if (Array.isArray(value)) return neutralise(value.join(', '));
  if (value instanceof Date || typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  if (value === undefined) return null;
  return neutralise(JSON.stringify(value));
}

/**
 * Streams rows as an .xlsx download; `pages` yields batches so a large export never sits in memory.
 * The first batch is read before anything is sent, so that a refused request (an unknown ordering, a
 * bad filter) is an ordinary 4xx; a failure after that cuts the download off rather than leaving it
 * hanging (found by fuzzing: `?format=xlsx&ordering=nope` used to hang).
 */
export async function sendXlsx<Row, C = unknown>(
  reply: FastifyReply,
  filename: string,
  sheet: string,
  columns: XlsxColumn<Row, C>[],
  pages: AsyncIterable<Row[]>,
): Promise<FastifyReply> {
  const iterator = pages[Symbol.asyncIterator]();
  const first = await iterator.next();
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const ws = workbook.addWorksheet(sheet);
  ws.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 20 }));
  ws.getRow(1).font = { bold: true };
  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`);
  const done = (async () => {
    for (let next = first; !next.done; next = await iterator.next()) {
      for (const row of next.value) {
        ws.addRow(Object.fromEntries(columns.map((c) => [c.key, neutralise(c.value(row))]))).commit();
      }
    }
    ws.commit();
    await workbook.commit();
  })();
  done.catch((err) => {
    stream.destroy(err);
    reply.raw.destroy();
  });
  return reply.send(stream);
}

/**
 * An empty workbook with the importable columns of a kind: its header row (labels the import
 * reads back) and, as each header's note, what to write there.
 */
export async function sendTemplate<Row, C>(
  reply: FastifyReply,
  filename: string,
  sheet: string,
  columns: XlsxColumn<Row, C>[],
): Promise<FastifyReply> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet(sheet);
  const importable = columns.filter((c) => c.read || c.key === 'id');
  ws.columns = importable.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 20 }));
  ws.getRow(1).font = { bold: true };
  importable.forEach((c, i) => {
    const note = c.key === 'id' ? 'Leave empty to add a record; an exported ID updates that record.' : c.hint;
    if (note) ws.getCell(1, i + 1).note = note;
  });
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', contentDisposition(filename))
    .send(buffer);
}

/** Reads an .xlsx buffer back into rows of text (tests and imports). */
export async function readXlsx(buffer: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const ws = workbook.worksheets[0];
  const rows: string[][] = [];
  ws?.eachRow((row) => {
    const values = row.values as unknown[];
    rows.push(values.slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return rows;
}
