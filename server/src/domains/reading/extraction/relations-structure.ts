import { ids, O, OLIST, P, type Rule, rel, XROLE } from './relation-parts.ts';

/**
 * Relations read from the sentence's structure (issue 34 item 4, tuned on the real-news development half):
 * the organization a sentence gives a role ("⟦O⟧ named ⟦P⟧, …, its new chairman", "as ⟦O⟧’s director,
 * replacing ⟦P⟧", "its artistic director, ⟦P⟧", "the position of chairman of ⟦O⟧"), not the nearest name.
 * Every example in the tests is written for them, not taken from the set.
 */

/** A person's predecessor: "…, replacing ⟦P⟧" / "to succeed ousted chief ⟦P⟧" (lower-case words between). */
const PREDECESSOR = `\\b(?:replacing|succeeding|to replace|to succeed|will replace|will succeed|replaces|succeeds)\\s+(?:[a-z-]+\\s+){0,3}?${P}`;

export const STRUCTURE_RULES: Rule[] = [
  // ⟦O⟧ (on Thursday) named ⟦P⟧, a group veteran, its new chairman / ⟦O⟧ had named group patriarch ⟦P⟧ as interim chairman
  {
    re: new RegExp(
      `${O}(?:\\s+on\\s+[A-Z][a-z]+)?,?\\s+(?:has\\s+|had\\s+)?(?:named|appointed|appoints|names|elected|elects)\\s+(?:[a-z-]+\\s+){0,3}?${P}(?:,[^,⟦]{0,80},)?\\s+(?:as\\s+(?:its\\s+|their\\s+|the\\s+)?|its\\s+|their\\s+)(?:new\\s+)?${XROLE}`,
      'gu',
    ),
    make: (m, c) => rel('role', c.at(m[2]), c.at(m[1]), c, m[3]),
  },
  // … as Dior Homme’s artistic director, replacing ⟦P⟧ / its new chairman to replace ousted chief ⟦P⟧: the
  // predecessor held the role at the organization the sentence gives it.
  {
    re: new RegExp(`(?:${O}[’']s?\\s+${XROLE}|its\\s+(?:new\\s+)?${XROLE}),?\\s+${PREDECESSOR}`, 'giu'),
    make: (m, c) => rel('role', c.at(m[4]), m[1] ? c.at(m[1]) : c.focus(), c, m[2] ?? m[3]),
  },
  // Lacoste announced the departure of its artistic director, ⟦P⟧
  {
    re: new RegExp(`\\bits\\s+(?:former\\s+|new\\s+|current\\s+)?${XROLE},\\s+${P}`, 'gu'),
    make: (m, c) => rel('role', c.at(m[2]), c.focus(), c, m[1]),
  },
  // ⟦P⟧ is the new Chairman of the Board of Management of the ⟦O⟧: a role, not a seat on a board
  {
    re: new RegExp(
      `${P}\\s+(?:is|was|will be|becomes|became)\\s+(?:the\\s+)?(?:new\\s+)?(chairman|chairwoman|chair|president|chairperson)\\s+of\\s+the\\s+board\\s+of\\s+(?:management|directors)\\s+of\\s+(?:the\\s+)?${O}`,
      'giu',
    ),
    make: (m, c) => rel('role', c.at(m[1]), c.at(m[3]), c, m[2]),
  },
  // ⟦P⟧, 59, will assume the position of chairman of ⟦O⟧
  {
    re: new RegExp(
      `${P},?\\s+(?:\\d{1,3},\\s+)?(?:will\\s+|to\\s+)?(?:assume|assumes|assumed|take up|takes up|took up|take over|took over)\\s+the\\s+(?:position|role|post|office)\\s+of\\s+${XROLE}\\s+(?:of|at)\\s+(?:the\\s+)?${O}`,
      'giu',
    ),
    make: (m, c) => rel('role', c.at(m[1]), c.at(m[3]), c, m[2]),
  },
  // ⟦P⟧ was leaving his position as creative director (of the organization the sentence is about)
  {
    re: new RegExp(
      `${P}\\s+(?:was|is|had been)?\\s*(?:leaving|left|leaves|stepping down from|stepped down from|resigned from|resigning from)\\s+(?:his|her|their|the)\\s+(?:position|role|post|job)\\s+as\\s+${XROLE}`,
      'giu',
    ),
    make: (m, c) => rel('role', c.at(m[1]), c.focus(), c, m[2]),
  },
  // Mr ⟦P⟧ has also held executive positions in ⟦O⟧, Norway, …, and ⟦O⟧
  {
    re: new RegExp(
      `${P}\\s+(?:has\\s+|had\\s+)?(?:also\\s+)?held\\s+(?:[a-z-]+\\s+)?(?:positions|roles|posts)\\s+(?:in|at|with)\\s+${OLIST}`,
      'gu',
    ),
    make: (m, c) => ids(m[2]).flatMap((i) => rel('role', c.at(m[1]), c.at(i), c)),
  },
  // ⟦P⟧, who was selected to become a ⟦O⟧ vice chair / is expected to become chief executive of ⟦O⟧
  {
    re: new RegExp(
      `${P},?\\s+who\\s+(?:is|was|has been)\\s+(?:selected|expected|set|slated|due|chosen|tipped|nominated)\\s+to\\s+(?:become|be|serve as)\\s+(?:a\\s+|an\\s+|the\\s+|its\\s+)?(?:new\\s+)?(?:${O}\\s+${XROLE}|${XROLE}\\s+(?:of|at)\\s+(?:the\\s+)?${O})`,
      'giu',
    ),
    make: (m, c) => rel('role', c.at(m[1]), c.at(m[2] ?? m[5]), c, m[3] ?? m[4]),
  },
  // Deputy Secretary of ⟦O⟧ ⟦P⟧ / Secretary-General of the ⟦O⟧ ⟦P⟧: a title with its organization before the name
  {
    re: new RegExp(`\\b${XROLE}(?:-general)?\\s+of\\s+(?:the\\s+)?${O}\\s+${P}`, 'giu'),
    make: (m, c) => rel('role', c.at(m[3]), c.at(m[2]), c, m[1]),
  },
  // ⟦O⟧’s two main founders: Chairman & CEO ⟦P⟧ and Chief Administrative Officer ⟦P⟧
  {
    re: new RegExp(
      `${O}[’']s\\s+(?:[a-z]+\\s+){0,3}?(?:co-?)?founders:?\\s+((?:(?:[^⟦.;]|⟦O\\d+⟧){0,60}?${P})+)`,
      'gu',
    ),
    make: (m, c) => ids(m[2]).flatMap((i) => rel('founder', c.at(i), c.at(m[1]), c)),
  },
  // ⟦P⟧, a longtime VC who struck out on his own in 2015 to form ⟦O⟧
  {
    re: new RegExp(`${P}[^⟦.]{0,80}?\\b(?:to form|formed|to found|to co-found)\\s+${O}`, 'gu'),
    make: (m, c) => rel('founder', c.at(m[1]), c.at(m[2]), c),
  },
  // ⟦P⟧ … after being inducted into the ⟦O⟧ board / joined the ⟦O⟧ board (the sentence's subject, the first person)
  {
    re: new RegExp(
      `${P}(?:[^⟦.]|⟦P\\d+⟧){0,120}?\\b(?:inducted into|joined|joins|appointed to|elected to|named to)\\s+the\\s+${O}\\s+(?:supervisory\\s+)?board\\b`,
      'gu',
    ),
    make: (m, c) => rel('board', c.at(m[1]), c.at(m[2]), c),
  },
  // ⟦P⟧ has joined ⟦O⟧ (not "the ⟦O⟧ board": a seat, above) / ⟦O⟧ has appointed the artist ⟦P⟧ (a role not named)
  {
    re: new RegExp(`${P}\\s+(?:has\\s+|had\\s+)?(?:joined|joins)\\s+${O}(?!\\s+(?:board|supervisory))`, 'gu'),
    make: (m, c) => rel('role', c.at(m[1]), c.at(m[2]), c),
  },
  {
    re: new RegExp(
      `${O}\\s+(?:has\\s+)?(?:appointed|hired|named)\\s+(?:the\\s+)?(?:[a-z-]+\\s+){0,2}?${P}(?!\\s+as)`,
      'gu',
    ),
    make: (m, c) => rel('role', c.at(m[2]), c.at(m[1]), c),
  },
  // ⟦P⟧ from ⟦O⟧ / ⟦P⟧ from Kenya’s ⟦O⟧: where a person comes from, when it is an organization
  {
    re: new RegExp(`${P}\\s+from\\s+(?:[A-Z][\\p{L}]+[’']s\\s+)?${O}`, 'gu'),
    make: (m, c) => rel('role', c.at(m[1]), c.at(m[2]), c),
  },
];
