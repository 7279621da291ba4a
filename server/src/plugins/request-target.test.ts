import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs } from '../test/factories.ts';
import { useTestApp } from '../test/harness.ts';

/** One request sent byte for byte (clients normalise the target; attackers do not). */
function raw(port: number, target: string, host: string, token?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      data += chunk;
    });
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0)));
    socket.on('error', reject);
    const auth = token ? `Authorization: Bearer ${token}\r\n` : '';
    socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\n${auth}Connection: close\r\n\r\n`);
  });
}

/** The same path written as `//api/…`, with an escaped letter, and in absolute form. */
const variants = (path: string, host: string) => [
  `/${path}`,
  path.replace('/api/', '/%61pi/'),
  path.replace('/v1/', '/%76%31/'),
  `http://${host}${path}`,
];

describe('request targets that are not the canonical path (issue 13 item 11)', () => {
  const ctx = useTestApp();

  it('answer exactly as the canonical path does, for every GET route, anonymous and signed in', async () => {
    const tenant = await createTenant(ctx.database);
    const admin = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    const paths = [
      ...new Set(
        ctx.app.routeTable
          .filter((r) => r.method === 'GET' && r.url.startsWith('/api/v1/') && !r.url.includes('/events/'))
          .map((r) => r.url.replace(/:[A-Za-z]+/g, '999999999')),
      ),
    ];
    expect(paths.length).toBeGreaterThan(50);
    const mismatches: string[] = [];
    for (const path of paths) {
      for (const token of [undefined, admin]) {
        const want = await raw(ctx.port, path, tenant.host, token);
        for (const target of variants(path, tenant.host)) {
          const got = await raw(ctx.port, target, tenant.host, token);
          if (got !== want || got >= 500)
            mismatches.push(`${target} ${token ? 'admin' : 'anonymous'}: ${got}, ${want}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000); // a sweep over every GET route (and more each round): not a timing goal

  it('never lets an odd target reach a tenant’s data without its token, or on an unknown host', async () => {
    const tenant = await createTenant(ctx.database);
    for (const target of variants('/api/v1/users/', tenant.host)) {
      expect(await raw(ctx.port, target, tenant.host), target).toBe(401);
      expect(await raw(ctx.port, target, 'no-such-tenant.localhost'), target).toBe(404);
    }
  });
});
