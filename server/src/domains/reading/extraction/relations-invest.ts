import { type Ctx, E, ids, O, type Placed, type Rule, rel } from './relation-parts.ts';

/**
 * Investments read from the way English states them (issue 34 item 4), written from grammar, not from
 * passages: a round "led by" a list of investors "with participation from" others (each maybe described:
 * "existing investors ⟦O⟧"), a company "backed by", an investor that "invests in" or
 * "put $5 million into" a company, a company that "raised … from" investors, "⟦O⟧’s investment in ⟦O⟧" and
 * "investors in ⟦O⟧ include ⟦O⟧, ⟦O⟧". The company is the organization the sentence gives; where it names
 * none before the investors, the story's company.
 */

/** Lower-case words that describe an investor in a list ("existing investors", "venture firm", "the"). */
const DESCRIBED =
  "(?:(?:(?:the|its|existing|new|returning|previous|other|fellow|early|early-stage|strategic|venture|capital|private|equity|growth|investment|investors?|backers?|firms?|funds?|shareholders?|arms?|groups?|including|asset|management|angel|institutional|global|local|foreign|domestic|such|as|like|and)|\\p{Lu}[\\p{L}.]*(?:\\s\\p{Lu}[\\p{L}.]*)?-based|\\p{Lu}\\p{L}+[’']s),?\\s+){0,8}";
/** A list of investors, each maybe described: "⟦O1⟧, existing investors ⟦O2⟧ and ⟦O3⟧ as well as ⟦O4⟧". */
/**
 * A list item the extractor did not place ("3one4 Capital", "PayU"): capitalised words ending in a separator. It
 * keeps the list going past a name that was missed, so the investors after it are read; it is never an investor.
 */
const UNPLACED =
  "(?:[\\p{Lu}\\p{N}][\\p{L}\\p{N}&.'-]*(?:\\s[\\p{Lu}&][\\p{L}\\p{N}&.'-]*){0,3}(?:,\\s+|,?\\s+and\\s+))";
export const INVESTORS = `((?:${UNPLACED}?${DESCRIBED}${E}(?!\\s+(?:co-?founder|founder|chief|ceo|chairman|partner)\\b)(?:\\s+\\([^)⟦]{1,12}\\))?(?:,\\s+|,?\\s+and\\s+|,?\\s+as well as\\s+|\\s+alongside\\s+)?)+)`;

/** Words that make "led by" a round's investors rather than a delegation's or a team's head. */
export const FUNDING =
  /\b(?:round|funding|financing|investment|raised|raises|raise|series [a-z]|seed|capital injection)\b/i;

/** A round of bidding, a tender or an auction: taking part in one is no investment. */
export const TENDER = /\b(?:bid|bids|bidding|bidders?|tender|auction)\b/i;

/**
 * The company investors of a list put money in: the sentence's organization named before them, else the story's
 * company, which stands in only when the sentence names no other subject before the investors: in "⟦P3⟧ raised
 * $6 million from ⟦O4⟧" or "Among the deals, Kapital raised …" the company is one the extractor missed.
 */
export function investedIn(m: RegExpExecArray, c: Ctx, exclude: string[]): Placed | undefined {
  // Nor is an investor of another list of the sentence ("led by ⟦O1⟧ with participation from ⟦O2⟧").
  const investors = [...m.input.matchAll(INVESTOR_AT)].map((x) => c.at(x[1] ?? x[2])?.name ?? '');
  const target = c.focus([...exclude, ...investors]);
  const before = m.input
    .slice(0, m.index)
    .replace(/⟦O\d+⟧/g, '')
    .replace(NOT_SUBJECTS, '');
  return c.here && !c.here(target) && UNNAMED_SUBJECT.test(before) ? undefined : target;
}

/** The investors of a list, and the company they invest in: the sentence's (or story's) other organization. */
export const investorsOf = (list: string | undefined, c: Ctx, company?: string, m?: RegExpExecArray) => {
  const from = ids(list);
  const exclude = from.map((i) => c.at(i)?.name ?? '');
  const target = company !== undefined ? c.at(company) : m ? investedIn(m, c, exclude) : c.focus(exclude);
  return from.flatMap((i) => rel('investor', c.at(i), target, c));
};

