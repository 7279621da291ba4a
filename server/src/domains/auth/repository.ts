import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
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
export async function principalForToken(tx: Tx, tenantId: number, tokenHash: string): Promise<Principal | null> {
  const [row] = await tx
    .select({
      userId: users.id,
      email: users.email,
      isAdmin: users.isAdmin,
      isResearch: users.isResearch,
      isTenantAdmin: users.isTenantAdmin,
      disabled: users.disabled,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId)))
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!row || row.disabled) return null;
  return {
    userId: row.userId,
    email: row.email,
    isAdmin: row.isAdmin,
    isResearch: row.isResearch,
    isTenantAdmin: row.isTenantAdmin,
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

export async function recordLoginFailure(tx: Tx, tenantId: number, email: string, address: string) {
  await tx.insert(loginFailures).values({ tenantId, email: email.toLowerCase(), address });
}

export async function recentFailures(tx: Tx, tenantId: number, email: string, address: string) {
  const since = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;
  const [byEmail] = await tx
    .select({ n: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.tenantId, tenantId),
        eq(loginFailures.email, email.toLowerCase()),
        gt(loginFailures.at, since(15 * 60_000)),
      ),
    );
  const [byAddress] = await tx
    .select({ n: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.tenantId, tenantId),
        eq(loginFailures.address, address),
        gt(loginFailures.at, since(60 * 60_000)),
      ),
    );
  return { byEmail: Number(byEmail?.n ?? 0), byAddress: Number(byAddress?.n ?? 0) };
}
