import type { TTableColumnsPref } from '@intel/contracts';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Box, Button, Checkbox, Divider, FormControlLabel, IconButton, Popover, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { moveColumn, orderedKeys, toggleColumn } from '../lib/table-prefs.ts';

type Props = {
  /** Every column the screen offers, in the screen's order. */
  columns: { key: string; label: string }[];
  prefs: TTableColumnsPref;
  onChange: (next: TTableColumnsPref) => void;
  onReset: () => void;
};

/**
 * The "Columns" button of a wide table (docs/ux.md): show or hide each column (the last shown one
 * stays), move it up or down with buttons — the keyboard's way to reorder — and reset the layout.
 * Widths are changed on the header's edge; "Reset columns" also forgets them.
 */
export function ColumnMenu({ columns, prefs, onChange, onReset }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [refocus, setRefocus] = useState<{ key: string; by: -1 | 1 } | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const titleId = useId();
  const keys = columns.map((c) => c.key);
  const labelOf = new Map(columns.map((c) => [c.key, c.label]));
  const order = orderedKeys(keys, prefs);
  const shown = keys.filter((k) => !prefs.hidden.includes(k));

  // A moved row is re-rendered in its new place: keep focus on its button, or on the other one at an end.
  useEffect(() => {
    if (!refocus || !list.current) return;
    const button = (by: number) =>
      list.current?.querySelector<HTMLButtonElement>(`[data-move="${CSS.escape(refocus.key)}:${by}"]`);
    const same = button(refocus.by);
    (same && !same.disabled ? same : button(-refocus.by))?.focus();
    setRefocus(null);
  }, [refocus]);

  const move = (key: string, by: -1 | 1) => {
    onChange(moveColumn(prefs, keys, key, by));
    setRefocus({ key, by });
  };

  return (
    <>
      <Button
        startIcon={<ViewColumnIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="dialog"
        aria-expanded={!!anchor}
      >
        Columns
      </Button>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 300, maxHeight: 480 } } }}
      >
        <Typography id={titleId} variant="subtitle2" component="p" sx={{ px: 2, pt: 1.5 }}>
          Columns
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2 }}>
          Shown columns, in order. To resize, drag a header's edge or focus it and use ← →.
        </Typography>
        <Box component="ul" ref={list} sx={{ listStyle: 'none', m: 0, px: 1, py: 0.5 }}>
          {order.map((key, i) => {
            const label = labelOf.get(key) ?? key;
            const visible = !prefs.hidden.includes(key);
            return (
              <Box component="li" key={key} sx={{ display: 'flex', alignItems: 'center' }}>
                <FormControlLabel
                  sx={{ flex: 1, mr: 0, minWidth: 0 }}
                  control={
                    <Checkbox
                      size="small"
                      checked={visible}
                      // The last shown column cannot be hidden: a table with no column says nothing.
                      disabled={visible && shown.length <= 1}
                      onChange={() => onChange(toggleColumn(prefs, keys, key))}
                    />
                  }
                  label={label}
                />
                <IconButton
                  size="small"
                  aria-label={`Move ${label} up`}
                  data-move={`${key}:-1`}
                  disabled={i === 0}
                  onClick={() => move(key, -1)}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Move ${label} down`}
                  data-move={`${key}:1`}
                  disabled={i === order.length - 1}
                  onClick={() => move(key, 1)}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
              </Box>
            );
          })}
        </Box>
        <Divider />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 1, py: 0.5 }}>
          <Button onClick={onReset}>Reset columns</Button>
          <Button onClick={() => setAnchor(null)}>Done</Button>
        </Box>
      </Popover>
    </>
  );
}
