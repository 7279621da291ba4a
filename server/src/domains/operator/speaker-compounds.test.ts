import type { TOperatorContext } from '@intel/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { bankTenant } from './bank/fixture.ts';
import { parseQuestion } from './parser.ts';
import { TABLE_NOW, vocabularyFor } from './questions.ts';
import type { Vocabulary } from './vocabulary.ts';

const NONE: TOperatorContext = { raw_data_ids: [], people_ids: [], library_ids: [] };

/**
 * Issue 35, two confident wrong answers found with our own sentences (written for this test, from no question set):
 * "companies that work with us" listed every organization, and "podcast articles" read as "articles or podcasts",
 * both with no doubt stated.
 */
describe('Operator: a relation to the speaker and a compound of two types are never read in silence', () => {
  const ctx = useTestApp();
  let vocab: Vocabulary;
  beforeAll(async () => {
    vocab = (await bankTenant(ctx.database)).vocab;
  });
  const parse = (text: string) => parseQuestion(text, NONE, vocabularyFor(text, vocab), TABLE_NOW);

  it('names "works with us" as not used and does not run the query', () => {
    // No record says who works with the speaker: the words are named and the query is withheld.
    const asked: [string, string][] = [
      ['companies that work with us', 'work with us'],
      ['which people work with us?', 'work with us'],
      ['list the firms we work with', 'work with'],
      ['orgs partnering with us in Berlin', 'partnering with us'],
      ['hey, any startups we collaborate with?', 'collaborate with'],

      ['Show me all the companies that partner with me.', 'partner'],
      ['pls give me the funds we currently cooperate with', 'cooperate with'],
      ['who works with us', 'work'],
    ];
    for (const [text, phrase] of asked) {
      const parsed = parse(text);
      expect(parsed.withheld, text).toBe(true);
      expect(parsed.doubt, text).toMatch(/^Not sure: /);
      expect(parsed.unused.join(' | '), text).toContain(phrase);
    }
  });

  it('still reads "works at" and "with" of its own meaning with no doubt', () => {
    for (const text of ['who works at Acme Robotics', 'people working at Acme Robotics'])
      expect(parse(text).doubt, text).toBeUndefined();
  });

  it('states a doubt for two type words with nothing between them', () => {
    const compounds: [string, string][] = [
      ['podcast articles', 'podcast articles'],
      ['show me podcast articles from 2021', 'podcast articles'],
      ['any report podcasts?', 'report podcasts'],
      ['I need the filing reports', 'filing reports'],
      ['Which Podcast Articles were published last year?', 'Podcast Articles'],
    ];
    for (const [text, phrase] of compounds) {
      const parsed = parse(text);
      expect(parsed.doubt, text).toMatch(/^Not sure: /);
      expect(parsed.notes.join(' '), text).toContain(`"${phrase}"`);
    }
  });

  it('reads a list of types joined by a comma, a semicolon, a slash or "and" as either type, with no doubt', () => {
    for (const text of [
      'articles, podcasts',
      'podcasts, reports and filings',
      'show me articles; podcasts',
      'reports / podcasts from 2020',
      'articles and podcasts',
    ]) {
      const parsed = parse(text);
      expect(parsed.doubt, text).toBeUndefined();
      expect(parsed.query.filters.find((f) => f.name === 'type')?.value.split(',').length, text).toBeGreaterThan(1);
    }
  });
});
