import { ids, O, type Rule, rel } from './relation-parts.ts';
import { ACTIVE, APPOSITION, DESC, OBJECTS, PASSIVE, TICKER } from './relations-clauses.ts';
import { INVESTORS, investorsOf } from './relations-invest.ts';

/**
 * Money into companies read by the verb's class and its arguments (issue 34 item 4), from English grammar: a company
 * that receives money from investors (any apposition or auxiliary between, a gerund "by raising"), investors that
 * invest in or back a company (several subjects joined by "and" or "along with", each maybe described), stakes and
 * shareholders as a noun or a predicate ("holds 36 per cent of ⟦O⟧, while ⟦O⟧ owns 17 per cent" — the second object
 * left out), a portfolio. The tests' sentences are invented (relations-funding.test.ts).
 */

/** Words between a verb of receiving and "from": anything but a name or a sentence's end (a decimal point is no end). */
const GAP = '(?:[^⟦.;]|\\.\\d){0,100}?';
/** What is received is money or a round: an amount, "capital", "Series A", "investment". */
const MONEY =
  /[$€£¥₹]|\d|\b(?:million|billion|crore|lakh|funding|funds|investments?|capital|round|series|seed|financing|equity|backing)\b/i;
/** Debt is a loan, not an investment. */
const DEBT = /\b(?:debt|loans?|credit|bonds?|grants?)\b/i;
/** Verbs of receiving money, finite or a gerund after "by", "in", "after". */
const RECEIVE =
  '(?:raised|raises|raise|raising|secured|secures|secure|securing|received|receives|receive|receiving|closed|closes|got|gets|getting|bagged|bags|landed|lands|attracted|attracts|obtained|drew|picked\\s+up|sealed|mopped\\s+up|netted)';
/** A share as a number, and a share's nouns. */
const SHARE = '(\\d{1,3}(?:\\.\\d+)?)\\s*(?:%|per\\s?cent|percent)';

/** A subject of investing: a name, maybe described and followed by an apposition that opens with an article. */
const SUBJECT = `${DESC}⟦O\\d+⟧${TICKER}(?:,\\s+(?:a|an|the|one)\\s[^,;⟦()]{1,80}?(?:⟦O\\d+⟧[^,;⟦()]{0,30}?)?,)?`;
const JOIN = '(?:,?\\s+(?:and|along\\s+with|together\\s+with|alongside)\\s+(?:[^⟦,;.]{1,40}?,\\s+)?|,\\s+)';
/** The subjects' organizations, without those named inside their appositions ("an arm of ⟦O⟧"). */
const subjects = (s: string) => ids(s.replace(/,\s+(?:a|an|the|one)\s[^,;]*,/g, ' '));

