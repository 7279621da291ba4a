import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STORY, zipBomb } from '../../../test-fixtures/make-fixtures.ts';
import { createTenant, createUser, loginAs, type TestTenant } from '../../test/factories.ts';
import { openStream, request, upload, useTestApp } from '../../test/harness.ts';

const fixture = (name: string) => readFileSync(new URL(`../../../test-fixtures/${name}`, import.meta.url));

describe('raw data: collection and processing', () => {
  const ctx = useTestApp(() => ({ uploadMaxBytes: 2 * 1024 * 1024 }));

  async function setup() {
    const tenant = await createTenant(ctx.database);
    const research = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const reader = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader'));
    return { tenant, research, reader };
  }

  async function waitForStatus(tenant: TestTenant, token: string, id: number, ms = 30_000) {
    const until = Date.now() + ms;
    for (;;) {
      const res = await request(ctx.port, 'GET', `/api/v1/raw-data/${id}/`, { host: tenant.host, token });
      const status = res.body.processing_status;
      if (status === 'completed' || status === 'error' || Date.now() > until) return res.body;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('is research-only: a reader gets 403, a visitor 401', async () => {
    const { tenant, reader } = await setup();
    expect((await request(ctx.port, 'GET', '/api/v1/raw-data/', { host: tenant.host })).status).toBe(401);
    expect((await request(ctx.port, 'GET', '/api/v1/raw-data/', { host: tenant.host, token: reader })).status).toBe(
      403,
    );
    const post = await upload(ctx.port, '/api/v1/raw-data/', {
      host: tenant.host,
      token: reader,
      files: [],
      fields: { text: 'x' },
    });
    expect(post.status).toBe(403);
  });

  it('creates from text, processes it and finds known and new names, emails and phones', async () => {
    const { tenant, research } = await setup();
    const known = await request(ctx.port, 'POST', '/api/v1/assets/organizations/', {
      host: tenant.host,
      token: research,
      body: { name_dba: 'Northwind Capital Partners' },
    });
    expect(known.status).toBe(201);
    const res = await upload(ctx.port, '/api/v1/raw-data/', {
      host: tenant.host,
      token: research,
      files: [],
      fields: { title: 'Funding news', text: STORY.join('\n'), process: 'true' },
    });
    expect(res.status).toBe(201);
    expect(res.body.processing_status).toBe('pending');
    const done = await waitForStatus(tenant, research, res.body.id);
    expect(done.processing_status).toBe('completed');
    expect(done.entities).toContainEqual(
      expect.objectContaining({ type: 'Organization', id: known.body.id, occurrences: 1 }),
    );
    expect(done.contacts.emails).toEqual(['press@acme-robotics.example']);
    expect(done.contacts.phones).toEqual(['+49 30 1234567']);
    expect(done.contacts.domains).toContain('acme-robotics.example');
    const names = done.suggested_entities.map((s: { name: string }) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Acme Robotics GmbH', 'Jane Doe', 'Maria Schmidt']));
    // A known organization is linked, not suggested again.
    expect(names).not.toContain('Northwind Capital Partners');

    const orgs = await request(ctx.port, 'GET', '/api/v1/suggested-entities/organizations/?search=Acme', {
      host: tenant.host,
      token: research,
    });
    const acme = orgs.body.results[0];
    expect(acme).toMatchObject({ name: 'Acme Robotics GmbH', name_dba: 'Acme Robotics GmbH', occurrences: 2 });
    const ev = acme.evidence[0];
    expect(ev.snippet.slice(ev.highlight_start, ev.highlight_end)).toBe('Acme Robotics GmbH');
    expect(acme.emails).toEqual(['press@acme-robotics.example']);
    const count = await request(ctx.port, 'GET', '/api/v1/suggested-entities/organizations/count/', {
      host: tenant.host,
      token: research,
    });
    expect(count.body.count).toBeGreaterThanOrEqual(1);
  });

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

  it('reads the PDF metadata and the HTML article, not its scripts', async () => {
    const { tenant, research } = await setup();
    const pdf = await upload(ctx.port, '/api/v1/raw-data/extract-data/', {
      host: tenant.host,
      token: research,
      files: [{ name: 'whatever.bin', content: fixture('story.pdf') }],
    });
    expect(pdf.status).toBe(200);
    expect(pdf.body).toMatchObject({ kind: 'pdf', title: 'Acme Robotics raises a round' });
    expect(pdf.body.metadata).toMatchObject({ pages: 1, date: '2021-03-15' });
    const html = await upload(ctx.port, '/api/v1/raw-data/extract-data/', {
      host: tenant.host,
      token: research,
      files: [{ name: 'page.txt', content: fixture('story.html') }],
    });
    expect(html.body).toMatchObject({ kind: 'html', title: 'Acme Robotics raises a round' });
    expect(html.body.metadata).toMatchObject({ author: 'Fixture Desk', date: '2021-03-15' });
    const list = await request(ctx.port, 'GET', '/api/v1/raw-data/', { host: tenant.host, token: research });
    expect(list.body.count).toBe(0); // a preview saves nothing
  });

  it('refuses bad files with a clear 4xx and keeps serving', async () => {
    const { tenant, research } = await setup();
    const send = (name: string, content: Buffer) =>
      upload(ctx.port, '/api/v1/raw-data/', { host: tenant.host, token: research, files: [{ name, content }] });
    const big = await send('big.txt', Buffer.alloc(3 * 1024 * 1024, 'a'));
    expect(big.status).toBe(413);
    expect(big.body.detail).toMatch(/larger than the upload limit/);
    const exe = await send('report.pdf', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]));
    expect(exe.status).toBe(422);
    expect(exe.body.detail).toMatch(/Unsupported file type/);
    const broken = await send('broken.pdf', fixture('broken.pdf'));
    expect(broken.status).toBe(422);
    expect(broken.body.detail).toMatch(/could not be read/);
    const honestBomb = await send('bomb.docx', zipBomb(1024 * 1024 * 1024, true));
    expect(honestBomb.status).toBe(422);
    expect(honestBomb.body.detail).toMatch(/too large once unpacked|compression bomb/);
    const lyingBomb = await send('bomb.docx', zipBomb(400 * 1024 * 1024, false));
    expect(lyingBomb.status).toBe(422);
    expect(lyingBomb.body.detail).toMatch(/could not be read|more memory|too long/);
    const two = await upload(ctx.port, '/api/v1/raw-data/', {
      host: tenant.host,
      token: research,
      files: [
        { name: 'a.txt', content: 'hello world' },
        { name: 'b.txt', content: 'hello again' },
      ],
    });
    expect(two.status).toBe(400);
    const health = await request(ctx.port, 'GET', '/api/v1/health/', { host: tenant.host });
    expect(health.status).toBe(200);
    const list = await request(ctx.port, 'GET', '/api/v1/raw-data/', { host: tenant.host, token: research });
    expect(list.body.count).toBe(0);
  }, 60_000);

  it('validates the form: nothing to save, unknown fields, unknown buckets, bad URL', async () => {
    const { tenant, research } = await setup();
    const post = (fields: Record<string, string>) =>
      upload(ctx.port, '/api/v1/raw-data/', { host: tenant.host, token: research, files: [], fields });
    expect((await post({ title: 'only a title' })).status).toBe(400);
    expect((await post({ text: 'x', colour: 'red' })).body.detail).toMatch(/Unknown field "colour"/);
    expect((await post({ text: 'x', buckets: '999999' })).status).toBe(400);
    expect((await post({ text: 'x', url: 'ftp://example.com/a' })).status).toBe(400);
    const refused = await post({ url: 'http://127.0.0.1:9/secret' });
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toMatch(/could not be fetched/);
  });

  it('buckets, filters by bucket, type counts, source, export and send to library', async () => {
    const { tenant, research } = await setup();
    const h = { host: tenant.host, token: research };
    const bucket = await request(ctx.port, 'POST', '/api/v1/raw-data/buckets/', { ...h, body: { name: 'Funding' } });
    expect(bucket.status).toBe(201);
    const a = await upload(ctx.port, '/api/v1/raw-data/', {
      ...h,
      files: [],
      fields: { text: 'First note about Globex.', buckets: String(bucket.body.id) },
    });
    await upload(ctx.port, '/api/v1/raw-data/', { ...h, files: [], fields: { text: 'Second note.', quick: 'true' } });
    const filtered = await request(ctx.port, 'GET', `/api/v1/raw-data/?bucket=${bucket.body.id}`, h);
    expect(filtered.body.results.map((r: { id: number }) => r.id)).toEqual([a.body.id]);
    const buckets = await request(ctx.port, 'GET', '/api/v1/raw-data/buckets/?ordering=name', h);
    expect(buckets.body.results[0]).toMatchObject({ name: 'Funding', raw_data_count: 1 });
    const counts = await request(ctx.port, 'GET', '/api/v1/raw-data/type-counts/', h);
    expect(counts.body).toMatchObject({ total: 2, by_type: { text: 1, quick: 1 }, by_status: { pending: 2 } });
    const src = await request(ctx.port, 'POST', `/api/v1/raw-data/${a.body.id}/assign-source-url/`, {
      ...h,
      body: { url: 'https://news.example/globex', alias: 'Globex news' },
    });
    expect(src.body.source).toEqual({ url: 'https://news.example/globex', alias: 'Globex news' });
    const urls = await request(ctx.port, 'GET', '/api/v1/urls/', h);
    expect(urls.body.results[0]).toMatchObject({ url: 'https://news.example/globex', raw_data_count: 1 });
    const cleared = await request(ctx.port, 'DELETE', `/api/v1/raw-data/${a.body.id}/clear-source/`, h);
    expect(cleared.body.source).toBeNull();
    const badOrder = await request(ctx.port, 'GET', '/api/v1/raw-data/export/?ordering=0o17', h);
    expect(badOrder.status).toBe(400);
    const xlsx = await request(ctx.port, 'GET', '/api/v1/raw-data/export/', h);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
    const lib = await request(ctx.port, 'POST', '/api/v1/raw-data/send_to_library/', {
      ...h,
      body: { ids: [a.body.id] },
    });
    expect(lib.status).toBe(201);
    const entry = await request(ctx.port, 'GET', `/api/v1/assets/library/${lib.body.created[0].library_id}/`, h);
    expect(entry.body).toMatchObject({ title: 'First note about Globex.', abstract: 'First note about Globex.' });
    const gone = await request(ctx.port, 'DELETE', '/api/v1/raw-data/remove-batch/', {
      ...h,
      body: { ids: [a.body.id] },
    });
    expect(gone.body.deleted).toBe(1);
  });

  it("never shows or processes another tenant's raw data", async () => {
    const one = await setup();
    const two = await setup();
    const item = await upload(ctx.port, '/api/v1/raw-data/', {
      host: one.tenant.host,
      token: one.research,
      files: [],
      fields: { text: 'Private note about Initech Ventures.' },
    });
    const h2 = { host: two.tenant.host, token: two.research };
    expect((await request(ctx.port, 'GET', `/api/v1/raw-data/${item.body.id}/`, h2)).status).toBe(404);
    expect(
      (await request(ctx.port, 'POST', '/api/v1/raw-data/process/', { ...h2, body: { ids: [item.body.id] } })).status,
    ).toBe(404);
    expect(
      (await request(ctx.port, 'POST', '/api/v1/raw-data/analysis-report/', { ...h2, body: { ids: [item.body.id] } }))
        .status,
    ).toBe(404);
    // Another tenant's token on this tenant's host is refused outright.
    expect(
      (await request(ctx.port, 'GET', '/api/v1/raw-data/', { host: one.tenant.host, token: two.research })).status,
    ).toBe(401);
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
      expect(merged.body).toEqual({ kind: 'person', entity_id: existing.body.id, merged: true });
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
    const until = Date.now() + 5000;
    while (!researchStream.events.some((e) => e.event === 'new_suggested_organizations') && Date.now() < until)
      await new Promise((r) => setTimeout(r, 50));
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

  it('fetches the page of a URL item that has no text when it is processed (refused addresses are an error)', async () => {
    const { tenant, research } = await setup();
    const h = { host: tenant.host, token: research };
    const item = await upload(ctx.port, '/api/v1/raw-data/', { ...h, files: [], fields: { text: 'placeholder' } });
    await request(ctx.port, 'PATCH', `/api/v1/raw-data/${item.body.id}/`, { ...h, body: { text: '' } });
    await request(ctx.port, 'POST', `/api/v1/raw-data/${item.body.id}/assign-source-url/`, {
      ...h,
      body: { url: 'http://127.0.0.1:9/private-page' },
    });
    await request(ctx.port, 'POST', '/api/v1/raw-data/process/', { ...h, body: { ids: [item.body.id] } });
    const done = await waitForStatus(tenant, research, item.body.id);
    expect(done.processing_status).toBe('error');
    expect(done.error_message).toMatch(/^The source could not be fetched: /);
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
