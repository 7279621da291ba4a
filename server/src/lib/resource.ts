import { ZErrorBody, ZHistoryEntry, ZIdParams, ZImportPreview } from '@intel/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAbility } from '../plugins/auth.ts';
import { can } from '../policies/abilities.ts';
import { historyPolicy } from '../policies/history.ts';
import { fileName } from './download-name.ts';
import { forbidden } from './http-errors.ts';
import { previewUpload } from './import-preview.ts';
import { importUpload, ZImportReport } from './import-upload.ts';
import { paywallFor } from './paywall.ts';
import type { AnyDef, AnyRow, ResourceDef } from './resource-def.ts';
import { listRoutes } from './resource-list.ts';
import { loadVisible, readHistory, readVisible } from './resource-read.ts';
import { createRecord, deleteRecord, deleteRecords, updateRecord } from './resource-write.ts';
import { ERRORS } from './route-errors.ts';
import { sendTemplate } from './xlsx.ts';

// The kit's pieces, for the callers that import them from here (processing).
export type { Ctx } from '../db/ctx.ts';
export { ctxOf } from '../plugins/tenant-tx.ts';
export type { ResourceDef } from './resource-def.ts';
export { baseWhere } from './resource-def.ts';
export { createRecord, writeHistory } from './resource-write.ts';

/** `upload/?digest=`: the previewed file's SHA-256; another file is refused (409). */
const ZImportQuery = z.object({
  digest: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'The digest is the 64 hexadecimal characters the preview answered.')
    .optional(),
});

const ZBatch = z.object({ ids: z.array(z.number().int().positive()).min(1).max(500) }).strict();

/**
 * The routes of one resource (DESIGN §5): list (and its xlsx export), available filters, detail,
 * history, import and template, create, change, delete, remove-batch. The work is in
 * resource-list.ts, resource-read.ts, resource-write.ts, resource-export.ts and import-table.ts.
 */
export function resourceRoutes<TOut extends AnyRow, TCreate extends AnyRow, TPatch extends AnyRow>(
  def: ResourceDef<TOut, TCreate, TPatch>,
): FastifyPluginAsyncZod {
  const anyDef = def as unknown as AnyDef;
  const readGuard = requireAbility(def.readAbility);
  const writeGuard = requireAbility(def.writeAbility);

  return async (typed) => {
    // The route schemas are generic here, so handlers are typed by hand (zod still validates every request).
    const app = typed as unknown as FastifyInstance;

    listRoutes(app, def);

    app.get(
      `${def.path}/:id/`,
      {
        schema: {
          tags: [def.tag],
          summary: `One ${def.label.toLowerCase()}`,
          params: ZIdParams,
          response: { 200: def.out, ...ERRORS },
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
          { read: !can(request.principal, def.writeAbility) },
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
            response: { 200: z.array(ZHistoryEntry), ...ERRORS },
          },
          // History is research-team data, and never less guarded than the records themselves.
          preValidation: requireAbility(historyPolicy.readOf(def.readAbility)),
        },
        async (request) =>
          request.withTenant(async (ctx) => {
            const { id } = request.params as { id: number };
            await loadVisible(anyDef, ctx, id);
            return readHistory(ctx, def.entityType, id);
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
            querystring: ZImportQuery,
            response: { 200: ZImportReport, ...ERRORS },
          },
          preValidation: writeGuard,
        },
        async (request, reply) => importUpload(anyDef, request, reply, (request.query as { digest?: string }).digest),
      );

      app.post(
        `${def.path}/upload/preview/`,
        {
          schema: {
            tags: [def.tag],
            summary: `What importing a file into ${def.label.toLowerCase()} records would do, nothing written: columns matched and ignored, rows to create, to change (field by field) and rejected (with why); send the same file to upload/?digest= to import it`,
            consumes: ['multipart/form-data'],
            response: { 200: ZImportPreview, ...ERRORS },
          },
          preValidation: writeGuard,
        },
        async (request, reply) => previewUpload(anyDef, request, reply),
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
            response: { 201: def.out, ...ERRORS },
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
          response: { 200: def.out, ...ERRORS },
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
          response: { 204: z.null(), ...ERRORS },
        },
        preValidation: writeGuard,
      },
      async (request, reply) => {
        const { id } = request.params as { id: number };
        await request.withTenant((ctx) => deleteRecord(anyDef, ctx, id));
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
          response: { 200: z.object({ deleted: z.number() }), ...ERRORS },
        },
        preValidation: writeGuard,
      },
      async (request) => {
        if (def.global && def.writeAbility.group !== 'tenantAdmin') throw forbidden();
        const ids = (request.body as { ids: number[] }).ids;
        return request.withTenant((ctx) => deleteRecords(anyDef, ctx, ids));
      },
    );
  };
}
