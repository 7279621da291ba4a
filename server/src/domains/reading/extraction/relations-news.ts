import { ids, O, OLIST, onlyPersonBefore, P, type Rule, rel, XROLE } from './relation-parts.ts';

/**
 * Constructions of ordinary news English the other rules do not read (issue 34 item 4): a description between
 * "of" and the organization ("⟦P⟧ of gaming giant ⟦O⟧"), a role in brackets, "joined ⟦O⟧ in 2016 as", boards in
 * lists and possessives, and deals written as nouns ("the acquisition of ⟦O⟧ by ⟦O⟧", not when it was blocked;
 * "bought 85% of ⟦O⟧"; "part of ⟦O⟧"). Written from English grammar, tested on sentences written for the tests
 * (relations-news.test.ts, which also covers the like rules of relations-extra.ts).
 */

/** A lower-case description before an organization: "gaming and social media giant", "the cloud startup". */
export const DESCRIBED = `(?:the\\s+)?(?:[\\p{L}-]+\\s+){0,6}?(?:giant|company|firm|maker|carmaker|automaker|chipmaker|star|start-?up|group|bank|lender|fund|conglomerate|operator|platform|brand|house|label|laboratory|lab|university|agency|retailer|brewer|insurer|developer)\\s+`;

/** A share of a company as a number: more than half makes the buyer its owner, less an investor. */
const SHARE = `(\\d{1,3}(?:\\.\\d+)?)\\s*(?:%|per\\s?cent|percent)`;

/** A deal that did not happen: prohibited, blocked, abandoned. */
export const BLOCKED =
  /\b(?:prohibit|prohibited|prohibits|blocked|blocks|block|rejected|abandoned|called off|withdrew|vetoed|veto)\b/i;

