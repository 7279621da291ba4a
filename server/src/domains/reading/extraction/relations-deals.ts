import { foundedCompany, ids, O, OLIST, P, PLIST, ROLE, type Rule, rel } from './relation-parts.ts';
import { BLOCKED, DESCRIBED } from './relations-news.ts';

/**
 * Ownership, founders and boards as news English writes them (issue 34, fourth session), written from grammar
 * and tested on invented sentences (relations-deals.test.ts): a parent named by a possessive or a noun
 * ("⟦O⟧’s parent ⟦O⟧", "⟦O⟧ parent company ⟦O⟧", "⟦O⟧ arm ⟦O⟧", "its ⟦O⟧ subsidiary", "⟦O⟧, which owns ⟦O⟧"), a
 * sale ("which was sold to ⟦O⟧", "is now owned by ⟦O⟧"), a buyer and a described target ("⟦O⟧ acquired
 * Eindhoven-based ⟦O⟧"), a subsidiary with a description ("a wholly-owned subsidiary of Hong Kong-based ⟦O⟧"), the
 * founders of a company named before ("⟦O⟧ … was co-founded in 2012 by ⟦P⟧", "Founded in 2015 by ⟦P⟧ and ⟦P⟧, the
 * startup"), "⟦P⟧, founder of cosmetics retailer ⟦O⟧", and board seats ("a ⟦O⟧ board member", "is also a director
 * of ⟦O⟧ and ⟦O⟧", "a member of the ⟦O⟧ board").
 */

/** A description before a company: "Eindhoven-based", "the Luxembourg family holding", "Hong Kong-based". */
const BASED = '(?:(?:the\\s+)?[^⟦.,;]{0,40}?-(?:based|headquartered)\\s+|the\\s+)?';
/** Words between a person and what follows in the same clause, other organizations allowed. */
const GAP = '(?:[^.;⟦]|⟦O\\d+⟧){0,100}?';
const FOUNDED = '(?:co-?founded|cofounded|founded|started|established|set up|launched|created)';

