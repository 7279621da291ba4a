import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/scoped.ts';
import { fixedStatements } from '../../lib/compiled.ts';
import type { KnownType, NameSet, ProbableQuery } from './name-set.ts';

/**
 * The SQL side of the name index (names.ts): which columns hold each kind's names, how the index is read
 * in pages, and how PostgreSQL confirms the index's probable matches.
 */

export const MARGIN_SECONDS = 30;
/** Rows per read while building: small enough that handling one page never holds the event loop long. */
export const PAGE = 5000;
/**
 * Probable matches: up to this many candidates per name go to PostgreSQL, found a little below its
 * threshold, so that a small difference in how the two cut words into trigrams never loses one.
 */
const SHORTLIST = 10;
const SLACK = 0.1;

/** A person is found by the full name only when both parts are there (as before: one part alone is too common). */
export const PERSON_COMPLETE = sql.raw(`coalesce(name_given, '') <> '' and coalesce(name_family, '') <> ''`);
export const PERSON_MATCH = sql`array_remove(array[case when ${PERSON_COMPLETE} then name_given || ' ' || name_family end] || aliases, null)`;
export const ORGANIZATION_NAMES = sql.raw('array_remove(array[name_dba, name_inc] || aliases, null)');
/** Name columns of each kind: `names` are the ones a document is matched against, `similar` the one probable matches compare. */
export const SOURCES: { type: KnownType; from: SQL; names: SQL; similar: SQL; select: SQL }[] = (
  [
    { type: 'Organization', from: sql.raw('organizations'), names: ORGANIZATION_NAMES, similar: sql.raw('name_dba') },
    {
      type: 'Person',
      from: sql.raw('people'),
      names: PERSON_MATCH,
      similar: sql.raw(`concat_ws(' ', name_given, name_family)`),
    },
    { type: 'Keyword', from: sql.raw('keywords'), names: sql.raw('array[name]'), similar: sql.raw('null::text') },
    {
      type: 'Terminology',
      from: sql.raw('terminology'),
      names: sql.raw('array[term] || aliases'),
      similar: sql.raw('null::text'),
    },
  ] as { type: KnownType; from: SQL; names: SQL; similar: SQL }[]
).map((s) => ({ ...s, select: sql`${s.names} as names, ${s.similar} as similar` }));

/** Sends a JS array as one array parameter (drizzle would otherwise spread it into a list). */
export const arrayParam = (values: unknown[]) => sql.param(values);

/** A value a fixed statement is run with (lib/compiled.ts `fixedStatements`). */
const slot = (name: string) => sql.placeholder(name);

/**
 * The index's two reads of every document (lib/compiled.ts): `catch-up`, what was written since the last
 * look (and a stamp a margin before now), and `records`, the records the text names with all their names —
 * the ones each is found by first (`found_by` of them): a person is found by the full name (when both parts
 * are there) and aliases, not by the legal name. Arrays travel as JSON: parsing PostgreSQL array literals of
 * ~900 records was a tenth of a document's time on the app's thread.
 */
export const indexStatement = fixedStatements((shape: 'catch-up' | 'records') =>
  shape === 'catch-up'
    ? sql.join(
        [
          ...SOURCES.map(
            (s) =>
              sql`select ${s.type}::text as type, id, ${s.select}, updated_at::text as updated_at
                    from ${s.from} where tenant_id = ${slot('tenantId')} and updated_at > ${slot('since')}::timestamptz`,
          ),
          sql`select 'stamp', 0, '{}'::text[], null, (now() - make_interval(secs => ${MARGIN_SECONDS}))::text`,
        ],
        sql` union all `,
      )
    : sql`select 'Organization' as type, id, array_to_json(${ORGANIZATION_NAMES}) as names, 1000 as found_by,
                 null::json as orgs, null::bigint as weight
            from organizations where tenant_id = ${slot('tenantId')} and id = any(${slot('orgIds')}::bigint[])
          union all
          select 'Person', id,
                 array_to_json(array_remove(${PERSON_MATCH} || array[case when not (${PERSON_COMPLETE}) then concat_ws(' ', name_given, name_family) end, name_legal], null)),
                 case when ${PERSON_COMPLETE} then 1 else 0 end + cardinality(aliases),
                 array_to_json(array(select organization_id from organization_people op
                        where op.tenant_id = ${slot('tenantId')} and op.person_id = people.id limit 20)),
                 raw_data_count
            from people where tenant_id = ${slot('tenantId')} and id = any(${slot('personIds')}::bigint[])
          union all
          select 'Keyword', id, array_to_json(array[name]), 1000, null, null
            from keywords where tenant_id = ${slot('tenantId')} and id = any(${slot('keywordIds')}::bigint[])
          union all
          select 'Terminology', id, array_to_json(array[term] || aliases), 1000, null, null
            from terminology where tenant_id = ${slot('tenantId')} and id = any(${slot('termIds')}::bigint[])
          union all
          select 'Geo', id, array_to_json(array[name]), 1000, null, null from geos where id = any(${slot('geoIds')}::bigint[])`,
);

