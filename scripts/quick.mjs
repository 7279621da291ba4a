// `npm run test:quick`: the answer in under two minutes while working — lint, typecheck, the unit
// tests, and the API tests of the domains the change touches (docs/testing.md says when to use it).
//
//   node scripts/quick.mjs [--since=<git ref>]   (default: uncommitted changes against HEAD)
//
// Server: a change under server/src/domains/<d>/ runs that domain's tests; under lib/, db/,
// plugins/ or policies/ that folder's tests. Web: vitest's own --changed (the tests that import
// what changed). Contracts: all of its tests (they take a second).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The project's Node (node_modules/.bin/node) first, also when this script was started by hand.
process.env.PATH = `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`;
const since = process.argv.find((a) => a.startsWith('--since='))?.slice('--since='.length) ?? 'HEAD';
const started = Date.now();

function git(argv) {
  const r = spawnSync('git', argv, { cwd: root, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.split('\n').filter(Boolean) : [];
}
const changed = [
  ...new Set([...git(['diff', '--name-only', since]), ...git(['ls-files', '--others', '--exclude-standard'])]),
];

/** Server folders whose tests a changed path asks for. */
function serverTargets(files) {
  const out = new Set();
  for (const f of files) {
    const m = f.match(/^server\/src\/(domains\/[^/]+|lib|db|plugins|policies|seed)\//);
    if (m) out.add(`src/${m[1]}`);
  }
  return [...out].filter((d) => existsSync(path.join(root, 'server', d)));
}

function run(name, cmd, argv, cwd = root) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(cmd, argv, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
      if (code !== 0) console.log(out.trimEnd().split('\n').slice(-60).join('\n'));
      resolve(code === 0);
    });
  });
}

const server = serverTargets(changed);
console.log(`${changed.length} changed files since ${since}; server tests: ${server.join(' ') || 'none'}`);
// Lint and typecheck take one core, the tests the other.
const checks = (async () =>
  (await run('lint', 'npm', ['run', 'lint', '--silent'])) &&
  (await run('typecheck', 'npm', ['run', 'typecheck', '--silent'])))();
const tests = (async () => {
  let ok = await run('contracts', 'npx', ['vitest', 'run'], path.join(root, 'contracts'));
  ok = (await run('web (changed)', 'npx', ['vitest', 'run', '--changed', since], path.join(root, 'web'))) && ok;
  if (server.length)
    ok =
      (await run(`server ${server.join(' ')}`, 'npx', ['vitest', 'run', ...server], path.join(root, 'server'))) && ok;
  return ok;
})();
const [checked, tested] = await Promise.all([checks, tests]);
const ok = checked && tested;
console.log(`${ok ? 'quick checks passed' : 'quick checks failed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(ok ? 0 : 1);
