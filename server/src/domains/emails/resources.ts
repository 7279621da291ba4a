import {
  ENRICH_STATUSES,
  type TEmailDomain,
  type TEmailDomainPatch,
  type TEmailEntry,
  type TEmailPatch,
  ZEmailDomain,
  ZEmailDomainPatch,
  ZEmailEntry,
  ZEmailPatch,
} from '@intel/contracts';
import { and, count, desc, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { domains, emails } from '../../db/schema/index.ts';
import { booleanFilter, choiceFilter, existsFilter, numberRangeFilter } from '../../lib/filters.ts';
import type { FilterSpec } from '../../lib/listing.ts';
import type { ResourceDef } from '../../lib/resource-def.ts';
import { emailDomainsPolicy, emailsPolicy } from './policies.ts';
import { presentEmailDomains, presentEmails } from './presenters.ts';

const like = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** `name=from,to` on a timestamp, by calendar day (both ends included). */
function dayRangeFilter(column: PgColumn, name: string, label: string): FilterSpec {
  const DAY = /^\d{4}-\d{2}-\d{2}$/;
  return {
    name,
    label,
    type: 'date_range',
    toSql: ([from, to]) => {
      if ((from && !DAY.test(from)) || (to && !DAY.test(to))) return 'Use dates like 2024-03-12.';
      const parts: SQL[] = [];
      if (from) parts.push(sql`${column} >= ${from}::date`);
      if (to) parts.push(sql`${column} < ${to}::date + 1`);
      return parts.length ? and(...parts) : undefined;
    },
  };
}

const sourceFilter: FilterSpec = {
  name: 'source',
  label: 'Source',
  type: 'multi',
  toSql: (v) => inArray(emails.source, v),
  options: async (tx, where) => {
    const rows = await tx
      .select({ value: emails.source, n: count() })
      .from(emails)
      .where(and(where, isNotNull(emails.source)))
      .groupBy(emails.source)
      .orderBy(desc(count()))
      .limit(50);
    return rows.map((r) => ({ value: String(r.value), label: String(r.value), count: Number(r.n) }));
  },
};

const domainTextFilter: FilterSpec = {
  name: 'domain',
  label: 'Domain',
  type: 'text',
  toSql: ([v]) => (v ? ilike(emails.domain, like(v.toLowerCase())) : undefined),
};

/** `domain_id=N`: the addresses of one domain (the domain screen's list); not offered as a filter. */
const domainIdFilter: FilterSpec = {
  name: 'domain_id',
  label: 'Domain',
  type: 'multi',
  hidden: true,
  toSql: (v) =>
    v.every((x) => /^[1-9]\d{0,14}$/.test(x)) ? inArray(emails.domainId, v.map(Number)) : 'Use domain ids.',
};

/** The email list: research group reads and writes (SPEC §2 puts `emails` in the research route group). */
export const emailResource: ResourceDef<TEmailEntry, TEmailPatch, TEmailPatch> = {
  path: '/dxlist',
  tag: 'emails',
  entityType: 'Email',
  label: 'Email',
  table: emails,
  readAbility: emailsPolicy.read,
  writeAbility: emailsPolicy.write,
  out: ZEmailEntry,
  create: ZEmailPatch,
  patch: ZEmailPatch,
  list: {
    table: emails,
    orderings: {
      created_at: emails.createdAt,
      updated_at: emails.updatedAt,
      email: emails.email,
      name: emails.name,
      domain: emails.domain,
    },
    defaultOrdering: '-created_at',
    idColumn: emails.id,
    search: (q) => or(ilike(emails.email, like(q)), ilike(emails.name, like(q))) as SQL,
    filters: [
      domainTextFilter,
      booleanFilter(emails.cleaned, 'cleaned', 'Clean'),
      existsFilter('has_name', 'Has a name', sql`${emails.name} is not null`),
      sourceFilter,
      dayRangeFilter(emails.createdAt, 'created_at', 'Added'),
      domainIdFilter,
    ],
  },
  values: (input) => ({
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.source !== undefined ? { source: input.source } : {}),
    ...(input.cleaned !== undefined ? { cleaned: input.cleaned } : {}),
  }),
  present: presentEmails,
  xlsx: [
    { header: 'ID', key: 'id', width: 8, value: (e) => e.id },
    { header: 'Email', key: 'email', width: 36, value: (e) => e.email },
    { header: 'Name', key: 'name', width: 28, value: (e) => e.name },
    { header: 'Domain', key: 'domain', width: 24, value: (e) => e.domain },
    { header: 'Source', key: 'source', width: 16, value: (e) => e.source },
    { header: 'Clean', key: 'cleaned', width: 8, value: (e) => e.cleaned },
    { header: 'Added', key: 'created_at', width: 22, value: (e) => e.created_at },
  ],
};

export const domainResource: ResourceDef<TEmailDomain, TEmailDomainPatch, TEmailDomainPatch> = {
  path: '/dxlist/domains',
  tag: 'emails',
  entityType: 'Domain',
  label: 'Domain',
  table: domains,
  readAbility: emailDomainsPolicy.read,
  writeAbility: emailDomainsPolicy.write,
  out: ZEmailDomain,
  create: ZEmailDomainPatch,
  patch: ZEmailDomainPatch,
  list: {
    table: domains,
    orderings: {
      cleaned_emails_count: domains.cleanedEmailsCount,
      domain: domains.domain,
      enrich_status: domains.enrichStatus,
      created_at: domains.createdAt,
      updated_at: domains.updatedAt,
    },
    defaultOrdering: '-cleaned_emails_count',
    idColumn: domains.id,
    search: (q) => ilike(domains.domain, like(q.toLowerCase())),
    filters: [
      choiceFilter(domains, domains.enrichStatus, 'enrich_status', 'Enrichment', ENRICH_STATUSES),
      existsFilter('has_organization', 'Linked to an organization', sql`${domains.organizationId} is not null`),
      existsFilter(
        'has_mx',
        'Has mail servers',
        sql`jsonb_array_length(coalesce(${domains.enrichment} -> 'mx', '[]'::jsonb)) > 0`,
      ),
      numberRangeFilter(domains.cleanedEmailsCount, 'cleaned_emails_count', 'Clean addresses'),
    ],
  },
  values: (input) => (input.organization_id !== undefined ? { organizationId: input.organization_id } : {}),
  present: presentEmailDomains,
  xlsx: [
    { header: 'ID', key: 'id', width: 8, value: (d) => d.id },
    { header: 'Domain', key: 'domain', width: 30, value: (d) => d.domain },
    { header: 'Clean addresses', key: 'cleaned_emails_count', width: 16, value: (d) => d.cleaned_emails_count },
    { header: 'Enrichment', key: 'enrich_status', width: 14, value: (d) => d.enrich_status },
    { header: 'Site title', key: 'title', width: 40, value: (d) => d.enrichment.title },
    { header: 'Mail servers', key: 'mx', width: 40, value: (d) => d.enrichment.mx.map((m) => m.exchange) },
    { header: 'Organization', key: 'organization', width: 30, value: (d) => d.organization?.name ?? null },
  ],
};
