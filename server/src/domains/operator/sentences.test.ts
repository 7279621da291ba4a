import type { TOperatorContext } from '@intel/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { bankTenant } from './bank/fixture.ts';
import { parseQuestion } from './parser.ts';
import { TABLE_NOW, vocabularyFor } from './questions.ts';
import { splitSentences } from './sentences.ts';
import type { Vocabulary } from './vocabulary.ts';

const NONE: TOperatorContext = { raw_data_ids: [], people_ids: [], library_ids: [] };

/** Requests of several sentences; the questions were written for this test, not taken from any question set. */
describe('Operator: requests of several sentences', () => {
  it('splits sentences after a full stop, a question or an exclamation mark, not in "e.g.", "Inc." or "2.5"', () => {
    expect(splitSentences('We cover Spain. Which firms are there? List them!')).toEqual([
      'We cover Spain.',
      'Which firms are there?',
      'List them!',
    ]);
    expect(splitSentences('Firms like Acme Inc. or Blue Ltd. in Spain')).toEqual([
      'Firms like Acme Inc. or Blue Ltd. in Spain',
    ]);
    expect(splitSentences('stakes above 2.5 percent, e.g. in Spain')).toEqual([
      'stakes above 2.5 percent, e.g. in Spain',
    ]);
    expect(splitSentences('people named J. Smith. In Berlin.')).toEqual(['people named J. Smith.', 'In Berlin.']);
  });

  describe('read with the tenant vocabulary', () => {
    const ctx = useTestApp();
    let vocab: Vocabulary;
    beforeAll(async () => {
      vocab = (await bankTenant(ctx.database)).vocab;
    });
    const parse = (text: string) => parseQuestion(text, NONE, vocabularyFor(text, vocab), TABLE_NOW);
    /** Reads as the one-sentence question, with no doubt. */
    const same = (text: string, as: string) => {
      const [a, b] = [parse(text), parse(as)];
      expect(a.query, text).toEqual(b.query);
      expect(a.doubt, text).toBeUndefined();
      return a;
    };

    it('reads the request from the other sentences and names a context sentence, never dropping it in silence', () => {
      const rows: [string, string, string][] = [
        [
          "We're writing a piece on German industry. Show me companies in Germany founded after 2010.",
          'companies in Germany founded after 2010',
          "We're writing a piece on German industry",
        ],
        [
          'My manager is off this week. Which people live in Berlin?',
          'people who live in Berlin',
          'My manager is off this week',
        ],
        ['List organizations in Italy. I am in a hurry.', 'organizations in Italy', 'I am in a hurry'],
        // The asker's own team is who asks: "our Paris team" names no people to find.
        ['Our Paris team wants intros. Show me people in Madrid.', 'people in Madrid', 'Our Paris team wants intros'],
        // A context sentence that names another kind does not change the kind asked for.
        ["We're reviewing the book of reports. Show me the stakes above half.", 'stakes above half', 'reviewing'],
      ];
      for (const [text, as, named] of rows) {
        const parsed = parse(text);
        expect(parsed.query, text).toEqual(parse(as).query);
        expect(parsed.withheld, text).toBe(true);
        expect(parsed.doubt, text).toContain(named);
      }
    });

    it('reads later sentences as part of the request: "they" and "the ones" find the kind said before', () => {
      same('Show me people in Berlin. They should all be women.', 'women in Berlin');
      same('I need the library. Only the reports from 2023, please.', 'reports from 2023');
      same('Show me the people in Berlin. Yes, Berlin.', 'people in Berlin');
      // A correction in a sentence of its own replaces what it corrects.
      same('Find reports from 2024. Actually, reports from 2023.', 'reports from 2023');
      // A statement that names the kind adds its conditions; its unread words keep the query from running.
      const nordic = parse("I'm looking at Nordic investors. Show me the ones founded after 2010.");
      expect(nordic.query).toEqual(parse('Nordic investors founded after 2010').query);
      expect(nordic.withheld).toBe(true);
    });

    it('states a doubt when a statement of the asker adds its conditions, and drops a closing sentence', () => {
      const ours = parse('Our investors are in Spain. Show me the companies.');
      expect(ours.query).toEqual(parse('companies in Spain').query);
      expect(ours.doubt).toContain('Our investors are in Spain');
      expect(ours.withheld).toBeFalsy();
      same('Do we have any people in Oslo? Yes or no.', 'people in Oslo');
      same('List the reports from 2022. Thanks!', 'reports from 2022');
      same('Are there any firms in Peru? If so, list them.', 'firms in Peru');
      same('Reports from 2021. Show me those.', 'reports from 2021');
    });

    it('reads no place into a conjunction that opens a clause ("while" is one slip from Chile)', () => {
      for (const text of ["Show me companies while I'm there.", 'List firms in Spain, although not the big ones.']) {
        const parsed = parse(text);
        const chile = vocab.geos.find((g) => g.name === 'Chile');
        expect(chile).toBeDefined();
        expect(
          parsed.query.filters.map((f) => f.value),
          text,
        ).not.toContain(String(chile?.id));
        expect(parsed.withheld, text).toBe(true);
      }
    });

    it('reads a sentence that only asks for the count as "how many"', () => {
      const parsed = same('Companies in Spain. How many?', 'companies in Spain');
      expect(parsed.howMany).toBe(true);
      expect(same('Are there any firms in Spain? Give me the count.', 'firms in Spain').howMany).toBe(true);
    });
  });
});
