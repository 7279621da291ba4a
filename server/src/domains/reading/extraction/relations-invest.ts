import { E, ids, O, type Rule, rel } from './relation-parts.ts';

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
  '(?:(?:the|its|existing|new|returning|previous|other|fellow|early|strategic|venture|capital|private|equity|growth|investment|investors?|backers?|firms?|funds?|shareholders?|arms?|groups?|including)\\s+){0,4}';
/** A list of investors, each maybe described: "⟦O1⟧, existing investors ⟦O2⟧ and ⟦O3⟧ as well as ⟦O4⟧". */
const INVESTORS = `((?:${DESCRIBED}${E}(?:,\\s+|,?\\s+and\\s+|,?\\s+as well as\\s+)?)+)`;

/** Words that make "led by" a round's investors rather than a delegation's or a team's head. */
export const FUNDING =
  /\b(?:round|funding|financing|investment|raised|raises|raise|series [a-z]|seed|capital injection)\b/i;

/** The investors of a list, and the company they invest in: the sentence's (or story's) other organization. */
const investorsOf = (list: string | undefined, c: Parameters<Rule['make']>[1], company?: string) => {
  const from = ids(list);
  const target = company !== undefined ? c.at(company) : c.focus(from.map((i) => c.at(i)?.name ?? ''));
  return from.flatMap((i) => rel('investor', c.at(i), target, c));
};

export const INVEST_RULES: Rule[] = [
  // a round led by ⟦O⟧ and ⟦O⟧, with participation from existing investors ⟦O⟧ and ⟦O⟧ / backed by ⟦O⟧
  {
    re: new RegExp(
      `\\b(?:backed by|participation (?:from|of|by)|investment from|investments from|funding from|financing from|capital from)\\s+${INVESTORS}`,
      'giu',
    ),
    make: (m, c) => investorsOf(m[1], c),
  },
  // "led by" is an investment only when what is led is money: a round, a raise, an investment.
  {
    re: new RegExp(`\\b(?:co-)?led by\\s+${INVESTORS}`, 'giu'),
    make: (m, c) => (FUNDING.test(m.input) ? investorsOf(m[1], c) : []),
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
      `${O}\\s+(?:has\\s+|had\\s+)?(?:raised|raises|secured|secures|received|receives|closed|closes|landed|lands|obtained|won|attracted|drew|drew in|pulled in)\\s+[^⟦.;]{0,80}?\\bfrom\\s+${INVESTORS}`,
      'giu',
    ),
    make: (m, c) => investorsOf(m[2], c, m[1]),
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
    make: (m, c) => rel('investor', c.at(m[1]), c.at(m[2]), c),
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
  {
    re: new RegExp(
      `${O}\\s+(?:also\\s+)?(?:led|co-led)\\s+the\\s+(?:[^⟦.;]{0,30}?\\s)?(?:round|financing|raise|investment)\\b`,
      'giu',
    ),
    make: (m, c) => rel('investor', c.at(m[1]), c.focus([c.at(m[1])?.name ?? '']), c),
  },
];
