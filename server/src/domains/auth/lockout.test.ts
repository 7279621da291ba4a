import { describe, expect, it } from 'vitest';
import { withTenant } from '../../db/scoped.ts';
import { createTenant, createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';
import { MAX_FAILURES_PER_ACCOUNT, throttleAddress } from './login.ts';
import { recordLoginFailure } from './repository.ts';

/** Throttling without lockout (issue 13 item 8): callers are told apart by X-Forwarded-For (TRUST_PROXY). */
describe('login throttling', () => {
  const ctx = useTestApp(() => ({ trustProxy: true }));

  async function setup(role: 'reader' | 'admin' = 'admin') {
    const tenant = await createTenant(ctx.database);
    const user = await createUser(ctx.database, tenant, role);
    const attempt = (from: string, password: string, email = user.email) =>
      request(ctx.port, 'POST', '/api/v1/auth/login/', {
        host: tenant.host,
        body: { email, password },
        headers: { 'x-forwarded-for': from },
      });
    return { tenant, user, attempt };
  }

  it('ten wrong passwords from one address throttle that address only: the owner still logs in', async () => {
    const { attempt } = await setup();
    for (let i = 0; i < 10; i++) expect((await attempt('203.0.113.5', 'wrong guess')).status).toBe(401);
    const blocked = await attempt('203.0.113.5', TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.detail).toMatch(/Too many failed logins/);
    expect((await attempt('198.51.100.7', TEST_PASSWORD)).status).toBe(200);
  });

  it('an address guessing across many accounts is throttled on all of them', async () => {
    const { tenant, user, attempt } = await setup();
    for (let i = 0; i < 30; i++)
      expect((await attempt('203.0.113.9', 'wrong guess', `nobody${i}@example.com`)).status).toBe(401);
    expect((await attempt('203.0.113.9', TEST_PASSWORD)).status).toBe(429);
    expect((await attempt('203.0.113.10', TEST_PASSWORD, user.email)).status).toBe(200);
    expect(tenant.id).toBeGreaterThan(0);
  });

  it('counts the addresses of one IPv6 /64 as one', async () => {
    const { attempt } = await setup();
    for (let i = 1; i <= 10; i++) expect((await attempt(`2001:db8:0:7::${i.toString(16)}`, 'wrong')).status).toBe(401);
    expect((await attempt('2001:db8:0:7::ffff', TEST_PASSWORD)).status).toBe(429);
    expect((await attempt('2001:db8:0:8::1', TEST_PASSWORD)).status).toBe(200);
    expect(throttleAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
  });

  it('keeps a global per-account cap, far above what one stranger can reach', async () => {
    const { tenant, user, attempt } = await setup();
    // Failures spread over many addresses, one short of the cap: the owner still logs in.
    await withTenant(ctx.database, tenant.id, async (tx) => {
      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT - 1; i++)
        await recordLoginFailure(tx, tenant.id, user.email, `10.${i >> 8}.${i & 255}.1`);
    });
    expect((await attempt('192.0.2.50', TEST_PASSWORD)).status).toBe(200);
    expect((await attempt('192.0.2.51', 'wrong')).status).toBe(401);
    expect((await attempt('192.0.2.50', TEST_PASSWORD)).status).toBe(429);
    expect(MAX_FAILURES_PER_ACCOUNT).toBeGreaterThanOrEqual(100);
  });
});
