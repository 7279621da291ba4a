import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clients, rawData } from '../../db/schema/index.ts';
import { withTenant } from '../../db/scoped.ts';
import type { JobDefinition } from '../../plugins/jobs.ts';
import type { RecognisedNames } from '../reading/candidate.ts';
import { recogniseText, UnreadableDocument } from '../reading/extract.ts';
import { nameIndexOf } from './names.ts';
import { type ReadItem, readItem } from './process-read.ts';
import { recogniseItem } from './process-recognise.ts';
import { type Resolved, resolveNames } from './process-resolve.ts';
import { type Outcome, type Results, writeResults } from './process-results.ts';

// Other writers of what processing maintains take the same lock.
export { lockProcessingWrites } from './process-lock.ts';

const ProcessPayload = z.object({ tenantId: z.number().int(), rawDataId: z.number().int() });

/**
 * The whole processing of one item (DESIGN §6), in four stages: read (the item's text, the tenant's
 * records it names and its tagging rules), recognise (the names and contacts in the text), resolve (the new names to suggest
 * and the records they probably are, the tagging rules hit) and write. Before the last stage only the
 * item's status (and a URL item's fetched page) is written; the writes (`writeResults`: one transaction
 * for an ordinary document, short ones in turn for a long list of names) replace or upsert, so a job
 * killed anywhere and run again ends exactly as one clean run (no duplicate suggestions, evidence,
 * links or emails).
 */
export async function processRawData(
  app: FastifyInstance,
  tenantId: number,
  rawDataId: number,
): Promise<Outcome | null> {
  // The tenant's names are loaded outside any transaction (the embedded database runs one at a time).
  const index = nameIndexOf(app.database);
  await index.ready(tenantId);
  const item = await readItem(app, index, tenantId, rawDataId);
  if (!item) return null; // deleted meanwhile
  const recognised = await recogniseItem(app.config.extractionLlm, item);
  if (app.config.processingDelayMs) await new Promise((r) => setTimeout(r, app.config.processingDelayMs));
  const resolved = await resolveNames(app.database, index, tenantId, item, recognised);
  const written = await writeResults(app, resultsOf(tenantId, rawDataId, item, recognised, resolved));
  if (!written) return null;
  await written.announced();
  return written.outcome;
}

/** Stage 4's input: what the first three found, as `writeResults` writes it. */
function resultsOf(
  tenantId: number,
  rawDataId: number,
  item: ReadItem,
  recognised: RecognisedNames,
  { candidates, dropped, matches, ruleHits }: Resolved,
): Results {
  return {
    tenantId,
    rawDataId,
    text: item.text,
    known: item.known,
    find: item.find,
    candidates,
    matches,
    contacts: recognised.contacts,
    ruleHits,
    summary: {
      // A long or slow text's names are read up to here (its known names and contacts throughout).
      ...(recognised.namesReadTo === undefined ? {} : { names_read_to: recognised.namesReadTo }),
      // Names past the document's budget (the least mentioned): not suggested.
      ...(dropped ? { names_not_suggested: dropped } : {}),
    },
    // Investments stated between two known organizations, kept with the item (its ledger suggestions).
    extracted: { investments: recognised.investments ?? [] },
  };
}

async function markError(app: FastifyInstance, tenantId: number, rawDataId: number, message: string) {
  const [row] = await withTenant(app.database, tenantId, (tx) =>
    tx
      .update(rawData)
      .set({ processingStatus: 'error', errorMessage: message, updatedAt: sql`now()` })
      .where(and(eq(rawData.tenantId, tenantId), eq(rawData.id, rawDataId)))
      .returning({ id: rawData.id, title: rawData.title, updatedAt: rawData.updatedAt }),
  );
  if (row)
    await app.events.publish(tenantId, 'research', 'raw_data_error', {
      id: row.id,
      title: row.title,
      processing_status: 'error',
      error_message: message,
      updated_at: row.updatedAt.toISOString(),
    });
}

async function statusOf(app: FastifyInstance, tenantId: number, rawDataId: number): Promise<string | null> {
  const [row] = await withTenant(app.database, tenantId, (tx) =>
    tx
      .select({ status: rawData.processingStatus })
      .from(rawData)
      .where(and(eq(rawData.tenantId, tenantId), eq(rawData.id, rawDataId))),
  );
  return row?.status ?? null;
}

/** The processing queue's name (others follow its jobs: `jobs.onDone`). */
export const PROCESSING_JOB = 'raw-data-process';

/**
 * Whether a finished processing job (its handler's answer, `jobs.onDone`) may have left alerts to hand out: not
 * when it processed the item and the item has none waiting (most documents name no watched record).
 */
