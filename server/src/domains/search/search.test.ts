import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';

describe('quick search', () => {
  const ctx = useTestApp();

  async function setup() {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const post = async (path: string, body: unknown) =>
      (await request(ctx.port, 'POST', `/api/v1${path}`, { host: tenant.host, token, body })).body;
    return { tenant, token, post };
  }
  const search = (tenant: { host: string }, q: string, token?: string, type?: string) =>
    request(ctx.port, 'GET', `/api/v1/search/?q=${encodeURIComponent(q)}${type ? `&type=${type}` : ''}`, {
      host: tenant.host,
      token,
    });

  it('ranks exact, then prefix, then the rest; ignores case and accents; finds every kind', async () => {
    const { tenant, token, post } = await setup();
    await post('/assets/organizations/', { name_dba: 'Robotics Holding Robo', visibility: 'public' });
    await post('/assets/organizations/', { name_dba: 'Robo', visibility: 'public' });
    await post('/assets/organizations/', { name_dba: 'Robotnik AG', visibility: 'public' });
    await post('/assets/people/', { name_given: 'José', name_family: 'Robórez', visibility: 'public' });
    await post('/keywords/', { name: 'Robotics', visibility: 'public' });
    await post('/lists/', { name: 'Robo list', type: 'PeopleList' });
    const res = await search(tenant, 'ROBO', token);
    expect(res.status).toBe(200);
    const names = res.body.results.map((r: { display_name: string }) => r.display_name);
    expect(names[0]).toBe('Robo');
    expect(names).toEqual(expect.arrayContaining(['Robotics Holding Robo', 'Robotnik AG', 'Robotics', 'Robo list']));
    const list = res.body.results.find((r: { display_name: string }) => r.display_name === 'Robo list');
    expect(list).toMatchObject({ type: 'People List', slug: 'robo-list' });
    const accent = await search(tenant, 'jose roborez', token);
    expect(accent.body.results[0]).toMatchObject({ type: 'Person', display_name: 'José Robórez' });
    const onlyKeywords = await search(tenant, 'robo', token, 'Keyword');
    expect(onlyKeywords.body.results.map((r: { type: string }) => r.type)).toEqual(['Keyword']);
  });

  it('finds merged names and tolerates a typo', async () => {
    const { tenant, token, post } = await setup();
    const a = await post('/assets/organizations/', { name_dba: 'Northwind' });
    const b = await post('/assets/organizations/', { name_dba: 'Nordwind Partners' });
    await request(ctx.port, 'POST', `/api/v1/assets/organizations/${a.id}/merge/`, {
      host: tenant.host,
      token,
      body: { other_id: b.id },
    });
    expect((await search(tenant, 'Nordwind Partners', token)).body.results[0]).toMatchObject({
      id: a.id,
      display_name: 'Northwind',
    });
    expect((await search(tenant, 'Northwnd', token)).body.results.map((r: { id: number }) => r.id)).toContain(a.id);
  });

  it('never shows a public visitor hidden or paywalled records, not even by exact name, nor other tenants', async () => {
    const { tenant, post } = await setup();
    const other = await setup();
    await post('/assets/organizations/', { name_dba: 'Secretco', visibility: 'hidden' });
    await post('/assets/organizations/', { name_dba: 'Paidco', visibility: 'paywalled' });
    await other.post('/assets/organizations/', { name_dba: 'Elsewhereco', visibility: 'public' });
    expect((await search(tenant, 'Secretco')).body.results).toEqual([]);
    expect((await search(tenant, 'Paidco')).body.results).toEqual([]);
    expect((await search(tenant, 'Elsewhereco')).body.results).toEqual([]);
    const reader = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader'));
    expect((await search(tenant, 'Paidco', reader)).body.results).toHaveLength(1);
    expect((await search(tenant, 'Secretco', reader)).body.results).toEqual([]);
  });

  it('keeps up with renames, visibility changes, deletions and undone merges', async () => {
    const { tenant, token, post } = await setup();
    const names = async (q: string, as?: string) =>
      (await search(tenant, q, as)).body.results.map((r: { display_name: string }) => r.display_name);
    const org = await post('/assets/organizations/', { name_dba: 'Zephyrine Labs', visibility: 'public' });
    expect(await names('zephyrine')).toEqual(['Zephyrine Labs']);
    const patch = (body: unknown) =>
      request(ctx.port, 'PATCH', `/api/v1/assets/organizations/${org.id}/`, { host: tenant.host, token, body });
    expect((await patch({ name_dba: 'Quintessa Labs' })).status).toBe(200);
    expect(await names('zephyrine')).toEqual([]);
    expect(await names('quintessa labs')).toEqual(['Quintessa Labs']);
    await patch({ visibility: 'hidden' });
    expect(await names('quintessa')).toEqual([]);
    expect(await names('quintessa', token)).toEqual(['Quintessa Labs']);
    const other = await post('/assets/organizations/', { name_dba: 'Quintessa Holdings', visibility: 'public' });
    const merged = await request(ctx.port, 'POST', `/api/v1/assets/organizations/${org.id}/merge/`, {
      host: tenant.host,
      token,
      body: { other_id: other.id },
    });
    expect(merged.status, merged.text).toBe(200);
    expect(await names('quintessa holdings', token)).toEqual(['Quintessa Labs']);
    const undo = await request(ctx.port, 'POST', `/api/v1/merges/${merged.body.merge_id}/undo/`, {
      host: tenant.host,
      token,
    });
    expect(undo.status, undo.text).toBe(200);
    expect(await names('quintessa holdings', token)).toEqual(['Quintessa Holdings']);
    await request(ctx.port, 'DELETE', `/api/v1/assets/organizations/${org.id}/`, { host: tenant.host, token });
    expect(await names('quintessa', token)).toEqual(['Quintessa Holdings']);
  });

  it('finds words inside names, legal names, typos in any word, and words outside names last', async () => {
    const { tenant, token, post } = await setup();
    const found = async (q: string, type?: string) =>
      (await search(tenant, q, token, type)).body.results.map((r: { display_name: string }) => r.display_name);
    await post('/assets/organizations/', { name_dba: 'Acme', name_inc: 'Acme Robotics GmbH', visibility: 'public' });
    await post('/assets/people/', { name_given: 'Maria', name_family: 'Tortorberg', visibility: 'public' });
    await post('/assets/library/', {
      title: 'Notes on leaves',
      abstract: 'How photosynthesis works in tortorberg trees.',
      visibility: 'public',
    });
    await post('/lists/', { name: 'Tortorberg watchlist', type: 'PeopleList' });
    expect(await found('robotics gmbh')).toEqual(['Acme']);
    expect(await found('ACME-Robotics')).toEqual(['Acme']);
    // A name that starts with the word, then one that contains it, then a text that mentions it.
    expect(await found('tortorberg')).toEqual(['Tortorberg watchlist', 'Maria Tortorberg', 'Notes on leaves']);
    expect(await found('maria tortorbreg')).toEqual(['Maria Tortorberg']);
    expect(await found('tortorberg', 'List')).toEqual(['Tortorberg watchlist']);
    expect(await found('photosynthesis')).toEqual(['Notes on leaves']);
    expect(await found('!!!')).toEqual([]);
  });

  it('an empty query is a 400, not a full scan', async () => {
    const { tenant } = await setup();
    expect((await search(tenant, '   ')).status).toBe(400);
    expect((await request(ctx.port, 'GET', '/api/v1/search/', { host: tenant.host })).status).toBe(400);
    expect((await search(tenant, 'x', undefined, 'Nope')).status).toBe(400);
  });
});
