import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { totalOf } from '@intel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream, request, upload } from '../harness.ts';
import { freshDatabase, MAIN, type Proc, startProcess, until, WORKER } from '../processes.ts';

/**
 * docs/scaling.md §1 for real: two web processes (RUN_WORKERS=false) and job-only workers
 * (`node src/worker.ts`) as separate Node processes on one fresh PostgreSQL database. PostgreSQL
 * only: the embedded database belongs to one process.
 */
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl)
  console.log('multi-process test skipped: it needs PostgreSQL (DATABASE_URL); the embedded database is one process');

const PASSWORD = 'multi-process-password';
const TEXT = [
  'Zephyr Quantum Labs GmbH raised 8 million euros in May 2024.',
  'The round was led by Orbital Kelp Ventures, according to Tomas Weller, chief executive of Zephyr Quantum Labs GmbH.',
  'Contact: press@zephyrquantum.io.',
].join('\n');
const host = 'localhost';

describe.skipIf(!serverUrl)('many processes, one database', () => {
  const procs: Proc[] = [];
  const dirs: string[] = [];
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let webA: Proc;
  let webB: Proc;
  let worker: Proc;
  let token = '';

  /** Every process has its own DATA_DIR: nothing may travel through a shared disk. */
  const env = (extra: Record<string, string> = {}) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'intel-mp-'));
    dirs.push(dataDir);
    return {
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      DEMO_PASSWORD: PASSWORD,
      JOB_EXPIRE_SECONDS: '3',
      S3_BUCKET: '',
      DATABASE_REPLICA_URL: '',
      ...extra,
    };
  };
  const start = async (script: string, extra: Record<string, string> = {}) => {
    const p = await startProcess(script, env(extra));
    procs.push(p);
    return p;
  };

  beforeAll(async () => {
    db = await freshDatabase(serverUrl as string, 'intel_mp');
    // A migrates and seeds the demo tenant; B and the worker then start together.
    webA = await start(MAIN, { RUN_WORKERS: 'false', SEED_DEMO: '1' });
    [webB, worker] = await Promise.all([start(MAIN, { RUN_WORKERS: 'false' }), start(WORKER)]);
    const login = await request(webA.port, 'POST', '/api/v1/auth/login/', {
      host,
      body: { email: 'research@example.com', password: PASSWORD },
    });
    expect(login.status).toBe(200);
    token = login.body.token;
  }, 240_000);

  afterAll(async () => {
    for (const p of procs) p.kill();
    await new Promise((r) => setTimeout(r, 300));
    await db?.drop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('the worker answers its health check and nothing else', async () => {
    expect((await request(worker.port, 'GET', '/api/v1/health/', { host })).status).toBe(200);
    expect((await request(worker.port, 'GET', '/api/v1/auth/me/', { host })).status).toBe(404);
  });

  it('upload on A, processed by the worker, completion live on B, file downloaded from B', async () => {
    const stream = await openStream(webB.port, '/api/v1/events/?channels=www-research', { host, token });
    expect(stream.status).toBe(200);
    const content = `${TEXT}\n`;
    const item = await upload(webA.port, '/api/v1/raw-data/upload/', {
      host,
      token,
      files: [{ name: 'zephyr.txt', content }],
      fields: { process: 'true' },
    });
    expect(item.status).toBe(201);
    const id = item.body.id as number;
    // Neither web process runs jobs: only the worker can complete it.
    const done = await until('the completion event on B', async () =>
      stream.events.find((e) => e.event === 'raw_data_process_complete' && (e.data as { id: number }).id === id),
    );
    expect(done).toBeTruthy();
    stream.close();
    const onB = await request(webB.port, 'GET', `/api/v1/raw-data/${id}/`, { host, token });
    expect(onB.body.processing_status).toBe('completed');
    const file = await request(webB.port, 'GET', `/api/v1/raw-data/${id}/file/`, { host, token });
    expect(file.status).toBe(200);
    expect(file.text).toBe(content);
  }, 60_000);

  it('a write on A is visible on B at once: counts and token caches are dropped across processes', async () => {
    const counts = async () =>
      totalOf((await request(webB.port, 'GET', '/api/v1/tools/entities-count/', { host, token })).body.organizations);
    const before = await counts();
    // B now holds both the counts and the principal of this token in its caches (kept 10 s otherwise).
    const created = await request(webA.port, 'POST', '/api/v1/assets/organizations/', {
      host,
      token,
      body: { name_dba: 'Cross Process Holdings', visibility: 'public' },
    });
    expect(created.status).toBe(201);
    const t0 = Date.now();
    await until('the new count on B', async () => (await counts()) === before + 1, 2000);
    const countLag = Date.now() - t0;
    const detail = await request(webB.port, 'GET', `/api/v1/assets/organizations/${created.body.id}/`, { host, token });
    expect(detail.status).toBe(200);

    const other = await request(webA.port, 'POST', '/api/v1/auth/login/', {
      host,
      body: { email: 'research@example.com', password: PASSWORD },
    });
    const second = other.body.token as string;
    expect((await request(webB.port, 'GET', '/api/v1/auth/me/', { host, token: second })).status).toBe(200);
    expect((await request(webA.port, 'POST', '/api/v1/auth/logout/', { host, token: second })).status).toBeLessThan(
      300,
    );
    const t1 = Date.now();
    await until(
      'the logged-out token refused on B',
      async () => (await request(webB.port, 'GET', '/api/v1/auth/me/', { host, token: second })).status === 401,
      2000,
    );
    console.log(`cross-process cache drop: counts ${countLag} ms, token ${Date.now() - t1} ms (TTL would be 10 s)`);
  }, 30_000);

  it('a worker SIGKILLed mid-job: the job finishes exactly once on a second worker', async () => {
    const first = worker;
    first.kill('SIGTERM');
    await until(
      'the first worker to stop',
      async () => first.child.exitCode !== null || first.child.signalCode,
      10_000,
    );
    // A pause inside the job leaves a window in which it is certainly running.
    const slow = await start(WORKER, { PROCESSING_DELAY_MS: '30000' });
    const stream = await openStream(webB.port, '/api/v1/events/?channels=www-research', { host, token });
    const item = await upload(webA.port, '/api/v1/raw-data/', {
      host,
      token,
      files: [],
      fields: { text: TEXT.replace(/Zephyr/g, 'Zyphora'), process: 'true' },
    });
    expect(item.status).toBe(201);
    const id = item.body.id as number;
    await until('the job to start', async () => {
      const r = await request(webB.port, 'GET', `/api/v1/raw-data/${id}/`, { host, token });
      return r.body.processing_status === 'processing';
    });
    slow.kill('SIGKILL');
    await start(WORKER);
    await until(
      'completion on the second worker',
      async () => {
        const r = await request(webB.port, 'GET', `/api/v1/raw-data/${id}/`, { host, token });
        return r.body.processing_status === 'completed';
      },
      60_000,
    );
    await new Promise((r) => setTimeout(r, 1000));
    stream.close();
    const completions = stream.events.filter(
      (e) => e.event === 'raw_data_process_complete' && (e.data as { id: number }).id === id,
    );
    expect(completions).toHaveLength(1);
    // Its effects are there once: one suggestion with both mentions, one email.
    const found = await request(webB.port, 'GET', '/api/v1/suggested-entities/organizations/?search=Zyphora', {
      host,
      token,
    });
    expect(found.body.count).toBe(1);
    expect(found.body.results[0].occurrences).toBe(2);
    const detail = await request(webB.port, 'GET', `/api/v1/raw-data/${id}/`, { host, token });
    expect(detail.body.contacts.emails).toEqual(['press@zephyrquantum.io']);
  }, 120_000);
});
