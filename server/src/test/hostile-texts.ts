/**
 * Texts that once held a processing worker for seconds (issue 33, item 3), each about 200 KB and built
 * the same way on every run (a fixed-seed generator): the event-loop test and the processing benchmark
 * use them.
 */

/** A seeded generator (LCG): the same texts on every run. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x80000000;
  };
}

const SCRIPTS: [number, number][] = [
  [0x41, 0x5a], // Latin capitals
  [0x61, 0x7a],
  [0xc0, 0x24f], // Latin with diacritics
  [0x370, 0x3ff], // Greek
  [0x400, 0x4ff], // Cyrillic
  [0x5d0, 0x5ea], // Hebrew
  [0x600, 0x6ff], // Arabic
  [0x900, 0x97f], // Devanagari
  [0x300, 0x36f], // combining marks
  [0x4e00, 0x9fff], // CJK
  [0x3040, 0x30ff], // kana
  [0xac00, 0xd7a3], // Hangul
  [0x2000, 0x206f], // general punctuation
  [0x20, 0x40], // ASCII punctuation and digits
  [0x1f600, 0x1f64f], // emoji (surrogate pairs)
];

/** `a@` and 60,000 dots, then `x`: an "address" whose every dot could end a sentence or a domain label. */
export const dottedAddress = () => `a@${'.'.repeat(60_000)}x`;

/** 200,000 characters of mixed scripts, marks, punctuation and emoji, with spaces and the odd ". ". */
export function mixedUnicode(chars = 200_000): string {
  const rnd = seeded(7);
  const out: string[] = [];
  let length = 0;
  while (length < chars) {
    const [a, b] = SCRIPTS[Math.floor(rnd() * SCRIPTS.length)] as [number, number];
    let piece = String.fromCodePoint(a + Math.floor(rnd() * (b - a + 1)));
    if (rnd() < 0.15) piece += ' ';
    if (rnd() < 0.01) piece += '. ';
    out.push(piece);
    length += piece.length;
  }
  return out.join('').slice(0, chars);
}

function capitalisedWord(rnd: () => number): string {
  let w = String.fromCharCode(65 + Math.floor(rnd() * 26));
  const len = 3 + Math.floor(rnd() * 6);
  for (let k = 0; k < len; k++) w += String.fromCharCode(97 + Math.floor(rnd() * 26));
  return w;
}

/** 50,000 capitalised words; `separator(i)` goes after the i-th (a space: one endless name). */
export function capitalisedWords(count = 50_000, separator: (i: number) => string = () => ' '): string {
  const rnd = seeded(11);
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(capitalisedWord(rnd), separator(i));
  return out.join('').trimEnd();
}

/** About 200 KB of distinct company names ("Qhdke Vxowp Holdings GmbH. "): ~8,000 new names to suggest. */
export function manyCompanies(chars = 200_000): string {
  const rnd = seeded(13);
  const forms = ['GmbH', 'Ltd.', 'Inc.', 'AG', 'Holdings LLC', 'Capital Partners', 'S.A.'];
  const out: string[] = [];
  let length = 0;
  while (length < chars) {
    const piece = `${capitalisedWord(rnd)} ${capitalisedWord(rnd)} ${forms[Math.floor(rnd() * forms.length)]} signed. `;
    out.push(piece);
    length += piece.length;
  }
  return out.join('');
}

/** The hostile texts by name. */
export const HOSTILE_TEXTS: [string, () => string][] = [
  ['a 60,000-dot address', dottedAddress],
  ['200 KB of mixed Unicode', () => mixedUnicode()],
  ['50,000 capitalised words', () => capitalisedWords()],
  ['50,000 capitalised words in two-word sentences', () => capitalisedWords(50_000, (i) => (i % 2 ? '. ' : ' '))],
  ['50,000 capitalised words, a comma list', () => capitalisedWords(50_000, (i) => (i % 2 ? ', ' : ' '))],
  ['200 KB of company names', () => manyCompanies()],
];
