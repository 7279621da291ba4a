/** Marks text that a rule has read, so that no other rule reads it again and regexes cannot run across it. */
export const READ = '¦';

const PUNCTUATION = /[?!;:()[\]{}<>…,¿¡]/g;
/** Stands in for punctuation while the question is cleaned (a private-use character no question holds). */
const BREAK = '\uE000';

/** Lower-case without accents, one char for one char (positions stay comparable with the original). */
function fold(c: string, lower: boolean): string {
  const l = lower ? c.toLowerCase() : c;
  const d = (l.length === c.length ? l : c).normalize('NFD').replace(/\p{M}/gu, '');
  return d.length === c.length ? d : c;
}

/** Vocabulary and questions are compared in this form. */
export function norm(s: string): string {
  return [
    ...s
      .replace(/[“”„«»]/g, '"')
      .replace(/[’‘`]/g, "'")
      .replace(PUNCTUATION, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ]
    .map((c) => fold(c, true))
    .join('');
}

/** The question being read: the original (for acronyms like US and UK) and its folded form, in step. */
export class Reading {
  orig: string;
  low: string;
  /** Words written with a possessive ("Blue Harbor's funds"), lower case: they name a record. */
  possessives = new Set<string>();
  /** Positions of the spaces where punctuation stood (a comma, a semicolon, a spaced slash). */
  breaks = new Set<number>();

  constructor(text: string) {
    for (const m of text.matchAll(/([\p{L}\d&-]+)['’]s(?![\p{L}])/gu)) this.possessives.add(norm(m[1] ?? ''));
    const cleaned = text
      .replace(/[“”„«»]/g, '"')
      .replace(/[’‘`]/g, "'")
      // "A–Z", "2010—2015": a dash between two words or numbers is a hyphen.
      .replace(/(?<=[\p{L}\d])[–—](?=[\p{L}\d])/gu, '-')
      // "the 1990's", "the 90's": a decade, not a possessive.
      .replace(/(?<=\d)'s(?![\p{L}])/gu, 's')
      // "Northwind Capital's funds": the possessive carries nothing the rules need.
      .replace(/'s(?![\p{L}])/gu, '')
      // "non-VC" reads as "non VC" (same length, so positions stay in step).
      .replace(/(?<![\p{L}])(non)-(?=\p{L})/giu, '$1 ')
      // "Paris-based firms" reads as "Paris based firms".
      .replace(
        /(?<=\p{L})-(?=(?:based|headquartered|registered|located|tagged|domiciled|incorporated|seated)(?![\p{L}]))/giu,
        ' ',
      )
      // "companies / Germany / founded after 2010": a spaced slash separates conditions as a comma does.
      .replace(PUNCTUATION, BREAK)
      .replace(/(?<=[\s\uE000])\/(?=[\s\uE000])/g, BREAK)
      // "ledger — vehicle VC — invested since 2020": a dash left (not between two words) separates as a comma does.
      .replace(/[–—]|(?<=^|[\s\uE000])-(?=[\s\uE000]|$)/g, BREAK);
    const spaced = cleaned
      .replace(/\uE000/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    // Where punctuation stood, in the spaced text: "articles, podcasts" (a list) from "podcast articles" (a compound).
    const marked = cleaned
      .replace(/[\s\uE000]*\uE000[\s\uE000]*/g, BREAK)
      .replace(/\s+/g, ' ')
      .replace(/^[\s\uE000]+|[\s\uE000]+$/g, '');
    if (marked.length === spaced.length)
      for (let i = marked.indexOf(BREAK); i >= 0; i = marked.indexOf(BREAK, i + 1)) this.breaks.add(i);
    this.orig = [...spaced].map((c) => fold(c, false)).join('');
    this.low = [...spaced].map((c) => fold(c, true)).join('');
  }

  consume(start: number, end: number) {
    const mask = READ.repeat(end - start);
    this.low = this.low.slice(0, start) + mask + this.low.slice(end);
    this.orig = this.orig.slice(0, start) + mask + this.orig.slice(end);
  }

  /**
   * Runs a rule over the unread text; every match the handler accepts (does not return false)
   * is marked as read. Matches are taken from one snapshot, so they never overlap.
   */
  take(re: RegExp, handler: (m: RegExpExecArray) => boolean | undefined, caseSensitive = false) {
    const source = caseSensitive ? this.orig : this.low;
    const global = re.global ? re : new RegExp(re.source, `${re.flags}g`);
    for (const m of source.matchAll(global)) {
      if (handler(m as RegExpExecArray) !== false) this.consume(m.index ?? 0, (m.index ?? 0) + m[0].length);
    }
  }
}
