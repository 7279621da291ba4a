/**
 * `npm run eval:golden`: what processing's recognition returns for a fixed corpus, to check that a change meant
 * only to make it faster changes no output, and the CPU it costs per document.
 *
 *   --write=FILE   writes every output (one JSON line per document) to FILE (keep it out of the repository:
 *                  it holds text of the real-news passages)
 *   --check=FILE   compares with a file written before and prints only the ids of documents whose output
 *                  differs (never their content: the corpus holds the held-out and test passages); exit 1 if any
 *   --time[=N]     CPU per bench-like 5 KB document of each step, medians of N runs (default 5)
 *   --texts=DIR    real-news texts (default: the local news-texts/ folder; every *.txt in it, when present)
 *
 * The corpus: the labelled passages of eval:extraction, the same joined into 5 KB documents, 30 documents shaped
 * like the bench's (bench/src/scenarios/processing.ts `documentText`: sentences naming the tenant's records,
 * here invented names, all passed as known), and the real-news texts. Outputs: `recogniseNames` (what the
 * processing job calls, with the documents' known names), `recognise`, `extract`, the folded names, a hash of
 * the name n-grams and the occurrences of every name.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { foldNames } from '../../fold-names.ts';
import { nameGrams, normaliseName, occurrenceFinder, recognise, recogniseNames } from '../../recognise.ts';
import { extract } from '../extract.ts';
import { DEV } from './dev.ts';
import { PLACES } from './extractors.ts';
import { HELD_OUT } from './held-out.ts';
import { TEXTS_DIR } from './news-set.ts';

type Doc = { id: string; text: string; known: Set<string> };

/** Invented names, the same every run (a linear congruential generator over syllables). */
function namer(seed: number) {
  let state = seed >>> 0;
  const next = (n: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
  const syllables = ['kar', 'vel', 'lun', 'mor', 'tis', 'bra', 'quil', 'den', 'sor', 'hal', 'fen', 'rio', 'zan', 'pel'];
  const word = () => {
    const w = Array.from({ length: 2 + next(2) }, () => syllables[next(syllables.length)]).join('');
    return w[0]?.toUpperCase() + w.slice(1);
  };
  const given = ['Jane', 'Tomas', 'Ingrid', 'Samuel', 'Aiko', 'Rahul', 'Fatima', 'Lucas', 'Mei', 'Olga', 'Kwame'];
  const tails = ['Capital', 'Partners', 'Robotics', 'Holdings', 'Labs', 'Energy', 'Group', 'Ventures', 'Systems'];
  const legal = ['GmbH', 'Ltd', 'Inc.', 'AS', 'SA'];
  return {
    org: () => {
      let name = next(5) === 0 ? word() : `${word()} ${tails[next(tails.length)]}`;
      if (next(12) === 0) name += ` ${legal[next(legal.length)]}`;
      return name;
    },
    person: () => ({ given: given[next(given.length)] as string, family: word() }),
  };
}

/** A document shaped like the bench's: about 5 KB of sentences naming records (its known names). */
function benchLike(n: number): Doc {
  const names = namer(n * 7919);
  const sentences: string[] = [];
  const known = new Set<string>();
  for (let i = 0; sentences.join(' ').length < 5000; i++) {
    const [org, org2, p] = [names.org(), names.org(), names.person()];
    for (const name of [org, org2, `${p.given} ${p.family}`]) known.add(normaliseName(name));
    sentences.push(
      [
        `${p.given} ${p.family}, chief executive of ${org}, said the company would expand into new markets next year.`,
        `${org2} raised fresh funding in a round led by ${org}, according to people familiar with the deal.`,
        `Dr ${p.family} joined ${org2} in 2019 after a decade at ${org}; contact press@${org2.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example.com.`,
      ][i % 3] as string,
    );
  }
  return { id: `bench-like-${n}`, text: sentences.join(' '), known };
}

/** Texts joined into documents of at least 5 KB. */
function fiveKb(prefix: string, texts: string[]): Doc[] {
  const docs: Doc[] = [];
  let text = '';
  for (const t of texts) {
    text += `${t}\n\n`;
    if (text.length >= 5000) {
      docs.push({ id: `${prefix}-5kb-${docs.length}`, text, known: new Set() });
      text = '';
    }
  }
  if (text) docs.push({ id: `${prefix}-5kb-${docs.length}`, text, known: new Set() });
  return docs;
}

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a === `--${name}` || a.startsWith(`--${name}=`))?.split('=')[1];
const passages = [...DEV, ...HELD_OUT].map((p): Doc => ({ id: p.id, text: p.text, known: new Set() }));
const bench = Array.from({ length: 30 }, (_, n) => benchLike(n + 1));

