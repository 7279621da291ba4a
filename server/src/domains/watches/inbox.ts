import type { TAlert, TAlertList } from '@intel/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../db/ctx.ts';
import { notFound } from '../../lib/http-errors.ts';
import { ALERT_RECORD_JOIN, alertVisible, resultsVisible, type Sight, sightOf } from './visible.ts';

type AlertRow = {
  id: number | string;
  kind: TAlert['kind'];
  watch_id: number | string;
  entity_type: string;
  entity_id: number | string;
  raw_data_id: number | string | null;
  detail: { action?: string; kind?: string; ids?: number[] };
  label: string | null;
  question_text: string | null;
  question_query: unknown;
  visible_results: number | null;
  created_at: string | Date;
  read_at: string | Date | null;
};

/** The app's page of each watched kind. */
const PAGES: Record<string, string> = {
  Organization: '/organizations',
  Person: '/people',
  List: '/lists',
  Keyword: '/keywords',
};

const ACTIONS: Record<string, string> = {
  update: 'was changed',
  delete: 'was deleted',
  merge: 'absorbed a duplicate',
  unmerge: 'had a merge undone',
};

function present(r: AlertRow): TAlert {
  const label = r.label ?? r.question_text ?? '';
  const page = `${PAGES[r.entity_type] ?? ''}/${r.entity_id}`;
  let summary: string;
  let href: string;
  if (r.kind === 'mention') {
    summary =
      r.entity_type === 'List' ? `New raw data mentions a member of ${label}` : `New raw data mentions ${label}`;
    href = `/rawdata/${r.raw_data_id}`;
  } else if (r.kind === 'change') {
    summary = `${label} ${ACTIONS[r.detail.action ?? ''] ?? 'was changed'}`;
    href = r.entity_type === 'Keyword' ? `${page}/edit` : page;
  } else {
    const n = r.visible_results ?? 0;
    summary = `${n} new result${n === 1 ? '' : 's'} for “${label}”`;
    // The Operator's own address of the question (web: features/search/api/ask-operator.ts).
    href = `/search?${new URLSearchParams({ tab: '1', ask: label, query: JSON.stringify(r.question_query) })}`;
  }
  return {
    id: Number(r.id),
    kind: r.kind,
    watch_id: Number(r.watch_id),
    target_type: r.entity_type as TAlert['target_type'],
    target_id: Number(r.entity_id),
    label,
    summary,
    href,
    created_at: (r.created_at instanceof Date ? r.created_at : new Date(r.created_at)).toISOString(),
    read: r.read_at !== null,
  };
}

/** The alerts of user `userId` that `sight` may see now, newest first, filtered by `where`. */
export function visibleAlerts(
  tenantId: number,
  userId: number,
  sight: Sight,
  where: SQL,
  limit: number,
  join: SQL = sql``,
): SQL {
  return sql`
    select a.id, a.kind, a.watch_id, a.entity_type, a.entity_id, a.raw_data_id, a.detail, a.created_at, a.read_at,
           e.display_name as label, w.question_text, w.question_query,
           case when a.kind = 'results' then ${resultsVisible(sight)} end as visible_results
      from alerts a
      join watches w on w.tenant_id = a.tenant_id and w.id = a.watch_id
      ${ALERT_RECORD_JOIN}
      ${join}
     where a.tenant_id = ${tenantId} and a.user_id = ${userId} and ${where} and ${alertVisible(sight)}
     order by a.id desc
     limit ${limit}`;
}

export const presentAlerts = (rows: unknown[]) => (rows as AlertRow[]).map(present);

function me(ctx: Ctx): number {
  if (ctx.userId === null) throw notFound();
  return ctx.userId;
}

/** How many unread alerts the caller may see now (counted up to 1,000: the bell shows "999+"). */
export async function unreadCount(ctx: Ctx): Promise<number> {
  const sight = sightOf(ctx.principal);
  const { rows } = await ctx.tx.execute(sql`
    select count(*)::int as n from (
      select 1 from alerts a ${ALERT_RECORD_JOIN}
       where a.tenant_id = ${ctx.tenantId} and a.user_id = ${me(ctx)} and a.read_at is null and ${alertVisible(sight)}
       limit 1000) x`);
  return (rows[0] as { n: number }).n;
}

/** A page of the caller's inbox, older than `before`. */
export async function listAlerts(
  ctx: Ctx,
  query: { before?: number; limit: number; unread?: 'true' | 'false' },
): Promise<TAlertList> {
  const sight = sightOf(ctx.principal);
  const where = sql.join(
    [
      sql`true`,
      query.before ? sql`a.id < ${query.before}` : undefined,
      query.unread === 'true' ? sql`a.read_at is null` : undefined,
    ].filter((x): x is SQL => !!x),
    sql` and `,
  );
  const { rows } = await ctx.tx.execute(visibleAlerts(ctx.tenantId, me(ctx), sight, where, query.limit + 1));
  const results = presentAlerts(rows.slice(0, query.limit));
  const last = results.at(-1);
  const more = rows.length > query.limit && last;
  const params = new URLSearchParams({ before: String(last?.id ?? ''), limit: String(query.limit) });
  if (query.unread) params.set('unread', query.unread);
  return { results, next: more ? `/api/v1/alerts/?${params}` : null, unread: await unreadCount(ctx) };
}

/** One alert of the caller's that they may see now, or a 404. */
export async function readAlert(ctx: Ctx, id: number): Promise<TAlert> {
  const { rows } = await ctx.tx.execute(
    visibleAlerts(ctx.tenantId, me(ctx), sightOf(ctx.principal), sql`a.id = ${id}`, 1),
  );
  const [alert] = presentAlerts(rows);
  if (!alert) throw notFound('Alert not found.');
  return alert;
}

/** Marks the caller's alerts read: the given ids (only ones they may see), or all of them. */
export async function markRead(ctx: Ctx, ids: number[] | 'all'): Promise<number> {
  const sight = sightOf(ctx.principal);
  const which =
    ids === 'all'
      ? sql`true`
      : sql`a.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const { rows } = await ctx.tx.execute(sql`
    update alerts set read_at = now()
     where tenant_id = ${ctx.tenantId} and user_id = ${me(ctx)} and read_at is null
       and id in (select a.id from alerts a ${ALERT_RECORD_JOIN}
                   where a.tenant_id = ${ctx.tenantId} and a.user_id = ${me(ctx)} and a.read_at is null
                     and ${which} and ${alertVisible(sight)})
    returning id`);
  return rows.length;
}
