import { AsyncLocalStorage } from 'node:async_hooks';
import type { TImportReport } from '@intel/contracts';
import type { z } from 'zod';
import type { Ctx } from '../db/ctx.ts';
import type { Tx } from '../db/scoped.ts';
import { isDatabaseUnavailable } from '../plugins/errors.ts';
import { createMany } from './create-many.ts';
import { HttpError } from './http-errors.ts';
import { cellValue, exportText, headerKey, type Input, plainDbError, plainIssue } from './import-columns.ts';
import type { AnyDef, AnyRow } from './resource-def.ts';
import { readVisible } from './resource-read.ts';
import { createRecord, updateRecord } from './resource-write.ts';
import type { XlsxColumn } from './xlsx.ts';

export type ImportRowReport = TImportReport['rows'][number];
type ImportChange = ImportRowReport['changes'][number];

/** Texts longer than this are cut in a row's changes (a report stays linear in the rows, not in the cells' sizes). */
const CHANGE_TEXT_MAX = 200;
const clip = (t: string) => (t.length > CHANGE_TEXT_MAX ? `${t.slice(0, CHANGE_TEXT_MAX - 1)}…` : t);

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

/** Runs `fn` in one transaction of the importing request's tenant (`request.withTenant`). */
export type TenantTx = <T>(fn: (ctx: Ctx) => Promise<T>) => Promise<T>;

/**
 * How an import runs besides its rows. A batch is at most `batchRows` rows (default 50) and commits
 * once they are written, or once reading its rows has taken `batchMs` (`IMPORT_BATCH_MS`, default
 * 50): the embedded database serves one transaction at a time for every tenant, and a 5,000-row import
 * in one transaction held it for two minutes (issue 33). A batch's new records are written together
 * (`createMany`), so that its length is a few statements, not a few per row.
 */
export type ImportPacing = {
  /** A batch reads rows for at most this long (ms) before it writes them and commits. */
  batchMs?: number;
  /** Rows of one batch, at most. */
  batchRows?: number;
  /** After each committed batch, with the rows created or updated so far. */
  afterBatch?: (written: number) => Promise<void>;
  /** The rows read so far, counted as each is read (its batch may not have committed yet). */
  progress?: { rowsRead: number };
  /** False for the preview: every row read and checked, nothing written. */
  write?: boolean;
};

/** Rows of one import batch (`ImportPacing.batchRows`, `IMPORT_BATCH_ROWS`). */
export const IMPORT_BATCH_ROWS = 50;

/**
 * Imports a file's rows into one resource, each row all or nothing, in batches (`ImportPacing`; a row
 * is never split across two). A row with an ID updates that record with only the cells that differ
 * from what the export of the record would say (an untouched exported row is "unchanged" and not
 * written); a row without one creates a record from its non-empty cells. A batch's consecutive new
 * records are written together (`createMany`, in a savepoint); if the database refuses that, each of
 * them is written alone in its own savepoint so that only the refused row is reported. Every problem
 * of a row is reported, naming the column. A failure that is not a row's (the database going away)
 * fails the import; the batches before it stay imported. Between batches the import gives way to the
 * requests waiting (one turn of the event loop; on the embedded database a waiting statement runs
 * after a COMMIT before the next BEGIN). `write: false` (the preview) reads and validates every row the
 * same way and writes nothing: a row refused only by the database (a duplicate name) shows up in the
 * import's report, not before.
 */
export async function importRows(
  def: AnyDef,
  inTx: TenantTx,
  rows: Record<string, string>[],
  {
    batchMs = 50,
    batchRows = IMPORT_BATCH_ROWS,
    afterBatch = async () => {},
    progress = { rowsRead: 0 },
    write = true,
  }: ImportPacing = {},
): Promise<ImportRowReport[]> {
  const columns = { byHeader: columnsByHeader(def.xlsx), labelOf: labelFor(def.xlsx) };
  const report: ImportRowReport[] = [];
  let next = 0;
  await importMemo.run(new Map(), async () => {
    while (next < rows.length) {
      const first = next;
      const reported = report.length;
      await inTx(async (ctx) => {
        // A transaction tried again starts from its first row.
        next = first;
        report.length = reported;
        const started = performance.now();
        const planned: Planned[] = [];
        while (
          next < rows.length &&
          (next === first || (next - first < batchRows && performance.now() - started < batchMs))
        ) {
          const plan = await planRow(def, ctx, columns, rows[next] as Record<string, string>, next + 2, write);
          if (plan) planned.push(plan);
          next += 1;
          progress.rowsRead = next;
        }
        report.push(...(await writePlanned(def, ctx, planned, columns.labelOf)));
      });
      await afterBatch(report.filter((r) => r.status === 'created' || r.status === 'updated').length);
      if (next < rows.length) await new Promise((resolve) => setImmediate(resolve));
    }
  });
  return report;
}

/** A row read and checked: its report, or the write it asks for (with its report once written). */
type Planned =
  | { report: ImportRowReport }
  | {
      write: 'create' | 'update';
      id?: number;
      data: AnyRow;
      done: (status: 'created' | 'updated', id: number) => ImportRowReport;
      reject: (errors: string[]) => ImportRowReport;
    };

