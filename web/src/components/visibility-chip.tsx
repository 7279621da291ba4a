import type { TVisibility } from '@intel/contracts';
import LockIcon from '@mui/icons-material/Lock';
import PublicIcon from '@mui/icons-material/Public';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Chip } from '@mui/material';

const LOOK = {
  public: { label: 'Public', color: 'success', icon: <PublicIcon /> },
  paywalled: { label: 'Paywalled', color: 'warning', icon: <LockIcon /> },
  hidden: { label: 'Hidden', color: 'default', icon: <VisibilityOffIcon /> },
} as const;

export function VisibilityChip({ value }: { value: TVisibility }) {
  const look = LOOK[value];
  return <Chip size="small" variant="outlined" color={look.color} icon={look.icon} label={look.label} />;
}
