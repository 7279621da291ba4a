import { type Ctx, E, ids, O, P, type Rule, rel } from './relation-parts.ts';
import { FUNDING, TENDER } from './relations-invest.ts';

/**
 * Lists of people or investors whose organization is the one the story is about, not named in their sentence
 * (issue 34 item 4): "⟦P⟧, ⟦P⟧ and ⟦P⟧ have been appointed independent directors" after "⟦O⟧ has appointed four
 * new directors"; "The other new vice chairmen are ⟦O⟧ President ⟦P⟧ and …" in a story about a federation;
 * "new investors such as ⟦O⟧ and ⟦O⟧ participated" after "⟦O⟧ raised 50 billion won". Written from English
 * grammar: a list, a verb of appointment or participation, and nothing in the sentence that names another party.
 */

/** A list of people, each maybe with a place or an apposition: "⟦P1⟧, ⟦P2⟧ from Oslo and ⟦P3⟧". */
const PEOPLE = `((?:${P}(?:,\\s+(?:a|an|the|who)\\s[^,⟦.;]{1,60},?|\\s+from\\s+[A-Z][^⟦.,;]{1,30}?)?(?:\\s*,\\s+|,?\\s+and\\s+)?)+)`;

/** Words of a board seat: "non-executive independent directors", "an additional director". */
const DIRECTORS =
  '(?:(?:a|an|the)\\s+)?(?:(?:new|lead|senior|non-executive|nonexecutive|independent|executive|additional|alternate|outside|external|non-independent|board)\\s+){0,3}(?:directors?|board members?)';

/** The organization a list means: the story's (the sentence names none but the list's own). */
const storyOf = (m: RegExpExecArray, c: Ctx, excluding?: string) => {
  const own = [...(excluding ?? m.input).matchAll(/⟦O(\d+)⟧/g)].map((x) => c.at(x[1])?.name ?? '');
  if (excluding === undefined) return own.length ? undefined : c.focus();
  const to = c.focus(own);
  return c.here?.(to) ? undefined : to;
};

/** A plural role as one holder's: "vice chairmen" → "vice chairman", "directors" → "director". */
const singular = (role: string) =>
  role
    .toLowerCase()
    .replace(/men\b/, 'man')
    .replace(/women\b/, 'woman')
    .replace(/(?<=[a-z]{3})s\b/, '');

/** An investor list item, maybe described or placed: "existing investor ⟦O⟧ from Vietnam". */
const INVESTOR_ITEM = `(?:(?:(?:the|its|existing|new|returning|other|strategic|early|investors?|backers?|such|as|like|including|and)\\s+){0,4}${E}(?:\\s+(?:from|of|in)\\s+[A-Z][\\p{L}]+(?:\\s[A-Z][\\p{L}]+)?)?(?:,\\s+|,?\\s+and\\s+|,?\\s+as well as\\s+)?)`;

export const LIST_RULES: Rule[] = [
  // ⟦P⟧, ⟦P⟧ and ⟦P⟧ have been appointed non-executive independent directors / have resigned as directors
  {
    when: /\b(?:directors?|board members?)\b/u,
    re: new RegExp(
      `${PEOPLE}\\s+(?:(?:have|has|had|were|was|are|is|will|would|also)\\s+){0,2}(?:been\\s+|be\\s+)?(?:(?:appointed|named|elected|re-elected|reappointed|nominated|co-opted|designated)\\s+(?:as\\s+)?|(?:resigned|stepped down|retired)\\s+as\\s+)${DIRECTORS}\\b(?!\\s+(?:of|at|for)\\b)`,
      'gu',
    ),
    make: (m, c) => {
      const to = storyOf(m, c);
      return ids(m[1]).flatMap((i) => rel('board', c.at(i), to, c));
    },
  },
  // The (other) new vice chairmen are ⟦O⟧ President ⟦P⟧, ⟦O⟧ CEO ⟦P⟧ and ⟦P⟧: each holds the role at the story's
  // organization (the organizations before each person are their employers, read by other rules).
  {
    when: /\b(?:chairmen|chairwomen|chairs|chairpersons|presidents|directors|members|trustees|governors|commissioners)\b/u,
    re: new RegExp(
      `\\b[Tt]he\\s+(?:other\\s+)?(?:new\\s+|incoming\\s+)?((?:vice[- ])?(?:chairmen|chairwomen|chairs|chairpersons|presidents|directors|members|trustees|governors|commissioners))\\s+(?:are|were|will be|include|included)\\s+((?:(?:${O}\\s+[^⟦,.;]{1,40}?\\s+)?${P}(?:\\s*,\\s+|,?\\s+and\\s+)?)+)`,
      'gu',
    ),
    make: (m, c) => {
      const people = [...(m[2] ?? '').matchAll(/⟦P(\d+)⟧/g)].map((x) => x[1] as string);
      const orgs = [...(m[2] ?? '').matchAll(/⟦O(\d+)⟧/g)].map((x) => c.at(x[1])?.name ?? '');
      const before = [...m.input.slice(0, m.index).matchAll(/⟦O(\d+)⟧/g)].map((x) => c.at(x[1])?.name ?? '');
      const to = c.focus([...orgs, ...before]);
      if (c.here?.(to)) return [];
      const role = singular(m[1] as string);
      return people.flatMap((i) =>
        role === 'director' || role === 'member' ? rel('board', c.at(i), to, c) : rel('role', c.at(i), to, c, role),
      );
    },
  },
  // new investors such as ⟦O⟧, ⟦O⟧ and ⟦O⟧ participated / also invested, in a sentence about money: the round of
  // the story's company
  {
    when: /\b(?:participated|took part|chipped in|came in|joined|invested)\b/u,
    re: new RegExp(
      `(${INVESTOR_ITEM}+)\\s*,?\\s+(?:also\\s+|too\\s+)?(?:participated|took part|chipped in|came in|joined|invested)(?=\\s*[,.;]|\\s+(?:with|too|as well|in\\s+(?:the|this|that)\\s+(?:[a-z]+\\s+){0,2}?(?:round|financing|raise|investment|funding)))`,
      'gu',
    ),
    make: (m, c) => {
      // "participated in the final round of bidding": a tender, not an investment.
      if (!FUNDING.test(m.input) || TENDER.test(m.input)) return [];
      const from = ids(m[1]).filter((i) => c.at(i)?.kind === 'organization');
      // The round is the story company's: none of the sentence's organizations (they are investors or described).
      const to = storyOf({ ...m, input: '' } as RegExpExecArray, c, m.input);
      return from.flatMap((i) => rel('investor', c.at(i), to, c));
    },
  },
];
