import { SEARCH_TYPES, type TSearchResult, type TVisibility } from '@intel/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyTx } from '../../db/scoped.ts';
import { type Hit, presentHit } from './presenters.ts';

/** Kinds of search_entries / search_keys: the values of the quick search's `type` filter. */
export const SEARCH_KINDS = SEARCH_TYPES;
export type SearchKind = (typeof SEARCH_TYPES)[number];

export type SearchInput = {
  tenantId: number;
  q: string;
  kinds: readonly SearchKind[];
  visibilities: readonly TVisibility[];
  limit: number;
};

/** Candidates the full-text tier ranks at most (it reads them in index order, LIMIT first). */
const FULL_TEXT_CANDIDATES = 200;
/** pg_trgm similarity from which a dictionary word counts as a typo of a query word. */
const TYPO_SIMILARITY = 0.3;
/** Queries with more words than this are not corrected word by word (the combinations grow fast). */
const MAX_FUZZY_WORDS = 4;

/**
 * Quick search over the search tables (migration 0005): tiers in this order, each read from an
 * index in order with LIMIT, so the cost does not grow with the number of matches:
 *
 * 1. exact name, 2. name prefix, 3. word prefix inside a name (search_keys, one b-tree range per
 *    kind); names include legal names, nicknames and the names of merged records;
 * 4. typos: each query word that none of the caller's records contains is replaced by its nearest
 *    words in the tenant's dictionary (words with the same first or last letters, ranked by pg_trgm
 *    similarity), and the corrected phrases searched as in 3, the most similar first;
 * 5. full-text match of all the record's text (abstract, description...), ranked by ts_rank.
 *
 * Tiers 4 and 5 run (in a second statement) only when 1-3 found fewer than `limit` records.
 * Text is compared as search_norm() gives it: lower case, no accents, punctuation as spaces.
 */
