/**
 * Which graph library draws a 2,000-node network faster in Chromium (issue 17): cytoscape.js
 * (canvas 2D) against sigma.js + graphology (WebGL). Each page is bundled with esbuild, opened in
 * Debian's Chromium (as the browser tests do) and its camera zoomed and panned on every frame.
 *
 *   npm run bench:graph-render -w bench
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = mkdtempSync(path.join(os.tmpdir(), 'graph-render-'));
const rounds = Number(process.env.ROUNDS ?? 3);
const libraries = { cytoscape: 'cytoscape-page.ts', sigma: 'sigma-page.ts' } as const;
const sizes: Record<string, number> = {};
for (const [name, entry] of Object.entries(libraries)) {
  const result = await build({
    entryPoints: [path.join(here, entry)],
    bundle: true,
    minify: true,
    format: 'iife',
    outfile: path.join(out, `${name}.js`),
    write: true,
    metafile: true,
    logLevel: 'silent',
  });
  sizes[name] = Object.values(result.metafile.outputs)[0]?.bytes ?? 0;
  writeFileSync(
    path.join(out, `${name}.html`),
    `<html><body style="margin:0"><div id="g" style="width:1200px;height:800px"></div><script src="${name}.js"></script></body></html>`,
  );
}
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
const rows: Record<string, { fps: number[]; worst: number[]; load: number[] }> = {};
for (let round = 0; round < rounds; round++) {
  for (const name of Object.keys(libraries)) {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    await page.goto(`file://${path.join(out, `${name}.html`)}`);
    const r = (await page.evaluate(() => window.result)) as { fps: number; worstFrameMs: number; loadMs: number };
    rows[name] ??= { fps: [], worst: [], load: [] };
    const row = rows[name];
    row.fps.push(r.fps);
    row.worst.push(r.worstFrameMs);
    row.load.push(r.loadMs);
    await page.close();
  }
}
await browser.close();
rmSync(out, { recursive: true, force: true });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
console.log(`2,000 nodes, ~3,000 edges, 1200×800, ${rounds} rounds, load average ${os.loadavg()[0]?.toFixed(1)}`);
console.log('library     fps (median)  worst frame ms  first draw ms  bundle KB');
for (const [name, r] of Object.entries(rows))
  console.log(
    `${name.padEnd(11)} ${median(r.fps).toFixed(1).padStart(12)}  ${String(median(r.worst)).padStart(14)}  ${String(median(r.load)).padStart(13)}  ${String(Math.round((sizes[name] ?? 0) / 1024)).padStart(9)}`,
  );
