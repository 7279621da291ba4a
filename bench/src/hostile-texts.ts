/**
 * Issue 33, item 3: each step of processing on the hostile texts, timed one by one (the steps that do not
 * touch the database; the whole job, with its writes and another tenant's probe, is the server's
 * event-loop test: server/src/test/security/event-loop-texts.test.ts). A step over its generous bound
 * (2 s of CPU for 200-400 KB; 4 s for the 8,000 distinct companies) fails the run. The timing goals of
 * segmentation and extraction live here, not in unit tests (which failed under CI load).
 *
 *   npm run bench:hostile-texts -w bench
 */
import { extractContacts } from '../../server/src/domains/emails/addresses.ts';
import { withinDocumentBudget } from '../../server/src/domains/processing/document-budget.ts';
import { findContacts } from '../../server/src/domains/reading/contacts.ts';
import { extract } from '../../server/src/domains/reading/extraction/extract.ts';
import { sentences } from '../../server/src/domains/reading/extraction/segment.ts';
import { foldNames } from '../../server/src/domains/reading/fold-names.ts';
import { nameGrams, occurrenceFinder, recognise, recogniseNames } from '../../server/src/domains/reading/recognise.ts';
import { HOSTILE_TEXTS } from '../../server/src/test/hostile-texts.ts';

const BOUND_CPU_MS = 2000;

const cpuMs = () => {
  const used = process.threadCpuUsage();
  return (used.user + used.system) / 1000;
};

function time<T>(f: () => T): { result: T; wall: number; cpu: number } {
  const cpu0 = cpuMs();
  const wall0 = performance.now();
  const result = f();
  return { result, wall: performance.now() - wall0, cpu: cpuMs() - cpu0 };
}

// Warm-up: the lexicons load and the code is compiled before anything is measured.
recogniseNames('Warm-up: Jane Doe joined Acme Robotics GmbH in Berlin. '.repeat(40));

const rows: string[][] = [];
let failed = false;
for (const [name, make] of HOSTILE_TEXTS) {
  const text = make();
  const steps: [string, () => unknown][] = [
    ['contacts', () => findContacts(text)],
    ['addresses', () => extractContacts(text)],
    ['segment', () => sentences(text)],
    // The whole extractor (names, kinds, short forms, relations) on the first 100 KB, without a time budget.
    ['extract (100 KB)', () => extract(text.slice(0, 100_000))],
    ['n-grams', () => nameGrams(text, 6)],
    ['finder', () => occurrenceFinder(text)('acme robotics gmbh')],
    ['recognise', () => recogniseNames(text)],
  ];
  let names: ReturnType<typeof recogniseNames>['names'] = [];
  for (const [step, f] of steps) {
    const t = time(f);
    if (step === 'recognise') names = (t.result as ReturnType<typeof recogniseNames>).names;
    rows.push([name, step, t.wall.toFixed(0), t.cpu.toFixed(0)]);
    if (t.cpu > BOUND_CPU_MS) failed = true;
  }
  const fold = time(() => withinDocumentBudget(foldNames(names)));
  rows.push([name, `fold + budget (${names.length} names)`, fold.wall.toFixed(0), fold.cpu.toFixed(0)]);
  if (fold.cpu > BOUND_CPU_MS) failed = true;
}

// A long document of distinct names (processing once compared every name with every other: 7 s). Moved here
// from a unit test, whose timing assert failed under CI load; its bound is the test's (4 s of CPU).
{
  const text = Array.from({ length: 8000 }, (_, i) => `Zq${i.toString(36)} Holdings rose.`).join(' ');
  const t = time(() => recognise(text).candidates.length);
  rows.push(['8,000 distinct companies', `recognise (${t.result} found)`, t.wall.toFixed(0), t.cpu.toFixed(0)]);
  if (t.cpu > 4000 || t.result !== 8000) failed = true;
}

// The contact scanner's hostile texts (moved from server/src/domains/reading/recognise.test.ts, whose clock
// assert failed under CI load): contacts and names of each within 1.5 s of CPU.
{
  const n = 200_000;
  const scanner: [string, string][] = [
    ['contact scanner: "a." × 100,000', 'a.'.repeat(n / 2)],
    ['contact scanner: an address of 100,000 labels', `x@${'a.'.repeat(n / 2)}1`],
    ['contact scanner: "http://" × 28,571', 'http://'.repeat(n / 7)],
    ['contact scanner: "http://" and 200,000 dots', `http://${'.'.repeat(n)}`],
    ['contact scanner: "A-" × 100,000', 'A-'.repeat(n / 2)],
    ['contact scanner: "A&" × 100,000', 'A&'.repeat(n / 2)],
  ];
  for (const [name, text] of scanner) {
    const t = time(() => {
      findContacts(text);
      recognise(text.replace(/\./g, ',').slice(0, 50_000));
    });
    rows.push([name, 'contacts + recognise (50 KB)', t.wall.toFixed(0), t.cpu.toFixed(0)]);
    if (t.cpu > 1500) failed = true;
  }
}

console.log(`${'text'.padEnd(50)} ${'step'.padEnd(28)} ${'wall ms'.padStart(8)} ${'cpu ms'.padStart(8)}`);
for (const [text, step, wall, cpu] of rows)
  console.log(
    `${(text as string).padEnd(50)} ${(step as string).padEnd(28)} ${(wall as string).padStart(8)} ${(cpu as string).padStart(8)}`,
  );
if (failed) {
  console.error(`A step took more than ${BOUND_CPU_MS} ms of CPU.`);
  process.exitCode = 1;
}
