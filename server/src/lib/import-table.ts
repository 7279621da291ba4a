import { type TImportReport, ZImportReport } from '@intel/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Ctx } from '../db/ctx.ts';
import type { Tx } from '../db/scoped.ts';
import { badRequest, HttpError } from './http-errors.ts';
import { cellValue, exportText, headerKey, type Input, plainDbError, plainIssue } from './import-columns.ts';
import type { AnyDef, AnyRow } from './resource-def.ts';
import { readVisible } from './resource-read.ts';
import { createRecord, updateRecord } from './resource-write.ts';
import type { XlsxColumn } from './xlsx.ts';

export type ImportRowReport = {
  row: number;
  status: 'created' | 'updated' | 'unchanged' | 'rejected';
  id: number | null;
  errors: string[];
};

/** The column a file's header names, by its label ("Name (DBA)") or its field id ("name_dba"). */
export function columnsByHeader<R, C>(columns: XlsxColumn<R, C>[]): Map<string, XlsxColumn<R, C>> {
  const out = new Map<string, XlsxColumn<R, C>>();
  for (const c of columns)
    for (const name of [c.header, c.key, ...(c.fields ?? []), ...(c.aliases ?? [])]) {
      const k = headerKey(name);
      if (!out.has(k)) out.set(k, c);
    }
  return out;
}

/** A field id → the label of the column that sets it (messages name columns as the file does). */
export function labelFor<R, C>(columns: XlsxColumn<R, C>[]) {
  return (field: string) => {
    const c = columns.find((col) => col.key === field || col.fields?.includes(field));
    return c?.header ?? (field ? field.charAt(0).toUpperCase() + field.slice(1).replaceAll('_', ' ') : 'This row');
  };
}

/**
 * Imports a file's rows into one resource, each row all or nothing (a savepoint). A row with an ID
 * updates that record with only the cells that differ from what the export of the record would
 * say (an untouched exported row is "unchanged" and not written); a row without one creates a
 * record from its non-empty cells. Every problem of a row is reported, naming the column.
 */
export async function importRows(def: AnyDef, ctx: Ctx, rows: Record<string, string>[]): Promise<ImportRowReport[]> {
  const byHeader = columnsByHeader(def.xlsx);
  const labelOf = labelFor(def.xlsx);
  const report: ImportRowReport[] = [];
  for (const [index, raw] of rows.entries()) {
    const row = index + 2;
    // Cells by column key; headers this kind does not know are ignored.
    const cells: Record<string, string> = {};
    for (const [header, text] of Object.entries(raw)) {
      const col = byHeader.get(headerKey(header));
      if (col && cells[col.key] === undefined) cells[col.key] = cellValue(text ?? '');
    }
    if (Object.values(cells).every((t) => !t)) continue;
    const reject = (errors: string[]) => report.push({ row, status: 'rejected', id: null, errors });
    let id: number | undefined;
    let current: AnyRow | undefined;
    const idText = cells.id ?? '';
    if (idText) {
      id = Number(idText);
      if (!Number.isSafeInteger(id) || id <= 0) {
        reject([`${labelOf('id')}: “${idText}” is not a record number; leave it empty to add a new record.`]);
        continue;
      }
      try {
        current = (await def.present([await readVisible(def, ctx, id)], ctx))[0];
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        reject([
          `${labelOf('id')}: there is no ${def.label.toLowerCase()} ${id} you may see; leave the ID empty to add it.`,
        ]);
        continue;
      }
    }
    const input: Input = {};
    const errors: string[] = [];
    for (const col of def.xlsx) {
      const text = cells[col.key];
      if (!col.read || text === undefined) continue;
      if (current ? text === exportText(col.value(current)) : !text) continue;
      const read = await col.read(text, ctx, cells);
      if (typeof read === 'string') errors.push(`${col.header}: ${read}`);
      else Object.assign(input, read);
    }
    if (errors.length) {
      reject(errors);
      continue;
    }
    if (current && Object.keys(input).length === 0) {
      report.push({ row, status: 'unchanged', id: id ?? null, errors: [] });
      continue;
    }
    const schema = (current ? def.patch : def.create) as z.ZodType<AnyRow>;
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      reject([...new Set(parsed.error.issues.map((i) => plainIssue(i, labelOf, input)))]);
      continue;
    }
    try {
      const saved = await ctx.tx.transaction(async (sp) => {
        const rowCtx = { ...ctx, tx: sp as unknown as Tx };
        return id ? updateRecord(def, rowCtx, id, parsed.data) : createRecord(def, rowCtx, parsed.data);
      });
      report.push({ row, status: id ? 'updated' : 'created', id: saved.id as number, errors: [] });
    } catch (err) {
      reject([err instanceof HttpError ? err.message : plainDbError(err, labelOf)]);
    }
  }
  return report;
}

export { ZImportReport };

/** The answer of an import: counts per outcome and every row's report. */
export function importReport(rows: ImportRowReport[]): TImportReport {
  const count = (s: string) => rows.filter((r) => r.status === s).length;
  return {
    created: count('created'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    rejected: count('rejected'),
    rows,
  };
}

/** The one file of a multipart upload (field `file`); more than one file or none is a 400. */
export async function singleFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data in one field named "file".');
  const files = request.files();
  const first = await files.next();
  if (first.done || !first.value) throw badRequest('No file was sent: use one field named "file".');
  if (first.value.fieldname !== 'file') throw badRequest('Send the file in the field named "file".');
  const buffer = await first.value.toBuffer();
  const second = await files.next();
  if (!second.done) throw badRequest('Send exactly one file.');
  return buffer;
}
