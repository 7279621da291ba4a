import { GRAMMAR_WORDS, MEANING_WORDS, STOPWORDS } from './lexicon.ts';
import { editDistance } from './phrases.ts';

/**
 * A question's wording made readable before it is read (moved from parser.ts when it passed 400 lines): an analyst's
 * shorthand spelled out, and a word one slip from a grammar word, fixed and stated as a guess.
 */

/** Units written short, after a number or a word that counts them ("last wk", "3 yrs"). */
const UNIT_SHORT: Record<string, string> = {
  wk: 'week',
  wks: 'weeks',
  mo: 'month',
  mos: 'months',
  mth: 'month',
  mths: 'months',
  yr: 'year',
  yrs: 'years',
  qtr: 'quarter',
  qtrs: 'quarters',
};

/**
 * A question's shorthand in words the rules read: "w/" and "w/o", comparison signs ("stakes >25%":
 * the reading drops "<" and ">" as punctuation), "pre-2000", "# of", short units ("last wk").
 */
export function shorthand(question: string): string {
  return (
    question
      .replace(/(?<![\p{L}\d])w\/o(?![\p{L}\d])/giu, 'without')
      .replace(/(?<![\p{L}\d])w\/(?=\s)/giu, 'with')
      .replace(/(?<![\p{L}\d])w\/(?=\p{L})/giu, 'with ')
      .replace(/\s*(?:>=|≥|=>)\s*(?=\d)/gu, ' at least ')
      .replace(/\s*(?:<=|≤|=<)\s*(?=\d)/gu, ' at most ')
      .replace(/\s*>\s*(?=\d)/gu, ' more than ')
      .replace(/\s*<\s*(?=\d)/gu, ' less than ')
      .replace(/(?<![\p{L}])(pre|post)-(?=\d{4})/giu, '$1 ')
      .replace(/(?<![\p{L}\d])b4(?![\p{L}\d])/giu, 'before')
      .replace(/(?<![\p{L}])(?:final|closing)\s+quarter(?=\s+of\s)/giu, 'fourth quarter')
      .replace(/(?<![\p{L}])opening\s+quarter(?=\s+of\s)/giu, 'first quarter')
      .replace(/(?<![\p{L}])(?:in|over)\s+the\s+course\s+of(?![\p{L}])/giu, 'during')
      .replace(/(?<![\p{L}])ex-(?=\p{Lu})/gu, 'excluding ')
      .replace(/(?<![\p{L}\d])btw(?=\s+\d)/giu, 'between')
      .replace(/(?<![\p{L}\d])(?:#|no\.)\s*of(?![\p{L}])/giu, 'number of')
      .replace(/\s+@\s+/gu, ' at ')
      .replace(/(?<![\p{L}])(?:pls|plz)(?![\p{L}])/giu, 'please')
      .replace(/(?<![\p{L}])whos(?![\p{L}])/giu, 'who is')
      // "from 2018 to date": from then on; "to date this year": so far this year.
      .replace(
        /(?<=\d)\s+(?:to|till|until|up\s+to)\s+(?:date|now|the\s+present(?:\s+day)?|today)(?![\p{L}])/giu,
        ' onwards',
      )
      .replace(/(?<![\p{L}])to\s+date\s+this\s+(year|month|quarter)(?![\p{L}])/giu, 'so far this $1')
      .replace(/(?<![\p{L}])on\s+(?:the\s+)?dash(?![\p{L}])/giu, 'on the dashboard')
      .replace(
        /(?<=(?:newest|oldest|latest|earliest|youngest|biggest|largest|smallest|recent)\s+)1st(?![\p{L}\d])/giu,
        'first',
      )
      .replace(
        /(?<=(?:^|\s)(?:last|past|this|previous|next|\d{1,3}|a|one|two|three|four|five|six|ten|twelve)\s+)(wks?|mos?|mths?|yrs?|qtrs?)(?![\p{L}\d])/giu,
        (w) => UNIT_SHORT[w.toLowerCase()] ?? w,
      )
      .trim()
  );
}

/** Words of unused phrases one edit (two for long words) from a grammar word, and the text with them fixed. */
export function grammarTypos(text: string, unused: string[]): { text: string; pairs: [string, string][] } | null {
  const pairs: [string, string][] = [];
  let out = text;
  for (const phrase of unused)
    for (const word of phrase.split(/\s+/)) {
      const w = word.toLowerCase();
      // Short words are too often other words ("file" is no typo of "film"); a slip keeps the first letter.
      if (w.length < 5 || !/^\p{Ll}+$/u.test(word) || STOPWORDS.has(w) || MEANING_WORDS.has(w) || GRAMMAR_WORDS.has(w))
        continue;
      const max = w.length >= 7 ? 2 : 1;
      const hit = [...GRAMMAR_WORDS].find(
        (g) => g[0] === w[0] && Math.abs(g.length - w.length) <= max && editDistance(w, g, max) <= max,
      );
      if (!hit) continue;
      const at = out.search(new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'u'));
      if (at < 0) continue;
      out = out.slice(0, at) + hit + out.slice(at + word.length);
      pairs.push([word, hit]);
    }
  return pairs.length ? { text: out, pairs } : null;
}
