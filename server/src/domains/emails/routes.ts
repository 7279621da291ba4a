import {
  PARSE_TEXT_ADDRESSES_PER_HOUR,
  PARSE_TEXT_DOMAIN_GROUPS,
  PARSE_TEXT_EMAILS_PER_DOMAIN,
  PARSE_TEXT_MAX_ADDRESSES,
  PARSE_TEXT_MAX_ADDRESSES_STAFF,
  PARSE_TEXT_MAX_BYTES,
  PARSE_TEXT_PER_MINUTE,
  type TListQuery,
  type TParseTextResult,
  ZAvailableFilter,
  ZEmailDomain,
  ZEmailDomainPatch,
  ZEmailEntry,
  ZEmailPatch,
  ZEmailSearchForm,
  ZEmailSearchFormQuery,
  ZErrorBody,
  ZId,
  ZListQuery,
  ZPage,
  ZParseTextBody,
  ZParseTextResult,
} from '@intel/contracts';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { domains, emails, organizations } from '../../db/schema/index.ts';
import { badRequest, HttpError, notFound, tooManyRequests } from '../../lib/http-errors.ts';
import { availableFilters, listPage, listWhere, orderBy, queryValues } from '../../lib/listing.ts';
import { baseWhere, type Ctx, loadVisible, type ResourceDef, updateRecord, writeHistory } from '../../lib/resource.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { requireResearch } from '../../plugins/auth.ts';
import { hasResearchRole } from '../../policies/principal.ts';
import { extractContacts } from './addresses.ts';
import { domainEnrichmentJob, enqueueEnrichment } from './enrich.ts';
import { HourlyQuota } from './quota.ts';
import { domainResource, emailResource } from './resources.ts';
import { addEmailsDetailed, bumpCleanedCounts } from './store.ts';

// biome-ignore lint/suspicious/noExplicitAny: the two resources of this file, handled alike
type AnyDef = ResourceDef<any, any, any>;

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };
const ZIdParams = z.object({ id: ZId });
const ZBatch = z.object({ ids: z.array(z.number().int().positive()).min(1).max(500) }).strict();
const ZListParams = ZListQuery.extend({ format: z.enum(['json', 'xlsx']).optional() }).loose();

/** `domain_id=N`: the addresses of one domain (the domain screen's list); not offered as a filter. */
function domainIdWhere(raw: Record<string, unknown>): SQL | undefined {
  const values = queryValues(raw.domain_id);
  if (values.length === 0) return undefined;
  const ids = values.map(Number);
  if (ids.some((n) => !Number.isSafeInteger(n) || n <= 0))
    throw badRequest('Invalid filter values: see errors.', { domain_id: ['Use domain ids.'] });
  return inArray(emails.domainId, ids);
}

/** The list and available-filters routes of a resource (JSON pages or an .xlsx of every filtered row). */
function listRoutes(app: FastifyInstance, def: AnyDef, extra?: (raw: Record<string, unknown>) => SQL | undefined) {
  const whereOf = (ctx: Ctx, query: TListQuery, raw: Record<string, unknown>) => {
    const base = listWhere(def.list, baseWhere(def, ctx), query, raw, ctx);
    const more = extra?.(raw);
    return more ? (and(base, more) as SQL) : base;
  };
  const select = (ctx: Ctx) => (w: SQL, order: SQL[], limit: number, offset: number) =>
    ctx.tx
      .select()
      .from(def.table)
      .where(w)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);

  app.get(
    `${def.path}/`,
    {
      schema: {
        tags: [def.tag],
        summary: `List ${def.label.toLowerCase()} records (format=xlsx for a spreadsheet)`,
        querystring: ZListParams,
        response: { 200: ZPage(def.out), ...errors },
      },
      preValidation: requireResearch,
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.query as TListQuery & { format?: string };
      const raw = request.query as Record<string, unknown>;
      if (query.format !== 'xlsx') {
        return request.withTenant(async (ctx) => {
          const page = await listPage(ctx.tx, def.list, whereOf(ctx, query, raw), query, request.url, select(ctx));
          return { ...page, results: await def.present(page.results, ctx) };
        });
      }
      const where = await request.withTenant(async (ctx) => whereOf(ctx, query, raw));
      // Checked before the download starts: a bad ordering must be a 400, not a stream cut short.
      orderBy(def.list, query.ordering);
      const pages = async function* () {
        for (let offset = 0; ; offset += 500) {
          const batch = await request.withTenant(async (ctx) => {
            const page = await listPage(
              ctx.tx,
              def.list,
              where,
              { ...query, limit: 500, offset },
              request.url,
              select(ctx),
            );
            return page.results.length ? def.present(page.results, ctx) : [];
          });
          if (batch.length === 0) return;
          yield batch;
          if (batch.length < 500) return;
        }
      };
      return sendXlsx(reply, `${def.path.replaceAll('/', '-').replace(/^-/, '')}.xlsx`, def.label, def.xlsx, pages());
    },
  );

  app.get(
    `${def.path}/available-filters/`,
    {
      schema: {
        tags: [def.tag],
        summary: `Filters of the ${def.label.toLowerCase()} list`,
        response: { 200: z.array(ZAvailableFilter), 401: ZErrorBody, 403: ZErrorBody },
      },
      preValidation: requireResearch,
    },
    async (request: FastifyRequest) =>
      request.withTenant((ctx) => availableFilters(ctx.tx, def.list, baseWhere(def, ctx), ctx.principal)),
  );
}

