import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../test/harness.ts';

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
});
