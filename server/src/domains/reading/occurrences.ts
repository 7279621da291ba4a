import type { Span } from './candidate.ts';
import { normaliseName } from './name-keys.ts';

/** Word n-grams (1..max words) of the text, normalised: what known names are looked up by. */
export function nameGrams(text: string, max = 6, limit = 50_000): string[] {
  // The normalised text has its words between single spaces: a gram is a slice of it (joining the words of
  // every gram again cost twice as much on a 5 KB document).
  const norm = normaliseName(text);
  if (!norm) return [];
  const starts: number[] = [];
  const ends: number[] = [];
  for (let at = 0; ; ) {
    const space = norm.indexOf(' ', at);
    starts.push(at);
    ends.push(space < 0 ? norm.length : space);
    if (space < 0) break;
    at = space + 1;
  }
  const grams = new Set<string>();
  for (let i = 0; i < starts.length && grams.size < limit; i++) {
    const start = starts[i] as number;
    for (let n = 0; n < max && i + n < starts.length; n++) {
      const end = ends[i + n] as number;
      if (end - start >= 2) grams.add(norm.slice(start, end));
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
