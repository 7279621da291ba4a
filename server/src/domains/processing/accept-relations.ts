import { and, eq, sql } from 'drizzle-orm';
import { organizationPeople, organizations, suggestedEntities } from '../../db/schema/index.ts';
import { type Ctx, createRecord } from '../../lib/resource.ts';
import { organizationResource } from '../curation/organizations.ts';
import { ORG } from '../curation/presenters.ts';
import { type CandidateRelation, organizationFingerprint } from '../reading/recognise.ts';
import { type CreatedRecord, linkEvidence } from './accept-links.ts';

/** The role written on the organization's people row for a relation of this type. */
export const roleOf = (r: CandidateRelation) =>
  r.role ?? (r.type === 'founder' ? 'founder' : r.type === 'board' ? 'board member' : '');

/**
 * The organization a relation names: an organization of the tenant with that name or alias, else the
 * organization suggestion of that name, accepted now (the analyst accepted the person with this role
 * there) and linked to the texts it was found in, else nothing. `created` is set when it was made now.
 */
async function organizationNamed(
  ctx: Ctx,
  name: string,
  acceptedBy: number,
): Promise<{ id: number; created: CreatedRecord | null } | null> {
  const normalized = organizationFingerprint(name);
  const found = await ctx.tx.execute(sql`
    select id from organizations
     where tenant_id = ${ctx.tenantId}
       and (lower(name_dba) = ${name.toLowerCase()} or lower(coalesce(name_inc, '')) = ${name.toLowerCase()}
            or ${name} = any(aliases))
     limit 1`);
  const row = found.rows[0] as { id: number | string } | undefined;
  if (row) return { id: Number(row.id), created: null };
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
  if (s.acceptedEntityId) return { id: s.acceptedEntityId, created: null };
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
    .set({ status: 'accepted', acceptedEntityId: id, createdByAccept: acceptedBy, updatedAt: sql`now()` })
    .where(and(eq(suggestedEntities.tenantId, ctx.tenantId), eq(suggestedEntities.id, s.id)));
  await linkEvidence(ctx, s.id, ORG, id);
  return { id, created: { type: ORG, id, name: s.name } };
}

/**
 * Accepting a person found with a role (chief executive, founder, board member) at an organization makes
 * them one of that organization's people with the role. `acceptedBy` is the person's suggestion: an
 * organization created on the way is that accept's too (its undo deletes it). Returns the
 * organizations linked and those created.
 */
export async function linkAcceptedPerson(
  ctx: Ctx,
  personName: string,
  personId: number,
  relations: CandidateRelation[],
  acceptedBy: number,
): Promise<{ linked: number[]; created: CreatedRecord[] }> {
  const linked: number[] = [];
  const created: CreatedRecord[] = [];
  for (const r of relations) {
    if (!['role', 'founder', 'board'].includes(r.type) || r.from !== personName) continue;
    const named = await organizationNamed(ctx, r.to, acceptedBy);
    if (named?.created) created.push(named.created);
    const organizationId = named?.id;
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
  return { linked, created };
}
