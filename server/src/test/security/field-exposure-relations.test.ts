import { describe, expect, it } from 'vitest';
import { request } from '../harness.ts';
import { idsOf, sorted, useExposureFixture, type Who, xlsxStrings } from './field-exposure-fixture.ts';

describe("field exposure: every relation, by the caller's visibility", () => {
  const { ctx, tenant, tokens, hidden, shown, get } = useExposureFixture();

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
});
