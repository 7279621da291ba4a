import type { TOperatorContext } from '@intel/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../../db/ctx.ts';
import { createTenantCache } from '../../lib/tenant-cache.ts';
import { readableVisibilities } from '../../policies/principal.ts';
import { KIND_WORDS } from './lexicon.ts';
import { parseQuestion } from './parser.ts';
import { runQuery } from './run.ts';
import { loadVocabulary, type Vocabulary } from './vocabulary.ts';

const NONE: TOperatorContext = { raw_data_ids: [], people_ids: [], library_ids: [] };
const MAX_EXAMPLES = 6;
/** Examples per tenant and visibility, kept a minute and dropped with every change of the tenant (routes.ts). */
export const examplesCache = createTenantCache<string[]>({ ttlMs: 60_000, maxPerTenant: 8 });

type Row = Record<string, unknown>;
const rows = async (ctx: Ctx, q: ReturnType<typeof sql>) => (await ctx.tx.execute(q)).rows as Row[];

/** The plural word of a library type ("Report" → "reports"), as the parser reads it. */
function typeWord(type: string): string | null {
  const hit = Object.entries(KIND_WORDS).find(([w, k]) => k.libraryType === type && !k.singular && !w.includes(' '));
  return hit?.[0] ?? null;
}

/**
 * Sentences built from what the caller can see of the tenant's records (its countries, cities,
 * keywords, library types, invested organizations), each kept only when the built-in reader reads
 * it completely (no leftover search text) and its query finds at least one row.
 */
async function buildExamples(ctx: Ctx, vocab: Omit<Vocabulary, 'entities'>): Promise<string[]> {
  const levels = readableVisibilities(ctx.principal);
  const t = ctx.tenantId;
  const vis = (col: string) => sql.raw(`${col}::text`);
  const inLevels = sql`any(${sql.param(levels)}::text[])`;
  const candidates: { text: string; entities?: Vocabulary['entities'] }[] = [];

  const countries = await rows(
    ctx,
    sql`select g.id, g.name, count(*)::int n from organizations o join geos g on g.id = o.hq_geo_id
         where o.tenant_id = ${t} and ${vis('o.visibility')} = ${inLevels} group by g.id, g.name order by n desc, g.name limit 2`,
  );
  for (const c of countries) candidates.push({ text: `organizations in ${c.name}` });
  const top = countries[0];
  if (top) {
    const continent = await rows(
      ctx,
      sql`select r.name from geo_members gm join geos r on r.id = gm.region_id
           join geos w on w.id = r.parent_id and w.parent_id is null
          where gm.geo_id = ${top.id} limit 1`,
    );
    for (const r of continent)
      candidates.push({ text: `companies outside ${r.name}` }, { text: `organizations in ${r.name}` });
  }
  const founded = await rows(
    ctx,
    sql`select max(extract(year from founding_date))::int y from organizations
         where tenant_id = ${t} and ${vis('visibility')} = ${inLevels}`,
  );
  const y = Number(founded[0]?.y);
  if (y) candidates.push({ text: `organizations founded since ${y - 3}` });
  const towns = await rows(
    ctx,
    sql`select current_address_city c, count(*)::int n from people
         where tenant_id = ${t} and ${vis('visibility')} = ${inLevels} and current_address_city is not null
         group by 1 order by n desc, 1 limit 2`,
  );
  if (towns[0]) candidates.push({ text: `how many people are in ${towns[0].c}?` });
  if (towns[0] && towns[1]) candidates.push({ text: `people in ${towns[0].c} or ${towns[1].c}` });
  const invested = await rows(
    ctx,
    sql`select o.id, o.name_dba name, count(*)::int n from ledger_entries l
          join organizations o on o.tenant_id = l.tenant_id and o.id = l.organization_id
         where l.tenant_id = ${t} and ${vis('l.visibility')} = ${inLevels} and ${vis('o.visibility')} = ${inLevels}
         group by o.id, o.name_dba order by n desc, o.name_dba limit 1`,
  );
  for (const o of invested) {
    candidates.push({
      text: `who invested in ${o.name}?`,
      entities: [{ type: 'Organization', id: Number(o.id), name: String(o.name) }],
    });
  }
  const stakes = await rows(
    ctx,
    sql`select max(ownership_percentage)::float m from ledger_entries where tenant_id = ${t} and ${vis('visibility')} = ${inLevels}`,
  );
  const m = Number(stakes[0]?.m);
  if (m >= 2) candidates.push({ text: `stakes above ${Math.floor(m / 2)}%` });
  const types = await rows(
    ctx,
    sql`select type, count(*)::int n, min(extract(year from publish_date))::int y from library_entries
         where tenant_id = ${t} and ${vis('visibility')} = ${inLevels} group by type order by n desc, type limit 2`,
  );
  for (const ty of types) {
    const word = typeWord(String(ty.type));
    if (word && ty.y) candidates.push({ text: `${word} published since ${ty.y}` });
    if (word) candidates.push({ text: `the latest ${word}` });
  }
  for (const k of vocab.keywords.slice(0, 3)) candidates.push({ text: `organizations tagged ${k.name}` });

  const out: string[] = [];
  const seenKinds = new Map<string, number>();
  for (const c of candidates) {
    if (out.length >= MAX_EXAMPLES) break;
    const parsed = parseQuestion(c.text, NONE, { ...vocab, entities: c.entities ?? [] }, new Date());
    if (parsed.errors.length || parsed.query.search || parsed.doubt) continue;
    // A mix of kinds: at most two examples of one kind.
    if ((seenKinds.get(parsed.query.kind) ?? 0) >= 2) continue;
    const { count } = await runQuery(ctx, { ...parsed.query, limit: 1 });
    if (count < 1) continue;
    seenKinds.set(parsed.query.kind, (seenKinds.get(parsed.query.kind) ?? 0) + 1);
    out.push(c.text);
  }
  return out;
}

/**
 * Example questions for the caller's tenant and visibility, kept a minute per tenant and visibility
 * unless the tenant changes meanwhile (they name records: one hidden must leave them at once): built
 * from the tenant's own records, each checked to find something.
 */
export function examplesFor(request: FastifyRequest): Promise<string[]> {
  const tenantId = request.tenant.id;
  return examplesCache.load(tenantId, readableVisibilities(request.principal).join(','), () =>
    request.withTenant(async (ctx) => buildExamples(ctx, await loadVocabulary(ctx.tx, tenantId, request.principal))),
  );
}
