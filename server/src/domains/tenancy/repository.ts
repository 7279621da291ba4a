import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clients } from '../../db/schema/index.ts';

export type Tenant = {
  id: number;
  subdomain: string;
  name: string;
  paymentAccessLink: string | null;
  paymentAccessMessage: string | null;
  chatLink: string | null;
  disabled: boolean;
};

/** An entry older than this is read again; the request that finds it is answered from it meanwhile. */
const FRESH_MS = 5000;
/** An entry older than this (nobody asked for the tenant for a while) is read again before answering. */
const STALE_MAX_MS = 60_000;

type Entry = { at: number; tenant: Tenant | null };

/**
 * Tenants by subdomain with a short cache: every API request resolves its tenant, and a tenant row
 * changes rarely. An entry past FRESH_MS is read again in the background while requests are answered
 * from it: on the embedded database a read waits for whatever transaction holds the one session (a
 * processing write, an import batch), and every request of every tenant would wait with it once per
 * FRESH_MS (issue 33, docs/security.md §4). So a tenant disabled in another process stops answering
 * within FRESH_MS and one read (there its change notice makes it forget at once); in the process that
 * disabled it, at once (it forgets it).
 */
export function createTenantDirectory(database: Database) {
  const cache = new Map<string, Entry>();
  /** Reads in flight, one per subdomain (a burst of requests after expiry sends one). */
  const reading = new Map<string, Promise<Tenant | null>>();
  /** Bumped by every `forget`: a read that began before it does not put back what was forgotten. */
  let generation = 0;

  function read(subdomain: string): Promise<Tenant | null> {
    const inFlight = reading.get(subdomain);
    if (inFlight) return inFlight;
    const began = generation;
    const at = Date.now();
    const promise: Promise<Tenant | null> = database.db
      .select({
        id: clients.id,
        subdomain: clients.subdomain,
        name: clients.name,
        paymentAccessLink: clients.paymentAccessLink,
        paymentAccessMessage: clients.paymentAccessMessage,
        chatLink: clients.chatLink,
        disabled: clients.disabled,
      })
      .from(clients)
      .where(eq(clients.subdomain, subdomain))
      .limit(1)
      .then(([row]) => {
        const tenant = row ?? null;
        if (generation === began) {
          if (cache.size > 10_000) cache.clear();
          cache.set(subdomain, { at, tenant });
        }
        return tenant;
      })
      .finally(() => {
        if (reading.get(subdomain) === promise) reading.delete(subdomain);
      });
    reading.set(subdomain, promise);
    return promise;
  }

  /** The tenant of `subdomain`, disabled or not. */
  async function lookup(subdomain: string): Promise<Tenant | null> {
    const hit = cache.get(subdomain);
    const age = hit ? Date.now() - hit.at : Number.POSITIVE_INFINITY;
    if (hit && age < FRESH_MS) return hit.tenant;
    if (hit && age < STALE_MAX_MS) {
      // Read again for the next requests; a failed read leaves the entry to be tried again.
      read(subdomain).catch(() => {});
      return hit.tenant;
    }
    return read(subdomain);
  }
  return {
    lookup,
    /** The tenant of `subdomain` if it exists and is enabled: a disabled one is unknown to everyone else. */
    async bySubdomain(subdomain: string): Promise<Tenant | null> {
      const tenant = await lookup(subdomain);
      return tenant && !tenant.disabled ? tenant : null;
    },
    forget(subdomain?: string) {
      generation += 1;
      if (subdomain) {
        cache.delete(subdomain);
        reading.delete(subdomain);
      } else {
        cache.clear();
        reading.clear();
      }
    },
    /** Forgets the tenant with this id (its access changed: it may have been disabled in another process). */
    forgetId(id: number) {
      generation += 1;
      // Reads in flight may have begun before the change: none of them is joined any more.
      reading.clear();
      for (const [subdomain, hit] of cache) if (hit.tenant?.id === id) cache.delete(subdomain);
    },
  };
}
export type TenantDirectory = ReturnType<typeof createTenantDirectory>;
