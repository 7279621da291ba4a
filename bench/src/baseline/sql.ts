/**
 * The bare SQL of each scenario: what the app's answer needs from the database, written by hand as
 * one statement (rows, their child values and the total), with no RLS, no transaction, no role
 * switch. The baseline server runs these through `pg`; the ratio app ÷ baseline is the cost of
 * everything the app adds (tenant resolution, auth, validation, RLS, transactions, ORM, shaping).
 */

export type Kind = 'organizations' | 'people' | 'library';

const arr = (sql: string) => `coalesce((${sql}), '[]'::json)`;

function children(kind: Kind): string {
  const kw = (type: string) =>
    arr(`SELECT json_agg(json_build_object('id', k.id, 'name', k.name) ORDER BY k.name)
      FROM entity_keywords ek JOIN keywords k ON k.tenant_id = ek.tenant_id AND k.id = ek.keyword_id
      WHERE ek.tenant_id = p.tenant_id AND ek.entity_type = '${type}' AND ek.entity_id = p.id AND k.visibility = ANY($2::visibility[])`);
  const lists = (type: string) =>
    arr(`SELECT json_agg(json_build_object('id', l.id, 'name', l.name, 'slug', l.slug, 'type', l.type))
      FROM list_items li JOIN lists l ON l.tenant_id = li.tenant_id AND l.id = li.list_id
      WHERE li.tenant_id = p.tenant_id AND l.type = '${type}' AND li.item_id = p.id AND l.visibility = ANY($2::visibility[])`);
  const values = (table: string, column: string, owner: string) =>
    arr(
      `SELECT json_agg(c.${column} ORDER BY c.id) FROM ${table} c WHERE c.tenant_id = p.tenant_id AND c.${owner} = p.id`,
    );
  if (kind === 'organizations') {
    return `'id', p.id, 'name_dba', p.name_dba, 'name_inc', p.name_inc, 'ownership_type', p.ownership_type,
      'founding_date', p.founding_date, 'description', p.description, 'website', p.website, 'notes', p.notes,
      'hq_city', (SELECT c.name FROM cities c WHERE c.id = p.hq_city_id),
      'hq_geo', (SELECT g.name FROM geos g WHERE g.id = p.hq_geo_id),
      'emails', ${values('organization_emails', 'email', 'organization_id')},
      'phones', ${values('organization_phones', 'phone', 'organization_id')},
      'associated_urls', ${values('organization_urls', 'url', 'organization_id')},
      'aliases', p.aliases, 'keywords', ${kw('Organization')}, 'lists_as_item', ${lists('OrganizationsList')},
      'people', ${arr(`SELECT json_agg(json_build_object('id', x.id, 'name', concat_ws(' ', x.name_given, x.name_family), 'role', op.role))
        FROM organization_people op JOIN people x ON x.tenant_id = op.tenant_id AND x.id = op.person_id
        WHERE op.tenant_id = p.tenant_id AND op.organization_id = p.id AND x.visibility = ANY($2::visibility[])`)},
      'has_inv_vehicle', EXISTS (SELECT 1 FROM ledger_entries le WHERE le.tenant_id = p.tenant_id
        AND le.organization_id = p.id AND le.visibility = ANY($2::visibility[])),
      'visibility', p.visibility, 'show_on_dashboard', p.show_on_dashboard,
      'created_at', p.created_at, 'updated_at', p.updated_at`;
  }
  if (kind === 'people') {
    return `'id', p.id, 'name_given', p.name_given, 'name_family', p.name_family, 'gender', p.gender,
      'birth_date', p.birth_date, 'current_address_city', p.current_address_city, 'main_url', p.main_url,
      'emails', ${values('person_emails', 'email', 'person_id')},
      'phones', ${values('person_phones', 'phone', 'person_id')},
      'associated_urls', ${values('person_urls', 'url', 'person_id')},
      'aliases', p.aliases, 'keywords', ${kw('Person')}, 'lists_as_item', ${lists('PeopleList')},
      'organizations', ${arr(`SELECT json_agg(json_build_object('id', o.id, 'name', o.name_dba, 'role', op.role))
        FROM organization_people op JOIN organizations o ON o.tenant_id = op.tenant_id AND o.id = op.organization_id
        WHERE op.tenant_id = p.tenant_id AND op.person_id = p.id AND o.visibility = ANY($2::visibility[])`)},
      'visibility', p.visibility, 'show_on_dashboard', p.show_on_dashboard,
      'created_at', p.created_at, 'updated_at', p.updated_at`;
  }
  return `'id', p.id, 'title', p.title, 'abstract', p.abstract, 'publish_date', p.publish_date,
    'publisher_name', (SELECT o.name_dba FROM organizations o WHERE o.tenant_id = p.tenant_id AND o.id = p.publisher_id
      AND o.visibility = ANY($2::visibility[])),
    'public_link', p.public_link, 'type', p.type, 'is_fav', p.is_fav,
    'authors', ${arr(`SELECT json_agg(json_build_object('person_id', a.person_id, 'name', coalesce(concat_ws(' ', x.name_given, x.name_family), a.name)) ORDER BY a.position, a.id)
      FROM library_authors a LEFT JOIN people x ON x.tenant_id = a.tenant_id AND x.id = a.person_id
      WHERE a.tenant_id = p.tenant_id AND a.library_entry_id = p.id`)},
    'keywords', ${kw('LibraryEntry')}, 'lists_as_item', ${lists('LibraryList')},
    'visibility', p.visibility, 'show_on_dashboard', p.show_on_dashboard,
    'created_at', p.created_at, 'updated_at', p.updated_at`;
}

