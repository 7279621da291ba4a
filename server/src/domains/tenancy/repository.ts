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

const CACHE_MS = 5000;

/**
 * Tenants by subdomain with a short cache: every API request resolves its tenant, and a tenant
 * row changes rarely (a disabled tenant stops answering within CACHE_MS; at once in the process
 * that disabled it, which forgets it).
 */
export function createTenantDirectory(database: Database) {
  const cache = new Map<string, { at: number; tenant: Tenant | null }>();
  /** The tenant of `subdomain`, disabled or not. */
  async function lookup(subdomain: string): Promise<Tenant | null> {
    const hit = cache.get(subdomain);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.tenant;
    const [row] = await database.db
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
      .limit(1);
    const tenant = row ?? null;
    if (cache.size > 10_000) cache.clear();
    cache.set(subdomain, { at: Date.now(), tenant });
    return tenant;
  }
  return {
    lookup,
    /** The tenant of `subdomain` if it exists and is enabled: a disabled one is unknown to everyone else. */
    async bySubdomain(subdomain: string): Promise<Tenant | null> {
      const tenant = await lookup(subdomain);
      return tenant && !tenant.disabled ? tenant : null;
    },
    forget(subdomain?: string) {
      if (subdomain) cache.delete(subdomain);
      else cache.clear();
    },
    /** Forgets the tenant with this id (its access changed: it may have been disabled in another process). */
    forgetId(id: number) {
      for (const [subdomain, hit] of cache) if (hit.tenant?.id === id) cache.delete(subdomain);
    },
  };
}
export type TenantDirectory = ReturnType<typeof createTenantDirectory>;
