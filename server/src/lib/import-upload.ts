import { createHash } from 'node:crypto';
import { type TImportReport, ZImportReport } from '@intel/contracts';
import { getTableName } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { analyzeWithChildren } from '../db/analyze.ts';
import type { Database } from '../db/client.ts';
import { heavyWork } from './heavy-work.ts';
import { badRequest, conflict } from './http-errors.ts';
import { type ImportRowReport, importRows } from './import-table.ts';
import type { AnyDef } from './resource-def.ts';
import { readTable } from './table-import.ts';

export { ZImportReport };

/** Rows written before an import first refreshes the statistics (db/analyze.ts). */
const ANALYZE_AFTER_ROWS = 200;

/** The imports running in this process, by tenant, with their progress. */
export const importsRunning = new Map<number, { rowsRead: number }>();

/**
 * Runs `fn` as the tenant's one import (or preview) in this process, one of its heavy requests
 * (lib/heavy-work.ts): a second import while it runs, or heavy work past the tenant's limit, is a 429
 * with Retry-After that says why, so that one tenant's imports cannot queue up on the database.
 */
export function oneImportAtATime<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  fn: (progress: { rowsRead: number }) => Promise<T>,
): Promise<T> {
  const tenantId = request.tenant.id;
  return heavyWork(request, reply, 'import', async () => {
    const progress = { rowsRead: 0 };
    importsRunning.set(tenantId, progress);
    try {
      return await fn(progress);
    } finally {
      importsRunning.delete(tenantId);
    }
  });
}

/**
 * Where one session serves every request (the embedded database), whether a request besides the
 * caller's own holds or waits for a connection of the pool: processing then commits after the piece of
 * names in progress (domains/processing/process-results.ts).
 */
export function yieldingTo(database: Database): { othersWaiting?: () => boolean } {
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
export async function importUpload(
  def: AnyDef,
  request: FastifyRequest,
  reply: FastifyReply,
  digest?: string,
): Promise<TImportReport> {
  return oneImportAtATime(request, reply, async (progress) => {
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
      batchRows: request.server.config.importBatchRows,
      afterBatch: analyse,
      progress,
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
