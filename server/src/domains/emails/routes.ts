import {
  ZEmailDomain,
  ZEmailDomainPatch,
  ZEmailEntry,
  ZEmailPatch,
  ZEmailSearchForm,
  ZEmailSearchFormQuery,
  ZIdParams,
} from '@intel/contracts';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { domains, emails, organizations } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { listRoutes } from '../../lib/resource-list.ts';
import { loadVisible } from '../../lib/resource-read.ts';
import { updateRecord, writeHistory } from '../../lib/resource-write.ts';
import { errorsFor } from '../../lib/route-errors.ts';
import { requireAbility } from '../../plugins/auth.ts';
import { domainEnrichmentJob, enqueueEnrichment } from './enrich.ts';
import { registerParseText } from './parse-text.ts';
import { emailDomainsPolicy, emailsPolicy } from './policies.ts';
import { domainResource, emailResource } from './resources.ts';
import { bumpCleanedCounts } from './store.ts';

const errors = errorsFor(400, 401, 403, 404);
const ZBatch = z.object({ ids: z.array(z.number().int().positive()).min(1).max(500) }).strict();

/**
 * The email list `/dxlist` (SPEC §7): addresses and their domains for the research team, the public
 * `bulk_create/parse_text` that anyone may add addresses with, and domain enrichment as a job.
 * (`email-asset-lookup/` lives with the other look-ups in domains/enrich.)
 */
