import type { TGraphKind } from '@intel/contracts';
import HubIcon from '@mui/icons-material/Hub';
import { Button } from '@mui/material';
import { Link } from 'react-router';

/** Opens the relationship graph of the record on screen. */
export function ExploreNetworkButton({ kind, id }: { kind: TGraphKind; id: number }) {
  return (
    <Button startIcon={<HubIcon />} component={Link} to={`/network/${kind}/${id}`}>
      Explore network
    </Button>
  );
}
