import {
  LIST_TYPES,
  slugify,
  type TList,
  type TListCreate,
  type TListPatch,
  ZErrorBody,
  ZList,
  ZListCreate,
  ZListItem,
  ZListPatch,
} from '@intel/contracts';
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ledgerEntries, libraryEntries, listItems, lists, organizations, people } from '../../db/schema/index.ts';
import { choiceFilter, visibilityFilter } from '../../lib/filters.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import {
  baseWhere,
  type Ctx,
  loadVisible,
  type ResourceDef,
  singleFile,
  writeHistory,
  ZImportReport,
} from '../../lib/resource.ts';
import { readTable } from '../../lib/table-import.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { requireResearch } from '../../plugins/auth.ts';
import { readableVisibilities } from '../../policies/principal.ts';
import { iso, keywordsOf, pick, setKeywords } from '../curation/children.ts';
import { autoTagList } from './autotag.ts';
import { type ItemSource, importListItems } from './list-import.ts';

type Row = typeof lists.$inferSelect;

async function presentLists(rows: Row[], ctx: Ctx): Promise<TList[]> {
  // Counts only the items this caller may see: a hidden record's presence is not revealed.
  const counts: { id: number; n: number }[] = [];
  for (const type of LIST_TYPES) {
    const of = rows.filter((r) => r.type === type).map((r) => r.id);
    if (!of.length) continue;
    const src = itemSource(type);
    const part = await ctx.tx
      .select({ id: listItems.listId, n: count() })
      .from(listItems)
      .innerJoin(src.table, and(eq(src.tenant, listItems.tenantId), eq(src.id, listItems.itemId)))
      .where(
        and(
          eq(listItems.tenantId, ctx.tenantId),
          inArray(listItems.listId, of),
          inArray(src.vis, readableVisibilities(ctx.principal)),
        ),
      )
      .groupBy(listItems.listId);
    counts.push(...part.map((p) => ({ id: p.id, n: Number(p.n) })));
  }
  const kws = new Map<number, { id: number; name: string }[]>();
  for (const type of LIST_TYPES) {
    const of = rows.filter((r) => r.type === type).map((r) => r.id);
    for (const [k, v] of await keywordsOf(ctx, type, of)) kws.set(k, v);
  }
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    description: r.description,
    type: r.type,
    auto_tagging: r.autoTagging,
    item_count: Number(counts.find((c) => c.id === r.id)?.n ?? 0),
    keywords: kws.get(r.id) ?? [],
    visibility: r.visibility,
    show_on_dashboard: r.showOnDashboard,
    created_at: iso(r.createdAt) as string,
    updated_at: iso(r.updatedAt) as string,
  }));
}

export const listResource: ResourceDef<TList, TListCreate, TListPatch> = {
  path: '/lists',
  tag: 'lists',
  entityType: 'List',
  label: 'List',
  table: lists,
  readGroup: 'open',
  writeGroup: 'research',
  out: ZList,
  create: ZListCreate,
  patch: ZListPatch as never,
  list: {
    table: lists,
    orderings: { name: lists.name, updated_at: lists.updatedAt, created_at: lists.createdAt },
    defaultOrdering: '-updated_at',
    idColumn: lists.id,
    search: (q) => or(ilike(lists.name, `%${q}%`), ilike(lists.description, `%${q}%`)) as never,
    showOnDashboard: lists.showOnDashboard,
    filters: [visibilityFilter(lists, lists.visibility), choiceFilter(lists, lists.type, 'type', 'Type', LIST_TYPES)],
  },
  values: (input) => ({
    ...pick(input, {
      name: 'name',
      description: 'description',
      type: 'type',
      auto_tagging: 'autoTagging',
      visibility: 'visibility',
      show_on_dashboard: 'showOnDashboard',
    }),
    ...(input.slug !== undefined || (input.name !== undefined && input.type !== undefined)
      ? { slug: input.slug ?? slugify(input.name ?? '') }
      : {}),
  }),
  async afterWrite(ctx, id, input) {
    const [row] = await ctx.tx
      .select({ type: lists.type })
      .from(lists)
      .where(and(eq(lists.tenantId, ctx.tenantId), eq(lists.id, id)));
    if (row) await setKeywords(ctx, row.type, id, input.keyword_ids);
    await autoTagList(ctx, id);
  },
  present: (rows, ctx) => presentLists(rows as Row[], ctx),
  xlsx: [
    { header: 'ID', key: 'id', width: 8, value: (l) => l.id },
    { header: 'Name', key: 'name', width: 30, value: (l) => l.name },
    { header: 'Slug', key: 'slug', width: 24, value: (l) => l.slug },
    { header: 'Type', key: 'type', width: 18, value: (l) => l.type },
    { header: 'Items', key: 'items', width: 8, value: (l) => l.item_count },
    { header: 'Visibility', key: 'visibility', width: 12, value: (l) => l.visibility },
  ],
};

