import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/scoped.ts';

/**
 * Serialises the write phase of one tenant's jobs (several at a time, several processes) with other writers of
 * what processing maintains: no deadlock between upserts, no count moved twice.
 */
const WRITE_LOCK = 4;

/** Serialises writers of one tenant's processing results (jobs, deletions of raw data). */
export async function lockProcessingWrites(tx: Tx, tenantId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${WRITE_LOCK}, ${tenantId}::int)`);
}
