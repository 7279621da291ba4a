import { GENDERS, VEHICLE_TYPES } from '@intel/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './accounts.ts';
import { curated, idCol, refCol, tenantIdCol, tsvector, tsvectorOf } from './common.ts';
import { cities, geos } from './taxonomy.ts';

export const vehicleTypeEnum = pgEnum('vehicle_type', VEHICLE_TYPES);
export const genderEnum = pgEnum('gender', GENDERS);

const tenantRef = () => tenantIdCol().references(() => clients.id, { onDelete: 'cascade' });
const textArray = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

export const organizations = pgTable(
  'organizations',
  {
    tenantId: tenantRef(),
    id: idCol(),
    nameInc: text('name_inc'),
    nameDba: text('name_dba').notNull(),
    ownershipType: text('ownership_type'),
    foundingDate: date('founding_date', { mode: 'string' }),
    foundingDateIncompleteDay: boolean('founding_date_incomplete_day').notNull().default(false),
    foundingDateIncompleteMonth: boolean('founding_date_incomplete_month').notNull().default(false),
    foundingDateIncompleteYear: boolean('founding_date_incomplete_year').notNull().default(false),
    description: text('description'),
    website: text('website'),
    notes: text('notes'),
    adminNotes: text('admin_notes'),
    hqCityId: bigint('hq_city_id', { mode: 'number' }).references(() => cities.id, { onDelete: 'set null' }),
    hqGeoId: bigint('hq_geo_id', { mode: 'number' }).references(() => geos.id, { onDelete: 'set null' }),
    suggestedFields: jsonb('suggested_fields').notNull().default({}),
    /** Names of organizations merged into this one, found by search. */
    aliases: textArray('aliases'),
    ...curated(),
    search: tsvector('search').generatedAlwaysAs(tsvectorOf('name_dba', 'name_inc')),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('organizations_updated_idx').on(t.tenantId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('organizations_visibility_idx').on(t.tenantId, t.visibility, t.updatedAt),
    index('organizations_search_idx').using('gin', t.tenantId, t.search),
    index('organizations_name_trgm_idx').using('gin', t.tenantId, t.nameDba.op('gin_trgm_ops')),
    // Exact, case-blind name lookups (processing matches known names by them).
    index('organizations_lower_dba_idx').on(t.tenantId, sql`lower(${t.nameDba})`),
    index('organizations_lower_inc_idx').on(t.tenantId, sql`lower(${t.nameInc})`),
    // Pages in name order stop after one page instead of sorting every row; filtered counts read an index.
    index('organizations_name_dba_idx').on(t.tenantId, t.nameDba, t.id.desc().nullsFirst()),
    index('organizations_ownership_idx').on(t.tenantId, t.ownershipType, t.visibility),
    // A filtered screen reads one index range in its order (enum equality is LEAKPROOF: db/migrate.ts).
    index('organizations_ownership_name_idx').on(t.tenantId, t.ownershipType, t.nameDba, t.id.desc().nullsFirst()),
    index('organizations_ownership_updated_idx').on(
      t.tenantId,
      t.ownershipType,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // "Latest" and "oldest" (the list and the Operator) read it in order, the unknown dates apart as
    // their own range so that they come last either way (lib/keyset.ts).
    index('organizations_founding_idx').on(t.tenantId, t.foundingDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The headquarters filters (the list's and the Operator's "in Berlin", "not in Germany"); also what a
    // city or country removed looks up to clear its organizations' references.
    index('organizations_hq_city_idx').on(t.tenantId, t.hqCityId, t.foundingDate),
    index('organizations_hq_geo_idx').on(t.tenantId, t.hqGeoId),
  ],
);

/** Contact child rows: emails lower-case, phones raw plus E.164 when parseable. */
function contactTables(owner: 'organization' | 'person', parent: typeof organizations | typeof people) {
  const key = `${owner}_id`;
  const emails = pgTable(
    `${owner}_emails`,
    {
      tenantId: tenantRef(),
      id: idCol(),
      ownerId: bigint(key, { mode: 'number' }).notNull(),
      email: text('email').notNull(),
      label: text('label'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.tenantId, t.id] }),
      uniqueIndex(`${owner}_emails_owner_email_key`).on(t.tenantId, t.ownerId, t.email),
      index(`${owner}_emails_email_idx`).on(t.tenantId, t.email),
      foreignKey({ columns: [t.tenantId, t.ownerId], foreignColumns: [parent.tenantId, parent.id] }).onDelete(
        'cascade',
      ),
    ],
  );
  const phones = pgTable(
    `${owner}_phones`,
    {
      tenantId: tenantRef(),
      id: idCol(),
      ownerId: bigint(key, { mode: 'number' }).notNull(),
      phone: text('phone').notNull(),
      e164: text('e164'),
      label: text('label'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.tenantId, t.id] }),
      index(`${owner}_phones_owner_idx`).on(t.tenantId, t.ownerId),
      foreignKey({ columns: [t.tenantId, t.ownerId], foreignColumns: [parent.tenantId, parent.id] }).onDelete(
        'cascade',
      ),
    ],
  );
  const urls = pgTable(
    `${owner}_urls`,
    {
      tenantId: tenantRef(),
      id: idCol(),
      ownerId: bigint(key, { mode: 'number' }).notNull(),
      url: text('url').notNull(),
      label: text('label'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.tenantId, t.id] }),
      uniqueIndex(`${owner}_urls_owner_url_key`).on(t.tenantId, t.ownerId, t.url),
      foreignKey({ columns: [t.tenantId, t.ownerId], foreignColumns: [parent.tenantId, parent.id] }).onDelete(
        'cascade',
      ),
    ],
  );
  return { emails, phones, urls };
}

