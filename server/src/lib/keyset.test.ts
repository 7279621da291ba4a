import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { organizations } from '../db/schema/index.ts';
import { createTenant, createUser, loginAs } from '../test/factories.ts';
import { request, useTestApp } from '../test/harness.ts';
import { type OrderKey, orderSql, pickKeys, reversed, rowCount } from './keyset.ts';

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

  type Row = { id: number; founding_date: { date: string | null } | null };
  type Page = { count: number; next: string | null; previous: string | null; results: Row[] };
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
      '-founding_date,name_dba',
      'founding_date,-name_dba',
    ]) {
      const rows = (await get(t, `?ordering=${ordering}&limit=100`)).body.results;
      const all = rows.map((r) => r.id);
      expect(all).toHaveLength(23);
      // Unknown founding dates come last whichever the direction ("latest first" must not open on them).
      if (ordering.startsWith('founding_date') || ordering.startsWith('-founding_date')) {
        const dated = rows.map((r) => (r.founding_date?.date ?? null) !== null);
        expect(dated.indexOf(false), ordering).toBe(dated.filter(Boolean).length);
      }
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

/**
 * The seek conditions themselves, on rows with many nulls and ties: for nullable and non-null keys
 * in both directions, reading page after page from each page's last row gives the rows of ORDER BY
 * with nulls last (checked against a sort done here, not by the database), and the reversed order
 * (the previous pages) gives them backwards, nulls first.
 */
describe('keyset seek conditions', () => {
  const ctx = useTestApp();
  type Rec = { id: number; name_dba: string; name_inc: string | null; founding_date: string | null };
  const COLUMNS = {
    name_dba: organizations.nameDba,
    name_inc: organizations.nameInc,
    founding_date: organizations.foundingDate,
  };
  type Name = keyof typeof COLUMNS;

  it('pages every row once, nulls last in either direction, forward and reversed', async () => {
    const tenant = await createTenant(ctx.database);
    const names = ['alder', 'birch', 'cedar'];
    const dates = [null, '2019-01-01', null, '2021-03-04', '2019-01-01', null, '2018-07-30'];
    const incs = ['oak', null, 'ash', null, null, 'oak'];
    for (let i = 0; i < 31; i += 1) {
      await ctx.database.pool.query(
        'insert into organizations (tenant_id, name_dba, name_inc, founding_date) values ($1, $2, $3, $4)',
        [tenant.id, names[i % names.length], incs[i % incs.length], dates[i % dates.length]],
      );
    }
    const where = eq(organizations.tenantId, tenant.id);
    const recs = (
      await ctx.database.pool.query<Rec>(
        'select id::int as id, name_dba, name_inc, founding_date::text as founding_date from organizations where tenant_id = $1',
        [tenant.id],
      )
    ).rows;
    const byId = new Map(recs.map((r) => [r.id, r]));
    const keysOf = (spec: [Name, boolean][]): OrderKey[] => [
      ...spec.map(([name, descending]) => ({
        column: COLUMNS[name],
        descending,
        nullable: !COLUMNS[name].notNull,
      })),
      { column: organizations.id, descending: true, nullable: false },
    ];
    // The expected order: nulls last in both directions (names are lower-case words, alike in every collation).
    const expected = (spec: [Name, boolean][]) =>
      [...recs].sort((a, b) => {
        for (const [name, descending] of spec) {
          const x = a[name];
          const y = b[name];
          if (x === y) continue;
          if (x === null) return 1;
          if (y === null) return -1;
          return (x < y ? -1 : 1) * (descending ? -1 : 1);
        }
        return b.id - a.id;
      });
    const valuesOf = (spec: [Name, boolean][], id: number) => {
      const r = byId.get(id) as Rec;
      return [...spec.map(([name]) => r[name]), String(id)];
    };
    const page = async (keys: OrderKey[], values: (string | null)[] | null, limit: number, offset = 0) => {
      const picked = pickKeys({ table: organizations, key: [organizations.id], where, keys, values, limit, offset });
      return (await ctx.database.db.execute(picked)).rows.map((r) => Number(r.id));
    };
    const walk = async (spec: [Name, boolean][], keys: OrderKey[]) => {
      const out: number[] = [];
      for (let values: (string | null)[] | null = null; ; ) {
        const ids = await page(keys, values, 4);
        out.push(...ids);
        if (ids.length < 4 || out.length > recs.length) return out;
        values = valuesOf(spec, ids.at(-1) as number);
      }
    };
    for (const spec of [
      [['founding_date', true]],
      [['founding_date', false]],
      [['name_inc', true]],
      [['name_dba', true]],
      [
        ['name_inc', true],
        ['founding_date', true],
      ],
      [
        ['founding_date', true],
        ['name_inc', false],
      ],
      [
        ['name_dba', false],
        ['founding_date', true],
      ],
      [
        ['founding_date', false],
        ['name_inc', true],
      ],
    ] as [Name, boolean][][]) {
      const label = spec.map(([n, d]) => `${d ? '-' : ''}${n}`).join(',');
      const want = expected(spec).map((r) => r.id);
      const keys = keysOf(spec);
      const ordered = await ctx.database.db.execute(
        sql`select id from ${organizations} where ${where} order by ${orderSql(keys)}`,
      );
      expect(
        ordered.rows.map((r) => Number(r.id)),
        `${label}: ORDER BY`,
      ).toEqual(want);
      expect(await walk(spec, keys), `${label}: forward`).toEqual(want);
      expect(await walk(spec, reversed(keys)), `${label}: reversed`).toEqual([...want].reverse());
      // The page before each page: the reversed order read from the page's first row.
      for (let at = 4; at < want.length; at += 4) {
        const before = await page(reversed(keys), valuesOf(spec, want[at] as number), 4);
        expect(before.reverse(), `${label}: before row ${at}`).toEqual(want.slice(at - 4, at));
      }
      expect(await page(keys, null, 5, 3), `${label}: offset`).toEqual(want.slice(3, 8));
    }
  });

  it('writes the page size and offset into the statement, so its generic plan is costed like the custom one', () => {
    const keys: OrderKey[] = [{ column: organizations.nameDba, descending: false, nullable: false }];
    const picked = new PgDialect().sqlToQuery(
      pickKeys({
        table: organizations,
        key: [organizations.id],
        where: sql`true`,
        keys,
        values: null,
        limit: 51,
        offset: 0,
      }),
    );
    expect(picked.sql).toMatch(/limit 51 offset 0$/);
    expect(picked.params).toEqual([]);
    expect(() => rowCount(-1)).toThrow();
    expect(() => rowCount(1.5)).toThrow();
    expect(() => rowCount(Number.NaN)).toThrow();
  });
});
