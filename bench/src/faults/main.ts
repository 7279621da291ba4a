/**
 * Fault runs (issue 8, item 10): PostgreSQL restarted and killed under load, the processing worker
 * SIGKILLed during a batch of jobs, the embedded database killed mid-write. See bench/README.md.
 *
 *   npm run soak:faults                 # the full run (5 min of load, 1,000 jobs, 20 embedded kills)
 *   npm run soak:faults -- --quick      # a trial run of a few minutes
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT, stopAll } from '../processes.ts';
import type { PartResult } from './app.ts';
import { type Cluster, createCluster } from './cluster.ts';
import { embeddedKills } from './embedded.ts';
import { postgresFaults } from './postgres.ts';
import { type Check, type Figure, renderChecks, renderFigures } from './report.ts';
import { workerKills } from './worker.ts';

const HELP = `Usage: npm run soak:faults -- [options]
  --quick               a trial run: 40 s of load, 150 jobs and 3 worker kills, 5 embedded kills
  --only a,b            parts to run: postgres, worker, embedded (default: all three)
  --minutes N           minutes of load while PostgreSQL is restarted and killed (default 5)
  --connections N       concurrent keep-alive connections of the load (default 200)
  --down-seconds N      how long PostgreSQL stays down in each fault (default 5)
  --jobs N              raw-data items processed while the worker is killed (default 1000)
  --worker-kills N      SIGKILLs of the processing worker (default 10)
  --embedded-kills N    SIGKILLs of the server on the embedded database (default 20)
  --guard-pg-errors     diagnostic: preload pg-error-guard.mjs into the server, which adds the
                        missing 'error' listener to checked-out pg clients (see the README)
  --keep                keep the temporary directories (printed)
PostgreSQL: a private cluster (initdb + postgres on a free port, as the postgres user when run as
root); the machine's shared server is never used. PG_BIN overrides /usr/lib/postgresql/<newest>/bin.`;

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    minutes: { type: 'string' },
    connections: { type: 'string' },
    'down-seconds': { type: 'string' },
    jobs: { type: 'string' },
    'worker-kills': { type: 'string' },
    'embedded-kills': { type: 'string' },
    keep: { type: 'boolean', default: false },
    'guard-pg-errors': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(HELP);
  process.exit(0);
}
const quick = args.quick;
const num = (v: string | undefined, fallback: number) => {
  const n = v === undefined ? fallback : Number(v);
  if (!Number.isFinite(n) || n <= 0) {
    console.error(`not a positive number: ${v}\n\n${HELP}`);
    process.exit(2);
  }
  return n;
};
const settings = {
  minutes: num(args.minutes, quick ? 40 / 60 : 5),
  connections: num(args.connections, 200),
  downSeconds: num(args['down-seconds'], 5),
  jobs: num(args.jobs, quick ? 150 : 1000),
  workerKills: num(args['worker-kills'], quick ? 3 : 10),
  embeddedKills: num(args['embedded-kills'], quick ? 5 : 20),
  /** "Fail fast": no request during an outage may take longer than this. */
  fastMs: 3000,
  /** "Back within 5 s of the database". */
  backMs: 5000,
  guard: args['guard-pg-errors'],
};
const PARTS = ['postgres', 'worker', 'embedded'] as const;
const only = args.only ? new Set(args.only.split(',').map((s) => s.trim())) : null;
for (const p of only ?? []) {
  if (!(PARTS as readonly string[]).includes(p)) {
    console.error(`--only: unknown part ${p} (${PARTS.join(', ')})`);
    process.exit(2);
  }
}
const wanted = (p: (typeof PARTS)[number]) => !only || only.has(p);

const runStarted = performance.now();
const since = () => `${((performance.now() - runStarted) / 1000).toFixed(0).padStart(4)} s`;
const log = (line: string) => process.stderr.write(`${line}\n`);

