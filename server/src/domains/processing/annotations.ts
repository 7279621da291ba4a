import type { TMention } from '@intel/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { rawData } from '../../db/schema/index.ts';
import type { Tx } from '../../db/scoped.ts';
import type { CandidateRelation } from './recognise.ts';
import { findContacts, normaliseName, occurrenceFinder } from './recognise.ts';

const KIND_OF_TYPE: Record<string, TMention['kind']> = {
  Organization: 'organization',
  Person: 'person',
  Keyword: 'keyword',
  Terminology: 'term',
  Geo: 'place',
};

type Named = { type: string; id: number | string; name: string; names: string[] };

/** The records an item links to, each with every name it may be written under. */
async function linkedRecords(tx: Tx, tenantId: number, rawDataId: number): Promise<Named[]> {
  const rows = await tx.execute(sql`
    with links as (
      select entity_type, entity_id from raw_data_entities where tenant_id = ${tenantId} and raw_data_id = ${rawDataId})
    select 'Organization' as type, o.id, o.name_dba as name, array_remove(array[o.name_dba, o.name_inc] || o.aliases, null) as names
      from links l join organizations o on o.tenant_id = ${tenantId} and o.id = l.entity_id where l.entity_type = 'Organization'
    union all
    select 'Person', p.id, concat_ws(' ', p.name_given, p.name_family),
           array_remove(array[nullif(concat_ws(' ', p.name_given, p.name_family), '')] || p.aliases, null)
      from links l join people p on p.tenant_id = ${tenantId} and p.id = l.entity_id where l.entity_type = 'Person'
    union all
    select 'Keyword', k.id, k.name, array[k.name]
      from links l join keywords k on k.tenant_id = ${tenantId} and k.id = l.entity_id where l.entity_type = 'Keyword'
    union all
    select 'Terminology', t.id, t.term, array[t.term] || t.aliases
      from links l join terminology t on t.tenant_id = ${tenantId} and t.id = l.entity_id where l.entity_type = 'Terminology'
    union all
    select 'Geo', g.id, g.name, array[g.name]
      from links l join geos g on g.id = l.entity_id where l.entity_type = 'Geo'`);
  return rows.rows as Named[];
}

/**
 * The mentions of one item's text, for the annotated document: suggestions where they were found (with
 * their status and the roles stated), linked records wherever one of their names occurs, and contacts.
 * Overlaps keep the longer mention (a suggestion wins a tie: it is what the analyst has to review).
 */
export async function annotate(tx: Tx, tenantId: number, rawDataId: number) {
  const [item] = await tx
    .select({ text: rawData.text })
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
  for (const r of evidence.rows as {
    start_offset: number;
    end_offset: number;
    id: number | string;
    kind: 'organization' | 'person';
    name: string;
    status: 'suggested' | 'accepted' | 'rejected';
    suggested_fields: { relations?: CandidateRelation[] } | null;
    accepted_entity_id: number | string | null;
  }[]) {
    const roles = (r.suggested_fields?.relations ?? [])
      .filter((x) => x.from === r.name && x.type !== 'investor' && x.type !== 'acquired')
      .map(
        (x) => `${x.role ?? (x.type === 'founder' ? 'founder' : x.type === 'board' ? 'board member' : 'of')} · ${x.to}`,
      );
    mentions.push({
      start: r.start_offset,
      end: r.end_offset,
      kind: r.kind,
      suggestion: {
        id: Number(r.id),
        kind: r.kind,
        name: r.name,
        status: r.status,
        roles: [...new Set(roles)],
        accepted_entity_id: r.accepted_entity_id === null ? null : Number(r.accepted_entity_id),
      },
      entity: null,
    });
  }
  const find = occurrenceFinder(text);
  for (const rec of await linkedRecords(tx, tenantId, rawDataId)) {
    const kind = KIND_OF_TYPE[rec.type];
    if (!kind) continue;
    for (const name of rec.names)
      for (const span of find(normaliseName(name)))
        mentions.push({
          ...span,
          kind,
          suggestion: null,
          entity: { type: rec.type, id: Number(rec.id), name: rec.name },
        });
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
