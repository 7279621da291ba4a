import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/scoped.ts';
import { type Candidate, type Contact, normaliseName, type Span } from './recognise.ts';

/** Sends a JS array as one array parameter (drizzle would otherwise spread it into a list). */
const list = (values: unknown[]) => sql.param(values);

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
