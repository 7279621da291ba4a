import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs, type TestTenant } from '../../test/factories.ts';
import { openStream, request, useTestApp } from '../../test/harness.ts';

// Issue 38 part 2: watch records, get alerts when they change, read them only while allowed to.
describe('watches and alerts', () => {
  const ctx = useTestApp();

  async function team() {
    const tenant = await createTenant(ctx.database);
    const adminUser = await createUser(ctx.database, tenant, 'admin');
    const researchUser = await createUser(ctx.database, tenant, 'research');
    const readerUser = await createUser(ctx.database, tenant, 'reader');
    return {
      tenant,
      adminUser,
      researchUser,
      readerUser,
      admin: await loginAs(ctx.port, tenant, adminUser),
      research: await loginAs(ctx.port, tenant, researchUser),
      reader: await loginAs(ctx.port, tenant, readerUser),
    };
  }
  const api = (tenant: TestTenant, token: string) => ({
    get: (path: string) => request(ctx.port, 'GET', `/api/v1${path}`, { host: tenant.host, token }),
    post: (path: string, body?: unknown) =>
      request(ctx.port, 'POST', `/api/v1${path}`, { host: tenant.host, token, body: body ?? {} }),
    patch: (path: string, body: unknown) =>
      request(ctx.port, 'PATCH', `/api/v1${path}`, { host: tenant.host, token, body }),
    del: (path: string) => request(ctx.port, 'DELETE', `/api/v1${path}`, { host: tenant.host, token }),
  });
  const unread = async (tenant: TestTenant, token: string) =>
    (await api(tenant, token).get('/alerts/unread/')).body.unread as number;

  it('a change of a watched organization alerts its watchers (not the one who made it), live and in the inbox', async () => {
    const t = await team();
    const admin = api(t.tenant, t.admin);
    const reader = api(t.tenant, t.reader);
    const org = (await admin.post('/assets/organizations/', { name_dba: 'Quillwright Robotics', visibility: 'public' }))
      .body as { id: number };

    const first = await reader.post('/watches/', { target_type: 'Organization', target_id: org.id });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({ target_type: 'Organization', target_id: org.id, label: 'Quillwright Robotics' });
    const again = await reader.post('/watches/', { target_type: 'Organization', target_id: org.id });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect((await reader.get(`/watches/status/?target_type=Organization&target_id=${org.id}`)).body).toEqual({
      watching: true,
      watch_id: first.body.id,
    });
    expect((await admin.post('/watches/', { target_type: 'Organization', target_id: org.id })).status).toBe(201);

    const stream = await openStream(ctx.port, '/api/v1/events/?channels=x', { host: t.tenant.host, token: t.reader });
    try {
      expect(await unread(t.tenant, t.reader)).toBe(0);
      expect((await admin.patch(`/assets/organizations/${org.id}/`, { description: 'Makes robots.' })).status).toBe(
        200,
      );
      await ctx.app.alerts.flush();
      await stream.waitFor(1);
      expect(stream.events).toMatchObject([
        { event: 'alert.fired', data: { kind: 'change', target_type: 'Organization', target_id: org.id } },
      ]);
    } finally {
      stream.close();
    }
    expect(await unread(t.tenant, t.reader)).toBe(1);
    // The one who changed it is not told of their own change.
    expect(await unread(t.tenant, t.admin)).toBe(0);
    const inbox = await reader.get('/alerts/');
    expect(inbox.status).toBe(200);
    expect(inbox.body).toMatchObject({
      unread: 1,
      next: null,
      results: [
        {
          kind: 'change',
          label: 'Quillwright Robotics',
          summary: 'Quillwright Robotics was changed',
          href: `/organizations/${org.id}`,
          read: false,
        },
      ],
    });
    // Another watcher's view is their own: the research user watches nothing and sees nothing.
    expect((await api(t.tenant, t.research).get('/alerts/')).body.results).toEqual([]);

    // Hidden from readers: the alert is not shown to the reader, nor counted, nor opened — and comes back when public again.
    expect((await admin.patch(`/assets/organizations/${org.id}/`, { visibility: 'hidden' })).status).toBe(200);
    await ctx.app.alerts.flush();
    const alertId = inbox.body.results[0].id as number;
    expect(await unread(t.tenant, t.reader)).toBe(0);
    expect((await reader.get('/alerts/')).body.results).toEqual([]);
    expect((await reader.get(`/alerts/${alertId}/`)).status).toBe(404);
    expect((await reader.post('/alerts/read/', { ids: [alertId] })).body.marked).toBe(0);
    expect((await reader.get('/watches/')).body.results).toEqual([]);
    expect((await reader.get(`/watches/status/?target_type=Organization&target_id=${org.id}`)).status).toBe(404);
    expect((await admin.patch(`/assets/organizations/${org.id}/`, { visibility: 'public' })).status).toBe(200);
    await ctx.app.alerts.flush();
    expect(await unread(t.tenant, t.reader)).toBe(3);

    // Mark one read, then all; unwatch.
    const marked = await reader.post('/alerts/read/', { ids: [alertId] });
    expect(marked.body).toEqual({ marked: 1, unread: 2 });
    expect((await reader.get(`/alerts/${alertId}/`)).body.read).toBe(true);
    expect((await reader.post('/alerts/read-all/')).body).toEqual({ marked: 2, unread: 0 });
    expect((await reader.del(`/watches/${first.body.id}/`)).status).toBe(204);
    expect((await reader.del(`/watches/${first.body.id}/`)).status).toBe(404);
    await admin.patch(`/assets/organizations/${org.id}/`, { description: 'Makes more robots.' });
    await ctx.app.alerts.flush();
    expect(await unread(t.tenant, t.reader)).toBe(0);
  });

  it('pages the inbox, newest first, and refuses bad input with a 400', async () => {
    const t = await team();
    const admin = api(t.tenant, t.admin);
    const reader = api(t.tenant, t.reader);
    const person = (
      await admin.post('/assets/people/', { name_given: 'Ada', name_family: 'Brook', visibility: 'public' })
    ).body as { id: number };
    expect((await reader.post('/watches/', { target_type: 'Person', target_id: person.id })).status).toBe(201);
    for (let i = 0; i < 23; i++)
      expect((await admin.patch(`/assets/people/${person.id}/`, { about: `Version ${i}` })).status).toBe(200);
    await ctx.app.alerts.flush();
    const first = await reader.get('/alerts/?limit=20');
    expect(first.body.results).toHaveLength(20);
    expect(first.body.unread).toBe(23);
    const ids = first.body.results.map((a: { id: number }) => a.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await request(ctx.port, 'GET', first.body.next, { host: t.tenant.host, token: t.reader });
    expect(second.body.results).toHaveLength(3);
    expect(second.body.next).toBeNull();
    expect(Math.max(...second.body.results.map((a: { id: number }) => a.id))).toBeLessThan(Math.min(...ids));

    for (const [path, body] of [
      ['/watches/', { target_type: 'Spaceship', target_id: 1 }],
      ['/watches/', { target_type: 'Person' }],
      ['/watches/', { target_type: 'Question', text: '', query: { kind: 'organizations' } }],
      [
        '/watches/',
        {
          target_type: 'Question',
          text: 'x',
          query: { kind: 'organizations', filters: [{ name: 'nope', value: '1' }] },
        },
      ],
      ['/alerts/read/', { ids: [] }],
      ['/alerts/read/', { ids: ['x'] }],
    ] as const) {
      const res = await reader.post(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}: ${res.text}`).toBe(400);
      expect(res.body.detail).toBeTruthy();
    }
    expect((await reader.get('/alerts/?limit=0')).status).toBe(400);
    expect((await reader.get('/alerts/?before=abc')).status).toBe(400);
    expect((await reader.patch('/alerts/settings/', { email: 'hourly' })).status).toBe(400);
    expect((await reader.get('/watches/status/?target_type=Organization')).status).toBe(400);
    // A record the caller cannot see, or that does not exist, cannot be watched.
    const hidden = (await admin.post('/assets/organizations/', { name_dba: 'Secret Co', visibility: 'hidden' })).body;
    expect((await reader.post('/watches/', { target_type: 'Organization', target_id: hidden.id })).status).toBe(404);
    expect((await reader.post('/watches/', { target_type: 'Organization', target_id: 2_000_000_000 })).status).toBe(
      404,
    );
    // Anonymous callers have no watches.
    expect((await request(ctx.port, 'GET', '/api/v1/alerts/', { host: t.tenant.host })).status).toBe(401);
  });

  it('keeps tenants apart: another tenant’s records, watches and alerts are 404s', async () => {
    const t = await team();
    const other = await createTenant(ctx.database);
    const stranger = api(other, await loginAs(ctx.port, other, await createUser(ctx.database, other, 'admin')));
    const admin = api(t.tenant, t.admin);
    const org = (await admin.post('/assets/organizations/', { name_dba: 'Halvorsen Maritime', visibility: 'public' }))
      .body;
    const watch = (await api(t.tenant, t.reader).post('/watches/', { target_type: 'Organization', target_id: org.id }))
      .body;
    await admin.patch(`/assets/organizations/${org.id}/`, { description: 'Ships.' });
    await ctx.app.alerts.flush();
    const [alert] = (await api(t.tenant, t.reader).get('/alerts/')).body.results;
    expect(alert).toBeTruthy();
    expect((await stranger.post('/watches/', { target_type: 'Organization', target_id: org.id })).status).toBe(404);
    expect((await stranger.del(`/watches/${watch.id}/`)).status).toBe(404);
    expect((await stranger.get(`/alerts/${alert.id}/`)).status).toBe(404);
    expect((await stranger.post('/alerts/read/', { ids: [alert.id] })).body.marked).toBe(0);
    // Nor does a colleague read someone else's.
    expect((await api(t.tenant, t.research).get(`/alerts/${alert.id}/`)).status).toBe(404);
    expect((await api(t.tenant, t.research).del(`/watches/${watch.id}/`)).status).toBe(404);
    expect(await unread(t.tenant, t.reader)).toBe(1);
  });

  it('a saved question alerts when it gains results, counted as its owner may see them', async () => {
    const t = await team();
    const admin = api(t.tenant, t.admin);
    const reader = api(t.tenant, t.reader);
    await admin.post('/assets/organizations/', { name_dba: 'Tidewater Freight', visibility: 'public' });
    const asked = await reader.post('/ai-assistant/queries/nlp-to-query/', { text: 'organizations named Tidewater' });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body.count).toBe(1);
    const saved = await reader.post('/watches/', {
      target_type: 'Question',
      text: 'organizations named Tidewater',
      query: asked.body.query,
    });
    expect(saved.status, saved.text).toBe(201);
    expect(saved.body).toMatchObject({
      target_type: 'Question',
      target_id: null,
      label: 'organizations named Tidewater',
    });

    // Nothing new: no alert.
    await ctx.app.alerts.evaluateQuestions(0);
    await ctx.app.alerts.flush();
    expect(await unread(t.tenant, t.reader)).toBe(0);

    // A hidden match is not news to a reader; a public one is.
    await admin.post('/assets/organizations/', { name_dba: 'Tidewater Secrets', visibility: 'hidden' });
    await ctx.app.alerts.evaluateQuestions(0);
    await ctx.app.alerts.flush();
    expect(await unread(t.tenant, t.reader)).toBe(0);
    await admin.post('/assets/organizations/', { name_dba: 'Tidewater Logistics', visibility: 'public' });
    await ctx.app.alerts.evaluateQuestions(0);
    await ctx.app.alerts.flush();
    const inbox = (await reader.get('/alerts/')).body;
    expect(inbox.results).toMatchObject([
      {
        kind: 'results',
        target_type: 'Question',
        label: 'organizations named Tidewater',
        summary: '1 new result for “organizations named Tidewater”',
        href: expect.stringMatching(/^\/search\?tab=1&ask=organizations\+named\+Tidewater&query=/),
      },
    ]);
    // Its link opens the Operator on the saved query.
    const href = new URL(inbox.results[0].href, 'http://x');
    expect(JSON.parse(href.searchParams.get('query') ?? '')).toEqual(asked.body.query);
    // The saved question is listed with its query, to ask it again.
    expect((await reader.get('/watches/')).body.results).toMatchObject([
      { target_type: 'Question', question: { text: 'organizations named Tidewater', query: asked.body.query } },
    ]);
  });
});
