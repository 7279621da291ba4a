import { z } from 'zod';

/**
 * Messages a person reads when a value is refused (docs/ux.md): they name the field and say how
 * to fix it, on the server's 400s and in the browser's forms alike, instead of validator wording.
 */
export const FIELD_LABELS: Record<string, string> = {
  name_dba: 'Name (doing business as)',
  name_inc: 'Legal name',
  ownership_type: 'Ownership type',
  founding_date: 'Founded',
  website: 'Website',
  description: 'Description',
  hq_geo_id: 'Headquarters country',
  hq_city_id: 'Headquarters city',
  emails: 'Emails',
  phones: 'Phones',
  associated_urls: 'Associated links',
  keyword_ids: 'Keywords',
  admin_notes: 'Admin notes',
  show_on_dashboard: 'Show on dashboard',
  name_given: 'Given name',
  name_family: 'Family name',
  name_nickname: 'Nickname',
  name_legal: 'Legal name',
  birth_date: 'Birth date',
  main_url: 'Main link',
  public_link: 'Public link',
  paywall_link: 'Paywall link',
  publish_date: 'Publish date',
  publisher_id: 'Publisher',
  email: 'Email',
  password: 'Password',
  url: 'Link',
  alias: 'Alias',
};

/** "name_dba" → its label; "emails.1" → "Emails (entry 2)"; unknown ids → "Some field" in words. */
export function fieldLabel(path: string): string {
  const [head = '', index] = path.split('.');
  const base =
    FIELD_LABELS[head] ??
    (head ? head.charAt(0).toUpperCase() + head.slice(1).replaceAll('_id', '').replaceAll('_', ' ') : 'This form');
  return index !== undefined && /^\d+$/.test(index) ? `${base} (entry ${Number(index) + 1})` : base;
}

/** The parts of a zod issue the wording depends on (what both zod and the Fastify adapter carry). */
export type TIssueLike = {
  code?: string;
  message?: string;
  expected?: string;
  values?: readonly unknown[];
  maximum?: number | bigint;
  minimum?: number | bigint;
  origin?: string;
  format?: string;
  keys?: readonly string[];
  input?: unknown;
};

const ZOD_WORDING =
  /^(Invalid input|Invalid option|Too big|Too small|Invalid string|Invalid (email|url|ISO|UUID)|Unrecognized key|Invalid$|Invalid element|Invalid key|Invalid value|Required)/i;

const KIND: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a group of fields',
  date: 'a date',
};

/** A plain-words message for one refused value of the field `label`; custom schema messages are kept. */
export function humanIssue(issue: TIssueLike, label: string): string {
  const message = issue.message ?? '';
  if (message && !ZOD_WORDING.test(message)) return message;
  const max = issue.maximum === undefined ? undefined : Number(issue.maximum);
  const min = issue.minimum === undefined ? undefined : Number(issue.minimum);
  switch (issue.code) {
    case 'invalid_type': {
      const missing =
        /received (undefined|null)/.test(message) ||
        ('input' in issue && (issue.input === undefined || issue.input === null));
      if (missing) return `Fill in ${label}.`;
      return `${label} must be ${KIND[issue.expected ?? ''] ?? `of type ${issue.expected}`}.`;
    }
    case 'invalid_value':
    case 'invalid_enum_value':
      return `Choose ${label} from: ${(issue.values ?? []).map(String).join(', ')}.`;
    case 'too_big':
      if (issue.origin === 'string') return `${label} is too long: use at most ${max} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `${label} has too many entries: keep at most ${max}.`;
      return `${label} must be at most ${max}.`;
    case 'too_small':
      if (issue.origin === 'string')
        return min !== undefined && min <= 1 ? `Fill in ${label}.` : `${label} needs at least ${min} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${label} needs at least ${min} entries.`;
      return `${label} must be at least ${min}.`;
    case 'invalid_format':
    case 'invalid_string':
      if (issue.format === 'email') return `${label}: enter an email address such as name@example.org.`;
      if (issue.format === 'url') return `${label}: enter a link such as https://example.org.`;
      if (issue.format === 'date') return `${label}: enter a date as YYYY-MM-DD, e.g. 2019-03-12.`;
      if (issue.format === 'datetime') return `${label}: enter a date and time.`;
      return `${label} is not in the expected format.`;
    case 'unrecognized_keys':
      return `${(issue.keys ?? []).map(fieldLabel).join(', ')} cannot be set here: leave it out.`;
    case 'invalid_union':
      return `${label} does not have an accepted value: check its format.`;
    default:
      return `${label} does not have an accepted value: check it and try again.`;
  }
}

/** The error customizer for `schema.safeParse(v, { error: humanError })`: same words as the server's. */
export const humanError = (issue: TIssueLike & { path?: readonly PropertyKey[] }) =>
  humanIssue(issue, fieldLabel((issue.path ?? []).map(String).join('.')));

/** The one-line summary of a refused request: which fields to fix. */
export function fixSummary(fields: string[]): string {
  const labels = [...new Set(fields.map(fieldLabel))];
  if (!labels.length) return 'The request could not be read: check the values and try again.';
  return labels.length === 1
    ? `Check ${labels[0]}: see the message beside it.`
    : `Check ${labels.length} fields: ${labels.join(', ')}.`;
}

const BARE_DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?:[:/?#]\S*)?$/i;

/** "example.org" → "https://example.org": a link typed without its scheme is taken as https. */
export function withScheme(value: string): string {
  const v = value.trim();
  if (v.startsWith('//') && BARE_DOMAIN.test(v.slice(2))) return `https:${v}`;
  return BARE_DOMAIN.test(v) ? `https://${v}` : v;
}

/** An http(s) link; a bare domain gets https:// (issue 19, item 8). */
export const ZWebUrl = z
  .string()
  .trim()
  .max(2000)
  .transform(withScheme)
  .pipe(z.string().regex(/^https?:\/\/\S+$/i, 'Enter a link such as https://example.org.'));

/** An optional link: empty means none; a bare domain gets https://. */
export const ZOptionalWebUrl = z
  .string()
  .trim()
  .max(2000)
  .transform(withScheme)
  .pipe(z.string().regex(/^(https?:\/\/\S+)?$/i, 'Enter a link such as https://example.org.'))
  .transform((v) => v || null)
  .nullable()
  .optional();
