import { normaliseName } from '../../recognise.ts';
import type { LabelledPassage, RelationType } from './types.ts';

export type Predicted = {
  entities: { kind: 'person' | 'organization'; name: string; aliases: string[] }[];
  relations: { type: RelationType; from: string; to: string; role?: string }[];
};
export type Extractor = (text: string) => Predicted;

export type Tally = { tp: number; fp: number; fn: number };
export type Scores = { people: Tally; organizations: Tally; relations: Tally; errors: string[] };

/** How names are compared when scoring: the extractor's normal form without a leading article. */
const key = (name: string) => normaliseName(name).replace(/^the /, '');

const tally = (): Tally => ({ tp: 0, fp: 0, fn: 0 });
export const precision = (t: Tally) => (t.tp + t.fp === 0 ? 1 : t.tp / (t.tp + t.fp));
export const recall = (t: Tally) => (t.tp + t.fn === 0 ? 1 : t.tp / (t.tp + t.fn));
export const addTally = (a: Tally, b: Tally): Tally => ({ tp: a.tp + b.tp, fp: a.fp + b.fp, fn: a.fn + b.fn });
/** Two runs' scores as one (the folds of a cross-validation): `a` null is the start of the sum. */
export const sumScores = (a: Scores | null, b: Scores): Scores =>
  a
    ? {
        people: addTally(a.people, b.people),
        organizations: addTally(a.organizations, b.organizations),
        relations: addTally(a.relations, b.relations),
        errors: [...a.errors, ...b.errors],
      }
    : b;

/**
 * Entity-level scoring: a labelled entity is found when one prediction of its kind carries its name or
 * one of its aliases. A second prediction for an entity already found counts as a false positive, so an
 * extractor that suggests "Okafor" beside "Samuel Okafor" is penalised (one suggestion per entity).
 */
export function score(passages: LabelledPassage[], extract: Extractor): Scores {
  const out: Scores = { people: tally(), organizations: tally(), relations: tally(), errors: [] };
  for (const p of passages) {
    const predicted = extract(p.text);
    const resolved = new Map<string, string>();
    for (const kind of ['person', 'organization'] as const) {
      const gold = kind === 'person' ? p.people : p.organizations;
      const t = kind === 'person' ? out.people : out.organizations;
      const byKey = new Map<string, string>();
      for (const g of gold) for (const n of [g.name, ...(g.aliases ?? [])]) byKey.set(key(n), g.name);
      const found = new Set<string>();
      for (const e of predicted.entities.filter((x) => x.kind === kind)) {
        const hit = [e.name, ...e.aliases].map((n) => byKey.get(key(n))).find(Boolean);
        for (const n of [e.name, ...e.aliases]) if (hit) resolved.set(`${kind}:${key(n)}`, hit);
        if (hit && !found.has(hit)) {
          found.add(hit);
          t.tp++;
        } else {
          t.fp++;
          out.errors.push(`${p.id}: extra ${kind} "${e.name}"${hit ? ` (again ${hit})` : ''}`);
        }
      }
      for (const g of gold)
        if (!found.has(g.name)) {
          t.fn++;
          out.errors.push(`${p.id}: missed ${kind} "${g.name}"`);
        }
    }
    const entityOf = (name: string) =>
      resolved.get(`person:${key(name)}`) ?? resolved.get(`organization:${key(name)}`) ?? null;
    const goldRel = new Set(p.relations.map((r) => `${r.type}|${r.from}|${r.to}`));
    const seen = new Set<string>();
    for (const r of predicted.relations) {
      const id = `${r.type}|${entityOf(r.from)}|${entityOf(r.to)}`;
      if (seen.has(id)) continue;
      seen.add(id);
      if (goldRel.has(id)) out.relations.tp++;
      else {
        out.relations.fp++;
        out.errors.push(`${p.id}: extra relation ${r.type} ${r.from} → ${r.to}`);
      }
    }
    for (const r of p.relations)
      if (!seen.has(`${r.type}|${r.from}|${r.to}`)) {
        out.relations.fn++;
        out.errors.push(`${p.id}: missed relation ${r.type} ${r.from} → ${r.to}`);
      }
  }
  return out;
}