/** The record table of each list type and how its items are named. */
function itemSource(type: (typeof LIST_TYPES)[number]) {
  switch (type) {
    case 'OrganizationsList':
      return {
        table: organizations,
        id: organizations.id,
        tenant: organizations.tenantId,
        vis: organizations.visibility,
        name: organizations.nameDba,
      };
    case 'PeopleList':
      return {
        table: people,
        id: people.id,
        tenant: people.tenantId,
        vis: people.visibility,
        name: sql<string>`coalesce(nullif(trim(coalesce(${people.nameGiven}, '') || ' ' || coalesce(${people.nameFamily}, '')), ''), ${people.nameNickname}, ${people.nameLegal}, '(unnamed)')`,
      };
    case 'LedgerList':
      return {
        table: ledgerEntries,
        id: ledgerEntries.id,
        tenant: ledgerEntries.tenantId,
        vis: ledgerEntries.visibility,
        name: ledgerEntries.name,
      };
    default:
      return {
        table: libraryEntries,
        id: libraryEntries.id,
        tenant: libraryEntries.tenantId,
        vis: libraryEntries.visibility,
        name: libraryEntries.title,
      };
  }
}

async function listItemsOf(ctx: Ctx, list: Row) {
  const src = itemSource(list.type);
  return ctx.tx
    .select({ id: src.id, name: src.name, position: listItems.position, addedAt: listItems.addedAt })
    .from(listItems)
    .innerJoin(src.table, and(eq(src.tenant, listItems.tenantId), eq(src.id, listItems.itemId)))
    .where(
      and(
        eq(listItems.tenantId, ctx.tenantId),
        eq(listItems.listId, list.id),
        inArray(src.vis, readableVisibilities(ctx.principal)),
      ),
    )
    .orderBy(asc(listItems.position), asc(listItems.addedAt))
    .limit(5000);
}

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };
const ZListId = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
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
      schema: {
        tags: ['lists'],
        summary: 'The visible items of a list, in order',
        params: ZListId,
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
        params: ZListId,
        consumes: ['multipart/form-data'],
        response: { 200: ZImportReport, ...errors },
      },
      preValidation: requireResearch,
    },
    async (request) => {
      const rows = await readTable(await singleFile(request));
      return request.withTenant(async (ctx) => {
        const list = (await loadVisible(anyList, ctx, request.params.id)) as Row;
        const current = (await listItemsOf(ctx, list)).map((i) => ({ id: i.id, position: i.position }));
        const report = await importListItems(ctx, list, itemSource(list.type) as ItemSource, current, rows);
        const count = (s: string) => report.filter((r) => r.status === s).length;
        return {
          created: count('created'),
          updated: count('updated'),
          unchanged: count('unchanged'),
          rejected: count('rejected'),
          rows: report,
        };
      });
    },
  );

  app.post(
    '/lists/:id/items/',
    {
      schema: {
        tags: ['lists'],
        summary: 'Add records to a list (at the end)',
        params: ZListId,
        body: ZItemIds,
        response: { 200: z.object({ added: z.number() }), ...errors },
      },
      preValidation: requireResearch,
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
        params: ZListId.extend({ itemId: z.coerce.number().int().positive() }),
        response: { 204: z.null(), ...errors },
      },
      preValidation: requireResearch,
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
        params: ZListId,
        body: ZItemIds,
        response: { 200: z.object({ ordered: z.number() }), ...errors },
      },
      preValidation: requireResearch,
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
