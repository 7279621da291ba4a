import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/scoped.ts';
import { fixedStatements } from '../../lib/compiled.ts';
import type { Candidate, Contact, Span } from '../reading/candidate.ts';
import { normaliseName } from '../reading/name-keys.ts';
import { EVIDENCE_SPANS, snippetAround } from '../reading/recognise.ts';
import { type Chosen, chooseLinks, NONE_CHOSEN } from './link-choice.ts';
import type { Known } from './names.ts';

/** Sends a JS array as one array parameter (drizzle would otherwise spread it into a list). */
const list = (values: unknown[]) => sql.param(values);

/** A value a fixed statement is run with (lib/compiled.ts `fixedStatements`). */
const slot = (name: string) => sql.placeholder(name);

/** The write statements of one shape each (lib/compiled.ts): the clearing, and the links with their people's counts. */
const statement = fixedStatements((shape: string) => {
  if (shape === 'clear')
    return sql`
    with links as (
      delete from raw_data_entities where tenant_id = ${slot('tenantId')} and raw_data_id = ${slot('rawDataId')} and not chosen
      returning entity_type, entity_id),
    chosen as (
      select l.entity_type, l.entity_id, coalesce(o.name_dba, concat_ws(' ', p.name_given, p.name_family)) as name
        from raw_data_entities l
        left join organizations o on l.entity_type = 'Organization' and o.tenant_id = l.tenant_id and o.id = l.entity_id
        left join people p on l.entity_type = 'Person' and p.tenant_id = l.tenant_id and p.id = l.entity_id
       where l.tenant_id = ${slot('tenantId')} and l.raw_data_id = ${slot('rawDataId')} and l.chosen),
    evidence as (
      delete from suggested_entity_evidence where tenant_id = ${slot('tenantId')} and raw_data_id = ${slot('rawDataId')}
      returning suggested_entity_id),
    contacts as (delete from raw_data_contacts where tenant_id = ${slot('tenantId')} and raw_data_id = ${slot('rawDataId')})
    select 'person' as kind, entity_id as id, null as name from links where entity_type = 'Person'
    union all
    select 'evidence', suggested_entity_id, null from evidence
    union all
    select 'chosen:' || entity_type, entity_id, name from chosen`;
  const counts: SQL[] = [];
  if (shape.includes(':up'))
    counts.push(sql`counted_up as (
      update people set raw_data_count = raw_data_count + 1
       where tenant_id = ${slot('tenantId')} and id = any(${slot('added')}::bigint[]))`);
  if (shape.includes(':down'))
    counts.push(sql`counted_down as (
      update people set raw_data_count = greatest(0, raw_data_count - 1)
       where tenant_id = ${slot('tenantId')} and id = any(${slot('removed')}::bigint[]))`);
  const withCounts = counts.length ? sql`with ${sql.join(counts, sql`, `)} ` : sql``;
  if (!shape.endsWith(':insert')) return sql`${withCounts}select 1`;
  return sql`${withCounts}insert into raw_data_entities (tenant_id, raw_data_id, entity_type, entity_id, occurrences)
      select ${slot('tenantId')}, ${slot('rawDataId')}, x.type, x.id, x.n
        from unnest(${slot('types')}::text[], ${slot('ids')}::bigint[],
                    ${slot('counts')}::int[]) as x(type, id, n)`;
});

/** Letters and digits only, lower case: how a name is compared with an address. */
const squash = (s: string) => normaliseName(s).replace(/[^a-z0-9]/g, '');

/**
 * The suggestion an email belongs to: one whose name the address spells (press@acme-robotics.example
 * → Acme Robotics GmbH; jane.doe@… → Jane Doe), else the name nearest to it (within 300 characters).
 */
export function suggestionForEmail(
  contact: Contact,
  spans: { id: number; start: number; name: string }[],
): number | null {
  const [local = '', domain = ''] = contact.value.split('@');
  const host = squash(domain.split('.').slice(0, -1).join(''));
  const user = squash(local);
  for (const s of spans) {
    const words = normaliseName(s.name).split(' ');
    const core = squash(words.filter((w) => !/^(gmbh|inc|ltd|llc|ag|sa|plc|co|corp)$/.test(w)).join(''));
    if (core.length >= 4 && (host.includes(core) || (core.includes(host) && host.length >= 4))) return s.id;
    const family = squash(words.at(-1) ?? '');
    if (words.length >= 2 && family.length >= 3 && user.includes(family)) return s.id;
  }
  let best: { id: number; gap: number } | null = null;
  for (const s of spans) {
    const gap = Math.abs(s.start - contact.start);
    if (gap <= 300 && (!best || gap < best.gap)) best = { id: s.id, gap };
  }
  return best?.id ?? null;
}

