import { PgBoss } from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';

/** A background job (STYLE rule 6): an id, a zod payload and a handler that is safe to run twice. */
export type JobDefinition<S extends z.ZodType> = {
  name: string;
  payload: S;
  retryLimit?: number;
  expireInSeconds?: number;
  concurrency?: number;
  handler: (payload: z.infer<S>, meta: { jobId: string; attempt: number }) => Promise<void>;
};

/**
 * pg-boss over the same connection string as the app (its own `pgboss` schema, run as the owner:
 * jobs carry their tenant id in the payload and open tenant transactions themselves).
 * A worker killed mid-job leaves the job active until it expires; then it is retried.
 */
export function createJobs(
  database: Database,
  { superviseIntervalSeconds = 60 }: { superviseIntervalSeconds?: number } = {},
) {
  // The supervisor notices jobs whose worker died once they expire: it runs at least as often as the shortest expiry.
  const boss = new PgBoss({ connectionString: database.url, schema: 'pgboss', max: 4, superviseIntervalSeconds });
  const definitions = new Map<string, JobDefinition<z.ZodType>>();
  let started = false;
  boss.on('error', () => {});

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
        });
        if (!work) continue;
        await boss.work<unknown>(
          def.name,
          { pollingIntervalSeconds: 0.5, localConcurrency: def.concurrency ?? 1, batchSize: 1 },
          async (jobs) => {
            for (const job of jobs) {
              const payload = def.payload.parse(job.data);
              await def.handler(payload, { jobId: job.id, attempt: (job as { retryCount?: number }).retryCount ?? 0 });
            }
          },
        );
      }
    },
    async send<S extends z.ZodType>(def: JobDefinition<S>, payload: z.infer<S>, singletonKey?: string) {
      if (!started) throw new Error('jobs not started');
      const data = def.payload.parse(payload) as object;
      return boss.send(def.name, data, singletonKey ? { singletonKey } : {});
    },
    async stop() {
      if (started) await boss.stop({ graceful: true, timeout: 5000 });
      started = false;
    },
    boss,
  };
}
export type Jobs = ReturnType<typeof createJobs>;
