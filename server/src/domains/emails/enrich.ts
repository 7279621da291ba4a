import dns from 'node:dns';
import type { TDomainEnrichment, TEnrichStatus } from '@intel/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parseHTML } from 'linkedom';
import { z } from 'zod';
import { domains } from '../../db/schema/index.ts';
import { withTenant } from '../../db/scoped.ts';
import { FetchRefused, type SafeFetchResult, safeFetch } from '../../lib/safe-fetch.ts';
import type { JobDefinition } from '../../plugins/jobs.ts';

/** The network calls of an enrichment, so that tests can stand in for the DNS and the web. */
export type EnrichDeps = {
  resolveMx(domain: string): Promise<{ exchange: string; priority: number }[]>;
  fetchPage(url: string): Promise<SafeFetchResult>;
};

const DNS_TIMEOUT_MS = 3000;
const PAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Small jobs, so that a domain someone is waiting for never queues behind a long one. */
const DOMAINS_PER_JOB = 10;
const PARALLEL_LOOKUPS = 4;

/** The real network: a DNS resolver with a short timeout, and the SSRF-guarded fetch resolving through it. */
export function networkDeps(fetchConfig: { allow: string[]; timeoutMs: number }): EnrichDeps {
  const resolver = new dns.promises.Resolver({ timeout: DNS_TIMEOUT_MS, tries: 1 });
  // One answer per host for the https and the http attempt alike.
  const addresses = new Map<string, Promise<string[]>>();
  const resolve = (host: string) => {
    let found = addresses.get(host);
    if (!found) {
      found = Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]).then(([v4, v6]) => {
        const all = [v4, v6].flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
        if (all.length === 0 && v4.status === 'rejected') throw v4.reason;
        return all;
      });
      addresses.set(host, found);
    }
    return found;
  };
  return {
    resolveMx: (domain) => resolver.resolveMx(domain),
    fetchPage: (url) =>
      safeFetch(url, {
        allow: fetchConfig.allow,
        timeoutMs: Math.min(fetchConfig.timeoutMs, 8000),
        maxBytes: PAGE_MAX_BYTES,
        resolve,
        headers: { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5' },
      }),
  };
}

const DNS_REASONS: Record<string, string> = {
  ENOTFOUND: 'no such domain, or no DNS server could be reached',
  ETIMEOUT: 'the DNS server did not answer in time',
  ECONNREFUSED: 'the DNS server refused the connection',
  ESERVFAIL: 'the DNS server failed to answer',
  EREFUSED: 'the DNS server refused the query',
};

function titleOf(html: string): string | null {
  const { document } = parseHTML(html);
  const og = document.querySelector('meta[property="og:site_name"]')?.getAttribute('content');
  const title = document.querySelector('title')?.textContent ?? og ?? '';
  const clean = title.replace(/\s+/g, ' ').trim();
  return clean ? clean.slice(0, 300) : null;
}

/**
 * Looks a domain up: its MX records and the title of its web site (https, then http). 'complete'
 * when the DNS answered (even "no MX") or the site did; 'unreachable' when nothing could be
 * reached — no network, a domain that does not exist — with the reasons in `errors`.
 */
export async function lookupDomain(
  domain: string,
  deps: EnrichDeps,
): Promise<{ status: Exclude<TEnrichStatus, 'pending'>; enrichment: TDomainEnrichment }> {
  const errors: string[] = [];
  let mx: { exchange: string; priority: number }[] = [];
  let dnsAnswered = false;
  let dnsCode = '';
  try {
    // A "null MX" (RFC 7505: exchange ".") says the domain takes no mail: an answer with no servers.
    mx = (await deps.resolveMx(domain))
      .filter((r) => r.exchange && r.exchange !== '.')
      .sort((a, b) => a.priority - b.priority)
      .slice(0, 10);
    dnsAnswered = true;
  } catch (err) {
    dnsCode = (err as { code?: string }).code ?? '';
    if (dnsCode === 'ENODATA') dnsAnswered = true;
    else errors.push(`Mail servers (MX): ${DNS_REASONS[dnsCode] ?? (dnsCode || (err as Error).message)}.`);
  }

  let page: SafeFetchResult | null = null;
  // NXDOMAIN (or no DNS at all) for the MX query: there is no site to ask either.
  const noSuchDomain = dnsCode === 'ENOTFOUND';
  if (noSuchDomain) errors.push('Web site: not tried, the domain could not be found in DNS.');
  for (const url of noSuchDomain ? [] : [`https://${domain}/`, `http://${domain}/`]) {
    try {
      page = await deps.fetchPage(url);
      break;
    } catch (err) {
      const reason = err instanceof FetchRefused ? err.message : (err as Error).message;
      errors.push(`Web site ${url}: ${reason}`);
    }
  }
  let title: string | null = null;
  if (page && /html|xml/i.test(String(page.headers['content-type'] ?? '')) && page.status < 400) {
    title = titleOf(page.body.toString('utf8'));
  }
  return {
    status: dnsAnswered || page ? 'complete' : 'unreachable',
    enrichment: {
      mx,
      title,
      site_url: page?.url ?? null,
      http_status: page?.status ?? null,
      checked_at: new Date().toISOString(),
      errors,
    },
  };
}

