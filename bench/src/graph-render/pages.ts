// Browser-side code of the graph-render measurement: one page per library, the same graph and camera path.
// Bundled by esbuild in main.ts; never part of the app.

declare global {
  interface Window {
    result: Promise<unknown>;
  }
}

/** A deterministic random graph: 2,000 nodes, ~3,000 edges, preset positions (no layout cost measured). */
export function graphData(n: number) {
  let seed = 7;
  const rnd = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const nodes = Array.from({ length: n }, (_, i) => ({
    id: `n${i}`,
    label: `Node ${i}`,
    x: rnd() * 1000,
    y: rnd() * 1000,
  }));
  const edges: [string, string][] = [];
  for (let i = 1; i < n; i++) {
    edges.push([`n${i}`, `n${Math.floor(rnd() * i)}`]);
    if (i % 2) edges.push([`n${i}`, `n${Math.floor(rnd() * i)}`]);
  }
  return { nodes, edges };
}

/** Frames per second while the camera zooms and pans on every frame for `ms`, and the worst frame. */
export function measureFrames(step: (frame: number) => void, ms = 4000) {
  return new Promise<{ fps: number; worstFrameMs: number }>((resolve) => {
    let frames = 0;
    const start = performance.now();
    let last = start;
    let worst = 0;
    const tick = (t: number) => {
      frames++;
      worst = Math.max(worst, t - last);
      last = t;
      step(frames);
      if (t - start < ms) requestAnimationFrame(tick);
      else resolve({ fps: frames / ((t - start) / 1000), worstFrameMs: Math.round(worst) });
    };
    requestAnimationFrame(tick);
  });
}
