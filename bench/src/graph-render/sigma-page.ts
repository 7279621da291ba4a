import Graph from 'graphology';
import Sigma from 'sigma';
import { graphData, measureFrames } from './pages.ts';

const { nodes, edges } = graphData(2000);
const t0 = performance.now();
const graph = new Graph();
for (const n of nodes) graph.addNode(n.id, { label: n.label, x: n.x, y: n.y, size: 3 });
for (const [s, t] of edges) if (!graph.hasEdge(s, t)) graph.addEdge(s, t);
const renderer = new Sigma(graph, document.getElementById('g') as HTMLElement);
const loadMs = performance.now() - t0;
const camera = renderer.getCamera();
window.result = measureFrames((f) => {
  camera.setState({ ratio: 1 + Math.sin(f / 20) * 0.5, x: 0.5 + Math.sin(f / 10) * 0.01 });
}).then((r) => ({ ...r, loadMs: Math.round(loadMs) }));
