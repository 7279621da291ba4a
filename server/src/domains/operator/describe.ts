import {
  OPERATOR_KIND_META,
  operatorOrderingText,
  type TOperatorChip,
  type TOperatorFilter,
  type TOperatorKind,
  type TOperatorQuery,
  type TOperatorRef,
} from '@intel/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../db/ctx.ts';
import { cities, geos, keywords, libraryEntries, lists, organizations, people } from '../../db/schema/index.ts';
import { readableVisibilities } from '../../policies/principal.ts';
import { personName } from '../curation/presenters.ts';
import type { Vocabulary } from './vocabulary.ts';

/** Names of the ids in a query, keyed `ref:id`. */
export type Labels = Map<string, string>;

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const refOf = (kind: TOperatorKind, f: TOperatorFilter) => OPERATOR_KIND_META[kind].filters[f.name]?.ref;

/** Looks up the name of every id the query holds, as the caller may see it (vocabulary first, then the database). */
export async function loadLabels(
  ctx: Ctx,
  query: TOperatorQuery,
  vocab: Omit<Vocabulary, 'entities'>,
): Promise<Labels> {
  const labels: Labels = new Map();
  const wanted = new Map<TOperatorRef, number[]>();
  for (const f of query.filters) {
    const ref = refOf(query.kind, f);
    if (!ref || ref === 'raw_data') continue;
    const list = wanted.get(ref) ?? [];
    for (const v of f.value.split(',')) if (/^\d{1,15}$/.test(v.trim())) list.push(Number(v));
    wanted.set(ref, list);
  }
  for (const k of vocab.keywords) labels.set(`keyword:${k.id}`, k.name);
  for (const l of vocab.lists) labels.set(`list:${l.id}`, l.name);
  const levels = readableVisibilities(ctx.principal);
  const missing = (ref: TOperatorRef) => (wanted.get(ref) ?? []).filter((id) => !labels.has(`${ref}:${id}`));
  const load = async (ref: TOperatorRef, rows: () => Promise<{ id: number; name: string }[]>) => {
    if (missing(ref).length) for (const r of await rows()) labels.set(`${ref}:${r.id}`, r.name);
  };
  await load('keyword', () =>
    ctx.tx
      .select({ id: keywords.id, name: keywords.name })
      .from(keywords)
      .where(
        and(
          eq(keywords.tenantId, ctx.tenantId),
          inArray(keywords.id, missing('keyword')),
          inArray(keywords.visibility, levels),
        ),
      ),
  );
  await load('list', () =>
    ctx.tx
      .select({ id: lists.id, name: lists.name })
      .from(lists)
      .where(
        and(eq(lists.tenantId, ctx.tenantId), inArray(lists.id, missing('list')), inArray(lists.visibility, levels)),
      ),
  );
  await load('geo', () =>
    ctx.tx
      .select({ id: geos.id, name: geos.name })
      .from(geos)
      .where(inArray(geos.id, missing('geo'))),
  );
  await load('city', () =>
    ctx.tx
      .select({ id: cities.id, name: cities.name })
      .from(cities)
      .where(inArray(cities.id, missing('city'))),
  );
  await load('Organization', () =>
    ctx.tx
      .select({ id: organizations.id, name: organizations.nameDba })
      .from(organizations)
      .where(
        and(
          eq(organizations.tenantId, ctx.tenantId),
          inArray(organizations.id, missing('Organization')),
          inArray(organizations.visibility, levels),
        ),
      ),
  );
  await load('Person', async () =>
    (
      await ctx.tx
        .select()
        .from(people)
        .where(
          and(
            eq(people.tenantId, ctx.tenantId),
            inArray(people.id, missing('Person')),
            inArray(people.visibility, levels),
          ),
        )
    ).map((p) => ({ id: p.id, name: personName(p) })),
  );
  await load('LibraryEntry', () =>
    ctx.tx
      .select({ id: libraryEntries.id, name: libraryEntries.title })
      .from(libraryEntries)
      .where(
        and(
          eq(libraryEntries.tenantId, ctx.tenantId),
          inArray(libraryEntries.id, missing('LibraryEntry')),
          inArray(libraryEntries.visibility, levels),
        ),
      ),
  );
  return labels;
}

