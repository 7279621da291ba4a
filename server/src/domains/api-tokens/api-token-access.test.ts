import http from 'node:http';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTenant } from '../../db/scoped.ts';
import { createTenant, createUser, loginAs, type Role, type TestTenant } from '../../test/factories.ts';
import { request, upload, useTestApp } from '../../test/harness.ts';

type Ctx = ReturnType<typeof useTestApp>;

async function setup(ctx: Ctx, role: Role = 'research', body: Record<string, unknown> = {}) {
  const tenant = await createTenant(ctx.database);
  const user = await createUser(ctx.database, tenant, role);
  const session = await loginAs(ctx.port, tenant, user);
  const call = (method: string, path: string, token: string | null, b?: unknown) =>
    request(ctx.port, method, `/api/v1${path}`, { host: tenant.host, token, ...(b ? { body: b } : {}) });
  const created = await call('POST', '/auth/tokens/', session, { name: 'script', ...body });
  if (created.status !== 201) throw new Error(created.text);
  return { tenant, user, session, call, token: created.body.token as string, id: created.body.id as number };
}

/** An open event stream and a promise that settles when the server ends it. */
function openLive(port: number, tenant: TestTenant, token: string) {
  return new Promise<{ status: number; ended: Promise<'ended'>; close(): void }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: `/api/v1/events/?channels=${tenant.subdomain}-all`,
        headers: { host: tenant.host, authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      },
      (res) => {
        res.resume();
        resolve({
          status: res.statusCode ?? 0,
          ended: new Promise((done) => res.on('close', () => done('ended'))),
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', (err) => {
      if ((err as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(err);
    });
    req.end();
  });
}
const within = <T>(p: Promise<T>, ms = 3000) =>
  Promise.race([p, new Promise<'still open'>((r) => setTimeout(() => r('still open'), ms))]);

describe('personal API tokens: what a token may do (issue 38)', () => {
  const ctx = useTestApp(() => ({ runWorkers: false }));

  it('pushes documents in: JSON text and a file upload to POST /raw-data/ (docs/integrations.md)', async () => {
    const { call, token, tenant } = await setup(ctx);
    const text = await call('POST', '/raw-data/', token, { title: 'From a script', text: 'Acme Corp hired Jane Doe.' });
    expect(text.status, text.text).toBe(201);
    expect(text.body).toMatchObject({ title: 'From a script', type: 'text' });
    const file = await upload(ctx.port, '/api/v1/raw-data/', {
      host: tenant.host,
      token,
      files: [{ name: 'memo.txt', content: 'A memo about Globex.', type: 'text/plain' }],
      fields: { title: 'Memo', process: 'true' },
    });
    expect(file.status, file.text).toBe(201);
    expect(file.body).toMatchObject({ title: 'Memo', type: 'file', processing_status: 'pending' });
  });

  it('a read-only token reads and is refused every write with a clear 403', async () => {
    const { call, token, id } = await setup(ctx, 'research', { read_only: true });
    expect((await call('GET', '/raw-data/', token)).status).toBe(200);
    for (const [method, path, body] of [
      ['POST', '/raw-data/', { text: 'x' }],
      ['PATCH', '/auth/me/', { alias: 'x' }],
      ['DELETE', `/auth/tokens/${id}/`, undefined],
      ['PUT', '/auth/me/preferences/table:x/', { value: 1 }],
    ] as const) {
      const res = await call(method, path, token, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.detail).toMatch(/read-only: it may only make GET requests/);
    }
  });

  it('never opens the tenant console: a tenant admin’s token gets a clear 403 there, their session does not', async () => {
    const { call, token, session } = await setup(ctx, 'tenantAdmin');
    expect((await call('GET', '/clients/', session)).status).toBe(200);
    for (const [method, path] of [
      ['GET', '/clients/'],
      ['POST', '/clients/'],
      ['POST', '/geos/'],
    ] as const) {
      const res = await call(method, path, token, method === 'POST' ? {} : undefined);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.detail).toMatch(/API tokens cannot be used on the tenant console/);
    }
    // The rest of the API is open to it, with the owner's role.
    expect((await call('GET', '/users/', token)).status).toBe(200);
    expect((await call('GET', '/geos/', token)).status).toBe(200);
  });

  it('acts with the owner’s current role: demoted → shrinks at once, disabled or deleted → stops', async () => {
    const { call, token, user, tenant } = await setup(ctx, 'research');
    const admin = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    expect((await call('POST', '/raw-data/', token, { text: 'before' })).status).toBe(201);
    expect((await call('GET', '/users/', token)).status).toBe(403);
    expect((await call('PATCH', `/users/${user.id}/`, admin, { is_research: false })).status).toBe(200);
    expect((await call('POST', '/raw-data/', token, { text: 'after' })).status).toBe(403);
    expect((await call('GET', '/raw-data/', token)).status).toBe(403);
    expect((await call('GET', '/auth/me/', token)).status).toBe(200);
    expect((await call('PATCH', `/users/${user.id}/`, admin, { disabled: true })).status).toBe(200);
    expect((await call('GET', '/auth/me/', token)).status).toBe(401);

    const other = await setup(ctx, 'research');
    const otherAdmin = await loginAs(ctx.port, other.tenant, await createUser(ctx.database, other.tenant, 'admin'));
    expect((await other.call('GET', '/auth/me/', other.token)).status).toBe(200);
    expect((await other.call('DELETE', `/users/${other.user.id}/`, otherAdmin)).status).toBe(204);
    expect((await other.call('GET', '/auth/me/', other.token)).status).toBe(401);
  });

  it('stops when its tenant is disabled, telling its owner why', async () => {
    const { call, token, tenant } = await setup(ctx, 'research');
    const home = await createTenant(ctx.database);
    const operator = await loginAs(ctx.port, home, await createUser(ctx.database, home, 'tenantAdmin'));
    expect((await call('GET', '/auth/me/', token)).status).toBe(200);
    const off = await request(ctx.port, 'PATCH', `/api/v1/clients/${tenant.id}/`, {
      host: home.host,
      token: operator,
      body: { disabled: true },
    });
    expect(off.status, off.text).toBe(200);
    const res = await call('GET', '/auth/me/', token);
    expect(res.status).toBe(403);
    expect(res.body.detail).toMatch(/disabled/);
  });

  it('notes its last use, at most once a minute', async () => {
    const { call, token, session, tenant, id } = await setup(ctx);
    expect((await call('GET', '/auth/tokens/', session)).body.results[0].last_used_at).toBeNull();
    await call('GET', '/auth/me/', token);
    const first = (await call('GET', '/auth/tokens/', session)).body.results[0].last_used_at;
    expect(first).not.toBeNull();
    const stored = () =>
      withTenant(ctx.database, tenant.id, (tx) =>
        tx.execute<{ at: string }>(sql`select last_used_at::text as at from api_tokens where id = ${id}`),
      );
    const before = (await stored()).rows[0]?.at;
    for (let i = 0; i < 3; i++) expect((await call('GET', '/auth/me/', token)).status).toBe(200);
    expect((await stored()).rows[0]?.at).toBe(before);
  });

  it('opens a live-event stream, which ends when the token is revoked', async () => {
    const { call, token, session, tenant, id } = await setup(ctx);
    const live = await openLive(ctx.port, tenant, token);
    expect(live.status).toBe(200);
    expect(await within(live.ended, 500)).toBe('still open');
    expect((await call('DELETE', `/auth/tokens/${id}/`, session)).status).toBe(204);
    expect(await within(live.ended)).toBe('ended');
  });

  it('the API docs describe bearer token auth with API tokens', async () => {
    const doc = await request(ctx.port, 'GET', '/api/docs/json');
    expect(doc.status).toBe(200);
    const scheme = doc.body.components.securitySchemes.bearer;
    expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(scheme.description).toMatch(/inpat_/);
    expect(doc.body.paths['/api/v1/auth/tokens/'].post.description).toMatch(/Authorization: Bearer/);
  });
});

describe('personal API tokens: rate limit per token (issue 38)', () => {
  const ctx = useTestApp(() => ({ runWorkers: false, apiTokenRatePerMinute: 3 }));

  it('the 4th request in a minute is a 429 with Retry-After; other tokens and sessions are not counted with it', async () => {
    const { call, token, session } = await setup(ctx);
    const second = (await call('POST', '/auth/tokens/', session, { name: 'second' })).body.token as string;
    for (let i = 0; i < 3; i++) expect((await call('GET', '/auth/me/', token)).status).toBe(200);
    const limited = await call('GET', '/auth/me/', token);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.body.detail).toMatch(/more than 3 requests in a minute/);
    expect((await call('GET', '/auth/me/', second)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await call('GET', '/auth/me/', session)).status).toBe(200);
  });
});
