import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { withTenant } from '../../db/scoped.ts';
import { FetchRefused, safeFetch } from '../../lib/safe-fetch.ts';
import type { JobDefinition } from '../../plugins/jobs.ts';
import { presentEndpoint } from './presenters.ts';
import { signedHeaders } from './signing.ts';

const ZDeliverJob = z.object({ tenantId: z.number().int(), deliveryId: z.number().int() });
export type DeliverJob = JobDefinition<typeof ZDeliverJob>;

/** How long a receiver has to answer, and how much of its answer is read. */
const TIMEOUT_MS = 10_000;
const MAX_ANSWER_BYTES = 64 * 1024;

/** The delay before attempt `attempt + 1` (attempt ≥ 1): the first retry's delay, doubled each time, at most a day. */
export const backoffSeconds = (retrySeconds: number, attempt: number) =>
  Math.min(86_400, retrySeconds * 2 ** (attempt - 1));

type Outcome = { ok: true; status: number } | { ok: false; status: number | null; error: string };

/** One POST of a delivery's body through the SSRF guard (checked again now: DNS may have changed since). */
async function post(app: FastifyInstance, url: string, secret: string, messageId: string, body: string) {
  try {
    const res = await safeFetch(url, {
      method: 'POST',
      body,
      maxRedirects: 0,
      allow: app.config.fetch.allow,
      timeoutMs: Math.min(TIMEOUT_MS, app.config.fetch.timeoutMs),
      maxBytes: MAX_ANSWER_BYTES,
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'IntelNotes-Webhooks/1.0',
        ...signedHeaders(secret, messageId, body),
      },
    });
    if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status } satisfies Outcome;
    return { ok: false, status: res.status, error: `The endpoint answered ${res.status}.` } satisfies Outcome;
  } catch (err) {
    const error = err instanceof FetchRefused ? err.message : `Could not deliver: ${(err as Error).message}`;
    return { ok: false, status: null, error } satisfies Outcome;
  }
}

/**
 * The delivery job: one attempt of one delivery. A failed attempt schedules the next one after its
 * backoff (a new job, `startAfter`); the last failed attempt fails the delivery, and the endpoint's
 * `failureLimit`-th failed delivery in a row switches it off with a live event to the admins.
 * Safe to run twice: a delivery that is no longer pending is left alone.
 */
export function deliverJob(app: FastifyInstance): DeliverJob {
  const { maxAttempts, retrySeconds, failureLimit } = app.config.webhooks;
  const job: DeliverJob = {
    name: 'webhook-deliver',
    payload: ZDeliverJob,
    concurrency: 2,
    expireInSeconds: 60,
    async handler({ tenantId, deliveryId }) {
      const found = await withTenant(app.database, tenantId, async (tx) => {
        const [row] = await tx
          .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
          .from(webhookDeliveries)
          .innerJoin(
            webhookEndpoints,
            and(
              eq(webhookEndpoints.tenantId, webhookDeliveries.tenantId),
              eq(webhookEndpoints.id, webhookDeliveries.endpointId),
            ),
          )
          .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.id, deliveryId)));
        return row ?? null;
      });
      if (found?.delivery.status !== 'pending') return;
      const { delivery, endpoint } = found;
      const where = and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.id, deliveryId));
      if (!endpoint.enabled) {
        await withTenant(app.database, tenantId, (tx) =>
          tx
            .update(webhookDeliveries)
            .set({ status: 'failed', error: 'The endpoint is disabled.', nextAttemptAt: null })
            .where(where),
        );
        return;
      }
      const body = JSON.stringify(delivery.payload);
      const outcome = await post(app, endpoint.url, endpoint.secret, delivery.messageId, body);
      const attempts = delivery.attempts + 1;
      const endpointWhere = and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, endpoint.id));
      if (outcome.ok) {
        await withTenant(app.database, tenantId, async (tx) => {
          await tx
            .update(webhookDeliveries)
            .set({
              status: 'succeeded',
              attempts,
              responseStatus: outcome.status,
              error: null,
              lastAttemptAt: sql`now()`,
              nextAttemptAt: null,
            })
            .where(where);
          await tx.update(webhookEndpoints).set({ consecutiveFailures: 0 }).where(endpointWhere);
        });
        return;
      }
      const retry = attempts < maxAttempts;
      const delay = backoffSeconds(retrySeconds, attempts);
      const disabled = await withTenant(app.database, tenantId, async (tx) => {
        await tx
          .update(webhookDeliveries)
          .set({
            status: retry ? 'pending' : 'failed',
            attempts,
            responseStatus: outcome.status,
            error: outcome.error,
            lastAttemptAt: sql`now()`,
            nextAttemptAt: retry ? sql`now() + make_interval(secs => ${delay})` : null,
          })
          .where(where);
        if (retry) return null;
        const [after] = await tx
          .update(webhookEndpoints)
          .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
          .where(endpointWhere)
          .returning();
        if (!after?.enabled || after.consecutiveFailures < failureLimit) return null;
        const [off] = await tx
          .update(webhookEndpoints)
          .set({
            enabled: false,
            disabledAt: sql`now()`,
            disabledReason: `Switched off after ${after.consecutiveFailures} failed deliveries in a row (last: ${outcome.error})`,
            updatedAt: sql`now()`,
          })
          .where(endpointWhere)
          .returning();
        return off ?? null;
      });
      if (retry) await app.jobs.send(job, { tenantId, deliveryId }, undefined, { startAfterSeconds: delay });
      if (disabled) {
        await app.events.publish(tenantId, 'admin', 'webhook_endpoint_disabled', presentEndpoint(disabled));
        app.log.warn({ tenantId, endpointId: disabled.id }, 'webhook endpoint switched off after repeated failure');
      }
    },
  };
  return job;
}
