import type { TGraphNode } from '@intel/contracts';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { graphKeys } from '../../../lib/graph-keys.ts';
import { addToList, useListsOfType } from '../../../lib/lists.ts';
import { listKeys } from '../../../lib/resource-api.ts';
import { LIST_TYPE_OF } from '../lib/graph-model.ts';

/**
 * What a selection of nodes can become: members of a list (when they are all of one kind a list
 * can hold) or the Operator's context (people, library items and raw data).
 */
export function SelectionActions({ selected, canWrite }: { selected: TGraphNode[]; canWrite: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const kinds = new Set(selected.map((n) => n.kind));
  const [kind] = kinds;
  const listType = kinds.size === 1 && kind ? LIST_TYPE_OF[kind] : undefined;
  const [listId, setListId] = useState<number | ''>('');
  const lists = useListsOfType(listType, canWrite && !!listType);
  const add = useMutation({
    mutationFn: (id: number) =>
      addToList(
        id,
        selected.map((n) => n.id),
      ),
    onSuccess: (r, id) => {
      const name = lists.data?.results.find((l) => l.id === id)?.name ?? 'the list';
      toast.success(r.added ? `Added ${r.added} to ${name}.` : `Already on ${name}.`);
      setListId('');
      void queryClient.invalidateQueries({ queryKey: listKeys.all });
      void queryClient.invalidateQueries({ queryKey: graphKeys.all });
    },
    onError: (e) => toast.error(e.message),
  });
  const context = {
    people: selected.filter((n) => n.kind === 'people').map((n) => n.id),
    library: selected.filter((n) => n.kind === 'library').map((n) => n.id),
    raw_data: selected.filter((n) => n.kind === 'raw-data').map((n) => n.id),
  };
  const forOperator = context.people.length + context.library.length + context.raw_data.length;
  if (!selected.length)
    return (
      <Typography color="text.secondary" variant="body2">
        Select nodes (click; Shift-click or the table’s boxes for several) to add them to a list or ask the Operator
        about them.
      </Typography>
    );
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2">
        {selected.length} selected: {selected.map((n) => n.label).join(', ')}
      </Typography>
      {canWrite &&
        (listType ? (
          <Stack direction="row" spacing={1}>
            <TextField
              select
              size="small"
              label="Add to list"
              value={listId}
              onChange={(e) => setListId(Number(e.target.value))}
              sx={{ minWidth: 180 }}
              helperText={lists.data && !lists.data.results.length ? 'No list of this kind yet.' : undefined}
            >
              {(lists.data?.results ?? []).map((l) => (
                <MenuItem key={l.id} value={l.id}>
                  {l.name}
                </MenuItem>
              ))}
            </TextField>
            <Button disabled={listId === '' || add.isPending} onClick={() => listId !== '' && add.mutate(listId)}>
              Add
            </Button>
          </Stack>
        ) : (
          <Typography variant="caption" color="text.secondary">
            Lists hold one kind of record: select organizations, people, ledger entries or library entries only.
          </Typography>
        ))}
      <Button
        variant="outlined"
        disabled={!forOperator}
        onClick={() => {
          const q = new URLSearchParams({ tab: '1' });
          for (const [k, v] of Object.entries(context)) if (v.length) q.set(k, v.join(','));
          navigate(`/search?${q}`);
        }}
      >
        Ask the Operator about {forOperator || 'them'}
      </Button>
      {!forOperator && (
        <Typography variant="caption" color="text.secondary">
          The Operator takes people, library items and raw data as its context.
        </Typography>
      )}
    </Stack>
  );
}
