import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/** Disabling a tenant signs all of its users out for good: the operator confirms it first. */
export function DisableTenantDialog(props: {
  name: string;
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby="disable-tenant-title">
      <DialogTitle id="disable-tenant-title">Disable “{props.name}”?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Once you save, all of its users are signed out at once and told that the workspace is disabled; visitors find
          no workspace at its address. Its data is kept. Enabling it again later does not sign anyone back in: its users
          sign in anew.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button color="warning" variant="contained" onClick={props.onConfirm}>
          Disable
        </Button>
      </DialogActions>
    </Dialog>
  );
}
