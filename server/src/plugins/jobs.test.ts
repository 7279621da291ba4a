import { describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { openDatabase } from '../db/client.ts';
import { FILE_JOBS_SCHEMA, useTestApp } from '../test/harness.ts';
import { createJobs } from './jobs.ts';

describe('background jobs (pg-boss)', () => {
  const ctx = useTestApp();

  it('runs a defined job and retries it after a failure', async () => {
    const seen: number[] = [];
    const def = {
      name: `test-job-${process.pid}`,
      payload: z.object({ n: z.number() }),
      retryLimit: 2,
      handler: async ({ n }: { n: number }, meta: { attempt: number }) => {
        seen.push(n);
        if (meta.attempt === 0 && seen.length === 1) throw new Error('first attempt fails');
      },
    };
    ctx.app.jobs.define(def);
    await ctx.app.jobs.stop();
    await ctx.app.jobs.start();
    await ctx.app.jobs.send(def, { n: 7 });
    const until = Date.now() + 15_000;
    while (seen.length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(seen).toEqual([7, 7]);
  });

  it("keeps each test file's jobs to that file: another queue schema's workers never run them", async () => {
    // Two test files run at once against one database: with one shared schema, the other file's app
    // (another process, another configuration) ran this file's jobs and its live events never arrived here.
    expect(ctx.app.jobs.schema).toBe(FILE_JOBS_SCHEMA);
    expect(ctx.app.jobs.schema).not.toBe('pgboss');
    const other = await openDatabase({ databaseUrl: inject('databaseUrl'), dataDir: '', poolSize: 2 });
    const otherSchema = `${FILE_JOBS_SCHEMA}_other`;
    const stranger = createJobs(other, { schema: otherSchema });
    const ranByStranger: number[] = [];
    const ranHere: number[] = [];
    const name = `isolated-job-${process.pid}`;
    const payload = z.object({ n: z.number() });
    stranger.define({ name, payload, handler: async ({ n }) => void ranByStranger.push(n) });
    ctx.app.jobs.define({ name, payload, handler: async ({ n }) => void ranHere.push(n) });
    try {
      await stranger.start();
      await ctx.app.jobs.stop();
      await ctx.app.jobs.start();
      // Sent later (not woken): only a poll picks them up, the way a retry's backoff is picked up.
      for (let n = 1; n <= 3; n++)
        await ctx.app.jobs.send({ name, payload, handler: async () => {} }, { n }, undefined, { startAfterSeconds: 1 });
      const until = Date.now() + 30_000;
      while (ranHere.length < 3 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      expect(ranHere.sort()).toEqual([1, 2, 3]);
      expect(ranByStranger).toEqual([]);
    } finally {
      await stranger.stop();
      await other.pool.query(`drop schema if exists ${otherSchema} cascade`).catch(() => {});
      await other.pool.end();
    }
  });
});
