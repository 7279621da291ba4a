import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs } from '../factories.ts';
import { request, useTestApp } from '../harness.ts';

/** Requests the fuzzer (fuzz.test.ts) once found failing, kept as fixed regressions. */
describe('fuzzing: what the fuzzer found', () => {
  const ctx = useTestApp(() => ({ runWorkers: false }));

  it('what the fuzzer found stays fixed: prototype keys, NUL characters, and exports refused before they start', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    const call = (method: string, path: string, body?: unknown) =>
      Promise.race([
        request(ctx.port, method, path, { host: tenant.host, token, ...(body === undefined ? {} : { body }) }),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${path}: no answer in 5 s`)), 5000)),
      ]);
    // A body key named like an Object.prototype member crashed the validation-error handler (500).
    const ctor = await call('POST', '/api/v1/keywords/', { name: 'x', constructor: 1, toString: 2 });
    expect(ctor.status).toBe(400);
    expect(Object.keys(ctor.body.errors).join(',')).toMatch(/constructor/);
    // An ordering named like an Object.prototype member reached it (500).
    for (const ordering of ['__proto__', 'constructor', '-toString', 'hasOwnProperty'])
      expect((await call('GET', `/api/v1/assets/organizations/?ordering=${ordering}`)).status, ordering).toBe(400);
    // A NUL character in a value reached PostgreSQL as an encoding error (500).
    expect((await call('GET', '/api/v1/assets/snapshots/series/?symbol=a%00b')).status).toBe(400);
    expect((await call('PATCH', '/api/v1/settings/', { name: 'a\u0000b' })).status).toBe(400);
    // An export refused for its ordering hung forever instead of answering 400.
    for (const path of [
      '/api/v1/keywords/?format=xlsx&ordering=nope',
      '/api/v1/raw-data/export/?ordering=__proto__',
      '/api/v1/dxlist/?format=xlsx&ordering=nope',
      '/api/v1/assets/organizations/?format=xlsx&ordering=constructor',
    ]) {
      const res = await call('GET', path);
      expect(res.status, path).toBe(400);
      expect(res.body.detail).toMatch(/Unknown ordering/);
    }
  });
});
