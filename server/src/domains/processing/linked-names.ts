import { and, eq, inArray, sql } from 'drizzle-orm';
import { geos, keywords, organizations, people, terminology } from '../../db/schema/index.ts';
import type { Tx } from '../../db/scoped.ts';

/** Names of linked records, per kind, for the detail view. */
export async function linkedNames(tx: Tx, tenantId: number, links: { type: string; id: number }[]) {
  const ctx = { tx, tenantId };
  const names = new Map<string, string>();
  const ofType = (t: string) => links.filter((l) => l.type === t).map((l) => l.id);
  const load = async (type: string, rows: Promise<{ id: number; name: string | null }[]>) => {
    for (const r of await rows) names.set(`${type}:${r.id}`, r.name ?? '');
  };
  const t = ctx.tenantId;
  if (ofType('Organization').length)
    await load(
      'Organization',
      ctx.tx
        .select({ id: organizations.id, name: organizations.nameDba })
        .from(organizations)
        .where(and(eq(organizations.tenantId, t), inArray(organizations.id, ofType('Organization')))),
    );
  if (ofType('Person').length)
    await load(
      'Person',
      ctx.tx
        .select({ id: people.id, name: sql<string>`concat_ws(' ', ${people.nameGiven}, ${people.nameFamily})` })
        .from(people)
        .where(and(eq(people.tenantId, t), inArray(people.id, ofType('Person')))),
    );
  if (ofType('Keyword').length)
    await load(
      'Keyword',
      ctx.tx
        .select({ id: keywords.id, name: keywords.name })
        .from(keywords)
        .where(and(eq(keywords.tenantId, t), inArray(keywords.id, ofType('Keyword')))),
    );
  if (ofType('Terminology').length)
    await load(
      'Terminology',
      ctx.tx
        .select({ id: terminology.id, name: terminology.term })
        .from(terminology)
        .where(and(eq(terminology.tenantId, t), inArray(terminology.id, ofType('Terminology')))),
    );
  if (ofType('Geo').length)
    await load(
      'Geo',
      ctx.tx
        .select({ id: geos.id, name: geos.name })
        .from(geos)
        .where(inArray(geos.id, ofType('Geo'))),
    );
  return names;
}
