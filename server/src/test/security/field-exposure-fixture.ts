/** The field-exposure tests' shared tenant: records and fields marked SECRET, hidden and shown ones, and the helpers that read answers. */
import ExcelJS from 'exceljs';
import { beforeAll, expect } from 'vitest';
import { createTenant, createUser, loginAs, type TestTenant } from '../factories.ts';
import { type Response, request, useTestApp } from '../harness.ts';

/**
 * Issue 8 item 4 (second half): what anonymous visitors and paywall readers are answered. Every
 * record or field they may not see is marked "SECRET"; their answers must not contain the marker,
 * the ids of hidden records, or any field outside the allow-list of their role. The admin's answers
 * are the control: the same requests show everything.
 */
export const CURATED = ['id', 'visibility', 'show_on_dashboard', 'created_at', 'updated_at'];
export const ALLOWED: Record<string, string[]> = {
  organizations: [
    ...CURATED,
    ...['name_dba', 'name_inc', 'ownership_type', 'founding_date', 'description', 'website', 'notes'],
    ...['hq_city_id', 'hq_city', 'hq_geo_id', 'hq_geo', 'emails', 'phones', 'associated_urls', 'aliases'],
    ...['keywords', 'lists_as_item', 'people', 'has_inv_vehicle', 'suggested_fields'],
  ],
  people: [
    ...CURATED,
    ...['display_name', 'name_given', 'name_family', 'name_nickname', 'name_legal', 'gender', 'birth_date'],
    ...['passport_city', 'passport_country', 'current_address_city', 'current_address_street'],
    ...['current_address_reference', 'current_address_zipcode', 'main_url', 'professional_profile', 'about'],
    ...['met_event_date', 'met_event_name', 'notes', 'raw_data_count', 'emails', 'phones', 'associated_urls'],
    ...['aliases', 'keywords', 'lists_as_item', 'organizations', 'suggested_fields'],
  ],
  ledger: [
    ...CURATED,
    ...['organization_id', 'organization_name', 'name', 'vehicle_type', 'inv_currency', 'inv_date', 'inv_risk'],
    ...['owned', 'owner', 'ownership_percentage', 'public_url', 'keywords', 'lists_as_item'],
  ],
  library: [
    ...CURATED,
    ...['title', 'abstract', 'publish_date', 'publisher_id', 'publisher_name', 'public_link', 'publish_frequency'],
    ...['type', 'is_fav', 'authors', 'keywords', 'lists_as_item', 'dataset_info'],
  ],
};
/** Research-only fields, and the paywall link (logged-in readers only). */
export const NEVER_PUBLIC = ['admin_notes', 'private_url'];

export type Who = 'anonymous' | 'reader' | 'admin';

