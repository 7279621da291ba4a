import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { analyzeAll } from '../db/analyze.ts';
import type { Database } from '../db/client.ts';
import { clients, rawData, users } from '../db/schema/index.ts';
import { withTenant } from '../db/scoped.ts';
import { hashPassword } from '../domains/auth/tokens.ts';
import { enqueueProcessing, processingJob } from '../domains/processing/process.ts';
import { seedRecords } from './records.ts';
import { seedWorkspace } from './workspace.ts';

export const DEMO_USERS = [
  {
    email: 'admin@example.com',
    alias: 'Admin',
    label: 'admin',
    isAdmin: true,
    isResearch: true,
    isTenantAdmin: false,
    onlyDefault: false,
  },
  {
    email: 'research@example.com',
    alias: 'Researcher',
    label: 'research',
    isAdmin: false,
    isResearch: true,
    isTenantAdmin: false,
    onlyDefault: false,
  },
  {
    email: 'reader@example.com',
    alias: null,
    label: 'paywall reader',
    isAdmin: false,
    isResearch: false,
    isTenantAdmin: false,
    onlyDefault: false,
  },
  {
    email: 'operator@example.com',
    alias: 'Operator',
    label: 'tenant admin',
    isAdmin: true,
    isResearch: true,
    isTenantAdmin: true,
    onlyDefault: true,
  },
] as const;

export const DEMO_TENANTS = [
  {
    subdomain: 'www',
    name: 'Intel Notes',
    paymentAccessLink: 'https://example.com/subscribe',
    paymentAccessMessage: 'Subscribe to read paywalled intel notes: organizations, people, the ledger and the library.',
    chatLink: 'https://example.com/chat',
  },
  {
    subdomain: 'demo',
    name: 'Demo Research',
    paymentAccessLink: 'https://example.com/demo-subscribe',
    paymentAccessMessage: 'Ask the Demo Research team for paywall access.',
    chatLink: null,
  },
];

/**
 * Seeds the default tenant (`www`, or DEFAULT_TENANT) and `demo` with the demo users and a few
 * records of every kind — only when the default tenant does not exist yet. Returns whether it seeded.
 */
/** The cities the demo organizations are based in (global reference data, added once). */
export const DEMO_CITIES = [
  ['Berlin', 'DE', 52.52, 13.405],
  ['Munich', 'DE', 48.137, 11.575],
  ['London', 'GB', 51.507, -0.128],
  ['Boston', 'US', 42.36, -71.058],
  ['New York', 'US', 40.713, -74.006],
  ['Oslo', 'NO', 59.914, 10.752],
  ['Stockholm', 'SE', 59.329, 18.069],
  ['Paris', 'FR', 48.857, 2.352],
  ['Amsterdam', 'NL', 52.368, 4.904],
  ['Singapore', 'SG', 1.352, 103.82],
  ['Tokyo', 'JP', 35.676, 139.65],
  ['Seoul', 'KR', 37.566, 126.978],
] as const;

/**
 * An advisory lock key every writer of the shared `cities` table takes (the demo seed, test fixtures): cities are
 * global reference data without a unique name, so two writers checking "is Berlin there?" at once would both add it.
 */
export const CITIES_LOCK = 35_020_035;

export async function ensureDemoCities(database: Database) {
  const rows = JSON.stringify(DEMO_CITIES.map(([name, iso2, lat, lng]) => ({ name, iso2, lat, lng })));
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CITIES_LOCK})`);
    await tx.execute(
      sql`insert into cities (name, geo_id, latitude, longitude)
          select x.name, g.id, x.lat, x.lng
            from json_to_recordset(${rows}::json) as x(name text, iso2 text, lat float8, lng float8)
            join geos g on g.iso2 = x.iso2
           where not exists (select 1 from cities c where c.name = x.name and c.geo_id = g.id)`,
    );
  });
}

export async function seedDemoIfEmpty(
  database: Database,
  password: string,
  dataDir: string,
  defaultTenant = 'www',
): Promise<boolean> {
  const existing = await database.db
    .select({ subdomain: clients.subdomain })
    .from(clients)
    .where(inArray(clients.subdomain, [defaultTenant, 'demo']));
  if (existing.some((e) => e.subdomain === defaultTenant)) return false;
  const passwordHash = await hashPassword(password);
  await ensureDemoCities(database);
  for (const [index, t] of DEMO_TENANTS.entries()) {
    const values = index === 0 ? { ...t, subdomain: defaultTenant } : t;
    if (existing.some((e) => e.subdomain === values.subdomain)) continue;
    const [client] = await database.db.insert(clients).values(values).returning({ id: clients.id });
    if (!client) throw new Error('seed: tenant insert returned nothing');
    const isDefault = index === 0;
    await withTenant(database, client.id, async (tx) => {
      for (const u of DEMO_USERS) {
        if (u.onlyDefault && !isDefault) continue;
        await tx.insert(users).values({
          tenantId: client.id,
          email: u.email,
          alias: u.alias,
          passwordHash,
          isAdmin: u.isAdmin,
          isResearch: u.isResearch,
          isTenantAdmin: u.isTenantAdmin,
        });
      }
      await seedRecords(tx, client.id, t.name);
      // The demo tenant is a workspace worth exploring; the default one keeps the small seed tests rely on.
      if (!isDefault) await seedWorkspace(tx, client.id);
    });
  }
  await analyzeAll(database.pool);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path.join(dataDir, 'demo-credentials.txt'), `${password}\n`, { mode: 0o600 });
  return true;
}

/**
 * Queues the processing of the demo tenants' pending raw data, once the app (and its job queue)
 * runs: the seed writes its items as pending, and nothing else would ever queue them.
 */
export async function queueDemoRawData(app: FastifyInstance, defaultTenant = 'www'): Promise<number> {
  const subdomains = DEMO_TENANTS.map((t, index) => (index === 0 ? defaultTenant : t.subdomain));
  const tenants = await app.database.db
    .select({ id: clients.id })
    .from(clients)
    .where(inArray(clients.subdomain, subdomains));
  const job = processingJob(app);
  let queued = 0;
  for (const { id } of tenants) {
    const pending = await withTenant(app.database, id, (tx) =>
      tx
        .select({ id: rawData.id })
        .from(rawData)
        .where(and(eq(rawData.tenantId, id), eq(rawData.processingStatus, 'pending'))),
    );
    queued += await enqueueProcessing(
      app,
      job,
      id,
      pending.map((p) => p.id),
    );
  }
  return queued;
}
