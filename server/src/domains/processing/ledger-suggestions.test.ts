import { describe, expect, it } from 'vitest';
import { request, upload, useTestApp } from '../../test/harness.ts';
import { rawDataHelpers } from '../../test/raw-data.ts';
import { relationLabels } from './ledger-suggestions.ts';

type Suggestion = {
  name: string;
  kind: string;
  status: string;
  roles: string[];
  accepted_entity_id: number | null;
  ledger: { organization_id: number; organization_name: string; name: string; evidence: string }[];
};

// Issue 15 item 2: "investor-in (→ a suggested ledger entry when a fund invests)", acquired-by, shown
// with the organization.
describe('raw data: the ledger entries a text suggests', () => {
  const ctx = useTestApp();
  const { setup, waitForStatus } = rawDataHelpers(ctx);

  /** Processes `text` as a new item of the tenant; answers the suggestion of that name in its annotations. */
  async function processed(tenant: Parameters<typeof waitForStatus>[0], token: string, text: string) {
    const h = { host: tenant.host, token };
    const item = await upload(ctx.port, '/api/v1/raw-data/', {
      ...h,
      files: [],
      fields: { title: 'News', text, process: 'true' },
    });
    await waitForStatus(tenant, token, item.body.id);
    const path = `/api/v1/raw-data/${item.body.id}/annotations/`;
    return async (name: string) =>
      (
        (await request(ctx.port, 'GET', path, h)).body.mentions as {
          suggestion: (Suggestion & { id: number }) | null;
        }[]
      )
        .map((m) => m.suggestion)
        .find((s) => s?.name === name);
  }

  it('offers a known fund’s investment as a ledger entry, and no longer once the ledger has it', async () => {
    const { tenant, research } = await setup();
    const h = { host: tenant.host, token: research };
    const fund = await request(ctx.port, 'POST', '/api/v1/assets/organizations/', {
      ...h,
      body: { name_dba: 'Northbay Capital Partners' },
    });
    expect(fund.status).toBe(201);
    const named = await processed(
      tenant,
      research,
      'Oslo, 4 May 2022. Northbay Capital Partners led the Series A round in Quillwright Robotics GmbH. Quillwright Robotics GmbH makes welding arms.',
    );
    const quillwright = () => named('Quillwright Robotics GmbH');
    const suggested = await quillwright();
    expect(suggested?.roles).toEqual(['backed by · Northbay Capital Partners']);
    expect(suggested?.ledger).toEqual([
      {
        organization_id: fund.body.id,
        organization_name: 'Northbay Capital Partners',
        name: 'Quillwright Robotics GmbH',
        evidence: expect.stringContaining('led the Series A round in Quillwright Robotics GmbH'),
      },
    ]);
    // The analyst saves it (the form the menu opens is the ledger's own): it is not offered again.
    const entry = await request(ctx.port, 'POST', '/api/v1/assets/ledger/', {
      ...h,
      body: { organization_id: fund.body.id, name: 'quillwright robotics gmbh', vehicle_type: 'VC' },
    });
    expect(entry.status, entry.text).toBe(201);
    expect((await quillwright())?.ledger).toEqual([]);
  });

  it('offers a new fund’s investment once the fund is accepted', async () => {
    const { tenant, research } = await setup();
    const h = { host: tenant.host, token: research };
    const named = await processed(
      tenant,
      research,
      'Halvorsen Maritime AS said on Monday that Fjordlys Ventures invested $8 million in Halvorsen Maritime AS.',
    );
    const investor = await named('Fjordlys Ventures');
    expect(investor?.roles).toEqual(['invests in · Halvorsen Maritime AS']);
    // No record of the fund yet: nothing to add a ledger entry to.
    expect(investor?.ledger).toEqual([]);
    expect((await named('Halvorsen Maritime AS'))?.ledger).toEqual([]);
    const fjordlys = investor?.id as number;
    const accepted = await request(
      ctx.port,
      'POST',
      `/api/v1/raw-data/suggested-entities/${fjordlys}/convert-to-entity/`,
      {
        ...h,
        body: {},
      },
    );
    expect(accepted.status, accepted.text).toBeLessThan(300);
    const after = await named('Fjordlys Ventures');
    expect(after?.accepted_entity_id).toEqual(expect.any(Number));
    expect(after?.ledger).toEqual([
      expect.objectContaining({ organization_id: after?.accepted_entity_id, name: 'Halvorsen Maritime AS' }),
    ]);
  });

  // Issue 34 item 4: both sides already records, so neither is a suggestion to carry the investment.
  it('offers an investment between two records on the investor’s linked mention, and no longer once the ledger has it', async () => {
    const { tenant, research } = await setup();
    const h = { host: tenant.host, token: research };
    const fund = await request(ctx.port, 'POST', '/api/v1/assets/organizations/', {
      ...h,
      body: { name_dba: 'Tarnvik Growth Partners' },
    });
    const company = await request(ctx.port, 'POST', '/api/v1/assets/organizations/', {
      ...h,
      body: { name_dba: 'Pellmore Robotics GmbH' },
    });
    expect([fund.status, company.status]).toEqual([201, 201]);
    const item = await upload(ctx.port, '/api/v1/raw-data/', {
      ...h,
      files: [],
      fields: {
        title: 'News',
        text: 'Bergen, 2 March 2024. The Series B round was led by Tarnvik Growth Partners. Tarnvik Growth Partners invested $12 million in Pellmore Robotics GmbH.',
        process: 'true',
      },
    });
    await waitForStatus(tenant, research, item.body.id);
    type Linked = { entity: { type: string; id: number; ledger?: Suggestion['ledger'] } | null };
    const offered = async () =>
      (
        (await request(ctx.port, 'GET', `/api/v1/raw-data/${item.body.id}/annotations/`, h)).body.mentions as Linked[]
      ).flatMap((m) => (m.entity && m.entity.id === fund.body.id ? (m.entity.ledger ?? []) : []));
    expect(await offered()).toEqual(
      expect.arrayContaining([
        {
          organization_id: fund.body.id,
          organization_name: 'Tarnvik Growth Partners',
          name: 'Pellmore Robotics GmbH',
          evidence: expect.stringContaining('invested $12 million in Pellmore Robotics GmbH'),
        },
      ]),
    );
    const entry = await request(ctx.port, 'POST', '/api/v1/assets/ledger/', {
      ...h,
      body: { organization_id: fund.body.id, name: 'Pellmore Robotics GmbH', vehicle_type: 'VC' },
    });
    expect(entry.status, entry.text).toBe(201);
    expect(await offered()).toEqual([]);
  });
});

