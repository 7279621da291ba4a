import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs } from '../test/factories.ts';
import { request, useTestApp } from '../test/harness.ts';

/**
 * Keyset pages: following `next` from page one visits every row once, in the list's order, for
 * orderings with ties and with nulls in both directions; `previous` walks back through the same
 * pages; a cursor from another ordering or an edited one is a 400 that says what to do.
 */
describe('keyset pagination', () => {
  const ctx = useTestApp();
  const PATH = '/api/v1/assets/organizations/';

  async function setup() {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    const names = ['Alder', 'Birch', 'Cedar', 'Alder', 'Dogwood', 'Birch', 'Elm'];
    const dates = ['2019-01-01', null, '2019-09-01', '2021-03-04', null, '2019-01-01'];
    for (let i = 0; i < 23; i += 1) {
      const res = await request(ctx.port, 'POST', PATH, {
        host: tenant.host,
        token,
        body: {
          name_dba: `${names[i % names.length]} Works`,
          visibility: 'public',
          founding_date: { date: dates[i % dates.length] ?? null },
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    return { tenant, token };
  }

  type Page = { count: number; next: string | null; previous: string | null; results: { id: number }[] };
  const get = async (t: Awaited<ReturnType<typeof setup>>, path: string) => {
    const res = await request(ctx.port, 'GET', path.startsWith('/api') ? path : `${PATH}${path}`, {
      host: t.tenant.host,
      token: t.token,
    });
    return res as { status: number; body: Page & { detail?: string; errors?: Record<string, string[]> } };
  };

  it('visits every row once in order, forward and back, for ties and nulls in both directions', async () => {
    const t = await setup();
    for (const ordering of [
      'name_dba',
      '-name_dba',
      'founding_date',
      '-founding_date',
      '-updated_at',
      'name_dba,-founding_date',
    ]) {
      const all = (await get(t, `?ordering=${ordering}&limit=100`)).body.results.map((r) => r.id);
      expect(all).toHaveLength(23);
      const pages: number[][] = [];
      let link: string | null = `${PATH}?ordering=${ordering}&limit=5`;
      while (link) {
        const page = await get(t, link);
        expect(page.status, ordering).toBe(200);
        pages.push(page.body.results.map((r) => r.id));
        if (pages.length > 1) expect(link).toContain('cursor=');
        link = page.body.next;
      }
      expect(pages.flat(), ordering).toEqual(all);
      expect(pages.map((p) => p.length)).toEqual([5, 5, 5, 5, 3]);
      // Back from the last page through `previous`: the same pages, page one without a cursor.
      let last = await get(t, `${PATH}?ordering=${ordering}&limit=5`);
      for (let i = 1; i < pages.length; i += 1) last = await get(t, last.body.next as string);
      for (let i = pages.length - 2; i >= 0; i -= 1) {
        const prev = last.body.previous as string;
        expect(prev, ordering).not.toBeNull();
        last = await get(t, prev);
        expect(
          last.body.results.map((r) => r.id),
          `${ordering} page ${i}`,
        ).toEqual(pages[i]);
      }
      expect(last.body.previous).toBeNull();
      expect(new URL(`http://x${last.body.next}`).searchParams.get('offset')).toBe('5');
    }
  });

  it('answers a cursor of another ordering or an edited one with a 400 that says what to do', async () => {
    const t = await setup();
    const first = await get(t, '?ordering=name_dba&limit=5');
    const next = new URL(`http://x${first.body.next}`);
    const cursor = next.searchParams.get('cursor') as string;
    const other = await get(t, `?ordering=-name_dba&limit=5&cursor=${cursor}`);
    expect(other.status).toBe(400);
    expect(other.body.detail).toBe('This page link belongs to another sort order.');
    expect(other.body.errors?.cursor?.[0]).toMatch(/first page/);
    for (const bad of [
      'x',
      `${cursor.slice(0, -3)}`,
      Buffer.from('{"o":"name_dba","d":"a","k":[1,2]}').toString('base64url'),
    ]) {
      const res = await get(t, `?ordering=name_dba&limit=5&cursor=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.detail).toBe('This page link is not valid for this list.');
    }
  });

  it('clamps a deep offset without a cursor instead of reading every row before it', async () => {
    const t = await setup();
    const deep = await get(t, '?limit=5&offset=9999999');
    expect(deep.status).toBe(200);
    expect(deep.body.results).toEqual([]);
    expect(deep.body.count).toBe(23);
  });
});
