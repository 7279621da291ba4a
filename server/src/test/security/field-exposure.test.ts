import ExcelJS from 'exceljs';
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
        ...(who === 'anonymous' ? [`person:${shown.paidPerson}`, `org:${shown.paidOrg}`, `org:${shown.paidOrg2}`] : []),
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
      // A visitor learns only that it is for subscribers (issue 19 item 6): the paywall, no field of the record.
      expect(paid.status).toBe(who === 'reader' ? 200 : 403);
      if (who !== 'reader') expect(Object.keys(paid.body).sort()).toEqual(['detail', 'paywall']);
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

  /** The text cells of an .xlsx answer. */
  async function xlsxStrings(res: Response): Promise<string[]> {
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

  const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
  const sorted = (...ids: (number | undefined)[]) => (ids as number[]).sort((a, b) => a - b);

  /**
   * Issue 13 item 9: every place an answer names or links another record, one row each. The
   * related record is shown by the caller's own visibility: the anonymous visitor sees public
   * records, the paywall reader public and paywalled ones, the admin (the control) everything.
   */
  const RELATIONS: [string, (who: Who) => Promise<void>][] = [
    [
      'ledger entry → organization (list, detail and .xlsx)',
      async (who) => {
        const visible: Record<Who, number[]> = {
          anonymous: [shown.org as number],
          reader: sorted(shown.org, shown.paidOrg2),
          admin: sorted(shown.org, shown.paidOrg2, hidden.org),
        };
        const names: Record<number, string> = {
          [shown.org as number]: 'Open Org',
          [shown.paidOrg2 as number]: 'Paid Org Two',
          [hidden.org as number]: 'SECRET Org',
        };
        const list = (await get(who, '/api/v1/assets/ledger/?limit=100')).body.results as Record<string, unknown>[];
        for (const [vehicle, orgId] of [
          [shown.vehicle, shown.org],
          [shown.vehicleOfHidden, hidden.org],
          [shown.vehicleOfPaid, shown.paidOrg2],
        ] as [number, number][]) {
          const detail = (await get(who, `/api/v1/assets/ledger/${vehicle}/`)).body;
          const sees = visible[who].includes(orgId);
          for (const answer of [detail, list.find((l) => l.id === vehicle)]) {
            expect(answer, `${who} ledger ${vehicle}`).toMatchObject({
              organization_id: sees ? orgId : null,
              organization_name: sees ? names[orgId] : null,
            });
          }
        }
        const cells = await xlsxStrings(await get(who, '/api/v1/assets/ledger/?format=xlsx'));
        for (const [id, name] of Object.entries(names))
          expect(cells.includes(name), `${who} xlsx ${name}`).toBe(visible[who].includes(Number(id)));
      },
    ],
    [
      'organization → people',
      async (who) => {
        const org = (await get(who, `/api/v1/assets/organizations/${shown.org}/`)).body;
        const expected = {
          anonymous: [shown.person],
          reader: sorted(shown.person, shown.paidPerson),
          admin: sorted(shown.person, shown.paidPerson, hidden.person),
        }[who];
        expect(idsOf(org.people)).toEqual(expected);
      },
    ],
    [
      'person → organizations',
      async (who) => {
        const person = (await get(who, `/api/v1/assets/people/${shown.person}/`)).body;
        const expected = {
          anonymous: [shown.org],
          reader: sorted(shown.org, shown.paidOrg),
          admin: sorted(shown.org, shown.paidOrg, hidden.org),
        }[who];
        expect(idsOf(person.organizations)).toEqual(expected);
      },
    ],
    [
      'library entry → publisher and authors',
      async (who) => {
        const entry = (await get(who, `/api/v1/assets/library/${shown.library}/`)).body;
        const admin = who === 'admin';
        expect(entry.publisher_id).toBe(admin ? hidden.org : null);
        expect(entry.publisher_name).toBe(admin ? 'SECRET Org' : null);
        expect(entry.authors.map((a: { person_id: number | null }) => a.person_id)).toEqual([
          admin ? hidden.person : null,
          shown.person,
          null,
        ]);
      },
    ],
    [
      'record → keywords and lists',
      async (who) => {
        const org = (await get(who, `/api/v1/assets/organizations/${shown.org}/`)).body;
        const admin = who === 'admin';
        expect(idsOf(org.keywords)).toEqual(admin ? sorted(shown.keyword, hidden.keyword) : [shown.keyword]);
        expect(idsOf(org.lists_as_item)).toEqual(admin ? sorted(shown.list, hidden.list) : [shown.list]);
        const vehicle = (await get(who, `/api/v1/assets/ledger/${shown.vehicle}/`)).body;
        expect(idsOf(vehicle.keywords)).toEqual(admin ? [hidden.keyword] : []);
      },
    ],
    [
      'list → items (and their count)',
      async (who) => {
        const admin = who === 'admin';
        const items = (await get(who, `/api/v1/lists/${shown.list}/items/`)).body;
        expect(idsOf(items)).toEqual(admin ? sorted(shown.org, hidden.org) : [shown.org]);
        expect((await get(who, `/api/v1/lists/${shown.list}/`)).body.item_count).toBe(admin ? 2 : 1);
      },
    ],
    [
      'snapshot → organizations, people, keywords, library entry',
      async (who) => {
        const snapshot = (await get(who, `/api/v1/assets/snapshots/${shown.snapshot}/`)).body;
        const admin = who === 'admin';
        expect(snapshot.organization_ids.sort()).toEqual(admin ? sorted(shown.org, hidden.org) : [shown.org]);
        expect(snapshot.person_ids.sort()).toEqual(admin ? sorted(shown.person, hidden.person) : [shown.person]);
        expect(snapshot.keyword_ids).toEqual(admin ? [hidden.keyword] : []);
        expect(snapshot.library_entry_id).toBe(admin ? hidden.library : null);
      },
    ],
    [
      'Intelbooks: section → category, fact → section',
      async (who) => {
        const admin = who === 'admin';
        const section = (await get(who, `/api/v1/sections/${shown.section}/`)).body;
        expect(section).toMatchObject({
          category_id: admin ? hidden.category : null,
          category_name: admin ? 'SECRET category' : null,
        });
        const fact = (await get(who, `/api/v1/facts/${shown.fact}/`)).body;
        expect(fact).toMatchObject({
          section_id: admin ? hidden.section : null,
          section_name: admin ? 'SECRET section' : null,
        });
        for (const path of ['/api/v1/sections/?format=xlsx', '/api/v1/facts/?format=xlsx']) {
          const cells = await xlsxStrings(await get(who, path));
          expect(
            cells.some((c) => c.includes('SECRET')),
            `${who} ${path}`,
          ).toBe(admin);
        }
      },
    ],
    [
      'organization → its vehicles (has_inv_vehicle)',
      async (who) => {
        if (who === 'anonymous') return; // the paywalled organization itself is a 404 (above)
        const paid = (await get(who, `/api/v1/assets/organizations/${shown.paidOrg}/`)).body;
        expect(paid.has_inv_vehicle).toBe(who === 'admin');
      },
    ],
    [
      'history, reports and suggestions (and their probable matches): research team only',
      async (who) => {
        if (who === 'admin') return;
        for (const path of [
          `/api/v1/assets/ledger/${shown.vehicle}/history/`,
          `/api/v1/assets/organizations/${shown.org}/history/`,
          '/api/v1/suggested-entities/organizations/',
          '/api/v1/suggested-entities/people/',
          '/api/v1/raw-data/analysis-report-status/00000000-0000-4000-8000-000000000000/',
        ]) {
          const res = await get(who, path);
          expect(res.status, `${who} ${path}`).toBe(who === 'anonymous' ? 401 : 403);
        }
      },
    ],
    [
      "the Operator's answers",
      async (who) => {
        const res = await request(ctx.port, 'POST', '/api/v1/ai-assistant/queries/nlp-to-query/', {
          host: tenant.host,
          token: tokens[who],
          body: {
            text: 'vehicles of an organization',
            query: { kind: 'ledger', filters: [{ name: 'organization', value: String(hidden.org) }] },
          },
        });
        expect(res.status, res.text).toBe(200);
        expect(res.body.count).toBe(who === 'admin' ? 1 : 0);
        expect(res.text.includes('SECRET'), who).toBe(who === 'admin');
      },
    ],
  ];

  for (const [relation, check] of RELATIONS)
    it(`relation: ${relation}`, async () => {
      for (const who of ['anonymous', 'reader', 'admin'] as const) await check(who);
    });

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
