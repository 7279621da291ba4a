import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import { withTenant } from '../../db/scoped.ts';
import { databaseStorage } from './database.ts';
import { s3Storage } from './s3.ts';
import { type FileStorage, uploadKey } from './types.ts';

export type { FileStorage } from './types.ts';
export { uploadKey } from './types.ts';

/** The configured backend: S3-compatible storage when S3_BUCKET is set, else the database. */
export async function openStorage(config: Pick<Config, 's3'>, database: Database): Promise<FileStorage> {
  if (!config.s3) return databaseStorage(database);
  const s3 = s3Storage(config.s3);
  await s3.ensureBucket();
  return s3;
}

/**
 * Uploads written to the local DATA_DIR/uploads/{tenant}/{sha256} by earlier versions move into the
 * configured backend; each local file is removed once stored, so a second start has nothing to do
 * and a start interrupted half-way resumes where it stopped. Returns how many files moved.
 */
export async function migrateLocalUploads(dataDir: string, storage: FileStorage): Promise<number> {
  const root = path.join(dataDir, 'uploads');
  let tenants: string[];
  try {
    tenants = await readdir(root);
  } catch {
    return 0;
  }
  let moved = 0;
  for (const tenant of tenants) {
    const tenantId = Number(tenant);
    if (!Number.isSafeInteger(tenantId) || tenantId <= 0) continue;
    const dir = path.join(root, tenant);
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      if (!/^[0-9a-f]{64}$/.test(name)) continue;
      try {
        await storage.put(tenantId, uploadKey(tenantId, name), await readFile(path.join(dir, name)));
      } catch {
        // A tenant deleted since (its rows are gone): the file stays where it is, the start goes on.
        continue;
      }
      // Another instance sharing DATA_DIR may be moving the same files: already gone is fine.
      await rm(path.join(dir, name), { force: true });
      moved++;
    }
    await rmdir(dir).catch(() => {});
  }
  await rmdir(root).catch(() => {});
  return moved;
}

/**
 * Deletes the stored bytes of `keys` that no file row of the tenant holds any more, once the
 * deletion of those rows committed. In the database the bytes went with the rows, in the same
 * transaction (db/delete-triggers.ts); in S3 they go here.
 */
export async function releaseStoredFiles(
  storage: FileStorage,
  database: Database,
  tenantId: number,
  keys: string[],
): Promise<void> {
  if (storage.kind === 'database' || keys.length === 0) return;
  const held = await withTenant(database, tenantId, (tx) =>
    tx
      .selectDistinct({ key: files.storageKey })
      .from(files)
      .where(and(eq(files.tenantId, tenantId), inArray(files.storageKey, keys))),
  );
  const still = new Set(held.map((h) => h.key));
  for (const key of new Set(keys)) if (!still.has(key)) await storage.delete(tenantId, key);
}
