import { describe, expect, it } from 'vitest';
import { STORY } from '../../../test-fixtures/make-fixtures.ts';
import { openStream, request, upload, useTestApp } from '../../test/harness.ts';
import { fixture, rawDataHelpers } from '../../test/raw-data.ts';

describe('raw data: processing', () => {
  const ctx = useTestApp(() => ({ uploadMaxBytes: 2 * 1024 * 1024 }));
  const { setup, waitForStatus } = rawDataHelpers(ctx);

  it('processing twice gives the same result as once (no duplicate suggestions, evidence or links)', async () => {
    const { tenant, research } = await setup();
    const res = await upload(ctx.port, '/api/v1/raw-data/', {
      host: tenant.host,
      token: research,
      files: [],
      fields: { text: STORY.join('\n'), process: 'true' },
    });
    const first = await waitForStatus(tenant, research, res.body.id);
    const again = await request(ctx.port, 'POST', '/api/v1/raw-data/process/', {
      host: tenant.host,
      token: research,
      body: { ids: [res.body.id] },
    });
    expect(again.status).toBe(202);
    await new Promise((r) => setTimeout(r, 300));
    const second = await waitForStatus(tenant, research, res.body.id);
    const key = (b: typeof first) => JSON.stringify([b.suggested_entities, b.entities, b.contacts]);
    expect(key(second)).toBe(key(first));
    const orgs = await request(ctx.port, 'GET', '/api/v1/suggested-entities/organizations/?search=Acme', {
      host: tenant.host,
      token: research,
    });
    expect(orgs.body.count).toBe(1);
    expect(orgs.body.results[0].occurrences).toBe(2);
  });

  it.each([
    ['story.pdf', 'pdf'],
    ['story.docx', 'docx'],
    ['deals.xlsx', 'xlsx'],
    ['story.html', 'html'],
    ['story.md', 'text'],
    ['deals.csv', 'csv'],
  ])('extracts %s (told by content) and finds the names in it', async (name, format) => {
    const { tenant, research } = await setup();
    const res = await upload(ctx.port, '/api/v1/raw-data/', {
      host: tenant.host,
      token: research,
      files: [{ name, content: fixture(name) }],
      fields: { process: 'true' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.type).toBe('file');
    expect(res.body.extracted.format).toBe(format);
    expect(res.body.text).toContain('Acme Robotics GmbH');
    expect(res.body.text).not.toContain('tracking');
    const done = await waitForStatus(tenant, research, res.body.id);
    expect(done.suggested_entities.map((s: { name: string }) => s.name)).toContain('Acme Robotics GmbH');
    expect(done.contacts.emails).toContain('press@acme-robotics.example');
  });

  it('accepts one suggestion, rejects another for good, and merges a third into a match', async () => {
    const { tenant, research } = await setup();
    const h = { host: tenant.host, token: research };
    const existing = await request(ctx.port, 'POST', '/api/v1/assets/people/', {
      ...h,
      body: { name_given: 'Jane', name_family: 'Doe' },
    });
    const item = await upload(ctx.port, '/api/v1/raw-data/', {
      ...h,
      files: [],
      fields: { text: `${STORY.join('\n')}\nJane Doe's colleague Janet Doe also spoke.`, process: 'true' },
    });
    const done = await waitForStatus(tenant, research, item.body.id);
    const byName = (n: string) => done.suggested_entities.find((s: { name: string }) => s.name === n);
    const acme = byName('Acme Robotics GmbH');
    const maria = byName('Maria Schmidt');
    expect(acme && maria).toBeTruthy();

    const accepted = await request(
      ctx.port,
      'POST',
      `/api/v1/raw-data/suggested-entities/${acme.id}/convert-to-entity/`,
      h,
    );
    expect(accepted.status).toBe(200);
    const org = await request(ctx.port, 'GET', `/api/v1/assets/organizations/${accepted.body.entity_id}/`, h);
    expect(org.body.name_dba).toBe('Acme Robotics GmbH');
    expect(org.body.emails).toEqual(['press@acme-robotics.example']);
    const again = await request(
      ctx.port,
      'POST',
      `/api/v1/raw-data/suggested-entities/${acme.id}/convert-to-entity/`,
      h,
    );
    expect(again.status).toBe(409);

    const rejected = await request(
      ctx.port,
      'DELETE',
      `/api/v1/raw-data/${item.body.id}/remove-suggested-entity/${maria.id}/`,
      h,
    );
    expect(rejected.status).toBe(204);
    // The same name in a new item is not suggested again; the accepted organization is now linked instead.
    const next = await upload(ctx.port, '/api/v1/raw-data/', {
      ...h,
      files: [],
      fields: { text: 'Dr. Maria Schmidt met the Acme Robotics GmbH team in Hamburg.', process: 'true' },
    });
    const later = await waitForStatus(tenant, research, next.body.id);
    expect(later.suggested_entities.map((s: { name: string }) => s.name)).not.toContain('Maria Schmidt');
    expect(later.entities).toContainEqual(
      expect.objectContaining({ type: 'Organization', id: accepted.body.entity_id }),
    );

    const janet = byName('Janet Doe');
    expect(janet).toBeTruthy();
    {
      const suggestion = await request(ctx.port, 'GET', `/api/v1/suggested-entities/people/${janet.id}/`, h);
      expect(suggestion.body.matched_entity).toEqual({
        id: existing.body.id,
        name: 'Jane Doe',
        score: expect.any(Number),
      });
      const merged = await request(
        ctx.port,
        'POST',
        `/api/v1/raw-data/suggested-entities/${janet.id}/convert-to-entity/`,
        {
          ...h,
          body: { merge: true },
        },
      );
      // A merge creates nothing, and says so.
      expect(merged.body).toEqual({ kind: 'person', entity_id: existing.body.id, merged: true, created: [] });
    }
  });

  it('publishes processing events to research and admin, never to readers or other tenants', async () => {
    const { tenant, research, reader } = await setup();
    const other = await setup();
    const s = tenant.subdomain;
    const path = `/api/v1/events/?channels=${s}-admin,${s}-research,${s}-all`;
    const researchStream = await openStream(ctx.port, path, { host: tenant.host, token: research });
    const readerStream = await openStream(ctx.port, path, { host: tenant.host, token: reader });
    const otherStream = await openStream(ctx.port, `/api/v1/events/?channels=${other.tenant.subdomain}-research`, {
      host: other.tenant.host,
      token: other.research,
    });
    const item = await upload(ctx.port, '/api/v1/raw-data/', {
      host: tenant.host,
      token: research,
      files: [],
      fields: { text: STORY.join('\n'), process: 'true' },
    });
    await waitForStatus(tenant, research, item.body.id);
    await researchStream.waitForEvent('new_suggested_organizations');
    const types = researchStream.events.map((e) => e.event);
    expect(types).toEqual(
      expect.arrayContaining([
        'raw_data_update',
        'raw_data_process_complete',
        'new_suggested_entities',
        'new_suggested_organizations',
      ]),
    );
    const complete = researchStream.events.find((e) => e.event === 'raw_data_process_complete');
    expect(complete?.data).toMatchObject({ id: item.body.id, processing_status: 'completed' });
    const orgs = researchStream.events.find((e) => e.event === 'new_suggested_organizations')?.data as {
      suggested_organizations: { name_dba: string }[];
    };
    expect(orgs.suggested_organizations.map((o) => o.name_dba)).toContain('Acme Robotics GmbH');
    expect(readerStream.events).toEqual([]);
    expect(otherStream.events).toEqual([]);
    for (const st of [researchStream, readerStream, otherStream]) st.close();
  });

  it('marks an item with nothing readable as an error, with a message and an event', async () => {
    const { tenant, research } = await setup();
    const item = await upload(ctx.port, '/api/v1/raw-data/', {
      host: tenant.host,
      token: research,
      files: [],
      fields: { text: 'temporary' },
    });
    await request(ctx.port, 'PATCH', `/api/v1/raw-data/${item.body.id}/`, {
      host: tenant.host,
      token: research,
      body: { text: '   ' },
    });
    await request(ctx.port, 'POST', '/api/v1/raw-data/process/', {
      host: tenant.host,
      token: research,
      body: { ids: [item.body.id] },
    });
    const done = await waitForStatus(tenant, research, item.body.id);
    expect(done).toMatchObject({
      processing_status: 'error',
      error_message: 'Nothing to process: the item has no text.',
    });
  });

  it('generates a report with entities, emails, a timeline and key sentences, as Markdown and PDF', async () => {
    const { tenant, research } = await setup();
    const h = { host: tenant.host, token: research };
    const item = await upload(ctx.port, '/api/v1/raw-data/', {
      ...h,
      files: [],
      fields: { title: 'Acme round', text: STORY.join('\n'), process: 'true' },
    });
    await waitForStatus(tenant, research, item.body.id);
    const task = await request(ctx.port, 'POST', '/api/v1/raw-data/analysis-report/', {
      ...h,
      body: { ids: [item.body.id] },
    });
    expect(task.status).toBe(202);
    let status = { status: 'queued' } as { status: string; result?: Record<string, unknown> };
    const until = Date.now() + 20_000;
    while (status.status !== 'complete' && status.status !== 'error' && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await request(ctx.port, 'GET', `/api/v1/raw-data/analysis-report-status/${task.body.task_id}/`, h))
        .body;
    }
    expect(status.status).toBe('complete');
    const doc = status.result as {
      entities: { name: string }[];
      emails: string[];
      timeline: { date: string }[];
      key_sentences: unknown[];
      markdown: string;
    };
    expect(doc.entities.map((e) => e.name)).toContain('Acme Robotics GmbH');
    expect(doc.emails).toEqual(['press@acme-robotics.example']);
    expect(doc.timeline[0]?.date).toBe('2021-03');
    expect(doc.key_sentences.length).toBeGreaterThan(0);
    expect(doc.markdown).toMatch(/^# Report: Acme round/);
    // Real plurals (issue 36 item 9): "1 document", "2 mentions", never "(s)".
    expect(doc.markdown).toContain('1 document,');
    expect(doc.markdown).toMatch(/: \d+ mentions?\n/);
    expect(doc.markdown).not.toContain('(s)');
    const md = await request(
      ctx.port,
      'GET',
      `/api/v1/raw-data/analysis-report/${task.body.task_id}/download/?format=md`,
      h,
    );
    expect(md.headers['content-type']).toMatch(/markdown/);
    const pdf = await request(
      ctx.port,
      'GET',
      `/api/v1/raw-data/analysis-report/${task.body.task_id}/download/?format=pdf`,
      h,
    );
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // Saved under the report's title, which the SPA keeps (web/src/lib/download.ts).
    expect(pdf.headers['content-disposition']).toContain("filename*=UTF-8''Report%20Acme%20round.pdf");
    expect(pdf.buffer.subarray(0, 5).toString()).toBe('%PDF-');
    const unknown = await request(
      ctx.port,
      'GET',
      '/api/v1/raw-data/analysis-report-status/00000000-0000-4000-8000-000000000000/',
      h,
    );
    expect(unknown.status).toBe(404);
  });

  it('tagging rules: validated, previewed before saving, applied when processing, recorded', async () => {
    const { tenant, research } = await setup();
    const h = { host: tenant.host, token: research };
    const bucket = await request(ctx.port, 'POST', '/api/v1/raw-data/buckets/', { ...h, body: { name: 'Robotics' } });
    const list = await request(ctx.port, 'POST', '/api/v1/lists/', {
      ...h,
      body: { name: 'Robotics companies', type: 'OrganizationsList' },
    });
    expect(list.status).toBe(201);
    const known = await request(ctx.port, 'POST', '/api/v1/assets/organizations/', {
      ...h,
      body: { name_dba: 'Northwind Capital Partners' },
    });
    await upload(ctx.port, '/api/v1/raw-data/', {
      ...h,
      files: [],
      fields: { text: 'Robots everywhere: robotics is hot.' },
    });
    const noTarget = await request(ctx.port, 'POST', '/api/v1/taggingrules/', {
      ...h,
      body: { name: 'No target', match_text: 'robotics' },
    });
    expect(noTarget.status).toBe(400);
    const evil = await request(ctx.port, 'POST', '/api/v1/taggingrules/', {
      ...h,
      body: { name: 'Evil', match_text: '(a+)+$', algorithm: 'regex', target_bucket_id: bucket.body.id },
    });
    expect(evil.status).toBe(400);
    expect(evil.body.errors.match_text[0]).toMatch(/nests repetitions/);
    const otherTenantBucket = await request(ctx.port, 'POST', '/api/v1/taggingrules/', {
      ...h,
      body: { name: 'Bad bucket', match_text: 'x', target_bucket_id: 999_999 },
    });
    expect(otherTenantBucket.body.errors.target_bucket_id).toEqual(['Unknown bucket.']);
    const preview = await request(ctx.port, 'POST', '/api/v1/taggingrules/preview/', {
      ...h,
      body: { match_text: 'robotic', algorithm: 'fuzzy' },
    });
    expect(preview.body).toMatchObject({ scanned: 1, matched: 1 });
    expect(preview.body.samples[0].snippet).toMatch(/robotics/);
    const rule = await request(ctx.port, 'POST', '/api/v1/taggingrules/', {
      ...h,
      body: {
        name: 'Robotics',
        match_text: 'robotics, drones',
        algorithm: 'any',
        target_bucket_id: bucket.body.id,
        target_list_id: list.body.id,
      },
    });
    expect(rule.status).toBe(201);
    expect(rule.body).toMatchObject({ target_bucket: { id: bucket.body.id, name: 'Robotics' }, hits: 0 });
    const item = await upload(ctx.port, '/api/v1/raw-data/', {
      ...h,
      files: [],
      fields: { text: STORY.join('\n'), process: 'true' },
    });
    const done = await waitForStatus(tenant, research, item.body.id);
    expect(done.tagged_by).toEqual([{ id: rule.body.id, name: 'Robotics' }]);
    expect(done.buckets.map((b: { name: string }) => b.name)).toEqual(['Robotics']);
    const members = await request(ctx.port, 'GET', `/api/v1/assets/organizations/?lists=${list.body.id}`, h);
    expect(members.body.results.map((o: { id: number }) => o.id)).toEqual([known.body.id]);
    const after = await request(ctx.port, 'GET', `/api/v1/taggingrules/${rule.body.id}/`, h);
    expect(after.body.hits).toBe(1);
  });
});
