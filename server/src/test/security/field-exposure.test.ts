import { beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs, type TestTenant } from '../factories.ts';
import { type Response, request, useTestApp } from '../harness.ts';

/**
 * Issue 8 item 4 (second half): what anonymous visitors and paywall readers are answered. Every
 * record or field they may not see is marked "SECRET"; their answers must not contain the marker,
 * the ids of hidden records, or any field outside the allow-list of their role. The admin's answers
 * are the control: the same requests show everything.
 */
const CURATED = ['id', 'visibility', 'show_on_dashboard', 'created_at', 'updated_at'];
const ALLOWED: Record<string, string[]> = {
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
const NEVER_PUBLIC = ['admin_notes', 'private_url'];

type Who = 'anonymous' | 'reader' | 'admin';

describe('field exposure: anonymous and paywall answers', () => {
  const ctx = useTestApp(() => ({ runWorkers: false }));
  let tenant: TestTenant;
  const tokens: Record<Who, string | undefined> = { anonymous: undefined, reader: undefined, admin: undefined };
  const hidden: Record<string, number> = {};
  const shown: Record<string, number> = {};

  beforeAll(async () => {
    tenant = await createTenant(ctx.database);
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
    hidden.org = await post('/api/v1/assets/organizations/', { name_dba: 'SECRET Org', visibility: 'hidden' });
    shown.paidOrg = await post('/api/v1/assets/organizations/', { name_dba: 'Paid Org', visibility: 'paywalled' });
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

  /** Every record a row links to, as `kind:id` (keywords, people, organizations, lists, authors, publisher). */
  function links(value: unknown, kind: string | null = null, out: string[] = []): string[] {
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

  const READS = [
    ['organizations', '/api/v1/assets/organizations/', () => shown.org],
    ['people', '/api/v1/assets/people/', () => shown.person],
    ['ledger', '/api/v1/assets/ledger/', () => shown.vehicle],
    ['library', '/api/v1/assets/library/', () => shown.library],
  ] as const;

  for (const who of ['anonymous', 'reader'] as const) {
    it(`${who}: lists and details of organizations, people, ledger and library hold only allowed fields and no hidden link`, async () => {
      const hiddenRefs = new Set([
        `keyword:${hidden.keyword}`,
        `person:${hidden.person}`,
        `org:${hidden.org}`,
        `list:${hidden.list}`,
        ...(who === 'anonymous' ? [`person:${shown.paidPerson}`, `org:${shown.paidOrg}`] : []),
      ]);
      for (const [kind, path, id] of READS) {
        const list = await get(who, path);
        const detail = await get(who, `${path}${id()}/`);
        expect(list.status).toBe(200);
        expect(detail.status, `${path}${id()}/`).toBe(200);
        for (const res of [list, detail]) {
          expect(res.text, `${who} ${path}`).not.toMatch(/SECRET/);
          if (who === 'anonymous') expect(res.text).not.toContain('PAYWALL-only');
          const rows = (res === list ? res.body.results : [res.body]) as Record<string, unknown>[];
          expect(rows.length).toBeGreaterThan(0);
          const allowed = [
            ...(ALLOWED[kind] ?? []),
            ...(who === 'reader' && kind === 'library' ? ['paywall_link'] : []),
          ];
          for (const row of rows) {
            expect(
              Object.keys(row).filter((k) => !allowed.includes(k)),
              `${who} ${path} extra fields`,
            ).toEqual([]);
            for (const f of NEVER_PUBLIC) expect(row).not.toHaveProperty(f);
            expect(row.visibility).not.toBe('hidden');
            if (who === 'anonymous') expect(row.visibility).toBe('public');
            expect(
              links(row).filter((x) => hiddenRefs.has(x)),
              `${who} ${path} hidden links`,
            ).toEqual([]);
          }
        }
      }
      // Hidden records themselves: 404, as if they did not exist.
      for (const [path, id] of [
        ['/api/v1/assets/organizations/', hidden.org],
        ['/api/v1/assets/people/', hidden.person],
        ['/api/v1/assets/ledger/', hidden.vehicle],
        ['/api/v1/assets/library/', hidden.library],
        ['/api/v1/keywords/', hidden.keyword],
        ['/api/v1/lists/', hidden.list],
      ] as const) {
        const res = await get(who, `${path}${id}/`);
        expect(res.status, `${path}${id}/`).toBe(404);
        expect(res.text).not.toMatch(/SECRET/);
      }
    });

    it(`${who}: links are filtered by what the ${who} may see (paywalled for readers only), counts do not betray hidden items`, async () => {
      const org = (await get(who, `/api/v1/assets/organizations/${shown.org}/`)).body;
      const people = org.people.map((p: { id: number }) => p.id);
      expect(people).toContain(shown.person);
      expect(people.includes(shown.paidPerson)).toBe(who === 'reader');
      expect(org.keywords.map((k: { id: number }) => k.id)).toEqual([shown.keyword]);
      expect(org.lists_as_item.map((l: { id: number }) => l.id)).toEqual([shown.list]);
      const paid = await get(who, `/api/v1/assets/organizations/${shown.paidOrg}/`);
      expect(paid.status).toBe(who === 'reader' ? 200 : 404);
      // Its only vehicle is hidden: the flag must not give it away.
      if (who === 'reader') expect(paid.body.has_inv_vehicle).toBe(false);
      const list = await get(who, `/api/v1/lists/${shown.list}/`);
      expect(list.body.item_count).toBe(1);
      const items = await get(who, `/api/v1/lists/${shown.list}/items/`);
      expect(items.body.map((i: { id: number }) => i.id)).toEqual([shown.org]);
      const library = (await get(who, `/api/v1/assets/library/${shown.library}/`)).body;
      expect(library.publisher_id).toBeNull();
      expect(library.publisher_name).toBeNull();
      expect(library.authors.map((a: { person_id: number | null }) => a.person_id)).toEqual([null, shown.person, null]);
      if (who === 'reader') expect(library.paywall_link).toBe('https://example.com/PAYWALL-only');
      else expect(library).not.toHaveProperty('paywall_link');
      const search = await get(who, '/api/v1/search/?q=SECRET');
      expect(search.status).toBe(200);
      expect(search.text).not.toMatch(/SECRET/);
    });

    it(`${who}: a public snapshot (CAGR data) names no hidden organization, person, keyword or library entry`, async () => {
      for (const res of [
        await get(who, `/api/v1/assets/snapshots/${shown.snapshot}/`),
        await get(who, '/api/v1/assets/snapshots/?symbol=OPEN'),
      ]) {
        expect(res.status).toBe(200);
        const rows = (res.body.results ?? [res.body]) as Record<string, unknown>[];
        expect(rows.length).toBe(1);
        const row = rows[0] as Record<string, unknown>;
        expect(row.organization_ids).toEqual([shown.org]);
        expect(row.person_ids).toEqual([shown.person]);
        expect(row.keyword_ids).toEqual([]);
        expect(row.library_entry_id).toBeNull();
      }
    });
  }

  it('admin (the control): the same requests show every field and every link', async () => {
    const org = (await get('admin', `/api/v1/assets/organizations/${shown.org}/`)).body;
    expect(org.admin_notes).toBe('SECRET note on an organization');
    // The link detector used above finds hidden links where there are some.
    expect(links(org)).toEqual(
      expect.arrayContaining([`person:${hidden.person}`, `keyword:${hidden.keyword}`, `list:${hidden.list}`]),
    );
    expect(org.people.map((p: { id: number }) => p.id).sort()).toEqual(
      [shown.person, hidden.person, shown.paidPerson].sort(),
    );
    expect(org.keywords.map((k: { id: number }) => k.id).sort()).toEqual([shown.keyword, hidden.keyword].sort());
    expect(org.lists_as_item.map((l: { id: number }) => l.id).sort()).toEqual([hidden.list, shown.list].sort());
    const vehicle = (await get('admin', `/api/v1/assets/ledger/${shown.vehicle}/`)).body;
    expect(vehicle).toMatchObject({
      private_url: 'https://example.com/SECRET-private',
      admin_notes: expect.any(String),
    });
    expect((await get('admin', `/api/v1/assets/organizations/${shown.paidOrg}/`)).body.has_inv_vehicle).toBe(true);
    expect((await get('admin', `/api/v1/lists/${shown.list}/`)).body.item_count).toBe(2);
    const library = (await get('admin', `/api/v1/assets/library/${shown.library}/`)).body;
    expect(library.publisher_id).toBe(hidden.org);
    expect(library.authors.map((a: { person_id: number | null }) => a.person_id)).toEqual([
      hidden.person,
      shown.person,
      null,
    ]);
    const snapshot = (await get('admin', `/api/v1/assets/snapshots/${shown.snapshot}/`)).body;
    expect(snapshot.organization_ids.sort()).toEqual([shown.org, hidden.org].sort());
    expect(snapshot.library_entry_id).toBe(hidden.library);
    expect((await get('admin', `/api/v1/assets/people/${shown.person}/`)).body.admin_notes).toMatch(/SECRET/);
  });
});
