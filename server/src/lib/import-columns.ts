import { humanIssue, type TIssueLike, type TPartialDateValue } from '@intel/contracts';
import type { z } from 'zod';

// biome-ignore lint/suspicious/noExplicitAny: an import row's input before the create/patch schema validates it
export type Input = Record<string, any>;

/**
 * One cell's text → the API fields it sets, or a message in plain words saying what is wrong.
 * `row` holds the other cells of the same row by column key (for cells that depend on each other).
 */
export type CellReader<C> = (
  text: string,
  ctx: C,
  row: Record<string, string>,
) => Input | string | Promise<Input | string>;

/** What an import needs to know about an exported column (see `XlsxColumn`). */
export type ImportSpec<C> = {
  key: string;
  header: string;
  /** Other header spellings accepted on import (older field ids). */
  aliases?: string[];
  /** The API fields the column sets (default: its key), to name the column in error messages. */
  fields?: string[];
  /** Absent: a derived column (read-only), ignored on import and left out of the template. */
  read?: CellReader<C>;
  /** One line for the template: what to write in the column. */
  hint?: string;
};

/** How the import and the template spell a header: lower case, spaces as underscores. */
export const headerKey = (h: string) => h.trim().toLowerCase().replace(/\s+/g, '_');

/** An exported value as the text a spreadsheet gives back (what the import compares cells with). */
export function exportText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(exportText).join(', ');
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

/** The export prefixes formula-like text with an apostrophe (xlsx.ts `neutralise`); the import takes it off. */
export const cellValue = (text: string) => text.replace(/^'(?=[=+\-@\t\r\0])/, '').trim();

/** A partial date as written in files: "2019", "2019-09" or "2019-09-12" (no invented precision). */
export function partialText(p: TPartialDateValue | null | undefined): string | null {
  if (!p?.date) return null;
  if (p.incomplete_month) return p.date.slice(0, 4);
  if (p.incomplete_day) return p.date.slice(0, 7);
  return p.date;
}

/** "2019", "2019-03", "2019-03-12" → partial date input; '' → no date; anything else → message. */
export function readPartialDate(text: string): TPartialDateValue | string {
  if (!text) return { date: null, incomplete_day: false, incomplete_month: false, incomplete_year: false };
  const m = /^(\d{4})(?:-(\d{1,2}))?(?:-(\d{1,2}))?$/.exec(text);
  if (!m) return `“${text}” is not a date: write 2019, 2019-09 or 2019-09-12.`;
  const [, y, mo, d] = m;
  const month = mo ? mo.padStart(2, '0') : '01';
  const day = d ? d.padStart(2, '0') : '01';
  const date = `${y}-${month}-${day}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date)
    return `“${text}” is not a date of the calendar.`;
  return { date, incomplete_day: !d, incomplete_month: !mo, incomplete_year: false };
}

/** Several values in one cell, separated by commas, semicolons or new lines; repeats dropped. */
export const listValues = (text: string) => [
  ...new Set(
    text
      .split(/[;,\n]/)
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

export const readers = {
  text:
    (field: string): CellReader<unknown> =>
    (t) => ({ [field]: t }),
  partialDate:
    (field: string): CellReader<unknown> =>
    (t) => {
      const d = readPartialDate(t);
      return typeof d === 'string' ? d : { [field]: d };
    },
  list:
    (field: string): CellReader<unknown> =>
    (t) => ({ [field]: listValues(t) }),
  choice:
    (field: string, options: readonly string[], normalise: (t: string) => string = (t) => t): CellReader<unknown> =>
    (t) => {
      if (!t) return { [field]: null };
      const value = options.find((o) => o === normalise(t));
      return value ? { [field]: value } : `“${t}” is not one of ${options.join(', ')}.`;
    },
  number:
    (field: string): CellReader<unknown> =>
    (t) => {
      if (!t) return { [field]: null };
      const n = Number(t.replace(/[%\s]/g, '').replace(',', '.'));
      return Number.isFinite(n) ? { [field]: n } : `“${t}” is not a number.`;
    },
  yesNo:
    (field: string): CellReader<unknown> =>
    (t) => {
      if (/^(1|true|yes|y)$/i.test(t)) return { [field]: true };
      if (!t || /^(0|false|no|n)$/i.test(t)) return { [field]: false };
      return `“${t}” is neither yes nor no.`;
    },
};

/**
 * A validator's issue → one sentence naming the column, in the words the forms use
 * (contracts `humanIssue`), with the offending entry of a list cell quoted.
 */
export function plainIssue(issue: z.core.$ZodIssue, labelOf: (field: string) => string, input: Input): string {
  const [field, index] = issue.path;
  const label = labelOf(String(field ?? ''));
  const list = input[String(field)];
  const which = typeof index === 'number' && Array.isArray(list) ? ` (“${list[index]}”)` : '';
  const text = humanIssue(issue as TIssueLike, label);
  return text.includes(label) && !which ? text : `${label}${which}: ${text}`;
}

type DbError = { code?: string; constraint?: string; column?: string; detail?: string };

/**
 * A database refusal → what was wrong in the user's terms (never the server's own wording, which
 * names tables, constraints and internal ids); unknown failures get a neutral sentence.
 */
export function plainDbError(err: unknown, labelOf: (field: string) => string): string {
  let e = err as DbError & { cause?: unknown };
  for (let depth = 0; depth < 3 && !e.code && e.cause; depth++) e = e.cause as DbError & { cause?: unknown };
  const constraint = e.constraint ?? '';
  // With row-level security the detail hides the key; the constraint's name still lists its columns.
  const words = constraint.split('_');
  const fromName = words.flatMap((w, i) => (w === 'id' && i > 0 ? [`${words[i - 1]}_id`] : []));
  const column = [
    ...new Set([...(e.column || (/Key \(([^)]*)\)/.exec(e.detail ?? '')?.[1] ?? '')).split(','), ...fromName]),
  ]
    .map((c) => c.trim())
    .filter((c) => c && c !== 'tenant_id' && c !== 'owner_id');
  const labels = column.map((c) => labelOf(c.replace(/^lower\((.*)\)$/, '$1')));
  switch (e.code) {
    case '23505':
      if (constraint.includes('_emails_')) return 'Emails: the same address is listed twice.';
      if (constraint.includes('_urls_')) return 'Links: the same link is listed twice.';
      return `${labels.join(', ') || 'This row'}: another record already has this value.`;
    case '23503':
      return `${labels.join(', ') || 'This row'}: refers to a record that does not exist (or was deleted).`;
    case '23502':
      return `${labels.join(', ') || 'A required column'}: is required: fill it in.`;
    case '23514':
      return 'This row: a value is outside the allowed range.';
    case '22001':
      return 'This row: a value is too long.';
    case '22003':
      return 'This row: a number is too large.';
    case '22007':
    case '22008':
      return 'This row: a date is not valid.';
    case '22P02':
      return 'This row: a value is not in the expected form.';
    default:
      return 'This row could not be saved; nothing of it was written. Try again, or ask an administrator if it keeps failing.';
  }
}