const workDir = mkdtempSync(path.join(os.tmpdir(), 'intel-faults-'));
let cluster: Cluster | null = null;
let cleaning: Promise<void> | null = null;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await stopAll().catch(() => {});
    if (args.keep) {
      log(`kept: ${workDir}${cluster ? ` and ${cluster.dir} (PostgreSQL left running on port ${cluster.port})` : ''}`);
      return;
    }
    await cluster?.destroy().catch((e) => log(`could not stop the private PostgreSQL: ${e}`));
    rmSync(workDir, { recursive: true, force: true });
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    log(`${signal}: stopping the servers and removing the private PostgreSQL`);
    void cleanup().then(() => process.exit(130));
  });
}

async function main(): Promise<number> {
  log(
    `Intel Notes fault runs (${quick ? 'quick' : 'full'}${settings.guard ? ', with the pg error guard' : ''}): ${[...PARTS].filter(wanted).join(', ')}; ` +
      `load ${settings.minutes.toFixed(2)} min × ${settings.connections} connections, ${settings.jobs} jobs / ` +
      `${settings.workerKills} worker kills, ${settings.embeddedKills} embedded kills; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const results: Record<string, PartResult | { error: string }> = {};
  const checks: Check[] = [];
  const figures: Figure[] = [];
  const part = async (name: string, label: string, fn: () => Promise<PartResult>) => {
    log(`${since()} ${label}`);
    try {
      const r = await fn();
      results[name] = r;
      checks.push(...r.checks);
      figures.push(...r.figures);
    } catch (err) {
      const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
      log(`${since()} ${label}: ERROR ${message}`);
      results[name] = { error: message };
      checks.push({
        part: label,
        check: 'ran to the end',
        measured: message.split('\n')[0] ?? '',
        target: 'no error',
        ok: false,
      });
    }
  };

  if (wanted('postgres') || wanted('worker')) {
    cluster = await createCluster(log);
    await cluster.start();
  }
  const pgCluster = cluster;
  if (wanted('postgres') && pgCluster)
    await part('postgres', 'PostgreSQL faults', () =>
      postgresFaults({ cluster: pgCluster, workDir, log, ...settings }),
    );
  if (wanted('worker') && pgCluster) {
    if (!pgCluster.running()) await pgCluster.start();
    await part('worker', 'worker SIGKILL', () =>
      workerKills({
        cluster: pgCluster,
        workDir,
        log,
        jobs: settings.jobs,
        kills: settings.workerKills,
        guard: settings.guard,
      }),
    );
  }
  if (wanted('embedded'))
    await part('embedded', 'embedded database SIGKILL', () =>
      embeddedKills({ workDir, log, kills: settings.embeddedKills }),
    );

  const failed = checks.filter((c) => !c.ok);
  const table = renderChecks(checks);
  const details = renderFigures(figures);
  const mode = `${quick ? 'quick' : 'full'}${settings.guard ? ', with the diagnostic pg error guard' : ''}`;
  console.log(`\n## Fault runs (${mode})\n\n${table}\n\n${details}\n`);
  console.log(failed.length ? `${failed.length} check(s) FAILED` : 'all checks passed');

  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '_');
  const outDir = path.join(REPO_ROOT, 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `faults-${stamp}.json`);
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        startedAt: new Date(Date.now() - (performance.now() - runStarted)).toISOString(),
        seconds: Math.round((performance.now() - runStarted) / 1000),
        quick,
        settings,
        postgres: cluster ? { version: cluster.version, port: cluster.port } : null,
        machine: { cpus: os.cpus().length, loadavg: os.loadavg(), node: process.version },
        checks,
        figures,
        parts: results,
      },
      null,
      2,
    )}\n`,
  );
  log(`results: ${path.relative(REPO_ROOT, file)} (${since()})`);
  return failed.length ? 1 : 0;
}

main()
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  })
  .catch(async (err) => {
    log(err instanceof Error ? (err.stack ?? err.message) : String(err));
    await cleanup();
    process.exit(1);
  });
