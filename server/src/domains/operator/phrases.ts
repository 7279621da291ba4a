import { MEANING_WORDS, STOPWORDS } from './lexicon.ts';
import type { Mention } from './mention.ts';
import { NEG_BEFORE } from './patterns.ts';
import { READ, type Reading } from './text.ts';
import { type BookEntry, type PhraseBook, phraseBook, type Vocabulary } from './vocabulary.ts';

/** Words of the unread text with their positions (a read mark or punctuation ends a run). */
export function tokens(text: string): { start: number; end: number; word: string }[] {
  const out: { start: number; end: number; word: string }[] = [];
  for (const m of text.matchAll(/[^\s¦]+/g)) {
    const raw = m[0];
    const trimmed = raw.replace(/["'.-]+$/, '').replace(/^["'-]+/, '');
    if (!trimmed) continue;
    const start = (m.index ?? 0) + raw.indexOf(trimmed);
    out.push({ start, end: start + trimmed.length, word: trimmed });
  }
  return out;
}

/** A run of words found in the phrase book; `slipOf` is the name a misspelt word was read as ("Stokholm"). */
type Candidate = { start: number; end: number; entry: BookEntry; slipOf?: string };

/** Runs of up to 6 words found in the phrase book (exact words, or a plural of a phrase that allows one). */
function candidates(r: Reading, book: PhraseBook): Candidate[] {
  const out: Candidate[] = [];
  for (const [text, map, cased] of [
    [r.low, book.folded, false],
    [r.orig, book.cased, true],
  ] as const) {
    const ts = tokens(text);
    for (let i = 0; i < ts.length; i++) {
      for (let n = 1; n <= 6 && i + n <= ts.length; n++) {
        const run = ts.slice(i, i + n);
        if (n > 1 && !/^\s+$/.test(text.slice(run[n - 2]?.end, run[n - 1]?.start))) break;
        const first = run[0] as (typeof ts)[number];
        const last = run[n - 1] as (typeof ts)[number];
        const written = text.slice(first.start, last.end).replace(/\s+/g, ' ');
        // "reading-list podcasts": a hyphenated compound of a phrase on record is that phrase.
        const unhyphened = written.replace(/(?<=\p{L})-(?=\p{L})/gu, ' ');
        for (const phrase of unhyphened === written ? [written] : [written, unhyphened]) {
          const named = cased ? [] : (book.entities.get(phrase) ?? []);
          for (const entry of [...named, ...(map.get(phrase) ?? [])])
            out.push({ start: first.start, end: last.end, entry });
        }
        const phrase = written;
        if (!cased) {
          for (const stem of [phrase.replace(/es$/, ''), phrase.replace(/s$/, '')]) {
            if (stem === phrase) continue;
            for (const entry of map.get(stem) ?? []) {
              if (entry.plural) out.push({ start: first.start, end: last.end, entry });
            }
          }
        }
      }
    }
  }
  return out.sort(
    (a, b) => b.end - b.start - (a.end - a.start) || a.entry.priority - b.entry.priority || a.start - b.start,
  );
}

/**
 * Vocabulary phrases, longest first. Then, in reading order, a negation just before a phrase
 * ("not in Germany") is read with it, and "not in Germany or France" excludes both.
 */
export function readVocabulary(r: Reading, vocab: Vocabulary, mentions: Mention[]) {
  const chosen: (Candidate & { text: string })[] = [];
  const book = phraseBook(vocab);
  for (const c of candidates(r, book)) {
    const text = r.low.slice(c.start, c.end);
    if (text.includes(READ)) continue;
    r.consume(c.start, c.end);
    chosen.push({ ...c, text });
  }
  for (const c of typoCandidates(r, book)) {
    const text = r.low.slice(c.start, c.end);
    if (text.includes(READ)) continue;
    r.consume(c.start, c.end);
    chosen.push({ ...c, text });
  }
  chosen.sort((a, b) => a.start - b.start);
  let previous: Mention | null = null;
  for (const c of chosen) {
    let start = c.start;
    let negate = false;
    let prefix = '';
    let unsure: string | undefined;
    if (c.entry.negatable) {
      const before = r.low.slice(0, start);
      const neg = before.match(NEG_BEFORE);
      if (neg?.index !== undefined) {
        negate = true;
        prefix = before.slice(neg.index);
        r.consume(neg.index, start);
        start = neg.index;
      } else if (previous?.negate && previous.t === c.entry.payload.t) {
        const gap = r.low.slice(previous.pos + previous.phrase.length, start);
        // "not an article or an interview", "excluding Germany or the UK": an article does not stop it.
        // "excluding DE FR NL", "not in Germany, France or Italy": a bare list goes on with the negation too.
        negate = /^(?:\s*[,/]\s*|\s+)(?:(?:or|nor|and|&)\s+(?:(?:in|from)\s+)?)?(?:(?:an?|the)\s+)?$/.test(gap);
        if (negate) r.consume(previous.pos + previous.phrase.length, start);
        // "excluding those in Germany or the UK": the negation may or may not reach the UK.
        else if (/^\s+(?:or|nor|and|&)\s+[^¦]*$/.test(gap))
          unsure = `it is not clear whether "${previous.phrase.trim()}" excludes it too; read as included`;
      }
    }
    // "not at Acme": a record named by the first words of its name is a stated guess.
    const p = c.entry.payload;
    if (p.t === 'entity' && p.short) unsure = `read as ${p.name}, the one organization whose name starts so`;
    // "firms in Stokholm", "tagged Fintek": a misspelt name read as the nearest one is a stated guess.
    if (c.slipOf && c.slipOf !== c.text)
      unsure ??= `read as ${c.slipOf.replace(/(^|\s)\p{L}/gu, (x) => x.toUpperCase())} — a slip of the name, the reader guesses`;
    const m = {
      ...c.entry.payload,
      pos: start,
      phrase: prefix + c.text,
      negate,
      ...(unsure ? { unsure } : {}),
    } as Mention;
    mentions.push(m);
    previous = m;
  }
}

/** pg_trgm's trigrams of a word: lower case, two spaces before and one after. */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

/** pg_trgm similarity (shared trigrams over all trigrams), as quick search ranks typos. */
export function similarity(a: Set<string>, b: Set<string>): number {
  let common = 0;
  for (const t of a) if (b.has(t)) common++;
  return common / (a.size + b.size - common || 1);
}

/** The same threshold and first-or-last-letter rule as quick search's typo tier (search/query.ts), plus an edit bound. */
const TYPO_SIMILARITY = 0.3;
type Fuzzy = { key: string; grams: Set<string>; entries: BookEntry[] };
const fuzzyIndexes = new WeakMap<PhraseBook, Fuzzy[]>();

/** One-word places and keywords of the phrase book with their trigrams. */
function fuzzyIndex(book: PhraseBook): Fuzzy[] {
  const hit = fuzzyIndexes.get(book);
  if (hit) return hit;
  const out: Fuzzy[] = [];
  for (const [key, entries] of book.folded) {
    const fit = entries.filter((e) => e.payload.t === 'place' || e.payload.t === 'keyword');
    if (fit.length && key.length >= 4 && /^[\p{L}]+$/u.test(key)) out.push({ key, grams: trigrams(key), entries: fit });
  }
  fuzzyIndexes.set(book, out);
  return out;
}

/**
 * Words no rule read that are typos of a place or keyword ("Berln" → Berlin): the nearest
 * one-word name by trigram similarity, sharing the first or the last letter.
 */
function typoCandidates(r: Reading, book: PhraseBook): Candidate[] {
  const index = fuzzyIndex(book);
  const out: Candidate[] = [];
  for (const t of tokens(r.low)) {
    const w = t.word;
    if (w.length < 4 || !/^[\p{L}]+$/u.test(w) || STOPWORDS.has(w) || MEANING_WORDS.has(w)) continue;
    const grams = trigrams(w);
    let best: { sim: number; f: Fuzzy } | null = null;
    for (const f of index) {
      if (f.key[0] !== w[0] && f.key.at(-1) !== w.at(-1)) continue;
      const sim = similarity(grams, f.grams);
      if (sim < TYPO_SIMILARITY || (best && sim <= best.sim)) continue;
      // A question has ordinary words that quick search never sees ("space", "insurance"): a typo
      // is also at most one edit from the name (two for words of six letters or more).
      if (editDistance(w, f.key, w.length >= 6 ? 2 : 1) <= (w.length >= 6 ? 2 : 1)) best = { sim, f };
    }
    const entry = best?.f.entries[0];
    if (best && entry) out.push({ start: t.start, end: t.end, entry, slipOf: best.f.key });
  }
  return out;
}

/** Edits (insert, delete, substitute, swap two neighbours) from a to b; stops counting past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let low = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (prev2[j - 2] ?? 0) + 1);
      row.push(d);
      low = Math.min(low, d);
    }
    if (low > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length] ?? max + 1;
}
