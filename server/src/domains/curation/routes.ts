import { ZIdParams, ZMergeInfo } from '@intel/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { merges } from '../../db/schema/index.ts';
import { heavyWork } from '../../lib/heavy-work.ts';
import { badRequest } from '../../lib/http-errors.ts';
import type { ResourceDef } from '../../lib/resource-def.ts';
import { loadVisible } from '../../lib/resource-read.ts';
import { ERRORS } from '../../lib/route-errors.ts';
import { requireAbility } from '../../plugins/auth.ts';
import type { Ability } from '../../policies/abilities.ts';
import { type Json, type Kind, mergeRecords, undoMerge } from './merge.ts';
import { organizationResource } from './organizations.ts';
import { personResource } from './people.ts';
import { mergesPolicy, organizationsPolicy, peoplePolicy } from './policies.ts';

const ZMergeOut = z.object({ merge_id: z.number().int(), survivor_id: z.number().int(), merged_id: z.number().int() });
export const mergeRoutes: FastifyPluginAsyncZod = async (app) => {
  const defs: [string, Kind, ResourceDef<Json, Json, Json>, Ability][] = [
    [
      '/assets/organizations',
      'Organization',
      organizationResource as unknown as ResourceDef<Json, Json, Json>,
      organizationsPolicy.merge,
    ],
    ['/assets/people', 'Person', personResource as unknown as ResourceDef<Json, Json, Json>, peoplePolicy.merge],
  ];
  for (const [path, kind, def, mergeAbility] of defs) {
    app.post(
      `${path}/:id/merge/`,
      {
        schema: {
          tags: [def.tag],
          summary: `Merge another ${def.label.toLowerCase()} into this one (undoable)`,
          params: ZIdParams,
          body: z.object({ other_id: z.number().int().positive() }).strict(),
          response: { 200: ZMergeOut, ...ERRORS },
        },
        preValidation: requireAbility(mergeAbility),
      },
      async (request, reply) =>
        heavyWork(request, reply, 'merge', () =>
          request.withTenant(async (ctx) => {
            if (request.params.id === request.body.other_id)
              throw badRequest('A record cannot be merged into itself.', { other_id: ['Choose another record.'] });
            await loadVisible(def, ctx, request.params.id);
            await loadVisible(def, ctx, request.body.other_id);
            const mergeId = await mergeRecords(ctx, kind, request.params.id, request.body.other_id);
            return { merge_id: mergeId, survivor_id: request.params.id, merged_id: request.body.other_id };
          }),
        ),
    );
    app.get(
      `${path}/:id/merges/`,
      {
        schema: {
          tags: [def.tag],
          summary: 'Merges into this record that can be undone',
          params: ZIdParams,
          response: { 200: z.array(ZMergeInfo), ...ERRORS },
        },
        preValidation: requireAbility(mergeAbility),
      },
      async (request) =>
        request.withTenant(async (ctx) => {
          await loadVisible(def, ctx, request.params.id);
          const found = await ctx.tx
            .select()
            .from(merges)
            .where(
              and(
                eq(merges.tenantId, ctx.tenantId),
                eq(merges.entityType, kind),
                eq(merges.survivorId, request.params.id),
                isNull(merges.undoneAt),
              ),
            )
            .orderBy(desc(merges.createdAt));
          return found.map((m) => {
            const r = (m.snapshot as Json).merged as Json;
            const name =
              kind === 'Organization'
                ? r.name_dba
                : [r.name_given, r.name_family].filter(Boolean).join(' ') || r.name_nickname || '(unnamed)';
            return {
              id: m.id,
              merged_id: m.mergedId,
              merged_name: String(name),
              created_at: m.createdAt.toISOString(),
            };
          });
        }),
    );
  }
  app.post(
    '/merges/:id/undo/',
    {
      schema: {
        tags: ['organizations', 'people'],
        summary: 'Undo a merge',
        params: ZIdParams,
        response: { 200: z.object({ survivor_id: z.number().int(), restored_id: z.number().int() }), ...ERRORS },
      },
      preValidation: requireAbility(mergesPolicy.undo),
    },
    async (request, reply) =>
      heavyWork(request, reply, 'merge', () => request.withTenant((ctx) => undoMerge(ctx, request.params.id))),
  );
};
