import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs, type TestTenant } from '../../test/factories.ts';
import { request, upload, useTestApp } from '../../test/harness.ts';

type Suggestion = { id: number; name: string; kind: string; status: string };
type Rejected = { id: number; kind: string; name: string; normalized_name: string };

const TEXT =
  'Quillwright Robotics GmbH signed a supply deal with Halvorsen Maritime AS and Fjordlys Energi ASA, Jane Okafor said.';

describe('rejected names: listed and reconsidered (issue 15 item 4)', () => {
  const ctx = useTestApp();

  async function processed(tenant: TestTenant, token: string, text: string, id?: number) {
    let itemId = id;
    if (itemId === undefined) {
      const item = await upload(ctx.port, '/api/v1/raw-data/', {
        host: tenant.host,
        token,
        files: [],
        fields: { title: 'Deal', text, process: 'true' },
      });
      expect(item.status).toBe(201);
      itemId = item.body.id as number;
    }
    const until = Date.now() + 30_000;
    for (;;) {
      const res = await request(ctx.port, 'GET', `/api/v1/raw-data/${itemId}/`, { host: tenant.host, token });
      if (res.body.processing_status === 'completed' || Date.now() > until) return res.body;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('lists a tenant’s rejected names in pages, to the research team of that tenant only', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const reader = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader'));
    const h = { host: tenant.host, token };
    const done = await processed(tenant, token, TEXT);
    const orgs = (done.suggested_entities as Suggestion[]).filter((s) => s.kind === 'organization');
    expect(orgs).toHaveLength(3);
    // Rejected in place (from the item) and by deleting the suggestion: both are rejections.
    const [first, second, third] = orgs as [Suggestion, Suggestion, Suggestion];
    expect(
      (await request(ctx.port, 'DELETE', `/api/v1/raw-data/${done.id}/remove-suggested-entity/${first.id}/`, h)).status,
    ).toBe(204);
    for (const s of [second, third])
      expect((await request(ctx.port, 'DELETE', `/api/v1/suggested-entities/organizations/${s.id}/`, h)).status).toBe(
        204,
      );

    const path = '/api/v1/raw-data/rejected-names/';
    const page1 = await request(ctx.port, 'GET', `${path}?limit=2`, h);
    expect(page1.status).toBe(200);
    expect(page1.body.count).toBe(3);
    expect(page1.body.results).toHaveLength(2);
    expect(page1.body.next).toContain('offset=2');
    expect(page1.body.previous).toBeNull();
    const page2 = await request(ctx.port, 'GET', page1.body.next, h);
    expect(page2.body.results).toHaveLength(1);
    const all = [...page1.body.results, ...page2.body.results] as Rejected[];
    // The name as written while the suggestion is there, else the key it is kept under.
    const keys: Record<string, string> = {
      'Quillwright Robotics GmbH': 'quillwright robotics',
      'Halvorsen Maritime AS': 'halvorsen maritime',
      'Fjordlys Energi ASA': 'fjordlys energi',
    };
    expect(all.map((r) => r.name).sort()).toEqual(
      [first.name, keys[second.name] as string, keys[third.name] as string].sort(),
    );
    expect(all.map((r) => r.normalized_name).sort()).toEqual(Object.values(keys).sort());
    const searched = await request(ctx.port, 'GET', `${path}?search=Halvorsen`, h);
    expect(searched.body.results.map((r: Rejected) => r.normalized_name)).toEqual(['halvorsen maritime']);
    expect((await request(ctx.port, 'GET', `${path}?kind=person`, h)).body.count).toBe(0);

    expect((await request(ctx.port, 'GET', path, { host: tenant.host })).status).toBe(401);
    expect((await request(ctx.port, 'GET', path, { host: tenant.host, token: reader })).status).toBe(403);
    const id = (all[0] as Rejected).id;
    const reconsider = `${path}${id}/reconsider/`;
    expect((await request(ctx.port, 'POST', reconsider, { host: tenant.host, token: reader })).status).toBe(403);
    expect((await request(ctx.port, 'POST', reconsider, { host: tenant.host })).status).toBe(401);

    // Another tenant never sees them, nor reconsiders them by id.
    const other = await createTenant(ctx.database);
    const stranger = await loginAs(ctx.port, other, await createUser(ctx.database, other, 'research'));
    const theirs = await request(ctx.port, 'GET', path, { host: other.host, token: stranger });
    expect(theirs.body).toMatchObject({ count: 0, results: [] });
    expect((await request(ctx.port, 'POST', reconsider, { host: other.host, token: stranger })).status).toBe(404);
    expect((await request(ctx.port, 'GET', path, h)).body.count).toBe(3);
  });

  it('a reconsidered name is suggested again from the next processing, or at once with reprocess', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const h = { host: tenant.host, token };
    const done = await processed(tenant, token, TEXT);
    const halvorsen = (done.suggested_entities as Suggestion[]).find((s) => s.name === 'Halvorsen Maritime AS');
    expect(halvorsen).toBeTruthy();
    await request(ctx.port, 'DELETE', `/api/v1/raw-data/${done.id}/remove-suggested-entity/${halvorsen?.id}/`, h);

    // Rejected: processing the item again does not bring it back.
    await request(ctx.port, 'POST', '/api/v1/raw-data/process/', { ...h, body: { ids: [done.id] } });
    const again = await processed(tenant, token, TEXT, done.id);
    expect((again.suggested_entities as Suggestion[]).map((s) => s.name)).not.toContain('Halvorsen Maritime AS');

    const [rejected] = (await request(ctx.port, 'GET', '/api/v1/raw-data/rejected-names/', h)).body
      .results as Rejected[];
    expect(rejected).toMatchObject({ kind: 'organization', name: 'Halvorsen Maritime AS' });
    const res = await request(ctx.port, 'POST', `/api/v1/raw-data/rejected-names/${rejected?.id}/reconsider/`, {
      ...h,
      body: { reprocess: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: rejected?.id, kind: 'organization', name: 'Halvorsen Maritime AS', reprocessed: 1 });
    const back = await processed(tenant, token, TEXT, done.id);
    const suggestion = (back.suggested_entities as Suggestion[]).find((s) => s.name === 'Halvorsen Maritime AS');
    expect(suggestion).toMatchObject({ id: halvorsen?.id, status: 'suggested' });
    expect((await request(ctx.port, 'GET', '/api/v1/raw-data/rejected-names/', h)).body.count).toBe(0);
    // Gone from the list: reconsidering it twice is a 404.
    expect(
      (await request(ctx.port, 'POST', `/api/v1/raw-data/rejected-names/${rejected?.id}/reconsider/`, h)).status,
    ).toBe(404);

    // Without reprocess nothing is queued, and the next processing of any item suggests it.
    const fjordlys = (back.suggested_entities as Suggestion[]).find((s) => s.name === 'Fjordlys Energi ASA');
    await request(ctx.port, 'DELETE', `/api/v1/suggested-entities/organizations/${fjordlys?.id}/`, h);
    const [gone] = (await request(ctx.port, 'GET', '/api/v1/raw-data/rejected-names/', h)).body.results as Rejected[];
    expect(gone?.name).toBe('fjordlys energi');
    const plain = await request(ctx.port, 'POST', `/api/v1/raw-data/rejected-names/${gone?.id}/reconsider/`, h);
    expect(plain.body).toMatchObject({ reprocessed: 0 });
    const later = await processed(tenant, token, 'Fjordlys Energi ASA opened an office in Oslo.');
    expect((later.suggested_entities as Suggestion[]).map((s) => s.name)).toContain('Fjordlys Energi ASA');
  });
});
