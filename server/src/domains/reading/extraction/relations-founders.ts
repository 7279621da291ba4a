import { ids, O, onlyPersonBefore, P, PLIST, type Rule, rel } from './relation-parts.ts';

/**
 * Founders and places of work read from the sentence's structure (issue 34 item 4), written from grammar:
 * several people who "co-founded" one organization, an organization's "co-founders ⟦P⟧ and ⟦P⟧", "⟦O⟧,
 * which ⟦P⟧ founded", "⟦O⟧, the company she founded", and a person "at" or "who works for" an organization.
 */

const FOUNDED = '(?:co-?founded|cofounded|founded|started|set up|established|launched)';
/** Two people or more: "⟦P1⟧ and ⟦P2⟧", "⟦P1⟧, ⟦P2⟧ and ⟦P3⟧". */
const PEOPLE = `((?:${P}(?:,\\s+|,?\\s+and\\s+))+${P})`;

export const FOUNDER_RULES: Rule[] = [
  // ⟦P⟧ and ⟦P⟧ co-founded ⟦O⟧ in 2012 / ⟦P⟧, ⟦P⟧ and ⟦P⟧ founded the robotics start-up ⟦O⟧
  {
    re: new RegExp(
      `${PEOPLE}\\s+(?:(?:together|jointly|later)\\s+)?${FOUNDED}\\s+(?:the\\s+)?(?:[a-z-]+\\s+){0,3}?${O}`,
      'gu',
    ),
    make: (m, c) => ids(m[1]).flatMap((i) => rel('founder', c.at(i), c.at(m[m.length - 1]), c)),
  },
  // ⟦O⟧ co-founders ⟦P⟧ and ⟦P⟧ / ⟦O⟧’s founders, ⟦P⟧ and ⟦P⟧
  {
    re: new RegExp(
      `${O}(?:[’']s)?\\s+(?:[a-z]+\\s+){0,3}?(?:co-?founders|cofounders|founders)\\s*[,:]?\\s+${PLIST}`,
      'gu',
    ),
    make: (m, c) => ids(m[2]).flatMap((i) => rel('founder', c.at(i), c.at(m[1]), c)),
  },
  // ⟦O⟧, which ⟦P⟧ founded in 2004 / ⟦O⟧, the company ⟦P⟧ and ⟦P⟧ set up
  {
    re: new RegExp(
      `${O},?\\s+(?:which|that|the\\s+(?:company|firm|group|fund|business|start-up|startup|bank))\\s+((?:${P}(?:,\\s+|,?\\s+and\\s+)?)+)\\s+(?:had\\s+|has\\s+)?${FOUNDED}\\b`,
      'gu',
    ),
    make: (m, c) => ids(m[2]).flatMap((i) => rel('founder', c.at(i), c.at(m[1]), c)),
  },
  // ⟦P⟧ … ⟦O⟧, the company she founded in 1998 (the one person the sentence names before it)
  {
    re: new RegExp(
      `${O},?\\s+the\\s+(?:company|firm|group|fund|business|start-up|startup|bank|label|house)\\s+(?:he|she|they)\\s+(?:had\\s+)?${FOUNDED}\\b`,
      'giu',
    ),
    make: (m, c) => rel('founder', c.at(onlyPersonBefore(m)), c.at(m[1]), c),
  },
  // ⟦P⟧ at ⟦O⟧ / ⟦P⟧, who works for ⟦O⟧
  {
    re: new RegExp(`${P}\\s+at\\s+${O}`, 'gu'),
    make: (m, c) => rel('role', c.at(m[1]), c.at(m[2]), c),
  },
  {
    re: new RegExp(`${P},?\\s+who\\s+(?:works|worked|has worked|had worked)\\s+(?:at|for)\\s+(?:the\\s+)?${O}`, 'gu'),
    make: (m, c) => rel('role', c.at(m[1]), c.at(m[2]), c),
  },
];
