import type { TMention } from '@intel/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { rawData } from '../../db/schema/index.ts';
import type { Tx } from '../../db/scoped.ts';
import type { CandidateRelation, KnownInvestment } from '../reading/recognise.ts';
import { findContacts, normaliseName, occurrenceFinder } from '../reading/recognise.ts';
import {
  ledgerSuggestions,
  recordLedgerSuggestions,
  relationLabels,
  type SuggestionRelations,
} from './ledger-suggestions.ts';

const KIND_OF_TYPE: Record<string, TMention['kind']> = {
  Organization: 'organization',
  Person: 'person',
  Keyword: 'keyword',
  Terminology: 'term',
  Geo: 'place',
};

type Named = { type: string; id: number | string; name: string; names: string[]; chosen: boolean };
type Alternative = { id: number; name: string; detail: string };

/** How many other records of the same name a linked mention offers (as many as processing weighs). */
export const MAX_ALTERNATIVES = 9;

/** The records an item links to, each with every name it may be written under. */
async function linkedRecords(tx: Tx, tenantId: number, rawDataId: number): Promise<Named[]> {
  const rows = await tx.execute(sql`
    with links as (
      select entity_type, entity_id, chosen from raw_data_entities where tenant_id = ${tenantId} and raw_data_id = ${rawDataId})
    select 'Organization' as type, o.id, o.name_dba as name, array_remove(array[o.name_dba, o.name_inc] || o.aliases, null) as names, l.chosen
      from links l join organizations o on o.tenant_id = ${tenantId} and o.id = l.entity_id where l.entity_type = 'Organization'
    union all
    select 'Person', p.id, concat_ws(' ', p.name_given, p.name_family),
           array_remove(array[nullif(concat_ws(' ', p.name_given, p.name_family), '')] || p.aliases, null), l.chosen
      from links l join people p on p.tenant_id = ${tenantId} and p.id = l.entity_id where l.entity_type = 'Person'
    union all
    select 'Keyword', k.id, k.name, array[k.name], l.chosen
      from links l join keywords k on k.tenant_id = ${tenantId} and k.id = l.entity_id where l.entity_type = 'Keyword'
    union all
    select 'Terminology', t.id, t.term, array[t.term] || t.aliases, l.chosen
      from links l join terminology t on t.tenant_id = ${tenantId} and t.id = l.entity_id where l.entity_type = 'Terminology'
    union all
    select 'Geo', g.id, g.name, array[g.name], l.chosen
      from links l join geos g on g.id = l.entity_id where l.entity_type = 'Geo'`);
  return rows.rows as Named[];
}

/**
 * A person's full name as the name index of migration 0004 writes it, for the table alias `a`: what
 * "the same name" means here and for `relink` (links.ts).
 */
export const personName = (a: 'p' | 'lp' | 'r') =>
  sql.raw(`lower(coalesce(${a}.name_given, '') || ' ' || coalesce(${a}.name_family, ''))`);

/** When a record was added, for one that nothing else tells apart ("added 28 Nov 2026"). */
const ADDED = (a: 'o' | 'p') => sql.raw(`'added ' || to_char(${a}.created_at, 'FMDD Mon YYYY')`);

/**
 * The other organizations and people sharing the name of each one an item links to, by the linked
 * record (`Organization:12`): those the caller may read, at most `MAX_ALTERNATIVES` each, found through the
 * name indexes (organizations by trading or legal name, people by full name). A person is told apart by
 * their organizations, an organization by its city and website, else either by the day it was added.
 */
async function sameNamed(
  tx: Tx,
  tenantId: number,
  rawDataId: number,
  visibilities: readonly string[],
): Promise<Map<string, Alternative[]>> {
  const vis = sql`${sql.param([...visibilities])}::visibility[]`;
  const rows = await tx.execute(sql`
    with links as (
      select entity_type, entity_id from raw_data_entities
       where tenant_id = ${tenantId} and raw_data_id = ${rawDataId} and entity_type in ('Organization', 'Person'))
    select 'Organization' as type, l.entity_id as linked, x.id, x.name, x.detail
      from links l
      join organizations lo on lo.tenant_id = ${tenantId} and lo.id = l.entity_id
      cross join lateral (
        select o.id, o.name_dba as name,
               coalesce(nullif(concat_ws(' · ', c.name, o.website), ''), ${ADDED('o')}) as detail
          from organizations o left join cities c on c.id = o.hq_city_id
         where o.tenant_id = ${tenantId} and o.id <> lo.id and o.visibility = any(${vis})
           and (lower(o.name_dba) = lower(lo.name_dba) or lower(o.name_inc) = lower(lo.name_dba))
         order by o.id limit ${MAX_ALTERNATIVES}) x
     where l.entity_type = 'Organization'
    union all
    select 'Person', l.entity_id, x.id, x.name, x.detail
      from links l
      join people lp on lp.tenant_id = ${tenantId} and lp.id = l.entity_id
      cross join lateral (
        select p.id, concat_ws(' ', p.name_given, p.name_family) as name,
               coalesce((select string_agg(n.name_dba, ', ') from (
                   select o.name_dba from organization_people op
                     join organizations o on o.tenant_id = op.tenant_id and o.id = op.organization_id
                    where op.tenant_id = ${tenantId} and op.person_id = p.id and o.visibility = any(${vis})
                    order by o.name_dba limit 2) n), ${ADDED('p')}) as detail
          from people p
         where p.tenant_id = ${tenantId} and p.id <> lp.id and p.visibility = any(${vis})
           and ${personName('p')} = ${personName('lp')}
         order by p.id limit ${MAX_ALTERNATIVES}) x
     where l.entity_type = 'Person'`);
  const out = new Map<string, Alternative[]>();
  for (const r of rows.rows as {
    type: string;
    linked: number | string;
    id: number | string;
    name: string;
    detail: string;
  }[]) {
    const key = `${r.type}:${Number(r.linked)}`;
    const list = out.get(key) ?? [];
    list.push({ id: Number(r.id), name: r.name, detail: r.detail });
    out.set(key, list);
  }
  return out;
}

