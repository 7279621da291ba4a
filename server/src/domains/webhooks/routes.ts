import {
  ZIdParams,
  ZWebhookDelivery,
  ZWebhookDeliveryList,
  ZWebhookDeliveryParams,
  ZWebhookDeliveryQuery,
  ZWebhookEndpoint,
  ZWebhookEndpointCreate,
  ZWebhookEndpointList,
  ZWebhookEndpointPatch,
  ZWebhookEndpointWithSecret,
} from '@intel/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import type { Tx } from '../../db/scoped.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { errorsFor } from '../../lib/route-errors.ts';
import { checkUrl, FetchRefused } from '../../lib/safe-fetch.ts';
import { requireAbility } from '../../plugins/auth.ts';
import { deliverJob } from './delivery.ts';
import { createDispatch } from './dispatch.ts';
import { webhooksPolicy } from './policies.ts';
import { presentDelivery, presentEndpoint } from './presenters.ts';
import { newSecret } from './signing.ts';

const errors = errorsFor(400, 401, 403, 404, 409);
const tags = ['webhooks'];

/**
 * A URL that may receive deliveries: the SSRF guard's checks now (they run again at every delivery),
 * and https unless FETCH_ALLOW opened the host (a receiver on the operator's own network).
 */
async function endpointUrl(app: FastifyInstance, raw: string): Promise<string> {
  let checked: Awaited<ReturnType<typeof checkUrl>>;
  try {
    checked = await checkUrl(raw, { allow: app.config.fetch.allow });
  } catch (err) {
    if (!(err instanceof FetchRefused)) throw err;
    const message = `This URL cannot receive webhooks: ${err.message}`;
    throw badRequest(message, { url: [message] });
  }
  if (checked.url.protocol !== 'https:' && !checked.allowListed) {
    const message = 'Use an https URL.';
    throw badRequest(message, { url: [message] });
  }
  return checked.url.toString();
}

async function loadEndpoint(tx: Tx, tenantId: number, id: number) {
  const [row] = await tx
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, id)));
  if (!row) throw notFound('Webhook endpoint not found.');
  return row;
}

