import type { TGraphEdge, TGraphNode } from '@intel/contracts';
import { Box } from '@mui/material';
import cytoscape, { type Core, type ElementDefinition } from 'cytoscape';
import { useCallback, useEffect, useRef } from 'react';
import { KIND_COLOURS } from '../../../components/graph-style.ts';
import { edgeLabelled, type LabelBox, visibleLabels } from '../lib/label-density.ts';

type Props = {
  nodes: TGraphNode[];
  edges: TGraphEdge[];
  rootKey: string | null;
  selected: ReadonlySet<string>;
  pinned: ReadonlySet<string>;
  /** Nodes just loaded by an expansion, placed around the node that was expanded. */
  anchorKey: string | null;
  onSelect: (key: string, additive: boolean) => void;
  onOpen: (node: TGraphNode) => void;
  onPin: (key: string) => void;
  onClear: () => void;
  /** Bumped to lay the whole graph out again (pinned nodes stay where they are). */
  layoutToken: number;
  height: number;
  label: string;
};

const edgeId = (e: TGraphEdge) => `${e.source}|${e.target}|${e.type}`;
const NODE = 18;
const ROOT = 28;

const STYLE: cytoscape.StylesheetJson = [
  {
    selector: 'node',
    style: {
      'background-color': 'data(colour)',
      label: '',
      'text-valign': 'bottom',
      'text-margin-y': 3,
      'text-wrap': 'ellipsis',
      color: '#212121',
      'text-background-color': '#fafafa',
      'text-background-opacity': 0.85,
      'text-background-padding': '1px',
      width: NODE,
      height: NODE,
    },
  },
  { selector: 'node.labelled', style: { label: 'data(label)' } },
  { selector: 'node.label-above', style: { 'text-valign': 'top', 'text-margin-y': -3 } },
  { selector: 'node.root', style: { width: ROOT, height: ROOT, 'font-weight': 'bold' } },
  // Records readers cannot see, marked for those who can: hidden dashed, paywalled dotted.
  { selector: 'node.vis-hidden', style: { 'border-width': 2, 'border-style': 'dashed', 'border-color': '#b71c1c' } },
  { selector: 'node.vis-paywalled', style: { 'border-width': 2, 'border-style': 'dotted', 'border-color': '#e65100' } },
  { selector: 'node.selected', style: { 'border-width': 3, 'border-color': '#111', 'border-style': 'solid' } },
  { selector: 'node.pinned', style: { shape: 'round-rectangle' } },
  {
    selector: 'edge',
    style: {
      width: 1.5,
      'line-color': '#9e9e9e',
      'target-arrow-color': '#9e9e9e',
      'target-arrow-shape': 'triangle',
      'curve-style': 'bezier',
      label: '',
      'font-size': 9,
      color: '#424242',
      'text-background-color': '#fff',
      'text-background-opacity': 0.8,
      'text-rotation': 'autorotate',
    },
  },
  { selector: 'edge.labelled', style: { label: 'data(label)', 'line-color': '#616161', 'z-index': 2 } },
];

/** A label's size in screen pixels at a zoom: never smaller than 11 px, at most 12 em wide. */
const labelFont = (zoom: number) => Math.max(11, 10 * zoom);

/**
 * Where fresh nodes go before the force layout: rings around the node they were expanded from,
 * about 34 px apart on each ring, turned away from the rest of the graph when that node is not
 * alone, so an expansion of 50 opens outwards instead of landing on its neighbours.
 */
function ringPositions(count: number, centre: { x: number; y: number }, away: number | null) {
  const out: { x: number; y: number }[] = [];
  const arc = away === null ? 2 * Math.PI : 1.4 * Math.PI;
  let radius = 110;
  while (out.length < count) {
    const fits = Math.max(6, Math.floor((arc * radius) / 34));
    const here = Math.min(fits, count - out.length);
    for (let i = 0; i < here; i++) {
      const t = away === null ? (2 * Math.PI * i) / here : away - arc / 2 + (arc * (i + 0.5)) / here;
      out.push({ x: centre.x + radius * Math.cos(t), y: centre.y + radius * Math.sin(t) });
    }
    radius += 60;
  }
  return out;
}

