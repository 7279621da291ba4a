// `npm test`: every suite, one after another, and one summary line at the end.
//
//   node scripts/test.mjs [--e2e=full|smoke|none] [--no-build] [--suites=contracts,server,web,e2e]
//
// The browser suite runs in full on a PostgreSQL server (DATABASE_URL set) and as a smoke of the
// main journeys (`@smoke` in a test's title) on the embedded database; --e2e says otherwise. The SPA
// is built once for the browser suite (--no-build reuses web/dist). Each suite's own JSON report is
// kept in .test-reports/ (`npm run test:durations` reads them).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The project's Node (node_modules/.bin/node) first, also when this script was started by hand.
process.env.PATH = `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`;
const reports = path.join(root, '.test-reports');
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const e2eMode = args.e2e ?? (process.env.DATABASE_URL ? 'full' : 'smoke');
const suites = (args.suites ?? 'contracts,server,web,e2e').split(',');
const started = Date.now();
mkdirSync(reports, { recursive: true });

/** Runs a command with inherited output; resolves with its exit code. */
function run(cmd, argv, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, argv, { stdio: 'inherit', cwd: root, ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const results = [];

async function vitestSuite(name) {
  const out = path.join(reports, `${name}.json`);
  rmSync(out, { force: true });
  const t0 = Date.now();
  const code = await run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    {
      cwd: path.join(root, name),
    },
  );
  const r = readJson(out);
  results.push({
    name,
    seconds: (Date.now() - t0) / 1000,
    passed: r?.numPassedTests ?? 0,
    failed: r ? r.numFailedTests + (code !== 0 && r.numFailedTests === 0 ? 1 : 0) : 1,
    skipped: (r?.numPendingTests ?? 0) + (r?.numTodoTests ?? 0),
  });
}

async function e2eSuite() {
  if (e2eMode === 'none') return;
  if (!existsSync('/usr/bin/chromium')) {
    console.log('Browser tests skipped: /usr/bin/chromium not found (apt-get install chromium).');
    return;
  }
  const t0 = Date.now();
  if (args['no-build'] !== 'true') {
    const built = await run('npm', ['run', 'build']);
    if (built !== 0) {
      results.push({ name: 'build', seconds: (Date.now() - t0) / 1000, passed: 0, failed: 1, skipped: 0 });
      return;
    }
  } else if (!existsSync(path.join(root, 'web/dist/index.html'))) {
    console.error('--no-build: web/dist is missing; run `npm run build` first.');
    results.push({ name: 'e2e', seconds: 0, passed: 0, failed: 1, skipped: 0 });
    return;
  }
  const out = path.join(reports, 'e2e.json');
  rmSync(out, { force: true });
  const extra = e2eMode === 'smoke' ? ['--grep', '@smoke'] : [];
  const code = await run('node', ['run-e2e.mjs', ...extra], {
    cwd: path.join(root, 'e2e'),
    env: { ...process.env, E2E_JSON_REPORT: out },
  });
  const s = readJson(out)?.stats;
  results.push({
    name: `e2e (${e2eMode})`,
    seconds: (Date.now() - t0) / 1000,
    passed: (s?.expected ?? 0) + (s?.flaky ?? 0),
    failed: s ? s.unexpected + (code !== 0 && s.unexpected === 0 ? 1 : 0) : code === 0 ? 0 : 1,
    skipped: s?.skipped ?? 0,
  });
}

for (const suite of suites) {
  if (suite === 'e2e') await e2eSuite();
  else await vitestSuite(suite);
}

const total = (k) => results.reduce((n, r) => n + r[k], 0);
const mmss = (s) => `${Math.floor(s / 60)}m${String(Math.round(s % 60)).padStart(2, '0')}s`;
console.log('');
for (const r of results)
  console.log(
    `  ${r.name.padEnd(16)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(3)} failed ${String(r.skipped).padStart(3)} skipped  ${mmss(r.seconds)}`,
  );
console.log(
  `${total('passed')} passed, ${total('failed')} failed (${total('skipped')} skipped; ${results.length} suites, ${mmss((Date.now() - started) / 1000)}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'})`,
);
process.exit(total('failed') > 0 ? 1 : 0);