export const DEAL_RULES: Rule[] = [
  // ⟦O⟧’s parent ⟦O⟧ / ⟦O⟧'s parent company, ⟦O⟧ / ⟦O⟧ parent company ⟦O⟧
  {
    re: new RegExp(`${O}(?:[’']s)?\\s+parent(?:\\s+company)?,?\\s+(?:the\\s+)?${O}`, 'gu'),
    make: (m, c) => rel('acquired', c.at(m[1]), c.at(m[2]), c),
  },
  // InMobi arm ⟦O⟧ / ⟦O⟧ unit ⟦O⟧
  {
    re: new RegExp(`${O}\\s+(?:arm|unit|subsidiary)\\s+${O}`, 'gu'),
    make: (m, c) => rel('acquired', c.at(m[2]), c.at(m[1]), c),
  },
  // its ⟦O⟧ subsidiary: the sentence's organization before it
  {
    re: new RegExp(`\\bits\\s+${O}\\s+(?:subsidiary|unit|arm)\\b`, 'gu'),
    make: (m, c) => rel('acquired', c.at(m[1]), c.focus([c.at(m[1])?.name ?? '']), c),
  },
  // ⟦O⟧, which owns ⟦O⟧
  {
    re: new RegExp(`${O},?\\s+which\\s+(?:also\\s+)?(?:owns|controls)\\s+(?:the\\s+)?${O}`, 'gu'),
    make: (m, c) => rel('acquired', c.at(m[2]), c.at(m[1]), c),
  },
  // ⟦O⟧, which was sold to ⟦O⟧ in 2008 … and is now owned by ⟦O⟧
  {
    re: new RegExp(`${O},?\\s+which\\s+(?:was|has been)\\s+(?:sold|acquired|bought)\\s+(?:to|by)\\s+${O}`, 'gu'),
    make: (m, c) => rel('acquired', c.at(m[1]), c.at(m[2]), c),
  },
  {
    re: new RegExp(
      `${O},?\\s+(?:which\\s+)?(?:(?:was|has been)\\s+(?:sold|acquired|bought)\\s+(?:to|by)\\s+${O}[^⟦.;]{0,60}?(?:\\band\\s+|,\\s+))?(?:is|was)\\s+now\\s+(?:owned|controlled)\\s+by\\s+${O}`,
      'gu',
    ),
    make: (m, c) => rel('acquired', c.at(m[1]), c.at(m[3]), c),
  },
  // ⟦O⟧ acquired Eindhoven-based ⟦O⟧ / ⟦O⟧ has bought the cloud monitoring startup ⟦O⟧
  {
    re: new RegExp(
      `${O}\\s+(?:has\\s+|had\\s+)?(?:acquired|bought|agreed to buy|agreed to acquire)\\s+(?:[^⟦.,;]{0,40}?-based\\s+|(?:the\\s+)?(?:[\\p{Ll}-]+\\s+){1,4})${O}(?![’']s?\\s)`,
      'gu',
    ),
    make: (m, c) => rel('acquired', c.at(m[2]), c.at(m[1]), c),
  },
  // the planned acquisition by ⟦O⟧ of domestic rival ⟦O⟧ (not when it was blocked)
  {
    re: new RegExp(
      `\\b(?:acquisition|purchase|takeover)\\s+by\\s+${O}\\s+of\\s+(?:the\\s+)?(?:[\\p{Ll}-]+\\s+){0,3}?${O}`,
      'gu',
    ),
    make: (m, c) => (BLOCKED.test(m.input) ? [] : rel('acquired', c.at(m[2]), c.at(m[1]), c)),
  },
  // ⟦O⟧, a wholly-owned subsidiary of ⟦O⟧ / the subsidiary of Hong Kong-based ⟦O⟧
  {
    re: new RegExp(
      `${O},\\s+(?:a|the)\\s+(?:wholly[- ]owned\\s+|majority[- ]owned\\s+)?(?:subsidiary|unit)\\s+of\\s+${BASED}${O}`,
      'giu',
    ),
    make: (m, c) => rel('acquired', c.at(m[1]), c.at(m[2]), c),
  },
  // ⟦O⟧ (“…”) was co-founded in September 2012 by ⟦P⟧ / was established in 2013 by CEO ⟦P⟧
  {
    re: new RegExp(
      `${O}[^⟦.;]{0,60}?\\b(?:was|were|is|had been|has been)\\s+${FOUNDED}\\s+(?:[^⟦.;]{0,40}?\\s)?by\\s+(?:[\\p{L}-]+\\s+){0,2}?${PLIST}`,
      'giu',
    ),
    make: (m, c) => ids(m[2]).flatMap((i) => rel('founder', c.at(i), c.at(m[1]), c)),
  },
  // Founded in 2015 by ⟦P⟧ and ⟦P⟧, the startup … / The startup, founded by ex-Flipkart executives ⟦P⟧, ⟦P⟧ and ⟦P⟧,
  {
    re: new RegExp(
      `(?:^(?:${O},\\s+)?|\\b[Tt]he\\s+(?:startup|start-up|company|firm|business|group),\\s+)${FOUNDED}\\s+(?:in\\s+\\d{4}\\s+)?by\\s+(?:[\\p{L}-]+\\s+){0,2}?${PLIST}`,
      'gu',
    ),
    // "the startup" opening a sentence is the company named last before it (read as that company's placeholder).
    make: (m, c) => ids(m[2]).flatMap((i) => rel('founder', c.at(i), m[1] ? c.at(m[1]) : foundedCompany(c), c)),
  },
  // ⟦P⟧, founder of cosmetics online retailer ⟦O⟧ / ⟦P⟧, the chief executive of the fintech start-up ⟦O⟧
  {
    re: new RegExp(`${P},\\s+(?:the\\s+|a\\s+)?${ROLE}\\s+(?:of|at)\\s+${DESCRIBED}${O}`, 'giu'),
    make: (m, c) => rel('role', c.at(m[1]), c.at(m[3]), c, m[2]),
  },
  // ⟦P⟧ has been a ⟦O⟧ board member since 2005 and is also a director of ⟦O⟧ and ⟦O⟧
  {
    re: new RegExp(`${P}${GAP}\\b(?:an?|the)\\s+${O}\\s+board\\s+member`, 'gu'),
    make: (m, c) => rel('board', c.at(m[1]), c.at(m[2]), c),
  },
  {
    re: new RegExp(
      `${P}${GAP}\\b(?:is|was|has been)\\s+(?:also\\s+)?(?:a|an)\\s+(?:non-executive\\s+|independent\\s+|outside\\s+)?director\\s+(?:of|at)\\s+${OLIST}`,
      'gu',
    ),
    make: (m, c) => ids(m[2]).flatMap((i) => rel('board', c.at(m[1]), c.at(i), c)),
  },
  // ⟦P⟧ … being named a member of the ⟦O⟧ board
  {
    re: new RegExp(`${P}${GAP}\\bmember\\s+of\\s+the\\s+${O}\\s+board\\b`, 'gu'),
    make: (m, c) => rel('board', c.at(m[1]), c.at(m[2]), c),
  },
  // ⟦O⟧’s acquisition of multi-lingual video platform ⟦O⟧ (a deal as a possessive noun; not a blocked one)
  {
    re: new RegExp(
      `${O}[’']s\\s+(?:planned\\s+|completed\\s+|recent\\s+|\\$[\\d.,]+\\s*(?:[mb]n?|million|billion)\\s+)?(?:acquisition|purchase|takeover|buyout)\\s+of\\s+(?:[^⟦.,;]{0,40}?-based\\s+|(?:the\\s+)?(?:(?:[\\p{Ll}-]+|\\p{Lu}\\p{Ll}+(?:an|ish|ese|ch|ic|i))\\s+){0,5})${O}`,
      'gu',
    ),
    make: (m, c) => (BLOCKED.test(m.input) ? [] : rel('acquired', c.at(m[2]), c.at(m[1]), c)),
  },
  // ⟦O⟧ acquiring ⟦O⟧, ⟦O⟧, ⟦O⟧ and ⟦O⟧ / ⟦O⟧ has been buying everything including ⟦O⟧: every company listed
  {
    re: new RegExp(
      `${O}\\s+(?:has\\s+been\\s+|had\\s+)?(?:acquiring|buying|acquired|bought)\\s+(?:[\\p{Ll}-]+\\s+){0,3}?${OLIST}`,
      'gu',
    ),
    make: (m, c) => {
      const list = ids(m[2]);
      return list.length < 2 || BLOCKED.test(m.input)
        ? []
        : list.flatMap((i) => rel('acquired', c.at(i), c.at(m[1]), c));
    },
  },
  // ⟦O⟧ was acquired by New York hedge fund ⟦O⟧ (a description of the buyer, capitalised words allowed)
  {
    re: new RegExp(
      `${O}\\s+(?:was|has been|had been|is being|will be)\\s+(?:acquired|bought|taken over)\\s+by\\s+(?:[^⟦.,;]{1,40}?\\s)?${O}`,
      'gu',
    ),
    make: (m, c) => rel('acquired', c.at(m[1]), c.at(m[2]), c),
  },
];