/** An organization a sentence names as an investor: after "led by", "from", "backed by", maybe described. */
const INVESTOR_AT = new RegExp(
  `\\b(?:led by|backed by|from|investors?|alongside)\\s+${DESCRIBED}⟦O(\\d+)⟧|⟦O(\\d+)⟧\\s+alongside\\b`,
  'giu',
);

/** A subject the sentence names but the extractor did not place as an organization: a person, a capitalised word. */
const UNNAMED_SUBJECT = /⟦P\d+⟧|\b\p{Lu}[\p{L}\p{N}]*\p{Ll}[\p{L}\p{N}]*\b|\b\p{Lu}{2,}\b/u;
/** Capitalised words that name no subject: months, days, "Series", sentence openers. */
const NOT_SUBJECTS =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Series|The|This|These|That|It|Its|In|On|At|For|With|After|Before|Last|Earlier|Meanwhile|Also|Separately)\b/gu;

/** The company a round is of: "the $30 million Series B round of ⟦O⟧", "its round in ⟦O⟧". */
const ROUND_OF =
  /\b(?:round|financing|raise|investment)\s+(?:of|in|for|into)\s+(?:the\s+)?(?:[\p{L}-]+\s+){0,3}?⟦O(\d+)⟧/u;
/** Investors a sentence lists beside the lead: "with ⟦O⟧ and ⟦O⟧ participating". */
const CO_INVESTORS =
  /\bwith\s+((?:⟦O\d+⟧(?:,\s+|,?\s+and\s+))*⟦O\d+⟧)\s+(?:also\s+)?(?:participating|joining|investing|taking\s+part)\b/gu;

