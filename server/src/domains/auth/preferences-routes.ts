import {
  type TPreference,
  ZPreference,
  ZPreferenceList,
  ZPreferenceListQuery,
  ZPreferenceParams,
  ZPreferencePut,
} from '@intel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors.ts';
import { errorsFor } from '../../lib/route-errors.ts';
import { requireLogin } from '../../plugins/auth.ts';
import { findPreference, listPreferences, type PreferenceRow, savePreference } from './preferences-repository.ts';

const errors = errorsFor(400, 401, 404, 429);

const present = (row: PreferenceRow): TPreference => ({
  key: row.key,
  value: row.value,
  updated_at: row.updatedAt.toISOString(),
});

/**
 * A logged-in user's own preferences (a table's columns), by key. Any role may keep them; there
 * is no user id in the address, so nobody reads or writes another user's row.
 */
export const preferenceRoutes: FastifyPluginAsyncZod = async (app) => {
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
      preValidation: requireLogin,
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const userId = request.principal.userId ?? 0;
      const rows = await request.withTenant(({ tx }) => listPreferences(tx, tenantId, userId, request.query.prefix));
      return { results: rows.map(present) };
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
      preValidation: requireLogin,
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const userId = request.principal.userId ?? 0;
      const row = await request.withTenant(({ tx }) => findPreference(tx, tenantId, userId, request.params.key));
      if (!row) throw notFound('No preference saved under this key.');
      return present(row);
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
      preValidation: requireLogin,
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const userId = request.principal.userId ?? 0;
      const row = await request.withTenant(({ tx }) =>
        savePreference(tx, tenantId, userId, request.params.key, request.body.value),
      );
      return present(row);
    },
  );
};
