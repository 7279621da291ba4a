import { columnConditions } from './columns.ts';
import { selfCorrections } from './corrections.ts';
import { jargon } from './jargon.ts';
import { spelledNumbers } from './numbers.ts';
import { everydayWords } from './voices.ts';

/**
 * A question's wording made readable before it is read (moved from parser.ts when it passed 400 lines): an analyst's
 * shorthand spelled out (a word one slip from a word of the reader: typos.ts).
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

/** Superlatives said with "most" ("the most young person"). */
const SUPERLATIVES: Record<string, string> = {
  young: 'youngest',
  old: 'oldest',
  new: 'newest',
  big: 'biggest',
  large: 'largest',
  small: 'smallest',
  high: 'highest',
  low: 'lowest',
  late: 'latest',
  early: 'earliest',
};

/** A number, an amount or a fraction follows: "north of 20%", "a shade under a third", "shy of thirty". */
const AMOUNT_AHEAD =
  '(?=\\s*(?:[$€£]\\s*)?\\d|\\s+(?:an?\\s+|one\\s+|two\\s+|three\\s+|four\\s+|half\\s+)?(?:half|thirds?|quarters?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?|twelfths?|twentieths?|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|ten|eleven|twelve|fifteen|eighteen|two|three|four|five|six|seven|eight|nine)(?![\\p{L}]))';
const YEAR_AHEAD = '(?=\\s+(?:1[89]|20)\\d\\d(?![\\d%]))';
const ahead = (words: string, what = AMOUNT_AHEAD) => new RegExp(`(?<![\\p{L}])(?:${words})${what}`, 'giu');

/**
 * Comparisons said in a dealmaker's words, as the comparison words the rules read: "north of 20%" (more
 * than), "south of a third", "a shade under forty" (under), "shy of a fifth", "capped at a quarter" (at
 * most), "north of 2010" (after); "both ends in" (inclusive).
 */
function comparisons(text: string): string {
  return (
    text
      .replace(ahead('north\\s+of', YEAR_AHEAD), 'after')
      .replace(ahead('south\\s+of', YEAR_AHEAD), 'before')
      .replace(ahead('north\\s+of'), 'over')
      .replace(ahead('south\\s+of'), 'under')
      .replace(
        ahead('(?:just\\s+)?an?\\s+(?:shade|touch|tad|hair|whisker|smidge|little|bit)\\s+(under|below|over|above)'),
        '$1',
      )
      .replace(
        ahead(
          '(?:(?:falls?|falling|fell|comes?|coming|came)\\s+)?(?:just\\s+|a\\s+(?:little|bit)\\s+)?(?:short|shy)\\s+of',
        ),
        'below',
      )
      .replace(ahead('(?:capped|topping\\s+out|tops\\s+out|maxing\\s+out|maxed\\s+out)\\s+at'), 'at most')
      // "the one-third mark", "the 10% threshold": the share itself.
      .replace(
        /(?<![\p{L}])the\s+((?:one|two|three|a)[\s-]+(?:half|third|quarter|fifth|tenth)s?|\d{1,3}(?:\.\d+)?\s*(?:%|percent|per\s+cent))\s+(?:mark|level|threshold|line|bar)(?![\p{L}])/giu,
        '$1',
      )
      // "in the 10 to 20% range": a span of shares.
      .replace(
        /(?<![\p{L}])in\s+the\s+(\d{1,3}(?:\.\d+)?\s*%?\s*(?:to|-|–)\s*\d{1,3}(?:\.\d+)?\s*(?:%|percent|per\s+cent))\s+(?:range|band|bracket)(?![\p{L}])/giu,
        'of $1',
      )
      // "30% and up", "three-eighths and above", "10% and below": the bound included.
      .replace(
        /(?<![\p{L}\d.])(\d{1,3}(?:\.\d+)?\s*(?:%|percent|per\s+cent|pct)|(?:(?:a|an|one|two|three|four|five|six|seven|eight|nine)[\s-]+)?(?:half|thirds?|quarters?|fourths?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?|twelfths?|twentieths?))\s+(?:and|or)\s+(?:(above|up|upwards|higher|over|more|greater|beyond)|(below|under|lower|less|down|smaller))(?![\p{L}])(?!\s+(?:than|an?|one|two|three|four|five|six|seven|eight|nine|ten|half|the)(?![\p{L}]))(?!\s*\d)/giu,
        (_m, share: string, up: string | undefined) => `${up ? 'at least' : 'at most'} ${share}`,
      )
      // "well over 40%", "comfortably above a quarter": the bound is the same.
      .replace(
        /(?<![\p{L}])(?:well|comfortably|safely|slightly|somewhat)\s+(?=(?:over|above|under|below|more\s+than|less\s+than)(?![\p{L}]))/giu,
        '',
      )
      .replace(
        /(?:,\s*|\s+)(?:(?:with\s+)?both\s+(?:ends|bounds|limits|endpoints)\s+(?:included|inclusive|in|counted)|(?:ends|bounds|limits|endpoints)\s+(?:included|inclusive))(?![\p{L}])/giu,
        ' inclusive',
      )
  );
}

