import { OPERATOR_KIND_META, OPERATOR_KINDS, type TOperatorContext } from '@intel/contracts';
import { describe, expect, it } from 'vitest';
import { withTenant } from '../../db/scoped.ts';
import { ANONYMOUS } from '../../policies/principal.ts';
import { seedRecords } from '../../seed/records.ts';
import { createTenant } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { findDates, rangeValue } from './dates.ts';
import { parseQuestion } from './parser.ts';
import { QUESTIONS, scoreQuestionTable, TABLE_NOW, tableVocabulary } from './questions.ts';
import { acceptedFilters, orderingsOf } from './run.ts';
import type { Vocabulary } from './vocabulary.ts';

const NONE: TOperatorContext = { raw_data_ids: [], people_ids: [], library_ids: [] };
const EMPTY: Vocabulary = {
  keywords: [],
  lists: [],
  geos: [{ id: 7, name: 'Germany', iso2: 'DE' }],
  cities: [{ id: 9, name: 'Berlin' }],
  personCities: ['Berlin'],
  ownershipTypes: [],
  entities: [],
};

describe('Operator date rules', () => {
  const read = (text: string) => findDates(text, TABLE_NOW).map((d) => `${d.verb ?? '-'} ${rangeValue(d.range)}`);

  it('reads the phrases chrono-node misreads, as inclusive ranges', () => {
    expect(read('founded after 2015')).toEqual(['founded 2016,']);
    expect(read('published in 2019')).toEqual(['published 2019,2019']);
    expect(read('since march 2020')).toEqual(['- 2020-03,']);
    expect(read('before 2010')).toEqual(['- ,2009']);
    expect(read('last quarter')).toEqual(['- 2025-01,2025-03']);
    expect(read('this year')).toEqual(['- 2025,2025']);
    expect(read('last year')).toEqual(['- 2024,2024']);
    expect(read('between 2015 and 2018')).toEqual(['- 2015,2018']);
    expect(read('after december 2020')).toEqual(['- 2021-01,']);
    expect(read('before 12 march 2020')).toEqual(['- ,2020-03-11']);
    expect(read('born in the 1980s')).toEqual(['born 1980,1989']);
    expect(read('q4 2024')).toEqual(['- 2024-10,2024-12']);
  });

  it('takes "last quarter" as the previous calendar quarter, also across a year', () => {
    const jan = new Date('2025-01-20T00:00:00Z');
    expect(findDates('last quarter', jan).map((d) => rangeValue(d.range))).toEqual(['2024-10,2024-12']);
  });

  it('leaves percentages, counts and words alone', () => {
    expect(read('ownership above 20%')).toEqual([]);
    expect(read('top 10 organizations')).toEqual([]);
  });
});

describe('Operator parser', () => {
  const parse = (text: string, context = NONE) => parseQuestion(text, context, EMPTY, TABLE_NOW);

  it('reads the issue’s example with a known city', () => {
    expect(parse('VC funds in Berlin founded after 2015').query).toEqual({
      kind: 'organizations',
      search: null,
      filters: [
        { name: 'vehicle_type', value: 'VC', negate: false },
        { name: 'hq_city', value: '9', negate: false },
        { name: 'founding_date', value: '2016,', negate: false },
      ],
      ordering: null,
      limit: 25,
    });
  });

  it('says what it could not use instead of dropping it silently', () => {
    // Since the seventeenth session a place of ledger entries is read as their holder's, with that reading stated.
    const parsed = parse('ledger entries in Germany');
    expect(parsed.query.filters.map((f) => f.name)).toEqual(['holder.hq_geo']);
    expect(parsed.doubt).toMatch(/^Not sure: /);
    expect(parsed.notes.join(' ')).toMatch(/ledger entries have no place of their own/);
    // A place the reader only guessed from a common word is not read so.
    expect(parse('VC positions, in line with our disclosure policy').query.filters.map((f) => f.name)).toEqual([
      'vehicle_type',
    ]);
  });

  it('refuses a reference to a selection that is empty', () => {
    expect(parse('people in these documents').errors).toEqual([
      'The question refers to the selected raw data, but no raw data is selected.',
    ]);
    expect(parse('people in these documents', { ...NONE, raw_data_ids: [4] }).query.filters).toEqual([
      { name: 'raw_data', value: '4', negate: false },
    ]);
  });

  it('is deterministic', () => {
    const text = 'top 3 female founders in Berlin born before 1990, newest first';
    expect(parse(text)).toEqual(parse(text));
  });
});

describe('Operator contract', () => {
  it('names exactly the filters and orderings each kind’s list accepts (plus the Operator’s own)', () => {
    const ctx = { tx: null as never, tenantId: 1, principal: ANONYMOUS, userId: null };
    for (const kind of OPERATOR_KINDS) {
      const meta = OPERATOR_KIND_META[kind];
      expect(acceptedFilters(kind, ctx), kind).toEqual(
        Object.entries(meta.filters).map(([name, f]) => ({ name, type: f.type })),
      );
      expect(orderingsOf(kind).sort(), kind).toEqual(Object.keys(meta.orderings).sort());
    }
  });
});

describe('Operator question table (demo data)', () => {
  const ctx = useTestApp();

  it('parses the table exactly, except the rows marked as knowingly unsupported', async () => {
    const tenant = await createTenant(ctx.database);
    const vocab = await withTenant(ctx.database, tenant.id, async (tx) => {
      await seedRecords(tx, tenant.id, 'Demo');
      return tableVocabulary(tx, tenant.id);
    });
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(60);
    const score = scoreQuestionTable(vocab);
    const wrong = score.rows.filter((r) => !r.right && !r.expectedToFail);
    expect(wrong.map((r) => ({ text: r.text, expected: r.expected, actual: r.actual, error: r.error }))).toEqual([]);
    // Marked rows must really fail: a fixed one loses its mark, so the share stays honest.
    expect(score.rows.filter((r) => r.right && r.expectedToFail).map((r) => r.text)).toEqual([]);
    const marked = QUESTIONS.filter((q) => q.expectedToFail).length;
    expect(score.right).toBe(score.total - marked);
    expect(score.share).toBeGreaterThanOrEqual(0.95);
    console.info(
      `Operator question table: ${score.right}/${score.total} exactly right (${(score.share * 100).toFixed(1)}%)`,
    );
  });
});
