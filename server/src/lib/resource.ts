import {
  type TEntityKind,
  type THistoryChange,
  type TListQuery,
  ZErrorBody,
  ZHistoryEntry,
  ZListQuery,
  ZPage,
} from '@intel/contracts';
import { type AnyColumn, and, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Ctx, visibleWhere } from '../db/ctx.ts';
import { entityCounts, recordHistory, users } from '../db/schema/index.ts';
import { requireAdmin, requireLogin, requireResearch, requireTenantAdmin } from '../plugins/auth.ts';
import { ctxOf } from '../plugins/tenant-tx.ts';
import { hasResearchRole, readableVisibilities } from '../policies/principal.ts';
import { fileName } from './download-name.ts';
import { fieldChanges } from './history-diff.ts';
import { badRequest, forbidden, notFound } from './http-errors.ts';
import { importRows } from './import-table.ts';
import { availableFilters, isNarrowed, type ListSpec, listWhere, orderBy, readPage } from './listing.ts';
import { paywallFor } from './paywall.ts';
import { nested } from './related.ts';
import { readTable } from './table-import.ts';
import { sendTemplate, sendXlsx, type XlsxColumn } from './xlsx.ts';

export type { Ctx };
export { ctxOf };
export type Group = 'open' | 'login' | 'research' | 'admin' | 'tenantAdmin';

// biome-ignore lint/suspicious/noExplicitAny: rows of any table; each resource types its own edges with zod
type AnyRow = Record<string, any>;

/** Columns every resource table has; `tenantId` and `visibility` are absent on global or internal tables. */
export type ResourceTable = PgTable & {
  id: AnyColumn;
  tenantId?: AnyColumn;
  visibility?: AnyColumn;
  updatedAt?: AnyColumn;
};

/**
 * A curated record type served with the DESIGN §5 shape: list (filters, search, ordering, xlsx),
 * available-filters, read, create, patch, delete, remove-batch — with tenant, visibility, roles,
 * history and validation handled once, here, for every domain.
 */
export type ResourceDef<TOut extends AnyRow, TCreate extends AnyRow, TPatch extends AnyRow> = {
  path: string;
  tag: string;
  /** Name in history, keyword links and list items (Organization, Person, ...). */
  entityType: string;
  label: string;
  table: ResourceTable;
  /** Global reference data (geos, cities): no tenant column. */
  global?: boolean;
  readGroup: Group;
  writeGroup: Exclude<Group, 'open' | 'login'>;
  out: z.ZodType<TOut>;
  create: z.ZodType<TCreate>;
  patch: z.ZodType<TPatch>;
  list: ListSpec;
  /** API fields → column values (only the keys present in `input`). */
  values(input: Partial<TCreate>, ctx: Ctx): AnyRow | Promise<AnyRow>;
  /**
   * The record's children as named SQL values over `table`'s columns (correlated subqueries; see
   * `Related` in lib/related.ts): the list and detail routes read them in the same
   * statement as the rows, and `present` finds them on each row.
   */
  related?(ctx: Ctx): Record<string, SQL>;
  /** Rows → API objects for this caller (rows read without their `related` values load them in one statement). */
  present(rows: AnyRow[], ctx: Ctx): Promise<TOut[]>;
  /** Child rows after the record itself is written (emails, keywords, links...). */
  afterWrite?(ctx: Ctx, id: number, input: Partial<TCreate>, isCreate: boolean): Promise<void>;
  /** The export's columns; those with `read` import back (upload and template routes). */
  xlsx: XlsxColumn<TOut, Ctx>[];
  /** Checks before a delete (e.g. not one's own account); throw to refuse. */
  beforeDelete?(ctx: Ctx, id: number): Promise<void>;
  /** Extra conditions on reads (e.g. ledger entries of visible organizations only). */
  readScope?(ctx: Ctx): SQL | undefined;
  /** The domain registers its own POST (e.g. a multipart create); the kit leaves it out. */
  customCreate?: boolean;
  /** Also answer the xlsx export at `{path}/export/` (SPEC paths that name it so). */
  exportAlias?: boolean;
  /**
   * The kind of the maintained counts (db/counted.ts) that counts exactly this table's rows by
   * visibility: an unfiltered list then takes its total from there instead of scanning.
   */
  countsKind?: TEntityKind;
};

