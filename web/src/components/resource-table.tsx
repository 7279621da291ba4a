import { DEFAULT_DEBOUNCE_MS, PAGE_SIZES, type TVisibility, VISIBILITIES } from '@intel/contracts';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Menu,
  MenuItem,
  Paper,
  TableContainer,
  TablePagination,
  TextField,
  Toolbar,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import type { Query } from '../lib/api-client.ts';
import {
  downloadXlsx,
  useAvailableFilters,
  useBatchDelete,
  usePatchMany,
  useResourceList,
} from '../lib/resource-api.ts';
import { useTablePrefs } from '../lib/table-prefs.ts';
import { useDebounced } from '../lib/use-debounced.ts';
import { BulkKeyword } from './bulk-keyword.tsx';
import { BulkList } from './bulk-list.tsx';
import { ColumnMenu } from './column-menu.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { ImportButton } from './import-button.tsx';
import { PhoneCards } from './phone-cards.tsx';
import { type Column, cardColumnsOf, defaultRowName } from './resource-table-column.ts';
import { ResourceTableGrid } from './resource-table-grid.tsx';

export { type Column, cardColumnsOf, defaultRowName } from './resource-table-column.ts';

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

const RESERVED = new Set(['tab', 'search', 'ordering', 'limit', 'offset', 'cursor', 'kind', 'q']);

/**
 * The table every list screen uses (DESIGN §9): sortable columns, filters from available-filters,
 * a debounced search box, pagination 25/50/100, export, bulk select with batch delete and bulk
 * visibility. Its whole state is in the URL, so a view can be shared and bookmarked.
 */
export function ResourceTable<T extends { id: number }>(props: Props<T>) {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const navigate = useNavigate();
  // Set as a row or a link takes the user elsewhere, before the router's state says so.
  const leaving = useRef(false);
  const location = useLocation();
  // Still here after the location changed (a link to this same list): not leaving any more.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each arrival, by the location's key
  useEffect(() => {
    leaving.current = false;
  }, [location.key]);
  const [searchText, setSearchText] = useState(params.get('search') ?? '');
  const search = useDebounced(searchText, DEFAULT_DEBOUNCE_MS);
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const nameOf = props.rowName ?? defaultRowName;
  const [showFilters, setShowFilters] = useState(!!props.filtersOpen);
  const [selected, setSelected] = useState<number[]>([]);
  const [confirm, setConfirm] = useState(false);
  const [visMenu, setVisMenu] = useState<HTMLElement | null>(null);
  const layout = useTablePrefs(props.path);
  const limit = Number(params.get('limit') ?? 25);
  const offset = Number(params.get('offset') ?? 0);
  const cursor = params.get('cursor');
  const ordering = params.get('ordering') ?? '';
  const filters = useAvailableFilters(props.path);
  const filterValues = useMemo(() => {
    const out: Record<string, string> = {};
    for (const [k, v] of params.entries()) if (!RESERVED.has(k)) out[k] = v;
    return out;
  }, [params]);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    // A page cursor belongs to the page it came from: any other change starts from page one.
    if (!('cursor' in changes)) next.delete('cursor');
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
    // A click's navigation reaches `navigation` only when React renders it, which can come after the
    // pause's own render (a keyword opened as the pause ended stayed on the list in CI): a table
    // that is being left writes nothing.
    if (leaving.current || navigation.state !== 'idle') return;
    if ((params.get('search') ?? '') !== search) update({ search: search || null, offset: null });
  }, [search]);

  const query: Query = {
    ...props.fixed,
    ...filterValues,
    search: search || undefined,
    ordering: ordering || undefined,
    limit,
    offset,
    cursor: cursor ?? undefined,
  };
  const list = useResourceList<T>(props.path, query);
  const batch = useBatchDelete(props.path);
  const patchMany = usePatchMany(props.path);
  const rows = list.data?.results ?? [];

  const empty = list.isPending
    ? null
    : search || Object.keys(filterValues).length
      ? `No ${props.noun} match.`
      : `No ${props.noun} yet.`;
  const open = props.rowHref
    ? (row: T) => {
        leaving.current = true;
        navigate(props.rowHref?.(row) ?? '');
      }
    : undefined;
  const sortBy = (key: string) => update({ ordering: ordering === key ? `-${key}` : key, offset: null });
  const setVisibility = async (visibility: TVisibility) => {
    setVisMenu(null);
    const failed = await patchMany.mutateAsync(selected.map((id) => ({ id, body: { visibility } })));
    if (failed) toast.error(`${failed} of ${selected.length} could not be changed.`);
    else toast.success(`${selected.length} ${props.noun} set to ${visibility}.`);
    setSelected([]);
  };

  return (
    <Paper
      variant="outlined"
      onClickCapture={(e) => {
        // A plain click on a link (New, a related record) leaves too; a click that opens a new tab does not.
        const plain = e.button === 0 && !e.ctrlKey && !e.metaKey && !e.shiftKey && !e.altKey;
        if (plain && (e.target as HTMLElement).closest('a[href]')) leaving.current = true;
      }}
    >
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
        {!phone && (
          <ColumnMenu columns={props.columns} prefs={layout.prefs} onChange={layout.setPrefs} onReset={layout.reset} />
        )}
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
          onOpen={open}
          empty={empty}
        />
      ) : (
        <TableContainer>
          <ResourceTableGrid<T>
            rows={rows}
            noun={props.noun}
            columns={props.columns}
            prefs={layout.prefs}
            setPrefs={layout.setPrefs}
            selected={props.canWrite ? selected : null}
            setSelected={setSelected}
            nameOf={nameOf}
            onOpen={open}
            ordering={ordering}
            sortBy={sortBy}
            empty={empty}
          />
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
        onPageChange={(_e, page) => {
          // Next and previous follow the server's page links (keyset cursors: page 500 costs what
          // page one costs); any other jump asks by offset.
          const current = Math.floor(offset / limit);
          const link = page === current + 1 ? list.data?.next : page === current - 1 ? list.data?.previous : null;
          const at = link ? new URL(link, window.location.origin).searchParams : null;
          update({ offset: at?.get('offset') ?? String(page * limit), cursor: at?.get('cursor') ?? null });
        }}
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
