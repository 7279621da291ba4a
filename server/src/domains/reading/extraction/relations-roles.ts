import { ids, O, P, type Rule, rel, XROLE } from './relation-parts.ts';

/** People listed, each maybe described: "⟦P⟧, a Thai national, and ⟦P⟧ from New Zealand". */
const PEOPLE = `((?:${P}(?:,\\s+(?:a|an|the|who)\\s[^,⟦.;]{1,60},?|\\s+from\\s+[A-Z][^⟦.,;]{1,30}?)?(?:\\s*,\\s+|,?\\s+and\\s+)?)+)`;

/**
 * Roles read from a clause's grammar (issue 34 item 4), whatever the role's words: a person the clause is about, a
 * verb of being or holding ("is", "served as", "will remain", "was named"), then one or more "role of ⟦O⟧" phrases,
 * joined by commas, "and" or "as well as". Written from English grammar; the tests' sentences are invented.
 */

/** Honorifics and styles written before a name and not part of it ("Datuk Seri", "Sheikh", "Dr"). */
const HONORIFIC =
  "(?:(?:Datuk|Dato[’']?|Datin|Tan|Puan|Sri|Seri|Sheikh|Sheik|Sir|Dame|Dr|Prof|Mr|Mrs|Ms)\\.?\\s+){0,3}";

/** A verb of being or holding a post, maybe after "who" and an adverb: "who also serves as", "has been", "was named". */
const HOLDS =
  '(?:,?\\s+who)?(?:\\s+(?:has|had|have|will|would|also|previously|currently|now|still|formerly|later|then|once|since|recently)){0,3}\\s+(?:(?:is|was|be|been|being|becomes|became|become|remains|remained|remain|serves\\s+as|served\\s+as|serve\\s+as|named|appointed|elected|made|takes\\s+over\\s+as|took\\s+over\\s+as|take\\s+over\\s+as|steps\\s+down\\s+as|stepped\\s+down\\s+as|resigned\\s+as)\\s+){1,2}';

/** The organization after "of" or "at", maybe described first ("at VC firm ⟦O⟧", "of Japan's biggest steelmaker ⟦O⟧"). */
/** Up to five words describing it, none a preposition or conjunction that would start another phrase. */
const DESCRIPTION =
  '(?:(?!(?:in|after|before|since|when|while|to|for|and|or|by|with|from|on|at|as|that|which|who|where)\\s)[^⟦,;.()\\s]+\\s+){0,5}?';
const OF_ORG = `(?:of|at|for)\\s+(?:the\\s+)?${DESCRIPTION}${O}`;

/** One more "role of ⟦O⟧" (or a bare ⟦O⟧) after the first: ", and the president of ⟦O⟧" / "as well as ⟦O⟧". */
const MORE = `(?:(?:,\\s+|,?\\s+and\\s+|,?\\s+as well as\\s+)(?:(?:the\\s+|a\\s+|an\\s+)?${XROLE}\\s+${OF_ORG}|${O}))`;
/** The organizations of MORE's repetitions, as placeholders (their roles' words do not matter for the relation). */
const MORES = `((?:${MORE})*)`;

