import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clients, rawData, rejectedNames } from '../../db/schema/index.ts';
import { withTenant } from '../../db/scoped.ts';
import { FetchRefused } from '../../lib/safe-fetch.ts';
import type { JobDefinition } from '../../plugins/jobs.ts';
import { extractUrl, INLINE_TEXT_MAX, recogniseText, textGrams, UnreadableDocument } from '../collection/extract.ts';
import { withinDocumentBudget } from './document-budget.ts';
import { withModelNames } from './extraction/model.ts';
import { nameIndexOf } from './names.ts';
import { type Outcome, writeResults } from './process-results.ts';
import { matchTaggingRules } from './process-tagging.ts';
import { spanMask } from './process-writes.ts';
import { foldNames, nameGrams, occurrenceFinder, type Span } from './recognise.ts';

// Other writers of what processing maintains take the same lock.
export { lockProcessingWrites } from './process-lock.ts';

const ProcessPayload = z.object({ tenantId: z.number().int(), rawDataId: z.number().int() });

/** Known names are matched against n-grams of at most 6 words. */
const MAX_KNOWN_WORDS = 6;

/** Sends a JS array as one array parameter (drizzle would otherwise spread it into a list). */
const list = (values: unknown[]) => sql.param(values);

/**
 * The whole processing of one item (DESIGN §6). Reading and parsing happen first; the writes happen at the
 * end (`writeResults`: one transaction for an ordinary document, short ones in turn for a long list of
 * names), and each write replaces or upserts, so a job killed anywhere and run again ends exactly as one
 * clean run (no duplicate suggestions, evidence, links or emails).
 */
