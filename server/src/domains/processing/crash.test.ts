import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStream, request, upload } from '../../test/harness.ts';

/**
 * A processing worker killed with SIGKILL in the middle of a job: after a restart the job runs
 * again (pg-boss expiry) and the result is exactly one clean run. The server runs as a child process
 * on its own embedded database, so that it can really be killed.
 */
const SERVER = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../main.ts');
const PASSWORD = 'crash-test-password';
const TEXT = [
  'Zephyr Quantum Labs GmbH raised 8 million euros in May 2024.',
  'The round was led by Orbital Kelp Ventures, according to Tomas Weller, chief executive of Zephyr Quantum Labs GmbH.',
  'Contact: press@zephyrquantum.io.',
].join('\n');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

describe('processing survives a killed worker', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'intel-crash-'));
  let child: ChildProcess | null = null;
  afterAll(() => {
    if (child?.pid) process.kill(-child.pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(port: number, extra: Record<string, string>) {
    const proc = spawn(process.execPath, [SERVER], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        DEMO_PASSWORD: PASSWORD,
        LOG_LEVEL: 'silent',
        JOB_EXPIRE_SECONDS: '3',
        WEB_DIST: path.join(dataDir, 'no-web'),
        ...extra,
      },
      detached: true,
      stdio: 'ignore',
    });
    const until = Date.now() + 90_000;
    for (;;) {
      const ok = await request(port, 'GET', '/api/v1/health/', { host: 'localhost' }).catch(() => null);
      if (ok?.status === 200) return proc;
      if (Date.now() > until) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  it('completes the job exactly once after a SIGKILL in the middle of it', async () => {
    const port = await freePort();
    // The first start seeds the demo and processes its raw data; the test's item must not queue behind
    // those (each would take the pause below), so that start runs without the pause until they are done.
    child = await start(port, {});
    const login = await request(port, 'POST', '/api/v1/auth/login/', {
      host: 'localhost',
      body: { email: 'research@example.com', password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const h = { host: 'localhost', token: login.body.token as string };
    // Both demo tenants queue their raw data (the demo tenant's workspace has 30 notes): all of it must be done.
    const demoLogin = await request(port, 'POST', '/api/v1/auth/login/', {
      host: 'demo.localhost',
      body: { email: 'research@example.com', password: PASSWORD },
    });
    expect(demoLogin.status).toBe(200);
    const tenants = [h, { host: 'demo.localhost', token: demoLogin.body.token as string }];
    const settled = Date.now() + 180_000;
    for (;;) {
      let left = 0;
      for (const t of tenants)
        for (const status of ['pending', 'processing'])
          left += (await request(port, 'GET', `/api/v1/raw-data/?processing_status=${status}&limit=1`, t)).body.count;
      if (left === 0) break;
      if (Date.now() > settled) throw new Error('the demo raw data was never processed');
      await new Promise((r) => setTimeout(r, 250));
    }
    process.kill(-(child.pid as number), 'SIGKILL');
    await new Promise((r) => setTimeout(r, 500));
    // A pause inside the job gives a window in which it is certainly running.
    child = await start(port, { PROCESSING_DELAY_MS: '20000' });
    const item = await upload(port, '/api/v1/raw-data/', { ...h, files: [], fields: { text: TEXT, process: 'true' } });
    expect(item.status).toBe(201);
    const until = Date.now() + 30_000;
    for (;;) {
      const res = await request(port, 'GET', `/api/v1/raw-data/${item.body.id}/`, h);
      if (res.body.processing_status === 'processing') break;
      if (Date.now() > until) throw new Error(`never started processing: ${res.body.processing_status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    process.kill(-(child.pid as number), 'SIGKILL');
    await new Promise((r) => setTimeout(r, 500));

    child = await start(port, {});
    let done: {
      processing_status: string;
      suggested_entities: { name: string }[];
      contacts: { emails: string[] };
    } | null = null;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      done = (await request(port, 'GET', `/api/v1/raw-data/${item.body.id}/`, h)).body;
      if (done?.processing_status === 'completed') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(done?.processing_status).toBe('completed');
    expect(done?.contacts.emails).toEqual(['press@zephyrquantum.io']);
    const zephyr = await request(port, 'GET', '/api/v1/suggested-entities/organizations/?search=Zephyr', h);
    expect(zephyr.body.count).toBe(1);
    expect(zephyr.body.results[0].occurrences).toBe(2);
    const emails = await request(port, 'GET', '/api/v1/dxlist/?search=zephyr', h);
    if (emails.status === 200) expect(emails.body.count).toBe(1);
    // The completion was announced once (the killed run never got that far); event 1 is the first 'processing'.
    const stream = await openStream(port, '/api/v1/events/?channels=www-research', { ...h, lastEventId: '1' });
    await stream.waitFor(1, 2000);
    await new Promise((r) => setTimeout(r, 500));
    stream.close();
    const completions = stream.events.filter(
      (e) => e.event === 'raw_data_process_complete' && (e.data as { id: number }).id === item.body.id,
    );
    expect(completions).toHaveLength(1);
  }, 240_000);
});
