import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_NAMES } from '../../domains/processing/document-budget.ts';
import { createTenant, createUser, loginAs, type TestTenant } from '../factories.ts';
import { request, upload, useTestApp } from '../harness.ts';
import { HOSTILE_TEXTS } from '../hostile-texts.ts';
import { underProbe } from '../probe.ts';

/**
 * Issue 33, item 3: a text that once held a processing worker for seconds (a 60,000-dot "address" took
 * 21 s; 200 KB of mixed Unicode or 50,000 capitalised words delayed another tenant by up to 1.4 s and
 * some ended in a processing error). Each is processed to the end, and meanwhile another tenant is
 * answered by the HTTP thread in < 200 ms (on PostgreSQL the database answers it too, in < 500 ms).
 * How long each takes is the benchmark's to say (bench: processing of hostile texts), not this test's.
 */
describe('event-loop budget while hostile texts are processed', () => {
  const ctx = useTestApp(() => ({ uploadMaxBytes: 8 * 1024 * 1024 }));

  let attacker: TestTenant;
  let bystander: TestTenant;
  let h: { host: string; token: string };
  beforeAll(async () => {
    attacker = await createTenant(ctx.database);
    bystander = await createTenant(ctx.database);
    h = {
      host: attacker.host,
      token: await loginAs(ctx.port, attacker, await createUser(ctx.database, attacker, 'research')),
    };
    // Warm-up: the parser thread starts and loads its model on first use (not measured).
    await processText('Warm-up: Jane Doe joined Acme Robotics GmbH in Berlin. '.repeat(60));
  }, 60_000);

  /** Uploads a text for processing and waits until it is done (completed or error). */
  async function processText(text: string) {
    const item = await upload(ctx.port, '/api/v1/raw-data/', {
      ...h,
      files: [],
      fields: { title: 'x', text, process: 'true' },
    });
    expect(item.status, item.text.slice(0, 300)).toBe(201);
    const until = Date.now() + 60_000;
    for (;;) {
      const res = await request(ctx.port, 'GET', `/api/v1/raw-data/${item.body.id}/`, h);
      const status = res.body.processing_status as string;
      if (status === 'completed' || status === 'error' || Date.now() > until)
        return { status, error: res.body.error_message as string | null, summary: res.body.extracted?.summary };
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it.each(HOSTILE_TEXTS)(
    '%s: processed to the end, the other tenant answers meanwhile',
    async (name, make) => {
      const text = make();
      const r = await underProbe(ctx.port, bystander, () => processText(text));
      console.log(
        `${name} (${text.length} chars): ${r.res.status} in ${Math.round(r.ms)} ms, slowest probe ${Math.round(r.slowest)} ms, with the database ${Math.round(r.slowestDb)} ms (${r.probes} probes), +${Math.round(r.growthMb)} MB`,
      );
      expect(r.res, JSON.stringify(r.res)).toMatchObject({ status: 'completed', error: null });
      // The write of its names is bounded too (one transaction: on PGlite it holds every tenant).
      expect(r.res.summary.suggestions).toBeLessThanOrEqual(MAX_DOCUMENT_NAMES);
      expect(r.probes).toBeGreaterThan(0);
      // On the embedded database the 200 KB upload itself holds the one session for ~300 ms (not
      // processing: docs/security.md), so there the bound is the one a held worker broke (1.4 s).
      expect(r.slowest).toBeLessThan(process.env.DATABASE_URL ? 200 : 1000);
      if (process.env.DATABASE_URL) expect(r.slowestDb).toBeLessThan(500);
    },
    90_000,
  );
});
