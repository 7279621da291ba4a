import { SHARE_CODE_PATTERN, ZErrorBody, ZFactTree, ZShareCodeParams } from '@intel/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shareCodes } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';
import { requireAbility } from '../../plugins/auth.ts';
import { readableVisibilities } from '../../policies/principal.ts';
import { factsPolicy, shareCodesPolicy } from './policies.ts';
import { GONE, live } from './share-codes.ts';
import { loadFactTree } from './tree.ts';

export const factTreeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/facts/tree/',
    {
      preValidation: requireAbility(factsPolicy.read),
      schema: {
        tags: ['intelbooks'],
        summary: 'The Intelbooks outline the caller may see',
        response: { 200: ZFactTree },
      },
    },
    async (request) =>
      request.withTenant(({ tx }) => loadFactTree(tx, request.tenant.id, readableVisibilities(request.principal))),
  );
};

export const shareCodeTreeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/share-codes/:code/tree/',
    {
      preValidation: requireAbility(shareCodesPolicy.openShared),
      schema: {
        tags: ['intelbooks'],
        summary: 'The public outline of a shared category or section',
        params: ZShareCodeParams,
        response: { 200: ZFactTree, 404: ZErrorBody },
      },
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { code } = request.params;
      if (!SHARE_CODE_PATTERN.test(code)) throw notFound(GONE);
      const tenantId = request.tenant.id;
      return request.withTenant(
        async ({ tx }) => {
          const [share] = await tx
            .update(shareCodes)
            .set({ viewCount: sql`${shareCodes.viewCount} + 1` })
            .where(and(eq(shareCodes.tenantId, tenantId), eq(shareCodes.code, code), live()))
            .returning({ categoryId: shareCodes.categoryId, sectionId: shareCodes.sectionId });
          if (!share) throw notFound(GONE);
          if (share.sectionId !== null) return loadFactTree(tx, tenantId, ['public'], { sectionId: share.sectionId });
          if (share.categoryId !== null)
            return loadFactTree(tx, tenantId, ['public'], { categoryId: share.categoryId });
          throw notFound(GONE);
        },
        { writes: true },
      );
    },
  );
};
