import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs } from '../../test/factories.ts';
import { request, upload, useTestApp } from '../../test/harness.ts';
import { rawDataHelpers } from '../../test/raw-data.ts';

type Mention = {
  start: number;
  end: number;
  entity: {
    type: string;
    id: number;
    chosen: boolean;
    alternatives: { id: number; name: string; detail: string }[];
  } | null;
};

// Issue 15 item 7: a name several records share links the probable one; the others are offered, and the
// analyst's choice stays when the item is processed again.
describe('raw data: another record of the same name', () => {
  const ctx = useTestApp();
  const { setup, waitForStatus } = rawDataHelpers(ctx);

  it('offers the other records of a linked name, links the chosen one instead and keeps it on reprocessing', async () => {
    const { tenant, research, reader } = await setup();
    const h = { host: tenant.host, token: research };
    const post = async (path: string, body: unknown) => {
      const res = await request(ctx.port, 'POST', `/api/v1${path}`, { ...h, body });
      expect(res.status, res.text).toBe(201);
      return res.body as { id: number };
    };
    const first = await post('/assets/people/', { name_given: 'Thomas', name_family: 'Smith' });
    const fund = await post('/assets/organizations/', { name_dba: 'Northbay Capital Partners' });
    const second = await post('/assets/people/', {
      name_given: 'Thomas',
      name_family: 'Smith',
      organizations: [{ organization_id: fund.id, role: 'partner' }],
    });
    const other = await post('/assets/people/', { name_given: 'Tina', name_family: 'Smith' });
    const item = await upload(ctx.port, '/api/v1/raw-data/', {
      ...h,
      files: [],
      fields: { title: 'Port talks', text: 'Thomas Smith spoke at the harbour in Oslo on Monday.', process: 'true' },
    });
    await waitForStatus(tenant, research, item.body.id);
    const path = `/api/v1/raw-data/${item.body.id}/annotations/`;
    const smith = async () =>
      ((await request(ctx.port, 'GET', path, h)).body.mentions as Mention[]).find((m) => m.entity?.type === 'Person')
        ?.entity;
    const count = async (id: number) =>
      (await request(ctx.port, 'GET', `/api/v1/assets/people/${id}/`, h)).body.raw_data_count as number;

    // The oldest is the probable one (nothing in the text says otherwise); the other is offered, told apart.
    expect(await smith()).toEqual({
      type: 'Person',
      id: first.id,
      name: 'Thomas Smith',
      chosen: false,
      alternatives: [{ id: second.id, name: 'Thomas Smith', detail: 'Northbay Capital Partners' }],
    });

    const links = `/api/v1/raw-data/${item.body.id}/links/`;
    const relink = (body: unknown, headers: { host: string; token?: string } = h) =>
      request(ctx.port, 'POST', links, { ...headers, body });
    // Only a record of the same name, one the item links, of this tenant; and only the research team.
    expect((await relink({ entity_type: 'Person', from_id: first.id, to_id: other.id })).status).toBe(400);
    expect((await relink({ entity_type: 'Person', from_id: first.id, to_id: first.id })).status).toBe(400);
    expect((await relink({ entity_type: 'Person', from_id: second.id, to_id: first.id })).status).toBe(404);
    expect((await relink({ entity_type: 'Person', from_id: first.id, to_id: 2_000_000_000 })).status).toBe(404);
    expect((await relink({ entity_type: 'Keyword', from_id: first.id, to_id: second.id })).status).toBe(400);
    expect(
      (
        await relink(
          { entity_type: 'Person', from_id: first.id, to_id: second.id },
          { host: tenant.host, token: reader },
        )
      ).status,
    ).toBe(403);
    const stranger = await createTenant(ctx.database);
    const theirs = await loginAs(ctx.port, stranger, await createUser(ctx.database, stranger, 'research'));
    const strangerRelink = await relink(
      { entity_type: 'Person', from_id: first.id, to_id: second.id },
      { host: stranger.host, token: theirs },
    );
    expect(strangerRelink.status).toBe(404);
    expect(await smith()).toMatchObject({ id: first.id, chosen: false });

    const done = await relink({ entity_type: 'Person', from_id: first.id, to_id: second.id });
    expect(done.status, done.text).toBe(204);
    expect(await smith()).toEqual({
      type: 'Person',
      id: second.id,
      name: 'Thomas Smith',
      chosen: true,
      alternatives: [
        { id: first.id, name: 'Thomas Smith', detail: expect.stringMatching(/^added \d{1,2} [A-Z][a-z]{2} \d{4}$/) },
      ],
    });
    expect([await count(first.id), await count(second.id)]).toEqual([0, 1]);

    // Processing the item again keeps the analyst's choice, and links no other Thomas Smith beside it.
    const again = await request(ctx.port, 'POST', '/api/v1/raw-data/process/', { ...h, body: { ids: [item.body.id] } });
    expect(again.status).toBe(202);
    await new Promise((r) => setTimeout(r, 300));
    await waitForStatus(tenant, research, item.body.id);
    const mentions = (await request(ctx.port, 'GET', path, h)).body.mentions as Mention[];
    expect(mentions.filter((m) => m.entity?.type === 'Person').map((m) => [m.entity?.id, m.entity?.chosen])).toEqual([
      [second.id, true],
    ]);
    expect([await count(first.id), await count(second.id)]).toEqual([0, 1]);
  });
});
