import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTenant } from '../test/factories.ts';
import { useTestApp } from '../test/harness.ts';
import { pgMessage } from '../test/pg-message.ts';
import { withTenant } from './scoped.ts';

/**
 * A raw data item's rows (its links, contacts and evidence: migration 0022) keep their tenant through their key
 * to `raw_data (tenant_id, id)` alone: a row of one tenant cannot point at another tenant's item, and deleting
 * the tenant deletes them.
 */
describe("a raw data item's rows", () => {
  const ctx = useTestApp();

  const newItem = (tenantId: number) =>
    withTenant(ctx.database, tenantId, async (tx) => {
      const { rows } = await tx.execute(
        sql`insert into raw_data (tenant_id, title) values (${tenantId}, 'x') returning id`,
      );
      return Number(rows[0]?.id);
    });

  it("cannot point at another tenant's item", async () => {
    const a = await createTenant(ctx.database);
    const b = await createTenant(ctx.database);
    const theirs = await newItem(b.id);
    const writes = [
      sql`insert into raw_data_entities (tenant_id, raw_data_id, entity_type, entity_id) values (${a.id}, ${theirs}, 'Person', 1)`,
      sql`insert into raw_data_contacts (tenant_id, raw_data_id, kind, value) values (${a.id}, ${theirs}, 'email', 'x@example.com')`,
    ];
    for (const write of writes)
      expect(await pgMessage(withTenant(ctx.database, a.id, (tx) => tx.execute(write)))).toMatch(
        /violates foreign key constraint .*raw_data_id/,
      );
    const evidence = withTenant(ctx.database, a.id, async (tx) => {
      const { rows } = await tx.execute(sql`
        insert into suggested_entities (tenant_id, kind, name, normalized_name)
        values (${a.id}, 'person', 'Jane Doe', 'jane doe') returning id`);
      await tx.execute(sql`
        insert into suggested_entity_evidence (tenant_id, suggested_entity_id, raw_data_id, snippet, start_offset, end_offset)
        values (${a.id}, ${Number(rows[0]?.id)}, ${theirs}, 'Jane Doe', 0, 8)`);
    });
    expect(await pgMessage(evidence)).toMatch(/violates foreign key constraint .*raw_data_id/);
  });

  it('go with their tenant', async () => {
    const a = await createTenant(ctx.database);
    const mine = await newItem(a.id);
    await withTenant(ctx.database, a.id, (tx) =>
      tx.execute(sql`
        with links as (
          insert into raw_data_entities (tenant_id, raw_data_id, entity_type, entity_id) values (${a.id}, ${mine}, 'Person', 1))
        insert into raw_data_contacts (tenant_id, raw_data_id, kind, value) values (${a.id}, ${mine}, 'email', 'x@example.com')`),
    );
    const count = () =>
      withTenant(ctx.database, a.id, async (tx) => {
        const { rows } = await tx.execute(sql`
          select (select count(*)::int from raw_data_entities) + (select count(*)::int from raw_data_contacts) as n`);
        return rows[0]?.n;
      });
    expect(await count()).toBe(2);
    await ctx.database.db.execute(sql`delete from clients where id = ${a.id}`);
    expect(await count()).toBe(0);
  });
});