/** Writes a batch's planned rows in their order: runs of new records together, changes one by one. */
async function writePlanned(
  def: AnyDef,
  ctx: Ctx,
  planned: Planned[],
  labelOf: (field: string) => string,
): Promise<ImportRowReport[]> {
  const out: ImportRowReport[] = [];
  for (let i = 0; i < planned.length; ) {
    const p = planned[i] as Planned;
    if ('report' in p) {
      out.push(p.report);
      i += 1;
      continue;
    }
    let end = i;
    while (end < planned.length && (planned[end] as Planned & { write?: string }).write === 'create') end += 1;
    const run = planned.slice(i, end) as Extract<Planned, { write: string }>[];
    if (run.length > 1) {
      const ids = await ctx.tx
        .transaction((sp) =>
          createMany(
            def,
            { ...ctx, tx: sp as unknown as Tx },
            run.map((r) => r.data),
          ),
        )
        .catch((err) => {
          // The database going away fails the import; a refused value is found row by row below.
          if (isDatabaseUnavailable(err)) throw err;
          return null;
        });
      if (ids) {
        run.forEach((r, k) => void out.push(r.done('created', ids[k] as number)));
        i = end;
        continue;
      }
    }
    // One row alone: a change, a lone new record, or each of a run the database refused together.
    for (const r of run.length ? run : [p as Extract<Planned, { write: string }>])
      out.push(await writeOne(def, ctx, r, labelOf));
    i = run.length ? end : i + 1;
  }
  return out;
}

/** One planned row written in its own savepoint (whole or not at all). */
async function writeOne(
  def: AnyDef,
  ctx: Ctx,
  r: Extract<Planned, { write: string }>,
  labelOf: (field: string) => string,
): Promise<ImportRowReport> {
  try {
    const saved = await ctx.tx.transaction(async (sp) => {
      const rowCtx = { ...ctx, tx: sp as unknown as Tx };
      return r.id ? updateRecord(def, rowCtx, r.id, r.data) : createRecord(def, rowCtx, r.data);
    });
    return r.done(r.id ? 'updated' : 'created', saved.id as number);
  } catch (err) {
    return r.reject([err instanceof HttpError ? err.message : plainDbError(err, labelOf)]);
  }
}

/**
 * Answers that stay the same for the length of one import (a keyword or an organization by name), by
 * key: asked once per import, not once per row. Outside an import there is none (`memoized` asks).
 */
const importMemo = new AsyncLocalStorage<Map<string, unknown>>();

/** `find()`, or its answer for `key` earlier in the same import. */
export async function memoized<T>(key: string, find: () => Promise<T>): Promise<T> {
  const memo = importMemo.getStore();
  if (!memo) return find();
  if (memo.has(key)) return memo.get(key) as T;
  const value = await find();
  memo.set(key, value);
  return value;
}

/**
 * One row of a file (`row`: its line, after the header) read and checked: its report, the write it
 * asks for, or null for an empty row; `write: false` plans only.
 */
async function planRow(
  def: AnyDef,
  ctx: Ctx,
  { byHeader, labelOf }: { byHeader: Map<string, AnyDef['xlsx'][number]>; labelOf: (field: string) => string },
  raw: Record<string, string>,
  row: number,
  write: boolean,
): Promise<Planned | null> {
  // Cells by column key; headers this kind does not know are ignored.
  const cells: Record<string, string> = {};
  for (const [header, text] of Object.entries(raw)) {
    const col = byHeader.get(headerKey(header));
    if (col && cells[col.key] === undefined) cells[col.key] = cellValue(text ?? '');
  }
  if (Object.values(cells).every((t) => !t)) return null;
  const nameColumn = def.xlsx.find((c) => c.key !== 'id' && c.read);
  let name: string | null = (nameColumn && cells[nameColumn.key]) || null;
  const reject = (errors: string[]): ImportRowReport => ({
    row,
    status: 'rejected',
    id: null,
    name: name && clip(name),
    changes: [],
    errors,
  });
  let id: number | undefined;
  let current: AnyRow | undefined;
  const idText = cells.id ?? '';
  if (idText) {
    id = Number(idText);
    if (!Number.isSafeInteger(id) || id <= 0)
      return {
        report: reject([`${labelOf('id')}: “${idText}” is not a record number; leave it empty to add a new record.`]),
      };
    try {
      current = (await def.present([await readVisible(def, ctx, id)], ctx))[0];
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      return {
        report: reject([
          `${labelOf('id')}: there is no ${def.label.toLowerCase()} ${id} you may see; leave the ID empty to add it.`,
        ]),
      };
    }
    // The record's own name (the caller may see it), not the row's new one.
    if (current && nameColumn) name = exportText(nameColumn.value(current)) || name;
  }
  const input: Input = {};
  const errors: string[] = [];
  const changes: ImportChange[] = [];
  for (const col of def.xlsx) {
    const text = cells[col.key];
    if (!col.read || text === undefined) continue;
    const before = current ? exportText(col.value(current)) : null;
    if (current ? text === before : !text) continue;
    const read = await col.read(text, ctx, cells);
    if (typeof read === 'string') errors.push(`${col.header}: ${read}`);
    else {
      Object.assign(input, read);
      changes.push({ column: col.header, before: before === null ? null : clip(before), after: clip(text) });
    }
  }
  if (errors.length) return { report: reject(errors) };
  const outcome = (status: ImportRowReport['status'], savedId: number | null): ImportRowReport => ({
    row,
    status,
    id: savedId,
    name: name && clip(name),
    changes: status === 'unchanged' ? [] : changes,
    errors: [],
  });
  if (current && Object.keys(input).length === 0) return { report: outcome('unchanged', id ?? null) };
  const schema = (current ? def.patch : def.create) as z.ZodType<AnyRow>;
  const parsed = schema.safeParse(input);
  if (!parsed.success)
    return { report: reject([...new Set(parsed.error.issues.map((i) => plainIssue(i, labelOf, input)))]) };
  if (!write) return { report: outcome(id ? 'updated' : 'created', id ?? null) };
  return { write: id ? 'update' : 'create', id, data: parsed.data, done: outcome, reject };
}
