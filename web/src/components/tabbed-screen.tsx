import { Box, Tab, Tabs, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

/** A screen whose tabs are `?tab=N` in the URL (SPEC §2), so menu links land on the right one. */
export function TabbedScreen({ title, tabs }: { title: string; tabs: { label: string; content: ReactNode }[] }) {
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
          <Tab key={t.label} label={t.label} sx={{ textTransform: 'none' }} />
        ))}
      </Tabs>
      {tabs[tab]?.content}
    </Box>
  );
}
