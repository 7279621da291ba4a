import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { withTenant } from '../../db/scoped.ts';
import { seedRecords } from '../../seed/records.ts';
import { createTenant, createUser, loginAs } from '../../test/factories.ts';
import { FILE_EVENTS_CHANNEL, request, useTestApp } from '../../test/harness.ts';
import { bankTenant } from './bank/fixture.ts';

describe('Operator example questions', () => {
  const ctx = useTestApp();
  const examples = async (host: string, token?: string) => {
    const res = await request(ctx.port, 'GET', '/api/v1/ai-assistant/examples/', { host, token });
    expect(res.status).toBe(200);
    return res.body.examples as string[];
  };
  const ask = (host: string, text: string, token?: string) =>
    request(ctx.port, 'POST', '/api/v1/ai-assistant/queries/nlp-to-query/', { host, token, body: { text } });

  it('come from the tenant’s records, are read completely and each finds something, at the caller’s visibility', async () => {
    // The bank's set-up adds the demo cities, so that the demo organizations have headquarters.
    await bankTenant(ctx.database);
    const tenant = await createTenant(ctx.database);
    await withTenant(ctx.database, tenant.id, (tx) => seedRecords(tx, tenant.id, 'Demo'));
    const admin = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    for (const token of [undefined, admin]) {
      const list = await examples(tenant.host, token);
      expect(list.length).toBeGreaterThanOrEqual(3);
      for (const text of list) {
        const res = await ask(tenant.host, text, token);
        expect(res.status, text).toBe(200);
        expect(res.body.count, text).toBeGreaterThan(0);
        expect(res.body.query.search, text).toBeNull();
      }
    }
  });

  it('are empty for a tenant with no records', async () => {
    const tenant = await createTenant(ctx.database);
    expect(await examples(tenant.host)).toEqual([]);
  });
});

describe('Operator caches forget what a write hid (issue 33 item 5)', () => {
  const ctx = useTestApp();

  /** A new tenant, and a call to its API as its admin (or with `token`: null for a visitor). */
  async function adminOfNewTenant() {
    const tenant = await createTenant(ctx.database);
    const admin = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    const call = (method: string, path: string, body?: unknown, token: string | null = admin) =>
      request(ctx.port, method, `/api/v1${path}`, {
        host: tenant.host,
        token: token ?? undefined,
        ...(body ? { body } : {}),
      });
    return { tenant, admin, call };
  }

  it('the public examples stop naming an organization as soon as it is hidden', async () => {
    const { call } = await adminOfNewTenant();
    const org = await call('POST', '/assets/organizations/', { name_dba: 'Zephyrine Holdings', visibility: 'public' });
    expect(org.status).toBe(201);
    const entry = { organization_id: org.body.id, vehicle_type: 'VC', visibility: 'public' };
    expect((await call('POST', '/assets/ledger/', { ...entry, name: 'Fund A' })).status).toBe(201);
    const before = await call('GET', '/ai-assistant/examples/', undefined, null);
    expect(before.body.examples).toContain('who invested in Zephyrine Holdings?');
    expect((await call('PATCH', `/assets/organizations/${org.body.id}/`, { visibility: 'hidden' })).status).toBe(200);
    const after = await call('GET', '/ai-assistant/examples/', undefined, null);
    expect(after.status).toBe(200);
    expect(JSON.stringify(after.body.examples)).not.toContain('Zephyrine');
  });

  describe('across API processes (PostgreSQL: change notices)', () => {
    const other = {} as { app: FastifyInstance; database: Database; port: number };
    afterAll(async () => {
      await other.app?.close();
      await other.database?.pool.end();
    });

    it.skipIf(!process.env.DATABASE_URL)(
      'a record hidden through one process leaves the other’s examples',
      async () => {
        other.database = await openDatabase({ databaseUrl: inject('databaseUrl'), dataDir: '', poolSize: 2 });
        const config = loadConfig(
          { LOG_LEVEL: 'silent', PORT: '0', DEMO_PASSWORD: 'unused-demo-password' },
          // The same deployment as the first: its live-event channels (test/harness.ts).
          { host: '127.0.0.1', eventsChannel: FILE_EVENTS_CHANNEL },
        );
        other.app = await buildApp(config, other.database);
        await other.app.listen({ port: 0, host: '127.0.0.1' });
        other.port = (other.app.server.address() as { port: number }).port;
        const { tenant, call } = await adminOfNewTenant();
        const org = await call('POST', '/assets/organizations/', {
          name_dba: 'Quillon Dynamics',
          visibility: 'public',
        });
        const entry = { organization_id: org.body.id, vehicle_type: 'VC', visibility: 'public', name: 'Fund Q' };
        expect((await call('POST', '/assets/ledger/', entry)).status).toBe(201);
        const elsewhere = async () =>
          (await request(other.port, 'GET', '/api/v1/ai-assistant/examples/', { host: tenant.host })).body
            .examples as string[];
        expect(await elsewhere()).toContain('who invested in Quillon Dynamics?');
        expect((await call('PATCH', `/assets/organizations/${org.body.id}/`, { visibility: 'hidden' })).status).toBe(
          200,
        );
        // The notice travels by NOTIFY: the other process forgets within moments, not the cache's 60 s.
        await expect.poll(elsewhere, { timeout: 5000 }).not.toContain('who invested in Quillon Dynamics?');
      },
    );
  });

  it('a visitor’s question stops reading a keyword as soon as it is hidden', async () => {
    const { call } = await adminOfNewTenant();
    const keyword = await call('POST', '/keywords/', { name: 'Quasar Farming', visibility: 'public' });
    expect(keyword.status).toBe(201);
    const asked = () =>
      call('POST', '/ai-assistant/queries/nlp-to-query/', { text: 'organizations tagged quasar farming' }, null);
    const before = await asked();
    expect(before.status).toBe(200);
    const tagged = (filters: { name: string; value: string }[] = []) =>
      filters.some((f) => f.name === 'keywords' && f.value === String(keyword.body.id));
    expect(tagged(before.body.query.filters)).toBe(true);
    expect((await call('PATCH', `/keywords/${keyword.body.id}/`, { visibility: 'hidden' })).status).toBe(200);
    const after = await asked();
    expect(tagged(after.body.query?.filters)).toBe(false);
  });
});
