/** Shared by the Operator API tests: a tenant with the demo records, and asking a question. */
import { eq } from 'drizzle-orm';
import { libraryEntries, organizations, people, rawData, rawDataEntities } from '../../db/schema/index.ts';
import { withTenant } from '../../db/scoped.ts';
import { seedRecords } from '../../seed/records.ts';
import { createTenant, createUser, loginAs, type TestTenant } from '../../test/factories.ts';
import { request, type useTestApp } from '../../test/harness.ts';

export const PATH = '/api/v1/ai-assistant/queries/nlp-to-query/';

export function operatorHelpers(ctx: ReturnType<typeof useTestApp>) {
  /** A tenant with the demo records, its users, and which records the demo raw data mentions. */
  async function demoTenant() {
    const tenant = await createTenant(ctx.database);
    const ids = await withTenant(ctx.database, tenant.id, async (tx) => {
      await seedRecords(tx, tenant.id, 'Demo');
      const orgs = await tx
        .select({ id: organizations.id, name: organizations.nameDba })
        .from(organizations)
        .where(eq(organizations.tenantId, tenant.id));
      const ppl = await tx
        .select({ id: people.id, name: people.nameGiven })
        .from(people)
        .where(eq(people.tenantId, tenant.id));
      const lib = await tx
        .select({ id: libraryEntries.id, title: libraryEntries.title })
        .from(libraryEntries)
        .where(eq(libraryEntries.tenantId, tenant.id));
      const raws = await tx
        .select({ id: rawData.id })
        .from(rawData)
        .where(eq(rawData.tenantId, tenant.id))
        .orderBy(rawData.id);
      const org = (name: string) => orgs.find((o) => o.name === name)?.id as number;
      const person = (name: string) => ppl.find((p) => p.name === name)?.id as number;
      const [first, second] = raws.map((r) => r.id) as [number, number];
      const link = (rawDataId: number, entityType: string, entityId: number) => ({
        tenantId: tenant.id,
        rawDataId,
        entityType,
        entityId,
      });
      await tx
        .insert(rawDataEntities)
        .values([
          link(first, 'Organization', org('Acme Robotics')),
          link(first, 'Person', person('Ada')),
          link(second, 'Organization', org('Northwind Capital')),
          link(second, 'Organization', org('Helix Health')),
          link(second, 'Organization', org('Greenleaf Energy')),
          link(second, 'Person', person('Marcus')),
        ]);
      return {
        org,
        person,
        lib: (title: string) => lib.find((l) => l.title.startsWith(title))?.id as number,
        raw: [first, second] as const,
      };
    });
    const token = async (role: 'reader' | 'research' | 'admin') =>
      loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, role));
    return { tenant, ...ids, token };
  }

  const ask = (tenant: TestTenant, body: unknown, token?: string) =>
    request(ctx.port, 'POST', PATH, { host: tenant.host, token, body });
  const names = (res: { body: { results: { display_name: string }[] } }) =>
    res.body.results.map((r) => r.display_name).sort();

  return { demoTenant, ask, names };
}
