import type { TVisibility } from '@intel/contracts';
import ShareIcon from '@mui/icons-material/Share';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import type { ShareTarget } from '../api/share-codes.ts';
import { ShareDialog } from './share-dialog.tsx';

/** 'Share' on a category or section row; opens its share links. Clicks stay here, not on the row. */
export function ShareButton(props: { target: ShareTarget; name: string; visibility: TVisibility }) {
  const [open, setOpen] = useState(false);
  const kind = 'category_id' in props.target ? 'category' : 'section';
  return (
    // The dialog is a portal but React bubbles its clicks up through here: stop them before the row opens its editor.
    <Box component="span" onClick={(e) => e.stopPropagation()}>
      <Button size="small" startIcon={<ShareIcon />} onClick={() => setOpen(true)} aria-label={`Share ${props.name}`}>
        Share
      </Button>
      {open && (
        <ShareDialog
          target={props.target}
          kind={kind}
          name={props.name}
          visibility={props.visibility}
          onClose={() => setOpen(false)}
        />
      )}
    </Box>
  );
}
