/**
 * `npm run eval:news`: scores extractors on the real-news set of issue 34 (labels in news-labels.json,
 * texts in the local, uncommitted news-texts/ folder; see docs/extraction.md to rebuild it). Texts that
 * are missing or differ from the labelled ones are skipped and named. Prints precision and recall for
 * people, organizations and relations on the development and test halves. `--misses` lists, passage by
 * passage, what the extractor missed or added on the development half only (the test half is for
 * reporting). `--extractor=extractor,compromise` chooses extractors (default: the three of run.ts);
 * `--texts=DIR` reads the texts from another folder; `--half=dev` scores only the development half (while
 * tuning, so the test half's figures are not seen until they are reported). The development half is also scored
 * in two parts: the first 80's development passages and those labelled later (n81 …, issue 34's enlarged set), and the
 * test half in three: the first 80's test passages, the third batch's (n149 …, a second held-out half) and the fifth
 * batch's (n299 …, a third). The sixth batch (n359 …) is all development and scored apart too.
 */
import { EXTRACTORS } from './extractors.ts';
import { loadLabels, loadTexts, TEXTS_DIR } from './news-set.ts';
import { precision, recall, score, type Tally } from './score.ts';

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const names = option('extractor')?.split(',') ?? ['compromise', 'recognise', 'extractor'];
const fmt = (t: Tally) => `P ${precision(t).toFixed(2)} R ${recall(t).toFixed(2)} (tp ${t.tp} fp ${t.fp} fn ${t.fn})`;

const labels = loadLabels();
const loaded = loadTexts(labels, option('texts') ?? TEXTS_DIR);
const dev = loaded.passages.filter((p) => p.split === 'dev');
const numberOf = (id: string) => Number(/^n(\d+)-/.exec(id)?.[1]);
const labelledLater = (id: string) => numberOf(id) > 80;
const halves = {
  dev,
  'dev n01–n80': dev.filter((p) => !labelledLater(p.id)),
  'dev n81…': dev.filter((p) => labelledLater(p.id)),
  // The fourth batch (eighth session): its first run measured the extractor on text it had never read.
  'dev n209…': dev.filter((p) => numberOf(p.id) >= 209 && numberOf(p.id) < 299),
  // The fifth batch (ninth session): its development half.
  'dev n299…': dev.filter((p) => numberOf(p.id) >= 299 && numberOf(p.id) < 359),
  // The sixth batch (tenth session), all development: its first run measured the extractor on text it had never read.
  'dev n359…': dev.filter((p) => numberOf(p.id) >= 359),
  test: loaded.passages.filter((p) => p.split === 'test'),
  'test n01–n80': loaded.passages.filter((p) => p.split === 'test' && !labelledLater(p.id)),
  'test n149…': loaded.passages.filter((p) => p.split === 'test' && labelledLater(p.id) && numberOf(p.id) < 299),
  // A third held-out half: the fifth batch's (ninth session).
  'test n299…': loaded.passages.filter((p) => p.split === 'test' && numberOf(p.id) >= 299),
};
console.log(
  `Real-news set: ${labels.length} labelled passages; ${halves.dev.length} development (${halves['dev n81…'].length} labelled after the first 80) + ${halves.test.length} test read`,
);
if (loaded.missing.length) console.log(`skipped, no text (${loaded.missing.length}): ${loaded.missing.join(', ')}`);
if (loaded.changed.length)
  console.log(`skipped, text differs (${loaded.changed.length}): ${loaded.changed.join(', ')}`);
if (loaded.relined.length) console.log(`same words, other line breaks (used): ${loaded.relined.join(', ')}`);

const only = option('half');
for (const name of names) {
  const extractor = EXTRACTORS[name];
  if (!extractor) throw new Error(`Unknown extractor ${name}`);
  console.log(`\n== ${name}`);
  for (const [half, passages] of Object.entries(halves)) {
    if ((only && !half.startsWith(only)) || !passages.length) continue;
    const s = score(passages, extractor);
    console.log(`${half.padEnd(12)} people        ${fmt(s.people)}`);
    console.log(`${''.padEnd(12)} organizations ${fmt(s.organizations)}`);
    console.log(`${''.padEnd(12)} relations     ${fmt(s.relations)}`);
    if (half !== 'dev' || !args.includes('--misses')) continue;
    const byPassage = new Map<string, string[]>();
    for (const e of s.errors) {
      const [id, ...rest] = e.split(': ');
      byPassage.set(id as string, [...(byPassage.get(id as string) ?? []), rest.join(': ')]);
    }
    for (const [id, errors] of byPassage) {
      console.log(`  ${id}`);
      for (const e of errors) console.log(`     ${e}`);
    }
  }
}
