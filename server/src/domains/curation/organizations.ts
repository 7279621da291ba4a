import {
  type TOrganization,
  type TOrganizationCreate,
  type TOrganizationPatch,
  ZOrganization,
  ZOrganizationCreate,
  ZOrganizationPatch,
} from '@intel/contracts';
import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Ctx } from '../../db/ctx.ts';
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
import { jsonArray, withRelated } from '../../lib/related.ts';
import type { ResourceDef } from '../../lib/resource-def.ts';
import { hasResearchRole, readableVisibilities } from '../../policies/principal.ts';
import {
  e164,
  iso,
  keywordsFor,
  listsFor,
  partialIn,
  partialOut,
  pick,
  setChildValues,
  setKeywords,
  valuesOf,
} from './children.ts';
import { organizationColumns } from './import-rows.ts';

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

type PersonLink = { id: number; role: string } & Parameters<typeof personName>[0];

/** An organization's children, read beside its row (see `Related`). */
function organizationRelated(ctx: Ctx) {
  const visible = readableVisibilities(ctx.principal);
  const owner = organizations.id;
  return {
    emails: valuesOf(ctx, organizationEmails, organizationEmails.email, owner),
    phones: valuesOf(ctx, organizationPhones, organizationPhones.phone, owner),
    urls: valuesOf(ctx, organizationUrls, organizationUrls.url, owner),
    keywords: keywordsFor(ctx, ORG, owner),
    lists: listsFor(ctx, 'OrganizationsList', owner),
    hqCity: sql<string | null>`(select ${cities.name} from ${cities} where ${cities.id} = ${organizations.hqCityId})`,
    hqGeo: sql<string | null>`(select ${geos.name} from ${geos} where ${geos.id} = ${organizations.hqGeoId})`,
    // The linked people the caller may see, by id.
    people: jsonArray<PersonLink>(sql`
      select json_agg(json_build_object('id', ${people.id}, 'role', ${organizationPeople.role},
          'nameGiven', ${people.nameGiven}, 'nameFamily', ${people.nameFamily},
          'nameNickname', ${people.nameNickname}, 'nameLegal', ${people.nameLegal}) order by ${people.id})
      from ${organizationPeople}
      join ${people} on ${people.tenantId} = ${organizationPeople.tenantId} and ${people.id} = ${organizationPeople.personId}
      where ${organizationPeople.tenantId} = ${ctx.tenantId} and ${organizationPeople.organizationId} = ${owner}
        and ${inArray(people.visibility, visible)}`),
    hasVehicle: sql<boolean>`exists (select 1 from ${ledgerEntries}
      where ${ledgerEntries.tenantId} = ${ctx.tenantId} and ${ledgerEntries.organizationId} = ${owner}
        and ${inArray(ledgerEntries.visibility, visible)})`,
  };
}

async function presentOrganizations(rows: Row[], ctx: Ctx): Promise<TOrganization[]> {
  const research = hasResearchRole(ctx.principal);
  return (await withRelated(ctx, organizations, organizationRelated, rows)).map((r) => ({
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
    hq_city: r.hqCity,
    hq_geo_id: r.hqGeoId,
    hq_geo: r.hqGeo,
    emails: r.emails,
    phones: r.phones,
    associated_urls: r.urls,
    aliases: r.aliases,
    keywords: r.keywords,
    lists_as_item: r.lists,
    people: r.people.map((l) => ({ id: l.id, name: personName(l), role: l.role })),
    has_inv_vehicle: r.hasVehicle,
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
        toSql: (v, who) =>
          v.every((x) => ['VC', 'FA', 'PE'].includes(x))
            ? sql`exists (select 1 from ${ledgerEntries} le where le.tenant_id = ${organizations.tenantId} and le.organization_id = ${organizations.id} and le.vehicle_type::text in ${v}
                and le.visibility::text in ${readableVisibilities(who.principal)})`
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
  childInputs: ['emails', 'phones', 'associated_urls', 'keyword_ids', 'people'],
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
  related: organizationRelated,
  present: (rows, ctx) => presentOrganizations(rows as Row[], ctx),
  xlsx: organizationColumns,
};
