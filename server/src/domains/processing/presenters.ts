import type { TSuggestedEntity, TTaggingRule } from '@intel/contracts';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  buckets,
  keywords,
  lists,
  organizations,
  people,
  rawData,
  rawDataContacts,
  type suggestedEntities,
  suggestedEntityEvidence,
  taggingHits,
  type taggingRules,
} from '../../db/schema/index.ts';
import type { Ctx } from '../../lib/resource.ts';
import type { AnyRow } from '../../lib/resource-def.ts';
import { personName } from '../curation/presenters.ts';
import { normaliseName, snippetAround } from '../reading/recognise.ts';
import { trigramSimilarity } from './trigrams.ts';

export type SuggestionRow = typeof suggestedEntities.$inferSelect;
type TaggingRuleRow = typeof taggingRules.$inferSelect;

/** Suggestions as the API returns them: evidence recut from the stored text, emails, the probable match with its score. */
export async function presentSuggestions(rows: SuggestionRow[], ctx: Ctx): Promise<TSuggestedEntity[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const t = ctx.tenantId;
  const evidence = await ctx.tx
    .select({
      suggestionId: suggestedEntityEvidence.suggestedEntityId,
      rawDataId: suggestedEntityEvidence.rawDataId,
      start: suggestedEntityEvidence.startOffset,
      end: suggestedEntityEvidence.endOffset,
      snippet: suggestedEntityEvidence.snippet,
      title: rawData.title,
      text: sql<string>`substr(${rawData.text}, greatest(${suggestedEntityEvidence.startOffset} - 200, 1), 500)`,
      textFrom: sql<number>`greatest(${suggestedEntityEvidence.startOffset} - 200, 1) - 1`,
    })
    .from(suggestedEntityEvidence)
    .innerJoin(
      rawData,
      and(eq(rawData.tenantId, suggestedEntityEvidence.tenantId), eq(rawData.id, suggestedEntityEvidence.rawDataId)),
    )
    .where(and(eq(suggestedEntityEvidence.tenantId, t), inArray(suggestedEntityEvidence.suggestedEntityId, ids)))
    .orderBy(desc(suggestedEntityEvidence.rawDataId), suggestedEntityEvidence.startOffset)
    .limit(ids.length * 10);
  const emails = await ctx.tx
    .selectDistinct({ id: rawDataContacts.suggestedEntityId, value: rawDataContacts.value })
    .from(rawDataContacts)
    .where(
      and(
        eq(rawDataContacts.tenantId, t),
        eq(rawDataContacts.kind, 'email'),
        inArray(rawDataContacts.suggestedEntityId, ids),
      ),
    );
  const orgIds = rows
    .filter((r) => r.kind === 'organization' && r.matchedEntityId)
    .map((r) => r.matchedEntityId as number);
  const personIds = rows
    .filter((r) => r.kind === 'person' && r.matchedEntityId)
    .map((r) => r.matchedEntityId as number);
  const orgNames = orgIds.length
    ? await ctx.tx
        .select({ id: organizations.id, name: organizations.nameDba })
        .from(organizations)
        .where(and(eq(organizations.tenantId, t), inArray(organizations.id, orgIds)))
    : [];
  const personRows = personIds.length
    ? await ctx.tx
        .select()
        .from(people)
        .where(and(eq(people.tenantId, t), inArray(people.id, personIds)))
    : [];
  const matchedName = (r: SuggestionRow) =>
    r.kind === 'organization'
      ? orgNames.find((o) => o.id === r.matchedEntityId)?.name
      : (() => {
          const p = personRows.find((x) => x.id === r.matchedEntityId);
          return p ? personName(p) : undefined;
        })();
  return rows.map((r) => {
    const mine = evidence.filter((e) => e.suggestionId === r.id);
    const name = matchedName(r);
    return {
      id: r.id,
      kind: r.kind,
      name: r.name,
      name_dba: r.name,
      status: r.status,
      occurrences: r.occurrences,
      suggested_fields: (r.suggestedFields ?? {}) as Record<string, unknown>,
      matched_entity:
        r.matchedEntityId && name !== undefined
          ? {
              id: r.matchedEntityId,
              name,
              score: Math.round(trigramSimilarity(normaliseName(r.name), normaliseName(name)) * 100) / 100,
            }
          : null,
      accepted_entity_id: r.acceptedEntityId,
      raw_data_ids: [...new Set(mine.map((e) => e.rawDataId))],
      emails: emails.filter((e) => e.id === r.id).map((e) => e.value),
      evidence: mine.slice(0, 5).map((e) => {
        // The sentence is recut from the stored text, so the name is highlighted exactly where it was found.
        const local = snippetAround(e.text, { start: e.start - Number(e.textFrom), end: e.end - Number(e.textFrom) });
        const ok = local.highlightStart >= 0 && local.highlightEnd <= local.snippet.length;
        return {
          raw_data_id: e.rawDataId,
          raw_data_title: e.title,
          snippet: ok ? local.snippet : e.snippet,
          highlight_start: ok ? local.highlightStart : 0,
          highlight_end: ok ? local.highlightEnd : 0,
        };
      }),
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    };
  });
}

export async function presentTaggingRules(rows: AnyRow[], ctx: Ctx): Promise<TTaggingRule[]> {
  const items = rows as TaggingRuleRow[];
  const ids = items.map((r) => r.id);
  if (ids.length === 0) return [];
  const t = ctx.tenantId;
  const pick = <T extends { id: number; name: string }>(list: T[], id: number | null) => {
    const hit = id ? list.find((x) => x.id === id) : undefined;
    return hit ? { id: hit.id, name: hit.name } : null;
  };
  const kw = items.map((r) => r.targetKeywordId).filter((x): x is number => !!x);
  const ls = items.map((r) => r.targetListId).filter((x): x is number => !!x);
  const bk = items.map((r) => r.targetBucketId).filter((x): x is number => !!x);
  const kwRows = kw.length
    ? await ctx.tx
        .select({ id: keywords.id, name: keywords.name })
        .from(keywords)
        .where(and(eq(keywords.tenantId, t), inArray(keywords.id, kw)))
    : [];
  const lsRows = ls.length
    ? await ctx.tx
        .select({ id: lists.id, name: lists.name })
        .from(lists)
        .where(and(eq(lists.tenantId, t), inArray(lists.id, ls)))
    : [];
  const bkRows = bk.length
    ? await ctx.tx
        .select({ id: buckets.id, name: buckets.name })
        .from(buckets)
        .where(and(eq(buckets.tenantId, t), inArray(buckets.id, bk)))
    : [];
  const hits = await ctx.tx
    .select({ id: taggingHits.ruleId, n: count() })
    .from(taggingHits)
    .where(and(eq(taggingHits.tenantId, t), inArray(taggingHits.ruleId, ids)))
    .groupBy(taggingHits.ruleId);
  return items.map((r) => ({
    id: r.id,
    name: r.name,
    match_text: r.matchText,
    algorithm: r.algorithm,
    case_sensitive: r.caseSensitive,
    enabled: r.enabled,
    target_keyword: pick(kwRows, r.targetKeywordId),
    target_list: pick(lsRows, r.targetListId),
    target_bucket: pick(bkRows, r.targetBucketId),
    hits: Number(hits.find((h) => h.id === r.id)?.n ?? 0),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}
