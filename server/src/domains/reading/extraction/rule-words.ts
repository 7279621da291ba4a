/**
 * The words a relation rule cannot match without (relations.ts): read from the rule's expression, so that a
 * sentence missing them skips the rule without running it (most rules match in few sentences, and 155 of them
 * ran on every sentence that names someone: about half of recognition's time on a bench document).
 *
 * `requiredWords(re)` answers groups of strings: every match of `re` contains at least one string of each
 * group, once both are folded (`foldForWords`: lower case; a case-sensitive expression's literal is then still
 * required, only less strictly). Only what is certain is kept: a part of the expression that may match nothing
 * (`?`, `*`, `{0,n}`, a lookahead) requires nothing, a class (`[a-z]`, `\s`, `.`) or a letter outside ASCII cuts
 * a literal, and an expression this reader does not know (a back-reference, a lookbehind, a named group)
 * requires nothing at all. `WordFinder` finds every rule's strings in one pass over a sentence.
 */

/** A part of an expression: the strings it matches exactly (when it is a literal or a small alternation of them), and what it requires. */
type Info = { exact: string[] | null; need: string[][] };

/** More exact strings than this (alternations multiplied out) are cut into separate requirements. */
const MAX_EXACT = 64;
/** Groups kept per rule: the smallest first (each is looked for in every sentence). */
const MAX_GROUPS = 3;

class Unknown extends Error {}

/** Letters and digits in the weakest string of a group: a group of one-letter strings (`⟦P`) filters nothing. */
function strength(group: string[]): number {
  let min = Number.POSITIVE_INFINITY;
  for (const s of group) min = Math.min(min, (s.match(/[\p{L}\p{N}]/gu)?.length ?? 0) - (s.includes('⟦') ? 1 : 0));
  return min;
}

function asNeed(info: Info): string[][] {
  if (info.exact && !info.exact.includes('')) return [info.exact, ...info.need];
  return info.need;
}

/** The strongest single group of a part (an alternation keeps one group per branch). */
function best(need: string[][]): string[] | null {
  let pick: string[] | null = null;
  for (const g of need) if (strength(g) >= 2 && (!pick || strength(g) > strength(pick))) pick = g;
  return pick;
}

class Reader {
  private i = 0;
  private readonly src: string;

  constructor(src: string) {
    this.src = src;
  }

  read(): Info {
    const info = this.alternation();
    if (this.i < this.src.length) throw new Unknown('unbalanced');
    return info;
  }

  private alternation(): Info {
    const branches = [this.sequence()];
    while (this.src[this.i] === '|') {
      this.i++;
      branches.push(this.sequence());
    }
    if (branches.length === 1) return branches[0] as Info;
    const exact = branches.every((b) => b.exact) ? [...new Set(branches.flatMap((b) => b.exact as string[]))] : null;
    const picks = branches.map((b) => best(asNeed(b)));
    const need = picks.every((p) => p) ? [[...new Set(picks.flatMap((p) => p as string[]))]] : [];
    return { exact: exact && exact.length <= MAX_EXACT ? exact : null, need };
  }

  private sequence(): Info {
    let current: string[] | null = [''];
    let allExact = true;
    const need: string[][] = [];
    const flush = () => {
      if (current && !current.includes('')) need.push(current);
      current = [''];
    };
    while (this.i < this.src.length && this.src[this.i] !== '|' && this.src[this.i] !== ')') {
      const part = this.quantified();
      if (part.exact && current) {
        const joined: string[] = [];
        for (const a of current) for (const b of part.exact) joined.push(a + b);
        if (joined.length <= MAX_EXACT) current = [...new Set(joined)];
        else {
          flush();
          current = part.exact;
          allExact = false;
        }
      } else {
        allExact = false;
        flush();
        need.push(...part.need);
      }
    }
    if (allExact) return { exact: current, need };
    flush();
    return { exact: null, need };
  }

  private quantified(): Info {
    const atom = this.atom();
    const q = /^(?:[*+?]|\{(\d+)(,\d*)?\})\??/.exec(this.src.slice(this.i));
    if (!q) return atom;
    this.i += q[0].length;
    const sign = q[0][0];
    const min = sign === '+' ? 1 : sign === '*' || sign === '?' ? 0 : Number(q[1]);
    const once = sign === '{' && q[2] === undefined && min === 1;
    if (once) return atom;
    return { exact: null, need: min >= 1 ? asNeed(atom) : [] };
  }

