import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTenant } from '../../db/scoped.ts';
import { createTenant, createUser, loginAs, TEST_PASSWORD, type TestTenant } from '../factories.ts';
import { request, useTestApp } from '../harness.ts';

/**
 * Issue 8 item 7: login throttling per account and per address, password hashing, session tokens,
 * tokens bound to their tenant, the proxy header rule and login timing. (auth.test.ts covers the
 * plain flows: login, logout, me, a disabled user, and the sequential per-account limit.)
 */
const LOGIN = '/api/v1/auth/login/';

type Ctx = ReturnType<typeof useTestApp>;

function attempt(ctx: Ctx, tenant: TestTenant, email: string, password: string, from?: string) {
  return request(ctx.port, 'POST', LOGIN, {
    host: tenant.host,
    body: { email, password },
    headers: from ? { 'x-forwarded-for': from } : {},
  });
}

/** Moves a tenant's recorded failures back in time (the windows are 15 minutes and one hour). */
async function age(ctx: Ctx, tenant: TestTenant, minutes: number) {
  await withTenant(ctx.database, tenant.id, (tx) =>
    tx.execute(
      sql`update login_failures set at = at - make_interval(mins => ${minutes}) where tenant_id = ${tenant.id}`,
    ),
  );
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2
    ? (s[(s.length - 1) / 2] as number)
    : ((s[s.length / 2 - 1] as number) + (s[s.length / 2] as number)) / 2;
};

describe('accounts behind a trusted proxy (TRUST_PROXY): throttling by account and by address', () => {
  // Behind a trusted proxy the client address comes from X-Forwarded-For, so the tests can play many clients.
  const ctx = useTestApp(() => ({ trustProxy: true }));

  it('the 11th failed login of an account from one address within 15 minutes is a 429 there, even with the right password; the owner elsewhere is not locked out; after 15 minutes it may try again', async () => {
    const tenant = await createTenant(ctx.database);
    const user = await createUser(ctx.database, tenant, 'admin');
    for (let i = 0; i < 10; i++) expect((await attempt(ctx, tenant, user.email, 'wrong', '10.0.0.1')).status).toBe(401);
    const blocked = await attempt(ctx, tenant, user.email, TEST_PASSWORD, '10.0.0.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body.detail).toMatch(/Too many failed logins/);
    // Ten wrong passwords from one place lock nobody out (issue 13 item 8): the owner, elsewhere, logs in.
    expect((await attempt(ctx, tenant, user.email, TEST_PASSWORD, '10.0.1.1')).status).toBe(200);
    // Ten more spread over ten addresses do not either (the per-account cap is 200).
    for (let i = 0; i < 10; i++)
      expect((await attempt(ctx, tenant, user.email, 'wrong', `10.0.2.${i}`)).status).toBe(401);
    expect((await attempt(ctx, tenant, user.email, TEST_PASSWORD, '10.0.1.1')).status).toBe(200);
    // Another account is not affected at the throttled address.
    const other = await createUser(ctx.database, tenant, 'reader');
    expect((await attempt(ctx, tenant, other.email, TEST_PASSWORD, '10.0.0.1')).status).toBe(200);
    await age(ctx, tenant, 16);
    expect((await attempt(ctx, tenant, user.email, TEST_PASSWORD, '10.0.0.1')).status).toBe(200);
  });

  it('the 31st failed login from one address within an hour is a 429, whatever the account; other addresses still log in; after an hour it may try again', async () => {
    const tenant = await createTenant(ctx.database);
    const user = await createUser(ctx.database, tenant, 'reader');
    // 30 failures over 30 accounts (none of which reaches its own limit).
    for (let i = 0; i < 30; i++)
      expect((await attempt(ctx, tenant, `nobody${i}@example.com`, 'guess', '203.0.113.7')).status).toBe(401);
    const blocked = await attempt(ctx, tenant, user.email, TEST_PASSWORD, '203.0.113.7');
    expect(blocked.status).toBe(429);
    expect((await attempt(ctx, tenant, user.email, TEST_PASSWORD, '198.51.100.1')).status).toBe(200);
    await age(ctx, tenant, 61);
    expect((await attempt(ctx, tenant, user.email, TEST_PASSWORD, '203.0.113.7')).status).toBe(200);
  });

  it('parallel guesses cannot slip past the limit: of 25 simultaneous wrong passwords for one account from one address at most 10 are tried', async () => {
    const tenant = await createTenant(ctx.database);
    const user = await createUser(ctx.database, tenant, 'reader');
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => attempt(ctx, tenant, user.email, `wrong-${i}`, '10.1.0.1')),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // And the same for an address guessing many accounts at once.
    const tenant2 = await createTenant(ctx.database);
    const many = await Promise.all(
      Array.from({ length: 45 }, (_, i) => attempt(ctx, tenant2, `who${i}@example.com`, 'guess', '192.0.2.99')),
    );
    expect(many.filter((r) => r.status === 401).length).toBeLessThanOrEqual(30);
  });

  it('X-Forwarded-Host is honoured when the proxy is trusted: the tenant comes from it', async () => {
    const a = await createTenant(ctx.database);
    const b = await createTenant(ctx.database);
    const tokenB = await loginAs(ctx.port, b, await createUser(ctx.database, b, 'reader'));
    const res = await request(ctx.port, 'GET', '/api/v1/auth/me/', {
      host: a.host,
      token: tokenB,
      headers: { 'x-forwarded-host': b.host },
    });
    expect(res.status).toBe(200);
    expect(res.body.tenant_id).toBe(b.id);
  });
});

