import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import type { Principal } from '../../policies/principal.ts';
import { createTenant, createUser, loginAs, type Role, type TestTenant } from '../../test/factories.ts';
import { FILE_EVENTS_CHANNEL, request, useTestApp } from '../../test/harness.ts';
import { hashToken } from '../auth/tokens.ts';
import { createSessionWatch } from './session-watch.ts';

/** An open event stream and a promise that settles when the server ends it. */
function openLive(port: number, tenant: TestTenant, token: string) {
  return new Promise<{ status: number; ended: Promise<'ended'>; close(): void }>((resolve, reject) => {
    const s = tenant.subdomain;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: `/api/v1/events/?channels=${s}-admin,${s}-research,${s}-all`,
        headers: { host: tenant.host, authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      },
      (res) => {
        res.resume();
        const ended = new Promise<'ended'>((done) => res.on('close', () => done('ended')));
        resolve({ status: res.statusCode ?? 0, ended, close: () => req.destroy() });
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

describe('sessions end for real (issue 13 item 7)', () => {
  const ctx = useTestApp();

  async function setup(role: Role = 'research') {
    const tenant = await createTenant(ctx.database);
    const admin = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    const user = await createUser(ctx.database, tenant, role);
    const token = await loginAs(ctx.port, tenant, user);
    const call = (method: string, path: string, tok: string, body?: unknown) =>
      request(ctx.port, method, `/api/v1${path}`, { host: tenant.host, token: tok, ...(body ? { body } : {}) });
    return { tenant, admin, user, token, call };
  }

  it('logout closes the session’s open stream; other streams stay open', async () => {
    const { tenant, admin, token, call } = await setup();
    const mine = await openLive(ctx.port, tenant, token);
    const other = await openLive(ctx.port, tenant, admin);
    expect(mine.status).toBe(200);
    expect((await call('POST', '/auth/logout/', token)).status).toBe(204);
    expect(await within(mine.ended)).toBe('ended');
    expect(await within(other.ended, 500)).toBe('still open');
    other.close();
  });

  it('a stream added while a check is under way is not ended for a session the check did not ask about', async () => {
    const { tenant, user, token } = await setup();
    const second = await loginAs(ctx.port, tenant, user);
    const watch = createSessionWatch(ctx.database, ctx.app.events);
    const ended: string[] = [];
    const principal = { isAdmin: false, isResearch: true, isTenantAdmin: false } as Principal;
    const stream = (name: string, tok: string) => ({
      tokenHash: hashToken(tok),
      principal,
      end: () => ended.push(name),
    });
    // The first add starts a check of the first session; the second arrives before its statement ends.
    watch.add(tenant.id, stream('first', token));
    watch.add(tenant.id, stream('second', second));
    watch.add(tenant.id, stream('stranger', 'a token no session has'));
    await watch.settled();
    expect(ended).toEqual(['stranger']);
    watch.stop();
  });

  it('disabling a user closes their streams and ends their sessions; enabling them again revives none', async () => {
    const { tenant, admin, user, token, call } = await setup();
    const stream = await openLive(ctx.port, tenant, token);
    expect((await call('PATCH', `/users/${user.id}/`, admin, { disabled: true })).status).toBe(200);
    expect(await within(stream.ended)).toBe('ended');
    expect((await call('PATCH', `/users/${user.id}/`, admin, { disabled: false })).status).toBe(200);
    expect((await call('GET', '/auth/me/', token)).status).toBe(401);
  });

  it('a change of roles closes the streams granted for the old ones', async () => {
    const { tenant, admin, user, token, call } = await setup('admin');
    const stream = await openLive(ctx.port, tenant, token);
    expect((await call('PATCH', `/users/${user.id}/`, admin, { is_admin: false })).status).toBe(200);
    expect(await within(stream.ended)).toBe('ended');
    // The session itself goes on, with the new roles.
    expect((await call('GET', '/auth/me/', token)).body.is_admin).toBe(false);
  });

  it('deleting a user closes their streams', async () => {
    const { tenant, admin, user, token, call } = await setup();
    const stream = await openLive(ctx.port, tenant, token);
    expect((await call('DELETE', `/users/${user.id}/`, admin)).status).toBe(204);
    expect(await within(stream.ended)).toBe('ended');
  });

  it('a password change ends every other session of the user; a reset by an admin ends all', async () => {
    const { tenant, admin, user, token, call } = await setup();
    const second = await loginAs(ctx.port, tenant, user);
    const secondStream = await openLive(ctx.port, tenant, second);
    const changed = await call('PATCH', '/auth/me/', token, {
      current_password: 'correct horse battery',
      new_password: 'a brand new password',
    });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/auth/me/', token)).status).toBe(200);
    expect((await call('GET', '/auth/me/', second)).status).toBe(401);
    expect(await within(secondStream.ended)).toBe('ended');
    expect((await call('PATCH', `/users/${user.id}/`, admin, { password: 'reset by the admin 1' })).status).toBe(200);
    expect((await call('GET', '/auth/me/', token)).status).toBe(401);
  });

  it('an admin resetting their own password keeps the session they did it from', async () => {
    const tenant = await createTenant(ctx.database);
    const me = await createUser(ctx.database, tenant, 'admin');
    const here = await loginAs(ctx.port, tenant, me);
    const elsewhere = await loginAs(ctx.port, tenant, me);
    const reset = await request(ctx.port, 'PATCH', `/api/v1/users/${me.id}/`, {
      host: tenant.host,
      token: here,
      body: { password: 'my own new password' },
    });
    expect(reset.status).toBe(200);
    expect((await request(ctx.port, 'GET', '/api/v1/auth/me/', { host: tenant.host, token: here })).status).toBe(200);
    expect((await request(ctx.port, 'GET', '/api/v1/auth/me/', { host: tenant.host, token: elsewhere })).status).toBe(
      401,
    );
  });

  describe('disabling a tenant (issue 33 item 4)', () => {
    async function disabling() {
      const { tenant, admin, token, call } = await setup();
      const home = await createTenant(ctx.database);
      const operator = await loginAs(ctx.port, home, await createUser(ctx.database, home, 'tenantAdmin'));
      const setDisabled = (disabled: boolean) =>
        request(ctx.port, 'PATCH', `/api/v1/clients/${tenant.id}/`, {
          host: home.host,
          token: operator,
          body: { disabled },
        });
      return { tenant, admin, token, call, setDisabled };
    }

    it('closes its open streams and ends its sessions; enabling it again revives none', async () => {
      const { tenant, admin, token, call, setDisabled } = await disabling();
      const streams = [await openLive(ctx.port, tenant, token), await openLive(ctx.port, tenant, admin)];
      expect(streams.map((s) => s.status)).toEqual([200, 200]);
      expect((await setDisabled(true)).status).toBe(200);
      for (const s of streams) expect(await within(s.ended)).toBe('ended');
      expect((await setDisabled(false)).status).toBe(200);
      for (const t of [token, admin]) {
        const me = await call('GET', '/auth/me/', t);
        expect(me.status).toBe(401);
      }
    });

    it('its own users are told the workspace is disabled; anyone else meets an unknown tenant', async () => {
      const { tenant, token, call, setDisabled } = await disabling();
      expect((await setDisabled(true)).status).toBe(200);
      const me = await call('GET', '/auth/me/', token);
      expect(me.status).toBe(403);
      expect(me.body).toEqual({ detail: 'This workspace is disabled' });
      const stream = await openLive(ctx.port, tenant, token);
      expect(stream.status).toBe(403);
      stream.close();
      const stranger = await call('GET', '/auth/me/', 'a-token-no-session-of-this-tenant-has');
      expect(stranger.status).toBe(404);
      expect(stranger.body).toEqual({ detail: 'Unknown tenant' });
      const anonymous = await request(ctx.port, 'GET', '/api/v1/tools/free-ahead-entities-count/', {
        host: tenant.host,
      });
      expect(anonymous.status).toBe(404);
      expect(anonymous.body).toEqual({ detail: 'Unknown tenant' });
    });
  });

  describe('across API processes (PostgreSQL: NOTIFY)', () => {
    const other = {} as { app: FastifyInstance; database: Database; port: number };
    afterAll(async () => {
      await other.app?.close();
      await other.database?.pool.end();
    });

    /** A second API process on the same database, started by the first test that needs it. */
    async function startOther() {
      if (other.app) return;
      other.database = await openDatabase({ databaseUrl: inject('databaseUrl'), dataDir: '', poolSize: 2 });
      const config = loadConfig(
        { LOG_LEVEL: 'silent', PORT: '0', DEMO_PASSWORD: 'unused-demo-password' },
        // The same deployment as the first: its live-event channels (test/harness.ts).
        { host: '127.0.0.1', eventsChannel: FILE_EVENTS_CHANNEL },
      );
      other.app = await buildApp(config, other.database);
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      other.port = (other.app.server.address() as { port: number }).port;
    }

    it.skipIf(!process.env.DATABASE_URL)('a logout in one process closes the stream held by another', async () => {
      await startOther();
      const { tenant, token, call } = await setup();
      const stream = await openLive(other.port, tenant, token);
      expect(stream.status).toBe(200);
      expect((await call('POST', '/auth/logout/', token)).status).toBe(204);
      expect(await within(stream.ended)).toBe('ended');
    });

    it.skipIf(!process.env.DATABASE_URL)(
      'disabling a tenant in one process closes its stream held by another',
      async () => {
        await startOther();
        const { tenant, token } = await setup();
        const home = await createTenant(ctx.database);
        const operator = await loginAs(ctx.port, home, await createUser(ctx.database, home, 'tenantAdmin'));
        const stream = await openLive(other.port, tenant, token);
        expect(stream.status).toBe(200);
        const off = await request(ctx.port, 'PATCH', `/api/v1/clients/${tenant.id}/`, {
          host: home.host,
          token: operator,
          body: { disabled: true },
        });
        expect(off.status).toBe(200);
        expect(await within(stream.ended)).toBe('ended');
        // That process forgot the tenant with the notice: its user is told at once, not after its cache's 5 s.
        const me = await request(other.port, 'GET', '/api/v1/auth/me/', { host: tenant.host, token });
        expect(me.status).toBe(403);
      },
    );
  });
});
