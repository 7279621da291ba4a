import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rawData } from '../../db/schema/index.ts';
import { withTenant } from '../../db/scoped.ts';
import { columnsOf, compiledOnce, runCompiled } from '../../lib/compiled.ts';
import { FetchRefused } from '../../lib/safe-fetch.ts';
import type { Span } from '../reading/candidate.ts';
import { extractUrl, INLINE_TEXT_MAX, textGrams, UnreadableDocument } from '../reading/extract.ts';
import { nameGrams, occurrenceFinder } from '../reading/occurrences.ts';
import type { Known, NameIndex } from './names.ts';
import { enabledTaggingRules, type RuleHits } from './process-tagging.ts';

/** Known names are matched against n-grams of at most 6 words. */
const MAX_KNOWN_WORDS = 6;

/** An item as processing reads it: its text and the tenant's records, places and hidden names it names. */
export type ReadItem = {
  text: string;
  known: Known[];
  places: string[];
  /** Names the text has only inside longer known names (read as names, never suggested). */
  hidden: string[];
  /** Where a name occurs in the text (it remembers what it found). */
  find: (name: string) => Span[];
  /** The tenant's enabled tagging rules, read in the same transaction as the known names. */
  rules: RuleHits;
};

/**
 * Stage 1, read: marks the item 'processing' and announces it, fetches a URL item's page when it was
 * saved without its text, and looks its word n-grams up among the tenant's known names (hash lookups in
 * memory, then primary-key reads). A short text's lookup rides in the transaction that marks it; a long
 * text's n-grams are cut on the parser thread with no transaction open. The tenant's tagging rules are read
 * in the transaction that reads the known names (one transaction less per item). Null when the item was deleted.
 */
export async function readItem(
  app: FastifyInstance,
  index: NameIndex,
  tenantId: number,
  rawDataId: number,
): Promise<ReadItem | null> {
  const db = app.database;
  let finder: { text: string; find: (name: string) => Span[] } | null = null;
  const findIn = (text: string) => {
    if (finder?.text !== text) finder = { text, find: occurrenceFinder(text) };
    return finder.find;
  };
  let announced: () => Promise<void> = async () => {};
  const first = await withTenant(db, tenantId, async (tx) => {
    // Written once (lib/compiled.ts): every document is marked.
    const mark = compiledOnce(rawData, 'mark processing', () => ({
      query: tx
        .update(rawData)
        .set({ processingStatus: 'processing', errorMessage: null, updatedAt: sql`now()` })
        .where(and(eq(rawData.tenantId, sql.placeholder('tenantId')), eq(rawData.id, sql.placeholder('id'))))
        .returning()
        .toSQL(),
      columns: columnsOf(getTableColumns(rawData)),
    }));
    const [row] = (await runCompiled(tx, mark, { tenantId, id: rawDataId })) as (typeof rawData.$inferSelect)[];
    if (!row) return null;
    const inline = row.text.trim() && row.text.length < INLINE_TEXT_MAX;
    const grams = () => new Set(nameGrams(row.text, MAX_KNOWN_WORDS));
    const found = inline
      ? {
          ...(await index.known(tx, tenantId, grams(), findIn(row.text))),
          rules: await enabledTaggingRules(tx, tenantId),
        }
      : null;
    // The event is stored and notified by this transaction's commit (`publishWith`).
    announced = await app.events.publishWith(tx, tenantId, [
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
  if (!first) return null;
  await announced();

  const text = first.row.text.trim() ? first.row.text : await fetchPage(app, tenantId, first.row);
  if (!text.trim()) throw new UnreadableDocument('Nothing to process: the item has no text.');
  const find = findIn(text);
  const found =
    first.found ??
    (await (async () => {
      const grams = new Set(await textGrams(text, MAX_KNOWN_WORDS));
      return withTenant(db, tenantId, async (tx) => ({
        ...(await index.known(tx, tenantId, grams, find)),
        rules: await enabledTaggingRules(tx, tenantId),
      }));
    })());
  return { text, ...found, find };
}

/** A URL item saved without its text (e.g. imported): its page fetched now, through the SSRF guard, and kept. */
async function fetchPage(
  app: FastifyInstance,
  tenantId: number,
  item: { id: number; title: string; sourceUrl: string | null },
): Promise<string> {
  if (!item.sourceUrl) return '';
  const page = await extractUrl(item.sourceUrl, app.config.fetch).catch((err: unknown) => {
    if (err instanceof FetchRefused) throw new UnreadableDocument(`The source could not be fetched: ${err.message}`);
    throw err;
  });
  await withTenant(app.database, tenantId, (tx) =>
    tx
      .update(rawData)
      .set({ text: page.text, title: item.title || page.title, extracted: { format: page.kind, ...page.metadata } })
      .where(and(eq(rawData.tenantId, tenantId), eq(rawData.id, item.id))),
  );
  return page.text;
}