/**
 * The mentions of one item's text, for the annotated document: suggestions where they were found (with
 * their status and the roles stated), linked records wherever one of their names occurs, and contacts.
 * Overlaps keep the longer mention (a suggestion wins a tie: it is what the analyst has to review).
 */
export async function annotate(tx: Tx, tenantId: number, rawDataId: number, visibilities: readonly string[]) {
  const [item] = await tx
    .select({ text: rawData.text, extracted: rawData.extracted })
    .from(rawData)
    .where(and(eq(rawData.tenantId, tenantId), eq(rawData.id, rawDataId)));
  if (!item) return null;
  const text = item.text;
  const mentions: TMention[] = [];
  const evidence = await tx.execute(sql`
    select e.start_offset, e.end_offset, s.id, s.kind::text as kind, s.name, s.status::text as status,
           s.suggested_fields, s.accepted_entity_id
      from suggested_entity_evidence e
      join suggested_entities s on s.tenant_id = e.tenant_id and s.id = e.suggested_entity_id
     where e.tenant_id = ${tenantId} and e.raw_data_id = ${rawDataId}`);
  const rows = evidence.rows as {
    start_offset: number;
    end_offset: number;
    id: number | string;
    kind: 'organization' | 'person';
    name: string;
    status: 'suggested' | 'accepted' | 'rejected';
    suggested_fields: { relations?: CandidateRelation[] } | null;
    accepted_entity_id: number | string | null;
  }[];
  const suggestions = new Map<number, SuggestionRelations>();
  for (const r of rows)
    suggestions.set(Number(r.id), {
      id: Number(r.id),
      kind: r.kind,
      name: r.name,
      acceptedEntityId: r.accepted_entity_id === null ? null : Number(r.accepted_entity_id),
      relations: r.suggested_fields?.relations ?? [],
    });
  const ledger = await ledgerSuggestions(tx, tenantId, visibilities, [...suggestions.values()]);
  for (const r of rows) {
    const s = suggestions.get(Number(r.id)) as SuggestionRelations;
    mentions.push({
      start: r.start_offset,
      end: r.end_offset,
      kind: r.kind,
      suggestion: {
        id: s.id,
        kind: r.kind,
        name: r.name,
        status: r.status,
        roles: relationLabels(s),
        accepted_entity_id: s.acceptedEntityId,
        ledger: r.status === 'rejected' ? [] : (ledger.get(s.id) ?? []),
      },
      entity: null,
    });
  }
  const find = occurrenceFinder(text);
  const linked = await linkedRecords(tx, tenantId, rawDataId);
  const investments = ((item.extracted ?? {}) as { investments?: KnownInvestment[] }).investments ?? [];
  const recordLedger = await recordLedgerSuggestions(tx, tenantId, investments, linked);
  const others = linked.some((r) => r.type === 'Organization' || r.type === 'Person')
    ? await sameNamed(tx, tenantId, rawDataId, visibilities)
    : new Map<string, Alternative[]>();
  for (const rec of linked) {
    const kind = KIND_OF_TYPE[rec.type];
    if (!kind) continue;
    const id = Number(rec.id);
    const entity = {
      type: rec.type,
      id,
      name: rec.name,
      chosen: rec.chosen,
      alternatives: others.get(`${rec.type}:${id}`) ?? [],
      ...(rec.type === 'Organization' && recordLedger.has(id) ? { ledger: recordLedger.get(id) } : {}),
    };
    for (const name of rec.names)
      for (const span of find(normaliseName(name))) mentions.push({ ...span, kind, suggestion: null, entity });
  }
  for (const c of findContacts(text)) {
    if (c.kind === 'domain') continue;
    const length = c.kind === 'email' ? c.value.length : c.value.length;
    mentions.push({ start: c.start, end: c.start + length, kind: c.kind, suggestion: null, entity: null });
  }
  mentions.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start) || (a.suggestion ? -1 : 1));
  const kept: TMention[] = [];
  for (const m of mentions) {
    const last = kept.at(-1);
    if (last && m.start < last.end) continue;
    if (m.start < 0 || m.end > text.length || m.end <= m.start) continue;
    kept.push(m);
  }
  return { text, mentions: kept };
}
