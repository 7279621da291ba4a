import path from 'node:path';
import { type App, ErrorLog, PASSWORD, type PartResult, startApp } from './app.ts';
import { call, json, keepAliveAgent, login, now, sleep } from './client.ts';
import { type Check, type Figure, fmtInt, fmtMs, percentile } from './report.ts';

const PART = 'embedded database SIGKILL';
const WRITERS = 4;

type Round = {
  round: number;
  sent: number;
  acknowledged: number;
  inFlightAtKill: number;
  writingFor: number;
  reopenMs: number | null;
  reopenError: string | null;
  present: number | null;
  missing: string[];
};

/**
 * Part 3: the server on its embedded database (no DATABASE_URL: PGlite in a worker thread, data in
 * DATA_DIR/pgdata). A few connections create organizations; the process is SIGKILLed at a random
 * moment while writes are in flight, started again on the same directory, and every organization
 * the API acknowledged so far (201) is read back through the API. `kills` times.
 */
export async function embeddedKills(opts: {
  workDir: string;
  kills: number;
  log: (line: string) => void;
}): Promise<PartResult> {
  const { log } = opts;
  const checks: Check[] = [];
  const figures: Figure[] = [];
  const dataDir = path.join(opts.workDir, 'embedded');
  const t0 = now();
  const start = () =>
    startApp({
      name: 'app (embedded)',
      dataDir,
      t0,
      timeoutMs: 180_000,
      env: { DATABASE_URL: '', RUN_WORKERS: '0' },
    });
  const firstStart = now();
  let app: App | null = await start();
  const firstStartMs = now() - firstStart;
  const errorLog = new ErrorLog();
  const keepErrors = (a: App | null) => errorLog.add(a);
  const acked = new Map<string, number>();
  const rounds: Round[] = [];
  try {
    let token = await login(app.port, 'admin@example.com', PASSWORD);
    const prefix = `Embedded ${Date.now().toString(36)}`;
    let seq = 0;

    for (let round = 1; round <= opts.kills; round++) {
      const current: App = app as App;
      const port = current.port;
      const agent = keepAliveAgent(WRITERS);
      let stop = false;
      let sent = 0;
      let ackedHere = 0;
      let inFlight = 0;
      const writer = async () => {
        while (!stop) {
          seq += 1;
          const name = `${prefix} ${round}.${seq}`;
          sent += 1;
          inFlight += 1;
          const a = await call(port, 'POST', '/api/v1/assets/organizations/', {
            agent,
            token,
            timeoutMs: 20_000,
            body: { name_dba: name, visibility: 'hidden', description: `round ${round}` },
          });
          inFlight -= 1;
          if (a.status === 201) {
            acked.set(name, round);
            ackedHere += 1;
          } else if (a.status === 401) {
            token = await login(port, 'admin@example.com', PASSWORD).catch(() => token);
          } else if (a.status === 0) {
            await sleep(20);
          }
        }
      };
      const writeStart = now();
      const writers = Array.from({ length: WRITERS }, writer);
      // A random moment after the first acknowledgements, with writes in flight.
      const waitMs = 300 + Math.random() * 2700;
      while (ackedHere < 3 && now() - writeStart < 30_000) await sleep(10);
      await sleep(Math.max(0, waitMs - (now() - writeStart)));
      while (inFlight === 0 && now() - writeStart < 60_000) await sleep(1);
      const inFlightAtKill = inFlight;
      const writingFor = now() - writeStart;
      keepErrors(current);
      await current.kill();
      stop = true;
      await Promise.all(writers);
      agent.destroy();
      app = null;

      const reopenStart = now();
      let reopenMs: number | null = null;
      let reopenError: string | null = null;
      try {
        app = await start();
        reopenMs = now() - reopenStart;
      } catch (err) {
        reopenError = err instanceof Error ? err.message : String(err);
      }
      let present: number | null = null;
      let missing: string[] = [];
      if (app) {
        token = await login(app.port, 'admin@example.com', PASSWORD).catch(() => token);
        const names = await allOrganizationNames(app.port, token);
        present = [...acked.keys()].filter((n) => names.has(n)).length;
        missing = [...acked.keys()].filter((n) => !names.has(n));
      }
      rounds.push({
        round,
        sent,
        acknowledged: ackedHere,
        inFlightAtKill,
        writingFor,
        reopenMs,
        reopenError,
        present,
        missing,
      });
      log(
        `  kill ${round}/${opts.kills} after ${fmtMs(writingFor)} of writes (${ackedHere} acknowledged, ${inFlightAtKill} in flight): ` +
          (reopenError
            ? `did NOT reopen: ${reopenError.split('\n')[0]}`
            : `reopened in ${fmtMs(reopenMs)}, ${fmtInt(present ?? 0)}/${fmtInt(acked.size)} acknowledged rows present`),
      );
      if (!app) break;
    }
  } finally {
    keepErrors(app);
    await app?.stop();
  }

  const reopenTimes = rounds
    .map((r) => r.reopenMs)
    .filter((x): x is number => x !== null)
    .sort((a, b) => a - b);
  const failedReopen = rounds.filter((r) => r.reopenError);
  const missingAny = rounds.filter((r) => r.missing.length > 0);
  const lastMissing = rounds.at(-1)?.missing ?? [];
  figures.push(
    {
      part: PART,
      label: 'writes',
      value: `${WRITERS} connections; ${fmtInt(rounds.reduce((s, r) => s + r.sent, 0))} sent, ${fmtInt(acked.size)} acknowledged, killed with ${rounds.map((r) => r.inFlightAtKill).join('/')} in flight`,
    },
    {
      part: PART,
      label: 'reopen time',
      value: `first start ${fmtMs(firstStartMs)}; after a kill: median ${fmtMs(percentile(reopenTimes, 50))}, max ${fmtMs(reopenTimes.at(-1))}`,
    },
  );
  const errs = errorLog.top();
  if (errs.length)
    figures.push({ part: PART, label: 'server error log (top)', value: `\n      ${errs.join('\n      ')}` });
  checks.push(
    {
      part: PART,
      check: 'kills mid-write',
      measured: `${rounds.length} kills, ${rounds.filter((r) => r.inFlightAtKill > 0).length} with writes in flight`,
      target: `${opts.kills}, all mid-write`,
      ok: rounds.length === opts.kills && rounds.every((r) => r.inFlightAtKill > 0),
    },
    {
      part: PART,
      check: 'reopens after every kill',
      measured: `${rounds.length - failedReopen.length} of ${rounds.length}${failedReopen[0] ? `; failed: ${failedReopen[0].reopenError?.split('\n')[0]}` : ''}`,
      target: 'all',
      ok: failedReopen.length === 0 && rounds.length === opts.kills,
    },
    {
      part: PART,
      check: 'acknowledged rows present after every reopen',
      measured: `${missingAny.length} reopen(s) with rows missing; at the end ${fmtInt(lastMissing.length)} of ${fmtInt(acked.size)} missing${lastMissing[0] ? ` (e.g. ${lastMissing.slice(0, 3).join(', ')})` : ''}`,
      target: '0',
      ok: missingAny.length === 0 && acked.size > 0 && failedReopen.length === 0,
    },
  );
  return {
    checks,
    figures,
    data: {
      writers: WRITERS,
      firstStartMs,
      acknowledged: acked.size,
      rounds: rounds.map((r) => ({ ...r, missing: r.missing.slice(0, 50), missingCount: r.missing.length })),
      serverErrors: errorLog.json(),
    },
  };
}

/** Every organization name the admin sees, page by page. */
async function allOrganizationNames(port: number, token: string): Promise<Set<string>> {
  const names = new Set<string>();
  for (let offset = 0; ; offset += 100) {
    const a = await call(port, 'GET', `/api/v1/assets/organizations/?limit=100&offset=${offset}&ordering=name_dba`, {
      token,
      timeoutMs: 60_000,
    });
    if (a.status !== 200) throw new Error(`organizations list → ${a.status} ${a.error ?? a.body.slice(0, 200)}`);
    const page = json<{ results: { name_dba: string }[] }>(a);
    for (const r of page.results) names.add(r.name_dba);
    if (page.results.length < 100) return names;
  }
}
