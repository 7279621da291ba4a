import {
  PARSE_TEXT_ADDRESSES_PER_HOUR,
  PARSE_TEXT_DOMAIN_GROUPS,
  PARSE_TEXT_EMAILS_PER_DOMAIN,
  PARSE_TEXT_MAX_ADDRESSES,
  PARSE_TEXT_MAX_ADDRESSES_STAFF,
  PARSE_TEXT_MAX_BYTES,
  PARSE_TEXT_PER_MINUTE,
  type TParseTextResult,
  ZErrorBody,
  ZParseTextBody,
  ZParseTextResult,
} from '@intel/contracts';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, HttpError, tooManyRequests } from '../../lib/http-errors.ts';
import { requireAbility } from '../../plugins/auth.ts';
import { can } from '../../policies/abilities.ts';
import { extractContacts } from './addresses.ts';
import { enqueueEnrichment } from './enrich.ts';
import { emailsPolicy } from './policies.ts';
import { HourlyQuota } from './quota.ts';
import { addEmailsDetailed } from './store.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

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

/** `bulk_create/parse_text`: anyone may add the addresses a text holds, within a quota per client address. */
export function registerParseText(typed: ZodApp, app: FastifyInstance) {
  const hourly = new HourlyQuota(PARSE_TEXT_ADDRESSES_PER_HOUR);

  typed.post(
    '/dxlist/bulk_create/parse_text/',
    {
      preValidation: requireAbility(emailsPolicy.submit),
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
      const staff = can(request.principal, emailsPolicy.submitUnbudgeted);
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
}
