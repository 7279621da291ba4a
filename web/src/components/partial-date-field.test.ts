import { describe, expect, it } from 'vitest';
import { formatDate } from '../lib/dates.ts';
import { formatPartialDate, parsePartialDate, partialDateText } from './partial-date-field.tsx';

describe('partial dates', () => {
  it('parses a year, a month or a full date', () => {
    expect(parsePartialDate('2019')).toEqual({
      date: '2019-01-01',
      incomplete_day: true,
      incomplete_month: true,
      incomplete_year: false,
    });
    expect(parsePartialDate('2019-03')).toMatchObject({
      date: '2019-03-01',
      incomplete_day: true,
      incomplete_month: false,
    });
    expect(parsePartialDate('2019-03-12')).toMatchObject({ date: '2019-03-12', incomplete_day: false });
    expect(parsePartialDate('')).toMatchObject({ date: null });
    expect(parsePartialDate('2019-13')).toBe('invalid');
    expect(parsePartialDate('2019-02-30')).toBe('invalid');
    expect(parsePartialDate('March')).toBe('invalid');
  });

  it('formats and round-trips', () => {
    const p = parsePartialDate('2019-03');
    if (p === 'invalid') throw new Error('unexpected');
    expect(formatPartialDate(p)).toBe('Mar 2019');
    expect(partialDateText(p)).toBe('2019-03');
    // The same style as every other date on screen (lib/dates.ts; jsdom's locale is en-US).
    expect(formatPartialDate({ date: '2019-03-12', incomplete_day: false, incomplete_month: false })).toBe(
      formatDate('2019-03-12T12:00:00Z'),
    );
    expect(formatPartialDate({ date: '2019-03-12', incomplete_day: false, incomplete_month: false })).toBe(
      'Mar 12, 2019',
    );
    expect(formatPartialDate({ date: '2019-01-01', incomplete_day: true, incomplete_month: true })).toBe('2019');
  });
});
