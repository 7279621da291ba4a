import type { Ctx } from '../context.ts';
import { drive, type LoadRequest, type LoadResult } from '../drive.ts';
import { cpuTicks, httpRequest } from '../processes.ts';
import { type Criterion, judge, type Row } from '../report.ts';

/**
 * One HTTP scenario: the app's requests, the baseline's equivalent requests, and the target's
 * criteria. Every connection cycles through its request list, so values rotate.
 */
export type HttpScenario = {
  id: string;
  name: string;
  app: LoadRequest[];
  appHeaders: Record<string, string>;
  baseline: LoadRequest[] | null;
  target: string;
  criteria(app: LoadResult, baseline: LoadResult | null): Criterion[];
  /** A route that other engineers are still building: a 404 means "not available", not an error. */
  optional?: boolean;
  /** Builds the app's requests just before the run (when they depend on the data, e.g. page links). */
  prepare?(): Promise<LoadRequest[]>;
  /**
   * Also measured with one connection, after the loaded run: each request's time with nothing queued
   * before it (the loaded run's latency is mostly waiting: 10 connections on two shared cores). Reported
   * beside the figures (`measured`), not judged.
   */
  unloaded?: boolean;
  /**
   * Also reports the CPU each request cost the server process and the database's backends (issue 37: the
   * ratio's cause, measured rather than guessed), for the app's loaded run and the baseline's.
   */
  cpu?: boolean;
  /** Extra checks after the run (e.g. counts exact after writes): more criteria and details. */
  after?(): Promise<{ criteria: Criterion[]; details?: unknown; measured?: string }>;
};

const share = (r: LoadResult) => (r.requests ? (r.non2xx + r.errors + r.timeouts) / r.requests : 1);

export class SuiteError extends Error {}

/** Sends the first request of a list once, as autocannon would, and answers its status and body. */
async function probe(port: number, req: LoadRequest, headers: Record<string, string>) {
  const r = req.setup ? req.setup({ ...req }) : req;
  return httpRequest(port, r.method ?? 'GET', r.path, {
    headers: { ...headers, ...(r.headers ?? {}) },
    ...(r.body !== undefined ? { raw: Buffer.from(r.body) } : {}),
  });
}

/**
 * Many users behind a proxy (the app runs with TRUST_PROXY=1): every app request comes from its own
 * `X-Forwarded-For` address, so per-address rate limits (login 60 a minute, the Operator 120) do not
 * turn a run into a measure of the rate limiter.
 */
function fromManyAddresses(requests: LoadRequest[]): LoadRequest[] {
  return requests.map((r) => ({
    ...r,
    setup: (req) => {
      const out = r.setup ? r.setup(req) : req;
      return { ...out, headers: { ...(out.headers ?? {}), 'x-forwarded-for': nextAddress() } };
    },
  }));
}

