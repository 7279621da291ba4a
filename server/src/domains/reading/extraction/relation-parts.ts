import type { Kind } from './classify.ts';
import type { Sentence } from './segment.ts';
import type { Relation } from './types.ts';

/** What the relation patterns share (relations.ts, relations-extra.ts): placeholders, roles, rule types. */
export type Placed = { sentence: number; start: number; end: number; kind: Kind; name: string; ofLeft: boolean };

export const P = '⟦P(\\d+)⟧';
export const O = '⟦O(\\d+)⟧';
export const E = '⟦[PO](\\d+)⟧';
export const ROLE =
  '((?:(?:acting|former|deputy|interim|new|senior|independent|non-executive|executive)\\s+)?(?:chief executive officer|chief executive|chief financial officer|chief operating officer|chief technology officer|chief scientist|chief [a-z]+ officer|managing director|managing partner|general partner|general manager|director general|finance director|commercial director|executive director|head of [a-z]+|co-founder|cofounder|founder|chairman|chairwoman|chair|president|director|partner|spokesperson|spokesman|spokeswoman|ceo|cfo|cto|coo))';
export const POSS = "(?:the\\s+(?:company|group|firm|bank|haulier|agency|fund|start-up|startup)[’']s\\s+|its\\s+)";

export type Rule = {
  re: RegExp;
  make: (m: RegExpExecArray, ctx: Ctx) => Relation[];
  needsPerson?: boolean;
  /** A cheap test of the sentence a rule needs to match at all (its verb or noun): a costly list pattern runs only then. */
  when?: RegExp;
};
export type Ctx = {
  at: (i: string | undefined) => Placed | undefined;
  focus: (exclude?: string[]) => Placed | undefined;
  /** Whether a mention is one of this sentence's (not the story's company read from sentences before). */
  here?: (p: Placed | undefined) => boolean;
  /** The last organization named before this sentence: what "the startup" opening a sentence refers to. */
  last?: (exclude?: string[]) => Placed | undefined;
  evidence: Sentence;
};

export const rel = (
  type: Relation['type'],
  from: Placed | undefined,
  to: Placed | undefined,
  ctx: Ctx,
  role?: string,
): Relation[] => {
  if (!from || !to || from.name === to.name) return [];
  if (type !== 'investor' && type !== 'acquired' && (from.kind !== 'person' || to.kind !== 'organization')) return [];
  if ((type === 'investor' || type === 'acquired') && to.kind !== 'organization') return [];
  // An investor is an organization: the ledger records an organization's investments (a person who invests, an
  // angel, is left to the evidence and the analyst), as the real-news labels count them.
  if ((type === 'acquired' || type === 'investor') && from.kind !== 'organization') return [];
  const evidence = { start: ctx.evidence.start, end: ctx.evidence.end };
  if (type === 'role' && role && /founder/i.test(role)) {
    // "founder and executive chairman": a founder, and a leading role besides when one is named ("cofounder
    // and GP", "professor and founder" are a founder only).
    const founder: Relation = { type: 'founder', from: from.name, to: to.name, evidence };
    const other = role
      .replace(/\b(?:co-?)?founder\b/i, '')
      .replace(/^\s*(?:and|&)\s*|\s*(?:and|&)\s*$/i, '')
      .trim();
    return /\s(?:and|&)\s/i.test(role) && /\b(?:chair\w*|chief|ceo|president|executive)\b/i.test(other)
      ? [founder, { type: 'role', from: from.name, to: to.name, role: other.toLowerCase(), evidence }]
      : [founder];
  }
  return [{ type, from: from.name, to: to.name, ...(role ? { role: role.toLowerCase() } : {}), evidence }];
};

export const list = (s: string) => [...s.matchAll(/⟦[PO](\d+)⟧/g)].map((m) => m[1] as string);

/** A role phrase: up to three words before a role noun ("senior partner", "head of creation", "creative director"). */
export const XROLE =
  '((?:[A-Za-z&-]+\\s+){0,3}?(?:co-)?(?:chief executive officer|chief executive|chief [a-z]+ officer|vice[- ]chairman|vice[- ]chair|vice[- ]president|chairman-designate|chairman|chairwoman|chairperson|chair|president|director|officer|partner|head of [a-z]+|head|dean|provost|advisor|adviser|designer|manager|ceo|cfo|cto|coo|co-founder|cofounder|founder|governor|secretary|principal|executive|professor|editor-in-chief|editor|publisher|correspondent|columnist|mayor|chancellor|treasurer|commissioner|rector|counsel|economist|strategist|scientist|researcher|engineer|analyst|lecturer|fellow|trustee)(?:\\s+(?:&|and)\\s+(?:[A-Za-z-]+\\s+){0,2}?(?:ceo|cfo|cto|coo|md|gp|president|chairman|director|partner|officer|founder|co-founder|cofounder))?)';
/** Plural roles before a list of people. */
export const XROLES =
  '(?:vice[- ])?(?:chairs|chairmen|chairwomen|presidents|directors|executives|partners|founders|co-founders|cofounders)';
/** A list of organizations: ⟦O1⟧, ⟦O2⟧ and ⟦O3⟧ (places or words in between, as in "P/F Tjaldur, Faroe Islands,"). */
export const OLIST = `((?:${O}(?:,\\s+(?:[A-Z][\\p{L}]+(?:\\s+[A-Z][\\p{L}]+)?,\\s+)?(?:and\\s+)?|,?\\s+and\\s+)?)+)`;
/** A list of people, each maybe followed by a "who …" clause up to the next comma. */
export const PLIST = `((?:${P}(?:,\\s+who\\s+[^,⟦]{0,80})?(?:,\\s+|,?\\s+and\\s+)?)+)`;

export const ids = (s: string | undefined) => list(s ?? '');
/** The one person named before a match in its sentence (none when two are: the pattern cannot tell). */
export const onlyPersonBefore = (m: RegExpExecArray) => {
  const people = new Set([...m.input.slice(0, m.index).matchAll(/⟦P(\d+)⟧/g)].map((x) => x[1]));
  return people.size === 1 ? [...people][0] : undefined;
};

/** The company a founding sentence means: one it names before the founders, else the last one named before it. */
export const foundedCompany = (c: Ctx): Placed | undefined => {
  const named = c.focus();
  return c.here?.(named) ? named : (c.last?.() ?? named);
};
