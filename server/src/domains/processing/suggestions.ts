import {
  SUGGESTION_STATUSES,
  type TSuggestedEntity,
  type TSuggestedEntityPatch,
  ZConvertBody,
  ZConvertResult,
  ZErrorBody,
  ZSuggestedEntity,
  ZSuggestedEntityPatch,
} from '@intel/contracts';
import { and, count, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { choiceFilter } from '../../lib/filters.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { createRecord, ctxOf, type ResourceDef, writeHistory } from '../../lib/resource.ts';
import { requireResearch } from '../../plugins/auth.ts';
import { ORG, organizationResource } from '../curation/organizations.ts';
import { PERSON, personResource } from '../curation/people.ts';
import { linkAcceptedPerson } from './accept-relations.ts';
import { annotationRoutes } from './annotations.ts';
import { lockProcessingWrites } from './process.ts';
import type { CandidateRelation } from './recognise.ts';
import { rejectedNameRoutes } from './rejected-names.ts';
import { presentSuggestions, type Row } from './suggestion-presenter.ts';

type Kind = 'organization' | 'person';

function suggestionResource(
  kind: Kind,
  path: string,
  label: string,
): ResourceDef<TSuggestedEntity, TSuggestedEntityPatch, TSuggestedEntityPatch> {
  return {
    path,
    tag: 'suggested entities',
    entityType: kind === 'organization' ? 'SuggestedOrganization' : 'SuggestedPerson',
    label,
    table: suggestedEntities,
    readGroup: 'research',
    writeGroup: 'research',
    out: ZSuggestedEntity,
    create: ZSuggestedEntityPatch,
    patch: ZSuggestedEntityPatch,
    customCreate: true,
    readScope: () => eq(suggestedEntities.kind, kind),
    list: {
      table: suggestedEntities,
      orderings: {
        name: suggestedEntities.name,
        name_dba: suggestedEntities.name,
        updated_at: suggestedEntities.updatedAt,
        created_at: suggestedEntities.createdAt,
        occurrences: suggestedEntities.occurrences,
      },
      defaultOrdering: '-updated_at',
      idColumn: suggestedEntities.id,
      search: (q) => ilike(suggestedEntities.name, `%${q}%`),
      filters: [choiceFilter(suggestedEntities, suggestedEntities.status, 'status', 'Status', SUGGESTION_STATUSES)],
    },
    values: (input) => ({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.suggested_fields !== undefined ? { suggestedFields: input.suggested_fields } : {}),
    }),
    present: (rows, ctx) => presentSuggestions(rows as Row[], ctx),
    // Deleting a suggestion rejects its name for good in this tenant.
    async beforeDelete(ctx, id) {
      const [row] = await ctx.tx
        .select()
        .from(suggestedEntities)
        .where(and(eq(suggestedEntities.tenantId, ctx.tenantId), eq(suggestedEntities.id, id)));
      if (row)
        await ctx.tx
          .insert(rejectedNames)
          .values({ tenantId: ctx.tenantId, kind: row.kind, normalizedName: row.normalizedName })
          .onConflictDoNothing();
    },
    xlsx: [
      { header: 'ID', key: 'id', width: 8, value: (s) => s.id },
      { header: 'Name', key: 'name', width: 40, value: (s) => s.name },
      { header: 'Status', key: 'status', width: 12, value: (s) => s.status },
      { header: 'Occurrences', key: 'occurrences', width: 12, value: (s) => s.occurrences },
      { header: 'Probably', key: 'matched', width: 40, value: (s) => s.matched_entity?.name ?? '' },
    ],
  };
}

export const suggestedOrganizationResource = suggestionResource(
  'organization',
  '/suggested-entities/organizations',
  'Suggested organization',
);
export const suggestedPersonResource = suggestionResource('person', '/suggested-entities/people', 'Suggested person');

function splitPersonName(name: string) {
  const words = name.trim().split(/\s+/);
  if (words.length === 1) return { name_family: words[0] };
  return { name_given: words.slice(0, -1).join(' '), name_family: words.at(-1) };
}

