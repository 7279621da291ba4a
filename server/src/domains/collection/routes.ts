import { createHash } from 'node:crypto';
import {
  type TRawData,
  ZAssignSource,
  ZErrorBody,
  ZExtractPreview,
  ZIds,
  ZRawData,
  ZRawDataFields,
  ZTypeCounts,
} from '@intel/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { files, rawData, sourceUrls } from '../../db/schema/index.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import { createRecord, loadVisible, writeHistory } from '../../lib/resource.ts';
import { FetchRefused } from '../../lib/safe-fetch.ts';
import { uploadKey } from '../../lib/storage/index.ts';
import { requireResearch } from '../../plugins/auth.ts';
import { LIBRARY, libraryResource } from '../library/library.ts';
import { enqueueProcessing, processingJob, sendProcessing } from '../processing/process.ts';
import { extractFile, extractUrl, UnreadableDocument } from './extract.ts';
import { rawDataResource } from './resources.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 413: ZErrorBody };
const ZRawIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

type Upload = { name: string; bytes: Buffer };
type Form = { fields: Record<string, string[]>; file: Upload | null };

/** Reads a multipart form: text fields (repeatable) and at most one file, in the field `file`. */
async function readForm(request: FastifyRequest): Promise<Form> {
  const form: Form = { fields: {}, file: null };
  if (!request.isMultipart()) {
    // A JSON body is accepted too (quick-create from scripts), with the same field names.
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('Send a form or a JSON object.');
    for (const [k, v] of Object.entries(body))
      form.fields[k] = (Array.isArray(v) ? v : [v]).map((x) => (typeof x === 'string' ? x : JSON.stringify(x)));
    return form;
  }
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw badRequest('Send the file in the field named "file".');
      }
      if (form.file) {
        part.file.resume();
        throw badRequest('Send exactly one file.');
      }
      form.file = { name: part.filename || 'upload', bytes: await part.toBuffer() };
    } else {
      const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      form.fields[part.fieldname] = [...(form.fields[part.fieldname] ?? []), value];
    }
  }
  return form;
}

function parseFields(form: Form) {
  const one = (k: string) => form.fields[k]?.at(-1);
  const bucketValues = (form.fields.buckets ?? form.fields.bucket ?? [])
    .flatMap((v) => v.replace(/^\[|\]$/g, '').split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  const known = new Set(['title', 'text', 'url', 'buckets', 'bucket', 'process', 'quick']);
  const unknown = Object.keys(form.fields).filter((k) => !known.has(k));
  if (unknown.length) throw badRequest(`Unknown field ${unknown.map((u) => `"${u}"`).join(', ')}.`);
  const parsed = ZRawDataFields.safeParse({
    title: one('title'),
    text: one('text'),
    url: one('url') || undefined,
    buckets: bucketValues,
    process: one('process') ?? 'false',
    quick: one('quick') ?? 'false',
  });
  if (!parsed.success) {
    const errs: Record<string, string[]> = {};
    for (const i of parsed.error.issues)
      errs[i.path.join('.') || 'form'] = [...(errs[i.path.join('.')] ?? []), i.message];
    throw badRequest('Invalid form: check the fields listed in errors.', errs);
  }
  return parsed.data;
}

/**
 * Stores an upload's bytes in the shared storage (lib/storage: the database or S3) by content hash,
 * so the same file is kept once and any instance can serve it.
 */
async function storeFile(app: FastifyInstance, tenantId: number, upload: Upload, mime: string) {
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  const storageKey = uploadKey(tenantId, sha256);
  await app.storage.put(tenantId, storageKey, upload.bytes);
  return { sha256, storageKey, mime, size: upload.bytes.length, name: upload.name.slice(0, 255) };
}

async function toUserError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof UnreadableDocument) throw new HttpError(422, err.message);
    if (err instanceof FetchRefused) throw new HttpError(422, `The address could not be fetched: ${err.message}`);
    throw err;
  }
}

