import {
  type TOrganization,
  type TOrganizationCreate,
  type TOrganizationPatch,
  ZOrganization,
  ZOrganizationCreate,
  ZOrganizationPatch,
} from '@intel/contracts';
import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  cities,
  geos,
  ledgerEntries,
  organizationEmails,
  organizationPeople,
  organizationPhones,
  organizations,
  organizationUrls,
  people,
} from '../../db/schema/index.ts';
import {
  booleanFilter,
  dateRangeFilter,
  existsFilter,
  keywordFilter,
  listFilter,
  visibilityFilter,
} from '../../lib/filters.ts';
import type { Ctx, ResourceDef } from '../../lib/resource.ts';
import { hasResearchRole, readableVisibilities } from '../../policies/principal.ts';
import {
  childValues,
  e164,
  iso,
  keywordsOf,
  listsOf,
  partialIn,
  partialOut,
  pick,
  setChildValues,
  setKeywords,
} from './children.ts';
import { organizationImportRow } from './import-rows.ts';

type Row = typeof organizations.$inferSelect;
export const ORG = 'Organization';

export function personName(p: {
  nameGiven: string | null;
  nameFamily: string | null;
  nameNickname?: string | null;
  nameLegal?: string | null;
}) {
  return [p.nameGiven, p.nameFamily].filter(Boolean).join(' ') || p.nameNickname || p.nameLegal || '(unnamed)';
}

async function presentOrganizations(rows: Row[], ctx: Ctx): Promise<TOrganization[]> {
  const ids = rows.map((r) => r.id);
  const [emails, phones, urls, kws, lsts] = await Promise.all([
    childValues(ctx, organizationEmails, organizationEmails.email, ids),
    childValues(ctx, organizationPhones, organizationPhones.phone, ids),
    childValues(ctx, organizationUrls, organizationUrls.url, ids),
    keywordsOf(ctx, ORG, ids),
    listsOf(ctx, 'OrganizationsList', ids),
  ]);
  const cityIds = [...new Set(rows.map((r) => r.hqCityId).filter(Boolean))] as number[];
  const geoIds = [...new Set(rows.map((r) => r.hqGeoId).filter(Boolean))] as number[];
  const cityNames = cityIds.length
    ? await ctx.tx.select({ id: cities.id, name: cities.name }).from(cities).where(inArray(cities.id, cityIds))
    : [];
  const geoNames = geoIds.length
    ? await ctx.tx.select({ id: geos.id, name: geos.name }).from(geos).where(inArray(geos.id, geoIds))
    : [];
  const links = ids.length
    ? await ctx.tx
        .select({
          orgId: organizationPeople.organizationId,
          id: people.id,
          role: organizationPeople.role,
          nameGiven: people.nameGiven,
          nameFamily: people.nameFamily,
          nameNickname: people.nameNickname,
          nameLegal: people.nameLegal,
        })
        .from(organizationPeople)
        .innerJoin(
          people,
          and(eq(people.tenantId, organizationPeople.tenantId), eq(people.id, organizationPeople.personId)),
        )
        .where(
          and(
            eq(organizationPeople.tenantId, ctx.tenantId),
            inArray(organizationPeople.organizationId, ids),
            inArray(people.visibility, readableVisibilities(ctx.principal)),
          ),
        )
    : [];
  const vehicles = ids.length
    ? await ctx.tx
        .select({ orgId: ledgerEntries.organizationId })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.tenantId, ctx.tenantId),
            inArray(ledgerEntries.organizationId, ids),
            inArray(ledgerEntries.visibility, readableVisibilities(ctx.principal)),
          ),
        )
    : [];
  const withVehicle = new Set(vehicles.map((v) => v.orgId));
  const research = hasResearchRole(ctx.principal);
  return rows.map((r) => ({
    id: r.id,
    name_dba: r.nameDba,
    name_inc: r.nameInc,
    ownership_type: r.ownershipType,
    founding_date: partialOut(r, 'foundingDate'),
    description: r.description,
    website: r.website,
    notes: r.notes,
    ...(research ? { admin_notes: r.adminNotes } : {}),
    hq_city_id: r.hqCityId,
    hq_city: cityNames.find((c) => c.id === r.hqCityId)?.name ?? null,
    hq_geo_id: r.hqGeoId,
    hq_geo: geoNames.find((g) => g.id === r.hqGeoId)?.name ?? null,
    emails: emails.get(r.id) ?? [],
    phones: phones.get(r.id) ?? [],
    associated_urls: urls.get(r.id) ?? [],
    aliases: r.aliases,
    keywords: kws.get(r.id) ?? [],
    lists_as_item: lsts.get(r.id) ?? [],
    people: links.filter((l) => l.orgId === r.id).map((l) => ({ id: l.id, name: personName(l), role: l.role })),
    has_inv_vehicle: withVehicle.has(r.id),
    suggested_fields: (r.suggestedFields ?? {}) as Record<string, unknown>,
    visibility: r.visibility,
    show_on_dashboard: r.showOnDashboard,
    created_at: iso(r.createdAt) as string,
    updated_at: iso(r.updatedAt) as string,
  }));
}

