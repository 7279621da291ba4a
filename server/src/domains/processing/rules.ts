import {
  TAGGING_ALGORITHMS,
  type TTaggingRule,
  type TTaggingRuleCreate,
  type TTaggingRulePatch,
  type ZTaggingPreview,
  type ZTaggingPreviewBody,
  ZTaggingRule,
  ZTaggingRuleCreate,
  ZTaggingRulePatch,
} from '@intel/contracts';
import { and, desc, eq, ilike } from 'drizzle-orm';
import type { z } from 'zod';
import { buckets, keywords, lists, rawData, taggingRules } from '../../db/schema/index.ts';
import { booleanFilter, choiceFilter } from '../../lib/filters.ts';
import { badRequest } from '../../lib/http-errors.ts';
import type { Ctx, ResourceDef } from '../../lib/resource.ts';
import { matchRulesOffThread, UnreadableDocument } from '../reading/extract.ts';
import { snippetAround } from '../reading/recognise.ts';
import { type RuleMatch, ruleProblem } from '../reading/tagging.ts';
import { taggingRulesPolicy } from './policies.ts';
import { presentTaggingRules } from './presenters.ts';

async function checkTargets(ctx: Ctx, input: Partial<TTaggingRuleCreate>) {
  const errors: Record<string, string[]> = {};
  const exists = async (table: typeof keywords | typeof lists | typeof buckets, id: number | null | undefined) => {
    if (!id) return true;
    const rows = await ctx.tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.tenantId, ctx.tenantId), eq(table.id, id)));
    return rows.length > 0;
  };
  if (!(await exists(keywords, input.target_keyword_id))) errors.target_keyword_id = ['Unknown keyword.'];
  if (!(await exists(lists, input.target_list_id))) errors.target_list_id = ['Unknown list.'];
  if (!(await exists(buckets, input.target_bucket_id))) errors.target_bucket_id = ['Unknown bucket.'];
  if (input.algorithm && input.match_text) {
    const problem = ruleProblem(input.match_text, input.algorithm);
    if (problem) errors.match_text = [problem];
  }
  if (Object.keys(errors).length) throw badRequest('Invalid rule: check the fields listed in errors.', errors);
}

export const taggingRuleResource: ResourceDef<TTaggingRule, TTaggingRuleCreate, TTaggingRulePatch> = {
  path: '/taggingrules',
  tag: 'tagging rules',
  entityType: 'TaggingRule',
  label: 'Tagging rule',
  table: taggingRules,
  readAbility: taggingRulesPolicy.read,
  writeAbility: taggingRulesPolicy.write,
  out: ZTaggingRule,
  create: ZTaggingRuleCreate,
  patch: ZTaggingRulePatch,
  list: {
    table: taggingRules,
    orderings: { name: taggingRules.name, updated_at: taggingRules.updatedAt, algorithm: taggingRules.algorithm },
    defaultOrdering: '-updated_at',
    idColumn: taggingRules.id,
    search: (q) => ilike(taggingRules.name, `%${q}%`),
    filters: [
      choiceFilter(taggingRules, taggingRules.algorithm, 'algorithm', 'Algorithm', TAGGING_ALGORITHMS),
      booleanFilter(taggingRules.enabled, 'enabled', 'Enabled'),
    ],
  },
  async values(input, ctx) {
    await checkTargets(ctx, input);
    return {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.match_text !== undefined ? { matchText: input.match_text } : {}),
      ...(input.algorithm !== undefined ? { algorithm: input.algorithm } : {}),
      ...(input.case_sensitive !== undefined ? { caseSensitive: input.case_sensitive } : {}),
      ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
      ...(input.target_keyword_id !== undefined ? { targetKeywordId: input.target_keyword_id } : {}),
      ...(input.target_list_id !== undefined ? { targetListId: input.target_list_id } : {}),
      ...(input.target_bucket_id !== undefined ? { targetBucketId: input.target_bucket_id } : {}),
    };
  },
  present: presentTaggingRules,
  xlsx: [
    { header: 'ID', key: 'id', width: 8, value: (r) => r.id },
    { header: 'Name', key: 'name', width: 30, value: (r) => r.name },
    { header: 'Match', key: 'match_text', width: 40, value: (r) => r.match_text },
    { header: 'Algorithm', key: 'algorithm', width: 10, value: (r) => r.algorithm },
    { header: 'Hits', key: 'hits', width: 8, value: (r) => r.hits },
  ],
};

/** How many of the latest items a preview reads, and for how long at most (it says how many it read). */
const PREVIEW_SCAN = 2000;
const PREVIEW_BUDGET_MS = 5000;
const PREVIEW_BATCH_CHARS = 1_000_000;

type PreviewItem = { id: number; title: string; text: string };

/** The items a preview reads: the tenant's latest raw data, at most PREVIEW_SCAN. */
export function previewItems(ctx: Ctx): Promise<PreviewItem[]> {
  return ctx.tx
    .select({ id: rawData.id, title: rawData.title, text: rawData.text })
    .from(rawData)
    .where(eq(rawData.tenantId, ctx.tenantId))
    .orderBy(desc(rawData.updatedAt))
    .limit(PREVIEW_SCAN);
}

/**
 * What a rule would match in the items `load` reads (nothing is saved): how many it read and
 * matched, and up to ten samples. A rule that cannot run (or runs too long on the first batch) is
 * a 400; a bad rule is refused before anything is read.
 */
export async function previewRule(
  input: z.infer<typeof ZTaggingPreviewBody>,
  load: () => Promise<PreviewItem[]>,
): Promise<z.infer<typeof ZTaggingPreview>> {
  const rule = { matchText: input.match_text, algorithm: input.algorithm, caseSensitive: input.case_sensitive };
  const problem = ruleProblem(rule.matchText, rule.algorithm);
  if (problem) throw badRequest(problem, { match_text: [problem] });
  const items = await load();
  const samples: { id: number; title: string; snippet: string }[] = [];
  let matched = 0;
  let scanned = 0;
  // Off the HTTP thread, in batches of bounded size, until the preview's time budget is spent.
  const started = Date.now();
  while (scanned < items.length && Date.now() - started < PREVIEW_BUDGET_MS) {
    const batch: typeof items = [];
    let chars = 0;
    for (let i = scanned; i < items.length && (batch.length === 0 || chars < PREVIEW_BATCH_CHARS); i++) {
      const item = items[i] as (typeof items)[number];
      batch.push(item);
      chars += Math.min(item.text.length, PREVIEW_BATCH_CHARS);
    }
    const budget = Math.max(1, PREVIEW_BUDGET_MS - (Date.now() - started));
    let rows: RuleMatch[][];
    try {
      rows = await matchRulesOffThread(
        [rule],
        batch.map((item) => item.text),
        budget,
      );
    } catch (err) {
      if (err instanceof UnreadableDocument && scanned > 0) break;
      throw badRequest('The rule took too long to run over the existing texts: simplify it.');
    }
    rows.forEach((row, i) => {
      const hit = row[0];
      const item = batch[i] as (typeof items)[number];
      if (!hit?.matched) return;
      matched++;
      if (samples.length < 10)
        samples.push({ id: item.id, title: item.title, snippet: snippetAround(item.text, hit).snippet });
    });
    scanned += rows.length;
  }
  return { scanned, matched, samples };
}
