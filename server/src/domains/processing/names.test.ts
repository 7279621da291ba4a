import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { withTenant } from '../../db/scoped.ts';
import { createTenant } from '../../test/factories.ts';
import { nameGrams, occurrenceFinder } from '../reading/recognise.ts';
import { MAX_SAME_NAME, NameIndex } from './names.ts';
import { TrigramIndex, trigramKeys, trigramSimilarity, trigramsOf } from './trigrams.ts';

describe('known names in memory', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: inject('databaseUrl'), dataDir: '', poolSize: 2 });
  });
  afterAll(() => database.pool.end());

  const known = async (index: NameIndex, tenantId: number, text: string) => {
    await index.ready(tenantId);
    const found = await withTenant(database, tenantId, (tx) => index.known(tx, tenantId, new Set(nameGrams(text))));
    return found.known.map((k) => `${k.type}:${k.id}`).sort();
  };

  /** `known` as processing asks: with the text's occurrences, so that names inside longer ones are not read. */
  const knownInText = async (index: NameIndex, tenantId: number, text: string) => {
    await index.ready(tenantId);
    const found = await withTenant(database, tenantId, (tx) =>
      index.known(tx, tenantId, new Set(nameGrams(text)), occurrenceFinder(text)),
    );
    return { ids: found.known.map((k) => `${k.type}:${k.id}`).sort(), hidden: found.hidden };
  };
  const insertOrgs = (tenantId: number, names: string[]) =>
    withTenant(database, tenantId, async (tx) => {
      const { rows } = await tx.execute(
        sql`insert into organizations (tenant_id, name_dba) select ${tenantId}, n from unnest(${sql.param(names)}::text[]) with ordinality as x(n, i) order by i returning id`,
      );
      return (rows as { id: number }[]).map((r) => Number(r.id));
    });

  it('does not read records whose name the text has only inside a longer known name', async () => {
    const tenant = await createTenant(database);
    const [outer, inner, lab] = await insertOrgs(tenant.id, ['Global Widgets Partners', 'Global', 'Widgets Lab']);
    const index = new NameIndex(database);
    const text = 'Global Widgets Partners hired Widgets Lab.';
    expect(await knownInText(index, tenant.id, text)).toEqual({
      ids: [`Organization:${outer}`, `Organization:${lab}`].sort(),
      hidden: ['global'],
    });
    // Where the shorter name also stands on its own, it is read.
    expect((await knownInText(index, tenant.id, `${text} Global said so.`)).ids).toContain(`Organization:${inner}`);
  });

  it('reads a shorter name after all when the longer name around it belongs to no record any more', async () => {
    const tenant = await createTenant(database);
    const [renamed, inner] = await insertOrgs(tenant.id, ['Alder Brook Mining', 'Brook Mining']);
    const index = new NameIndex(database);
    expect((await knownInText(index, tenant.id, 'Alder Brook Mining grew.')).ids).toEqual([`Organization:${renamed}`]);
    // The index keeps the old name until it is rebuilt: it no longer hides the shorter one.
    await withTenant(database, tenant.id, (tx) =>
      tx.execute(sql`update organizations set name_dba = 'Cedar Quarry', updated_at = now() where id = ${renamed}`),
    );
    expect(await knownInText(index, tenant.id, 'Alder Brook Mining grew.')).toEqual({
      ids: [`Organization:${inner}`],
      hidden: [],
    });
  });

  it('finds records written after it was built, and forgets old names of renamed ones', async () => {
    const tenant = await createTenant(database);
    const other = await createTenant(database);
    const insertOrg = (tenantId: number, name: string, aliases: string[] = []) =>
      withTenant(database, tenantId, async (tx) => {
        const { rows } = await tx.execute(
          sql`insert into organizations (tenant_id, name_dba, aliases) values (${tenantId}, ${name}, ${sql.param(aliases)}::text[]) returning id`,
        );
        return Number((rows[0] as { id: number }).id);
      });
    const first = await insertOrg(tenant.id, 'Quillon Dynamics', ['QD Labs']);
    await insertOrg(other.id, 'Borealis Salt');
    const index = new NameIndex(database);
    expect(await known(index, tenant.id, 'Quillon Dynamics and QD Labs met Borealis Salt.')).toEqual([
      `Organization:${first}`,
    ]);

    const second = await insertOrg(tenant.id, 'Borealis Salt');
    const person = await withTenant(database, tenant.id, async (tx) => {
      const { rows } = await tx.execute(
        sql`insert into people (tenant_id, name_given, name_family) values (${tenant.id}, 'Irma', 'Vandeleur') returning id`,
      );
      return Number((rows[0] as { id: number }).id);
    });
    expect(await known(index, tenant.id, 'Borealis Salt hired Irma Vandeleur.')).toEqual(
      [`Organization:${second}`, `Person:${person}`].sort(),
    );

    await withTenant(database, tenant.id, (tx) =>
      tx.execute(
        sql`update organizations set name_dba = 'Quillon Systems', aliases = '{}', updated_at = now() where tenant_id = ${tenant.id} and id = ${first}`,
      ),
    );
    expect(await known(index, tenant.id, 'Quillon Dynamics, formerly QD Labs.')).toEqual([]);
    expect(await known(index, tenant.id, 'Quillon Systems grew.')).toEqual([`Organization:${first}`]);
  });

  it('computes similarity as pg_trgm does, and the index finds every name above a threshold', async () => {
    const pairs = [
      ['acme robotics', 'Acme Robotics GmbH'],
      ['acmee robotix', 'Acme Robotics'],
      ['janet doe', 'Jane Doe'],
      ['societe generale', 'Société Générale'],
      ['global capital partners', 'Global Capital'],
      ['x', 'y'],
      ['o brien & sons', "O'Brien and Sons"],
    ];
    for (const [a, b] of pairs) {
      const { rows } = await database.pool.query<{ s: number }>('select similarity($1, $2) as s', [a, b]);
      expect(trigramSimilarity(a as string, b as string)).toBeCloseTo(Number(rows[0]?.s), 5);
    }
    const index = new TrigramIndex();
    pairs.forEach(([, b], i) => {
      index.add(i, b as string);
    });
    index.compact();
    index.add(99, 'Acme Robotic');
    const hits = index.search('acme robotics', 0.5, 10);
    expect(hits.map((h) => h.id)).toEqual([1, 99, 0]);
    for (const h of hits) expect(h.similarity).toBeGreaterThanOrEqual(0.5);
  });

  it('finds what counting every posting list finds, walking only the shortest ones', () => {
    // Names from a few common words (long lists) and rare ones, searched at both thresholds processing uses.
    const common = ['capital', 'global', 'partners', 'group', 'holdings'];
    const rare = ['quillon', 'tarnwick', 'borealis', 'meridian', 'halvorsen', 'okafor', 'lindqvist', 'vale'];
    let seed = 7;
    const pick = <T>(list: T[]) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return list[seed % list.length] as T;
    };
    const names = Array.from({ length: 3000 }, () => `${pick(rare)} ${pick(common)} ${pick([...common, ...rare])}`);
    const index = new TrigramIndex();
    names.forEach((name, id) => {
      index.add(id, name);
    });
    index.compact();
    let total = 0;
    for (const [query, threshold] of [
      ['meridian capital group', 0.5],
      ['global partners', 0.4],
      ['okafor holdings capital', 0.5],
      ['vale', 0.5],
      ['lindqvst globl partnrs', 0.4],
    ] as const) {
      const expected = names
        .map((name, id) => ({ id, similarity: trigramSimilarity(query, name) }))
        .filter((h) => h.similarity >= threshold)
        .sort((a, b) => b.similarity - a.similarity || a.id - b.id)
        .slice(0, 10);
      const found = index.search(query, threshold, 10);
      expect(
        found.map((h) => h.id),
        query,
      ).toEqual(expected.map((h) => h.id));
      for (const [i, h] of found.entries()) expect(h.similarity).toBeCloseTo(expected[i]?.similarity ?? -1, 9);
      total += found.length;
    }
    expect(total).toBeGreaterThan(20);
  });

  it('keys the index by the same trigrams pg_trgm takes (ASCII packed, accents, other scripts, astral)', () => {
    const decode = (k: number | string) =>
      typeof k === 'string' ? k : String.fromCharCode((k >> 14) & 127, (k >> 7) & 127, k & 127);
    for (const name of [
      'Acme Robotics GmbH',
      'Société Générale',
      'O’Brien & Sons',
      '北京 字节跳动',
      'Ümit 𝔸cme',
      'aaa aaa',
      '',
    ]) {
      expect(trigramKeys(name).map(decode).sort(), name).toEqual(trigramsOf(name).sort());
    }
  });

  it('links at most MAX_SAME_NAME records that share one name (fan-out cap)', async () => {
    const tenant = await createTenant(database);
    await withTenant(database, tenant.id, (tx) =>
      tx.execute(sql`insert into people (tenant_id, name_given, name_family)
                     select ${tenant.id}, 'Thomas', 'Smith' from generate_series(1, ${MAX_SAME_NAME * 3})`),
    );
    const index = new NameIndex(database);
    const found = await known(index, tenant.id, 'Thomas Smith joined the board.');
    expect(found).toHaveLength(MAX_SAME_NAME);
  });
});