describe('accounts (default configuration: no trusted proxy)', () => {
  const ctx = useTestApp();

  it('X-Forwarded-Host and X-Forwarded-For are ignored: the tenant is the Host’s, the address is the connection’s', async () => {
    const a = await createTenant(ctx.database);
    const b = await createTenant(ctx.database);
    const tokenA = await loginAs(ctx.port, a, await createUser(ctx.database, a, 'reader'));
    const tokenB = await loginAs(ctx.port, b, await createUser(ctx.database, b, 'reader'));
    const spoofed = await request(ctx.port, 'GET', '/api/v1/auth/me/', {
      host: a.host,
      token: tokenB,
      headers: { 'x-forwarded-host': b.host },
    });
    expect(spoofed.status).toBe(401);
    const own = await request(ctx.port, 'GET', '/api/v1/auth/me/', {
      host: a.host,
      token: tokenA,
      headers: { 'x-forwarded-host': b.host },
    });
    expect(own.status).toBe(200);
    expect(own.body.tenant_id).toBe(a.id);
    // A spoofed X-Forwarded-For does not spread failures over invented addresses: they all count for this one.
    const c = await createTenant(ctx.database);
    const user = await createUser(ctx.database, c, 'reader');
    for (let i = 0; i < 30; i++)
      expect((await attempt(ctx, c, `nobody${i}@example.com`, 'guess', `10.9.${i}.1`)).status).toBe(401);
    expect((await attempt(ctx, c, user.email, TEST_PASSWORD, '10.9.99.1')).status).toBe(429);
  });

  it('a token is refused (401) on every other tenant’s host, on open routes too', async () => {
    const a = await createTenant(ctx.database);
    const b = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, a, await createUser(ctx.database, a, 'admin'));
    for (const path of ['/api/v1/auth/me/', '/api/v1/assets/organizations/', '/api/v1/users/', '/api/v1/keywords/']) {
      expect((await request(ctx.port, 'GET', path, { host: a.host, token })).status, path).toBe(200);
      expect((await request(ctx.port, 'GET', path, { host: b.host, token })).status, path).toBe(401);
    }
  });

  it('passwords are hashed with argon2id, m ≥ 19 MiB and t ≥ 2 — when an admin sets one and when a user changes their own', async () => {
    const tenant = await createTenant(ctx.database);
    const admin = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    const created = await request(ctx.port, 'POST', '/api/v1/users/', {
      host: tenant.host,
      token: admin,
      body: { email: 'hashed@example.com', password: 'a long enough password' },
    });
    expect(created.status).toBe(201);
    const login = await attempt(ctx, tenant, 'hashed@example.com', 'a long enough password');
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    const changed = await request(ctx.port, 'PATCH', '/api/v1/auth/me/', {
      host: tenant.host,
      token,
      body: { current_password: 'a long enough password', new_password: 'another long password' },
    });
    expect(changed.status).toBe(200);
    const rows = await withTenant(ctx.database, tenant.id, (tx) =>
      tx.execute<{ email: string; password_hash: string }>(
        sql`select email, password_hash from users where tenant_id = ${tenant.id}`,
      ),
    );
    expect(rows.rows.length).toBe(2);
    for (const row of rows.rows) {
      const m = /^\$argon2id\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.exec(
        row.password_hash,
      );
      expect(m, row.password_hash).not.toBeNull();
      const [, version, memory, time, parallelism] = (m as RegExpExecArray).map(Number);
      expect(version).toBe(19);
      expect(memory).toBeGreaterThanOrEqual(19 * 1024);
      expect(time).toBeGreaterThanOrEqual(2);
      expect(parallelism).toBeGreaterThanOrEqual(1);
      expect(row.password_hash).not.toContain('password');
    }
  });
});

