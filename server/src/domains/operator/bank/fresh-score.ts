import {
  OPERATOR_KIND_META,
  type TOperatorContext,
  type TOperatorFilter,
  type TOperatorKind,
  type TOperatorQuery,
} from '@intel/contracts';
import { parseQuestion } from '../parser.ts';
import { vocabularyFor } from '../questions.ts';
import type { Vocabulary } from '../vocabulary.ts';
import { expectedQuery } from './bank.ts';

export { statesDoubt } from './doubt.ts';

import { type Answer, statesDoubt } from './doubt.ts';
import { JOIN_READINGS } from './fresh-joins.ts';
import type { Fresh2Class, Fresh2Row } from './fresh2.ts';

/**
 * The day the fresh set was written against (its header: "Dates are relative to 2026-12-05").
 * The bank's BANK_NOW (TABLE_NOW, 2025-05-15) is not used for these rows.
 */
export const FRESH_NOW = new Date('2026-12-05T12:00:00Z');

/**
 * How a row was answered:
 * - exact: the query means the same as the expected one (see `meaning` for the equivalences);
 * - honest: a DOUBT row whose answer says what it did not use or that it is not sure, or a wrong
 *   answer to another row that says so (or a question the reader refused with an error);
 * - confident-wrong: a different query, or for a DOUBT row any query, with no doubt stated.
 */
export type Verdict = 'exact' | 'honest' | 'confident-wrong';

export type FreshResult = {
  cls: Fresh2Class;
  text: string;
  expect: string;
  verdict: Verdict;
  expected: TOperatorQuery | null;
  actual: TOperatorQuery | null;
  /** What the answer said beyond the query: its notes, its doubt, its errors. */
  said: string[];
  /** The equivalences an exact row needed (empty when the query is literally the expected one). */
  equivalences: string[];
};

type Norm = { key: string; tags: Set<string> };

/** A DOUBT row answered by its reviewed reading through a relation (fresh-joins.ts). */
export const REVIEWED = 'reviewed join reading';

/** The equivalence that reads a date range ending today or later as open-ended. */
export const OPEN_END = 'end ≥ today = open';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** A date bound as the first (from) or last (to) day it covers: 2020 → 2020-01-01 / 2020-12-31. */
function dayOf(value: string, isFrom: boolean): string {
  const v = value.trim();
  if (/^\d{4}$/.test(v)) return isFrom ? `${v}-01-01` : `${v}-12-31`;
  if (/^\d{4}-\d{2}$/.test(v)) {
    if (isFrom) return `${v}-01`;
    const [y, m] = v.split('-').map(Number) as [number, number];
    return isoDay(new Date(Date.UTC(y, m, 0)));
  }
  return v;
}

/** numeric(7,4): a lower bound rounds up and an upper bound down to the column's 4 decimals. */
function percentOf(value: string, isFrom: boolean): string {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n)) return value.trim();
  const scaled = n * 10_000;
  const near = Math.round(scaled);
  const r = Math.abs(scaled - near) < 1e-6 ? near : isFrom ? Math.ceil(scaled) : Math.floor(scaled);
  return String(r / 10_000);
}

