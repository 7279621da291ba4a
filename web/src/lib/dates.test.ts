import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate, formatDateTime } from './dates.ts';

describe('dates', () => {
  it('writes a moment, a day and a partial date in one style (jsdom: en-US)', () => {
    const at = '2026-12-01T23:10:35Z';
    expect(formatDate(at)).toMatch(/^[A-Z][a-z]{2} \d{1,2}, 2026$/);
    expect(formatDateTime(at).startsWith(formatDate(at).slice(0, 3))).toBe(true);
    expect(formatDateTime(at)).not.toMatch(/\d+\/\d+\/\d+/);
    expect(formatCalendarDate('2007-09-25', 'day')).toBe('Sep 25, 2007');
    expect(formatCalendarDate('2007-09-01', 'month')).toBe('Sep 2007');
    expect(formatCalendarDate('2007-01-01', 'year')).toBe('2007');
  });

  it('says nothing for a missing or broken date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
