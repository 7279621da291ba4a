/** One database fault of the PostgreSQL part, seen from the requests around it: the outage, its figures and checks. */
import { type Check, type Figure, fmtInt, fmtMs, fmtStatuses } from './report.ts';

export const PART = 'PostgreSQL faults';

export type Req = { start: number; end: number; status: number; write: boolean; error: string | null };
export type Fault = {
  kind: 'restart' | 'kill';
  /** Times in ms from the start of the load. */
  begin: number;
  /** The database stopped answering (fast shutdown done / processes killed). */
  down: number;
  /** Start of the postmaster launched again, and the moment it accepted a connection. */
  startBegin: number;
  up: number;
  detail: string;
};

/** The outage of fault `f`: from the fault until the app served a write again (or the database + 30 s). */
export function outageOf(f: Fault, reqs: Req[], perSecond: Record<number, Record<string, number>>) {
  const firstOk = (pred: (r: Req) => boolean) =>
    reqs.filter((r) => r.end >= f.up && r.status >= 200 && r.status < 300 && pred(r)).sort((a, b) => a.end - b.end)[0];
  const firstWrite = firstOk((r) => r.write);
  const firstAny = firstOk(() => true);
  const windowEnd = firstWrite ? firstWrite.end : f.up + 30_000;
  const inWindow = reqs.filter((r) => r.end >= f.begin && r.start <= windowEnd);
  const failed = inWindow.filter((r) => r.status === 0 || r.status >= 500);
  const statuses: Record<string, number> = {};
  for (const r of inWindow) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const failedStatuses: Record<string, number> = {};
  for (const r of failed) failedStatuses[r.status] = (failedStatuses[r.status] ?? 0) + 1;
  // How long a failure took once the fault had happened (a request in flight at the fault also
  // waited before it, for reasons that are not the fault's).
  const maxFailedMs = Math.max(0, ...failed.map((r) => r.end - Math.max(r.start, f.begin)));
  const maxMs = Math.max(0, ...inWindow.map((r) => r.end - r.start));
  // Requests that started while the database was down (between `down` and `up`).
  const duringDown = reqs.filter((r) => r.start >= f.down && r.start < f.startBegin);
  const maxDownMs = Math.max(0, ...duringDown.map((r) => r.end - r.start));
  const errorsText: Record<string, number> = {};
  for (const r of failed) if (r.error) errorsText[r.error] = (errorsText[r.error] ?? 0) + 1;
  const timeline: string[] = [];
  const lastSecond = Math.ceil(Math.min(windowEnd, f.up + 15_000) / 1000) + 2;
  for (let s = Math.floor(f.begin / 1000) - 2; s <= lastSecond; s++)
    timeline.push(`${String(s).padStart(4)} s  ${fmtStatuses(perSecond[s] ?? {})}`);
  return {
    ...f,
    backMs: firstWrite ? firstWrite.end - f.up : null,
    firstAnyMs: firstAny ? firstAny.end - f.up : null,
    statuses,
    failedStatuses,
    other5xx: failed.filter((r) => r.status !== 503).length,
    maxFailedMs,
    maxMs,
    startedWhileDown: duringDown.length,
    maxDownMs,
    errorsText,
    timeline,
  };
}

export type Outage = ReturnType<typeof outageOf>;

/** The figures and checks of one outage, in the order the report lists them. */
export function outageReport(
  o: Outage,
  opts: { fastMs: number; backMs: number },
): { figures: Figure[]; checks: Check[] } {
  const figures: Figure[] = [];
  const checks: Check[] = [];
  const what = o.kind === 'restart' ? 'restart' : 'kill -9';
  figures.push(
    {
      part: PART,
      label: `${what}: fault`,
      value: `at ${(o.begin / 1000).toFixed(1)} s; ${o.detail}; database down ${fmtMs(o.up - o.down)}`,
    },
    { part: PART, label: `${what}: outage answers`, value: fmtStatuses(o.statuses) },
    {
      part: PART,
      label: `${what}: latency`,
      value: `longest failure after the fault ${fmtMs(o.maxFailedMs)}, longest request in the outage ${fmtMs(o.maxMs)}, ${fmtInt(o.startedWhileDown)} requests started while the database was down (longest ${fmtMs(o.maxDownMs)})`,
    },
    {
      part: PART,
      label: `${what}: back`,
      value: `first write ${fmtMs(o.backMs)} after the database accepted connections (first 2xx of any kind ${fmtMs(o.firstAnyMs)})`,
    },
    { part: PART, label: `${what}: per second (end of request)`, value: `\n      ${o.timeline.join('\n      ')}` },
  );
  if (Object.keys(o.errorsText).length)
    figures.push({
      part: PART,
      label: `${what}: network errors`,
      value: fmtStatuses(o.errorsText).replace(/×/g, ' ×'),
    });
  checks.push(
    {
      part: PART,
      check: `${what}: fail fast during the outage`,
      measured: `longest failure after the fault ${fmtMs(o.maxFailedMs)}; longest request started while down ${fmtMs(o.maxDownMs)}`,
      target: `≤ ${fmtMs(opts.fastMs)}`,
      ok: Math.max(o.maxFailedMs, o.maxDownMs) <= opts.fastMs && o.startedWhileDown > 0,
    },
    {
      part: PART,
      check: `${what}: failures are 503`,
      measured: `${fmtStatuses(o.failedStatuses)}`,
      target: 'only 503 (no 500, no dropped connection)',
      ok: o.other5xx === 0 && (o.failedStatuses['503'] ?? 0) > 0,
    },
    {
      part: PART,
      check: `${what}: back after the database`,
      measured: fmtMs(o.backMs),
      target: `≤ ${fmtMs(opts.backMs)}`,
      ok: o.backMs !== null && o.backMs <= opts.backMs,
    },
  );
  return { figures, checks };
}
