import { API_TOKEN_PREFIX } from '@intel/contracts';
import { and, count, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { apiTokens, users } from '../../db/schema/index.ts';
import type { Tx } from '../../db/scoped.ts';
import type { Principal } from '../../policies/principal.ts';
import { hashToken, newToken } from '../auth/tokens.ts';

export type ApiTokenRow = typeof apiTokens.$inferSelect;
export type TenantApiTokenRow = ApiTokenRow & { userEmail: string };

/** A token that never expires is still checked again by the auth cache after this long. */
const NEVER = new Date('9999-12-31T00:00:00Z');

export const isApiToken = (token: string) => token.startsWith(API_TOKEN_PREFIX);

/** A new secret: the prefix and 256 random bits. */
export function newApiToken(): string {
  return `${API_TOKEN_PREFIX}${newToken()}`;
}

const live = (tenantId: number) =>
  and(
    eq(apiTokens.tenantId, tenantId),
    or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)),
    eq(users.disabled, false),
  );

/**
 * The principal behind an API token: its owner's roles as they are now (a demoted owner's tokens
 * shrink at once), marked as a token's. Null when unknown, revoked, expired or the owner disabled.
 */
export async function principalForApiToken(
  tx: Tx,
  tenantId: number,
  tokenHash: string,
): Promise<{ principal: Principal; expiresAt: Date } | null> {
  const [row] = await tx
    .select({
      id: apiTokens.id,
      readOnly: apiTokens.readOnly,
      expiresAt: apiTokens.expiresAt,
      userId: users.id,
      email: users.email,
      isAdmin: users.isAdmin,
      isResearch: users.isResearch,
      isTenantAdmin: users.isTenantAdmin,
    })
    .from(apiTokens)
    .innerJoin(users, and(eq(users.tenantId, apiTokens.tenantId), eq(users.id, apiTokens.userId)))
    .where(and(live(tenantId), eq(apiTokens.tokenHash, tokenHash)))
    .limit(1);
  if (!row) return null;
  return {
    principal: {
      userId: row.userId,
      email: row.email,
      isAdmin: row.isAdmin,
      isResearch: row.isResearch,
      isTenantAdmin: row.isTenantAdmin,
      apiToken: { id: row.id, readOnly: row.readOnly },
    },
    expiresAt: row.expiresAt ?? NEVER,
  };
}

/** The roles of the live tokens among `hashes` (the live-event streams' re-check, events/session-watch.ts). */
export async function liveApiTokenRoles(tx: Tx, tenantId: number, hashes: string[]) {
  if (!hashes.length) return [];
  return tx
    .select({
      tokenHash: apiTokens.tokenHash,
      isAdmin: users.isAdmin,
      isResearch: users.isResearch,
      isTenantAdmin: users.isTenantAdmin,
    })
    .from(apiTokens)
    .innerJoin(users, and(eq(users.tenantId, apiTokens.tenantId), eq(users.id, apiTokens.userId)))
    .where(and(live(tenantId), inArray(apiTokens.tokenHash, hashes)));
}

/** Whether the token was ever one of the tenant's (a disabled tenant tells its own users why they are out). */
export async function wasApiTokenOf(tx: Tx, tenantId: number, tokenHash: string): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql`1` })
    .from(apiTokens)
    .where(and(eq(apiTokens.tenantId, tenantId), eq(apiTokens.tokenHash, tokenHash)))
    .limit(1);
  return !!row;
}

export async function listOwnTokens(tx: Tx, tenantId: number, userId: number): Promise<ApiTokenRow[]> {
  return tx
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.tenantId, tenantId), eq(apiTokens.userId, userId)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

export async function countOwnLiveTokens(tx: Tx, tenantId: number, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.tenantId, tenantId),
        eq(apiTokens.userId, userId),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function listTenantTokens(
  tx: Tx,
  tenantId: number,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: TenantApiTokenRow[] }> {
  const [total] = await tx.select({ n: count() }).from(apiTokens).where(eq(apiTokens.tenantId, tenantId));
  const rows = await tx
    .select({ token: apiTokens, userEmail: users.email })
    .from(apiTokens)
    .innerJoin(users, and(eq(users.tenantId, apiTokens.tenantId), eq(users.id, apiTokens.userId)))
    .where(eq(apiTokens.tenantId, tenantId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
    .limit(page.limit)
    .offset(page.offset);
  return { count: Number(total?.n ?? 0), rows: rows.map((r) => ({ ...r.token, userEmail: r.userEmail })) };
}

/** Creates a token and answers its row and its secret (the secret is not kept). */
export async function createApiToken(
  tx: Tx,
  tenantId: number,
  userId: number,
  input: { name: string; expiresInDays: number | null; readOnly: boolean },
): Promise<{ row: ApiTokenRow; token: string }> {
  const token = newApiToken();
  const [row] = await tx
    .insert(apiTokens)
    .values({
      tenantId,
      userId,
      name: input.name,
      tokenHash: hashToken(token),
      hint: token.slice(0, API_TOKEN_PREFIX.length + 4),
      readOnly: input.readOnly,
      expiresAt: input.expiresInDays === null ? null : sql`now() + make_interval(days => ${input.expiresInDays})`,
    })
    .returning();
  if (!row) throw new Error('createApiToken: no row');
  return { row, token };
}

/** Deletes a token of the tenant (of `userId` only, when given); answers whether there was one. */
export async function revokeApiToken(tx: Tx, tenantId: number, id: number, userId?: number): Promise<boolean> {
  const rows = await tx
    .delete(apiTokens)
    .where(
      and(eq(apiTokens.tenantId, tenantId), eq(apiTokens.id, id), userId ? eq(apiTokens.userId, userId) : undefined),
    )
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

/** Notes a use; a no-op when another process noted one in the last minute. */
export async function touchApiToken(tx: Tx, tenantId: number, id: number): Promise<void> {
  await tx
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiTokens.tenantId, tenantId),
        eq(apiTokens.id, id),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`now() - interval '1 minute'`)),
      ),
    );
}
