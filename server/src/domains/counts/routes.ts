import { ZEntityCounts, ZKindCount, ZKindParams } from '@intel/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorsFor } from '../../lib/route-errors.ts';
import { createTenantCache } from '../../lib/tenant-cache.ts';
import { requireAbility } from '../../plugins/auth.ts';
import { can } from '../../policies/abilities.ts';
import type { Principal } from '../../policies/principal.ts';
import { countsPolicy } from './policies.ts';
import { type CountRow, type CountsView, readCountRows, shapeCounts } from './repository.ts';

const viewFor = (p: Principal): CountsView =>
  can(p, countsPolicy.readAll) ? 'admin' : can(p, countsPolicy.readOwn) ? 'paywall' : 'teaser';
const errors = errorsFor(401, 404);

/**
 * The counts are read on every page of the SPA. They are kept per tenant until anything of the
 * tenant changes (every write request drops them before it answers, every live event too, other
 * processes through NOTIFY), so they stay exact after every write; the TTL is a safety net for
 * writes made outside the API.
 */
export const countsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = createTenantCache<CountRow[]>({ ttlMs: 30_000, maxPerTenant: 1 });
  app.events.onTenantChanged((tenantId) => cache.drop(tenantId));
  const readCounts = async (request: FastifyRequest, view: CountsView) => {
    const rows = await cache.load(request.tenant.id, 'rows', () =>
      request.withTenant(({ tx, tenantId }) => readCountRows(tx, tenantId), { read: true }),
    );
    return shapeCounts(rows, view);
  };

  app.get(
    '/tools/free-ahead-entities-count/',
    {
      preValidation: requireAbility(countsPolicy.readTeaser),
      schema: {
        tags: ['tools'],
        summary: 'Public and paywalled counts per kind (home cards, logged out)',
        response: { 200: ZEntityCounts, ...errors },
      },
    },
    async (request) => readCounts(request, 'teaser'),
  );

  app.get(
    '/tools/entities-count/',
    {
      schema: {
        tags: ['tools'],
        summary: 'Counts per kind for the caller’s role',
        response: { 200: ZEntityCounts, ...errors },
      },
      preValidation: requireAbility(countsPolicy.readOwn),
    },
    async (request) => readCounts(request, viewFor(request.principal)),
  );

  app.get(
    '/tools/entities-count/:kind/',
    {
      preValidation: requireAbility(countsPolicy.readTeaser),
      schema: {
        tags: ['tools'],
        summary: 'Counts of one kind for the caller (public visitors: public only)',
        params: ZKindParams,
        response: { 200: ZKindCount, ...errors },
      },
    },
    async (request) => {
      const view = viewFor(request.principal);
      const all = await readCounts(request, view);
      const one = all[request.params.kind] ?? { public_count: 0 };
      return view === 'teaser' ? { public_count: one.public_count } : one;
    },
  );
};
