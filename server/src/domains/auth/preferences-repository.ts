import { PREFERENCES_PER_USER } from '@intel/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { userPreferences } from '../../db/schema/index.ts';
import type { Tx } from '../../db/scoped.ts';
import { badRequest } from '../../lib/http-errors.ts';

export type PreferenceRow = typeof userPreferences.$inferSelect;

/** The caller's own preference: the user id is always the session's, never one from the request. */
export async function findPreference(
  tx: Tx,
  tenantId: number,
  userId: number,
  key: string,
): Promise<PreferenceRow | undefined> {
  const [row] = await tx
    .select()
    .from(userPreferences)
    .where(
      and(eq(userPreferences.tenantId, tenantId), eq(userPreferences.userId, userId), eq(userPreferences.key, key)),
    )
    .limit(1);
  return row;
}

/** The caller's preferences whose key starts with `prefix`, by key. */
export async function listPreferences(tx: Tx, tenantId: number, userId: number, prefix = ''): Promise<PreferenceRow[]> {
  return tx
    .select()
    .from(userPreferences)
    .where(
      and(
        eq(userPreferences.tenantId, tenantId),
        eq(userPreferences.userId, userId),
        sql`starts_with(${userPreferences.key}, ${prefix})`,
      ),
    )
    .orderBy(asc(userPreferences.key))
    .limit(PREFERENCES_PER_USER);
}

/** Creates or replaces one preference; a new key past PREFERENCES_PER_USER is refused (400). */
export async function savePreference(
  tx: Tx,
  tenantId: number,
  userId: number,
  key: string,
  value: unknown,
): Promise<PreferenceRow> {
  if (!(await findPreference(tx, tenantId, userId, key))) {
    const [n] = await tx
      .select({ n: count() })
      .from(userPreferences)
      .where(and(eq(userPreferences.tenantId, tenantId), eq(userPreferences.userId, userId)));
    if ((n?.n ?? 0) >= PREFERENCES_PER_USER)
      throw badRequest(
        `You have ${PREFERENCES_PER_USER} saved preferences, the most kept: reset a table's columns to make room.`,
      );
  }
  const [row] = await tx
    .insert(userPreferences)
    .values({ tenantId, userId, key, value })
    .onConflictDoUpdate({
      target: [userPreferences.tenantId, userPreferences.userId, userPreferences.key],
      set: { value, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}
