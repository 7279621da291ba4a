import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { clients, users } from '../db/schema/index.ts';
import { withTenant } from '../db/scoped.ts';
import { hashPassword } from '../domains/auth/tokens.ts';
import { request } from './harness.ts';

export const TEST_PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | null = null;

export type Role = 'reader' | 'research' | 'admin' | 'tenantAdmin';
export type TestTenant = { id: number; subdomain: string; host: string };
export type TestUser = { id: number; email: string; role: Role };

/** A fresh tenant with a unique subdomain, so test files never see each other's rows. */
export async function createTenant(
  database: Database,
  fields: Partial<typeof clients.$inferInsert> = {},
): Promise<TestTenant> {
  const subdomain = fields.subdomain ?? `t${randomBytes(5).toString('hex')}`;
  const [row] = await database.db
    .insert(clients)
    .values({
      name: `Tenant ${subdomain}`,
      paymentAccessLink: 'https://pay.example/x',
      paymentAccessMessage: 'Pay here.',
      ...fields,
      subdomain,
    })
    .returning({ id: clients.id });
  if (!row) throw new Error('createTenant: no row');
  return { id: row.id, subdomain, host: `${subdomain}.localhost` };
}

export async function createUser(
  database: Database,
  tenant: TestTenant,
  role: Role,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const hash = await passwordHash;
  const email = fields.email ?? `${role}-${randomBytes(4).toString('hex')}@example.com`;
  const [row] = await withTenant(database, tenant.id, (tx) =>
    tx
      .insert(users)
      .values({
        tenantId: tenant.id,
        email,
        passwordHash: hash,
        isAdmin: role === 'admin' || role === 'tenantAdmin',
        isResearch: role !== 'reader',
        isTenantAdmin: role === 'tenantAdmin',
        ...fields,
      })
      .returning({ id: users.id }),
  );
  if (!row) throw new Error('createUser: no row');
  return { id: row.id, email, role };
}

/** Logs in over HTTP and answers the bearer token. */
export async function loginAs(port: number, tenant: TestTenant, user: TestUser): Promise<string> {
  const res = await request(port, 'POST', '/api/v1/auth/login/', {
    host: tenant.host,
    body: { email: user.email, password: TEST_PASSWORD },
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return res.body.token as string;
}
