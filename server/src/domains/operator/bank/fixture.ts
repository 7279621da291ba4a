import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../../db/client.ts';
import { migrateDatabase } from '../../../db/migrate.ts';
import { cities, clients, geos, organizations, people } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/scoped.ts';
import { ANONYMOUS } from '../../../policies/principal.ts';
import { CITIES_LOCK, DEMO_CITIES } from '../../../seed/demo.ts';
import { seedRecords } from '../../../seed/records.ts';
import { personName } from '../../curation/presenters.ts';
import { loadVocabulary, type Vocabulary } from '../vocabulary.ts';

/** Cities beyond the demo's, so that questions about Oslo or São Paulo have a place to name. */
const MORE_CITIES: [string, string][] = [
  ['Oslo', 'NO'],
  ['Paris', 'FR'],
  ['Stockholm', 'SE'],
  ['Singapore', 'SG'],
  ['São Paulo', 'BR'],
  ['Madrid', 'ES'],
];
const MORE_ORGS: [string, string, string][] = [
  ['Fjord Analytics', 'Oslo', 'Private'],
  ['Seine Capital', 'Paris', 'Partnership'],
  ['Nordlys Energy', 'Stockholm', 'Public'],
  ['Merlion Robotics', 'Singapore', 'Private'],
  ['Andes Pay', 'São Paulo', 'Private'],
];
const MORE_PEOPLE: [string, string, string, 'F' | 'M'][] = [
  ['Ingrid', 'Solberg', 'Oslo', 'F'],
  ['Camila', 'Souza', 'São Paulo', 'F'],
];

/**
 * The bank's tenant: the demo records plus a few organizations and people in other countries,
 * and the vocabulary an admin sees with every organization and person name in it.
 */
export async function bankTenant(database: Database): Promise<{ tenantId: number; vocab: Vocabulary }> {
  const subdomain = `bank${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const [client] = await database.db
    .insert(clients)
    .values({
      name: 'Question bank',
      subdomain,
      paymentAccessLink: 'https://pay.example/x',
      paymentAccessMessage: 'Pay.',
    })
    .returning({ id: clients.id });
  if (!client) throw new Error('bank: no tenant');
  const tenantId = client.id;
  const allGeos = await database.db.select({ id: geos.id, iso2: geos.iso2 }).from(geos);
  // Cities are shared by every tenant of the database: whoever adds cities (this fixture, the demo seed, tests)
  // takes turns, or two of them would each add a "Berlin" and the vocabulary would hold two.
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CITIES_LOCK})`);
    for (const [name, iso2] of [...DEMO_CITIES.map(([n, i]) => [n, i] as [string, string]), ...MORE_CITIES]) {
      const geoId = allGeos.find((g) => g.iso2 === iso2)?.id ?? null;
      const [found] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.name, name)).limit(1);
      if (!found) await tx.insert(cities).values({ name, geoId });
    }
  });
  const cityRows = await database.db.select().from(cities);
  const vocab = await withTenant(database, tenantId, async (tx) => {
    await seedRecords(tx, tenantId, 'Question bank');
    const t = { tenantId, visibility: 'public' as const };
    for (const [nameDba, city, ownershipType] of MORE_ORGS) {
      const c = cityRows.find((x) => x.name === city);
      await tx.insert(organizations).values({ ...t, nameDba, ownershipType, hqCityId: c?.id, hqGeoId: c?.geoId });
    }
    for (const [nameGiven, nameFamily, currentAddressCity, gender] of MORE_PEOPLE) {
      const c = cityRows.find((x) => x.name === currentAddressCity);
      await tx
        .insert(people)
        .values({ ...t, nameGiven, nameFamily, gender, currentAddressCity, currentAddressGeoCityId: c?.id });
    }
    const base = await loadVocabulary(
      tx,
      tenantId,
      { ...ANONYMOUS, userId: 0, isAdmin: true, isResearch: true },
      { fresh: true },
    );
    const orgs = await tx.select().from(organizations).where(eq(organizations.tenantId, tenantId));
    const ppl = await tx.select().from(people).where(eq(people.tenantId, tenantId));
    return {
      ...base,
      entities: [
        ...orgs.flatMap((o) =>
          [o.nameDba, o.nameInc, ...(o.aliases ?? [])]
            .filter((n): n is string => !!n)
            .map((name) => ({ type: 'Organization' as const, id: o.id, name })),
        ),
        ...ppl.map((p) => ({ type: 'Person' as const, id: p.id, name: personName(p) })),
      ],
    };
  });
  return { tenantId, vocab };
}

/**
 * For the evaluation scripts: a fresh database (PostgreSQL with DATABASE_URL, else an embedded one
 * in a temporary folder, removed after), migrated, with the bank's tenant; `where` names it.
 */
export async function withBankTenant(fn: (vocab: Vocabulary, where: string) => void | Promise<void>): Promise<void> {
  const dataDir = process.env.DATABASE_URL ? null : mkdtempSync(path.join(tmpdir(), 'operator-bank-'));
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: dataDir ?? tmpdir(),
    poolSize: 4,
  });
  try {
    await migrateDatabase(database);
    const { vocab } = await bankTenant(database);
    await fn(vocab, database.embedded ? 'the embedded database' : 'PostgreSQL');
  } finally {
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