const TABLE: Record<Kind, string> = { organizations: 'organizations', people: 'people', library: 'library_entries' };

/** The filter and ordering of each list scenario (the same as the app's query string says). */
export const LIST_SHAPE: Record<Kind, { filter: string; order: string }> = {
  organizations: { filter: 'ownership_type = $3', order: 'name_dba ASC, id DESC' },
  people: { filter: 'gender = $3::gender', order: 'name_family ASC, id DESC' },
  library: { filter: 'type = $3::library_type', order: 'publish_date DESC, id DESC' },
};

/** The app's bounded count (server/src/lib/listing.ts): past it the total is the planner's estimate. */
export const COUNT_CAP = 1_000;

/** The planner's estimate of a list's matches ($1–$3 as for `listSql`), when the bounded count is past its cap. */
export function estimateSql(kind: Kind): string {
  const { filter } = LIST_SHAPE[kind];
  return `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${TABLE[kind]} WHERE tenant_id = $1 AND visibility = ANY($2::visibility[]) AND ${filter}`;
}

/** The bounded count on to ten times the cap ($1–$3 as for `listSql`), when the estimate is that low. */
export function recountSql(kind: Kind): string {
  const { filter } = LIST_SHAPE[kind];
  return `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${TABLE[kind]} WHERE tenant_id = $1 AND visibility = ANY($2::visibility[]) AND ${filter} LIMIT ${COUNT_CAP * 10 + 1}) b`;
}

/**
 * $1 tenant, $2 visibilities, $3 filter value, $4 limit, $5 offset → one row {count, results}; the
 * count stops at COUNT_CAP + 1 like the app's (the baseline pays what the app pays).
 */
export function listSql(kind: Kind): string {
  const { filter, order } = LIST_SHAPE[kind];
  const where = `tenant_id = $1 AND visibility = ANY($2::visibility[]) AND ${filter}`;
  return `WITH page AS (SELECT * FROM ${TABLE[kind]} WHERE ${where} ORDER BY ${order} LIMIT $4 OFFSET $5)
    SELECT (SELECT count(*) FROM (SELECT 1 FROM ${TABLE[kind]} WHERE ${where} LIMIT ${COUNT_CAP + 1}) b)::int AS count,
      coalesce(json_agg(json_build_object(${children(kind)}) ORDER BY ${order.replace(/(\w+) (ASC|DESC)/g, 'p.$1 $2')}), '[]'::json) AS results
    FROM page p`;
}

/** $1 tenant, $2 visibilities, $3 id → the record with its children, or no row. */
export function detailSql(kind: Kind): string {
  return `SELECT json_build_object(${children(kind)}) AS record FROM ${TABLE[kind]} p
    WHERE p.tenant_id = $1 AND p.visibility = ANY($2::visibility[]) AND p.id = $3`;
}

/** The maintained counts of one tenant. */
export const COUNTS_SQL =
  'SELECT kind, visibility, sum(n) AS n FROM entity_counts WHERE tenant_id = $1 GROUP BY kind, visibility';

/** $1 tenant, $2 user, $3 name, $4 visibility, $5 ownership type, $6 founding date, $7 keyword id. */
export const CREATE_SQL = `WITH o AS (
    INSERT INTO organizations (tenant_id, name_dba, visibility, ownership_type, founding_date, website, created_by)
    VALUES ($1, $3, $4::visibility, $5, $6::date, 'https://new.example.com', $2) RETURNING *),
  k AS (INSERT INTO entity_keywords (tenant_id, keyword_id, entity_type, entity_id)
    SELECT $1, $7, 'Organization', o.id FROM o RETURNING 1),
  h AS (INSERT INTO record_history (tenant_id, entity_type, entity_id, user_id, action, changes)
    SELECT $1, 'Organization', o.id, $2, 'create', '{}'::jsonb FROM o RETURNING 1)
  SELECT o.* FROM o`;

/** $1 tenant, $2 user, $3 id, $4 description. */
export const PATCH_SQL = `WITH o AS (
    UPDATE organizations SET description = $4, updated_at = now() WHERE tenant_id = $1 AND id = $3 RETURNING *),
  h AS (INSERT INTO record_history (tenant_id, entity_type, entity_id, user_id, action, changes)
    SELECT $1, 'Organization', o.id, $2, 'update', '{}'::jsonb FROM o RETURNING 1)
  SELECT o.* FROM o`;

export const LOGIN_USER_SQL =
  'SELECT id, password_hash, disabled FROM users WHERE tenant_id = $1 AND lower(email) = $2 LIMIT 1';
export const LOGIN_SESSION_SQL = `INSERT INTO sessions (tenant_id, token_hash, user_id, expires_at)
  VALUES ($1, $2, $3, now() + interval '14 days')`;
