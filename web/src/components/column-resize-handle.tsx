import { Box } from '@mui/material';
import { type KeyboardEvent, type PointerEvent, useLayoutEffect, useRef, useState } from 'react';
import { clampWidth, MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from '../lib/table-prefs.ts';

/** Arrow keys change a column's width by this much. */
export const RESIZE_STEP_PX = 16;

/**
 * The right edge of a header cell: drag it (mouse, pen or touch) or focus it and press ←/→ to
 * change the column's width. A focusable separator with its value, as WAI-ARIA's window splitter.
 */
export function ColumnResizeHandle(props: { label: string; width?: number; onResize: (px: number) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; width: number } | null>(null);
  const [measured, setMeasured] = useState(0);
  const cellWidth = () => ref.current?.parentElement?.getBoundingClientRect().width ?? 0;

  // aria-valuenow is the width on screen, also before the user has set one.
  useLayoutEffect(() => {
    const w = Math.round(cellWidth());
    if (w !== measured) setMeasured(w);
  });

  const now = props.width ?? measured;
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.preventDefault();
    e.stopPropagation();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { x: e.clientX, width: cellWidth() };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current) props.onResize(clampWidth(drag.current.width + e.clientX - drag.current.x));
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    drag.current = null;
    e.currentTarget.releasePointerCapture?.(e.pointerId);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const by = e.key === 'ArrowRight' ? RESIZE_STEP_PX : e.key === 'ArrowLeft' ? -RESIZE_STEP_PX : 0;
    if (!by) return;
    e.preventDefault();
    props.onResize(clampWidth((props.width ?? cellWidth()) + by));
  };

  return (
    <Box
      ref={ref}
      role="separator"
      aria-orientation="vertical"
      // Named by its title, not aria-label: a field labelled "Name" on a form opened over the list
      // must not match "Resize Name" (getByLabel in the browser tests, and label search in assistive
      // tools, match aria-label text by substring). The accessible name is the same.
      title={`Resize ${props.label}`}
      aria-valuenow={now}
      aria-valuemin={MIN_COLUMN_WIDTH}
      aria-valuemax={MAX_COLUMN_WIDTH}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      onClick={(e) => e.stopPropagation()}
      sx={{
        position: 'absolute',
        top: 0,
        right: 0,
        bottom: 0,
        width: 9,
        cursor: 'col-resize',
        touchAction: 'none',
        zIndex: 1,
        '&::after': {
          content: '""',
          position: 'absolute',
          top: '25%',
          bottom: '25%',
          right: 4,
          borderRight: 1,
          borderColor: 'divider',
        },
        // The table's own border ends the last column.
        'th:last-of-type > &:not(:hover):not(:focus-visible)::after': { display: 'none' },
        '&:hover::after, &:focus-visible::after': {
          top: 0,
          bottom: 0,
          borderRight: 3,
          borderColor: 'primary.main',
          right: 3,
        },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    />
  );
}
