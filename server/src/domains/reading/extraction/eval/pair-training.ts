/** The pair reader's learning (relation-model.ts): one averaged perceptron per class over a sentence's pairs of names. */
import { CLASSES, type PairModel } from '../relation-model.ts';

/** A pair of names of a sentence: its features and, per class, whether the labels give the pair that relation. */
export type Example = { feats: string[]; gold: boolean[] };

/** One averaged perceptron per class (one-vs-rest), over examples in a fixed shuffled order. */
export function train(examples: Example[], epochs = 20, seed = 11): PairModel {
  const n = CLASSES.length;
  const w = new Map<string, Float64Array>();
  const total = new Map<string, Float64Array>();
  const stamp = new Map<string, Float64Array>();
  let clock = 0;
  const get = (m: Map<string, Float64Array>, f: string) => {
    let v = m.get(f);
    if (!v) {
      v = new Float64Array(n);
      m.set(f, v);
    }
    return v;
  };
  const bump = (f: string, k: number, v: number) => {
    const wf = get(w, f);
    const tf = get(total, f);
    const sf = get(stamp, f);
    tf[k] = (tf[k] as number) + (clock - (sf[k] as number)) * (wf[k] as number);
    sf[k] = clock;
    wf[k] = (wf[k] as number) + v;
  };
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const order = examples.map((_, i) => i);
  for (let e = 0; e < epochs; e++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    for (const i of order) {
      const ex = examples[i] as Example;
      clock++;
      for (let k = 0; k < n; k++) {
        let s = 0;
        for (const f of ex.feats) s += w.get(f)?.[k] ?? 0;
        const want = ex.gold[k] ? 1 : -1;
        if (s * want <= 0) for (const f of ex.feats) bump(f, k, want);
      }
    }
  }
  const weights = new Map<string, number[]>();
  for (const [f, wf] of w) {
    const tf = total.get(f) as Float64Array;
    const sf = stamp.get(f) as Float64Array;
    const avg = Array.from(wf, (v, k) => {
      const t = (tf[k] as number) + (clock - (sf[k] as number)) * v;
      return Math.round((t / clock) * 1000) / 1000;
    });
    if (avg.some((v) => v !== 0)) weights.set(f, avg);
  }
  return { weights, thresholds: CLASSES.map(() => 0) };
}
