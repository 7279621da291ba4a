import {
  API_TOKENS_PER_USER,
  ZApiTokenCreate,
  ZApiTokenCreated,
  ZApiTokenList,
  ZIdParams,
  ZTenantApiTokenList,
  ZTenantApiTokenQuery,
} from '@intel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import { errorsFor } from '../../lib/route-errors.ts';
import { requireAbility } from '../../plugins/auth.ts';
import { can } from '../../policies/abilities.ts';
import { apiTokensPolicy } from './policies.ts';
import { presentApiToken, presentTenantApiToken } from './presenters.ts';
import { countOwnLiveTokens, createApiToken, listOwnTokens, listTenantTokens, revokeApiToken } from './repository.ts';

const errors = errorsFor(400, 401, 403, 404, 429);

/**
 * Personal API tokens (issue 38). Under /auth/, so that a revoke is an access change
 * (plugins/tenant-tx.ts): every process drops its cached principals for the tenant at once.
 */
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/tokens/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Your personal API tokens (never their secrets)',
        response: { 200: ZApiTokenList, ...errors },
      },
      preValidation: requireAbility(apiTokensPolicy.manageOwn),
    },
    async (request) => {
      const userId = request.principal.userId ?? 0;
      const rows = await request.withTenant(({ tx, tenantId }) => listOwnTokens(tx, tenantId, userId));
      return { results: rows.map((r) => presentApiToken(r)) };
    },
  );

  app.post(
    '/auth/tokens/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a personal API token; its secret is in this answer only',
        description:
          "Use the answer's `token` as `Authorization: Bearer inpat_…` on any API route of this workspace. " +
          'It acts with your role as it is at each request; `read_only` tokens may only make GET requests. ' +
          '`expires_in_days`: 30, 90 or 365, or `null` (never; admins only). Needs a login session, not a token.',
        body: ZApiTokenCreate,
        response: { 201: ZApiTokenCreated, ...errors },
      },
      preValidation: requireAbility(apiTokensPolicy.manageOwn),
    },
    async (request, reply) => {
      if (request.principal.apiToken)
        throw forbidden('API tokens cannot create tokens. Log in and create it from your account.');
      const body = request.body;
      if (body.expires_in_days === null && !can(request.principal, apiTokensPolicy.manageTenant))
        throw badRequest('Only admins may create a token that never expires.', {
          expires_in_days: ['Choose 30, 90 or 365 days.'],
        });
      const userId = request.principal.userId ?? 0;
      const created = await request.withTenant(async ({ tx, tenantId }) => {
        if ((await countOwnLiveTokens(tx, tenantId, userId)) >= API_TOKENS_PER_USER)
          throw badRequest(`You have ${API_TOKENS_PER_USER} live tokens, the most one may hold. Revoke one first.`);
        return createApiToken(tx, tenantId, userId, {
          name: body.name,
          expiresInDays: body.expires_in_days,
          readOnly: body.read_only,
        });
      });
      return reply.code(201).send({ ...presentApiToken(created.row), token: created.token });
    },
  );

  app.delete(
    '/auth/tokens/:id/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke one of your API tokens (it stops at once)',
        params: ZIdParams,
        response: { 204: z.null(), ...errors },
      },
      preValidation: requireAbility(apiTokensPolicy.manageOwn),
    },
    async (request, reply) => {
      const userId = request.principal.userId ?? 0;
      const done = await request.withTenant(({ tx, tenantId }) =>
        revokeApiToken(tx, tenantId, request.params.id, userId),
      );
      if (!done) throw notFound('No such token of yours.');
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/tenant-tokens/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Every API token of the workspace, with its owner (admins)',
        querystring: ZTenantApiTokenQuery,
        response: { 200: ZTenantApiTokenList, ...errors },
      },
      preValidation: requireAbility(apiTokensPolicy.manageTenant),
    },
    async (request) => {
      const page = await request.withTenant(({ tx, tenantId }) => listTenantTokens(tx, tenantId, request.query));
      return { count: page.count, results: page.rows.map(presentTenantApiToken) };
    },
  );

  app.delete(
    '/auth/tenant-tokens/:id/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke any API token of the workspace (admins)',
        params: ZIdParams,
        response: { 204: z.null(), ...errors },
      },
      preValidation: requireAbility(apiTokensPolicy.manageTenant),
    },
    async (request, reply) => {
      const done = await request.withTenant(({ tx, tenantId }) => revokeApiToken(tx, tenantId, request.params.id));
      if (!done) throw notFound('No such token in this workspace.');
      return reply.code(204).send(null);
    },
  );
};
