import { describe, expect, it } from 'vitest';
import { STORY } from '../../../test-fixtures/make-fixtures.ts';
import { request, upload, useTestApp } from '../../test/harness.ts';
import { rawDataHelpers } from '../../test/raw-data.ts';

type Change = { field: string; label: string; from: string | null; to: string | null };
type Entry = { action: string; fields: string[]; changes: Change[] };

// Issue 36 item 9: a raw data item's history says what happened in words, not stored keys or JSON.
describe('raw data: history in words', () => {
  const ctx = useTestApp();
  const { setup, waitForStatus } = rawDataHelpers(ctx);

  it('shows values as words, leaves processing bookkeeping out and names a rejected suggestion', async () => {
    const { tenant, research } = await setup();
    const h = { host: tenant.host, token: research };
    const item = await upload(ctx.port, '/api/v1/raw-data/', {
      ...h,
      files: [],
      fields: { title: 'Acme round', text: STORY.join('\n'), process: 'true' },
    });
    const done = await waitForStatus(tenant, research, item.body.id);
    const maria = done.suggested_entities.find((s: { name: string }) => s.name === 'Maria Schmidt');
    const rejected = await request(
      ctx.port,
      'DELETE',
      `/api/v1/raw-data/${item.body.id}/remove-suggested-entity/${maria.id}/`,
      h,
    );
    expect(rejected.status).toBe(204);

    const history = await request(ctx.port, 'GET', `/api/v1/raw-data/${item.body.id}/history/`, h);
    expect(history.status).toBe(200);
    const entries = history.body as Entry[];
    const created = entries.find((e) => e.action === 'create');
    expect(created?.changes.map((c) => c.label)).toContain('Title');
    for (const e of entries)
      for (const c of e.changes) {
        expect(c.from ?? '', c.label).not.toMatch(/^[[{]/);
        expect(c.to ?? '', c.label).not.toMatch(/^[[{]/);
        expect(['text_length', 'processing_status', 'error_message']).not.toContain(c.field);
      }
    const rejection = entries.find((e) => e.action === 'reject_suggestion');
    expect(rejection?.changes).toEqual([{ field: 'suggestion', label: 'Suggestion', from: null, to: 'Maria Schmidt' }]);
  });
});