/** `/webhooks/`: the tenant's endpoints, their secrets and delivery log (admins; issue 38 part 3). */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const deliver = deliverJob(app);
  const dispatch = createDispatch(app, deliver);
  app.jobs.define(deliver);
  app.jobs.define(dispatch.fanout);
  const stopLive = app.events.subscribe((e) => dispatch.onLiveEvent(e));
  const stopRecords = app.recordChanges.on((tenantId, changes) => dispatch.onRecordChanges(tenantId, changes));
  app.addHook('onClose', async () => {
    stopLive();
    stopRecords();
  });

  app.get(
    '/webhooks/',
    {
      schema: { tags, summary: 'The tenant’s webhook endpoints', response: { 200: ZWebhookEndpointList, ...errors } },
      preValidation: requireAbility(webhooksPolicy.read),
    },
    async (request) => {
      const rows = await request.withTenant(({ tx, tenantId }) =>
        tx
          .select()
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.tenantId, tenantId))
          .orderBy(desc(webhookEndpoints.id))
          .limit(500),
      );
      return { results: rows.map(presentEndpoint) };
    },
  );

  app.post(
    '/webhooks/',
    {
      schema: {
        tags,
        summary: 'Register an endpoint (its signing secret is answered this once)',
        body: ZWebhookEndpointCreate,
        response: { 201: ZWebhookEndpointWithSecret, ...errors },
      },
      preValidation: requireAbility(webhooksPolicy.manage),
    },
    async (request, reply) => {
      const url = await endpointUrl(app, request.body.url);
      const secret = newSecret();
      const row = await request.withTenant(async ({ tx, tenantId, userId }) => {
        const [created] = await tx
          .insert(webhookEndpoints)
          .values({
            tenantId,
            url,
            description: request.body.description,
            events: request.body.events,
            enabled: request.body.enabled,
            secret,
            createdBy: userId,
          })
          .returning();
        return created;
      });
      dispatch.forget(request.tenant.id);
      if (!row) throw notFound();
      return reply.code(201).send({ ...presentEndpoint(row), secret });
    },
  );

  app.get(
    '/webhooks/:id/',
    {
      schema: {
        tags,
        summary: 'One webhook endpoint',
        params: ZIdParams,
        response: { 200: ZWebhookEndpoint, ...errors },
      },
      preValidation: requireAbility(webhooksPolicy.read),
    },
    async (request) =>
      presentEndpoint(await request.withTenant(({ tx, tenantId }) => loadEndpoint(tx, tenantId, request.params.id))),
  );

  app.patch(
    '/webhooks/:id/',
    {
      schema: {
        tags,
        summary: 'Change an endpoint (switching it on again clears its failures)',
        params: ZIdParams,
        body: ZWebhookEndpointPatch,
        response: { 200: ZWebhookEndpoint, ...errors },
      },
      preValidation: requireAbility(webhooksPolicy.manage),
    },
    async (request) => {
      const body = request.body;
      const url = body.url === undefined ? undefined : await endpointUrl(app, body.url);
      const row = await request.withTenant(async ({ tx, tenantId }) => {
        const before = await loadEndpoint(tx, tenantId, request.params.id);
        const enabling = body.enabled === true && !before.enabled;
        const [after] = await tx
          .update(webhookEndpoints)
          .set({
            ...(url !== undefined ? { url } : {}),
            ...(body.description !== undefined ? { description: body.description } : {}),
            ...(body.events !== undefined ? { events: body.events } : {}),
            ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
            ...(enabling ? { consecutiveFailures: 0, disabledReason: null, disabledAt: null } : {}),
            ...(body.enabled === false && before.enabled ? { disabledAt: sql`now()`, disabledReason: null } : {}),
            updatedAt: sql`now()`,
          })
          .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, before.id)))
          .returning();
        return after;
      });
      dispatch.forget(request.tenant.id);
      if (!row) throw notFound('Webhook endpoint not found.');
      return presentEndpoint(row);
    },
  );

  app.delete(
    '/webhooks/:id/',
    {
      schema: {
        tags,
        summary: 'Delete an endpoint and its delivery log',
        params: ZIdParams,
        response: { 204: z.null(), ...errors },
      },
      preValidation: requireAbility(webhooksPolicy.manage),
    },
    async (request, reply) => {
      await request.withTenant(async ({ tx, tenantId }) => {
        const before = await loadEndpoint(tx, tenantId, request.params.id);
        await tx
          .delete(webhookEndpoints)
          .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, before.id)));
      });
      dispatch.forget(request.tenant.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/webhooks/:id/rotate-secret/',
    {
      schema: {
        tags,
        summary: 'A new signing secret (answered this once; the old one stops at once)',
        params: ZIdParams,
        response: { 200: ZWebhookEndpointWithSecret, ...errors },
      },
      preValidation: requireAbility(webhooksPolicy.manage),
    },
    async (request) => {
      const secret = newSecret();
      const row = await request.withTenant(async ({ tx, tenantId }) => {
        const before = await loadEndpoint(tx, tenantId, request.params.id);
        const [after] = await tx
          .update(webhookEndpoints)
          .set({ secret, updatedAt: sql`now()` })
          .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, before.id)))
          .returning();
        return after;
      });
      if (!row) throw notFound('Webhook endpoint not found.');
      return { ...presentEndpoint(row), secret };
    },
  );

  app.post(
    '/webhooks/:id/test/',
    {
      schema: {
        tags,
        summary: 'Send a test event (`webhook.test`) to the endpoint',
        params: ZIdParams,
        response: { 202: ZWebhookDelivery, ...errors },
      },
      preValidation: requireAbility(webhooksPolicy.manage),
    },
    async (request, reply) => {
      const endpoint = await request.withTenant(({ tx, tenantId }) => loadEndpoint(tx, tenantId, request.params.id));
      if (!endpoint.enabled) throw conflict('Switch the endpoint on first.');
      const id = await dispatch.ping(request.tenant.id, endpoint.id);
      const delivery = await request.withTenant(({ tx, tenantId }) => loadDelivery(tx, tenantId, endpoint.id, id ?? 0));
      return reply.code(202).send(presentDelivery(delivery));
    },
  );

  app.get(
    '/webhooks/:id/deliveries/',
    {
      schema: {
        tags,
        summary: 'The endpoint’s deliveries, newest first',
        params: ZIdParams,
        querystring: ZWebhookDeliveryQuery,
        response: { 200: ZWebhookDeliveryList, ...errors },
      },
      preValidation: requireAbility(webhooksPolicy.read),
    },
    async (request) => {
      const rows = await request.withTenant(async ({ tx, tenantId }) => {
        const endpoint = await loadEndpoint(tx, tenantId, request.params.id);
        return tx
          .select()
          .from(webhookDeliveries)
          .where(
            and(
              eq(webhookDeliveries.tenantId, tenantId),
              eq(webhookDeliveries.endpointId, endpoint.id),
              request.query.status ? eq(webhookDeliveries.status, request.query.status) : undefined,
            ),
          )
          .orderBy(desc(webhookDeliveries.id))
          .limit(request.query.limit);
      });
      return { results: rows.map(presentDelivery) };
    },
  );

  app.post(
    '/webhooks/:id/deliveries/:deliveryId/resend/',
    {
      schema: {
        tags,
        summary: 'Send a delivery again (same `webhook-id`, a fresh round of attempts)',
        params: ZWebhookDeliveryParams,
        response: { 202: ZWebhookDelivery, ...errors },
      },
      preValidation: requireAbility(webhooksPolicy.manage),
    },
    async (request, reply) => {
      const { id, deliveryId } = request.params;
      const row = await request.withTenant(async ({ tx, tenantId }) => {
        const endpoint = await loadEndpoint(tx, tenantId, id);
        if (!endpoint.enabled) throw conflict('Switch the endpoint on first.');
        const before = await loadDelivery(tx, tenantId, endpoint.id, deliveryId);
        if (before.status === 'pending') throw conflict('This delivery is still being sent.');
        const [after] = await tx
          .update(webhookDeliveries)
          .set({ status: 'pending', attempts: 0, error: null, responseStatus: null, nextAttemptAt: sql`now()` })
          .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.id, before.id)))
          .returning();
        return after;
      });
      if (!row) throw notFound('Delivery not found.');
      await app.jobs.send(deliver, { tenantId: request.tenant.id, deliveryId: row.id });
      return reply.code(202).send(presentDelivery(row));
    },
  );
};

async function loadDelivery(tx: Tx, tenantId: number, endpointId: number, id: number) {
  const [row] = await tx
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.tenantId, tenantId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.id, id),
      ),
    );
  if (!row) throw notFound('Delivery not found.');
  return row;
}
