import { type THiddenNames, type TVisibility, ZHiddenNames, ZHiddenNamesQuery } from '@intel/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Ctx } from '../../db/ctx.ts';
import { errorsFor } from '../../lib/route-errors.ts';
import { requireAbility } from '../../plugins/auth.ts';
import { nameGrams } from '../reading/occurrences.ts';
import { type NameIndex, nameIndexOf } from './names.ts';
import { hiddenNamesPolicy } from './policies.ts';

/** Records named at most in one answer: the warning lists the first few, not a whole directory. */
export const HIDDEN_NAMES_MAX = 20;
/** Names of up to this many words are looked up (as in processing). */
const MAX_WORDS = 6;

/** The visibilities an audience that reads a record of `visibility` cannot see. */
const unseenBy: Record<TVisibility, TVisibility[]> = {
  public: ['paywalled', 'hidden'],
  paywalled: ['hidden'],
  hidden: [],
};

type Query = { text: string; visibility: TVisibility; exclude?: { type: 'Organization' | 'Person'; id: number } };

/**
 * The organizations and people whose name (or alias) `text` contains and that the readers of a record
 * of `visibility` cannot see (issue 36, item 2): public text read by visitors must not give away a
 * hidden record. The text's word n-grams are looked up in the tenant's in-memory name index (names.ts:
 * one hash lookup per n-gram, linear in the text; `nameGrams` caps them at 50,000), the hits' own
 * visibility is read by primary key. The index must be `ready` (outside any transaction).
 */
export async function hiddenNamesIn(ctx: Ctx, index: NameIndex, query: Query): Promise<THiddenNames> {
  const unseen = unseenBy[query.visibility];
  if (!unseen.length || !query.text.trim()) return { names: [], capped: false };
  const grams = new Set(nameGrams(query.text, MAX_WORDS));
  const { known } = await index.known(ctx.tx, ctx.tenantId, grams);
  const found = known.filter(
    (k) =>
      (k.type === 'Organization' || k.type === 'Person') &&
      !(query.exclude && query.exclude.type === k.type && query.exclude.id === k.id),
  );
  const ids = (type: string) => `{${found.filter((k) => k.type === type).map((k) => k.id)}}`;
  const unseenList = `{${unseen.join(',')}}`;
  const { rows } = await ctx.tx.execute(sql`
    select 'Organization' as type, id, name_dba as label, visibility from organizations
     where tenant_id = ${ctx.tenantId} and id = any(${ids('Organization')}::bigint[])
       and visibility::text = any(${unseenList}::text[])
    union all
    select 'Person', id, concat_ws(' ', name_given, name_family), visibility from people
     where tenant_id = ${ctx.tenantId} and id = any(${ids('Person')}::bigint[])
       and visibility::text = any(${unseenList}::text[])
    order by 2
    limit ${HIDDEN_NAMES_MAX + 1}`);
  const hits = rows as {
    type: 'Organization' | 'Person';
    id: string | number;
    label: string;
    visibility: TVisibility;
  }[];
  const names = hits.slice(0, HIDDEN_NAMES_MAX).map((r) => {
    const k = found.find((f) => f.type === r.type && f.id === Number(r.id));
    const i = k ? k.normalized.findIndex((n) => grams.has(n)) : -1;
    return {
      type: r.type,
      id: Number(r.id),
      name: (k && i >= 0 ? k.names[i] : null) ?? r.label,
      label: r.label,
      visibility: r.visibility,
    };
  });
  return { names, capped: hits.length > HIDDEN_NAMES_MAX };
}

export const hiddenNamesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/hidden-names/',
    {
      schema: {
        tags: ['processing'],
        summary:
          'The hidden (or paywalled) organizations and people a text names, for the audience of a record of the given visibility: a warning before saving public text',
        body: ZHiddenNamesQuery,
        response: { 200: ZHiddenNames, ...errorsFor(400, 401, 403) },
      },
      preValidation: requireAbility(hiddenNamesPolicy.check),
    },
    async (request) => {
      const index = nameIndexOf(request.server.database);
      // Built outside any transaction (the embedded database runs one at a time).
      await index.ready(request.tenant.id);
      return request.withTenant((ctx) => hiddenNamesIn(ctx, index, request.body));
    },
  );
};
