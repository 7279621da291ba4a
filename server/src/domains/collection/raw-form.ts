import { createHash } from 'node:crypto';
import { type TRawData, ZRawDataFields } from '@intel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { files, sourceUrls } from '../../db/schema/index.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { loadVisible } from '../../lib/resource-read.ts';
import { createRecord } from '../../lib/resource-write.ts';
import { FetchRefused } from '../../lib/safe-fetch.ts';
import { uploadKey } from '../../lib/storage/index.ts';
import { sendProcessing } from '../processing/process.ts';
import { extractFile, extractUrl, UnreadableDocument } from '../reading/extract.ts';
import { rawDataResource } from './resources.ts';

type ProcessingJob = Parameters<typeof sendProcessing>[1];

export type Upload = { name: string; bytes: Buffer };
export type Form = { fields: Record<string, string[]>; file: Upload | null };

/** Reads a multipart form: text fields (repeatable) and at most one file, in the field `file`. */
export async function readForm(request: FastifyRequest): Promise<Form> {
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

/** Unreadable documents and refused addresses as the user's 422. */
export async function toUserError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof UnreadableDocument) throw new HttpError(422, err.message);
    if (err instanceof FetchRefused) throw new HttpError(422, `The address could not be fetched: ${err.message}`);
    throw err;
  }
}

/** Creates one item from a form (text, file, URL or quick text), optionally queueing its processing. */
export async function createFromForm(
  app: FastifyInstance,
  job: ProcessingJob,
  request: FastifyRequest,
  form: Form,
): Promise<TRawData> {
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
    stored = await storeFile(app, request.tenant.id, file, out.mime);
    type = 'file';
    title ||= out.title || file.name;
    text = text ? `${text}\n\n${out.text}` : out.text;
    extracted = { format: out.kind, ...out.metadata };
  } else if (fields.url) {
    const url = fields.url;
    const out = await toUserError(() => extractUrl(url, { ...app.config.fetch }));
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
    // Everything the upload sets goes into the insert, so the answer is the record as created (no second read).
    const item = await createRecord(
      rawDataResource,
      ctx,
      { title: title.slice(0, 300), text, bucket_ids: fields.buckets },
      {
        type,
        fileId,
        sourceUrl,
        extracted,
        contentSha256: createHash('sha256').update(text).digest('hex'),
        ...(fields.process === 'true' ? { processingStatus: 'pending' as const } : {}),
      },
    );
    if (sourceUrl)
      await ctx.tx
        .insert(sourceUrls)
        .values({ tenantId: ctx.tenantId, url: sourceUrl, lastFetchedAt: new Date(), createdBy: ctx.userId })
        .onConflictDoUpdate({ target: [sourceUrls.tenantId, sourceUrls.url], set: { lastFetchedAt: new Date() } });
    return item;
  });
  if (fields.process === 'true') await sendProcessing(app, job, request.tenant.id, [created.id]);
  return created;
}

/** One raw data item as the caller sees it. */
export async function readOne(request: FastifyRequest, id: number): Promise<TRawData> {
  return request.withTenant(async (ctx) => {
    const row = await loadVisible(rawDataResource as never, ctx, id);
    return (await rawDataResource.present([row], ctx))[0] as TRawData;
  });
}
