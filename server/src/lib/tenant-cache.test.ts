import { describe, expect, it } from 'vitest';
import { ALL_TENANTS, createTenantCache } from './tenant-cache.ts';

describe('tenant cache', () => {
  it('keeps a loaded value until the tenant changes, and only for that tenant', async () => {
    const cache = createTenantCache<number>({ ttlMs: 60_000, maxPerTenant: 10 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.load(1, 'k', load)).toBe(1);
    expect(await cache.load(1, 'k', load)).toBe(1);
    expect(await cache.load(2, 'k', load)).toBe(2);
    cache.drop(1);
    expect(await cache.load(1, 'k', load)).toBe(3);
    expect(await cache.load(2, 'k', load)).toBe(2);
  });

  it('does not keep a value whose load began before the tenant changed', async () => {
    const cache = createTenantCache<string>({ ttlMs: 60_000, maxPerTenant: 10 });
    let release: (v: string) => void = () => {};
    const slow = cache.load(1, 'k', () => new Promise<string>((r) => (release = r)));
    cache.drop(1);
    release('stale');
    expect(await slow).toBe('stale');
    expect(cache.get(1, 'k')).toBeUndefined();
    expect(await cache.load(1, 'k', async () => 'fresh')).toBe('fresh');
  });

  it('does not keep values whose time is zero, and expires the others', async () => {
    const cache = createTenantCache<string | null>({ ttlMs: 20, maxPerTenant: 10 });
    await cache.load(
      1,
      'none',
      async () => null,
      (v) => (v ? 60_000 : 0),
    );
    expect(cache.get(1, 'none')).toBeUndefined();
    await cache.load(
      1,
      'some',
      async () => 'x',
      () => 60_000,
    );
    expect(cache.get(1, 'some')).toBe('x');
    await new Promise((r) => setTimeout(r, 30));
    expect(cache.get(1, 'some')).toBeUndefined();
  });
});

describe('tenant cache, every tenant at once', () => {
  it('drops every tenant, and keeps no load that began before', async () => {
    const cache = createTenantCache<string>({ ttlMs: 60_000, maxPerTenant: 10 });
    await cache.load(1, 'k', async () => 'one');
    let release: (v: string) => void = () => {};
    const slow = cache.load(2, 'k', () => new Promise<string>((r) => (release = r)));
    cache.drop(ALL_TENANTS);
    release('stale');
    await slow;
    expect(cache.get(1, 'k')).toBeUndefined();
    expect(cache.get(2, 'k')).toBeUndefined();
  });
});
