import type { TOperatorKind } from '@intel/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { can } from '../../policies/abilities.ts';
import { type Principal, readableVisibilities } from '../../policies/principal.ts';
import { rawDataPolicy } from '../collection/policies.ts';

/** The search index's kind of each Operator kind: a result's name and visibility are read there. */
export const SEARCH_KIND: Record<TOperatorKind, string> = {
  organizations: 'Organization',
  people: 'Person',
  ledger: 'Ledger',
  library: 'LibraryEntry',
  lists: 'List',
  keywords: 'Keyword',
};

/** What a reader may see, as SQL values: the visibilities they read and whether they read raw data. */
export type Sight = { levels: SQL; rawData: SQL };

/** A signed-in caller's sight, now (their role as the request found it). */
export function sightOf(p: Principal): Sight {
  return {
    levels: sql`${sql.param(readableVisibilities(p))}::text[]`,
    rawData: can(p, rawDataPolicy.read) ? sql`true` : sql`false`,
  };
}

/**
 * A user's sight from their `users` row `u` (the dispatcher and the digests, which have no request):
 * the same ladder as policies/principal.ts — research, admin and tenant admins read every visibility
 * and raw data, other users the public and paywalled records. A disabled user sees nothing.
 */
export const USER_SIGHT: Sight = {
  levels: sql.raw(`(case when u.disabled then '{}'::text[]
     when u.is_research or u.is_admin or u.is_tenant_admin then '{public,paywalled,hidden}'::text[]
     else '{public,paywalled}'::text[] end)`),
  rawData: sql.raw('(not u.disabled and (u.is_research or u.is_admin or u.is_tenant_admin))'),
};

/**
 * Whether alert `a` may be shown to a reader of this sight, with `e` its watched record's row of the
 * search index (`left join search_entries e on e.tenant_id = a.tenant_id and e.kind = a.entity_type
 * and e.id = a.entity_id`): the record must exist and be readable now, a mention needs raw data
 * (the research team's), a saved question is the user's own. A question's new results are counted
 * again as the reader sees them (resultsVisible).
 */
export function alertVisible(sight: Sight): SQL {
  return sql`(cardinality(${sight.levels}) > 0
    and (a.entity_type = 'Question' or e.visibility::text = any(${sight.levels}))
    and (a.kind <> 'mention' or ${sight.rawData})
    and (a.kind <> 'results' or ${resultsVisible(sight)} > 0))`;
}

/** How many of a `results` alert's new results the reader may see now. */
export function resultsVisible(sight: Sight): SQL {
  return sql`(select count(*)::int from search_entries r
     where r.tenant_id = a.tenant_id and r.kind = a.detail->>'kind'
       and r.id in (select x::bigint from jsonb_array_elements_text(a.detail->'ids') x)
       and r.visibility::text = any(${sight.levels}))`;
}

/** The left join of an alert `a` to its record's row `e` in the search index. */
export const ALERT_RECORD_JOIN = sql.raw(
  'left join search_entries e on e.tenant_id = a.tenant_id and e.kind = a.entity_type and e.id = a.entity_id',
);
