import type { TCity, TGeo, TTerm } from '@intel/contracts';
import { count, inArray } from 'drizzle-orm';
import type { Ctx } from '../../db/ctx.ts';
import { cities, geos } from '../../db/schema/index.ts';
import type { AnyRow } from '../../lib/resource-def.ts';

export async function presentGeos(rows: AnyRow[], ctx: Ctx): Promise<TGeo[]> {
  const ids = rows.map((r) => r.id as number);
  const counts = ids.length
    ? await ctx.tx
        .select({ id: cities.geoId, n: count() })
        .from(cities)
        .where(inArray(cities.geoId, ids))
        .groupBy(cities.geoId)
    : [];
  const byGeo = new Map(counts.map((c) => [c.id, Number(c.n)]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    iso2: r.iso2,
    iso3: r.iso3,
    kind: r.kind,
    parent_id: r.parentId,
    city_count: byGeo.get(r.id) ?? 0,
  }));
}

export async function presentCities(rows: AnyRow[], ctx: Ctx): Promise<TCity[]> {
  const geoIds = [...new Set(rows.map((r) => r.geoId).filter(Boolean))] as number[];
  const names = geoIds.length
    ? await ctx.tx.select({ id: geos.id, name: geos.name }).from(geos).where(inArray(geos.id, geoIds))
    : [];
  const byId = new Map(names.map((g) => [g.id, g.name]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    geo_id: r.geoId,
    geo_name: r.geoId ? (byId.get(r.geoId) ?? null) : null,
    latitude: r.latitude,
    longitude: r.longitude,
  }));
}

export async function presentTerms(rows: AnyRow[]): Promise<TTerm[]> {
  return rows.map((r) => ({
    id: r.id,
    term: r.term,
    definition: r.definition,
    aliases: r.aliases,
    visibility: r.visibility,
    show_on_dashboard: r.showOnDashboard,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}