export async function rowsOf<T>(tx: Tx, query: SQL): Promise<T[]> {
  return (await tx.execute(query)).rows as T[];
}

export async function marginAgo(tx: Tx): Promise<string> {
  const [row] = await rowsOf<{ since: string }>(
    tx,
    sql`select (now() - make_interval(secs => ${MARGIN_SECONDS}))::text as since`,
  );
  return row?.since as string;
}

/**
 * The existing organization or person each new name probably is: `set` shortlists, PostgreSQL decides with
 * pg_trgm exactly as a direct query would (organization: `name_dba % name` and similarity ≥ 0.5; person:
 * similarity of the full name ≥ 0.6 and `name_family % last word`).
 */
export async function probableMatches(
  tx: Tx,
  tenantId: number,
  set: NameSet,
  queries: ProbableQuery[],
): Promise<(number | null)[]> {
  const at: number[] = [];
  const ids: number[] = [];
  queries.forEach((q, i) => {
    const index = q.kind === 'organization' ? set.organizations : set.people;
    const threshold = (q.kind === 'organization' ? 0.5 : 0.6) - SLACK;
    for (const hit of index.search(q.normalized, threshold, SHORTLIST)) {
      at.push(i);
      ids.push(hit.id);
    }
  });
  const result: (number | null)[] = queries.map(() => null);
  if (ids.length === 0) return result;
  const shortlist = sql`unnest(${arrayParam(at)}::int[], ${arrayParam(ids)}::bigint[]) as x(i, id)`;
  const named = sql`unnest(${arrayParam(queries.map((q) => q.kind))}::text[],
    ${arrayParam(queries.map((q) => q.name))}::text[], ${arrayParam(queries.map((q) => q.normalized))}::text[],
    ${arrayParam(queries.map((q) => q.name.split(' ').at(-1) ?? q.name))}::text[]) with ordinality as q(kind, name, normalized, last, n)`;
  const rows = await rowsOf<{ i: number; id: string; s: number }>(
    tx,
    sql`select x.i, x.id, similarity(lower(o.name_dba), q.normalized) as s
          from ${shortlist}
          join ${named} on q.n = x.i + 1 and q.kind = 'organization'
          join organizations o on o.tenant_id = ${tenantId} and o.id = x.id
         where o.name_dba % q.name and similarity(lower(o.name_dba), q.normalized) >= 0.5
        union all
        select x.i, x.id, similarity(lower(concat_ws(' ', p.name_given, p.name_family)), q.normalized)
          from ${shortlist}
          join ${named} on q.n = x.i + 1 and q.kind = 'person'
          join people p on p.tenant_id = ${tenantId} and p.id = x.id
         where similarity(lower(concat_ws(' ', p.name_given, p.name_family)), q.normalized) >= 0.6
           and p.name_family % q.last`,
  );
  const best: { id: number; s: number }[] = [];
  for (const row of rows) {
    const id = Number(row.id);
    const s = Number(row.s);
    const seen = best[row.i];
    if (!seen || s > seen.s || (s === seen.s && id < seen.id)) best[row.i] = { id, s };
  }
  return result.map((_, i) => best[i]?.id ?? null);
}