export const NEWS_RULES: Rule[] = [
  // ⟦P⟧ of gaming and social media giant ⟦O⟧
  {
    re: new RegExp(`${P}\\s+of\\s+${DESCRIBED}${O}`, 'gu'),
    make: (m, c) => rel('role', c.at(m[1]), c.at(m[2]), c),
  },
  // ⟦P⟧ (currently President, ⟦O⟧)
  {
    re: new RegExp(
      `${P}\\s+\\((?:currently\\s+|formerly\\s+|now\\s+)?${XROLE},?\\s+(?:of\\s+|at\\s+)?(?:the\\s+)?${O}\\)`,
      'giu',
    ),
    make: (m, c) => rel('role', c.at(m[1]), c.at(m[3]), c, m[2]),
  },
  // ⟦P⟧ joined ⟦O⟧ in 2016 as executive vice president
  {
    re: new RegExp(
      `${P}[^⟦.]{0,40}?\\b(?:joined|joins)\\s+${O}\\s+(?:in\\s+\\d{4}|on\\s+[A-Z][a-z]+(?:\\s+\\d{1,2})?|last\\s+year|this\\s+year)\\s+as\\s+(?:an?\\s+|its\\s+|the\\s+)?${XROLE}`,
      'giu',
    ),
    make: (m, c) => rel('role', c.at(m[1]), c.at(m[2]), c, m[3]),
  },
  // He is also a board member for three affiliates including ⟦O⟧, ⟦O⟧ and ⟦O⟧ / directorships at ⟦O⟧ and ⟦O⟧
  {
    re: new RegExp(
      `(?:board\\s+members?\\s+(?:of|for|at)\\s+(?:(?:[^⟦.]|⟦O\\d+⟧){0,60}?\\bincluding\\s+)?|directorships?\\s+(?:at|of|in)\\s+)${OLIST}`,
      'giu',
    ),
    make: (m, c) => {
      const who = c.at(onlyPersonBefore(m));
      return ids(m[1]).flatMap((i) => rel('board', who, c.at(i), c));
    },
  },
  // ⟦P⟧, a general partner at ⟦O⟧, joined ⟦O⟧’s board
  {
    re: new RegExp(
      `${P}(?:[^⟦.]|⟦O\\d+⟧){0,80}?\\b(?:joined|joins|join|was appointed to|was elected to)\\s+${O}[’']s?\\s+(?:supervisory\\s+)?board`,
      'gu',
    ),
    make: (m, c) => rel('board', c.at(m[1]), c.at(m[2]), c),
  },
  // the (proposed) acquisition of ⟦O⟧ by ⟦O⟧ / the sale of the cloud startup ⟦O⟧ to ⟦O⟧ / of joint control of ⟦O⟧ by ⟦O⟧ and ⟦O⟧
  {
    re: new RegExp(
      `\\b(?:acquisition|purchase|takeover|sale)\\s+of\\s+(?:[^⟦.]{0,50}?\\s)?${O}\\s+(?:\\([^)]{0,30}\\)\\s+)?(?:by|to)\\s+${O}(?:\\s+and\\s+${O})?`,
      'giu',
    ),
    make: (m, c) =>
      BLOCKED.test(m.input) ? [] : [m[2], m[3]].flatMap((i) => (i ? rel('acquired', c.at(m[1]), c.at(i), c) : [])),
  },
  // ⟦O⟧ bought 85% of stake of ⟦O⟧ / acquired 55% of ⟦O⟧ / took a 20 percent stake in ⟦O⟧
  {
    re: new RegExp(
      `${O}\\s+(?:has\\s+|had\\s+)?(?:also\\s+)?(?:bought|acquired|purchased|took|takes|buys|acquires)\\s+(?:a\\s+|an\\s+)?${SHARE}\\s+(?:of\\s+)?(?:the\\s+)?(?:(?:stake|shares|interest|holding)\\s+)?(?:of|in)\\s+(?:the\\s+)?${O}`,
      'giu',
    ),
    make: (m, c) =>
      rel(
        Number(m[2]) > 50 ? 'acquired' : 'investor',
        Number(m[2]) > 50 ? c.at(m[3]) : c.at(m[1]),
        Number(m[2]) > 50 ? c.at(m[1]) : c.at(m[3]),
        c,
      ),
  },
  // ⟦O⟧, which is part of ⟦O⟧’s retail division / ⟦O⟧ is also a part of the Thailand-based ⟦O⟧ group
  {
    re: new RegExp(
      `${O},?\\s+(?:which\\s+|that\\s+)?(?:is|was|has been|became)\\s+(?:also\\s+|now\\s+)?(?:a\\s+)?part\\s+of\\s+(?:the\\s+)?(?:[\\p{L}-]+\\s+){0,2}?${O}`,
      'giu',
    ),
    make: (m, c) => rel('acquired', c.at(m[1]), c.at(m[2]), c),
  },
  // Sequoia-backed ⟦O⟧ / an ⟦O⟧-owned bakery chain ⟦O⟧ / an ⟦O⟧-led round in ⟦O⟧
  {
    re: new RegExp(`${O}-(?:backed|funded)\\s+(?:[\\p{Ll}-]+\\s+){0,3}?${O}`, 'gu'),
    make: (m, c) => rel('investor', c.at(m[1]), c.at(m[2]), c),
  },
  {
    re: new RegExp(`${O}-(?:owned|controlled)\\s+(?:[\\p{Ll}-]+\\s+){0,3}?${O}`, 'gu'),
    make: (m, c) => rel('acquired', c.at(m[2]), c.at(m[1]), c),
  },
  {
    re: new RegExp(
      `${O}-led\\s+[^⟦.]{0,40}?\\b(?:round|funding|financing|investment)\\s+(?:in|for|of|into)\\s+${O}`,
      'gu',
    ),
    make: (m, c) => rel('investor', c.at(m[1]), c.at(m[2]), c),
  },
  // ⟦P⟧ will succeed ⟦P⟧ as chief executive of ⟦O⟧: both held, or will hold, the role
  {
    re: new RegExp(
      `${P}\\s+(?:will\\s+|is\\s+to\\s+|is\\s+set\\s+to\\s+)?(?:succeed|succeeds|succeeded|replace|replaces|replaced)\\s+(?:[a-z-]+\\s+){0,2}?${P}\\s+as\\s+(?:the\\s+|its\\s+)?${XROLE}\\s+(?:of|at)\\s+(?:the\\s+)?${O}`,
      'giu',
    ),
    make: (m, c) => [...rel('role', c.at(m[1]), c.at(m[4]), c, m[3]), ...rel('role', c.at(m[2]), c.at(m[4]), c, m[3])],
  },
  // ⟦O⟧ and ⟦O⟧ have invested in ⟦O⟧
  {
    re: new RegExp(
      `((?:${O}(?:,\\s+|,?\\s+and\\s+))+${O})\\s+(?:have\\s+|had\\s+|has\\s+)?(?:also\\s+)?invested\\s+(?:[^⟦.]{0,40}?\\s)?in\\s+${O}`,
      'gu',
    ),
    make: (m, c) => {
      const to = c.at(m.at(-1));
      return ids(m[1]).flatMap((i) => rel('investor', c.at(i), to, c));
    },
  },
  // ⟦O⟧ acquires ⟦O⟧ / ⟦O⟧’s acquisition of ⟦O⟧ / ⟦O⟧, which ⟦O⟧ bought in 2015
  {
    re: new RegExp(`${O}\\s+(?:acquires|buys|purchases|purchased|has purchased|snapped up)\\s+${O}`, 'gu'),
    make: (m, c) => rel('acquired', c.at(m[2]), c.at(m[1]), c),
  },
  {
    re: new RegExp(
      `${O}[’']s?\\s+(?:[\\p{Ll}$0-9.,-]+\\s+){0,4}?(?:acquisition|purchase|takeover)\\s+of\\s+(?:[^⟦.]{0,30}?\\s)?${O}`,
      'gu',
    ),
    make: (m, c) => (BLOCKED.test(m.input) ? [] : rel('acquired', c.at(m[2]), c.at(m[1]), c)),
  },
  {
    re: new RegExp(`${O},\\s+which\\s+${O}\\s+(?:bought|acquired|purchased|took over)\\b`, 'gu'),
    make: (m, c) => rel('acquired', c.at(m[1]), c.at(m[2]), c),
  },
  // ⟦P⟧ joined the board of directors of ⟦O⟧ / ⟦P⟧ sits on ⟦O⟧’s board
  {
    re: new RegExp(
      `${P}[^⟦.]{0,40}?\\b(?:joined|joins|join|sits on|sit on|serves on|served on|elected to|appointed to)\\s+the\\s+(?:supervisory\\s+)?board\\s+of\\s+directors\\s+(?:of|at)\\s+(?:the\\s+)?${O}`,
      'gu',
    ),
    make: (m, c) => rel('board', c.at(m[1]), c.at(m[2]), c),
  },
  {
    re: new RegExp(
      `${P}[^⟦.]{0,40}?\\b(?:sits|sit|serves|served|sat)\\s+on\\s+${O}[’']s?\\s+(?:supervisory\\s+)?board`,
      'gu',
    ),
    make: (m, c) => rel('board', c.at(m[1]), c.at(m[2]), c),
  },
];
