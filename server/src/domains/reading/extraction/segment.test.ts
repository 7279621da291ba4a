import { describe, expect, it } from 'vitest';
import { dottedAddress } from '../../../test/hostile-texts.ts';
import { extract } from './extract.ts';
import { type Sentence, sentences } from './segment.ts';

/** The expression the segmenter once ran over a whole text: the boundaries it finds are the reference. */
const REFERENCE = /[.!?]+["'”’)\]]*(?=\s+["'“‘([]?[\p{Lu}\p{N}])|\n\s*\n|\n(?=\s*[\p{Lu}\p{N}"“•*-])/gu;

describe('sentence segmentation', () => {
  // Issue 33: the expression retried every dot of a run to the run's end: 60,000 dots took 21 s.
  // The time goal (2 s of CPU per step on each hostile text) is the bench's: `npm run bench:hostile-texts -w bench`
  // times segmentation and extraction one by one; a timing assert here failed under CI load. What is checked
  // here is the work: every hostile text is cut and read to its end, with a bounded number of sentences.
  it('cuts hostile texts and reads them to their end', () => {
    const n = 200_000;
    const hostile = [
      dottedAddress(),
      '.'.repeat(n),
      '!?'.repeat(n / 2),
      `${'.'.repeat(n / 2)}${'”'.repeat(n / 2)}`,
      `.${' '.repeat(n)}x`,
      `\n${' '.repeat(n)}x`,
      '\n \t'.repeat(n / 3),
      '. a'.repeat(n / 3),
      'A. B. '.repeat(n / 6),
    ];
    for (const text of hostile) {
      const cut = sentences(text);
      // Sentences are in order, do not overlap and stay inside the text: one pass, no retries.
      expect(cut.length, JSON.stringify(text.slice(0, 10))).toBeLessThanOrEqual(text.length);
      const ordered = cut.every((c, i) => i === 0 || c.start >= (cut[i - 1] as Sentence).end);
      expect(ordered).toBe(true);
      expect(cut.at(-1)?.end ?? 0).toBeLessThanOrEqual(text.length);
      const slice = text.slice(0, 100_000);
      expect(extract(slice).sentences.length).toBeLessThanOrEqual(slice.length);
    }
  });

  it('finds the boundaries the expression found, read once from left to right', () => {
    // Every boundary of the expression that `sentences` keeps: a fixed pseudo-random set of short texts
    // made of what the expression reads (runs of .!?, closers, openers, spaces, line breaks, capitals).
    let seed = 1;
    const next = (k: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % k;
    };
    const parts = [
      '.',
      '.',
      '!',
      '?',
      ' ',
      ' ',
      '\n',
      '\n',
      '\t',
      '"',
      '”',
      ')',
      '(',
      '“',
      'A',
      'a',
      '1',
      '•',
      '-',
      'Dr',
      'U',
      'Ltd',
      'The',
      '\u00a0',
      'É',
      '𝐀',
    ];
    const byReference = (text: string) => {
      const out: { start: number; end: number }[] = [];
      let start = 0;
      const push = (end: number) => {
        const raw = text.slice(start, end);
        const s = start + (raw.length - raw.trimStart().length);
        const e = end - (raw.length - raw.trimEnd().length);
        if (e > s) out.push({ start: s, end: e });
      };
      for (const m of text.matchAll(REFERENCE)) {
        // Periods that close an abbreviation are the segmenter's own rule, the same in both: skip texts with them.
        if (m[0].startsWith('.')) return null;
        push(m.index + m[0].length);
        start = m.index + m[0].length;
      }
      push(text.length);
      return out;
    };
    let compared = 0;
    for (let t = 0; t < 20_000; t++) {
      const text = Array.from({ length: 1 + next(20) }, () => parts[next(parts.length)]).join('');
      const expected = byReference(text);
      if (!expected) continue;
      expect(sentences(text), JSON.stringify(text)).toEqual(expected);
      compared++;
    }
    expect(compared).toBeGreaterThan(5000);
  });
});
