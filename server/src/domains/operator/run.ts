import {
  joinable,
  OPERATOR_KIND_META,
  OPERATOR_RELATIONS,
  operatorColumns,
  type TOperatorKind,
  type TOperatorQuery,
  type TOperatorResult,
} from '@intel/contracts';
import { and, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../db/ctx.ts';
import {
  cities,
  geoMembers,
  keywords,
  ledgerEntries,
  libraryAuthors,
  libraryEntries,
  lists,
  organizationPeople,
  organizations,
  people,
  rawDataEntities,
} from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-errors.ts';
import type { FilterSpec, ListSpec } from '../../lib/listing.ts';
import { boundedTotal, firstRows, orderBy, rangeValues } from '../../lib/listing.ts';
import { baseWhere, type ResourceDef } from '../../lib/resource-def.ts';
import { readableVisibilities } from '../../policies/principal.ts';
import { ledgerResource } from '../curation/ledger.ts';
import { organizationResource } from '../curation/organizations.ts';
import { personResource } from '../curation/people.ts';
import { keywordResource } from '../keywords/resource.ts';
import { libraryResource } from '../library/library.ts';
import { listResource } from '../library/lists.ts';
import { fieldReads } from './fields.ts';

// biome-ignore lint/suspicious/noExplicitAny: one table per kind; each resource types its own rows
type AnyDef = ResourceDef<any, any, any>;

const personName = sql<string>`coalesce(nullif(trim(coalesce(${people.nameGiven}, '') || ' ' || coalesce(${people.nameFamily}, '')), ''), ${people.nameNickname}, ${people.nameLegal}, '(unnamed)')`;

/** Each kind: the resource whose list the query runs on, and its row in the quick-search shape. */
const KINDS: Record<
  TOperatorKind,
  { def: AnyDef; name: SQL<string>; type: SQL<string>; slug: SQL<string | null>; entityType: string | null }
> = {
  organizations: {
    def: organizationResource as AnyDef,
    name: sql<string>`${organizations.nameDba}`,
    type: sql<string>`'Organization'`,
    slug: sql<null>`null`,
    entityType: 'Organization',
  },
  people: {
    def: personResource as AnyDef,
    name: personName,
    type: sql<string>`'Person'`,
    slug: sql<null>`null`,
    entityType: 'Person',
  },
  ledger: {
    def: ledgerResource as AnyDef,
    name: sql<string>`${ledgerEntries.name}`,
    type: sql<string>`'Ledger'`,
    slug: sql<null>`null`,
    entityType: null,
  },
  library: {
    def: libraryResource as AnyDef,
    name: sql<string>`${libraryEntries.title}`,
    type: sql<string>`'Library'`,
    slug: sql<null>`null`,
    entityType: 'LibraryEntry',
  },
  lists: {
    def: listResource as AnyDef,
    name: sql<string>`${lists.name}`,
    type: sql<string>`(case ${lists.type} when 'LibraryList' then 'Library List' when 'OrganizationsList' then 'Organization List' when 'PeopleList' then 'People List' else 'Ledger List' end)`,
    slug: sql<string>`${lists.slug}`,
    entityType: null,
  },
  keywords: {
    def: keywordResource as AnyDef,
    name: sql<string>`${keywords.name}`,
    type: sql<string>`'Keyword'`,
    slug: sql<null>`null`,
    entityType: 'Keyword',
  },
};

const ids = (v: string[]) => v.map(Number);
const badIds = (v: string[]) => v.some((x) => !/^\d{1,15}$/.test(x) || Number(x) <= 0);

/**
 * The Operator's own filters (references to the caller's context). A referenced record the
 * caller may not see does not count, so a question cannot reveal what it is linked to.
 */
function operatorFilters(kind: TOperatorKind, ctx: Ctx): FilterSpec[] {
  const levels = readableVisibilities(ctx.principal);
  // A person who works at a visible organization meeting `condition` (on `o`).
  const worksAtOrganizationWhere = (condition: SQL) =>
    sql`exists (select 1 from ${organizationPeople} op join ${organizations} o on o.tenant_id = op.tenant_id and o.id = op.organization_id
         where op.tenant_id = ${people.tenantId} and op.person_id = ${people.id} and o.visibility::text in ${levels}
           and ${condition})`;
  const k = KINDS[kind];
  const table = k.def.table;
  const out: FilterSpec[] = [];
  const multi = (name: string, label: string, cond: (v: number[]) => SQL): FilterSpec => ({
    name,
    label,
    type: 'multi',
    toSql: (v) => (badIds(v) ? 'Use ids.' : cond(ids(v))),
  });
  if (kind === 'organizations' || kind === 'people' || kind === 'library')
    out.push(multi('id', 'Selected', (v) => inArray(table.id, v)));
  if (k.entityType) {
    out.push(
      multi(
        'raw_data',
        'Mentioned in raw data',
        (v) =>
          sql`exists (select 1 from ${rawDataEntities} rde where rde.tenant_id = ${ctx.tenantId} and rde.entity_type = ${k.entityType} and rde.entity_id = ${table.id} and rde.raw_data_id in ${v})`,
      ),
    );
  }
  if (kind === 'organizations') {
    out.push(
      multi(
        'person',
        'Linked person',
        (v) =>
          sql`exists (select 1 from ${organizationPeople} op join ${people} p on p.tenant_id = op.tenant_id and p.id = op.person_id
               where op.tenant_id = ${organizations.tenantId} and op.organization_id = ${organizations.id}
                 and op.person_id in ${v} and p.visibility::text in ${levels})`,
      ),
      multi(
        'library',
        'Publisher of',
        (v) =>
          sql`exists (select 1 from ${libraryEntries} le where le.tenant_id = ${organizations.tenantId}
               and le.publisher_id = ${organizations.id} and le.id in ${v} and le.visibility::text in ${levels})`,
      ),
      {
        name: 'staff_gender',
        label: 'Staff gender',
        type: 'multi',
        toSql: (v) =>
          v.every((x) => x === 'M' || x === 'F')
            ? sql`exists (select 1 from ${organizationPeople} op join ${people} p on p.tenant_id = op.tenant_id and p.id = op.person_id
               where op.tenant_id = ${organizations.tenantId} and op.organization_id = ${organizations.id}
                 and p.gender::text in ${v} and p.visibility::text in ${levels})`
            : 'Use M or F.',
      },
      multi(
        'hq_region',
        'Headquarters region',
        (v) =>
          sql`(${organizations.hqGeoId} in (select gm.geo_id from ${geoMembers} gm where gm.region_id in ${v})
               or ${organizations.hqCityId} in (select c.id from ${cities} c join ${geoMembers} gm on gm.geo_id = c.geo_id where gm.region_id in ${v}))`,
      ),
    );
  }
  if (kind === 'library') {
    out.push(
      multi(
        'author_organization',
        'Written by staff of',
        (v) =>
          sql`exists (select 1 from ${libraryAuthors} la join ${organizationPeople} op on op.tenant_id = la.tenant_id and op.person_id = la.person_id
               join ${people} p on p.tenant_id = la.tenant_id and p.id = la.person_id
               where la.tenant_id = ${libraryEntries.tenantId} and la.library_entry_id = ${libraryEntries.id}
                 and op.organization_id in ${v} and p.visibility::text in ${levels})`,
      ),
    );
  }
  if (kind === 'people') {
    out.push(
      multi(
        'library',
        'Author of',
        (v) =>
          sql`exists (select 1 from ${libraryAuthors} la join ${libraryEntries} le on le.tenant_id = la.tenant_id and le.id = la.library_entry_id
               where la.tenant_id = ${people.tenantId} and la.person_id = ${people.id}
                 and la.library_entry_id in ${v} and le.visibility::text in ${levels})`,
      ),
      multi('employer_geo', 'Works at an organization in (country)', (v) =>
        worksAtOrganizationWhere(sql`o.hq_geo_id in ${v}`),
      ),
      multi('employer_city', 'Works at an organization in (city)', (v) =>
        worksAtOrganizationWhere(sql`o.hq_city_id in ${v}`),
      ),
      {
        name: 'cities',
        label: 'City (any of)',
        type: 'multi',
        // The people list's city filter is "contains", one value; this is any of several.
        toSql: (v) => or(...v.map((c) => ilike(people.currentAddressCity, `%${c}%`))) as SQL,
      },
      multi(
        'region',
        'Address region',
        (v) =>
          sql`(${people.currentAddressGeoCityId} in (select c.id from ${cities} c join ${geoMembers} gm on gm.geo_id = c.geo_id where gm.region_id in ${v})
               or lower(${people.currentAddressCity}) in (select lower(c.name) from ${cities} c join ${geoMembers} gm on gm.geo_id = c.geo_id where gm.region_id in ${v}))`,
      ),
    );
  }
  return out;
}

/**
 * A relation of the data model as SQL: rows of the query's kind with a related row (visible to the
 * caller) that meets `condition`, written on the related table by its own name.
 */
function relationSql(kind: TOperatorKind, rel: string, condition: SQL): SQL | null {
  switch (`${kind}.${rel}`) {
    case 'organizations.staff':
      return sql`exists (select 1 from ${organizationPeople} op join ${people} on ${people.tenantId} = op.tenant_id and ${people.id} = op.person_id
        where op.tenant_id = ${organizations.tenantId} and op.organization_id = ${organizations.id} and ${condition})`;
    case 'organizations.published':
      return sql`exists (select 1 from ${libraryEntries} where ${libraryEntries.tenantId} = ${organizations.tenantId}
        and ${libraryEntries.publisherId} = ${organizations.id} and ${condition})`;
    case 'organizations.vehicles':
      return sql`exists (select 1 from ${ledgerEntries} where ${ledgerEntries.tenantId} = ${organizations.tenantId}
        and ${ledgerEntries.organizationId} = ${organizations.id} and ${condition})`;
    case 'people.employer':
      return sql`exists (select 1 from ${organizationPeople} op join ${organizations} on ${organizations.tenantId} = op.tenant_id and ${organizations.id} = op.organization_id
        where op.tenant_id = ${people.tenantId} and op.person_id = ${people.id} and ${condition})`;
    case 'people.authored':
      return sql`exists (select 1 from ${libraryAuthors} la join ${libraryEntries} on ${libraryEntries.tenantId} = la.tenant_id and ${libraryEntries.id} = la.library_entry_id
        where la.tenant_id = ${people.tenantId} and la.person_id = ${people.id} and ${condition})`;
    case 'library.authors':
      return sql`exists (select 1 from ${libraryAuthors} la join ${people} on ${people.tenantId} = la.tenant_id and ${people.id} = la.person_id
        where la.tenant_id = ${libraryEntries.tenantId} and la.library_entry_id = ${libraryEntries.id} and ${condition})`;
    case 'library.publisher':
      return sql`exists (select 1 from ${organizations} where ${organizations.tenantId} = ${libraryEntries.tenantId}
        and ${organizations.id} = ${libraryEntries.publisherId} and ${condition})`;
    case 'ledger.holder':
      return sql`exists (select 1 from ${organizations} where ${organizations.tenantId} = ${ledgerEntries.tenantId}
        and ${organizations.id} = ${ledgerEntries.organizationId} and ${condition})`;
    default:
      return null;
  }
}

/** The filter specs a relation reaches: the related kind's list filters and its region filter. */
function relatedSpecs(other: TOperatorKind, ctx: Ctx): FilterSpec[] {
  const meta = OPERATOR_KIND_META[other].filters;
  return [...KINDS[other].def.list.filters, ...operatorFilters(other, ctx)].filter(
    (f) => !f.name.includes('.') && meta[f.name] && joinable(f.name, meta[f.name] as never),
  );
}

/** A filter value as the list endpoint's filter takes it ("2016," keeps its empty side). */
function valuesOf(spec: FilterSpec, value: string): string[] {
  if (spec.type === 'date_range' || spec.type === 'number_range') return rangeValues(value);
  if (spec.type === 'text' || spec.type === 'boolean') return [value.trim()];
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Checks a query against its kind (filters, values, ordering): a 400 with every problem, or the WHERE and ORDER BY. */
export function compileQuery(ctx: Ctx, query: TOperatorQuery): { spec: ListSpec; where: SQL; order: SQL } {
  const k = KINDS[query.kind];
  const spec = k.def.list;
  const known = [...spec.filters, ...operatorFilters(query.kind, ctx)];
  const label = OPERATOR_KIND_META[query.kind].label;
  const parts: SQL[] = [baseWhere(k.def, ctx)];
  if (query.search && spec.search) parts.push(spec.search(query.search));
  const errors: Record<string, string[]> = {};
  // Join filters through one relation meet on the same related row ("reports from 2023 that
  // X published": one entry both); a negated one is a condition of its own.
  const joins = new Map<string, { rel: string; negate: boolean; conds: SQL[] }>();
  for (const [i, f] of query.filters.entries()) {
    const dot = f.name.indexOf('.');
    if (dot > 0) {
      const rel = f.name.slice(0, dot);
      const other = OPERATOR_RELATIONS[query.kind]?.[rel]?.kind;
      const spec = other ? relatedSpecs(other, ctx).find((x) => x.name === f.name.slice(dot + 1)) : undefined;
      const key = `filters.${i}.${f.name}`;
      if (!other || !spec) {
        errors[key] = [`${label} have no filter "${f.name}".`];
        continue;
      }
      const condition = spec.toSql(valuesOf(spec, f.value), ctx);
      if (typeof condition === 'string') errors[key] = [condition];
      else if (condition) {
        const group = `${rel}|${f.negate ? i : ''}`;
        const g = joins.get(group) ?? { rel, negate: f.negate, conds: [baseWhere(KINDS[other].def, ctx)] };
        g.conds.push(condition);
        joins.set(group, g);
      }
      continue;
    }
    const filter = known.find((x) => x.name === f.name);
    const key = `filters.${i}.${f.name}`;
    if (!filter) {
      errors[key] = [`${label} have no filter "${f.name}".`];
      continue;
    }
    const condition = filter.toSql(valuesOf(filter, f.value), ctx);
    if (typeof condition === 'string') errors[key] = [condition];
    else if (condition) parts.push(f.negate ? sql`not coalesce((${condition}), false)` : condition);
  }
  for (const g of joins.values()) {
    const condition = relationSql(query.kind, g.rel, and(...g.conds) as SQL);
    if (condition) parts.push(g.negate ? sql`not (${condition})` : condition);
  }
  if (Object.keys(errors).length) throw badRequest('The query does not fit its kind: see errors.', errors);
  return { spec, where: and(...parts) as SQL, order: orderBy(spec, query.ordering ?? undefined) };
}

/**
 * Runs a query as the caller: rows in the quick-search shape (only what they may see), each with
 * the fields the question is about (`operatorColumns`), and the total.
 */
export async function runQuery(
  ctx: Ctx,
  query: TOperatorQuery,
): Promise<{ results: TOperatorResult[]; count: number; count_is_estimate: boolean }> {
  const k = KINDS[query.kind];
  const { spec, where } = compileQuery(ctx, query);
  // Picked as a list's first page: "the latest" reads the ordering's index, and unknown dates come last.
  const top = firstRows(spec, where, query.ordering ?? undefined, query.limit);
  const reads = fieldReads(
    query.kind,
    operatorColumns(query).map((c) => c.key),
  );
  const rows = await ctx.tx
    .select({ ...reads.select, id: sql<number>`${k.def.table.id}`, display_name: k.name, type: k.type, slug: k.slug })
    .from(spec.table)
    .where(top.where)
    .orderBy(top.order);
  // Counted up to the lists' cap and estimated past it: a question over a million rows must not count them.
  const total = await boundedTotal(ctx.tx, spec.table, where);
  return {
    results: rows.map((r) => ({
      id: Number(r.id),
      type: String(r.type),
      display_name: String(r.display_name ?? ''),
      slug: r.slug === null || r.slug === undefined ? null : String(r.slug),
      ...(Object.keys(reads.select).length ? { fields: reads.fields(r) } : {}),
    })),
    count: total.n,
    count_is_estimate: total.estimate,
  };
}

/** The filters each kind accepts, for the contract test (list endpoint filters plus the Operator's own). */
export function acceptedFilters(kind: TOperatorKind, ctx: Ctx): { name: string; type: string }[] {
  const joins = Object.entries(OPERATOR_RELATIONS[kind] ?? {}).flatMap(([rel, { kind: other }]) =>
    relatedSpecs(other, ctx).map((f) => ({ name: `${rel}.${f.name}`, type: f.type })),
  );
  return [
    ...[...KINDS[kind].def.list.filters, ...operatorFilters(kind, ctx)].map((f) => ({ name: f.name, type: f.type })),
    ...joins,
  ];
}

export function orderingsOf(kind: TOperatorKind): string[] {
  return Object.keys(KINDS[kind].def.list.orderings);
}
