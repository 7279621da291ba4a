import { describe, expect, it } from 'vitest';
import { request, upload, useTestApp } from '../../test/harness.ts';
import { rawDataHelpers } from '../../test/raw-data.ts';

type Mention = { start: number; end: number; suggestion: { name: string; kind: string } | null };

// Issue 34, item 1 of "What goes wrong": two names of one document that fold to one key failed the whole
// document (`ON CONFLICT DO UPDATE command cannot affect row a second time`); they are one suggestion.
describe('processing: names of one document that fold to one key', () => {
  const ctx = useTestApp();
  const { setup, waitForStatus } = rawDataHelpers(ctx);

  async function processed(text: string) {
    const { tenant, research } = await setup();
    const h = { host: tenant.host, token: research };
    const item = await upload(ctx.port, '/api/v1/raw-data/', {
      ...h,
      files: [],
      fields: { title: 'News', text, process: 'true' },
    });
    expect(item.status, JSON.stringify(item.body)).toBe(201);
    const done = await waitForStatus(tenant, research, item.body.id);
    const annotations = await request(ctx.port, 'GET', `/api/v1/raw-data/${item.body.id}/annotations/`, h);
    const body = annotations.body as { text: string; mentions: Mention[] };
    return { done, mentions: body.mentions.map((m) => ({ ...m, text: body.text.slice(m.start, m.end) })) };
  }

  it.each([
    [
      'Brunvoll Marine GmbH and Brunvoll Marine Inc. merged.',
      'organization',
      ['Brunvoll Marine GmbH', 'Brunvoll Marine Inc.'],
    ],
    ['Ruth Ann Mbeki spoke. Ruth Mbeki replied.', 'person', ['Ruth Ann Mbeki', 'Ruth Mbeki']],
    [
      'Tolland Shipping Co. was founded in 1902. Today Tolland Shipping employs 300 people in Bergen.',
      'organization',
      ['Tolland Shipping Co.', 'Tolland Shipping'],
    ],
    // A company named with its legal form, later without it (an obituary's "X Co." … "X").
    [
      'Harold Finch worked for Mitsui & Co. for forty years. He joined Mitsui in 1961.',
      'organization',
      ['Mitsui & Co.', 'Mitsui'],
    ],
    ['Quillmoor’s shares rose after Quillmoor Ltd reported a profit.', 'organization', ['Quillmoor', 'Quillmoor Ltd']],
  ])('%s → completed, one %s suggestion for both forms', async (text, kind, forms) => {
    const { done, mentions } = await processed(text);
    expect(done.processing_status).toBe('completed');
    expect(done.error_message).toBeNull();
    const ofKind = done.suggested_entities.filter((s: { kind: string }) => s.kind === kind);
    expect(ofKind).toHaveLength(1);
    // Each form in the text is a mention of that one suggestion (its evidence was not lost in the merge).
    const ofSuggestion = mentions.filter((m) => m.suggestion?.name === ofKind[0].name);
    expect(ofSuggestion.map((m) => m.text).sort()).toEqual(forms.sort());
  });

  it('a role stated under one form of the name goes with the merged suggestion when it is accepted', async () => {
    const { tenant, research } = await setup();
    const h = { host: tenant.host, token: research };
    const text =
      'Ruth Mbeki, chief executive of Quillwright Robotics GmbH, spoke on Monday. Ruth Ann Mbeki later replied.';
    const item = await upload(ctx.port, '/api/v1/raw-data/', {
      ...h,
      files: [],
      fields: { title: 'News', text, process: 'true' },
    });
    const done = await waitForStatus(tenant, research, item.body.id);
    const ruth = (done.suggested_entities as { id: number; kind: string; name: string }[]).find(
      (s) => s.kind === 'person',
    );
    expect(ruth?.name).toBe('Ruth Ann Mbeki');
    const accepted = await request(
      ctx.port,
      'POST',
      `/api/v1/raw-data/suggested-entities/${ruth?.id}/convert-to-entity/`,
      h,
    );
    expect(accepted.status).toBe(200);
    const orgs = await request(ctx.port, 'GET', '/api/v1/assets/organizations/?search=Quillwright', h);
    expect(orgs.body.count).toBe(1);
    const org = await request(ctx.port, 'GET', `/api/v1/assets/organizations/${orgs.body.results[0].id}/`, h);
    expect(org.body.people).toEqual([
      expect.objectContaining({ id: accepted.body.entity_id, role: 'chief executive' }),
    ]);
  });
});