function dateText(v: string): string {
  const fmt = (d: string) => {
    const [y, m, day] = d.split('-');
    const month = m ? MONTHS[Number(m) - 1] : undefined;
    return day ? `${Number(day)} ${month} ${y}` : month ? `${month} ${y}` : String(y);
  };
  const [from = '', to = ''] = v.split(',');
  if (from && to) return from === to ? `in ${fmt(from)}` : `between ${fmt(from)} and ${fmt(to)}`;
  if (from) return `in or after ${fmt(from)}`;
  return to ? `in or before ${fmt(to)}` : 'at any time';
}

function numberText(v: string): string {
  const [from = '', to = ''] = v.split(',');
  if (from && to) return from === to ? `of exactly ${from}%` : `between ${from}% and ${to}%`;
  return from ? `of at least ${from}%` : to ? `of at most ${to}%` : 'of any size';
}

const LIST_TYPE_TEXT: Record<string, string> = {
  OrganizationsList: 'organization lists',
  PeopleList: 'people lists',
  LibraryList: 'library lists',
  LedgerList: 'ledger lists',
};

/** The values of a filter in words ("Fintech or Robotics", "female", "2 selected people"). */
function valueText(kind: TOperatorKind, f: TOperatorFilter, labels: Labels): string {
  const ref = refOf(kind, f);
  const values = f.value.split(',').map((v) => v.trim());
  if (ref === 'raw_data') return `${values.length} selected raw data item${values.length === 1 ? '' : 's'}`;
  if (f.name === 'id' || (f.name === 'library' && ref === 'LibraryEntry' && values.length > 3)) {
    const noun =
      { Organization: 'organization', Person: 'person', LibraryEntry: 'library item' }[ref as string] ?? 'record';
    return `${values.length} selected ${values.length === 1 ? noun : noun === 'person' ? 'people' : `${noun}s`}`;
  }
  if (ref) return values.map((v) => labels.get(`${ref}:${v}`) ?? `#${v}`).join(' or ');
  if (f.name === 'gender' || f.name === 'staff_gender')
    return values.map((v) => (v === 'F' ? 'female' : v === 'M' ? 'male' : v)).join(' or ');
  if (f.name === 'type' && kind === 'lists') return values.map((v) => LIST_TYPE_TEXT[v] ?? v).join(' or ');
  return values.join(' or ');
}

/** One filter as a phrase of the explanation ("headquartered in Germany", "not tagged Fintech"). */
export function filterPhrase(kind: TOperatorKind, f: TOperatorFilter, labels: Labels): string {
  const v = valueText(kind, f, labels);
  const not = f.negate ? 'not ' : '';
  const yes = (f.value === 'true') !== f.negate;
  switch (f.name) {
    case 'visibility':
      return `that are ${not}${v}`;
    case 'keywords':
      return `${not}tagged ${v}`;
    case 'lists':
      return `${not}on the list ${v}`;
    case 'ownership_type':
      return `whose ownership is ${not}${v}`;
    case 'vehicle_type':
      return kind === 'organizations' ? `${f.negate ? 'without' : 'with'} a ${v} vehicle` : `${not}of type ${v}`;
    case 'hq_geo':
    case 'hq_city':
    case 'hq_region':
      return `${not}headquartered in ${v}`;
    case 'region':
    case 'cities':
      return `${not}living in ${v}`;
    case 'has_email':
      return yes ? 'with an email' : 'without an email';
    case 'dashboard':
    case 'show_on_dashboard':
      return yes ? 'shown on the dashboard' : 'not shown on the dashboard';
    case 'is_fav':
      return yes ? 'marked as favourite' : 'not marked as favourite';
    case 'owned':
      return yes ? 'owned' : 'not owned';
    case 'founding_date':
      return `${not}founded ${dateText(f.value)}`;
    case 'birth_date':
      return `${not}born ${dateText(f.value)}`;
    case 'inv_date':
      return `${not}invested ${dateText(f.value)}`;
    case 'publish_date':
      return `${not}published ${dateText(f.value)}`;
    case 'ownership_percentage':
      return `${f.negate ? 'without' : 'with'} an ownership ${numberText(f.value)}`;
    case 'gender':
      return `who are ${not}${v}`;
    case 'city':
      return `${not}living in ${v}`;
    case 'organization':
      return kind === 'ledger' ? `${not}of ${v}` : `${not}linked to ${v}`;
    case 'publisher':
      return `${not}published by ${v}`;
    case 'author':
      return `${not}written by ${v}`;
    case 'employer_geo':
    case 'employer_city':
      return `${f.negate ? 'not working' : 'working'} at an organization headquartered in ${v}`;
    case 'staff_gender':
      return `${f.negate ? 'without' : 'with'} ${v} staff`;
    case 'author_organization':
      return `${not}written by staff of ${v}`;
    case 'type':
      return kind === 'lists' ? `that are ${not}${v}` : `${not}of type ${v}`;
    case 'id':
      return `${f.negate ? 'other than' : 'among'} the ${v}`;
    case 'raw_data':
      return `${not}mentioned in the ${v}`;
    case 'person':
      return `${not}linked to ${v}`;
    case 'library':
      return kind === 'people'
        ? `who ${f.negate ? 'did not write' : 'wrote'} ${v}`
        : `${f.negate ? 'that did not publish' : 'that published'} ${v}`;
    default:
      return `${OPERATOR_KIND_META[kind].filters[f.name]?.label ?? f.name} ${not}${v}`;
  }
}

