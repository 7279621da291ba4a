import type { Ctx } from '../context.ts';
import { drive, type LoadResult } from '../drive.ts';
import { httpRequest } from '../processes.ts';

/** Requests that make the database work hard: full scans (substring search, counts of every filter option). */
export function heavyRequests(ctx: Ctx) {
  return [
    { path: '/api/v1/assets/organizations/?search=a&ordering=-founding_date&limit=100' },
    { path: '/api/v1/assets/people/available-filters/' },
    { path: `/api/v1/search/?q=${encodeURIComponent(ctx.dataset.vocabulary.orgWords[0] ?? 'capital')}` },
    { path: '/api/v1/assets/library/?search=e&ordering=title&limit=100' },
  ];
}

/**
 * The longest event-loop stall of the app's HTTP process while heavy queries run: the in-process
 * probe (BENCH_PROBE=1) runs a 1 ms timer and reports its largest gap between two ticks.
 */
export async function measureStall(
  ctx: Ctx,
  seconds: number,
  timeout = 30,
  connections = 4,
): Promise<{ maxGapMs: number; ticks: number; load: LoadResult }> {
  const port = ctx.app.port;
  const start = await httpRequest(port, 'GET', '/api/v1/_bench/stall/?action=start', {
    host: ctx.host,
    timeoutMs: timeout * 1000,
  });
  if (start.status !== 200)
    throw new Error(`stall probe → ${start.status}: ${start.body.slice(0, 200)} (BENCH_PROBE=1?)`);
  const load = await drive({
    port,
    requests: heavyRequests(ctx),
    headers: { host: ctx.host, authorization: `Bearer ${ctx.tokens.research}` },
    seconds,
    connections,
    timeout,
  });
  const stop = await httpRequest(port, 'GET', '/api/v1/_bench/stall/?action=stop', {
    host: ctx.host,
    timeoutMs: timeout * 1000,
  });
  if (stop.status !== 200) throw new Error(`stall probe stop → ${stop.status}: ${stop.body.slice(0, 200)}`);
  const r = stop.json<{ max_gap_ms: number; ticks: number }>();
  return { maxGapMs: r.max_gap_ms, ticks: r.ticks, load };
}
