import type { TList } from '@intel/contracts';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { addToList, invalidateAfterListAdd, useListsOfType } from '../lib/lists.ts';
import { plural } from '../lib/words.ts';

/** Puts every selected record on one list of their kind. */
export function BulkList({ type, ids, onDone }: { type: TList['type']; ids: number[]; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const [listId, setListId] = useState<number | ''>('');
  const queryClient = useQueryClient();
  const lists = useListsOfType(type, open);
  const apply = async () => {
    if (listId === '') return;
    try {
      const r = await addToList(listId, ids);
      toast.success(`${r.added} added to the list (${ids.length - r.added} were on it already).`);
      setOpen(false);
      onDone();
      await invalidateAfterListAdd(queryClient, type);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add to list</Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>Add {plural(ids.length, 'record')} to a list</DialogTitle>
        <DialogContent>
          <TextField
            select
            fullWidth
            sx={{ mt: 1 }}
            label="List"
            value={listId}
            onChange={(e) => setListId(Number(e.target.value))}
          >
            {(lists.data?.results ?? []).map((l) => (
              <MenuItem key={l.id} value={l.id}>
                {l.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={apply} disabled={listId === ''}>
            Add
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
