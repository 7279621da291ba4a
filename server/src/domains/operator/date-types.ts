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
