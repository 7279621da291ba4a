import { ZAssignSource, ZErrorBody, ZExtractPreview, ZIdParams, ZIds, ZRawData, ZTypeCounts } from '@intel/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { files, rawData, sourceUrls } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { loadVisible } from '../../lib/resource-read.ts';
import { createRecord, writeHistory } from '../../lib/resource-write.ts';
import { errorsFor } from '../../lib/route-errors.ts';
import { requireAbility } from '../../plugins/auth.ts';
import { libraryResource } from '../library/library.ts';
import { LIBRARY } from '../library/presenters.ts';
import { enqueueProcessing, processingJob } from '../processing/process.ts';
import { extractFile, extractUrl } from '../reading/extract.ts';
import { rawDataPolicy } from './policies.ts';
import { createFromForm, readForm, readOne, toUserError } from './raw-form.ts';
import { rawDataResource } from './resources.ts';

const errors = errorsFor(400, 401, 403, 404, 413);

export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const plain = app as unknown as FastifyInstance;
  const job = processingJob(plain);
  app.jobs.define(job);

  const multipartDoc = {
    consumes: ['multipart/form-data', 'application/json'],
    description:
      'Fields: title, text, file (one; PDF, DOCX, XLSX, HTML, CSV, Markdown or text, told by content), url, buckets (ids), process ("true" queues processing at once), quick ("true" marks a quick-create).',
  };

  app.post(
    '/raw-data/',
    {
      schema: {
        tags: ['raw data'],
        summary: 'Add raw data from text, a file or a URL',
        ...multipartDoc,
        response: { 201: ZRawData, ...errors, 422: ZErrorBody },
      },
      preValidation: requireAbility(rawDataPolicy.collect),
    },
    async (request, reply) => reply.code(201).send(await createFromForm(plain, job, request, await readForm(request))),
  );

  app.post(
    '/raw-data/upload/',
    {
      schema: {
        tags: ['raw data'],
        summary: 'Add raw data from one uploaded file (field "file")',
        ...multipartDoc,
        response: { 201: ZRawData, ...errors, 422: ZErrorBody },
      },
      preValidation: requireAbility(rawDataPolicy.collect),
    },
    async (request, reply) => {
      const form = await readForm(request);
      if (!form.file) throw badRequest('No file was sent: use one field named "file".');
      return reply.code(201).send(await createFromForm(plain, job, request, form));
    },
  );

  app.get(
    '/raw-data/:id/file/',
    {
      schema: {
        tags: ['raw data'],
        summary: 'Download the uploaded file of an item',
        params: ZIdParams,
        response: errors,
      },
      preValidation: requireAbility(rawDataPolicy.downloadFile),
    },
    async (request, reply) => {
      const { id } = request.params;
      const file = await request.withTenant(async (ctx) => {
        const item = (await loadVisible(rawDataResource as never, ctx, id)) as { fileId: number | null };
        if (!item.fileId) return null;
        const [row] = await ctx.tx
          .select()
          .from(files)
          .where(and(eq(files.tenantId, ctx.tenantId), eq(files.id, item.fileId)));
        return row ?? null;
      });
      if (!file) throw notFound('This item has no uploaded file.');
      const bytes = await app.storage.get(request.tenant.id, file.storageKey);
      if (!bytes) throw notFound('The file of this item is missing from storage.');
      return reply
        .header('content-type', file.mime || 'application/octet-stream')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('x-content-type-options', 'nosniff')
        .send(bytes as never);
    },
  );

  app.post(
    '/raw-data/process/',
    {
      schema: {
        tags: ['raw data'],
        summary: 'Queue processing of raw data items',
        body: ZIds,
        response: { 202: z.object({ queued: z.number().int() }), ...errors },
      },
      preValidation: requireAbility(rawDataPolicy.queueProcessing),
    },
    async (request, reply) => {
      const queued = await enqueueProcessing(plain, job, request.tenant.id, request.body.ids);
      if (queued === 0) throw notFound('None of these raw data items exist.');
      return reply.code(202).send({ queued });
    },
  );

  app.get(
    '/raw-data/type-counts/',
    {
      schema: {
        tags: ['raw data'],
        summary: 'Raw data counts per type and status',
        response: { 200: ZTypeCounts, ...errors },
      },
      preValidation: requireAbility(rawDataPolicy.read),
    },
    async (request) =>
      request.withTenant(async ({ tx }) => {
        const rows = await tx
          .select({ type: rawData.type, status: rawData.processingStatus, n: count() })
          .from(rawData)
          .where(eq(rawData.tenantId, request.tenant.id))
          .groupBy(rawData.type, rawData.processingStatus);
        const byType: Record<string, number> = {};
        const byStatus: Record<string, number> = {};
        let total = 0;
        for (const r of rows) {
          const n = Number(r.n);
          total += n;
          byType[r.type] = (byType[r.type] ?? 0) + n;
          byStatus[r.status] = (byStatus[r.status] ?? 0) + n;
        }
        return { total, by_type: byType, by_status: byStatus };
      }),
  );

  app.post(
    '/raw-data/send_to_library/',
    {
      schema: {
        tags: ['raw data'],
        summary: 'Create library entries (title, abstract, date, link) from raw data items',
        body: ZIds,
        response: {
          201: z.object({
            created: z.array(z.object({ raw_data_id: z.number().int(), library_id: z.number().int() })),
          }),
          ...errors,
        },
      },
      preValidation: requireAbility(rawDataPolicy.sendToLibrary),
    },
    async (request, reply) => {
      const created = await request.withTenant(async (ctx) => {
        const items = await ctx.tx
          .select()
          .from(rawData)
          .where(and(eq(rawData.tenantId, ctx.tenantId), inArray(rawData.id, request.body.ids)));
        if (items.length === 0) throw notFound('None of these raw data items exist.');
        const out: { raw_data_id: number; library_id: number }[] = [];
        for (const item of items) {
          const meta = (item.extracted ?? {}) as Record<string, unknown>;
          const date = typeof meta.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(meta.date) ? meta.date : null;
          const abstract =
            (typeof meta.description === 'string' && meta.description) ||
            item.text.replace(/\s+/g, ' ').trim().slice(0, 600);
          const entry = await createRecord(libraryResource, ctx, {
            title: (item.title || 'Untitled').slice(0, 500),
            abstract,
            public_link: item.sourceUrl ?? null,
            publish_date: date
              ? { date, incomplete_day: false, incomplete_month: false, incomplete_year: false }
              : undefined,
            type: item.type === 'url' ? 'Article' : 'Documents/Notes',
          } as never);
          await writeHistory(ctx, 'RawData', item.id, 'send_to_library', { library_id: entry.id, entity: LIBRARY });
          out.push({ raw_data_id: item.id, library_id: entry.id });
        }
        return out;
      });
      return reply.code(201).send({ created });
    },
  );

  app.post(
    '/raw-data/:id/assign-source-url/',
    {
      schema: {
        tags: ['raw data'],
        summary: 'Set the source URL and alias of an item',
        params: ZIdParams,
        body: ZAssignSource,
        response: { 200: ZRawData, ...errors },
      },
      preValidation: requireAbility(rawDataPolicy.write),
    },
    async (request) => {
      const { id } = request.params;
      await request.withTenant(async (ctx) => {
        await loadVisible(rawDataResource as never, ctx, id);
        await ctx.tx
          .update(rawData)
          .set({ sourceUrl: request.body.url, sourceAlias: request.body.alias ?? null, updatedAt: sql`now()` })
          .where(and(eq(rawData.tenantId, ctx.tenantId), eq(rawData.id, id)));
        await ctx.tx
          .insert(sourceUrls)
          .values({
            tenantId: ctx.tenantId,
            url: request.body.url,
            alias: request.body.alias ?? null,
            createdBy: ctx.userId,
          })
          .onConflictDoNothing();
        await writeHistory(ctx, 'RawData', id, 'update', { fields: ['source'] });
      });
      return readOne(request, id);
    },
  );

  app.delete(
    '/raw-data/:id/clear-source/',
    {
      schema: {
        tags: ['raw data'],
        summary: 'Remove the source URL of an item',
        params: ZIdParams,
        response: { 200: ZRawData, ...errors },
      },
      preValidation: requireAbility(rawDataPolicy.write),
    },
    async (request) => {
      const { id } = request.params;
      await request.withTenant(async (ctx) => {
        await loadVisible(rawDataResource as never, ctx, id);
        await ctx.tx
          .update(rawData)
          .set({ sourceUrl: null, sourceAlias: null, updatedAt: sql`now()` })
          .where(and(eq(rawData.tenantId, ctx.tenantId), eq(rawData.id, id)));
        await writeHistory(ctx, 'RawData', id, 'update', { fields: ['source'] });
      });
      return readOne(request, id);
    },
  );

  const preview = (out: { kind: string; title: string; text: string; metadata: Record<string, unknown> }) => ({
    kind: out.kind,
    title: out.title,
    text: out.text.slice(0, 20_000),
    characters: out.text.length,
    metadata: out.metadata,
  });

  app.get(
    '/raw-data/extract-data/',
    {
      schema: {
        tags: ['raw data'],
        summary: 'Preview the text and metadata a URL would give (nothing is saved)',
        querystring: z.object({
          url: z
            .string()
            .trim()
            .max(2000)
            .refine((v) => /^https?:\/\//i.test(v), 'Use an http or https link.'),
        }),
        response: { 200: ZExtractPreview, ...errors, 422: ZErrorBody },
      },
      preValidation: requireAbility(rawDataPolicy.previewUrl),
    },
    async (request) => preview(await toUserError(() => extractUrl(request.query.url, { ...app.config.fetch }))),
  );

  app.post(
    '/raw-data/extract-data/',
    {
      schema: {
        tags: ['raw data'],
        summary: 'Preview the text and metadata a file would give (nothing is saved)',
        consumes: ['multipart/form-data'],
        response: { 200: ZExtractPreview, ...errors, 422: ZErrorBody },
      },
      preValidation: requireAbility(rawDataPolicy.previewUrl),
    },
    async (request) => {
      const form = await readForm(request);
      if (!form.file) throw badRequest('No file was sent: use one field named "file".');
      const file = form.file;
      return preview(await toUserError(() => extractFile(file.bytes, file.name)));
    },
  );
};
