import type { THistoryChange } from '@intel/contracts';
import { exportText, partialText } from './import-columns.ts';
import type { XlsxColumn } from './xlsx.ts';

// biome-ignore lint/suspicious/noExplicitAny: a presented record of any resource
type AnyRow = Record<string, any>;

/** Bookkeeping of a record, not something a user changes. */
const SKIP = new Set([
  'id',
  'display_name',
  'created_at',
  'updated_at',
  'suggested_fields',
  'raw_data_count',
  'has_inv_vehicle',
  // What processing derives and shows elsewhere (the item's status chip, its contacts panel).
  'text_length',
  'processing_status',
  'error_message',
]);

const humanise = (field: string) => field.charAt(0).toUpperCase() + field.slice(1).replaceAll('_', ' ');

/** A field's value as a person reads it: partial dates as 2019-09, lists joined, references by name. */
function readable(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) {
    const parts = value.map((v) => (v && typeof v === 'object' ? ((v as AnyRow).name ?? JSON.stringify(v)) : v));
    return parts.length ? exportText(parts) : null;
  }
  if (typeof value === 'object') {
    const o = value as AnyRow;
    if ('date' in o && 'incomplete_day' in o) return partialText(o as never);
    // A group of values (contacts, a file's metadata) as "Emails: a@b.example; Pages: 3", its empty parts left out.
    const parts = Object.entries(o).flatMap(([k, v]) => {
      const text = readable(v);
      return text === null ? [] : [`${humanise(k)}: ${text}`];
    });
    return parts.length ? parts.join('; ') : null;
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/**
 * The fields that differ between two presentations of a record (null before: a creation), each
 * with its label (the export column's header where there is one) and before → after as text.
 * A field the export shows through a derived column (keyword names, a city) is compared as shown.
 */
export function fieldChanges<C>(
  columns: XlsxColumn<AnyRow, C>[],
  before: AnyRow | null,
  after: AnyRow,
): THistoryChange[] {
  const out: THistoryChange[] = [];
  for (const field of Object.keys(after)) {
    if (SKIP.has(field) || field.endsWith('_id') || field === 'lists_as_item') continue;
    const from = before ? readable(before[field]) : null;
    const to = readable(after[field]);
    if (from === to) continue;
    const column = columns.find((c) => c.key === field || c.fields?.includes(field));
    out.push({ field, label: column?.header ?? humanise(field), from, to });
  }
  return out;
}

/** A stored value that older entries kept as JSON text ("{\"emails\":[]}"), read again as words. */
function reread(value: string | null): string | null {
  if (!value || !/^[[{]/.test(value)) return value;
  try {
    return readable(JSON.parse(value));
  } catch {
    return value;
  }
}

/**
 * Stored changes as the history shows them: bookkeeping fields left out, JSON kept by older
 * entries turned into words, and what then reads the same before and after dropped.
 */
export function presentChanges(changes: THistoryChange[]): THistoryChange[] {
  return changes.flatMap((c) => {
    if (SKIP.has(c.field)) return [];
    const from = reread(c.from);
    const to = reread(c.to);
    return from === to ? [] : [{ ...c, from, to }];
  });
}
