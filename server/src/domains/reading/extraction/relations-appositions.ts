import { ids, O, P, type Rule, rel } from './relation-parts.ts';

/**
 * Posts read from the noun phrase that names them (issue 34 item 4), written from English grammar: a role noun
 * with its complements ("vice president for extended programs at ⟦O⟧", "chair of the economics department at ⟦O⟧"),
 * roles joined by "and" ("associate dean and a professor of law at ⟦O⟧"), in apposition after a name, as the
 * predicate of "is" or "was", or as a title before a name ("⟦O⟧ CEO, chairman and president ⟦P⟧", "former ⟦O⟧ CEO
 * ⟦P⟧ and ⟦O⟧ MD ⟦P⟧"); seats on boards named in a list ("served on several boards, including ⟦O⟧, ⟦O⟧ and ⟦O⟧").
 * The tests' sentences are invented (relations-appositions.test.ts).
 */

/** Nouns of posts and jobs (a person who holds one works for the organization it names). */
const NOUN =
  '(?:chief\\s+executive(?:\\s+officer)?|chief\\s+[a-z]+\\s+officer|chairman|chairwoman|chairperson|chair|vice[- ]chairman|vice[- ]chair|president|vice[- ]president|director(?:[- ]general)?|secretary(?:[- ]general)?|general\\s+manager|manager|head|dean|provost|chancellor|rector|principal|professor|lecturer|researcher|scientist|fellow|scholar|economist|analyst|engineer|consultant|editor(?:-in-chief)?|publisher|correspondent|columnist|reporter|journalist|staffer|officer|executive|partner|adviser|advisor|counsel|treasurer|commissioner|governor|minister|mayor|ceo|cfo|cto|coo|md|founder|co-founder|cofounder|founding\\s+partner)';
/** An expression's letters in either case, outside escapes and classes: a title is often capitalised ("Chief Executive"). */
const anyCase = (source: string) => {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i] as string;
    if (ch === '\\') {
      out += ch + (source[i + 1] ?? '');
      i++;
    } else if (ch === '[') {
      inClass = true;
      out += ch;
    } else if (ch === ']') {
      inClass = false;
      out += ch;
    } else out += !inClass && /[a-z]/.test(ch) ? `[${ch}${ch.toUpperCase()}]` : ch;
  }
  return out;
};
// Abbreviations only in capitals: "Md" before a name is Mohammad, not a managing director.
const TITLE_NOUN = `(?:CEO|CFO|CTO|COO|MD|${anyCase(NOUN.replace('|ceo|cfo|cto|coo|md', ''))})`;

/** Words before a role noun: "the current interim", "a media", "associate", "senior vice" (up to four). */
const MODS =
  "(?:(?:the|a|an|its|his|her)\\s+)?(?:(?!(?:and|or|of|at|in|for|with|to|by|who|which|that|is|was)\\s)[\\p{L}'-]+\\s+){0,4}?";
/** A role's complement without a name: "for extended programs and regional development", "of the economics department". */
const COMPLEMENT = '(?:\\s+(?:of|for|in)\\s+(?!the\\s+board\\b)[^⟦,;()]{1,60}?)?';
/** One role phrase, maybe a second joined by "and": "associate dean of academic affairs and a professor of law". */
const ROLE_PHRASE = `(${MODS}${NOUN}${COMPLEMENT}(?:\\s+and\\s+${MODS}${NOUN}${COMPLEMENT})?)`;
/** The organization a role phrase ends in: "at the Stanford-based ⟦O⟧", "of investment firm ⟦O⟧". */
const AT_ORG = `\\s+(?:at|of|in|for|with)\\s+(?:the\\s+)?(?:[\\p{L}-]+\\s+){0,4}?${O}(?![’']s?\\s|-)`;
/** More organizations of the same role, a list that ends in "and": "and ⟦O⟧", ", ⟦O⟧ and cement firm ⟦O⟧" (not ", told ⟦O⟧"). */
const ITEM = `(?:the\\s+)?(?:[\\p{Ll}-]+\\s+){0,2}?⟦O\\d+⟧(?![’']s?\\s|-)`;
const AND_ORGS = `((?:(?:,\\s+${ITEM})*,?\\s+and\\s+${ITEM})?)`;
/** Being or serving: "is", "was also", "will become", "served as", "remains". */
const BE =
  '\\s+(?:(?:has|had|have|will|would|also|previously|currently|now|still|formerly|later|then|once|recently)\\s+){0,3}(?:is|was|be|been|becomes|became|become|remains|remained|serves\\s+as|served\\s+as|serve\\s+as|works\\s+as|worked\\s+as)\\s+';
