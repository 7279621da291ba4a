import { NEGATIONS } from './lexicon.ts';

/** Number words of counts and spans ("the three oldest", "the last five years", "a dozen"). */
export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  dozen: 12,
  'a dozen': 12,
  'two dozen': 24,
  'three dozen': 36,
  'four dozen': 48,
  'half a dozen': 6,
  'half-dozen': 6,
  'half dozen': 6,
  'a couple of': 2,
  'couple of': 2,
  'a pair of': 2,
};
/** A number of two words: "thirty-two". */
export const COMPOUND =
  '(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(?:one|two|three|four|five|six|seven|eight|nine)';
/** A count in digits or words ("thirty-two" too), longest words first so that "half a dozen" wins over "dozen". */
export const COUNT = `(\\d{1,3}|${COMPOUND}|${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/ /g, '\\s+'))
  .join('|')})`;
export const countOf = (w: string) => {
  const [tens, unit] = w.split('-');
  if (new RegExp(`^${COMPOUND}$`).test(w) && tens && unit) return (NUMBER_WORDS[tens] ?? 0) + (NUMBER_WORDS[unit] ?? 0);
  return NUMBER_WORDS[w.replace(/\s+/g, ' ')] ?? Number(w);
};

export const NUM = '(\\d+(?:\\.\\d+)?)';
export const PCT = '\\s*(?:%|percent|per\\s+cent|pct)';
export const GE =
  'at or above|at or over|no less than|not less than|no fewer than|not fewer than|no lower than|no smaller than|above|over|more than|greater than|higher than|bigger than|larger than|at least|>=|>|minimum of|minimum|min\\.?|upwards of|in excess of|exceeds|exceeding|exceed';
export const LE =
  'at or below|at or under|up to and including|not more than|no greater than|not greater than|no higher than|not exceeding|not in excess of|not above|not over|sub-|sub|below|under|less than|lower than|smaller than|at most|up to|<=|<|maximum of|maximum|max\\.?|no more than';
export const STAKE =
  '(?:(?:ownership|stake|share|holding|equity|position)s?(?:\\s+(?:percentage|share|stake|size|%))?|(?:ownership\\s+)?percentage)';
export const NUMBER_RES = [
  new RegExp(
    `(?<![\\w.])(?:${STAKE}\\s+(?:of\\s+|is\\s+)?)?(?:(?:between|from)\\s+${NUM}${PCT}?\\s*(?:and|to|-)\\s*|(${GE})\\s*(?:an?\\s+)?|(${LE})\\s*(?:an?\\s+)?|(?:of|exactly|=)\\s*)?${NUM}${PCT}(?:\\s+${STAKE})?(?![\\w])`,
    'g',
  ),
  new RegExp(
    `(?<![\\w.])${STAKE}\\s+(?:of\\s+|is\\s+)?(?:(?:between|from)\\s+${NUM}\\s*(?:and|to|-)\\s*|(${GE})\\s*|(${LE})\\s*|(?:exactly|precisely|=)\\s*)${NUM}(?![\\w.%])`,
    'g',
  ),
];
export const SEARCH_STOP =
  '(?:in|from|with|and|or|that|which|who|since|before|after|by|on|at|founded|published|born|invested|tagged|about|sorted|ordered|where|whose|not|published|newest|latest|oldest)';

/** A negation right before a phrase ("not in", "outside of", "excluding those in", "non-"). */
export const NEG_BEFORE = new RegExp(
  `(?<![\\p{L}])(?:${NEGATIONS}|(?:is|are|was|were|do|does)n'?t|(?:do|does|did)\\s+not)(?:\\s+(?:in|within|inside|from|on|at|about|tagged|with|the|a|an|of|based|located|headquartered|domiciled|seated|registered|incorporated|living|live|lives|resident|residing|to|into|be|being|by|those|ones|which|who|whose|headquarters|hq|any|anything|anyone|anybody|everyone|everybody|that|are|is|were|published|born|founded|established|incorporated|launched|invested|released|issued|dated|marked|as|written|authored|connection|connections|connected|linked|associated|affiliated|attached|tied|ties|held|through|via|belong|belongs|listed|appear|appeared|structured|constituted|organised|organized|run))*\\s+$|(?<![\\p{L}])non-?$`,
  'u',
);
export const NEGATION_WORDS = new Set([
  'not',
  'non',
  'no',
  'without',
  'except',
  'excluding',
  'excl',
  'exclude',
  'barring',
  'outside',
  'neither',
  'nor',
  'lacking',
  'lack',
  'lacks',
  'never',
]);
export const toNumber = (s: string) => String(Number(s));
