import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type Tx, withTenant } from '../../db/scoped.ts';
import type { Span } from '../reading/candidate.ts';
import { normaliseName } from '../reading/name-keys.ts';
import { nestedTest } from './link-choice.ts';
import {
  hashName,
  isNamedRef,
  type Known,
  type KnownType,
  MAX_KNOWN,
  type NameHit,
  NameSet,
  type ProbableQuery,
  packRef,
  type Row,
  TYPES,
} from './name-set.ts';
import { indexStatement, MARGIN_SECONDS, marginAgo, PAGE, probableMatches, rowsOf, SOURCES } from './name-sql.ts';

/**
 * The names of a tenant's records, held in memory per process, so that finding the known names of a
 * document costs one hash lookup per word n-gram of the document, not work proportional to the
 * tenant's records (DESIGN §6: one multi-pattern pass over the tenant's names).
 *
 * Why in memory: under row-level security PostgreSQL uses an index only for leakproof operators, and
 * neither `lower(name) = any(…)` nor trigram similarity is one, so each lookup scanned every
 * organization and person of the tenant (0.2 documents/s at 100k records).
 *
 * The index may hold names that no longer exist (renamed, deleted records): every hit is confirmed by
 * reading the record by primary key, so stale entries cost a lookup, never a wrong link. Records
 * written since the last look are read through the `(tenant_id, updated_at)` indexes before each
 * document; rows of transactions that committed more than `MARGIN_SECONDS` after their `now()` would be
 * missed, so the index is rebuilt in the background every `REBUILD_MS` and dropped when unused.
 */

export type { Known, KnownType, ProbableQuery } from './name-set.ts';
export { MAX_SAME_NAME } from './name-set.ts';

const REBUILD_MS = 10 * 60_000;
const IDLE_DROP_MS = 30 * 60_000;
/** Countries and cities change rarely and are the same for every tenant: one read per few seconds is enough. */
const PLACES_FRESH_MS = 5000;

type TenantEntry = { set: NameSet; built: Promise<void>; refresh: Promise<void>; rebuilding: boolean; usedAt: number };

/** Countries and cities: global reference data, the same for every tenant. */
class Places {
  geos = new Map<number, number | number[]>();
  cities = new Set<string>();
  since: string | null = null;
  builtAt = Date.now();
  /** When the places were last read (global reference data: read at most every PLACES_FRESH_MS, not per document). */
  checkedAt = 0;
  refresh: Promise<void> = Promise.resolve();
}

export class NameIndex {
  private tenants = new Map<number, TenantEntry>();
  private places = new Places();

  private readonly database: Database;

  constructor(database: Database) {
    this.database = database;
  }

  /**
   * Every name of the tenant, read in primary-key pages (each kind on its own). A record's names travel
   * as JSON, not as a PostgreSQL array: parsing a million array literals in JavaScript took twice as
   * long as the whole read does now. The next page is read while this one is indexed.
   */
  private async build(tenantId: number): Promise<NameSet> {
    const since = await withTenant(this.database, tenantId, marginAgo);
    const set = new NameSet(since, Date.now());
    for (const source of SOURCES) {
      const page = (after: number) =>
        withTenant(this.database, tenantId, (tx) =>
          rowsOf<{ id: string; names: string[] | null; similar: string | null }>(
            tx,
            sql`select id, array_to_json(${source.names}) as names, ${source.similar} as similar
                  from ${source.from} where tenant_id = ${tenantId} and id > ${after} order by id limit ${PAGE}`,
          ),
        );
      let next = page(0);
      for (;;) {
        const rows = await next;
        const more = rows.length === PAGE;
        if (more) next = page(Number(rows[rows.length - 1]?.id));
        for (const row of rows) set.addNames(source.type, Number(row.id), row.names ?? [], row.similar);
        if (!more) break;
      }
    }
    set.compact();
    return set;
  }

  /** Reads what was written since the last look (and a margin before it) into the set: one indexed query. */
  private async catchUp(tx: Tx, tenantId: number, set: NameSet) {
    const rows = await indexStatement<Row>(tx, 'catch-up', { tenantId, since: set.since });
    let stamp = set.since;
    for (const row of rows) {
      if ((row.type as string) === 'stamp') stamp = row.updated_at;
      else set.add(row, true);
    }
    set.since = stamp;
  }

