import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.ts';
import { deferToNextStatement, mergeBeginIntoFirstStatement, openWithBegin } from './one-trip-begin.ts';
import { withTenant } from './scoped.ts';

/** What reaches the wire: each call of the client's own `query` is one message and one round trip. */
function recorder() {
  const sent: string[] = [];
  const client = {
    query(config: unknown, values?: unknown) {
      const text = typeof config === 'string' ? config : (config as { text: string }).text;
      sent.push(Array.isArray(values) && values.length ? `${text} ${JSON.stringify(values)}` : text);
      const one = { command: 'SELECT', rows: [{ text }], rowCount: 1, fields: [] };
      return Promise.resolve(text.includes(';') ? [{ command: 'BEGIN', rows: [] }, one] : one);
    },
  };
  mergeBeginIntoFirstStatement(client as never);
  return { client: client as unknown as { query: (c: unknown, v?: unknown) => Promise<{ rows: unknown[] }> }, sent };
}

describe('BEGIN in the same message as the first statement', () => {
  it('sends begin with a first statement that has no parameters, and answers that statement', async () => {
    const { client, sent } = recorder();
    expect(await client.query({ text: 'begin' }, [])).toMatchObject({ command: 'BEGIN' });
    const first = await client.query({ text: "select set_config('a', '1', true)" }, []);
    expect(first.rows).toEqual([{ text: "begin; select set_config('a', '1', true)" }]);
    await client.query({ text: 'select $1' }, [5]);
    await client.query({ text: 'commit' }, []);
    expect(sent).toEqual(["begin; select set_config('a', '1', true)", 'select $1 [5]', 'commit']);
  });

  it('sends begin on its own before a first statement with parameters', async () => {
    const { client, sent } = recorder();
    await client.query('begin');
    await client.query({ text: 'select $1' }, [5]);
    await client.query('begin');
    await client.query('rollback');
    expect(sent).toEqual(['begin', 'select $1 [5]', 'begin; rollback']);
  });

  const ctx = useTestApp();
  it('keeps a tenant transaction whole on the real database: settings, rollback on error', async () => {
    const seen = await withTenant(ctx.database, 7, async (tx) => {
      const r = await tx.execute(sql`select current_setting('app.tenant_id') as t, current_user as u`);
      return r.rows[0];
    });
    expect(seen).toEqual({ t: '7', u: 'intel_app' });
    await expect(
      withTenant(ctx.database, 7, async (tx) => {
        await tx.execute(sql`select 1`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    // The pooled connection is clean afterwards: no tenant, no role, no open transaction.
    const after = await ctx.database.pool.query(
      "select current_setting('app.tenant_id', true) as t, current_user as u, now() = statement_timestamp() as fresh",
    );
    expect(after.rows[0]).toMatchObject({ u: 'postgres', fresh: true });
    expect(after.rows[0].t ?? '').toBe('');
  });
});

describe('the opening pipelined with a first statement that has parameters', () => {
  it('writes the opening and the statement before either is answered, and answers the statement', async () => {
    const calls: { text: string; openingSettled: boolean }[] = [];
    let settled = false;
    const client = {
      pipeline: false,
      readyForQuery: true,
      query(config: unknown, values?: unknown) {
        const text = (config as { text: string }).text;
        calls.push({
          text: Array.isArray(values) && values.length ? `${text} ${JSON.stringify(values)}` : text,
          openingSettled: settled,
        });
        return new Promise((resolve) =>
          setTimeout(() => {
            if (text.startsWith('begin')) settled = true;
            resolve(
              text.startsWith('begin') ? [{ command: 'BEGIN' }, { command: 'SELECT', rows: [] }] : { rows: [{ n: 5 }] },
            );
          }, 5),
        );
      },
    };
    mergeBeginIntoFirstStatement(client as never, () => true);
    await (client.query as (c: unknown) => Promise<unknown>)('begin');
    expect(openWithBegin(client, "select set_config('a', '1', true)")).toBe(true);
    const answer = await (client.query as (c: unknown, v: unknown) => Promise<{ rows: unknown[] }>)(
      { text: 'select $1' },
      [5],
    );
    expect(answer.rows).toEqual([{ n: 5 }]);
    expect(client.pipeline).toBe(true);
    expect(calls).toEqual([
      { text: "begin; select set_config('a', '1', true)", openingSettled: false },
      { text: 'select $1 [5]', openingSettled: false },
    ]);
    // Without a held BEGIN there is nothing to open.
    expect(openWithBegin(client, 'select 1')).toBe(false);
  });

  it('sends the opening first, waiting for it, where the server is not known to pipeline', async () => {
    const { client, sent } = recorder();
    await client.query('begin');
    expect(openWithBegin(client, "select set_config('a', '1', true)")).toBe(true);
    await client.query({ text: 'select $1' }, [5]);
    expect(sent).toEqual(["begin; select set_config('a', '1', true)", 'select $1 [5]']);
  });

  const ctx = useTestApp();
  it('runs the statement in the tenant transaction, as the application role, on the real database', async () => {
    const seen = await withTenant(ctx.database, 9, async (tx) => {
      const r = await tx.execute(
        sql`select current_setting('app.tenant_id') as t, current_user as u, ${4}::int as n, now() = statement_timestamp() as fresh`,
      );
      const second = await tx.execute(sql`select now() = statement_timestamp() as fresh, ${1}::int as one`);
      const client = (tx._.session as unknown as { client: { pipeline: boolean } }).client;
      return { ...r.rows[0], second: second.rows[0], pipeline: client.pipeline };
    });
    const serverPipelines = !/PGlite/i.test(
      (await ctx.database.pool.query<{ v: string }>('select version() as v')).rows[0]?.v ?? '',
    );
    // One transaction: the second statement's time is not the transaction's (a statement outside
    // the transaction would have started it).
    expect(seen).toEqual({
      t: '9',
      u: 'intel_app',
      n: 4,
      fresh: expect.any(Boolean),
      second: { fresh: false, one: 1 },
      pipeline: serverPipelines,
    });
  });
});

describe('a read-only transaction', () => {
  it('does not wait for its COMMIT where the server pipelines, and waits elsewhere', async () => {
    const sent: string[] = [];
    let answered = 0;
    const client = {
      pipeline: false,
      readyForQuery: true,
      query(config: unknown, values?: unknown) {
        const text = typeof config === 'string' ? config : (config as { text: string }).text;
        sent.push(Array.isArray(values) && values.length ? `${text} ${JSON.stringify(values)}` : text);
        return new Promise((resolve) =>
          setTimeout(() => {
            answered += 1;
            resolve({ command: text.toUpperCase(), rows: [] });
          }, 20),
        );
      },
    };
    let pipelines = true;
    mergeBeginIntoFirstStatement(client as never, () => pipelines);
    const q = client.query as (c: unknown, v?: unknown) => Promise<{ command: string }>;
    await q('begin');
    expect(openWithBegin(client, 'select 1', { readOnly: true })).toBe(true);
    await q({ text: 'select $1' }, [1]);
    const before = answered;
    expect(await q('commit')).toMatchObject({ command: 'COMMIT' });
    expect(answered).toBe(before); // answered before the server did
    expect(sent.at(-1)).toBe('commit');
    // A transaction that may write waits for its commit.
    await q('begin');
    openWithBegin(client, 'select 2');
    await q({ text: 'select $1' }, [2]);
    await q('commit');
    expect(answered).toBe(sent.length);
    // So does a read-only one where the server is not known to pipeline.
    pipelines = false;
    await q('begin');
    openWithBegin(client, 'select 3', { readOnly: true });
    await q({ text: 'select $1' }, [3]);
    await q('commit');
    expect(answered).toBe(sent.length);
  });

  const ctx = useTestApp();
  it('refuses a write, and leaves each pooled connection clean for the next transaction', async () => {
    const failed = await withTenant(
      ctx.database,
      4,
      async (tx) => {
        await tx.execute(sql`create temporary table read_only_probe (n int)`);
      },
      { readOnly: true },
    ).catch((e: unknown) => e as Error & { cause?: { code?: string } });
    expect((failed as { cause?: { code?: string } })?.cause?.code ?? (failed as { code?: string })?.code).toBe('25006');
    // Many at once: every transaction sees its own tenant, as the application role, and none is left open.
    const reads = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        withTenant(
          ctx.database,
          100 + i,
          async (tx) =>
            (await tx.execute(sql`select current_setting('app.tenant_id') as t, current_user as u, ${i}::int as i`))
              .rows[0],
          { readOnly: i % 2 === 0 },
        ),
      ),
    );
    expect(reads).toEqual(Array.from({ length: 40 }, (_, i) => ({ t: String(100 + i), u: 'intel_app', i })));
    const written = await withTenant(ctx.database, 5, async (tx) => {
      const r = await tx.execute(sql`select current_setting('transaction_read_only') as ro, ${1}::int as one`);
      return r.rows[0];
    });
    expect(written).toEqual({ ro: 'off', one: 1 });
    const after = await ctx.database.pool.query(
      "select current_setting('app.tenant_id', true) as t, current_user as u, now() = statement_timestamp() as fresh",
    );
    expect(after.rows[0]).toMatchObject({ u: 'postgres', fresh: true });
  });
});

describe('a deferred statement in the same message as the next one', () => {
  it('goes with the commit, before a statement with parameters, and never after a rollback', async () => {
    const { client, sent } = recorder();
    expect(deferToNextStatement(client, "insert into h values ('a')")).toBe(true);
    await client.query({ text: 'commit' }, []);
    deferToNextStatement(client, "insert into h values ('b')");
    await client.query({ text: 'select $1' }, [5]);
    deferToNextStatement(client, "insert into h values ('c')");
    await client.query('rollback');
    await client.query({ text: 'commit' }, []);
    expect(sent).toEqual([
      "insert into h values ('a'); commit",
      "insert into h values ('b')",
      'select $1 [5]',
      'rollback',
      'commit',
    ]);
    expect(deferToNextStatement({ query() {} }, 'select 1')).toBe(false);
  });

  const ctx = useTestApp();
  it('is written by the commit on the real database, and fails the transaction when it fails', async () => {
    const deferred = (text: string) =>
      withTenant(ctx.database, 1, async (tx) => {
        expect(deferToNextStatement((tx._.session as unknown as { client: unknown }).client, text)).toBe(true);
      });
    await deferred("select set_config('app.unused', 'x', true)");
    const failed = await deferred('select 1/0').catch((e: unknown) => e as Error & { cause?: Error });
    expect(failed?.cause?.message ?? failed?.message).toMatch(/division by zero/);
    // The connection is clean afterwards.
    for (let i = 0; i < 10; i += 1)
      expect(
        await withTenant(ctx.database, 1, async (tx) => (await tx.execute(sql`select ${i}::int as n`)).rows[0]),
      ).toEqual({ n: i });
  });
});

describe('prepared statements per connection', () => {
  it('names a statement with parameters by its text, the same name each time; none without parameters', async () => {
    const { prepareRepeatedStatements } = await import('./one-trip-begin.ts');
    const names: (string | undefined)[] = [];
    const client = {
      query(config: unknown, _values?: unknown) {
        names.push((config as { name?: string }).name);
        return Promise.resolve({ rows: [] });
      },
    };
    prepareRepeatedStatements(client as never);
    await client.query({ text: 'select $1' }, [1]);
    await client.query({ text: 'select $1' }, [2]);
    await client.query({ text: 'select $1, $2' }, [1, 2]);
    await client.query({ text: 'select 1' }, []);
    expect(names[0]).toMatch(/^s[\w-]{20}$/);
    expect(names[1]).toBe(names[0]);
    expect(names[2]).not.toBe(names[0]);
    expect(names[3]).toBeUndefined();
  });

  const ctx = useTestApp();
  it('answers the same on the real database, including after an error in a transaction', async () => {
    const read = (id: number) =>
      withTenant(ctx.database, 3, async (tx) => (await tx.execute(sql`select ${id}::int + 1 as n`)).rows[0]);
    expect(await read(1)).toEqual({ n: 2 });
    await expect(
      withTenant(ctx.database, 3, async (tx) => {
        await tx.execute(sql`select ${'x'}::int`);
      }),
    ).rejects.toThrow();
    for (let i = 0; i < 10; i += 1) expect(await read(i)).toEqual({ n: i + 1 });
  });
});
