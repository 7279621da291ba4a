import { OPERATOR_DEFAULT_LIMIT, OPERATOR_KIND_META, type TOperatorChip, type TOperatorQuery } from '@intel/contracts';
import AddIcon from '@mui/icons-material/Add';
import CancelIcon from '@mui/icons-material/Cancel';
import { Box, Button, Chip, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { ChipEditor, type EditTarget } from './chip-editor.tsx';

const CONTEXT_FILTERS = new Set(['raw_data', 'id', 'library']);

function removePart(query: TOperatorQuery, key: string): TOperatorQuery {
  if (key === 'search') return { ...query, search: null };
  if (key === 'ordering') return { ...query, ordering: null };
  if (key === 'limit') return { ...query, limit: OPERATOR_DEFAULT_LIMIT };
  const index = Number(key.slice('filter:'.length));
  return { ...query, filters: query.filters.filter((_f, i) => i !== index) };
}

/**
 * The query as chips: click (or Enter) edits one, its cross (or Delete/Backspace) removes it;
 * either way the screen reruns the query. The kind cannot be removed, only changed.
 */
export function QueryChips({
  query,
  chips,
  disabled,
  onChange,
}: {
  query: TOperatorQuery;
  chips: TOperatorChip[];
  disabled: boolean;
  onChange: (query: TOperatorQuery) => void;
}) {
  const [editing, setEditing] = useState<EditTarget | null>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const meta = OPERATOR_KIND_META[query.kind];
  const targetOf = (chip: TOperatorChip): EditTarget => {
    if (!chip.key.startsWith('filter:')) return { part: chip.key as 'kind' | 'search' | 'ordering' | 'limit' };
    const index = Number(chip.key.slice('filter:'.length));
    return { part: 'filter', index, name: query.filters[index]?.name ?? '', values: chip.values ?? [] };
  };
  const removable = (key: string) =>
    key === 'search' ||
    key.startsWith('filter:') ||
    (key === 'ordering' && query.ordering !== null) ||
    (key === 'limit' && query.limit !== OPERATOR_DEFAULT_LIMIT);
  // Join filters (`employer.hq_geo`) come from questions; the menu offers the kind's own filters.
  const addable = Object.entries(meta.filters).filter(([name]) => !CONTEXT_FILTERS.has(name) && !name.includes('.'));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }} role="group" aria-label="Query">
      {chips.map((chip) => (
        <Chip
          key={chip.key}
          label={chip.label}
          color={chip.key === 'kind' ? 'primary' : 'default'}
          variant={
            chip.key === 'kind' || chip.key.startsWith('filter:') || chip.key === 'search' ? 'filled' : 'outlined'
          }
          disabled={disabled}
          onClick={() => setEditing(targetOf(chip))}
          onDelete={removable(chip.key) ? () => onChange(removePart(query, chip.key)) : undefined}
          deleteIcon={<CancelIcon aria-label={`Remove ${chip.label}`} />}
          data-chip={chip.key}
        />
      ))}
      <Button size="small" startIcon={<AddIcon />} onClick={(e) => setMenu(e.currentTarget)} disabled={disabled}>
        Add filter
      </Button>
      <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
        {addable.map(([name, f]) => (
          <MenuItem
            key={name}
            onClick={() => {
              setMenu(null);
              setEditing({ part: 'filter', index: null, name, values: [] });
            }}
          >
            {f.label}
          </MenuItem>
        ))}
      </Menu>
      {editing && (
        <ChipEditor
          query={query}
          target={editing}
          onClose={() => setEditing(null)}
          onSave={(next) => {
            setEditing(null);
            onChange(next);
          }}
        />
      )}
    </Box>
  );
}