export async function searchRecords(tx: AnyTx, input: SearchInput): Promise<TSearchResult[]> {
  const { tenantId, q, kinds, visibilities, limit } = input;
  const kindList = sql.param([...kinds]);
  const vis = sql.param([...visibilities]);
  // Keys from `from` (inclusive) to `to` (exclusive): every key starting with `from`. Both bounds
  // are plain values, never expressions: under row-level security only LEAKPROOF conditions become
  // index conditions, and text comparison is, text concatenation is not.
  const keyRange = (from: SQL, to: SQL) => sql`
    cross join lateral (
      select s.kind, s.id, s.at_start, s.key, s.name_len from search_keys s
       where s.tenant_id = ${tenantId} and s.kind = k.kind and s.at_start = b.at_start
         and s.key >= ${from} and s.key < ${to} and s.visibility = any(${vis}::visibility[])
       order by s.key, s.name_len limit ${limit}
    ) h`;

  const first = await tx.execute(sql`
    with q as materialized (select n, n || chr(1114111) as n_end from (select left(search_norm(${q}), 64) collate "C" as n) x),
    hits as (
      select h.kind, h.id, h.key, h.name_len,
             case when h.at_start and h.key = (select n from q) then 1 when h.at_start then 2 else 3 end as tier
        from unnest(${kindList}::text[]) k(kind)
       cross join (values (true), (false)) b(at_start)
       ${keyRange(sql`(select n from q)`, sql`(select n_end from q)`)}
       where (select n from q) <> ''
    ),
    best as (
      select distinct on (kind, id) kind, id, tier, name_len, key
        from hits order by kind, id, tier, name_len, key
    ),
    ranked as (select * from best order by tier, name_len, key, kind, id limit ${limit})
    select (select n from q) as norm,
           (select json_agg(json_build_object('kind', e.kind, 'id', e.id, 'type', e.result_type,
                                              'display_name', e.display_name, 'slug', e.slug)
                            order by r.tier, r.name_len, r.key, r.kind, r.id)
              from ranked r join search_entries e on e.tenant_id = ${tenantId} and e.kind = r.kind and e.id = r.id) as hits`);
  const row = first.rows[0] as { norm: string | null; hits: Hit[] | null } | undefined;
  const norm = row?.norm ?? '';
  const results = row?.hits ?? [];
  if (results.length >= limit || norm === '') return results.map(presentHit);

  const words = norm.split(' ');
  const fuzzy =
    words.length > MAX_FUZZY_WORDS
      ? sql`select null::json as hits`
      : sql`
    with recursive qw as (select w, ord::int as ord from unnest(${sql.param(words)}::text[]) with ordinality u(w, ord)),
    -- Words the caller's records do not contain (3 letters or more), and where to look for their
    -- neighbours in the dictionary: words with the same first or last letters (3, or 2 for short words).
    unknown as materialized (
      select qw.ord, qw.w, left(qw.w, k.n) as lo, left(qw.w, k.n) || chr(1114111) as hi,
             reverse(right(qw.w, k.n)) as rlo, reverse(right(qw.w, k.n)) || chr(1114111) as rhi
        from qw cross join lateral (select case when length(qw.w) > 4 then 3 else 2 end as n) k
       where length(qw.w) >= 3
         and not exists (select 1 from search_words d
                          where d.tenant_id = ${tenantId} and d.word = qw.w and d.visibility = any(${vis}::visibility[]))
    ),
    cand as (
      select qw.ord, qw.w as word, 1::real as sim from qw where qw.ord not in (select ord from unknown)
      union all
      select u.ord, c.word, c.sim from unknown u cross join lateral (
        select d.word::text as word, similarity(d.word, u.w) as sim from search_words d
         where d.tenant_id = ${tenantId} and d.visibility = any(${vis}::visibility[])
           and ((d.word >= u.lo and d.word < u.hi) or (d.reversed >= u.rlo and d.reversed < u.rhi))
         group by d.word having similarity(d.word, u.w) >= ${TYPO_SIMILARITY} order by 2 desc, 1 limit 3
      ) c
    ),
    combos(n, phrase, score) as (
      select 1, word, sim from cand where ord = 1
      union all
      select c.n + 1, c.phrase || ' ' || d.word, c.score * d.sim from combos c join cand d on d.ord = c.n + 1
    ),
    phrases as materialized (
      select phrase, phrase || chr(1114111) as phrase_end, score from (
        select left(phrase, 64) collate "C" as phrase, score from combos
         where n = ${words.length} and score < 1 order by score desc, phrase limit 4
      ) x
    ),
    fuzzy_hits as (
      select p.score, h.kind, h.id, h.at_start, h.key, h.name_len
        from phrases p cross join unnest(${kindList}::text[]) k(kind)
       cross join (values (true), (false)) b(at_start)
       ${keyRange(sql`p.phrase`, sql`p.phrase_end`)}
    ),
    fuzzy_best as (
      select distinct on (kind, id) kind, id, score, at_start, name_len, key
        from fuzzy_hits order by kind, id, score desc, at_start desc, name_len, key
    ),
    fuzzy as (select * from fuzzy_best order by score desc, at_start desc, name_len, key, kind, id limit ${limit})
    select json_agg(json_build_object('kind', e.kind, 'id', e.id, 'type', e.result_type,
                                      'display_name', e.display_name, 'slug', e.slug)
                    order by r.score desc, r.at_start desc, r.name_len, r.key, r.kind, r.id) as hits
      from fuzzy r join search_entries e on e.tenant_id = ${tenantId} and e.kind = r.kind and e.id = r.id`;
  // A constant tsquery (norm is a parameter, not a column), so the planner sees how common its
  // words are: a bitmap of the matches for rare words, the table in order until LIMIT for common ones.
  const tsquery = sql`plainto_tsquery('simple'::regconfig, ${norm})`;
  const onlyKind = kinds.length === 1 ? sql`and e.kind = ${kinds[0]}` : sql``;
  const second = await tx.execute(sql`
    with fts as (
      select c.*, ts_rank(c.tsv, ${tsquery}) as rank from (
        select e.kind, e.id, e.result_type, e.display_name, e.slug, e.tsv from search_entries e
         where e.tenant_id = ${tenantId} and e.visibility = any(${vis}::visibility[]) ${onlyKind}
           and e.tsv @@ ${tsquery}
         limit ${FULL_TEXT_CANDIDATES}
      ) c order by rank desc, display_name, kind, id limit ${limit}
    ),
    fz as (${fuzzy})
    select (select hits from fz) as fuzzy,
           (select json_agg(json_build_object('kind', kind, 'id', id, 'type', result_type,
                                              'display_name', display_name, 'slug', slug)
                            order by rank desc, display_name, kind, id) from fts) as fts`);
  const more = second.rows[0] as { fuzzy: Hit[] | null; fts: Hit[] | null } | undefined;
  const seen = new Set(results.map((r) => `${r.kind}:${r.id}`));
  for (const hit of [...(more?.fuzzy ?? []), ...(more?.fts ?? [])]) {
    if (results.length >= limit) break;
    const key = `${hit.kind}:${hit.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    results.push(hit);
  }
  return results.map(presentHit);
}
