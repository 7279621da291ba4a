import type { Mention } from './mention.ts';
import { GE, LE, NEG_BEFORE } from './patterns.ts';
import type { Reading } from './text.ts';

type Add = (m: Mention) => void;

/**
 * "a fifth", "three eighths", "one sixteenth", "a fourth": every numerator up to nine over the denominators said in
 * words (a quarter and a fourth are both 4).
 */
function fractionWords(): Record<string, [number, number]> {
  const parts: [string, number][] = [
    ['third', 3],
    ['quarter', 4],
    ['fourth', 4],
    ['fifth', 5],
    ['sixth', 6],
    ['seventh', 7],
    ['eighth', 8],
    ['ninth', 9],
    ['tenth', 10],
    ['eleventh', 11],
    ['twelfth', 12],
    ['thirteenth', 13],
    ['fourteenth', 14],
    ['fifteenth', 15],
    ['sixteenth', 16],
    ['seventeenth', 17],
    ['eighteenth', 18],
    ['nineteenth', 19],
    ['twentieth', 20],
    ['twenty fifth', 25],
    ['thirtieth', 30],
    ['fortieth', 40],
    ['fiftieth', 50],
    ['hundredth', 100],
  ];
  const many = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen'];
  many.push('fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen');
  const out: Record<string, [number, number]> = {};
  for (const [word, d] of parts) {
    out[`${/^e/.test(word) ? 'an' : 'a'} ${word}`] = [1, d];
    out[`one ${word}`] = [1, d];
    many.forEach((n, i) => {
      if (i + 2 < d) out[`${n} ${word}s`] = [i + 2, d];
    });
  }
  return out;
}

/** Fractions and amount words of ownership, as exact fractions of 100%. */
const FRACTIONS: Record<string, [number, number]> = {
  half: [1, 2],
  'one half': [1, 2],
  'a half': [1, 2],
  ...fractionWords(),
  'one in two': [1, 2],
  'one in three': [1, 3],
  'one in four': [1, 4],
  'one in five': [1, 5],
  'one in six': [1, 6],
  'one in eight': [1, 8],
  'one in ten': [1, 10],
  'one in twenty': [1, 20],
};
// "3/8" in digits too.
// "a quarter of one per cent": a fraction of one percent point.
const OF_ONE_PERCENT = '\\s+of\\s+(?:one|a|1)\\s*(?:%|percent|per\\s+cent|pct)';
const FRACTION = `((?:${Object.keys(FRACTIONS)
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/ /g, '[\\s-]+'))
  .join(
    '|',
  )}|[1-9]\\d?\\s*/\\s*[1-9]\\d?|1\\s+in\\s+[2-9]\\d?(?![\\d.,%])|(?:an?|one|[1-9]\\d?)\\s+[1-9]\\d{0,2}(?:st|nd|rd|th)s?)(?:${OF_ONE_PERCENT})?)`;
/** A word every fraction of FRACTION holds one of (a denominator, "half", "one in", digits over digits). */
const MAYBE_FRACTION =
  /half|halves|third|quarter|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|teenth|tieth|hundredth|\d(?:st|nd|rd|th)|\d\s*\/\s*\d|(?:one|1)\s+in\s/;
/** A piece of FRACTION's source, to tell the rules that hold it. */
const FRACTION_MARK = FRACTION.slice(0, 40);
const fractionOf = (w: string): [number, number] => {
  const digits = w.match(/^(\d+)\s*\/\s*(\d+)$/) ?? w.match(/^(1)\s+in\s+(\d+)$/);
  if (digits) return [Number(digits[1]), Number(digits[2])];
  // "one twenty-fifth", read as "one 25th" once its number words are digits.
  const ordinal = w.match(/^(an?|one|\d+)\s+(\d+)(?:st|nd|rd|th)s?$/);
  if (ordinal) {
    const n = /^\d+$/.test(ordinal[1] ?? '') ? Number(ordinal[1]) : 1;
    const d = Number(ordinal[2]);
    if (d > 2 && n < d) return [n, d];
  }
  return FRACTIONS[w.replace(/[\s-]+/g, ' ')] ?? [0, 1];
};
/**
 * A share as the ownership column (numeric(7,4)) bounds it: a lower bound rounds up and an upper
 * bound down to 4 decimals; a strict bound ("above", "below") leaves the share itself out.
 */
