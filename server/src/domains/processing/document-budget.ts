import type { Candidate } from '../reading/candidate.ts';
import { EVIDENCE_SPANS } from '../reading/recognise.ts';

/**
 * What one document may write: its new names and their evidence rows. The write is one transaction, and
 * on the embedded database a transaction holds every tenant's requests: 1,000 names with 6,500 evidence
 * rows held it for over a second. Ordinary documents stay far below both.
 */
export const MAX_DOCUMENT_NAMES = 1000;
export const MAX_DOCUMENT_EVIDENCE = 2000;

/**
 * The names a document suggests within its budget: the most mentioned (the first named among equals), in
 * their order; the evidence is shared out in rounds (every name's first mention, then every second
 * one, …) so that each name keeps at least one. `dropped`: how many names were left out.
 */
export function withinDocumentBudget(all: Candidate[]): { candidates: Candidate[]; dropped: number } {
  let kept = all;
  if (all.length > MAX_DOCUMENT_NAMES)
    kept = all
      .map((c, i) => ({ c, i }))
      .sort((a, b) => b.c.spans.length - a.c.spans.length || a.i - b.i)
      .slice(0, MAX_DOCUMENT_NAMES)
      .sort((a, b) => a.i - b.i)
      .map((x) => x.c);
  const take = kept.map(() => 0);
  let left = MAX_DOCUMENT_EVIDENCE;
  for (let round = 0; round < EVIDENCE_SPANS && left > 0; round++)
    kept.forEach((c, k) => {
      if (left > 0 && c.spans.length > round) {
        take[k] = round + 1;
        left--;
      }
    });
  const candidates = kept.map((c, k) => {
    const n = take[k] as number;
    return n >= Math.min(c.spans.length, EVIDENCE_SPANS) ? c : { ...c, spans: c.spans.slice(0, n) };
  });
  return { candidates, dropped: all.length - kept.length };
}
