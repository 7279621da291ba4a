import { type Ctx, E, ids, O, OLIST, P, type Placed, ROLE, type Rule, rel, XROLE } from './relation-parts.ts';

/**
 * Shareholdings, appointments and provenance as news English writes them (issue 34, fourth session), written
 * from grammar and tested on invented sentences (relations-holdings.test.ts): "⟦O⟧ holds 36 per cent of ⟦O⟧",
 * "⟦O⟧ was 25 per cent owned by ⟦O⟧", "⟦O⟧ bought 103 million shares in ⟦O⟧", "its stake in ⟦O⟧", "partly owned
 * by ⟦O⟧ and ⟦O⟧", "which purchased 51% of the company", "its initial investors are …"; a list of roles ("the
 * chairman, president and CEO of ⟦O⟧"), "⟦P⟧ as the new CEO of ⟦O⟧", "named ⟦P⟧ editor-in-chief of the group’s
 * ⟦O⟧", "⟦P⟧ joins from ⟦O⟧", "served as dean … at ⟦O⟧", "resigned from the board of the company", "⟦O⟧, the
 * venture firm founded by ⟦O⟧’s ⟦P⟧".
 */

/** A share of a company, as a number: "36 per cent", "55.24%", "nearly 37 percent". */
const SHARE =
  '(?:about\\s+|nearly\\s+|around\\s+|some\\s+|roughly\\s+|almost\\s+)?(\\d{1,3}(?:\\.\\d+)?)\\s*(?:%|per\\s?cent|percent)';
/** "to increase its ownership ratio to 50.78 percent", "raising its stake to 30%". */
const RAISED_TO =
  /^[^⟦.;]{0,40}?\b(?:ownership|stake|holding|shareholding)(?:\s+ratio)?\s+(?:from\s+[^⟦.;]{0,30}?\s+)?to\s+(?:nearly\s+|about\s+|around\s+)?(\d{1,3}(?:\.\d+)?)\s*(?:%|per\s?cent|percent)/u;
/** Organizations in a list, each maybe after "the" ("The Marlow Herald and The Kestrel Courant"). */
const TLIST = `((?:(?:[Tt]he\\s+)?${O}(?:,\\s+|,?\\s+and\\s+)?)+)`;
/** Ownership by its size: more than half owns, less invests. */
const holding = (share: string | undefined, owner: Placed | undefined, owned: Placed | undefined, c: Ctx) =>
  Number(share) > 50 ? rel('acquired', owned, owner, c) : rel('investor', owner, owned, c);
