/**
 * `npm run eval:extraction`: scores extractors on the labelled set (development and held-out halves)
 * and measures their speed on the passages and on 5 KB documents. `--errors` lists the development
 * half's misses and extra names (the held-out half's are never printed: that half is for reporting).
 */
import { DEV } from './dev.ts';
import { EXTRACTORS } from './extractors.ts';
import { HELD_OUT } from './held-out.ts';
import { type Extractor, precision, recall, score, type Tally } from './score.ts';
import type { LabelledPassage } from './types.ts';

const fmt = (t: Tally) => `P ${precision(t).toFixed(2)} R ${recall(t).toFixed(2)} (tp ${t.tp} fp ${t.fp} fn ${t.fn})`;

/** Documents of about 5 KB made of the passages, to measure throughput on realistic sizes. */
function fiveKbDocuments(passages: LabelledPassage[], n: number): string[] {
  const docs: string[] = [];
  let i = 0;
  while (docs.length < n) {
    let doc = '';
    while (doc.length < 5000) doc += `${(passages[i++ % passages.length] as LabelledPassage).text}\n\n`;
    docs.push(doc);
  }
  return docs;
}

function docsPerSecond(extractor: Extractor, docs: string[]): number {
  for (const d of docs.slice(0, 3)) extractor(d);
  const started = performance.now();
  for (const d of docs) extractor(d);
  return docs.length / ((performance.now() - started) / 1000);
}

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--extractor='))?.split('=')[1];
const names = only ? only.split(',') : ['compromise', 'recognise', 'extractor'];
const all = [...DEV, ...HELD_OUT];
console.log(`Labelled set: ${DEV.length} development + ${HELD_OUT.length} held-out passages`);
for (const name of names) {
  const extractor = EXTRACTORS[name];
  if (!extractor) throw new Error(`Unknown extractor ${name}`);
  console.log(`\n== ${name}`);
  for (const [half, passages] of [
    ['development', DEV],
    ['held-out', HELD_OUT],
  ] as const) {
    const s = score(passages, extractor);
    console.log(`${half.padEnd(12)} people        ${fmt(s.people)}`);
    console.log(`${''.padEnd(12)} organizations ${fmt(s.organizations)}`);
    console.log(`${''.padEnd(12)} relations     ${fmt(s.relations)}`);
    if (half === 'development' && args.includes('--errors')) for (const e of s.errors) console.log(`   ${e}`);
  }
  const short = docsPerSecond(
    extractor,
    [...all, ...all, ...all].map((p) => p.text),
  );
  const long = docsPerSecond(extractor, fiveKbDocuments(all, 60));
  console.log(`speed        ${short.toFixed(0)} passages/s, ${long.toFixed(1)} documents (5 KB)/s`);
}
