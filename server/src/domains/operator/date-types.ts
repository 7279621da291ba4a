/** A date range as the list filters take it (either side open), and a date phrase found in a question. */
export type DateRange = { from: string | null; to: string | null };
export type DateVerb = 'founded' | 'published' | 'invested' | 'born' | 'added' | 'updated';
export type DateMention = { start: number; end: number; verb: DateVerb | null; range: DateRange; unsure?: string };
