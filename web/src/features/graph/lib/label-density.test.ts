import { describe, expect, it } from 'vitest';
import {
  DENSE,
  edgeLabelled,
  FULL_LABEL_ZOOM,
  type LabelBox,
  placeLabels,
  visibleLabels,
  type wantedLabels,
} from './label-density.ts';

const focus = (over: Partial<Parameters<typeof wantedLabels>[2]> = {}) => ({
  rootKey: 'root',
  hovered: null,
  selected: new Set<string>(),
  pinned: new Set<string>(),
  ...over,
});

// The root, one neighbour (the hub) and n leaves on the hub (an expansion); labels far apart.
const star = (n: number) => {
  const keys = ['root', 'hub', ...Array.from({ length: n }, (_, i) => `n${i}`)];
  const edges = [{ source: 'hub', target: 'root' }, ...keys.slice(2).map((k) => ({ source: k, target: 'hub' }))];
  const boxes: LabelBox[] = keys.map((key, i) => ({ key, x: i * 200, y: 0, width: 100, height: 14 }));
  return { keys, edges, boxes };
};

describe('label density', () => {
  it('names every node of a small graph', () => {
    const { boxes, edges } = star(DENSE - 2);
    expect(visibleLabels(boxes, edges, focus(), 1).size).toBe(DENSE);
  });

  it('past the density names only the root and its neighbours, and the hovered, selected and pinned nodes and theirs', () => {
    const { boxes, edges } = star(50);
    edges.push({ source: 'n3', target: 'n4' });
    expect([...visibleLabels(boxes, edges, focus(), 1).keys()].sort()).toEqual(['hub', 'root']);
    const shown = visibleLabels(
      boxes,
      edges,
      focus({ hovered: 'n3', selected: new Set(['n10']), pinned: new Set(['n20']) }),
      1,
    );
    expect([...shown.keys()].sort()).toEqual(['hub', 'n10', 'n20', 'n3', 'n4', 'root'].sort());
    // Selecting the hub names its 50 leaves (each has room here).
    expect(visibleLabels(boxes, edges, focus({ selected: new Set(['hub']) }), 1).size).toBe(52);
  });

  it('names every node once zoomed in past the threshold', () => {
    const { boxes, edges } = star(50);
    expect(visibleLabels(boxes, edges, focus(), FULL_LABEL_ZOOM - 0.1).size).toBe(2);
    expect(visibleLabels(boxes, edges, focus(), FULL_LABEL_ZOOM).size).toBe(52);
  });

  it('never draws two labels on each other: the more important one wins', () => {
    const boxes: LabelBox[] = [
      { key: 'a', x: 0, y: 0, width: 100, height: 14 },
      { key: 'b', x: 50, y: 5, width: 100, height: 14 },
      { key: 'c', x: 101, y: 0, width: 100, height: 14 },
    ];
    expect(
      [
        ...placeLabels(
          boxes,
          new Map([
            ['a', 4],
            ['b', 0],
            ['c', 4],
          ]),
        ).keys(),
      ].sort(),
    ).toEqual(['b']);
    expect(
      [
        ...placeLabels(
          boxes,
          new Map([
            ['a', 0],
            ['b', 4],
            ['c', 4],
          ]),
        ).keys(),
      ].sort(),
    ).toEqual(['a', 'c']);
    // A label whose spot below is taken goes above its node when that is free.
    const withAbove = boxes.map((b) => ({ ...b, aboveY: b.y - 40 }));
    expect(
      placeLabels(
        withAbove,
        new Map([
          ['a', 4],
          ['b', 0],
          ['c', 4],
        ]),
      ),
    ).toEqual(
      new Map([
        ['b', 'below'],
        ['a', 'above'],
        ['c', 'above'],
      ]),
    );
    // 50 labels stacked on one spot: one is drawn.
    const stack = Array.from({ length: 50 }, (_, i) => ({ key: `s${i}`, x: i, y: i / 10, width: 100, height: 14 }));
    expect(visibleLabels(stack, [], { ...focus(), rootKey: null }, 3).size).toBe(1);
  });

  it('keeps a label off other nodes’ dots, except the hovered or selected node’s and the root’s', () => {
    const label: LabelBox = { key: 'a', x: 0, y: 10, width: 100, height: 14 };
    const dots: LabelBox[] = [
      { key: 'a', x: 45, y: 0, width: 10, height: 10 },
      { key: 'b', x: 80, y: 12, width: 10, height: 10 },
    ];
    expect(placeLabels([label], new Map([['a', 4]]), dots).size).toBe(0);
    expect(placeLabels([label], new Map([['a', 4]]), dots.slice(0, 1)).size).toBe(1);
    expect(placeLabels([label], new Map([['a', 0]]), dots).size).toBe(1);
  });

  it('names a link only when it or one of its ends is hovered or selected', () => {
    const e = { source: 'a', target: 'b' };
    expect(edgeLabelled(e, { hovered: null, selected: new Set() }, false)).toBe(false);
    expect(edgeLabelled(e, { hovered: 'b', selected: new Set() }, false)).toBe(true);
    expect(edgeLabelled(e, { hovered: null, selected: new Set(['a']) }, false)).toBe(true);
    expect(edgeLabelled(e, { hovered: null, selected: new Set(['c']) }, true)).toBe(true);
  });
});
