// `npm run test:durations`: the slowest test files and browser tests of the last `npm test`, from
// the JSON reports it kept in .test-reports/ (vitest's and Playwright's own), as markdown tables.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.test-reports');
const top = Number(process.argv[2] ?? 20);
const read = (name) => {
  const file = path.join(reports, `${name}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};

const files = [];
const suites = [];
for (const suite of ['contracts', 'server', 'web']) {
  const r = read(suite);
  if (!r) continue;
  let sum = 0;
  for (const f of r.testResults) {
    const seconds = (f.endTime - f.startTime) / 1000;
    sum += seconds;
    files.push({ suite, file: path.relative(root, f.name), seconds, tests: f.assertionResults.length });
  }
  suites.push({ suite, files: r.testResults.length, tests: r.numTotalTests, seconds: sum });
}
const browser = [];
const e2e = read('e2e');
const walk = (s, file) => {
  for (const spec of s.specs ?? [])
    for (const t of spec.tests)
      for (const res of t.results)
        browser.push({ file: file ?? s.file, title: spec.title, seconds: res.duration / 1000 });
  for (const child of s.suites ?? []) walk(child, file ?? s.file);
};
for (const s of e2e?.suites ?? []) walk(s);
if (e2e)
  suites.push({ suite: 'e2e', files: e2e.suites.length, tests: browser.length, seconds: e2e.stats.duration / 1000 });

const f1 = (n) => n.toFixed(1);
console.log('| suite | files | tests | seconds (sum of files) |\n| --- | --: | --: | --: |');
for (const s of suites) console.log(`| ${s.suite} | ${s.files} | ${s.tests} | ${f1(s.seconds)} |`);
console.log(`\n| slowest test files | tests | seconds |\n| --- | --: | --: |`);
for (const f of files.sort((a, b) => b.seconds - a.seconds).slice(0, top))
  console.log(`| ${f.file} | ${f.tests} | ${f1(f.seconds)} |`);
if (browser.length) {
  console.log(`\n| slowest browser tests | seconds |\n| --- | --: |`);
  for (const t of browser.sort((a, b) => b.seconds - a.seconds).slice(0, top))
    console.log(`| ${t.file} › ${t.title} | ${f1(t.seconds)} |`);
}
