import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tenantFromHost } from '../domains/tenancy/resolve-host.ts';
import { hostOf } from './tenant.ts';

/**
 * Serves the built SPA with history fallback: files from web/dist, every other GET that wants
 * HTML gets index.html (with the tenancy settings the SPA needs). Unknown API paths stay JSON 404s.
 */
export const spaPlugin = fp(async (app: FastifyInstance) => {
  const dist = app.config.webDist;
  const indexFile = path.join(dist, 'index.html');
  const hasSpa = existsSync(indexFile);
  const clientConfig = JSON.stringify({ baseDomain: app.config.baseDomain, defaultTenant: app.config.defaultTenant });
  // A script file, not an inline script: the content security policy allows scripts of this origin only.
  const configScript = `window.__INTEL_CONFIG__=${clientConfig.replaceAll('<', '\\u003c')};\n`;
  const indexHtml = hasSpa
    ? readFileSync(indexFile, 'utf8').replace('<!--intel-config-->', '<script src="/intel-config.js"></script>')
    : null;
  app.get('/intel-config.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(configScript),
  );
  if (hasSpa) {
    await app.register(fastifyStatic, { root: dist, wildcard: false, index: false, maxAge: '1h', immutable: false });
  } else {
    app.log.warn(`No built SPA at ${dist}: run "npm run build" (the API still works).`);
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || !indexHtml || !['GET', 'HEAD'].includes(request.method)) {
      return reply.code(404).send({ detail: 'Not found.' });
    }
    const subdomain = tenantFromHost(
      hostOf(request, app.config.trustProxy),
      app.config.baseDomain,
      app.config.defaultTenant,
    );
    const known = await app.tenants.bySubdomain(subdomain);
    // The SPA shows its 404 page for unknown tenants; the status says so to crawlers and tools too.
    return reply
      .code(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html')
      .send(indexHtml);
  });
});
