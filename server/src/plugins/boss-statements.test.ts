import { describe, expect, it } from 'vitest';
import { prepareBossStatements } from './boss-statements.ts';

/** pg-boss's database as the wrapper sees it: `executeSql` and its pool, recording what each was sent. */
function fakeDb(version: string) {
  const plain: string[] = [];
  const named: { name: string; text: string; values?: unknown[] }[] = [];
  const pool = {
    query: async (config: string | { name: string; text: string; values?: unknown[] }) => {
      if (typeof config === 'string') return { rows: [{ v: version }] };
      named.push(config);
      return { rows: [] };
    },
  };
  const db = {
    pool,
    executeSql: async (text: string, _values?: unknown[]) => {
      plain.push(text);
      return { rows: [] };
    },
  };
  prepareBossStatements(db);
  return { db, plain, named };
}

const FETCH = "WITH next AS ( SELECT j.id FROM pgboss.job_common j WHERE j.name = 'q' ) SELECT * FROM next";
const SEND = 'WITH ins AS ( INSERT INTO pgboss.job_common (id, name) SELECT $1, $2 RETURNING id ) SELECT id FROM ins';
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('prepareBossStatements', () => {
  it('sends pg-boss’s fetch and insert as named statements on PostgreSQL, one name per text', async () => {
    const { db, plain, named } = fakeDb('PostgreSQL 15.20 on x86_64-pc-linux-gnu');
    // Until the server is known, as before.
    await db.executeSql(FETCH);
    await settle();
    await db.executeSql(FETCH);
    await db.executeSql(SEND, ['id-1', 'q']);
    await db.executeSql(FETCH);
    expect(plain).toEqual([FETCH]);
    expect(named.map((n) => n.text)).toEqual([FETCH, SEND, FETCH]);
    expect(named[0]?.name).toBe(named[2]?.name);
    expect(named[0]?.name).not.toBe(named[1]?.name);
    expect(named[1]?.values).toEqual(['id-1', 'q']);
  });

  it('leaves other statements, and statements that may be several, unprepared', async () => {
    const { db, plain, named } = fakeDb('PostgreSQL 15.20');
    await db.executeSql(FETCH);
    await settle();
    const several = `BEGIN; ${FETCH}; COMMIT`;
    const other = 'SELECT version FROM pgboss.version';
    await db.executeSql(several);
    await db.executeSql(other);
    await db.executeSql(`${FETCH};`);
    expect(named).toEqual([]);
    expect(plain).toEqual([FETCH, several, other, `${FETCH};`]);
  });

  it('prepares nothing on PGlite, which serves every connection from one session', async () => {
    const { db, plain, named } = fakeDb('PostgreSQL 17.5 (PGlite 0.3.0) on x86_64-pc-linux-gnu');
    await db.executeSql(FETCH);
    await settle();
    await db.executeSql(FETCH);
    expect(named).toEqual([]);
    expect(plain).toEqual([FETCH, FETCH]);
  });
});
