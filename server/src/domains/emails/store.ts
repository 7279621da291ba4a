import { and, eq, inArray, sql } from 'drizzle-orm';
import { domains, emails } from '../../db/schema/index.ts';
import type { Tx } from '../../db/scoped.ts';
import { fixedStatements } from '../../lib/compiled.ts';
import { normaliseEmail, registrableDomain } from './addresses.ts';

export { extractContacts, extractEmails, normaliseEmail, registrableDomain } from './addresses.ts';

export type NewEmail = { email: string; name?: string | null; source: string };
export type AddReport = {
  /** Addresses stored by this call. */
  added: number;
  /** Valid addresses that were on the list already. */
  present: number;
  /** Registrable domains this call created: new to the tenant's list, so not enriched yet. */
  domains: string[];
};

/** Rows per INSERT: 7 parameters a row stays far below PostgreSQL's 65,535 parameters a statement. */
const CHUNK = 1000;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** A value a fixed statement is run with (lib/compiled.ts `fixedStatements`). */
const slot = (name: string) => sql.placeholder(name);

/**
 * `addEmailsDetailed`'s two statements (lib/compiled.ts): the missing domains created with every domain's id
 * read, then the addresses inserted with their domains' counts raised by what was really inserted.
 */
const statement = fixedStatements((shape: 'domains' | 'emails') =>
  shape === 'domains'
    ? sql`
      with created as (
        insert into ${domains} (tenant_id, domain)
        select ${slot('tenantId')}, x.domain from unnest(${slot('names')}::text[]) with ordinality as x(domain, n) order by x.n
        on conflict (tenant_id, domain) do nothing
        returning id, domain)
      select id, domain, true as created from created
      union all
      select id, domain, false from ${domains} where tenant_id = ${slot('tenantId')} and domain = any(${slot('names')}::text[])`
    : sql`
      with added as (
        insert into ${emails} (tenant_id, email, name, domain_id, domain, source, cleaned)
        select ${slot('tenantId')}, x.email, x.name, x.domain_id, x.domain, x.source, true
          from unnest(${slot('emails')}::text[], ${slot('names')}::text[], ${slot('domainIds')}::bigint[],
                      ${slot('domains')}::text[], ${slot('sources')}::text[])
               with ordinality as x(email, name, domain_id, domain, source, n)
         order by x.n
        on conflict (tenant_id, email) do nothing
        returning email, domain_id),
      counted as (
        update ${domains} as d
           set cleaned_emails_count = greatest(0, d.cleaned_emails_count + v.n), updated_at = now()
          from (select domain_id as id, count(*)::int as n from added where domain_id is not null group by domain_id) as v
         where d.tenant_id = ${slot('tenantId')} and d.id = v.id)
      select email from added`,
);

function cleanText(value: string | null | undefined, max: number): string | null {
  const v = value?.replace(/\s+/g, ' ').trim();
  return v ? v.slice(0, max) : null;
}

/**
 * Adds addresses to a tenant's email list in bulk, inside the caller's transaction: normalises and
 * de-duplicates them (invalid ones are skipped), creates missing domains, inserts with ON CONFLICT
 * DO NOTHING and raises each domain's `cleaned_emails_count` by what was really inserted — so it is
 * safe to run twice and under concurrent calls. Enqueue enrichment of the returned new domains
 * after the transaction commits (`enqueueEnrichment` in enrich.ts).
 */
export async function addEmails(tx: Tx, tenantId: number, items: NewEmail[]): Promise<AddReport> {
  const detail = await addEmailsDetailed(tx, tenantId, items);
  return {
    added: detail.inserted.size,
    present: detail.valid.length - detail.inserted.size,
    domains: detail.newDomains,
  };
}

/** `addEmails`, also answering which addresses were inserted (for the per-address answer of parse_text). */
export async function addEmailsDetailed(tx: Tx, tenantId: number, items: NewEmail[]) {
  const byEmail = new Map<string, { email: string; name: string | null; source: string; domain: string }>();
  for (const item of items) {
    const email = normaliseEmail(item.email);
    if (!email) continue;
    const name = cleanText(item.name, 200);
    const seen = byEmail.get(email);
    if (seen) {
      seen.name ??= name;
      continue;
    }
    byEmail.set(email, {
      email,
      name,
      source: cleanText(item.source, 200) ?? 'unknown',
      domain: registrableDomain(email),
    });
  }
  const valid = [...byEmail.values()];
  const inserted = new Set<string>();
  const newDomains: string[] = [];
  if (valid.length === 0) return { valid, inserted, newDomains };

  const domainIds = new Map<string, number>();
  for (const names of chunks([...new Set(valid.map((v) => v.domain))].sort())) {
    // The missing domains created and every domain's id read in one statement; one the statement could not
    // see (created by a transaction that committed while it ran) is read again on its own.
    const rows = await statement<{ id: number | string; domain: string; created: boolean }>(tx, 'domains', {
      tenantId,
      names,
    });
    for (const r of rows) {
      domainIds.set(r.domain, Number(r.id));
      if (r.created) newDomains.push(r.domain);
    }
    const unseen = names.filter((d) => !domainIds.has(d));
    if (unseen.length === 0) continue;
    const late = await tx
      .select({ id: domains.id, domain: domains.domain })
      .from(domains)
      .where(and(eq(domains.tenantId, tenantId), inArray(domains.domain, unseen)));
    for (const r of late) domainIds.set(r.domain, r.id);
  }

  // Each batch's addresses and their domains' counts (by what was really inserted) in one statement.
  for (const batch of chunks(valid)) {
    const rows = await statement<{ email: string }>(tx, 'emails', {
      tenantId,
      emails: batch.map((v) => v.email),
      names: batch.map((v) => v.name),
      domainIds: batch.map((v) => domainIds.get(v.domain) ?? null),
      domains: batch.map((v) => v.domain),
      sources: batch.map((v) => v.source),
    });
    for (const r of rows) inserted.add(r.email);
  }
  return { valid, inserted, newDomains };
}

/** Adds (or with negative numbers takes away) cleaned addresses from domains' maintained counts. */
export async function bumpCleanedCounts(tx: Tx, tenantId: number, perDomain: Map<number, number>) {
  const entries = [...perDomain.entries()].filter(([, n]) => n !== 0);
  for (const batch of chunks(entries)) {
    const values = sql.join(
      batch.map(([id, n]) => sql`(${id}::bigint, ${n}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${domains} as d
         set cleaned_emails_count = greatest(0, d.cleaned_emails_count + v.n), updated_at = now()
        from (values ${values}) as v(id, n)
       where d.tenant_id = ${tenantId} and d.id = v.id`);
  }
}
