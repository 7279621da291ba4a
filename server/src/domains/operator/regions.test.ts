import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cities, geoMembers, geos, organizations, people } from '../../db/schema/index.ts';
import { withTenant } from '../../db/scoped.ts';
import { createTenant } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';

const PATH = '/api/v1/ai-assistant/queries/nlp-to-query/';

describe('Regions (UN M49 and the groupings analysts name)', () => {
  const ctx = useTestApp();

  it('lists the regions with their parents, and countries under their M49 region', async () => {
    const tenant = await createTenant(ctx.database);
    const res = await request(ctx.port, 'GET', '/api/v1/geos/?kind=region&page_size=100', { host: tenant.host });
    expect(res.status).toBe(200);
    const rows = res.body.results as { id: number; name: string; kind: string; parent_id: number | null }[];
    const byName = (name: string) => rows.find((r) => r.name === name);
    for (const name of [
      'World',
      'Europe',
      'Western Europe',
      'South-eastern Asia',
      'European Union',
      'Nordic countries',
    ])
      expect(byName(name)?.kind, name).toBe('region');
    expect(byName('Western Europe')?.parent_id).toBe(byName('Europe')?.id);
    expect(byName('Europe')?.parent_id).toBe(byName('World')?.id);
    expect(byName('Latin America and the Caribbean')?.parent_id).toBe(byName('Americas')?.id);
    const [germany] = await ctx.database.db.select().from(geos).where(eq(geos.iso2, 'DE'));
    expect(germany?.parentId).toBe(byName('Western Europe')?.id);
    const memberOf = await ctx.database.db
      .select({ name: geos.name })
      .from(geoMembers)
      .innerJoin(geos, eq(geos.id, geoMembers.regionId))
      .where(eq(geoMembers.geoId, germany?.id as number));
    expect(memberOf.map((m) => m.name).sort()).toEqual(['Europe', 'European Union', 'Western Europe', 'World']);
  });

  it('filters organizations by headquarters and people by address region, negated too', async () => {
    const tenant = await createTenant(ctx.database);
    const iso = await ctx.database.db
      .select({ id: geos.id, iso2: geos.iso2 })
      .from(geos)
      .where(inArray(geos.iso2, ['DE', 'NO', 'JP', 'BR']));
    const geo = (code: string) => iso.find((g) => g.iso2 === code)?.id as number;
    const [osaka] = await ctx.database.db
      .insert(cities)
      .values({ name: 'Osaka', geoId: geo('JP') })
      .returning({ id: cities.id });
    await withTenant(ctx.database, tenant.id, async (tx) => {
      const t = { tenantId: tenant.id, visibility: 'public' as const };
      await tx.insert(organizations).values([
        { ...t, nameDba: 'Rhein Robotics', hqGeoId: geo('DE') },
        { ...t, nameDba: 'Fjord Energy', hqGeoId: geo('NO') },
        { ...t, nameDba: 'Kansai Energy', hqCityId: osaka?.id },
        { ...t, nameDba: 'Rio Pay', hqGeoId: geo('BR') },
      ]);
      await tx.insert(people).values([
        { ...t, nameGiven: 'Yuki', nameFamily: 'Sato', currentAddressCity: 'Osaka' },
        { ...t, nameGiven: 'Ola', nameFamily: 'Nordmann', currentAddressCity: 'Bergen' },
      ]);
    });
    const ask = async (text: string) => {
      const res = await request(ctx.port, 'POST', PATH, { host: tenant.host, body: { text } });
      expect(res.status, text).toBe(200);
      return {
        names: (res.body.results as { display_name: string }[]).map((r) => r.display_name).sort(),
        explanation: res.body.explanation as string,
      };
    };
    expect((await ask('organizations in Europe')).names).toEqual(['Fjord Energy', 'Rhein Robotics']);
    const outside = await ask('companies outside the EU');
    expect(outside.names).toEqual(['Fjord Energy', 'Kansai Energy', 'Rio Pay']);
    expect(outside.explanation).toContain('not headquartered in European Union');
    expect((await ask('Nordic companies')).names).toEqual(['Fjord Energy']);
    expect((await ask('Latin American startups')).names).toEqual(['Rio Pay']);
    expect((await ask('energy companies outside Asia')).names).toEqual(['Fjord Energy']);
    expect((await ask('people in Asia')).names).toEqual(['Yuki Sato']);
  });
});
