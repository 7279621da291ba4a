import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clients } from '../../db/schema/index.ts';
import { createTenant } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { createTenantDirectory } from './repository.ts';

/**
 * Issue 33: every request resolves its tenant, and the directory read a tenant again each 5 s. On the
 * embedded database that read waited for whatever transaction held the one session (a processing
 * write, an import batch, a 200 KB upload's history), so another tenant's request waited with it
 * (traced: tenant-info probes of 447 and 484 ms behind such writes). Now an expired entry answers
 * while it is read again.
 */
describe('the tenant directory', () => {
  const ctx = useTestApp(() => ({ runWorkers: false }));
  // The directory's clock, moved on by the tests (nothing else is faked).
  const later = (ms: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ms);
  };
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Runs `fn` while another connection holds an open transaction (on PGlite: the one session). */
  async function whileHeld<T>(fn: () => Promise<T>): Promise<T> {
    const holder = await ctx.database.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1');
      return await fn();
    } finally {
      await holder.query('commit');
      holder.release();
    }
  }
  const rename = (id: number, name: string) => ctx.database.db.update(clients).set({ name }).where(eq(clients.id, id));
  /** The answer, or 'waited' if it did not come within 10 s (it waits for the held session). */
  const answerOf = <T>(p: Promise<T>) =>
    Promise.race([p, new Promise<'waited'>((r) => setTimeout(() => r('waited'), 10_000))]);

  it('answers from an expired entry while it reads it again, even while the database is held', async () => {
    const directory = createTenantDirectory(ctx.database);
    const tenant = await createTenant(ctx.database, { name: 'Before' });
    expect((await directory.lookup(tenant.subdomain))?.name).toBe('Before');
    await rename(tenant.id, 'After');
    later(6_000);
    const answers = await whileHeld(() =>
      Promise.all(Array.from({ length: 5 }, () => answerOf(directory.bySubdomain(tenant.subdomain)))),
    );
    // Answered from the entry, not after the holder's commit.
    for (const a of answers) expect(a).toMatchObject({ id: tenant.id, name: 'Before' });
    // The read in the background lands: the next requests see the change.
    await vi.waitFor(async () => expect((await directory.lookup(tenant.subdomain))?.name).toBe('After'), {
      timeout: 10_000,
    });
  });

  it('reads before answering when there is no entry, or a long unused one, or one forgotten', async () => {
    const directory = createTenantDirectory(ctx.database);
    const tenant = await createTenant(ctx.database, { name: 'First' });
    expect((await directory.lookup(tenant.subdomain))?.name).toBe('First');
    await rename(tenant.id, 'Second');
    later(61_000);
    expect((await directory.lookup(tenant.subdomain))?.name).toBe('Second');
    // Disabled here: the process that did it forgets the tenant, and answers from the database at once.
    await ctx.database.db.update(clients).set({ disabled: true }).where(eq(clients.id, tenant.id));
    directory.forgetId(tenant.id);
    expect(await directory.bySubdomain(tenant.subdomain)).toBeNull();
    expect((await directory.lookup(tenant.subdomain))?.disabled).toBe(true);
  });
});
