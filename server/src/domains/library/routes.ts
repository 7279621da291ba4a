import { type TList, type TSnapshotSeries, ZIdParams, ZList, ZListItem, ZSnapshotSeries } from '@intel/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assets, listItems, lists } from '../../db/schema/index.ts';
import { heavyWork } from '../../lib/heavy-work.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { importReport, singleFile, ZImportReport } from '../../lib/import-upload.ts';
import { baseWhere, type ResourceDef } from '../../lib/resource-def.ts';
import { loadVisible } from '../../lib/resource-read.ts';
import { writeHistory } from '../../lib/resource-write.ts';
import { errorsFor } from '../../lib/route-errors.ts';
import { readTable } from '../../lib/table-import.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { requireAbility } from '../../plugins/auth.ts';
import { readableVisibilities } from '../../policies/principal.ts';
import { itemSource } from './item-source.ts';
import { type ItemSource, importListItems } from './list-import.ts';
import { listItemsOf, listResource, type Row } from './lists.ts';
import { listsPolicy, snapshotsPolicy } from './policies.ts';
import { presentLists } from './presenters.ts';

/** The series the CAGR screen offers: each symbol with its visible points in time order. */
export const snapshotSeriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/assets/snapshots/series/',
    {
      preValidation: requireAbility(snapshotsPolicy.read),
      schema: {
        tags: ['snapshots'],
        summary: 'Visible snapshot series (symbol → points), for the CAGR screen',
        querystring: z.object({ symbol: z.string().max(80).optional() }),
        response: { 200: z.array(ZSnapshotSeries) },
      },
    },
    async (request) =>
      request.withTenant(async ({ tx }) => {
        const where = and(
          eq(assets.tenantId, request.tenant.id),
          inArray(assets.visibility, readableVisibilities(request.principal)),
          sql`${assets.symbol} is not null`,
          request.query.symbol ? eq(assets.symbol, request.query.symbol) : undefined,
        );
        const rows = await tx
          .select({
            symbol: assets.symbol,
            caption: assets.caption,
            year: assets.year,
            quarter: assets.quarter,
            data: assets.data,
          })
          .from(assets)
          .where(where)
          .orderBy(asc(assets.symbol), asc(assets.year), asc(assets.quarter))
          .limit(20_000);
        const series = new Map<string, TSnapshotSeries>();
        for (const r of rows) {
          const key = r.symbol as string;
          const s = series.get(key) ?? { symbol: key, caption: r.caption, points: [] };
          s.points.push({ year: r.year, quarter: r.quarter, data: Number(r.data) });
          series.set(key, s);
        }
        return [...series.values()];
      }),
  );
};

const errors = errorsFor(400, 401, 403, 404);
const ZItemIds = z.object({ item_ids: z.array(z.number().int().positive()).min(1).max(500) }).strict();
const anyList = listResource as unknown as ResourceDef<
  Record<string, unknown>,
  Record<string, unknown>,
  Record<string, unknown>
>;