export async function runHttpScenario(ctx: Ctx, scenario: HttpScenario): Promise<Row> {
  const requests = scenario.prepare ? await scenario.prepare() : scenario.app;
  const s = { ...scenario, app: fromManyAddresses(requests) };
  const row: Row = {
    id: s.id,
    scenario: s.name,
    rps: null,
    p50: null,
    p99: null,
    baselineRps: null,
    ratio: null,
    measured: '',
    target: s.target,
    verdict: 'error',
    note: '',
  };
  const first = s.app[0];
  if (!first) throw new SuiteError(`${s.id}: no requests`);
  const check = await probe(ctx.app.port, first, s.appHeaders);
  if (check.status === 404 && s.optional) {
    row.verdict = 'not available';
    row.note = `${first.method ?? 'GET'} ${first.path.split('?')[0]} answers 404`;
    return row;
  }
  if ((check.status < 200 || check.status >= 300) && s.optional) {
    // Someone else's route that answers, but not to this request shape: say so, do not fail the suite.
    row.note = `${first.method ?? 'GET'} ${first.path.split('?')[0]} → ${check.status}: ${check.body.slice(0, 160)}`;
    return row;
  }
  if (check.status < 200 || check.status >= 300) {
    throw new SuiteError(
      `${s.id}: ${first.method ?? 'GET'} ${first.path} → ${check.status}: ${check.body.slice(0, 300)}`,
    );
  }
  const connections = ctx.connections;
  if (ctx.warmup > 0) {
    await drive({ port: ctx.app.port, requests: s.app, headers: s.appHeaders, seconds: ctx.warmup, connections });
  }
  ctx.log(`  ${s.name}: app ${ctx.seconds} s`);
  const appCpu = s.cpu ? await cpuMeter(ctx, ctx.app.process.pid) : null;
  const app = await drive({
    port: ctx.app.port,
    requests: s.app,
    headers: s.appHeaders,
    seconds: ctx.seconds,
    connections,
  });
  const appCost = appCpu ? await appCpu.per(app) : null;
  if (share(app) > 0.01) {
    // The request shape was right (the probe answered 2xx): failures under load are the app's, a result.
    row.rps = app.rps;
    row.p50 = app.p50;
    row.p99 = app.p99;
    row.note = `under load: ${app.non2xx} non-2xx answers, ${app.errors} errors, ${app.timeouts} timeouts of ${app.requests} requests (${JSON.stringify(app.statusCodes)})`;
    row.details = { app };
    return row;
  }
  let alone: LoadResult | null = null;
  if (s.unloaded) {
    ctx.log(`  ${s.name}: app, one connection ${Math.min(5, ctx.seconds)} s`);
    alone = await drive({
      port: ctx.app.port,
      requests: s.app,
      headers: s.appHeaders,
      seconds: Math.min(5, ctx.seconds),
      connections: 1,
    });
  }
  let base: LoadResult | null = null;
  let baseCost: CpuCost | null = null;
  if (s.baseline && ctx.baseline) {
    const bcheck = await probe(ctx.baseline.port, s.baseline[0] as LoadRequest, {});
    if (bcheck.status < 200 || bcheck.status >= 300) {
      throw new SuiteError(`${s.id}: baseline → ${bcheck.status}: ${bcheck.body.slice(0, 300)}`);
    }
    if (ctx.warmup > 0) {
      await drive({ port: ctx.baseline.port, requests: s.baseline, seconds: Math.min(1, ctx.warmup), connections });
    }
    ctx.log(`  ${s.name}: baseline ${ctx.seconds} s`);
    const baseCpu = s.cpu ? await cpuMeter(ctx, ctx.baseline.process.pid) : null;
    base = await drive({ port: ctx.baseline.port, requests: s.baseline, seconds: ctx.seconds, connections });
    baseCost = baseCpu ? await baseCpu.per(base) : null;
    if (share(base) > 0.01) {
      throw new SuiteError(
        `${s.id}: baseline had ${base.non2xx} non-2xx answers (${JSON.stringify(base.statusCodes)})`,
      );
    }
  }
  row.rps = app.rps;
  row.p50 = app.p50;
  row.p99 = app.p99;
  row.baselineRps = base?.rps ?? null;
  row.ratio = base ? app.rps / base.rps : null;
  const extra = s.after ? await s.after() : { criteria: [] };
  const result = judge([...s.criteria(app, base), ...extra.criteria]);
  row.verdict = result.verdict;
  row.note = result.note;
  const unloaded = alone
    ? `one connection: ${alone.rps.toFixed(0)} req/s, p50 ${alone.p50} ms, p99 ${alone.p99} ms (nothing queued)` +
      (base
        ? `; the baseline under the same load as the app: p50 ${base.p50} ms, p99 ${base.p99} ms` +
          (base.p99 > 0 ? ` (app p99 ÷ baseline p99: ${(app.p99 / base.p99).toFixed(2)}×)` : '')
        : '')
    : '';
  const cost = appCost
    ? `CPU per request: app ${costText(appCost)}` + (baseCost ? `; baseline ${costText(baseCost)}` : '')
    : '';
  row.measured = [extra.measured ?? '', unloaded, cost].filter(Boolean).join('; ');
  row.details = {
    app,
    baseline: base,
    ...(alone ? { oneConnection: alone } : {}),
    ...(appCost ? { cpu: { app: appCost, baseline: baseCost } } : {}),
    ...(extra.details ? { check: extra.details } : {}),
  };
  return row;
}

let address = 0;
function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

/** CPU milliseconds per request: the server process, the database backends serving the bench database, the load generator. */
type CpuCost = { server: number; database: number; client: number };

const costText = (c: CpuCost) =>
  `server ${c.server.toFixed(2)} ms + database ${c.database.toFixed(2)} ms (load generator ${c.client.toFixed(2)} ms)`;

/**
 * Starts counting CPU for one run: the server's process, every backend connected to the bench database
 * (read from pg_stat_activity before and after, so connections opened during the run count from their
 * start), and the bench process itself (autocannon). Null off Linux or without the bench's pool.
 */
async function cpuMeter(ctx: Ctx, serverPid: number | undefined) {
  if (serverPid === undefined || !ctx.pool || cpuTicks(serverPid) === null) return null;
  const pool = ctx.pool;
  const backends = async () =>
    (
      await pool.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
    ).rows.map((r) => r.pid);
  const before = new Map((await backends()).map((pid) => [pid, cpuTicks(pid) ?? 0]));
  const server = cpuTicks(serverPid) as number;
  const client = process.cpuUsage();
  return {
    async per(result: LoadResult): Promise<CpuCost | null> {
      const n = result.requests;
      if (!n) return null;
      let database = 0;
      for (const pid of new Set([...before.keys(), ...(await backends())])) {
        const now = cpuTicks(pid);
        if (now !== null) database += now - (before.get(pid) ?? 0);
      }
      const used = process.cpuUsage(client);
      return {
        server: (((cpuTicks(serverPid) ?? server) - server) * 10) / n,
        database: (database * 10) / n,
        client: (used.user + used.system) / 1000 / n,
      };
    },
  };
}
