import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';
import { resourceContract } from '../../test/resource-contract.ts';

describe('library, snapshots and lists', () => {
  const ctx = useTestApp();
  let n = 0;

  resourceContract(ctx, {
    path: '/assets/library',
    create: () => ({
      title: `Entry ${++n}`,
      type: 'Podcast',
      publish_date: { date: '2021-01-01', incomplete_day: true, incomplete_month: true },
      authors: [{ name: 'J. Doe' }],
    }),
    patch: { abstract: 'About it.', is_fav: true },
    invalid: { title: '', type: 'Blog', public_link: 'javascript:x' },
    writer: 'research',
    readerOnly: 'reader',
    hasVisibility: true,
    publicRead: true,
  });
  resourceContract(ctx, {
    path: '/assets/snapshots',
    create: () => ({ year: 2020, data: 12.5, symbol: `S${++n}` }),
    patch: { quarter: 'Q3', data: 14 },
    invalid: { year: 1200, data: 'lots' },
    writer: 'research',
    readerOnly: 'reader',
    hasVisibility: true,
    publicRead: true,
  });
  resourceContract(ctx, {
    path: '/lists',
    create: () => ({ name: `List ${++n}`, type: 'OrganizationsList' }),
    patch: { description: 'Changed', auto_tagging: false },
    invalid: { name: '', type: 'Whatever', slug: 'Bad Slug' },
    writer: 'research',
    readerOnly: 'reader',
    hasVisibility: true,
    publicRead: true,
  });

  async function setup() {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const post = async (path: string, body: unknown) => {
      const res = await request(ctx.port, 'POST', `/api/v1${path}`, { host: tenant.host, token, body });
      expect(res.status, res.text).toBeLessThan(300);
      return res.body;
    };
    return { tenant, token, post };
  }

  it('keeps authors (linked or by name) and the publisher, and hides a hidden author’s link from the public', async () => {
    const { tenant, post } = await setup();
    const person = await post('/assets/people/', { name_given: 'Ada', name_family: 'Lindqvist' });
    const publisher = await post('/assets/organizations/', { name_dba: 'Acme Press', visibility: 'public' });
    const entry = await post('/assets/library/', {
      title: 'Robots at work',
      type: 'Report',
      publisher_id: publisher.id,
      authors: [{ person_id: person.id }, { name: 'J. Doe' }],
      paywall_link: 'https://pay.example/robots',
      visibility: 'public',
    });
    expect(entry.authors).toEqual([
      { person_id: person.id, name: 'Ada Lindqvist' },
      { person_id: null, name: 'J. Doe' },
    ]);
    expect(entry.publisher_name).toBe('Acme Press');
    const pub = await request(ctx.port, 'GET', `/api/v1/assets/library/${entry.id}/`, { host: tenant.host });
    expect(pub.body.authors).toEqual([
      { person_id: null, name: 'Unnamed author' },
      { person_id: null, name: 'J. Doe' },
    ]);
    expect(pub.body.paywall_link).toBeUndefined();
    // The author is hidden: filtering by them finds nothing for a visitor (issue 13 item 10).
    const byAuthor = await request(ctx.port, 'GET', `/api/v1/assets/library/?author=${person.id}`, {
      host: tenant.host,
    });
    expect(byAuthor.body.count).toBe(0);
  });

  it('lists: slug lookup, items in order, add/remove, and auto-tagging by keyword', async () => {
    const { tenant, token, post } = await setup();
    const kw = await post('/keywords/', { name: 'Space', visibility: 'public' });
    const list = await post('/lists/', { name: 'Space companies', type: 'OrganizationsList', keyword_ids: [kw.id] });
    expect(list).toMatchObject({ slug: 'space-companies', auto_tagging: true, visibility: 'public', item_count: 0 });
    const tagged = await post('/assets/organizations/', {
      name_dba: 'Orbital',
      keyword_ids: [kw.id],
      visibility: 'public',
    });
    const manual = await post('/assets/organizations/', { name_dba: 'Ground Control', visibility: 'hidden' });
    await post(`/lists/${list.id}/items/`, { item_ids: [manual.id] });
    const bySlug = await request(ctx.port, 'GET', '/api/v1/lists/by-slug/organizations/space-companies/', {
      host: tenant.host,
    });
    expect(bySlug.body.item_count).toBe(1);
    const bySlugResearch = await request(ctx.port, 'GET', '/api/v1/lists/by-slug/organizations/space-companies/', {
      host: tenant.host,
      token,
    });
    expect(bySlugResearch.body.item_count).toBe(2);
    const items = await request(ctx.port, 'GET', `/api/v1/lists/${list.id}/items/`, { host: tenant.host, token });
    expect(items.body.map((i: { name: string }) => i.name)).toEqual(['Orbital', 'Ground Control']);
    const publicItems = await request(ctx.port, 'GET', `/api/v1/lists/${list.id}/items/`, { host: tenant.host });
    expect(publicItems.body.map((i: { name: string }) => i.name)).toEqual(['Orbital']);
    await post(`/lists/${list.id}/items/reorder/`, { item_ids: [manual.id, tagged.id] });
    const reordered = await request(ctx.port, 'GET', `/api/v1/lists/${list.id}/items/`, { host: tenant.host, token });
    expect(reordered.body.map((i: { id: number }) => i.id)).toEqual([manual.id, tagged.id]);
    const org = await request(ctx.port, 'GET', `/api/v1/assets/organizations/${tagged.id}/`, { host: tenant.host });
    expect(org.body.lists_as_item).toEqual([
      { id: list.id, name: 'Space companies', slug: 'space-companies', type: 'OrganizationsList' },
    ]);
    expect(
      (await request(ctx.port, 'DELETE', `/api/v1/lists/${list.id}/items/${tagged.id}/`, { host: tenant.host, token }))
        .status,
    ).toBe(204);
    expect(
      (await request(ctx.port, 'DELETE', `/api/v1/lists/${list.id}/items/${tagged.id}/`, { host: tenant.host, token }))
        .status,
    ).toBe(404);
    const wrongKind = await request(ctx.port, 'POST', `/api/v1/lists/${list.id}/items/`, {
      host: tenant.host,
      token,
      body: { item_ids: [999999] },
    });
    expect(wrongKind.status).toBe(400);
    const dupSlug = await request(ctx.port, 'POST', '/api/v1/lists/', {
      host: tenant.host,
      token,
      body: { name: 'Space companies', type: 'OrganizationsList' },
    });
    expect(dupSlug.status).toBe(409);
    const otherType = await request(ctx.port, 'POST', '/api/v1/lists/', {
      host: tenant.host,
      token,
      body: { name: 'Space companies', type: 'PeopleList' },
    });
    expect(otherType.status).toBe(201);
  });

  it('serves snapshot series to public visitors, public points only', async () => {
    const { tenant, post } = await setup();
    for (const [year, data, visibility] of [
      [2019, 100, 'public'],
      [2020, 120, 'public'],
      [2021, 999, 'hidden'],
      [2022, 150, 'public'],
    ] as const) {
      await post('/assets/snapshots/', { year, data, symbol: 'MKT', caption: 'Market', visibility });
    }
    const series = await request(ctx.port, 'GET', '/api/v1/assets/snapshots/series/?symbol=MKT', { host: tenant.host });
    expect(series.body).toEqual([
      {
        symbol: 'MKT',
        caption: 'Market',
        points: [
          { year: 2019, quarter: 'Q1', data: 100 },
          { year: 2020, quarter: 'Q1', data: 120 },
          { year: 2022, quarter: 'Q1', data: 150 },
        ],
      },
    ]);
  });
});
