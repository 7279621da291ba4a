import { isStandaloneAcronym } from './acronyms.ts';
import { isCompanyWord, isExtraGivenName, isNameWord, listedOrganization } from './gazetteers.ts';
import { HEAD_NOUNS, isCommonWord, isGivenName, isPlace, OF_HEADS, ROLE_WORDS, STOP } from './lexicon.ts';
import type { Token } from './tokens.ts';

type Verdict = { kind: 'person' | 'organization'; strong: boolean };

/** An organization the lists know by its whole name: a news organisation or wire, a fashion house. */
export function listedVerdict(words: Token[]): Verdict | null {
  const phrase = words.map((w) => w.text).join(' ');
  if (listedOrganization(phrase)) return { kind: 'organization', strong: true };
  // One word of the companies dictionary that is not an ordinary word, a place or a person's name.
  if (words.length === 1) {
    const w = words[0] as Token;
    const acronym = w.text === w.text.toUpperCase();
    if (w.text.length >= 3 && !(acronym && w.text.length <= 3) && isCompanyWord(w.text) && !isCommonWord(w.text))
      if (
        !isPlace(w.text) &&
        !isGivenName(w.text) &&
        !STOP.has(w.folded) &&
        !HEAD_NOUNS.has(w.folded) &&
        !OF_HEADS.has(w.folded)
      )
        // A word that is also a personal name (Komatsu, Stanford) is weak: a person's surname named earlier wins.
        return { kind: 'organization', strong: !isNameWord(w.text) };
    // An acronym alone: weak, so a long form the text defines ("… Bank (ADB)") takes it as an alias.
    if (isStandaloneAcronym(w)) return { kind: 'organization', strong: false };
  }
  // A company of the dictionary and a word of its line of business or country ("Hyundai Steel", "Kia Motor",
  // "Idemitsu Kosan", "Veolia Japan"): the company's unit or full name, not a person.
  if (words.length >= 2 && words.length <= 3 && isCompanyWord((words[0] as Token).text)) {
    const first = words[0] as Token;
    const last = words.at(-1) as Token;
    const strongBusiness = HEAD_NOUNS.has(last.folded) || INDUSTRY_WORDS.has(last.folded);
    // A given name first ("Robert Downey Jr.", "Kia Motor") needs a word of a business after it, not any word.
    const business = isGivenName(first.text)
      ? strongBusiness
      : strongBusiness || isCommonWord(last.text) || isPlace(last.text) || isCompanyWord(last.text);
    const whole = words.map((w) => w.text).join(' ');
    if (words.every((w) => w.cap) && !isPlace(whole) && (business || !isNameWord(first.text)))
      return { kind: 'organization', strong: true };
  }
  return null;
}

/** Words of a line of business that follow a company's name ("Hyundai Motor", "Sumitomo Chemical"). */
const INDUSTRY_WORDS = new Set(
  `motor motors steel chemical chemicals heavy electric electronics life line lines rail sons bank insurance
   shipbuilding construction engineering mobis semiconductor display pharma foods beverage brewery telecom mobile`
    .split(/\s+/)
    .filter(Boolean),
);

const plain = (w: Token) =>
  w.cap &&
  !(w.text === w.text.toUpperCase() && w.text.length > 1) &&
  !HEAD_NOUNS.has(w.folded) &&
  !ROLE_WORDS.has(w.folded) &&
  !STOP.has(w.folded) &&
  !isPlace(w.text);
const initial = (w: Token) => /^\p{Lu}\.?$/u.test(w.text);

/**
 * Two or three words that the maintained name lists know as personal names ("Takahito Tokita",
 * "Mcebisi Jonas", "Frank A. Nagorney"): a person. The first word must be a given name of the lists and
 * not an ordinary English word; the last a name of the lists, or at least no ordinary word.
 */
export function namesPerson(words: Token[]): boolean {
  const named = words.filter((w) => !initial(w));
  if (named.length < 2 || named.length > 3 || !named.every(plain)) return false;
  const first = named[0] as Token;
  const last = named.at(-1) as Token;
  const firstOk = (isNameWord(first.text) || isExtraGivenName(first.text)) && !isCommonWord(first.text);
  const lastOk = isNameWord(last.text) ? !isCommonWord(last.text) || isGivenName(first.text) : false;
  return firstOk && lastOk && named.slice(1, -1).every((w) => isNameWord(w.text));
}