/** A role that is a seat on a board, not a post: "non-executive director", "independent director". */
const SEAT = /\b(?:non-executive|independent|board)\s+(?:\w+\s+)?director\b|\bdirectors?\s+on\b/i;
/** A founder's words in a role phrase: a founder relation, not a post's. */
const FOUNDING = /\b(?:co-?founder|cofounder|founder|founding\s+partner)\b/i;

const relFor = (role: string, who: string | undefined, orgs: string[], c: Parameters<Rule['make']>[1]) => {
  const type = SEAT.test(role) ? 'board' : FOUNDING.test(role) && !/\band\b/.test(role) ? 'founder' : 'role';
  return orgs.flatMap((o) => rel(type, c.at(who), c.at(o), c, type === 'role' ? role.trim() : undefined));
};

export const APPOSITION_RULES: Rule[] = [
  // ⟦O⟧, whose chief executive is ⟦P⟧ / ⟦O⟧, whose founder was ⟦P⟧: a possessive relative clause
  {
    re: new RegExp(
      `${O}(?:\\s*\\([^()]{1,24}\\))?,?\\s+whose\\s+((?:[\\p{L}-]+\\s+){0,3}?${TITLE_NOUN}(?:\\s+and\\s+(?:[\\p{L}-]+\\s+){0,2}?${TITLE_NOUN})?)\\s+(?:is|was|has\\s+been|had\\s+been|remains)\\s+(?:(?:Mr|Mrs|Ms|Dr|Prof)\\.?\\s+)?${P}`,
      'gu',
    ),
    make: (m, c) => relFor(m[2] ?? '', m[3], [m[1] ?? ''], c),
  },
  // ⟦P⟧, vice president for extended programs at ⟦O⟧ / ⟦P⟧ -- a former managing editor at ⟦O⟧ and … / ⟦P⟧ (now … of ⟦O⟧)
  {
    re: new RegExp(
      `${P}(?:,|\\s+--|\\s+[–—]|\\s*\\()\\s*(?:now\\s+|then\\s+|also\\s+)?${ROLE_PHRASE}${AT_ORG}${AND_ORGS}`,
      'giu',
    ),
    make: (m, c) => relFor(m[2] ?? '', m[1], [m[3] ?? '', ...ids(m[4])], c),
  },
  // ⟦P⟧ is the chief executive of ⟦O⟧ / ⟦P⟧ was also the deputy chairman of ⟦O⟧ and a non-executive director at ⟦O⟧
  {
    re: new RegExp(`${P}(?:,\\s+\\d{1,3},)?${BE}${ROLE_PHRASE}${AT_ORG}${AND_ORGS}`, 'giu'),
    make: (m, c) => relFor(m[2] ?? '', m[1], [m[3] ?? '', ...ids(m[4])], c),
  },
  // … and a non-executive director at ⟦O⟧ and ⟦O⟧: a second role of a predicate or an apposition, after the first's
  // organization ("⟦P⟧ is the chief executive of ⟦O⟧ and the director general of ⟦O⟧")
  {
    re: new RegExp(
      `${P}(?:,|${BE})[^⟦;.]{1,80}?⟦O\\d+⟧(?:\\s*\\([^()]{1,20}\\))?,?\\s+and\\s+${ROLE_PHRASE}${AT_ORG}${AND_ORGS}`,
      'giu',
    ),
    make: (m, c) => relFor(m[2] ?? '', m[1], [m[3] ?? '', ...ids(m[4])], c),
  },
  // ⟦O⟧ CEO, chairman and president ⟦P⟧ / former ⟦O⟧ CEO ⟦P⟧ and ⟦O⟧ MD ⟦P⟧ / ⟦O⟧’s Division Head Public Relations ⟦P⟧
  {
    re: new RegExp(
      `${O}(?:[’']s?)?\\s+((?:(?:deputy|vice|senior|executive|associate|assistant|managing|general|acting|interim|founding|group|global|regional|country|division|\\p{Lu}[\\p{L}&-]*)\\s+){0,3}${TITLE_NOUN}(?:(?:,\\s+|,?\\s+(?:and|&)\\s+)(?:\\p{L}+\\s+){0,2}?${TITLE_NOUN})*(?:\\s+\\p{Lu}[\\p{L}&-]*){0,3})\\s+(?:(?:Mr|Mrs|Ms|Dr|Prof|Sir|Dame|Datuk|Dato|Tan\\s+Sri|Sheikh)\\.?\\s+)*${P}`,
      'gu',
    ),
    make: (m, c) => relFor(m[2] ?? '', m[3], [m[1] ?? ''], c),
  },
  // ⟦O⟧ chief executive ⟦P⟧ and chairman ⟦P⟧: a second title and name after the first share its organization
  {
    re: new RegExp(
      `${O}(?:[’']s?)?\\s+(?:\\p{L}+\\s+){0,2}?${TITLE_NOUN}\\s+(?:(?:Mr|Mrs|Ms|Dr|Prof)\\.?\\s+)?⟦P\\d+⟧((?:(?:,\\s+|,?\\s+and\\s+)(?:[\\p{Ll}-]+\\s+){0,2}?${TITLE_NOUN}\\s+(?:(?:Mr|Mrs|Ms|Dr|Prof)\\.?\\s+)?⟦P\\d+⟧)+)`,
      'gu',
    ),
    make: (m, c) => [...(m[2] ?? '').matchAll(/⟦P(\d+)⟧/g)].flatMap((x) => rel('role', c.at(x[1]), c.at(m[1]), c)),
  },
  // ⟦P⟧ will be succeeded as chairman of ⟦O⟧ by ⟦P⟧: both hold the post
  {
    re: new RegExp(
      `${P}\\s+(?:(?:will|would|is\\s+to|has|had|was|is|to)\\s+){0,2}(?:be\\s+|been\\s+)?(?:succeeded|replaced)\\s+as\\s+(?:the\\s+)?${ROLE_PHRASE}${AT_ORG}\\s+by\\s+(?:[\\p{Ll}-]+\\s+){0,3}?${P}`,
      'gu',
    ),
    make: (m, c) => [m[1], m[4]].flatMap((i) => rel('role', c.at(i), c.at(m[3]), c, m[2])),
  },
  // The board of ⟦O⟧ includes ⟦P⟧, ⟦P⟧ and ⟦P⟧ / ⟦P⟧ and ⟦P⟧ were appointed independent directors of ⟦O⟧: seats
  {
    re: new RegExp(
      `\\b[Tt]he\\s+(?:supervisory\\s+)?board\\s+(?:of\\s+directors\\s+)?of\\s+(?:the\\s+)?${O}\\s+(?:now\\s+|also\\s+)?(?:includes|included|comprises|comprised|consists\\s+of|is\\s+made\\s+up\\s+of|will\\s+include)\\s+((?:⟦P\\d+⟧(?:,\\s+|,?\\s+and\\s+)?)+)`,
      'gu',
    ),
    make: (m, c) => ids(m[2]).flatMap((i) => rel('board', c.at(i), c.at(m[1]), c)),
  },
  {
    re: new RegExp(
      `((?:⟦P\\d+⟧(?:,\\s+|,?\\s+and\\s+))+⟦P\\d+⟧)\\s+(?:(?:were|have\\s+been|had\\s+been|will\\s+be|are)\\s+)(?:appointed|named|elected|nominated|re-elected|reappointed)\\s+(?:as\\s+)?(?:(?:independent|non-executive|executive|new|additional)\\s+)*(?:directors|board\\s+members)\\s+(?:of|at|on\\s+the\\s+board\\s+of)\\s+(?:the\\s+)?${O}`,
      'gu',
    ),
    make: (m, c) => ids(m[1]).flatMap((i) => rel('board', c.at(i), c.at(m[2]), c)),
  },
  // ⟦P⟧ has served on several boards, including the ⟦O⟧, ⟦O⟧ and ⟦O⟧ / held directorships of the ⟦O⟧, ⟦O⟧ and the ⟦O⟧
  {
    re: new RegExp(
      `${P}[^⟦.;]{0,60}?\\b(?:(?:sat|sits|served|serves|serve|sit)\\s+on\\s+(?:the\\s+)?(?:[a-z-]+\\s+){0,3}?boards?(?:\\s+of\\s+[^⟦.;]{0,40}?)?|(?:held|holds|hold)\\s+(?:[a-z-]+\\s+){0,2}?directorships)(?:,?\\s+(?:including|such\\s+as|like|of|at|in))\\s+((?:(?:the\\s+)?(?:[\\p{Ll}-]+\\s+){0,2}?⟦O\\d+⟧(?:,\\s+(?:and\\s+)?|,?\\s+and\\s+)?)+)`,
      'gu',
    ),
    make: (m, c) => ids(m[2]).flatMap((o) => rel('board', c.at(m[1]), c.at(o), c)),
  },
];
