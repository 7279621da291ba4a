import { and, eq, inArray, sql } from 'drizzle-orm';
import { domains, emails } from '../../db/schema/index.ts';
import type { Tx } from '../../db/scoped.ts';
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
    const created = await tx
      .insert(domains)
      .values(names.map((domain) => ({ tenantId, domain })))
      .onConflictDoNothing({ target: [domains.tenantId, domains.domain] })
      .returning({ domain: domains.domain });
    newDomains.push(...created.map((c) => c.domain));
    const rows = await tx
      .select({ id: domains.id, domain: domains.domain })
      .from(domains)
      .where(and(eq(domains.tenantId, tenantId), inArray(domains.domain, names)));
    for (const r of rows) domainIds.set(r.domain, r.id);
  }

  const perDomain = new Map<number, number>();
  for (const batch of chunks(valid)) {
    const rows = await tx
      .insert(emails)
      .values(
        batch.map((v) => ({
          tenantId,
          email: v.email,
          name: v.name,
          domain: v.domain,
          domainId: domainIds.get(v.domain) ?? null,
          source: v.source,
          cleaned: true,
        })),
      )
      .onConflictDoNothing({ target: [emails.tenantId, emails.email] })
      .returning({ email: emails.email, domainId: emails.domainId });
    for (const r of rows) {
      inserted.add(r.email);
      if (r.domainId !== null) perDomain.set(r.domainId, (perDomain.get(r.domainId) ?? 0) + 1);
    }
  }
  await bumpCleanedCounts(tx, tenantId, perDomain);
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
