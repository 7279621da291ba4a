/** The load tables in insert order: their columns and the generators that stream their rows. */
import { CITIES, EMAIL_DOMAINS } from './lexicon.ts';
import { hashString, rowRng, SALT, zipfOf } from './random.ts';
import {
  creator,
  LIST_KINDS,
  ledgerRow,
  libraryRow,
  listItems,
  orgRow,
  personOrgs,
  personRow,
  stamps,
  tagsOf,
  USER_FLAGS,
  VISIBILITY,
} from './rows.ts';
import type { Cell, IdRange, LoadTable, PlannedUser, TenantPlan } from './types.ts';
import { compact, orgNameOf, personNameOf, slugify, vocabulary } from './vocabulary.ts';

export function loadTables(
  tenants: TenantPlan[],
  users: (PlannedUser & { tokenHash: string | null })[],
  passwordHash: string,
  expiresAt: string,
): LoadTable[] {
  const v = vocabulary();
  function* each(range: (t: TenantPlan) => IdRange, row: (t: TenantPlan, id: number) => Iterable<Cell[]>) {
    for (const t of tenants) {
      const r = range(t);
      for (let id = r.first; id < r.first + r.count; id++) yield* row(t, id);
    }
  }

  return [
    {
      table: 'clients',
      columns: ['id', 'subdomain', 'name', 'payment_access_link', 'payment_access_message', 'chat_link'],
      identity: 'id',
      rows: () =>
        tenants.map((t) => [
          t.id,
          t.subdomain,
          t.name,
          `https://${t.subdomain}.example/subscribe`,
          `Subscribe to read ${t.name}'s paywalled notes.`,
          t.index === 0 ? 'https://chat.example/big' : null,
        ]),
    },
    {
      table: 'users',
      columns: ['tenant_id', 'id', 'email', 'password_hash', 'alias', 'is_admin', 'is_research', 'is_tenant_admin'],
      identity: 'id',
      rows: () =>
        users.map((u) => {
          const f = USER_FLAGS[u.role];
          return [u.tenantId, u.id, u.email, passwordHash, f.alias, f.admin, f.research, f.tenantAdmin];
        }),
    },
    {
      table: 'sessions',
      columns: ['tenant_id', 'token_hash', 'user_id', 'expires_at'],
      rows: () => users.filter((u) => u.tokenHash).map((u) => [u.tenantId, u.tokenHash, u.id, expiresAt]),
    },
    {
      table: 'cities',
      columns: ['id', 'name', 'latitude', 'longitude'],
      identity: 'id',
      rows: () => CITIES.map(([name, , lat, lng], i) => [i + 1, name, lat, lng]),
      after: [
        `UPDATE cities c SET geo_id = g.id FROM geos g, (VALUES ${CITIES.map(([, iso2], i) => `(${i + 1}, '${iso2}')`).join(', ')}) AS m(id, iso2)
          WHERE c.id = m.id AND g.iso2 = m.iso2`,
      ],
    },
    {
      table: 'keywords',
      columns: [
        'tenant_id',
        'id',
        'name',
        'slug',
        'description',
        'visibility',
        'created_at',
        'updated_at',
        'created_by',
      ],
      identity: 'id',
      rows: () =>
        each(
          (t) => t.keywords,
          (t, id) => {
            const i = id - t.keywords.first;
            const name = v.keywords[i] as string;
            const rng = rowRng(SALT.keyword, id);
            const [created, updated] = stamps(rng);
            // The first keyword is public: the write mix tags new organizations with it.
            const visibility = i === 0 ? 'public' : VISIBILITY(rng);
            return [
              [
                t.id,
                id,
                name,
                slugify(name),
                rng.chance(0.3) ? `Everything about ${name.toLowerCase()}.` : null,
                visibility,
                created,
                updated,
                creator(t),
              ],
            ];
          },
        ),
    },
    {
      table: 'organizations',
      columns: [
        'tenant_id',
        'id',
        'name_inc',
        'name_dba',
        'ownership_type',
        'founding_date',
        'founding_date_incomplete_day',
        'founding_date_incomplete_month',
        'founding_date_incomplete_year',
        'description',
        'website',
        'notes',
        'hq_city_id',
        'aliases',
        'visibility',
        'show_on_dashboard',
        'created_at',
        'updated_at',
        'created_by',
      ],
      identity: 'id',
      rows: () =>
        each(
          (t) => t.orgs,
          (t, id) => [orgRow(t, id)],
        ),
    },
    {
      table: 'people',
      columns: [
        'tenant_id',
        'id',
        'name_given',
        'name_family',
        'name_nickname',
        'gender',
        'birth_date',
        'birth_date_incomplete_day',
        'birth_date_incomplete_month',
        'birth_date_incomplete_year',
        'current_address_city',
        'main_url',
        'professional_profile',
        'about',
        'aliases',
        'visibility',
        'show_on_dashboard',
        'created_at',
        'updated_at',
        'created_by',
      ],
      identity: 'id',
      rows: () =>
        each(
          (t) => t.people,
          (t, id) => [personRow(t, id)],
        ),
    },
    {
      table: 'organization_people',
      columns: ['tenant_id', 'organization_id', 'person_id', 'role'],
      rows: () =>
        each(
          (t) => t.people,
          (t, id) => personOrgs(t, id).map(([org, role]) => [t.id, org, id, role]),
        ),
    },
    {
      table: 'organization_emails',
      columns: ['tenant_id', 'organization_id', 'email', 'label'],
      rows: () =>
        each(
          (t) => t.orgs,
          (t, id) => {
            const rng = rowRng(SALT.orgEmail, id);
            if (!rng.chance(0.5)) return [];
            const domain = `${compact(orgNameOf(id)).slice(0, 40) || 'org'}.example`;
            const rows: Cell[][] = [[t.id, id, `info@${domain}`, 'general']];
            if (rng.chance(0.3)) rows.push([t.id, id, `press@${domain}`, 'press']);
            return rows;
          },
        ),
    },
    {
      table: 'organization_urls',
      columns: ['tenant_id', 'organization_id', 'url', 'label'],
      rows: () =>
        each(
          (t) => t.orgs,
          (t, id) => {
            const rng = rowRng(SALT.orgUrl, id);
            if (!rng.chance(0.35)) return [];
            const slug = `${compact(orgNameOf(id)).slice(0, 40)}-${id.toString(36)}`;
            const rows: Cell[][] = [[t.id, id, `https://www.linkedin.example/company/${slug}`, 'LinkedIn']];
            if (rng.chance(0.3)) rows.push([t.id, id, `https://crunchbase.example/organization/${slug}`, 'Crunchbase']);
            return rows;
          },
        ),
    },
    {
      table: 'person_emails',
      columns: ['tenant_id', 'person_id', 'email', 'label'],
      rows: () =>
        each(
          (t) => t.people,
          (t, id) => {
            const rng = rowRng(SALT.personEmail, id);
            if (!rng.chance(0.4)) return [];
            const { given, family } = personNameOf(id);
            const local = `${compact(given)}.${compact(family)}`;
            return [[t.id, id, `${local}${rng.chance(0.5) ? id % 100 : ''}@${rng.pick(EMAIL_DOMAINS)}`, 'work']];
          },
        ),
    },
    {
      table: 'person_urls',
      columns: ['tenant_id', 'person_id', 'url', 'label'],
      rows: () =>
        each(
          (t) => t.people,
          (t, id) => {
            const rng = rowRng(SALT.personUrl, id);
            if (!rng.chance(0.2)) return [];
            const { given, family } = personNameOf(id);
            return [[t.id, id, `https://blog.example/${compact(given)}-${compact(family)}-${id.toString(36)}`, 'Blog']];
          },
        ),
    },
    {
      table: 'ledger_entries',
      columns: [
        'tenant_id',
        'id',
        'organization_id',
        'name',
        'vehicle_type',
        'inv_currency',
        'inv_date',
        'inv_date_incomplete_day',
        'inv_date_incomplete_month',
        'inv_date_incomplete_year',
        'inv_risk',
        'owned',
        'owner',
        'ownership_percentage',
        'public_url',
        'visibility',
        'show_on_dashboard',
        'created_at',
        'updated_at',
        'created_by',
      ],
      identity: 'id',
      rows: () =>
        each(
          (t) => t.ledger,
          (t, id) => [ledgerRow(t, id)],
        ),
    },
    {
      table: 'library_entries',
      columns: [
        'tenant_id',
        'id',
        'title',
        'abstract',
        'publish_date',
        'publish_date_incomplete_day',
        'publish_date_incomplete_month',
        'publish_date_incomplete_year',
        'publisher_id',
        'public_link',
        'paywall_link',
        'publish_frequency',
        'type',
        'is_fav',
        'visibility',
        'show_on_dashboard',
        'created_at',
        'updated_at',
        'created_by',
      ],
      identity: 'id',
      rows: () =>
        each(
          (t) => t.library,
          (t, id) => [libraryRow(t, id)],
        ),
    },
    {
      table: 'library_authors',
      columns: ['tenant_id', 'library_entry_id', 'person_id', 'name', 'position'],
      rows: () =>
        each(
          (t) => t.library,
          (t, id) => {
            const rng = rowRng(SALT.authors, id);
            const r = rng.next();
            const n = r < 0.15 ? 0 : r < 0.7 ? 1 : r < 0.93 ? 2 : 3;
            const rows: Cell[][] = [];
            for (let position = 0; position < n; position++) {
              if (rng.chance(0.6)) rows.push([t.id, id, t.people.first + rng.int(t.people.count), null, position]);
              else {
                const p = personNameOf(10_000_000 + rng.int(1_000_000));
                rows.push([t.id, id, null, `${p.given[0]}. ${p.family}`, position]);
              }
            }
            return rows;
          },
        ),
    },
    {
      table: 'lists',
      columns: [
        'tenant_id',
        'id',
        'name',
        'slug',
        'description',
        'type',
        'visibility',
        'created_at',
        'updated_at',
        'created_by',
      ],
      identity: 'id',
      rows: () =>
        each(
          (t) => t.lists,
          (t, id) => {
            const rng = rowRng(SALT.list, id + 0x40000000);
            const kind = LIST_KINDS[(id - t.lists.first) % LIST_KINDS.length] as (typeof LIST_KINDS)[number];
            const topic = v.keywords[
              zipfOf(Math.min(v.keywords.length, t.keywords.count)).sample(rng.next())
            ] as string;
            const name = `${topic} ${kind.label}`;
            const [created, updated] = stamps(rng);
            return [
              [
                t.id,
                id,
                name,
                `${slugify(name)}-${id - t.lists.first + 1}`,
                rng.chance(0.5)
                  ? `${kind.label[0]?.toUpperCase()}${kind.label.slice(1)} for ${topic.toLowerCase()}.`
                  : null,
                kind.type,
                VISIBILITY(rng),
                created,
                updated,
                creator(t),
              ],
            ];
          },
        ),
    },
    {
      table: 'list_items',
      columns: ['tenant_id', 'list_id', 'item_id', 'position', 'added_by'],
      rows: () =>
        each(
          (t) => t.lists,
          (t, id) => listItems(t, id).items.map((item, position) => [t.id, id, item, position, creator(t)]),
        ),
    },
    {
      table: 'entity_keywords',
      columns: ['tenant_id', 'keyword_id', 'entity_type', 'entity_id'],
      rows: function* () {
        for (const [type, range] of [
          ['Organization', (t: TenantPlan) => t.orgs],
          ['Person', (t: TenantPlan) => t.people],
          ['LibraryEntry', (t: TenantPlan) => t.library],
        ] as const) {
          const salt = hashString(type);
          yield* each(range, (t, id) => tagsOf(t, salt, id).map((k) => [t.id, k, type, id]));
        }
      },
    },
  ];
}
