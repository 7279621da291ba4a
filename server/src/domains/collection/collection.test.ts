import { describe, expect, it } from 'vitest';
import { STORY, zipBomb } from '../../../test-fixtures/make-fixtures.ts';
import { request, upload, useTestApp } from '../../test/harness.ts';
import { fixture, rawDataHelpers } from '../../test/raw-data.ts';

describe('raw data: collection', () => {
  const ctx = useTestApp(() => ({ uploadMaxBytes: 2 * 1024 * 1024 }));
  const { setup, waitForStatus } = rawDataHelpers(ctx);

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
});
