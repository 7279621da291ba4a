import type { TRejectedName } from '@intel/contracts';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { formatDate } from '../../../lib/dates.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { nounFor, plural } from '../../../lib/words.ts';
import { useReconsiderName, useRejectedNames } from '../api/rejected-names.ts';

const PAGE_SIZES = [25, 50, 100];

/** Asks before reconsidering: the name comes back in suggestions; optionally the items naming it are processed again. */
function ReconsiderDialog(props: { row: TRejectedName | null; onClose: () => void; onDone: () => void }) {
  const [reprocess, setReprocess] = useState(false);
  const reconsider = useReconsiderName();
  const row = props.row;
  const confirm = () => {
    if (!row) return;
    reconsider.mutate(
      { id: row.id, reprocess },
      {
        onSuccess: (res) => {
          toast.success(
            res.reprocessed
              ? `“${res.name}” will be suggested again; ${plural(res.reprocessed, 'item')} ${nounFor(res.reprocessed, 'is', 'are')} being processed again.`
              : `“${res.name}” will be suggested again from the next processing.`,
          );
          props.onDone();
        },
        onError: (e) => toast.error(e.message),
        onSettled: () => setReprocess(false),
      },
    );
  };
  return (
    <Dialog open={row !== null} onClose={props.onClose} aria-labelledby="reconsider-title">
      <DialogTitle id="reconsider-title">Reconsider “{row?.name}”?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          The {row?.kind === 'person' ? 'person' : 'organization'} name will be suggested again when raw data that names
          it is processed.
        </DialogContentText>
        <FormControlLabel
          control={<Checkbox checked={reprocess} onChange={(e) => setReprocess(e.target.checked)} />}
          label="Also process again the raw data that names it now"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" onClick={confirm} disabled={reconsider.isPending}>
          Reconsider
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** `rawdata/rejected-names` — the names the team rejected, never suggested again unless reconsidered here. */
export function RejectedNamesScreen() {
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(PAGE_SIZES[0] as number);
  const [search, setSearch] = useState('');
  const q = useDebounced(search, 300);
  const [asked, setAsked] = useState<TRejectedName | null>(null);
  const list = useRejectedNames({ limit, offset: page * limit, search: q || undefined });
  const rows = list.data?.results ?? [];
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', mb: 2 }}>
        <Typography variant="h4" component="h1">
          Rejected names
        </Typography>
        <Button component={Link} to="/rawdata">
          Raw data
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Processing never suggests these names again in this workspace. Reconsider one to have it suggested again.
      </Typography>
      <TextField
        label="Search names"
        size="small"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(0);
        }}
        sx={{ mb: 2 }}
      />
      {list.error ? <Alert severity="error">{list.error.message}</Alert> : null}
      {list.isSuccess && rows.length === 0 ? (
        <Alert severity="info" data-testid="rejected-empty">
          {q ? 'No rejected name matches this search.' : 'No rejected names: every name found is suggested for review.'}
        </Alert>
      ) : null}
      {rows.length > 0 ? (
        <>
          <Table size="small" aria-label="Rejected names">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Kind</TableCell>
                <TableCell>Rejected</TableCell>
                <TableCell align="right">Action</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id} data-testid={`rejected-${r.id}`}>
                  <TableCell>{r.name}</TableCell>
                  <TableCell>{r.kind === 'person' ? 'Person' : 'Organization'}</TableCell>
                  <TableCell>{formatDate(r.created_at)}</TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => setAsked(r)} aria-label={`Reconsider ${r.name}`}>
                      Reconsider
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={list.data?.count ?? 0}
            page={page}
            rowsPerPage={limit}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_, p) => setPage(p)}
            onRowsPerPageChange={(e) => {
              setLimit(Number(e.target.value));
              setPage(0);
            }}
          />
        </>
      ) : null}
      <ReconsiderDialog row={asked} onClose={() => setAsked(null)} onDone={() => setAsked(null)} />
    </Box>
  );
}