if (args.some((a) => a.startsWith('--time'))) {
  const runs = Number(option('time') ?? 5) || 5;
  const cpuMs = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const steps: Record<string, (d: Doc) => unknown> = {
    nameGrams: (d) => nameGrams(d.text, 6),
    occurrences: (d) => {
      const find = occurrenceFinder(d.text);
      for (const k of d.known) find(k);
    },
    'recogniseNames (known)': (d) => recogniseNames(d.text, PLACES, d.known),
    'recogniseNames (all new)': (d) => recogniseNames(d.text, PLACES),
  };
  for (const d of bench.slice(0, 5)) for (const step of Object.values(steps)) step(d);
  for (const [name, step] of Object.entries(steps)) {
    const perDoc: number[] = [];
    for (let r = 0; r < runs; r++) {
      const started = cpuMs();
      for (const d of bench) step(d);
      perDoc.push((cpuMs() - started) / bench.length);
    }
    const median = [...perDoc].sort((a, b) => a - b)[Math.floor(runs / 2)] as number;
    console.log(
      `${name.padEnd(26)} ${median.toFixed(2)} ms per document (runs: ${perDoc.map((x) => x.toFixed(2)).join(' ')})`,
    );
  }
} else {
  const dir = option('texts') ?? TEXTS_DIR;
  const news = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.txt'))
        .sort()
        .map((f): Doc => ({ id: f, text: readFileSync(join(dir, f), 'utf8'), known: new Set() }))
    : [];
  const corpus = [
    ...passages,
    ...fiveKb(
      'passages',
      passages.map((p) => p.text),
    ),
    ...bench,
    ...news,
    ...fiveKb(
      'news',
      news.map((p) => p.text),
    ),
  ];
  const lines = new Map<string, string>();
  for (const d of corpus) {
    const names = recogniseNames(d.text, PLACES, d.known);
    const find = occurrenceFinder(d.text);
    const output = {
      recogniseNames: names,
      folded: foldNames(names.names),
      recognise: recognise(d.text, PLACES),
      extract: extract(d.text, PLACES),
      grams: createHash('sha256').update(nameGrams(d.text, 6).join('|')).digest('hex'),
      occurrences: [...d.known, ...names.names.map((n) => n.normalized)].map((k) => [k, find(k)]),
    };
    lines.set(d.id, JSON.stringify({ id: d.id, ...output }));
  }
  const write = option('write');
  const check = option('check');
  if (write) writeFileSync(write, `${[...lines.values()].join('\n')}\n`);
  console.log(`${corpus.length} documents (${news.length} real-news texts from ${dir})${write ? ` → ${write}` : ''}`);
  if (check) {
    const before = new Map(
      readFileSync(check, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => [(JSON.parse(l) as { id: string }).id, l] as const),
    );
    const differ = [...lines].filter(([id, line]) => before.has(id) && before.get(id) !== line).map(([id]) => id);
    const missing = [...before.keys()].filter((id) => !lines.has(id));
    const added = [...lines.keys()].filter((id) => !before.has(id));
    console.log(
      `checked against ${check}: ${differ.length} differ, ${missing.length} not read now, ${added.length} new`,
    );
    if (differ.length) console.log(`differ: ${differ.join(', ')}`);
    if (missing.length) console.log(`not read now: ${missing.join(', ')}`);
    if (differ.length) process.exitCode = 1;
  }
}
