import { type TFactTree, ZFactTree } from '@intel/contracts';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Link,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { api } from '../../../lib/api-client.ts';
import { isAdmin, useAuth } from '../../../lib/auth-store.ts';

function filterTree(tree: TFactTree, text: string): TFactTree {
  const q = text.trim().toLowerCase();
  if (!q) return tree;
  return tree
    .map((c) => ({
      ...c,
      sections: c.sections
        .map((s) => ({
          ...s,
          facts:
            s.name.toLowerCase().includes(q) || c.name.toLowerCase().includes(q)
              ? s.facts
              : s.facts.filter((f) => f.text.toLowerCase().includes(q)),
        }))
        .filter((s) => s.facts.length || s.name.toLowerCase().includes(q)),
    }))
    .filter((c) => c.sections.length || c.name.toLowerCase().includes(q));
}

/** `facts/view`: the Intelbooks as an expandable outline with a filter box; each visitor sees what they may. */
export function FactsViewScreen() {
  const auth = useAuth();
  const [filter, setFilter] = useState('');
  const { data, error, isPending } = useQuery({
    queryKey: ['/facts', 'tree', auth?.id ?? 'public'],
    queryFn: () => api('/facts/tree/', { schema: ZFactTree }),
  });
  const shown = useMemo(() => filterTree(data ?? [], filter), [data, filter]);
  if (isPending) return <FullPageSpinner />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Intelbooks
        </Typography>
        <TextField size="small" label="Filter facts" value={filter} onChange={(e) => setFilter(e.target.value)} />
        {isAdmin(auth) && (
          <Button component={RouterLink} to="/facts">
            Manage
          </Button>
        )}
      </Box>
      {shown.length === 0 && (
        <Alert severity="info">{filter ? 'No facts match.' : 'There are no Intelbooks to show yet.'}</Alert>
      )}
      {shown.map((c) => (
        <Box key={c.id} sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2">
            {c.name}
          </Typography>
          {c.description && (
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {c.description}
            </Typography>
          )}
          {c.sections.map((s) => (
            <Accordion key={s.id} defaultExpanded disableGutters variant="outlined">
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography sx={{ fontWeight: 600 }}>{s.name}</Typography>
              </AccordionSummary>
              <AccordionDetails>
                <List dense aria-label={s.name}>
                  {s.facts.map((f) => (
                    <ListItem key={f.id} disableGutters sx={{ display: 'list-item', listStyle: 'disc', ml: 3 }}>
                      <ListItemText
                        primary={f.text}
                        secondary={f.source_links.map((l) => (
                          <Link key={l} href={l} target="_blank" rel="noopener noreferrer" sx={{ mr: 1 }}>
                            {new URL(l).hostname}
                          </Link>
                        ))}
                      />
                    </ListItem>
                  ))}
                  {s.facts.length === 0 && <Typography color="text.secondary">No facts in this section.</Typography>}
                </List>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      ))}
    </Box>
  );
}
