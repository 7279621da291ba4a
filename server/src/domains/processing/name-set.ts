import { normaliseName } from '../reading/name-keys.ts';
import { TrigramIndex } from './trigrams.ts';

/** The in-memory names of one tenant (names.ts): exact names by hash, and trigram indexes for probable matches. */

export type KnownType = 'Organization' | 'Person' | 'Keyword' | 'Terminology' | 'Geo';
/**
 * A record found in a text, with all its names (and the same names normalised); a person also with the
 * organizations it belongs to and how many items name it (which of several same-named records is meant).
 */
export type Known = {
  type: KnownType;
  id: number;
  names: string[];
  normalized: string[];
  orgs?: number[];
  weight?: number;
};
export type ProbableQuery = { kind: 'organization' | 'person'; name: string; normalized: string };

export const TYPES: KnownType[] = ['Organization', 'Person', 'Keyword', 'Terminology', 'Geo'];
/** Hits confirmed per document at most (as many as the lookup returned before). */
export const MAX_KNOWN = 2000;
/**
 * Records linked per shared name at most (issue 15 item 7): "Thomas Smith" may be 500 people, and
 * linking a document to all of them cost most of the time per document at 1M records while telling the
 * analyst nothing. The most recently indexed ones are linked.
 */
export const MAX_SAME_NAME = 10;

export const packRef = (type: KnownType, id: number) => id * 8 + TYPES.indexOf(type);
/** Whether a packed reference is an organization or a person (the records a longer name can hide). */
export const isNamedRef = (ref: number) => ref % 8 <= 1;
/** A normalised name found in the index, and the records (packed references) it names. */
export type NameHit = { gram: string; refs: readonly number[] };

/** 31-bit FNV-1a: map keys stay small integers. A collision only costs one more primary-key read. */
export function hashName(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 1;
}

export type Row = { type: KnownType; id: number | string; names: string[]; similar: string | null; updated_at: string };

export class NameSet {
  private exact = new Map<number, number | number[]>();
  readonly organizations = new TrigramIndex();
  readonly people = new TrigramIndex();
  /** What was last indexed for a record read as "recently written", so that re-reading it adds nothing. */
  private recent = new Map<number, string>();

  since: string;
  readonly builtAt: number;

  constructor(since: string, builtAt: number) {
    this.since = since;
    this.builtAt = builtAt;
  }

  add(row: Row, fromDelta: boolean) {
    const id = Number(row.id);
    if (fromDelta) {
      const ref = packRef(row.type, id);
      const stamp = `${row.updated_at}|${row.names.join('|')}|${row.similar ?? ''}`;
      if (this.recent.get(ref) === stamp) return;
      if (this.recent.size > 100_000) this.recent.clear();
      this.recent.set(ref, stamp);
    }
    this.addNames(row.type, id, row.names, row.similar);
  }

  /** A record's names (exact lookups) and the name probable matches compare. */
  addNames(type: KnownType, id: number, names: string[], similar: string | null) {
    const ref = packRef(type, id);
    for (const name of names) {
      const key = hashName(normaliseName(name));
      const refs = this.exact.get(key);
      if (refs === undefined) this.exact.set(key, ref);
      else if (typeof refs === 'number') {
        if (refs !== ref) this.exact.set(key, [refs, ref]);
      } else if (!refs.includes(ref)) refs.push(ref);
    }
    if (similar && type === 'Organization') this.organizations.add(id, similar);
    if (similar && type === 'Person') this.people.add(id, similar);
  }

  compact() {
    this.organizations.compact();
    this.people.compact();
  }

  /**
   * The records each of `grams` (normalised names, `hashes` their `hashName`) names: of a name many
   * records share, the most recently indexed.
   */
  hits(grams: readonly string[], hashes: readonly number[]): NameHit[] {
    const out: NameHit[] = [];
    let found = 0;
    for (let i = 0; i < grams.length; i++) {
      const gram = grams[i] as string;
      const refs = this.exact.get(hashes[i] as number);
      if (refs === undefined) continue;
      const list = typeof refs === 'number' ? [refs] : refs.length > MAX_SAME_NAME ? refs.slice(-MAX_SAME_NAME) : refs;
      out.push({ gram, refs: list });
      found += list.length;
      // Bounded before the caller keeps the outermost (then at most MAX_KNOWN).
      if (found >= 4 * MAX_KNOWN) break;
    }
    return out;
  }
}
