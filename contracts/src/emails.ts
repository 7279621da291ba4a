import { z } from 'zod';
import { ZId, ZOptionalText } from './common.ts';
import { EMAIL_LOCAL_PART_CUT } from './constants.ts';
import { ZRef } from './curation.ts';

/** Where a domain's enrichment stands: queued or running, done, or nothing on the network answered. */
export const ENRICH_STATUSES = ['pending', 'complete', 'unreachable'] as const;
export type TEnrichStatus = (typeof ENRICH_STATUSES)[number];

/** Largest `parse_text` request body (the JSON, in bytes); a bigger one is refused with 413. */
export const PARSE_TEXT_MAX_BYTES = 1024 * 1024;
/** `parse_text` calls allowed per client address and workspace per minute. */
export const PARSE_TEXT_PER_MINUTE = 30;
/** Addresses one anonymous `parse_text` call may add (a signed-in researcher: `PARSE_TEXT_MAX_ADDRESSES_STAFF`). */
export const PARSE_TEXT_MAX_ADDRESSES = 1000;
export const PARSE_TEXT_MAX_ADDRESSES_STAFF = 10_000;
/** Addresses anonymous `parse_text` calls from one client address may add to one workspace per hour. */
export const PARSE_TEXT_ADDRESSES_PER_HOUR = 5000;
/** How many addresses each domain group of a `parse_text` answer lists (the counts are always complete). */
export const PARSE_TEXT_EMAILS_PER_DOMAIN = 50;
/** How many domain groups a `parse_text` answer lists. */
export const PARSE_TEXT_DOMAIN_GROUPS = 200;

/** One address of the email list (`/dxlist`). */
export const ZEmailEntry = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  /** Registrable domain (public suffix list): `a@mail.example.co.uk` → `example.co.uk`. */
  domain: z.string(),
  domain_id: z.number().int().nullable(),
  source: z.string().nullable(),
  /** Normalised and valid; an address marked not clean no longer counts towards its domain. */
  cleaned: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TEmailEntry = z.infer<typeof ZEmailEntry>;

export const ZEmailPatch = z
  .object({
    name: ZOptionalText(200),
    source: ZOptionalText(200),
    cleaned: z.boolean().optional(),
  })
  .strict();
export type TEmailPatch = z.infer<typeof ZEmailPatch>;

export const ZMxRecord = z.object({ exchange: z.string(), priority: z.number().int() });

/** What enrichment learnt about a domain; empty until the first run. */
export const ZDomainEnrichment = z.object({
  mx: z.array(ZMxRecord),
  title: z.string().nullable(),
  site_url: z.string().nullable(),
  http_status: z.number().int().nullable(),
  checked_at: z.string().nullable(),
  /** Why a lookup gave nothing (no network, no such domain, timeout...). */
  errors: z.array(z.string()),
});
export type TDomainEnrichment = z.infer<typeof ZDomainEnrichment>;

export const ZEmailDomain = z.object({
  id: z.number().int(),
  domain: z.string(),
  cleaned_emails_count: z.number().int(),
  enrich_status: z.enum(ENRICH_STATUSES),
  enrichment: ZDomainEnrichment,
  organization_id: z.number().int().nullable(),
  organization: ZRef.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TEmailDomain = z.infer<typeof ZEmailDomain>;

export const ZEmailDomainPatch = z.object({ organization_id: ZId.nullable().optional() }).strict();
export type TEmailDomainPatch = z.infer<typeof ZEmailDomainPatch>;

/** Public `POST /dxlist/bulk_create/parse_text`: any text (a pasted mail header, a page, one address). */
export const ZParseTextBody = z
  .object({
    raw_text: z
      .string({ error: 'Send the text as raw_text.' })
      .max(PARSE_TEXT_MAX_BYTES, 'The text is too long: send at most 1 MiB at a time.')
      .refine((t) => t.trim().length > 0, 'Paste some text or an email address.'),
  })
  .strict();
export type TParseTextBody = z.infer<typeof ZParseTextBody>;

export const ZParseTextStatus = z.enum(['added', 'already_present']);

export const ZParseTextDomain = z.object({
  domain: z.string(),
  added: z.number().int(),
  already_present: z.number().int(),
  /** Up to PARSE_TEXT_EMAILS_PER_DOMAIN addresses of this domain, added ones first. */
  emails: z.array(z.object({ email: z.string(), status: ZParseTextStatus })),
});

export const ZParseTextResult = z.object({
  /** Distinct valid addresses found in the text. */
  found: z.number().int(),
  added: z.number().int(),
  already_present: z.number().int(),
  /** Things that look like addresses (something@something) but are not valid ones. */
  invalid: z.number().int(),
  invalid_examples: z.array(z.string()),
  /** Groups by registrable domain, largest first (at most PARSE_TEXT_DOMAIN_GROUPS). */
  domains: z.array(ZParseTextDomain),
  domains_total: z.number().int(),
});
export type TParseTextResult = z.infer<typeof ZParseTextResult>;

export const ZEmailSearchFormQuery = z.object({
  query: z.string().trim().min(1, 'Type part of an address or a domain.').max(200),
});

/** Quick-find for the email list's search box: matching addresses and domains. */
export const ZEmailSearchForm = z.object({
  query: z.string(),
  emails: z.array(z.object({ id: z.number().int(), email: z.string(), name: z.string().nullable() })),
  domains: z.array(z.object({ id: z.number().int(), domain: z.string(), cleaned_emails_count: z.number().int() })),
});
export type TEmailSearchForm = z.infer<typeof ZEmailSearchForm>;

/** An address for display (SPEC §9): the local part cut to 8 characters. */
export function displayEmail(email: string, cut = EMAIL_LOCAL_PART_CUT): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email.slice(0, cut);
  const local = email.slice(0, at);
  return `${local.length > cut ? `${local.slice(0, cut)}…` : local}${email.slice(at)}`;
}