/** One filter as a key of its meaning, with the equivalences used to get there. */
function filterKey(kind: TOperatorKind, f: TOperatorFilter, today: string, tags: Set<string>): string {
  const type = OPERATOR_KIND_META[kind].filters[f.name]?.type;
  let negate = f.negate;
  let value = f.value;
  if (type === 'boolean' && negate && (value === 'true' || value === 'false')) {
    // `!has_email=true` ≡ `has_email=false`: both exclude the rows the plain filter takes.
    value = value === 'true' ? 'false' : 'true';
    negate = false;
    tags.add('negated boolean');
  } else if (type === 'date_range') {
    const [from = '', to = ''] = value.split(',');
    const start = from ? dayOf(from, true) : '';
    let end = to ? dayOf(to, false) : '';
    if (start !== from || end !== to) tags.add('date bounds as days');
    // Founding, birth, investment and publishing dates are past events: ending today or later = open.
    if (end && end >= today) {
      end = '';
      tags.add(OPEN_END);
    }
    value = `${start},${end}`;
  } else if (type === 'number_range') {
    const [from = '', to = ''] = value.split(',');
    const v = `${percentOf(from, true)},${percentOf(to, false)}`;
    if (v !== value) tags.add('numbers at 4 decimals');
    value = v;
  } else if (type === 'multi') {
    const v = [...new Set(value.split(',').map((x) => x.trim()))].sort().join(',');
    if (v !== value) tags.add('values in any order');
    value = v;
  } else if (type === 'text') {
    const v = value.trim().toLowerCase();
    if (v !== value) tags.add('text case');
    value = v;
  }
  return `${negate ? '!' : ''}${f.name}=${value}`;
}

/** The tag of the equivalence below. */
export const SAME_JOIN = 'relation filter = dedicated filter';

/**
 * Join filters through a relation that select exactly the records a dedicated filter of the same
 * kind selects (read in run.ts and the list endpoints, 2026-12-06):
 * - organizations `vehicles.vehicle_type` ≡ `vehicle_type`: both are "has a ledger entry, visible to
 *   the caller, whose organization_id is this organization and whose vehicle_type is one of …";
 * - organizations `staff.gender` ≡ `staff_gender`: "linked through organization_people to a visible
 *   person whose gender is one of …";
 * - people `employer.hq_geo` ≡ `employer_geo` and `employer.hq_city` ≡ `employer_city`: "linked to
 *   a visible organization whose hq_geo_id / hq_city_id is one of …";
 * - library `authors.organization` ≡ `author_organization` (fresh3.ts, 2026-12-07): "an author, a
 *   visible person, linked through organization_people to one of the organizations". The people
 *   list's `organization` filter also checks that the organization is visible; the ids a query
 *   names are of organizations the caller sees, so the sets are the same.
 * The related row's foreign keys and visibility are NOT NULL, so a negated one is the same set too.
 * Only when it is the query's one unnegated filter through that relation: two such filters meet on
 * the same related row (`vehicles.vehicle_type=PE; vehicles.inv_date=2020,` is one PE entry from
 * 2020 on, not any PE entry and any entry from 2020 on), so then the relation form is kept.
 */
const SAME_AS: Partial<Record<TOperatorKind, Record<string, string>>> = {
  organizations: { 'vehicles.vehicle_type': 'vehicle_type', 'staff.gender': 'staff_gender' },
  people: { 'employer.hq_geo': 'employer_geo', 'employer.hq_city': 'employer_city' },
  library: { 'authors.organization': 'author_organization' },
};

function dedicated(q: TOperatorQuery, f: TOperatorFilter, tags: Set<string>): TOperatorFilter {
  const plain = SAME_AS[q.kind]?.[f.name];
  if (!plain) return f;
  const rel = f.name.slice(0, f.name.indexOf('.') + 1);
  if (!f.negate && q.filters.some((g) => g !== f && !g.negate && g.name.startsWith(rel))) return f;
  tags.add(SAME_JOIN);
  return { ...f, name: plain };
}

/**
 * A query's meaning as one string. Equivalences accepted (each is tagged on the rows that need it):
 * filters in any order, and values of a multi filter in any order; `!b=true` ≡ `b=false` for a
 * boolean filter; a date bound as the days it covers (2020 ≡ 2020-01-01 as a start, 2020-12-31 as
 * an end; 2026-11 ≡ 2026-11-01 / 2026-11-30); a date range ending today or later ≡ open-ended (the
 * date fields are past events); a percentage bound at the column's 4 decimals (> 50 written 50.0001
 * or 50.00001 is the same set); the search text's case and spaces; no ordering ≡ `-updated_at` (the
 * lists' default); a relation filter and the dedicated filter that selects the same set (SAME_AS).
 * Kind and limit compare exactly.
 */
