import type { TGraphEdge, TGraphNode } from '@intel/contracts';
import { Box } from '@mui/material';
import cytoscape, { type Core, type ElementDefinition } from 'cytoscape';
import { useEffect, useRef } from 'react';
import { KIND_COLOURS } from '../../../components/graph-style.ts';

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

const STYLE: cytoscape.StylesheetJson = [
  {
    selector: 'node',
    style: {
      'background-color': 'data(colour)',
      label: 'data(label)',
      'font-size': 10,
      'text-valign': 'bottom',
      'text-margin-y': 3,
      'text-wrap': 'ellipsis',
      'text-max-width': '120px',
      color: '#212121',
      width: 18,
      height: 18,
    },
  },
  { selector: 'node.root', style: { width: 28, height: 28, 'font-weight': 'bold' } },
  { selector: 'node.selected', style: { 'border-width': 3, 'border-color': '#111' } },
  { selector: 'node.pinned', style: { shape: 'round-rectangle' } },
  {
    selector: 'edge',
    style: {
      width: 1.5,
      'line-color': '#9e9e9e',
      'target-arrow-color': '#9e9e9e',
      'target-arrow-shape': 'triangle',
      'curve-style': 'bezier',
      label: 'data(label)',
      'font-size': 8,
      color: '#424242',
      'text-background-color': '#fff',
      'text-background-opacity': 0.8,
      'text-rotation': 'autorotate',
    },
  },
];

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
    cy.current = instance;
    return () => {
      instance.destroy();
      cy.current = null;
    };
  }, []);

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
      const fresh = props.nodes.filter((n) => c.getElementById(n.key).empty());
      const added: ElementDefinition[] = fresh.map((n, i) => {
        const angle = (2 * Math.PI * i) / Math.max(1, fresh.length);
        const r = 90 + 6 * fresh.length;
        return {
          group: 'nodes',
          data: { id: n.key, label: n.label, colour: KIND_COLOURS[n.kind] },
          position: { x: centre.x + r * Math.cos(angle), y: centre.y + r * Math.sin(angle) },
        };
      });
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
    c.nodes().forEach((n) => {
      n.toggleClass('root', n.id() === props.rootKey);
      n.toggleClass('selected', props.selected.has(n.id()));
      n.toggleClass('pinned', props.pinned.has(n.id()));
    });
    if (c.nodes().length && c.nodes().length <= 2) {
      c.fit(undefined, 60);
      if (c.zoom() > 1.4) c.zoom(1.4);
      c.center();
    }
  }, [props.nodes, props.edges, props.anchorKey, props.rootKey, props.selected, props.pinned]);

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
      nodeRepulsion: () => 9000,
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
