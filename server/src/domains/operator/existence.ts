import { COMPARISON_WORDS, type Op } from './comparisons.ts';
import type { Parsed } from './mention.ts';
import { COUNT, countOf } from './patterns.ts';
import { splitSentences } from './sentences.ts';

/**
 * Yes/no and existence questions (issue 35): "Do we have any companies in Germany?", "Is there a report from 2024?",
 * "Are there more than ten hidden library items?", "Any chance we track organizations in Spain?". They ask for the
 * same records as the list question, so they are read as it is; the answer says yes or no with the count first. A
 * count said with the question ("more than ten", "at least three") bounds the count, not the rows shown: it is taken
 * out of the text before the reading, or it would be read as a limit.
 */

export type Bound = { op: Op; n: number; said: string };
export type Whether = { bound?: Bound };

/** How a yes/no question about records opens. */
const OPENER =
  /^(?:(?:so|and|ok|okay|quick\s+question|just\s+checking)[\s,:]+)?(?:(?:are|were)\s+there|is\s+there|(?:do|did)\s+(?:we|you|i)\s+(?:still\s+|actually\s+|even\s+)?(?:have|hold|track|keep|know\s+of|cover|list|store|record|see)|(?:have|had)\s+(?:we|you)\s+(?:got|recorded|listed|logged|any)|(?:do|does|did|has|have)\s+(?:anyone|anybody|any\s+one)|(?:is|are|was|were)\s+any|any\s+chance)(?![\p{L}'’])/iu;

/** The comparison words of the one table that may stand before a count ("or more" follows it). */
const COUNT_BOUNDS = COMPARISON_WORDS.map(
  ([w, op]) => [w.replace(/\|?or more/, '').replace(/ /g, '\\s+'), op] as const,
);

/** "any chance we track organizations in Spain": the same question as "do we have organizations in Spain". */
const CHANCE = /^any\s+chance\s+(?:that\s+)?(?:we|you)\s+(?:have|track|hold|keep|know\s+of|got)(?![\p{L}'’])/iu;

/** Whether a question of one sentence asks yes or no about records; its text with the count bound taken out. */
export function readWhether(sentence: string): { text: string; whether: Whether } | null {
  const text = sentence.trim().replace(CHANCE, 'do we have');
  const open = text.match(OPENER);
  if (!open) return null;
  const head = text.slice(0, open[0].length);
  const rest = text.slice(open[0].length);
  for (const [words, op] of COUNT_BOUNDS) {
    const m = rest.match(new RegExp(`^(\\s+(?:got\\s+)?)(${words})\\s+${COUNT}(?=\\s+[\\p{L}])`, 'iu'));
    if (!m) continue;
    const n = countOf((m[3] ?? '').toLowerCase());
    if (!Number.isFinite(n)) continue;
    const said = `${m[2]} ${m[3]}`.replace(/\s+/g, ' ');
    return {
      text: `${head}${m[1]}${rest.slice(m[0].length).replace(/^\s+/, '')}`,
      whether: { bound: { op, n, said } },
    };
  }
  return { text, whether: {} };
}

/** Whether a question (of one sentence or several) asks yes or no: its first yes/no sentence decides. */
export function asksWhether(question: string): Whether | null {
  for (const s of splitSentences(question)) {
    const w = readWhether(s);
    if (w) return w.whether;
  }
  return null;
}

const holds = (b: Bound, n: number) =>
  b.op === '>' ? n > b.n : b.op === '>=' ? n >= b.n : b.op === '<' ? n < b.n : n <= b.n;

/** The answer's first words: "Yes — 3 found.", "No, none found.", "No — 4 found, not more than ten." */
export function whetherText(w: Whether, count: number, estimate = false): string {
  const found = estimate ? `about ${count.toLocaleString('en')} found` : `${count} found`;
  if (!w.bound) return count > 0 ? `Yes — ${found}.` : 'No, none found.';
  // An estimate near the bound may fall on either side of it: the count is told, not a yes or no.
  if (estimate && Math.abs(count - w.bound.n) <= count * 0.2) return `About ${count.toLocaleString('en')} found.`;
  return holds(w.bound, count) ? `Yes — ${found}, ${w.bound.said}.` : `No — ${found}, not ${w.bound.said}.`;
}

/** Reads a question with `read`, a count bound of a yes/no question taken out first and named in the notes. */
export function withWhether(text: string, read: (text: string) => Parsed): Parsed {
  const w = readWhether(text);
  if (!w) return read(text);
  const parsed = read(w.text);
  const b = w.whether.bound;
  if (b) parsed.notes.push(`Read "${b.said}" as a bound of the count, told with the answer, not of the rows shown.`);
  return parsed;
}
