import { SHARE_CODE_PATTERN } from '@intel/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shareCodes } from '../../db/schema/index.ts';
import { withTenant } from '../../db/scoped.ts';
import { createTenant, createUser, loginAs, type TestTenant } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';
import { resourceContract } from '../../test/resource-contract.ts';
import { newShareCode } from './share-codes.ts';

const FAR = '2099-01-01T00:00:00.000Z';

describe('Intelbooks share codes', () => {
  const ctx = useTestApp();
  let n = 0;

  const post = async (tenant: TestTenant, token: string, path: string, body: unknown) => {
    const res = await request(ctx.port, 'POST', `/api/v1${path}`, { host: tenant.host, token, body });
    expect(res.status, res.text).toBe(201);
    return res.body;
  };
  const tree = (tenant: TestTenant, code: string, token?: string) =>
    request(ctx.port, 'GET', `/api/v1/share-codes/${code}/tree/`, { host: tenant.host, token });

  /** A tenant with one book: Markets (public) → Robotics (public), Fintech (public), Paid (paywalled); Hidden category. */
  async function book() {
    const tenant = await createTenant(ctx.database);
    const admin = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    const markets = await post(tenant, admin, '/categories/', { name: 'Markets', visibility: 'public' });
    const secret = await post(tenant, admin, '/categories/', { name: 'Secret', visibility: 'hidden' });
    const section = (category: { id: number }, name: string, visibility: string, sort_order = 0) =>
      post(tenant, admin, '/sections/', { category_id: category.id, name, visibility, sort_order });
    const robotics = await section(markets, 'Robotics', 'public', 0);
    const fintech = await section(markets, 'Fintech', 'public', 1);
    const paid = await section(markets, 'Paid', 'paywalled', 2);
    const plans = await section(secret, 'Plans', 'public');
    const fact = (s: { id: number }, text: string, visibility: string) =>
      post(tenant, admin, '/facts/', { section_id: s.id, text, visibility });
    await fact(robotics, 'Robots are public', 'public');
    await fact(robotics, 'Robots are hidden', 'hidden');
    await fact(robotics, 'Robots are paywalled', 'paywalled');
    await fact(fintech, 'Payments are public', 'public');
    await fact(paid, 'Paid is paywalled', 'paywalled');
    await fact(plans, 'Plans are public', 'public');
    const share = (body: Record<string, unknown>) => post(tenant, admin, '/share-codes/', body);
    return { tenant, admin, markets, secret, robotics, fintech, paid, plans, share };
  }

  resourceContract(ctx, {
    path: '/share-codes',
    create: async (tenant, token) => ({
      category_id: (await post(tenant, token, '/categories/', { name: `C${++n}` })).id,
    }),
    patch: { expires_at: FAR },
    invalid: { category_id: 'x', expires_at: 'tomorrow' },
    writer: 'admin',
    readerOnly: 'research',
  });

  it('makes short, unguessable codes', () => {
    const codes = new Set(Array.from({ length: 2000 }, newShareCode));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(SHARE_CODE_PATTERN);
    // Every base62 character turns up: the alphabet is used evenly, not just digits or one case.
    expect(new Set([...codes].join('')).size).toBe(62);
  });

  it('shares a section: the public outline of that section alone, counting views', async () => {
    const b = await book();
    const share = await b.share({ section_id: b.robotics.id });
    expect(share).toMatchObject({
      target_type: 'section',
      section_id: b.robotics.id,
      category_id: null,
      target_name: 'Markets › Robotics',
      target_visibility: 'public',
      status: 'active',
      expires_at: null,
      revoked_at: null,
      view_count: 0,
    });
    expect(share.code).toMatch(SHARE_CODE_PATTERN);
    const expected = [
      {
        id: b.markets.id,
        name: 'Markets',
        description: null,
        sections: [
          {
            id: b.robotics.id,
            name: 'Robotics',
            description: null,
            facts: [{ id: expect.any(Number), text: 'Robots are public', source_links: [] }],
          },
        ],
      },
    ];
    const anonymous = await tree(b.tenant, share.code);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual(expected);
    // A share shows what a public visitor may see, whoever opens it: an admin gets the same outline.
    expect((await tree(b.tenant, share.code, b.admin)).body).toEqual(expected);
    const again = await request(ctx.port, 'GET', `/api/v1/share-codes/${share.id}/`, {
      host: b.tenant.host,
      token: b.admin,
    });
    expect(again.body.view_count).toBe(2);
  });

  it('shares a category: its public sections and facts, nothing from other categories', async () => {
    const b = await book();
    const share = await b.share({ category_id: b.markets.id });
    expect(share).toMatchObject({ target_type: 'category', target_name: 'Markets', category_id: b.markets.id });
    const res = await tree(b.tenant, share.code);
    expect(res.body).toHaveLength(1);
    expect(res.body[0].sections.map((s: { name: string }) => s.name)).toEqual(['Robotics', 'Fintech']);
    expect(JSON.stringify(res.body)).not.toMatch(/hidden|paywalled|Plans/);
  });

  it('shows nothing through a share of a part that is not public', async () => {
    const b = await book();
    const paid = await b.share({ section_id: b.paid.id });
    expect(paid.target_visibility).toBe('paywalled');
    expect((await tree(b.tenant, paid.code)).body).toEqual([]);
    // A public section under a hidden category is not public either.
    const plans = await b.share({ section_id: b.plans.id });
    expect(plans.target_visibility).toBe('hidden');
    expect((await tree(b.tenant, plans.code, b.admin)).body).toEqual([]);
  });

  it('stops answering once expired, and again when the expiry is moved on', async () => {
    const b = await book();
    const soon = new Date(Date.now() + 60 * 60_000).toISOString();
    const share = await b.share({ section_id: b.robotics.id, expires_at: soon });
    expect(share.expires_at).toBe(soon);
    expect((await tree(b.tenant, share.code)).status).toBe(200);
    await withTenant(ctx.database, b.tenant.id, (tx) =>
      tx
        .update(shareCodes)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(and(eq(shareCodes.tenantId, b.tenant.id), eq(shareCodes.id, share.id))),
    );
    const expired = await tree(b.tenant, share.code);
    expect(expired.status).toBe(404);
    expect(expired.body.detail).toBe('This share link does not exist, has expired or was revoked.');
    const url = `/api/v1/share-codes/${share.id}/`;
    const seen = await request(ctx.port, 'GET', url, { host: b.tenant.host, token: b.admin });
    expect(seen.body).toMatchObject({ status: 'expired', view_count: 1 });
    const renewed = await request(ctx.port, 'PATCH', url, {
      host: b.tenant.host,
      token: b.admin,
      body: { expires_at: null },
    });
    expect(renewed.body).toMatchObject({ status: 'active', expires_at: null });
    expect((await tree(b.tenant, share.code)).status).toBe(200);
  });

  it('refuses an expiry in the past', async () => {
    const b = await book();
    for (const expires_at of [new Date(Date.now() - 1000).toISOString(), '2001-01-01T00:00:00Z']) {
      const res = await request(ctx.port, 'POST', '/api/v1/share-codes/', {
        host: b.tenant.host,
        token: b.admin,
        body: { section_id: b.robotics.id, expires_at },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ expires_at: ['Pick a time in the future.'] });
    }
  });

  it('revokes for good; a deleted code or a deleted section ends the link too', async () => {
    const b = await book();
    const share = await b.share({ section_id: b.robotics.id });
    const url = `/api/v1/share-codes/${share.id}/`;
    const patch = (body: unknown) => request(ctx.port, 'PATCH', url, { host: b.tenant.host, token: b.admin, body });
    const revoked = await patch({ revoked: true });
    expect(revoked.status).toBe(200);
    expect(revoked.body.status).toBe('revoked');
    expect(revoked.body.revoked_at).toBeTypeOf('string');
    expect((await tree(b.tenant, share.code)).status).toBe(404);
    expect((await patch({ revoked: false })).status).toBe(400);
    // An empty change answers the code as it is (it was a 500: an update with nothing to set).
    const unchanged = await patch({});
    expect(unchanged.status).toBe(200);
    expect(unchanged.body).toMatchObject({ status: 'revoked', revoked_at: revoked.body.revoked_at });
    expect((await patch({ revoked: true })).body.revoked_at).toBe(revoked.body.revoked_at);
    expect((await patch({ expires_at: FAR })).body.status).toBe('revoked');
    expect((await tree(b.tenant, share.code)).status).toBe(404);

    const deleted = await b.share({ section_id: b.robotics.id });
    const del = await request(ctx.port, 'DELETE', `/api/v1/share-codes/${deleted.id}/`, {
      host: b.tenant.host,
      token: b.admin,
    });
    expect(del.status).toBe(204);
    expect((await tree(b.tenant, deleted.code)).status).toBe(404);

    const cascade = await b.share({ section_id: b.fintech.id });
    expect((await tree(b.tenant, cascade.code)).status).toBe(200);
    await request(ctx.port, 'DELETE', `/api/v1/sections/${b.fintech.id}/`, { host: b.tenant.host, token: b.admin });
    expect((await tree(b.tenant, cascade.code)).status).toBe(404);
  });

  it('answers 404 for unknown and malformed codes and for another tenant’s codes', async () => {
    const a = await book();
    const other = await createTenant(ctx.database);
    const share = await a.share({ category_id: a.markets.id });
    for (const code of ['AAAAAAAAAA', 'short', 'has space!', 'x'.repeat(64), share.code.toLowerCase()]) {
      if (code === share.code) continue;
      const res = await tree(a.tenant, encodeURIComponent(code));
      expect(res.status, code).toBe(404);
    }
    expect((await tree(other, share.code)).status).toBe(404);
    const seen = await request(ctx.port, 'GET', `/api/v1/share-codes/${share.id}/`, {
      host: a.tenant.host,
      token: a.admin,
    });
    expect(seen.body.view_count).toBe(0);
  });

  it('refuses targets that are missing, doubled or another tenant’s', async () => {
    const a = await book();
    const b = await book();
    const create = (body: unknown) =>
      request(ctx.port, 'POST', '/api/v1/share-codes/', { host: a.tenant.host, token: a.admin, body });
    const both = await create({ category_id: a.markets.id, section_id: a.robotics.id });
    expect(both.status).toBe(400);
    expect(both.body.errors.category_id).toEqual(['Share either one category or one section.']);
    expect((await create({})).status).toBe(400);
    expect((await create({ expires_at: FAR })).status).toBe(400);
    const foreign = await create({ section_id: b.robotics.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual({ section_id: ['No such section.'] });
    expect((await create({ category_id: b.markets.id })).body.errors).toEqual({ category_id: ['No such category.'] });
    expect((await create({ category_id: a.markets.id, code: 'chosen1234' })).status).toBe(400);
    expect((await create({ category_id: a.markets.id, view_count: 5 })).status).toBe(400);
  });

  it('lists codes by category, section and status; 401 and 403 for those who may not', async () => {
    const b = await book();
    const cat = await b.share({ category_id: b.markets.id });
    const sec = await b.share({ section_id: b.robotics.id });
    const gone = await b.share({ section_id: b.robotics.id });
    await request(ctx.port, 'PATCH', `/api/v1/share-codes/${gone.id}/`, {
      host: b.tenant.host,
      token: b.admin,
      body: { revoked: true },
    });
    const list = (query: string, token: string | null = b.admin) =>
      request(ctx.port, 'GET', `/api/v1/share-codes/?${query}`, { host: b.tenant.host, token });
    const ids = async (query: string) => (await list(query)).body.results.map((r: { id: number }) => r.id);
    expect(await ids('')).toEqual([gone.id, sec.id, cat.id]);
    expect(await ids(`category=${b.markets.id}`)).toEqual([cat.id]);
    expect(await ids(`section=${b.robotics.id}`)).toEqual([gone.id, sec.id]);
    expect(await ids(`section=${b.robotics.id}&status=active`)).toEqual([sec.id]);
    expect(await ids('status=revoked')).toEqual([gone.id]);
    expect(await ids('status=expired')).toEqual([]);
    expect(await ids(`search=${sec.code}`)).toEqual([sec.id]);
    expect((await list('status=lost')).status).toBe(400);
    expect((await list('section=abc')).status).toBe(400);
    expect((await list('ordering=-view_count')).status).toBe(200);
    expect((await list('', null)).status).toBe(401);
    const research = await loginAs(ctx.port, b.tenant, await createUser(ctx.database, b.tenant, 'research'));
    expect((await list('', research)).status).toBe(403);
    const filters = await request(ctx.port, 'GET', '/api/v1/share-codes/available-filters/', {
      host: b.tenant.host,
      token: b.admin,
    });
    expect(filters.body.map((f: { name: string }) => f.name)).toEqual(['category', 'section', 'status']);
  });
});
