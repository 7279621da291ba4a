import { createRequire } from 'node:module';
import type { Country } from 'world-countries';

const countries = createRequire(import.meta.url)('world-countries/countries.json') as Country[];

/**
 * Countries' other names from maintained data (world-countries, mledoze/countries, ODbL): the English demonyms
 * ("Emirati", "Saudi Arabian", "Swiss"), abbreviations in capitals ("UAE", "UK", "DRC") and other spellings of the
 * country's name ("Saudi", "Great Britain", "Ivory Coast"). The hand lists of geo-words.ts keep their say: a phrase
 * they hold is not taken from here. A phrase the data gives to two countries ("Congolese") is left out, and so is an
 * other spelling that is no word of the country's own name (Iceland's "Island", the Isle of Man's "Mann"): a common
 * word must not become a place.
 */

export type CountryWord = { phrase: string; iso2: string; cased: boolean };

const fold = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[-‐]/g, ' ').replace(/\s+/g, ' ').trim();

/** Letters of the English alphabet (after folding accents), spaces, apostrophes and dots only. */
const PLAIN = /^[a-z][a-z .'’]*$/;

let built: CountryWord[] | null = null;

/** Every demonym, abbreviation and other spelling of a country the data gives to that country alone. */
export function countryWords(): CountryWord[] {
  if (built) return built;
  const owners = new Map<string, Set<string>>();
  const cased = new Set<string>();
  const add = (phrase: string, iso2: string, isCased = false) => {
    const key = isCased ? phrase : fold(phrase);
    if (!isCased && !PLAIN.test(key)) return;
    if (isCased) cased.add(key);
    owners.set(key, (owners.get(key) ?? new Set()).add(iso2));
  };
  for (const c of countries) {
    const iso2 = c.cca2;
    const own = new Set(fold(`${c.name.common} ${c.name.official}`).split(' '));
    const eng = c.demonyms?.eng;
    for (const d of eng ? [eng.m, eng.f] : []) {
      if (!d) continue;
      add(d, iso2);
    }
    for (const a of c.altSpellings) {
      if (a === iso2) continue;
      if (/^[A-Z]{2,4}$/.test(a)) add(a, iso2, true);
      else if (/\s/.test(a.trim()) || own.has(fold(a))) add(a, iso2);
    }
  }
  built = [...owners]
    .filter(([, isos]) => isos.size === 1)
    .map(([phrase, isos]) => ({ phrase, iso2: [...isos][0] as string, cased: cased.has(phrase) }));
  return built;
}