const ENRICH_JOB = 'domains-enrich';

export const ZEnrichPayload = z.object({
  tenantId: z.number().int().positive(),
  domains: z.array(z.string().min(1).max(253)).min(1).max(DOMAINS_PER_JOB),
});

/**
 * The enrichment job: looks each domain up, stores what it found and the status, then publishes
 * `domain_info_enrich_complete` with `{domains: [{id, domain, enrich_status, title, mx}]}` to the
 * research channel (admins receive it too). Running it twice only looks the domains up again.
 */
export function domainEnrichmentJob(app: FastifyInstance): JobDefinition<typeof ZEnrichPayload> {
  return {
    name: ENRICH_JOB,
    payload: ZEnrichPayload,
    retryLimit: 1,
    expireInSeconds: 15 * 60,
    concurrency: 2,
    handler: async ({ tenantId, domains: names }) => {
      const deps = networkDeps(app.config.fetch);
      const rows = await withTenant(app.database, tenantId, (tx) =>
        tx
          .select({ id: domains.id, domain: domains.domain })
          .from(domains)
          .where(and(eq(domains.tenantId, tenantId), inArray(domains.domain, names))),
      );
      const found: { id: number; domain: string; status: TEnrichStatus; enrichment: TDomainEnrichment }[] = [];
      const queue = [...rows];
      const worker = async () => {
        for (let row = queue.shift(); row; row = queue.shift()) {
          const { status, enrichment } = await lookupDomain(row.domain, deps);
          found.push({ id: row.id, domain: row.domain, status, enrichment });
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL_LOOKUPS, rows.length) }, worker));
      // The network first, then one short transaction for the whole batch.
      await withTenant(app.database, tenantId, async (tx) => {
        for (const f of found)
          await tx
            .update(domains)
            .set({ enrichment: f.enrichment, enrichStatus: f.status, updatedAt: sql`now()` })
            .where(and(eq(domains.tenantId, tenantId), eq(domains.id, f.id)));
      });
      // One event per job, not per domain: a pasted list of thousands of domains sends a tenth of the events.
      if (found.length)
        await app.events.publish(tenantId, 'research', 'domain_info_enrich_complete', {
          domains: found.map((f) => ({
            id: f.id,
            domain: f.domain,
            enrich_status: f.status,
            title: f.enrichment.title,
            mx: f.enrichment.mx.map((m) => m.exchange),
          })),
        });
    },
  };
}

/**
 * Queues enrichment of a tenant's domains (by name), in jobs of up to 10 domains, all in one
 * insert. Call after the transaction that created the domains commits. `priority` puts the jobs
 * ahead of bulk work (someone is waiting on the domain screen).
 */
export async function enqueueEnrichment(
  app: FastifyInstance,
  tenantId: number,
  names: string[],
  opts: { priority?: number } = {},
): Promise<void> {
  if (names.length === 0) return;
  const jobs = [];
  for (let i = 0; i < names.length; i += DOMAINS_PER_JOB) {
    const data = ZEnrichPayload.parse({ tenantId, domains: names.slice(i, i + DOMAINS_PER_JOB) });
    jobs.push({ data, priority: opts.priority ?? 0 });
  }
  await app.jobs.boss.insert(ENRICH_JOB, jobs);
}
