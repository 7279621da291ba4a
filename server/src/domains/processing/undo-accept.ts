import type { TUndoAcceptResult, TUndoAcceptsResult } from '@intel/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../../db/ctx.ts';
import { suggestedEntities } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type { AnyDef } from '../../lib/resource-def.ts';
import { deleteRecord } from '../../lib/resource-write.ts';
import { organizationResource } from '../curation/organizations.ts';
import { personResource } from '../curation/people.ts';
import { ORG, PERSON } from '../curation/presenters.ts';
import { lockProcessingWrites } from './process.ts';

type Suggestion = typeof suggestedEntities.$inferSelect;

/** An accept that created its own record (not a merge, not brought along by another accept, not undone). */
const undoable = (s: Suggestion) => s.status === 'accepted' && s.createdByAccept === s.id && !!s.acceptedEntityId;

/**
 * Undoes an accept that created records: deletes each record it created (the suggestion's own and the
 * organization a person's role named) with its links to raw data, and puts those suggestions back to
 * review — in one transaction, under the processing write lock. An organization that another person
 * has been linked to since stays, accepted. A merge created nothing and is not undone here (409).
 */
export async function undoAccept(ctx: Ctx, id: number): Promise<TUndoAcceptResult> {
  const { tx, tenantId } = ctx;
  await lockProcessingWrites(tx, tenantId);
  const [s] = await tx
    .select()
    .from(suggestedEntities)
    .where(and(eq(suggestedEntities.tenantId, tenantId), eq(suggestedEntities.id, id)))
    .for('update');
  if (!s) throw notFound('Suggestion not found.');
  if (!undoable(s))
    throw conflict(
      s.status === 'accepted'
        ? 'This suggestion was merged into an existing record: there is nothing to undo.'
        : 'This suggestion is not accepted: there is nothing to undo.',
    );
  const out: TUndoAcceptResult = { deleted: [], restored: [] };
  await undoOne(ctx, s, [s.acceptedEntityId as number], out);
  return out;
}

/**
 * Undoes a batch accept ("Accept selected", issue 36 item 1): every accept of `ids` that created records,
 * as `undoAccept` does each, in one transaction. An organization a person of the batch brought along
 * goes even when another person of the same batch was linked to it; one linked to a person outside the
 * batch stays. Suggestions with nothing to undo (a merge, undone already) are answered as `skipped`;
 * an id that is not the tenant's is a 404 and nothing is undone.
 */
export async function undoAccepts(ctx: Ctx, ids: number[]): Promise<TUndoAcceptsResult> {
  const { tx, tenantId } = ctx;
  await lockProcessingWrites(tx, tenantId);
  const wanted = [...new Set(ids)];
  const rows = await tx
    .select()
    .from(suggestedEntities)
    .where(and(eq(suggestedEntities.tenantId, tenantId), inArray(suggestedEntities.id, wanted)))
    .orderBy(suggestedEntities.id)
    .for('update');
  if (rows.length !== wanted.length) throw notFound('Suggestion not found.');
  const todo = rows.filter(undoable);
  const batchPeople = todo.filter((s) => s.kind !== 'organization').map((s) => s.acceptedEntityId as number);
  const out: TUndoAcceptsResult = { deleted: [], restored: [], skipped: [] };
  for (const s of rows) if (!undoable(s)) out.skipped.push(s.id);
  for (const s of todo) await undoOne(ctx, s, batchPeople, out);
  return out;
}

/** Deletes what accepting `s` created, keeping an organization linked to a person not in `going`. */
async function undoOne(ctx: Ctx, s: Suggestion, going: number[], out: TUndoAcceptResult) {
  const { tx, tenantId } = ctx;
  const made = await tx
    .select()
    .from(suggestedEntities)
    .where(and(eq(suggestedEntities.tenantId, tenantId), eq(suggestedEntities.createdByAccept, s.id)))
    .orderBy(suggestedEntities.id)
    .for('update');
  // The suggestion's own record first, then what it brought along (the answer's order, as accepted).
  for (const m of [s, ...made.filter((m) => m.id !== s.id)]) {
    const entityId = m.acceptedEntityId;
    if (!entityId) continue;
    const isOrg = m.kind === 'organization';
    if (isOrg && m.id !== s.id) {
      const others = await tx.execute(sql`
        select 1 from organization_people
         where tenant_id = ${tenantId} and organization_id = ${entityId}
           and person_id <> all(${`{${going.join(',')}}`}::bigint[]) limit 1`);
      if (others.rows.length) continue;
    }
    const type = isOrg ? ORG : PERSON;
    const exists = await tx.execute(sql`
      select 1 from ${sql.raw(isOrg ? 'organizations' : 'people')} where tenant_id = ${tenantId} and id = ${entityId}`);
    if (exists.rows.length) {
      await tx.execute(sql`
        delete from raw_data_entities where tenant_id = ${tenantId} and entity_type = ${type} and entity_id = ${entityId}`);
      await deleteRecord((isOrg ? organizationResource : personResource) as unknown as AnyDef, ctx, entityId);
      out.deleted.push({ type, id: entityId, name: m.name });
    }
    await tx
      .update(suggestedEntities)
      .set({ status: 'suggested', acceptedEntityId: null, createdByAccept: null, updatedAt: sql`now()` })
      .where(and(eq(suggestedEntities.tenantId, tenantId), eq(suggestedEntities.id, m.id)));
    out.restored.push({ id: m.id, kind: m.kind, name: m.name });
  }
}
