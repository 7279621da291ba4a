import { domainToASCII } from 'node:url';
import { parse as parseHost } from 'tldts';

/** Characters of a local part we accept (RFC 5322 atoms, plus letters of any script; no quoted forms). */
const LOCAL_PART = /^[\p{L}\p{N}!#$%&'*+=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+=?^_`{|}~-]+)*$/u;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const LEADING_JUNK = /^[\s<([{'"`‘“«*]+/u;
/** Characters trimmed off the end of an address. Trimmed by a loop: `/[…]+$/` is quadratic on a long run that does not end the text. */
const TRAILING_JUNK = /[\s>)\]}'"`’”».,;:!?*]/u;
/** What separates one address from the next in free text. ':' splits "mailto:" and "Email:" off. */
const SEPARATORS = /[\s,;:<>()[\]{}"|\\\u200b-\u200d\u2060\ufeff]+/u;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', amp: '&', '#64': '@', '#x40': '@', nbsp: ' ' };

/** `s` without the run of `TRAILING_JUNK` characters at its end, in time linear in that run. */
export function trimTrailingJunk(s: string): string {
  let end = s.length;
  while (end > 0 && TRAILING_JUNK.test(s[end - 1] as string)) end--;
  return end === s.length ? s : s.slice(0, end);
}

/**
 * One raw address → its stored form, or null when it is not a deliverable-looking address:
 * trimmed of brackets, quotes and trailing punctuation, `mailto:` and any `?subject=` dropped,
 * lower-cased, the domain in ASCII (IDNA), and the domain under a real public suffix.
 */
export function normaliseEmail(raw: string): string | null {
  let s = raw.normalize('NFC');
  for (let i = 0; i < 3; i++) {
    s = trimTrailingJunk(s.replace(LEADING_JUNK, '')).replace(/^mailto:/i, '');
  }
  const at = s.indexOf('@');
  if (at <= 0 || at !== s.lastIndexOf('@')) return null;
  const local = s.slice(0, at).toLowerCase();
  // A mailto link's query (?subject=...), a fragment or a path is not part of the address.
  const host = trimTrailingJunk(s.slice(at + 1).split(/[?#/]/)[0] ?? '').toLowerCase();
  if (local.length > 64 || !LOCAL_PART.test(local)) return null;
  const ascii = host ? domainToASCII(host) : '';
  if (!ascii || ascii.length > 253) return null;
  const labels = ascii.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return null;
  const info = parseHost(ascii);
  if (info.isIp || info.isIcann !== true || !info.domain) return null;
  const email = `${local}@${ascii}`;
  return email.length <= 254 ? email : null;
}

/** The registrable domain of a normalised address (`a@mail.example.co.uk` → `example.co.uk`). */
export function registrableDomain(email: string): string {
  const host = email.slice(email.lastIndexOf('@') + 1);
  return parseHost(host).domain ?? host;
}

export type FoundContact = { email: string; name: string | null };
export type Extraction = { contacts: FoundContact[]; invalid: string[] };

const NAME_PARTICLES = new Set(['van', 'von', 'de', 'der', 'den', 'da', 'di', 'du', 'del', 'la', 'le', 'bin', 'al']);

/** `"Ada Lovelace" <ada@x.com>`, `Ada Lovelace <ada@x.com>`: the display name before an address in brackets. */
const NAMED_ADDRESS =
  /(?:"([^"\n<>@]{1,100})"|(?:^|[,;:\n])[ \t]*([^\s"<>,;:@][^"<>,;:@\n]{0,99}?))[ \t]*<\s*(?:mailto:)?([^<>\s@]+@[^<>\s]+?)\s*>/gimu;

function plausibleName(raw: string, quoted: boolean): string | null {
  const name = raw.replace(/\s+/g, ' ').trim();
  if (!name || name.length > 100) return null;
  if (quoted) return name;
  const words = name.split(' ');
  // An unquoted name is capitalised words ("Ada Lovelace"), not a sentence ("write to us at").
  if (words.length > 5) return null;
  return words.every((w) => /^\p{Lu}/u.test(w) || NAME_PARTICLES.has(w)) ? name : null;
}

function decodeEntities(text: string): string {
  return text.replace(/&(lt|gt|quot|amp|nbsp|#64|#x40);/gi, (m, e: string) => ENTITIES[e.toLowerCase()] ?? m);
}

/**
 * Every address in free text, normalised and de-duplicated in order of first appearance, with the
 * display name when one stands before it in angle brackets. Something@something that is not a
 * valid address is reported in `invalid`; words like "ada at example dot com" are left alone.
 */
export function extractContacts(text: string): Extraction {
  const decoded = decodeEntities(text);
  const names = new Map<string, string>();
  for (const m of decoded.matchAll(NAMED_ADDRESS)) {
    const email = normaliseEmail(m[3] ?? '');
    const name = email ? plausibleName(m[1] ?? m[2] ?? '', m[1] !== undefined) : null;
    if (email && name && !names.has(email)) names.set(email, name);
  }
  const contacts = new Map<string, FoundContact>();
  const invalid = new Set<string>();
  for (const token of decoded.split(SEPARATORS)) {
    const at = token.indexOf('@');
    // "@handle" and "user@" are not addresses, nor attempts at one.
    if (at <= 0 || at === token.length - 1) continue;
    const email = normaliseEmail(token);
    if (!email) {
      const trimmed = trimTrailingJunk(token.replace(LEADING_JUNK, ''));
      if (trimmed.indexOf('@') > 0 && !trimmed.endsWith('@')) invalid.add(trimmed.slice(0, 100));
      continue;
    }
    if (!contacts.has(email)) contacts.set(email, { email, name: names.get(email) ?? null });
  }
  return { contacts: [...contacts.values()], invalid: [...invalid] };
}

/** Every valid address in free text, normalised, de-duplicated, in order of first appearance. */
export function extractEmails(text: string): string[] {
  return extractContacts(text).contacts.map((c) => c.email);
}
