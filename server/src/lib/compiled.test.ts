import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations } from '../db/schema/index.ts';
import { withTenant } from '../db/scoped.ts';
import { createTenant } from '../test/factories.ts';
import { useTestApp } from '../test/harness.ts';
import { type Compiled, columnsOf, compiledOnce, pairCompiled, runCompiled, splitPair } from './compiled.ts';

/**
 * Statements written once per shape: a reuse answers each run's values exactly as drizzle's own query
 * does, and a key that says less than the statement depends on fails under the tests.
 */
describe('compiled statements', () => {
  const ctx = useTestApp();

  it('answer every run as drizzle does: its values, dates and mapped fragments decoded', async () => {
    const tenant = await createTenant(ctx.database);
    await withTenant(ctx.database, tenant.id, async (tx) => {
      const ids: number[] = [];
      for (const name of ['Alder Works', 'Birch Works'])
        ids.push(
          ...(
            await tx
              .insert(organizations)
              .values({ tenantId: tenant.id, nameDba: name, aliases: [`${name} Ltd`] })
              .returning({ id: organizations.id })
          ).map((r) => r.id),
        );
      const fields = {
        id: organizations.id,
        nameDba: organizations.nameDba,
        aliases: organizations.aliases,
        createdAt: organizations.createdAt,
        length: sql<number>`length(${organizations.nameDba})`.mapWith(Number),
      };
      const owner = {};
      const build = (): Compiled => ({
        query: tx
          .select(fields)
          .from(organizations)
          .where(eq(organizations.id, sql.placeholder('id')))
          .toSQL(),
        columns: columnsOf(fields),
      });
      for (const id of ids) {
        const compiled = compiledOnce(owner, 'by-id', build);
        const [row] = await runCompiled(tx, compiled, { id });
        const [expected] = await tx.select(fields).from(organizations).where(eq(organizations.id, id));
        expect(row).toEqual(expected);
        expect(row?.createdAt).toBeInstanceOf(Date);
      }
    });
  });

  it('pair a read with a change in one statement: the read sees the row as it was, placeholders shared', async () => {
    const tenant = await createTenant(ctx.database);
    await withTenant(ctx.database, tenant.id, async (tx) => {
      const [made] = await tx
        .insert(organizations)
        .values({ tenantId: tenant.id, nameDba: 'Cedar Works' })
        .returning({ id: organizations.id });
      const fields = { id: organizations.id, nameDba: organizations.nameDba };
      const read: Compiled = {
        query: tx
          .select(fields)
          .from(organizations)
          .where(eq(organizations.id, sql.placeholder('id')))
          .toSQL(),
        columns: columnsOf(fields),
      };
      const change: Compiled = {
        query: tx
          .update(organizations)
          .set({ nameDba: sql.placeholder('name') as never })
          .where(eq(organizations.id, sql.placeholder('id')))
          .returning(fields)
          .toSQL(),
        columns: columnsOf(fields),
      };
      const pair = pairCompiled(read, change) as Compiled;
      const [row] = await runCompiled(tx, pair, { id: made?.id, name: 'Cedar Works Two' });
      expect(splitPair(row as Record<string, unknown>)).toEqual({
        before: { id: made?.id, nameDba: 'Cedar Works' },
        after: { id: made?.id, nameDba: 'Cedar Works Two' },
      });
      expect(await runCompiled(tx, pair, { id: -1, name: 'Nobody' })).toEqual([]);
      // A text with a `$` of its own is not renumbered.
      const dollar: Compiled = { query: { sql: "select '$1'", params: [] }, columns: [] };
      expect(pairCompiled(read, dollar)).toBeNull();
    });
  });

  it('fail under the tests when the key says less than the statement depends on', () => {
    const owner = {};
    const shape = (text: string) => (): Compiled => ({ query: { sql: text, params: [] }, columns: [] });
    compiledOnce(owner, 'same key', shape('select 1'));
    expect(() => compiledOnce(owner, 'same key', shape('select 1'))).not.toThrow();
    expect(() => compiledOnce(owner, 'same key', shape('select 2'))).toThrow(/depends on more than its key says/);
  });
});
