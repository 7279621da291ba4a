import { describe, expect, it } from 'vitest';
import { type Group, MATRIX } from './access-matrix.ts';
import { createTenant, createUser, loginAs, type Role } from './factories.ts';
import { request, useTestApp } from './harness.ts';

/**
 * Acting on another user (issue 13 item 6): who may change the password, email, roles, disabled
 * flag or existence of an account of each role. Nobody acts on a role above their own; readers and
 * research have no access to users at all.
 */
const ACT_ON_USER: Record<Role, Record<Role, 'allowed' | 'refused'>> = {
  reader: { reader: 'refused', research: 'refused', admin: 'refused', tenantAdmin: 'refused' },
  research: { reader: 'refused', research: 'refused', admin: 'refused', tenantAdmin: 'refused' },
  admin: { reader: 'allowed', research: 'allowed', admin: 'allowed', tenantAdmin: 'refused' },
  tenantAdmin: { reader: 'allowed', research: 'allowed', admin: 'allowed', tenantAdmin: 'allowed' },
};

/** The role just below each group, which must be refused with 403. */
const BELOW: Partial<Record<Group, Role>> = { research: 'reader', admin: 'research', tenantAdmin: 'admin' };
const AT: Partial<Record<Group, Role>> = {
  login: 'reader',
  research: 'research',
  admin: 'admin',
  tenantAdmin: 'tenantAdmin',
};
/** Routes whose successful answer is a stream: only the refusals are probed. */
const STREAMS = new Set(['GET /api/v1/events/']);

function probePath(url: string) {
  return url
    .replace(':tenant', 'nosuchtenant')
    .replace(':domain', 'not_a_domain')
    .replace(':kind', 'organizations')
    .replace(':type', 'organizations')
    .replace(':slug', 'no-such-slug')
    .replace(':key', 'table:probe')
    .replace(/:(id|itemId)/g, '999999999');
}

describe('authorization matrix', () => {
  const ctx = useTestApp();

  it('has a row for every API route, and no stale rows', () => {
    const registered = ctx.app.routeTable.filter((r) => r.url.startsWith('/api/v1')).map((r) => `${r.method} ${r.url}`);
    expect(
      registered.filter((r) => !(r in MATRIX)),
      'routes without a row',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((r) => !registered.includes(r)),
      'rows without a route',
    ).toEqual([]);
  });

  // Every route of the app, for every role: it grows with the routes (the watches' among the latest), and took
  // 25 s of its 30 s on main at a load of 24 on this 2-core machine, 6.7 s on a quiet one. It waits for no state.
  it('refuses every caller below the route’s group, lets the group through, and never answers 5xx', {
    timeout: 120_000,
  }, async () => {
    const tenant = await createTenant(ctx.database);
    const other = await createTenant(ctx.database);
    const tokens: Record<Role, string> = {
      reader: await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader')),
      research: await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research')),
      admin: await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin')),
      tenantAdmin: await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'tenantAdmin')),
    };
    const foreign = await loginAs(ctx.port, other, await createUser(ctx.database, other, 'tenantAdmin'));
    const failures: string[] = [];
    for (const [route, group] of Object.entries(MATRIX)) {
      const [method = 'GET', url = ''] = route.split(' ');
      const path = probePath(url);
      const call = (token?: string) =>
        request(ctx.port, method, path, {
          host: tenant.host,
          token,
          ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
        });
      const expectStatus = async (who: string, token: string | undefined, ok: (s: number) => boolean, want: string) => {
        const res = await call(token);
        if (!ok(res.status) || res.status >= 500) failures.push(`${route} as ${who}: ${res.status}, want ${want}`);
      };
      if (group === 'open') {
        await expectStatus('anonymous', undefined, (s) => s !== 401 && s !== 403, 'not 401/403');
        continue;
      }
      await expectStatus('anonymous', undefined, (s) => s === 401, '401');
      await expectStatus('another tenant’s tenant admin', foreign, (s) => s === 401, '401');
      const below = BELOW[group];
      if (below) await expectStatus(below, tokens[below], (s) => s === 403, '403');
      const at = AT[group];
      // Logging out ends the token it is called with: that probe gets a token of its own.
      const atToken =
        route === 'POST /api/v1/auth/logout/'
          ? await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader'))
          : at
            ? tokens[at]
            : undefined;
      if (at && !STREAMS.has(route)) await expectStatus(at, atToken, (s) => s !== 401 && s !== 403, 'not 401/403');
    }
    expect(failures).toEqual([]);
  });

  // 80 writes, 80 users and their logins: seconds here, minutes on a loaded machine (hence the timeout).
  it('lets nobody change or delete a user whose role is above their own', async () => {
    const tenant = await createTenant(ctx.database);
    const failures: string[] = [];
    let n = 0;
    const writes: { what: string; method: string; body?: () => unknown }[] = [
      { what: 'password', method: 'PATCH', body: () => ({ password: 'taken over password 1' }) },
      { what: 'email', method: 'PATCH', body: () => ({ email: `moved${++n}-${tenant.subdomain}@example.com` }) },
      { what: 'roles', method: 'PATCH', body: () => ({ is_admin: false, is_research: false }) },
      { what: 'disabled', method: 'PATCH', body: () => ({ disabled: true }) },
      { what: 'existence', method: 'DELETE' },
    ];
    for (const [actorRole, row] of Object.entries(ACT_ON_USER) as [Role, Record<Role, string>][]) {
      const actor = await createUser(ctx.database, tenant, actorRole);
      const token = await loginAs(ctx.port, tenant, actor);
      for (const [targetRole, rule] of Object.entries(row) as [Role, string][]) {
        for (const w of writes) {
          const target = await createUser(ctx.database, tenant, targetRole);
          const res = await request(ctx.port, w.method, `/api/v1/users/${target.id}/`, {
            host: tenant.host,
            token,
            ...(w.body ? { body: w.body() } : {}),
          });
          const ok = rule === 'allowed' ? res.status < 300 : res.status === 403;
          if (!ok) failures.push(`${actorRole} → ${targetRole} ${w.what}: ${res.status}, want ${rule}`);
          // Refused writes leave the account as it was: its owner still logs in.
          if (rule === 'refused') await loginAs(ctx.port, tenant, target);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
