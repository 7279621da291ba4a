import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';

/** Snapshot links name records by id without a foreign key (issue 13 item 15): ids that name nothing are a 400. */
describe('snapshot links', () => {
  const ctx = useTestApp();

  it('refuses ids that name no record of the tenant, on create and on update; real ones link', async () => {
    const tenant = await createTenant(ctx.database);
    const other = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const otherToken = await loginAs(ctx.port, other, await createUser(ctx.database, other, 'research'));
    const call = (method: string, path: string, body?: unknown, t = token, host = tenant.host) =>
      request(ctx.port, method, `/api/v1${path}`, { host, token: t, ...(body ? { body } : {}) });
    const org = await call('POST', '/assets/organizations/', { name_dba: 'Linked Org' });
    expect(org.status).toBe(201);
    const foreignOrg = await call(
      'POST',
      '/assets/organizations/',
      { name_dba: 'Foreign Org' },
      otherToken,
      other.host,
    );
    expect(foreignOrg.status).toBe(201);
    const base = { year: 2024, data: 1.5, symbol: 'LNK' };
    for (const [field, ids] of [
      ['organization_ids', [999_999_999]],
      ['organization_ids', [foreignOrg.body.id]],
      ['person_ids', [999_999_999]],
      ['geo_ids', [999_999_999]],
      ['keyword_ids', [999_999_999]],
    ] as const) {
      const res = await call('POST', '/assets/snapshots/', { ...base, [field]: ids });
      expect(res.status, `${field} ${ids}: ${res.text}`).toBe(400);
      expect(res.body.errors[field][0]).toMatch(/^No such /);
    }
    const list = await call('GET', '/assets/snapshots/?symbol=LNK');
    expect(list.body.count ?? list.body.results?.length ?? 0).toBe(0);
    const ok = await call('POST', '/assets/snapshots/', { ...base, organization_ids: [org.body.id] });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.body.organization_ids).toEqual([org.body.id]);
    const bad = await call('PATCH', `/assets/snapshots/${ok.body.id}/`, {
      organization_ids: [org.body.id, 999_999_998],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.organization_ids[0]).toBe('No such organizations: 999999998.');
    expect((await call('GET', `/assets/snapshots/${ok.body.id}/`)).body.organization_ids).toEqual([org.body.id]);
  });
});
