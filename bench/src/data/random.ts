/** Deterministic randomness: a 32-bit hash of (purpose, id) seeds a small PRNG per row. */

export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export function mix(a: number, b: number): number {
  let h = (a ^ Math.imul(b + 0x7f4a7c15, 0x9e3779b1)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32. */
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) | 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
}

export const SALT = {
  orgName: hashString('org-name'),
  org: hashString('org'),
  orgEmail: hashString('org-email'),
  orgUrl: hashString('org-url'),
  person: hashString('person'),
  personName: hashString('person-name'),
  personEmail: hashString('person-email'),
  personUrl: hashString('person-url'),
  personOrgs: hashString('person-orgs'),
  library: hashString('library'),
  authors: hashString('library-authors'),
  ledger: hashString('ledger'),
  keyword: hashString('keyword'),
  tags: hashString('tags'),
  list: hashString('list'),
  vocabulary: hashString('vocabulary'),
};
export const rowRng = (salt: number, id: number) => new Rng(mix(salt, id));

/** Zipf-like ranks: P(rank k) ∝ 1 / (k + 1)^s; `sample` maps a uniform number to a 0-based rank. */
export class Zipf {
  private readonly cdf: Float64Array;
  constructor(n: number, s = 1) {
    this.cdf = new Float64Array(n);
    let sum = 0;
    for (let k = 0; k < n; k++) {
      sum += 1 / (k + 1) ** s;
      this.cdf[k] = sum;
    }
    for (let k = 0; k < n; k++) this.cdf[k] = (this.cdf[k] as number) / sum;
  }
  sample(u: number): number {
    let lo = 0;
    let hi = this.cdf.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cdf[mid] as number) < u) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

const zipfCache = new Map<number, Zipf>();
export function zipfOf(n: number): Zipf {
  let z = zipfCache.get(n);
  if (!z) {
    z = new Zipf(n, 1);
    zipfCache.set(n, z);
  }
  return z;
}

/** A weighted choice: `[value, weight]` pairs. */
export function weighted<T>(pairs: readonly (readonly [T, number])[]): (rng: Rng) => T {
  const total = pairs.reduce((s, [, w]) => s + w, 0);
  const cum: number[] = [];
  let acc = 0;
  for (const [, w] of pairs) {
    acc += w / total;
    cum.push(acc);
  }
  return (rng) => {
    const u = rng.next();
    for (let i = 0; i < cum.length; i++) if (u < (cum[i] as number)) return (pairs[i] as readonly [T, number])[0];
    return (pairs[pairs.length - 1] as readonly [T, number])[0];
  };
}