/** Investment vehicles of an organization; an organization has_inv_vehicle when it has one. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    tenantId: tenantRef(),
    id: idCol(),
    organizationId: bigint('organization_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    vehicleType: vehicleTypeEnum('vehicle_type').notNull(),
    invCurrency: text('inv_currency'),
    invDate: date('inv_date', { mode: 'string' }),
    invDateIncompleteDay: boolean('inv_date_incomplete_day').notNull().default(false),
    invDateIncompleteMonth: boolean('inv_date_incomplete_month').notNull().default(false),
    invDateIncompleteYear: boolean('inv_date_incomplete_year').notNull().default(false),
    invRisk: text('inv_risk'),
    owned: boolean('owned').notNull().default(false),
    owner: text('owner'),
    ownershipPercentage: numeric('ownership_percentage', { precision: 7, scale: 4 }),
    publicUrl: text('public_url'),
    privateUrl: text('private_url'),
    adminNotes: text('admin_notes'),
    ...curated(),
    search: tsvector('search').generatedAlwaysAs(tsvectorOf('name', 'owner')),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('ledger_entries_org_idx').on(t.tenantId, t.organizationId),
    index('ledger_entries_updated_idx').on(t.tenantId, t.updatedAt),
    index('ledger_entries_search_idx').using('gin', t.tenantId, t.search),
    index('ledger_entries_name_trgm_idx').using('gin', t.tenantId, t.name.op('gin_trgm_ops')),
    index('ledger_entries_inv_date_idx').on(t.tenantId, t.invDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    foreignKey({
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }).onDelete('cascade'),
  ],
);

export const people = pgTable(
  'people',
  {
    tenantId: tenantRef(),
    id: idCol(),
    nameGiven: text('name_given'),
    nameFamily: text('name_family'),
    nameNickname: text('name_nickname'),
    nameLegal: text('name_legal'),
    gender: genderEnum('gender'),
    birthDate: date('birth_date', { mode: 'string' }),
    birthDateIncompleteDay: boolean('birth_date_incomplete_day').notNull().default(false),
    birthDateIncompleteMonth: boolean('birth_date_incomplete_month').notNull().default(false),
    birthDateIncompleteYear: boolean('birth_date_incomplete_year').notNull().default(false),
    passportCity: text('passport_city'),
    passportCountry: text('passport_country'),
    passportGeoCityId: bigint('passport_geo_city_id', { mode: 'number' }).references(() => cities.id, {
      onDelete: 'set null',
    }),
    currentAddressCity: text('current_address_city'),
    currentAddressGeoCityId: bigint('current_address_geo_city_id', { mode: 'number' }).references(() => cities.id, {
      onDelete: 'set null',
    }),
    currentAddressStreet: text('current_address_street'),
    currentAddressReference: text('current_address_reference'),
    currentAddressZipcode: text('current_address_zipcode'),
    mainUrl: text('main_url'),
    suggestedPersonId: refCol('suggested_person_id'),
    rawDataCount: bigint('raw_data_count', { mode: 'number' }).notNull().default(0),
    suggestedFields: jsonb('suggested_fields').notNull().default({}),
    removedEmailSuggestion: boolean('removed_email_suggestion').notNull().default(false),
    professionalProfile: text('professional_profile'),
    about: text('about'),
    metEventDate: date('met_event_date', { mode: 'string' }),
    metEventName: text('met_event_name'),
    notes: text('notes'),
    adminNotes: text('admin_notes'),
    aliases: textArray('aliases'),
    ...curated(),
    search: tsvector('search').generatedAlwaysAs(
      tsvectorOf('name_given', 'name_family', 'name_nickname', 'name_legal'),
    ),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('people_updated_idx').on(t.tenantId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('people_visibility_idx').on(t.tenantId, t.visibility, t.updatedAt),
    index('people_search_idx').using('gin', t.tenantId, t.search),
    index('people_family_trgm_idx').using('gin', t.tenantId, t.nameFamily.op('gin_trgm_ops')),
    index('people_given_trgm_idx').using('gin', t.tenantId, t.nameGiven.op('gin_trgm_ops')),
    index('people_lower_full_name_idx').on(
      t.tenantId,
      sql`lower(coalesce(${t.nameGiven}, '') || ' ' || coalesce(${t.nameFamily}, ''))`,
    ),
    index('people_name_family_idx').on(t.tenantId, t.nameFamily, t.id.desc().nullsFirst()),
    index('people_gender_idx').on(t.tenantId, t.gender, t.visibility),
    index('people_gender_family_idx').on(t.tenantId, t.gender, t.nameFamily, t.id.desc().nullsFirst()),
    index('people_gender_updated_idx').on(
      t.tenantId,
      t.gender,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('people_birth_idx').on(t.tenantId, t.birthDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The city filter is "contains" (the list's and the Operator's "people in London").
    index('people_city_trgm_idx').using('gin', t.tenantId, t.currentAddressCity.op('gin_trgm_ops')),
  ],
);

const orgContacts = contactTables('organization', organizations);
export const organizationEmails = orgContacts.emails;
export const organizationPhones = orgContacts.phones;
export const organizationUrls = orgContacts.urls;
const personContacts = contactTables('person', people);
export const personEmails = personContacts.emails;
export const personPhones = personContacts.phones;
export const personUrls = personContacts.urls;

/** People linked to organizations, with their role there. */
export const organizationPeople = pgTable(
  'organization_people',
  {
    tenantId: tenantRef(),
    organizationId: bigint('organization_id', { mode: 'number' }).notNull(),
    personId: bigint('person_id', { mode: 'number' }).notNull(),
    role: text('role').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.organizationId, t.personId] }),
    index('organization_people_person_idx').on(t.tenantId, t.personId),
    foreignKey({
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.personId], foreignColumns: [people.tenantId, people.id] }).onDelete('cascade'),
  ],
);

export const curationNullableRefs = [
  { table: 'people', column: 'suggested_person_id', refTable: 'suggested_entities' },
] as const;
