import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs } from '../test/factories.ts';
import { request, useTestApp } from '../test/harness.ts';

// Issue 19 item 8: what a refused request says names the field and the fix, in plain words.
describe('error messages a person reads', () => {
  const ctx = useTestApp();

  it('a refused body lists every field with a plain message, not the validator wording', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const bad = await request(ctx.port, 'POST', '/api/v1/assets/organizations/', {
      host: tenant.host,
      token,
      body: { name_inc: 'x'.repeat(400), visibility: 'secret', website: 'not a link' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('Check 4 fields: Name (doing business as), Legal name, Website, Visibility.');
    expect(bad.body.errors).toEqual({
      name_dba: ['Fill in Name (doing business as).'],
      name_inc: ['Legal name is too long: use at most 300 characters.'],
      visibility: ['Choose Visibility from: hidden, paywalled, public.'],
      website: ['Enter a link such as https://example.org.'],
    });
    expect(JSON.stringify(bad.body)).not.toMatch(/Invalid (input|option|body)|expected/);
  });

  it('a bare domain is taken as an https link', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const ok = await request(ctx.port, 'POST', '/api/v1/assets/organizations/', {
      host: tenant.host,
      token,
      body: { name_dba: 'Bare Domain Ltd', website: 'example.org' },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.website).toBe('https://example.org');
  });

  it('a duplicate names the record kind and the field to change', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const first = await request(ctx.port, 'POST', '/api/v1/keywords/', {
      host: tenant.host,
      token,
      body: { name: 'Robotics' },
    });
    expect(first.status).toBe(201);
    const dup = await request(ctx.port, 'POST', '/api/v1/keywords/', {
      host: tenant.host,
      token,
      body: { name: 'robotics' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.detail).toMatch(/^A keyword with this (name|slug) already exists: choose another (name|slug)\.$/);
  });
});
