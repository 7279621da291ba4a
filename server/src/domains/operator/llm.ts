import {
  OPERATOR_KIND_META,
  OPERATOR_KINDS,
  type TOperatorContext,
  type TOperatorQuery,
  ZOperatorQuery,
} from '@intel/contracts';
import { askChatJson, type ChatEndpoint } from '../../lib/llm-chat.ts';
import { norm } from './text.ts';
import { nameCandidates, type Vocabulary } from './vocabulary.ts';

/** The API key is sent only to the address configured in the environment, never to a tenant's own address. */
export type LlmConfig = ChatEndpoint;

/**
 * Where the Operator's optional language model is: the tenant setting `operator_llm_url`, else
 * OPERATOR_LLM_URL (with OPERATOR_LLM_MODEL, OPERATOR_LLM_API_KEY, OPERATOR_LLM_TIMEOUT_MS).
 */
export function llmConfig(tenantUrl: string | null | undefined, allow: string[], env = process.env): LlmConfig | null {
  const envUrl = env.OPERATOR_LLM_URL?.trim() || null;
  const url = tenantUrl?.trim() || envUrl;
  if (!url) return null;
  const timeout = Number(env.OPERATOR_LLM_TIMEOUT_MS);
  return {
    url,
    model: env.OPERATOR_LLM_MODEL?.trim() || 'default',
    apiKey: url === envUrl ? env.OPERATOR_LLM_API_KEY?.trim() || null : null,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 10_000,
    allow,
  };
}

/** The instructions: the query schema, each kind's filters and orderings, the tenant's names and the context. */
export function systemPrompt(text: string, vocab: Vocabulary, context: TOperatorContext, now: Date): string {
  const kinds = OPERATOR_KINDS.map((k) => {
    const meta = OPERATOR_KIND_META[k];
    const filters = Object.entries(meta.filters)
      .map(
        ([name, f]) =>
          `${name} (${f.type}${f.values ? `: ${f.values.join('|')}` : ''}${f.ref ? `, ids of ${f.ref}` : ''})`,
      )
      .join('; ');
    return `- ${k}: filters ${filters}. orderings: ${Object.keys(meta.orderings).join(', ')}`;
  }).join('\n');
  const names = (rows: { id: number; name: string }[]) => rows.map((r) => `${r.id}=${r.name}`).join('; ') || 'none';
  const named = new Set(nameCandidates(text));
  return [
    'You turn a question about a research database into one JSON query. Answer with JSON only:',
    '{"query":{"kind":...,"search":null|"text","filters":[{"name":...,"value":...,"negate":false}],"ordering":null|"name"|"-name","limit":25}}',
    'Filter values: comma-separated ids or values for multi; "from,to" for ranges with dates as YYYY, YYYY-MM or YYYY-MM-DD (either side may be empty, both ends included); "true"/"false" for booleans.',
    `Today is ${now.toISOString().slice(0, 10)}. "Last quarter" is the previous calendar quarter. Limit at most 100.`,
    `Kinds:\n${kinds}`,
    `Keywords: ${names(vocab.keywords)}`,
    `Lists: ${names(vocab.lists)}`,
    `Organizations and people named in the question: ${vocab.entities.map((e) => `${e.type} ${e.id}=${e.name}`).join('; ') || 'none'}`,
    `Countries named in the question (filter hq_geo): ${names(vocab.geos.filter((g) => g.kind !== 'region' && named.has(norm(g.name))))}`,
    `Regions named in the question (filter hq_region for organizations, region for people): ${names(vocab.geos.filter((g) => g.kind === 'region' && named.has(norm(g.name))))}`,
    `Cities named in the question (filter hq_city, or city by name for people): ${names(vocab.cities.filter((c) => named.has(norm(c.name))))}`,
    `Selected context: raw data ids [${context.raw_data_ids.join(',')}], people ids [${context.people_ids.join(',')}], library ids [${context.library_ids.join(',')}]. Use filter raw_data for "these documents", id/person/author/library for the selected people or library items.`,
  ].join('\n');
}

/**
 * Asks an OpenAI-compatible chat endpoint (lib/llm-chat.ts, SSRF-guarded) and answers its query
 * when it fits the schema, or null on any failure, so that the built-in parser takes over.
 */
export async function askLlm(
  cfg: LlmConfig,
  text: string,
  context: TOperatorContext,
  vocab: Vocabulary,
  now: Date,
): Promise<TOperatorQuery | null> {
  const json = (await askChatJson(cfg, [
    { role: 'system', content: systemPrompt(text, vocab, context, now) },
    { role: 'user', content: text },
  ])) as { query?: unknown } | null;
  if (!json || typeof json !== 'object') return null;
  const parsed = ZOperatorQuery.safeParse('query' in json ? json.query : json);
  return parsed.success ? parsed.data : null;
}