export function shareBound(pct: number, side: 'from' | 'to', strict = false): string {
  const scaled = pct * 10_000;
  const near = Math.round(scaled);
  const whole = Math.abs(scaled - near) < 1e-6;
  const n =
    side === 'from'
      ? whole
        ? near + (strict ? 1 : 0)
        : Math.ceil(scaled)
      : whole
        ? near - (strict ? 1 : 0)
        : Math.floor(scaled);
  return String(n / 10_000);
}
/** A share said exactly ("a third stake"): the column's nearest value, 33.3333 for a third. */
const exactShare = (pct: number) => {
  const v = String(Math.round(pct * 10_000) / 10_000);
  return { from: v, to: v };
};
const fractionPct = (w: string) => {
  const ofOne = w.match(new RegExp(`${OF_ONE_PERCENT}$`));
  const [a, b] = fractionOf(ofOne ? w.slice(0, ofOne.index) : w);
  return ((ofOne ? 1 : 100) * a) / b;
};
const SHARE_NOUN = '(?:stakes?|holdings?|shares?|ownership|positions?|equity|interests?|owned)';
/** Comparison words that leave the bound itself out. */
export const STRICT =
  /^(?:above|over|more than|greater than|higher than|bigger than|larger than|>|in excess of|exceeds|exceeding|exceed|below|under|less than|lower than|smaller than|<)$/;

/**
 * "stakes below a third", "half-owned companies", "more than half", "majority stakes",
 * "minority positions", "wholly owned": ownership shares in words (a majority is more than 50%).
 */