export const INVEST_RULES: Rule[] = [
  // a round led by ⟦O⟧ and ⟦O⟧, with participation from existing investors ⟦O⟧ and ⟦O⟧ / backed by ⟦O⟧
  {
    re: new RegExp(
      `\\b(?:backed by|participation (?:from|of|by)|investment from|investments from|funding from|financing from|capital from)\\s+${INVESTORS}`,
      'giu',
    ),
    // "debt financing from ⟦O⟧", "a loan funding from": a lender.
    make: (m, c) =>
      /\b(?:debt|loans?|credit)\s+$/i.test(m.input.slice(Math.max(0, m.index - 12), m.index))
        ? []
        : investorsOf(m[1], c, undefined, m),
  },
  // "led by" is an investment only when what is led is money: a round, a raise, an investment.
  {
    re: new RegExp(`\\b(?:co-)?led by\\s+${INVESTORS}`, 'giu'),
    make: (m, c) => (FUNDING.test(m.input) ? investorsOf(m[1], c, undefined, m) : []),
  },
  // ⟦O⟧ was the first investor in ⟦O⟧ / ⟦O⟧ is an early backer of ⟦O⟧
  {
    re: new RegExp(
      `${O}\\s+(?:is|was|has been|had been|became|becomes|remains)\\s+(?:also\\s+)?(?:the|an|a|one of the)\\s+(?:[a-z-]+\\s+){0,2}?(?:investors?|backers?|shareholders?)\\s+(?:in|of)\\s+${O}`,
      'giu',
    ),
    make: (m, c) => rel('investor', c.at(m[1]), c.at(m[2]), c),
  },
  // ⟦O⟧ raised $12 million in a Series A round from ⟦O⟧ and ⟦O⟧
  {
    re: new RegExp(
      `${O}(?:,\\s+(?:a|an|the)\\s+[^,⟦;]{2,80},)?\\s+(?:has\\s+|had\\s+)?(?:raised|raises|secured|secures|received|receives|closed|closes|landed|lands|obtained|won|attracted|drew|drew in|pulled in)\\s+[^⟦.;]{0,80}?\\b(?:from|by)\\s+${INVESTORS}`,
      'giu',
    ),
    // Debt is a loan, not an investment ("raised $100 million in debt financing from ⟦O⟧").
    make: (m, c) => (/\b(?:debt|loans?|credit facility)\b/i.test(m[0]) ? [] : investorsOf(m[2], c, m[1])),
  },
  // ⟦O⟧ invests in ⟦O⟧ / will invest $5 million in ⟦O⟧ / put €3 million into ⟦O⟧ / is investing in ⟦O⟧
  {
    re: new RegExp(
      `${O}\\s+(?:(?:has|had|will|would|is|was|plans to|agreed to|is set to|also|previously)\\s+){0,2}(?:invests|invested|invest|investing|injects|injected|inject|puts|put|putting|pours|poured|pour|commits|committed|commit)\\s+(?:[^⟦.;]{0,50}?\\s)?(?:in|into|to)\\s+(?:the\\s+)?(?:[a-z-]+\\s+){0,3}?${O}`,
      'giu',
    ),
    make: (m, c) => rel('investor', c.at(m[1]), c.at(m[2]), c),
  },
  // ⟦O⟧’s investment in ⟦O⟧ / ⟦O⟧’s $40 million stake in ⟦O⟧
  {
    re: new RegExp(
      `${O}[’']s?\\s+(?:[^⟦.;\\s]+\\s+){0,4}?(?:investment|investments|stake|holding|shareholding)\\s+in\\s+(?:the\\s+)?${O}`,
      'giu',
    ),
    // "⟦O⟧’s 70 percent stake in ⟦O⟧": more than half is ownership.
    make: (m, c) =>
      Number(/(\d{1,3}(?:\.\d+)?)\s*(?:%|per\s?cent|percent)/u.exec(m[0])?.[1] ?? 0) > 50
        ? rel('acquired', c.at(m[2]), c.at(m[1]), c)
        : rel('investor', c.at(m[1]), c.at(m[2]), c),
  },
  // investors in ⟦O⟧ include ⟦O⟧, ⟦O⟧ and ⟦O⟧ / ⟦O⟧’s backers include ⟦O⟧
  {
    re: new RegExp(
      `(?:(?:investors|backers|shareholders)\\s+in\\s+${O}|${O}[’']s?\\s+(?:[a-z-]+\\s+){0,2}?(?:investors|backers|shareholders))\\s+(?:include|included|includes|are|were|such as|like)\\s+${INVESTORS}`,
      'giu',
    ),
    make: (m, c) => investorsOf(m[3], c, m[1] ?? m[2]),
  },
  // ⟦O⟧ led the round / ⟦O⟧ co-led ⟦O⟧’s $20 million Series B
  {
    re: new RegExp(
      `${O}\\s+(?:also\\s+)?(?:led|co-led|joined|participated in|took part in)\\s+${O}[’']s?\\s+[^⟦.;]{0,40}?\\b(?:round|financing|raise|funding|series\\s+[a-z])\\b`,
      'giu',
    ),
    make: (m, c) => rel('investor', c.at(m[1]), c.at(m[2]), c),
  },
  // ⟦O⟧ alongside ⟦O⟧, ⟦O⟧ and existing investors ⟦O⟧ participated in this round of funding
  {
    re: new RegExp(
      `((?:${E}(?:,\\s+|,?\\s+and\\s+|\\s+alongside\\s+)${DESCRIBED})+${E})\\s+(?:also\\s+)?(?:participated|took part)\\s+in\\s+(?:the|this)\\s+(?:[a-z]+\\s+){0,2}?(?:round|financing|raise)\\b`,
      'giu',
    ),
    make: (m, c) => (TENDER.test(m.input) ? [] : investorsOf(m[1], c, undefined, m)),
  },
  // ⟦O⟧ and ⟦O⟧ co-led the $30 million round of ⟦O⟧ / ⟦O⟧ led the round, with ⟦O⟧ and ⟦O⟧ participating: every
  // subject invests, in the company the round is "of", else the sentence's or story's other organization (never one
  // of the investors the sentence lists)
  {
    re: new RegExp(
      `((?:⟦O\\d+⟧(?:,\\s+|,?\\s+and\\s+))*${O})\\s+(?:also\\s+|jointly\\s+)?(?:led|co-led)\\s+the\\s+(?:[^⟦.;]{0,30}?\\s)?(?:round|financing|raise|investment)\\b`,
      'giu',
    ),
    make: (m, c) => {
      const subjects = ids(m[1]);
      const named = ROUND_OF.exec(m.input.slice(m.index));
      const others = [...m.input.matchAll(CO_INVESTORS)].flatMap((x) => ids(x[1]));
      const exclude = [...subjects, ...others].map((i) => c.at(i)?.name ?? '');
      const target = named ? c.at(named[1]) : c.focus(exclude);
      return [...subjects, ...others].flatMap((i) => rel('investor', c.at(i), target, c));
    },
  },
];
