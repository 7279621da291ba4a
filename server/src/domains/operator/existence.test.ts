import type { TOperatorContext, TOperatorQuery } from '@intel/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db/scoped.ts';
import { seedRecords } from '../../seed/records.ts';
import { createTenant } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';
import { expectedQuery } from './bank/bank.ts';
import { bankTenant } from './bank/fixture.ts';
import { asksWhether, readWhether, whetherText } from './existence.ts';
import { parseQuestion } from './parser.ts';
import { TABLE_NOW, vocabularyFor } from './questions.ts';
import type { Vocabulary } from './vocabulary.ts';

const NONE: TOperatorContext = { raw_data_ids: [], people_ids: [], library_ids: [] };

/** Yes/no and existence questions; the questions were written for this test, not taken from any question set. */
describe('Operator: yes/no and existence questions', () => {
  it('finds the yes/no opening and takes a bound of the count out of the text', () => {
    expect(readWhether('Do we have any firms in Chile?')).toEqual({
      text: 'Do we have any firms in Chile?',
      whether: {},
    });
    expect(readWhether('Are there more than twelve reports from 2020?')).toEqual({
      text: 'Are there reports from 2020?',
      whether: { bound: { op: '>', n: 12, said: 'more than twelve' } },
    });
    expect(readWhether('do we have at least 4 people in Rome')?.whether.bound).toEqual({
      op: '>=',
      n: 4,
      said: 'at least 4',
    });
    expect(readWhether('Have we got fewer than a dozen podcasts?')?.whether.bound?.op).toBe('<');
    expect(readWhether('any chance we track companies in Peru?')?.text).toBe('do we have companies in Peru?');
    // A request or a question of another shape is no yes/no question; a share after the opener is no count.
    expect(readWhether('Show the companies in Peru')).toBeNull();
    expect(readWhether('Which companies are in Peru?')).toBeNull();
    expect(readWhether('Are there stakes above 20%?')?.whether).toEqual({});
    expect(readWhether('Are there more than 20% stakes?')?.whether).toEqual({});
  });

  it('says yes or no with the count, and no yes or no from an estimate near the bound', () => {
    expect(whetherText({}, 3)).toBe('Yes — 3 found.');
    expect(whetherText({}, 0)).toBe('No, none found.');
    const more = { bound: { op: '>' as const, n: 10, said: 'more than ten' } };
    expect(whetherText(more, 12)).toBe('Yes — 12 found, more than ten.');
    expect(whetherText(more, 10)).toBe('No — 10 found, not more than ten.');
    expect(whetherText({ bound: { op: '<=', n: 5, said: 'at most five' } }, 5)).toBe('Yes — 5 found, at most five.');
    expect(whetherText(more, 11, true)).toBe('About 11 found.');
    expect(whetherText(more, 5000, true)).toBe('Yes — about 5,000 found, more than ten.');
    // The first yes/no sentence of several decides.
    expect(asksWhether('We cover Iberia. Are there over 3 firms in Spain? List them.')?.bound?.n).toBe(3);
    expect(asksWhether('List the firms in Spain.')).toBeNull();
  });

  describe('read as the list question', () => {
    const ctx = useTestApp();
    let vocab: Vocabulary;
    beforeAll(async () => {
      vocab = (await bankTenant(ctx.database)).vocab;
    });
    const parse = (text: string) => parseQuestion(text, NONE, vocabularyFor(text, vocab), TABLE_NOW);

    it('reads each yes/no question as its list question, with no doubt and no limit from the bound', () => {
      const rows: [string, string][] = [
        ['Do we have any companies in Germany?', 'companies in Germany'],
        ['Is there a report published in 2024?', 'reports published in 2024'],
        ['Any chance we track organizations in Spain?', 'organizations in Spain'],
        ['Are there more than five organizations in Germany?', 'organizations in Germany'],
        ['Do we have at least three reports from 2023?', 'reports from 2023'],
        ['Have we got fewer than ten people in Paris?', 'people in Paris'],
      ];
      for (const [yesNo, list] of rows) {
        const [a, b] = [parse(yesNo), parse(list)];
        expect(a.query, yesNo).toEqual(b.query);
        expect(a.query.limit, yesNo).toBe(expectedQuery('org', vocab).limit);
        expect(a.doubt, yesNo).toBeUndefined();
      }
    });

    it('answers yes or no with the count first, and the list as always', async () => {
      const tenant = await createTenant(ctx.database);
      await withTenant(ctx.database, tenant.id, (tx) => seedRecords(tx, tenant.id, 'Demo'));
      const ask = (text: string) =>
        request(ctx.port, 'POST', '/api/v1/ai-assistant/queries/nlp-to-query/', { host: tenant.host, body: { text } });
      const any = await ask('Do we have any organizations?');
      expect(any.status).toBe(200);
      expect((any.body.query as TOperatorQuery).kind).toBe('organizations');
      expect(any.body.results).toHaveLength(2);
      expect(any.body.explanation).toMatch(/^Yes — 2 found\. Organizations/);
      const none = await ask('Are there organizations founded before 1800?');
      expect(none.body.count).toBe(0);
      expect(none.body.explanation).toMatch(/^No, none found\. /);
      const bound = await ask('Are there more than five organizations?');
      expect(bound.body.results).toHaveLength(2);
      expect(bound.body.explanation).toMatch(/^No — 2 found, not more than five\. /);
      // A later sentence that asks for the count: the count first.
      const count = await ask('We need the organizations. Show me the count.');
      expect(count.body.explanation).toMatch(/^There are 2\. /);
    });
  });
});
