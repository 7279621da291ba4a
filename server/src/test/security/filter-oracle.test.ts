import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db/scoped.ts';
import { usageCounts } from '../../domains/keywords/presenters.ts';
import { ANONYMOUS, type Principal } from '../../policies/principal.ts';
import { createTenant, createUser, loginAs, type TestTenant } from '../factories.ts';
import { request, useTestApp } from '../harness.ts';

/**
 * Issue 13 item 10: a filter is not an oracle. A filter value naming a record the caller may not
 * see (a hidden keyword, list, organization, person, library entry, category or section; a hidden
 * vehicle's type) matches nothing, so the answer cannot tell that the record exists or what links
 * to it. Paywalled records count for logged-in readers only; the admin's answers are the control.
 * Keyword usage counts only the records the caller may see.
 */
type Who = 'anonymous' | 'reader' | 'admin';

describe('filters: a value the caller cannot see matches nothing', () => {
  const ctx = useTestApp(() => ({ runWorkers: false }));
  let tenant: TestTenant;
  const tokens: Record<Who, string | undefined> = { anonymous: undefined, reader: undefined, admin: undefined };
  const id: Record<string, number> = {};

  beforeAll(async () => {
    tenant = await createTenant(ctx.database);
    tokens.admin = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    tokens.reader = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader'));
    const post = async (path: string, body: object) => {
      const res = await request(ctx.port, 'POST', path, { host: tenant.host, token: tokens.admin, body });
      if (res.status >= 300) throw new Error(`${path}: ${res.status} ${res.text}`);
      return res.body.id as number;
    };
    id.hiddenKeyword = await post('/api/v1/keywords/', { name: 'Hidden keyword', visibility: 'hidden' });
    id.paidKeyword = await post('/api/v1/keywords/', { name: 'Paid keyword', visibility: 'paywalled' });
    id.openKeyword = await post('/api/v1/keywords/', { name: 'Open keyword', visibility: 'public' });
    id.hiddenOrg = await post('/api/v1/assets/organizations/', { name_dba: 'Hidden org', visibility: 'hidden' });
    id.paidOrg = await post('/api/v1/assets/organizations/', { name_dba: 'Paid org', visibility: 'paywalled' });
    id.hiddenPerson = await post('/api/v1/assets/people/', { name_given: 'Hidden', visibility: 'hidden' });
    id.hiddenLibrary = await post('/api/v1/assets/library/', { title: 'Hidden paper', visibility: 'hidden' });
    const tagged = { keyword_ids: [id.hiddenKeyword, id.paidKeyword], visibility: 'public' as const };
    id.org = await post('/api/v1/assets/organizations/', { name_dba: 'Open org', ...tagged });
    // The public keyword tags one public and one hidden record: anonymous visitors count one.
    await post('/api/v1/assets/organizations/', {
      name_dba: 'Hidden tagged org',
      keyword_ids: [id.openKeyword],
      visibility: 'hidden',
    });
    await post('/api/v1/assets/organizations/', {
      name_dba: 'Open tagged org',
      keyword_ids: [id.openKeyword],
      visibility: 'public',
    });
    id.person = await post('/api/v1/assets/people/', {
      name_given: 'Open',
      ...tagged,
      organizations: [
        { organization_id: id.hiddenOrg, role: '' },
        { organization_id: id.paidOrg, role: '' },
      ],
    });
    id.vehicle = await post('/api/v1/assets/ledger/', {
      organization_id: id.hiddenOrg,
      name: 'Open fund of a hidden org',
      vehicle_type: 'PE',
      ...tagged,
    });
    id.paidVehicle = await post('/api/v1/assets/ledger/', {
      organization_id: id.paidOrg,
      name: 'Open fund of a paid org',
      vehicle_type: 'PE',
      visibility: 'public',
    });
    // An organization whose only VC vehicle is hidden.
    id.vcOrg = await post('/api/v1/assets/organizations/', { name_dba: 'VC org', visibility: 'public' });
    await post('/api/v1/assets/ledger/', {
      organization_id: id.vcOrg,
      name: 'Hidden VC fund',
      vehicle_type: 'VC',
      visibility: 'hidden',
    });
    id.library = await post('/api/v1/assets/library/', {
      title: 'Open paper',
      publisher_id: id.hiddenOrg,
      authors: [{ person_id: id.hiddenPerson }],
      ...tagged,
    });
    id.snapshot = await post('/api/v1/assets/snapshots/', {
      year: 2021,
      data: 2,
      symbol: 'ORACLE',
      library_entry_id: id.hiddenLibrary,
      visibility: 'public',
    });
    for (const [type, item] of [
      ['OrganizationsList', id.org],
      ['PeopleList', id.person],
      ['LedgerList', id.vehicle],
      ['LibraryList', id.library],
    ] as const) {
      const list = await post('/api/v1/lists/', { name: `Hidden ${type}`, type, visibility: 'hidden' });
      id[`hidden${type}`] = list;
      await post(`/api/v1/lists/${list}/items/`, { item_ids: [item] });
    }
    id.hiddenCategory = await post('/api/v1/categories/', { name: 'Hidden category', visibility: 'hidden' });
    id.openCategory = await post('/api/v1/categories/', { name: 'Open category', visibility: 'public' });
    id.section = await post('/api/v1/sections/', {
      category_id: id.hiddenCategory,
      name: 'Open section',
      visibility: 'public',
    });
    id.hiddenSection = await post('/api/v1/sections/', {
      category_id: id.openCategory,
      name: 'Hidden section',
      visibility: 'hidden',
    });
    id.fact = await post('/api/v1/facts/', { section_id: id.hiddenSection, text: 'Open fact', visibility: 'public' });
  });

  const get = (who: Who, path: string) => request(ctx.port, 'GET', path, { host: tenant.host, token: tokens[who] });

  /** A record's id by its name in `id` (set up in beforeAll). */
  const at = (key: string): number => {
    const value = id[key];
    if (value === undefined) throw new Error(`No record ${key}`);
    return value;
  };

  /**
   * [list path, filter, value (a record of `id`, or a literal), the record it finds for the admin,
   * whether the value is paywalled (readers see it)].
   */
  const CASES: [string, string, string, string, boolean][] = [
    ['/api/v1/assets/organizations/', 'keywords', 'hiddenKeyword', 'org', false],
    ['/api/v1/assets/organizations/', 'keywords', 'paidKeyword', 'org', true],
    ['/api/v1/assets/organizations/', 'lists', 'hiddenOrganizationsList', 'org', false],
    ['/api/v1/assets/organizations/', 'vehicle_type', 'VC', 'vcOrg', false],
    ['/api/v1/assets/people/', 'organization', 'hiddenOrg', 'person', false],
    ['/api/v1/assets/people/', 'organization', 'paidOrg', 'person', true],
    ['/api/v1/assets/people/', 'keywords', 'hiddenKeyword', 'person', false],
    ['/api/v1/assets/people/', 'lists', 'hiddenPeopleList', 'person', false],
    ['/api/v1/assets/ledger/', 'organization', 'hiddenOrg', 'vehicle', false],
    ['/api/v1/assets/ledger/', 'organization', 'paidOrg', 'paidVehicle', true],
    ['/api/v1/assets/ledger/', 'keywords', 'hiddenKeyword', 'vehicle', false],
    ['/api/v1/assets/ledger/', 'lists', 'hiddenLedgerList', 'vehicle', false],
    ['/api/v1/assets/library/', 'publisher', 'hiddenOrg', 'library', false],
    ['/api/v1/assets/library/', 'author', 'hiddenPerson', 'library', false],
    ['/api/v1/assets/library/', 'keywords', 'hiddenKeyword', 'library', false],
    ['/api/v1/assets/library/', 'lists', 'hiddenLibraryList', 'library', false],
    ['/api/v1/assets/snapshots/', 'library_entry', 'hiddenLibrary', 'snapshot', false],
    ['/api/v1/sections/', 'category', 'hiddenCategory', 'section', false],
    ['/api/v1/facts/', 'section', 'hiddenSection', 'fact', false],
  ];

  for (const [path, filter, value, found, paywalled] of CASES) {
    it(`${path}?${filter}=<${paywalled ? 'paywalled' : 'hidden'} value>: nothing for those who may not see it`, async () => {
      const url = `${path}?${filter}=${value in id ? at(value) : value}`;
      for (const who of ['anonymous', 'reader', 'admin'] as const) {
        const res = await get(who, url);
        expect(res.status, `${who} ${url}`).toBe(200);
        const ids = (res.body.results as { id: number }[]).map((r) => r.id);
        const sees = who === 'admin' || (who === 'reader' && paywalled);
        expect(ids, `${who} ${url}`).toEqual(sees ? [at(found)] : []);
        expect(res.body.count, `${who} ${url}`).toBe(sees ? 1 : 0);
      }
    });
  }

  it('the Operator: an edited query filtering by a hidden organization finds nothing and names nothing', async () => {
    for (const who of ['anonymous', 'reader', 'admin'] as const) {
      const res = await request(ctx.port, 'POST', '/api/v1/ai-assistant/queries/nlp-to-query/', {
        host: tenant.host,
        token: tokens[who],
        body: {
          text: 'funds of an organization',
          query: { kind: 'ledger', filters: [{ name: 'organization', value: String(id.hiddenOrg) }] },
        },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.count, who).toBe(who === 'admin' ? 1 : 0);
      if (who !== 'admin') expect(res.text).not.toContain('Hidden org');
    }
  });

  it('keyword usage_count counts only the records the caller may see', async () => {
    const expected: Record<Who, number> = { anonymous: 1, reader: 1, admin: 2 };
    for (const who of ['anonymous', 'reader', 'admin'] as const) {
      const detail = await get(who, `/api/v1/keywords/${id.openKeyword}/`);
      expect(detail.body.usage_count, who).toBe(expected[who]);
      const list = await get(who, '/api/v1/keywords/?search=Open%20keyword');
      expect(
        list.body.results.map((k: { usage_count: number }) => k.usage_count),
        who,
      ).toEqual([expected[who]]);
    }
    // The paywalled keyword tags four public records (organization, person, vehicle, paper).
    expect((await get('reader', `/api/v1/keywords/${id.paidKeyword}/`)).body.usage_count).toBe(4);
  });

  it('keyword usage_count of a much-used keyword counts only visible records, by probes or by a join alike', async () => {
    const keyword = at('openKeyword');
    // 2,400 more organizations tagged with the open keyword, a third of each visibility.
    await withTenant(ctx.database, tenant.id, (tx) =>
      tx.execute(sql`with made as (
          insert into organizations (tenant_id, name_dba, visibility)
          select ${tenant.id}, 'Bulk org ' || g, (array['public', 'paywalled', 'hidden'])[1 + g % 3]::visibility
            from generate_series(1, 2400) g returning id)
        insert into entity_keywords (tenant_id, keyword_id, entity_type, entity_id)
        select ${tenant.id}, ${keyword}, 'Organization', id from made`),
    );
    const expected: Record<Who, number> = { anonymous: 1 + 800, reader: 1 + 1600, admin: 2 + 2400 };
    const principals: Record<Who, Principal> = {
      anonymous: ANONYMOUS,
      reader: { ...ANONYMOUS, userId: 1 },
      admin: { ...ANONYMOUS, userId: 2, isAdmin: true },
    };
    const ids = [keyword, at('paidKeyword'), at('hiddenKeyword')];
    for (const who of ['anonymous', 'reader', 'admin'] as const) {
      expect((await get(who, `/api/v1/keywords/${keyword}/`)).body.usage_count, who).toBe(expected[who]);
      // The same counts whichever way the visible records are found (a probe per link, or a join).
      await withTenant(ctx.database, tenant.id, async (tx) => {
        const c = { tx, tenantId: tenant.id, principal: principals[who], userId: principals[who].userId };
        const probed = await usageCounts(c, ids, Number.POSITIVE_INFINITY);
        const joined = await usageCounts(c, ids, 0);
        expect(probed.get(keyword), who).toBe(expected[who]);
        expect(joined, who).toEqual(probed);
      });
    }
  });
});
