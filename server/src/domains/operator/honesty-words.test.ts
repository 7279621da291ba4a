import type { TOperatorContext } from '@intel/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { expectedQuery } from './bank/bank.ts';
import { bankTenant } from './bank/fixture.ts';
import { parseQuestion } from './parser.ts';
import { TABLE_NOW, vocabularyFor } from './questions.ts';
import type { Vocabulary } from './vocabulary.ts';

const NONE: TOperatorContext = { raw_data_ids: [], people_ids: [], library_ids: [] };

/**
 * Issue 35, honesty as a mechanism: every word of a question is read by the query or named in
 * the explanation. These questions were written for this test, not taken from any question set:
 * a clean question is read with no doubt, and the same question with one word no rule reads
 * added anywhere is in doubt — whatever the word, so that phrasings nobody wrote a rule for fail
 * honest instead of confidently wrong.
 */
describe('Operator honesty: every word is used or named', () => {
  const ctx = useTestApp();
  let vocab: Vocabulary;
  beforeAll(async () => {
    vocab = (await bankTenant(ctx.database)).vocab;
  });
  const parse = (text: string) => parseQuestion(text, NONE, vocabularyFor(text, vocab), TABLE_NOW);
  const inDoubt = (text: string, phrase?: string) => {
    const parsed = parse(text);
    expect(parsed.doubt, text).toMatch(/^Not sure: /);
    if (phrase) expect(parsed.notes.join(' '), text).toContain(`"${phrase}"`);
    return parsed;
  };

  // Each reads completely: no doubt.
  const CLEAN: [string, string][] = [
    ['companies in Berlin founded after 2015', 'org; hq_city=@city:Berlin; founding_date=2016,'],
    ['women living in Oslo', 'ppl; gender=F; city=Oslo'],
    ['reports published by Acme Robotics', 'lib; type=Report; publisher=@org:Acme Robotics'],
    ['organizations tagged Fintech', 'org; keywords=@kw:Fintech'],
  ];

  it('a clean question reads with no doubt', () => {
    for (const [text, spec] of CLEAN) {
      const parsed = parse(text);
      expect(parsed.query, text).toEqual(expectedQuery(spec, vocab));
      expect(parsed.doubt, text).toBeUndefined();
    }
  });

  it('one word more, of any kind and anywhere, puts the answer in doubt', () => {
    // Common words of their own meaning (once dropped in silence as stop words), an unknown
    // capitalised word, an unknown lower-case word.
    const extra = ['near', 'new', 'many', 'over', 'around', 'Quorvex', 'shiny'];
    const silent: string[] = [];
    for (const [text] of CLEAN) {
      const words = text.split(' ');
      for (const word of extra)
        for (const at of [1, words.length]) {
          const asked = [...words.slice(0, at), word, ...words.slice(at)].join(' ');
          const parsed = parse(asked);
          if (!parsed.doubt || !parsed.notes.join(' ').includes(word)) silent.push(asked);
        }
    }
    expect(silent).toEqual([]);
  });

  it('a common word of its own meaning is named as not used, never searched for as a name', () => {
    const near = inDoubt('companies near Berlin', 'near');
    expect(near.withheld).toBe(true);
    expect(near.query.search).toBeNull();
    const many = inDoubt('organizations with many staff', 'many');
    expect(many.query.search ?? '').not.toMatch(/many/);
    // "New" inside a name is still part of the name.
    expect(parse('companies called New Horizons').query.search).toBe('New Horizons');
  });

  it('a capitalised word that names nothing on record is searched for as a stated guess', () => {
    const parsed = inDoubt('Quorvex companies in Berlin', 'Quorvex');
    expect(parsed.query).toEqual(expectedQuery('org; ~Quorvex; hq_city=@city:Berlin', vocab));
    expect(parsed.withheld).toBeFalsy();
  });

  it('a kind chosen by default, or by a place two kinds have, is a stated guess', () => {
    expect(inDoubt('anything from 2019', 'from 2019').query.kind).toBe('organizations');
    expect(inDoubt('in Berlin', 'Berlin').query.kind).toBe('organizations');
    expect(parse('who lives in Berlin').doubt).toBeUndefined();
  });

  it('a second kind with no relation read between the two is a stated doubt', () => {
    inDoubt('keywords of companies', 'companies');
    // A relation read between them is no doubt.
    expect(parse('people at Munich firms').doubt).toBeUndefined();
  });

  it('a type word of another kind than the answer is named, not dropped', () => {
    inDoubt('people in Berlin and their podcasts', 'podcasts');
  });

  it('a number that may count something else than rows is a stated guess', () => {
    inDoubt('companies with 50 employees', '50');
    expect(parse('5 companies in Berlin').doubt).toBeUndefined();
    expect(parse('the top 3 companies in Berlin').doubt).toBeUndefined();
  });

  it('who founded, wrote or invested is not recorded: the agent is a stated guess', () => {
    inDoubt('companies founded by women', 'founded by');
    const acme = inDoubt('articles written by Acme Robotics', 'Acme Robotics');
    expect(acme.query).toEqual(expectedQuery('lib; type=Article; publisher=@org:Acme Robotics', vocab));
  });

  it('a date of an event the kind does not record is named', () => {
    inDoubt('people published in 2020', 'published in 2020');
  });

  it('states a doubt where a verb says what an entry is about, or a weekday names any such day', () => {
    inDoubt('Which articles mention Acme Robotics?', 'Acme Robotics');
    inDoubt('podcasts that discuss Lena Fischer', 'Lena Fischer');
    const monday = inDoubt('Which organisations were founded on a Monday?', 'Monday');
    expect(monday.query.search).toBeNull();
    expect(monday.query.filters).toEqual([]);
  });
});
