/**
 * The one way the app writes dates (issue 36 item 9): the reader's locale through Intl, the same
 * month style for a moment, a day and a partial date, so one screen never mixes "12/1/2026, 11:10 PM"
 * with "25 Sep 2007".
 */
const locale = () => (typeof navigator !== 'undefined' && navigator.language) || 'en-US';

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${locale()}|${key}`;
  let f = cache.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat(locale(), options);
    cache.set(id, f);
  }
  return f;
}

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A moment: "Dec 1, 2026, 11:10 PM" (en-US) or "1 Dec 2026, 23:10" (en-GB); '' when missing. */
export function formatDateTime(value: DateInput): string {
  const d = toDate(value);
  return d ? formatter('datetime', { dateStyle: 'medium', timeStyle: 'short' }).format(d) : '';
}

/** A day: "Dec 1, 2026" / "1 Dec 2026"; '' when missing. */
export function formatDate(value: DateInput): string {
  const d = toDate(value);
  return d ? formatter('date', { dateStyle: 'medium' }).format(d) : '';
}

/** A time of day: "11:10 PM" / "23:10". */
export function formatTime(value: DateInput): string {
  const d = toDate(value);
  return d ? formatter('time', { timeStyle: 'short' }).format(d) : '';
}

/**
 * A calendar date stored as YYYY-MM-DD (no time zone), to the precision it is known: "2019",
 * "Mar 2019" or "Mar 12, 2019" in the reader's locale, in the same style as `formatDate`.
 */
export function formatCalendarDate(isoDate: string, precision: 'year' | 'month' | 'day'): string {
  const [y, m = '1', d = '1'] = isoDate.split('-');
  if (precision === 'year') return y ?? '';
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (Number.isNaN(date.getTime())) return isoDate;
  if (precision === 'month')
    return formatter('month', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
  return formatter('day-utc', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
