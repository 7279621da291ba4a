import type { TGraphKind, TGraphNode } from '@intel/contracts';
import { Box, Paper, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTimeline } from '../lib/get-timeline.ts';
import { layoutTimeline, yearTicks } from '../lib/timeline-layout.ts';
import { KIND_COLOURS, nodeHref } from './graph-style.ts';

/** Drawn at the container's own width (1 unit = 1 px), so labels stay 12 px on a phone too. */
const DEFAULT_WIDTH = 1000;
const LANE = 26;
const AXIS = 24;

const CHAR = 6.5;
const MAX_CHARS = 36;

/** What the bar's label says: the event and the record ("Founded: Tidewater Labs", "Born: …", "Invested: …"). */
export const eventLabel = (node: TGraphNode) => (node.date_label ? `${node.date_label}: ${node.label}` : node.label);

/** The label cut to the room it has (about 6.5 px a character at 12 px). */
function fitLabel(text: string, room: number) {
  const chars = Math.min(MAX_CHARS, Math.floor((room - 6) / CHAR));
  if (chars < 4) return '';
  return text.length > chars ? `${text.slice(0, chars - 1)}…` : text;
}

const PRECISION_WORDS = { year: 'year only', month: 'month only', day: 'exact day' } as const;

function describe(node: TGraphNode) {
  return `${node.date_label ?? 'Dated'} ${node.date?.slice(0, node.date_precision === 'year' ? 4 : node.date_precision === 'month' ? 7 : 10)} (${node.date_precision ? PRECISION_WORDS[node.date_precision] : ''}): ${node.label}`;
}

/**
 * The dated events of a record and its neighbours on one axis. A partial date is drawn as the
 * span it honestly covers (a year-only founding date is a year-wide bar), and every bar is a link
 * with a spoken description, so the chart reads the same to a screen reader and a keyboard.
 */
export function Timeline({ kind, id, title = 'Timeline' }: { kind: TGraphKind; id: number; title?: string }) {
  const navigate = useNavigate();
  const { data, isPending, error } = useTimeline(kind, id);
  const box = useRef<HTMLDivElement>(null);
  const [WIDTH, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(300, Math.round(entry.contentRect.width)));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const items = (data?.events ?? [])
    .filter((e) => e.node.date && e.node.date_precision)
    .map((e) => ({
      key: e.node.key,
      date: e.node.date as string,
      precision: e.node.date_precision!,
      node: e.node,
      own: e.own,
    }));
  const { placed, from, to, lanes } = layoutTimeline(
    items,
    WIDTH - 4,
    6,
    (i) => 12 + CHAR * Math.min(MAX_CHARS, eventLabel(i.node).length),
  );
  const height = AXIS + Math.max(1, lanes) * LANE + 4;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} ref={box}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {isPending ? (
        <Typography color="text.secondary">Loading the timeline…</Typography>
      ) : error ? (
        <Typography color="error">The timeline could not be loaded: {error.message}</Typography>
      ) : !placed.length ? (
        <Typography color="text.secondary">
          No dated events yet: founding, birth, investment and publication dates appear here.
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <svg
            viewBox={`0 0 ${WIDTH} ${height}`}
            width="100%"
            style={{ display: 'block' }}
            aria-label={`${title}: ${placed.length} dated events`}
            data-testid="timeline"
          >
            {yearTicks(from, to, WIDTH - 4).map((t) => (
              <g key={t.label}>
                <line x1={t.x + 2} x2={t.x + 2} y1={0} y2={height} stroke="#e0e0e0" />
                <text
                  x={t.x + 40 > WIDTH ? t.x : t.x + 4}
                  textAnchor={t.x + 40 > WIDTH ? 'end' : 'start'}
                  y={14}
                  fontSize={12}
                  fill="#555"
                >
                  {t.label}
                </text>
              </g>
            ))}
            {placed.map((p) => {
              const href = nodeHref(p.node);
              const y = AXIS + p.lane * LANE;
              const bar = (
                <>
                  <title>{describe(p.node)}</title>
                  <rect
                    x={p.x + 2}
                    y={y}
                    width={p.width}
                    height={LANE - 8}
                    rx={3}
                    fill={KIND_COLOURS[p.node.kind]}
                    fillOpacity={p.precision === 'day' ? 1 : 0.45}
                    stroke={KIND_COLOURS[p.node.kind]}
                    strokeWidth={p.own ? 2 : 1}
                    data-precision={p.precision}
                    data-key={p.key}
                  />
                  <text
                    x={p.labelSide === 'after' ? p.x + p.width + 6 : p.x - 2}
                    textAnchor={p.labelSide === 'after' ? 'start' : 'end'}
                    y={y + LANE - 12}
                    fontSize={12}
                    fill="#222"
                  >
                    {fitLabel(eventLabel(p.node), p.labelRoom)}
                  </text>
                </>
              );
              return href ? (
                // Named by its <title> (the whole label), not aria-label: the visible text is cut short (WCAG 2.5.3).
                <a
                  key={p.key}
                  href={href}
                  onClick={(e) => {
                    e.preventDefault();
                    navigate(href);
                  }}
                >
                  {bar}
                </a>
              ) : (
                <g key={p.key} aria-label={describe(p.node)}>
                  {bar}
                </g>
              );
            })}
          </svg>
          {data?.truncated && (
            <Typography variant="caption" color="text.secondary">
              Showing the first 500 neighbours’ events.
            </Typography>
          )}
        </Box>
      )}
    </Paper>
  );
}
