import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedServer } from '../../db/client.ts';

/**
 * The embedded database serves all its connections from one PGlite session (db/pglite-worker.mjs).
 * The fuzz test found that, under concurrent load, one connection's extended-protocol messages could
 * run inside another connection's transaction ("unnamed prepared statement does not exist", and then
 * every request hanging). This drives the same mix directly: parameterised queries (Parse, Bind,
 * Execute, Sync) on some connections while others run transactions, and checks that each statement
 * ran where it was sent.
 */
describe('embedded database: concurrent connections do not interleave', () => {
  let server: Awaited<ReturnType<typeof startEmbeddedServer>>;
  let pool: pg.Pool;
  beforeAll(async () => {
    server = await startEmbeddedServer(null);
    pool = new pg.Pool({ connectionString: server.url, max: 6, connectionTimeoutMillis: 10_000 });
    await pool.query('create table probe (id serial primary key, who text not null)');
  });
  afterAll(async () => {
    await pool?.end();
    await server?.stop();
  });

  it('runs 1,200 parameterised statements and 240 transactions from six connections with no error or hang', async () => {
    const errors: string[] = [];
    const withTimeout = <T>(p: Promise<T>, what: string) =>
      Promise.race([
        p,
        new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer within 15 s`)), 15_000)),
      ]);
    // Connections 0-2: parameterised reads outside any transaction.
    const readers = [0, 1, 2].map(async (n) => {
      for (let i = 0; i < 400; i++) {
        try {
          const { rows } = await withTimeout(
            pool.query<{ v: string }>('select $1::text || $2::text as v', [`r${n}-`, String(i)]),
            'read',
          );
          if (rows[0]?.v !== `r${n}-${i}`) errors.push(`reader ${n} got ${rows[0]?.v} for ${i}`);
        } catch (err) {
          errors.push(`reader ${n}: ${(err as Error).message}`);
        }
      }
    });
    // Connections 3-5: transactions that insert and then roll back or commit; a rolled-back row must vanish.
    const writers = [3, 4, 5].map(async (n) => {
      for (let i = 0; i < 80; i++) {
        const client = await pool.connect();
        try {
          await withTimeout(client.query('begin'), 'begin');
          await withTimeout(client.query('insert into probe (who) values ($1)', [`w${n}-${i}`]), 'insert');
          const { rows } = await withTimeout(
            client.query<{ n: number }>('select count(*)::int as n from probe where who = $1', [`w${n}-${i}`]),
            'select',
          );
          if (rows[0]?.n !== 1) errors.push(`writer ${n} does not see its own row ${i}`);
          await withTimeout(client.query(i % 2 ? 'commit' : 'rollback'), 'end');
        } catch (err) {
          errors.push(`writer ${n}: ${(err as Error).message}`);
          await client.query('rollback').catch(() => {});
        } finally {
          client.release();
        }
      }
    });
    await Promise.all([...readers, ...writers]);
    expect(errors.slice(0, 10)).toEqual([]);
    // Exactly the committed rows (odd i) are there: no statement ran inside another connection's transaction.
    const { rows } = await pool.query<{ who: string }>('select who from probe order by who');
    const expected = [3, 4, 5].flatMap((n) => Array.from({ length: 40 }, (_, k) => `w${n}-${2 * k + 1}`)).sort();
    expect(rows.map((r) => r.who)).toEqual(expected);
  }, 90_000);
});