/**
 * What a suggestion carries beyond its name: the aliases the text used for it (they become the record's
 * aliases when accepted) and the relations stated about it, each with its sentence (JSON text).
 */
export function suggestedFieldsOf(c: Candidate): string {
  const fields: Record<string, unknown> = {};
  if (c.aliases?.length) fields.aliases = c.aliases;
  if (c.relations?.length) fields.relations = c.relations.slice(0, 20);
  return JSON.stringify(fields);
}

/**
 * Adds to a maintained count of some rows (never below zero): one statement per distinct amount, each
 * finding its rows by primary key (a join with the list would let the planner scan the whole table).
 */
export async function addToCounts(
  tx: Tx,
  table: 'people' | 'suggested_entities',
  column: 'raw_data_count' | 'occurrences',
  tenantId: number,
  changes: (readonly [number, number])[],
) {
  const byAmount = new Map<number, number[]>();
  for (const [id, by] of changes) {
    if (by === 0) continue;
    const ids = byAmount.get(by);
    if (ids) ids.push(id);
    else byAmount.set(by, [id]);
  }
  const t = sql.identifier(table);
  const c = sql.identifier(column);
  for (const [by, ids] of byAmount)
    await tx.execute(sql`
      update ${t} set ${c} = greatest(0, ${c} + ${by}::int)
       where tenant_id = ${tenantId} and id = any(${list(ids)}::bigint[])`);
}

/** Marks which characters of a text lie inside one of the spans. */
export function spanMask(length: number, spans: Span[]): Uint8Array {
  const mask = new Uint8Array(length);
  for (const s of spans) mask.fill(1, Math.max(0, s.start), Math.min(length, s.end));
  return mask;
}

/**
 * Removes what an earlier run of the item wrote (its links, evidence and contacts) in one statement, under
 * the processing lock, and says what the maintained counts lose: the people it linked, and the
 * suggestion of each piece of evidence. Links the analyst chose (`relink`) stay, and are named
 * (`Person:12`) so that this run links no other record of their name.
 */
export async function clearEarlierRun(tx: Tx, tenantId: number, rawDataId: number) {
  const rows = await statement<{ kind: string; id: number | string; name: string | null }>(tx, 'clear', {
    tenantId,
    rawDataId,
  });
  const people = new Set<number>();
  const evidence: number[] = [];
  const chosen = { ids: new Set<string>(), names: new Set<string>() } satisfies Chosen;
  for (const r of rows)
    if (r.kind === 'person') people.add(Number(r.id));
    else if (r.kind === 'evidence') evidence.push(Number(r.id));
    else {
      const type = r.kind.slice(7);
      chosen.ids.add(`${type}:${Number(r.id)}`);
      if (r.name) chosen.names.add(`${type}:${normaliseName(r.name)}`);
    }
  return { people, evidence, chosen };
}

/**
 * Known records found in the text, linked to the item (its earlier links replaced); which ones, see
 * `chooseLinks`. A person's count of raw data moves by what changed (a recount would read every link of
 * the person: work that grows with each document processed).
 */
export async function writeLinks(
  tx: Tx,
  tenantId: number,
  rawDataId: number,
  known: Known[],
  find: (name: string) => Span[],
  peopleBefore: Set<number>,
  chosen: Chosen = NONE_CHOSEN,
) {
  const { links, ambiguous } = chooseLinks(known, find, chosen);
  // One row per record (the item's rows were just cleared, under the lock, but for the chosen ones).
  const fresh = links.filter((l) => !chosen.ids.has(`${l.k.type}:${l.k.id}`));
  const peopleNow = new Set(fresh.filter((l) => l.k.type === 'Person').map((l) => l.k.id));
  const added = [...peopleNow].filter((id) => !peopleBefore.has(id));
  const removed = [...peopleBefore].filter((id) => !peopleNow.has(id));
  // The people's counts ride with the links' insert: one statement (the two sets of people are disjoint;
  // each is found by primary key, as `addToCounts` does).
  const shape =
    `links${added.length ? ':up' : ''}${removed.length ? ':down' : ''}${fresh.length ? ':insert' : ''}` as const;
  if (fresh.length || added.length || removed.length)
    await statement(tx, shape, {
      tenantId,
      rawDataId,
      added,
      removed,
      types: fresh.map((l) => l.k.type),
      ids: fresh.map((l) => l.k.id),
      counts: fresh.map((l) => l.count),
    });
  return { links, ambiguous };
}

