import { sql } from 'drizzle-orm';
import { openInTransaction, type Tx } from '../../db/scoped.ts';

/**
 * Serialises the write phase of one tenant's jobs (several at a time, several processes) with other writers of
 * what processing maintains: no deadlock between upserts, no count moved twice.
 */
const WRITE_LOCK = 4;

/** Serialises writers of one tenant's processing results (jobs, deletions of raw data). */
export async function lockProcessingWrites(tx: Tx, tenantId: number) {
  // First in its transaction (a job's writes): the lock goes with BEGIN, no round trip of its own.
  if (
    Number.isSafeInteger(tenantId) &&
    openInTransaction(tx, `select pg_advisory_xact_lock(${WRITE_LOCK}, ${tenantId}::int)`)
  )
    return;
  await tx.execute(sql`select pg_advisory_xact_lock(${WRITE_LOCK}, ${tenantId}::int)`);
}
