/**
 * `npx tsx …/eval/relation-misses.ts`: where the development half's relation misses come from, under the same
 * cross-validation as train-relations.ts (each fold read with a reader trained on the other folds). Each missed
 * relation falls in one class: (d) the pair was read with another type or direction, (a) a name of the pair was not
 * found, (b) both found but never named in one sentence — "b-pronoun" when only "he" / "the company" brings them
 * together, (c) named in one sentence and not read. `--show=c` prints that class's sentences (development only).
 * The test halves are never read here.
 */
import { fileURLToPath } from 'node:url';
import { normaliseName } from '../../recognise.ts';
import { extract } from '../extract.ts';
import type { PairModel, SentenceView } from '../relation-model.ts';
import { loadLabels, loadTexts } from './news-set.ts';
import { train } from './pair-training.ts';
import { readPassage } from './relation-cv.ts';
import type { LabelledPassage } from './types.ts';

const key = (name: string) => normaliseName(name).replace(/^the /, '');

export type MissClass = 'a' | 'b' | 'b-pronoun' | 'c' | 'd';
export type Miss = { id: string; cls: MissClass; type: string; from: string; to: string; where?: string };

/** The class of each relation a passage's labels hold and the extractor (with `model`) did not read. */
export function missesOf(p: LabelledPassage, model: PairModel | null): Miss[] {
  const views: SentenceView[] = [];
  const found = extract(p.text, new Set(), () => false, undefined, { model, collect: (v) => views.push(v) });
  const gold = new Map<string, string>();
  for (const e of [...p.people, ...p.organizations])
    for (const n of [e.name, ...(e.aliases ?? [])]) gold.set(key(n), e.name);
  const entityOf = new Map<string, string>();
  for (const e of found.entities) {
    const hit = [e.name, ...e.aliases].map((n) => gold.get(key(n))).find(Boolean);
    if (hit) entityOf.set(e.name, hit);
  }
  const read = found.relations.map((r) => ({ ...r, from: entityOf.get(r.from), to: entityOf.get(r.to) }));
  const got = new Set(read.map((r) => `${r.type}|${r.from}|${r.to}`));
  const foundGold = new Set(entityOf.values());
  const out: Miss[] = [];
  for (const r of p.relations) {
    if (got.has(`${r.type}|${r.from}|${r.to}`)) continue;
    const base = { id: p.id, type: r.type, from: r.from, to: r.to };
    const pair = (x?: string, y?: string) => (x === r.from && y === r.to) || (x === r.to && y === r.from);
    if (read.some((x) => pair(x.from, x.to))) {
      out.push({ ...base, cls: 'd' });
      continue;
    }
    if (!foundGold.has(r.from) || !foundGold.has(r.to)) {
      out.push({ ...base, cls: 'a', where: [r.from, r.to].filter((n) => !foundGold.has(n)).join(' / ') });
      continue;
    }
    let cls: MissClass = 'b';
    let where: string | undefined;
    for (const v of views) {
      const names = v.mentions.map((m) => ({
        gold: entityOf.get(m.name),
        real:
          !/^(?:he|she|the\s)/i.test(p.text.slice(m.start, m.end)) || key(p.text.slice(m.start, m.end)) === key(m.name),
      }));
      const has = (n: string, real: boolean) => names.some((x) => x.gold === n && (x.real || !real));
      if (has(r.from, true) && has(r.to, true)) {
        cls = 'c';
        where = v.template;
        break;
      }
      if (has(r.from, false) && has(r.to, false)) {
        cls = 'b-pronoun';
        where = v.template;
      }
    }
    out.push({ ...base, cls, ...(where ? { where } : {}) });
  }
  return out;
}

function main() {
  const args = process.argv.slice(2);
  const show = args.find((a) => a.startsWith('--show='))?.split('=')[1];
  const folds = 5;
  const dev = loadTexts(loadLabels()).passages.filter((p) => p.split === 'dev');
  const examples = new Map(dev.map((p) => [p.id, readPassage(p).examples]));
  const counts = new Map<string, number>();
  const byType = new Map<string, number>();
  for (let k = 0; k < folds; k++) {
    const model = args.includes('--rules')
      ? null
      : train(dev.filter((_, i) => i % folds !== k).flatMap((p) => examples.get(p.id) ?? []));
    if (model)
      model.thresholds = model.thresholds.map(() =>
        Number(args.find((a) => a.startsWith('--threshold='))?.split('=')[1] ?? 10),
      );
    for (const p of dev.filter((_, i) => i % folds === k))
      for (const m of missesOf(p, model)) {
        counts.set(m.cls, (counts.get(m.cls) ?? 0) + 1);
        byType.set(`${m.cls} ${m.type}`, (byType.get(`${m.cls} ${m.type}`) ?? 0) + 1);
        if (show === m.cls) console.log(`${m.id}: ${m.type} ${m.from} → ${m.to}\n    ${m.where ?? ''}`);
      }
  }
  console.log(`Development half: ${dev.length} passages; misses by class:`, Object.fromEntries(counts));
  console.log(Object.fromEntries([...byType].sort()));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
