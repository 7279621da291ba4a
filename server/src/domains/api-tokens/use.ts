import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withTenant } from '../../db/scoped.ts';
import { forbidden, tooManyRequests } from '../../lib/http-errors.ts';
import { touchApiToken } from './repository.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A token's last use is written at most this often per process (the statement also skips fresher rows). */
const TOUCH_EVERY_MS = 60_000;
/** Tokens remembered for the throttle; past this the oldest are forgotten (one extra write each, at worst). */
const TOUCH_MEMORY = 50_000;

/**
 * What an API-token request meets after authentication (plugins/auth.ts): a read-only token is
 * refused any write; each token has its own request rate (429 with Retry-After, in this process,
 * like every rate limit here); and its last use is noted, at most once a minute.
 */
export const apiTokenUse = fp(async (app: FastifyInstance) => {
  const perMinute = app.config.apiTokenRatePerMinute;
  const limit = app.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `pat:${request.tenant.id}:${request.principal.apiToken?.id}`,
  });
  const touched = new Map<string, number>();

  app.addHook('onRequest', async (request, reply) => {
    const token = request.principal.apiToken;
    if (!token) return;
    if (token.readOnly && !READS.has(request.method))
      throw forbidden('This API token is read-only: it may only make GET requests. Use a token that is not read-only.');
    const rate = await limit(request);
    if (!rate.isAllowed) {
      reply.header('x-ratelimit-limit', rate.max);
      reply.header('x-ratelimit-remaining', rate.remaining);
      reply.header('x-ratelimit-reset', rate.ttlInSeconds);
      if (rate.isExceeded) {
        reply.header('retry-after', rate.ttlInSeconds);
        throw tooManyRequests(
          `This API token made more than ${perMinute} requests in a minute. Try again in ${rate.ttlInSeconds} s.`,
        );
      }
    }
    const tenantId = request.tenant.id;
    const key = `${tenantId}:${token.id}`;
    const last = touched.get(key) ?? 0;
    if (Date.now() - last < TOUCH_EVERY_MS) return;
    touched.delete(key);
    touched.set(key, Date.now());
    if (touched.size > TOUCH_MEMORY) touched.delete(touched.keys().next().value as string);
    await withTenant(app.database, tenantId, (tx) => touchApiToken(tx, tenantId, token.id));
  });
});
