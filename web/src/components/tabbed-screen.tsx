import { Box, Tab, Tabs, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { formatCount } from '../lib/format.ts';

/** Read out, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

type TabDef = {
  label: string;
  content: ReactNode;
  /** What waits there (the Suggested tab's suggestions), shown beside the label. */
  count?: number;
};

/** A tab's label with its count: "Suggested 12", read out as "Suggested 12 waiting". */
function labelOf(t: TabDef): ReactNode {
  if (t.count === undefined) return t.label;
  return (
    <span>
      {t.label}{' '}
      <Box
        component="span"
        sx={{
          ml: 0.5,
          px: 0.75,
          borderRadius: 8,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontSize: 12,
        }}
      >
        {formatCount(t.count)}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {' '}
        waiting
      </Box>
    </span>
  );
}

/** A screen whose tabs are `?tab=N` in the URL (SPEC §2), so menu links land on the right one. */
export function TabbedScreen({ title, tabs }: { title: string; tabs: TabDef[] }) {
  const [params, setParams] = useSearchParams();
  const tab = Math.min(Math.max(Number(params.get('tab') ?? 0) || 0, 0), tabs.length - 1);
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_e, v: number) => setParams({ tab: String(v) })}
        sx={{ mb: 2 }}
        aria-label={`${title} views`}
      >
        {tabs.map((t) => (
          <Tab key={t.label} label={labelOf(t)} sx={{ textTransform: 'none' }} />
        ))}
      </Tabs>
      {tabs[tab]?.content}
    </Box>
  );
}
