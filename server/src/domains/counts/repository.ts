import { ENTITY_KINDS, type TEntityCounts, type TKindCount } from '@intel/contracts';
import { eq, sql } from 'drizzle-orm';
import { entityCounts } from '../../db/schema/index.ts';
import type { Tx } from '../../db/scoped.ts';

export type CountsView = 'teaser' | 'paywall' | 'admin';

/**
 * Reads the maintained counts (one indexed read of at most 17×3×8 rows) and shapes them for the
 * caller: `teaser` (anonymous home cards: public and paywall numbers), `paywall` (logged in),
 * `admin` (adds hidden_count). Research users see the same as paywall users: SPEC §6 keeps
 * hidden counts for admins.
 */
export async function readCounts(tx: Tx, tenantId: number, view: CountsView): Promise<TEntityCounts> {
  return shapeCounts(await readCountRows(tx, tenantId), view);
}

export type CountRow = { kind: string; visibility: string; n: number | string };

/** The tenant's counts, each the sum of its shards (db/counted.ts `COUNT_SHARDS`). */
export function readCountRows(tx: Tx, tenantId: number): Promise<CountRow[]> {
  return tx
    .select({ kind: entityCounts.kind, visibility: entityCounts.visibility, n: sql<string>`sum(${entityCounts.n})` })
    .from(entityCounts)
    .where(eq(entityCounts.tenantId, tenantId))
    .groupBy(entityCounts.kind, entityCounts.visibility);
}

export function shapeCounts(rows: CountRow[], view: CountsView): TEntityCounts {
  const result = {} as TEntityCounts;
  for (const kind of ENTITY_KINDS) {
    const entry: TKindCount = { public_count: 0, paywall_count: 0 };
    if (view === 'admin') entry.hidden_count = 0;
    result[kind] = entry;
  }
  for (const row of rows) {
    const entry = result[row.kind as keyof TEntityCounts];
    if (!entry) continue;
    const n = Number(row.n);
    if (row.visibility === 'public') entry.public_count += n;
    else if (row.visibility === 'paywalled') entry.paywall_count = (entry.paywall_count ?? 0) + n;
    else if (row.visibility === 'hidden' && view === 'admin') entry.hidden_count = (entry.hidden_count ?? 0) + n;
  }
  return result;
}