// Each group below has its own app: the login route also has a per-address request rate limit (60 a minute).
describe('accounts: session tokens', () => {
  const ctx = useTestApp();

  it('session tokens carry 256 random bits and only their sha256 is stored', async () => {
    const tenant = await createTenant(ctx.database);
    const user = await createUser(ctx.database, tenant, 'reader');
    const tokens: string[] = [];
    for (let i = 0; i < 40; i++) tokens.push(await loginAs(ctx.port, tenant, user));
    expect(new Set(tokens).size).toBe(tokens.length);
    let ones = 0;
    for (const t of tokens) {
      const bytes = Buffer.from(t, 'base64url');
      expect(bytes.length * 8).toBeGreaterThanOrEqual(128);
      expect(bytes.length).toBe(32);
      for (const byte of bytes) ones += byte.toString(2).replaceAll('0', '').length;
    }
    // 40 × 256 bits: a fair source gives half ones (± a few standard deviations of 50).
    expect(Math.abs(ones / (40 * 256) - 0.5)).toBeLessThan(0.03);
    const rows = await withTenant(ctx.database, tenant.id, (tx) =>
      tx.execute<{ row: string; token_hash: string }>(
        sql`select row_to_json(s)::text as row, s.token_hash from sessions s where s.tenant_id = ${tenant.id}`,
      ),
    );
    expect(rows.rows.length).toBe(tokens.length);
    const stored = rows.rows.map((r) => r.token_hash).sort();
    expect(stored).toEqual(tokens.map((t) => createHash('sha256').update(t).digest('hex')).sort());
    const everything = rows.rows.map((r) => r.row).join('\n');
    for (const t of tokens) expect(everything).not.toContain(t);
  });
});

describe('accounts: login timing', () => {
  const ctx = useTestApp();

  it('an unknown account takes about as long to refuse as a wrong password (medians of 10, ratio within 0.5–2)', async () => {
    const tenant = await createTenant(ctx.database);
    const users = await Promise.all([0, 1, 2, 3, 4].map(() => createUser(ctx.database, tenant, 'reader')));
    const time = async (email: string) => {
      const started = process.hrtime.bigint();
      const res = await attempt(ctx, tenant, email, 'not the password');
      expect(res.status).toBe(401);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    await time('warm-up@example.com');
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 10; i++) {
      wrong.push(await time((users[i % 5] as { email: string }).email));
      unknown.push(await time(`ghost-${i}@example.com`));
    }
    const ratio = median(unknown) / median(wrong);
    console.log(
      `login timing: wrong password median ${median(wrong).toFixed(1)} ms, unknown account ${median(unknown).toFixed(1)} ms, ratio ${ratio.toFixed(2)}`,
    );
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
