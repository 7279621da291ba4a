import { ZEntityCounts, ZErrorBody, ZKindCount, ZKindParams } from '@intel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withTenant } from '../../db/scoped.ts';
import { requireLogin } from '../../plugins/auth.ts';
import { hasAdminRole, isLoggedIn, type Principal } from '../../policies/principal.ts';
import { type CountsView, readCounts } from './repository.ts';

const viewFor = (p: Principal): CountsView => (hasAdminRole(p) ? 'admin' : isLoggedIn(p) ? 'paywall' : 'teaser');
const errors = { 401: ZErrorBody, 404: ZErrorBody };

export const countsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tools/free-ahead-entities-count/',
    {
      schema: {
        tags: ['tools'],
        summary: 'Public and paywalled counts per kind (home cards, logged out)',
        response: { 200: ZEntityCounts, ...errors },
      },
    },
    async (request) => withTenant(app.database, request.tenant.id, (tx) => readCounts(tx, request.tenant.id, 'teaser')),
  );

  app.get(
    '/tools/entities-count/',
    {
      schema: {
        tags: ['tools'],
        summary: 'Counts per kind for the caller’s role',
        response: { 200: ZEntityCounts, ...errors },
      },
      preValidation: requireLogin,
    },
    async (request) =>
      withTenant(app.database, request.tenant.id, (tx) =>
        readCounts(tx, request.tenant.id, viewFor(request.principal)),
      ),
  );

  app.get(
    '/tools/entities-count/:kind/',
    {
      schema: {
        tags: ['tools'],
        summary: 'Counts of one kind for the caller (public visitors: public only)',
        params: ZKindParams,
        response: { 200: ZKindCount, ...errors },
      },
    },
    async (request) => {
      const view = viewFor(request.principal);
      const all = await withTenant(app.database, request.tenant.id, (tx) => readCounts(tx, request.tenant.id, view));
      const one = all[request.params.kind] ?? { public_count: 0 };
      return view === 'teaser' ? { public_count: one.public_count } : one;
    },
  );
};
