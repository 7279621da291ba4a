import { ENRICH_STATUSES, type TDomainEnrichment, type TEmailDomain, type TEmailEntry } from '@intel/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../db/ctx.ts';
import { type domains, type emails, organizations } from '../../db/schema/index.ts';
import type { AnyRow } from '../../lib/resource-def.ts';

type EmailRow = typeof emails.$inferSelect;
type DomainRow = typeof domains.$inferSelect;

export const presentEmails = async (rows: AnyRow[]): Promise<TEmailEntry[]> =>
  (rows as EmailRow[]).map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    domain: r.domain,
    domain_id: r.domainId,
    source: r.source,
    cleaned: r.cleaned,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));

const EMPTY_ENRICHMENT: TDomainEnrichment = {
  mx: [],
  title: null,
  site_url: null,
  http_status: null,
  checked_at: null,
  errors: [],
};

function enrichmentOf(value: unknown): TDomainEnrichment {
  const v = (value ?? {}) as Partial<TDomainEnrichment>;
  return {
    mx: Array.isArray(v.mx) ? v.mx : [],
    title: v.title ?? null,
    site_url: v.site_url ?? null,
    http_status: v.http_status ?? null,
    checked_at: v.checked_at ?? null,
    errors: Array.isArray(v.errors) ? v.errors : EMPTY_ENRICHMENT.errors,
  };
}

export async function presentEmailDomains(rows: AnyRow[], ctx: Ctx): Promise<TEmailDomain[]> {
  const list = rows as DomainRow[];
  const orgIds = [...new Set(list.map((r) => r.organizationId).filter((id): id is number => id !== null))];
  const orgs = orgIds.length
    ? await ctx.tx
        .select({ id: organizations.id, name: organizations.nameDba })
        .from(organizations)
        .where(and(eq(organizations.tenantId, ctx.tenantId), inArray(organizations.id, orgIds)))
    : [];
  const names = new Map(orgs.map((o) => [o.id, o.name]));
  return list.map((r) => ({
    id: r.id,
    domain: r.domain,
    cleaned_emails_count: r.cleanedEmailsCount,
    enrich_status: (ENRICH_STATUSES as readonly string[]).includes(r.enrichStatus)
      ? (r.enrichStatus as TEmailDomain['enrich_status'])
      : 'pending',
    enrichment: enrichmentOf(r.enrichment),
    organization_id: r.organizationId,
    organization:
      r.organizationId !== null && names.has(r.organizationId)
        ? { id: r.organizationId, name: names.get(r.organizationId) as string }
        : null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}
