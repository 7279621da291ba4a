import { CONDITION_PIECES, type Mention } from './mention.ts';

/** An "or" that is no bound of one value ("1980 or earlier", "10% or more"). */
const OR =
  /(?<![\p{L}])or(?![\p{L}])(?!\s+(?:older|younger|more|less|fewer|over|under|above|below|later|earlier|after|before|newer|so|smaller|bigger|larger|greater|higher|lower|up|equal)(?![\p{L}]))/gu;

/**
 * "people in Berlin or born before 1970", "orgs in Berlin or not Fintech": an "or" whose nearest filter pieces on either
 * side are of different kinds joins two conditions, which the query reads as both required. Returns whether the text
 * has such an "or" (one inside a piece, as in a name, or between values of one kind, is no such "or").
 */
export function orJoinsTwoFilters(mentions: Mention[], text: string): boolean {
  const pieces = mentions.filter((m) => CONDITION_PIECES.has(m.t) && m.pos < text.length);
  for (const o of text.matchAll(OR)) {
    const at = o.index ?? 0;
    if (mentions.some((m) => m.pos <= at && at < m.pos + m.phrase.length)) continue;
    const before = pieces.filter((m) => m.pos + m.phrase.length <= at).at(-1);
    const after = pieces.find((m) => m.pos > at);
    if (before && after && before.t !== after.t) return true;
  }
  return false;
}

/** The library type a piece names: "podcasts" as the kind asked for, or "podcast" as a value. */
const typeOf = (m: Mention): string | undefined =>
  m.t === 'kind' ? m.word.libraryType : m.t === 'libraryType' ? m.value : undefined;

/**
 * "articles whose type is podcast", "podcasts that are filings", "podcast articles": two library types that no
 * "or"/"and"/comma joins are not either one — one filter of both types would answer another question. `breaks` holds
 * the positions where punctuation stood, so "articles, podcasts" (a list) is told from "podcast articles" (a compound).
 * Returns the phrase to name, or null.
 */
export function typesNotJoined(mentions: Mention[], text: string, breaks: ReadonlySet<number>): string | null {
  const typed = mentions.filter((m) => typeOf(m) && !m.negate).sort((a, b) => a.pos - b.pos);
  for (const [i, b] of typed.entries()) {
    const a = typed[i - 1];
    if (!a || typeOf(a) === typeOf(b)) continue;
    const end = a.pos + a.phrase.length;
    const between = text.slice(end, b.pos);
    // The space between the two words, spaces the phrases hold at their edges included.
    const [from, to] = [a.pos + a.phrase.trimEnd().length, b.pos + b.phrase.length - b.phrase.trimStart().length];
    const compound = /^\s*$/.test(between) && ![...breaks].some((k) => k >= from && k < to);
    if (
      !compound &&
      /^\s*(?:,\s*)?(?:(?:either|or|and|nor|as\s+well\s+as|plus|&)\s+)?(?:the\s+|an?\s+)?$/.test(between)
    )
      continue;
    return `${a.phrase.trim()}${between}${b.phrase.trim()}`;
  }
  return null;
}