export const suggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(annotationRoutes);
  await app.register(rejectedNameRoutes);
  const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

  for (const [kind, path] of [
    ['organization', '/suggested-entities/organizations'],
    ['person', '/suggested-entities/people'],
  ] as const) {
    app.get(
      `${path}/count/`,
      {
        schema: {
          tags: ['suggested entities'],
          summary: `How many ${kind} suggestions wait for review`,
          querystring: z.object({ status: z.enum(SUGGESTION_STATUSES).default('suggested') }),
          response: { 200: z.object({ count: z.number().int() }), ...errors },
        },
        preValidation: requireResearch,
      },
      async (request) =>
        request.withTenant(async ({ tx }) => {
          const [row] = await tx
            .select({ n: count() })
            .from(suggestedEntities)
            .where(
              and(
                eq(suggestedEntities.tenantId, request.tenant.id),
                eq(suggestedEntities.kind, kind),
                eq(suggestedEntities.status, request.query.status),
              ),
            );
          return { count: Number(row?.n ?? 0) };
        }),
    );
  }

  app.post(
    '/raw-data/suggested-entities/:id/convert-to-entity/',
    {
      schema: {
        tags: ['suggested entities'],
        summary: 'Accept a suggestion: create the organization or person, or merge it into an existing one',
        params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
        body: ZConvertBody.nullish(),
        response: { 200: ZConvertResult, ...errors },
      },
      preValidation: requireResearch,
    },
    async (request) =>
      request.withTenant(async ({ tx }) => {
        const ctx = ctxOf(tx, request);
        // Before any row lock: processing jobs take this lock first too.
        await lockProcessingWrites(tx, ctx.tenantId);
        const body = request.body ?? { merge: false };
        const [s] = await tx
          .select()
          .from(suggestedEntities)
          .where(and(eq(suggestedEntities.tenantId, ctx.tenantId), eq(suggestedEntities.id, request.params.id)))
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
          const created = isOrg
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
          entityId = created.id as number;
          // The short forms the text used for the name ("Okafor") are recognised as the record's from now on.
          const aliases = Array.isArray(fields.aliases) ? fields.aliases.filter((a) => typeof a === 'string') : [];
          if (aliases.length)
            await tx
              .update(table)
              .set({ aliases })
              .where(and(eq(table.tenantId, ctx.tenantId), eq(table.id, entityId)));
          if (!isOrg && relations?.length) await linkAcceptedPerson(ctx, s.name, entityId, relations);
        }
        // The raw data the name was found in now links to the record (a person counts the new links).
        const linked = await tx.execute(sql`
          insert into raw_data_entities (tenant_id, raw_data_id, entity_type, entity_id, occurrences)
          select tenant_id, raw_data_id, ${isOrg ? ORG : PERSON}, ${entityId}, count(*)
            from suggested_entity_evidence
           where tenant_id = ${ctx.tenantId} and suggested_entity_id = ${s.id}
           group by tenant_id, raw_data_id
          on conflict (tenant_id, raw_data_id, entity_type, entity_id) do update set occurrences = excluded.occurrences
          returning (xmax = 0) as inserted`);
        const newLinks = (linked.rows as { inserted: boolean }[]).filter((r) => r.inserted).length;
        if (!isOrg && newLinks)
          await tx
            .update(people)
            .set({ rawDataCount: sql`${people.rawDataCount} + ${newLinks}` })
            .where(and(eq(people.tenantId, ctx.tenantId), eq(people.id, entityId)));
        await tx
          .update(suggestedEntities)
          .set({ status: 'accepted', acceptedEntityId: entityId, updatedAt: sql`now()` })
          .where(and(eq(suggestedEntities.tenantId, ctx.tenantId), eq(suggestedEntities.id, s.id)));
        return { kind: s.kind, entity_id: entityId, merged };
      }),
  );

  app.delete(
    '/raw-data/:rawDataId/remove-suggested-entity/:suggestedEntityId/',
    {
      schema: {
        tags: ['suggested entities'],
        summary: 'Reject a suggestion found in a raw data item (the name is not suggested again)',
        params: z.object({
          rawDataId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
          suggestedEntityId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
        }),
        response: { 204: z.null(), ...errors },
      },
      preValidation: requireResearch,
    },
    async (request, reply) => {
      const { rawDataId, suggestedEntityId } = request.params;
      await request.withTenant(async ({ tx }) => {
        const ctx = ctxOf(tx, request);
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
      });
      return reply.code(204).send(null);
    },
  );
};
