import { ZPageFields } from '@intel/contracts';
import { and, eq, ilike, inArray, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { organizationEmails, organizations, people, personEmails } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { errorsFor } from '../../lib/route-errors.ts';
import { FetchRefused, safeFetch } from '../../lib/safe-fetch.ts';
import { requireAbility } from '../../plugins/auth.ts';
import { readableVisibilities } from '../../policies/principal.ts';
import { personName } from '../curation/presenters.ts';
import { createIconCache, ICON_HEADERS, sniffRasterType } from './icons.ts';
import { pageFields } from './page-fields.ts';
import { enrichPolicy } from './policies.ts';

const ZRef = z.object({ id: z.number().int(), name: z.string() });
const errors = errorsFor(400, 401, 403, 404);

/** Fill-from-URL suggestions, the owner of an email, and organization icons — all outbound fetches go through safe-fetch. */
export const enrichRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/assets/organizations/suggested_fields_from_url/',
    {
      schema: {
        tags: ['organizations'],
        summary: 'Suggest organization fields from its web page (fetched by the server, SSRF-guarded)',
        querystring: z.object({ url: z.string().trim().min(1).max(2000) }),
        response: { 200: ZPageFields, ...errors },
      },
      preValidation: requireAbility(enrichPolicy.suggestFromWebPage),
    },
    async (request) => {
      const url = /^[a-z]+:\/\//i.test(request.query.url) ? request.query.url : `https://${request.query.url}`;
      try {
        const res = await safeFetch(url, {
          allow: app.config.fetch.allow,
          timeoutMs: app.config.fetch.timeoutMs,
          maxBytes: Math.min(app.config.fetch.maxBytes, 3 * 1024 * 1024),
        });
        if (res.status >= 400) throw badRequest(`The page answered ${res.status}.`);
        const type = String(res.headers['content-type'] ?? '');
        if (!/html|xml|text/i.test(type)) throw badRequest('That address is not a web page.');
        return pageFields(res.body.toString('utf8'), res.url);
      } catch (err) {
        if (err instanceof FetchRefused)
          throw badRequest(`Could not read that page: ${err.message}`, { url: [err.message] });
        throw err;
      }
    },
  );

  app.get(
    '/dxlist/email-asset-lookup/',
    {
      schema: {
        tags: ['emails'],
        summary: 'The organizations and people that own an email address',
        querystring: z.object({
          email: z
            .string()
            .trim()
            .toLowerCase()
            .pipe(z.email({ message: 'Not a valid email address.' })),
        }),
        response: {
          200: z.object({ email: z.string(), organizations: z.array(ZRef), people: z.array(ZRef) }),
          ...errors,
        },
      },
      preValidation: requireAbility(enrichPolicy.ownersOfEmail),
    },
    async (request) =>
      request.withTenant(async ({ tx }) => {
        const email = request.query.email;
        const domain = email.split('@')[1] ?? '';
        const visible = readableVisibilities(request.principal);
        const orgs = await tx
          .selectDistinct({ id: organizations.id, name: organizations.nameDba })
          .from(organizationEmails)
          .innerJoin(
            organizations,
            and(
              eq(organizations.tenantId, organizationEmails.tenantId),
              eq(organizations.id, organizationEmails.ownerId),
            ),
          )
          .where(
            and(
              eq(organizationEmails.tenantId, request.tenant.id),
              or(eq(organizationEmails.email, email), ilike(organizationEmails.email, `%@${domain}`)),
              inArray(organizations.visibility, visible),
            ),
          )
          .limit(20);
        const ppl = await tx
          .selectDistinct({
            id: people.id,
            nameGiven: people.nameGiven,
            nameFamily: people.nameFamily,
            nameNickname: people.nameNickname,
          })
          .from(personEmails)
          .innerJoin(people, and(eq(people.tenantId, personEmails.tenantId), eq(people.id, personEmails.ownerId)))
          .where(
            and(
              eq(personEmails.tenantId, request.tenant.id),
              eq(personEmails.email, email),
              inArray(people.visibility, visible),
            ),
          )
          .limit(20);
        return { email, organizations: orgs, people: ppl.map((p) => ({ id: p.id, name: personName(p) })) };
      }),
  );

  // 32 MiB of icons at most, whatever their count (issue 13 item 14).
  const icons = createIconCache(32 * 1024 * 1024);
  app.get(
    '/icons/:domain/',
    {
      preValidation: requireAbility(enrichPolicy.readIcons),
      schema: {
        tags: ['organizations'],
        summary: 'The icon of a web domain, fetched from the icon service through the server and cached 168 hours',
        params: z.object({
          domain: z
            .string()
            .toLowerCase()
            .max(253)
            .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'Not a domain name.'),
        }),
      },
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const domain = request.params.domain;
      const hit = icons.get(domain);
      const fresh = hit && Date.now() - hit.at < (hit.body ? app.config.iconCacheMs : 3600_000);
      let entry = fresh ? hit : undefined;
      if (!entry) {
        entry = { at: Date.now(), body: null, type: 'image/x-icon' };
        try {
          const res = await safeFetch(app.config.iconServiceUrl.replace('{domain}', encodeURIComponent(domain)), {
            allow: app.config.fetch.allow,
            timeoutMs: 5000,
            maxBytes: 256 * 1024,
          });
          // The type is read from the bytes: an SVG (or HTML) labelled image/png is no icon.
          const type = res.status === 200 ? sniffRasterType(res.body) : null;
          if (type) entry = { at: Date.now(), body: res.body, type };
        } catch {
          /* unreachable: remembered as missing for an hour */
        }
        icons.set(domain, entry);
      }
      // "No icon" is an answer, not an error (issue 19 item 13): a 404 here was a console error on every list.
      if (!entry.body) return reply.code(204).header('cache-control', 'public, max-age=3600').send();
      return reply
        .header('content-type', entry.type)
        .header('cache-control', `public, max-age=${Math.floor(app.config.iconCacheMs / 1000)}`)
        .headers(ICON_HEADERS)
        .send(entry.body);
    },
  );
};