export function readFractions(r: Reading, add: Add) {
  // "stakes, ≥ 7/8, owned: yes": "owned" that starts a column (right after a comma, a colon or a dash) is the owned
  // flag, not the end of a share ("7/8-owned"); it is read first, so that no share takes it across the break.
  const column = /owned(?:\s+(yes|true|no|false))?(?![\p{L}])/uy;
  for (const b of r.breaks) {
    const at = b + 1;
    column.lastIndex = at;
    const m = column.exec(r.low);
    if (!m) continue;
    r.consume(at, at + m[0].length);
    add({ t: 'flag', what: 'owned', value: !/^(?:no|false)$/.test(m[1] ?? ''), pos: at, phrase: m[0] });
  }
  type Range = { from: string | null; to: string | null; unsure?: string };
  const owned = '(?:[\\s-]+owned)?';
  const rules: [RegExp, (m: RegExpExecArray) => Range][] = [
    [
      new RegExp(
        `(?<![\\p{L}])(?:between|from)\\s+${FRACTION}\\s+(?:and|to|up\\s+to|-)\\s+${FRACTION.replace('(', '(?<second>')}${owned}(?![\\p{L}])`,
        'gu',
      ),
      (m) => ({
        from: shareBound(fractionPct(m[1] ?? ''), 'from'),
        to: shareBound(fractionPct(m.groups?.second ?? ''), 'to'),
      }),
    ],
    // "stakes 1/6 to 1/4", "a fifth to a third": a span of two fractions with no "between" or "from" before it.
    [
      new RegExp(
        `(?<![\\p{L}\\d/])${FRACTION}\\s+(?:to|up\\s+to|-)\\s+${FRACTION.replace('(', '(?<second>')}${owned}(?![\\p{L}\\d/])`,
        'gu',
      ),
      (m) => ({
        from: shareBound(fractionPct(m[1] ?? ''), 'from'),
        to: shareBound(fractionPct(m.groups?.second ?? ''), 'to'),
      }),
    ],
    [
      new RegExp(
        `(?<![\\p{L}])(no\\s+(?:bigger|larger|more|greater|higher)\\s+than|not\\s+(?:more\\s+than|greater\\s+than|above|over|exceeding|in\\s+excess\\s+of)|up\\s+to\\s+and\\s+including|no\\s+(?:smaller|less|lower|fewer)\\s+than|not\\s+(?:less\\s+than|below|under)|${GE}|${LE}|exactly|precisely)\\s+${FRACTION}${owned}(?:\\s+(?:of\\s+(?:the\\s+)?)?(?:shares|equity|the\\s+company)|\\s+of\\s+(?:an?|one|the)\\s+(?:company|business|firm|organi[sz]ation))?(?![\\p{L}])`,
        'gu',
      ),
      (m) => {
        const word = (m[1] ?? '').replace(/\s+/g, ' ');
        const v = fractionPct(m[2] ?? '');
        if (word === 'exactly' || word === 'precisely') return exactShare(v);
        // "no smaller than a fifth": at least a fifth, the bound included.
        const atLeast = /^(?:no (?:smaller|less|lower|fewer) than|not (?:less than|below|under))$/.test(word);
        // "not exceeding a quarter", "no greater than a third": at most, the bound included.
        const atMost =
          /^(?:no (?:bigger|larger|more|greater|higher) than|not (?:more than|greater than|above|over|exceeding|in excess of)|up to and including)$/.test(
            word,
          );
        if (atMost) return { from: null, to: shareBound(v, 'to') };
        const strict = STRICT.test(word);
        return atLeast || new RegExp(`^(?:${GE})$`).test(word)
          ? { from: shareBound(v, 'from', strict), to: null }
          : { from: null, to: shareBound(v, 'to', strict) };
      },
    ],
    [
      new RegExp(
        `(?<![\\p{L}])${FRACTION}${owned}(?:\\s+${SHARE_NOUN})?\\s+(?:or\\s+(more|above|over|bigger|larger|greater|higher|less|below|under|fewer|smaller|lower)${owned}|at\\s+(least|most))(?![\\p{L}])`,
        'gu',
      ),
      // "a third or more", "one quarter at least", "a fifth stake or less": the bound said after the share.
      (m) => {
        const v = fractionPct(m[1] ?? '');
        return /^(more|above|over|bigger|larger|greater|higher|least)$/.test(m[2] ?? m[3] ?? '')
          ? { from: shareBound(v, 'from'), to: null }
          : { from: null, to: shareBound(v, 'to') };
      },
    ],
    [
      new RegExp(`(?<![\\p{L}])${FRACTION}(?:[\\s-]+owned|(?=\\s+${SHARE_NOUN}(?![\\p{L}])))(?![\\p{L}])`, 'gu'),
      (m) => {
        const v = fractionPct(m[1] ?? '');
        return exactShare(v);
      },
    ],
    // "stakes of one-third", "a holding of 3/8": the share noun, then "of" and the fraction.
    [
      new RegExp(`(?<=${SHARE_NOUN}\\s+of\\s+)${FRACTION}(?![\\p{L}\\d])`, 'gu'),
      (m) => {
        const v = fractionPct(m[1] ?? '');
        return exactShare(v);
      },
    ],
    [/(?<![\p{L}])(?:wholly|fully|100%)[\s-]+owned(?![\p{L}])/gu, () => ({ from: '100', to: '100' })],
    [
      new RegExp(
        `(?<![\\p{L}])majority(?:[\\s-]+owned|(?=\\s+(?:${SHARE_NOUN}|investments?|deals?)(?![\\p{L}]))|\\s+(?:stake|owner|control|holder)s?)(?![\\p{L}])`,
        'gu',
      ),
      () => ({ from: shareBound(50, 'from', true), to: null }),
    ],
    [
      new RegExp(
        `(?<![\\p{L}])controlling(?:[\\s-]+owned|(?=\\s+${SHARE_NOUN}(?![\\p{L}]))|\\s+(?:stake|owner|control|holder)s?)(?![\\p{L}])`,
        'gu',
      ),
      () => ({
        from: shareBound(50, 'from', true),
        to: null,
        unsure: 'control is not a fixed share; read as more than half',
      }),
    ],
    [
      new RegExp(
        `(?<![\\p{L}])minority(?:[\\s-]+owned|(?=\\s+(?:${SHARE_NOUN}|investments?|deals?)(?![\\p{L}]))|\\s+(?:stake|owner|holder|investor)s?)(?![\\p{L}])`,
        'gu',
      ),
      () => ({ from: null, to: shareBound(50, 'to', true) }),
    ],
  ];
  // Most questions hold no fraction: the rules that need one (their expression holds FRACTION) are not run then.
  const maybe = MAYBE_FRACTION.test(r.low);
  rules.forEach(([re, range], rule) => {
    if (!maybe && re.source.includes(FRACTION_MARK)) return;
    r.take(re, (m) => {
      // "stakes that are not majority stakes": a negation right before the share negates it.
      const neg = r.low.slice(0, m.index).match(NEG_BEFORE);
      const at = neg?.index ?? shareNounBefore(r, m.index);
      const pos = at ?? m.index;
      const phrase = r.low.slice(pos, m.index) + m[0];
      if (at !== undefined) r.consume(at, m.index);
      const read = range(m);
      // "do not exceed a tenth", "that don't go below a third or more": a negated comparison is its other side.
      const turned = neg?.index !== undefined && (rule === 2 || rule === 3) ? otherSide(read) : null;
      add({ t: 'number', pos, phrase, ...(turned ?? read), negate: neg?.index !== undefined && !turned });
      return true;
    });
  });
}

/** The other side of a one-sided share bound at the column's 4 decimals; null for a span or an exact share. */
function otherSide(range: { from: string | null; to: string | null; unsure?: string }) {
  const step = (v: string, by: number) => String(Math.round(Number(v) * 10_000 + by) / 10_000);
  if (range.from !== null && range.to === null) return { from: null, to: step(range.from, -1) };
  if (range.to !== null && range.from === null) return { from: step(range.to, 1), to: null };
  return null;
}

/** "where the ownership is", "ownership of", "with a stake of" right before a share: part of it. */
export function shareNounBefore(r: Reading, index: number): number | undefined {
  return r.low
    .slice(0, index)
    .match(
      /(?<![\p{L}])(?:(?:where|whose|with)\s+)?(?:the\s+|an?\s+)?(?:ownership|stakes?|shares?|holdings?|positions?|size)(?:\s+(?:percentage|share|size))?\s+(?:(?:is|are|of|at)\s+)?$/u,
    )?.index;
}
