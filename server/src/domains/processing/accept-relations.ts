import { and, eq, sql } from 'drizzle-orm';
import { organizationPeople, organizations, suggestedEntities } from '../../db/schema/index.ts';
import { type Ctx, createRecord } from '../../lib/resource.ts';
import { organizationResource } from '../curation/organizations.ts';
import { type CandidateRelation, organizationFingerprint } from './recognise.ts';

/** The role written on the organization's people row for a relation of this type. */
export const roleOf = (r: CandidateRelation) =>
  r.role ?? (r.type === 'founder' ? 'founder' : r.type === 'board' ? 'board member' : '');

/**
 * The organization a relation names: an organization of the tenant with that name or alias, else the
 * organization suggestion of that name, accepted now (the analyst accepted the person with this role
 * there), else nothing.
 */
async function organizationNamed(ctx: Ctx, name: string): Promise<number | null> {
  const normalized = organizationFingerprint(name);
  const found = await ctx.tx.execute(sql`
    select id from organizations
     where tenant_id = ${ctx.tenantId}
       and (lower(name_dba) = ${name.toLowerCase()} or lower(coalesce(name_inc, '')) = ${name.toLowerCase()}
            or ${name} = any(aliases))
     limit 1`);
  const row = found.rows[0] as { id: number | string } | undefined;
  if (row) return Number(row.id);
  const [s] = await ctx.tx
    .select()
    .from(suggestedEntities)
    .where(
      and(
        eq(suggestedEntities.tenantId, ctx.tenantId),
        eq(suggestedEntities.kind, 'organization'),
        eq(suggestedEntities.normalizedName, normalized),
      ),
    );
  if (!s || s.status === 'rejected') return null;
  if (s.acceptedEntityId) return s.acceptedEntityId;
  const { relations: _relations, aliases, ...fields } = (s.suggestedFields ?? {}) as Record<string, unknown>;
  const created = await createRecord(organizationResource, ctx, { name_dba: s.name, ...fields } as never);
  const id = created.id as number;
  if (Array.isArray(aliases) && aliases.length)
    await ctx.tx
      .update(organizations)
      .set({ aliases: aliases.filter((a): a is string => typeof a === 'string') })
      .where(and(eq(organizations.tenantId, ctx.tenantId), eq(organizations.id, id)));
  await ctx.tx
    .update(suggestedEntities)
    .set({ status: 'accepted', acceptedEntityId: id, updatedAt: sql`now()` })
    .where(and(eq(suggestedEntities.tenantId, ctx.tenantId), eq(suggestedEntities.id, s.id)));
  return id;
}

/**
 * Accepting a person found with a role (chief executive, founder, board member) at an organization makes
 * them one of that organization's people with the role. Returns the organizations linked.
 */
export async function linkAcceptedPerson(
  ctx: Ctx,
  personName: string,
  personId: number,
  relations: CandidateRelation[],
): Promise<number[]> {
  const linked: number[] = [];
  for (const r of relations) {
    if (!['role', 'founder', 'board'].includes(r.type) || r.from !== personName) continue;
    const organizationId = await organizationNamed(ctx, r.to);
    if (!organizationId || linked.includes(organizationId)) continue;
    const [exists] = await ctx.tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.tenantId, ctx.tenantId), eq(organizations.id, organizationId)));
    if (!exists) continue;
    await ctx.tx
      .insert(organizationPeople)
      .values({ tenantId: ctx.tenantId, organizationId, personId, role: roleOf(r) })
      .onConflictDoNothing();
    linked.push(organizationId);
  }
  return linked;
}