/** A short chip label for a filter ("Founded: from 2016", "Headquarters country: not Germany"). */
function chipValue(kind: TOperatorKind, f: TOperatorFilter, labels: Labels): string {
  const type = OPERATOR_KIND_META[kind].filters[f.name]?.type;
  const [from = '', to = ''] = f.value.split(',');
  const unit = type === 'number_range' ? '%' : '';
  if (type === 'date_range' || type === 'number_range') {
    if (from && to) return from === to ? `${from}${unit}` : `${from}${unit}–${to}${unit}`;
    return from ? `from ${from}${unit}` : `until ${to}${unit}`;
  }
  if (type === 'boolean') return f.value === 'true' ? 'yes' : 'no';
  return valueText(kind, f, labels);
}

/** The values of a list filter with their names, for the screen's editor. */
function chipValues(kind: TOperatorKind, f: TOperatorFilter, labels: Labels) {
  const meta = OPERATOR_KIND_META[kind].filters[f.name];
  if (meta?.type !== 'multi' && meta?.type !== 'choice') return {};
  const values = f.value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const ref = meta.ref;
  return {
    values: values.map((value) => ({
      value,
      label: ref && ref !== 'raw_data' ? (labels.get(`${ref}:${value}`) ?? `#${value}`) : value,
    })),
  };
}

/** What a query finds, in words ("Organizations headquartered in Germany, founded in 2020"). */
export function queryText(query: TOperatorQuery, labels: Labels): string {
  const phrases = query.filters.map((f) => filterPhrase(query.kind, f, labels));
  if (query.search)
    phrases.push(`whose ${query.kind === 'library' ? 'title or abstract' : 'name'} contains "${query.search}"`);
  return `${OPERATOR_KIND_META[query.kind].label}${phrases.length ? ` ${phrases.join(', ')}` : ''}`;
}

/** The explanation in words and the chips of a query. */
export function describe(
  query: TOperatorQuery,
  labels: Labels,
  notes: string[],
): { explanation: string; chips: TOperatorChip[] } {
  const meta = OPERATOR_KIND_META[query.kind];
  const what = queryText(query, labels);
  const explanation = [
    `${what}; ${operatorOrderingText(query.kind, query.ordering)}; at most ${query.limit}.`,
    ...notes,
  ].join(' ');
  const chips: TOperatorChip[] = [
    { key: 'kind', label: meta.label },
    ...(query.search ? [{ key: 'search', label: `Contains: ${query.search}` }] : []),
    ...query.filters.map((f, i) => ({
      key: `filter:${i}`,
      label: `${meta.filters[f.name]?.label ?? f.name}: ${f.negate ? 'not ' : ''}${chipValue(query.kind, f, labels)}`,
      ...chipValues(query.kind, f, labels),
    })),
    { key: 'ordering', label: `Order: ${operatorOrderingText(query.kind, query.ordering)}` },
    { key: 'limit', label: `Up to ${query.limit}` },
  ];
  return { explanation, chips };
}
