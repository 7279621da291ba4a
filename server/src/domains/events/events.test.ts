import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs } from '../../test/factories.ts';
import { openStream, request, useTestApp } from '../../test/harness.ts';

describe('live events (SSE)', () => {
  const ctx = useTestApp();

  async function setup() {
    const tenant = await createTenant(ctx.database);
    const tokens = {
      admin: await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin')),
      research: await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research')),
      reader: await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader')),
    };
    const s = tenant.subdomain;
    const path = `/api/v1/events/?channels=${s}-admin,${s}-research,${s}-all`;
    return { tenant, tokens, path };
  }

  it('needs a token', async () => {
    const { tenant, path } = await setup();
    const res = await request(ctx.port, 'GET', path, { host: tenant.host });
    expect(res.status).toBe(401);
  });

  it('delivers each event only to the roles whose channel it is on', async () => {
    const { tenant, tokens, path } = await setup();
    const admin = await openStream(ctx.port, path, { host: tenant.host, token: tokens.admin });
    const research = await openStream(ctx.port, path, { host: tenant.host, token: tokens.research });
    const reader = await openStream(ctx.port, path, { host: tenant.host, token: tokens.reader });
    expect(admin.status).toBe(200);
    await ctx.app.events.publish(tenant.id, 'admin', 'raw_data_update', { n: 1 });
    await ctx.app.events.publish(tenant.id, 'research', 'raw_data_process_complete', { n: 2 });
    await ctx.app.events.publish(tenant.id, 'all', 'new_suggested_organizations', { n: 3 });
    await admin.waitFor(3);
    await research.waitFor(2);
    await reader.waitFor(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(admin.events.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(research.events.map((e) => e.data)).toEqual([{ n: 2 }, { n: 3 }]);
    expect(reader.events.map((e) => e.event)).toEqual(['new_suggested_organizations']);
    expect(admin.comments[0]).toBe(
      `granted ${tenant.subdomain}-admin,${tenant.subdomain}-research,${tenant.subdomain}-all`,
    );
    expect(reader.comments[0]).toBe(`granted ${tenant.subdomain}-all`);
    for (const s of [admin, research, reader]) s.close();
  });

  it('never delivers across tenants, even when another tenant’s channel is asked for', async () => {
    const a = await setup();
    const b = await setup();
    const forged = `/api/v1/events/?channels=${a.tenant.subdomain}-admin,${a.tenant.subdomain}-all,${b.tenant.subdomain}-all`;
    const stream = await openStream(ctx.port, forged, { host: b.tenant.host, token: b.tokens.admin });
    await ctx.app.events.publish(a.tenant.id, 'all', 'raw_data_update', { secret: true });
    await ctx.app.events.publish(b.tenant.id, 'all', 'raw_data_update', { mine: true });
    await stream.waitFor(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(stream.events.map((e) => e.data)).toEqual([{ mine: true }]);
    stream.close();
  });

  it('resumes from Last-Event-ID without losing or repeating events', async () => {
    const { tenant, tokens, path } = await setup();
    const first = await openStream(ctx.port, path, { host: tenant.host, token: tokens.research });
    await ctx.app.events.publish(tenant.id, 'research', 'raw_data_update', { n: 1 });
    await first.waitFor(1);
    first.close();
    await ctx.app.events.publish(tenant.id, 'research', 'raw_data_update', { n: 2 });
    await ctx.app.events.publish(tenant.id, 'admin', 'raw_data_update', { n: 'admin only' });
    await ctx.app.events.publish(tenant.id, 'all', 'raw_data_update', { n: 3 });
    const resumed = await openStream(ctx.port, path, {
      host: tenant.host,
      token: tokens.research,
      lastEventId: first.events[0]?.id,
    });
    await resumed.waitFor(2);
    await ctx.app.events.publish(tenant.id, 'all', 'raw_data_update', { n: 4 });
    await resumed.waitFor(3);
    await new Promise((r) => setTimeout(r, 200));
    expect(resumed.events.map((e) => e.data)).toEqual([{ n: 2 }, { n: 3 }, { n: 4 }]);
    resumed.close();
  });

  // The embedded database delivers in process; on PostgreSQL the fan-out is one LISTEN connection.
  it.skipIf(!process.env.DATABASE_URL)(
    'keeps delivering after the LISTEN connection is lost (database restart)',
    async () => {
      const { tenant, tokens, path } = await setup();
      const stream = await openStream(ctx.port, path, { host: tenant.host, token: tokens.admin });
      await ctx.database.pool.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN intel_%' and pid <> pg_backend_pid()`,
      );
      // The listener reconnects within about a second.
      await new Promise((r) => setTimeout(r, 2500));
      await ctx.app.events.publish(tenant.id, 'all', 'raw_data_update', { after: 'restart' });
      await stream.waitFor(1);
      expect(stream.events.map((e) => e.data)).toEqual([{ after: 'restart' }]);
      stream.close();
    },
    20_000,
  );
});