export const organizationResource: ResourceDef<TOrganization, TOrganizationCreate, TOrganizationPatch> = {
  path: '/assets/organizations',
  tag: 'organizations',
  entityType: ORG,
  countsKind: 'organizations',
  label: 'Organization',
  table: organizations,
  readGroup: 'open',
  writeGroup: 'research',
  out: ZOrganization,
  create: ZOrganizationCreate,
  patch: ZOrganizationPatch,
  list: {
    table: organizations,
    orderings: {
      name_dba: organizations.nameDba,
      name_inc: organizations.nameInc,
      founding_date: organizations.foundingDate,
      updated_at: organizations.updatedAt,
      created_at: organizations.createdAt,
    },
    defaultOrdering: '-updated_at',
    idColumn: organizations.id,
    search: (q) =>
      or(
        ilike(organizations.nameDba, `%${q}%`),
        ilike(organizations.nameInc, `%${q}%`),
        sql`exists (select 1 from unnest(${organizations.aliases}) a where a ilike ${`%${q}%`})`,
      ) as never,
    showOnDashboard: organizations.showOnDashboard,
    filters: [
      visibilityFilter(organizations, organizations.visibility),
      keywordFilter(ORG, organizations, organizations.tenantId, organizations.id),
      listFilter('OrganizationsList', organizations.tenantId, organizations.id),
      {
        name: 'ownership_type',
        label: 'Ownership type',
        type: 'multi',
        toSql: (v) => inArray(organizations.ownershipType, v),
        options: async (tx, where) => {
          const rows = await tx
            .select({ value: organizations.ownershipType, n: sql<number>`count(*)::int` })
            .from(organizations)
            .where(and(where, sql`${organizations.ownershipType} is not null`))
            .groupBy(organizations.ownershipType)
            .orderBy(organizations.ownershipType);
          return rows.map((r) => ({ value: String(r.value), label: String(r.value), count: Number(r.n) }));
        },
      },
      {
        name: 'vehicle_type',
        label: 'Vehicle type',
        type: 'multi',
        toSql: (v) =>
          v.every((x) => ['VC', 'FA', 'PE'].includes(x))
            ? sql`exists (select 1 from ${ledgerEntries} le where le.tenant_id = ${organizations.tenantId} and le.organization_id = ${organizations.id} and le.vehicle_type::text in ${v})`
            : 'Use VC, FA or PE.',
        options: async () => ['VC', 'FA', 'PE'].map((v) => ({ value: v, label: v })),
      },
      {
        name: 'hq_geo',
        label: 'Headquarters country',
        type: 'multi',
        toSql: (v) =>
          v.every((x) => /^\d+$/.test(x)) ? inArray(organizations.hqGeoId, v.map(Number)) : 'Use geo ids.',
      },
      {
        name: 'hq_city',
        label: 'Headquarters city',
        type: 'multi',
        toSql: (v) =>
          v.every((x) => /^\d+$/.test(x)) ? inArray(organizations.hqCityId, v.map(Number)) : 'Use city ids.',
      },
      existsFilter(
        'has_email',
        'Has email',
        sql`exists (select 1 from ${organizationEmails} oe where oe.tenant_id = ${organizations.tenantId} and oe.organization_id = ${organizations.id})`,
      ),
      dateRangeFilter(organizations.foundingDate, 'founding_date', 'Founded'),
      booleanFilter(organizations.showOnDashboard, 'dashboard', 'On dashboard'),
    ],
  },
  values: (input) => ({
    ...pick(input, {
      name_dba: 'nameDba',
      name_inc: 'nameInc',
      ownership_type: 'ownershipType',
      description: 'description',
      website: 'website',
      notes: 'notes',
      admin_notes: 'adminNotes',
      hq_city_id: 'hqCityId',
      hq_geo_id: 'hqGeoId',
      visibility: 'visibility',
      show_on_dashboard: 'showOnDashboard',
    }),
    ...partialIn(input.founding_date, 'foundingDate'),
  }),
  async afterWrite(ctx, id, input) {
    await setChildValues(ctx, organizationEmails, 'email', id, input.emails);
    await setChildValues(ctx, organizationPhones, 'phone', id, input.phones, (p) => ({ e164: e164(p) }));
    await setChildValues(ctx, organizationUrls, 'url', id, input.associated_urls);
    await setKeywords(ctx, ORG, id, input.keyword_ids);
    if (input.people !== undefined) {
      await ctx.tx
        .delete(organizationPeople)
        .where(and(eq(organizationPeople.tenantId, ctx.tenantId), eq(organizationPeople.organizationId, id)));
      const unique = [...new Map(input.people.map((p) => [p.person_id, p])).values()];
      if (unique.length) {
        await ctx.tx.insert(organizationPeople).values(
          unique.map((p) => ({
            tenantId: ctx.tenantId,
            organizationId: id,
            personId: p.person_id,
            role: p.role ?? '',
          })),
        );
      }
    }
  },
  present: (rows, ctx) => presentOrganizations(rows as Row[], ctx),
  importRow: organizationImportRow,
  xlsx: [
    { header: 'ID', key: 'id', width: 8, value: (o) => o.id },
    { header: 'Name (DBA)', key: 'name_dba', width: 30, value: (o) => o.name_dba },
    { header: 'Legal name', key: 'name_inc', width: 30, value: (o) => o.name_inc },
    { header: 'Ownership', key: 'ownership_type', width: 14, value: (o) => o.ownership_type },
    { header: 'Founded', key: 'founding_date', width: 12, value: (o) => o.founding_date.date },
    { header: 'Website', key: 'website', width: 30, value: (o) => o.website },
    { header: 'HQ city', key: 'hq_city', width: 16, value: (o) => o.hq_city },
    { header: 'Emails', key: 'emails', width: 30, value: (o) => o.emails },
    { header: 'Phones', key: 'phones', width: 20, value: (o) => o.phones },
    { header: 'Keywords', key: 'keywords', width: 30, value: (o) => o.keywords.map((k) => k.name) },
    { header: 'Description', key: 'description', width: 50, value: (o) => o.description },
    { header: 'Visibility', key: 'visibility', width: 12, value: (o) => o.visibility },
  ],
};
