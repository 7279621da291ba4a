import { PREFERENCE_MAX_BYTES, PREFERENCES_PER_USER } from '@intel/contracts';
import { describe, expect, it } from 'vitest';
import { userPreferences } from '../../db/schema/index.ts';
import { withTenant } from '../../db/scoped.ts';
import { createTenant, createUser, loginAs } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';

const PATH = '/api/v1/auth/me/preferences/table:assets-organizations/';
const COLUMNS = { order: ['name', 'city'], hidden: ['updated'], widths: { name: 320 } };

describe('preferences: a user’s own settings by key', () => {
  const ctx = useTestApp(() => ({ runWorkers: false }));

  it('answers 404 before anything is saved, then the saved value; a second PUT replaces it', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader'));
    const h = { host: tenant.host, token };
    expect((await request(ctx.port, 'GET', PATH, h)).status).toBe(404);
    const put = await request(ctx.port, 'PUT', PATH, { ...h, body: { value: COLUMNS } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ key: 'table:assets-organizations', value: COLUMNS });
    expect(Date.parse(put.body.updated_at)).not.toBeNaN();
    const got = await request(ctx.port, 'GET', PATH, h);
    expect(got.status).toBe(200);
    expect(got.body.value).toEqual(COLUMNS);
    await request(ctx.port, 'PUT', PATH, { ...h, body: { value: { order: [], hidden: [], widths: {} } } });
    expect((await request(ctx.port, 'GET', PATH, h)).body.value).toEqual({ order: [], hidden: [], widths: {} });
  });

  it('keeps each user’s row their own: another user, admin or tenant admin never sees it, in this tenant or another', async () => {
    const tenant = await createTenant(ctx.database);
    const other = await createTenant(ctx.database);
    const owner = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader'));
    await request(ctx.port, 'PUT', PATH, { host: tenant.host, token: owner, body: { value: COLUMNS } });
    for (const role of ['reader', 'research', 'admin', 'tenantAdmin'] as const) {
      const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, role));
      const res = await request(ctx.port, 'GET', PATH, { host: tenant.host, token });
      expect(res.status, role).toBe(404);
    }
    const foreign = await loginAs(ctx.port, other, await createUser(ctx.database, other, 'tenantAdmin'));
    expect((await request(ctx.port, 'GET', PATH, { host: other.host, token: foreign })).status).toBe(404);
    // Another user's save does not touch the owner's row.
    const admin = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    await request(ctx.port, 'PUT', PATH, { host: tenant.host, token: admin, body: { value: { hidden: ['x'] } } });
    expect((await request(ctx.port, 'GET', PATH, { host: tenant.host, token: owner })).body.value).toEqual(COLUMNS);
  });

  it('refuses a bad key, a missing or null value, unknown fields and a value over 16 KB with a plain 400', async () => {
    const tenant = await createTenant(ctx.database);
    const h = {
      host: tenant.host,
      token: await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader')),
    };
    for (const key of ['Table:Upper', 'has space', 'slash%2Fpath', 'x'.repeat(81), 'dot.ted']) {
      const url = `/api/v1/auth/me/preferences/${encodeURIComponent(key)}/`;
      const get = await request(ctx.port, 'GET', url, h);
      const put = await request(ctx.port, 'PUT', url, { ...h, body: { value: 1 } });
      expect([get.status, put.status], key).toEqual([400, 400]);
      expect(put.body.errors.key[0]).toMatch(/lowercase letters, digits/);
    }
    for (const body of [{}, { value: null }, { value: 1, user_id: 2 }]) {
      const res = await request(ctx.port, 'PUT', PATH, { ...h, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.detail).toMatch(/^Check /);
    }
    const big = await request(ctx.port, 'PUT', PATH, {
      ...h,
      body: { value: { blob: 'é'.repeat(PREFERENCE_MAX_BYTES / 2) } },
    });
    expect(big.status).toBe(400);
    expect(big.body.errors.value).toEqual(['Keep the preference under 16 KB of JSON.']);
    expect((await request(ctx.port, 'GET', PATH, h)).status).toBe(404);
  });

  it('lists the caller’s own keys with a prefix, never another user’s, and keeps at most 200 keys a user', async () => {
    const tenant = await createTenant(ctx.database);
    const me = await createUser(ctx.database, tenant, 'research');
    const h = { host: tenant.host, token: await loginAs(ctx.port, tenant, me) };
    const other = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    const none = await request(ctx.port, 'GET', '/api/v1/auth/me/preferences/?prefix=table:', h);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ results: [] });
    await request(ctx.port, 'PUT', PATH, { ...h, body: { value: COLUMNS } });
    await request(ctx.port, 'PUT', '/api/v1/auth/me/preferences/home:cards/', { ...h, body: { value: [1] } });
    await request(ctx.port, 'PUT', '/api/v1/auth/me/preferences/table_x/', { ...h, body: { value: 'not a table' } });
    await request(ctx.port, 'PUT', '/api/v1/auth/me/preferences/table:people/', {
      host: tenant.host,
      token: other,
      body: { value: COLUMNS },
    });
    const tables = await request(ctx.port, 'GET', '/api/v1/auth/me/preferences/?prefix=table:', h);
    expect(tables.body.results.map((r: { key: string }) => r.key)).toEqual(['table:assets-organizations']);
    const all = await request(ctx.port, 'GET', '/api/v1/auth/me/preferences/', h);
    expect(all.body.results.map((r: { key: string }) => r.key)).toEqual([
      'home:cards',
      'table:assets-organizations',
      'table_x',
    ]);
    expect((await request(ctx.port, 'GET', '/api/v1/auth/me/preferences/?prefix=Bad!', h)).status).toBe(400);
    await withTenant(ctx.database, tenant.id, (tx) =>
      tx.insert(userPreferences).values(
        Array.from({ length: PREFERENCES_PER_USER - 3 }, (_, i) => ({
          tenantId: tenant.id,
          userId: me.id,
          key: `filler:${i}`,
          value: i,
        })),
      ),
    );
    const full = await request(ctx.port, 'PUT', '/api/v1/auth/me/preferences/one-more/', { ...h, body: { value: 1 } });
    expect(full.status).toBe(400);
    expect(full.body.detail).toMatch(/200 saved preferences/);
    // Replacing a key already kept is still allowed.
    expect((await request(ctx.port, 'PUT', PATH, { ...h, body: { value: { hidden: [] } } })).status).toBe(200);
  });

  it('answers 401 to an anonymous caller', async () => {
    const tenant = await createTenant(ctx.database);
    expect((await request(ctx.port, 'GET', '/api/v1/auth/me/preferences/', { host: tenant.host })).status).toBe(401);
    expect((await request(ctx.port, 'GET', PATH, { host: tenant.host })).status).toBe(401);
    expect((await request(ctx.port, 'PUT', PATH, { host: tenant.host, body: { value: COLUMNS } })).status).toBe(401);
  });
});
