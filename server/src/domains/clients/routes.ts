import {
  type TClient,
  type TClientCreate,
  type TClientPatch,
  type TListQuery,
  ZAvailableFilter,
  ZClient,
  ZClientCreate,
  ZClientPatch,
  ZErrorBody,
  ZIdParams,
  ZListQuery,
  ZPage,
} from '@intel/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clients } from '../../db/schema/index.ts';
import { availableFilters, listPage, listWhere } from '../../lib/listing.ts';
import { ERRORS } from '../../lib/route-errors.ts';
import { sendXlsx, type XlsxColumn } from '../../lib/xlsx.ts';
import { requireTenantAdmin } from '../../plugins/auth.ts';
import { createTenantWithAdmin, deleteTenant, type TenantCaller, updateTenant } from './commands.ts';
import { type ClientRow, type ClientViewer, presentClient } from './presenter.ts';
import { clientList, loadClient, withPlatform } from './repository.ts';

const ZQuery = ZListQuery.extend({ format: z.enum(['json', 'xlsx']).optional() }).loose();

const XLSX: XlsxColumn<TClient>[] = [
  { header: 'ID', key: 'id', value: (c) => c.id },
  { header: 'Subdomain', key: 'subdomain', width: 24, value: (c) => c.subdomain },
  { header: 'Host', key: 'host', width: 36, value: (c) => c.host },
  { header: 'Name', key: 'name', width: 30, value: (c) => c.name },
  { header: 'Disabled', key: 'disabled', value: (c) => c.disabled },
  { header: 'Created', key: 'created', width: 24, value: (c) => c.created_at },
];

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

  app.get(
    '/clients/',
    {
      schema: {
        tags: ['tenancy'],
        summary: 'List the tenants',
        querystring: ZQuery,
        response: { 200: ZPage(ZClient), ...ERRORS },
      },
      preValidation: requireTenantAdmin,
    },
    async (request, reply) => {
      const query = request.query as TListQuery & { format?: string };
      const where = listWhere(clientList, sql`true`, query, request.query as Record<string, unknown>, {
        tenantId: request.tenant.id,
        principal: request.principal,
      });
      const page = (limit: number, offset: number) =>
        withPlatform(app.database, request.tenant.id, async (tx) => {
          const result = await listPage(
            tx,
            clientList,
            where,
            { ...query, limit, offset },
            request.url,
            (w, order, l, o) =>
              tx
                .select()
                .from(clients)
                .where(w)
                .orderBy(...order)
                .limit(l)
                .offset(o),
          );
          return { ...result, results: result.results.map((r: ClientRow) => presentClient(r, viewer(request))) };
        });
      if (query.format === 'xlsx') {
        const pages = async function* () {
          for (let offset = 0; ; offset += 500) {
            const batch = (await page(500, offset)).results;
            if (batch.length) yield batch;
            if (batch.length < 500) return;
          }
        };
        return sendXlsx(reply, 'tenants.xlsx', 'Tenants', XLSX, pages());
      }
      return page(query.limit, query.offset);
    },
  );

  app.get(
    '/clients/available-filters/',
    {
      schema: {
        tags: ['tenancy'],
        summary: 'Filters of the tenants list',
        response: { 200: z.array(ZAvailableFilter), 401: ZErrorBody, 403: ZErrorBody },
      },
      preValidation: requireTenantAdmin,
    },
    async (request) =>
      withPlatform(app.database, request.tenant.id, (tx) =>
        availableFilters(tx, clientList, sql`true`, request.principal),
      ),
  );

  app.get(
    '/clients/:id/',
    {
      schema: { tags: ['tenancy'], summary: 'One tenant', params: ZIdParams, response: { 200: ZClient, ...ERRORS } },
      preValidation: requireTenantAdmin,
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
      preValidation: requireTenantAdmin,
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
      preValidation: requireTenantAdmin,
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
      preValidation: requireTenantAdmin,
    },
    async (request, reply) => {
      const row = await deleteTenant(app.database, caller(request), request.params.id);
      app.tenants.forget(row.subdomain);
      return reply.code(204).send(null);
    },
  );
};
