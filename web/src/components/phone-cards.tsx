import { Box, Checkbox, Typography } from '@mui/material';
import type { Column } from './resource-table-column.ts';

/**
 * Below the md breakpoint a table's rows are cards (docs/ux.md): the first column as the title and
 * two or three short fields under it, instead of a 900 px table scrolling sideways inside a card.
 */
export function PhoneCards<T extends { id: number }>(props: {
  rows: T[];
  noun: string;
  columns: Column<T>[];
  cardColumns: Column<T>[];
  /** null: the user cannot select rows. */
  selected: number[] | null;
  toggle: (id: number) => void;
  nameOf: (row: T) => string;
  /** Opens a row's record (the table remembers it is leaving before it navigates). */
  onOpen?: (row: T) => void;
  empty: string | null;
}) {
  const title = props.columns[0];
  if (props.rows.length === 0 && props.empty)
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {props.empty}
      </Typography>
    );
  return (
    <Box component="ul" aria-label={props.noun} data-testid="phone-cards" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {props.rows.map((row) => (
        <Box
          component="li"
          key={row.id}
          onClick={(e: React.MouseEvent) => {
            if ((e.target as HTMLElement).closest('input,button,a')) return;
            props.onOpen?.(row);
          }}
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'flex-start',
            px: 1.5,
            py: 1.25,
            borderTop: 1,
            borderColor: 'divider',
            cursor: props.onOpen ? 'pointer' : undefined,
            bgcolor: props.selected?.includes(row.id) ? 'action.selected' : undefined,
          }}
        >
          {props.selected && (
            <Checkbox
              size="small"
              sx={{ mt: -0.5, ml: -1 }}
              checked={props.selected.includes(row.id)}
              onChange={() => props.toggle(row.id)}
              slotProps={{ input: { 'aria-label': `Select ${props.nameOf(row)}` } }}
            />
          )}
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{title?.render(row)}</Box>
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                columnGap: 2,
                rowGap: 0.5,
                mt: 0.5,
                alignItems: 'center',
                typography: 'body2',
                color: 'text.secondary',
              }}
            >
              {props.cardColumns.map((c) => (
                <Box key={c.key} component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
                  {c.key !== 'visibility' && (
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      {c.label}:
                    </Box>
                  )}
                  <Box component="span" sx={{ color: 'text.primary' }}>
                    {c.render(row) || '—'}
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