const ORDINALS =
  'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth'.split(
    ' ',
  );
/**
 * "outfits that haven't reached their fifth anniversary" (under five years old), "that have celebrated
 * their 10th anniversary" (at least ten years old): an organization's age in years since its founding.
 */
function anniversaries(text: string): string {
  return text.replace(
    /(?<![\p{L}])(?:(?:(has|have|had)(n'?t|\s+not)|(not)|(yet)\s+to)\s+(?:yet\s+)?|(?:(?:has|have|had)\s+(?:already\s+)?))(?:reached|reach|hit|celebrated|celebrate|marked|mark|passed|pass)\s+(?:their|its|a|the)\s+(\d{1,2})?(?:st|nd|rd|th)?(\p{L}+)?\s+(?:anniversary|birthday)(?:\s+yet)?(?![\p{L}])/giu,
    (all, _have, not, not2, yet, digits: string | undefined, word: string | undefined) => {
      const n = digits ? Number(digits) : ORDINALS.indexOf((word ?? '').toLowerCase()) + 1;
      if (!n || (digits && word)) return all;
      return not || not2 || yet ? `are under ${n} years old` : `are at least ${n} years old`;
    },
  );
}

/**
 * A question's shorthand in words the rules read: "w/" and "w/o", comparison signs ("stakes >25%":
 * the reading drops "<" and ">" as punctuation), "pre-2000", "# of", short units ("last wk").
 */
export function shorthand(question: string): string {
  return (
    anniversaries(comparisons(everydayWords(jargon(columnConditions(selfCorrections(spelledNumbers(question)))))))
      .replace(/(?<![\p{L}\d])w\/o(?![\p{L}\d])/giu, 'without')
      // "US/CA orgs", "PE/VC stakes", "Berlin/Munich": a slash between names or codes is "or".
      .replace(/(?<![\p{L}\d])(\p{Lu}\p{L}+)\/(?=\p{Lu}\p{L}+(?![\p{L}\d]))/gu, '$1 or ')
      // "more then fifty", "less then a third": "then" for "than" after a comparative.
      .replace(
        /(?<![\p{L}])(more|less|fewer|older|younger|earlier|later|newer|bigger|larger|smaller|greater|higher|lower|other|rather)\s+then(?![\p{L}])/giu,
        '$1 than',
      )
      // "the most young", "most old": the superlative.
      .replace(
        /(?<![\p{L}])most\s+(young|old|new|big|large|small|high|low|late|early)(?![\p{L}])/giu,
        (_m, a: string) => SUPERLATIVES[a.toLowerCase()] ?? _m,
      )
      .replace(/(?<![\p{L}])begin\s+of(?![\p{L}])/giu, 'beginning of')
      // "in descending order of ownership percentage": by it, descending.
      .replace(
        /(?<![\p{L}])in\s+(descending|decreasing|ascending|increasing)\s+order\s+of\s+((?:(?!(?:the|then|and|with|only|first|top|limit)(?![\p{L}]))[\p{L}-]+\s+){0,3}?[\p{L}-]+)(?=\s*(?:$|[,.;:?!—–]|\s-\s|\s(?:the|then|and|with|only|first|top|limit)(?![\p{L}])))/giu,
        (_m, way: string, field: string) => `by ${field} ${/^(?:desc|decr)/i.test(way) ? 'descending' : 'ascending'}`,
      )
      // "bigger as 20 percent", "older as 30 years": "as" for "than" before an amount (not "as old as").
      .replace(
        ahead('(?<!as\\s+)(more|less|fewer|older|younger|bigger|larger|smaller|greater|higher|lower)\\s+as'),
        '$1 than',
      )
      .replace(/(?<![\p{L}\d])w\/(?=\s)/giu, 'with')
      .replace(/(?<![\p{L}\d])w\/(?=\p{L})/giu, 'with ')
      .replace(/\s*(?:>=|≥|=>)\s*(?=\d)/gu, ' at least ')
      .replace(/\s*(?:<=|≤|=<)\s*(?=\d)/gu, ' at most ')
      .replace(/\s*>\s*(?=\d)/gu, ' more than ')
      .replace(/\s*<\s*(?=\d)/gu, ' less than ')
      .replace(/(?<![\p{L}])(pre|post)-(?=\d{4})/giu, '$1 ')
      .replace(/(?<![\p{L}\d])b4(?![\p{L}\d])/giu, 'before')
      // "born 1990-99", "2015–18": a span of years written short (a month is 01 to 12: "2001-05" stays May 2001).
      .replace(
        /(?<![\p{L}\d])((1[89]|20)(\d\d))\s*[-–]\s*(\d\d)(?![\p{L}\d-])/gu,
        (all, first: string, century: string, yy: string, end: string) =>
          Number(end) > 12 && Number(end) > Number(yy) ? `${first}-${century}${end}` : all,
      )
      // "from 1st October till date", "to date": up to today.
      .replace(/(?<![\p{L}])(from\s[^.?!]{1,60}?\s)(till|until|up\s+to|to)\s+date(?![\p{L}])/giu, '$1$2 today')
      // "the latest updation", "by last update": the record's last change.
      .replace(/(?<![\p{L}])(?:latest|last|most\s+recent|recent)\s+(?:updation|update)(?![\p{L}])/giu, 'last updated')
      .replace(/(?<![\p{L}])(?:final|closing)\s+quarter(?=\s+of\s)/giu, 'fourth quarter')
      .replace(/(?<![\p{L}])opening\s+quarter(?=\s+of\s)/giu, 'first quarter')
      // "the last quarter of last year", "the back half of 2024": a part of the year named.
      .replace(
        /(?<![\p{L}])last\s+quarter(?=\s+of\s+(?:the\s+)?(?:last|this|previous|current|\d{4})(?![\p{L}]))/giu,
        'fourth quarter',
      )
      // "the trailing twelve months": the last ones up to today.
      .replace(
        /(?<![\p{L}])trailing(?=\s+(?:\d{1,3}|[\p{L}-]+)\s+(?:years?|quarters?|months?|weeks?|days?)(?![\p{L}]))/giu,
        'past',
      )
      // "the quarter just gone": the last one.
      .replace(
        /(?<![\p{L}])the\s+(year|quarter|month|week)\s+just\s+(?:gone|passed|ended)(?![\p{L}])/giu,
        'the last $1',
      )
      .replace(/(?<![\p{L}])back\s+half(?=\s+of\s)/giu, 'second half')
      .replace(/(?<![\p{L}])front\s+half(?=\s+of\s)/giu, 'first half')
      .replace(/(?<![\p{L}])(?:in|over)\s+the\s+course\s+of(?![\p{L}])/giu, 'during')
      .replace(/(?<![\p{L}])ex-(?=\p{Lu})/gu, 'excluding ')
      .replace(/(?<![\p{L}\d])btw(?=\s+\d)/giu, 'between')
      .replace(/(?<![\p{L}\d])(?:#|no\.)\s*of(?![\p{L}])/giu, 'number of')
      .replace(/\s+@\s+/gu, ' at ')
      .replace(/(?<![\p{L}])(?:pls|plz)(?![\p{L}])/giu, 'please')
      // Chat spelling and a greeting before the question: "can u show", "hello, could you list".
      .replace(/(?<![\p{L}\d'’])u(?![\p{L}\d'’])/gu, 'you')
      .replace(/(?<![\p{L}\d'’])ur(?![\p{L}\d'’])/gu, 'your')
      .replace(/^\s*(?:hello|hi|hey|good\s+(?:morning|afternoon|evening|day))(?:\s+there)?(?![\p{L}])[\s,!.]*/iu, '')
      // "how much companies": a count of records, as "how many".
      .replace(/(?<![\p{L}])how\s+much(?=\s+\p{L}+s(?![\p{L}]))/giu, 'how many')
      .replace(/(?<![\p{L}])whos(?![\p{L}])/giu, 'who is')
      // "from 2018 to date": from then on; "to date this year": so far this year.
      .replace(
        /(?<=\d)\s+(?:to|till|until|up\s+to)\s+(?:date|now|the\s+present(?:\s+day)?|today)(?![\p{L}])/giu,
        ' onwards',
      )
      .replace(/(?<![\p{L}])to\s+date\s+this\s+(year|month|quarter)(?![\p{L}])/giu, 'so far this $1')
      .replace(/(?<![\p{L}])on\s+(?:the\s+)?dash(?:board)?(?![\p{L}])/giu, 'on the dashboard')
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
