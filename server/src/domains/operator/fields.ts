import type { TOperatorFieldValue, TOperatorKind } from '@intel/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { ledgerEntries, libraryEntries, organizations, people } from '../../db/schema/index.ts';

type Read = { select: Record<string, SQL>; value: (row: Record<string, unknown>) => TOperatorFieldValue };

// Select aliases start "f__" so a field never takes a name of the row's own (`type`).

/** A partial date's four columns, read as the presenters' `partialOut` gives it. */
function date(key: string, d: unknown, day: unknown, month: unknown, year: unknown): Read {
  return {
    select: {
      [`f__${key}__d`]: sql`${d}`,
      [`f__${key}__day`]: sql`${day}`,
      [`f__${key}__month`]: sql`${month}`,
      [`f__${key}__year`]: sql`${year}`,
    },
    value: (r) => ({
      date: r[`f__${key}__d`] === null || r[`f__${key}__d`] === undefined ? null : String(r[`f__${key}__d`]),
      incomplete_day: !!r[`f__${key}__day`],
      incomplete_month: !!r[`f__${key}__month`],
      incomplete_year: !!r[`f__${key}__year`],
    }),
  };
}

function plain(
  key: string,
  column: unknown,
  as: (v: unknown) => TOperatorFieldValue = (v) => (v ?? null) as never,
): Read {
  return { select: { [`f__${key}`]: sql`${column}` }, value: (r) => as(r[`f__${key}`]) };
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

/**
 * The row fields an answer's table may show (`operatorColumns`), each read from the column the
 * kind's presenter returns under the same key to every caller — the Operator exposes nothing more.
 */
const FIELDS: Record<TOperatorKind, Record<string, Read>> = {
  ledger: {
    ownership_percentage: plain('ownership_percentage', ledgerEntries.ownershipPercentage, num),
    owner: plain('owner', ledgerEntries.owner, str),
    inv_date: date(
      'inv_date',
      ledgerEntries.invDate,
      ledgerEntries.invDateIncompleteDay,
      ledgerEntries.invDateIncompleteMonth,
      ledgerEntries.invDateIncompleteYear,
    ),
    vehicle_type: plain('vehicle_type', ledgerEntries.vehicleType, str),
    owned: plain('owned', ledgerEntries.owned, (v) => (v === null || v === undefined ? null : !!v)),
  },
  organizations: {
    founding_date: date(
      'founding_date',
      organizations.foundingDate,
      organizations.foundingDateIncompleteDay,
      organizations.foundingDateIncompleteMonth,
      organizations.foundingDateIncompleteYear,
    ),
    ownership_type: plain('ownership_type', organizations.ownershipType, str),
  },
  people: {
    birth_date: date(
      'birth_date',
      people.birthDate,
      people.birthDateIncompleteDay,
      people.birthDateIncompleteMonth,
      people.birthDateIncompleteYear,
    ),
    gender: plain('gender', people.gender, str),
    current_address_city: plain('current_address_city', people.currentAddressCity, str),
  },
  library: {
    publish_date: date(
      'publish_date',
      libraryEntries.publishDate,
      libraryEntries.publishDateIncompleteDay,
      libraryEntries.publishDateIncompleteMonth,
      libraryEntries.publishDateIncompleteYear,
    ),
    type: plain('type', libraryEntries.type, str),
  },
  lists: {},
  keywords: {},
};

/** The extra select list for `keys`, and a reader of a row's `fields`. */
export function fieldReads(
  kind: TOperatorKind,
  keys: string[],
): { select: Record<string, SQL>; fields: (row: Record<string, unknown>) => Record<string, TOperatorFieldValue> } {
  const reads = keys.map((k) => [k, FIELDS[kind][k]] as const).filter((x): x is [string, Read] => !!x[1]);
  return {
    select: Object.assign({}, ...reads.map(([, r]) => r.select)),
    fields: (row) => Object.fromEntries(reads.map(([k, r]) => [k, r.value(row)])),
  };
}