export async function processRawData(
  app: FastifyInstance,
  tenantId: number,
  rawDataId: number,
): Promise<Outcome | null> {
  const db = app.database;
  // The tenant's names are loaded outside any transaction (the embedded database runs one at a time).
  const index = nameIndexOf(db);
  await index.ready(tenantId);
  const grams = (text: string) => new Set(nameGrams(text, MAX_KNOWN_WORDS));
  // Where each name occurs in the text: one finder (it remembers what it found) for the lookup and the links.
  let lastFinder: { text: string; find: (name: string) => Span[] } | null = null;
  const finder = (text: string) => {
    if (lastFinder?.text !== text) lastFinder = { text, find: occurrenceFinder(text) };
    return lastFinder.find;
  };
  const knownIn = async (text: string) => {
    const textGramSet = new Set(await textGrams(text, MAX_KNOWN_WORDS));
    const find = finder(text);
    return withTenant(db, tenantId, (tx) => index.known(tx, tenantId, textGramSet, find));
  };
  // Marked 'processing', announced, and, when the text is there, its known records read: one transaction
  // (the event is stored and notified by it: a commit that must reach the disk, see `publishWith`).
  let processingAnnounced: () => Promise<void> = async () => {};
  const first = await withTenant(db, tenantId, async (tx) => {
    const [row] = await tx
      .update(rawData)
      .set({ processingStatus: 'processing', errorMessage: null, updatedAt: sql`now()` })
      .where(and(eq(rawData.tenantId, tenantId), eq(rawData.id, rawDataId)))
      .returning();
    if (!row) return null;
    // A long text's n-grams are cut on the parser thread, outside any transaction (below).
    const inline = row.text.trim() && row.text.length < INLINE_TEXT_MAX;
    const found = inline ? await index.known(tx, tenantId, grams(row.text), finder(row.text)) : null;
    processingAnnounced = await app.events.publishWith(tx, tenantId, [
      {
        audience: 'research',
        type: 'raw_data_update',
        data: {
          id: row.id,
          title: row.title,
          processing_status: 'processing',
          updated_at: row.updatedAt.toISOString(),
        },
      },
    ]);
    return { row, found };
  });
  if (!first) return null; // deleted meanwhile
  await processingAnnounced();
  const item = first.row;

  let text = item.text;
  if (!text.trim() && item.sourceUrl) {
    // A URL item saved without its text (e.g. imported): fetch the page now, through the SSRF guard.
    const page = await extractUrl(item.sourceUrl, app.config.fetch).catch((err: unknown) => {
      if (err instanceof FetchRefused) throw new UnreadableDocument(`The source could not be fetched: ${err.message}`);
      throw err;
    });
    text = page.text;
    await withTenant(db, tenantId, (tx) =>
      tx
        .update(rawData)
        .set({ text, title: item.title || page.title, extracted: { format: page.kind, ...page.metadata } })
        .where(and(eq(rawData.tenantId, tenantId), eq(rawData.id, rawDataId))),
    );
  }
  if (!text.trim()) throw new UnreadableDocument('Nothing to process: the item has no text.');

  // Known records among the text's word n-grams: hash lookups in memory, then primary-key reads.
  const { known, places, hidden } = first.found ?? (await knownIn(text));
  // Also the names left unread because the text has them only inside longer known names.
  const knownNames = new Set([...known.flatMap((k) => k.normalized), ...hidden]);
  const find = finder(text);
  // Known names are read as names (a relation to one stays on the new party) but never suggested; a new
  // name inside a known one ("Robotics GmbH" in "Acme Robotics GmbH") is a piece of it (below).
  // The optional model's names merged in (extraction/model.ts); without one, or when it fails, the offline result.
  const recognised = await withModelNames(
    app.config.extractionLlm,
    text,
    await recogniseText(text, new Set(places), knownNames),
    new Set([...knownNames, ...places]),
  );
  // A new name that is a piece of a known organization's or person's name is that record, not a new one;
  // a known keyword or term inside a new name ("Robotics" in "Quillwright Robotics GmbH") hides nothing.
  // Each distinct name once: many records share a name ("Thomas Smith" may be 500 people).
  const knownRecordNames = new Set(
    known.filter((k) => k.type === 'Organization' || k.type === 'Person').flatMap((k) => k.normalized),
  );
  const knownNameSpans = [...knownRecordNames].flatMap((n) => find(n));
  const knownMask = spanMask(text.length, knownNameSpans);
  const inKnown = (s: Span) => knownMask[s.start] === 1 && knownMask[s.end - 1] === 1;
  const { contacts } = recognised;

  if (app.config.processingDelayMs) await new Promise((r) => setTimeout(r, app.config.processingDelayMs));
  // Names the tenant rejected are never suggested again (dropped before names fold into longer ones). They,
  // the probable records and the tagging rules are read before the write, each in a short transaction of
  // its own; the folding and the rules' matching run with no transaction open (issue 33 item 3).
  const rejected = new Set(
    recognised.names.length
      ? (
          await withTenant(
            db,
            tenantId,
            (tx) =>
              tx
                .select({ name: rejectedNames.normalizedName })
                .from(rejectedNames)
                .where(
                  and(
                    eq(rejectedNames.tenantId, tenantId),
                    sql`${rejectedNames.normalizedName} = any(${list(recognised.names.map((n) => n.normalized))}::text[])`,
                  ),
                ),
            { readOnly: true },
          )
        ).map((r) => r.name)
      : [],
  );
  const { candidates, dropped } = withinDocumentBudget(
    foldNames(recognised.names.filter((n) => !rejected.has(n.normalized)))
      .map((c) => ({ ...c, spans: c.spans.filter((s) => !inKnown(s)) }))
      .filter((c) => c.spans.length > 0),
  );
  const matches = candidates.length
    ? await withTenant(db, tenantId, (tx) => index.probable(tx, tenantId, candidates), { readOnly: true })
    : [];
  const ruleHits = await matchTaggingRules(db, tenantId, text);

  const written = await writeResults(app, {
    tenantId,
    rawDataId,
    text,
    known,
    find,
    candidates,
    matches,
    contacts,
    ruleHits,
    summary: {
      // A long or slow text's names are read up to here (its known names and contacts throughout).
      ...(recognised.namesReadTo === undefined ? {} : { names_read_to: recognised.namesReadTo }),
      // Names past the document's budget (the least mentioned): not suggested.
      ...(dropped ? { names_not_suggested: dropped } : {}),
    },
    // Investments stated between two known organizations, kept with the item (its ledger suggestions).
    extracted: { investments: recognised.investments ?? [] },
  });
  if (!written) return null;
  await written.announced();
  return written.outcome;
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
        await processRawData(app, tenantId, rawDataId);
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
 * What the first job would otherwise wait for: the parser thread (spawned, its NLP model loaded) and the
 * names of the tenants that processed raw data lately (seconds at a million records).
 */
async function warmUp(app: FastifyInstance) {
  await recogniseText('Warm-up: Jane Doe joined Acme Robotics GmbH in Berlin. '.repeat(40), new Set());
  const tenants = await app.database.db.select({ id: clients.id }).from(clients);
  const index = nameIndexOf(app.database);
  for (const { id } of tenants) {
    const active = await withTenant(app.database, id, (tx) =>
      tx
        .select({ id: rawData.id })
        .from(rawData)
        .where(and(eq(rawData.tenantId, id), sql`${rawData.updatedAt} > now() - interval '7 days'`))
        .limit(1),
    );
    if (active.length) await index.ready(id);
  }
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
