import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/** Asks before leaving a form with unsaved changes: in the app (links, Back, Cancel) and on reload or close. */
export function LeaveGuard({ when }: { when: () => boolean }) {
  const latest = useRef(when);
  latest.current = when;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      latest.current() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    const onUnload = (e: BeforeUnloadEvent) => {
      if (!latest.current()) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, []);
  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onClose={() => blocker.reset?.()} aria-labelledby="leave-title">
      <DialogTitle id="leave-title">Leave without saving?</DialogTitle>
      <DialogContent>
        <DialogContentText>Your changes to this form have not been saved and will be lost.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          Stay on the form
        </Button>
        <Button color="error" variant="contained" onClick={() => blocker.proceed?.()}>
          Leave and discard
        </Button>
      </DialogActions>
    </Dialog>
  );
}
