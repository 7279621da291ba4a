import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs, type TestTenant } from '../test/factories.ts';
import { request, upload, useTestApp } from '../test/harness.ts';
import { HEAVY_RETRY_AFTER_S, heavyRunning } from './heavy-work.ts';

/**
 * Issue 33: no ordinary request holds the database — one tenant runs at most `HEAVY_REQUESTS_PER_TENANT`
 * heavy requests (imports, exports, merges, report downloads) at once; the next is a 429 with
 * Retry-After that says what runs, and other tenants are not held back. Here the limit is 1 and an
 * import holds its place while its file is still arriving (the test sends half of it, waits until the
 * server counts the import, sends the other heavy requests, then the rest of the file).
 */
describe('heavy requests per tenant', () => {
  const ctx = useTestApp(() => ({ runWorkers: false, heavyPerTenant: 1 }));
  type Side = { tenant: TestTenant; token: string; people: number[] };
  let busy: Side;
  let other: Side;

  async function side(): Promise<Side> {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const people: number[] = [];
    for (const name of ['Ada', 'Ada B']) {
      const res = await request(ctx.port, 'POST', '/api/v1/assets/people/', {
        host: tenant.host,
        token,
        body: { name_given: name, name_family: 'Heavy', visibility: 'public' },
      });
      expect(res.status, res.text).toBe(201);
      people.push(res.body.id as number);
    }
    return { tenant, token, people };
  }

  beforeAll(async () => {
    busy = await side();
    other = await side();
  });

  const exportOf = (s: Side) =>
    request(ctx.port, 'GET', '/api/v1/assets/people/?format=xlsx', { host: s.tenant.host, token: s.token });
  const mergeOf = (s: Side) =>
    request(ctx.port, 'POST', `/api/v1/assets/people/${s.people[0]}/merge/`, {
      host: s.tenant.host,
      token: s.token,
      body: { other_id: s.people[1] },
    });
  const importOf = (s: Side, csv: string) =>
    upload(ctx.port, '/api/v1/assets/people/upload/', {
      host: s.tenant.host,
      token: s.token,
      files: [{ name: 'people.csv', content: csv, type: 'text/csv' }],
    });

  /** A people import whose file arrives in two halves: the second when `finish` is called. */
  function heldImport(s: Side) {
    const boundary = '----heavyworktest';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="people.csv"\r\nContent-Type: text/csv\r\n\r\nName,Visibility\r\nHeld Person,public\r\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    let finish = () => {};
    const answered = new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: ctx.port,
          method: 'POST',
          path: '/api/v1/assets/people/upload/',
          headers: {
            host: s.tenant.host,
            authorization: `Bearer ${s.token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(Buffer.byteLength(head) + Buffer.byteLength(tail)),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
          );
        },
      );
      req.on('error', reject);
      req.write(head);
      finish = () => req.end(tail);
    });
    return { answered, finish: () => finish() };
  }

  async function until(done: () => boolean) {
    while (!done()) await new Promise((r) => setTimeout(r, 5));
  }

  it("refuses a tenant's next heavy request with 429 and Retry-After while another tenant's are served", async () => {
    const held = heldImport(busy);
    await until(() => heavyRunning(busy.tenant.id).includes('import'));

    const [exported, merged, imported] = await Promise.all([
      exportOf(busy),
      mergeOf(busy),
      importOf(busy, 'Name,Visibility\nSecond,public\n'),
    ]);
    for (const res of [exported, merged]) {
      expect(res.status, res.text).toBe(429);
      expect(res.headers['retry-after']).toBe(String(HEAVY_RETRY_AFTER_S));
      expect(res.body.detail).toMatch(/already running an import, the most it may run at once/);
    }
    expect(imported.status, imported.text).toBe(429);
    expect(imported.headers['retry-after']).toBe(String(HEAVY_RETRY_AFTER_S));
    expect(imported.body.detail).toMatch(/another import into this workspace is still running/i);

    // Another tenant meanwhile (one request at a time: its own limit is 1 too): not counted against the first.
    const otherExport = await exportOf(other);
    await until(() => heavyRunning(other.tenant.id).length === 0);
    const otherMerge = await mergeOf(other);
    await until(() => heavyRunning(other.tenant.id).length === 0);
    const otherImport = await importOf(other, 'Name,Visibility\nOther,public\n');
    expect(otherExport.status, otherExport.text.slice(0, 300)).toBe(200);
    expect(otherExport.headers['content-type']).toMatch(/spreadsheetml/);
    expect(otherMerge.status, otherMerge.text).toBe(200);
    expect(otherImport.status, otherImport.text).toBe(200);
    expect(heavyRunning(busy.tenant.id)).toEqual(['import']);

    held.finish();
    const first = await held.answered;
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ created: 1, rejected: 0 });

    // Once it has finished, the tenant's heavy work runs again, and a streamed export frees its place.
    await until(() => heavyRunning(busy.tenant.id).length === 0);
    expect((await exportOf(busy)).status).toBe(200);
    await until(() => heavyRunning(busy.tenant.id).length === 0);
    const again = await mergeOf(busy);
    expect(again.status, again.text).toBe(200);
  }, 120_000);

  it('frees the place of a request that failed', async () => {
    const res = await request(ctx.port, 'POST', `/api/v1/assets/people/${other.people[0]}/merge/`, {
      host: other.tenant.host,
      token: other.token,
      body: { other_id: 99_999_999 },
    });
    expect(res.status, res.text).toBe(404);
    // Waits for the state: a place never freed would hold this test until its time runs out.
    await until(() => heavyRunning(other.tenant.id).length === 0);
    expect((await exportOf(other)).status).toBe(200);
  });
});
