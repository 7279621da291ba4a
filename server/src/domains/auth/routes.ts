import {
  ZAuthState,
  ZLogin,
  ZMe,
  ZMePatch,
  ZPreference,
  ZPreferenceList,
  ZPreferenceListQuery,
  ZPreferenceParams,
  ZPreferencePut,
} from '@intel/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { errorsFor } from '../../lib/route-errors.ts';
import { requireAbility } from '../../plugins/auth.ts';
import { login } from './login.ts';
import { accountPolicy } from './policies.ts';
import { findPreference, listPreferences, savePreference } from './preferences-repository.ts';
import { presentMe, presentPreference } from './presenters.ts';
import { deleteSession, endSessionsOf, findUserById } from './repository.ts';
import { hashPassword, verifyPassword } from './tokens.ts';

const errors = errorsFor(400, 401, 403, 404, 429);

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login/',
    {
      preValidation: requireAbility(accountPolicy.signIn),
      schema: {
        tags: ['auth'],
        summary: 'Log in with email and password',
        body: ZLogin,
        response: { 200: ZAuthState, ...errors },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { token, user } = await login(app.database, request.tenant, {
        ...request.body,
        address: request.ip,
        ttlMs: app.config.sessionTtlMs,
      });
      return { token, ...presentMe(user, request.tenant) };
    },
  );

  app.post(
    '/auth/logout/',
    {
      schema: { tags: ['auth'], summary: 'End this session', response: { 204: z.null(), ...errors } },
      preValidation: requireAbility(accountPolicy.signOut),
    },
    async (request, reply) => {
      const tokenHash = request.tokenHash;
      if (tokenHash) await request.withTenant(({ tx }) => deleteSession(tx, request.tenant.id, tokenHash));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/me/',
    {
      schema: { tags: ['auth'], summary: 'The logged-in user', response: { 200: ZMe, ...errors } },
      preValidation: requireAbility(accountPolicy.readOwn),
    },
    async (request) => {
      const user = await request.withTenant(({ tx }) =>
        findUserById(tx, request.tenant.id, request.principal.userId ?? 0),
      );
      if (!user) throw notFound();
      return presentMe(user, request.tenant);
    },
  );

  app.patch(
    '/auth/me/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change own alias or password',
        body: ZMePatch,
        response: { 200: ZMe, ...errors },
      },
      preValidation: requireAbility(accountPolicy.editOwn),
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const userId = request.principal.userId ?? 0;
      const body = request.body;
      const user = await request.withTenant(({ tx }) => findUserById(tx, tenantId, userId));
      if (!user) throw notFound();
      const changes: Partial<typeof users.$inferInsert> = {};
      if (body.alias !== undefined) changes.alias = body.alias || null;
      if (body.new_password) {
        if (!(await verifyPassword(user.passwordHash, body.current_password ?? ''))) {
          throw badRequest('Your current password is not correct.', { current_password: ['Not correct.'] });
        }
        changes.passwordHash = await hashPassword(body.new_password);
      }
      const updated = await request.withTenant(async ({ tx }) => {
        const [row] = await tx
          .update(users)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
          .returning();
        // A new password ends every other session (one opened with the old password, perhaps by someone else).
        if (row && changes.passwordHash) await endSessionsOf(tx, tenantId, userId, request.tokenHash);
        return row;
      });
      if (!updated) throw notFound();
      return presentMe(updated, request.tenant);
    },
  );

  // A logged-in user's own preferences (a table's columns), by key. Any role may keep them; there
  // is no user id in the address, so nobody reads or writes another user's row.
  // The SPA reads every table's columns in one request that is never a 404 (a 404 is console noise
  // on every list a user has not arranged yet); the single-key GET below answers 404 when unsaved.
  app.get(
    '/auth/me/preferences/',
    {
      schema: {
        tags: ['auth'],
        summary: 'The logged-in user’s preferences whose key starts with `prefix`',
        querystring: ZPreferenceListQuery,
        response: { 200: ZPreferenceList, ...errors },
      },
      preValidation: requireAbility(accountPolicy.keepPreferences),
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const userId = request.principal.userId ?? 0;
      const rows = await request.withTenant(({ tx }) => listPreferences(tx, tenantId, userId, request.query.prefix));
      return { results: rows.map(presentPreference) };
    },
  );

  app.get(
    '/auth/me/preferences/:key/',
    {
      schema: {
        tags: ['auth'],
        summary: 'One of the logged-in user’s preferences (404: none saved, use the defaults)',
        params: ZPreferenceParams,
        response: { 200: ZPreference, ...errors },
      },
      preValidation: requireAbility(accountPolicy.keepPreferences),
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const userId = request.principal.userId ?? 0;
      const row = await request.withTenant(({ tx }) => findPreference(tx, tenantId, userId, request.params.key));
      if (!row) throw notFound('No preference saved under this key.');
      return presentPreference(row);
    },
  );

  app.put(
    '/auth/me/preferences/:key/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Save one of the logged-in user’s preferences (any JSON, at most 16 KB)',
        params: ZPreferenceParams,
        body: ZPreferencePut,
        response: { 200: ZPreference, ...errors },
      },
      preValidation: requireAbility(accountPolicy.keepPreferences),
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const userId = request.principal.userId ?? 0;
      const row = await request.withTenant(({ tx }) =>
        savePreference(tx, tenantId, userId, request.params.key, request.body.value),
      );
      return presentPreference(row);
    },
  );
};
