import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs, type TestTenant } from '../../test/factories.ts';
import { request, upload, useTestApp } from '../../test/harness.ts';

// Issue 36 item 1: "Accept selected" can be undone as a whole, like a single accept.
const TEXT =
  'Bergen, 4 May 2024. Ingrid Solberg, chief executive of Walkhaven Robotics AG, opened a plant on Monday ' +
  'with Lars Haugen, finance director of Walkhaven Robotics AG. Nordlys Shipping ASA lent the money, ' +
  'and Tromsø Fjordbank ASA advised. Walkhaven Robotics AG will hire 200 engineers, Solberg said.';

type Suggestion = { id: number; name: string; kind: string; status: string };
type Linked = { type: string; id: number; name: string };

describe('undoing a batch accept', () => {
  const ctx = useTestApp();

  async function processed(tenant: TestTenant, token: string) {
    const item = await upload(ctx.port, '/api/v1/raw-data/', {
      host: tenant.host,
      token,
      files: [],
      fields: { title: 'Walkhaven plant', text: TEXT, process: 'true' },
    });
    expect(item.status).toBe(201);
    const until = Date.now() + 30_000;
    for (;;) {
      const res = await request(ctx.port, 'GET', `/api/v1/raw-data/${item.body.id}/`, { host: tenant.host, token });
      if (res.body.processing_status === 'completed' || Date.now() > until) return res.body;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('deletes every record the accepts created, puts every name back to review, and skips a merge', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const h = { host: tenant.host, token };
    const item = await processed(tenant, token);
    expect(item.processing_status).toBe('completed');
    const suggestions = item.suggested_entities as Suggestion[];
    const named = (name: string) => {
      const s = suggestions.find((x) => x.name === name);
      expect(s, `${name} among ${suggestions.map((x) => x.name).join(', ')}`).toBeTruthy();
      return s as Suggestion;
    };
    const ingrid = named('Ingrid Solberg');
    const lars = named('Lars Haugen');
    const nordlys = named('Nordlys Shipping ASA');
    const fjordbank = named('Tromsø Fjordbank ASA');
    const existing = await request(ctx.port, 'POST', '/api/v1/assets/organizations/', {
      ...h,
      body: { name_dba: 'Tromsø Fjordbank' },
    });
    expect(existing.status).toBe(201);

    // The batch, as the Suggested tab sends it: one accept each (and one merge, which created nothing).
    const created: Linked[] = [];
    for (const s of [ingrid, lars, nordlys]) {
      const res = await request(ctx.port, 'POST', `/api/v1/raw-data/suggested-entities/${s.id}/convert-to-entity/`, h);
      expect(res.status, res.text).toBe(200);
      created.push(...(res.body.created as Linked[]));
    }
    const merged = await request(
      ctx.port,
      'POST',
      `/api/v1/raw-data/suggested-entities/${fjordbank.id}/convert-to-entity/`,
      { ...h, body: { merge: true, target_id: existing.body.id } },
    );
    expect(merged.status).toBe(200);
    const walkhaven = created.find((c) => c.name === 'Walkhaven Robotics AG');
    expect(walkhaven, 'Ingrid brought her organization along').toBeTruthy();
    const larsRecord = created.find((c) => c.name === 'Lars Haugen') as Linked;
    const larsPage = await request(ctx.port, 'GET', `/api/v1/assets/people/${larsRecord.id}/`, h);
    expect((larsPage.body.organizations as Linked[]).map((o) => o.id)).toContain(walkhaven?.id);
    const ids = [ingrid.id, lars.id, nordlys.id, fjordbank.id];
    const path = '/api/v1/raw-data/suggested-entities/batch-undo-accept/';

    // Nobody else may undo it; another tenant's id undoes nothing; bad bodies say why.
    const reader = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader'));
    expect((await request(ctx.port, 'POST', path, { host: tenant.host, token: reader, body: { ids } })).status).toBe(
      403,
    );
    expect((await request(ctx.port, 'POST', path, { host: tenant.host, body: { ids } })).status).toBe(401);
    const other = await createTenant(ctx.database);
    const stranger = await loginAs(ctx.port, other, await createUser(ctx.database, other, 'research'));
    expect((await request(ctx.port, 'POST', path, { host: other.host, token: stranger, body: { ids } })).status).toBe(
      404,
    );
    expect((await request(ctx.port, 'POST', path, { ...h, body: { ids: [] } })).status).toBe(400);
    expect((await request(ctx.port, 'POST', path, { ...h, body: { ids: [ingrid.id, 2 ** 31] } })).status).toBe(404);
    for (const c of created) {
      const p = c.type === 'Person' ? 'people' : 'organizations';
      expect((await request(ctx.port, 'GET', `/api/v1/assets/${p}/${c.id}/`, h)).status, c.name).toBe(200);
    }

    const undone = await request(ctx.port, 'POST', path, { ...h, body: { ids } });
    expect(undone.status, undone.text).toBe(200);
    // Walkhaven goes although Lars (of the same batch) was linked to it after Ingrid's accept made it.
    expect((undone.body.deleted as Linked[]).map((d) => `${d.type}:${d.id}`).sort()).toEqual(
      created.map((c) => `${c.type}:${c.id}`).sort(),
    );
    expect(undone.body.skipped).toEqual([fjordbank.id]);
    const restored = (undone.body.restored as Suggestion[]).map((s) => s.name).sort();
    expect(restored).toEqual(['Ingrid Solberg', 'Lars Haugen', 'Nordlys Shipping ASA', 'Walkhaven Robotics AG']);
    for (const c of created) {
      const p = c.type === 'Person' ? 'people' : 'organizations';
      expect((await request(ctx.port, 'GET', `/api/v1/assets/${p}/${c.id}/`, h)).status, c.name).toBe(404);
    }
    // The merge's record stays, linked; the text links nothing the batch made.
    expect((await request(ctx.port, 'GET', `/api/v1/assets/organizations/${existing.body.id}/`, h)).status).toBe(200);
    const after = await request(ctx.port, 'GET', `/api/v1/raw-data/${item.id}/`, h);
    const links = (after.body.entities as Linked[]).filter((e) => e.type !== 'Keyword').map((e) => e.id);
    expect(links).toEqual([existing.body.id]);
    const back = (after.body.suggested_entities as Suggestion[]).filter((s) => restored.includes(s.name));
    expect(back.map((s) => s.status)).toEqual(['suggested', 'suggested', 'suggested', 'suggested']);

    // Undone once: again, everything is skipped and nothing more is deleted.
    const again = await request(ctx.port, 'POST', path, { ...h, body: { ids } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ deleted: [], restored: [], skipped: [...ids].sort((a, b) => a - b) });
  });
});
