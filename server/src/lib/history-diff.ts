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
]);

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
    return JSON.stringify(o);
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

const humanise = (field: string) => field.charAt(0).toUpperCase() + field.slice(1).replaceAll('_', ' ');

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
