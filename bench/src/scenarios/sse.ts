import http from 'node:http';
import type { Ctx } from '../context.ts';
import { httpRequest } from '../processes.ts';
import { judge, type Row } from '../report.ts';

type Memory = { rss: number; heapUsed: number; external: number; gc: boolean };

/**
 * SSE fan-out: opens `count` idle event streams (`GET /api/v1/events/?channels={tenant}-all` with a
 * bearer token) against the app, reads the app process's memory before and after (inside the
 * process, after a GC), then publishes events through the real event bus (NOTIFY on PostgreSQL)
 * and times how long until every stream has each one.
 */
export async function sseScenario(ctx: Ctx, count: number): Promise<Row> {
  const row: Row = {
    id: 'sse',
    scenario: `SSE fan-out (${count.toLocaleString('en')} idle streams)`,
    rps: null,
    p50: null,
    p99: null,
    baselineRps: null,
    ratio: null,
    measured: '',
    target: '10,000 streams; ≤ 12 MB per 1,000; one event to all ≤ 300 ms',
    verdict: 'error',
    note: '',
  };
  const port = ctx.app.port;
  // Read after a GC and a short settle, twice, so that garbage of earlier scenarios is not counted.
  const memory = async () => {
    let m: Memory | null = null;
    for (let i = 0; i < 2; i++) {
      await new Promise((r) => setTimeout(r, 500));
      m = (await httpRequest(port, 'GET', '/api/v1/_bench/memory/', { host: ctx.host })).json<Memory>();
    }
    return m as Memory;
  };
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const arrivals = new Map<number, { count: number; last: number }>();
  const open: http.ClientRequest[] = [];
  const path = `/api/v1/events/?channels=${ctx.big.subdomain}-all`;

  const openOne = () =>
    new Promise<void>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path,
          agent,
          headers: { host: ctx.host, authorization: `Bearer ${ctx.tokens.research}`, accept: 'text/event-stream' },
        },
        (res) => {
          if (res.statusCode !== 200) {
            reject(new Error(`events stream → ${res.statusCode}`));
            res.resume();
            return;
          }
          let rest = '';
          let granted = false;
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            const now = performance.now();
            const lines = (rest + chunk).split('\n');
            rest = lines.pop() ?? '';
            for (const line of lines) {
              if (!granted && line.startsWith(': granted')) {
                granted = true;
                resolve();
              } else if (line.startsWith('id: ')) {
                const id = Number(line.slice(4));
                const a = arrivals.get(id) ?? { count: 0, last: 0 };
                a.count += 1;
                a.last = Math.max(a.last, now);
                arrivals.set(id, a);
              }
            }
          });
          res.on('error', () => {});
        },
      );
      req.on('error', (err) => reject(err));
      req.end();
      open.push(req);
    });

  try {
    const before = await memory();
    const started = performance.now();
    const batch = 200;
    for (let i = 0; i < count; i += batch) {
      await Promise.all(Array.from({ length: Math.min(batch, count - i) }, openOne));
    }
    const openMs = performance.now() - started;
    await new Promise((r) => setTimeout(r, 1000));
    const after = await memory();
    // RSS is what the machine pays, but it also moves with pages returned to the OS; the JS heap plus
    // buffers is steadier. The larger of the two is the figure checked against the target.
    const per1000 = (bytes: number) => (bytes / 1024 / 1024 / count) * 1000;
    const rssPer1000 = per1000(after.rss - before.rss);
    const heapPer1000 = per1000(after.heapUsed + after.external - before.heapUsed - before.external);
    const mbPer1000 = Math.max(rssPer1000, heapPer1000);

    const rounds = ctx.smoke ? 2 : 5;
    const times: number[] = [];
    let missing = 0;
    for (let r = 0; r < rounds; r++) {
      const t0 = performance.now();
      const sent = await httpRequest(port, 'POST', '/api/v1/_bench/publish/', { host: ctx.host, body: {} });
      if (sent.status !== 200) throw new Error(`publish → ${sent.status}: ${sent.body.slice(0, 200)}`);
      const id = sent.json<{ id: number }>().id;
      const deadline = performance.now() + 10_000;
      while ((arrivals.get(id)?.count ?? 0) < count && performance.now() < deadline) {
        await new Promise((res) => setTimeout(res, 2));
      }
      const got = arrivals.get(id);
      if (!got || got.count < count) missing += count - (got?.count ?? 0);
      times.push((got?.last ?? performance.now()) - t0);
      await new Promise((res) => setTimeout(res, 200));
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
    const worst = times[times.length - 1] ?? Number.NaN;
    row.measured =
      `${count.toLocaleString('en')} streams opened in ${(openMs / 1000).toFixed(1)} s; ` +
      `${mbPer1000.toFixed(1)} MB per 1,000 (RSS ${rssPer1000.toFixed(1)}, heap+external ${heapPer1000.toFixed(1)}); ` +
      `event to all: median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms of ${rounds}` +
      (missing ? `; ${missing} deliveries missing` : '');
    const result = judge([
      { label: 'streams', actual: count, op: '>=', limit: 10_000, unit: '' },
      { label: 'memory per 1,000', actual: mbPer1000, op: '<=', limit: 12, unit: ' MB' },
      { label: 'event to all (worst)', actual: worst, op: '<=', limit: 300, unit: ' ms' },
      { label: 'missing deliveries', actual: missing, op: '<=', limit: 0, unit: '' },
    ]);
    row.verdict = result.verdict;
    row.note = result.note;
    row.details = { before, after, openMs, rssPer1000, heapPer1000, fanOutMs: times, missing };
    return row;
  } finally {
    for (const req of open) req.destroy();
    agent.destroy();
    await new Promise((r) => setTimeout(r, 500));
  }
}
