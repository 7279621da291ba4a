import type { TOperatorContext } from '@intel/contracts';
import { beforeAll, expect } from 'vitest';
import type { useTestApp } from '../../../test/harness.ts';
import { parseQuestion } from '../parser.ts';
import { TABLE_NOW, vocabularyFor } from '../questions.ts';
import type { Vocabulary } from '../vocabulary.ts';
import { expectedQuery } from './bank.ts';
import { bankTenant } from './fixture.ts';

const NONE: TOperatorContext = { raw_data_ids: [], people_ids: [], library_ids: [] };

/**
 * What the wording tests (phrasing.test.ts, shorthand.test.ts) share: the bank's tenant built once, questions read
 * with its vocabulary on TABLE_NOW, expected queries in the bank's notation, and a check that a table of questions is
 * read exactly and without a doubt (the rows it fails are the assertion's message).
 */
/** The doubt of a strict lower bound on an age read with the bound in ("over 60", "older than 20 years"). */
/** The doubt a strict bound states: read strictly, the bound itself left out, and the other reading named. */
export const BOUND_OUT = /read strictly, (?:as aged \d+ or more|as \d+ years or more|leaving \S+ itself out)/;

export function bankReader(ctx: ReturnType<typeof useTestApp>) {
  let vocab: Vocabulary;
  beforeAll(async () => {
    vocab = (await bankTenant(ctx.database)).vocab;
  });
  const parse = (text: string, now = TABLE_NOW) => parseQuestion(text, NONE, vocabularyFor(text, vocab), now);
  const expected = (spec: string) => expectedQuery(spec, vocab);
  // A row's third element is the doubt it must state (a strict bound read with the bound in, say); else none.
  const check = (rows: ([string, string] | [string, string, RegExp])[]) => {
    const wrong = rows
      .map(([text, spec, doubt]) => ({ text, expected: expected(spec), parsed: parse(text), doubt }))
      .filter(
        (r) =>
          JSON.stringify(r.parsed.query) !== JSON.stringify(r.expected) ||
          (r.doubt ? !r.parsed.doubt || !r.doubt.test(r.parsed.notes.join('\n')) : r.parsed.doubt),
      )
      .map((r) => ({ text: r.text, actual: r.parsed.query, doubt: r.parsed.doubt }));
    expect(wrong).toEqual([]);
  };
  // A question read exactly, with no doubt, whose answer names each of `said` (the frame words it took out).
  const framed = (text: string, spec: string, ...said: string[]) => {
    check([[text, spec]]);
    const notes = parse(text).notes.join(' ');
    for (const s of said) expect(notes, text).toContain(`"${s}`);
  };
  return { parse, expected, check, framed };
}
