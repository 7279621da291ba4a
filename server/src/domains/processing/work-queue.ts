import { ZWorkQueue, ZWorkQueueSeen } from '@intel/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Ctx } from '../../db/ctx.ts';
import { unauthorized } from '../../lib/http-errors.ts';
import { errorsFor } from '../../lib/route-errors.ts';
import { requireAbility } from '../../plugins/auth.ts';
import { workQueuePolicy } from './policies.ts';
import { countSuggestions } from './suggestion-commands.ts';

/** A count that stops here: the queue says "1,000+" rather than scanning a tenant's whole history. */
const CAP = 1000;

function userOf(ctx: Ctx): number {
  if (!ctx.userId) throw unauthorized();
  return ctx.userId;
}

/** What waits for the caller: documents processed since their last visit (per user), suggestions to review. */
export async function readWorkQueue(ctx: Ctx) {
  const { tx, tenantId } = ctx;
  const seen = await tx.execute(sql`
    select to_char(work_queue_seen_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as since
      from users where tenant_id = ${tenantId} and id = ${userOf(ctx)}`);
  const since = (seen.rows[0] as { since: string | null } | undefined)?.since ?? null;
  // Before the first visit every processed document is new to them (raw_data_processed_idx / _status_idx).
  const counted = await tx.execute(sql`
    select count(*)::int as n from (
      select 1 from raw_data
       where tenant_id = ${tenantId}
         and ${since ? sql`processed_at > ${since}::timestamptz` : sql`processing_status = 'completed'`}
       limit ${CAP + 1}) x`);
  const n = (counted.rows[0] as { n: number }).n;
  return {
    since,
    processed: Math.min(n, CAP),
    processed_capped: n > CAP,
    suggestions: {
      organizations: await countSuggestions(ctx, 'organization', 'suggested'),
      people: await countSuggestions(ctx, 'person', 'suggested'),
    },
  };
}

/** The caller has opened their processed documents: the queue counts from now (to the millisecond it answers). */
export async function markWorkQueueSeen(ctx: Ctx) {
  const { rows } = await ctx.tx.execute(sql`
    update users set work_queue_seen_at = date_trunc('milliseconds', now())
     where tenant_id = ${ctx.tenantId} and id = ${userOf(ctx)}
    returning to_char(work_queue_seen_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as seen_at`);
  const row = rows[0] as { seen_at: string } | undefined;
  if (!row) throw unauthorized();
  return row;
}

export const workQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/work-queue/',
    {
      schema: {
        tags: ['work queue'],
        summary: 'What waits for the caller: documents processed since their last visit, suggestions to review',
        response: { 200: ZWorkQueue, ...errorsFor(401, 403, 404) },
      },
      preValidation: requireAbility(workQueuePolicy.read),
    },
    async (request) => request.withTenant((ctx) => readWorkQueue(ctx)),
  );

  app.post(
    '/work-queue/seen/',
    {
      schema: {
        tags: ['work queue'],
        summary: 'The caller opened their processed documents: count from now',
        response: { 200: ZWorkQueueSeen, ...errorsFor(401, 403, 404) },
      },
      preValidation: requireAbility(workQueuePolicy.markSeen),
    },
    async (request) => request.withTenant((ctx) => markWorkQueueSeen(ctx)),
  );
};
