import type { TFactTree } from '@intel/contracts';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Link,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';

/** The part of the outline whose category, section or fact text contains `text` (case-insensitive). */
export function filterTree(tree: TFactTree, text: string): TFactTree {
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

function hostOf(link: string): string {
  try {
    return new URL(link).hostname;
  } catch {
    return link;
  }
}

/** Categories → expandable sections → bulleted facts with their source links (facts/view and s/{code}). */
export function FactOutline({ tree, empty }: { tree: TFactTree; empty: string }) {
  if (tree.length === 0) return <Alert severity="info">{empty}</Alert>;
  return (
    <>
      {tree.map((c) => (
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
                {s.description && (
                  <Typography color="text.secondary" sx={{ mb: 1 }}>
                    {s.description}
                  </Typography>
                )}
                <List dense aria-label={s.name}>
                  {s.facts.map((f) => (
                    <ListItem key={f.id} disableGutters sx={{ display: 'list-item', listStyle: 'disc', ml: 3 }}>
                      <ListItemText
                        primary={f.text}
                        secondary={f.source_links.map((l) => (
                          <Link key={l} href={l} target="_blank" rel="noopener noreferrer" sx={{ mr: 1 }}>
                            {hostOf(l)}
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
    </>
  );
}
