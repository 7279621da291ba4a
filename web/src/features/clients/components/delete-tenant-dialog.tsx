import type { TClient } from '@intel/contracts';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';

/** Deleting a tenant removes all of its data: the operator types its subdomain to confirm. */
export function DeleteTenantDialog(props: {
  client: TClient;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === props.client.subdomain;
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby="delete-tenant-title">
      <DialogTitle id="delete-tenant-title">Delete the tenant “{props.client.name}”?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {props.client.host} stops answering, and its users, notes, Intelbooks and everything else it holds are
          deleted. This cannot be undone. To disable it for a while instead, switch on “Disabled”.
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          label={`Type ${props.client.subdomain} to confirm`}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button color="error" variant="contained" onClick={props.onConfirm} disabled={!matches || props.busy}>
          {props.busy ? 'Deleting…' : 'Delete tenant'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
