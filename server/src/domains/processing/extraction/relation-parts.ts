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

export type Rule = { re: RegExp; make: (m: RegExpExecArray, ctx: Ctx) => Relation[]; needsPerson?: boolean };
export type Ctx = {
  at: (i: string | undefined) => Placed | undefined;
  focus: (exclude?: string[]) => Placed | undefined;
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
  if (type === 'acquired' && from.kind !== 'organization') return [];
  const evidence = { start: ctx.evidence.start, end: ctx.evidence.end };
  if (type === 'role' && role && /founder/i.test(role))
    return [{ type: 'founder', from: from.name, to: to.name, evidence }, ...(/and/.test(role) ? [] : [])];
  return [{ type, from: from.name, to: to.name, ...(role ? { role: role.toLowerCase() } : {}), evidence }];
};

export const list = (s: string) => [...s.matchAll(/⟦[PO](\d+)⟧/g)].map((m) => m[1] as string);
