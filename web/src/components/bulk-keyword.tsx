import type { TKeyword } from '@intel/contracts';
import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useOptions } from '../lib/options.ts';
import { usePatchMany } from '../lib/resource-api.ts';
import { plural } from '../lib/words.ts';

/** Adds one keyword to every selected record (keeping the keywords they have). */
export function BulkKeyword({
  path,
  rows,
  onDone,
}: {
  path: string;
  rows: { id: number; keywords: { id: number }[] }[];
  onDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState<{ id: number; label: string } | null>(null);
  const keywords = useOptions<TKeyword>('/keywords', (k) => k.name, 'name');
  const patchMany = usePatchMany(path);
  const apply = async () => {
    if (!keyword) return;
    const failed = await patchMany.mutateAsync(
      rows.map((r) => ({
        id: r.id,
        body: { keyword_ids: [...new Set([...r.keywords.map((k) => k.id), keyword.id])] },
      })),
    );
    if (failed) toast.error(`${failed} of ${rows.length} could not be changed.`);
    else toast.success(`Added “${keyword.label}” to ${plural(rows.length, 'record')}.`);
    setOpen(false);
    setKeyword(null);
    onDone();
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add keyword</Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>Add a keyword to {plural(rows.length, 'record')}</DialogTitle>
        <DialogContent>
          <Autocomplete
            sx={{ mt: 1 }}
            options={keywords.data ?? []}
            value={keyword}
            onChange={(_e, v) => setKeyword(v)}
            renderInput={(params) => <TextField {...params} label="Keyword" autoFocus />}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={apply} disabled={!keyword || patchMany.isPending}>
            Add
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
