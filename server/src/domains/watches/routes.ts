import {
  ZAlert,
  ZAlertList,
  ZAlertListQuery,
  ZAlertMarked,
  ZAlertMarkRead,
  ZAlertSettings,
  ZAlertSettingsPatch,
  ZAlertUnread,
  ZIdParams,
  ZWatch,
  ZWatchCreate,
  ZWatchList,
  ZWatchStatus,
  ZWatchStatusQuery,
} from '@intel/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorsFor } from '../../lib/route-errors.ts';
import { requireAbility } from '../../plugins/auth.ts';
import { listAlerts, markRead, readAlert, unreadCount } from './inbox.ts';
import { watchesPolicy } from './policies.ts';
import { createWatch, deleteWatch, listWatches, watchStatus } from './store.ts';

const errors = errorsFor(400, 401, 403, 404);

/**
 * `/watches/` and `/alerts/` (issue 38): the caller's own watches, their inbox and their email choice.
 * Every read filters alerts through what the caller may see now (visible.ts); nobody reads another
 * user's watches or alerts (another's id is a 404).
 */
export const watchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/watches/',
    {
      schema: { tags: ['watches'], summary: 'The caller’s watches', response: { 200: ZWatchList, ...errors } },
      preValidation: requireAbility(watchesPolicy.watch),
    },
    async (request) => {
      const results = await request.withTenant((ctx) => listWatches(ctx));
      return { results, count: results.length };
    },
  );
  app.get(
    '/watches/status/',
    {
      schema: {
        tags: ['watches'],
        summary: 'Whether the caller watches a record',
        querystring: ZWatchStatusQuery,
        response: { 200: ZWatchStatus, ...errors },
      },
      preValidation: requireAbility(watchesPolicy.watch),
    },
    async (request) =>
      request.withTenant((ctx) => watchStatus(ctx, request.query.target_type, request.query.target_id)),
  );
  app.post(
    '/watches/',
    {
      schema: {
        tags: ['watches'],
        summary: 'Watch a record, or save a question to be told of its new results',
        body: ZWatchCreate,
        response: { 200: ZWatch, 201: ZWatch, ...errors },
      },
      preValidation: requireAbility(watchesPolicy.watch),
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { watch, created } = await request.withTenant((ctx) => createWatch(ctx, request.body), {
        statementClass: 'operator',
      });
      return reply.code(created ? 201 : 200).send(watch);
    },
  );
  app.delete(
    '/watches/:id/',
    {
      schema: {
        tags: ['watches'],
        summary: 'Stop watching',
        params: ZIdParams,
        response: { 204: z.null(), ...errors },
      },
      preValidation: requireAbility(watchesPolicy.watch),
    },
    async (request, reply) => {
      await request.withTenant((ctx) => deleteWatch(ctx, request.params.id));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/alerts/',
    {
      schema: {
        tags: ['watches'],
        summary: 'The caller’s alerts, newest first (only what they may see now)',
        querystring: ZAlertListQuery,
        response: { 200: ZAlertList, ...errors },
      },
      preValidation: requireAbility(watchesPolicy.readAlerts),
    },
    async (request) => request.withTenant((ctx) => listAlerts(ctx, request.query)),
  );
  app.get(
    '/alerts/unread/',
    {
      schema: { tags: ['watches'], summary: 'How many unread alerts', response: { 200: ZAlertUnread, ...errors } },
      preValidation: requireAbility(watchesPolicy.readAlerts),
    },
    async (request) => ({ unread: await request.withTenant((ctx) => unreadCount(ctx)) }),
  );
  app.get(
    '/alerts/settings/',
    {
      schema: {
        tags: ['watches'],
        summary: 'The caller’s alert email choice',
        response: { 200: ZAlertSettings, ...errors },
      },
      preValidation: requireAbility(watchesPolicy.readAlerts),
    },
    async (request) => {
      const email = await request.withTenant(async ({ tx, tenantId, userId }) => {
        const { rows } = await tx.execute(
          sql`select email from alert_settings where tenant_id = ${tenantId} and user_id = ${userId}`,
        );
        return ((rows[0] as { email?: string } | undefined)?.email ?? 'none') as 'none' | 'immediate' | 'daily';
      });
      return { email, email_available: !!app.config.alerts.smtpUrl };
    },
  );
  app.patch(
    '/alerts/settings/',
    {
      schema: {
        tags: ['watches'],
        summary: 'Choose alert emails: none, immediate or a daily digest',
        body: ZAlertSettingsPatch,
        response: { 200: ZAlertSettings, ...errors },
      },
      preValidation: requireAbility(watchesPolicy.readAlerts),
    },
    async (request) => {
      const email = request.body.email;
      await request.withTenant(({ tx, tenantId, userId }) =>
        tx.execute(sql`insert into alert_settings (tenant_id, user_id, email) values (${tenantId}, ${userId}, ${email})
                       on conflict (tenant_id, user_id) do update set email = excluded.email`),
      );
      return { email, email_available: !!app.config.alerts.smtpUrl };
    },
  );
  app.get(
    '/alerts/:id/',
    {
      schema: {
        tags: ['watches'],
        summary: 'One alert (a 404 once the caller may no longer see it)',
        params: ZIdParams,
        response: { 200: ZAlert, ...errors },
      },
      preValidation: requireAbility(watchesPolicy.readAlerts),
    },
    async (request) => request.withTenant((ctx) => readAlert(ctx, request.params.id)),
  );
  app.post(
    '/alerts/read/',
    {
      schema: {
        tags: ['watches'],
        summary: 'Mark alerts read',
        body: ZAlertMarkRead,
        response: { 200: ZAlertMarked, ...errors },
      },
      preValidation: requireAbility(watchesPolicy.readAlerts),
    },
    async (request) =>
      request.withTenant(async (ctx) => ({
        marked: await markRead(ctx, request.body.ids),
        unread: await unreadCount(ctx),
      })),
  );
  app.post(
    '/alerts/read-all/',
    {
      schema: { tags: ['watches'], summary: 'Mark every alert read', response: { 200: ZAlertMarked, ...errors } },
      preValidation: requireAbility(watchesPolicy.readAlerts),
    },
    async (request) =>
      request.withTenant(async (ctx) => ({ marked: await markRead(ctx, 'all'), unread: await unreadCount(ctx) })),
  );
};
