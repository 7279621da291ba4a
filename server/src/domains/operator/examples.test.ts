import { describe, expect, it } from 'vitest';
import { withTenant } from '../../db/scoped.ts';
import { seedRecords } from '../../seed/records.ts';
import { createTenant, createUser, loginAs } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';
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

  it('the public examples stop naming an organization as soon as it is hidden', async () => {
    const tenant = await createTenant(ctx.database);
    const admin = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    const call = (method: string, path: string, body?: unknown, token: string | null = admin) =>
      request(ctx.port, method, `/api/v1${path}`, {
        host: tenant.host,
        token: token ?? undefined,
        ...(body ? { body } : {}),
      });
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

  it('a visitor’s question stops reading a keyword as soon as it is hidden', async () => {
    const tenant = await createTenant(ctx.database);
    const admin = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    const call = (method: string, path: string, body?: unknown, token: string | null = admin) =>
      request(ctx.port, method, `/api/v1${path}`, {
        host: tenant.host,
        token: token ?? undefined,
        ...(body ? { body } : {}),
      });
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
