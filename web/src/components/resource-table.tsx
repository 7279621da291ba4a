import { DEFAULT_DEBOUNCE_MS, PAGE_SIZES, type TVisibility, VISIBILITIES } from '@intel/contracts';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  LinearProgress,
  Menu,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
  Toolbar,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { api, type Query } from '../lib/api-client.ts';
import { downloadXlsx, useAvailableFilters, useBatchDelete, useResourceList } from '../lib/resource-api.ts';
import { useDebounced } from '../lib/use-debounced.ts';
import { BulkKeyword } from './bulk-keyword.tsx';
import { BulkList } from './bulk-list.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { ImportButton } from './import-button.tsx';
import { PhoneCards } from './phone-cards.tsx';

export type Column<T> = { key: string; label: string; sort?: string; render: (row: T) => ReactNode };

type Props<T extends { id: number }> = {
  path: string;
  /** Plural name, e.g. "organizations". */
  noun: string;
  columns: Column<T>[];
  rowHref?: (row: T) => string;
  createHref?: string;
  canWrite: boolean;
  /** Fixed query parameters (e.g. a list type). */
  fixed?: Query;
  /** Offer bulk visibility changes (curated records). */
  bulkVisibility?: boolean;
  /** Offer spreadsheet import (`{path}/upload/`). */
  importable?: boolean;
  /** Offer "add keyword" on the selected rows (rows carry `keywords`). */
  bulkKeywords?: boolean;
  /** Offer "add to list" on the selected rows, for lists of this type. */
  bulkListType?: 'OrganizationsList' | 'PeopleList' | 'LedgerList' | 'LibraryList';
  /** Start with the filter panel open (sub-query screens). */
  filtersOpen?: boolean;
  /** More actions on the selected rows (e.g. process, report); `clear` empties the selection. */
  bulkActions?: (ids: number[], clear: () => void) => ReactNode;
  /** Hide the delete-selected action (rows that are not deleted but reviewed). */
  noBatchDelete?: boolean;
  /** The record's name, for its checkbox's label (default: the usual name fields). */
  rowName?: (row: T) => string;
  /** Keys of the 2–3 columns a phone's card shows under the first one (default: see `cardColumnsOf`). */
  cardColumns?: string[];
};

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

const RESERVED = new Set(['tab', 'search', 'ordering', 'limit', 'offset', 'kind', 'q']);

/**
 * The table every list screen uses (DESIGN §9): sortable columns, filters from available-filters,
 * a debounced search box, pagination 25/50/100, export, bulk select with batch delete and bulk
 * visibility. Its whole state is in the URL, so a view can be shared and bookmarked.
 */
