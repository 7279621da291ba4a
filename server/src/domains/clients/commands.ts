import type { TClientCreate, TClientPatch } from '@intel/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clients, entityCounts, users } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/http-errors.ts';
import { endTenantSessions } from '../auth/repository.ts';
import { hashPassword } from '../auth/tokens.ts';
import { type ClientRow, clientValues } from './presenters.ts';
import { actAsTenant, loadClient, subdomainTaken, withPlatform } from './repository.ts';

/** Who asks: the tenant they are signed in to, and which subdomain is the default tenant. */
export type TenantCaller = { tenantId: number; defaultTenant: string };

const taken = (subdomain: string) =>
  conflict(`The subdomain "${subdomain}" is taken.`, { subdomain: ['This subdomain is taken: choose another.'] });

/**
 * Creates a tenant with its settings and its first admin user, in one transaction: either both
 * exist afterwards or neither. The admin gets the admin and research roles, never tenant admin.
 */
export async function createTenantWithAdmin(
  database: Database,
  caller: TenantCaller,
  input: TClientCreate,
): Promise<ClientRow> {
  const passwordHash = await hashPassword(input.admin_password);
  return withPlatform(database, caller.tenantId, async (tx) => {
    if (await subdomainTaken(tx, input.subdomain)) throw taken(input.subdomain);
    const { admin_email: _e, admin_password: _p, ...fields } = input;
    const [row] = await tx
      .insert(clients)
      .values({ ...clientValues(fields), subdomain: input.subdomain, name: input.name })
      .returning();
    if (!row) throw new Error('tenant insert returned no row');
    await actAsTenant(tx, row.id);
    await tx.insert(users).values({
      tenantId: row.id,
      email: input.admin_email,
      passwordHash,
      isAdmin: true,
      isResearch: true,
    });
    await actAsTenant(tx, caller.tenantId);
    return row;
  });
}

/**
 * Changes a tenant's settings, subdomain or disabled flag. The caller's own tenant and the default
 * tenant can be neither disabled nor renamed: that would lock the tenant admins out. Disabling ends
 * every session of the tenant in the same transaction.
 */
export async function updateTenant(
  database: Database,
  caller: TenantCaller,
  id: number,
  input: TClientPatch,
): Promise<{ before: ClientRow; after: ClientRow }> {
  return withPlatform(database, caller.tenantId, async (tx) => {
    const before = await loadClient(tx, id);
    const isDefault = before.subdomain === caller.defaultTenant;
    const isCurrent = before.id === caller.tenantId;
    if (input.disabled === true && !before.disabled && (isDefault || isCurrent)) {
      throw badRequest(
        isCurrent ? 'You cannot disable the tenant you are signed in to.' : 'The default tenant cannot be disabled.',
        { disabled: ['Tenant admins would lose their way in.'] },
      );
    }
    if (input.subdomain !== undefined && input.subdomain !== before.subdomain) {
      if (isDefault || isCurrent) {
        throw badRequest(
          isCurrent
            ? 'You cannot change the subdomain of the tenant you are signed in to.'
            : 'The default tenant’s subdomain cannot change.',
          { subdomain: ['Keep the current subdomain.'] },
        );
      }
      if (await subdomainTaken(tx, input.subdomain, id)) throw taken(input.subdomain);
    }
    const [after] = await tx
      .update(clients)
      .set({ ...clientValues(input, before.settings), updatedAt: sql`now()` })
      .where(eq(clients.id, id))
      .returning();
    if (!after) throw new Error('tenant update returned no row');
    if (after.disabled && !before.disabled) {
      // Disabled for good: its sessions end with it, and enabling it again revives none.
      await actAsTenant(tx, id);
      await endTenantSessions(tx, id);
      await actAsTenant(tx, caller.tenantId);
    }
    return { before, after };
  });
}

/**
 * Deletes a tenant and everything it owns (every tenant table cascades from `clients`), plus its
 * maintained counts, which have no foreign key. Not the caller's own tenant, not the default one.
 */
export async function deleteTenant(database: Database, caller: TenantCaller, id: number): Promise<ClientRow> {
  return withPlatform(database, caller.tenantId, async (tx) => {
    const row = await loadClient(tx, id);
    if (row.id === caller.tenantId) throw badRequest('You cannot delete the tenant you are signed in to.');
    if (row.subdomain === caller.defaultTenant) throw badRequest('The default tenant cannot be deleted.');
    // As the deleted tenant: the count triggers on the cascaded deletes write that tenant's counts.
    await actAsTenant(tx, id);
    await tx.delete(clients).where(eq(clients.id, id));
    await tx.delete(entityCounts).where(eq(entityCounts.tenantId, id));
    await actAsTenant(tx, caller.tenantId);
    return row;
  });
}
