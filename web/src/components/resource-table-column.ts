import type { ReactNode } from 'react';

/** One column of a ResourceTable: `key` is its identity (sorting, the user's layout), `sort` the API's ordering field. */
export type Column<T> = { key: string; label: string; sort?: string; render: (row: T) => ReactNode };

/** The name a person knows a record by, for labels ("Select Acme Robotics"). */
export function defaultRowName(row: { id: number }): string {
  const r = row as unknown as Record<string, unknown>;
  for (const k of ['display_name', 'name_dba', 'name', 'title', 'email', 'url', 'subject', 'address']) {
    if (typeof r[k] === 'string' && r[k]) return r[k] as string;
  }
  return `record ${row.id}`;
}

/** A phone card shows the first column as its title and, under it, the second column, a date and visibility. */
export function cardColumnsOf<T>(columns: Column<T>[], keys?: string[]): Column<T>[] {
  if (keys) return columns.filter((c) => keys.includes(c.key));
  const rest = columns.slice(1);
  const pick = [
    rest[0],
    rest.find((c) => ['updated', 'date', 'founded', 'born', 'created'].includes(c.key)),
    rest.find((c) => c.key === 'visibility'),
  ];
  return [...new Set(pick.filter((c): c is Column<T> => !!c))].slice(0, 3);
}
