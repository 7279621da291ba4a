import cytoscape from 'cytoscape';
import { graphData, measureFrames } from './pages.ts';

const { nodes, edges } = graphData(2000);
const t0 = performance.now();
const cy = cytoscape({
  container: document.getElementById('g'),
  elements: [
    ...nodes.map((n) => ({ data: { id: n.id, label: n.label }, position: { x: n.x, y: n.y } })),
    ...edges.map(([source, target], i) => ({ data: { id: `e${i}`, source, target } })),
  ],
  layout: { name: 'preset' },
  style: [
    { selector: 'node', style: { label: 'data(label)', 'font-size': 8, width: 10, height: 10 } },
    { selector: 'edge', style: { width: 1 } },
  ],
});
const loadMs = performance.now() - t0;
window.result = measureFrames((f) => {
  cy.zoom({ level: 1 + Math.sin(f / 20) * 0.5, renderedPosition: { x: 600, y: 400 } });
  cy.panBy({ x: Math.sin(f / 10) * 3, y: 0 });
}).then((r) => ({ ...r, loadMs: Math.round(loadMs) }));
