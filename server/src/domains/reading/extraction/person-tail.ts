import { isCompanyWord, isExtraGivenName, isNameWord, isTown, listedOrganization } from './gazetteers.ts';
import { FAMILY_FIRST, HEAD_NOUNS, isCommonWord, isGivenName, isPlace, ROLE_WORDS } from './lexicon.ts';
import type { Piece } from './spans.ts';
import type { Token } from './tokens.ts';

/**
 * A person's name at the end of a longer run of capitals, after a title, a body or a plural role (issue 34
 * item 3): "Secretary of Trade and Industry Alfredo E. Pascual", "Hunan Provincial Party Committee Zhou
 * Qiang", "Keidanren Vice Chairs Yoshinobu Tsutsui". The run is split in two: what comes before (a body,
 * or nothing when it is a role) and the person, marked as coming after a title when it did.
 */

/** Plural roles that cut a run like the singular ones ("Vice Chairs", "Deputy Governors"). */
const PLURAL_ROLES = new Set(
  `chairs chairmen chairwomen presidents directors executives ministers secretaries governors deputies
   officers founders cofounders co-founders partners heads commissioners ambassadors members trustees`
    .split(/\s+/)
    .filter(Boolean),
);
const initial = (w: Token) => /^\p{Lu}\.?$/u.test(w.text);
const givenLike = (w: Token) =>
  isGivenName(w.text) ||
  isExtraGivenName(w.text) ||
  FAMILY_FIRST.has(w.folded) ||
  (isNameWord(w.text) && !isCommonWord(w.text) && !isCompanyWord(w.text));
const surnameLike = (w: Token) =>
  w.cap && !initial(w) && !isCommonWord(w.text) && !HEAD_NOUNS.has(w.folded) && !isPlace(w.text);

const listedSuffix = (tail: Token[]) =>
  tail.some(
    (_, i) =>
      i < tail.length - 1 &&
      listedOrganization(
        tail
          .slice(i)
          .map((w) => w.text)
          .join(' '),
      ),
  );

/** Whether a run's first word carries on a name before it ("Trade and Industry …") or is a hyphenated role. */
const continuesBody = (tokens: Token[], p: Piece, first: Token) => {
  if (first.text.split('-').some((part) => ROLE_WORDS.has(part.toLowerCase()))) return true;
  let k = p.from - 1;
  while (k >= 0 && !(tokens[k] as Token).word) k--;
  return k >= 0 && /^(?:and|of|&|for)$/i.test((tokens[k] as Token).text);
};

/** The pieces a run is made of: itself, or a body or role before a person. */
export function splitPersonTail(tokens: Token[], p: Piece): Piece[] {
  const idx: number[] = [];
  for (let k = p.from; k < p.to; k++) if ((tokens[k] as Token).word) idx.push(k);
  if (idx.length < 3 || p.legal) return [p];
  // The person: two to four words at the end (initials allowed inside), a given name first.
  for (const size of [2, 3, 4]) {
    const at = idx.length - size;
    if (at < 1) break;
    const tail = idx.slice(at).map((k) => tokens[k] as Token);
    const first = tail[0] as Token;
    const last = tail.at(-1) as Token;
    // A name word before a middle initial is a given name even when it is also a word ("Alfredo E. Pascual").
    const given = givenLike(first) || (isNameWord(first.text) && tail.length >= 3 && initial(tail[1] as Token));
    if (!first.cap || !given || !surnameLike(last) || initial(first)) continue;
    // A company's name is no person ("Moët Hennessy Louis Vuitton", "A.P. Moller Maersk").
    if (tail.some((w) => isCompanyWord(w.text)) || listedSuffix(tail)) continue;
    // A town is no person ("University of California, Los Angeles").
    if (isTown(tail.map((w) => w.text).join(' '))) continue;
    // Middle words are initials or names; the last a name of the lists unless the first is a given name.
    if (!tail.slice(1, -1).every((w) => initial(w) || isNameWord(w.text))) continue;
    if (!tail.slice(1, -1).every((w) => initial(w) || surnameLike(w))) continue;
    const before = tokens[idx[at - 1] as number] as Token;
    // Initials in capitals before the name are part of it ("AHM Mustafa Kamal").
    if (/^\p{Lu}{2,4}$/u.test(before.text)) continue;
    // A family name first, or a given name before, belongs to the name ("Tan Wei Ling", "Mary Ann Okafor").
    if (FAMILY_FIRST.has(before.folded) || isGivenName(before.text)) continue;
    const role = ROLE_WORDS.has(before.folded) || PLURAL_ROLES.has(before.folded);
    // What comes before must end in a role, a body's head noun or an ordinary word, never in a name.
    const body = HEAD_NOUNS.has(before.folded) || isCommonWord(before.text) || !isNameWord(before.text);
    // A lone unknown word before the name is a given name the lists lack ("Maimunah Mohd Sharif"), not a body:
    // unless it is a role ("Vice-mayor") or ends a body's name the run continues ("Trade and Industry").
    if (
      at === 1 &&
      !role &&
      !HEAD_NOUNS.has(before.folded) &&
      !isCommonWord(before.text) &&
      !continuesBody(tokens, p, before)
    )
      continue;
    if (!role && !body) continue;
    // Without a role or a body's head noun before it, the last word must be a name of the lists too.
    const strongCue = role || HEAD_NOUNS.has(before.folded);
    if (!strongCue && !isNameWord(last.text) && !(isGivenName(first.text) || isExtraGivenName(first.text))) continue;
    const cut = idx[at] as number;
    const headEnd = role ? (idx[at - 1] as number) : (idx[at - 1] as number) + 1;
    const head: Piece[] = headEnd > p.from ? [{ ...p, to: headEnd, legal: false }] : [];
    return [...head, { ...p, from: cut, title: true, ofLeft: null }];
  }
  return [p];
}
