import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { withTenant } from '../db/scoped.ts';
import { principalForToken } from '../domains/auth/repository.ts';
import { hashToken } from '../domains/auth/tokens.ts';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import {
  ANONYMOUS,
  hasAdminRole,
  hasResearchRole,
  hasTenantAdminRole,
  isLoggedIn,
  type Principal,
} from '../policies/principal.ts';

/**
 * Authenticates the bearer token against the request's tenant. A token that is present but not
 * valid here (expired, logged out, another tenant's) is a 401, so the SPA logs out at once.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('principal', null as unknown as Principal);
  app.decorateRequest('tokenHash', null);
  app.addHook('onRequest', async (request) => {
    request.principal = ANONYMOUS;
    if (!request.tenant) return;
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^(?:Bearer|Token)\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
    if (!match?.[1]) throw unauthorized('Malformed Authorization header: expected "Bearer <token>".');
    const tokenHash = hashToken(match[1]);
    const principal = await withTenant(app.database, request.tenant.id, (tx) =>
      principalForToken(tx, request.tenant.id, tokenHash),
    );
    if (!principal) throw unauthorized('Your session has expired or is not valid here. Log in again.');
    request.principal = principal;
    request.tokenHash = tokenHash;
  });
});

type Rule = (p: Principal) => boolean;

function guard(rule: Rule) {
  return async (request: FastifyRequest) => {
    if (!isLoggedIn(request.principal)) throw unauthorized();
    if (!rule(request.principal)) throw forbidden();
  };
}

/** Guards for the route groups of DESIGN §3, run before validation so that callers without the role learn nothing about the body. */
export const requireLogin = guard(() => true);
export const requireResearch = guard(hasResearchRole);
export const requireAdmin = guard(hasAdminRole);
export const requireTenantAdmin = guard(hasTenantAdminRole);
