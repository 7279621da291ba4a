import {
  type TClientCreate,
  type TClientPatch,
  ZClient,
  ZClientCreate,
  ZClientPatch,
  ZIdParams,
} from '@intel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listRoutes } from '../../lib/resource-list.ts';
import { ERRORS } from '../../lib/route-errors.ts';
import { requireAbility } from '../../plugins/auth.ts';
import { createTenantWithAdmin, deleteTenant, type TenantCaller, updateTenant } from './commands.ts';
import { clientListing } from './listing.ts';
import { clientsPolicy } from './policies.ts';
import { type ClientViewer, presentClient } from './presenters.ts';
import { loadClient, withPlatform } from './repository.ts';

/**
 * `/clients`: the tenants, for tenant admins (platform operators; the table is global). A new or
 * changed tenant answers on `{subdomain}.{BASE_DOMAIN}` at once: the tenant directory forgets
 * what it had cached for that name (another API instance's short cache expires within seconds).
 */
export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewer = (request: FastifyRequest): ClientViewer => ({
    currentTenantId: request.tenant.id,
    defaultTenant: app.config.defaultTenant,
    baseDomain: app.config.baseDomain,
  });
  const caller = (request: FastifyRequest): TenantCaller => ({
    tenantId: request.tenant.id,
    defaultTenant: app.config.defaultTenant,
  });

  listRoutes(app as unknown as FastifyInstance, clientListing(app.config));

  app.get(
    '/clients/:id/',
    {
      schema: { tags: ['tenancy'], summary: 'One tenant', params: ZIdParams, response: { 200: ZClient, ...ERRORS } },
      preValidation: requireAbility(clientsPolicy.read),
    },
    async (request) =>
      presentClient(
        await withPlatform(app.database, request.tenant.id, (tx) => loadClient(tx, request.params.id)),
        viewer(request),
      ),
  );

  app.post(
    '/clients/',
    {
      schema: {
        tags: ['tenancy'],
        summary: 'Create a tenant with its first admin user',
        body: ZClientCreate,
        response: { 201: ZClient, ...ERRORS },
      },
      preValidation: requireAbility(clientsPolicy.write),
    },
    async (request, reply) => {
      const input = request.body as TClientCreate;
      const row = await createTenantWithAdmin(app.database, caller(request), input);
      app.tenants.forget(row.subdomain);
      return reply.code(201).send(presentClient(row, viewer(request)));
    },
  );

  app.patch(
    '/clients/:id/',
    {
      schema: {
        tags: ['tenancy'],
        summary: 'Change a tenant: settings, subdomain, disabled',
        params: ZIdParams,
        body: ZClientPatch,
        response: { 200: ZClient, ...ERRORS },
      },
      preValidation: requireAbility(clientsPolicy.write),
    },
    async (request) => {
      const { before, after } = await updateTenant(
        app.database,
        caller(request),
        request.params.id,
        request.body as TClientPatch,
      );
      app.tenants.forget(before.subdomain);
      app.tenants.forget(after.subdomain);
      // Its sessions ended: checked tokens are dropped and open streams end, here and in every other
      // API process (their tenant directory may still take it for enabled for a few seconds).
      if (after.disabled && !before.disabled) app.events.tenantChanged(after.id, 'access');
      return presentClient(after, viewer(request));
    },
  );

  app.delete(
    '/clients/:id/',
    {
      schema: {
        tags: ['tenancy'],
        summary: 'Delete a tenant and all of its data',
        params: ZIdParams,
        response: { 204: z.null(), ...ERRORS },
      },
      preValidation: requireAbility(clientsPolicy.write),
    },
    async (request, reply) => {
      const row = await deleteTenant(app.database, caller(request), request.params.id);
      app.tenants.forget(row.subdomain);
      return reply.code(204).send(null);
    },
  );
};