  /** Builds the tenant's names on first use (a few seconds at a million records), outside any transaction. */
  async ready(tenantId: number): Promise<void> {
    const now = Date.now();
    for (const [id, entry] of this.tenants)
      if (id !== tenantId && now - entry.usedAt > IDLE_DROP_MS) this.tenants.delete(id);
    const entry = this.tenants.get(tenantId);
    if (entry) {
      entry.usedAt = now;
      await entry.built;
      return;
    }
    const created: TenantEntry = {
      set: new NameSet('-infinity', 0),
      built: Promise.resolve(),
      refresh: Promise.resolve(),
      rebuilding: false,
      usedAt: now,
    };
    created.built = this.build(tenantId).then((set) => {
      created.set = set;
    });
    created.refresh = created.built;
    this.tenants.set(tenantId, created);
    try {
      await created.built;
    } catch (err) {
      if (this.tenants.get(tenantId) === created) this.tenants.delete(tenantId);
      throw err;
    }
  }

  /**
   * The entry `ready` built. Never built inside a transaction: building opens transactions of its own,
   * and the embedded database runs one transaction at a time.
   */
  private built(tenantId: number): TenantEntry {
    const entry = this.tenants.get(tenantId);
    if (!entry || entry.set.builtAt === 0)
      throw new Error(`The names of tenant ${tenantId} are not loaded: call ready() first.`);
    return entry;
  }

  /** The tenant's names as of now: caught up in `tx` (one catch-up at a time per tenant, each after its caller asked). */
  private async current(tx: Tx, tenantId: number): Promise<NameSet> {
    const entry = this.built(tenantId);
    const next = entry.refresh.catch(() => {}).then(() => this.catchUp(tx, tenantId, entry.set));
    entry.refresh = next;
    await next;
    if (!entry.rebuilding && Date.now() - entry.set.builtAt > REBUILD_MS) {
      entry.rebuilding = true;
      void this.build(tenantId)
        .then(async (fresh) => {
          await withTenant(this.database, tenantId, (t) => this.catchUp(t, tenantId, fresh));
          entry.set = fresh;
        })
        .catch(() => {})
        .finally(() => {
          entry.rebuilding = false;
        });
    }
    return entry.set;
  }

  private async freshPlaces(tx: Tx): Promise<Places> {
    const places = this.places;
    if (Date.now() - places.checkedAt < PLACES_FRESH_MS) {
      await places.refresh.catch(() => {});
      return places;
    }
    places.checkedAt = Date.now();
    const next = places.refresh
      .catch(() => {})
      .then(async () => {
        if (Date.now() - places.builtAt > REBUILD_MS) {
          places.geos.clear();
          places.cities.clear();
          places.since = null;
          places.builtAt = Date.now();
        }
        const since = places.since ?? '-infinity';
        const rows = await rowsOf<{ kind: 'geo' | 'city' | 'none'; id: string; name: string; since: string }>(
          tx,
          sql`select 'geo' as kind, id, name, null as since from geos where updated_at > ${since}::timestamptz
              union all
              select 'city', id, name, null from cities where updated_at > ${since}::timestamptz
              union all
              select 'none', 0, '', (now() - make_interval(secs => ${MARGIN_SECONDS}))::text`,
        );
        for (const row of rows) {
          if (row.kind === 'city') places.cities.add(normaliseName(row.name));
          else if (row.kind === 'geo') {
            const key = hashName(normaliseName(row.name));
            const ref = packRef('Geo', Number(row.id));
            const refs = places.geos.get(key);
            if (refs === undefined) places.geos.set(key, ref);
            else if (typeof refs === 'number') {
              if (refs !== ref) places.geos.set(key, [refs, ref]);
            } else if (!refs.includes(ref)) refs.push(ref);
          }
        }
        const stamp = rows.find((r) => r.kind === 'none')?.since;
        if (stamp) places.since = stamp;
      });
    places.refresh = next;
    await next;
    return places;
  }

