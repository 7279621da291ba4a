import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db/scoped.ts';
import { createTenant, createUser, loginAs } from '../../test/factories.ts';
import { request, upload, useTestApp } from '../../test/harness.ts';

/**
 * Issue 37 item 4: each document's results are written holding the tenant's processing lock until the
 * commit, and the commit waited for its disk flush with the lock held: at a million records four jobs at a
 * time waited 6.9 ms on average for the lock, a third of the burst. The results' transaction commits
 * without waiting for the disk (the job's completion, committed after it, flushes it).
 */
const sent: { client: unknown; text: string }[] = [];
// biome-ignore lint/suspicious/noExplicitAny: wraps the driver's overloaded query() whatever its arguments
const original = pg.Client.prototype.query as any;

describe('a processing job writes its results without waiting for the disk, holding its lock', () => {
  const ctx = useTestApp();
  beforeAll(() => {
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === 'string' ? first : first?.text;
      if (text) sent.push({ client: this, text });
      return original.apply(this, args);
    };
  });
  afterAll(() => {
    pg.Client.prototype.query = original;
  });

  it('withTenant({ asyncCommit }) sets synchronous_commit off for its transaction only', async () => {
    const tenant = await createTenant(ctx.database);
    const setting = (options: { asyncCommit?: boolean }) =>
      withTenant(
        ctx.database,
        tenant.id,
        async (tx) =>
          ((await tx.execute("select current_setting('synchronous_commit') as s" as never)).rows[0] as { s: string }).s,
        options,
      );
    expect(await setting({ asyncCommit: true })).toBe('off');
    expect(await setting({})).toBe('on');
  });

  it("the results' transaction, which takes the tenant's processing lock, commits asynchronously", async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    sent.length = 0;
    const item = await upload(ctx.port, '/api/v1/raw-data/', {
      host: tenant.host,
      token,
      files: [],
      fields: {
        title: 'Plant',
        text: 'Ingrid Solberg, chief executive of Walkhaven Robotics AG, opened a plant.',
        process: 'true',
      },
    });
    expect(item.status).toBe(201);
    const until = Date.now() + 30_000;
    let status = '';
    while (status !== 'completed' && Date.now() < until) {
      const res = await request(ctx.port, 'GET', `/api/v1/raw-data/${item.body.id}/`, { host: tenant.host, token });
      status = res.body.processing_status;
      if (status !== 'completed') await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe('completed');
    // The processing lock (process-lock.ts: key 4, sent with the opening on PostgreSQL, else with its key as a
    // parameter), not the events' lock (key 3).
    const lock = sent.findIndex((s) => /pg_advisory_xact_lock\((\$1, \$2|4, \d+)::int\)/.test(s.text));
    expect(lock).toBeGreaterThanOrEqual(0);
    // The lock's transaction: the last opening sent on its connection before it (or the lock's own message).
    const opening = sent
      .slice(0, lock + 1)
      .filter((s) => s.client === sent[lock]?.client && /begin|set_config\('role'/.test(s.text))
      .at(-1);
    expect(opening?.text).toContain("set_config('synchronous_commit', 'off', true)");
    expect(opening?.text).toContain(`set_config('app.tenant_id', '${tenant.id}', true)`);
  });
});
