import { ZErrorBody, ZGraphNeighbourhood, ZGraphParams, ZGraphQuery, ZTimeline } from '@intel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors.ts';
import { requireAbility } from '../../plugins/auth.ts';
import { graphPolicy } from './policies.ts';
import { readCenter, readNeighbours } from './queries.ts';

/** Neighbours a timeline draws at most: the dated ones among them become its events. */
const TIMELINE_NEIGHBOURS = 500;

/**
 * The relationship graph (issue 17): a record and one page of its neighbours per request, so the
 * screen expands node by node. Anyone may ask; every node and edge passes the caller's visibility,
 * and a record the caller may not see is 404 like everywhere else.
 */
export const graphRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/graph/:kind/:id/',
    {
      preValidation: requireAbility(graphPolicy.explore),
      schema: {
        tags: ['graph'],
        summary: 'A record and one page of its visible neighbours, with the edges between them',
        params: ZGraphParams,
        querystring: ZGraphQuery,
        response: { 200: ZGraphNeighbourhood, 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const { limit, offset, kinds } = request.query;
      return request.withTenant(async ({ tx }) => {
        const center = await readCenter(tx, request.tenant.id, request.principal, kind, id);
        if (!center) throw notFound();
        const page = await readNeighbours(tx, request.tenant.id, request.principal, center, { limit, offset, kinds });
        return { center, ...page, more: Math.max(0, page.total - offset - page.nodes.length) };
      });
    },
  );

  app.get(
    '/graph/:kind/:id/timeline/',
    {
      preValidation: requireAbility(graphPolicy.explore),
      schema: {
        tags: ['graph'],
        summary: 'Dated events of a record and its visible neighbours (partial dates with their precision)',
        params: ZGraphParams,
        response: { 200: ZTimeline, 404: ZErrorBody },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      return request.withTenant(async ({ tx }) => {
        const center = await readCenter(tx, request.tenant.id, request.principal, kind, id);
        if (!center) throw notFound();
        const page = await readNeighbours(tx, request.tenant.id, request.principal, center, {
          limit: TIMELINE_NEIGHBOURS,
          offset: 0,
        });
        const events = [
          ...(center.date ? [{ node: center, own: true }] : []),
          ...page.nodes.filter((n) => n.date).map((node) => ({ node, own: false })),
        ].sort((a, b) => (a.node.date ?? '').localeCompare(b.node.date ?? ''));
        return { center, events, truncated: page.total > TIMELINE_NEIGHBOURS };
      });
    },
  );
};