/** parse_text's answer: totals, and the addresses grouped by registrable domain, largest groups first. */
function parseTextAnswer(
  valid: { email: string; domain: string }[],
  inserted: Set<string>,
  invalid: string[],
): TParseTextResult {
  const groups = new Map<string, { added: string[]; present: string[] }>();
  for (const v of valid) {
    const g = groups.get(v.domain) ?? { added: [], present: [] };
    (inserted.has(v.email) ? g.added : g.present).push(v.email);
    groups.set(v.domain, g);
  }
  const ordered = [...groups.entries()].sort(
    ([a, ga], [b, gb]) =>
      gb.added.length + gb.present.length - (ga.added.length + ga.present.length) || a.localeCompare(b),
  );
  return {
    found: valid.length,
    added: inserted.size,
    already_present: valid.length - inserted.size,
    invalid: invalid.length,
    invalid_examples: invalid.slice(0, 20),
    domains: ordered.slice(0, PARSE_TEXT_DOMAIN_GROUPS).map(([domain, g]) => ({
      domain,
      added: g.added.length,
      already_present: g.present.length,
      emails: [
        ...g.added.map((email) => ({ email, status: 'added' as const })),
        ...g.present.map((email) => ({ email, status: 'already_present' as const })),
      ].slice(0, PARSE_TEXT_EMAILS_PER_DOMAIN),
    })),
    domains_total: groups.size,
  };
}

/**
 * The email list `/dxlist` (SPEC §7): addresses and their domains for the research team, the public
 * `bulk_create/parse_text` that anyone may add addresses with, and domain enrichment as a job.
 * (`email-asset-lookup/` lives with the other look-ups in domains/enrich.)
 */