export function meaning(q: TOperatorQuery, now: Date, other?: TOperatorQuery): Norm {
  const tags = new Set<string>();
  const today = isoDay(now);
  // Only what differs from the other query literally is tagged as an equivalence it needed.
  const shared = (f: TOperatorFilter) =>
    other?.kind === q.kind &&
    other.filters.some((g) => g.name === f.name && g.value === f.value && g.negate === f.negate);
  const filters = [
    ...new Set(
      q.filters.map((f) => {
        const t = shared(f) ? new Set<string>() : tags;
        return filterKey(q.kind, dedicated(q, f, t), today, t);
      }),
    ),
  ].sort();
  const search = (q.search ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  if (search !== (q.search ?? '')) tags.add('search case/spaces');
  const ordering = q.ordering ?? '-updated_at';
  if (other && (other.ordering ?? null) !== (q.ordering ?? null) && ordering === (other.ordering ?? '-updated_at'))
    tags.add('no ordering = -updated_at');
  if (other && [...q.filters].length !== other.filters.length) tags.add('duplicate filters merged');
  return { key: JSON.stringify([q.kind, filters, search, ordering, q.limit]), tags };
}

const NONE: TOperatorContext = { raw_data_ids: [], people_ids: [], library_ids: [] };

/** Reads one row as the Operator would (the vocabulary its question sees) and scores it. */
export function scoreRow([cls, text, expect]: Fresh2Row, vocab: Vocabulary, now = FRESH_NOW): FreshResult {
  const parsed = parseQuestion(text, NONE, vocabularyFor(text, vocab), now) as Answer;
  const said = [...parsed.errors, ...(parsed.doubt ? [parsed.doubt] : []), ...parsed.notes];
  const actual = parsed.errors.length ? null : parsed.query;
  const stated = statesDoubt(parsed);
  const base = { cls, text, expect, actual, said, equivalences: [] as string[] };
  const reviewed = expect === 'DOUBT' ? JOIN_READINGS[text] : undefined;
  if (reviewed && actual) {
    const expected = expectedQuery(reviewed.expect, vocab);
    if (meaning(actual, now, expected).key === meaning(expected, now, actual).key)
      return { ...base, expected, verdict: 'exact', equivalences: [REVIEWED] };
  }
  if (expect === 'DOUBT') return { ...base, expected: null, verdict: stated ? 'honest' : 'confident-wrong' };
  const expected = expectedQuery(expect, vocab);
  if (JSON.stringify(expected).includes('#missing'))
    throw new Error(`fresh: ${expect} names a record not on the tenant`);
  if (actual) {
    const a = meaning(actual, now, expected);
    const e = meaning(expected, now, actual);
    if (a.key === e.key) {
      const literal = JSON.stringify(actual) === JSON.stringify(expected);
      const tags = [...new Set([...a.tags, ...e.tags])];
      const equivalences = literal ? [] : tags.length ? tags : ['filters in any order'];
      return { ...base, expected, verdict: 'exact', equivalences };
    }
  }
  return { ...base, expected, verdict: stated ? 'honest' : 'confident-wrong' };
}

/** Counts per class, then all rows: exact, honest, confident-wrong, total. */
export function tally(results: FreshResult[]) {
  const count = (cls: string, rows: FreshResult[]) => ({
    cls,
    exact: rows.filter((r) => r.verdict === 'exact').length,
    honest: rows.filter((r) => r.verdict === 'honest').length,
    wrong: rows.filter((r) => r.verdict === 'confident-wrong').length,
    doubtRows: rows.filter((r) => r.expect === 'DOUBT').length,
    total: rows.length,
  });
  const classes = [...new Set(results.map((r) => r.cls))];
  return [
    ...classes.map((c) =>
      count(
        c,
        results.filter((r) => r.cls === c),
      ),
    ),
    count('all', results),
  ];
}
