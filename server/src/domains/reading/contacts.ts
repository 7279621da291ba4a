import type { Contact } from './candidate.ts';

/** An address around one '@' (sticky: tried once per '@', on a window of bounded size). */
const EMAIL_AT = /\b[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}\b/uy;
const EMAIL_LOCAL_CHAR = /[\p{L}\p{N}._%+-]/u;
const ASCII_WORD = /\w/;
const URL_START = /\bhttps?:\/\//giu;
const URL_CHAR = /[^\s<>"'()[\]{}]/u;
const URL_LAST_CHAR = /[^\s<>"'()[\]{}.,;:!?]/u;

/**
 * Email addresses in a text, in linear time: each '@' is looked at once, with at most 64 characters
 * before it and 254 after (an address's limits). A regex run over the whole text restarts at every
 * word boundary and rescans to the next '@', which is quadratic on "a.a.a.…".
 */
function* emailsIn(text: string): Generator<{ value: string; start: number }> {
  let from = 0;
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    if (at < from) continue;
    let lo = at;
    while (lo > from && at - lo < 64 && EMAIL_LOCAL_CHAR.test(text[lo - 1] as string)) lo--;
    // Every start before this '@' reaches the same domain: only the first word boundary needs trying.
    let start = -1;
    for (let i = lo; i < at && start < 0; i++)
      if (ASCII_WORD.test(text[i - 1] ?? ' ') !== ASCII_WORD.test(text[i] as string)) start = i;
    if (start < 0) continue;
    const base = Math.max(0, start - 1);
    const window = text.slice(base, Math.min(text.length, at + 256));
    EMAIL_AT.lastIndex = start - base;
    const m = EMAIL_AT.exec(window);
    if (!m) continue;
    yield { value: m[0], start };
    from = start + m[0].length;
  }
}

/** http(s) links in a text, in linear time: each link's run of characters is read once. */
function* urlsIn(text: string): Generator<{ value: string; start: number }> {
  URL_START.lastIndex = 0;
  for (let m = URL_START.exec(text); m; m = URL_START.exec(text)) {
    let end = m.index + m[0].length;
    while (end < text.length && URL_CHAR.test(text[end] as string)) end++;
    const runEnd = end;
    while (end > m.index + m[0].length + 1 && !URL_LAST_CHAR.test(text[end - 1] as string)) end--;
    if (end > m.index + m[0].length + 1) yield { value: text.slice(m.index, end), start: m.index };
    URL_START.lastIndex = end > m.index + m[0].length + 1 ? end : runEnd;
  }
}
const PHONE_RE = /(?<![\w+])\+?\(?\d[\d\s().-]{6,18}\d(?![\w])/g;

/** Emails, URLs, domains and phone numbers, each once, with where it first appears. */
export function findContacts(text: string): Contact[] {
  const out = new Map<string, Contact>();
  const add = (kind: Contact['kind'], value: string, start: number) => {
    const key = `${kind}:${value}`;
    if (!out.has(key)) out.set(key, { kind, value, start });
  };
  for (const m of emailsIn(text)) {
    const email = m.value.toLowerCase().replace(/\.+$/, '');
    add('email', email, m.start);
    add('domain', (email.split('@')[1] ?? '').replace(/^www\./, ''), m.start);
  }
  for (const m of urlsIn(text)) {
    add('url', m.value, m.start);
    try {
      add('domain', new URL(m.value).hostname.toLowerCase().replace(/^www\./, ''), m.start);
    } catch {
      /* not a URL after all */
    }
  }
  for (const m of text.matchAll(PHONE_RE)) {
    const digits = m[0].replace(/\D/g, '');
    // Years, amounts and dates are digits too: a phone has 8–15 digits and a separator pattern.
    if (digits.length < 8 || digits.length > 15) continue;
    if (/^\d{4}-\d{2}-\d{2}$/.test(m[0].trim())) continue;
    if (!/^\+|\(|\d[\s.-]\d/.test(m[0])) continue;
    add('phone', m[0].trim(), m.index ?? 0);
  }
  return [...out.values()];
}