export const ROLE_RULES: Rule[] = [
  // ⟦P⟧, who also serves as the chairman of ⟦O⟧ / ⟦P⟧ has previously served as the mayor of ⟦O⟧ and the president
  // of ⟦O⟧ as well as the president of ⟦O⟧ / ⟦P⟧ will remain chairman of ⟦O⟧
  {
    re: new RegExp(
      `${P}${HOLDS}(?:the\\s+|a\\s+|an\\s+|its\\s+)?(?:new\\s+|current\\s+|former\\s+)?${XROLE}\\s+${OF_ORG}${MORES}`,
      'gu',
    ),
    make: (m, c) => [
      ...rel('role', c.at(m[1]), c.at(m[3]), c, m[2]),
      ...ids(m[4]).flatMap((i) => rel('role', c.at(m[1]), c.at(i), c)),
    ],
  },
  // ⟦P⟧ (the current general manager of ⟦O⟧ and ⟦O⟧) / ⟦P⟧, editor and publisher of ⟦O⟧, … / ⟦P⟧, senior partner at
  // VC firm ⟦O⟧: a role in apposition, with every organization it lists
  {
    re: new RegExp(
      `${P}(?:,|\\s*\\()\\s*(?:the\\s+|a\\s+|an\\s+)?(?:current\\s+|now\\s+|former\\s+|then\\s+)?${XROLE}\\s+${OF_ORG}${MORES}`,
      'gu',
    ),
    make: (m, c) => [
      ...rel('role', c.at(m[1]), c.at(m[3]), c, m[2]),
      ...ids(m[4]).flatMap((i) => rel('role', c.at(m[1]), c.at(i), c)),
    ],
  },
  // ⟦P⟧ chairs ⟦O⟧, ⟦O⟧ and ⟦O⟧ / ⟦P⟧, who heads ⟦O⟧ and ⟦O⟧: a verb of leading with the organizations it lists
  {
    re: new RegExp(
      `${P},?\\s+(?:who\\s+)?(?:also\\s+|now\\s+|still\\s+)?(?:chairs|heads|leads|runs|chaired|headed|ran)\\s+(?:the\\s+)?((?:${O}(?:,\\s+|,?\\s+and\\s+))*${O})`,
      'gu',
    ),
    make: (m, c) => ids(m[2]).flatMap((i) => rel('role', c.at(m[1]), c.at(i), c)),
  },
  // ⟦O⟧ has appointed Datuk ⟦P⟧ as its new director-general / named Sheikh ⟦P⟧ chairman: an honorific before the name
  {
    re: new RegExp(
      `${O}(?:\\s*\\([^()⟦]{1,20}\\)|\\s*\\(⟦O\\d+⟧\\))?(?:\\s+on\\s+[A-Z][a-z]+)?,?\\s+(?:has\\s+|had\\s+)?(?:named|appointed|appoints|names|elected|elects|hired|hires|picked|tapped)\\s+${HONORIFIC}${P}\\s+(?:as\\s+)?(?:its\\s+|their\\s+|the\\s+)?(?:new\\s+)?${XROLE}`,
      'gu',
    ),
    make: (m, c) => rel('role', c.at(m[2]), c.at(m[1]), c, m[3]),
  },
  // ⟦P⟧ was named chair of ⟦O⟧ / ⟦P⟧, …, was named chair of ⟦O⟧ (a clause between subject and verb)
  {
    re: new RegExp(
      `${P},[^⟦;]{1,120}?,\\s+(?:was|has been|is)\\s+(?:named|appointed|elected|made)\\s+(?:as\\s+)?(?:the\\s+)?(?:new\\s+)?${XROLE}\\s+${OF_ORG}`,
      'gu',
    ),
    make: (m, c) => rel('role', c.at(m[1]), c.at(m[3]), c, m[2]),
  },
  // ⟦P⟧ has been with ⟦O⟧ since 1983 / ⟦P⟧ spent 28 years at ⟦O⟧ / ⟦P⟧ previously worked at (for) ⟦O⟧
  {
    re: new RegExp(
      `${P},?\\s+(?:who\\s+)?(?:(?:has|had)\\s+been\\s+with|spent\\s+[^⟦.;]{1,20}?\\s+(?:at|with)|(?:previously\\s+|also\\s+)?(?:worked|works|working)\\s+(?:at|for|with))\\s+(?:the\\s+)?(?:[a-z-]+\\s+){0,4}?${O}`,
      'gu',
    ),
    make: (m, c) => rel('role', c.at(m[1]), c.at(m[2]), c),
  },
  // ⟦O⟧ announced that ⟦P⟧, a Thai national, and ⟦P⟧ would be appointed to the board / ⟦P⟧ and ⟦P⟧ joined its board:
  // a seat on the board of the organization the sentence is about (not "the board of ⟦O⟧", read by other rules)
  {
    re: new RegExp(
      `${PEOPLE}\\s+(?:(?:would|will|were|was|have|has|had|are|is|also)\\s+){0,2}(?:be\\s+|been\\s+)?(?:(?:appointed|elected|named|nominated|co-opted|re-elected|reappointed)\\s+(?:as\\s+(?:[a-z-]+\\s+){0,3}directors?\\s+)?(?:to|on)|joined|joins|join|sits\\s+on|sit\\s+on|serves\\s+on|served\\s+on|serve\\s+on)\\s+(?:the|its|their)\\s+(?:supervisory\\s+)?board\\b(?!\\s+of\\s)`,
      'gu',
    ),
    make: (m, c) => ids(m[1]).flatMap((i) => rel('board', c.at(i), c.focus(), c)),
  },
  // ⟦P⟧ is a member of the board of management / a director on its board (of the organization the sentence gives)
  {
    re: new RegExp(
      `${P}(?:,\\s+[^⟦.;]{1,60},)?\\s+(?:is|was|has been|had been|will be|becomes|became|as)\\s+(?:also\\s+)?(?:a|an|the)\\s+(?:[a-z-]+\\s+){0,2}?(?:member|director)\\s+(?:of|on)\\s+(?:the|its)\\s+(?:supervisory\\s+)?board(?:\\s+of\\s+(?:directors|management))?\\b(?!\\s+of\\s)`,
      'gu',
    ),
    make: (m, c) => rel('board', c.at(m[1]), c.focus(), c),
  },
];
