import { type TListQuery, ZAvailableFilter, ZErrorBody, ZListQuery, ZPage } from '@intel/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAbility } from '../plugins/auth.ts';
import { availableFilters, isNarrowed, listWhere, readPage } from './listing.ts';
import { type AnyListDef, type AnyRow, baseWhere, type ListDef, listTx } from './resource-def.ts';
import { sendExport } from './resource-export.ts';
import { callerShape, maintainedTotal, readFields } from './resource-read.ts';
import { ERRORS } from './route-errors.ts';

const READ = { read: true } as const;

/** Every list `listRoutes` served, by its path: the test of the lists' plans runs each one's filters. */
export const servedLists = new Map<string, AnyListDef>();
const ZXlsxQuery = z.object({ format: z.enum(['json', 'xlsx']).optional() });

/**
 * The list of a resource (keyset pages, bounded count, filters, search, ordering; `format=xlsx`
 * for every filtered row as a spreadsheet), its `export/` alias and its available filters.
 * `resourceRoutes` registers these for every `ResourceDef`; the email list and the tenants, whose
 * other routes are their own, call it directly.
 */
export function listRoutes<TOut extends AnyRow>(app: FastifyInstance, listDef: ListDef<TOut>) {
  const def = listDef as unknown as AnyListDef;
  servedLists.set(def.path, def);
  const readGuard = requireAbility(def.readAbility);
  const ZQuery = ZListQuery.extend(ZXlsxQuery.shape).loose();

  app.get(
    `${def.path}/`,
    {
      schema: {
        tags: [def.tag],
        summary: `List ${def.label.toLowerCase()} records`,
        querystring: ZQuery,
        response: { 200: ZPage(def.out), ...ERRORS },
      },
      preValidation: readGuard,
    },
    async (request, reply) => {
      const query = request.query as TListQuery & { format?: string };
      const raw = request.query as Record<string, unknown>;
      if (query.format === 'xlsx') return sendExport(def, request, reply);
      const countsKind = def.countsKind && !def.readScope && !isNarrowed(def.list, query, raw) ? def.countsKind : null;
      return listTx(
        request,
        def,
        async (ctx) => {
          const where = listWhere(def.list, baseWhere(def, ctx), query, raw, ctx);
          const page = await readPage(ctx.tx, def.list, where, query, request.url, {
            fields: readFields(def, ctx),
            shape: `${def.path}|${callerShape(ctx)}`,
            total: countsKind ? maintainedTotal(ctx, countsKind) : undefined,
          });
          return { ...page, results: await def.present(page.results, ctx) };
        },
        READ,
      );
    },
  );

  if (def.exportAlias)
    app.get(
      `${def.path}/export/`,
      {
        schema: {
          tags: [def.tag],
          summary: `Export ${def.label.toLowerCase()} records as .xlsx`,
          querystring: ZQuery,
          response: { 401: ZErrorBody, 403: ZErrorBody },
        },
        preValidation: readGuard,
      },
      async (request, reply) => sendExport(def, request, reply),
    );

  app.get(
    `${def.path}/available-filters/`,
    {
      schema: {
        tags: [def.tag],
        summary: `Filters of the ${def.label.toLowerCase()} list`,
        response: { 200: z.array(ZAvailableFilter), 401: ZErrorBody, 403: ZErrorBody },
      },
      preValidation: readGuard,
    },
    async (request) =>
      listTx(request, def, (ctx) => availableFilters(ctx.tx, def.list, baseWhere(def, ctx), ctx.principal)),
  );
}
