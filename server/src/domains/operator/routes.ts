import {
  type TOperatorContext,
  type TOperatorQuery,
  ZErrorBody,
  ZOperatorExamples,
  ZOperatorQuery,
  ZOperatorRequest,
  ZOperatorResponse,
} from '@intel/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Ctx } from '../../db/ctx.ts';
import { clients, libraryEntries, people, rawData } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import { requireAbility } from '../../plugins/auth.ts';
import { can } from '../../policies/abilities.ts';
import { readableVisibilities } from '../../policies/principal.ts';
import { describe, loadLabels, queryText } from './describe.ts';
import { examplesCache, examplesFor } from './examples.ts';
import { asksWhether, whetherText } from './existence.ts';
import { askLlm, llmConfig } from './llm.ts';
import { asksHowMany, canonical, countText, parseQuestion } from './parser.ts';
import { operatorPolicy } from './policies.ts';
import { compileQuery, runQuery } from './run.ts';
import { loadVocabulary, lookupEntities, lookupNameWords, type Vocabulary, vocabularyCache } from './vocabulary.ts';

/**
 * A question read into more than a query holds (search words past 200 characters, more than 20
 * conditions) is the caller's to shorten: a 400 that says so, not an answer its own schema refuses.
 */
function withinLimits(query: TOperatorQuery): TOperatorQuery {
  const checked = ZOperatorQuery.safeParse(query);
  if (checked.success) return checked.data;
  const field = checked.error.issues[0]?.path[0];
  const message =
    field === 'search'
      ? 'The question leaves more than 200 characters of words to search for: ask a shorter question.'
      : field === 'filters'
        ? 'The question asks for more conditions than a query holds: ask a shorter question.'
        : 'The question could not be read into a query: ask it another way.';
  throw badRequest(message, { text: [message] });
}

const rawDataIdsOf = (context: TOperatorContext, query?: TOperatorQuery) => [
  ...new Set([
    ...context.raw_data_ids,
    ...(query?.filters ?? [])
      .filter((f) => f.name === 'raw_data')
      .flatMap((f) => f.value.split(','))
      .map(Number)
      .filter((n) => Number.isSafeInteger(n) && n > 0),
  ]),
];

/** Every id of the context must be the tenant's and visible to the caller: anything else is a 404. */
async function checkContext(ctx: Ctx, context: TOperatorContext, rawIds: number[]) {
  const levels = readableVisibilities(ctx.principal);
  const missing = (wanted: number[], found: { id: number }[]) =>
    wanted.filter((id) => !found.some((f) => Number(f.id) === id));
  if (rawIds.length) {
    const found = await ctx.tx
      .select({ id: rawData.id })
      .from(rawData)
      .where(and(eq(rawData.tenantId, ctx.tenantId), inArray(rawData.id, rawIds)));
    const gone = missing(rawIds, found);
    if (gone.length) throw notFound(`Raw data not found: ${gone.join(', ')}.`);
  }
  if (context.people_ids.length) {
    const found = await ctx.tx
      .select({ id: people.id })
      .from(people)
      .where(
        and(
          eq(people.tenantId, ctx.tenantId),
          inArray(people.id, context.people_ids),
          inArray(people.visibility, levels),
        ),
      );
    const gone = missing(context.people_ids, found);
    if (gone.length) throw notFound(`People not found: ${gone.join(', ')}.`);
  }
  if (context.library_ids.length) {
    const found = await ctx.tx
      .select({ id: libraryEntries.id })
      .from(libraryEntries)
      .where(
        and(
          eq(libraryEntries.tenantId, ctx.tenantId),
          inArray(libraryEntries.id, context.library_ids),
          inArray(libraryEntries.visibility, levels),
        ),
      );
    const gone = missing(context.library_ids, found);
    if (gone.length) throw notFound(`Library items not found: ${gone.join(', ')}.`);
  }
}

