import { LEGAL_PREFIXES, LEGAL_SEQUENCES } from './extraction/legal-forms.ts';
import { FAMILY_FIRST, NAME_PARTICLES, TITLES, WEAK_TITLES } from './extraction/lexicon.ts';

/**
 * The keys names are compared and kept under (suggestions, rejected names, known records). A low module:
 * the extractor, recognition, occurrences and the database steps all read it, and it reads only the lexicon.
 */

const SQUASHED_LEGAL_FORMS = new Set(LEGAL_SEQUENCES.map((seq) => seq.join('').replace(/[^\p{L}\p{N}]/gu, '')));
/** Words after a person's name that are not part of it. */
const NAME_SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'phd', 'md', 'esq', 'obe', 'mbe', 'cbe', 'kbe']);
const PATRONYM = new Set(['bin', 'binti', 'bint']);

/** Already normal but for case: ASCII letters, digits and "&" in words of single spaces (most names). */
const PLAIN = /^[A-Za-z0-9&]+(?: [A-Za-z0-9&]+)*$/;

/** Lower case, no accents, single spaces: the key under which names are compared and kept. */
export function normaliseName(name: string): string {
  if (PLAIN.test(name)) return name.toLowerCase();
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']s$/, '')
    .replace(/[^\p{L}\p{N}&]+/gu, ' ')
    .trim();
}

/**
 * The key under which an organization's name is kept: the normalised name without a trailing legal
 * form, so that "Acme Robotics GmbH", "ACME Robotics" and "Acme Robotics, Inc." are one suggestion.
 */
export function organizationFingerprint(name: string): string {
  const words = normaliseName(name).split(' ');
  if (words.length > 1 && LEGAL_PREFIXES.has(words[0] as string)) words.shift();
  for (let cut = true; cut; ) {
    cut = false;
    // Dotted forms come out of normalisation as letters ("S.A. de C.V." → "s a de c v"): compare squashed.
    for (let k = Math.min(6, words.length - 1); k >= 1; k--) {
      if (!SQUASHED_LEGAL_FORMS.has(words.slice(words.length - k).join(''))) continue;
      words.splice(words.length - k);
      // "Mitsui & Co." is Mitsui: the "&" or "and" joined the name to its form.
      if (words.length > 1 && (words.at(-1) === '&' || words.at(-1) === 'and')) words.pop();
      cut = true;
      break;
    }
  }
  return words.join(' ');
}

/**
 * The key under which a person's name is kept: given and family name, normalised (case, accents,
 * punctuation), without titles and middle names or initials — so that "Dr. Jane A. Okafor" and "Jane Okafor" are one
 * suggestion; a generational suffix (Jr., Sr., III) stays, since it tells a father from a son. Family-name-first names (Tan Wei Ling) and
 * patronyms (Ahmad Faizal bin Rahman) keep every word: their middle words are not middle names.
 */
export function personFingerprint(name: string): string {
  const words = normaliseName(name).split(' ').filter(Boolean);
  while (words.length > 2 && TITLES.has(words[0] as string) && !WEAK_TITLES.has(words[0] as string)) words.shift();
  // A generational suffix is kept: "Jon Huntsman Sr." and "Jon Huntsman Jr." are father and son, two people.
  const suffix: string[] = [];
  while (words.length > 2 && NAME_SUFFIXES.has(words.at(-1) as string)) suffix.unshift(words.pop() as string);
  if (words.length <= 2 || FAMILY_FIRST.has(words[0] as string) || words.some((w) => PATRONYM.has(w)))
    return [...words, ...suffix].join(' ');
  // The family name with its particles (van der Berg, de la Cruz).
  let family = words.length - 1;
  while (family > 1 && NAME_PARTICLES.has(words[family - 1] as string)) family--;
  return [words[0], ...words.slice(family), ...suffix].join(' ');
}