  private atom(): Info {
    const src = this.src;
    const c = src[this.i] as string;
    if (c === '(') {
      this.i++;
      let zeroWidth = false;
      if (src.startsWith('?:', this.i)) this.i += 2;
      else if (src.startsWith('?=', this.i) || src.startsWith('?!', this.i)) {
        this.i += 2;
        zeroWidth = true;
      } else if (src[this.i] === '?') throw new Unknown('group');
      const inner = this.alternation();
      if (src[this.i] !== ')') throw new Unknown('group');
      this.i++;
      return zeroWidth ? { exact: [''], need: [] } : inner;
    }
    if (c === '[') {
      this.i++;
      if (src[this.i] === '^') this.i++;
      if (src[this.i] === ']') this.i++;
      while (this.i < src.length && src[this.i] !== ']') this.i += src[this.i] === '\\' ? 2 : 1;
      if (src[this.i] !== ']') throw new Unknown('class');
      this.i++;
      return { exact: null, need: [] };
    }
    if (c === '\\') {
      const e = src[this.i + 1] as string;
      this.i += 2;
      if (e === 'b' || e === 'B') return { exact: [''], need: [] };
      if ('sSdDwW'.includes(e)) return { exact: null, need: [] };
      if (e === 'p' || e === 'P') {
        const end = src.indexOf('}', this.i);
        if (src[this.i] !== '{' || end < 0) throw new Unknown('property');
        this.i = end + 1;
        return { exact: null, need: [] };
      }
      if (/[\\/^$.*+?()[\]{}|-]/.test(e)) return this.literal(e);
      throw new Unknown(`escape \\${e}`);
    }
    if (c === '.') {
      this.i++;
      return { exact: null, need: [] };
    }
    if (c === '^' || c === '$') {
      this.i++;
      return { exact: [''], need: [] };
    }
    if ('*+?{}]'.includes(c)) throw new Unknown(`stray ${c}`);
    const code = src.codePointAt(this.i) as number;
    const char = String.fromCodePoint(code);
    this.i += char.length;
    return this.literal(char);
  }

  /**
   * One character matched as itself: kept when it is an ASCII letter or has no case, whose folded form is the
   * folded form of every character a case-insensitive expression matches it with (the long s aside: see
   * `foldForWords`), lower case.
   */
  private literal(char: string): Info {
    const caseless = char.toLowerCase() === char && char.toUpperCase() === char;
    if (!caseless && !/^[A-Za-z]$/.test(char)) return { exact: null, need: [] };
    return { exact: [char.toLowerCase()], need: [] };
  }
}

/** Groups of strings every match of `re` contains one of (see above), lower case; none when nothing is certain. */
export function requiredWords(re: RegExp): string[][] {
  let info: Info;
  try {
    info = new Reader(re.source).read();
  } catch (err) {
    if (err instanceof Unknown) return [];
    throw err;
  }
  return asNeed(info)
    .filter((g) => strength(g) >= 2)
    .sort((a, b) => a.length - b.length || strength(b) - strength(a))
    .slice(0, MAX_GROUPS);
}

/**
 * A text as required strings are looked for in: lower case, with the long s (ſ), which a case-insensitive
 * expression matches as "s", written as one. (The Kelvin sign, matched as "k", is lower-cased to "k" already;
 * no other character folds to an ASCII letter.)
 */
export function foldForWords(text: string): string {
  return text.toLowerCase().replace(/ſ/g, 's');
}

/**
 * Many strings found in one pass over a text (Aho–Corasick): `add` each, then `find` in a folded text, and
 * `hasAll` answers whether that text had one string of every group.
 */
export class WordFinder {
  private readonly ids = new Map<string, number>();
  private readonly next: Map<number, number>[] = [new Map()];
  private fail: number[] = [0];
  private readonly out: number[][] = [[]];
  private built = false;
  private seen = new Uint32Array(0);
  private pass = 0;

  /** The id of a string (the same string, the same id). */
  add(word: string): number {
    let id = this.ids.get(word);
    if (id !== undefined) return id;
    id = this.ids.size;
    this.ids.set(word, id);
    this.built = false;
    let state = 0;
    for (let i = 0; i < word.length; i++) {
      const c = word.charCodeAt(i);
      let to = this.next[state]?.get(c);
      if (to === undefined) {
        to = this.next.length;
        this.next.push(new Map());
        this.out.push([]);
        this.next[state]?.set(c, to);
      }
      state = to;
    }
    this.out[state]?.push(id);
    return id;
  }

  private build() {
    this.fail = new Array(this.next.length).fill(0);
    const queue: number[] = [...(this.next[0]?.values() ?? [])];
    for (let q = 0; q < queue.length; q++) {
      const state = queue[q] as number;
      for (const [c, to] of this.next[state] ?? []) {
        let f = this.fail[state] as number;
        while (f && !this.next[f]?.has(c)) f = this.fail[f] as number;
        const target = this.next[f]?.get(c);
        this.fail[to] = target !== undefined && target !== to ? target : 0;
        this.out[to]?.push(...(this.out[this.fail[to] as number] ?? []));
        queue.push(to);
      }
    }
    this.seen = new Uint32Array(this.ids.size);
    this.pass = 0;
    this.built = true;
  }

  /** Reads `text` (folded): every string added is then known to be in it or not, until the next `find`. */
  find(text: string): void {
    if (!this.built) this.build();
    this.pass += 1;
    const { next, fail, out, seen, pass } = this;
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      let to = next[state]?.get(c);
      while (to === undefined && state !== 0) {
        state = fail[state] as number;
        to = next[state]?.get(c);
      }
      state = to ?? 0;
      for (const id of out[state] as number[]) seen[id] = pass;
    }
  }

  /** Whether the text last read has one string (by id) of every group. */
  hasAll(groups: readonly (readonly number[])[]): boolean {
    for (const group of groups) {
      let found = false;
      for (const id of group)
        if (this.seen[id] === this.pass) {
          found = true;
          break;
        }
      if (!found) return false;
    }
    return true;
  }
}
