import type { TBucket, TRawData, TSourceUrl } from '@intel/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../../db/ctx.ts';
import { type buckets, rawData, rawDataBuckets, type sourceUrls } from '../../db/schema/index.ts';
import type { AnyRow } from '../../lib/resource-def.ts';
import { linkedNames } from '../processing/linked-names.ts';

type RawRow = typeof rawData.$inferSelect;

type Linked = {
  buckets: { id: number; name: string }[] | null;
  suggestions:
    | { id: number; kind: TRawData['suggested_entities'][number]['kind']; name: string; status: string }[]
    | null;
  entities: { type: string; id: number; occurrences: number }[] | null;
  contacts: { kind: string; value: string }[] | null;
  rules: { id: number; name: string }[] | null;
  file: { id: number; name: string; mime: string; size: number } | null;
};

/**
 * What each item links to — buckets, file, suggestions, linked records, contacts, tagging rules — in ONE
 * statement (each a JSON aggregate per item): six statements per presentation were most of an upload's
 * round trips (issue 15 item 7).
 */
async function linkedOf(ctx: Ctx, items: RawRow[]): Promise<Map<number, Linked>> {
  const t = ctx.tenantId;
  const list = (values: unknown[]) => sql.param(values);
  const { rows } = await ctx.tx.execute(sql`
    select r.id,
      (select json_agg(json_build_object('id', b.id, 'name', b.name) order by b.id)
         from raw_data_buckets rb join buckets b on b.tenant_id = rb.tenant_id and b.id = rb.bucket_id
        where rb.tenant_id = ${t} and rb.raw_data_id = r.id) as buckets,
      (select json_agg(json_build_object('id', s.id, 'kind', s.kind, 'name', s.name, 'status', s.status) order by s.id)
         from (select distinct se.id, se.kind, se.name, se.status
                 from suggested_entity_evidence e
                 join suggested_entities se on se.tenant_id = e.tenant_id and se.id = e.suggested_entity_id
                where e.tenant_id = ${t} and e.raw_data_id = r.id) s) as suggestions,
      (select json_agg(json_build_object('type', e.entity_type, 'id', e.entity_id, 'occurrences', e.occurrences))
         from raw_data_entities e where e.tenant_id = ${t} and e.raw_data_id = r.id) as entities,
      (select json_agg(json_build_object('kind', c.kind, 'value', c.value))
         from raw_data_contacts c where c.tenant_id = ${t} and c.raw_data_id = r.id) as contacts,
      (select json_agg(json_build_object('id', tr.id, 'name', tr.name) order by tr.id)
         from tagging_hits h join tagging_rules tr on tr.tenant_id = h.tenant_id and tr.id = h.rule_id
        where h.tenant_id = ${t} and h.raw_data_id = r.id) as rules,
      (select json_build_object('id', f.id, 'name', f.name, 'mime', f.mime, 'size', f.size)
         from files f where f.tenant_id = ${t} and f.id = r.file_id) as file
    from unnest(${list(items.map((r) => r.id))}::bigint[], ${list(items.map((r) => r.fileId))}::bigint[]) as r(id, file_id)`);
  return new Map((rows as (Linked & { id: number | string })[]).map((r) => [Number(r.id), r]));
}

export async function presentRawData(rows: AnyRow[], ctx: Ctx): Promise<TRawData[]> {
  const items = rows as RawRow[];
  if (items.length === 0) return [];
  const linked = await linkedOf(ctx, items);
  const names = await linkedNames(
    ctx.tx,
    ctx.tenantId,
    [...linked.values()].flatMap((l) => (l.entities ?? []).map((e) => ({ type: e.type, id: Number(e.id) }))),
  );
  return items.map((r) => {
    const l = linked.get(r.id);
    const file = l?.file;
    const contacts = l?.contacts ?? [];
    const values = (kind: string) => contacts.filter((c) => c.kind === kind).map((c) => c.value);
    return {
      id: r.id,
      title: r.title,
      // One item is a read; several are a list page, which carries a preview only.
      text: items.length > 1 ? r.text.slice(0, 2000) : r.text,
      text_length: r.text.length,
      type: r.type as TRawData['type'],
      processing_status: r.processingStatus,
      error_message: r.errorMessage,
      file: file ? { id: Number(file.id), name: file.name, mime: file.mime, size: Number(file.size) } : null,
      source: r.sourceUrl ? { url: r.sourceUrl, alias: r.sourceAlias } : null,
      buckets: (l?.buckets ?? []).map((b) => ({ id: Number(b.id), name: b.name })),
      suggested_entities: (l?.suggestions ?? []).map((s) => ({
        id: Number(s.id),
        kind: s.kind,
        name: s.name,
        status: s.status as TRawData['suggested_entities'][number]['status'],
      })),
      entities: (l?.entities ?? [])
        .map((e) => ({
          type: e.type as TRawData['entities'][number]['type'],
          id: Number(e.id),
          name: names.get(`${e.type}:${e.id}`) ?? '',
          occurrences: e.occurrences,
        }))
        .sort((a, b) => b.occurrences - a.occurrences),
      contacts: { emails: values('email'), urls: values('url'), domains: values('domain'), phones: values('phone') },
      tagged_by: (l?.rules ?? []).map((x) => ({ id: Number(x.id), name: x.name })),
      extracted: (r.extracted ?? {}) as Record<string, unknown>,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    };
  });
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function presentBuckets(rows: AnyRow[], ctx: Ctx): Promise<TBucket[]> {
  const ids = rows.map((r) => r.id as number);
  const usage = ids.length
    ? await ctx.tx
        .select({ id: rawDataBuckets.bucketId, n: count() })
        .from(rawDataBuckets)
        .where(and(eq(rawDataBuckets.tenantId, ctx.tenantId), inArray(rawDataBuckets.bucketId, ids)))
        .groupBy(rawDataBuckets.bucketId)
    : [];
  const used = new Map(usage.map((u) => [u.id, Number(u.n)]));
  return (rows as (typeof buckets.$inferSelect)[]).map((r) => ({
    id: r.id,
    name: r.name,
    raw_data_count: used.get(r.id) ?? 0,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

export async function presentSourceUrls(rows: AnyRow[], ctx: Ctx): Promise<TSourceUrl[]> {
  const urls = rows.map((r) => r.url as string);
  const usage = urls.length
    ? await ctx.tx
        .select({ url: rawData.sourceUrl, n: count() })
        .from(rawData)
        .where(and(eq(rawData.tenantId, ctx.tenantId), inArray(rawData.sourceUrl, urls)))
        .groupBy(rawData.sourceUrl)
    : [];
  const used = new Map(usage.map((u) => [u.url, Number(u.n)]));
  return (rows as (typeof sourceUrls.$inferSelect)[]).map((r) => ({
    id: r.id,
    url: r.url,
    alias: r.alias,
    notes: r.notes,
    raw_data_count: used.get(r.url) ?? 0,
    last_fetched_at: iso(r.lastFetchedAt),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}
