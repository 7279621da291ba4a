import type { Candidate, Recognised, RecognisedNames, Span } from './candidate.ts';
import { findContacts } from './contacts.ts';
import { extract } from './extraction/extract.ts';
import { NAME_PARTICLES } from './extraction/lexicon.ts';
import { sentences } from './extraction/segment.ts';
import { foldNames } from './fold-names.ts';
import { normaliseName, organizationFingerprint, personFingerprint } from './name-keys.ts';

export type {
  Candidate,
  CandidateRelation,
  Contact,
  KnownInvestment,
  Recognised,
  RecognisedNames,
  Span,
} from './candidate.ts';
export { findContacts } from './contacts.ts';
export { foldNames } from './fold-names.ts';
export { normaliseName, organizationFingerprint, personFingerprint } from './name-keys.ts';
export { nameGrams, occurrenceFinder, occurrences } from './occurrences.ts';

/**
 * Finding names and contacts in text (DESIGN §6, §10). Pure functions: no database, so they run in
 * the parser thread and in unit tests alike.
 */

/** Only this much text goes through the sentence parser; matching of known names reads everything. */
export const NER_MAX_CHARS = 200_000;
/** The spans of a name its evidence quotes (`writeSuggestions`): their snippets are cut with the names. */
export const EVIDENCE_SPANS = 20;
/**
 * The CPU time the sentence parser may spend on one document (its budget, counted on its own thread so
 * that a busy machine does not cut it short): 200 KB of names takes about 0.4 s; past the budget the rest
 * of the text is not read for names (its known names and contacts are still found).
 */
export const NER_BUDGET_MS = 1500;

/** Milliseconds of CPU this thread has spent (the process's where a thread's own is not measured). */
function cpuMs(): number {
  const used = typeof process.threadCpuUsage === 'function' ? process.threadCpuUsage() : process.cpuUsage();
  return (used.user + used.system) / 1000;
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
/** A particle joined to the capitalised name after it: "al-Habbai", "el-Sisi", "bin-Talal", "ibn-Saud". */
const ARTICLE_JOINED = /^(?:al|el|ad|ar|as|ash|at|az|bin|ibn|abu|bint)[-‑]\p{Lu}/u;

function plausible(name: string, kind: Candidate['kind'], rejects: Set<string>): boolean {
  const words = name.split(' ');
  if (name.length < 3 || name.length > 120 || words.length > 8) return false;
  const norm = normaliseName(name);
  if (!norm || rejects.has(norm)) return false;
  const meaningful = words.filter((w) => !STOP_WORDS.has(w.toLowerCase().replace(/\.$/, '')));
  if (meaningful.length === 0) return false;
  if (kind === 'person') {
    if (words.length < 2 || words.length > 5) return false;
    if (words.some((w) => ORG_WORDS.has(w.toLowerCase().replace(/\.$/, '')))) return false;
    // Particles are written in lower case (Pieter van der Berg, Ahmad Faizal bin Rahman).
    // … and Arabic articles are joined to the name they precede (Abdulla al-Habbai, Ahmed Humaid al-Tayer).
    if (!words.every((w) => /^[A-Z\p{Lu}]/u.test(w) || NAME_PARTICLES.has(w) || ARTICLE_JOINED.test(w))) return false;
  }
  if (/^\d/.test(name)) return false;
  return true;
}

/**
 * New person and organization names (see extraction/extract.ts): one candidate per entity, its spans
 * being every mention (short forms included), with the relations the text states. Places and other
 * known non-names can be passed in `rejects` (normalised), so that "Berlin" is never suggested as an
 * organization; names of known records in `known` (normalised) are read as entities — a relation to
 * one is kept on the other party ("Northbay Capital Partners led the round in …": the new company is
 * backed by the known fund) — but are not returned.
 */
export function recognise(
  fullText: string,
  rejects: Set<string> = new Set(),
  known: ReadonlySet<string> = new Set(),
): Recognised {
  const { names, contacts } = recogniseNames(fullText, rejects, known);
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
  known: ReadonlySet<string> = new Set(),
  budgetMs = NER_BUDGET_MS,
): RecognisedNames {
  const text = fullText.slice(0, NER_MAX_CHARS);
  const deadline = cpuMs() + budgetMs;
  const {
    entities,
    relations,
    readTo = text.length,
  } = extract(text, rejects, () => cpuMs() > deadline, undefined, undefined, known);
  const relationsOf = new Map<string, typeof relations>();
  for (const r of relations)
    for (const name of new Set([r.from, r.to])) {
      const list = relationsOf.get(name);
      if (list) list.push(r);
      else relationsOf.set(name, [r]);
    }
  const names: Candidate[] = [];
  for (const e of entities) {
    const normalized = e.kind === 'organization' ? organizationFingerprint(e.name) : personFingerprint(e.name);
    if (!plausible(e.name, e.kind, rejects) || known.has(normaliseName(e.name))) continue;
    const spans = [...e.mentions].sort((a, b) => a.start - b.start);
    const mine = relationsOf.get(e.name) ?? [];
    names.push({
      kind: e.kind,
      name: e.name,
      normalized,
      spans,
      ...(e.aliases.length ? { aliases: e.aliases } : {}),
      ...(mine.length
        ? {
            relations: mine.map((r) => ({
              type: r.type,
              from: r.from,
              to: r.to,
              ...(r.role ? { role: r.role } : {}),
              evidence: text.slice(r.evidence.start, r.evidence.end),
            })),
          }
        : {}),
    });
  }
  // An investment between two records (both names known): no suggestion carries it, the item keeps it.
  const investments = relations
    .filter((r) => r.type === 'investor' && known.has(normaliseName(r.from)) && known.has(normaliseName(r.to)))
    .map((r) => ({ investor: r.from, investee: r.to, evidence: text.slice(r.evidence.start, r.evidence.end) }));
  // The evidence's sentences are cut here, on the parser thread for a long text (thousands of names would
  // hold the HTTP thread for a second); spans that lose theirs later are cut when written.
  for (const n of names)
    for (const s of n.spans.slice(0, EVIDENCE_SPANS)) s.snippet = snippetAround(fullText, s).snippet;
  return {
    names,
    contacts: findContacts(fullText),
    ...(readTo < fullText.length ? { namesReadTo: readTo } : {}),
    ...(investments.length ? { investments } : {}),
  };
}

/** The sentence around a span, cut to about `width` characters, with where the name sits in it. */
export function snippetAround(text: string, span: Span, width = 240) {
  // The sentence as the segmenter cuts it (titles, initials, legal forms and "U.S." do not end one),
  // read from a window around the span so that long texts are not segmented whole.
  const from = Math.max(0, span.start - width);
  const window = text.slice(from, Math.min(text.length, span.end + width));
  const local = { start: span.start - from, end: span.end - from };
  const around = sentences(window).filter((s) => s.end > local.start && s.start < local.end);
  let start = from + (around[0]?.start ?? Math.max(0, local.start - width / 2));
  let end = from + (around.at(-1)?.end ?? Math.min(window.length, local.end + width / 2));
  start = Math.max(start, span.start - width / 2);
  end = Math.min(end, span.end + width / 2);
  if (start > 0 && start !== from + (around[0]?.start ?? -1)) {
    const space = text.indexOf(' ', start);
    if (space > 0 && space < span.start) start = space + 1;
  }
  const raw = text.slice(start, end);
  const lead = raw.length - raw.trimStart().length;
  const snippet = raw.trim();
  return { snippet, highlightStart: span.start - start - lead, highlightEnd: span.end - start - lead };
}
