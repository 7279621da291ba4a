import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { upload, useTestApp } from '../../test/harness.ts';
import { rawDataHelpers } from '../../test/raw-data.ts';
import { foldNames, recogniseNames } from '../reading/recognise.ts';
import { documentWithNameVariants } from './name-variants.ts';

const keyOf = (c: { kind: string; normalized: string }) => `${c.kind}:${c.normalized}`;

// Issue 34, item 5 of "What to build": failure is per name, never per document.
describe('processing: documents that name the same people and companies in several forms', () => {
  it('what processing writes has one candidate per key, with every mention of the names of that key', () => {
    fc.assert(
      fc.property(documentWithNameVariants, (text) => {
        const { names } = recogniseNames(text);
        const written = foldNames(names);
        const keys = written.map(keyOf);
        expect(new Set(keys).size, text).toBe(keys.length);
        for (const c of written) {
          const starts = new Set(c.spans.map((s) => s.start));
          for (const n of names.filter((m) => keyOf(m) === keyOf(c)))
            for (const s of n.spans) expect(starts.has(s.start), `${text}: ${n.name}`).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  describe('through the processing job', () => {
    const ctx = useTestApp();
    const { setup, waitForStatus } = rawDataHelpers(ctx);

    it('always completes (one tenant, so names also meet the suggestions of earlier documents)', async () => {
      const { tenant, research } = await setup();
      await fc.assert(
        fc.asyncProperty(documentWithNameVariants, async (text) => {
          const item = await upload(ctx.port, '/api/v1/raw-data/', {
            host: tenant.host,
            token: research,
            files: [],
            fields: { title: 'Variants', text, process: 'true' },
          });
          expect(item.status).toBe(201);
          const done = await waitForStatus(tenant, research, item.body.id);
          expect([done.processing_status, done.error_message], text).toEqual(['completed', null]);
          const suggested = (done.suggested_entities as { kind: string; name: string }[]).map(
            (s) => `${s.kind}:${s.name}`,
          );
          expect(new Set(suggested).size, text).toBe(suggested.length);
        }),
        { numRuns: 20 },
      );
    }, 120_000);
  });
});
