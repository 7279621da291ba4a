import type { Ctx } from '../context.ts';
import { drive, type LoadRequest, type LoadResult } from '../drive.ts';
import { type Child, httpRequest } from '../processes.ts';
import { judge, type Row } from '../report.ts';

/**
 * docs/scaling.md §1 measured: the same list and detail reads against one web process, then against
 * two (RUN_WORKERS=0, same database) behind a client-side round-robin: the connections are split
 * between the two ports, half each. The ratio says what a second process buys on this machine; with
 * PostgreSQL and the load generator on the same cores it cannot reach 2.
 */
export async function webScaleOutScenario(ctx: Ctx, startWeb: () => Promise<Child>): Promise<Row> {
  const big = ctx.big;
  const auth = { host: ctx.host, authorization: `Bearer ${ctx.tokens.research}` };
  const requests: LoadRequest[] = [];
  for (const v of ['Private', 'Public', 'Non-profit'])
    requests.push({ path: `/api/v1/assets/organizations/?ownership_type=${v}&ordering=name_dba&limit=50` });
  for (let i = 0; i < 50; i++)
    requests.push({
      path: `/api/v1/assets/organizations/${big.orgs.first + Math.floor((((i * 7919) % 1000) / 1000) * big.orgs.count)}/`,
    });
  const run = (port: number, connections: number) =>
    // At least 3 s even in the smoke run: a 1 s run on a loaded machine may complete no request at all.
    drive({ port, requests, seconds: Math.max(3, ctx.seconds), connections, headers: auth });
  const row: Row = {
    id: 'scale-web',
    scenario: 'list + detail reads, 1 vs 2 web processes (client round-robin)',
    rps: null,
    p50: null,
    p99: null,
    baselineRps: null,
    ratio: null,
    measured: '',
    target: '',
    verdict: 'error',
    note: '',
  };
  if (ctx.warmup) await run(ctx.app.port, ctx.connections);
  const one = await run(ctx.app.port, ctx.connections);
  const second = await startWeb();
  try {
    const half = Math.max(1, Math.floor(ctx.connections / 2));
    if (ctx.warmup) await run(second.port, half);
    const [a, b] = await Promise.all([run(ctx.app.port, half), run(second.port, ctx.connections - half)]);
    const bad = (r: LoadResult) => r.non2xx + r.errors + r.timeouts;
    if (bad(one) + bad(a) + bad(b) > 0) {
      row.note = `failed requests: 1 process ${bad(one)}, 2 processes ${bad(a) + bad(b)}`;
      return row;
    }
    const two = a.rps + b.rps;
    row.rps = two;
    row.p50 = Math.max(a.p50, b.p50);
    row.p99 = Math.max(a.p99, b.p99);
    row.baselineRps = one.rps;
    row.ratio = two / one.rps;
    row.measured = `1 process ${one.rps.toFixed(0)} req/s (p99 ${one.p99} ms); 2 processes ${two.toFixed(0)} req/s (${a.rps.toFixed(0)} + ${b.rps.toFixed(0)}); scaling ×${row.ratio.toFixed(2)}`;
    Object.assign(row, judge([]));
    row.details = { one, a, b };
    return row;
  } finally {
    await second.stop();
  }
}

/**
 * Processing throughput with one worker (the app process's own) and then with a second, job-only
 * process (`server/src/worker.ts`): a burst of documents uploaded at once, timed from the first
 * upload to the last completion, read from the table.
 */
export async function workerScaleOutScenario(
  ctx: Ctx,
  startWorker: () => Promise<Child>,
  documentText: (n: number) => string,
): Promise<Row> {
  const row: Row = {
    id: 'scale-workers',
    scenario: 'processing burst, 1 vs 2 worker processes',
    rps: null,
    p50: null,
    p99: null,
    baselineRps: null,
    ratio: null,
    measured: '',
    target: '',
    verdict: 'error',
    note: '',
  };
  const pool = ctx.pool;
  if (!pool) {
    row.verdict = 'not available';
    row.note = 'needs the bench database connection';
    return row;
  }
  const count = ctx.smoke ? 12 : 120;
  // The jobs of one tenant take turns in their write phase (a per-tenant lock), and a new worker
  // first loads the tenant's names: a short untimed burst warms each setting up before the timed one.
  const warm = ctx.smoke ? 2 : 8;
  let n = 1_000_000;
  const burst = async (count: number): Promise<number> => {
    const t0 = performance.now();
    const ids: number[] = [];
    for (let i = 0; i < count; i += 8) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(8, count - i) }, () =>
          httpRequest(ctx.app.port, 'POST', '/api/v1/raw-data/', {
            host: ctx.host,
            token: ctx.tokens.research,
            body: { title: `Scale document ${++n}`, text: documentText(n), process: 'true' },
          }),
        ),
      );
      for (const r of batch) {
        if (r.status !== 201) throw new Error(`POST /api/v1/raw-data/ → ${r.status}: ${r.body.slice(0, 160)}`);
        ids.push(r.json<{ id: number }>().id);
      }
    }
    const deadline = Date.now() + 600_000;
    for (;;) {
      const { rows } = await pool.query<{ n: number }>(
        `select count(*)::int as n from raw_data where tenant_id = $1 and id = any($2::bigint[])
         and processing_status in ('completed', 'error')`,
        [ctx.big.id, ids],
      );
      if ((rows[0]?.n ?? 0) >= ids.length) break;
      if (Date.now() > deadline) throw new Error('the burst did not finish in 10 minutes');
      await new Promise((r) => setTimeout(r, 50));
    }
    return count / ((performance.now() - t0) / 1000);
  };
  try {
    await burst(warm);
    const one = await burst(count);
    const worker = await startWorker();
    let two: number;
    try {
      await burst(warm);
      two = await burst(count);
    } finally {
      await worker.stop();
    }
    row.baselineRps = one;
    row.rps = two;
    row.ratio = two / one;
    row.measured = `${count} documents: 1 worker ${one.toFixed(1)} docs/s, 2 workers ${two.toFixed(1)} docs/s; scaling ×${row.ratio.toFixed(2)}`;
    Object.assign(row, judge([]));
  } catch (err) {
    row.note = err instanceof Error ? err.message : String(err);
  }
  return row;
}
