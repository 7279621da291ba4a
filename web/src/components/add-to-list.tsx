import type { TList } from '@intel/contracts';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { addToList, invalidateAfterListAdd, useListsOfType } from '../lib/lists.ts';

/** Puts the record shown on a detail screen on one of the lists of its kind (research team). */
export function AddToList({ type, itemId, onLists }: { type: TList['type']; itemId: number; onLists: number[] }) {
  const queryClient = useQueryClient();
  const [listId, setListId] = useState<number | ''>('');
  const lists = useListsOfType(type);
  const add = useMutation({
    mutationFn: (id: number) => addToList(id, [itemId]),
    onSuccess: () => {
      toast.success('Added to the list.');
      setListId('');
      void invalidateAfterListAdd(queryClient, type);
    },
    onError: (e) => toast.error(e.message),
  });
  const options = (lists.data?.results ?? []).filter((l) => !onLists.includes(l.id));
  if (!options.length) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
      <TextField
        select
        size="small"
        label="Add to list"
        value={listId}
        onChange={(e) => setListId(Number(e.target.value))}
        sx={{ minWidth: 200 }}
      >
        {options.map((l) => (
          <MenuItem key={l.id} value={l.id}>
            {l.name}
          </MenuItem>
        ))}
      </TextField>
      <Button
        size="small"
        disabled={listId === '' || add.isPending}
        onClick={() => listId !== '' && add.mutate(listId)}
      >
        Add
      </Button>
    </Stack>
  );
}