/**
 * New names → suggestions with evidence. Evidence of an earlier run of this item is replaced, and each
 * suggestion's count of evidence moves by what was removed and added.
 */
export async function writeSuggestions(
  tx: Tx,
  tenantId: number,
  rawDataId: number,
  text: string,
  candidates: Candidate[],
  matches: (number | null)[],
  evidenceBefore: number[],
) {
  // New names → suggestions with evidence. Evidence of an earlier run of this item is replaced, and each
  // suggestion's count of evidence moves by what was removed and added.
  const evidenceDelta = new Map<number, number>();
  const count = (id: number, by: number) => evidenceDelta.set(id, (evidenceDelta.get(id) ?? 0) + by);
  for (const id of evidenceBefore) count(id, -1);
  const spans: { id: number; start: number; name: string }[] = [];
  const created = { newOrganizations: [] as { id: number; name_dba: string }[], newSuggestionIds: [] as number[] };
  if (candidates.length) {
    // One upsert for all names, in key order (concurrent writers lock rows in the same order).
    const rows = (
      await tx.execute(sql`
        insert into suggested_entities (tenant_id, kind, name, normalized_name, matched_entity_id, suggested_fields)
        select ${tenantId}, x.kind::suggestion_kind, x.name, x.normalized, x.matched, x.fields::jsonb
          from unnest(${list(candidates.map((c) => c.kind))}::text[], ${list(candidates.map((c) => c.name))}::text[],
                      ${list(candidates.map((c) => c.normalized))}::text[], ${list(matches)}::bigint[],
                      ${list(candidates.map(suggestedFieldsOf))}::text[])
               as x(kind, name, normalized, matched, fields)
         order by x.kind, x.normalized
        on conflict (tenant_id, kind, normalized_name) do update
          set updated_at = now(),
              suggested_fields = suggested_entities.suggested_fields || excluded.suggested_fields,
              matched_entity_id = coalesce(suggested_entities.matched_entity_id, excluded.matched_entity_id)
        returning id, (xmax = 0) as inserted, name, kind::text as kind, normalized_name`)
    ).rows as { id: number | string; inserted: boolean; name: string; kind: string; normalized_name: string }[];
    const byKey = new Map(rows.map((r) => [`${r.kind}:${r.normalized_name}`, r]));
    const evidence: { id: number; snippet: string; start: number; end: number }[] = [];
    for (const c of candidates) {
      const row = byKey.get(`${c.kind}:${c.normalized}`);
      if (!row) continue;
      const id = Number(row.id);
      if (row.inserted) {
        created.newSuggestionIds.push(id);
        if (c.kind === 'organization') created.newOrganizations.push({ id, name_dba: row.name });
      }
      for (const span of c.spans.slice(0, EVIDENCE_SPANS)) {
        spans.push({ id, start: span.start, name: c.name });
        const snippet = span.snippet ?? snippetAround(text, span).snippet;
        evidence.push({ id, snippet, start: span.start, end: span.end });
      }
    }
    if (evidence.length) {
      const added = await tx.execute(sql`
        insert into suggested_entity_evidence
               (tenant_id, suggested_entity_id, raw_data_id, snippet, start_offset, end_offset)
        select ${tenantId}, x.id, ${rawDataId}, x.snippet, x.start_offset, x.end_offset
          from unnest(${list(evidence.map((e) => e.id))}::bigint[], ${list(evidence.map((e) => e.snippet))}::text[],
                      ${list(evidence.map((e) => e.start))}::int[], ${list(evidence.map((e) => e.end))}::int[])
               as x(id, snippet, start_offset, end_offset)
        on conflict do nothing
        returning suggested_entity_id`);
      for (const r of added.rows as { suggested_entity_id: number | string }[]) count(Number(r.suggested_entity_id), 1);
    }
  }
  await addToCounts(tx, 'suggested_entities', 'occurrences', tenantId, [...evidenceDelta]);
  return { spans, created };
}
