/** A date range as the list filters take it (either side open), and a date phrase found in a question. */
export type DateRange = { from: string | null; to: string | null };
/** `dated`: the record's own date, whichever it is ("investments dated last quarter"). */
export type DateVerb = 'founded' | 'published' | 'invested' | 'born' | 'added' | 'updated' | 'dated';
/** `age`: said as an age ("under 30 years old", "older than five years"), the kind's own date. */
export type DateMention = {
  start: number;
  end: number;
  verb: DateVerb | null;
  range: DateRange;
  unsure?: string;
  age?: boolean;
  /** "born on 3 March": a day of a month in any year. */
  yearless?: boolean;
};

/**
 * The same day `years` and `months` before `now` (UTC midnight); where that day does not exist, the last day of
 * that month: a year before 29 February 2028 is 28 February 2027, a month before 31 March is 28 or 29 February.
 */
export function calendarBack(now: Date, years: number, months = 0): Date {
  const first = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth() - months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(now.getUTCDate(), last)));
}
