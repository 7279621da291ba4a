/**
 * A small per-tenant cache for values that are read on nearly every request and change rarely
 * (the principal behind a token, the maintained counts). Entries live at most `ttlMs` and are
 * dropped for a whole tenant whenever anything of that tenant may have changed (see
 * `tenantChanged` in lib/events.ts): every write request of this process, every live event, and
 * on PostgreSQL the same signals from the other API processes through NOTIFY.
 */
/** Passed to `drop` when every tenant may have changed (change notices were missed). */
export const ALL_TENANTS = -1;

export type TenantCache<V> = {
  get(tenantId: number, key: string): V | undefined;
  /**
   * The cached value, or `load()`'s, kept for `ttlOf(value)` (at most the cache's TTL) — unless the
   * tenant changed while it loaded: a read that began before a write committed must not be kept.
   */
  load(tenantId: number, key: string, load: () => Promise<V>, ttlOf?: (value: V) => number): Promise<V>;
  drop(tenantId: number): void;
  clear(): void;
};

export function createTenantCache<V>(opts: { ttlMs: number; maxPerTenant: number }): TenantCache<V> {
  const tenants = new Map<number, Map<string, { value: V; until: number }>>();
  const generations = new Map<number, number>();
  let epoch = 0;
  function set(tenantId: number, key: string, value: V, ttlMs: number) {
    let entries = tenants.get(tenantId);
    if (!entries) {
      entries = new Map();
      tenants.set(tenantId, entries);
    }
    // A flood of distinct keys (many sessions) must not grow memory without bound.
    if (entries.size >= opts.maxPerTenant) entries.clear();
    entries.set(key, { value, until: Date.now() + Math.min(ttlMs, opts.ttlMs) });
  }
  return {
    get(tenantId, key) {
      const entry = tenants.get(tenantId)?.get(key);
      if (!entry) return undefined;
      if (entry.until <= Date.now()) {
        tenants.get(tenantId)?.delete(key);
        return undefined;
      }
      return entry.value;
    },
    async load(tenantId, key, load, ttlOf) {
      const cached = this.get(tenantId, key);
      if (cached !== undefined) return cached;
      const generation = generations.get(tenantId) ?? 0;
      const startedIn = epoch;
      const value = await load();
      const ttl = ttlOf ? ttlOf(value) : opts.ttlMs;
      if (ttl > 0 && epoch === startedIn && (generations.get(tenantId) ?? 0) === generation)
        set(tenantId, key, value, ttl);
      return value;
    },
    drop(tenantId) {
      if (tenantId === ALL_TENANTS) {
        // Every load in flight began before the change: none may be kept.
        epoch++;
        tenants.clear();
        return;
      }
      tenants.delete(tenantId);
      generations.set(tenantId, (generations.get(tenantId) ?? 0) + 1);
    },
    clear() {
      tenants.clear();
      generations.clear();
    },
  };
}
