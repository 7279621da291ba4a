import {
  QUARTERS,
  type TSnapshot,
  type TSnapshotCreate,
  type TSnapshotPatch,
  ZSnapshot,
  ZSnapshotCreate,
  ZSnapshotPatch,
} from '@intel/contracts';
import { and, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Ctx } from '../../db/ctx.ts';
import { assetLinks, assets, geos, keywords, libraryEntries, organizations, people } from '../../db/schema/index.ts';
import { choiceFilter, numberRangeFilter, refFilter, visibilityFilter } from '../../lib/filters.ts';
import { badRequest } from '../../lib/http-errors.ts';
import type { ResourceDef } from '../../lib/resource-def.ts';
import { pick } from '../curation/children.ts';
import { snapshotsPolicy } from './policies.ts';
import { presentSnapshots } from './presenters.ts';

type Row = typeof assets.$inferSelect;
const LINKS = {
  organization_ids: 'Organization',
  person_ids: 'Person',
  geo_ids: 'Geo',
  keyword_ids: 'Keyword',
} as const;

/** The records each link field names: the tenant's, or the global geos. */
const LINKED = {
  organization_ids: {
    table: organizations,
    id: organizations.id,
    tenant: organizations.tenantId,
    label: 'organizations',
  },
  person_ids: { table: people, id: people.id, tenant: people.tenantId, label: 'people' },
  geo_ids: { table: geos, id: geos.id, tenant: null, label: 'geos' },
  keyword_ids: { table: keywords, id: keywords.id, tenant: keywords.tenantId, label: 'keywords' },
} as const;

/** Links are polymorphic (no foreign key): ids that name no record are refused here, as other references are. */
async function checkLinks(ctx: Ctx, input: Partial<Record<keyof typeof LINKS, number[]>>) {
  const errors: Record<string, string[]> = {};
  for (const [key, src] of Object.entries(LINKED)) {
    const ids = [...new Set(input[key as keyof typeof LINKS] ?? [])];
    if (!ids.length) continue;
    const found = await ctx.tx
      .select({ id: src.id })
      .from(src.table)
      .where(and(src.tenant ? eq(src.tenant, ctx.tenantId) : undefined, inArray(src.id, ids)));
    const missing = ids.filter((id) => !found.some((f) => Number(f.id) === id));
    if (missing.length) errors[key] = [`No such ${src.label}: ${missing.join(', ')}.`];
  }
  const fields = Object.keys(errors);
  if (fields.length) throw badRequest(`Check ${fields.join(', ')}: some ids name no record.`, errors);
}

export const snapshotResource: ResourceDef<TSnapshot, TSnapshotCreate, TSnapshotPatch> = {
  path: '/assets/snapshots',
  tag: 'snapshots',
  entityType: 'Asset',
  label: 'Snapshot',
  table: assets,
  readAbility: snapshotsPolicy.read,
  writeAbility: snapshotsPolicy.write,
  out: ZSnapshot,
  create: ZSnapshotCreate,
  patch: ZSnapshotPatch,
  list: {
    table: assets,
    orderings: {
      year: assets.year,
      symbol: assets.symbol,
      order: assets.sortOrder,
      data: assets.data,
      updated_at: assets.updatedAt,
    },
    defaultOrdering: '-updated_at',
    idColumn: assets.id,
    search: (q) => or(ilike(assets.symbol, `%${q}%`), ilike(assets.caption, `%${q}%`)) as never,
    showOnDashboard: assets.showOnDashboard,
    filters: [
      visibilityFilter(assets, assets.visibility),
      choiceFilter(assets, assets.quarter, 'quarter', 'Quarter', QUARTERS),
      { name: 'symbol', label: 'Series', type: 'text', toSql: (v) => inArray(assets.symbol, v) },
      refFilter('library_entry', 'Library entry', assets.libraryEntryId, libraryEntries, 'Use library entry ids.'),
      numberRangeFilter(assets.year, 'year', 'Year'),
    ],
  },
  values: (input) => ({
    ...pick(input, {
      year: 'year',
      quarter: 'quarter',
      symbol: 'symbol',
      caption: 'caption',
      url: 'url',
      order: 'sortOrder',
      library_entry_id: 'libraryEntryId',
      visibility: 'visibility',
      show_on_dashboard: 'showOnDashboard',
    }),
    ...(input.data !== undefined ? { data: String(input.data) } : {}),
  }),
  async afterWrite(ctx, id, input) {
    await checkLinks(ctx, input);
    for (const [key, type] of Object.entries(LINKS)) {
      const ids = input[key as keyof typeof LINKS];
      if (ids === undefined) continue;
      await ctx.tx
        .delete(assetLinks)
        .where(and(eq(assetLinks.tenantId, ctx.tenantId), eq(assetLinks.assetId, id), eq(assetLinks.entityType, type)));
      const unique = [...new Set(ids)];
      if (unique.length)
        await ctx.tx
          .insert(assetLinks)
          .values(unique.map((entityId) => ({ tenantId: ctx.tenantId, assetId: id, entityType: type, entityId })));
    }
  },
  present: (rows, ctx) => presentSnapshots(rows as Row[], ctx),
  xlsx: [
    { header: 'Series', key: 'symbol', width: 20, value: (s) => s.symbol },
    { header: 'Year', key: 'year', width: 8, value: (s) => s.year },
    { header: 'Quarter', key: 'quarter', width: 8, value: (s) => s.quarter },
    { header: 'Value', key: 'data', width: 14, value: (s) => s.data },
    { header: 'Caption', key: 'caption', width: 40, value: (s) => s.caption },
    { header: 'Visibility', key: 'visibility', width: 12, value: (s) => s.visibility },
  ],
};
