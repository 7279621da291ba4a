import { SEARCH_CHIPS, SEARCH_DEBOUNCE_MS, totalOf } from '@intel/contracts';
import ClearIcon from '@mui/icons-material/Clear';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import {
  Alert,
  Box,
  Chip,
  CircularProgress,
  Dialog,
  IconButton,
  InputAdornment,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useEntityCounts } from '../lib/counts.ts';
import { formatCount } from '../lib/format.ts';
import { resultHref } from '../lib/result-href.ts';
import { useQuickSearch } from '../lib/search-api.ts';
import { useDebounced } from '../lib/use-debounced.ts';
import { humanize } from '../lib/words.ts';

const NAV = [
  { label: 'Organizations', to: '/organizations?tab=1', kinds: ['organizations'] },
  { label: 'People', to: '/people?tab=1', kinds: ['people'] },
  { label: 'Ledger', to: '/ledger?tab=1', kinds: ['ledger_entries'] },
  { label: 'Library', to: '/library?tab=1', kinds: ['library'] },
  {
    label: 'Lists',
    to: '/lists?tab=1',
    kinds: ['library_lists', 'organizations_lists', 'people_lists', 'ledger_lists'],
  },
  { label: 'Keywords', to: '/keywords', kinds: ['keyword'] },
  { label: 'Intelbooks', to: '/facts/view/', kinds: ['facts'] },
] as const;

/** The search dialog of SPEC §2: 600×710, debounced quick search, chips, arrow keys, Enter for advanced search. */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [type, setType] = useState<string | null>(null);
  // -1: nothing highlighted yet, so Enter means advanced search.
  const [active, setActive] = useState(-1);
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const counts = useEntityCounts();
  const search = useQuickSearch(q, type, open && q.length > 0);
  // A new query or kind starts with nothing highlighted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: q and type are the triggers, not inputs
  useEffect(() => setActive(-1), [q, type]);
  const results = q ? (search.data?.results ?? []) : [];
  const nav = NAV.map((n) => ({
    ...n,
    count: n.kinds.reduce((sum, k) => sum + totalOf(counts.data?.[k as keyof typeof counts.data]), 0),
  }));
  const go = (to: string) => {
    onClose();
    navigate(to);
  };
  const onKey = (e: KeyboardEvent) => {
    const size = q ? results.length : nav.length;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => Math.min(a + 1, Math.max(size - 1, 0)));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const picked = q && active >= 0 ? results[active] : undefined;
      const navPicked = !text.trim() && active >= 0 ? nav[active] : undefined;
      if (picked) go(resultHref(picked));
      else if (navPicked) go(navPicked.to);
      else if (text.trim()) go(`/search?q=${encodeURIComponent(text.trim())}`);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 600, height: 710, maxWidth: '100%' }, 'aria-label': 'Search' } }}
    >
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            autoFocus
            fullWidth
            placeholder="Type for quick search, enter for advanced search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKey}
            slotProps={{
              // A combobox over the list below: arrow keys move aria-activedescendant, focus stays here.
              htmlInput: {
                'aria-label': 'Search',
                role: 'combobox',
                'aria-autocomplete': 'list',
                'aria-expanded': true,
                'aria-controls': q ? 'quick-search-results' : 'quick-search-navigate',
                'aria-activedescendant': active >= 0 ? `quick-search-option-${active}` : undefined,
              },
              input: {
                endAdornment: text ? (
                  <InputAdornment position="end">
                    <IconButton aria-label="Clear search" onClick={() => setText('')} edge="end">
                      <ClearIcon />
                    </IconButton>
                  </InputAdornment>
                ) : null,
              },
            }}
          />
          <Tooltip title="Ask to Operator" describeChild>
            <IconButton aria-label="Ask to Operator" onClick={() => go('/search?tab=1')}>
              <SmartToyIcon />
            </IconButton>
          </Tooltip>
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          sx={{ my: 1.5, flexWrap: 'wrap', rowGap: 1 }}
          role="group"
          aria-label="Result types"
        >
          {SEARCH_CHIPS.map((c) => (
            <Chip
              key={c.value}
              label={c.label}
              color={type === c.value ? 'primary' : 'default'}
              variant={type === c.value ? 'filled' : 'outlined'}
              onClick={() => setType(type === c.value ? null : c.value)}
              aria-pressed={type === c.value}
            />
          ))}
        </Stack>
        <Box sx={{ flex: 1, overflowY: 'auto' }}>
          {!q && (
            <List dense aria-label="Navigate" role="listbox" id="quick-search-navigate">
              {nav.map((n, i) => (
                <ListItemButton
                  key={n.label}
                  id={`quick-search-option-${i}`}
                  role="option"
                  aria-selected={i === active}
                  tabIndex={-1}
                  selected={i === active}
                  onClick={() => go(n.to)}
                >
                  <ListItemText primary={n.label} />
                  <Typography variant="body2" color="text.secondary">
                    {formatCount(n.count)}
                  </Typography>
                </ListItemButton>
              ))}
            </List>
          )}
          {q && search.isFetching && <CircularProgress size={24} aria-label="Searching" sx={{ m: 2 }} />}
          {q && search.isError && !search.isFetching && (
            <Alert severity="error">Could not search. Please try again later.</Alert>
          )}
          {q && search.isSuccess && results.length === 0 && !search.isFetching && (
            <Typography sx={{ p: 2 }} color="text.secondary">
              No results found.
            </Typography>
          )}
          {q && results.length > 0 && (
            <List dense aria-label="Results" role="listbox" id="quick-search-results">
              {results.map((r, i) => (
                <ListItemButton
                  key={`${r.type}-${r.id}`}
                  id={`quick-search-option-${i}`}
                  role="option"
                  aria-selected={i === active}
                  tabIndex={-1}
                  selected={i === active}
                  onClick={() => go(resultHref(r))}
                >
                  <ListItemText primary={r.display_name} secondary={humanize(r.type)} />
                </ListItemButton>
              ))}
            </List>
          )}
        </Box>
      </Box>
    </Dialog>
  );
}
