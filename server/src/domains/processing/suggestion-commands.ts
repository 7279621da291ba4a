import type { SUGGESTION_STATUSES, TConvertBody, ZConvertResult } from '@intel/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Ctx } from '../../db/ctx.ts';
import {
  organizationEmails,
  organizations,
  people,
  personEmails,
  rawDataContacts,
  rejectedNames,
  suggestedEntities,
  suggestedEntityEvidence,
} from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { createRecord, writeHistory } from '../../lib/resource-write.ts';
import { organizationResource } from '../curation/organizations.ts';
import { personResource } from '../curation/people.ts';
import { ORG, PERSON } from '../curation/presenters.ts';
import type { CandidateRelation } from '../reading/recognise.ts';
import { type CreatedRecord, linkEvidence } from './accept-links.ts';
import { linkAcceptedPerson } from './accept-relations.ts';
import { lockProcessingWrites } from './process.ts';

function splitPersonName(name: string) {
  const words = name.trim().split(/\s+/);
  if (words.length === 1) return { name_family: words[0] };
  return { name_given: words.slice(0, -1).join(' '), name_family: words.at(-1) };
}

/** How many suggestions of a kind have a status (the review badge). */
export async function countSuggestions(
  ctx: Ctx,
  kind: 'organization' | 'person',
  status: (typeof SUGGESTION_STATUSES)[number],
): Promise<number> {
  const [row] = await ctx.tx
    .select({ n: count() })
    .from(suggestedEntities)
    .where(
      and(
        eq(suggestedEntities.tenantId, ctx.tenantId),
        eq(suggestedEntities.kind, kind),
        eq(suggestedEntities.status, status),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Accepts a suggestion: creates the organization or person (or merges the name into an existing
 * one as an alias), links the raw data it was found in and marks it accepted — all in the caller's
 * transaction, under the processing write lock so that no job writes the same rows meanwhile. A
 * person's organization created on the way is linked to its texts too; the answer lists every
 * record created (none for a merge), and `undoAccept` deletes them.
 */
export async function acceptSuggestion(
  ctx: Ctx,
  id: number,
  body: TConvertBody = { merge: false },
): Promise<z.infer<typeof ZConvertResult>> {
  const { tx } = ctx;
  // Before any row lock: processing jobs take this lock first too.
  await lockProcessingWrites(tx, ctx.tenantId);
  const [s] = await tx
    .select()
    .from(suggestedEntities)
    .where(and(eq(suggestedEntities.tenantId, ctx.tenantId), eq(suggestedEntities.id, id)))
    .for('update');
  if (!s) throw notFound('Suggestion not found.');
  if (s.status === 'accepted') throw conflict('This suggestion was already accepted.');
  const emails = (
    await tx
      .selectDistinct({ value: rawDataContacts.value })
      .from(rawDataContacts)
      .where(
        and(
          eq(rawDataContacts.tenantId, ctx.tenantId),
          eq(rawDataContacts.kind, 'email'),
          eq(rawDataContacts.suggestedEntityId, s.id),
        ),
      )
  ).map((e) => e.value);
  const isOrg = s.kind === 'organization';
  const table = isOrg ? organizations : people;
  // Relations found with the name are links to make, not fields of the record.
  const { relations, ...fields } = (s.suggestedFields ?? {}) as {
    relations?: CandidateRelation[];
    [field: string]: unknown;
  };
  let entityId: number;
  const merged = body.merge === true;
  const created: CreatedRecord[] = [];
  if (merged) {
    const target = body.target_id ?? s.matchedEntityId;
    if (!target)
      throw badRequest('Say which record to merge into: this suggestion matches none.', {
        target_id: ['Required.'],
      });
    const [existing] = await tx
      .select({ id: table.id, aliases: table.aliases })
      .from(table)
      .where(and(eq(table.tenantId, ctx.tenantId), eq(table.id, target)));
    if (!existing) throw notFound(`${isOrg ? 'Organization' : 'Person'} to merge into not found.`);
    entityId = existing.id;
    // The suggested name becomes an alias, so the record is found (and matched) under it from now on.
    const aliases = new Set(existing.aliases ?? []);
    aliases.add(s.name);
    await tx
      .update(table)
      .set({ aliases: [...aliases], updatedAt: sql`now()` })
      .where(and(eq(table.tenantId, ctx.tenantId), eq(table.id, entityId)));
    const emailTable = isOrg ? organizationEmails : personEmails;
    if (emails.length)
      await tx
        .insert(emailTable)
        .values(emails.map((email) => ({ tenantId: ctx.tenantId, ownerId: entityId, email })) as never)
        .onConflictDoNothing();
    await writeHistory(ctx, isOrg ? ORG : PERSON, entityId, 'update', {
      fields: ['aliases'],
      from_suggestion: s.id,
    });
  } else {
    const record = isOrg
      ? await createRecord(organizationResource, ctx, {
          name_dba: s.name,
          emails,
          ...fields,
        } as never)
      : await createRecord(personResource, ctx, {
          ...splitPersonName(s.name),
          emails,
          ...fields,
        } as never);
    entityId = record.id as number;
    // The short forms the text used for the name ("Okafor") are recognised as the record's from now on.
    const aliases = Array.isArray(fields.aliases) ? fields.aliases.filter((a) => typeof a === 'string') : [];
    if (aliases.length)
      await tx
        .update(table)
        .set({ aliases })
        .where(and(eq(table.tenantId, ctx.tenantId), eq(table.id, entityId)));
    created.push({ type: isOrg ? ORG : PERSON, id: entityId, name: s.name });
    if (!isOrg && relations?.length)
      created.push(...(await linkAcceptedPerson(ctx, s.name, entityId, relations, s.id)).created);
  }
  await linkEvidence(ctx, s.id, isOrg ? ORG : PERSON, entityId);
  await tx
    .update(suggestedEntities)
    .set({
      status: 'accepted',
      acceptedEntityId: entityId,
      createdByAccept: merged ? null : s.id,
      updatedAt: sql`now()`,
    })
    .where(and(eq(suggestedEntities.tenantId, ctx.tenantId), eq(suggestedEntities.id, s.id)));
  return { kind: s.kind, entity_id: entityId, merged, created };
}

/**
 * Rejects a suggestion found in one raw data item: its evidence there goes, its name is never
 * suggested again in this tenant, and the item's history says so.
 */
export async function rejectSuggestionIn(ctx: Ctx, rawDataId: number, suggestedEntityId: number): Promise<void> {
  const { tx } = ctx;
  const [s] = await tx
    .select()
    .from(suggestedEntities)
    .where(and(eq(suggestedEntities.tenantId, ctx.tenantId), eq(suggestedEntities.id, suggestedEntityId)));
  if (!s) throw notFound('Suggestion not found.');
  const removed = await tx
    .delete(suggestedEntityEvidence)
    .where(
      and(
        eq(suggestedEntityEvidence.tenantId, ctx.tenantId),
        eq(suggestedEntityEvidence.suggestedEntityId, suggestedEntityId),
        eq(suggestedEntityEvidence.rawDataId, rawDataId),
      ),
    )
    .returning({ id: suggestedEntityEvidence.id });
  if (removed.length === 0) throw notFound('This suggestion was not found in that raw data item.');
  await tx
    .insert(rejectedNames)
    .values({ tenantId: ctx.tenantId, kind: s.kind, normalizedName: s.normalizedName })
    .onConflictDoNothing();
  await tx
    .update(rawDataContacts)
    .set({ suggestedEntityId: null })
    .where(
      and(
        eq(rawDataContacts.tenantId, ctx.tenantId),
        eq(rawDataContacts.rawDataId, rawDataId),
        eq(rawDataContacts.suggestedEntityId, suggestedEntityId),
      ),
    );
  await tx
    .update(suggestedEntities)
    .set({
      status: s.status === 'accepted' ? 'accepted' : 'rejected',
      occurrences: sql`greatest(${suggestedEntities.occurrences} - ${removed.length}, 0)`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(suggestedEntities.tenantId, ctx.tenantId), eq(suggestedEntities.id, suggestedEntityId)));
  await writeHistory(ctx, 'RawData', rawDataId, 'reject_suggestion', { suggestion: s.name });
}
