import nlp from 'compromise';

/**
 * Finding names and contacts in text (DESIGN §6, §10). Pure functions: no database, so they run in
 * the parser thread and in unit tests alike.
 */

export type Span = { start: number; end: number };
export type Candidate = { kind: 'organization' | 'person'; name: string; normalized: string; spans: Span[] };
export type Contact = { kind: 'email' | 'url' | 'domain' | 'phone'; value: string; start: number };
export type Recognised = { candidates: Candidate[]; contacts: Contact[] };
export type RecognisedNames = { names: Candidate[]; contacts: Contact[] };

/** Only this much text goes through the sentence parser; matching of known names reads everything. */
export const NER_MAX_CHARS = 200_000;

/** Lower case, no accents, single spaces: the key under which names are compared and kept. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']s$/, '')
    .replace(/[^\p{L}\p{N}&]+/gu, ' ')
    .trim();
}

const ORG_SUFFIXES = [
  'Inc',
  'Incorporated',
  'Ltd',
  'Limited',
  'LLC',
  'LLP',
  'LP',
  'PLC',
  'GmbH',
  'AG',
  'SA',
  'SAS',
  'SE',
  'BV',
  'NV',
  'Oy',
  'AB',
  'ASA',
  'KG',
  'Co',
  'Corp',
  'Corporation',
  'Company',
  'Capital',
  'Partners',
  'Ventures',
  'Holdings',
  'Group',
  'Bank',
  'University',
  'Institute',
  'Foundation',
  'Fund',
  'Agency',
  'Labs',
  'Technologies',
  'Systems',
  'Associates',
  'Investments',
  'Trust',
  'Council',
  'Commission',
  'Association',
  'Society',
  'Ministry',
  'Authority',
  'Exchange',
  'Studio',
  'Studios',
  'Media',
  'Robotics',
  'Analytics',
  'Pharmaceuticals',
  'Therapeutics',
  'Bio',
  'AI',
];
const ORG_WORDS = new Set(ORG_SUFFIXES.map((s) => s.toLowerCase()));
const LEGAL_FORMS = new Set([
  'inc',
  'incorporated',
  'ltd',
  'limited',
  'llc',
  'llp',
  'lp',
  'plc',
  'gmbh',
  'ag',
  'sa',
  'sas',
  'se',
  'bv',
  'nv',
  'oy',
  'ab',
  'asa',
  'kg',
  'co',
  'corp',
  'corporation',
]);

const STOP_WORDS = new Set([
  'the',
  'a',
  'an',
  'this',
  'that',
  'these',
  'those',
  'it',
  'its',
  'he',
  'she',
  'they',
  'we',
  'i',
  'you',
  'our',
  'his',
  'her',
  'their',
  'in',
  'on',
  'at',
  'by',
  'for',
  'from',
  'with',
  'and',
  'or',
  'but',
  'if',
  'when',
  'while',
  'after',
  'before',
  'as',
  'of',
  'to',
  'more',
  'most',
  'contact',
  'email',
  'phone',
  'read',
  'see',
  'also',
  'today',
  'yesterday',
  'tomorrow',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'mr',
  'ms',
  'mrs',
  'dr',
  'prof',
  'ceo',
  'cfo',
  'cto',
  'coo',
  'chief',
  'executive',
  'officer',
  'president',
  'founder',
  'cofounder',
  'chairman',
  'director',
  'head',
  'partner',
  'managing',
  'board',
  'news',
  'press',
  'according',
  'said',
  'says',
  'company',
  'group',
]);
const TITLE_RE = /\b(?:Dr|Prof|Mr|Mrs|Ms|Sir|Dame)\.?\s+((?:[A-Z][\p{Ll}'’-]+\s+){0,2}[A-Z][\p{Ll}'’-]+)/gu;
const ROLE_OF_RE =
  /\b((?:[A-Z][\p{Ll}'’-]+\s+){1,2}[A-Z][\p{Ll}'’-]+),\s+(?:the\s+)?(?:chief executive|chief financial officer|chief technology officer|ceo|cfo|cto|coo|founder|co-founder|cofounder|chairman|chairwoman|chair|president|partner|managing director|managing partner|head|director)\s+(?:and\s+[a-z-]+\s+)?(?:of|at)\s+((?:[A-Z][\p{L}&'’-]*[ \t]?){1,6})/gu;
const JOINED_RE =
  /\b(?:joined|joins|at|acquired by|backed by|led by|invested in)\s+((?:[A-Z][\p{L}&'’-]*[ \t]?){1,5})/gu;
const ACRONYM_RE = /\b((?:[A-Z][\p{L}&'’-]+\s+){1,6}[A-Z][\p{L}&'’-]+)\s+\(([A-Z]{2,6})\)/gu;
const CAP_SPAN_RE =
  /\b(?:[A-Z][\p{L}&'’-]*|[A-Z]{2,})(?:[ \t]+(?:[A-Z][\p{L}&'’-]*|&|and|of|de|von|van|der|la|du))*[ \t]+(?:[A-Z][\p{L}&'’-]*)/gu;

const EMAIL_RE = /\b[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}\b/gu;
const URL_RE = /\bhttps?:\/\/[^\s<>"'()[\]{}]+[^\s<>"'()[\]{}.,;:!?]/giu;
const PHONE_RE = /(?<![\w+])\+?\(?\d[\d\s().-]{6,18}\d(?![\w])/g;

function trimName(raw: string): string {
  return raw
    .replace(/^[\s,.;:'"“”‘’()-]+|[\s,;:'"“”‘’()-]+$/g, '')
    .replace(/\.$/, (m) => m)
    .replace(/\s+/g, ' ')
    .trim();
}

function plausible(name: string, kind: Candidate['kind'], rejects: Set<string>): boolean {
  const words = name.split(' ');
  if (name.length < 3 || name.length > 120 || words.length > 8) return false;
  const norm = normaliseName(name);
  if (!norm || rejects.has(norm)) return false;
  const meaningful = words.filter((w) => !STOP_WORDS.has(w.toLowerCase().replace(/\.$/, '')));
  if (meaningful.length === 0) return false;
  if (kind === 'person') {
    if (words.length < 2 || words.length > 4) return false;
    if (words.some((w) => ORG_WORDS.has(w.toLowerCase().replace(/\.$/, '')))) return false;
    if (!words.every((w) => /^[A-Z\p{Lu}]/u.test(w))) return false;
  }
  if (/^\d/.test(name)) return false;
  return true;
}

/** Emails, URLs, domains and phone numbers, each once, with where it first appears. */
export function findContacts(text: string): Contact[] {
  const out = new Map<string, Contact>();
  const add = (kind: Contact['kind'], value: string, start: number) => {
    const key = `${kind}:${value}`;
    if (!out.has(key)) out.set(key, { kind, value, start });
  };
  for (const m of text.matchAll(EMAIL_RE)) {
    const email = m[0].toLowerCase().replace(/\.+$/, '');
    add('email', email, m.index ?? 0);
    add('domain', (email.split('@')[1] ?? '').replace(/^www\./, ''), m.index ?? 0);
  }
  for (const m of text.matchAll(URL_RE)) {
    add('url', m[0], m.index ?? 0);
    try {
      add('domain', new URL(m[0]).hostname.toLowerCase().replace(/^www\./, ''), m.index ?? 0);
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

const CAPITALISED_RE = /\p{Lu}[\p{L}\p{N}&'’-]*/gu;
type SplitSentences = (text: string, world: unknown) => string[];

/**
 * The stretches of `text` the sentence parser has to read: runs of its sentences (as compromise cuts
 * them) that hold a capitalised word which is neither a stop word nor inside a `covered` span (a known
 * name). A sentence whose names are all known can yield no new name (a name overlapping a known one
 * is dropped), so parsing it, the most expensive step of processing, is skipped.
 */
function partsToParse(text: string, covered: Span[]): Span[] {
  const whole = [{ start: 0, end: text.length }];
  if (covered.length === 0) return whole;
  const world = (
    nlp as unknown as { world(): { methods: { one: { tokenize: { splitSentences?: SplitSentences } } } } }
  ).world();
  const split = world.methods.one.tokenize.splitSentences;
  if (typeof split !== 'function') return whole;
  const sentences = split(text, world);
  if (sentences.join('') !== text) return whole;
  const mask = new Uint8Array(text.length);
  for (const s of covered) mask.fill(1, Math.max(0, s.start), Math.min(text.length, s.end));
  const parts: Span[] = [];
  let at = 0;
  for (const sentence of sentences) {
    const start = at;
    at += sentence.length;
    let needed = false;
    for (const m of sentence.matchAll(CAPITALISED_RE)) {
      const from = start + (m.index ?? 0);
      if (mask[from]) continue;
      if (STOP_WORDS.has(m[0].toLowerCase().replace(/['’]s$/, ''))) continue;
      needed = true;
      break;
    }
    if (!needed) continue;
    const last = parts[parts.length - 1];
    if (last && last.end === start) last.end = at;
    else parts.push({ start, end: at });
  }
  return parts;
}

/**
 * New person and organization names: compromise, then rules of our own (legal-form and
 * organisation-word suffixes, person titles, "X, chief executive of Y", "joined Y", acronyms
 * defined in parentheses). Places and other known non-names can be passed in `rejects`
 * (normalised), so that "Berlin" is never suggested as an organization.
 */
export function recognise(fullText: string, rejects: Set<string> = new Set(), covered: Span[] = []): Recognised {
  const { names, contacts } = recogniseNames(fullText, rejects, covered);
  return { candidates: foldNames(names), contacts };
}

/**
 * `recognise` before names are folded into each other: every plausible name. The caller may drop
 * some (e.g. names the tenant rejected, looked up for exactly these names) and then fold: the same
 * result as passing them in `rejects`.
 */
export function recogniseNames(
  fullText: string,
  rejects: Set<string> = new Set(),
  covered: Span[] = [],
): RecognisedNames {
  const text = fullText.slice(0, NER_MAX_CHARS);
  const found = new Map<string, Candidate>();
  const add = (kind: Candidate['kind'], raw: string, start: number) => {
    const name = trimName(raw);
    if (!plausible(name, kind, rejects)) return;
    const normalized = normaliseName(name);
    const key = `${kind}:${normalized}`;
    const offset = text.indexOf(name, Math.max(0, start - 2));
    const at = offset >= 0 ? offset : start;
    const entry = found.get(key) ?? { kind, name, normalized, spans: [] };
    if (!entry.spans.some((s) => s.start === at)) entry.spans.push({ start: at, end: at + name.length });
    found.set(key, entry);
  };

  // The parts to parse, one after another, go through the parser in one call; offsets map back through `at`.
  type Match = { text: string; offset: { start: number } };
  const parts = partsToParse(text, covered);
  const joined = parts.map((p) => text.slice(p.start, p.end)).join('');
  const starts: number[] = [];
  let length = 0;
  for (const p of parts) {
    starts.push(length);
    length += p.end - p.start;
  }
  const at = (offset: number) => {
    let i = starts.length - 1;
    while (i > 0 && (starts[i] as number) > offset) i--;
    return offset - (starts[i] ?? 0) + (parts[i]?.start ?? 0);
  };
  if (joined) {
    const doc = nlp(joined);
    for (const m of doc.people().json({ offset: true }) as Match[]) {
      const name = m.text.replace(/^(?:Dr|Prof|Mr|Mrs|Ms|Sir|Dame)\.?\s+/, '');
      add('person', name, at(m.offset.start + (m.text.length - name.length)));
    }
    for (const m of doc.organizations().json({ offset: true }) as Match[])
      add('organization', m.text, at(m.offset.start));
  }

  for (const m of text.matchAll(TITLE_RE)) add('person', m[1] ?? '', (m.index ?? 0) + m[0].indexOf(m[1] ?? ''));
  for (const m of text.matchAll(ROLE_OF_RE)) {
    add('person', m[1] ?? '', m.index ?? 0);
    const org = m[2] ?? '';
    add('organization', org, (m.index ?? 0) + m[0].lastIndexOf(org));
  }
  for (const m of text.matchAll(ACRONYM_RE)) {
    const name = m[1] ?? '';
    // Keep the span from its first word that is not a sentence word ("The European Investment Bank").
    const words = name.split(' ');
    while (words.length > 1 && STOP_WORDS.has((words[0] ?? '').toLowerCase())) words.shift();
    const kept = words.join(' ');
    add('organization', kept, (m.index ?? 0) + name.indexOf(kept));
  }
  for (const m of text.matchAll(CAP_SPAN_RE)) {
    const words = m[0].split(/\s+/);
    // A span ending in a legal form or an organisation word is an organization.
    let end = words.length;
    while (end > 0 && !ORG_WORDS.has((words[end - 1] ?? '').toLowerCase().replace(/\.$/, ''))) end--;
    if (end < 2) continue;
    let begin = 0;
    while (begin < end - 1 && STOP_WORDS.has((words[begin] ?? '').toLowerCase())) begin++;
    const name = words.slice(begin, end).join(' ');
    const last = (words[end - 1] ?? '').toLowerCase().replace(/\.$/, '');
    // "Capital" or "Group" alone after one word is weak evidence unless it is a legal form.
    if (end - begin < 2 && !LEGAL_FORMS.has(last)) continue;
    add('organization', name, (m.index ?? 0) + m[0].indexOf(name));
  }
  for (const m of text.matchAll(JOINED_RE)) {
    const name = (m[1] ?? '').trim();
    const words = name.split(' ');
    if (words.length >= 2 && ORG_WORDS.has((words.at(-1) ?? '').toLowerCase())) add('organization', name, m.index ?? 0);
  }

  return { names: [...found.values()], contacts: findContacts(fullText) };
}

/**
 * An organization name that is a person's name too (compromise mislabels) stays a person; a shorter
 * name inside a longer one of the same kind ("Acme Robotics" in "Acme Robotics GmbH") folds in.
 */
export function foldNames(all: Candidate[]): Candidate[] {
  const people = new Set(all.filter((c) => c.kind === 'person').map((c) => c.normalized));
  const candidates = all.filter((c) => {
    if (c.kind === 'organization' && people.has(c.normalized)) return false;
    return !all.some(
      (o) =>
        o !== c &&
        o.kind === c.kind &&
        o.normalized.length > c.normalized.length &&
        o.normalized.startsWith(`${c.normalized} `) &&
        c.spans.every((s) => o.spans.some((os) => os.start === s.start)),
    );
  });
  return candidates;
}

/** Word n-grams (1..max words) of the text, normalised: what known names are looked up by. */
export function nameGrams(text: string, max = 6, limit = 50_000): string[] {
  const words = normaliseName(text).split(' ').filter(Boolean);
  const grams = new Set<string>();
  for (let i = 0; i < words.length && grams.size < limit; i++) {
    let gram = '';
    for (let n = 0; n < max && i + n < words.length; n++) {
      gram = n === 0 ? (words[i] as string) : `${gram} ${words[i + n]}`;
      if (gram.length >= 2) grams.add(gram);
    }
  }
  return [...grams];
}

/** Every place a normalised name occurs in the text, as offsets into the original text. */
export function occurrences(text: string, name: string, limit = 50): Span[] {
  return occurrencesIn(foldedForSearch(text), name, limit);
}

/**
 * `occurrences` for many names of one text: the text is cut into words once, and a name made of
 * letters and digits only is found by walking the places of its first word (the same matches as the
 * regular expression, without scanning the whole text once per name).
 */
export function occurrenceFinder(text: string): (name: string) => Span[] {
  const haystack = foldedForSearch(text);
  const words: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  const at = new Map<string, number[]>();
  for (const m of haystack.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = m[0].toLowerCase();
    const i = words.length;
    words.push(word);
    starts.push(m.index ?? 0);
    ends.push((m.index ?? 0) + m[0].length);
    const places = at.get(word);
    if (places) places.push(i);
    else at.set(word, [i]);
  }
  const found = new Map<string, Span[]>();
  const search = (name: string): Span[] => {
    const parts = name.split(' ');
    if (!name || parts.some((p) => !/^[\p{L}\p{N}]+$/u.test(p) || p !== p.toLowerCase()))
      return occurrencesIn(haystack, name, 50);
    const out: Span[] = [];
    let free = 0;
    for (const i of at.get(parts[0] as string) ?? []) {
      if (i < free || i + parts.length > words.length) continue;
      if (!parts.every((p, k) => words[i + k] === p)) continue;
      out.push({ start: starts[i] as number, end: ends[i + parts.length - 1] as number });
      free = i + parts.length;
      if (out.length >= 50) break;
    }
    return out;
  };
  return (name) => {
    let spans = found.get(name);
    if (!spans) {
      spans = search(name);
      found.set(name, spans);
    }
    return spans;
  };
}

function foldedForSearch(text: string): string {
  const folded = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  // Folding accents can shorten the text; only use it when lengths agree, so offsets stay true.
  return folded.length === text.length ? folded : text;
}

function occurrencesIn(haystack: string, name: string, limit: number): Span[] {
  if (!name) return [];
  const escaped = name
    .split(' ')
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^\\p{L}\\p{N}]+');
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu');
  const out: Span[] = [];
  for (const m of haystack.matchAll(re)) {
    out.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
    if (out.length >= limit) break;
  }
  return out;
}

/** The sentence around a span, cut to about `width` characters, with where the name sits in it. */
export function snippetAround(text: string, span: Span, width = 240) {
  let start = span.start;
  let end = span.end;
  while (start > 0 && span.start - start < width / 2 && !/[.!?\n]/.test(text[start - 1] ?? '')) start--;
  while (end < text.length && end - span.end < width / 2 && !/[.!?\n]/.test(text[end] ?? '')) end++;
  if (end < text.length && /[.!?]/.test(text[end] ?? '')) end++;
  const raw = text.slice(start, end);
  const lead = raw.length - raw.trimStart().length;
  const snippet = raw.trim();
  return { snippet, highlightStart: span.start - start - lead, highlightEnd: span.end - start - lead };
}
