import { type Ctx, ids, O, OLIST, type Placed, type Rule, rel } from './relation-parts.ts';

/**
 * Owners and backers as a noun phrase states them (issue 34, eighth session), written from grammar and tested on
 * invented sentences (relations-owners.test.ts): an owner's "arm", "unit", "subsidiary" or "division" with words
 * of its business between ("the group’s oil refinery arm ⟦O⟧", "⟦O⟧, a cellular unit of ⟦O⟧"), a company "which
 * sold to" a buyer, a buyer of a described target ("⟦O⟧ bought Dubai-based ride hailing app ⟦O⟧") and an investor
 * "which has backed the likes of ⟦O⟧, ⟦O⟧ and ⟦O⟧".
 */

/** The nouns of a part of a group. */
const PART = '(?:arm|unit|subsidiary|division)';
/** Up to four words of a business between an owner and its part: "oil refinery", "cellular", "venture capital". */
const BUSINESS = '(?:[\\p{Ll}-]+\\s+){0,4}?';
/** A place-based description of a company: "Dubai-based ride hailing app", "the Hong Kong-based". */
const PLACED = '(?:the\\s+)?[^⟦.,;]{0,40}?-(?:based|headquartered)\\s+(?:[\\p{Ll}-]+\\s+){0,4}?';

/**
 * What "its" or "the group’s" refers to: the organization named last before it in the sentence ("Yello Mobile and its
 * marketing subsidiary", "…, Mexichem said the deal was made through its subsidiary"); none when the sentence names
 * none before it (the story's company is too loose a guess for a parent).
 */
const nearestBefore = (m: RegExpExecArray, c: Ctx): Placed | undefined => {
  const before = [...m.input.slice(0, m.index).matchAll(/⟦O(\d+)⟧/g)].at(-1);
  return before ? c.at(before[1]) : undefined;
};

export const OWNER_RULES: Rule[] = [
  // ⟦O⟧’s oil refinery arm ⟦O⟧ / the group’s venture capital unit, ⟦O⟧ / its cellular subsidiary ⟦O⟧
  {
    when: /\b(?:arm|unit|subsidiary|division)s?\b/u,
    re: new RegExp(
      `(?:${O}[’']s?|\\bits|\\b[Tt]he\\s+(?:group|company|firm|bank|conglomerate)[’']s)\\s+${BUSINESS}${PART}s?,?\\s+(?:the\\s+)?${O}`,
      'gu',
    ),
    make: (m, c) => rel('acquired', c.at(m[2]), m[1] !== undefined ? c.at(m[1]) : nearestBefore(m, c), c),
  },
  // ⟦O⟧, a cellular unit of ⟦O⟧ / ⟦O⟧, the venture capital arm of Manila-based ⟦O⟧
  {
    when: /\b(?:arm|unit|subsidiary|division)\b/u,
    re: new RegExp(
      `${O},?\\s+(?:now\\s+)?(?:a|an|the)\\s+(?:wholly[- ]owned\\s+|majority[- ]owned\\s+)?${BUSINESS}${PART}\\s+of\\s+(?:${PLACED})?${O}`,
      'gu',
    ),
    make: (m, c) => rel('acquired', c.at(m[1]), c.at(m[2]), c),
  },
  // ⟦O⟧ which sold to ⟦O⟧ / ⟦O⟧, which was sold to ⟦O⟧ (the second read by deals' rules too)
  {
    when: /\bsold\b/u,
    re: new RegExp(`${O},?\\s+(?:which|that)\\s+(?:later\\s+|eventually\\s+)?sold\\s+(?:itself\\s+)?to\\s+${O}`, 'gu'),
    make: (m, c) => rel('acquired', c.at(m[1]), c.at(m[2]), c),
  },
  // ⟦O⟧ bought Dubai-based ride hailing app ⟦O⟧
  {
    when: /-(?:based|headquartered)\s/u,
    re: new RegExp(
      `${O}\\s+(?:has\\s+|had\\s+)?(?:acquired|bought|agreed to buy|agreed to acquire|took over)\\s+${PLACED}${O}(?![’']s?\\s)`,
      'gu',
    ),
    make: (m, c) => rel('acquired', c.at(m[2]), c.at(m[1]), c),
  },
  // ⟦O⟧, which has backed the likes of ⟦O⟧, ⟦O⟧ and ⟦O⟧ / ⟦O⟧, which has invested in startups such as ⟦O⟧
  {
    when: /\b(?:backed|invested in|funded|portfolio)\b/u,
    re: new RegExp(
      `${O},?\\s+(?:which|that|whose portfolio includes)\\s+(?:has\\s+|had\\s+)?(?:also\\s+|previously\\s+|earlier\\s+)?(?:backed|invested in|funded)?\\s*(?:the likes of\\s+|(?:companies|startups|start-ups|firms|names)\\s+(?:such as|like|including)\\s+)?${OLIST}`,
      'gu',
    ),
    make: (m, c) => {
      if (!/\b(?:backed|invested in|funded|portfolio)\b/.test(m[0])) return [];
      return ids(m[2]).flatMap((i) => rel('investor', c.at(m[1]), c.at(i), c));
    },
  },
];