/**
 * The graph drawn with cytoscape.js (canvas 2D: no WebGL needed, so it draws in every browser and
 * in the tests' headless Chromium). React owns the data; this component only mirrors it into the
 * cytoscape instance, adding what is new instead of redrawing the whole graph.
 */
export function NetworkCanvas(props: Props) {
  const container = useRef<HTMLDivElement>(null);
  const cy = useRef<Core | null>(null);
  const handlers = useRef(props);
  handlers.current = props;
  const hovered = useRef<{ node: string | null; edge: string | null }>({ node: null, edge: null });
  const frame = useRef(0);

  /** Decides which node and edge labels are drawn (density rule, then no two overlapping). */
  const relabel = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const c = cy.current;
      if (!c || c.destroyed()) return;
      const zoom = c.zoom();
      const font = labelFont(zoom);
      const maxWidth = 12 * font;
      const boxes: LabelBox[] = [];
      const dots: LabelBox[] = [];
      c.nodes().forEach((n) => {
        const p = n.renderedPosition();
        const half = ((n.hasClass('root') ? ROOT : NODE) / 2) * zoom;
        const width = Math.min(maxWidth, 0.6 * font * String(n.data('label')).length) + 4;
        const height = font * 1.3;
        boxes.push({
          key: n.id(),
          x: p.x - width / 2,
          y: p.y + half + 2,
          width,
          height,
          aboveY: p.y - half - 2 - height,
        });
        dots.push({ key: n.id(), x: p.x - half, y: p.y - half, width: 2 * half, height: 2 * half });
      });
      const { selected, pinned, rootKey } = handlers.current;
      const focus = { rootKey, hovered: hovered.current.node, selected, pinned };
      const edges = c.edges().map((e) => ({ source: e.source().id(), target: e.target().id() }));
      const shown = visibleLabels(boxes, edges, focus, zoom, dots);
      // The named nodes, for the browser tests (the canvas itself cannot be read).
      if (container.current) container.current.dataset.labels = [...shown.keys()].join(' ');
      c.batch(() => {
        c.style()
          .selector('node')
          .style({ 'font-size': font / zoom, 'text-max-width': `${maxWidth / zoom}px` })
          .update();
        c.nodes().forEach((n) => {
          n.toggleClass('labelled', shown.has(n.id()));
          n.toggleClass('label-above', shown.get(n.id()) === 'above');
        });
        c.edges().forEach((e) => {
          const ends = { source: e.source().id(), target: e.target().id() };
          e.toggleClass('labelled', !!e.data('label') && edgeLabelled(ends, focus, hovered.current.edge === e.id()));
        });
      });
    });
  }, []);

  useEffect(() => {
    if (!container.current) return;
    const instance = cytoscape({
      container: container.current,
      style: STYLE,
      wheelSensitivity: 0.3,
      minZoom: 0.1,
      maxZoom: 4,
      boxSelectionEnabled: false,
    });
    instance.on('tap', 'node', (e) => {
      const ev = e.originalEvent as MouseEvent | undefined;
      handlers.current.onSelect(e.target.id(), !!(ev && (ev.shiftKey || ev.ctrlKey || ev.metaKey)));
    });
    instance.on('tap', (e) => {
      if (e.target === instance) handlers.current.onClear();
    });
    instance.on('dbltap', 'node', (e) => {
      const node = handlers.current.nodes.find((n) => n.key === e.target.id());
      if (node) handlers.current.onOpen(node);
    });
    // A node the user moved stays where they put it: it is pinned for later layouts.
    instance.on('dragfree', 'node', (e) => handlers.current.onPin(e.target.id()));
    // Hovering a node names it and its neighbours and the links between them; hovering a link names it.
    instance.on('mouseover', 'node', (e) => {
      hovered.current.node = e.target.id();
      relabel();
    });
    instance.on('mouseout', 'node', () => {
      hovered.current.node = null;
      relabel();
    });
    instance.on('mouseover', 'edge', (e) => {
      hovered.current.edge = e.target.id();
      relabel();
    });
    instance.on('mouseout', 'edge', () => {
      hovered.current.edge = null;
      relabel();
    });
    instance.on('zoom pan layoutstop add remove', relabel);
    instance.on('position', 'node', relabel);
    cy.current = instance;
    return () => {
      cancelAnimationFrame(frame.current);
      instance.destroy();
      cy.current = null;
    };
  }, [relabel]);

  // Mirror nodes and edges: remove what left (filters), add what is new next to its anchor.
  useEffect(() => {
    const c = cy.current;
    if (!c) return;
    const keys = new Set(props.nodes.map((n) => n.key));
    const edgeIds = new Set(props.edges.map(edgeId));
    c.batch(() => {
      c.elements().forEach((el) => {
        const key = el.id();
        if (el.isNode() ? !keys.has(key) : !edgeIds.has(key)) el.remove();
      });
      const anchor = props.anchorKey ? c.getElementById(props.anchorKey) : null;
      const centre = anchor?.nonempty() ? anchor.position() : { x: 0, y: 0 };
      // Open the expansion away from the rest of the graph (its centre of mass).
      const others = c
        .nodes()
        .filter((n) => n.id() !== props.anchorKey)
        .toArray() as cytoscape.NodeSingular[];
      let away: number | null = null;
      if (anchor?.nonempty() && others.length) {
        const mx = others.reduce((s, n) => s + n.position().x, 0) / others.length;
        const my = others.reduce((s, n) => s + n.position().y, 0) / others.length;
        if (Math.hypot(centre.x - mx, centre.y - my) > 1) away = Math.atan2(centre.y - my, centre.x - mx);
      }
      const fresh = props.nodes.filter((n) => c.getElementById(n.key).empty());
      const spots = ringPositions(fresh.length, centre, away);
      const added: ElementDefinition[] = fresh.map((n, i) => ({
        group: 'nodes',
        data: { id: n.key, label: n.label, colour: KIND_COLOURS[n.kind] },
        position: spots[i] ?? centre,
      }));
      c.add(added);
      c.add(
        props.edges
          .filter((e) => c.getElementById(edgeId(e)).empty())
          .map((e) => ({
            group: 'edges' as const,
            data: { id: edgeId(e), source: e.source, target: e.target, label: e.label ?? '' },
          })),
      );
    });
    const visibility = new Map(props.nodes.map((n) => [n.key, n.visibility]));
    c.nodes().forEach((n) => {
      n.toggleClass('root', n.id() === props.rootKey);
      n.toggleClass('selected', props.selected.has(n.id()));
      n.toggleClass('pinned', props.pinned.has(n.id()));
      n.toggleClass('vis-hidden', visibility.get(n.id()) === 'hidden');
      n.toggleClass('vis-paywalled', visibility.get(n.id()) === 'paywalled');
    });
    if (c.nodes().length && c.nodes().length <= 2) {
      c.fit(undefined, 60);
      if (c.zoom() > 1.4) c.zoom(1.4);
      c.center();
    }
    relabel();
  }, [props.nodes, props.edges, props.anchorKey, props.rootKey, props.selected, props.pinned, relabel]);

  // Layouts move only unpinned nodes; the token is the request to lay out again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when asked (layoutToken), not when data changes
  useEffect(() => {
    const c = cy.current;
    if (!c?.nodes().length) return;
    const pinnedNodes = c.nodes('.pinned');
    pinnedNodes.lock();
    const layout = c.layout({
      name: 'cose',
      animate: false,
      randomize: false,
      fit: true,
      padding: 40,
      // Long springs and strong repulsion: a star of 50 spreads into rings instead of a knot.
      idealEdgeLength: () => 90,
      nodeRepulsion: () => 60000,
      nodeOverlap: 40,
      gravity: 0.2,
      componentSpacing: 80,
    });
    layout.one('layoutstop', () => {
      pinnedNodes.unlock();
      // A handful of nodes would fill the screen at full zoom: keep labels at a reading size.
      if (c.zoom() > 1.4) {
        c.zoom(1.4);
        c.center();
      }
    });
    layout.run();
  }, [props.layoutToken]);

  return (
    <Box
      ref={container}
      role="img"
      aria-label={props.label}
      data-testid="network-canvas"
      sx={{
        height: props.height,
        width: '100%',
        bgcolor: '#fafafa',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
      }}
    />
  );
}
