import { and, count, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { loginFailures, sessions, users } from '../../db/schema/index.ts';
import type { Tx } from '../../db/scoped.ts';
import type { Principal } from '../../policies/principal.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(tx: Tx, tenantId: number, email: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row;
}

export async function findUserById(tx: Tx, tenantId: number, id: number): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
    .limit(1);
  return row;
}

/** The principal behind a live session, or null when the token is unknown, expired or its user disabled. */
export async function principalForToken(
  tx: Tx,
  tenantId: number,
  tokenHash: string,
): Promise<{ principal: Principal; expiresAt: Date } | null> {
  const [row] = await tx
    .select({
      userId: users.id,
      email: users.email,
      isAdmin: users.isAdmin,
      isResearch: users.isResearch,
      isTenantAdmin: users.isTenantAdmin,
      disabled: users.disabled,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId)))
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!row || row.disabled) return null;
  return {
    principal: {
      userId: row.userId,
      email: row.email,
      isAdmin: row.isAdmin,
      isResearch: row.isResearch,
      isTenantAdmin: row.isTenantAdmin,
    },
    expiresAt: row.expiresAt,
  };
}

export async function createSession(tx: Tx, tenantId: number, userId: number, tokenHash: string, ttlMs: number) {
  await tx.insert(sessions).values({ tenantId, userId, tokenHash, expiresAt: new Date(Date.now() + ttlMs) });
  await tx
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  await tx
    .delete(sessions)
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId), lt(sessions.expiresAt, sql`now()`)));
}

export async function deleteSession(tx: Tx, tenantId: number, tokenHash: string) {
  await tx.delete(sessions).where(and(eq(sessions.tenantId, tenantId), eq(sessions.tokenHash, tokenHash)));
}

/** Ends every session of a user except `keepTokenHash` (the caller's own, when they changed their own password). */
export async function endSessionsOf(tx: Tx, tenantId: number, userId: number, keepTokenHash?: string | null) {
  await tx
    .delete(sessions)
    .where(
      and(
        eq(sessions.tenantId, tenantId),
        eq(sessions.userId, userId),
        keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined,
      ),
    );
}

/** Records one failed (or not yet checked) login; answers its id. */
export async function recordLoginFailure(tx: Tx, tenantId: number, email: string, address: string): Promise<number> {
  const [row] = await tx
    .insert(loginFailures)
    .values({ tenantId, email: email.toLowerCase(), address })
    .returning({ id: loginFailures.id });
  return row?.id ?? 0;
}

/** An attempt whose password proved right is not a failure. */
export async function forgetLoginFailure(tx: Tx, tenantId: number, id: number) {
  await tx.delete(loginFailures).where(and(eq(loginFailures.tenantId, tenantId), eq(loginFailures.id, id)));
}

/**
 * Serialises login attempts per account and per address until the transaction ends (two lock
 * spaces, always taken in the same order, so two attempts cannot deadlock).
 */
export async function lockAttempts(tx: Tx, tenantId: number, email: string, address: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(1, hashtext(${`${tenantId}:${email.toLowerCase()}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(2, hashtext(${`${tenantId}:${address}`}))`);
}

/** Failed logins in the throttle windows: this account from this address, from anywhere, and this address on any account. */
export async function recentFailures(tx: Tx, tenantId: number, email: string, address: string) {
  const since = (ms: number) => gt(loginFailures.at, sql`now() - make_interval(secs => ${ms / 1000})`);
  const account = and(eq(loginFailures.tenantId, tenantId), eq(loginFailures.email, email.toLowerCase()));
  const [byAccount] = await tx
    .select({
      n: count(),
      fromHere: sql<number>`count(*) filter (where ${loginFailures.address} = ${address})`,
    })
    .from(loginFailures)
    .where(and(account, since(15 * 60_000)));
  const [byAddress] = await tx
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.tenantId, tenantId), eq(loginFailures.address, address), since(60 * 60_000)));
  return {
    byAccountAndAddress: Number(byAccount?.fromHere ?? 0),
    byAccount: Number(byAccount?.n ?? 0),
    byAddress: Number(byAddress?.n ?? 0),
  };
}

/**
 * Ends every session of a tenant for good (its tenant is being disabled): they expire now and are
 * kept, so that their users can be told why they are out (`wasSessionOf`); enabling the tenant again
 * revives none.
 */
export async function endTenantSessions(tx: Tx, tenantId: number): Promise<void> {
  await tx
    .update(sessions)
    .set({ expiresAt: sql`least(${sessions.expiresAt}, now())` })
    .where(and(eq(sessions.tenantId, tenantId), gt(sessions.expiresAt, sql`now()`)));
}

/** Whether the token was ever a session of the tenant (expired or ended ones too, until pruned). */
export async function wasSessionOf(tx: Tx, tenantId: number, tokenHash: string): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql`1` })
    .from(sessions)
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.tokenHash, tokenHash)))
    .limit(1);
  return !!row;
}
