import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityKeywords, fileContents, files, searchEntries, searchKeys } from '../db/schema/index.ts';
import { withTenant } from '../db/scoped.ts';
import { createTenant, createUser, loginAs, type TestTenant } from '../test/factories.ts';
import { request, upload, useTestApp } from '../test/harness.ts';
import { startS3Server } from '../test/s3-server.ts';
import { s3Storage } from './storage/s3.ts';

/** Issue 33 item 6: a deleted record leaves nothing behind — bytes, keyword links, search entries. */
let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
});

describe.each(['database', 's3'] as const)('deleting raw data deletes its stored file (%s)', (kind) => {
  const ctx = useTestApp(() => ({ runWorkers: false, s3: kind === 's3' ? s3.config : null }));

  async function setup() {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    return { tenant, token };
  }
  const put = async (tenant: TestTenant, token: string, content: string) => {
    const res = await upload(ctx.port, '/api/v1/raw-data/upload/', {
      host: tenant.host,
      token,
      files: [{ name: 'notes.txt', content }],
    });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  const keyOf = async (tenant: TestTenant, rawId: number) => {
    const [row] = await withTenant(ctx.database, tenant.id, (tx) =>
      tx.execute(sql`select f.storage_key from raw_data r join files f on f.tenant_id = r.tenant_id and f.id = r.file_id
                      where r.tenant_id = ${tenant.id} and r.id = ${rawId}`),
    ).then((r) => r.rows as { storage_key: string }[]);
    if (!row) throw new Error('no file row');
    return row.storage_key;
  };
  /** Whether the bytes of `key` are still stored, wherever this backend keeps them. */
  const stored = async (tenant: TestTenant, key: string) => {
    if (kind === 's3') return (await s3Storage(s3.config).get(tenant.id, key)) !== null;
    const rows = await withTenant(ctx.database, tenant.id, (tx) =>
      tx
        .select({ key: fileContents.storageKey })
        .from(fileContents)
        .where(and(eq(fileContents.tenantId, tenant.id), eq(fileContents.storageKey, key))),
    );
    return rows.length > 0;
  };
  const fileRows = (tenant: TestTenant, key: string) =>
    withTenant(ctx.database, tenant.id, (tx) =>
      tx
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.tenantId, tenant.id), eq(files.storageKey, key))),
    );

  it('one delete: the bytes and the file row are gone', async () => {
    const { tenant, token } = await setup();
    const id = await put(tenant, token, `A note to forget ${randomBytes(8).toString('hex')}`);
    const key = await keyOf(tenant, id);
    expect(await stored(tenant, key)).toBe(true);
    const gone = await request(ctx.port, 'DELETE', `/api/v1/raw-data/${id}/`, { host: tenant.host, token });
    expect(gone.status).toBe(204);
    expect(await fileRows(tenant, key)).toEqual([]);
    expect(await stored(tenant, key)).toBe(false);
  });

  it('the same bytes uploaded twice stay until the last item holding them is deleted (batch delete too)', async () => {
    const { tenant, token } = await setup();
    const content = `Twice the same ${randomBytes(8).toString('hex')}`;
    const first = await put(tenant, token, content);
    const second = await put(tenant, token, content);
    const key = await keyOf(tenant, first);
    expect(await keyOf(tenant, second)).toBe(key);
    const call = (ids: number[]) =>
      request(ctx.port, 'DELETE', '/api/v1/raw-data/remove-batch/', { host: tenant.host, token, body: { ids } });
    expect((await call([first])).body).toEqual({ deleted: 1 });
    expect(await stored(tenant, key)).toBe(true);
    const got = await request(ctx.port, 'GET', `/api/v1/raw-data/${second}/file/`, { host: tenant.host, token });
    expect(got.text).toBe(content);
    expect((await call([second])).body).toEqual({ deleted: 1 });
    expect(await fileRows(tenant, key)).toEqual([]);
    expect(await stored(tenant, key)).toBe(false);
  });
});

describe('deleting a record deletes its keyword links and search entries', () => {
  const ctx = useTestApp(() => ({ runWorkers: false }));

  it('single and batch deletes of organizations, people, ledger and library entries and lists', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    const call = (method: string, path: string, body?: unknown) =>
      request(ctx.port, method, `/api/v1${path}`, { host: tenant.host, token, ...(body ? { body } : {}) });
    const keyword = await call('POST', '/keywords/', { name: 'Forgettable Topic', visibility: 'public' });
    expect(keyword.status).toBe(201);
    const tags = { keyword_ids: [keyword.body.id], visibility: 'public' };
    const made = async (path: string, body: object) => {
      const res = await call('POST', `${path}/`, { ...body, ...tags });
      expect(res.status, path).toBe(201);
      return res.body.id as number;
    };
    const org = await made('/assets/organizations', { name_dba: 'Obliviate Industries' });
    const person = await made('/assets/people', { name_given: 'Wanda', name_family: 'Forgetmenot' });
    const entry = await made('/assets/ledger', { organization_id: org, name: 'Lethe Fund', vehicle_type: 'VC' });
    const book = await made('/assets/library', { title: 'Amnesia Quarterly' });
    const list = await made('/lists', { name: 'Erasable List', type: 'OrganizationsList' });
    const usage = async () => (await call('GET', `/keywords/${keyword.body.id}/`)).body.usage_count;
    expect(await usage()).toBe(5);

    // Ledger first: the organization it names cannot go while it stands.
    expect((await call('DELETE', `/assets/ledger/${entry}/`)).status).toBe(204);
    expect((await call('DELETE', `/assets/organizations/${org}/`)).status).toBe(204);
    expect((await call('DELETE', '/assets/people/remove-batch/', { ids: [person] })).body).toEqual({ deleted: 1 });
    expect((await call('DELETE', '/assets/library/remove-batch/', { ids: [book] })).body).toEqual({ deleted: 1 });
    expect((await call('DELETE', `/lists/${list}/`)).status).toBe(204);

    expect(await usage()).toBe(0);
    const ids = [org, person, entry, book, list];
    const left = await withTenant(ctx.database, tenant.id, async (tx) => ({
      links: await tx
        .select()
        .from(entityKeywords)
        .where(and(eq(entityKeywords.tenantId, tenant.id), eq(entityKeywords.keywordId, keyword.body.id))),
      entries: await tx
        .select({ kind: searchEntries.kind, id: searchEntries.id })
        .from(searchEntries)
        .where(and(eq(searchEntries.tenantId, tenant.id), inArray(searchEntries.id, ids))),
      keys: await tx
        .select({ kind: searchKeys.kind, id: searchKeys.id })
        .from(searchKeys)
        .where(and(eq(searchKeys.tenantId, tenant.id), inArray(searchKeys.id, ids))),
    }));
    // The keyword itself is a search entry of its own; nothing of the deleted records is.
    expect(left.links).toEqual([]);
    expect(left.entries.filter((e) => e.kind !== 'Keyword')).toEqual([]);
    expect(left.keys.filter((e) => e.kind !== 'Keyword')).toEqual([]);
    for (const q of ['Obliviate', 'Forgetmenot', 'Lethe', 'Amnesia', 'Erasable']) {
      const found = await call('GET', `/search/?q=${q}`);
      expect(found.status).toBe(200);
      expect(found.body.results, q).toEqual([]);
    }
  });
});