const GUARDS = {
  open: undefined,
  login: requireLogin,
  research: requireResearch,
  admin: requireAdmin,
  tenantAdmin: requireTenantAdmin,
};

/** Tenant + visibility + resource scope: the WHERE every read starts from. */
export function baseWhere(def: ResourceDef<AnyRow, AnyRow, AnyRow>, ctx: Ctx): SQL {
  return visibleWhere(def.table, ctx, { global: def.global, scope: def.readScope?.(ctx) });
}

/** The number of rows of a counted kind the caller may see, from the maintained counts (one indexed read). */
function maintainedTotal(ctx: Ctx, kind: TEntityKind): SQL {
  return sql`select coalesce(sum(${entityCounts.n}), 0) from ${entityCounts}
    where ${and(
      eq(entityCounts.tenantId, ctx.tenantId),
      eq(entityCounts.kind, kind),
      inArray(entityCounts.visibility, readableVisibilities(ctx.principal)),
    )}`;
}

/** What a read of records selects: the table's columns and the resource's related values. */
function readFields(def: ResourceDef<AnyRow, AnyRow, AnyRow>, ctx: Ctx) {
  return { ...getTableColumns(def.table), ...nested(def.related?.(ctx) ?? {}) };
}

export async function loadVisible(def: ResourceDef<AnyRow, AnyRow, AnyRow>, ctx: Ctx, id: number): Promise<AnyRow> {
  const rows = await ctx.tx
    .select()
    .from(def.table)
    .where(and(baseWhere(def, ctx), eq(def.table.id, id)))
    .limit(1);
  const row = rows[0];
  if (!row) throw notFound(`${def.label} not found.`);
  return row as AnyRow;
}

/** One visible record with its related values, in one statement (404 otherwise): what `present` takes. */
export async function readVisible(def: ResourceDef<AnyRow, AnyRow, AnyRow>, ctx: Ctx, id: number): Promise<AnyRow> {
  const rows = await ctx.tx
    .select(readFields(def, ctx))
    .from(def.table)
    .where(and(baseWhere(def, ctx), eq(def.table.id, id)))
    .limit(1);
  const row = rows[0];
  if (!row) throw notFound(`${def.label} not found.`);
  return row as AnyRow;
}

export async function writeHistory(ctx: Ctx, entityType: string, entityId: number, action: string, changes: unknown) {
  await ctx.tx.insert(recordHistory).values({
    tenantId: ctx.tenantId,
    entityType,
    entityId,
    userId: ctx.userId,
    action,
    changes: changes as object,
  });
}

/** Creates one record with its children and history; answers it as the caller sees it. */
export async function createRecord<TOut extends AnyRow, TCreate extends AnyRow, TPatch extends AnyRow>(
  def: ResourceDef<TOut, TCreate, TPatch>,
  ctx: Ctx,
  input: TCreate,
): Promise<TOut> {
  const anyDef = def as unknown as ResourceDef<AnyRow, AnyRow, AnyRow>;
  const values = await def.values(input, ctx);
  const tenant = def.global ? {} : { tenantId: ctx.tenantId };
  const creator = 'createdBy' in def.table ? { createdBy: ctx.userId } : {};
  const [row] = await ctx.tx
    .insert(def.table)
    .values({ ...values, ...tenant, ...creator } as never)
    .returning();
  const created = row as AnyRow;
  await def.afterWrite?.(ctx, created.id, input, true);
  const out = (await def.present([await readVisible(anyDef, ctx, created.id)], ctx))[0] as TOut;
  if (!def.global)
    await writeHistory(ctx, def.entityType, created.id, 'create', { changes: fieldChanges(anyDef.xlsx, null, out) });
  return out;
}

