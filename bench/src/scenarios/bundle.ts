import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../processes.ts';
import { judge, type Row } from '../report.ts';

const DIST = path.join(REPO_ROOT, 'web', 'dist');
const kb = (n: number) => n / 1024;

type Chunk = { file: string; gzip: number; imports: string[]; dynamic: string[] };

/** Static imports of a built chunk (`import{..}from"./x.js"`, `import"./x.js"`), not dynamic ones. */
function staticImports(code: string): string[] {
  const out = new Set<string>();
  for (const m of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) if (m[1]) out.add(m[1]);
  return [...out];
}

/** Lazily loaded chunks (`import("./x.js")`): the router's screens. */
function dynamicImports(code: string): string[] {
  const out = new Set<string>();
  for (const m of code.matchAll(/import\(\s*[`"']\.\/([^`"']+\.js)[`"']\s*\)/g)) if (m[1]) out.add(m[1]);
  return [...out];
}

function closure(start: string[], chunks: Map<string, Chunk>): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const dep of chunks.get(file)?.imports ?? []) stack.push(dep);
  }
  return seen;
}

/**
 * SPA bundle: gzip size of the JavaScript the first page loads (the entry with its static imports,
 * plus the home screen's chunk and its imports), the largest route chunk, and whether any screen
 * chunk statically imports another screen's chunk (routes must be split). Builds web/ when
 * web/dist is missing.
 */
export async function bundleScenario(log: (s: string) => void): Promise<Row> {
  const row: Row = {
    id: 'bundle',
    scenario: 'SPA bundle (gzip)',
    rps: null,
    p50: null,
    p99: null,
    baselineRps: null,
    ratio: null,
    measured: '',
    target: 'first page ≤ 250 KB JS gzip; no screen loads another screen',
    verdict: 'error',
    note: '',
  };
  if (!existsSync(path.join(DIST, 'index.html'))) {
    log('web/dist is missing: npm run build -w web');
    const built = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: REPO_ROOT, encoding: 'utf8' });
    if (built.status !== 0) {
      row.note = `web build failed: ${(built.stderr || built.stdout).slice(-300)}`;
      return row;
    }
  }
  const assets = path.join(DIST, 'assets');
  const chunks = new Map<string, Chunk>();
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(path.join(assets, file));
    const text = code.toString('utf8');
    chunks.set(file, {
      file,
      gzip: gzipSync(code).length,
      imports: staticImports(text),
      dynamic: dynamicImports(text),
    });
  }
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1] as string);
  const preloads = [...html.matchAll(/rel="modulepreload"[^>]+href="\/assets\/([^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
  if (!entries.length) {
    row.note = 'no entry script in web/dist/index.html';
    return row;
  }
  const shell = closure([...entries, ...preloads], chunks);
  // Route chunks: what the app shell loads lazily (each screen of the router).
  const routeChunks = new Set([...shell].flatMap((f) => chunks.get(f)?.dynamic ?? []).filter((f) => !shell.has(f)));
  const home = [...routeChunks].find((f) => f.startsWith('home-screen-')) ?? [...routeChunks][0];
  const firstPage = closure([...shell, ...(home ? [home] : [])], chunks);
  const size = (files: Iterable<string>) => [...files].reduce((s, f) => s + (chunks.get(f)?.gzip ?? 0), 0);
  const firstPageKb = kb(size(firstPage));

  const screens = [...routeChunks];
  const routes = screens.map((s) => {
    const own = closure([s], chunks);
    const extra = [...own].filter((f) => !firstPage.has(f));
    const otherScreens = [...own].filter((f) => f !== s && routeChunks.has(f));
    return { screen: s, chunkKb: kb(chunks.get(s)?.gzip ?? 0), beyondFirstPageKb: kb(size(extra)), otherScreens };
  });
  const largest = routes.sort((a, b) => b.chunkKb - a.chunkKb)[0];
  const leaking = routes.filter((r) => r.otherScreens.length > 0);
  const name = (f: string) => f.replace(/-[A-Za-z0-9_-]{8}\.js$/, '');

  row.measured =
    `first page ${firstPageKb.toFixed(0)} KB (${firstPage.size} chunks${home ? '' : ', no route chunk found'}); ` +
    `${routeChunks.size} route chunks; ` +
    (largest
      ? `largest route chunk ${name(largest.screen)} ${largest.chunkKb.toFixed(0)} KB (+${largest.beyondFirstPageKb.toFixed(0)} KB beyond first page)`
      : 'no screen chunks');
  const result = judge([
    { label: 'first page', actual: firstPageKb, op: '<=', limit: 250, unit: ' KB' },
    { label: 'screens loading another screen', actual: leaking.length, op: '<=', limit: 0, unit: '' },
  ]);
  row.verdict = result.verdict;
  row.note = result.note + (leaking.length ? ` (${leaking.map((l) => name(l.screen)).join(', ')})` : '');
  row.details = {
    firstPageKb,
    firstPageChunks: [...firstPage],
    totalJsKb: kb(size(chunks.keys())),
    screens: routes.length,
    largestRoutes: routes.slice(0, 5),
    leaking,
  };
  return row;
}
