import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import type { Database } from './client.ts';

const require = createRequire(import.meta.url);

/**
 * The complete ISO 3166-1 country list (250 entries) as geos, inserted once; tenant admins may
 * then edit them. Idempotent: existing codes are left alone.
 */
export async function ensureCountries(database: Database): Promise<void> {
  countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
  const names = countries.getNames('en', { select: 'official' });
  const rows = Object.entries(names).map(([iso2, name]) => [iso2, countries.alpha2ToAlpha3(iso2) ?? null, name]);
  const { rows: existing } = await database.pool.query<{ n: number }>('select count(*)::int as n from geos');
  if ((existing[0]?.n ?? 0) >= rows.length) return;
  await database.pool.query(
    `insert into geos (iso2, iso3, name, kind)
     select x.iso2, x.iso3, x.name, 'country' from json_to_recordset($1::json) as x(iso2 text, iso3 text, name text)
     on conflict (iso2) do nothing`,
    [JSON.stringify(rows.map(([iso2, iso3, name]) => ({ iso2, iso3, name })))],
  );
}
