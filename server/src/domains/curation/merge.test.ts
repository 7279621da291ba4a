import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';

describe('merging organizations and people, and undoing it', () => {
  const ctx = useTestApp();

  it('moves links, emails, keywords and list memberships, keeps names as aliases, and undoes exactly', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const post = async (path: string, body: unknown) =>
      (await request(ctx.port, 'POST', `/api/v1${path}`, { host: tenant.host, token, body })).body;
    const get = async (path: string) =>
      (await request(ctx.port, 'GET', `/api/v1${path}`, { host: tenant.host, token })).body;
    const kwA = await post('/keywords/', { name: "O'Reilly tag" });
    const kwB = await post('/keywords/', { name: 'Shared' });
    const person = await post('/assets/people/', { name_family: 'Osei' });
    const survivor = await post('/assets/organizations/', {
      name_dba: 'Acme',
      emails: ['a@acme.example'],
      keyword_ids: [kwB.id],
    });
    const dup = await post('/assets/organizations/', {
      name_dba: 'ACME Corp',
      name_inc: 'Acme Corporation',
      emails: ['a@acme.example', "o'brien@acme.example"],
      keyword_ids: [kwA.id, kwB.id],
      people: [{ person_id: person.id, role: 'CFO' }],
    });
    const vehicle = await post('/assets/ledger/', { organization_id: dup.id, name: 'Acme Fund', vehicle_type: 'VC' });
    const list = await post('/lists/', { name: 'Watch', type: 'OrganizationsList', auto_tagging: false });
    await post(`/lists/${list.id}/items/`, { item_ids: [dup.id] });

    const merged = await request(ctx.port, 'POST', `/api/v1/assets/organizations/${survivor.id}/merge/`, {
      host: tenant.host,
      token,
      body: { other_id: dup.id },
    });
    expect(merged.status, merged.text).toBe(200);
    const after = await get(`/assets/organizations/${survivor.id}/`);
    expect(after.emails.sort()).toEqual(['a@acme.example', "o'brien@acme.example"]);
    expect(after.keywords.map((k: { name: string }) => k.name).sort()).toEqual(["O'Reilly tag", 'Shared']);
    expect(after.people).toEqual([{ id: person.id, name: 'Osei', role: 'CFO' }]);
    expect(after.aliases).toEqual(['ACME Corp', 'Acme Corporation']);
    expect(after.lists_as_item.map((l: { id: number }) => l.id)).toEqual([list.id]);
    expect(after.has_inv_vehicle).toBe(true);
    expect((await get(`/assets/ledger/${vehicle.id}/`)).organization_id).toBe(survivor.id);
    expect(
      (await request(ctx.port, 'GET', `/api/v1/assets/organizations/${dup.id}/`, { host: tenant.host, token })).status,
    ).toBe(404);
    const found = await get('/assets/organizations/?search=Corporation');
    expect(found.results.map((o: { id: number }) => o.id)).toEqual([survivor.id]);
    const pending = await get(`/assets/organizations/${survivor.id}/merges/`);
    expect(pending).toEqual([
      expect.objectContaining({ id: merged.body.merge_id, merged_id: dup.id, merged_name: 'ACME Corp' }),
    ]);

    const undo = await request(ctx.port, 'POST', `/api/v1/merges/${merged.body.merge_id}/undo/`, {
      host: tenant.host,
      token,
    });
    expect(undo.status, undo.text).toBe(200);
    const back = await get(`/assets/organizations/${dup.id}/`);
    expect(back).toMatchObject({ name_dba: 'ACME Corp', name_inc: 'Acme Corporation' });
    expect(back.emails.sort()).toEqual(['a@acme.example', "o'brien@acme.example"]);
    expect(back.keywords.map((k: { name: string }) => k.name).sort()).toEqual(["O'Reilly tag", 'Shared']);
    expect(back.people).toEqual([{ id: person.id, name: 'Osei', role: 'CFO' }]);
    expect(back.lists_as_item.map((l: { id: number }) => l.id)).toEqual([list.id]);
    const restored = await get(`/assets/organizations/${survivor.id}/`);
    expect(restored.emails).toEqual(['a@acme.example']);
    expect(restored.keywords.map((k: { name: string }) => k.name)).toEqual(['Shared']);
    expect(restored.people).toEqual([]);
    expect(restored.aliases).toEqual([]);
    expect(restored.lists_as_item).toEqual([]);
    expect((await get(`/assets/ledger/${vehicle.id}/`)).organization_id).toBe(dup.id);
    const again = await request(ctx.port, 'POST', `/api/v1/merges/${merged.body.merge_id}/undo/`, {
      host: tenant.host,
      token,
    });
    expect(again.status).toBe(409);
    const history = await get(`/assets/organizations/${survivor.id}/history/`);
    expect(history.map((h: { action: string }) => h.action).slice(0, 2)).toEqual(['unmerge', 'merge']);
  });

  it('merges people, refuses self-merge, other tenants and readers', async () => {
    const tenant = await createTenant(ctx.database);
    const other = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const reader = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader'));
    const otherToken = await loginAs(ctx.port, other, await createUser(ctx.database, other, 'research'));
    const post = async (t: typeof tenant, tok: string, path: string, body: unknown) =>
      request(ctx.port, 'POST', `/api/v1${path}`, { host: t.host, token: tok, body });
    const a = (await post(tenant, token, '/assets/people/', { name_given: 'Ada', name_family: 'Lindqvist' })).body;
    const b = (
      await post(tenant, token, '/assets/people/', {
        name_given: 'A.',
        name_family: 'Lindqvist',
        emails: ['ada@x.example'],
      })
    ).body;
    const foreign = (await post(other, otherToken, '/assets/people/', { name_family: 'Else' })).body;
    expect((await post(tenant, token, `/assets/people/${a.id}/merge/`, { other_id: a.id })).status).toBe(400);
    expect((await post(tenant, token, `/assets/people/${a.id}/merge/`, { other_id: foreign.id })).status).toBe(404);
    expect((await post(tenant, reader, `/assets/people/${a.id}/merge/`, { other_id: b.id })).status).toBe(403);
    const ok = await post(tenant, token, `/assets/people/${a.id}/merge/`, { other_id: b.id });
    expect(ok.status).toBe(200);
    const merged = (await request(ctx.port, 'GET', `/api/v1/assets/people/${a.id}/`, { host: tenant.host, token }))
      .body;
    expect(merged.emails).toEqual(['ada@x.example']);
    expect(merged.aliases).toEqual(['A. Lindqvist']);
    expect(
      (
        await request(ctx.port, 'POST', `/api/v1/merges/${ok.body.merge_id}/undo/`, {
          host: other.host,
          token: otherToken,
        })
      ).status,
    ).toBe(404);
  });
});
