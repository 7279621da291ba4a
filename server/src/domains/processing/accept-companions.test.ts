import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs, type TestTenant } from '../../test/factories.ts';
import { request, upload, useTestApp } from '../../test/harness.ts';

// Issue 36 item 1: the text names the organization twice; accepting the person creates it too.
const TEXT =
  'Bergen, 4 May 2024. Ingrid Solberg, chief executive of Walkhaven Robotics AG, opened a plant on Monday. ' +
  'Walkhaven Robotics AG will hire 200 engineers, Solberg said.';

type Suggestion = { id: number; name: string; kind: string; status: string };
type Linked = { type: string; id: number; name: string };

describe('accepting a suggestion that creates more than one record', () => {
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

  async function setup() {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const h = { host: tenant.host, token };
    const item = await processed(tenant, token);
    expect(item.processing_status).toBe('completed');
    const suggestions = item.suggested_entities as Suggestion[];
    const ingrid = suggestions.find((s) => s.name === 'Ingrid Solberg');
    const walkhaven = suggestions.find((s) => s.name === 'Walkhaven Robotics AG');
    expect(ingrid).toBeTruthy();
    expect(walkhaven).toBeTruthy();
    return { tenant, token, h, item, ingrid: ingrid as Suggestion, walkhaven: walkhaven as Suggestion };
  }

  it('links the organization it created to the text, in the graph and the report, and names both records in its answer', async () => {
    const { h, item, ingrid } = await setup();
    const accepted = await request(
      ctx.port,
      'POST',
      `/api/v1/raw-data/suggested-entities/${ingrid.id}/convert-to-entity/`,
      h,
    );
    expect(accepted.status).toBe(200);
    const created = accepted.body.created as Linked[];
    expect(created.map((c) => `${c.type}:${c.name}`)).toEqual([
      'Person:Ingrid Solberg',
      'Organization:Walkhaven Robotics AG',
    ]);
    expect(created[0]?.id).toBe(accepted.body.entity_id);
    const org = created[1] as Linked;

    const after = await request(ctx.port, 'GET', `/api/v1/raw-data/${item.id}/`, h);
    const links = (after.body.entities as Linked[]).map((e) => `${e.type}:${e.id}`).sort();
    expect(links).toEqual([`Organization:${org.id}`, `Person:${accepted.body.entity_id}`].sort());
    const walkhavenLink = (after.body.entities as (Linked & { occurrences: number })[]).find(
      (e) => e.type === 'Organization',
    );
    expect(walkhavenLink?.occurrences).toBe(2);

    const graph = await request(ctx.port, 'GET', `/api/v1/graph/raw-data/${item.id}/`, h);
    expect(graph.status).toBe(200);
    const nodes = (graph.body.nodes as { kind: string; id: number }[]).map((n) => `${n.kind}:${n.id}`);
    expect(nodes).toContain(`organizations:${org.id}`);
    expect(nodes).toContain(`people:${accepted.body.entity_id}`);

    const task = await request(ctx.port, 'POST', '/api/v1/raw-data/analysis-report/', {
      ...h,
      body: { ids: [item.id] },
    });
    expect(task.status).toBe(202);
    let status = { status: 'queued' } as { status: string; result?: { entities: Linked[] } };
    const until = Date.now() + 20_000;
    while (status.status !== 'complete' && status.status !== 'error' && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await request(ctx.port, 'GET', `/api/v1/raw-data/analysis-report-status/${task.body.task_id}/`, h))
        .body;
    }
    expect(status.status).toBe('complete');
    expect(status.result?.entities.map((e) => `${e.type}:${e.name}`)).toContain('Organization:Walkhaven Robotics AG');
  });

  it('undo deletes every record the accept created and puts both names back to review', async () => {
    const { tenant, h, item, ingrid, walkhaven } = await setup();
    const accepted = await request(
      ctx.port,
      'POST',
      `/api/v1/raw-data/suggested-entities/${ingrid.id}/convert-to-entity/`,
      h,
    );
    expect(accepted.status).toBe(200);
    const created = accepted.body.created as Linked[];
    const undoPath = `/api/v1/raw-data/suggested-entities/${ingrid.id}/undo-accept/`;

    // Nobody else may undo it: not a reader, not another tenant, not anonymous.
    const reader = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader'));
    expect((await request(ctx.port, 'POST', undoPath, { host: tenant.host, token: reader })).status).toBe(403);
    expect((await request(ctx.port, 'POST', undoPath, { host: tenant.host })).status).toBe(401);
    const other = await createTenant(ctx.database);
    const stranger = await loginAs(ctx.port, other, await createUser(ctx.database, other, 'research'));
    expect((await request(ctx.port, 'POST', undoPath, { host: other.host, token: stranger })).status).toBe(404);

    const undone = await request(ctx.port, 'POST', undoPath, h);
    expect(undone.status).toBe(200);
    expect((undone.body.deleted as Linked[]).map((d) => `${d.type}:${d.id}`).sort()).toEqual(
      created.map((c) => `${c.type}:${c.id}`).sort(),
    );
    expect((undone.body.restored as Suggestion[]).map((s) => s.id).sort()).toEqual([ingrid.id, walkhaven.id].sort());

    for (const c of created) {
      const path = c.type === 'Person' ? 'people' : 'organizations';
      expect((await request(ctx.port, 'GET', `/api/v1/assets/${path}/${c.id}/`, h)).status).toBe(404);
    }
    const after = await request(ctx.port, 'GET', `/api/v1/raw-data/${item.id}/`, h);
    expect(after.body.entities).toEqual([]);
    const statuses = (after.body.suggested_entities as Suggestion[])
      .filter((s) => s.id === ingrid.id || s.id === walkhaven.id)
      .map((s) => s.status);
    expect(statuses).toEqual(['suggested', 'suggested']);

    // Undone once: a second undo has nothing to undo; accepting again works as the first time.
    expect((await request(ctx.port, 'POST', undoPath, h)).status).toBe(409);
    const again = await request(
      ctx.port,
      'POST',
      `/api/v1/raw-data/suggested-entities/${ingrid.id}/convert-to-entity/`,
      h,
    );
    expect(again.status).toBe(200);
    expect((again.body.created as Linked[]).map((c) => c.name)).toEqual(['Ingrid Solberg', 'Walkhaven Robotics AG']);
  });

  it('undo of a merge into an existing record is refused: it created nothing', async () => {
    const { h, walkhaven } = await setup();
    const existing = await request(ctx.port, 'POST', '/api/v1/assets/organizations/', {
      ...h,
      body: { name_dba: 'Walkhaven Robotics' },
    });
    expect(existing.status).toBe(201);
    const merged = await request(
      ctx.port,
      'POST',
      `/api/v1/raw-data/suggested-entities/${walkhaven.id}/convert-to-entity/`,
      { ...h, body: { merge: true, target_id: existing.body.id } },
    );
    expect(merged.status).toBe(200);
    expect(merged.body.created).toEqual([]);
    const undo = await request(ctx.port, 'POST', `/api/v1/raw-data/suggested-entities/${walkhaven.id}/undo-accept/`, h);
    expect(undo.status).toBe(409);
    expect((await request(ctx.port, 'GET', `/api/v1/assets/organizations/${existing.body.id}/`, h)).status).toBe(200);
  });
});
