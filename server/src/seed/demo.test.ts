import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, rawData } from '../db/schema/index.ts';
import { withTenant } from '../db/scoped.ts';
import { createTenant, createUser, loginAs } from '../test/factories.ts';
import { request, upload, useTestApp } from '../test/harness.ts';
import { queueDemoRawData, seedDemoIfEmpty } from './demo.ts';

describe('raw data never stays pending unqueued', () => {
  const ctx = useTestApp();

  async function statuses(tenantId: number) {
    return withTenant(ctx.database, tenantId, (tx) =>
      tx.select({ status: rawData.processingStatus }).from(rawData).where(eq(rawData.tenantId, tenantId)),
    );
  }

  async function until(check: () => Promise<boolean>, ms = 60_000) {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it('the demo seed’s raw data is queued once the app runs, and ends processed', async () => {
    const name = `seed${Date.now().toString(36)}`;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'intel-seed-'));
    expect(await seedDemoIfEmpty(ctx.database, 'demo-password-1', dir, name)).toBe(true);
    const [tenant] = await ctx.database.db.select({ id: clients.id }).from(clients).where(eq(clients.subdomain, name));
    const tenantId = tenant?.id as number;
    expect((await statuses(tenantId)).map((s) => s.status)).toEqual(['pending', 'pending', 'pending']);
    expect(await queueDemoRawData(ctx.app, name)).toBeGreaterThanOrEqual(3);
    await until(async () => (await statuses(tenantId)).every((s) => s.status === 'completed' || s.status === 'error'));
    const done = await withTenant(ctx.database, tenantId, (tx) =>
      tx
        .select({ id: rawData.id })
        .from(rawData)
        .where(and(eq(rawData.tenantId, tenantId), eq(rawData.processingStatus, 'completed'))),
    );
    expect(done.length).toBeGreaterThanOrEqual(2);
  });

  it('an item left pending (created without processing) is queued by its Process action', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const item = await upload(ctx.port, '/api/v1/raw-data/', {
      host: tenant.host,
      token,
      files: [],
      fields: { text: 'Ada Lindqvist joined Kestrel Analytics Ltd in Oslo.', process: 'false' },
    });
    expect(item.status, item.text).toBe(201);
    expect(item.body.processing_status).toBe('pending');
    const again = await request(ctx.port, 'POST', '/api/v1/raw-data/process/', {
      host: tenant.host,
      token,
      body: { ids: [item.body.id] },
    });
    expect(again.status).toBe(202);
    await until(async () => {
      const res = await request(ctx.port, 'GET', `/api/v1/raw-data/${item.body.id}/`, { host: tenant.host, token });
      return res.body.processing_status === 'completed';
    });
  });
});
