import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The policy every document of the app and the API docs is served with (issue 13 item 13).
 * Scripts come from the app's own origin only (the SPA's settings are a script file too,
 * plugins/spa.ts); styles may be inline because MUI (emotion) writes <style> elements at run
 * time and React and Swagger UI set style attributes; nothing may frame the app.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Helmet's headers on every answer: CSP, nosniff, no referrer, no framing, HSTS and the rest of its defaults. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // Links out to an organization's site must not tell it which record was open.
    referrerPolicy: { policy: 'no-referrer' },
  });
});