export function mayHaveAlerts(result: unknown): boolean {
  return !(result && typeof result === 'object' && (result as { alerted?: unknown }).alerted === false);
}

/** The pg-boss job, bound to this app. Retries after a crash (the job expires, then runs again). */
export function processingJob(app: FastifyInstance): JobDefinition<typeof ProcessPayload> {
  const retryLimit = 3;
  return {
    name: PROCESSING_JOB,
    payload: ProcessPayload,
    retryLimit,
    expireInSeconds: app.config.jobExpireSeconds,
    // Jobs overlap: while one waits for the database or the parser thread, another runs on this thread
    // (1M records, 5 KB documents: 47 documents/s with two at a time, 54 with four).
    concurrency: 4,
    warmUp: () => warmUp(app),
    async handler({ tenantId, rawDataId }, { attempt }) {
      try {
        // A retry of a job whose worker died after the results were written (they set 'completed' in
        // their own transaction) has nothing left to do, and must not announce the completion twice.
        // A new request to process the item sets it back to 'pending' first, so it is never skipped.
        if (attempt > 0 && (await statusOf(app, tenantId, rawDataId)) === 'completed') return;
        return await processRawData(app, tenantId, rawDataId);
      } catch (err) {
        if (err instanceof UnreadableDocument) return markError(app, tenantId, rawDataId, err.message);
        app.log.error({ err, tenantId, rawDataId }, 'raw data processing failed');
        if (attempt >= retryLimit) return markError(app, tenantId, rawDataId, 'Processing failed; try again later.');
        throw err;
      }
    },
  };
}

/**
 * A tenant with at least this many organizations and people has its names built at start even when it
 * processed nothing lately: built on its first document instead, they made that document wait (3.8 s at
 * a million records, issue 37). Smaller tenants build theirs on first use in well under a second.
 */
export const WARM_NAMES_AT = 100_000;

/**
 * What the first job would otherwise wait for: the parser thread (spawned, its NLP model loaded) and the
 * names of the tenants that processed raw data lately or are large (seconds at a million records). The
 * active tenants first; an entry unused for half an hour is dropped again (names.ts `IDLE_DROP_MS`).
 */
async function warmUp(app: FastifyInstance) {
  await recogniseText('Warm-up: Jane Doe joined Acme Robotics GmbH in Berlin. '.repeat(40), new Set());
  const index = nameIndexOf(app.database);
  for (const id of await tenantsToWarm(app)) await index.ready(id);
}

/** The tenants whose names are built at start: those that processed raw data in the last 7 days, then the large ones. */
export async function tenantsToWarm(app: FastifyInstance): Promise<number[]> {
  const tenants = await app.database.db.select({ id: clients.id }).from(clients);
  const active: number[] = [];
  const large: number[] = [];
  for (const { id } of tenants) {
    const [row] = await withTenant(app.database, id, async (tx) => {
      const r = await tx.execute(sql`
        select exists (select 1 from raw_data where tenant_id = ${id} and updated_at > now() - interval '7 days') as active,
               (select coalesce(sum(n), 0) from entity_counts
                 where tenant_id = ${id} and kind in ('organizations', 'people'))::bigint as names`);
      return r.rows as { active: boolean; names: string | number }[];
    });
    if (row?.active) active.push(id);
    else if (Number(row?.names ?? 0) >= WARM_NAMES_AT) large.push(id);
  }
  return [...active, ...large];
}

/** Marks items pending and enqueues one job each (singleton per item while queued). */
export async function enqueueProcessing(
  app: FastifyInstance,
  job: JobDefinition<typeof ProcessPayload>,
  tenantId: number,
  ids: number[],
) {
  if (ids.length === 0) return 0;
  const rows = await withTenant(app.database, tenantId, (tx) =>
    tx
      .update(rawData)
      .set({ processingStatus: 'pending', errorMessage: null, updatedAt: sql`now()` })
      .where(and(eq(rawData.tenantId, tenantId), inArray(rawData.id, ids)))
      .returning({ id: rawData.id }),
  );
  await sendProcessing(
    app,
    job,
    tenantId,
    rows.map((r) => r.id),
  );
  return rows.length;
}

/** Enqueues items already marked pending (in the transaction that created them). */
export async function sendProcessing(
  app: FastifyInstance,
  job: JobDefinition<typeof ProcessPayload>,
  tenantId: number,
  ids: number[],
) {
  // The worker will need the tenant's names: start loading them now if this process runs it.
  if (app.config.runWorkers && ids.length)
    void nameIndexOf(app.database)
      .ready(tenantId)
      .catch(() => {});
  for (const id of ids) await app.jobs.send(job, { tenantId, rawDataId: id }, `raw-data-${tenantId}-${id}`);
}
