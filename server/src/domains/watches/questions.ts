import type { TOperatorQuery } from '@intel/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Ctx } from '../../db/ctx.ts';
import { withTenant } from '../../db/scoped.ts';
import type { Principal } from '../../policies/principal.ts';
import { runQuery } from '../operator/run.ts';
import { SEARCH_KIND } from './visible.ts';

/** Saved questions asked again per job run at most (the next run takes the rest, oldest first). */
export const QUESTIONS_PER_RUN = 200;

type Due = { tenant_id: string | number; id: string | number };
type QuestionRow = {
  id: string | number;
  user_id: string | number;
  question_query: TOperatorQuery;
  question_seen: number[] | null;
  email: string;
  is_admin: boolean;
  is_research: boolean;
  is_tenant_admin: boolean;
  disabled: boolean;
};

/**
 * The saved questions due again (not asked for `minutes`), oldest first, across tenants (the job is
 * the owner's: it reads every tenant's `watches_questions_idx`), at most QUESTIONS_PER_RUN.
 */
export async function dueQuestions(database: Database, minutes: number): Promise<Due[]> {
  const { rows } = await database.pool.query<Due>(
    `select tenant_id, id from watches
      where target_type = 'Question' and (checked_at is null or checked_at < now() - make_interval(mins => $1))
      order by checked_at nulls first limit ${QUESTIONS_PER_RUN}`,
    [minutes],
  );
  return rows;
}

/**
 * Asks one saved question again as its owner is now (their role; a disabled owner's questions are
 * only marked checked), and writes one `results` alert with the ids it finds that it had not found
 * before. The question's results are then what it found now.
 */
export async function evaluateQuestion(database: Database, tenantId: number, watchId: number): Promise<number> {
  return withTenant(database, tenantId, async (tx) => {
    const { rows } = await tx.execute(sql`
      select w.id, w.user_id, w.question_query, w.question_seen, u.email, u.is_admin, u.is_research,
             u.is_tenant_admin, u.disabled
        from watches w join users u on u.tenant_id = w.tenant_id and u.id = w.user_id
       where w.tenant_id = ${tenantId} and w.id = ${watchId} and w.target_type = 'Question'
       for update of w skip locked`);
    const q = rows[0] as QuestionRow | undefined;
    if (!q) return 0;
    if (q.disabled) {
      await tx.execute(sql`update watches set checked_at = now() where tenant_id = ${tenantId} and id = ${watchId}`);
      return 0;
    }
    const principal: Principal = {
      userId: Number(q.user_id),
      email: q.email,
      isAdmin: q.is_admin,
      isResearch: q.is_research,
      isTenantAdmin: q.is_tenant_admin,
    };
    const ctx: Ctx = { tx, tenantId, principal, userId: principal.userId };
    let found: number[] = [];
    let count = 0;
    try {
      const answer = await runQuery(ctx, q.question_query);
      found = answer.results.map((r) => r.id);
      count = answer.count;
    } catch {
      // A question that no longer fits its kind (a filter renamed): kept, asked again later.
      await tx.execute(sql`update watches set checked_at = now() where tenant_id = ${tenantId} and id = ${watchId}`);
      return 0;
    }
    const seen = new Set((q.question_seen ?? []).map(Number));
    const fresh = found.filter((id) => !seen.has(id));
    if (fresh.length) {
      const detail = { kind: SEARCH_KIND[q.question_query.kind], ids: fresh, count };
      await tx.execute(sql`
        insert into alerts (tenant_id, user_id, watch_id, kind, entity_type, entity_id, detail)
        values (${tenantId}, ${principal.userId}, ${watchId}, 'results', 'Question', ${watchId},
                ${JSON.stringify(detail)}::jsonb)`);
    }
    // What it found now first, then what it had found before (at most 1,000 ids remembered).
    const remembered = [...new Set([...found, ...seen])].slice(0, 1000);
    await tx.execute(sql`
      update watches set question_seen = ${JSON.stringify(remembered)}::jsonb, question_count = ${count}, checked_at = now()
       where tenant_id = ${tenantId} and id = ${watchId}`);
    return fresh.length;
  });
}

/** One run of the job: the due questions, one transaction each. Answers how many were asked. */
export async function evaluateDueQuestions(database: Database, minutes: number): Promise<number> {
  const due = await dueQuestions(database, minutes);
  for (const d of due) await evaluateQuestion(database, Number(d.tenant_id), Number(d.id));
  return due.length;
}
