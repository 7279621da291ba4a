import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs, type TestTenant } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';
import { resourceContract } from '../../test/resource-contract.ts';

describe('organizations, people and the ledger', () => {
  const ctx = useTestApp();
  let n = 0;

  async function org(tenant: TestTenant, token: string, body: Record<string, unknown> = {}) {
    const res = await request(ctx.port, 'POST', '/api/v1/assets/organizations/', {
      host: tenant.host,
      token,
      body: { name_dba: `Org ${++n}`, ...body },
    });
    expect(res.status, res.text).toBe(201);
    return res.body;
  }

  resourceContract(ctx, {
    path: '/assets/organizations',
    create: () => ({
      name_dba: `Org ${++n}`,
      founding_date: { date: '2016-01-01', incomplete_day: true, incomplete_month: true },
    }),
    patch: { ownership_type: 'Private', emails: ['hello@acme.example'] },
    invalid: { name_dba: '', emails: ['not-an-email'], website: 'ftp://x' },
    writer: 'research',
    readerOnly: 'reader',
    hasVisibility: true,
    publicRead: true,
  });

  resourceContract(ctx, {
    path: '/assets/people',
    create: () => ({ name_given: 'Ada', name_family: `Person ${++n}`, gender: 'F' }),
    patch: { current_address_city: 'Berlin', phones: ['+49 30 1234567'] },
    invalid: { gender: 'X', birth_date: { date: '2019-13-01' } },
    writer: 'research',
    readerOnly: 'reader',
    hasVisibility: true,
    publicRead: true,
  });

  resourceContract(ctx, {
    path: '/assets/ledger',
    create: async (tenant, token) => ({
      organization_id: (await org(tenant, token)).id,
      name: `Fund ${++n}`,
      vehicle_type: 'VC',
    }),
    patch: { ownership_percentage: 12.5, inv_currency: 'USD' },
    invalid: { name: '', vehicle_type: 'XX', ownership_percentage: 140 },
    writer: 'research',
    readerOnly: 'reader',
    hasVisibility: true,
    publicRead: true,
  });

  it('keeps partial dates, children and links, and answers has_inv_vehicle', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const kw = await request(ctx.port, 'POST', '/api/v1/keywords/', {
      host: tenant.host,
      token,
      body: { name: 'Robotics', visibility: 'public' },
    });
    const person = await request(ctx.port, 'POST', '/api/v1/assets/people/', {
      host: tenant.host,
      token,
      body: { name_given: 'Ada', name_family: 'Lindqvist', visibility: 'public' },
    });
    const o = await org(tenant, token, {
      founding_date: { date: '2019-03-17', incomplete_day: true },
      emails: ['Info@Acme.example', 'info@acme.example'],
      phones: ['+49 30 1234567'],
      keyword_ids: [kw.body.id],
      people: [{ person_id: person.body.id, role: 'CEO' }],
      visibility: 'public',
    });
    expect(o.founding_date).toEqual({
      date: '2019-03-01',
      incomplete_day: true,
      incomplete_month: false,
      incomplete_year: false,
    });
    expect(o.emails).toEqual(['info@acme.example']);
    expect(o.keywords).toEqual([{ id: kw.body.id, name: 'Robotics' }]);
    expect(o.people).toEqual([{ id: person.body.id, name: 'Ada Lindqvist', role: 'CEO' }]);
    expect(o.has_inv_vehicle).toBe(false);
    const p = await request(ctx.port, 'GET', `/api/v1/assets/people/${person.body.id}/`, { host: tenant.host, token });
    expect(p.body.organizations).toEqual([{ id: o.id, name: o.name_dba, role: 'CEO' }]);
    await request(ctx.port, 'POST', '/api/v1/assets/ledger/', {
      host: tenant.host,
      token,
      body: { organization_id: o.id, name: 'Fund I', vehicle_type: 'PE' },
    });
    const again = await request(ctx.port, 'GET', `/api/v1/assets/organizations/${o.id}/`, { host: tenant.host, token });
    expect(again.body.has_inv_vehicle).toBe(true);
    const byVehicle = await request(ctx.port, 'GET', '/api/v1/assets/organizations/?vehicle_type=PE', {
      host: tenant.host,
      token,
    });
    expect(byVehicle.body.results.map((r: { id: number }) => r.id)).toEqual([o.id]);
    const byKeyword = await request(ctx.port, 'GET', `/api/v1/assets/organizations/?keywords=${kw.body.id}`, {
      host: tenant.host,
      token,
    });
    expect(byKeyword.body.count).toBe(1);
    const founded = await request(ctx.port, 'GET', '/api/v1/assets/organizations/?founding_date=2019,2019', {
      host: tenant.host,
      token,
    });
    expect(founded.body.count).toBe(1);
    const badFilter = await request(ctx.port, 'GET', '/api/v1/assets/organizations/?founding_date=yesterday', {
      host: tenant.host,
      token,
    });
    expect(badFilter.status).toBe(400);
  });

  it('shows admin notes and private links only to the research team', async () => {
    const tenant = await createTenant(ctx.database);
    const research = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const reader = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader'));
    const o = await org(tenant, research, { admin_notes: 'secret', visibility: 'public' });
    const l = await request(ctx.port, 'POST', '/api/v1/assets/ledger/', {
      host: tenant.host,
      token: research,
      body: {
        organization_id: o.id,
        name: 'Fund',
        vehicle_type: 'VC',
        private_url: 'https://private.example',
        visibility: 'public',
      },
    });
    for (const token of [reader, null]) {
      const ro = await request(ctx.port, 'GET', `/api/v1/assets/organizations/${o.id}/`, { host: tenant.host, token });
      expect(ro.body.admin_notes).toBeUndefined();
      expect(ro.text).not.toContain('secret');
      const rl = await request(ctx.port, 'GET', `/api/v1/assets/ledger/${l.body.id}/`, { host: tenant.host, token });
      expect(rl.text).not.toContain('private.example');
    }
    const mine = await request(ctx.port, 'GET', `/api/v1/assets/organizations/${o.id}/`, {
      host: tenant.host,
      token: research,
    });
    expect(mine.body.admin_notes).toBe('secret');
  });

  it('never links a hidden person into what a public visitor sees', async () => {
    const tenant = await createTenant(ctx.database);
    const research = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const hidden = await request(ctx.port, 'POST', '/api/v1/assets/people/', {
      host: tenant.host,
      token: research,
      body: { name_family: 'Secret' },
    });
    const o = await org(tenant, research, {
      people: [{ person_id: hidden.body.id, role: 'Advisor' }],
      visibility: 'public',
    });
    const pub = await request(ctx.port, 'GET', `/api/v1/assets/organizations/${o.id}/`, { host: tenant.host });
    expect(pub.body.people).toEqual([]);
    expect(pub.text).not.toContain('Secret');
  });

  it('refuses links to another tenant’s records', async () => {
    const a = await createTenant(ctx.database);
    const b = await createTenant(ctx.database);
    const ta = await loginAs(ctx.port, a, await createUser(ctx.database, a, 'research'));
    const tb = await loginAs(ctx.port, b, await createUser(ctx.database, b, 'research'));
    const foreign = await org(a, ta);
    const res = await request(ctx.port, 'POST', '/api/v1/assets/ledger/', {
      host: b.host,
      token: tb,
      body: { organization_id: foreign.id, name: 'Sneaky', vehicle_type: 'VC' },
    });
    expect(res.status).toBe(400);
  });

  it('refuses a create whose keywords are another tenant’s or missing, and writes nothing of it', async () => {
    const a = await createTenant(ctx.database);
    const b = await createTenant(ctx.database);
    const ta = await loginAs(ctx.port, a, await createUser(ctx.database, a, 'research'));
    const tb = await loginAs(ctx.port, b, await createUser(ctx.database, b, 'research'));
    const foreign = await request(ctx.port, 'POST', '/api/v1/keywords/', {
      host: a.host,
      token: ta,
      body: { name: 'Theirs' },
    });
    for (const keywordIds of [[foreign.body.id], [2_000_000_000]]) {
      const res = await request(ctx.port, 'POST', '/api/v1/assets/organizations/', {
        host: b.host,
        token: tb,
        body: { name_dba: 'Keyword Thief', keyword_ids: keywordIds },
      });
      expect(res.status, res.text).toBe(400);
      expect(res.body.detail).toBeTruthy();
    }
    const listed = await request(ctx.port, 'GET', '/api/v1/assets/organizations/?search=Keyword%20Thief', {
      host: b.host,
      token: tb,
    });
    expect(listed.body.count).toBe(0);
  });

  it('counts only visible records in filter options', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const kw = await request(ctx.port, 'POST', '/api/v1/keywords/', {
      host: tenant.host,
      token,
      body: { name: 'Stealth', visibility: 'public' },
    });
    await org(tenant, token, { keyword_ids: [kw.body.id], ownership_type: 'Secretive' });
    const count = async (t: string | null) => {
      const res = await request(ctx.port, 'GET', '/api/v1/assets/organizations/available-filters/', {
        host: tenant.host,
        token: t,
      });
      const filters = res.body as { name: string; options?: { label: string; count?: number }[] }[];
      return {
        keyword: filters.find((f) => f.name === 'keywords')?.options?.find((o) => o.label === 'Stealth')?.count,
        ownership: filters.find((f) => f.name === 'ownership_type')?.options?.map((o) => o.label) ?? [],
      };
    };
    expect(await count(token)).toEqual({ keyword: 1, ownership: ['Secretive'] });
    expect(await count(null)).toEqual({ keyword: 0, ownership: [] });
  });
});