export const emailRoutes: FastifyPluginAsyncZod = async (typed) => {
  const app = typed as unknown as FastifyInstance;
  app.jobs.define(domainEnrichmentJob(app));
  const hourly = new HourlyQuota(PARSE_TEXT_ADDRESSES_PER_HOUR);

  typed.post(
    '/dxlist/bulk_create/parse_text/',
    {
      schema: {
        tags: ['emails'],
        summary: 'Add every email address found in a text (public; rate-limited per address; body at most 1 MiB)',
        security: [],
        body: ZParseTextBody,
        response: { 200: ZParseTextResult, 400: ZErrorBody, 413: ZErrorBody, 429: ZErrorBody },
      },
      bodyLimit: PARSE_TEXT_MAX_BYTES,
      config: {
        rateLimit: {
          max: PARSE_TEXT_PER_MINUTE,
          timeWindow: '1 minute',
          // Per client address within one workspace: each tenant's public form has its own budget.
          keyGenerator: (request: FastifyRequest) => `${request.tenant?.id ?? 0}|${request.ip}`,
          errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
            new HttpError(429, `Too many submissions from your address. Try again in ${context.after}.`),
        },
      },
      errorHandler: (error: FastifyError, _request, reply) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          return reply.code(413).send({
            detail: 'The text is too large: send at most 1 MiB at a time (split it into parts).',
          });
        throw error;
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const { contacts, invalid } = extractContacts(request.body.raw_text);
      // Strangers get a per-call and a per-hour budget of addresses; the research team only the per-call one.
      const staff = hasResearchRole(request.principal);
      const max = staff ? PARSE_TEXT_MAX_ADDRESSES_STAFF : PARSE_TEXT_MAX_ADDRESSES;
      if (contacts.length > max)
        throw badRequest(
          `The text holds ${contacts.length.toLocaleString('en')} addresses; at most ${max.toLocaleString('en')} can be added at once (split the text into parts).`,
        );
      const quotaKey = `${tenantId}|${request.ip}`;
      if (!staff) {
        const { left, resetInSeconds } = hourly.remaining(quotaKey);
        if (contacts.length > left) {
          const minutes = Math.max(1, Math.ceil(resetInSeconds / 60));
          throw tooManyRequests(
            `Your address may add ${PARSE_TEXT_ADDRESSES_PER_HOUR.toLocaleString('en')} addresses an hour and has ${left.toLocaleString('en')} left: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          );
        }
        hourly.use(quotaKey, contacts.length);
      }
      const source = 'parse_text';
      const detail = await request.withTenant(({ tx }) =>
        addEmailsDetailed(
          tx,
          tenantId,
          contacts.map((c) => ({ email: c.email, name: c.name, source })),
        ),
      );
      try {
        await enqueueEnrichment(app, tenantId, detail.newDomains);
      } catch (err) {
        // The addresses are saved; enrichment can be re-run from the domain screen.
        request.log.warn({ err, reqId: request.id }, 'could not queue domain enrichment');
      }
      return parseTextAnswer(detail.valid, detail.inserted, invalid);
    },
  );

  typed.get(
    '/dxlist/search_input_form/',
    {
      schema: {
        tags: ['emails'],
        summary: 'Quick-find for the email list: addresses and domains matching a query',
        querystring: ZEmailSearchFormQuery,
        response: { 200: ZEmailSearchForm, ...errors },
      },
      preValidation: requireResearch,
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
      preValidation: requireResearch,
    },
    async (request) =>
      request.withTenant(async (ctx) => {
        const row = await loadVisible(domainResource as AnyDef, ctx, request.params.id);
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
      preValidation: requireResearch,
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
      preValidation: requireResearch,
    },
    async (request, reply) => {
      const out = await request.withTenant(async (ctx) => {
        await loadVisible(domainResource as AnyDef, ctx, request.params.id);
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

  listRoutes(app, emailResource, domainIdWhere);

  typed.delete(
    '/dxlist/remove-batch/',
    {
      schema: {
        tags: ['emails'],
        summary: 'Delete several addresses',
        body: ZBatch,
        response: { 200: z.object({ deleted: z.number().int() }), ...errors },
      },
      preValidation: requireResearch,
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
      preValidation: requireResearch,
    },
    async (request) =>
      request.withTenant(async (ctx) => {
        const row = await loadVisible(emailResource as AnyDef, ctx, request.params.id);
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
      preValidation: requireResearch,
    },
    async (request) =>
      request.withTenant(async (ctx) => {
        const before = await loadVisible(emailResource as AnyDef, ctx, request.params.id);
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
      preValidation: requireResearch,
    },
    async (request, reply) => {
      await request.withTenant(async (ctx) => {
        const before = await loadVisible(emailResource as AnyDef, ctx, request.params.id);
        await ctx.tx.delete(emails).where(and(eq(emails.tenantId, ctx.tenantId), eq(emails.id, request.params.id)));
        if (before.cleaned && before.domainId !== null)
          await bumpCleanedCounts(ctx.tx, ctx.tenantId, new Map([[before.domainId as number, -1]]));
        await writeHistory(ctx, emailResource.entityType, request.params.id, 'delete', { snapshot: before });
      });
      return reply.code(204).send(null);
    },
  );
};