export function ResourceTable<T extends { id: number }>(props: Props<T>) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const queryClient = useQueryClient();
  const [searchText, setSearchText] = useState(params.get('search') ?? '');
  const search = useDebounced(searchText, DEFAULT_DEBOUNCE_MS);
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const nameOf = props.rowName ?? defaultRowName;
  const [showFilters, setShowFilters] = useState(!!props.filtersOpen);
  const [selected, setSelected] = useState<number[]>([]);
  const [confirm, setConfirm] = useState(false);
  const [visMenu, setVisMenu] = useState<HTMLElement | null>(null);
  const limit = Number(params.get('limit') ?? 25);
  const offset = Number(params.get('offset') ?? 0);
  const ordering = params.get('ordering') ?? '';
  const filters = useAvailableFilters(props.path);
  const filterValues = useMemo(() => {
    const out: Record<string, string> = {};
    for (const [k, v] of params.entries()) if (!RESERVED.has(k)) out[k] = v;
    return out;
  }, [params]);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text drives this, not every URL change
  useEffect(() => {
    // A search typed just before leaving must not pull the user back: while another screen loads
    // (lazy routes), writing the URL would replace that navigation (found by the e2e suite).
    if (navigation.state !== 'idle') return;
    if ((params.get('search') ?? '') !== search) update({ search: search || null, offset: null });
  }, [search]);

  const query: Query = {
    ...props.fixed,
    ...filterValues,
    search: search || undefined,
    ordering: ordering || undefined,
    limit,
    offset,
  };
  const list = useResourceList<T>(props.path, query);
  const batch = useBatchDelete(props.path);
  const rows = list.data?.results ?? [];
  const allSelected = rows.length > 0 && rows.every((r) => selected.includes(r.id));

  const sortBy = (key: string) => update({ ordering: ordering === key ? `-${key}` : key, offset: null });
  const setVisibility = async (visibility: TVisibility) => {
    setVisMenu(null);
    const results = await Promise.allSettled(
      selected.map((id) => api(`${props.path}/${id}/`, { method: 'PATCH', body: { visibility } })),
    );
    const failed = results.filter((r) => r.status === 'rejected').length;
    if (failed) toast.error(`${failed} of ${selected.length} could not be changed.`);
    else toast.success(`${selected.length} ${props.noun} set to ${visibility}.`);
    setSelected([]);
    await queryClient.invalidateQueries({ queryKey: [props.path] });
  };

  return (
    <Paper variant="outlined">
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: 1 }}>
        <TextField
          size="small"
          label={`Search ${props.noun}`}
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          sx={{ minWidth: 240 }}
        />
        <Button startIcon={<FilterListIcon />} onClick={() => setShowFilters((s) => !s)} aria-expanded={showFilters}>
          Filters
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {selected.length > 0 && props.canWrite && (
          <>
            <Typography variant="body2">{selected.length} selected</Typography>
            {props.bulkVisibility && (
              <>
                <Button onClick={(e) => setVisMenu(e.currentTarget)}>Set visibility</Button>
                <Menu anchorEl={visMenu} open={!!visMenu} onClose={() => setVisMenu(null)}>
                  {VISIBILITIES.map((v) => (
                    <MenuItem key={v} onClick={() => setVisibility(v)}>
                      {v}
                    </MenuItem>
                  ))}
                </Menu>
              </>
            )}
            {props.bulkKeywords && (
              <BulkKeyword
                path={props.path}
                rows={
                  rows.filter((r) => selected.includes(r.id)) as unknown as { id: number; keywords: { id: number }[] }[]
                }
                onDone={() => setSelected([])}
              />
            )}
            {props.bulkListType && <BulkList type={props.bulkListType} ids={selected} onDone={() => setSelected([])} />}
            {props.bulkActions?.(selected, () => setSelected([]))}
            {!props.noBatchDelete && (
              <Button color="error" onClick={() => setConfirm(true)}>
                Delete selected
              </Button>
            )}
          </>
        )}
        {props.importable && props.canWrite && <ImportButton path={props.path} noun={props.noun} />}
        <Button
          startIcon={<DownloadIcon />}
          onClick={() =>
            downloadXlsx(props.path, query, `${props.noun}.xlsx`).catch((e: Error) => toast.error(e.message))
          }
        >
          Export
        </Button>
        {props.canWrite && props.createHref && (
          <Button variant="contained" startIcon={<AddIcon />} component={Link} to={props.createHref}>
            New
          </Button>
        )}
      </Toolbar>
      {showFilters && filters.data && (
        <Box sx={{ px: 2 }}>
          <FilterPanel
            filters={filters.data}
            values={filterValues}
            onChange={(name, value) => update({ [name]: value, offset: null })}
            onClear={() => update(Object.fromEntries(filters.data.map((f) => [f.name, null])))}
          />
        </Box>
      )}
      {list.isFetching && <LinearProgress aria-label="Loading" />}
      {list.error ? (
        <Alert severity="error" sx={{ m: 2 }} action={<Button onClick={() => list.refetch()}>Retry</Button>}>
          {list.error.message}
        </Alert>
      ) : phone ? (
        <PhoneCards
          rows={rows}
          noun={props.noun}
          columns={props.columns}
          cardColumns={cardColumnsOf(props.columns, props.cardColumns)}
          selected={props.canWrite ? selected : null}
          toggle={(id) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]))}
          nameOf={nameOf}
          rowHref={props.rowHref}
          empty={
            list.isPending
              ? null
              : search || Object.keys(filterValues).length
                ? `No ${props.noun} match.`
                : `No ${props.noun} yet.`
          }
        />
      ) : (
        <TableContainer>
          <Table size="small" aria-label={props.noun}>
            <TableHead>
              <TableRow>
                {props.canWrite && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={allSelected}
                      indeterminate={!allSelected && selected.length > 0}
                      onChange={() => setSelected(allSelected ? [] : rows.map((r) => r.id))}
                      slotProps={{ input: { 'aria-label': 'Select all on this page' } }}
                    />
                  </TableCell>
                )}
                {props.columns.map((c) => (
                  <TableCell
                    key={c.key}
                    sortDirection={
                      ordering.replace('-', '') === c.sort ? (ordering.startsWith('-') ? 'desc' : 'asc') : false
                    }
                  >
                    {c.sort ? (
                      <TableSortLabel
                        active={ordering.replace('-', '') === c.sort}
                        direction={ordering.startsWith('-') ? 'desc' : 'asc'}
                        onClick={() => sortBy(c.sort as string)}
                      >
                        {c.label}
                      </TableSortLabel>
                    ) : (
                      c.label
                    )}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow
                  key={row.id}
                  hover
                  selected={selected.includes(row.id)}
                  sx={{ cursor: props.rowHref ? 'pointer' : undefined }}
                  onClick={(e) => {
                    if ((e.target as HTMLElement).closest('input,button,a')) return;
                    if (props.rowHref) navigate(props.rowHref(row));
                  }}
                >
                  {props.canWrite && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.includes(row.id)}
                        onChange={() =>
                          setSelected((s) => (s.includes(row.id) ? s.filter((x) => x !== row.id) : [...s, row.id]))
                        }
                        slotProps={{ input: { 'aria-label': `Select ${nameOf(row)}` } }}
                      />
                    </TableCell>
                  )}
                  {props.columns.map((c) => (
                    <TableCell key={c.key}>{c.render(row)}</TableCell>
                  ))}
                </TableRow>
              ))}
              {!list.isPending && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={props.columns.length + 1}>
                    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                      {search || Object.keys(filterValues).length ? `No ${props.noun} match.` : `No ${props.noun} yet.`}
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <TablePagination
        component="div"
        count={list.data?.count ?? 0}
        // A long filtered list is not counted to the end: the server says when its total is an estimate.
        labelDisplayedRows={({ from, to, count }) =>
          `${from}–${to} of ${list.data?.count_is_estimate ? 'about ' : ''}${count.toLocaleString('en-US')}`
        }
        page={Math.floor(offset / limit)}
        rowsPerPage={limit}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_e, page) => update({ offset: String(page * limit) })}
        onRowsPerPageChange={(e) => update({ limit: e.target.value, offset: null })}
      />
      <ConfirmDialog
        open={confirm}
        title={`Delete ${selected.length} ${props.noun}?`}
        message="They are removed for everyone in this workspace. This cannot be undone."
        confirmLabel="Delete"
        busy={batch.isPending}
        onClose={() => setConfirm(false)}
        onConfirm={() =>
          batch.mutate(selected, {
            onSuccess: (r) => {
              toast.success(`Deleted ${r.deleted} ${props.noun}.`);
              setSelected([]);
              setConfirm(false);
            },
            onError: (e) => toast.error(e.message),
          })
        }
      />
    </Paper>
  );
}
