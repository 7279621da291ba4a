import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTenant } from '../test/factories.ts';
import { useTestApp } from '../test/harness.ts';
import { asStatementClass, withTenant } from './scoped.ts';

const TIMEOUTS = { interactive: 300, operator: 3000, export: 3000, job: 3000 };

// Issue 13 item 5: the Operator's statements held every pooled connection and unrelated requests got 503.
describe('statement timeouts per class of work', () => {
  const ctx = useTestApp(() => ({ statementTimeouts: TIMEOUTS }));
  const sleep = (tenantId: number, seconds: number) =>
    withTenant(ctx.database, tenantId, (tx) => tx.execute(sql`select pg_sleep(${seconds})`));
  const codeOf = (p: Promise<unknown>) =>
    p.then(
      () => 'ok',
      (err: { code?: string; cause?: { code?: string } }) => err.cause?.code ?? err.code ?? String(err),
    );

  it('sets each class its own timeout, for the transaction only', async () => {
    const tenant = await createTenant(ctx.database);
    const setting = () =>
      withTenant(ctx.database, tenant.id, async (tx) => {
        const { rows } = await tx.execute(sql`select current_setting('statement_timeout') as t`);
        return (rows[0] as { t: string }).t;
      });
    expect(await setting()).toBe('300ms');
    for (const cls of ['operator', 'export', 'job'] as const)
      expect(await asStatementClass(cls, setting), cls).toBe('3s');
    const { rows } = await ctx.database.pool.query('show statement_timeout');
    expect(rows[0].statement_timeout).toBe('0');
  });

  it('plans an Operator question for its values every time, for the transaction only', async () => {
    const tenant = await createTenant(ctx.database);
    const mode = () =>
      withTenant(ctx.database, tenant.id, async (tx) => {
        const { rows } = await tx.execute(sql`select current_setting('plan_cache_mode') as m`);
        return (rows[0] as { m: string }).m;
      });
    expect(await asStatementClass('operator', mode)).toBe('force_custom_plan');
    expect(await mode()).toBe('auto');
    expect(await asStatementClass('export', mode)).toBe('auto');
  });

  // PGlite (WebAssembly, one statement at a time) has no timer to cancel a statement with: enforced on PostgreSQL only.
  it.skipIf(!process.env.DATABASE_URL)(
    'stops an interactive statement at its timeout; the Operator, exports and jobs have their own',
    async () => {
      const tenant = await createTenant(ctx.database);
      const started = Date.now();
      expect(await codeOf(sleep(tenant.id, 2))).toBe('57014');
      expect(Date.now() - started).toBeLessThan(1500);
      for (const cls of ['operator', 'export', 'job'] as const)
        expect(await codeOf(asStatementClass(cls, () => sleep(tenant.id, 0.6))), cls).toBe('ok');
    },
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'a timed-out statement does not hold the pool: more slow requests than connections, then a fast one',
    async () => {
      const tenant = await createTenant(ctx.database);
      const slow = Array.from({ length: 12 }, () => codeOf(sleep(tenant.id, 5)));
      const started = Date.now();
      expect(new Set(await Promise.all(slow))).toEqual(new Set(['57014']));
      expect(await codeOf(sleep(tenant.id, 0))).toBe('ok');
      expect(Date.now() - started).toBeLessThan(12 * 1000);
    },
  );

  it.skipIf(!process.env.DATABASE_URL)('answers 503 with a message, not 500', async () => {
    const tenant = await createTenant(ctx.database);
    const config = loadConfig(
      { LOG_LEVEL: 'silent', PORT: '0', DEMO_PASSWORD: 'unused-demo-password' },
      { host: '127.0.0.1', statementTimeouts: TIMEOUTS, runWorkers: false },
    );
    const app = await buildApp(config, ctx.database);
    app.get('/api/v1/test-slow-statement/', async (request) => {
      await sleep(request.tenant.id, 2);
      return { ok: true };
    });
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/test-slow-statement/',
        headers: { host: tenant.host },
      });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json().detail).toMatch(/took too long and was stopped/);
    } finally {
      await app.close();
    }
  });
});