export const FUNDING_RULES: Rule[] = [
  // ⟦O⟧ was among the investors in ⟦O⟧’s seed round / ⟦O⟧, one of the backers of ⟦O⟧
  {
    re: new RegExp(
      `${O}${TICKER}(?:\\s+(?:is|was|are|were)\\s+(?:also\\s+)?(?:among|one\\s+of)|,\\s+(?:one\\s+of|among))\\s+(?:the\\s+|its\\s+)?(?:[\\p{L}-]+\\s+){0,2}?(?:investors|backers|shareholders)\\s+(?:in|of|behind)\\s+(?:the\\s+)?${DESC}${O}`,
      'gu',
    ),
    make: (m, c) => rel('investor', c.at(m[1]), c.at(m[2]), c),
  },
  // ⟦O⟧ counts ⟦O⟧ and ⟦O⟧ among its investors
  {
    re: new RegExp(
      `${O}${TICKER}${ACTIVE}\\s+(?:counts|counted|count|lists|listed)\\s+${OBJECTS}\\s+(?:among|as)\\s+(?:its|their)\\s+(?:[\\p{L}-]+\\s+){0,2}?(?:investors|backers|shareholders)`,
      'gu',
    ),
    make: (m, c) => ids(m[2]).flatMap((i) => rel('investor', c.at(i), c.at(m[1]), c)),
  },
  // ⟦O⟧ agreed to acquire a 70% stake in ⟦O⟧: more than half is ownership, less an investment
  {
    re: new RegExp(
      `${O}${TICKER}${APPOSITION}${ACTIVE}\\s+(?:(?:agreed|agrees|decided|has\\s+agreed)\\s+to|will)\\s+(?:acquire|buy|purchase|take)\\s+(?:a\\s+|an\\s+|another\\s+|a\\s+further\\s+)?${SHARE}\\s+(?:(?:stake|interest|holding|shareholding)\\s+)?(?:in|of)\\s+(?:the\\s+)?${DESC}${O}`,
      'gu',
    ),
    make: (m, c) =>
      Number(m[2]) > 50 ? rel('acquired', c.at(m[3]), c.at(m[1]), c) : rel('investor', c.at(m[1]), c.at(m[3]), c),
  },
  // ⟦O⟧, one of the first batch, secured a Series A from ⟦O⟧ / ⟦O⟧ who received a $40m investment from ⟦O⟧ and ⟦O⟧ /
  // ⟦O⟧ attained unicorn status by raising Rs 100 crore from Singapore-based ⟦O⟧
  {
    re: new RegExp(
      `${O}${TICKER}${APPOSITION}(?:,?\\s+(?:who|which))?(?:${ACTIVE}|\\s+too)*\\s+(?:[^⟦.;]{0,60}?\\b(?:by|in|after|through)\\s+)?${RECEIVE}\\s+(${GAP})\\b(?:from|by)\\s+${INVESTORS}`,
      'gu',
    ),
    make: (m, c) => (MONEY.test(m[2] ?? '') && !DEBT.test(m[2] ?? '') ? investorsOf(m[3], c, m[1]) : []),
  },
  // ⟦O⟧, along with private equity firm, ⟦O⟧, recently invested $50 million in a finance company, ⟦O⟧ / ⟦O⟧ and ⟦O⟧, an
  // arm of ⟦O⟧, have jointly invested in ⟦O⟧ / ⟦O⟧, which has backed the likes of ⟦O⟧ and ⟦O⟧
  {
    re: new RegExp(
      `((?:${SUBJECT}${JOIN})*${SUBJECT}),?(?:\\s+which|\\s+that)?${ACTIVE}\\s+(?:(?:invested|injected|put|poured|committed|have\\s+invested)\\s+(?:[^⟦.;]|\\.\\d){0,60}?\\b(?:in|into)|(?:backed|funded|financed))\\s+(?:the\\s+likes\\s+of\\s+|[^⟦,;.]{0,30}?\\s(?:like|including|such\\s+as)\\s+|(?:the\\s+|a\\s+|an\\s+)?[^⟦,;.()]{3,60}?,\\s+)?${OBJECTS}`,
      'gu',
    ),
    make: (m, c) => {
      if (DEBT.test(m[0])) return [];
      const to = ids(m[2]);
      return subjects(m[1] ?? '').flatMap((i) => to.flatMap((t) => rel('investor', c.at(i), c.at(t), c)));
    },
  },
  // ⟦O⟧ (⟦O⟧) is the largest shareholder of ⟦O⟧ / ⟦O⟧ remains a minority investor in ⟦O⟧
  {
    re: new RegExp(
      `${O}${TICKER}${APPOSITION}${PASSIVE}(?:the|an|a|one\\s+of\\s+(?:the|its))\\s+((?:[\\p{L}-]+\\s+){0,3}?)(?:investors?|backers?|shareholders?|stakeholders?)\\s+(?:in|of)\\s+(?:the\\s+)?${DESC}${O}(?![’']s?\\s|-)`,
      'gu',
    ),
    make: (m, c) =>
      /\b(?:majority|controlling|sole)\b/i.test(m[2] ?? '')
        ? rel('acquired', c.at(m[3]), c.at(m[1]), c)
        : rel('investor', c.at(m[1]), c.at(m[3]), c),
  },
  // ⟦O⟧ currently holds 36 per cent of ⟦O⟧, while ⟦O⟧ owns 17 per cent, ⟦O⟧ 10 per cent and ⟦O⟧ 2.7 per cent
  {
    re: new RegExp(
      `${O}${TICKER}${ACTIVE}(?:\\s+currently)?\\s+(?:holds|held|owns|owned|has|had)\\s+(?:a\\s+|an\\s+)?${SHARE}\\s+(?:(?:stake|interest|shareholding)\\s+)?(?:of|in)\\s+(?:the\\s+)?${O}((?:(?:,?\\s+(?:while|and|whereas)\\s+|,\\s+(?:and\\s+)?)⟦O\\d+⟧${TICKER}(?:\\s+\\([^()]{1,40}\\))?\\s+(?:(?:holds|owns|has|held|owned)\\s+)?\\d{1,3}(?:\\.\\d+)?\\s*(?:%|per\\s?cent|percent))*)`,
      'gu',
    ),
    make: (m, c) => {
      const target = c.at(m[3]);
      const holders = [
        { id: m[1], share: Number(m[2]) },
        ...[...(m[4] ?? '').matchAll(/⟦O(\d+)⟧[^⟦\d]*?(\d{1,3}(?:\.\d+)?)\s*(?:%|per)/g)].map((x) => ({
          id: x[1],
          share: Number(x[2]),
        })),
      ];
      return holders.flatMap((h) =>
        h.share > 50 ? rel('acquired', target, c.at(h.id), c) : rel('investor', c.at(h.id), target, c),
      );
    },
  },
  // ⟦O⟧ was 25 per cent owned by ⟦P⟧ and 25 per cent owned by ⟦O⟧
  {
    re: new RegExp(
      `${O}${TICKER}\\s+(?:is|was|are|were)\\s+(?:[^⟦.;]|⟦P\\d+⟧|\\.\\d){0,80}?${SHARE}\\s+(?:owned|held|controlled)\\s+by\\s+(?:the\\s+)?${DESC}${O}(?![’']s?\\s|-)`,
      'gu',
    ),
    make: (m, c) =>
      Number(m[2]) > 50 ? rel('acquired', c.at(m[1]), c.at(m[3]), c) : rel('investor', c.at(m[3]), c.at(m[1]), c),
  },
  // ⟦O⟧’s portfolio companies include ⟦O⟧ and ⟦O⟧ / ⟦O⟧ is also in ⟦O⟧’s portfolio
  {
    re: new RegExp(
      `${O}[’']s?\\s+(?:[a-z-]+\\s+){0,2}?portfolio(?:\\s+(?:companies|firms|startups))?\\s+(?:include|includes|included|comprises|are|were)\\s+(?:[^⟦,;.]{0,40}?\\s)?${OBJECTS}`,
      'gu',
    ),
    make: (m, c) => ids(m[2]).flatMap((i) => rel('investor', c.at(m[1]), c.at(i), c)),
  },
  {
    re: new RegExp(`${O}${TICKER}\\s+(?:is|was|are|were)\\s+(?:also\\s+|now\\s+)?in\\s+${O}[’']s?\\s+portfolio`, 'gu'),
    make: (m, c) => rel('investor', c.at(m[2]), c.at(m[1]), c),
  },
];
