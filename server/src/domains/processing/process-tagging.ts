import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { entityKeywords, listItems, lists, rawDataBuckets, taggingHits, taggingRules } from '../../db/schema/index.ts';
import type { Tx } from '../../db/scoped.ts';
import { columnsOf, compiledOnce, runCompiled } from '../../lib/compiled.ts';
import { matchRulesOffThread } from '../reading/extract.ts';
import type { Known } from './names.ts';

/** The entity type raw data items are tagged under (keywords of an item). */
export const RAW_DATA_ENTITY = 'RawData';

/** The enabled tagging rules a text matches. */
export type RuleHits = (typeof taggingRules.$inferSelect)[];

/** The tenant's enabled tagging rules, read in the caller's transaction (stage 1's: one transaction less per item). */
export async function enabledTaggingRules(tx: Tx, tenantId: number): Promise<RuleHits> {
  // Written once (lib/compiled.ts): every document reads them.
  const read = compiledOnce(taggingRules, 'enabled', () => ({
    query: tx
      .select()
      .from(taggingRules)
      .where(and(eq(taggingRules.tenantId, sql.placeholder('tenantId')), eq(taggingRules.enabled, true)))
      .toSQL(),
    columns: columnsOf(getTableColumns(taggingRules)),
  }));
  return (await runCompiled(tx, read, { tenantId })) as RuleHits;
}

/**
 * The rules (read with the item, `enabledTaggingRules`) that match the text, matched off the job's thread (a
 * rule's time is bounded there: linear regex engine, bounded fuzzy, thread timeout), with no transaction open.
 */
export async function matchTaggingRules(rules: RuleHits, text: string): Promise<RuleHits> {
  if (rules.length === 0) return [];
  const [row = []] = await matchRulesOffThread(
    rules.map((r) => ({ matchText: r.matchText, algorithm: r.algorithm, caseSensitive: r.caseSensitive })),
    [text],
    10_000,
  );
  return rules.filter((_, i) => row[i]?.matched);
}

/** The hits of tagging rules: their hits, keywords, buckets and list members, a few statements in all. */
export async function writeTaggingHits(tx: Tx, tenantId: number, rawDataId: number, hits: RuleHits, linked: Known[]) {
  if (hits.length === 0) return;
  await tx
    .insert(taggingHits)
    .values(hits.map((rule) => ({ tenantId, ruleId: rule.id, rawDataId })))
    .onConflictDoNothing();
  const keywordIds = [...new Set(hits.flatMap((r) => (r.targetKeywordId ? [r.targetKeywordId] : [])))];
  if (keywordIds.length)
    await tx
      .insert(entityKeywords)
      .values(
        keywordIds.map((keywordId) => ({ tenantId, keywordId, entityType: RAW_DATA_ENTITY, entityId: rawDataId })),
      )
      .onConflictDoNothing();
  const bucketIds = [...new Set(hits.flatMap((r) => (r.targetBucketId ? [r.targetBucketId] : [])))];
  if (bucketIds.length)
    await tx
      .insert(rawDataBuckets)
      .values(bucketIds.map((bucketId) => ({ tenantId, rawDataId, bucketId })))
      .onConflictDoNothing();
  const listIds = [...new Set(hits.flatMap((r) => (r.targetListId ? [r.targetListId] : [])))];
  if (listIds.length === 0) return;
  // A list holds curated records, not raw data: the rule adds the records found in the item that fit the list.
  const targets = await tx
    .select({ id: lists.id, type: lists.type })
    .from(lists)
    .where(and(eq(lists.tenantId, tenantId), inArray(lists.id, listIds)));
  const items = targets.flatMap((target) => {
    const wanted =
      target.type === 'OrganizationsList' ? 'Organization' : target.type === 'PeopleList' ? 'Person' : null;
    return linked.filter((k) => k.type === wanted).map((k) => ({ tenantId, listId: target.id, itemId: k.id }));
  });
  if (items.length) await tx.insert(listItems).values(items).onConflictDoNothing();
}
