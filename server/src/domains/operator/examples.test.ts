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
