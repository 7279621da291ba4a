import { describe, expect, it } from 'vitest';
import { layoutTimeline, spanOf, yearTicks } from './timeline-layout.ts';

const day = 86_400_000;

describe('timeline layout', () => {
  it('draws a year-only date as the whole year and a month-only date as the whole month', () => {
    const year = spanOf('2019-01-01', 'year');
    expect(year).toEqual({ start: Date.UTC(2019, 0, 1), end: Date.UTC(2020, 0, 1) });
    const month = spanOf('2019-09-01', 'month');
    expect(month).toEqual({ start: Date.UTC(2019, 8, 1), end: Date.UTC(2019, 9, 1) });
    expect(spanOf('2019-09-12', 'day').end - spanOf('2019-09-12', 'day').start).toBe(day);
  });

  it('gives a year-only date twelve times the width of a month and puts overlapping spans in separate lanes', () => {
    const { placed, lanes } = layoutTimeline(
      [
        { key: 'founded', date: '2019-01-01', precision: 'year' as const },
        { key: 'invested', date: '2019-09-01', precision: 'month' as const },
        { key: 'published', date: '2021-03-12', precision: 'day' as const },
      ],
      1000,
      0,
    );
    const by = Object.fromEntries(placed.map((p) => [p.key, p]));
    expect(by.founded?.x).toBe(0);
    expect((by.founded?.width ?? 0) / (by.invested?.width ?? 1)).toBeCloseTo(365 / 30, 0);
    // The month lies inside the year: it cannot share its lane.
    expect(by.invested?.lane).not.toBe(by.founded?.lane);
    expect(by.published?.x).toBeGreaterThan((by.founded?.x ?? 0) + (by.founded?.width ?? 0));
    expect(lanes).toBe(2);
  });

  it('keeps a single day visible at a minimum width, and ticks years or decades by the room there is', () => {
    const { placed } = layoutTimeline(
      [
        { key: 'a', date: '1950-01-01', precision: 'year' as const },
        { key: 'b', date: '2020-05-05', precision: 'day' as const },
      ],
      700,
      6,
    );
    expect(placed.find((p) => p.key === 'b')?.width).toBe(6);
    const ticks = yearTicks(Date.UTC(1950, 0, 1), Date.UTC(2021, 0, 1), 700);
    expect(ticks[0]?.label).toBe('1950');
    expect(ticks.every((t) => Number(t.label) % 10 === 0)).toBe(true);
    expect(yearTicks(Date.UTC(2019, 0, 1), Date.UTC(2022, 0, 1), 700).map((t) => t.label)).toEqual([
      '2019',
      '2020',
      '2021',
      '2022',
    ]);
  });

  it('keeps room for labels: a bar whose label would run into the next goes to another lane', () => {
    const items = [
      { key: 'a', date: '2000-01-01', precision: 'year' as const },
      { key: 'b', date: '2002-01-01', precision: 'year' as const },
    ];
    expect(layoutTimeline(items, 1000, 6).lanes).toBe(1);
    expect(layoutTimeline(items, 1000, 6, () => 400).lanes).toBe(2);
  });

  it('keeps every label inside the drawing and off other bars: near the axis end it goes before its bar', () => {
    const items = [
      { key: 'a', date: '2000-01-01', precision: 'year' as const },
      { key: 'b', date: '2003-01-01', precision: 'year' as const },
    ];
    const { placed } = layoutTimeline(items, 1000, 6, () => 300);
    const a = placed.find((p) => p.key === 'a')!;
    const b = placed.find((p) => p.key === 'b')!;
    expect(a.labelSide).toBe('after');
    expect(b.labelSide).toBe('before');
    expect(b.labelRoom).toBe(300);
    // b's label (300 px before it) would cover a's label, so b takes another lane.
    expect(b.lane).not.toBe(a.lane);
    for (const p of placed) {
      const left = p.labelSide === 'after' ? p.x : p.x - 2 - p.labelRoom;
      const right = p.labelSide === 'after' ? p.x + p.width + 2 + p.labelRoom : p.x + p.width;
      expect(left).toBeGreaterThanOrEqual(0);
      expect(right).toBeLessThanOrEqual(1000);
    }
  });
});
