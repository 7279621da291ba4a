import path from 'node:path';
import pg from 'pg';
import { type App, ErrorLog, PASSWORD, type PartResult, startApp } from './app.ts';
import { call, json, login, multipart, now, sleep } from './client.ts';
import { type Cluster, withAdmin } from './cluster.ts';
import { type Check, type Figure, fmtInt, fmtMs } from './report.ts';
import { compareEffects, item, readEffects, readExtra, readHistory, VECTOR_LABEL } from './worker-effects.ts';

const PART = 'worker SIGKILL';

/**
 * Part 2: the server with its job worker (RUN_WORKERS=1) on the private PostgreSQL, `jobs` raw-data
 * items uploaded with process=true, the server SIGKILLed at `kills` random moments while the jobs
 * run (each time started again; JOB_EXPIRE_SECONDS=5 so a killed job is retried soon), then every
 * item's effects are read with SQL and compared with those of a clean run.
 */
export async function workerKills(opts: {
  cluster: Cluster;
  workDir: string;
  jobs: number;
  kills: number;
  guard: boolean;
  log: (line: string) => void;
}): Promise<PartResult> {
  const { cluster, log } = opts;
  const checks: Check[] = [];
  const figures: Figure[] = [];
  const dbName = 'faults_worker';
  const dbUrl = cluster.url(dbName);
  await withAdmin(cluster.url(), (c) => c.query(`CREATE DATABASE ${dbName}`));
  const t0 = now();
  const env = {
    DATABASE_URL: dbUrl,
    RUN_WORKERS: '1',
    JOB_EXPIRE_SECONDS: '5',
    // A pause inside every job (before its writes), so that a kill lands in a running job.
    PROCESSING_DELAY_MS: '50',
  };
  const dataDir = path.join(opts.workDir, 'worker');
  const start = () => startApp({ name: 'app (worker kills)', dataDir, t0, env, guard: opts.guard });
  let app: App = await start();
  const errorLog = new ErrorLog();
  const keepErrors = (a: App) => errorLog.add(a);
  try {
    const token = await login(app.port, 'research@example.com', PASSWORD);
    const admin = await login(app.port, 'admin@example.com', PASSWORD);
    // The known records every item names.
    const org = await call(app.port, 'POST', '/api/v1/assets/organizations/', {
      token: admin,
      body: { name_dba: 'Orbital Kelp Ventures', visibility: 'public' },
    });
    const person = await call(app.port, 'POST', '/api/v1/assets/people/', {
      token: admin,
      body: { name_given: 'Tomas', name_family: 'Weller', visibility: 'public' },
    });
    if (org.status !== 201 || person.status !== 201)
      throw new Error(
        `known records: organization → ${org.status} ${org.body.slice(0, 200)}, person → ${person.status} ${person.body.slice(0, 200)}`,
      );
    const personId = json<{ id: number }>(person).id;
    const tenantId = await withAdmin(dbUrl, async (c) => {
      const { rows } = await c.query<{ id: number }>("select id from clients where subdomain = 'www'");
      return Number(rows[0]?.id);
    });
    const statusCounts = () =>
      withAdmin(dbUrl, async (c) => {
        const { rows } = await c.query<{ processing_status: string; n: string }>(
          `select processing_status, count(*) as n from raw_data
            where tenant_id = $1 and title like 'Faults job %' group by 1`,
          [tenantId],
        );
        return Object.fromEntries(rows.map((r) => [r.processing_status, Number(r.n)])) as Record<string, number>;
      });

    // ---- uploads ------------------------------------------------------------------------------
    const uploadStart = now();
    let next = 0;
    const rejected: string[] = [];
    const uploader = async () => {
      while (next < opts.jobs) {
        next += 1;
        const it = item(next);
        const form = multipart({ title: it.title, text: it.text, process: 'true' });
        const a = await call(app.port, 'POST', '/api/v1/raw-data/', { token, ...form });
        if (a.status !== 201) rejected.push(`${it.title} → ${a.status} ${a.error ?? a.body.slice(0, 120)}`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, uploader));
    const uploadMs = now() - uploadStart;
    if (rejected.length) throw new Error(`${rejected.length} uploads refused, e.g. ${rejected[0]}`);
    const afterUpload = await statusCounts();
    log(
      `  ${opts.jobs} items uploaded in ${fmtMs(uploadMs)} (${(opts.jobs / (uploadMs / 1000)).toFixed(0)}/s); ${afterUpload.completed ?? 0} already processed`,
    );

    // ---- kills at random points of the batch ----------------------------------------------------
    const done0 = afterUpload.completed ?? 0;
    const room = Math.max(1, opts.jobs - done0 - 1);
    const thresholds = Array.from({ length: opts.kills }, () => done0 + 1 + Math.floor(Math.random() * room)).sort(
      (a, b) => a - b,
    );
    const kills: {
      at: number;
      completed: number;
      threshold: number;
      processing: number;
      activeJobs: number | null;
      restartMs: number;
      /** The items being processed when the process died, and the database clock then. */
      killedItems: number[];
      dbTime: string;
      /** How long after the kill each of them completed (filled in at the end). */
      completedAfterMs: (number | null)[];
    }[] = [];
    let cleanIds: number[] = [];
    const processStart = now();
    // A timeline of the batch, one sample a second: completed items and pg-boss job states.
    const timeline: { t: number; completed: number; jobs: Record<string, number> }[] = [];
    const sampler = new pg.Client({ connectionString: dbUrl });
    sampler.on('error', () => {});
    await sampler.connect();
    let sampling = true;
    const sampling$ = (async () => {
      while (sampling) {
        try {
          const r = await sampler.query<{ completed: string; jobs: Record<string, number> | null }>(
            `select (select count(*) from raw_data where tenant_id = $1 and title like 'Faults job %'
                       and processing_status = 'completed') as completed,
                    (select jsonb_object_agg(state, n) from (select state::text, count(*) as n from pgboss.job
                       where name = 'raw-data-process' group by 1) x) as jobs`,
            [tenantId],
          );
          timeline.push({
            t: Math.round(now() - processStart),
            completed: Number(r.rows[0]?.completed),
            jobs: r.rows[0]?.jobs ?? {},
          });
        } catch {
          // pgboss.job not there (another pg-boss version): the timeline stays empty
        }
        await sleep(1000);
      }
    })();
    // One connection watches the batch (polled every few ms around a kill).
    const watcher = new pg.Client({ connectionString: dbUrl });
    watcher.on('error', () => {});
    await watcher.connect();
    const watch = async () => {
      const { rows } = await watcher.query<{ processing_status: string; n: string }>(
        `select processing_status, count(*) as n from raw_data
          where tenant_id = $1 and title like 'Faults job %' group by 1`,
        [tenantId],
      );
      return Object.fromEntries(rows.map((r) => [r.processing_status, Number(r.n)])) as Record<string, number>;
    };
    const finished = (s: Record<string, number>) => (s.completed ?? 0) + (s.error ?? 0) >= opts.jobs;
    const leftBehind = new Set<number>();
    for (const [k, threshold] of thresholds.entries()) {
      // The batch reaches this kill's point...
      for (;;) {
        const s = await watch();
        if ((s.completed ?? 0) >= threshold || finished(s)) break;
        await sleep(50);
      }
      // ...and a job is running: an item is 'processing' (in the pause before its writes or in them)
      // that is not one a previous kill left behind (that one stays 'processing' until its job
      // expires and runs again). The kill lands at a random moment of it.
      let counts: Record<string, number> = {};
      let inFlight: { ids: number[]; t: string } = { ids: [], t: '' };
      for (const until = now() + 10_000; ; ) {
        counts = await watch();
        const { rows } = await watcher.query<{ id: number | null; t: string }>(
          `select r.id, now()::text as t from (select 1) one left join raw_data r on r.tenant_id = $1
              and r.title like 'Faults job %' and r.processing_status = 'processing'`,
          [tenantId],
        );
        inFlight = {
          ids: rows.filter((r) => r.id !== null && !leftBehind.has(Number(r.id))).map((r) => Number(r.id)),
          t: rows[0]?.t ?? '',
        };
        if (inFlight.ids.length > 0 || finished(counts) || now() > until) break;
        await sleep(2);
      }
      const active = await watcher
        .query<{ n: string }>(
          "select count(*) as n from pgboss.job where name = 'raw-data-process' and state = 'active'",
        )
        .then((r) => Number(r.rows[0]?.n))
        .catch(() => null);
      if (k === 0)
        cleanIds = (
          await watcher.query<{ id: number }>(
            `select id from raw_data where tenant_id = $1 and title like 'Faults job %' and processing_status = 'completed'`,
            [tenantId],
          )
        ).rows.map((r) => Number(r.id));
      await sleep(Math.random() * 40);
      const snapshot = { counts, active };
      const at = now() - processStart;
      keepErrors(app);
      await app.kill();
      for (const id of inFlight.ids) leftBehind.add(id);
      const restartStart = now();
      app = await start();
      const restartMs = now() - restartStart;
      kills.push({
        at,
        threshold,
        completed: snapshot.counts.completed ?? 0,
        processing: snapshot.counts.processing ?? 0,
        activeJobs: snapshot.active,
        restartMs,
        killedItems: inFlight.ids,
        dbTime: inFlight.t,
        completedAfterMs: [],
      });
      log(
        `  kill ${k + 1}/${opts.kills} at ${(at / 1000).toFixed(1)} s: ${snapshot.counts.completed ?? 0} completed, ` +
          `${snapshot.counts.processing ?? 0} processing, ${snapshot.active ?? '?'} active job(s); back in ${fmtMs(restartMs)}`,
      );
    }

    await watcher.end().catch(() => {});

    // ---- every job to its end -------------------------------------------------------------------
    const deadline = now() + Math.max(600_000, opts.jobs * 1000);
    let final: Record<string, number> = {};
    for (;;) {
      final = await statusCounts();
      if ((final.completed ?? 0) + (final.error ?? 0) >= opts.jobs) break;
      if (now() > deadline) break;
      if (app.crashed()) throw new Error(`the server ${app.crashed()}:\n${app.output().slice(-2000)}`);
      await sleep(250);
    }
    const processMs = now() - processStart;
    sampling = false;
    await sampling$;
    await sampler.end().catch(() => {});
    await withAdmin(dbUrl, async (c) => {
      for (const k of kills) {
        if (!k.killedItems.length) continue;
        const { rows } = await c.query<{ id: number; ms: string | null }>(
          `select id, case when processing_status = 'completed'
                   then extract(epoch from updated_at - $3::timestamptz) * 1000 end as ms
             from raw_data where tenant_id = $1 and id = any($2::bigint[])`,
          [tenantId, k.killedItems, k.dbTime],
        );
        k.completedAfterMs = k.killedItems.map((id) => {
          const ms = rows.find((r) => Number(r.id) === id)?.ms;
          return ms === null || ms === undefined ? null : Math.round(Number(ms));
        });
      }
    });
    const retryDelays = kills.flatMap((k) => k.completedAfterMs).filter((x): x is number => x !== null);
    // The longest stretch without a completion (a killed job waits for its expiry, then runs again).
    let longestStall = { ms: 0, from: 0, completed: 0 };
    for (let i = 0, j = 0; i < timeline.length; i = j) {
      const a = timeline[i] as (typeof timeline)[number];
      for (j = i + 1; j < timeline.length && (timeline[j] as (typeof timeline)[number]).completed === a.completed; j++);
      const end = (timeline[j] ?? timeline[j - 1] ?? a).t;
      if (a.completed < opts.jobs && end - a.t > longestStall.ms)
        longestStall = { ms: end - a.t, from: a.t, completed: a.completed };
    }
    keepErrors(app);

    // ---- effects, per item ----------------------------------------------------------------------
    const effects = await readEffects(dbUrl, tenantId, opts.jobs);
    const extra = await readExtra(dbUrl, tenantId, personId);
    const history = await readHistory(dbUrl, tenantId, effects);
    const { reference, offExpected, offReference, notCompleted, completionsOff, sample } = compareEffects(
      effects,
      cleanIds,
    );

    figures.push(
      {
        part: PART,
        label: 'batch',
        value: `${fmtInt(opts.jobs)} items, uploaded in ${fmtMs(uploadMs)}, processed in ${fmtMs(processMs)} with ${kills.length} kills (${(opts.jobs / (processMs / 1000)).toFixed(1)} items/s)`,
      },
      {
        part: PART,
        label: 'kills',
        value: kills
          .map(
            (k) =>
              `\n      at ${(k.at / 1000).toFixed(1).padStart(6)} s: ${k.completed} completed, ${k.processing} processing, ${k.activeJobs ?? '?'} active job(s); restart ${fmtMs(k.restartMs)}; killed item(s) ${k.killedItems.join(', ') || 'none'} completed ${k.completedAfterMs.map(fmtMs).join(', ') || 'n/a'} after the kill`,
          )
          .join(''),
      },
      { part: PART, label: 'final statuses', value: JSON.stringify(final) },
      {
        part: PART,
        label: 'killed jobs',
        value: retryDelays.length
          ? `completed ${fmtMs(Math.min(...retryDelays))} to ${fmtMs(Math.max(...retryDelays))} after their kill (JOB_EXPIRE_SECONDS=5; pg-boss fails expired jobs in its monitor pass)`
          : 'n/a',
      },
      {
        part: PART,
        label: 'longest pause in completions',
        value: `${fmtMs(longestStall.ms)} from ${(longestStall.from / 1000).toFixed(0)} s at ${longestStall.completed} completed`,
      },
      { part: PART, label: 'pg-boss jobs', value: JSON.stringify(extra.jobs) },
      {
        part: PART,
        label: 'clean-run effects',
        value: `${reference ?? 'none'} (${VECTOR_LABEL}; from ${cleanIds.length} items done before the first kill)`,
      },
      {
        part: PART,
        label: 'known person linked from',
        value: `${extra.personCount} items (raw_data_count)`,
      },
    );
    const errs = errorLog.top();
    if (errs.length)
      figures.push({ part: PART, label: 'server error log (top)', value: `\n      ${errs.join('\n      ')}` });
    const midJob = kills.filter((k) => k.killedItems.length > 0).length;
    checks.push(
      {
        part: PART,
        check: 'kills while jobs run',
        measured: `${kills.length} kills, ${midJob} with a job running`,
        target: `${opts.kills}, in running jobs`,
        ok: kills.length === opts.kills && midJob === kills.length,
      },
      {
        part: PART,
        check: 'all jobs complete',
        measured: `${fmtInt(opts.jobs - notCompleted.length)} of ${fmtInt(opts.jobs)} completed${notCompleted.length ? `; e.g. ${sample(notCompleted)}` : ''}`,
        target: 'all',
        ok: notCompleted.length === 0,
      },
      {
        part: PART,
        check: 'each effect exactly once',
        measured: `${fmtInt(offExpected.length)} items off${offExpected.length ? ` (e.g. ${sample(offExpected)})` : ''}; ${fmtInt(offReference.length)} differ from the clean run; ${extra.occurrenceDrift} suggestion counters off their evidence; person linked from ${extra.personCount}`,
        target: `0; 0; 0; ${opts.jobs}`,
        ok:
          offExpected.length === 0 &&
          offReference.length === 0 &&
          extra.occurrenceDrift === 0 &&
          extra.personCount === opts.jobs,
      },
      {
        part: PART,
        check: 'completion announced once per item',
        measured: `${fmtInt(completionsOff.length)} items announced ≠ 1 time${
          completionsOff.length
            ? ` (e.g. ${completionsOff
                .slice(0, 3)
                .map((e) => `#${e.n}: ${e.completions}`)
                .join(', ')})`
            : ''
        }`,
        target: '0',
        ok: completionsOff.length === 0,
      },
    );
    return {
      checks,
      figures,
      data: {
        jobs: opts.jobs,
        uploadMs,
        processMs,
        kills,
        final,
        longestStall,
        timeline,
        pgBossJobs: extra.jobs,
        reference,
        vectorLabel: VECTOR_LABEL,
        offExpected: offExpected.slice(0, 50),
        offReference: offReference.slice(0, 50),
        occurrenceDrift: extra.occurrenceDrift,
        history,
        personCount: extra.personCount,
        serverErrors: errorLog.json(),
      },
    };
  } finally {
    keepErrors(app);
    await app.stop();
  }
}