/** Lists by slug, and their ordered items: read, add, remove, reorder, export. */
export const listItemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lists/by-slug/:type/:slug/',
    {
      preValidation: requireAbility(listsPolicy.read),
      schema: {
        tags: ['lists'],
        summary: 'A list by its type and slug',
        params: z.object({ type: z.enum(['library', 'ledger', 'organizations', 'people']), slug: z.string().max(80) }),
        response: { 200: ZList, ...errors },
      },
    },
    async (request) =>
      request.withTenant(async (ctx) => {
        const type = {
          library: 'LibraryList',
          ledger: 'LedgerList',
          organizations: 'OrganizationsList',
          people: 'PeopleList',
        }[request.params.type] as Row['type'];
        const [row] = await ctx.tx
          .select()
          .from(lists)
          .where(and(baseWhere(anyList, ctx), eq(lists.type, type), eq(lists.slug, request.params.slug.toLowerCase())));
        if (!row) throw notFound('List not found.');
        return (await presentLists([row], ctx))[0] as TList;
      }),
  );

  app.get(
    '/lists/:id/items/',
    {
      preValidation: requireAbility(listsPolicy.read),
      schema: {
        tags: ['lists'],
        summary: 'The visible items of a list, in order',
        params: ZIdParams,
        querystring: z.object({ format: z.enum(['json', 'xlsx']).optional() }),
        response: { 200: z.array(ZListItem), ...errors },
      },
    },
    async (request, reply) => {
      const items = await request.withTenant(async (ctx) =>
        listItemsOf(ctx, (await loadVisible(anyList, ctx, request.params.id)) as Row),
      );
      const out = items.map((i) => ({
        id: i.id,
        name: i.name,
        position: i.position,
        added_at: i.addedAt.toISOString(),
      }));
      if (request.query.format === 'xlsx') {
        return sendXlsx(
          reply,
          `list-${request.params.id}.xlsx`,
          'Items',
          [
            // The order as the user sees it (1, 2, 3…), which the import reads back.
            { header: 'Position', key: 'position', value: (i: (typeof out)[number]) => out.indexOf(i) + 1 },
            { header: 'ID', key: 'id', value: (i) => i.id },
            { header: 'Name', key: 'name', width: 40, value: (i) => i.name },
          ],
          (async function* () {
            yield out;
          })(),
        );
      }
      return out;
    },
  );

  app.post(
    '/lists/:id/items/upload/',
    {
      schema: {
        tags: ['lists'],
        summary:
          'Add and order a list’s items from .xlsx or .csv shaped as its export (Position, ID, Name; multipart, one field "file")',
        params: ZIdParams,
        consumes: ['multipart/form-data'],
        response: { 200: ZImportReport, ...errors },
      },
      preValidation: requireAbility(listsPolicy.editItems),
    },
    async (request, reply) =>
      heavyWork(request, reply, 'import', async () => {
        const rows = await readTable(await singleFile(request));
        return request.withTenant(async (ctx) => {
          const list = (await loadVisible(anyList, ctx, request.params.id)) as Row;
          const current = (await listItemsOf(ctx, list)).map((i) => ({ id: i.id, position: i.position }));
          return importReport(await importListItems(ctx, list, itemSource(list.type) as ItemSource, current, rows));
        });
      }),
  );

  app.post(
    '/lists/:id/items/',
    {
      schema: {
        tags: ['lists'],
        summary: 'Add records to a list (at the end)',
        params: ZIdParams,
        body: ZItemIds,
        response: { 200: z.object({ added: z.number() }), ...errors },
      },
      preValidation: requireAbility(listsPolicy.editItems),
    },
    async (request) =>
      request.withTenant(async (ctx) => {
        const list = (await loadVisible(anyList, ctx, request.params.id)) as Row;
        const src = itemSource(list.type);
        const found = await ctx.tx
          .select({ id: src.id })
          .from(src.table)
          .where(and(eq(src.tenant, ctx.tenantId), inArray(src.id, request.body.item_ids)));
        const missing = request.body.item_ids.filter((id) => !found.some((f) => f.id === id));
        if (missing.length)
          throw badRequest(`No such records for a ${list.type}: ${missing.join(', ')}.`, {
            item_ids: ['Unknown ids.'],
          });
        const [{ max } = { max: -1 }] = await ctx.tx
          .select({ max: sql<number>`coalesce(max(${listItems.position}), -1)::int` })
          .from(listItems)
          .where(and(eq(listItems.tenantId, ctx.tenantId), eq(listItems.listId, list.id)));
        const added = await ctx.tx
          .insert(listItems)
          .values(
            request.body.item_ids.map((itemId, i) => ({
              tenantId: ctx.tenantId,
              listId: list.id,
              itemId,
              position: Number(max) + 1 + i,
              addedBy: ctx.userId,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: listItems.itemId });
        await writeHistory(ctx, 'List', list.id, 'update', { input: ['items'], added: added.map((a) => a.id) });
        return { added: added.length };
      }),
  );

  app.delete(
    '/lists/:id/items/:itemId/',
    {
      schema: {
        tags: ['lists'],
        summary: 'Remove a record from a list',
        params: ZIdParams.extend({ itemId: z.coerce.number().int().positive() }),
        response: { 204: z.null(), ...errors },
      },
      preValidation: requireAbility(listsPolicy.editItems),
    },
    async (request, reply) => {
      await request.withTenant(async (ctx) => {
        await loadVisible(anyList, ctx, request.params.id);
        const gone = await ctx.tx
          .delete(listItems)
          .where(
            and(
              eq(listItems.tenantId, ctx.tenantId),
              eq(listItems.listId, request.params.id),
              eq(listItems.itemId, request.params.itemId),
            ),
          )
          .returning({ id: listItems.itemId });
        if (!gone.length) throw notFound('That record is not on this list.');
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/lists/:id/items/reorder/',
    {
      schema: {
        tags: ['lists'],
        summary: 'Set the order of a list’s items',
        params: ZIdParams,
        body: ZItemIds,
        response: { 200: z.object({ ordered: z.number() }), ...errors },
      },
      preValidation: requireAbility(listsPolicy.editItems),
    },
    async (request) =>
      request.withTenant(async (ctx) => {
        await loadVisible(anyList, ctx, request.params.id);
        for (const [position, itemId] of request.body.item_ids.entries()) {
          await ctx.tx
            .update(listItems)
            .set({ position })
            .where(
              and(
                eq(listItems.tenantId, ctx.tenantId),
                eq(listItems.listId, request.params.id),
                eq(listItems.itemId, itemId),
              ),
            );
        }
        return { ordered: request.body.item_ids.length };
      }),
  );
};
