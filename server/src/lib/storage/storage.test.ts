import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { createTenant, createUser, loginAs, type TestTenant } from '../../test/factories.ts';
import { request, upload, useTestApp } from '../../test/harness.ts';
import { startS3Server } from '../../test/s3-server.ts';
import { databaseStorage } from './database.ts';
import { type FileStorage, migrateLocalUploads, openStorage, uploadKey } from './index.ts';

type S3 = Awaited<ReturnType<typeof startS3Server>>;
let s3: S3;
let database: Database;
beforeAll(async () => {
  s3 = await startS3Server();
  database = await openDatabase({ databaseUrl: inject('databaseUrl'), dataDir: '', poolSize: 2 });
});
afterAll(async () => {
  await database?.pool.end();
  await s3?.stop();
});

const sha = () => randomBytes(32).toString('hex');

/** The same suite for every backend: what the app relies on, whichever stores the bytes. */
describe.each([
  ['database', () => Promise.resolve(databaseStorage(database))],
  ['s3', () => openStorage({ s3: s3.config }, database)],
] as const)('file storage: %s', (kind, open) => {
  let storage: FileStorage;
  let tenant: TestTenant;
  let other: TestTenant;
  beforeAll(async () => {
    storage = await open();
    tenant = await createTenant(database);
    other = await createTenant(database);
  });

  it('is the backend asked for', () => {
    expect(storage.kind).toBe(kind);
  });

  it('gives back exactly the bytes it was given (binary, 2 MB)', async () => {
    const bytes = randomBytes(2 * 1024 * 1024);
    bytes[0] = 0;
    const key = uploadKey(tenant.id, sha());
    await storage.put(tenant.id, key, bytes);
    const back = await storage.get(tenant.id, key);
    expect(back?.equals(bytes)).toBe(true);
  });

  it('answers null for a key it never stored', async () => {
    expect(await storage.get(tenant.id, uploadKey(tenant.id, sha()))).toBeNull();
  });

  it('stores a key twice without error (content-addressed, idempotent)', async () => {
    const key = uploadKey(tenant.id, sha());
    await storage.put(tenant.id, key, Buffer.from('same'));
    await storage.put(tenant.id, key, Buffer.from('same'));
    expect((await storage.get(tenant.id, key))?.toString()).toBe('same');
  });

  it('deletes', async () => {
    const key = uploadKey(tenant.id, sha());
    await storage.put(tenant.id, key, Buffer.from('gone soon'));
    await storage.delete(tenant.id, key);
    expect(await storage.get(tenant.id, key)).toBeNull();
  });

  it("never hands one tenant's file to another", async () => {
    const key = uploadKey(tenant.id, sha());
    await storage.put(tenant.id, key, Buffer.from('secret'));
    expect(await storage.get(other.id, key)).toBeNull();
  });

  it('moves the local uploads of earlier versions into the backend, once', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'intel-uploads-'));
    try {
      const dir = path.join(dataDir, 'uploads', String(tenant.id));
      mkdirSync(dir, { recursive: true });
      const names = [sha(), sha()];
      for (const n of names) writeFileSync(path.join(dir, n), `local ${n}`);
      expect(await migrateLocalUploads(dataDir, storage)).toBe(2);
      for (const n of names)
        expect((await storage.get(tenant.id, uploadKey(tenant.id, n)))?.toString()).toBe(`local ${n}`);
      expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
      expect(await migrateLocalUploads(dataDir, storage)).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** Two app instances on one database: a file uploaded through one downloads from the other. */
describe.each(['database', 's3'] as const)('uploads any instance can serve: %s', (kind) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'intel-nolocal-'));
  const overrides = () => ({ runWorkers: false, dataDir, s3: kind === 's3' ? s3.config : null });
  const a = useTestApp(overrides);
  const b = useTestApp(overrides);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('uploads on A, downloads the same bytes from B; nothing lands on the local disk', async () => {
    const tenant = await createTenant(a.database);
    const research = await createUser(a.database, tenant, 'research');
    const reader = await createUser(a.database, tenant, 'reader');
    const token = await loginAs(a.port, tenant, research);
    const content = `Notes on Zephyr Quantum Labs ${sha()}\n`;
    const created = await upload(a.port, '/api/v1/raw-data/upload/', {
      host: tenant.host,
      token,
      files: [{ name: 'notes é.txt', content }],
    });
    expect(created.status).toBe(201);
    const got = await request(b.port, 'GET', `/api/v1/raw-data/${created.body.id}/file/`, { host: tenant.host, token });
    expect(got.status).toBe(200);
    expect(got.text).toBe(content);
    expect(got.headers['content-disposition']).toContain("filename*=UTF-8''notes%20%C3%A9.txt");
    expect(existsSync(path.join(dataDir, 'uploads')) && readdirSync(path.join(dataDir, 'uploads')).length).toBeFalsy();

    // The access rules of the item apply to its file: 401, 403 for a reader, 404 across tenants.
    const url = `/api/v1/raw-data/${created.body.id}/file/`;
    expect((await request(b.port, 'GET', url, { host: tenant.host })).status).toBe(401);
    const readerToken = await loginAs(b.port, tenant, reader);
    expect((await request(b.port, 'GET', url, { host: tenant.host, token: readerToken })).status).toBe(403);
    const stranger = await createTenant(a.database);
    const strangerToken = await loginAs(b.port, stranger, await createUser(a.database, stranger, 'research'));
    expect((await request(b.port, 'GET', url, { host: stranger.host, token: strangerToken })).status).toBe(404);
    // A text item has no file.
    const text = await request(a.port, 'POST', '/api/v1/raw-data/', {
      host: tenant.host,
      token,
      body: { text: 'x y' },
    });
    const none = await request(b.port, 'GET', `/api/v1/raw-data/${text.body.id}/file/`, { host: tenant.host, token });
    expect(none.status).toBe(404);
  });
});