  /**
   * The records whose name (or alias) is one of `grams` (normalised word n-grams of a text), with all
   * their current names; the places (cities) among the grams; and the names left unread (`hidden`).
   *
   * With `find` (the text's occurrences), an organization or person whose name the text has only inside
   * a longer known name ("Global" in "Global Widgets Partners") is not read: `chooseLinks` would not link
   * it, and such names were most of a document's hits at a million records (about 900 organizations read
   * per 5 KB document, some 80 of them linked). The longer names are read first; a shorter one is read
   * after all when none of them is confirmed around it (the index names by hash and keeps old names until
   * it is rebuilt, so a longer name may belong to no record: then the shorter one stands on its own).
   */
  async known(
    tx: Tx,
    tenantId: number,
    grams: Set<string>,
    find?: (name: string) => Span[],
  ): Promise<{ known: Known[]; places: string[]; hidden: string[] }> {
    const set = await this.current(tx, tenantId);
    const places = await this.freshPlaces(tx);
    const gramList = [...grams];
    const hashes = gramList.map(hashName);
    const hits = set.hits(gramList, hashes);
    const refs = new Set<number>();
    const { outer, nested } = splitNested(hits, find);
    for (const h of outer) for (const r of h.refs) refs.add(r);
    for (const hash of hashes) {
      const geo = places.geos.get(hash);
      if (geo === undefined) continue;
      for (const r of typeof geo === 'number' ? [geo] : geo) refs.add(r);
    }
    const known = await this.read(tx, tenantId, [...refs].slice(0, MAX_KNOWN), grams);
    const hidden: string[] = [];
    if (find && nested.length) {
      const inside = nestedTest(
        known
          .filter((k) => k.type === 'Organization' || k.type === 'Person')
          .flatMap((k) => k.normalized.flatMap(find)),
      );
      const more = new Set<number>();
      for (const h of nested)
        if (find(h.gram).some((s) => !inside(s))) for (const r of h.refs) more.add(r);
        else hidden.push(h.gram);
      for (const r of refs) more.delete(r);
      const room = MAX_KNOWN - Math.min(refs.size, MAX_KNOWN);
      if (more.size && room) known.push(...(await this.read(tx, tenantId, [...more].slice(0, room), grams)));
    }
    return { known, places: [...grams].filter((g) => places.cities.has(g)), hidden };
  }

  /** The records `refs` point to, with all their names, when one of the names they are found by is among `grams`. */
  private async read(tx: Tx, tenantId: number, refs: number[], grams: Set<string>): Promise<Known[]> {
    const known: Known[] = [];
    if (refs.length === 0) return known;
    const ids: number[][] = TYPES.map(() => []);
    for (const ref of refs) ids[ref % 8]?.push(Math.floor(ref / 8));
    const [orgIds, personIds, keywordIds, termIds, geoIds] = ids;
    const rows = await indexStatement<{
      type: KnownType;
      id: string;
      names: string[];
      found_by: number;
      orgs: (number | string)[] | null;
      weight: string | null;
    }>(tx, 'records', { tenantId, orgIds, personIds, keywordIds, termIds, geoIds });
    // Records share names (ambiguous names, aliases): normalise each distinct name once.
    const normalised = new Map<string, string>();
    const norm = (n: string) => {
      let v = normalised.get(n);
      if (v === undefined) {
        v = normaliseName(n);
        normalised.set(n, v);
      }
      return v;
    };
    for (const row of rows)
      if (row.names.slice(0, row.found_by).some((n) => grams.has(norm(n))))
        known.push({
          type: row.type,
          id: Number(row.id),
          names: row.names,
          normalized: row.names.map(norm),
          ...(row.type === 'Person' ? { orgs: (row.orgs ?? []).map(Number), weight: Number(row.weight ?? 0) } : {}),
        });
    return known;
  }

  /**
   * The existing organization or person each new name probably is: the in-memory index shortlists,
   * PostgreSQL decides with pg_trgm exactly as a direct query would (organization: `name_dba % name`
   * and similarity ≥ 0.5; person: similarity of the full name ≥ 0.6 and `name_family % last word`).
   */
  async probable(tx: Tx, tenantId: number, queries: ProbableQuery[]): Promise<(number | null)[]> {
    return probableMatches(tx, tenantId, this.built(tenantId).set, queries);
  }
}

const indexes = new WeakMap<Database, NameIndex>();

/** The name index of a database (one per process and database). */
export function nameIndexOf(database: Database): NameIndex {
  let index = indexes.get(database);
  if (!index) {
    index = new NameIndex(database);
    indexes.set(database, index);
  }
  return index;
}

/**
 * The index's hits split by where the text has their names: `nested` are the hits whose every record
 * is an organization or person and whose name occurs only inside a longer hit's name (by the index,
 * unconfirmed); the others are `outer`. Without `find`, every hit is outer.
 */
function splitNested(hits: NameHit[], find?: (name: string) => Span[]): { outer: NameHit[]; nested: NameHit[] } {
  if (!find) return { outer: hits, nested: [] };
  const inside = nestedTest(hits.filter((h) => h.refs.some(isNamedRef)).flatMap((h) => find(h.gram)));
  const outer: NameHit[] = [];
  const nested: NameHit[] = [];
  for (const h of hits)
    if (h.refs.every(isNamedRef) && !find(h.gram).some((s) => !inside(s))) nested.push(h);
    else outer.push(h);
  return { outer, nested };
}
