import {
  type TOperatorQuery,
  type TWatch,
  type TWatchCreate,
  type TWatchRecordType,
  WATCHED_QUESTIONS_PER_USER,
} from '@intel/contracts';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../../db/ctx.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { readableVisibilities } from '../../policies/principal.ts';
import { compileQuery, runQuery } from '../operator/run.ts';

type WatchRow = {
  id: number | string;
  target_type: string;
  target_id: number | string | null;
  label: string | null;
  question_text: string | null;
  question_query: TOperatorQuery | null;
  question_source: string | null;
  created_at: string | Date;
};

const iso = (d: string | Date) => (d instanceof Date ? d : new Date(d)).toISOString();

export function presentWatch(r: WatchRow): TWatch {
  const question =
    r.target_type === 'Question' && r.question_query
      ? {
          text: r.question_text ?? '',
          query: r.question_query,
          source: r.question_source === 'advanced' ? ('advanced' as const) : ('operator' as const),
        }
      : null;
  return {
    id: Number(r.id),
    target_type: r.target_type as TWatch['target_type'],
    target_id: r.target_id === null ? null : Number(r.target_id),
    label: r.label ?? r.question_text ?? '',
    question,
    created_at: iso(r.created_at),
  };
}

function caller(ctx: Ctx): number {
  if (ctx.userId === null) throw notFound();
  return ctx.userId;
}

/** The caller's watches of records they may still see and their saved questions, newest first (at most 500). */
export async function listWatches(ctx: Ctx): Promise<TWatch[]> {
  const levels = readableVisibilities(ctx.principal);
  const { rows } = await ctx.tx.execute(sql`
    select w.id, w.target_type, w.target_id, e.display_name as label, w.question_text, w.question_query,
           w.question_source, w.created_at
      from watches w
      left join search_entries e on e.tenant_id = w.tenant_id and e.kind = w.target_type and e.id = w.target_id
     where w.tenant_id = ${ctx.tenantId} and w.user_id = ${caller(ctx)}
       and (w.target_type = 'Question' or e.visibility::text = any(${sql.param(levels)}::text[]))
     order by w.id desc limit 500`);
  return (rows as WatchRow[]).map(presentWatch);
}

/** Whether the caller watches a record (a record they may not see is a 404, as its page is). */
export async function watchStatus(ctx: Ctx, type: TWatchRecordType, id: number) {
  await visibleRecord(ctx, type, id);
  const { rows } = await ctx.tx.execute(sql`
    select id from watches where tenant_id = ${ctx.tenantId} and user_id = ${caller(ctx)}
       and target_type = ${type} and target_id = ${id}`);
  const row = rows[0] as { id: number | string } | undefined;
  return { watching: !!row, watch_id: row ? Number(row.id) : null };
}

async function visibleRecord(ctx: Ctx, type: string, id: number): Promise<string> {
  const levels = readableVisibilities(ctx.principal);
  const { rows } = await ctx.tx.execute(sql`
    select display_name from search_entries
     where tenant_id = ${ctx.tenantId} and kind = ${type} and id = ${id}
       and visibility::text = any(${sql.param(levels)}::text[])`);
  const row = rows[0] as { display_name: string } | undefined;
  if (!row) throw notFound(`${type} ${id} not found.`);
  return row.display_name;
}

/**
 * Watches a record the caller may see (watching it again answers the same watch), or saves a question:
 * its query is checked against its kind (a 400 names what does not fit) and run once as the caller,
 * so that only results found later are news.
 */
export async function createWatch(ctx: Ctx, input: TWatchCreate): Promise<{ watch: TWatch; created: boolean }> {
  const userId = caller(ctx);
  if (input.target_type !== 'Question') {
    const label = await visibleRecord(ctx, input.target_type, Number(input.target_id));
    const { rows } = await ctx.tx.execute(sql`
      insert into watches (tenant_id, user_id, target_type, target_id)
      values (${ctx.tenantId}, ${userId}, ${input.target_type}, ${Number(input.target_id)})
      on conflict (tenant_id, user_id, target_type, target_id) where target_id is not null do nothing
      returning id, target_type, target_id, created_at`);
    const created = rows[0] as WatchRow | undefined;
    if (created) return { watch: presentWatch({ ...created, label }), created: true };
    const { rows: existing } = await ctx.tx.execute(sql`
      select id, target_type, target_id, created_at from watches
       where tenant_id = ${ctx.tenantId} and user_id = ${userId} and target_type = ${input.target_type}
         and target_id = ${Number(input.target_id)}`);
    return { watch: presentWatch({ ...(existing[0] as WatchRow), label }), created: false };
  }
  const { rows: counted } = await ctx.tx.execute(sql`
    select count(*)::int as n from watches
     where tenant_id = ${ctx.tenantId} and user_id = ${userId} and target_type = 'Question'`);
  if (((counted[0] as { n: number }).n ?? 0) >= WATCHED_QUESTIONS_PER_USER)
    throw badRequest(`You watch ${WATCHED_QUESTIONS_PER_USER} questions, the most kept: stop watching one first.`);
  const query = input.query as TOperatorQuery;
  compileQuery(ctx, query);
  const { results, count } = await runQuery(ctx, query);
  const { rows } = await ctx.tx.execute(sql`
    insert into watches (tenant_id, user_id, target_type, question_text, question_query, question_source,
                         question_seen, question_count, checked_at)
    values (${ctx.tenantId}, ${userId}, 'Question', ${input.text}, ${JSON.stringify(query)}::jsonb,
            ${input.source ?? 'operator'}, ${JSON.stringify(results.map((r) => r.id))}::jsonb, ${count}, now())
    returning id, target_type, target_id, question_text, question_query, question_source, created_at`);
  return { watch: presentWatch({ ...(rows[0] as WatchRow), label: null }), created: true };
}

/** Stops one of the caller's watches (its alerts go with it); someone else's is a 404. */
export async function deleteWatch(ctx: Ctx, id: number): Promise<void> {
  const { rows } = await ctx.tx.execute(sql`
    delete from watches where tenant_id = ${ctx.tenantId} and user_id = ${caller(ctx)} and id = ${id} returning id`);
  if (!rows.length) throw notFound('Watch not found.');
}