/** Changes one visible record (404 otherwise), records which fields changed. */
export async function updateRecord<TOut extends AnyRow, TCreate extends AnyRow, TPatch extends AnyRow>(
  def: ResourceDef<TOut, TCreate, TPatch>,
  ctx: Ctx,
  id: number,
  input: Partial<TCreate>,
): Promise<TOut> {
  const anyDef = def as unknown as ResourceDef<AnyRow, AnyRow, AnyRow>;
  const beforeRow = await readVisible(anyDef, ctx, id);
  const before = (await def.present([beforeRow], ctx))[0] as TOut;
  const values = await def.values(input, ctx);
  const stamp = def.table.updatedAt ? { updatedAt: sql`now()` } : {};
  await ctx.tx
    .update(def.table)
    .set({ ...values, ...stamp } as never)
    .where(and(baseWhere(anyDef, ctx), eq(def.table.id, id)));
  await def.afterWrite?.(ctx, id, input, false);
  const after = (await def.present([await readVisible(anyDef, ctx, id)], ctx))[0] as TOut;
  // Only what changed, as the user reads it; a save that changed nothing leaves no entry.
  const changes = fieldChanges(anyDef.xlsx, before, after);
  if (!def.global && changes.length) await writeHistory(ctx, def.entityType, id, 'update', { changes });
  return after;
}

export const ZImportReport = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.number().int(),
  rows: z.array(
    z.object({
      row: z.number().int(),
      status: z.enum(['created', 'updated', 'unchanged', 'rejected']),
      id: z.number().int().nullable(),
      errors: z.array(z.string()),
    }),
  ),
});

/** The one file of a multipart upload (field `file`); more than one file or none is a 400. */
export async function singleFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data in one field named "file".');
  const files = request.files();
  const first = await files.next();
  if (first.done || !first.value) throw badRequest('No file was sent: use one field named "file".');
  if (first.value.fieldname !== 'file') throw badRequest('Send the file in the field named "file".');
  const buffer = await first.value.toBuffer();
  const second = await files.next();
  if (!second.done) throw badRequest('Send exactly one file.');
  return buffer;
}

const READ = { read: true } as const;
const EXPORT = { statementClass: 'export' } as const;
const ZBatch = z.object({ ids: z.array(z.number().int().positive()).min(1).max(500) }).strict();
const ZXlsxQuery = z.object({ format: z.enum(['json', 'xlsx']).optional() });