/** Roles joined by commas and "and": "the chairman, president and CEO". */
const ROLE_ITEM = ROLE.replace(/^\(/, '(?:');
const ROLES = `(${ROLE_ITEM}(?:(?:,\\s+|,?\\s+and\\s+|\\s+&\\s+)${ROLE_ITEM}){1,3})`;
/** The story's company where a sentence says "the company" and names others: every organization of it excluded. */
const storyCompany = (m: RegExpExecArray, c: Ctx, exclude: string[] = []) =>
  c.focus([...[...m.input.matchAll(/⟦O(\d+)⟧/g)].map((x) => c.at(x[1])?.name ?? ''), ...exclude]);

export const HOLDING_RULES: Rule[] = [
  // ⟦O⟧ currently holds 36 per cent of ⟦O⟧ / ⟦O⟧ owns nearly 37 percent of ⟦O⟧
  {
    re: new RegExp(
      `${O}\\s+(?:currently\\s+|now\\s+|also\\s+)?(?:holds|owns|held|owned|controls)\\s+(?:a\\s+|an\\s+)?${SHARE}\\s+(?:stake\\s+)?(?:of|in)\\s+(?:the\\s+)?${O}`,
      'giu',
    ),
    make: (m, c) => holding(m[2], c.at(m[1]), c.at(m[3]), c),
  },
  // ⟦O⟧ was 25 per cent owned by ⟦X⟧ and 25 per cent owned by ⟦O⟧
  {
    re: new RegExp(`${O}\\s+(?:is|was)\\s+(?:[^⟦.;]{0,80}?\\band\\s+)?${SHARE}\\s+owned\\s+by\\s+${O}`, 'giu'),
    make: (m, c) => holding(m[2], c.at(m[3]), c.at(m[1]), c),
  },
  // ⟦O⟧ bought 103 million shares in ⟦O⟧ (a number of shares, not a share of the company)
  {
    re: new RegExp(
      `${O}\\s+(?:has\\s+|had\\s+)?(?:bought|acquired|purchased|holds|owns|sold)\\s+(?:[\\d.,]+\\s+(?:million|billion)\\s+|more\\s+|additional\\s+)?shares\\s+(?:in|of)\\s+${O}`,
      'giu',
    ),
    // "… to increase its ownership ratio to 50.78 percent": the share it reached says owner or investor.
    make: (m, c) => {
      if (/\bsold\b/i.test(m[0])) return [];
      const reached = RAISED_TO.exec(m.input.slice(m.index + m[0].length))?.[1];
      return reached ? holding(reached, c.at(m[1]), c.at(m[2]), c) : rel('investor', c.at(m[1]), c.at(m[2]), c);
    },
  },
  // ⟦O⟧ … has no plan to cut its stake in ⟦O⟧
  {
    re: new RegExp(
      `${O}[^⟦.;]{0,80}?\\bits\\s+(?:[\\p{Ll}-]+\\s+){0,2}?(?:stake|holding|shareholding)\\s+in\\s+${O}`,
      'gu',
    ),
    make: (m, c) => rel('investor', c.at(m[1]), c.at(m[2]), c),
  },
  // the company that is partly owned by ⟦O⟧ and Britain’s ⟦O⟧
  {
    re: new RegExp(
      `\\b(?:partly|partially|jointly)[- ]owned\\s+by\\s+((?:(?:\\p{Lu}\\p{L}+[’']s\\s+)?${O}(?:,\\s+|,?\\s+and\\s+)?)+)`,
      'gu',
    ),
    make: (m, c) => {
      const owners = ids(m[1]);
      // "⟦O⟧, the company that is partly owned by": that company; "the company that is …" alone: the story's.
      const named =
        /⟦O(\d+)⟧,?\s+(?:the|a)\s+(?:[\p{Ll}-]+\s+){0,2}?(?:company|firm|group|bank|operator)\s+(?:that|which)\s+(?:is|was)\s+$/u.exec(
          m.input.slice(0, m.index),
        );
      const target = named ? c.at(named[1]) : storyCompany(m, c);
      return owners.flatMap((i) => rel('investor', c.at(i), target, c));
    },
  },
  // ⟦O⟧, which purchased 51% of the company
  {
    re: new RegExp(
      `${O},?\\s+which\\s+(?:purchased|bought|acquired|took)\\s+${SHARE}\\s+of\\s+the\\s+(?:company|firm|group|business|startup|start-up)`,
      'giu',
    ),
    make: (m, c) => holding(m[2], c.at(m[1]), c.focus([c.at(m[1])?.name ?? '']), c),
  },
  // Some of its initial investors are ⟦O⟧, ⟦O⟧ and ⟦O⟧
  {
    re: new RegExp(
      `\\b(?:its|their)\\s+(?:[\\p{Ll}-]+\\s+){0,2}?(?:investors|backers|shareholders)\\s+(?:are|include|included|were)\\s+((?:${O}(?:,\\s+|,?\\s+and\\s+)?)+)`,
      'gu',
    ),
    make: (m, c) => {
      const from = ids(m[1]);
      const exclude = from.map((i) => c.at(i)?.name ?? '');
      const target = c.focus(exclude);
      return from.flatMap((i) => rel('investor', c.at(i), target, c));
    },
  },
  // ⟦P⟧, the chairman, president and CEO of ⟦O⟧
  {
    re: new RegExp(`${P},\\s+(?:the\\s+|a\\s+|an\\s+)?${ROLES}\\s+(?:of|at|for)\\s+(?:the\\s+)?${E}`, 'giu'),
    make: (m, c) => rel('role', c.at(m[1]), c.at(m[3]), c, m[2]),
  },
  // succeeded by ⟦P⟧ as the new CEO of ⟦O⟧ / named ⟦P⟧ as chairman of ⟦O⟧
  {
    re: new RegExp(
      `${P}\\s+as\\s+(?:the\\s+|its\\s+|a\\s+)?(?:new\\s+|next\\s+|interim\\s+|acting\\s+)?${XROLE}\\s+(?:of|at|for)\\s+(?:the\\s+)?${O}`,
      'giu',
    ),
    make: (m, c) => rel('role', c.at(m[1]), c.at(m[3]), c, m[2]),
  },
  // named ⟦P⟧ editor-in-chief of the group’s ⟦O⟧ business
  {
    re: new RegExp(
      `\\b(?:named|appointed|made)\\s+${P}\\s+(?:as\\s+)?(?:the\\s+)?((?:[a-z-]+\\s+)?(?:editor-in-chief|editor|publisher|chairman|chairwoman|chair|president|chief executive|director|head))\\s+of\\s+(?:the\\s+[\\p{Ll}]+[’']s\\s+)?${O}`,
      'gu',
    ),
    make: (m, c) => rel('role', c.at(m[1]), c.at(m[3]), c, m[2]),
  },
  // Former ⟦O⟧ (DBKL) executive director (Planning) Datuk ⟦P⟧ / Washington Post executive editor ⟦P⟧
  {
    re: new RegExp(
      `${O}(?:\\s+\\((?:[^)⟦]{1,12}|⟦O\\d+⟧)\\))?(?:[’']s)?\\s+${XROLE}(?:\\s+\\([^)⟦]{1,30}\\))?\\s+(?:(?:Datuk|Dato|Datin|Tan|Sri|Seri|Tun|Dr|Mr|Ms|Mrs|Prof)\\.?\\s+){0,3}${P}`,
      'gu',
    ),
    make: (m, c) => rel('role', c.at(m[3]), c.at(m[1]), c, m[2]),
  },
  // ⟦P⟧ has been appointed as ⟦O⟧ (PPj) president
  {
    re: new RegExp(
      `${P}[^⟦.;]{0,40}?\\b(?:appointed|named|elected)\\s+(?:as\\s+)?(?:the\\s+)?${O}(?:\\s+\\((?:[^)⟦]{1,12}|⟦O\\d+⟧)\\))?\\s+${XROLE}\\b`,
      'gu',
    ),
    make: (m, c) => rel('role', c.at(m[1]), c.at(m[2]), c, m[3]),
  },
  // ⟦P⟧ also serves as publisher of ⟦O⟧ and ⟦O⟧ / accepted an offer to become president of ⟦O⟧
  {
    re: new RegExp(
      `${P}[^⟦.;]{0,60}?\\b(?:serves|served|serving|to\\s+become|became|becomes)\\s+(?:as\\s+)?(?:the\\s+|an?\\s+)?${XROLE}\\s+(?:of|at|for)\\s+${TLIST}`,
      'gu',
    ),
    make: (m, c) => ids(m[3]).flatMap((i) => rel('role', c.at(m[1]), c.at(i), c, m[2])),
  },
  // ⟦P⟧ has also held senior editorial positions at ⟦O⟧ and ⟦O⟧
  {
    re: new RegExp(
      `${P}[^⟦.;]{0,40}?\\b(?:has\\s+|had\\s+)?(?:also\\s+)?held\\s+((?:[\\p{Ll}-]+\\s+){0,3}?(?:positions?|roles?|posts?|jobs?))\\s+(?:at|in|with)\\s+(?:the\\s+)?${OLIST}`,
      'gu',
    ),
    make: (m, c) => ids(m[3]).flatMap((i) => rel('role', c.at(m[1]), c.at(i), c, m[2])),
  },
  // ⟦P⟧ joins from brewer ⟦O⟧ / ⟦P⟧ joins ⟦O⟧ from ⟦O⟧
  {
    re: new RegExp(`${P}[^⟦.;]{0,40}?\\bjoin(?:s|ed)?\\s+(?:⟦O\\d+⟧\\s+)?from\\s+(?:[\\p{Ll}-]+\\s+){0,3}?${O}`, 'gu'),
    make: (m, c) => rel('role', c.at(m[1]), c.at(m[2]), c),
  },
  // she served as dean of engineering and professor of computer science at ⟦O⟧
  {
    re: new RegExp(
      `${P}[^⟦.;]{0,30}?\\b(?:served|serves|worked|works|was employed)\\s+as\\s+(?:an?\\s+|the\\s+)?([\\p{L}\\s-]{2,80}?)\\s+(?:at|for|with)\\s+(?:the\\s+)?${O}`,
      'gu',
    ),
    make: (m, c) => rel('role', c.at(m[1]), c.at(m[3]), c, m[2]),
  },
  // ⟦P⟧, who resigned from the board of the company
  {
    re: new RegExp(
      `${P},?\\s+who\\s+(?:has\\s+)?(?:resigned|stepped down|retired)\\s+from\\s+the\\s+board\\s+of\\s+the\\s+(?:company|group|bank|firm|lender|operator)`,
      'gu',
    ),
    make: (m, c) => rel('board', c.at(m[1]), storyCompany(m, c), c),
  },
  // ⟦O⟧, the venture firm founded by Skype’s ⟦P⟧
  {
    re: new RegExp(
      `${O},\\s+(?:the|a|an)\\s+(?:[\\p{Ll}-]+\\s+){0,3}?(?:firm|company|fund|group|startup|start-up|business|bank)\\s+(?:co-?)?founded\\s+by\\s+(?:⟦O\\d+⟧[’']s\\s+)?((?:${P}(?:,\\s+|,?\\s+and\\s+)?)+)`,
      'gu',
    ),
    make: (m, c) => ids(m[2]).flatMap((i) => rel('founder', c.at(i), c.at(m[1]), c)),
  },
];
