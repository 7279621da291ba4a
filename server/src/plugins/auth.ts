import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { withTenant } from '../db/scoped.ts';
import { isApiToken, principalForApiToken } from '../domains/api-tokens/repository.ts';
import { apiTokenUse } from '../domains/api-tokens/use.ts';
import { principalForToken } from '../domains/auth/repository.ts';
import { hashToken } from '../domains/auth/tokens.ts';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import { createTenantCache } from '../lib/tenant-cache.ts';
import { type Ability, can } from '../policies/abilities.ts';
import { ANONYMOUS, isLoggedIn, type Principal } from '../policies/principal.ts';

/** How long a checked token is trusted without asking the database again (also bounded by the session's expiry). */
const PRINCIPAL_TTL_MS = 10_000;

/**
 * Authenticates the bearer token against the request's tenant. A token that is present but not
 * valid here (expired, logged out, another tenant's) is a 401, so the SPA logs out at once.
 *
 * Checked tokens are kept for a few seconds: the session check was a transaction of its own on
 * every request (the largest cost of a counts or detail read). A write that may change access — a
 * logout, a user disabled or given other roles (plugins/tenant-tx.ts `ACCESS_ROUTES`) — drops the tenant's entries
 * in this process before its response is sent, and in the other API processes through NOTIFY; a
 * write of records does not (it left every session as it was).
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('principal', null as unknown as Principal);
  app.decorateRequest('tokenHash', null);
  const principals = createTenantCache<{ principal: Principal; expiresAt: Date } | null>({
    ttlMs: PRINCIPAL_TTL_MS,
    maxPerTenant: 20_000,
  });
  app.events.onAccessChanged((tenantId) => principals.drop(tenantId));
  app.addHook('onRequest', async (request) => {
    request.principal = ANONYMOUS;
    if (!request.tenant) return;
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^(?:Bearer|Token)\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
    if (!match?.[1]) throw unauthorized('Malformed Authorization header: expected "Bearer <token>".');
    const tokenHash = hashToken(match[1]);
    const tenantId = request.tenant.id;
    const apiToken = isApiToken(match[1]);
    const found = await principals.load(
      tenantId,
      tokenHash,
      () =>
        withTenant(app.database, tenantId, (tx) =>
          apiToken ? principalForApiToken(tx, tenantId, tokenHash) : principalForToken(tx, tenantId, tokenHash),
        ),
      // Unknown tokens are not kept: a session created a moment later must work at once.
      (session) => (session ? session.expiresAt.getTime() - Date.now() : 0),
    );
    if (!found || found.expiresAt.getTime() <= Date.now())
      throw unauthorized(
        apiToken
          ? 'This API token has expired, was revoked or is not valid here.'
          : 'Your session has expired or is not valid here. Log in again.',
      );
    request.principal = found.principal;
    request.tokenHash = tokenHash;
  });
  // Personal API tokens: read-only ones only read, each token has its own rate, and its last use is noted.
  await app.register(apiTokenUse);
});

const CONSOLE_REFUSED =
  'API tokens cannot be used on the tenant console (workspaces, geos and cities). Log in to the console instead.';

/**
 * The guard of a route: the caller must be allowed `ability` (policies/abilities.ts). Run before
 * validation, so that callers without it learn nothing about the body; an anonymous caller is
 * told to log in (401), a logged-in one without the role is refused (403). An open ability lets
 * everybody through; its guard only names it (docs/abilities.md).
 */
export function requireAbility(ability: Ability) {
  const guard =
    ability.group === 'open'
      ? async () => {}
      : async (request: FastifyRequest) => {
          if (!isLoggedIn(request.principal)) throw unauthorized();
          // The tenant console (workspaces, global reference data) is for a logged-in operator only.
          if (ability.group === 'tenantAdmin' && request.principal.apiToken) throw forbidden(CONSOLE_REFUSED);
          if (!can(request.principal, ability)) throw forbidden();
        };
  return Object.assign(guard, { ability });
}

/** The name of the ability a route's guard asks for (the authorization matrix and docs list them). */
export function abilityOf(hooks: unknown): string | null {
  for (const hook of [hooks].flat()) {
    const ability = (hook as { ability?: Ability } | undefined)?.ability;
    if (ability) return ability.name;
  }
  return null;
}
