import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { type TImportReport, ZImportReport } from '@intel/contracts';
import { getTableName } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { analyzeWithChildren } from '../db/analyze.ts';
import type { Database } from '../db/client.ts';
import type { Ctx } from '../db/ctx.ts';
import type { Tx } from '../db/scoped.ts';
import { badRequest, conflict, HttpError, tooManyRequests } from './http-errors.ts';
import { cellValue, exportText, headerKey, type Input, plainDbError, plainIssue } from './import-columns.ts';
import type { AnyDef, AnyRow } from './resource-def.ts';
import { readVisible } from './resource-read.ts';
import { createRecord, updateRecord } from './resource-write.ts';
import { readTable } from './table-import.ts';
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
 * How an import runs besides its rows. A batch commits once it has run `batchMs` (`IMPORT_BATCH_MS`,
 * default 50): the embedded database serves one transaction at a time for every tenant, and a
 * 5,000-row import in one transaction held it for two minutes (issue 33).
 */
export type ImportPacing = {
  /** A batch commits once it has run this long (ms). */
  batchMs?: number;
  /** After each committed batch, with the rows created or updated so far. */
  afterBatch?: (written: number) => Promise<void>;
  /**
   * Whether another request is waiting for the database: the batch then commits after the row in
   * progress. On the embedded database every other request waits for the import's transaction, and
   * under load a 50 ms batch ran for seconds (each of its statements waits for a busy HTTP thread).
   */
  othersWaiting?: () => boolean;
  /** The rows read so far, counted as each is done (its transaction may still be open). */
  progress?: { rowsRead: number };
  /** False for the preview: every row read and checked, nothing written. */
  write?: boolean;
};

/**
 * Imports a file's rows into one resource, each row all or nothing (a savepoint), in transactions
 * of about `batchMs` each (a row is never split across two). A row with an ID updates that
 * record with only the cells that differ from what the export of the record would say (an untouched
 * exported row is "unchanged" and not written); a row without one creates a record from its
 * non-empty cells. Every problem of a row is reported, naming the column. A failure that is not a
 * row's (the database going away) fails the import; the batches before it stay imported.
 * `write: false` (the preview) reads and validates every row the same way and writes nothing: a
 * row refused only by the database (a duplicate name) shows up in the import's report, not before.
 */
export async function importRows(
  def: AnyDef,
  inTx: TenantTx,
  rows: Record<string, string>[],
  {
    batchMs = 50,
    afterBatch = async () => {},
    othersWaiting = () => false,
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
        while (next < rows.length && (next === first || (performance.now() - started < batchMs && !othersWaiting()))) {
          const outcome = await importRow(def, ctx, columns, rows[next] as Record<string, string>, next + 2, write);
          if (outcome) report.push(outcome);
          next += 1;
          progress.rowsRead = next;
        }
      });
      await afterBatch(report.filter((r) => r.status === 'created' || r.status === 'updated').length);
    }
  });
  return report;
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

