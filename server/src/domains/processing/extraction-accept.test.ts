import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs, type TestTenant } from '../../test/factories.ts';
import { request, upload, useTestApp } from '../../test/harness.ts';

const ISSUE =
  'Berlin, 3 March 2021. Jane Okafor, chief executive of Quillwright Robotics GmbH, signed a supply deal with Halvorsen Maritime AS. The agreement was negotiated by Tomas Lindqvist of Northbay Capital Partners, reachable at tomas.lindqvist@northbaycap.example. Okafor said the first robots ship in May.';

type Suggestion = { id: number; name: string; kind: string; suggested_fields: Record<string, unknown> };

describe('extraction in processing: suggestions with aliases and roles', () => {
  const ctx = useTestApp();

  async function processed(tenant: TestTenant, token: string, text: string) {
    const item = await upload(ctx.port, '/api/v1/raw-data/', {
      host: tenant.host,
      token,
      files: [],
      fields: { title: 'Supply deal', text, process: 'true' },
    });
    expect(item.status).toBe(201);
    const until = Date.now() + 30_000;
    for (;;) {
      const res = await request(ctx.port, 'GET', `/api/v1/raw-data/${item.body.id}/`, { host: tenant.host, token });
      if (res.body.processing_status === 'completed' || Date.now() > until) return res.body;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('suggests both companies and both people once each, and accepting Jane Okafor adds her to Quillwright Robotics GmbH with her role', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const h = { host: tenant.host, token };
    // A known keyword inside a new name ("Robotics") used to hide the whole company (issue 15).
    const keyword = await request(ctx.port, 'POST', '/api/v1/keywords/', { ...h, body: { name: 'Robotics' } });
    expect(keyword.status).toBe(201);
    const done = await processed(tenant, token, ISSUE);
    const suggestions = done.suggested_entities as Suggestion[];
    const names = suggestions.map((s) => `${s.kind}:${s.name}`).sort();
    expect(names).toEqual([
      'organization:Halvorsen Maritime AS',
      'organization:Northbay Capital Partners',
      'organization:Quillwright Robotics GmbH',
      'person:Jane Okafor',
      'person:Tomas Lindqvist',
    ]);
    const listed = suggestions.find((s) => s.name === 'Jane Okafor') as Suggestion;
    const jane = (await request(ctx.port, 'GET', `/api/v1/suggested-entities/people/${listed.id}/`, h))
      .body as Suggestion;
    expect(jane.suggested_fields.aliases).toEqual(['Okafor']);
    expect(jane.suggested_fields.relations).toContainEqual(
      expect.objectContaining({ type: 'role', to: 'Quillwright Robotics GmbH', role: 'chief executive' }),
    );

    const accepted = await request(
      ctx.port,
      'POST',
      `/api/v1/raw-data/suggested-entities/${jane.id}/convert-to-entity/`,
      h,
    );
    expect(accepted.status).toBe(200);
    const person = await request(ctx.port, 'GET', `/api/v1/assets/people/${accepted.body.entity_id}/`, h);
    expect(person.body.aliases).toEqual(['Okafor']);
    const orgs = await request(ctx.port, 'GET', '/api/v1/assets/organizations/?search=Quillwright', h);
    const org = orgs.body.results.find((o: { name_dba: string }) => o.name_dba === 'Quillwright Robotics GmbH');
    expect(org).toBeTruthy();
    const detail = await request(ctx.port, 'GET', `/api/v1/assets/organizations/${org.id}/`, h);
    expect(detail.body.people).toEqual([
      expect.objectContaining({ id: accepted.body.entity_id, role: 'chief executive' }),
    ]);
  });

  it('annotates the text: every mention with its kind and what it links to (research only, per tenant)', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const reader = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader'));
    const h = { host: tenant.host, token };
    const done = await processed(tenant, token, ISSUE);
    const path = `/api/v1/raw-data/${done.id}/annotations/`;
    const res = await request(ctx.port, 'GET', path, h);
    expect(res.status).toBe(200);
    const seen = (
      res.body.mentions as { start: number; end: number; kind: string; suggestion: { roles: string[] } | null }[]
    ).map(
      (m) =>
        `${m.kind}:${ISSUE.slice(m.start, m.end)}${m.suggestion?.roles.length ? ` (${m.suggestion.roles.join('; ')})` : ''}`,
    );
    expect(seen).toEqual([
      'person:Jane Okafor (chief executive · Quillwright Robotics GmbH)',
      'organization:Quillwright Robotics GmbH',
      'organization:Halvorsen Maritime AS',
      'person:Tomas Lindqvist (of · Northbay Capital Partners)',
      'organization:Northbay Capital Partners',
      'email:tomas.lindqvist@northbaycap.example',
      'person:Okafor (chief executive · Quillwright Robotics GmbH)',
    ]);
    expect((await request(ctx.port, 'GET', path, { host: tenant.host })).status).toBe(401);
    expect((await request(ctx.port, 'GET', path, { host: tenant.host, token: reader })).status).toBe(403);
    const other = await createTenant(ctx.database);
    const stranger = await loginAs(ctx.port, other, await createUser(ctx.database, other, 'research'));
    expect((await request(ctx.port, 'GET', path, { host: other.host, token: stranger })).status).toBe(404);
  });

  it('one organization across documents is one suggestion with every piece of evidence (legal form, case and accents aside)', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const h = { host: tenant.host, token };
    await processed(tenant, token, 'Zorvath Robotics GmbH raised 12 million euros from Pinegate Ventures.');
    await processed(tenant, token, 'ZORVATH Robotics opened a lab in Lyon, the company said.');
    await processed(tenant, token, 'Shares of Zorvath Robotics, Inc. rose after the deal.');
    const list = await request(ctx.port, 'GET', '/api/v1/suggested-entities/organizations/?search=orvath', h);
    expect(list.body.results.map((s: { name: string }) => s.name)).toEqual(['Zorvath Robotics GmbH']);
    const one = list.body.results[0];
    expect(one.occurrences).toBe(3);
    expect(one.raw_data_ids).toHaveLength(3);
  });

  it('one person across documents is one suggestion with every piece of evidence (titles, initials, accents aside)', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const h = { host: tenant.host, token };
    await processed(tenant, token, 'Zorvath Robotics GmbH hired Dr. Ingrid M. Solvang as chief scientist.');
    await processed(tenant, token, 'Ingrid Solvang, chief executive of Pinegate Ventures, spoke in Oslo.');
    await processed(
      tenant,
      token,
      'The plant opens in May, Ingríd Solvang said on Monday. Solvang added that hiring had begun.',
    );
    const list = await request(ctx.port, 'GET', '/api/v1/suggested-entities/people/?search=Solvang', h);
    expect(list.body.results.map((s: { name: string }) => s.name)).toEqual(['Ingrid M. Solvang']);
    const one = list.body.results[0];
    expect(one.occurrences).toBe(4);
    expect(one.raw_data_ids).toHaveLength(3);
  });

  it('a suggestion that is probably an existing record says which, with a score', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const h = { host: tenant.host, token };
    const existing = await request(ctx.port, 'POST', '/api/v1/assets/organizations/', {
      ...h,
      body: { name_dba: 'Northbay Capital Partner' },
    });
    expect(existing.status).toBe(201);
    await processed(tenant, token, ISSUE);
    const list = await request(ctx.port, 'GET', '/api/v1/suggested-entities/organizations/?search=Northbay', h);
    const match = list.body.results[0].matched_entity;
    expect(match).toMatchObject({ id: existing.body.id, name: 'Northbay Capital Partner' });
    expect(match.score).toBeGreaterThan(0.8);
    expect(match.score).toBeLessThan(1);
  });
});
