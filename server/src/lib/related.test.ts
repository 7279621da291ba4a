import { describe, expect, it } from 'vitest';
import type { Ctx } from '../db/ctx.ts';
import { withTenant } from '../db/scoped.ts';
import { ledgerResource } from '../domains/curation/ledger.ts';
import { organizationResource } from '../domains/curation/organizations.ts';
import { personResource } from '../domains/curation/people.ts';
import { libraryResource } from '../domains/library/library.ts';
import { ANONYMOUS, type Principal } from '../policies/principal.ts';
import { seedRecords } from '../seed/records.ts';
import { createTenant } from '../test/factories.ts';
import { useTestApp } from '../test/harness.ts';
import { baseWhere, type ResourceDef } from './resource-def.ts';
import { readVisible } from './resource-read.ts';

// biome-ignore lint/suspicious/noExplicitAny: resources of every record type
type AnyDef = ResourceDef<any, any, any>;

/**
 * The list and detail routes read a record's children in the same statement as its row; rows read
 * without them (`select()` alone) load them in one statement in `present`. Both must answer the same.
 */
describe('related values', () => {
  const ctx = useTestApp(() => ({ runWorkers: false }));
  const principals: Record<string, Principal> = {
    anonymous: ANONYMOUS,
    reader: { ...ANONYMOUS, userId: 1, email: 'reader@example.com' },
    admin: { ...ANONYMOUS, userId: 2, email: 'admin@example.com', isAdmin: true, isResearch: true },
  };

  it('are the same read with the rows or loaded afterwards, for every caller', async () => {
    const tenant = await createTenant(ctx.database);
    await withTenant(ctx.database, tenant.id, (tx) => seedRecords(tx, tenant.id, 'Related'));
    for (const def of [organizationResource, personResource, libraryResource, ledgerResource] as AnyDef[]) {
      for (const [who, principal] of Object.entries(principals)) {
        await withTenant(ctx.database, tenant.id, async (tx) => {
          const c: Ctx = { tx, tenantId: tenant.id, principal, userId: principal.userId };
          const bare = await tx.select().from(def.table).where(baseWhere(def, c));
          const read = [];
          for (const row of bare) read.push(await readVisible(def, c, row.id as number));
          expect(bare.length, `${def.path} as ${who}`).toBeGreaterThan(0);
          expect(await def.present(bare, c), `${def.path} as ${who}`).toEqual(await def.present(read, c));
        });
      }
    }
  });
});
