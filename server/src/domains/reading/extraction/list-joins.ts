import { type Kind, nameLike } from './classify.ts';
import { HEAD_NOUNS, isCommonWord, isGivenName, isPlace } from './lexicon.ts';
import type { Piece } from './spans.ts';
import type { Token } from './tokens.ts';

/** What the list joins read of a name found in a sentence (extract.ts's `Found`): its words, place and verdict. */
export type ListName = {
  tokens: Token[];
  piece: Piece;
  start: number;
  end: number;
  text: string;
  core: string[];
  kind: Kind | null;
  strong: boolean;
};

/** A role and "of" before an organization (maybe with a description): "the chairman of private-equity firm ⟦O⟧". */
const ROLE_OF_BEFORE =
  /\b(?:chairman|chairwoman|chair|chief executive|ceo|president|founder|co-founder|head|director|partner|boss)\s+of\s+(?:[\p{Ll}-]+\s+){0,3}$/iu;
/** "of" and a capitalised word after a name. */
const OF_AFTER = /^\s+of\s+(?:the\s+)?\p{Lu}/u;
/** Between two names of one list: a comma, maybe "and". */
const LIST_GAP = /^\s*,\s*(?:and\s+)?$|^\s+and\s+$/u;

/**
 * "Toshiaki Higashihara, Eiji Hashimoto, Kazuhiro Tsuga, and Tomoko Namba": a name of two to four capitalised
 * words with no verdict, next to a person in a list, is a person too (both ways along the list).
 */
export function joinPeopleLists(text: string, list: ListName[]): void {
  const shaped = (f: ListName) =>
    !f.kind &&
    f.core.length >= 2 &&
    f.core.length <= 4 &&
    !f.piece.legal &&
    // Capitalised words, none of them a nationality ("British", "Indian-origin").
    f.tokens
      .slice(f.piece.from, f.piece.to)
      .every((t) => !t.word || (t.cap && !/(?:-\p{Ll}|ish|ese)$/u.test(t.text))) &&
    !f.core.some((w) => HEAD_NOUNS.has(w) || isCommonWord(w)) &&
    !isPlace(f.text);
  const linked = (a: ListName | undefined, b: ListName | undefined) =>
    !!a && !!b && a.kind === 'person' && LIST_GAP.test(text.slice(Math.min(a.end, b.end), Math.max(a.start, b.start)));
  for (const order of [list, [...list].reverse()])
    order.forEach((f, i) => {
      if (shaped(f) && linked(order[i - 1], f)) {
        f.kind = 'person';
        f.strong = true;
      }
    });
}

/**
 * "Femsa, Bimbo, Telmex and Modelo" next to a company: a name the rules left without a verdict (or a weak one),
 * next to an organization in a list, is one too (both ways along the list): one word that can be a company's
 * whole name, or two to four capitalised words, none a nationality, that are no place.
 */
export function joinCompanyLists(text: string, list: ListName[]): void {
  const shaped = (f: ListName) =>
    (!f.kind || (f.kind === 'organization' && !f.strong)) &&
    !f.piece.title &&
    f.core.length >= 1 &&
    f.core.length <= 4 &&
    (f.core.length > 1 || oneCompanyWord(f)) &&
    f.tokens
      .slice(f.piece.from, f.piece.to)
      .every((t) => !t.word || (t.cap && !/(?:-\p{Ll}|ish|ese|an)$/u.test(t.text))) &&
    !isPlace(f.text);
  // One word: no sentence's first word ("Specifically,"), contraction ("I’ve"), head noun cut from a name
  // ("Securities and Futures Commission"), given name or place's possessive ("Britain’s Vodafone").
  const oneCompanyWord = (f: ListName) => {
    const w = f.tokens[f.piece.from] as Token;
    return (
      f.piece.from > 0 &&
      /^\p{Lu}[\p{L}\p{N}-]*$/u.test(w.text) &&
      nameLike(w) &&
      !HEAD_NOUNS.has(w.folded) &&
      !isGivenName(w.text) &&
      !/^\s*[’']s\b/u.test(text.slice(f.end, f.end + 3))
    );
  };
  const linked = (a: ListName | undefined, b: ListName | undefined) =>
    !!a &&
    !!b &&
    a.kind === 'organization' &&
    a.strong &&
    LIST_GAP.test(text.slice(Math.min(a.end, b.end), Math.max(a.start, b.start))) &&
    // "The chairman of Vodacom Group, Jabu Moleketi,": the name after a role's organization holds the role.
    !(b.start > a.end && ROLE_OF_BEFORE.test(text.slice(Math.max(0, a.start - 60), a.start)));
  for (const order of [list, [...list].reverse()])
    order.forEach((f, i) => {
      // "Park Ji-ho of the Surgery Department and Cheong Min-su of …": a name of an organization is no company.
      if (shaped(f) && linked(order[i - 1], f) && !OF_AFTER.test(text.slice(f.end, f.end + 12))) {
        f.kind = 'organization';
        f.strong = true;
      }
    });
}