/**
 * `POST /ai-assistant/queries/nlp-to-query/` (SPEC §7, DESIGN §8): a sentence and the caller's
 * selection → a structured query, its explanation and its rows. Open to every visitor like search
 * (SPEC §2 lists /search and /operator as open); rows follow the caller's visibility, and selected
 * raw data needs the research role. The language model, when configured, is called outside any
 * database transaction; its answer must pass the same checks as an edited query or the built-in
 * parser answers instead.
 */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  // The examples and the vocabulary name records: any write of the tenant (here, or in another API
  // process through its change notice) may have hidden one, so both are dropped for that tenant.
  const unlisten = app.events.onTenantChanged((tenantId) => {
    examplesCache.drop(tenantId);
    vocabularyCache.drop(tenantId);
  });
  app.addHook('onClose', async () => unlisten());
  app.get(
    '/ai-assistant/examples/',
    {
      preValidation: requireAbility(operatorPolicy.ask),
      schema: {
        tags: ['operator'],
        summary: 'Example questions built from the records the caller can see (each finds something)',
        response: { 200: ZOperatorExamples },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => ({ examples: await examplesFor(request) }),
  );
  app.post(
    '/ai-assistant/queries/nlp-to-query/',
    {
      preValidation: requireAbility(operatorPolicy.ask),
      schema: {
        tags: ['operator'],
        summary: 'Turn a question (and the selected raw data, people, library items) into a query, and run it',
        body: ZOperatorRequest,
        response: { 200: ZOperatorResponse, 400: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 429: ZErrorBody },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { text, context, query: edited } = request.body;
      const tenantId = request.tenant.id;
      const rawIds = rawDataIdsOf(context, edited);
      if (rawIds.length && !can(request.principal, operatorPolicy.askAboutRawData)) {
        throw forbidden('Raw data is for the research team: ask again without the selected raw data.');
      }
      const now = new Date();
      const { vocab } = await request.withTenant(async (ctx) => {
        const { tx } = ctx;
        await checkContext(ctx, context, rawIds);
        const base = await loadVocabulary(tx, tenantId, request.principal);
        const entities = edited ? [] : await lookupEntities(tx, tenantId, request.principal, text);
        const nameWords = edited ? [] : await lookupNameWords(tx, tenantId, request.principal, text);
        return { vocab: { ...base, entities, nameWords } satisfies Vocabulary };
      });

      let query: TOperatorQuery | null = edited ?? null;
      let source: 'parser' | 'llm' | 'edited' = 'edited';
      const notes: string[] = [];
      let doubt: { text: string; withheld: boolean } | undefined;
      // "… Show me the count.": a later sentence asks for the count.
      let counted = false;
      const llm = edited ? null : llmConfig(await tenantLlmUrl(tenantId), app.config.fetch.allow);
      if (!query && llm) {
        const answer = await askLlm(llm, text, context, vocab, now);
        // The model may only point at raw data the caller selected.
        const fits =
          answer && rawDataIdsOf({ ...context, raw_data_ids: [] }, answer).every((id) => rawIds.includes(id));
        if (answer && fits) {
          query = { ...answer, filters: canonical(answer.kind, answer.filters) };
          source = 'llm';
        } else notes.push('The language model gave no usable answer; the built-in reader read the question.');
      }
      if (!query) {
        const parsed = parseQuestion(text, context, vocab, now);
        if (parsed.errors.length) throw badRequest(parsed.errors[0] as string, { text: parsed.errors });
        query = parsed.query;
        notes.push(...parsed.notes);
        doubt = parsed.doubt ? { text: parsed.doubt, withheld: !!parsed.withheld } : undefined;
        counted = !!parsed.howMany;
        source = 'parser';
      }
      const final = query;
      // The answer's statements run under the Operator's statement timeout (db/scoped.ts).
      return request.withTenant(
        async (ctx) => {
          if (source === 'llm') {
            try {
              compileQuery(ctx, final);
            } catch {
              // A model's query that does not fit its kind: read the question ourselves.
              const parsed = parseQuestion(text, context, vocab, now);
              if (parsed.errors.length) throw badRequest(parsed.errors[0] as string, { text: parsed.errors });
              return answer(
                ctx,
                parsed.query,
                'parser',
                ['The language model gave no usable answer; the built-in reader read the question.', ...parsed.notes],
                parsed.doubt ? { text: parsed.doubt, withheld: !!parsed.withheld } : undefined,
              );
            }
          }
          return answer(ctx, final, source, notes, doubt);
        },
        { statementClass: 'operator' },
      );

      async function answer(
        ctx: Ctx,
        read: TOperatorQuery,
        from: typeof source,
        extra: string[],
        unsure?: { text: string; withheld: boolean },
      ) {
        const q = withinLimits(read);
        const labels = await loadLabels(ctx, q, vocab);
        const told = describe(q, labels, extra);
        const doubt = unsure ? { doubt: unsure.text } : {};
        // Words of the question the query leaves out: the nearest reading is offered, not run as if it were the answer.
        if (unsure?.withheld) {
          compileQuery(ctx, q);
          const suggestions = [{ label: `Run: ${queryText(q, labels)}`, query: q }];
          return { query: q, results: [], count: 0, source: from, ...told, ...doubt, suggestions };
        }
        const { results, count, count_is_estimate } = await runQuery(ctx, q);
        // "how many …" is answered with the count first, "are there any …" with yes or no, and the list as always.
        const whether = from !== 'edited' ? asksWhether(text) : null;
        if (from !== 'edited' && (asksHowMany(text) || counted))
          told.explanation = `${countText(count, count_is_estimate)} ${told.explanation}`;
        else if (whether) told.explanation = `${whetherText(whether, count, count_is_estimate)} ${told.explanation}`;
        return {
          query: q,
          results,
          count,
          ...(count_is_estimate ? { count_is_estimate } : {}),
          source: from,
          ...told,
          ...doubt,
        };
      }
    },
  );

  async function tenantLlmUrl(tenantId: number): Promise<string | null> {
    const [row] = await app.database.db
      .select({ settings: clients.settings })
      .from(clients)
      .where(eq(clients.id, tenantId))
      .limit(1);
    return ((row?.settings ?? {}) as { operator_llm_url?: string | null }).operator_llm_url ?? null;
  }
};
