/** Text helpers and the vocabulary: real and invented words, and the names of organizations and people by id. */
import {
  COMPANY_SUFFIXES,
  FAMILY_COMMON,
  GIVEN_F,
  GIVEN_M,
  ORG_COMMON,
  ORG_MID,
  QUALIFIERS,
  SYLLABLES,
  TOPICS,
} from './lexicon.ts';
import { hashString, mix, Rng, rowRng, SALT, zipfOf } from './random.ts';
import type { Dataset } from './types.ts';

const FOLD: Record<string, string> = {
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  æ: 'ae',
  Æ: 'AE',
  ß: 'ss',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
};
/** Accent-free form (what `unaccent` makes of it). */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[øØłŁæÆßđĐı]/g, (c) => FOLD[c] ?? c);
}
export const slugify = (s: string) =>
  fold(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
export const compact = (s: string) =>
  fold(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
export const hasAccent = (s: string) => fold(s) !== s;
export const article = (type: string) => {
  const noun = (type.split('/')[0] ?? type).toLowerCase();
  return `${/^[aeiou]/.test(noun) ? 'An' : 'A'} ${noun}`;
};
/** Invented words that read badly. */
const BLOCKED = new Set(['satan', 'nazi', 'rape', 'kill']);

const ACCENTED_VOWEL: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ö', u: 'ü' };

/** Invented words (rare: each in few names), some with accents, none equal to a real word below. */
function syntheticWords(count: number, salt: string, suffixes: readonly string[], avoid: Set<string>): string[] {
  const rng = new Rng(mix(SALT.vocabulary, hashString(salt)));
  const out: string[] = [];
  const seen = new Set(avoid);
  while (out.length < count) {
    const n = 2 + rng.int(2);
    let w = '';
    for (let i = 0; i < n; i++) w += rng.pick(SYLLABLES);
    if (suffixes.length && rng.chance(0.5)) w += rng.pick(suffixes);
    if (rng.chance(0.1)) {
      const vowels = [...w].map((c, i) => (c in ACCENTED_VOWEL ? i : -1)).filter((i) => i > 0);
      const at = vowels.length ? vowels[rng.int(vowels.length)] : undefined;
      if (at !== undefined) w = w.slice(0, at) + (ACCENTED_VOWEL[w[at] as string] ?? '') + w.slice(at + 1);
    }
    w = w[0]?.toUpperCase() + w.slice(1);
    const key = fold(w).toLowerCase();
    if (w.length < 4 || seen.has(key) || [...BLOCKED].some((b) => key.includes(b))) continue;
    seen.add(key);
    out.push(w);
  }
  return out;
}

/** A company suffix ending a name (" GmbH"), to derive the legal name from the trading one. */
export const SUFFIX_AT_END = new RegExp(` (${COMPANY_SUFFIXES.map((x) => x.replace(/[.]/g, '\\.')).join('|')})$`);

export type Vocabulary = Dataset['vocabulary'];
let vocabularyCache: Vocabulary | null = null;
export function vocabulary(): Vocabulary {
  if (vocabularyCache) return vocabularyCache;
  const real = new Set(
    [...ORG_COMMON, ...ORG_MID, ...GIVEN_F, ...GIVEN_M, ...FAMILY_COMMON].map((w) => fold(w).toLowerCase()),
  );
  const orgWords = [...ORG_COMMON, ...ORG_MID, ...syntheticWords(3000, 'org', ['a', 'ix', 'on', 'ia', 'era'], real)];
  const familyNames = [
    ...FAMILY_COMMON,
    ...syntheticWords(3000, 'family', ['son', 'berg', 'ez', 'ini', 'ova', 'ski', 'sen', 'ard', 'ides', 'ović'], real),
  ];
  const keywords: string[] = [];
  const seen = new Set<string>();
  const add = (name: string) => {
    const key = slugify(name);
    if (seen.has(key)) return;
    seen.add(key);
    keywords.push(name);
  };
  for (const t of TOPICS) add(t);
  for (const q of QUALIFIERS) for (const t of TOPICS) add(`${q} ${t}`);
  vocabularyCache = { orgWords, givenNames: [...GIVEN_F, ...GIVEN_M], familyNames, keywords };
  return vocabularyCache;
}
export const MAX_KEYWORDS = 2000;

export function orgNameOf(id: number): string {
  const v = vocabulary();
  const z = zipfOf(v.orgWords.length);
  const rng = rowRng(SALT.orgName, id);
  const n = rng.chance(0.2) ? 1 : rng.chance(0.75) ? 2 : 3;
  const ranks: number[] = [];
  while (ranks.length < n) {
    const k = z.sample(rng.next());
    if (!ranks.includes(k)) ranks.push(k);
  }
  // Common words alone make no name ("Global Capital"): add a distinctive one.
  if (ranks.every((k) => k < ORG_COMMON.length)) {
    ranks.push(ORG_COMMON.length + zipfOf(v.orgWords.length - ORG_COMMON.length).sample(rng.next()));
  }
  // Distinctive words first, the common ("Capital", "Partners") ones last.
  ranks.sort((a, b) => b - a);
  let name = ranks.map((k) => v.orgWords[k]).join(' ');
  if (rng.chance(0.08)) name += ` ${rng.pick(COMPANY_SUFFIXES)}`;
  return name;
}

export function personNameOf(id: number): { given: string; family: string; gender: 'M' | 'F' | null } {
  const v = vocabulary();
  const rng = rowRng(SALT.personName, id);
  const g = rng.next();
  const gender = g < 0.48 ? 'F' : g < 0.96 ? 'M' : null;
  const givenList = gender === 'F' ? GIVEN_F : gender === 'M' ? GIVEN_M : rng.chance(0.5) ? GIVEN_F : GIVEN_M;
  const given = givenList[zipfOf(givenList.length).sample(rng.next())] as string;
  let family = v.familyNames[zipfOf(v.familyNames.length).sample(rng.next())] as string;
  if (rng.chance(0.04)) family = `${family}-${v.familyNames[zipfOf(v.familyNames.length).sample(rng.next())]}`;
  return { given, family, gender };
}
