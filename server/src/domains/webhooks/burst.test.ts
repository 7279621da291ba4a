import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';
import { startReceiver } from '../../test/webhook-receiver.ts';

// Issue 38 scale: an import hands out thousands of alerts a second, each an `alert.fired` live event that
// the webhooks check against the tenant's subscriptions. A burst shares one read of them: each event
// reading its own (before the first read answered) held a pooled connection per event, and other
// requests waited for one (found in the alerts bench: the subscriptions' read was the most frequent
// statement of a transaction waiting on the app).
describe('webhooks: a burst of live events', { timeout: 150_000 }, () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
  }, 10_000);
  const ctx = useTestApp(() => ({
    fetch: { allow: [`127.0.0.1:${receiver.port}`], timeoutMs: 5000, maxBytes: 1024 * 1024 },
  }));
  const original = pg.Client.prototype.query;
  let subscriptionReads = 0;
  afterAll(() => {
    pg.Client.prototype.query = original;
    receiver?.close();
  });

  it('reads the tenant’s subscriptions once for events that arrive together', async () => {
    const tenant = await createTenant(ctx.database);
    const admin = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    const call = (method: string, path: string, body?: unknown) =>
      request(ctx.port, method, `/api/v1${path}`, { host: tenant.host, token: admin, body });
    const endpoint = await call('POST', '/webhooks/', { url: receiver.url('/ok/burst'), events: ['alert.fired'] });
    expect(endpoint.status, endpoint.text).toBe(201);

    // biome-ignore lint/suspicious/noExplicitAny: the driver's overloads, passed through as they came
    pg.Client.prototype.query = function (this: pg.Client, ...args: any[]) {
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === 'string' ? first : first?.text;
      if (text && /unnest\("events"\)/.test(text) && /webhook_endpoints/.test(text)) subscriptionReads += 1;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    const burst = 20;
    await ctx.app.events.publishMany(
      tenant.id,
      Array.from({ length: burst }, (_, i) => ({
        audience: `user:${i + 1}` as never,
        type: 'alert.fired' as const,
        data: { id: i + 1, watch_id: i + 1 },
      })),
    );
    // Every event became a delivery: each had its subscriptions checked.
    const until = Date.now() + 60_000;
    let count = 0;
    while (Date.now() < until) {
      const res = await call('GET', `/webhooks/${endpoint.body.id}/deliveries/?limit=50`);
      count = (res.body.results ?? res.body).length;
      if (count >= burst) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    pg.Client.prototype.query = original;
    expect(count).toBe(burst);
    expect(subscriptionReads).toBe(1);
  });
});
