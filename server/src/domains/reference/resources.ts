import {
  type TCity,
  type TCityCreate,
  type TCityPatch,
  type TGeo,
  type TGeoCreate,
  type TGeoPatch,
  type TTerm,
  type TTermCreate,
  type TTermPatch,
  ZCity,
  ZCityCreate,
  ZCityPatch,
  ZGeo,
  ZGeoCreate,
  ZGeoPatch,
  ZTerm,
  ZTermCreate,
  ZTermPatch,
} from '@intel/contracts';
import { ilike, inArray, or, sql } from 'drizzle-orm';
import { cities, geos, terminology } from '../../db/schema/index.ts';
import { choiceFilter, visibilityFilter } from '../../lib/filters.ts';
import type { ResourceDef } from '../../lib/resource-def.ts';
import { citiesPolicy, geosPolicy, terminologyPolicy } from './policies.ts';
import { presentCities, presentGeos, presentTerms } from './presenters.ts';

const pick = <T extends object>(input: T, map: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(map)
      .filter(([api]) => (input as Record<string, unknown>)[api] !== undefined)
      .map(([api, col]) => [col, (input as Record<string, unknown>)[api]]),
  );

export const geoResource: ResourceDef<TGeo, TGeoCreate, TGeoPatch> = {
  path: '/geos',
  tag: 'reference',
  entityType: 'Geo',
  label: 'Geo',
  table: geos,
  global: true,
  readAbility: geosPolicy.read,
  writeAbility: geosPolicy.write,
  out: ZGeo,
  create: ZGeoCreate,
  patch: ZGeoPatch,
  list: {
    table: geos,
    orderings: { name: geos.name, iso2: geos.iso2, updated_at: geos.updatedAt },
    defaultOrdering: 'name',
    idColumn: geos.id,
    search: (q) => or(ilike(geos.name, `%${q}%`), ilike(geos.iso2, q), ilike(geos.iso3, q)) as never,
    filters: [choiceFilter(geos, geos.kind, 'kind', 'Kind', ['country', 'region'])],
  },
  values: (input) => pick(input, { name: 'name', iso2: 'iso2', iso3: 'iso3', kind: 'kind', parent_id: 'parentId' }),
  present: presentGeos,
  xlsx: [
    { header: 'ID', key: 'id', value: (g) => g.id },
    { header: 'Name', key: 'name', width: 30, value: (g) => g.name },
    { header: 'ISO2', key: 'iso2', value: (g) => g.iso2 },
    { header: 'ISO3', key: 'iso3', value: (g) => g.iso3 },
    { header: 'Kind', key: 'kind', value: (g) => g.kind },
  ],
};

export const cityResource: ResourceDef<TCity, TCityCreate, TCityPatch> = {
  path: '/cities',
  tag: 'reference',
  entityType: 'City',
  label: 'City',
  table: cities,
  global: true,
  readAbility: citiesPolicy.read,
  writeAbility: citiesPolicy.write,
  out: ZCity,
  create: ZCityCreate,
  patch: ZCityPatch,
  list: {
    table: cities,
    orderings: { name: cities.name, updated_at: cities.updatedAt },
    defaultOrdering: 'name',
    idColumn: cities.id,
    search: (q) => ilike(cities.name, `%${q}%`),
    filters: [
      {
        name: 'geo',
        label: 'Country',
        type: 'multi',
        toSql: (v) => (v.every((x) => /^\d+$/.test(x)) ? inArray(cities.geoId, v.map(Number)) : 'Use geo ids.'),
      },
    ],
  },
  values: (input) => pick(input, { name: 'name', geo_id: 'geoId', latitude: 'latitude', longitude: 'longitude' }),
  present: presentCities,
  xlsx: [
    { header: 'ID', key: 'id', value: (c) => c.id },
    { header: 'Name', key: 'name', width: 30, value: (c) => c.name },
    { header: 'Country', key: 'geo', width: 30, value: (c) => c.geo_name },
  ],
};

export const termResource: ResourceDef<TTerm, TTermCreate, TTermPatch> = {
  path: '/terminology',
  tag: 'terminology',
  entityType: 'Terminology',
  countsKind: 'terminology',
  label: 'Term',
  table: terminology,
  readAbility: terminologyPolicy.read,
  writeAbility: terminologyPolicy.write,
  out: ZTerm,
  create: ZTermCreate,
  patch: ZTermPatch,
  list: {
    table: terminology,
    orderings: { term: terminology.term, updated_at: terminology.updatedAt },
    defaultOrdering: 'term',
    idColumn: terminology.id,
    search: (q) =>
      or(
        ilike(terminology.term, `%${q}%`),
        ilike(terminology.definition, `%${q}%`),
        sql`${q} ilike any(${terminology.aliases})`,
      ) as never,
    showOnDashboard: terminology.showOnDashboard,
    filters: [visibilityFilter(terminology, terminology.visibility)],
  },
  values: (input) =>
    pick(input, {
      term: 'term',
      definition: 'definition',
      aliases: 'aliases',
      visibility: 'visibility',
      show_on_dashboard: 'showOnDashboard',
    }),
  present: presentTerms,
  xlsx: [
    { header: 'ID', key: 'id', value: (t) => t.id },
    { header: 'Term', key: 'term', width: 30, value: (t) => t.term },
    { header: 'Definition', key: 'definition', width: 60, value: (t) => t.definition },
    { header: 'Aliases', key: 'aliases', width: 30, value: (t) => t.aliases },
    { header: 'Visibility', key: 'visibility', value: (t) => t.visibility },
  ],
};