describe('what the annotated document says of a suggestion’s relations', () => {
  const base = { id: 1, acceptedEntityId: null };
  const evidence = 'the sentence';
  it('reads a person’s roles, and an organization’s investments and owners', () => {
    expect(
      relationLabels({
        ...base,
        kind: 'person',
        name: 'Jane Okafor',
        relations: [
          { type: 'role', from: 'Jane Okafor', to: 'Quillwright Robotics GmbH', role: 'chief executive', evidence },
          { type: 'founder', from: 'Jane Okafor', to: 'Pellmore', evidence },
          { type: 'founder', from: 'Jane Okafor', to: 'Pellmore', evidence },
        ],
      }),
    ).toEqual(['chief executive · Quillwright Robotics GmbH', 'founder · Pellmore']);
    expect(
      relationLabels({
        ...base,
        kind: 'organization',
        name: 'Pellmore',
        relations: [
          { type: 'investor', from: 'Northbay Capital Partners', to: 'Pellmore', evidence },
          { type: 'investor', from: 'Pellmore', to: 'Zielony Koszyk', evidence },
          { type: 'acquired', from: 'Pellmore', to: 'Halvorsen Maritime AS', evidence },
          { type: 'acquired', from: 'Tidewater Labs', to: 'Pellmore', evidence },
          { type: 'role', from: 'Jane Okafor', to: 'Pellmore', role: 'chief executive', evidence },
        ],
      }),
    ).toEqual([
      'backed by · Northbay Capital Partners',
      'invests in · Zielony Koszyk',
      'acquired by · Halvorsen Maritime AS',
      'acquired · Tidewater Labs',
    ]);
  });
});
