import { E, ids, O, OLIST, onlyPersonBefore, P, PLIST, type Rule, rel, XROLE, XROLES } from './relation-parts.ts';

/**
 * Relation patterns read from the real-news development half (issue 34 item 4): wider role phrases
 * ("senior partner", "head of creation", "artistic director"), "served as … of", "X, President of Y; Z, CEO
 * of W", a body and a plural role before a list of people ("Keidanren Vice Chairs A, B and C"), a possessive
 * ("Bain Capital’s Amit Chandra"), "O named P its new …", board memberships in lists, and acquisitions
 * written as "the parent of", "brands including", "the sale of … to", "the acquisition of … by",
 * "(X group)", "the company was acquired by".
 */

export const EXTRA_RULES: Rule[] = [
  // Mr ⟦P⟧ served as president and CEO of ⟦O⟧ / is Chair of the Board of ⟦O⟧ / serves as operating advisor to ⟦O⟧
  {
    re: new RegExp(
      `${P}\\s+(?:has\\s+)?(?:also\\s+)?(?:is|was|served as|serves as|(?:will\\s+)?(?:continue to\\s+)?serve as|became|becomes|will become|remains|has been|had been)\\s+(?:also\\s+)?(?:the\\s+|a\\s+|an\\s+)?${XROLE}\\s+(?:of|at|to|for|in)\\s+(?:the\\s+board\\s+of\\s+)?(?:the\\s+)?${O}`,
      'giu',
    ),
    make: (m, c) => rel('role', c.at(m[1]), c.at(m[3]), c, m[2]),
  },
  // ⟦P⟧, President of ⟦O⟧; ⟦P⟧, senior partner at VC firm ⟦O⟧ / ⟦P⟧, who had been head of creation at ⟦O⟧
  {
    re: new RegExp(
      `${P}(?:\\s+\\(\\d{1,3}\\))?,\\s+(?:\\d{1,3},\\s+)?(?:who\\s+(?:had been|has been|was|is)\\s+)?(?:the\\s+|a\\s+|an\\s+|former\\s+)?${XROLE}\\s+(?:of|at)\\s+(?:the\\s+)?(?:[a-z]+\\s+){0,2}?${O}`,
      'giu',
    ),
    make: (m, c) => rel('role', c.at(m[1]), c.at(m[3]), c, m[2]),
  },
  // ⟦P⟧, Managing Director and Senior Partner, ⟦O⟧
  {
    re: new RegExp(`${P},\\s+${XROLE},\\s+${O}`, 'giu'),
    make: (m, c) => rel('role', c.at(m[1]), c.at(m[3]), c, m[2]),
  },
  // ⟦O⟧ Vice Chairs ⟦P⟧, who …, ⟦P⟧ and ⟦P⟧ / Keidanren Vice Chairs Higashihara, Hashimoto, and Namba
  {
    re: new RegExp(`${O}\\s+${XROLES}\\s+${PLIST}`, 'giu'),
    make: (m, c) => ids(m[2]).flatMap((i) => rel('role', c.at(i), c.at(m[1]), c)),
  },
  // ⟦O⟧ (⟦O⟧) CEO ⟦P⟧ / ⟦O⟧’s head of manufacturing, ⟦P⟧ / ⟦O⟧’s artistic director
  {
    re: new RegExp(`${O}\\s+\\(${O}\\)\\s+${XROLE}\\s+${P}`, 'giu'),
    make: (m, c) => rel('role', c.at(m[4]), c.at(m[1]), c, m[3]),
  },
  {
    re: new RegExp(`${O}[’']s?\\s+${XROLE},?\\s+${P}`, 'giu'),
    make: (m, c) => rel('role', c.at(m[3]), c.at(m[1]), c, m[2]),
  },
  // Tadashi Okamura, Toshiba's current president and CEO / Jeff Pino, XTI’s vice chairman
  {
    re: new RegExp(`${P},\\s+${O}[’']s?\\s+${XROLE}`, 'giu'),
    make: (m, c) => rel('role', c.at(m[1]), c.at(m[2]), c, m[3]),
  },
  // Hewlett-Packard executive Roy Clay Sr. / Former Warner-Lambert CEO Melvin Goodes
  {
    re: new RegExp(`${O}\\s+${XROLE}\\s+${P}`, 'giu'),
    make: (m, c) => rel('role', c.at(m[3]), c.at(m[1]), c, m[2]),
  },
  // … Kim Jones, who left Louis Vuitton in January, as Dior Homme’s artistic director
  {
    re: new RegExp(`${P}(?:[^⟦.]|⟦O\\d+⟧){0,80}?\\bas\\s+${O}[’']s?\\s+${XROLE}`, 'giu'),
    make: (m, c) => rel('role', c.at(m[1]), c.at(m[2]), c, m[3]),
  },
  // P will take a leave as chairperson of Brazilian state-run oil firm Petrobras, … his job as chief executive of Vale
  {
    re: new RegExp(`\\bas\\s+(?:the\\s+)?${XROLE}\\s+(?:of|at)\\s+(?:[\\p{L}-]+\\s+){0,5}?${O}`, 'giu'),
    make: (m, c) => rel('role', c.at(onlyPersonBefore(m)), c.at(m[2]), c, m[1]),
  },
  // TVS Group’s Venu Srinivasan; PE firm Bain Capital’s Amit Chandra
  {
    // (also the mark read in the wrong encoding, as published: "Groupâs")
    re: new RegExp(`${O}(?:[’']|â[\u0080-\u009f€™]*)?s?\\s+${P}`, 'gu'),
    make: (m, c) => rel('role', c.at(m[2]), c.at(m[1]), c),
  },
  // ⟦O⟧ has just named musician ⟦P⟧ as its new creative director / ⟦O⟧, which named ⟦P⟧ its new creative director
  {
    re: new RegExp(
      `${O},?\\s+(?:which\\s+|who\\s+)?(?:has\\s+)?(?:just\\s+)?(?:named|appointed|appoints|names|hired|has appointed)\\s+(?:the\\s+)?(?:[a-z-]+\\s+){0,3}?${P}\\s+(?:as\\s+)?(?:its|their|the)\\s+(?:new\\s+)?${XROLE}`,
      'giu',
    ),
    make: (m, c) => rel('role', c.at(m[2]), c.at(m[1]), c, m[3]),
  },
  // ⟦P⟧ is also member of the boards of ⟦O⟧, …, ⟦O⟧ and ⟦O⟧ / a member of the Board of Trustees of ⟦O⟧
  {
    re: new RegExp(
      `${P}[^⟦.]{0,30}?\\b(?:member|members)\\s+of\\s+the\\s+(?:supervisory\\s+|executive\\s+)?(?:boards?|board of trustees|board of directors)\\s+of\\s+(?:the\\s+)?${OLIST}`,
      'giu',
    ),
    make: (m, c) => ids(m[2]).flatMap((i) => rel('board', c.at(m[1]), c.at(i), c)),
  },
  // ⟦P⟧ chairs ⟦O⟧, ⟦O⟧ and ⟦O⟧
  {
    re: new RegExp(`${P}\\s+(?:now\\s+)?(?:chairs|heads|leads|runs)\\s+${OLIST}`, 'gu'),
    make: (m, c) => ids(m[2]).flatMap((i) => rel('role', c.at(m[1]), c.at(i), c)),
  },
  // Acquisitions: ⟦O⟧, the parent of names like ⟦O⟧, ⟦O⟧ and ⟦O⟧ / ⟦O⟧ brands including ⟦O⟧ and ⟦O⟧
  {
    re: new RegExp(
      `${O},?\\s+(?:the\\s+)?(?:parent|owner)\\s+(?:company\\s+)?of\\s+(?:[a-z]+\\s+){0,3}?${OLIST}`,
      'giu',
    ),
    make: (m, c) => ids(m[2]).flatMap((i) => rel('acquired', c.at(i), c.at(m[1]), c)),
  },
  {
    re: new RegExp(`${O}\\s+(?:brands|labels|subsidiaries|units)\\s+(?:including|such as|like)\\s+${OLIST}`, 'giu'),
    make: (m, c) => ids(m[2]).flatMap((i) => rel('acquired', c.at(i), c.at(m[1]), c)),
  },
  // ⟦O⟧ (⟦O⟧ group)
  {
    re: new RegExp(`${O}\\s+\\(${O}\\s+group\\)`, 'giu'),
    make: (m, c) => rel('acquired', c.at(m[1]), c.at(m[2]), c),
  },
  // (the sale of … ⟦O⟧ to ⟦O⟧ and the acquisition of ⟦O⟧ by ⟦O⟧: relations-news.ts)
  // when the company was acquired by ⟦O⟧
  {
    re: new RegExp(
      `the\\s+(?:company|group|firm)\\s+(?:was|has been|had been)\\s+(?:acquired|bought)\\s+by\\s+${O}`,
      'giu',
    ),
    make: (m, c) => rel('acquired', c.focus([c.at(m[1])?.name ?? '']), c.at(m[1]), c),
  },
  // ⟦O⟧ acquiring ⟦O⟧, ⟦O⟧ … / investments: funding from venture capital groups ⟦O⟧, ⟦O⟧ and ⟦O⟧
  {
    re: new RegExp(`${O}\\s+(?:acquiring|buying)\\s+${O}`, 'giu'),
    make: (m, c) => rel('acquired', c.at(m[2]), c.at(m[1]), c),
  },
  {
    re: new RegExp(
      `(?:funding|investment|financing|capital)\\s+from\\s+(?:[a-z-]+\\s+){1,3}((?:${E}(?:,\\s+|,?\\s+and\\s+)?)+)`,
      'giu',
    ),
    make: (m, c) => {
      const from = ids(m[1]);
      const target = c.focus(from.map((i) => c.at(i)?.name ?? ''));
      return from.flatMap((i) => rel('investor', c.at(i), target, c));
    },
  },
];
