import { PgBoss } from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { asStatementClass } from '../db/scoped.ts';
import { prepareBossStatements } from './boss-statements.ts';

/** A background job (STYLE rule 6): an id, a zod payload and a handler that is safe to run twice. */
export type JobDefinition<S extends z.ZodType> = {
  name: string;
  payload: S;
  retryLimit?: number;
  expireInSeconds?: number;
  concurrency?: number;
  /** What it answers is handed to the queue's `onDone` listeners. */
  handler: (payload: z.infer<S>, meta: { jobId: string; attempt: number }) => Promise<unknown>;
  /** A periodic job: pg-boss sends it on this cron schedule (minutes at the finest), once across processes. */
  cron?: string;
  /** Run in the background when this process starts working the queue (e.g. load what the first job needs). */
  warmUp?: () => Promise<void>;
};

/** How often an idle worker looks for jobs nobody told it about (retries, expired jobs, other senders without NOTIFY). */
const POLL_SECONDS = 0.5;

/**
 * pg-boss over the same connection string as the app (its own schema, `pgboss` unless configured; run as the owner:
 * jobs carry their tenant id in the payload and open tenant transactions themselves).
 * A worker killed mid-job leaves the job active until it expires; then it is retried.
 *
 * Pickup without waiting for the poll: a job sent by this process wakes this process's workers at once;
 * on PostgreSQL, pg-boss's LISTEN/NOTIFY wakes the workers of the other processes too (the embedded
 * database is one process, and its socket is not used for LISTEN). A worker that has just finished a
 * job looks for the next one at once, so a backlog drains at the speed of the handler, not one job per poll.
 */
export function createJobs(
  database: Database,
  { superviseIntervalSeconds = 60, schema = 'pgboss' }: { superviseIntervalSeconds?: number; schema?: string } = {},
) {
  const listen = !database.embedded;
  // The supervisor notices jobs whose worker died once they expire: it runs at least as often as the shortest expiry.
  const boss = new PgBoss({
    connectionString: database.url,
    schema,
    max: 4,
    superviseIntervalSeconds,
    // Expired jobs (their worker died) are failed, and so retried, by the monitor pass: as often as the supervisor.
    monitorIntervalSeconds: superviseIntervalSeconds,
    useListenNotify: listen,
  });
  // Its fetch, insert and completion are parsed once per connection (boss-statements.ts).
  if (!database.embedded) prepareBossStatements(boss.getDb());
  const definitions = new Map<string, JobDefinition<z.ZodType>>();
  /** This process's workers, per queue: whether each is running a job now, and when it was last woken. */
  type Local = { id: string; busy: boolean; wokenAt: number };
  const workers = new Map<string, Local[]>();
  /** Who wants to know, in this process, that a job of a queue has just finished (`onDone`). */
  const doneListeners = new Map<string, Set<(payload: unknown, result: unknown) => void>>();
  let started = false;
  boss.on('error', () => {});

  /**
   * An idle worker fetches now (the one woken longest ago, so that jobs sent one after another go to
   * different workers); a busy one fetches again as soon as its job is done anyway.
   */
  const wake = (name: string) => {
    let pick: Local | undefined;
    for (const w of workers.get(name) ?? []) if (w.id && !w.busy && (!pick || w.wokenAt < pick.wokenAt)) pick = w;
    if (!pick) return;
    pick.wokenAt = performance.now();
    boss.notifyWorker(pick.id);
  };

  return {
    define<S extends z.ZodType>(def: JobDefinition<S>) {
      definitions.set(def.name, def as unknown as JobDefinition<z.ZodType>);
    },
    async start({ work = true }: { work?: boolean } = {}) {
      await boss.start();
      started = true;
      for (const def of definitions.values()) {
        await boss.createQueue(def.name, {
          retryLimit: def.retryLimit ?? 3,
          retryDelay: 1,
          expireInSeconds: def.expireInSeconds ?? 300,
          notify: listen,
        });
        // A queue created before NOTIFY was used keeps its settings: switch it on (or off) here.
        await boss.updateQueue(def.name, { notify: listen });
        if (!work) continue;
        if (def.cron) await boss.schedule(def.name, def.cron, {});
        void def.warmUp?.().catch(() => {});
        const mine: Local[] = [];
        workers.set(def.name, mine);
        // One pg-boss worker per unit of concurrency, so that each can be woken on its own.
        for (let i = 0; i < (def.concurrency ?? 1); i++) {
          const self: Local = { id: '', busy: false, wokenAt: 0 };
          mine.push(self);
          self.id = await boss.work<unknown>(
            def.name,
            {
              pollingIntervalSeconds: POLL_SECONDS,
              notifyPollingIntervalSeconds: POLL_SECONDS,
              localConcurrency: 1,
              batchSize: 1,
            },
            async (jobs) => {
              self.busy = true;
              try {
                for (const job of jobs) {
                  const payload = def.payload.parse(job.data);
                  const result = await asStatementClass('job', () =>
                    def.handler(payload, {
                      jobId: job.id,
                      attempt: (job as { retryCount?: number }).retryCount ?? 0,
                    }),
                  );
                  for (const fn of doneListeners.get(def.name) ?? []) fn(payload, result);
                }
              } finally {
                self.busy = false;
                // There may be more: fetch again without waiting for the poll.
                if (self.id) boss.notifyWorker(self.id);
              }
            },
          );
        }
      }
    },
    /**
     * Calls `fn` in this process after each job of the queue `name` its handler finished here (what the job
     * wrote has committed), with what the handler answered: work that follows a job starts at once instead of
     * at its next timer. `fn` must not throw; it answers nothing the job waits for.
     */
    onDone<P>(name: string, fn: (payload: P, result: unknown) => void): () => void {
      const set = doneListeners.get(name) ?? new Set();
      doneListeners.set(name, set);
      const listener = fn as (payload: unknown, result: unknown) => void;
      set.add(listener);
      return () => set.delete(listener);
    },
    /** `startAfterSeconds`: not before then (a retry's backoff); the poll picks it up. */
    async send<S extends z.ZodType>(
      def: JobDefinition<S>,
      payload: z.infer<S>,
      singletonKey?: string,
      { startAfterSeconds }: { startAfterSeconds?: number } = {},
    ) {
      if (!started) throw new Error('jobs not started');
      const data = def.payload.parse(payload) as object;
      const later = startAfterSeconds !== undefined && startAfterSeconds > 0;
      const id = await boss.send(def.name, data, {
        ...(singletonKey ? { singletonKey } : {}),
        ...(later ? { startAfter: Math.ceil(startAfterSeconds) } : {}),
      });
      if (!later) wake(def.name);
      return id;
    },
    async stop() {
      if (started) await boss.stop({ graceful: true, timeout: 5000 });
      workers.clear();
      started = false;
    },
    boss,
    /** The schema its tables live in (tests read `<schema>.job`). */
    schema,
  };
}
export type Jobs = ReturnType<typeof createJobs>;
