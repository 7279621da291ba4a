import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { withTenant } from '../../db/scoped.ts';
import type { EventBus } from '../../lib/events.ts';
import { ALL_TENANTS } from '../../lib/tenant-cache.ts';
import type { Principal } from '../../policies/principal.ts';
import { liveApiTokenRoles } from '../api-tokens/repository.ts';

export type WatchedStream = { tokenHash: string; principal: Principal; end(): void };

/** Token hashes asked about per statement. */
const CHUNK = 1000;

/**
 * Ends the live-event streams whose session (or API token) is over: logged out or revoked, expired, its user disabled or
 * deleted, or given other roles (the stream's channels were granted for the old ones; the client
 * reconnects and is granted again, or refused). Every change of a tenant's access (a logout, a user
 * changed — here, or in another API process through the tenant-changed NOTIFY) re-checks that
 * tenant's open streams, one statement per
 * thousand sessions, and at most one check per tenant runs at a time (more changes meanwhile: once more).
 */
export function createSessionWatch(database: Database, events: EventBus) {
  const open = new Map<number, Set<WatchedStream>>();
  const running = new Map<number, Promise<void>>();
  const again = new Set<number>();

  async function check(tenantId: number): Promise<void> {
    const streams = open.get(tenantId);
    if (!streams?.size) return;
    // Only the streams asked about are judged: one added while the statement runs is checked by the
    // next run (schedule's `again`), never ended for a hash that was not in the question.
    const asked = [...streams];
    const hashes = [...new Set(asked.map((s) => s.tokenHash))];
    const live = new Map<string, Pick<Principal, 'isAdmin' | 'isResearch' | 'isTenantAdmin'>>();
    for (let i = 0; i < hashes.length; i += CHUNK) {
      const rows = await withTenant(database, tenantId, (tx) =>
        tx
          .select({
            tokenHash: sessions.tokenHash,
            isAdmin: users.isAdmin,
            isResearch: users.isResearch,
            isTenantAdmin: users.isTenantAdmin,
          })
          .from(sessions)
          .innerJoin(users, and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId)))
          .where(
            and(
              eq(sessions.tenantId, tenantId),
              inArray(sessions.tokenHash, hashes.slice(i, i + CHUNK)),
              gt(sessions.expiresAt, sql`now()`),
              eq(users.disabled, false),
            ),
          ),
      );
      for (const r of rows) live.set(r.tokenHash, r);
      // Streams opened with a personal API token: revoked, expired or its owner disabled or changed.
      const others = hashes.slice(i, i + CHUNK).filter((h) => !live.has(h));
      if (!others.length) continue;
      const tokens = await withTenant(database, tenantId, (tx) => liveApiTokenRoles(tx, tenantId, others));
      for (const r of tokens) live.set(r.tokenHash, r);
    }
    for (const s of asked) {
      if (!streams.has(s)) continue;
      const now = live.get(s.tokenHash);
      const same =
        now &&
        now.isAdmin === s.principal.isAdmin &&
        now.isResearch === s.principal.isResearch &&
        now.isTenantAdmin === s.principal.isTenantAdmin;
      if (!same) s.end();
    }
  }

  function schedule(tenantId: number) {
    if (!open.get(tenantId)?.size) return;
    if (running.has(tenantId)) {
      again.add(tenantId);
      return;
    }
    const run = check(tenantId)
      .catch(() => {
        // The database is away: the next change (or the reconnect's drop-everything) checks again.
      })
      .finally(() => {
        running.delete(tenantId);
        if (again.delete(tenantId)) schedule(tenantId);
      });
    running.set(tenantId, run);
  }

  const unlisten = events.onAccessChanged((tenantId) => {
    if (tenantId === ALL_TENANTS) for (const id of open.keys()) schedule(id);
    else schedule(tenantId);
  });

  return {
    /** Watches one stream until the returned function is called (the stream closed by itself). */
    add(tenantId: number, stream: WatchedStream): () => void {
      const set = open.get(tenantId) ?? new Set<WatchedStream>();
      open.set(tenantId, set);
      set.add(stream);
      // A session ended between the token check and here is caught at once, not at the next change.
      schedule(tenantId);
      return () => {
        set.delete(stream);
        if (!set.size && open.get(tenantId) === set) open.delete(tenantId);
      };
    },
    /** Resolves once the checks under way are done (tests). */
    async settled(): Promise<void> {
      while (running.size) await Promise.all([...running.values()]);
    },
    stop: unlisten,
  };
}