export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const plain = app as unknown as FastifyInstance;
  const job = processingJob(plain);
  app.jobs.define(job);
  const fetchOptions = () => ({ ...app.config.fetch });

  /** Creates one item from a form (text, file, URL or quick text), optionally queueing its processing. */
  async function createFromForm(request: FastifyRequest, form: Form): Promise<TRawData> {
    const fields = parseFields(form);
    const sources = [form.file ? 'file' : null, fields.url ? 'url' : null].filter(Boolean);
    if (sources.length > 1) throw badRequest('Send a file or a URL, not both.');
    let type: TRawData['type'] = fields.quick === 'true' ? 'quick' : 'text';
    let title = fields.title ?? '';
    let text = fields.text ?? '';
    let extracted: Record<string, unknown> = {};
    let stored: Awaited<ReturnType<typeof storeFile>> | null = null;
    let sourceUrl: string | null = null;
    if (form.file) {
      const file = form.file;
      const out = await toUserError(() => extractFile(file.bytes, file.name));
      stored = await storeFile(plain, request.tenant.id, file, out.mime);
      type = 'file';
      title ||= out.title || file.name;
      text = text ? `${text}\n\n${out.text}` : out.text;
      extracted = { format: out.kind, ...out.metadata };
    } else if (fields.url) {
      const url = fields.url;
      const out = await toUserError(() => extractUrl(url, fetchOptions()));
      type = 'url';
      sourceUrl = out.finalUrl;
      title ||= out.title || out.finalUrl;
      text = text ? `${text}\n\n${out.text}` : out.text;
      extracted = { format: out.kind, ...out.metadata };
    }
    if (!text.trim())
      throw badRequest('Give some text, a file or a URL.', { text: ['Give some text, a file or a URL.'] });
    title ||= text.trim().split('\n')[0]?.slice(0, 120) ?? 'Untitled';
    const created = await request.withTenant(async (ctx) => {
      let fileId: number | null = null;
      if (stored) {
        const [f] = await ctx.tx
          .insert(files)
          .values({ tenantId: ctx.tenantId, createdBy: ctx.userId, ...stored })
          .returning({ id: files.id });
        fileId = f?.id ?? null;
      }
      const item = await createRecord(rawDataResource, ctx, {
        title: title.slice(0, 300),
        text,
        bucket_ids: fields.buckets,
      });
      await ctx.tx
        .update(rawData)
        .set({
          type,
          fileId,
          sourceUrl,
          extracted,
          contentSha256: createHash('sha256').update(text).digest('hex'),
          ...(fields.process === 'true' ? { processingStatus: 'pending' as const } : {}),
        })
        .where(and(eq(rawData.tenantId, ctx.tenantId), eq(rawData.id, item.id)));
      if (sourceUrl)
        await ctx.tx
          .insert(sourceUrls)
          .values({ tenantId: ctx.tenantId, url: sourceUrl, lastFetchedAt: new Date(), createdBy: ctx.userId })
          .onConflictDoUpdate({ target: [sourceUrls.tenantId, sourceUrls.url], set: { lastFetchedAt: new Date() } });
      return item.id;
    });
    if (fields.process === 'true') await sendProcessing(plain, job, request.tenant.id, [created]);
    return readOne(request, created);
  }

  async function readOne(request: FastifyRequest, id: number): Promise<TRawData> {
    return request.withTenant(async (ctx) => {
      const row = await loadVisible(rawDataResource as never, ctx, id);
      return (await rawDataResource.present([row], ctx))[0] as TRawData;
    });
  }

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
      preValidation: requireResearch,
    },
    async (request, reply) => reply.code(201).send(await createFromForm(request, await readForm(request))),
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
      preValidation: requireResearch,
    },
    async (request, reply) => {
      const form = await readForm(request);
      if (!form.file) throw badRequest('No file was sent: use one field named "file".');
      return reply.code(201).send(await createFromForm(request, form));
    },
  );

  app.get(
    '/raw-data/:id/file/',
    {
      schema: {
        tags: ['raw data'],
        summary: 'Download the uploaded file of an item',
        params: ZRawIdParams,
        response: errors,
      },
      preValidation: requireResearch,
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
      preValidation: requireResearch,
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
      preValidation: requireResearch,
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
      preValidation: requireResearch,
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
        params: ZRawIdParams,
        body: ZAssignSource,
        response: { 200: ZRawData, ...errors },
      },
      preValidation: requireResearch,
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
        params: ZRawIdParams,
        response: { 200: ZRawData, ...errors },
      },
      preValidation: requireResearch,
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
      preValidation: requireResearch,
    },
    async (request) => preview(await toUserError(() => extractUrl(request.query.url, fetchOptions()))),
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
      preValidation: requireResearch,
    },
    async (request) => {
      const form = await readForm(request);
      if (!form.file) throw badRequest('No file was sent: use one field named "file".');
      const file = form.file;
      return preview(await toUserError(() => extractFile(file.bytes, file.name)));
    },
  );
};
