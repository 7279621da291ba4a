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
  ledgerEntries,
  organizationEmails,
  organizationPeople,
  organizationPhones,
  organizations,
  organizationUrls,
} from '../../db/schema/index.ts';
import {
  booleanFilter,
  dateRangeFilter,
  existsFilter,
  keywordFilter,
  listFilter,
  oneOf,
  visibilityFilter,
} from '../../lib/filters.ts';
import type { ResourceDef } from '../../lib/resource-def.ts';
import { readableVisibilities } from '../../policies/principal.ts';
import { e164, keywordsWithInsert, partialIn, pick, setChildValues, setKeywords } from './children.ts';
import { organizationColumns } from './import-rows.ts';
import { organizationsPolicy } from './policies.ts';
import { ORG, organizationRelated, presentOrganizations } from './presenters.ts';

type Row = typeof organizations.$inferSelect;

export const organizationResource: ResourceDef<TOrganization, TOrganizationCreate, TOrganizationPatch> = {
  path: '/assets/organizations',
  tag: 'organizations',
  entityType: ORG,
  countsKind: 'organizations',
  label: 'Organization',
  table: organizations,
  readAbility: organizationsPolicy.read,
  writeAbility: organizationsPolicy.write,
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
      listFilter('OrganizationsList', organizations.id),
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
            ? oneOf(
                organizations.id,
                sql`select le.organization_id from ${ledgerEntries} le where le.tenant_id = ${who.tenantId} and le.vehicle_type::text in ${v}
                  and le.visibility::text in ${readableVisibilities(who.principal)}`,
              )
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
  keywordsOnInsert: keywordsWithInsert(ORG),
  async afterWrite(ctx, id, input, isCreate) {
    await setChildValues(ctx, organizationEmails, 'email', id, input.emails, { isCreate });
    await setChildValues(ctx, organizationPhones, 'phone', id, input.phones, {
      extra: (p) => ({ e164: e164(p) }),
      isCreate,
    });
    await setChildValues(ctx, organizationUrls, 'url', id, input.associated_urls, { isCreate });
    await setKeywords(ctx, ORG, id, input.keyword_ids, isCreate);
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
