import type { TLedgerEntry, TOrganization, TPerson } from '@intel/contracts';
import { inArray, sql } from 'drizzle-orm';
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
  personEmails,
  personPhones,
  personUrls,
} from '../../db/schema/index.ts';
import { jsonArray, withRelated } from '../../lib/related.ts';
import { can } from '../../policies/abilities.ts';
import { readableVisibilities } from '../../policies/principal.ts';
import { iso, keywordsFor, listsFor, partialOut, valuesOf } from './children.ts';
import { ledgerPolicy, organizationsPolicy, peoplePolicy } from './policies.ts';

type OrganizationRow = typeof organizations.$inferSelect;
type PersonRow = typeof people.$inferSelect;
type LedgerRow = typeof ledgerEntries.$inferSelect;

export const ORG = 'Organization';
export const PERSON = 'Person';
export const LEDGER = 'LedgerEntry';

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
export function organizationRelated(ctx: Ctx) {
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
    // A scalar subquery that stops at the first entry, not `exists (...)`: PostgreSQL may run an
    // EXISTS in the select list as a hashed subplan that reads every ledger entry of the tenant to
    // answer a page of 50 (4 of 11 ms of the organization list at 100k entries).
    hasVehicle: sql<boolean>`coalesce((select true from ${ledgerEntries}
      where ${ledgerEntries.tenantId} = ${ctx.tenantId} and ${ledgerEntries.organizationId} = ${owner}
        and ${inArray(ledgerEntries.visibility, visible)} limit 1), false)`,
  };
}

export async function presentOrganizations(rows: OrganizationRow[], ctx: Ctx): Promise<TOrganization[]> {
  const research = can(ctx.principal, organizationsPolicy.readInternal);
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

/** A person's children, read beside their row (see `Related`). */
export function personRelated(ctx: Ctx) {
  const owner = people.id;
  return {
    emails: valuesOf(ctx, personEmails, personEmails.email, owner),
    phones: valuesOf(ctx, personPhones, personPhones.phone, owner),
    urls: valuesOf(ctx, personUrls, personUrls.url, owner),
    keywords: keywordsFor(ctx, PERSON, owner),
    lists: listsFor(ctx, 'PeopleList', owner),
    // The linked organizations the caller may see, by id.
    organizations: jsonArray<{ id: number; name: string; role: string }>(sql`
      select json_agg(json_build_object('id', ${organizations.id}, 'name', ${organizations.nameDba},
          'role', ${organizationPeople.role}) order by ${organizations.id})
      from ${organizationPeople}
      join ${organizations} on ${organizations.tenantId} = ${organizationPeople.tenantId}
        and ${organizations.id} = ${organizationPeople.organizationId}
      where ${organizationPeople.tenantId} = ${ctx.tenantId} and ${organizationPeople.personId} = ${owner}
        and ${inArray(organizations.visibility, readableVisibilities(ctx.principal))}`),
  };
}

export async function presentPeople(rows: PersonRow[], ctx: Ctx): Promise<TPerson[]> {
  const research = can(ctx.principal, peoplePolicy.readInternal);
  return (await withRelated(ctx, people, personRelated, rows)).map((r) => ({
    id: r.id,
    display_name: personName(r),
    name_given: r.nameGiven,
    name_family: r.nameFamily,
    name_nickname: r.nameNickname,
    name_legal: r.nameLegal,
    gender: r.gender,
    birth_date: partialOut(r, 'birthDate'),
    passport_city: r.passportCity,
    passport_country: r.passportCountry,
    current_address_city: r.currentAddressCity,
    current_address_street: r.currentAddressStreet,
    current_address_reference: r.currentAddressReference,
    current_address_zipcode: r.currentAddressZipcode,
    main_url: r.mainUrl,
    professional_profile: r.professionalProfile,
    about: r.about,
    met_event_date: r.metEventDate,
    met_event_name: r.metEventName,
    notes: r.notes,
    ...(research ? { admin_notes: r.adminNotes } : {}),
    raw_data_count: r.rawDataCount,
    emails: r.emails,
    phones: r.phones,
    associated_urls: r.urls,
    aliases: r.aliases,
    keywords: r.keywords,
    lists_as_item: r.lists,
    organizations: r.organizations,
    suggested_fields: (r.suggestedFields ?? {}) as Record<string, unknown>,
    visibility: r.visibility,
    show_on_dashboard: r.showOnDashboard,
    created_at: iso(r.createdAt) as string,
    updated_at: iso(r.updatedAt) as string,
  }));
}

/** A ledger entry's children, read beside its row (see `Related`). */
export function ledgerRelated(ctx: Ctx) {
  return {
    keywords: keywordsFor(ctx, LEDGER, ledgerEntries.id),
    lists: listsFor(ctx, 'LedgerList', ledgerEntries.id),
    // The organization's name when the caller may see it (null otherwise: then its id is not shown either).
    organizationName: sql<string | null>`(select ${organizations.nameDba} from ${organizations}
      where ${organizations.tenantId} = ${ctx.tenantId} and ${organizations.id} = ${ledgerEntries.organizationId}
        and ${inArray(organizations.visibility, readableVisibilities(ctx.principal))})`,
  };
}

export async function presentLedger(rows: LedgerRow[], ctx: Ctx): Promise<TLedgerEntry[]> {
  const research = can(ctx.principal, ledgerPolicy.readInternal);
  return (await withRelated(ctx, ledgerEntries, ledgerRelated, rows)).map((r) => ({
    id: r.id,
    organization_id: r.organizationName === null ? null : r.organizationId,
    organization_name: r.organizationName,
    name: r.name,
    vehicle_type: r.vehicleType,
    inv_currency: r.invCurrency,
    inv_date: partialOut(r, 'invDate'),
    inv_risk: r.invRisk,
    owned: r.owned,
    owner: r.owner,
    ownership_percentage: r.ownershipPercentage === null ? null : Number(r.ownershipPercentage),
    public_url: r.publicUrl,
    ...(research ? { private_url: r.privateUrl, admin_notes: r.adminNotes } : {}),
    keywords: r.keywords,
    lists_as_item: r.lists,
    visibility: r.visibility,
    show_on_dashboard: r.showOnDashboard,
    created_at: iso(r.createdAt) as string,
    updated_at: iso(r.updatedAt) as string,
  }));
}