export const emailRoutes: FastifyPluginAsyncZod = async (typed) => {
  const app = typed as unknown as FastifyInstance;
  app.jobs.define(domainEnrichmentJob(app));

  registerParseText(typed, app);

  typed.get(
    '/dxlist/search_input_form/',
    {
      schema: {
        tags: ['emails'],
        summary: 'Quick-find for the email list: addresses and domains matching a query',
        querystring: ZEmailSearchFormQuery,
        response: { 200: ZEmailSearchForm, ...errors },
      },
      preValidation: requireAbility(emailsPolicy.read),
    },
    async (request) =>
      request.withTenant(async (ctx) => {
        const q = request.query.query.toLowerCase();
        const pattern = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
        const found = await ctx.tx
          .select({ id: emails.id, email: emails.email, name: emails.name })
          .from(emails)
          .where(and(eq(emails.tenantId, ctx.tenantId), or(ilike(emails.email, pattern), ilike(emails.name, pattern))))
          .orderBy(desc(sql`starts_with(${emails.email}, ${q})`), asc(emails.email))
          .limit(10);
        const doms = await ctx.tx
          .select({ id: domains.id, domain: domains.domain, cleaned_emails_count: domains.cleanedEmailsCount })
          .from(domains)
          .where(and(eq(domains.tenantId, ctx.tenantId), ilike(domains.domain, pattern)))
          .orderBy(desc(domains.cleanedEmailsCount), asc(domains.domain))
          .limit(5);
        return { query: request.query.query, emails: found, domains: doms };
      }),
  );

  listRoutes(app, domainResource);

  typed.get(
    '/dxlist/domains/:id/',
    {
      schema: {
        tags: ['emails'],
        summary: 'One domain of the email list, with its enrichment',
        params: ZIdParams,
        response: { 200: ZEmailDomain, ...errors },
      },
      preValidation: requireAbility(emailDomainsPolicy.read),
    },
    async (request) =>
      request.withTenant(async (ctx) => {
        const row = await loadVisible(domainResource, ctx, request.params.id);
        return (await domainResource.present([row], ctx))[0] as z.infer<typeof ZEmailDomain>;
      }),
  );

  typed.patch(
    '/dxlist/domains/:id/',
    {
      schema: {
        tags: ['emails'],
        summary: 'Link a domain to an organization (organization_id, or null to unlink)',
        params: ZIdParams,
        body: ZEmailDomainPatch,
        response: { 200: ZEmailDomain, ...errors },
      },
      preValidation: requireAbility(emailDomainsPolicy.write),
    },
    async (request) =>
      request.withTenant(async (ctx) => {
        const orgId = request.body.organization_id;
        if (orgId) {
          const [org] = await ctx.tx
            .select({ id: organizations.id })
            .from(organizations)
            .where(and(eq(organizations.tenantId, ctx.tenantId), eq(organizations.id, orgId)));
          if (!org)
            throw badRequest('Check Organization: see the message beside it.', {
              organization_id: ['This organization does not exist (or is not visible to you): pick another one.'],
            });
        }
        return updateRecord(domainResource, ctx, request.params.id, request.body);
      }),
  );

  typed.post(
    '/dxlist/domains/:id/enrich/',
    {
      schema: {
        tags: ['emails'],
        summary: 'Look the domain up again (MX records, site title) in the background',
        params: ZIdParams,
        response: { 202: ZEmailDomain, ...errors },
      },
      preValidation: requireAbility(emailDomainsPolicy.write),
    },
    async (request, reply) => {
      const out = await request.withTenant(async (ctx) => {
        await loadVisible(domainResource, ctx, request.params.id);
        const [row] = await ctx.tx
          .update(domains)
          .set({ enrichStatus: 'pending', updatedAt: sql`now()` })
          .where(and(eq(domains.tenantId, ctx.tenantId), eq(domains.id, request.params.id)))
          .returning();
        const [presented] = await domainResource.present([row as typeof domains.$inferSelect], ctx);
        if (!presented) throw notFound('Domain not found.');
        return presented;
      });
      await enqueueEnrichment(app, request.tenant.id, [out.domain], { priority: 10 });
      return reply.code(202).send(out);
    },
  );

  listRoutes(app, emailResource);

  typed.delete(
    '/dxlist/remove-batch/',
    {
      schema: {
        tags: ['emails'],
        summary: 'Delete several addresses',
        body: ZBatch,
        response: { 200: z.object({ deleted: z.number().int() }), ...errors },
      },
      preValidation: requireAbility(emailsPolicy.write),
    },
    async (request) =>
      request.withTenant(async (ctx) => {
        const gone = await ctx.tx
          .delete(emails)
          .where(and(eq(emails.tenantId, ctx.tenantId), inArray(emails.id, request.body.ids)))
          .returning({ id: emails.id, domainId: emails.domainId, cleaned: emails.cleaned });
        const perDomain = new Map<number, number>();
        for (const g of gone) {
          if (g.cleaned && g.domainId !== null) perDomain.set(g.domainId, (perDomain.get(g.domainId) ?? 0) - 1);
          await writeHistory(ctx, emailResource.entityType, g.id, 'delete', { batch: true });
        }
        await bumpCleanedCounts(ctx.tx, ctx.tenantId, perDomain);
        return { deleted: gone.length };
      }),
  );

  typed.get(
    '/dxlist/:id/',
    {
      schema: {
        tags: ['emails'],
        summary: 'One address of the email list',
        params: ZIdParams,
        response: { 200: ZEmailEntry, ...errors },
      },
      preValidation: requireAbility(emailsPolicy.read),
    },
    async (request) =>
      request.withTenant(async (ctx) => {
        const row = await loadVisible(emailResource, ctx, request.params.id);
        return (await emailResource.present([row], ctx))[0] as z.infer<typeof ZEmailEntry>;
      }),
  );

  typed.patch(
    '/dxlist/:id/',
    {
      schema: {
        tags: ['emails'],
        summary: 'Change an address’s name, source or clean flag (the domain’s count follows the flag)',
        params: ZIdParams,
        body: ZEmailPatch,
        response: { 200: ZEmailEntry, ...errors },
      },
      preValidation: requireAbility(emailsPolicy.write),
    },
    async (request) =>
      request.withTenant(async (ctx) => {
        const before = await loadVisible(emailResource, ctx, request.params.id);
        const after = await updateRecord(emailResource, ctx, request.params.id, request.body);
        if (before.cleaned !== after.cleaned && after.domain_id !== null)
          await bumpCleanedCounts(ctx.tx, ctx.tenantId, new Map([[after.domain_id, after.cleaned ? 1 : -1]]));
        return after;
      }),
  );

  typed.delete(
    '/dxlist/:id/',
    {
      schema: {
        tags: ['emails'],
        summary: 'Delete an address',
        params: ZIdParams,
        response: { 204: z.null(), ...errors },
      },
      preValidation: requireAbility(emailsPolicy.write),
    },
    async (request, reply) => {
      await request.withTenant(async (ctx) => {
        const before = await loadVisible(emailResource, ctx, request.params.id);
        await ctx.tx.delete(emails).where(and(eq(emails.tenantId, ctx.tenantId), eq(emails.id, request.params.id)));
        if (before.cleaned && before.domainId !== null)
          await bumpCleanedCounts(ctx.tx, ctx.tenantId, new Map([[before.domainId as number, -1]]));
        await writeHistory(ctx, emailResource.entityType, request.params.id, 'delete', { snapshot: before });
      });
      return reply.code(204).send(null);
    },
  );
};
