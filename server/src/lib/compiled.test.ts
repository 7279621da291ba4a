import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations } from '../db/schema/index.ts';
import { withTenant } from '../db/scoped.ts';
import { createTenant } from '../test/factories.ts';
import { useTestApp } from '../test/harness.ts';
import { type Compiled, columnsOf, compiledOnce, runCompiled } from './compiled.ts';

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

  it('fail under the tests when the key says less than the statement depends on', () => {
    const owner = {};
    const shape = (text: string) => (): Compiled => ({ query: { sql: text, params: [] }, columns: [] });
    compiledOnce(owner, 'same key', shape('select 1'));
    expect(() => compiledOnce(owner, 'same key', shape('select 1'))).not.toThrow();
    expect(() => compiledOnce(owner, 'same key', shape('select 2'))).toThrow(/depends on more than its key says/);
  });
});