/** One row of a file (`row`: its line, after the header), or null for an empty row; `write: false` plans only. */
async function importRow(
  def: AnyDef,
  ctx: Ctx,
  { byHeader, labelOf }: { byHeader: Map<string, AnyDef['xlsx'][number]>; labelOf: (field: string) => string },
  raw: Record<string, string>,
  row: number,
  write: boolean,
): Promise<ImportRowReport | null> {
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
      return reject([`${labelOf('id')}: “${idText}” is not a record number; leave it empty to add a new record.`]);
    try {
      current = (await def.present([await readVisible(def, ctx, id)], ctx))[0];
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      return reject([
        `${labelOf('id')}: there is no ${def.label.toLowerCase()} ${id} you may see; leave the ID empty to add it.`,
      ]);
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
  if (errors.length) return reject(errors);
  const outcome = (status: ImportRowReport['status'], savedId: number | null): ImportRowReport => ({
    row,
    status,
    id: savedId,
    name: name && clip(name),
    changes: status === 'unchanged' ? [] : changes,
    errors: [],
  });
  if (current && Object.keys(input).length === 0) return outcome('unchanged', id ?? null);
  const schema = (current ? def.patch : def.create) as z.ZodType<AnyRow>;
  const parsed = schema.safeParse(input);
  if (!parsed.success) return reject([...new Set(parsed.error.issues.map((i) => plainIssue(i, labelOf, input)))]);
  if (!write) return outcome(id ? 'updated' : 'created', id ?? null);
  try {
    const saved = await ctx.tx.transaction(async (sp) => {
      const rowCtx = { ...ctx, tx: sp as unknown as Tx };
      return id ? updateRecord(def, rowCtx, id, parsed.data) : createRecord(def, rowCtx, parsed.data);
    });
    return outcome(id ? 'updated' : 'created', saved.id as number);
  } catch (err) {
    return reject([err instanceof HttpError ? err.message : plainDbError(err, labelOf)]);
  }
}

export { ZImportReport };

/** Rows written before an import first refreshes the statistics (db/analyze.ts). */
const ANALYZE_AFTER_ROWS = 200;

/** The imports running in this process, by tenant, with their progress. */
export const importsRunning = new Map<number, { rowsRead: number }>();

/**
 * Runs `fn` as the tenant's one import (or preview) in this process: a second one while it runs is a
 * 429 that says why, so that one tenant's imports cannot queue up on the database.
 */
export async function oneImportAtATime<T>(
  tenantId: number,
  fn: (progress: { rowsRead: number }) => Promise<T>,
): Promise<T> {
  if (importsRunning.has(tenantId))
    throw tooManyRequests('Another import into this workspace is still running: try again when it has finished.');
  const progress = { rowsRead: 0 };
  importsRunning.set(tenantId, progress);
  try {
    return await fn(progress);
  } finally {
    importsRunning.delete(tenantId);
  }
}

/**
 * Where one session serves every request (the embedded database), a request that holds or waits for
 * a connection of the pool, besides the import's own, waits for the import's batch: the batch then
 * commits after the row in progress (`ImportPacing.othersWaiting`).
 */
export function yieldingTo(database: Database): Pick<ImportPacing, 'othersWaiting'> {
  const { pool } = database;
  if (!database.oneSession()) return {};
  return { othersWaiting: () => pool.waitingCount > 0 || pool.totalCount - pool.idleCount > 1 };
}

/** A file's SHA-256 (hex): what a preview answers and an import may be asked to match. */
export const fileDigest = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');

/**
 * `POST …/upload/`: the file's rows imported (`importRows`), then the planner's statistics of the
 * table and its links refreshed (db/analyze.ts), one import per tenant at a time. With `digest`
 * (from the preview) a file that is not the previewed one is a 409 and nothing is written.
 */
export async function importUpload(def: AnyDef, request: FastifyRequest, digest?: string): Promise<TImportReport> {
  return oneImportAtATime(request.tenant.id, async (progress) => {
    const file = await singleFile(request);
    if (digest && fileDigest(file) !== digest)
      throw conflict('This is not the file that was previewed: preview it again before importing.');
    const rows = await readTable(file);
    const database = request.server.database;
    const pool = database.pool;
    const table = getTableName(def.table);
    // Statistics for the import's own reads too: after its first rows, then each time they double.
    let analysedAt = 0;
    const analyse = async (written: number) => {
      if (written < Math.max(ANALYZE_AFTER_ROWS, 2 * analysedAt)) return;
      analysedAt = written;
      await analyzeWithChildren(pool, table);
    };
    const pacing = {
      batchMs: request.server.config.importBatchMs,
      afterBatch: analyse,
      progress,
      ...yieldingTo(database),
    };
    const report = importReport(await importRows(def, (fn) => request.withTenant(fn), rows, pacing));
    if (report.created + report.updated > analysedAt && report.created + report.updated >= ANALYZE_AFTER_ROWS / 4)
      await analyzeWithChildren(pool, table);
    return report;
  });
}

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
