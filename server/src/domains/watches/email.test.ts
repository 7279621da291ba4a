import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTenant, createUser, loginAs, type TestTenant } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';

type Mail = { to: string; subject: string; text: string };

// Issue 38 part 2: alert emails, immediate or a daily digest, sent through SMTP_URL to a real SMTP server.
describe('alert emails', () => {
  const inbox: Mail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
        const body = raw
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n\n')
          .replace(/=\r?\n/g, '');
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          subject: header('Subject'),
          text: body,
        });
        callback();
      });
    },
  });
  let smtpPort = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    smtpPort = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  const ctx = useTestApp(() => ({
    alerts: { ...loadConfig({}).alerts, smtpUrl: `smtp://127.0.0.1:${smtpPort}` },
  }));

  const api = (tenant: TestTenant, token: string) => ({
    get: (path: string) => request(ctx.port, 'GET', `/api/v1${path}`, { host: tenant.host, token }),
    post: (path: string, body?: unknown) =>
      request(ctx.port, 'POST', `/api/v1${path}`, { host: tenant.host, token, body: body ?? {} }),
    patch: (path: string, body: unknown) =>
      request(ctx.port, 'PATCH', `/api/v1${path}`, { host: tenant.host, token, body }),
  });
  const mailTo = async (address: string, n = 1) => {
    const until = Date.now() + 10_000;
    while (inbox.filter((m) => m.to === address).length < n && Date.now() < until)
      await new Promise((r) => setTimeout(r, 25));
    return inbox.filter((m) => m.to === address);
  };

  it('sends immediate emails and daily digests of what the watcher may see, and nothing to others', async () => {
    const tenant = await createTenant(ctx.database);
    const admin = api(tenant, await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin')));
    const quickUser = await createUser(ctx.database, tenant, 'reader');
    const dailyUser = await createUser(ctx.database, tenant, 'reader');
    const silentUser = await createUser(ctx.database, tenant, 'reader');
    const quick = api(tenant, await loginAs(ctx.port, tenant, quickUser));
    const daily = api(tenant, await loginAs(ctx.port, tenant, dailyUser));
    const silent = api(tenant, await loginAs(ctx.port, tenant, silentUser));
    const open = (await admin.post('/assets/organizations/', { name_dba: 'Open Harbour Ltd', visibility: 'public' }))
      .body;
    const later = (await admin.post('/assets/organizations/', { name_dba: 'Soon Hidden plc', visibility: 'public' }))
      .body;

    expect((await quick.get('/alerts/settings/')).body).toEqual({ email: 'none', email_available: true });
    expect((await quick.patch('/alerts/settings/', { email: 'immediate' })).body).toEqual({
      email: 'immediate',
      email_available: true,
    });
    expect((await daily.patch('/alerts/settings/', { email: 'daily' })).status).toBe(200);
    for (const who of [quick, daily, silent])
      for (const org of [open, later])
        expect((await who.post('/watches/', { target_type: 'Organization', target_id: org.id })).status).toBe(201);

    await admin.patch(`/assets/organizations/${open.id}/`, { description: 'Docks.' });
    await ctx.app.alerts.flush();
    const [first] = await mailTo(quickUser.email);
    expect(first?.subject).toBe('New alerts: 1');
    expect(first?.text).toContain('Open Harbour Ltd was changed');
    expect(first?.text).toContain(`http://${tenant.subdomain}.localhost/organizations/${open.id}`);

    // The digest: both changes would be news, but one record is hidden from readers by then.
    await admin.patch(`/assets/organizations/${later.id}/`, { description: 'Boats.' });
    await admin.patch(`/assets/organizations/${later.id}/`, { visibility: 'hidden' });
    await ctx.app.alerts.flush();
    expect(await ctx.app.alerts.sendDigests(tenant.id)).toBe(1);
    const [digest] = await mailTo(dailyUser.email);
    expect(digest?.subject).toBe('Your daily alerts: 1 new');
    expect(digest?.text).toContain('Open Harbour Ltd was changed');
    expect(digest?.text).not.toContain('Soon Hidden');
    // Sent once a day: asked again at once, nothing more goes.
    expect(await ctx.app.alerts.sendDigests(tenant.id)).toBe(0);
    expect(await mailTo(dailyUser.email)).toHaveLength(1);
    // The one who chose no email got none.
    expect(inbox.filter((m) => m.to === silentUser.email)).toEqual([]);
  }, 120_000);
});
