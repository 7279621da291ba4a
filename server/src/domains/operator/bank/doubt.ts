import type { TOperatorQuery } from '@intel/contracts';

/** What a reader's answer may carry besides the query (older readers have only notes and errors). */
export type Answer = { query: TOperatorQuery; notes: string[]; errors: string[]; doubt?: string };

/** The words by which an answer states a doubt: "Not used: …", "Not sure: …", "uncertain". */
export const DOUBT_WORDS = /\b(?:not used|not sure|uncertain|unsure|doubt)\b/i;

/** Whether the answer states what it did not use or that it is not sure. */
export function statesDoubt(a: Answer): boolean {
  return a.errors.length > 0 || !!a.doubt?.trim() || a.notes.some((n) => DOUBT_WORDS.test(n));
}
