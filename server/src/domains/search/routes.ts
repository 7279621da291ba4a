import { ZErrorBody, ZSearchQuery, ZSearchResponse } from '@intel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../plugins/auth.ts';
import { readableVisibilities } from '../../policies/principal.ts';
import { searchPolicy } from './policies.ts';
import { SEARCH_KINDS, searchRecords } from './query.ts';

/**
 * Quick search (DESIGN §8): exact name first, then prefix, then typo-tolerant similarity, then
 * full-text rank; case and accents ignored; merged names (aliases) found too; only what the caller
 * may see. How: ./query.ts and migration 0005.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/',
    {
      preValidation: requireAbility(searchPolicy.quickSearch),
      schema: {
        tags: ['search'],
        summary: 'Quick search across keywords, people, organizations, ledger, library and lists',
        querystring: ZSearchQuery,
        response: { 200: ZSearchResponse, 400: ZErrorBody },
      },
    },
    async (request) => {
      const { q, type, limit } = request.query;
      const results = await request.withTenant(
        ({ tx }) =>
          searchRecords(tx, {
            tenantId: request.tenant.id,
            q,
            kinds: type ? [type] : SEARCH_KINDS,
            visibilities: readableVisibilities(request.principal),
            limit,
          }),
        { read: true },
      );
      return { results };
    },
  );
};
