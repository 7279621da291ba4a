import {
  type TPerson,
  type TPersonCreate,
  type TPersonPatch,
  ZPerson,
  ZPersonCreate,
  ZPersonPatch,
} from '@intel/contracts';
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import {
  organizationPeople,
  organizations,
  people,
  personEmails,
  personPhones,
  personUrls,
} from '../../db/schema/index.ts';
import {
  booleanFilter,
  choiceFilter,
  dateRangeFilter,
  existsFilter,
  keywordFilter,
  listFilter,
  oneOf,
  visibilityFilter,
  visibleRef,
} from '../../lib/filters.ts';
import type { ResourceDef } from '../../lib/resource-def.ts';
import { tagRecords } from './autotag.ts';
import {
  e164,
  insertChildValues,
  keywordsWithInsert,
  partialIn,
  pick,
  setChildValues,
  setKeywords,
} from './children.ts';
import { personColumns } from './import-rows.ts';
import { peoplePolicy } from './policies.ts';
import { PERSON, personRelated, presentPeople } from './presenters.ts';

type Row = typeof people.$inferSelect;

export const personResource: ResourceDef<TPerson, TPersonCreate, TPersonPatch> = {
  path: '/assets/people',
  tag: 'people',
  entityType: PERSON,
  countsKind: 'people',
  label: 'Person',
  table: people,
  readAbility: peoplePolicy.read,
  writeAbility: peoplePolicy.write,
  out: ZPerson,
  create: ZPersonCreate.refine((p) => p.name_given || p.name_family || p.name_nickname || p.name_legal, {
    message: 'Give at least one name.',
    path: ['name_family'],
  }) as unknown as typeof ZPersonCreate,
  patch: ZPersonPatch,
  list: {
    table: people,
    orderings: {
      name_family: people.nameFamily,
      name_given: people.nameGiven,
      birth_date: people.birthDate,
      updated_at: people.updatedAt,
      created_at: people.createdAt,
    },
    defaultOrdering: '-updated_at',
    idColumn: people.id,
    search: (q) =>
      or(
        ilike(sql`coalesce(${people.nameGiven}, '') || ' ' || coalesce(${people.nameFamily}, '')`, `%${q}%`),
        ilike(people.nameNickname, `%${q}%`),
        ilike(people.nameLegal, `%${q}%`),
        sql`exists (select 1 from unnest(${people.aliases}) a where a ilike ${`%${q}%`})`,
      ) as never,
    showOnDashboard: people.showOnDashboard,
    filters: [
      visibilityFilter(people, people.visibility),
      keywordFilter(PERSON, people, people.tenantId, people.id),
      listFilter('PeopleList', people.id),
      choiceFilter(people, people.gender, 'gender', 'Gender', ['M', 'F']),
      {
        name: 'city',
        label: 'City',
        type: 'text',
        toSql: ([v]) => ilike(people.currentAddressCity, `%${v}%`),
      },
      {
        name: 'organization',
        label: 'Organization',
        type: 'multi',
        toSql: (v, who) =>
          v.every((x) => /^\d{1,15}$/.test(x))
            ? oneOf(
                people.id,
                sql`select op.person_id from ${organizationPeople} op where op.tenant_id = ${who.tenantId} and ${visibleRef(sql`op.organization_id`, organizations, v.map(Number), who)}`,
              )
            : 'Use organization ids.',
      },
      existsFilter(
        'has_email',
        'Has email',
        sql`exists (select 1 from ${personEmails} pe where pe.tenant_id = ${people.tenantId} and pe.person_id = ${people.id})`,
      ),
      dateRangeFilter(people.birthDate, 'birth_date', 'Born'),
      booleanFilter(people.showOnDashboard, 'dashboard', 'On dashboard'),
    ],
  },
  values: (input) => ({
    ...pick(input, {
      name_given: 'nameGiven',
      name_family: 'nameFamily',
      name_nickname: 'nameNickname',
      name_legal: 'nameLegal',
      gender: 'gender',
      passport_city: 'passportCity',
      passport_country: 'passportCountry',
      current_address_city: 'currentAddressCity',
      current_address_street: 'currentAddressStreet',
      current_address_reference: 'currentAddressReference',
      current_address_zipcode: 'currentAddressZipcode',
      main_url: 'mainUrl',
      professional_profile: 'professionalProfile',
      about: 'about',
      met_event_date: 'metEventDate',
      met_event_name: 'metEventName',
      notes: 'notes',
      admin_notes: 'adminNotes',
      visibility: 'visibility',
      show_on_dashboard: 'showOnDashboard',
    }),
    ...partialIn(input.birth_date, 'birthDate'),
  }),
  childInputs: ['emails', 'phones', 'associated_urls', 'keyword_ids', 'organizations'],
  keywordsOnInsert: keywordsWithInsert(PERSON),
  async afterWrite(ctx, id, input, isCreate) {
    await setChildValues(ctx, personEmails, 'email', id, input.emails, { isCreate });
    await setChildValues(ctx, personPhones, 'phone', id, input.phones, { extra: (p) => ({ e164: e164(p) }), isCreate });
    await setChildValues(ctx, personUrls, 'url', id, input.associated_urls, { isCreate });
    await setKeywords(ctx, PERSON, id, input.keyword_ids, isCreate);
    if (input.organizations !== undefined) {
      await ctx.tx
        .delete(organizationPeople)
        .where(and(eq(organizationPeople.tenantId, ctx.tenantId), eq(organizationPeople.personId, id)));
      const unique = [...new Map(input.organizations.map((o) => [o.organization_id, o])).values()];
      if (unique.length) {
        await ctx.tx.insert(organizationPeople).values(
          unique.map((o) => ({
            tenantId: ctx.tenantId,
            organizationId: o.organization_id,
            personId: id,
            role: o.role ?? '',
          })),
        );
      }
    }
  },
  async afterCreateMany(ctx, created) {
    await insertChildValues(
      ctx,
      personEmails,
      'email',
      created.map(({ id, input }) => [id, input.emails]),
    );
    await insertChildValues(
      ctx,
      personPhones,
      'phone',
      created.map(({ id, input }) => [id, input.phones]),
      (p) => ({ e164: e164(p) }),
    );
    await insertChildValues(
      ctx,
      personUrls,
      'url',
      created.map(({ id, input }) => [id, input.associated_urls]),
    );
    await tagRecords(
      ctx,
      PERSON,
      created.flatMap(({ id, input }) => [...new Set(input.keyword_ids ?? [])].map((k): [number, number] => [id, k])),
    );
    const links = created.flatMap(({ id, input }) =>
      [...new Map((input.organizations ?? []).map((o) => [o.organization_id, o])).values()].map((o) => ({
        tenantId: ctx.tenantId,
        organizationId: o.organization_id,
        personId: id,
        role: o.role ?? '',
      })),
    );
    if (links.length) await ctx.tx.insert(organizationPeople).values(links);
  },
  related: personRelated,
  present: (rows, ctx) => presentPeople(rows as Row[], ctx),
  xlsx: personColumns,
};
