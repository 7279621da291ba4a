import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fileContents } from '../../db/schema/index.ts';
import { withTenant } from '../../db/scoped.ts';
import type { FileStorage } from './types.ts';

/**
 * Uploads in the `file_contents` table (the default): nothing to set up, backed up with the data,
 * and row-level security keeps each tenant's bytes to itself like every other tenant table.
 */
export function databaseStorage(database: Database): FileStorage {
  return {
    kind: 'database',
    async put(tenantId, key, bytes) {
      await withTenant(database, tenantId, (tx) =>
        tx.insert(fileContents).values({ tenantId, storageKey: key, bytes }).onConflictDoNothing(),
      );
    },
    async get(tenantId, key) {
      const [row] = await withTenant(database, tenantId, (tx) =>
        tx
          .select({ bytes: fileContents.bytes })
          .from(fileContents)
          .where(and(eq(fileContents.tenantId, tenantId), eq(fileContents.storageKey, key))),
      );
      return row ? row.bytes : null;
    },
    async delete(tenantId, key) {
      await withTenant(database, tenantId, (tx) =>
        tx.delete(fileContents).where(and(eq(fileContents.tenantId, tenantId), eq(fileContents.storageKey, key))),
      );
    },
  };
}
