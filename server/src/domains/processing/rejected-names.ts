import type { TRejectedNameQuery, ZRejectedNamePage } from '@intel/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Ctx } from '../../db/ctx.ts';
import { pageUrl } from '../../lib/listing.ts';
import { writeHistory } from '../../lib/resource-write.ts';
import { normaliseName } from '../reading/recognise.ts';
import { lockProcessingWrites } from './process.ts';

/** Items queued again at most when a reconsidered name is reprocessed (the most recently updated that name it). */
export const REPROCESS_LIMIT = 200;

type Row = {
  id: string;
  kind: 'organization' | 'person';
  normalized_name: string;
  name: string | null;
  created_at: Date;
};

/** The suggestion a rejected name came from, for its name as written (gone when the suggestion was deleted). */
const SUGGESTION = sql`left join lateral (
    select s.id as suggestion_id, s.name from suggested_entities s
     where s.tenant_id = r.tenant_id and s.kind = r.kind and s.normalized_name = r.normalized_name limit 1) s on true`;

/**
 * The names a tenant rejected (issue 15 item 4), newest first, with the name as the suggestion wrote
 * it; searched by its normalised or written form.
 */
export async function listRejectedNames(
  ctx: Ctx,
  query: TRejectedNameQuery,
  url: string,
): Promise<z.infer<typeof ZRejectedNamePage>> {
  const { limit, offset, search, kind } = query;
  const q = search ? normaliseName(search) : '';
  const where = sql.join(
    [
      sql`r.tenant_id = ${ctx.tenantId}`,
      ...(kind ? [sql`r.kind = ${kind}::suggestion_kind`] : []),
      ...(q ? [sql`(r.normalized_name like ${`%${q}%`} or s.name ilike ${`%${search}%`})`] : []),
    ],
    sql` and `,
  );
  const rows = (
    await ctx.tx.execute(sql`
      select r.id, r.kind::text as kind, r.normalized_name, s.name, r.created_at
        from rejected_names r ${SUGGESTION}
       where ${where}
       order by r.created_at desc, r.id desc
       limit ${limit} offset ${offset}`)
  ).rows as Row[];
  const [total] = (
    await ctx.tx.execute(sql`select count(*)::int as n from rejected_names r ${SUGGESTION} where ${where}`)
  ).rows as { n: number }[];
  const n = Number(total?.n ?? 0);
  return {
    count: n,
    next: offset + limit < n ? pageUrl(url, limit, offset + limit) : null,
    previous: offset > 0 ? pageUrl(url, limit, Math.max(0, offset - limit)) : null,
    results: rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      name: r.name ?? r.normalized_name,
      normalized_name: r.normalized_name,
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
}

/**
 * Reconsiders a rejected name: it is suggested again from the next processing, a suggestion rejected
 * in place is back in the review list, and with `reprocess` the latest items that name it are
 * returned to be queued again. `null` when there is no such rejected name.
 */
export async function reconsiderName(
  ctx: Ctx,
  id: number,
  reprocess: boolean,
): Promise<{ id: number; kind: 'organization' | 'person'; name: string; items: number[] } | null> {
  const { tx, tenantId } = ctx;
  // Processing reads the rejected names under this lock too: a job either still drops the name or suggests it.
  await lockProcessingWrites(tx, tenantId);
  const [row] = (
    await tx.execute(sql`
      delete from rejected_names r
       where r.tenant_id = ${tenantId} and r.id = ${id}
      returning r.id, r.kind::text as kind, r.normalized_name`)
  ).rows as Omit<Row, 'name' | 'created_at'>[];
  if (!row) return null;
  // A suggestion rejected in place is back in the review list, with the evidence it still has.
  const [suggestion] = (
    await tx.execute(sql`
      update suggested_entities set status = 'suggested', updated_at = now()
       where tenant_id = ${tenantId} and kind = ${row.kind}::suggestion_kind
         and normalized_name = ${row.normalized_name} and status = 'rejected'
      returning id, name`)
  ).rows as { id: string; name: string }[];
  const name = suggestion?.name ?? row.normalized_name;
  if (suggestion)
    await writeHistory(
      ctx,
      row.kind === 'organization' ? 'SuggestedOrganization' : 'SuggestedPerson',
      Number(suggestion.id),
      'reconsider',
      { name },
    );
  let items: number[] = [];
  if (reprocess) {
    // The items that name it: a case-insensitive search of the text, bounded to the latest ones.
    const words = [...new Set([name, row.normalized_name])].map((n) => `%${n.replace(/[\\%_]/g, '\\$&')}%`);
    items = (
      (
        await tx.execute(sql`
          select id from raw_data
           where tenant_id = ${tenantId} and text ilike any(${sql.param(words)}::text[])
           order by updated_at desc limit ${REPROCESS_LIMIT}`)
      ).rows as { id: string }[]
    ).map((r) => Number(r.id));
  }
  return { id: Number(row.id), kind: row.kind, name, items };
}
