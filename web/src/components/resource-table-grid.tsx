import type { TTableColumnsPref } from '@intel/contracts';
import { Checkbox, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel, Typography } from '@mui/material';
import {
  type ColumnDef,
  columnOrderingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  functionalUpdate,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useMemo, useRef } from 'react';
import { orderedKeys } from '../lib/table-prefs.ts';
import { ColumnResizeHandle } from './column-resize-handle.tsx';
import type { Column } from './resource-table-column.ts';

const features = tableFeatures({ columnVisibilityFeature, columnOrderingFeature, columnSizingFeature });
const SELECT = '__select';

type Props<T extends { id: number }> = {
  rows: T[];
  noun: string;
  columns: Column<T>[];
  prefs: TTableColumnsPref;
  setPrefs: (next: TTableColumnsPref) => void;
  /** null: the user cannot select rows. */
  selected: number[] | null;
  setSelected: (next: (old: number[]) => number[]) => void;
  nameOf: (row: T) => string;
  /** Opens a row's record (the table remembers it is leaving before it navigates). */
  onOpen?: (row: T) => void;
  ordering: string;
  sortBy: (field: string) => void;
  /** The sentence for no rows (null while loading). */
  empty: string | null;
};

/**
 * The wide-screen table of ResourceTable on TanStack Table: the user's column order, hidden
 * columns and widths (`prefs`) are the table's state; sorting stays in the URL (`ordering`),
 * the server sorts and pages.
 */
export function ResourceTableGrid<T extends { id: number }>(props: Props<T>) {
  const { prefs, selected } = props;
  // Screens pass their columns inline: the definitions change only with the keys and labels, and
  // each cell renders with the screen's latest render function.
  const byKey = useRef(new Map<string, Column<T>>());
  byKey.current = new Map(props.columns.map((c) => [c.key, c]));
  const keys = props.columns.map((c) => c.key);
  const signature = props.columns.map((c) => `${c.key}\u0000${c.label}`).join('\u0001');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the columns' keys and labels
  const columns = useMemo<ColumnDef<typeof features, T>[]>(
    () => [
      ...(selected ? [{ id: SELECT, header: '', enableHiding: false }] : []),
      ...props.columns.map((c) => ({
        id: c.key,
        header: c.label,
        cell: ({ row }: { row: { original: T } }) => byKey.current.get(c.key)?.render(row.original),
      })),
    ],
    [signature, !!selected],
  );

  const table = useTable({
    features,
    columns,
    data: props.rows,
    getRowId: (row) => String(row.id),
    state: {
      columnOrder: [SELECT, ...orderedKeys(keys, prefs)],
      columnVisibility: Object.fromEntries(prefs.hidden.filter((k) => keys.includes(k)).map((k) => [k, false])),
      columnSizing: prefs.widths,
    },
    onColumnSizingChange: (updater) => props.setPrefs({ ...prefs, widths: functionalUpdate(updater, prefs.widths) }),
  });

  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const widthOf = (id: string) => (prefs.widths[id] ? table.getColumn(id)?.getSize() : undefined);
  const sized = (id: string) => {
    const width = widthOf(id);
    return width ? { width, minWidth: width, maxWidth: width, overflowWrap: 'anywhere' as const } : undefined;
  };
  const allSelected = !!selected && props.rows.length > 0 && props.rows.every((r) => selected.includes(r.id));
  const toggle = (id: number) => props.setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  return (
    <Table size="small" aria-label={props.noun}>
      <TableHead>
        <TableRow>
          {headers.map((header) => {
            const id = header.column.id;
            if (id === SELECT)
              return (
                <TableCell key={id} padding="checkbox">
                  <Checkbox
                    checked={allSelected}
                    indeterminate={!allSelected && !!selected?.length}
                    onChange={() => props.setSelected(() => (allSelected ? [] : props.rows.map((r) => r.id)))}
                    slotProps={{ input: { 'aria-label': 'Select all on this page' } }}
                  />
                </TableCell>
              );
            const col = byKey.current.get(id);
            const label = col?.label ?? id;
            const active = !!col?.sort && props.ordering.replace('-', '') === col.sort;
            const direction = props.ordering.startsWith('-') ? 'desc' : 'asc';
            return (
              <TableCell
                key={id}
                sortDirection={active ? direction : false}
                sx={{ position: 'relative', pr: 2, ...sized(id) }}
              >
                {col?.sort ? (
                  <TableSortLabel
                    active={active}
                    direction={direction}
                    onClick={() => props.sortBy(col.sort as string)}
                  >
                    {label}
                  </TableSortLabel>
                ) : (
                  label
                )}
                <ColumnResizeHandle
                  label={label}
                  width={widthOf(id)}
                  onResize={(px) => table.setColumnSizing((old) => ({ ...old, [id]: px }))}
                />
              </TableCell>
            );
          })}
        </TableRow>
      </TableHead>
      <TableBody>
        {table.getRowModel().rows.map((row) => {
          const record = row.original;
          return (
            <TableRow
              key={row.id}
              hover
              selected={!!selected?.includes(record.id)}
              sx={{ cursor: props.onOpen ? 'pointer' : undefined }}
              onClick={(e) => {
                if ((e.target as HTMLElement).closest('input,button,a')) return;
                props.onOpen?.(record);
              }}
            >
              {row.getVisibleCells().map((cell) =>
                cell.column.id === SELECT ? (
                  <TableCell key={cell.id} padding="checkbox">
                    <Checkbox
                      checked={!!selected?.includes(record.id)}
                      onChange={() => toggle(record.id)}
                      slotProps={{ input: { 'aria-label': `Select ${props.nameOf(record)}` } }}
                    />
                  </TableCell>
                ) : (
                  <TableCell key={cell.id} sx={sized(cell.column.id)}>
                    <table.FlexRender cell={cell} />
                  </TableCell>
                ),
              )}
            </TableRow>
          );
        })}
        {props.rows.length === 0 && props.empty && (
          <TableRow>
            <TableCell colSpan={headers.length}>
              <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                {props.empty}
              </Typography>
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
