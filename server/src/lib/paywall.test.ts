import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs } from '../test/factories.ts';
import { request, useTestApp } from '../test/harness.ts';

// Issue 19 item 6: a visitor opening a paywalled record's address learns it is for subscribers, and nothing of it.
describe('paywalled records asked for by a visitor', () => {
  const ctx = useTestApp();

  it('answers 403 with the paywall and no field of the record; hidden stays 404; readers read it', async () => {
    const tenant = await createTenant(ctx.database, {
      paymentAccessLink: 'https://pay.example/subscribe',
      paymentAccessMessage: 'Subscribe to read every note.',
    });
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const make = async (name: string, visibility: string) =>
      (
        await request(ctx.port, 'POST', '/api/v1/assets/organizations/', {
          host: tenant.host,
          token,
          body: { name_dba: name, visibility, description: `${name} secret description` },
        })
      ).body.id as number;
    const paywalled = await make('Paywalled Secret Org', 'paywalled');
    const hidden = await make('Hidden Secret Org', 'hidden');

    const visitor = await request(ctx.port, 'GET', `/api/v1/assets/organizations/${paywalled}/`, { host: tenant.host });
    expect(visitor.status).toBe(403);
    expect(visitor.body).toEqual({
      detail: 'This record is for subscribers.',
      paywall: { message: 'Subscribe to read every note.', link: 'https://pay.example/subscribe' },
    });
    expect(visitor.text).not.toMatch(/Secret/);

    const gone = await request(ctx.port, 'GET', `/api/v1/assets/organizations/${hidden}/`, { host: tenant.host });
    expect(gone.status).toBe(404);
    expect(gone.text).not.toMatch(/Secret|paywall/);

    const other = await createTenant(ctx.database);
    const across = await request(ctx.port, 'GET', `/api/v1/assets/organizations/${paywalled}/`, { host: other.host });
    expect(across.status).toBe(404);

    const readerToken = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader'));
    const reader = await request(ctx.port, 'GET', `/api/v1/assets/organizations/${paywalled}/`, {
      host: tenant.host,
      token: readerToken,
    });
    expect(reader.status).toBe(200);
    expect(reader.body.name_dba).toBe('Paywalled Secret Org');
  });
});
