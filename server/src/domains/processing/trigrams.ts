/**
 * pg_trgm's similarity, in memory, over many names: what narrows a probable match down to a few
 * records before PostgreSQL confirms it. Under row-level security PostgreSQL cannot use a trigram
 * index for `%` or `similarity()` (they are not leakproof), so one lookup would scan every record of
 * the tenant; this index answers in time proportional to the names that share trigrams with the query.
 */

/** The trigrams pg_trgm takes from a string: lower case, per word, padded "  word ". */
export function trigramsOf(s: string): string[] {
  const out = new Set<string>();
  for (const word of s.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const chars = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= chars.length; i++) out.add(`${chars[i]}${chars[i + 1]}${chars[i + 2]}`);
  }
  return [...out];
}

/** pg_trgm's `similarity(a, b)`: shared trigrams over the union of both sets. */
export function trigramSimilarity(a: string, b: string): number {
  const ta = trigramsOf(a);
  const tb = new Set(trigramsOf(b));
  if (ta.length === 0 || tb.size === 0) return 0;
  const common = ta.filter((t) => tb.has(t)).length;
  return common / (ta.length + tb.size - common);
}

/** A trigram as a map key: three ASCII characters packed into a small integer, other ones as the string. */
type GramKey = number | string;

/**
 * The distinct trigrams of `s` as keys (the same set as `trigramsOf`): no string is made for an
 * all-ASCII trigram, which is what indexing a million names spends most of its time on.
 */
export function trigramKeys(s: string): GramKey[] {
  const out: GramKey[] = [];
  for (const word of s.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const padded = `  ${word} `;
    // Trigrams are of code units here and of characters in trigramsOf: the same for any character of the BMP.
    const astral = padded.length !== [...padded].length;
    const chars = astral ? [...padded] : null;
    const n = chars ? chars.length : padded.length;
    for (let i = 0; i + 3 <= n; i++) {
      let key: GramKey;
      if (chars) key = `${chars[i]}${chars[i + 1]}${chars[i + 2]}`;
      else {
        const a = padded.charCodeAt(i);
        const b = padded.charCodeAt(i + 1);
        const c = padded.charCodeAt(i + 2);
        key = a < 128 && b < 128 && c < 128 ? (a << 14) | (b << 7) | c : padded.slice(i, i + 3);
      }
      if (!out.includes(key)) out.push(key);
    }
  }
  return out;
}

/** An append-only inverted index from trigrams to entries (record id + how many trigrams its name has). */
export class TrigramIndex {
  private ids: number[] = [];
  private sizes: number[] = [];
  private postings = new Map<GramKey, number[] | Int32Array>();
  private counts = new Uint16Array(0);

  get size() {
    return this.ids.length;
  }

  add(id: number, name: string) {
    const grams = trigramKeys(name);
    if (grams.length === 0) return;
    const entry = this.ids.length;
    this.ids.push(id);
    this.sizes.push(grams.length);
    for (const g of grams) {
      let list = this.postings.get(g);
      if (list instanceof Int32Array) {
        list = Array.from(list);
        this.postings.set(g, list);
      } else if (!list) {
        list = [];
        this.postings.set(g, list);
      }
      list.push(entry);
    }
  }

  /** Packs the lists into typed arrays (half the memory of JS arrays) once a bulk load is done. */
  compact() {
    for (const [g, list] of this.postings)
      if (!(list instanceof Int32Array)) this.postings.set(g, Int32Array.from(list));
  }

  /**
   * Record ids whose name is at least `threshold` similar to `query`, best first, at most `limit`.
   * Counting shared trigrams over the query's posting lists gives the exact similarity of each entry.
   * An entry that shares `need` of the query's trigrams is in at least one of its `lists - need + 1`
   * shortest lists: only those are walked for candidates, and each candidate is looked up in the other
   * lists (sorted: entries are added in increasing order) or, when that reads less, the list is walked
   * for them. A common trigram's list (" ca" of "Capital": a fifth of a million organizations) then
   * adds nothing new to count.
   */
  search(query: string, threshold: number, limit: number): { id: number; similarity: number }[] {
    const grams = trigramKeys(query);
    if (grams.length === 0 || this.ids.length === 0) return [];
    if (this.counts.length < this.ids.length) this.counts = new Uint16Array(Math.ceil(this.ids.length * 1.25));
    const counts = this.counts;
    const touched: number[] = [];
    const lists: (number[] | Int32Array)[] = [];
    for (const g of grams) {
      const list = this.postings.get(g);
      if (list) lists.push(list);
    }
    lists.sort((a, b) => a.length - b.length);
    const need = Math.max(1, Math.ceil(threshold * grams.length));
    const walked = lists.length - need + 1;
    if (walked <= 0) return [];
    for (let l = 0; l < walked; l++) {
      const list = lists[l] as number[] | Int32Array;
      for (let i = 0; i < list.length; i++) {
        const e = list[i] as number;
        if (counts[e] === 0) touched.push(e);
        counts[e] = (counts[e] as number) + 1;
      }
    }
    // The other lists only add to candidates (an entry in none of the walked lists cannot reach `need`):
    // each is walked or searched, whichever reads less.
    for (let l = walked; l < lists.length; l++) {
      const list = lists[l] as number[] | Int32Array;
      if (touched.length * Math.log2(list.length + 1) < list.length) {
        for (const e of touched) if (sortedHas(list, e)) counts[e] = (counts[e] as number) + 1;
      } else
        for (let i = 0; i < list.length; i++) {
          const e = list[i] as number;
          if (counts[e] !== 0) counts[e] = (counts[e] as number) + 1;
        }
    }
    // An entry with similarity ≥ t shares at least t × |query trigrams| of them.
    const found: { id: number; similarity: number }[] = [];
    for (const e of touched) {
      const common = counts[e] as number;
      counts[e] = 0;
      if (common < need) continue;
      const similarity = common / (grams.length + (this.sizes[e] as number) - common);
      if (similarity >= threshold) found.push({ id: this.ids[e] as number, similarity });
    }
    found.sort((a, b) => b.similarity - a.similarity || a.id - b.id);
    // The same record may be in the index twice (renamed, re-read): keep its best entry.
    const seen = new Set<number>();
    return found.filter((f) => !seen.has(f.id) && seen.add(f.id)).slice(0, limit);
  }
}

/** Whether a list sorted in increasing order holds `value` (binary search). */
function sortedHas(list: number[] | Int32Array, value: number): boolean {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo < list.length && list[lo] === value;
}
