import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs, type TestTenant } from '../../test/factories.ts';
import { request, upload, useTestApp } from '../../test/harness.ts';

// Issue 36 item 5: a researcher's work queue on the home screen.
describe('the work queue: documents processed since the last visit, suggestions waiting', () => {
  const ctx = useTestApp();

  async function processed(tenant: TestTenant, token: string, title: string, text: string) {
    const item = await upload(ctx.port, '/api/v1/raw-data/', {
      host: tenant.host,
      token,
      files: [],
      fields: { title, text, process: 'true' },
    });
    expect(item.status).toBe(201);
    const until = Date.now() + 30_000;
    for (;;) {
      const res = await request(ctx.port, 'GET', `/api/v1/raw-data/${item.body.id}/`, { host: tenant.host, token });
      if (res.body.processing_status === 'completed' || Date.now() > until) return res.body as { id: number };
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('counts per user and per tenant, and a visit starts the count again', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const colleague = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const h = { host: tenant.host, token };
    await processed(tenant, token, 'One', 'Halvorsen Maritime AS signed a deal with Nordlys Energy ASA in Oslo.');
    await processed(tenant, token, 'Two', 'Ingrid Solberg, chief executive of Walkhaven Robotics AG, opened a plant.');
    // An item not processed is not in the queue.
    const pending = await upload(ctx.port, '/api/v1/raw-data/', { ...h, files: [], fields: { text: 'Later.' } });
    expect(pending.status).toBe(201);

    const first = await request(ctx.port, 'GET', '/api/v1/work-queue/', h);
    expect(first.status).toBe(200);
    const orgs = await request(ctx.port, 'GET', '/api/v1/suggested-entities/organizations/count/', h);
    const people = await request(ctx.port, 'GET', '/api/v1/suggested-entities/people/count/', h);
    expect(orgs.body.count).toBeGreaterThan(0);
    expect(first.body).toEqual({
      since: null,
      processed: 2,
      processed_capped: false,
      suggestions: { organizations: orgs.body.count, people: people.body.count },
    });

    const seen = await request(ctx.port, 'POST', '/api/v1/work-queue/seen/', h);
    expect(seen.status).toBe(200);
    const after = await request(ctx.port, 'GET', '/api/v1/work-queue/', h);
    expect(after.body).toMatchObject({ since: seen.body.seen_at, processed: 0 });

    const third = await processed(tenant, token, 'Three', 'Pinegate Ventures invested in Zorvath Robotics GmbH.');
    const later = await request(ctx.port, 'GET', '/api/v1/work-queue/', h);
    expect(later.body).toMatchObject({ since: seen.body.seen_at, processed: 1 });
    // The queue's link: the raw data list of the items processed since then.
    const list = await request(
      ctx.port,
      'GET',
      `/api/v1/raw-data/?processed_since=${encodeURIComponent(seen.body.seen_at)}`,
      h,
    );
    expect(list.status).toBe(200);
    expect(list.body.results.map((r: { id: number }) => r.id)).toEqual([third.id]);
    expect((await request(ctx.port, 'GET', '/api/v1/raw-data/?processed_since=yesterday', h)).status).toBe(400);

    // A colleague's visits are their own.
    const theirs = await request(ctx.port, 'GET', '/api/v1/work-queue/', { host: tenant.host, token: colleague });
    expect(theirs.body).toMatchObject({ since: null, processed: 3 });

    // Another workspace counts its own documents only.
    const other = await createTenant(ctx.database);
    const stranger = await loginAs(ctx.port, other, await createUser(ctx.database, other, 'research'));
    const elsewhere = await request(ctx.port, 'GET', '/api/v1/work-queue/', { host: other.host, token: stranger });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body).toEqual({
      since: null,
      processed: 0,
      processed_capped: false,
      suggestions: { organizations: 0, people: 0 },
    });
    // Its token is no key to this workspace.
    expect((await request(ctx.port, 'GET', '/api/v1/work-queue/', { host: tenant.host, token: stranger })).status).toBe(
      401,
    );
  });

  it('is the research team’s: admins too; readers are refused, visitors asked to log in', async () => {
    const tenant = await createTenant(ctx.database);
    const admin = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    const reader = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader'));
    expect((await request(ctx.port, 'GET', '/api/v1/work-queue/', { host: tenant.host, token: admin })).status).toBe(
      200,
    );
    for (const [method, path] of [
      ['GET', '/api/v1/work-queue/'],
      ['POST', '/api/v1/work-queue/seen/'],
    ] as const) {
      expect((await request(ctx.port, method, path, { host: tenant.host, token: reader })).status).toBe(403);
      expect((await request(ctx.port, method, path, { host: tenant.host })).status).toBe(401);
    }
  });
});
