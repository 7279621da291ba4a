/**
 * Which node labels the network draws. A small graph shows every name; past DENSE nodes only the
 * names that matter now — the hovered, selected and pinned nodes and their neighbours, then the
 * root and its own neighbours — until the analyst zooms in past FULL_LABEL_ZOOM. Whatever is
 * wanted is then placed greedily, most important first, and a label that would overlap one already
 * placed (or another node's dot) is left out, so names never stack on each other.
 */
export const DENSE = 15;
export const FULL_LABEL_ZOOM = 1.6;

export type LabelFocus = {
  rootKey: string | null;
  hovered: string | null;
  selected: ReadonlySet<string>;
  pinned: ReadonlySet<string>;
};

/** The nodes whose labels are wanted, each with a priority (lower is drawn first). */
export function wantedLabels(
  keys: readonly string[],
  edges: readonly { source: string; target: string }[],
  focus: LabelFocus,
  zoom: number,
): Map<string, number> {
  const wanted = new Map<string, number>();
  const present = new Set(keys);
  const want = (key: string | null, priority: number) => {
    if (key === null || !present.has(key)) return;
    const before = wanted.get(key);
    if (before === undefined || priority < before) wanted.set(key, priority);
  };
  const focal = [focus.hovered, ...focus.selected, ...focus.pinned].filter((k): k is string => k !== null);
  want(focus.hovered, 0);
  for (const k of focus.selected) want(k, 1);
  for (const k of focus.pinned) want(k, 2);
  want(focus.rootKey, 2);
  const near = new Set(focal);
  for (const e of edges) {
    if (near.has(e.source)) want(e.target, 3);
    if (near.has(e.target)) want(e.source, 3);
  }
  for (const e of edges) {
    if (e.source === focus.rootKey) want(e.target, 4);
    if (e.target === focus.rootKey) want(e.source, 4);
  }
  if (keys.length <= DENSE || zoom >= FULL_LABEL_ZOOM) for (const k of keys) want(k, 5);
  return wanted;
}

export type LabelBox = {
  key: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Where the label goes above its node instead (y), tried when below is taken. */
  aboveY?: number;
};
export type LabelSide = 'below' | 'above';

const overlaps = (a: LabelBox, b: LabelBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Places the wanted labels (boxes in screen pixels) by priority, below their node or else above
 * it; a spot overlapping a placed label, or an obstacle of another key (a node's dot), is not
 * used, and a label with no free spot is left out. Returns the drawn labels and their side.
 */
export function placeLabels(
  boxes: readonly LabelBox[],
  priority: ReadonlyMap<string, number>,
  obstacles: readonly LabelBox[] = [],
): Map<string, LabelSide> {
  const order = boxes
    .filter((b) => priority.has(b.key))
    .sort((a, b) => (priority.get(a.key) ?? 9) - (priority.get(b.key) ?? 9));
  const placed: LabelBox[] = [];
  const sides = new Map<string, LabelSide>();
  for (const box of order) {
    // The hovered or selected node's and the root's names may cross a dot; the others keep off dots.
    const strict = (priority.get(box.key) ?? 9) > 2;
    const free = (b: LabelBox) =>
      !placed.some((p) => overlaps(p, b)) && !(strict && obstacles.some((o) => o.key !== box.key && overlaps(o, b)));
    const above = box.aboveY === undefined ? null : { ...box, y: box.aboveY };
    if (free(box)) {
      placed.push(box);
      sides.set(box.key, 'below');
    } else if (above && free(above)) {
      placed.push(above);
      sides.set(box.key, 'above');
    }
  }
  return sides;
}

/** The labels drawn for a graph: the density rule, then collision avoidance. */
export function visibleLabels(
  boxes: readonly LabelBox[],
  edges: readonly { source: string; target: string }[],
  focus: LabelFocus,
  zoom: number,
  dots: readonly LabelBox[] = [],
): Map<string, LabelSide> {
  const keys = boxes.map((b) => b.key);
  return placeLabels(boxes, wantedLabels(keys, edges, focus, zoom), dots);
}

/** The edges whose labels are drawn: only those touching the hovered or a selected node (or hovered themselves). */
export function edgeLabelled(
  edge: { source: string; target: string },
  focus: Pick<LabelFocus, 'hovered' | 'selected'>,
  hoveredEdge: boolean,
): boolean {
  if (hoveredEdge) return true;
  const on = (k: string) => k === focus.hovered || focus.selected.has(k);
  return on(edge.source) || on(edge.target);
}
