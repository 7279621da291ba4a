import type { TDatePrecision } from '@intel/contracts';

export type DatedItem = { key: string; date: string; precision: TDatePrecision };
export type Span = { start: number; end: number };
export type PlacedItem<T extends DatedItem> = T &
  Span & {
    x: number;
    width: number;
    lane: number;
    /** Which side of its bar the label goes: after it, or before it when the axis ends first. */
    labelSide: 'after' | 'before';
    /** Pixels the label may use on that side, inside the drawing (the label is cut to fit). */
    labelRoom: number;
  };

const utc = (y: number, m = 0, d = 1) => Date.UTC(y, m, d);

/**
 * The stretch of time a partial date honestly covers: a year-only date is the whole year, a
 * month-only date the whole month, a full date one day — never its first day passed off as known.
 */
export function spanOf(date: string, precision: TDatePrecision): Span {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  if (precision === 'year') return { start: utc(y), end: utc(y + 1) };
  if (precision === 'month') return { start: utc(y, m - 1), end: utc(y, m) };
  return { start: utc(y, m - 1, d), end: utc(y, m - 1, d + 1) };
}

/**
 * Places dated items on a horizontal axis of `width` pixels: each item spans its partial date
 * (at least `minWidth` px so a day stays visible), and overlapping items (bars and the room
 * `reserve` keeps for their labels) go to separate lanes so nothing covers anything else.
 */
export function layoutTimeline<T extends DatedItem>(
  items: T[],
  width: number,
  minWidth = 6,
  /** Room an item needs after its bar (its label), so labels do not run into the next bar. */
  reserve: (item: T) => number = () => 0,
): { placed: PlacedItem<T>[]; from: number; to: number; lanes: number } {
  if (!items.length) return { placed: [], from: 0, to: 0, lanes: 0 };
  const spans = items.map((i) => ({ item: i, ...spanOf(i.date, i.precision) }));
  const from = Math.min(...spans.map((s) => s.start));
  const to = Math.max(...spans.map((s) => s.end));
  const scale = width / Math.max(1, to - from);
  const laneEnds: number[] = [];
  const placed = spans
    .sort((a, b) => a.start - b.start || b.end - a.end)
    .map(({ item, start, end }) => {
      const x = (start - from) * scale;
      const w = Math.max(minWidth, (end - start) * scale);
      const want = reserve(item);
      const roomAfter = Math.max(0, width - (x + w + 2));
      const roomBefore = Math.max(0, x - 2);
      // The label stays inside the drawing: after the bar if it fits there, else on the roomier side.
      const labelSide = want <= roomAfter || roomAfter >= roomBefore ? 'after' : 'before';
      const labelRoom = Math.min(want, labelSide === 'after' ? roomAfter : roomBefore);
      const occupiedFrom = labelSide === 'after' ? x : x - 2 - labelRoom;
      const occupiedTo = labelSide === 'after' ? x + w + 2 + labelRoom : x + w + 2;
      let lane = laneEnds.findIndex((e) => e <= occupiedFrom);
      if (lane === -1) lane = laneEnds.push(0) - 1;
      laneEnds[lane] = occupiedTo;
      return { ...item, start, end, x, width: w, lane, labelSide, labelRoom } as PlacedItem<T>;
    });
  return { placed, from, to, lanes: laneEnds.length };
}

/** Axis ticks: one per year, or per decade when the years would crowd. */
export function yearTicks(from: number, to: number, width: number): { x: number; label: string }[] {
  if (to <= from) return [];
  const first = new Date(from).getUTCFullYear();
  const last = new Date(to).getUTCFullYear();
  const years = last - first + 1;
  const step = years * 40 > width ? (years * 4 > width ? 10 * Math.ceil(years / (width / 40) / 10) : 10) : 1;
  const ticks: { x: number; label: string }[] = [];
  const scale = width / (to - from);
  for (let y = Math.ceil(first / step) * step; y <= last; y += step) {
    const t = utc(y);
    if (t >= from && t <= to) ticks.push({ x: (t - from) * scale, label: String(y) });
  }
  return ticks;
}
