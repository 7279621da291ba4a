import { Autocomplete, Box, Button, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { formatDateTime } from '../lib/dates.ts';
import { invalidateAfterMerge, mergeInto, undoMerge, useMergeCandidates, useMerges } from '../lib/merges.ts';
import { useDebounced } from '../lib/use-debounced.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** Merge a duplicate into this record (research team), and undo earlier merges. */
export function MergePanel(props: {
  path: string;
  id: number;
  noun: string;
  label: (row: Record<string, unknown>) => string;
}) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const q = useDebounced(search, 300);
  const [other, setOther] = useState<{ id: number; label: string } | null>(null);
  const merges = useMerges(props.path, props.id);
  const candidates = useMergeCandidates(props.path, q);
  const done = () => invalidateAfterMerge(queryClient);
  const merge = useMutation({
    mutationFn: (otherId: number) => mergeInto(props.path, props.id, otherId),
    onSuccess: () => {
      toast.success(`Merged. The other ${props.noun}'s names are kept as aliases.`);
      setOther(null);
      setSearch('');
      void done();
    },
    onError: (e) => toast.error(e.message),
  });
  const undo = useMutation({
    mutationFn: undoMerge,
    onSuccess: () => {
      toast.success('Merge undone.');
      void done();
    },
    onError: (e) => toast.error(e.message),
  });
  const options = (candidates.data?.results ?? [])
    .filter((r) => r.id !== props.id)
    .map((r) => ({ id: r.id as number, label: props.label(r) }));
  return (
    <Box>
      <Autocomplete
        options={options}
        filterOptions={(o) => o}
        inputValue={search}
        onInputChange={(_e, v) => setSearch(v)}
        value={null}
        onChange={(_e, v) => v && setOther(v)}
        noOptionsText={q ? 'Nothing found.' : 'Type to search.'}
        renderInput={(params) => (
          <TextField {...params} size="small" label={`Merge a duplicate ${props.noun} into this one`} />
        )}
      />
      {merges.data && merges.data.length > 0 && (
        <List dense aria-label="Merges">
          {merges.data.map((m) => (
            <ListItem
              key={m.id}
              disableGutters
              secondaryAction={
                <Button size="small" onClick={() => undo.mutate(m.id)} disabled={undo.isPending}>
                  Undo
                </Button>
              }
            >
              <ListItemText primary={`Merged “${m.merged_name}”`} secondary={formatDateTime(m.created_at)} />
            </ListItem>
          ))}
        </List>
      )}
      {merges.data?.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Nothing merged into this {props.noun}.
        </Typography>
      )}
      <ConfirmDialog
        open={!!other}
        title={`Merge “${other?.label}” into this ${props.noun}?`}
        message={`Its contacts, links, keywords and lists move here and it is deleted; its names become aliases. You can undo this afterwards.`}
        confirmLabel="Merge"
        busy={merge.isPending}
        onClose={() => setOther(null)}
        onConfirm={() => other && merge.mutate(other.id)}
      />
    </Box>
  );
}
