import type { Parsed } from './mention.ts';

/**
 * Comparisons said in words (issue 35), in one table: which side of a number each asks for, strictly or not. It
 * serves every place a comparison stands before a count or an amount; a field named before its comparison ("whose
 * age is more than 64", "with a founding year before 2010") is read as the verb or adjective the rules of that field
 * read ("aged more than 64", "founded before 2010"), so that no field needs its own comparison phrases.
 */

export type Op = '>' | '>=' | '<' | '<=';

/** Comparison words, each with its operator; a longer phrase is listed before any phrase it contains. */
export const COMPARISON_WORDS: [string, Op][] = [
  [
    'no fewer than|no less than|not fewer than|not less than|no lower than|no smaller than|at or above|at or over',
    '>=',
  ],
  ['at least|a minimum of|or more', '>='],
  ['no more than|not more than|no greater than|not greater than|no higher than|no larger than|not exceeding', '<='],
  ['at or below|at or under|at most|a maximum of|up to', '<='],
  ['more than|greater than|larger than|bigger than|higher than|upwards of|in excess of|north of|better than', '>'],
  ['over|above|exceeding|beyond', '>'],
  ['fewer than|less than|smaller than|lower than|south of|under|below', '<'],
];

/** All comparison words as one alternation, longest first (a regex source without groups). */
export const COMPARISON = COMPARISON_WORDS.flatMap(([w]) => w.split('|'))
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/ /g, '\\s+'))
  .join('|');

/** The operator of a comparison phrase ("more  than" → ">"), or undefined. */
export function opOf(phrase: string): Op | undefined {
  const said = phrase.toLowerCase().replace(/\s+/g, ' ').trim();
  return COMPARISON_WORDS.find(([w]) => w.split('|').includes(said))?.[1];
}

/** A field named before its comparison, and the word the rules of that field read. */
const FIELDS: [string, string][] = [
  ['age', 'aged'],
  [
    '(?:founding|foundation|incorporation|establishment)(?:\\s+(?:year|date))?|year\\s+of\\s+(?:founding|foundation|incorporation)',
    'founded',
  ],
  ['(?:publication|publishing|release)\\s+(?:year|date)|year\\s+of\\s+publication', 'published'],
  ['(?:investment|inv)\\s+(?:year|date)|year\\s+of\\s+investment', 'invested'],
  ['(?:birth\\s+(?:year|date)|year\\s+of\\s+birth|date\\s+of\\s+birth)', 'born'],
];
const OWNER =
  '(?:whose|with\\s+(?:an?|the|their|its)|having\\s+(?:an?|the)|(?:that|which|who)\\s+(?:have|has)\\s+(?:an?|the))';
/** What may follow the field: a comparison, a date preposition or a number. */
const VALUE = `(?=(?:${COMPARISON}|before|after|since|until|between|from|in|on|during)(?![\\p{L}])|\\d)`;

/** Strict words of "more": with an age they leave it unclear whether the bound itself is in. */
const STRICT_MORE =
  /^(?:more\s+than|greater\s+than|larger\s+than|bigger\s+than|higher\s+than|over|above|beyond|exceeding|in\s+excess\s+of|upwards\s+of|north\s+of)$/iu;

/**
 * "whose age is more than sixty-four" → "aged more than sixty-four": the field and its copula give way to the word
 * its rules read. Returns the text and the strict comparisons of an age it rewrote (the age rules read them strictly
 * and say so).
 */
export function namedComparisons(text: string): { text: string; strict: string[] } {
  const strict: string[] = [];
  let out = text;
  for (const [field, word] of FIELDS) {
    const re = new RegExp(
      `(?<![\\p{L}])${OWNER}\\s+(?:${field})\\s+(?:(?:is|was|are|were|of|=|:)\\s+)?${VALUE}`,
      'giu',
    );
    out = out.replace(re, (_all, offset: number, whole: string) => {
      if (word === 'aged') {
        const after = whole.slice(offset + _all.length);
        const cmp = after.match(new RegExp(`^(?:${COMPARISON})(?![\\p{L}])`, 'iu'))?.[0];
        if (cmp && STRICT_MORE.test(cmp))
          strict.push(
            `${cmp} ${
              after
                .slice(cmp.length)
                .trim()
                .split(/[\s,.;?!]+/)[0]
            }`,
          );
      }
      return `${word} `;
    });
  }
  // "aged greater than 64", "aged north of 64": the age rules read a strict bound as "more than" (and say so).
  if (strict.length)
    out = out.replace(
      /(?<![\p{L}])aged\s+(?:greater|larger|bigger|higher)\s+than(?![\p{L}])|(?<![\p{L}])aged\s+(?:beyond|exceeding|in\s+excess\s+of|upwards\s+of|north\s+of)(?![\p{L}])/giu,
      'aged more than',
    );
  return { text: out, strict };
}

/** Reads a question with `read`, a field named before its comparison read as its word (a strict age bound is stated by the age rules). */
export function withComparisons(text: string, read: (text: string) => Parsed): Parsed {
  return read(namedComparisons(text).text);
}
