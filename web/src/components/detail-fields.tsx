import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Label / value pairs of a detail screen; empty values show a dash. */
export function DetailFields({ items }: { items: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, columnGap: 2, rowGap: 1, m: 0 }}
    >
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" variant="body2">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
            {value === null || value === undefined || value === '' ? '—' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
