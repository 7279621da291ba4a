import path from 'node:path';
import { type App, ErrorLog, HOST, PASSWORD, type PartResult, startApp } from './app.ts';
import { call, json, keepAliveAgent, login, now, openEvents, sleep } from './client.ts';
import { type Cluster, withAdmin } from './cluster.ts';
import { type Fault, outageOf, outageReport, PART, type Req } from './postgres-outage.ts';
import { type Check, type Figure, fmtInt, fmtMs, fmtStatuses, percentile } from './report.ts';

/**
 * Part 1: a mixed load (80% reads, 20% writes) from `connections` keep-alive connections for
 * `minutes`, while the private PostgreSQL is restarted (fast shutdown, down for `downSeconds`,
 * start) at 1/3 and killed (SIGKILL of the postmaster and its backends, down for `downSeconds`,
 * start with crash recovery) at 2/3. Every write has a unique name and its answer is logged; at the
 * end the names the API acknowledged (201) are compared with `SELECT name_dba FROM organizations`.
 */
export async function postgresFaults(opts: {
  cluster: Cluster;
  workDir: string;
  minutes: number;
  connections: number;
  downSeconds: number;
  fastMs: number;
  backMs: number;
  guard: boolean;
  log: (line: string) => void;
}): Promise<PartResult> {
  const { cluster, log } = opts;
  const checks: Check[] = [];
  const figures: Figure[] = [];
  const dbName = 'faults_load';
  await withAdmin(cluster.url(), (c) => c.query(`CREATE DATABASE ${dbName}`));
  const t0 = now();
  const launch = (port?: number) =>
    startApp({
      name: 'app (PostgreSQL faults)',
      dataDir: path.join(opts.workDir, 'load'),
      t0,
      port,
      guard: opts.guard,
      env: { DATABASE_URL: cluster.url(dbName), RUN_WORKERS: '0', BENCH_PROBE: '1' },
    });
  let app: App = await launch();
  const port = app.port;
  // Like a process supervisor (systemd Restart=always, RestartSec=0.5): a server that exits by
  // itself is started again on the same port, and every such exit is recorded as a failure.
  const exits: {
    at: number;
    reason: string;
    output: string;
    restartedAfterMs: number | null;
    restartAttempts: number;
    lastRestartError: string | null;
  }[] = [];
  const errorLog = new ErrorLog();
  const keepErrors = (a: App) => errorLog.add(a);
  let supervising = true;
  let loadStartedAt = 0;
  const supervise = (a: App) => {
    a.process.once('exit', () => {
      const reason = a.crashed();
      if (!reason || !supervising) return;
      const at = now() - loadStartedAt;
      const exit = {
        at,
        reason,
        output: a.crashOutput(),
        restartedAfterMs: null as number | null,
        restartAttempts: 0,
        lastRestartError: null as string | null,
      };
      exits.push(exit);
      log(`  ${(at / 1000).toFixed(1)} s: the server ${reason}; restarting it`);
      keepErrors(a);
      void (async () => {
        while (supervising) {
          exit.restartAttempts += 1;
          try {
            const next = await launch(port);
            app = next;
            exit.restartedAfterMs = now() - loadStartedAt - at;
            supervise(next);
            return;
          } catch (err) {
            exit.lastRestartError = (err instanceof Error ? err.message : String(err)).slice(-3000);
            await sleep(500);
          }
        }
      })();
    });
  };
  supervise(app);
  try {
    const token = await login(port, 'research@example.com', PASSWORD);
    const list = await call(port, 'GET', '/api/v1/assets/organizations/?limit=50', { token });
    if (list.status !== 200) throw new Error(`organizations list → ${list.status}: ${list.body.slice(0, 200)}`);
    const ids = json<{ results: { id: number }[] }>(list).results.map((r) => r.id);
    if (ids.length === 0) throw new Error('the demo seed has no organizations');

    const eventsBefore = await liveEventCheck(port, token);
    log(
      `  live event before the faults: ${eventsBefore.delivered ? `delivered in ${fmtMs(eventsBefore.ms)}` : 'NOT delivered'}`,
    );

    // ---- the load ---------------------------------------------------------------------------
    const durationMs = opts.minutes * 60_000;
    const prefix = `Faults ${Date.now().toString(36)}`;
    const writes = new Map<string, { status: number; start: number; end: number }>();
    const reqs: Req[] = [];
    const agent = keepAliveAgent(opts.connections);
    const loadStart = now();
    loadStartedAt = loadStart;
    const rel = () => now() - loadStart;
    const loadEnd = loadStart + durationMs;
    let seq = 0;
    const reads = [
      { weight: 35, path: () => `/api/v1/assets/organizations/?limit=20&offset=${Math.floor(Math.random() * 40)}` },
      { weight: 30, path: () => `/api/v1/assets/organizations/${ids[Math.floor(Math.random() * ids.length)]}/` },
      { weight: 15, path: () => '/api/v1/tools/entities-count/' },
      { weight: 20, path: () => '/api/v1/assets/people/?limit=20' },
    ];
    const pickRead = () => {
      let r = Math.random() * 100;
      for (const x of reads) {
        r -= x.weight;
        if (r < 0) return x.path();
      }
      return reads[0]?.path() ?? '/api/v1/health/';
    };
    const worker = async () => {
      while (now() < loadEnd) {
        const write = Math.random() < 0.2;
        const start = rel();
        let status: number;
        let error: string | null;
        if (write) {
          seq += 1;
          const name = `${prefix} ${seq}`;
          const a = await call(port, 'POST', '/api/v1/assets/organizations/', {
            agent,
            token,
            body: { name_dba: name, visibility: 'public', ownership_type: 'Private' },
          });
          status = a.status;
          error = a.error;
          writes.set(name, { status, start, end: rel() });
        } else {
          const a = await call(port, 'GET', pickRead(), { agent, token });
          status = a.status;
          error = a.error;
        }
        reqs.push({ start, end: rel(), status, write, error });
        // A client that got an error waits a little before its next request (no hot retry loop).
        if (status === 0 || status >= 500) await sleep(50);
      }
    };

    const faults: Fault[] = [];
    const faultTask = (async () => {
      const downMs = opts.downSeconds * 1000;
      await sleep(loadStart + durationMs / 3 - now());
      log(`  ${(rel() / 1000).toFixed(0)} s: restarting PostgreSQL (fast shutdown, ${opts.downSeconds} s down, start)`);
      {
        const begin = rel();
        const stopMs = await cluster.stopFast();
        const down = rel();
        await sleep(downMs);
        const startBegin = rel();
        const startMs = await cluster.start();
        faults.push({
          kind: 'restart',
          begin,
          down,
          startBegin,
          up: rel(),
          detail: `fast shutdown ${fmtMs(stopMs)}, start ${fmtMs(startMs)}`,
        });
      }
      await sleep(loadStart + (2 * durationMs) / 3 - now());
      log(`  ${(rel() / 1000).toFixed(0)} s: killing PostgreSQL (SIGKILL, ${opts.downSeconds} s down, start)`);
      {
        const begin = rel();
        const killed = await cluster.kill();
        const down = rel();
        await sleep(downMs);
        const startBegin = rel();
        const startMs = await cluster.start();
        faults.push({
          kind: 'kill',
          begin,
          down,
          startBegin,
          up: rel(),
          detail: `SIGKILL of the postmaster and ${killed.backends} backends; start with recovery ${fmtMs(startMs)}`,
        });
      }
    })();
    const progress = setInterval(() => {
      const last = reqs.filter((r) => r.end > rel() - 10_000);
      const ok = last.filter((r) => r.status >= 200 && r.status < 300).length;
      log(
        `  ${(rel() / 1000).toFixed(0).padStart(4)} s: ${fmtInt(reqs.length)} requests, last 10 s ${(last.length / 10).toFixed(0)} req/s (${ok} ok), ${fmtInt([...writes.values()].filter((w) => w.status === 201).length)} writes acknowledged`,
      );
    }, 30_000);
    log(`  load: ${opts.connections} connections for ${(durationMs / 1000).toFixed(0)} s (80% reads, 20% writes)`);
    await Promise.all([...Array.from({ length: opts.connections }, worker), faultTask]);
    clearInterval(progress);
    agent.destroy();
    const loadMs = rel();
    // Give a restart in progress the time to finish, then stop supervising.
    for (let i = 0; i < 100 && exits.some((e) => e.restartedAfterMs === null); i++) await sleep(200);
    supervising = false;
    const crashed = exits.length ? `${exits.length} exit(s): ${exits[0]?.reason}` : null;

    const eventsAfter = await liveEventCheck(port, token);
    log(
      `  live event after the faults: ${eventsAfter.delivered ? `delivered in ${fmtMs(eventsAfter.ms)}` : 'NOT delivered'}`,
    );

    // ---- what the database has ------------------------------------------------------------------
    const stored = await withAdmin(cluster.url(dbName), async (c) => {
      const { rows } = await c.query<{ name_dba: string }>(
        'SELECT name_dba FROM organizations WHERE name_dba LIKE $1',
        [`${prefix} %`],
      );
      return rows.map((r) => r.name_dba);
    });
    const storedCount = new Map<string, number>();
    for (const n of stored) storedCount.set(n, (storedCount.get(n) ?? 0) + 1);
    const acked = [...writes.entries()].filter(([, w]) => w.status === 201);
    const lost = acked.filter(([n]) => !storedCount.has(n));
    const duplicated = [...storedCount.entries()].filter(([, c]) => c > 1);
    const unanswered = [...writes.values()].filter((w) => w.status === 0).length;
    const refusedButStored = [...writes.entries()].filter(([n, w]) => w.status !== 201 && storedCount.has(n));
    const unknownStored = stored.filter((n) => !writes.has(n)).length;

    // ---- the figures --------------------------------------------------------------------------
    const statusesAll: Record<string, number> = {};
    for (const r of reqs) statusesAll[r.status] = (statusesAll[r.status] ?? 0) + 1;
    const perSecond: Record<number, Record<string, number>> = {};
    for (const r of reqs) {
      const s = Math.floor(r.end / 1000);
      const h = perSecond[s] ?? {};
      h[r.status] = (h[r.status] ?? 0) + 1;
      perSecond[s] = h;
    }
    const latencies = reqs.map((r) => r.end - r.start).sort((a, b) => a - b);
    figures.push(
      {
        part: PART,
        label: 'load',
        value: `${opts.connections} connections, ${(loadMs / 1000).toFixed(0)} s, ${fmtInt(reqs.length)} requests (${(reqs.length / (loadMs / 1000)).toFixed(0)} req/s), statuses ${fmtStatuses(statusesAll)}`,
      },
      {
        part: PART,
        label: 'latency (whole run)',
        value: `p50 ${fmtMs(percentile(latencies, 50))}, p99 ${fmtMs(percentile(latencies, 99))}, max ${fmtMs(latencies.at(-1))}`,
      },
      {
        part: PART,
        label: 'writes',
        value: `${fmtInt(writes.size)} sent, ${fmtInt(acked.length)} acknowledged (201), ${fmtInt(unanswered)} without an answer, ${fmtInt(refusedButStored.length)} refused but stored, ${fmtInt(stored.length)} rows in the database`,
      },
    );

    const outages = faults.map((f) => outageOf(f, reqs, perSecond));

    for (const o of outages) {
      const r = outageReport(o, opts);
      figures.push(...r.figures);
      checks.push(...r.checks);
    }
    // After both faults (from the database's return + the 5 s allowed) everything must be served again.
    const afterFrom = faults.length ? Math.max(...faults.map((f) => f.up)) + opts.backMs : loadMs - 10_000;
    const tail = reqs.filter((r) => r.start >= afterFrom);
    const tailStatuses: Record<string, number> = {};
    for (const r of tail) tailStatuses[r.status] = (tailStatuses[r.status] ?? 0) + 1;
    const tailBad = tail.filter((r) => r.status === 0 || r.status >= 500).length;
    checks.push(
      {
        part: PART,
        check: 'served normally after both faults',
        measured: `${fmtStatuses(tailStatuses)} in the last ${((loadMs - afterFrom) / 1000).toFixed(0)} s`,
        target: 'no 5xx',
        ok: tailBad === 0 && tail.length > 0,
      },
      {
        part: PART,
        check: 'acknowledged writes lost',
        measured: `${fmtInt(lost.length)} of ${fmtInt(acked.length)}${duplicated.length ? `; ${duplicated.length} stored twice` : ''}`,
        target: '0',
        ok: lost.length === 0 && duplicated.length === 0 && acked.length > 0,
      },
      {
        part: PART,
        check: 'live events after the faults (SSE)',
        measured: eventsAfter.delivered
          ? `delivered in ${fmtMs(eventsAfter.ms)}`
          : `not delivered within 5 s${eventsAfter.error ? ` (${eventsAfter.error})` : ''}; before the faults: ${eventsBefore.delivered ? `delivered in ${fmtMs(eventsBefore.ms)}` : 'not delivered either'}`,
        target: 'delivered ≤ 5 s',
        ok: eventsAfter.delivered,
      },
      {
        part: PART,
        check: 'app process survived',
        measured: crashed
          ? `${exits.map((e) => `${e.reason} at ${(e.at / 1000).toFixed(1)} s (${e.restartedAfterMs === null ? `not back after ${e.restartAttempts} restarts` : `restarted by the bench after ${fmtMs(e.restartedAfterMs)}`})`).join('; ')}`
          : 'yes',
        target: 'no exit',
        ok: !crashed,
      },
    );
    for (const [i, e] of exits.entries()) {
      // From where Node reports the fatal error (the whole output is in the JSON).
      const lines = e.output.trim().split('\n');
      const from = lines.findIndex((l) => /^node:|Unhandled|^\S*Error\b|^error:/.test(l));
      figures.push({
        part: PART,
        label: `server exit ${i + 1}`,
        value: `\n      ${lines.slice(Math.max(0, from), Math.max(0, from) + 22).join('\n      ')}`,
      });
      if (e.restartedAfterMs === null && e.lastRestartError)
        figures.push({
          part: PART,
          label: `server exit ${i + 1}: last restart attempt`,
          value: `\n      ${e.lastRestartError.trim().split('\n').slice(0, 15).join('\n      ')}`,
        });
    }
    keepErrors(app);
    const errs = errorLog.top();
    if (errs.length)
      figures.push({ part: PART, label: 'server error log (top)', value: `\n      ${errs.join('\n      ')}` });

    return {
      checks,
      figures,
      data: {
        connections: opts.connections,
        minutes: opts.minutes,
        downSeconds: opts.downSeconds,
        requests: reqs.length,
        statuses: statusesAll,
        perSecond,
        faults: outages,
        writes: {
          sent: writes.size,
          acknowledged: acked.length,
          unanswered,
          refusedButStored: refusedButStored.map(([n, w]) => ({ name: n, ...w })),
          stored: stored.length,
          unknownStored,
          lost: lost.map(([n, w]) => ({ name: n, ...w })),
          duplicated,
        },
        liveEvents: { before: eventsBefore, after: eventsAfter },
        serverErrors: errorLog.json(),
        exits,
      },
    };
  } finally {
    supervising = false;
    await app.stop();
  }
}

/** Opens an SSE stream, publishes one event (bench probe) and waits up to 5 s for it to arrive. */
async function liveEventCheck(
  port: number,
  token: string,
): Promise<{ delivered: boolean; ms: number | null; error: string | null }> {
  let stream: Awaited<ReturnType<typeof openEvents>> | null = null;
  try {
    stream = await openEvents(port, 'www-all', token, HOST);
    const t = now();
    const sent = await call(port, 'POST', '/api/v1/_bench/publish/', { token, body: {} });
    if (sent.status !== 200) return { delivered: false, ms: null, error: `publish → ${sent.status}` };
    const id = json<{ id: number }>(sent).id;
    const deadline = t + 5000;
    while (now() < deadline) {
      const e = stream.events.find((x) => x.id === id);
      if (e) return { delivered: true, ms: e.at - t, error: null };
      await sleep(20);
    }
    return { delivered: false, ms: null, error: null };
  } catch (err) {
    return { delivered: false, ms: null, error: String(err) };
  } finally {
    stream?.close();
  }
}
