import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs, type TestTenant } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';

describe('relationship graph and timeline', () => {
  const ctx = useTestApp();

  async function post(tenant: TestTenant, token: string, path: string, body: Record<string, unknown>) {
    const res = await request(ctx.port, 'POST', `/api/v1${path}`, { host: tenant.host, token, body });
    expect(res.status, res.text).toBeLessThan(300);
    return res.body as { id: number };
  }

  /** A small network: an organization with a public and a hidden employee, a fund, a paper, a keyword, a list. */
  async function network() {
    const tenant = await createTenant(ctx.database);
    const admin = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    const reader = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader'));
    const kw = await post(tenant, admin, '/keywords/', { name: 'Robotics', visibility: 'public' });
    const secretKw = await post(tenant, admin, '/keywords/', { name: 'Secret project', visibility: 'hidden' });
    const jane = await post(tenant, admin, '/assets/people/', {
      name_given: 'Jane',
      name_family: 'Okafor',
      visibility: 'public',
      birth_date: { date: '1980-01-01', incomplete_day: true, incomplete_month: true },
    });
    const ghost = await post(tenant, admin, '/assets/people/', {
      name_given: 'Hidden',
      name_family: 'Person',
      visibility: 'hidden',
    });
    const org = await post(tenant, admin, '/assets/organizations/', {
      name_dba: 'Quillwright Robotics',
      visibility: 'public',
      founding_date: { date: '2016-09-01', incomplete_day: true },
      people: [
        { person_id: jane.id, role: 'chief executive' },
        { person_id: ghost.id, role: 'advisor' },
      ],
      keyword_ids: [kw.id, secretKw.id],
    });
    const fund = await post(tenant, admin, '/assets/ledger/', {
      organization_id: org.id,
      name: 'Quillwright Fund I',
      vehicle_type: 'VC',
      ownership_percentage: 12.5,
      visibility: 'paywalled',
    });
    const paper = await post(tenant, admin, '/assets/library/', {
      title: 'Robots at sea',
      visibility: 'public',
      publisher_id: org.id,
      authors: [{ person_id: jane.id }],
      publish_date: { date: '2021-03-12' },
    });
    const list = await post(tenant, admin, '/lists/', {
      name: 'Watch',
      type: 'OrganizationsList',
      visibility: 'public',
    });
    const add = await request(ctx.port, 'POST', `/api/v1/lists/${list.id}/items/`, {
      host: tenant.host,
      token: admin,
      body: { item_ids: [org.id] },
    });
    expect(add.status, add.text).toBe(200);
    return { tenant, admin, reader, org, jane, ghost, fund, paper, list, kw, secretKw };
  }

  const graph = (tenant: TestTenant, path: string, token?: string) =>
    request(ctx.port, 'GET', `/api/v1/graph/${path}`, { host: tenant.host, token });

  it('draws an organization with its people (role), fund (ownership %), publications, keywords and lists', async () => {
    const n = await network();
    const res = await graph(n.tenant, `organizations/${n.org.id}/`, n.admin);
    expect(res.status, res.text).toBe(200);
    expect(res.body.center).toMatchObject({ key: `organizations:${n.org.id}`, label: 'Quillwright Robotics' });
    const keys = res.body.nodes.map((x: { key: string }) => x.key).sort();
    expect(keys).toEqual(
      [
        `people:${n.jane.id}`,
        `people:${n.ghost.id}`,
        `ledger:${n.fund.id}`,
        `library:${n.paper.id}`,
        `keywords:${n.kw.id}`,
        `keywords:${n.secretKw.id}`,
        `lists:${n.list.id}`,
      ].sort(),
    );
    expect(res.body.edges).toContainEqual({
      source: `people:${n.jane.id}`,
      target: `organizations:${n.org.id}`,
      type: 'works_at',
      label: 'chief executive',
    });
    expect(res.body.edges).toContainEqual({
      source: `organizations:${n.org.id}`,
      target: `ledger:${n.fund.id}`,
      type: 'vehicle',
      label: '12.5 %',
    });
    expect(res.body).toMatchObject({ total: 7, more: 0 });
  });

  it('never shows a visitor or a reader a node they may not see, nor an edge to one, nor counts it', async () => {
    const n = await network();
    for (const [who, token, expected] of [
      ['visitor', undefined, ['people', 'library', 'keywords', 'lists']],
      ['reader', n.reader, ['people', 'ledger', 'library', 'keywords', 'lists']],
    ] as const) {
      const res = await graph(n.tenant, `organizations/${n.org.id}/`, token);
      expect(res.status, who).toBe(200);
      const nodes = res.body.nodes as { key: string; kind: string; visibility: string }[];
      expect([...new Set(nodes.map((x) => x.kind))].sort(), who).toEqual([...expected].sort());
      expect(
        nodes.some((x) => x.key === `people:${n.ghost.id}` || x.key === `keywords:${n.secretKw.id}`),
        who,
      ).toBe(false);
      const keys = new Set([res.body.center.key, ...nodes.map((x) => x.key)]);
      for (const e of res.body.edges) expect(keys.has(e.source) && keys.has(e.target), who).toBe(true);
      expect(res.body.total, who).toBe(nodes.length);
      expect(JSON.stringify(res.body), who).not.toContain('Hidden Person');
    }
    // A hidden record's own graph is 404 to those who may not see it, whatever its neighbours.
    expect((await graph(n.tenant, `people/${n.ghost.id}/`)).status).toBe(404);
    expect((await graph(n.tenant, `people/${n.ghost.id}/`, n.reader)).status).toBe(404);
    expect((await graph(n.tenant, `people/${n.ghost.id}/`, n.admin)).status).toBe(200);
  });

  it('expands a person and pages through neighbours with a count of what is left; filters by kind', async () => {
    const n = await network();
    const person = await graph(n.tenant, `people/${n.jane.id}/`, n.admin);
    expect(person.body.nodes.map((x: { key: string }) => x.key).sort()).toEqual(
      [`organizations:${n.org.id}`, `library:${n.paper.id}`].sort(),
    );
    const first = await graph(n.tenant, `organizations/${n.org.id}/?limit=3`, n.admin);
    expect(first.body.nodes).toHaveLength(3);
    expect(first.body.more).toBe(4);
    const rest = await graph(n.tenant, `organizations/${n.org.id}/?limit=50&offset=3`, n.admin);
    expect(rest.body.nodes).toHaveLength(4);
    expect(rest.body.more).toBe(0);
    const people = await graph(n.tenant, `organizations/${n.org.id}/?kinds=people`, n.admin);
    expect(people.body.nodes.every((x: { kind: string }) => x.kind === 'people')).toBe(true);
    expect(people.body.total).toBe(2);
    expect((await graph(n.tenant, `organizations/${n.org.id}/?kinds=planets`, n.admin)).status).toBe(400);
  });

  it('pages a keyword on many records by kind, then id, each page reading only its own rows', async () => {
    // Issue 37: neighbours come in the order of the link indexes, so a page never sorts every match.
    const tenant = await createTenant(ctx.database);
    const admin = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    const reader = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader'));
    const kw = await post(tenant, admin, '/keywords/', { name: 'Many', visibility: 'public' });
    const orgs: number[] = [];
    const people: number[] = [];
    for (let i = 0; i < 7; i++) {
      const visibility = i === 2 ? 'hidden' : 'public';
      // Names in the reverse order of the ids: the page's order is the ids', not the names'.
      orgs.push(
        (
          await post(tenant, admin, '/assets/organizations/', {
            name_dba: `Org ${9 - i}`,
            visibility,
            keyword_ids: [kw.id],
          })
        ).id,
      );
      people.push(
        (
          await post(tenant, admin, '/assets/people/', {
            name_family: `Person ${9 - i}`,
            visibility: 'public',
            keyword_ids: [kw.id],
          })
        ).id,
      );
    }
    const keys = (body: { nodes: { key: string }[] }) => body.nodes.map((x) => x.key);
    const first = await graph(tenant, `keywords/${kw.id}/?limit=5`, admin);
    expect(first.status, first.text).toBe(200);
    expect(keys(first.body)).toEqual(orgs.slice(0, 5).map((id) => `organizations:${id}`));
    expect(first.body).toMatchObject({ total: 14, more: 9 });
    const second = await graph(tenant, `keywords/${kw.id}/?limit=5&offset=5`, admin);
    expect(keys(second.body)).toEqual([
      ...orgs.slice(5).map((id) => `organizations:${id}`),
      ...people.slice(0, 3).map((id) => `people:${id}`),
    ]);
    expect(second.body.more).toBe(4);
    // A reader's pages skip the hidden organization and do not count it.
    const read = await graph(tenant, `keywords/${kw.id}/?limit=3&offset=1`, reader);
    expect(keys(read.body)).toEqual([orgs[1], orgs[3], orgs[4]].map((id) => `organizations:${id}`));
    expect(read.body).toMatchObject({ total: 13, more: 9 });
  });

  it('keeps raw data to the research role, and other tenants’ records are 404', async () => {
    const n = await network();
    const research = await loginAs(ctx.port, n.tenant, await createUser(ctx.database, n.tenant, 'research'));
    const raw = await post(n.tenant, research, '/raw-data/', { title: 'Memo', text: 'Quillwright Robotics news' });
    expect((await graph(n.tenant, `raw-data/${raw.id}/`, n.reader)).status).toBe(404);
    expect((await graph(n.tenant, `raw-data/${raw.id}/`, research)).status).toBe(200);
    const other = await createTenant(ctx.database);
    expect((await graph(other, `organizations/${n.org.id}/`)).status).toBe(404);
  });

  it('gives the timeline partial dates with their precision: a year-only date is a year, not 1 January', async () => {
    const n = await network();
    const res = await graph(n.tenant, `people/${n.jane.id}/timeline/`, n.admin);
    expect(res.status, res.text).toBe(200);
    const events = res.body.events as { node: { key: string; date: string; date_precision: string }; own: boolean }[];
    expect(events.map((e) => [e.node.key, e.node.date_precision, e.own])).toEqual([
      [`people:${n.jane.id}`, 'year', true],
      [`organizations:${n.org.id}`, 'month', false],
      [`library:${n.paper.id}`, 'day', false],
    ]);
  });
});
