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
 * row changes rarely (a disabled tenant stops answering within CACHE_MS).
 */
export function createTenantDirectory(database: Database) {
  const cache = new Map<string, { at: number; tenant: Tenant | null }>();
  return {
    async bySubdomain(subdomain: string): Promise<Tenant | null> {
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
      const tenant = row && !row.disabled ? row : null;
      if (cache.size > 10_000) cache.clear();
      cache.set(subdomain, { at: Date.now(), tenant });
      return tenant;
    },
    forget(subdomain?: string) {
      if (subdomain) cache.delete(subdomain);
      else cache.clear();
    },
  };
}
export type TenantDirectory = ReturnType<typeof createTenantDirectory>;
