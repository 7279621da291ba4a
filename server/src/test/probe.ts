import { expect } from 'vitest';
import type { TestTenant } from './factories.ts';
import { request } from './harness.ts';

/**
 * Runs `hostile` while probing another tenant every 20 ms, two ways: `slowest` is the HTTP thread (the
 * tenant's public info, answered from the tenant cache without the database) and `slowestDb` the health
 * route (`select 1`). On the embedded database one session serves every request, so a large write there
 * delays the second for its own length: that is PGlite's, not the HTTP thread's.
 */
export async function underProbe<T>(port: number, probeTenant: TestTenant, hostile: () => Promise<T>) {
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  let probes = 0;
  let done = false;
  const probe = async (path: string) => {
    let slowest = 0;
    while (!done) {
      const started = performance.now();
      const res = await request(port, 'GET', path, { host: probeTenant.host });
      expect(res.status).toBe(200);
      slowest = Math.max(slowest, performance.now() - started);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      probes++;
      await new Promise((r) => setTimeout(r, 20));
    }
    return slowest;
  };
  await request(port, 'GET', `/api/v1/clients/info/${probeTenant.subdomain}/`, { host: probeTenant.host });
  const probing = Promise.all([probe(`/api/v1/clients/info/${probeTenant.subdomain}/`), probe('/api/v1/health/')]);
  const started = performance.now();
  try {
    const res = await hostile();
    const ms = performance.now() - started;
    done = true;
    const [slowest, slowestDb] = await probing;
    return { res, ms, slowest, slowestDb, probes, growthMb: (peakRss - rssBefore) / 1024 / 1024 };
  } finally {
    done = true;
  }
}
