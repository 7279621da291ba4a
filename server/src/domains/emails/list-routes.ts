import { type TListQuery, ZAvailableFilter, ZErrorBody, ZListQuery, ZPage } from '@intel/contracts';
import { and, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Ctx } from '../../db/ctx.ts';
import { emails } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { availableFilters, listPage, listWhere, orderBy, queryValues } from '../../lib/listing.ts';
import { baseWhere, type ResourceDef } from '../../lib/resource-def.ts';
import { errorsFor } from '../../lib/route-errors.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { requireResearch } from '../../plugins/auth.ts';

// biome-ignore lint/suspicious/noExplicitAny: the two resources of the email list, handled alike
export type AnyDef = ResourceDef<any, any, any>;

const errors = errorsFor(400, 401, 403, 404);
const ZListParams = ZListQuery.extend({ format: z.enum(['json', 'xlsx']).optional() }).loose();

/** `domain_id=N`: the addresses of one domain (the domain screen's list); not offered as a filter. */
export function domainIdWhere(raw: Record<string, unknown>): SQL | undefined {
  const values = queryValues(raw.domain_id);
  if (values.length === 0) return undefined;
  const ids = values.map(Number);
  if (ids.some((n) => !Number.isSafeInteger(n) || n <= 0))
    throw badRequest('Invalid filter values: see errors.', { domain_id: ['Use domain ids.'] });
  return inArray(emails.domainId, ids);
}

/** The list and available-filters routes of a resource (JSON pages or an .xlsx of every filtered row). */
export function listRoutes(
  app: FastifyInstance,
  def: AnyDef,
  extra?: (raw: Record<string, unknown>) => SQL | undefined,
) {
  const whereOf = (ctx: Ctx, query: TListQuery, raw: Record<string, unknown>) => {
    const base = listWhere(def.list, baseWhere(def, ctx), query, raw, ctx);
    const more = extra?.(raw);
    return more ? (and(base, more) as SQL) : base;
  };
  const select = (ctx: Ctx) => (w: SQL, order: SQL[], limit: number, offset: number) =>
    ctx.tx
      .select()
      .from(def.table)
      .where(w)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);

  app.get(
    `${def.path}/`,
    {
      schema: {
        tags: [def.tag],
        summary: `List ${def.label.toLowerCase()} records (format=xlsx for a spreadsheet)`,
        querystring: ZListParams,
        response: { 200: ZPage(def.out), ...errors },
      },
      preValidation: requireResearch,
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.query as TListQuery & { format?: string };
      const raw = request.query as Record<string, unknown>;
      if (query.format !== 'xlsx') {
        return request.withTenant(async (ctx) => {
          const page = await listPage(ctx.tx, def.list, whereOf(ctx, query, raw), query, request.url, select(ctx));
          return { ...page, results: await def.present(page.results, ctx) };
        });
      }
      const where = await request.withTenant(async (ctx) => whereOf(ctx, query, raw));
      // Checked before the download starts: a bad ordering must be a 400, not a stream cut short.
      orderBy(def.list, query.ordering);
      const pages = async function* () {
        for (let offset = 0; ; offset += 500) {
          const batch = await request.withTenant(async (ctx) => {
            const page = await listPage(
              ctx.tx,
              def.list,
              where,
              { ...query, limit: 500, offset },
              request.url,
              select(ctx),
            );
            return page.results.length ? def.present(page.results, ctx) : [];
          });
          if (batch.length === 0) return;
          yield batch;
          if (batch.length < 500) return;
        }
      };
      return sendXlsx(reply, `${def.path.replaceAll('/', '-').replace(/^-/, '')}.xlsx`, def.label, def.xlsx, pages());
    },
  );

  app.get(
    `${def.path}/available-filters/`,
    {
      schema: {
        tags: [def.tag],
        summary: `Filters of the ${def.label.toLowerCase()} list`,
        response: { 200: z.array(ZAvailableFilter), 401: ZErrorBody, 403: ZErrorBody },
      },
      preValidation: requireResearch,
    },
    async (request: FastifyRequest) =>
      request.withTenant((ctx) => availableFilters(ctx.tx, def.list, baseWhere(def, ctx), ctx.principal)),
  );
}
