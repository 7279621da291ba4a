import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Ctx } from '../context.ts';
import { loadWithJsonBatches } from '../data/load.ts';
import { openMigrated } from '../db.ts';
import { drive, type LoadResult } from '../drive.ts';
import { judge, type Row } from '../report.ts';
import { measureStall } from './stall.ts';

/**
 * The embedded database: PGlite (in the server's worker thread behind the wire protocol), loaded
 * with the same generator at `scale`, then the organizations list scenario against the real server
 * (compared with the PostgreSQL figure of this run) and the longest event-loop stall of the HTTP
 * process while heavy queries run.
 */
export async function embeddedScenario(
  base: Omit<Ctx, 'app' | 'baseline' | 'pool' | 'embedded'>,
  startApp: (env: Record<string, string>) => Promise<Ctx['app']>,
  pgListRps: number | null,
  scaleLabel: string,
  pgSearch: { rps: number; p50: number; p99: number } | null = null,
): Promise<Row[]> {
  const row: Row = {
    id: 'embedded',
    scenario: `embedded PGlite ${scaleLabel}: list organizations + stall`,
    rps: null,
    p50: null,
    p99: null,
    baselineRps: null,
    ratio: null,
    measured: '',
    target: 'list ≥ 0.4× PostgreSQL; stall ≤ 20 ms',
    verdict: 'error',
    note: '',
  };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'intel-bench-pglite-'));
  let app: Ctx['app'] | null = null;
  try {
    const t0 = performance.now();
    const database = await openMigrated({ dataDir });
    let loadMs = 0;
    try {
      const started = performance.now();
      await loadWithJsonBatches(database.pool, base.dataset.tables);
      loadMs = performance.now() - started;
    } finally {
      await database.close();
    }
    base.log(`  PGlite loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s; starting the server on it`);
    // No job workers here: the list and the stall probe need none, and pg-boss polling would only
    // add unrelated traffic on the embedded database's single session.
    // DATABASE_URL empty: the child inherits the bench's environment, whose DATABASE_URL names the
    // PostgreSQL admin database; the server must open the embedded database in DATA_DIR instead.
    const env = { DATA_DIR: dataDir, RUN_WORKERS: '0', DATABASE_URL: '' };
    app = await startApp(env);
    const requests = ['Private', 'Public', 'Non-profit'].map((v) => ({
      path: `/api/v1/assets/organizations/?ownership_type=${v}&ordering=name_dba&limit=50`,
    }));
    const headers = { host: base.host, authorization: `Bearer ${base.tokens.research}` };
    const run = (port: number, seconds: number, connections: number) =>
      drive({ port, requests, headers, seconds, connections, timeout: 10 });
    const failed = (r: LoadResult) => r.non2xx + r.errors + r.timeouts > r.requests * 0.01;
    const codes = (r: LoadResult) =>
      `${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts of ${r.requests} (${JSON.stringify(r.statusCodes)})`;

    if (base.warmup > 0) await run(app.port, base.warmup, base.connections);
    base.log(`  embedded list: ${base.seconds} s, ${base.connections} connections`);
    let list = await run(app.port, base.seconds, base.connections);
    let connections = base.connections;
    const problems: string[] = [];
    if (failed(list)) {
      // The app failing under concurrency is a result, not a broken suite. Say what happened, then
      // measure what one connection at a time gets from a fresh server (PGlite is single-threaded).
      problems.push(`${base.connections} connections: ${codes(list)}`);
      await app.stop();
      app = await startApp(env);
      connections = 1;
      base.log(`  embedded list failed under ${base.connections} connections; again with 1 connection`);
      list = await run(app.port, base.seconds, 1);
      if (failed(list)) problems.push(`1 connection: ${codes(list)}`);
    }
    row.rps = list.rps;
    row.p50 = list.p50;
    row.p99 = list.p99;
    row.ratio = pgListRps && !failed(list) ? list.rps / pgListRps : null;

    // Quick search on the embedded database (issue 5 asks for its latency at 100k), beside PostgreSQL's.
    const searchRequests = base.dataset.searchTerms.map((t) => ({
      path: `/api/v1/search/?q=${encodeURIComponent(t.term)}`,
    }));
    base.log(`  embedded quick search: ${base.seconds} s, ${connections} connections`);
    const search = await drive({
      port: app.port,
      requests: searchRequests,
      headers,
      seconds: base.seconds,
      connections,
      timeout: 10,
    });
    const searchRow: Row = {
      id: 'embedded-search',
      scenario: `embedded PGlite ${scaleLabel}: quick search`,
      rps: search.rps,
      p50: search.p50,
      p99: search.p99,
      baselineRps: null,
      ratio: pgSearch && !failed(search) ? search.rps / pgSearch.rps : null,
      measured: `vs PostgreSQL app ${pgSearch ? `${Math.round(pgSearch.rps)} req/s, p50 ${pgSearch.p50} ms, p99 ${pgSearch.p99} ms` : '—'} (ratio column)`,
      target: '',
      ...judge([]),
    };
    if (failed(search)) {
      searchRow.verdict = 'error';
      searchRow.note = `the app failed: ${codes(search)}`;
    }
    searchRow.details = { search };
    const ctx: Ctx = { ...base, app, baseline: null, pool: null, embedded: true };
    ctx.log(`  embedded stall probe: ${Math.max(2, ctx.seconds)} s of heavy queries`);
    const stall = await measureStall(ctx, Math.max(2, ctx.seconds), 10, connections === 1 ? 1 : 4).catch(
      (e: Error) => e,
    );
    if (stall instanceof Error) problems.push(`stall probe failed: ${stall.message}`);
    else if (failed(stall.load)) problems.push(`heavy queries: ${codes(stall.load)}`);
    const stallMs = stall instanceof Error ? null : stall.maxGapMs;
    row.measured =
      `${connections} connection${connections === 1 ? '' : 's'}; vs PostgreSQL app ${pgListRps ? Math.round(pgListRps) : '—'} req/s (ratio column)` +
      (stall instanceof Error
        ? ''
        : `; longest stall ${stall.maxGapMs.toFixed(1)} ms during ${stall.load.requests} heavy queries ` +
          `(${stall.load.rps.toFixed(1)} req/s, p99 ${stall.load.p99} ms)`);
    const result = judge([
      { label: 'ratio to PostgreSQL', actual: row.ratio, op: '>=', limit: 0.4, unit: '×' },
      { label: 'longest stall', actual: stallMs, op: '<=', limit: 20, unit: ' ms' },
    ]);
    row.verdict = problems.length ? 'error' : result.verdict;
    row.note = [problems.length ? `the app failed: ${problems.join('; ')}` : '', result.note]
      .filter(Boolean)
      .join('; ');
    row.details = { list, connections, stall: stall instanceof Error ? stall.message : stall, loadMs, problems };
    return [row, searchRow];
  } finally {
    await app?.stop();
    if (!process.env.BENCH_KEEP_PGLITE) rmSync(dataDir, { recursive: true, force: true });
  }
}