export function resourceRoutes<TOut extends AnyRow, TCreate extends AnyRow, TPatch extends AnyRow>(
  def: ResourceDef<TOut, TCreate, TPatch>,
): FastifyPluginAsyncZod {
  const anyDef = def as unknown as ResourceDef<AnyRow, AnyRow, AnyRow>;
  const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
  const readGuard = GUARDS[def.readGroup];
  const writeGuard = GUARDS[def.writeGroup];
  const ZQuery = ZListQuery.extend(ZXlsxQuery.shape).loose();
  const ZIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

  return async (typed) => {
    // The route schemas are generic here, so handlers are typed by hand (zod still validates every request).
    const app = typed as unknown as FastifyInstance;
    /** The list as an .xlsx download, read page by page (same filters and ordering as the list). */
    const sendExport = async (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.query as TListQuery & { format?: string };
      const raw = request.query as Record<string, unknown>;
      const where = await request.withTenant(
        async (ctx) => listWhere(def.list, baseWhere(anyDef, ctx), query, raw, ctx),
        EXPORT,
      );
      // Checked before the download starts: a bad ordering must be a 400, not a stream cut short.
      orderBy(def.list, query.ordering);
      const pages = async function* () {
        for (let offset = 0; ; offset += 500) {
          const batch = await request.withTenant(async (ctx) => {
            // The export needs no total.
            const page = await readPage(ctx.tx, def.list, where, { ...query, limit: 500, offset }, request.url, {
              fields: readFields(anyDef, ctx),
              total: sql`select 0`,
            });
            return page.results.length ? def.present(page.results, ctx) : [];
          }, EXPORT);
          if (batch.length === 0) return;
          yield batch;
          if (batch.length < 500) return;
        }
      };
      return sendXlsx(reply, `${def.path.replaceAll('/', '-').replace(/^-/, '')}.xlsx`, def.label, def.xlsx, pages());
    };

    app.get(
      `${def.path}/`,
      {
        schema: {
          tags: [def.tag],
          summary: `List ${def.label.toLowerCase()} records`,
          querystring: ZQuery,
          response: { 200: ZPage(def.out), ...errors },
        },
        preValidation: readGuard,
      },
      async (request, reply) => {
        const query = request.query as TListQuery & { format?: string };
        const raw = request.query as Record<string, unknown>;
        if (query.format === 'xlsx') return sendExport(request, reply);
        const countsKind =
          def.countsKind && !def.readScope && !isNarrowed(def.list, query, raw) ? def.countsKind : null;
        return request.withTenant(async (ctx) => {
          const where = listWhere(def.list, baseWhere(anyDef, ctx), query, raw, ctx);
          const page = await readPage(ctx.tx, def.list, where, query, request.url, {
            fields: readFields(anyDef, ctx),
            total: countsKind ? maintainedTotal(ctx, countsKind) : undefined,
          });
          return { ...page, results: await def.present(page.results, ctx) };
        }, READ);
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
        async (request, reply) => sendExport(request, reply),
      );

    app.get(
      `${def.path}/available-filters/`,
      {
        schema: {
          tags: [def.tag],
          summary: `Filters of the ${def.label.toLowerCase()} list`,
          response: { 401: ZErrorBody, 403: ZErrorBody },
        },
        preValidation: readGuard,
      },
      async (request) =>
        request.withTenant((ctx) => availableFilters(ctx.tx, def.list, baseWhere(anyDef, ctx), ctx.principal)),
    );

    app.get(
      `${def.path}/:id/`,
      {
        schema: {
          tags: [def.tag],
          summary: `One ${def.label.toLowerCase()}`,
          params: ZIdParams,
          response: { 200: def.out, ...errors },
        },
        preValidation: readGuard,
      },
      async (request) =>
        // Editors read what they just saved from the primary; visitors' detail pages tolerate lag.
        request.withTenant(
          async (ctx) => {
            const id = (request.params as { id: number }).id;
            const row = await readVisible(anyDef, ctx, id).catch(async (e: unknown) => {
              throw (await paywallFor(def.table, ctx, id, request.tenant)) ?? e;
            });
            return (await def.present([row], ctx))[0] as TOut;
          },
          { read: !hasResearchRole(request.principal) },
        ),
    );

    if (!def.global) {
      app.get(
        `${def.path}/:id/history/`,
        {
          schema: {
            tags: [def.tag],
            summary: `Changes to one ${def.label.toLowerCase()}: who, when, which fields`,
            params: ZIdParams,
            response: { 200: z.array(ZHistoryEntry), ...errors },
          },
          // History is research-team data, and never less guarded than the records themselves.
          preValidation:
            def.readGroup === 'admin' || def.readGroup === 'tenantAdmin' ? GUARDS[def.readGroup] : requireResearch,
        },
        async (request) =>
          request.withTenant(async (ctx) => {
            const { id } = request.params as { id: number };
            await loadVisible(anyDef, ctx, id);
            const rows = await ctx.tx
              .select({
                id: recordHistory.id,
                action: recordHistory.action,
                at: recordHistory.at,
                changes: recordHistory.changes,
                email: users.email,
                alias: users.alias,
              })
              .from(recordHistory)
              .leftJoin(users, and(eq(users.tenantId, recordHistory.tenantId), eq(users.id, recordHistory.userId)))
              .where(
                and(
                  eq(recordHistory.tenantId, ctx.tenantId),
                  eq(recordHistory.entityType, def.entityType),
                  eq(recordHistory.entityId, id),
                ),
              )
              .orderBy(desc(recordHistory.at), desc(recordHistory.id))
              .limit(200);
            return rows.map((r) => {
              const stored = (r.changes ?? {}) as {
                fields?: Record<string, unknown> | string[];
                input?: string[];
                changes?: THistoryChange[];
              };
              const changes = Array.isArray(stored.changes) ? stored.changes : [];
              const older = Array.isArray(stored.fields) ? stored.fields : Object.keys(stored.fields ?? {});
              return {
                id: r.id,
                action: r.action,
                at: r.at.toISOString(),
                user: r.alias ?? r.email ?? null,
                fields: changes.length
                  ? changes.map((c) => c.field)
                  : [...new Set([...older, ...(stored.input ?? [])])],
                changes,
              };
            });
          }),
      );
    }

    if (def.xlsx.some((c) => c.read)) {
      app.post(
        `${def.path}/upload/`,
        {
          schema: {
            tags: [def.tag],
            summary: `Import ${def.label.toLowerCase()} records from .xlsx or .csv (multipart, one field "file"); headers by label or field id, as the export and the template write them`,
            consumes: ['multipart/form-data'],
            response: { 200: ZImportReport, ...errors },
          },
          preValidation: writeGuard,
        },
        async (request) => {
          const file = await singleFile(request);
          const rows = await readTable(file);
          return request.withTenant(async (ctx) => {
            const report = await importRows(anyDef, ctx, rows);
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

      app.get(
        `${def.path}/template/`,
        {
          schema: {
            tags: [def.tag],
            summary: `An empty .xlsx with the columns the ${def.label.toLowerCase()} import reads`,
            response: { 401: ZErrorBody, 403: ZErrorBody },
          },
          preValidation: writeGuard,
        },
        async (_request, reply) =>
          sendTemplate(reply, fileName(`${def.label} import template`, 'xlsx'), def.label, def.xlsx),
      );
    }

    if (!def.customCreate)
      app.post(
        `${def.path}/`,
        {
          schema: {
            tags: [def.tag],
            summary: `Create a ${def.label.toLowerCase()}`,
            body: def.create,
            response: { 201: def.out, ...errors },
          },
          preValidation: writeGuard,
        },
        async (request, reply) => {
          const input = request.body as TCreate;
          const out = await request.withTenant((ctx) => createRecord(def, ctx, input));
          return reply.code(201).send(out);
        },
      );

    app.patch(
      `${def.path}/:id/`,
      {
        schema: {
          tags: [def.tag],
          summary: `Change a ${def.label.toLowerCase()}`,
          params: ZIdParams,
          body: def.patch,
          response: { 200: def.out, ...errors },
        },
        preValidation: writeGuard,
      },
      async (request) => {
        const input = request.body as Partial<TCreate>;
        const { id } = request.params as { id: number };
        return request.withTenant((ctx) => updateRecord(def, ctx, id, input));
      },
    );

    app.delete(
      `${def.path}/:id/`,
      {
        schema: {
          tags: [def.tag],
          summary: `Delete a ${def.label.toLowerCase()}`,
          params: ZIdParams,
          response: { 204: z.null(), ...errors },
        },
        preValidation: writeGuard,
      },
      async (request, reply) => {
        const { id } = request.params as { id: number };
        await request.withTenant(async (ctx) => {
          const before = await loadVisible(anyDef, ctx, id);
          await def.beforeDelete?.(ctx, id);
          await ctx.tx.delete(def.table).where(and(baseWhere(anyDef, ctx), eq(def.table.id, id)));
          if (!def.global) await writeHistory(ctx, def.entityType, id, 'delete', { snapshot: before });
        });
        return reply.code(204).send(null);
      },
    );

    app.delete(
      `${def.path}/remove-batch/`,
      {
        schema: {
          tags: [def.tag],
          summary: `Delete several ${def.label.toLowerCase()} records`,
          body: ZBatch,
          response: { 200: z.object({ deleted: z.number() }), ...errors },
        },
        preValidation: writeGuard,
      },
      async (request) => {
        if (def.global && def.writeGroup !== 'tenantAdmin') throw forbidden();
        const ids = (request.body as { ids: number[] }).ids;
        return request.withTenant(async (ctx) => {
          // The same checks as a single delete (e.g. not one's own account): a batch is no way around them.
          if (def.beforeDelete) {
            const found = await ctx.tx
              .select({ id: def.table.id as never })
              .from(def.table)
              .where(and(baseWhere(anyDef, ctx), inArray(def.table.id, ids)));
            for (const f of found as { id: number }[]) await def.beforeDelete(ctx, f.id);
          }
          const gone = await ctx.tx
            .delete(def.table)
            .where(and(baseWhere(anyDef, ctx), inArray(def.table.id, ids)))
            .returning({ id: def.table.id as never });
          for (const g of gone as { id: number }[])
            if (!def.global) await writeHistory(ctx, def.entityType, g.id, 'delete', { batch: true });
          return { deleted: gone.length };
        });
      },
    );
  };
}