/** One tenant per test file, with its records created once (beforeAll). */
export function useExposureFixture() {
  const ctx = useTestApp(() => ({ runWorkers: false }));
  // Filled in beforeAll; the tests hold this object from the start.
  const tenant = {} as TestTenant;
  const tokens: Record<Who, string | undefined> = { anonymous: undefined, reader: undefined, admin: undefined };
  const hidden: Record<string, number> = {};
  const shown: Record<string, number> = {};

  beforeAll(async () => {
    Object.assign(tenant, await createTenant(ctx.database));
    tokens.admin = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    tokens.reader = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader'));
    const post = async (path: string, body: object) => {
      const res = await request(ctx.port, 'POST', path, { host: tenant.host, token: tokens.admin, body });
      if (res.status !== 201) throw new Error(`${path}: ${res.status} ${res.text}`);
      return res.body.id as number;
    };
    shown.keyword = await post('/api/v1/keywords/', { name: 'Open keyword', visibility: 'public' });
    hidden.keyword = await post('/api/v1/keywords/', { name: 'SECRET keyword', visibility: 'hidden' });
    shown.person = await post('/api/v1/assets/people/', {
      name_given: 'Open',
      name_family: 'Person',
      admin_notes: 'SECRET note on a person',
      visibility: 'public',
    });
    hidden.person = await post('/api/v1/assets/people/', { name_given: 'SECRETPERSON', visibility: 'hidden' });
    shown.paidPerson = await post('/api/v1/assets/people/', { name_given: 'Paid', visibility: 'paywalled' });
    hidden.org = await post('/api/v1/assets/organizations/', {
      name_dba: 'SECRET Org',
      visibility: 'hidden',
      people: [{ person_id: shown.person, role: 'SECRET board' }],
    });
    shown.paidOrg = await post('/api/v1/assets/organizations/', {
      name_dba: 'Paid Org',
      visibility: 'paywalled',
      people: [{ person_id: shown.person, role: 'Adviser' }],
    });
    shown.paidOrg2 = await post('/api/v1/assets/organizations/', { name_dba: 'Paid Org Two', visibility: 'paywalled' });
    shown.org = await post('/api/v1/assets/organizations/', {
      name_dba: 'Open Org',
      notes: 'A public note.',
      admin_notes: 'SECRET note on an organization',
      visibility: 'public',
      keyword_ids: [shown.keyword, hidden.keyword],
      people: [
        { person_id: shown.person, role: 'CEO' },
        { person_id: hidden.person, role: 'SECRET role' },
        { person_id: shown.paidPerson, role: 'CFO' },
      ],
    });
    hidden.vehicle = await post('/api/v1/assets/ledger/', {
      organization_id: shown.paidOrg,
      name: 'SECRET fund',
      vehicle_type: 'VC',
      visibility: 'hidden',
    });
    shown.vehicle = await post('/api/v1/assets/ledger/', {
      organization_id: shown.org,
      name: 'Open fund',
      vehicle_type: 'PE',
      private_url: 'https://example.com/SECRET-private',
      admin_notes: 'SECRET note on a vehicle',
      keyword_ids: [hidden.keyword],
      visibility: 'public',
    });
    // Public vehicles of organizations the caller may not see (issue 13 item 9).
    shown.vehicleOfHidden = await post('/api/v1/assets/ledger/', {
      organization_id: hidden.org,
      name: 'Open fund of a hidden org',
      vehicle_type: 'VC',
      visibility: 'public',
    });
    shown.vehicleOfPaid = await post('/api/v1/assets/ledger/', {
      organization_id: shown.paidOrg2,
      name: 'Open fund of a paid org',
      vehicle_type: 'FA',
      visibility: 'public',
    });
    hidden.category = await post('/api/v1/categories/', { name: 'SECRET category', visibility: 'hidden' });
    shown.category = await post('/api/v1/categories/', { name: 'Open category', visibility: 'public' });
    shown.section = await post('/api/v1/sections/', {
      category_id: hidden.category,
      name: 'Open section',
      visibility: 'public',
    });
    hidden.section = await post('/api/v1/sections/', {
      category_id: shown.category,
      name: 'SECRET section',
      visibility: 'hidden',
    });
    shown.fact = await post('/api/v1/facts/', { section_id: hidden.section, text: 'Open fact', visibility: 'public' });
    hidden.list = await post('/api/v1/lists/', {
      name: 'SECRET list',
      type: 'OrganizationsList',
      visibility: 'hidden',
    });
    shown.list = await post('/api/v1/lists/', { name: 'Open list', type: 'OrganizationsList', visibility: 'public' });
    for (const list of [hidden.list, shown.list]) {
      const res = await request(ctx.port, 'POST', `/api/v1/lists/${list}/items/`, {
        host: tenant.host,
        token: tokens.admin,
        body: { item_ids: [shown.org, hidden.org] },
      });
      if (res.status >= 300) throw new Error(`list items: ${res.status} ${res.text}`);
    }
    hidden.library = await post('/api/v1/assets/library/', { title: 'SECRET paper', visibility: 'hidden' });
    shown.library = await post('/api/v1/assets/library/', {
      title: 'Open paper',
      visibility: 'public',
      publisher_id: hidden.org,
      paywall_link: 'https://example.com/PAYWALL-only',
      authors: [{ person_id: hidden.person }, { person_id: shown.person }, { name: 'Free-text Author' }],
      keyword_ids: [hidden.keyword, shown.keyword],
    });
    shown.snapshot = await post('/api/v1/assets/snapshots/', {
      year: 2020,
      data: 1.5,
      symbol: 'OPEN',
      visibility: 'public',
      library_entry_id: hidden.library,
      organization_ids: [shown.org, hidden.org],
      person_ids: [hidden.person, shown.person],
      keyword_ids: [hidden.keyword],
    });
  });

  const get = (who: Who, path: string): Promise<Response> =>
    request(ctx.port, 'GET', path, { host: tenant.host, token: tokens[who] });

  return { ctx, tenant, tokens, hidden, shown, get };
}

/** Every record a row links to, as `kind:id` (keywords, people, organizations, lists, authors, publisher). */
export function links(value: unknown, kind: string | null = null, out: string[] = []): string[] {
  const KINDS: Record<string, string> = {
    keywords: 'keyword',
    people: 'person',
    organizations: 'org',
    lists_as_item: 'list',
    authors: 'person',
  };
  if (Array.isArray(value)) for (const v of value) links(v, kind, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'id' && kind && typeof v === 'number') out.push(`${kind}:${v}`);
      else if (k === 'person_id' && typeof v === 'number') out.push(`person:${v}`);
      else if (k === 'publisher_id' && typeof v === 'number') out.push(`org:${v}`);
      else if (k === 'organization_id' && typeof v === 'number') out.push(`org:${v}`);
      else if (k in KINDS) links(v, KINDS[k] ?? null, out);
    }
  }
  return out;
}

/** The text cells of an .xlsx answer. */
export async function xlsxStrings(res: Response): Promise<string[]> {
  expect(res.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.buffer as unknown as ArrayBuffer);
  const out: string[] = [];
  for (const ws of workbook.worksheets)
    ws.eachRow((row) =>
      row.eachCell((cell) => {
        if (typeof cell.value === 'string') out.push(cell.value);
      }),
    );
  return out;
}

export const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
export const sorted = (...ids: (number | undefined)[]) => (ids as number[]).sort((a, b) => a - b);
