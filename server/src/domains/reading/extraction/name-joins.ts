import { isCompanyWord, isNameWord as isListedName, isTown } from './gazetteers.ts';
import { HEAD_NOUNS, isCommonWord, isGivenName, isPlace } from './lexicon.ts';
import { legalAt, type Token } from './tokens.ts';

/**
 * Where a run of capitalised words goes on past "of", "for", "and" or a legal form and stays one name: a body's
 * fields ("Securities and Futures Commission"), a ministry's list of fields, a legal form that heads the name
 * ("Corporation of China").
 */
const COMPOUND_RE =
  /-(?:based|rival|owned|backed|listed|born|led|made|style|like|focused|registered|headquartered|controlled)$/i;
/** An Arabic family name with its article, written in lower case: "al-Habbai", "el-Sayed". */
const ARTICLE_NAME = /^(?:al|el)-\p{Lu}\p{Ll}/u;
export const isNameWord = (t: Token) =>
  t.word && (t.cap || /^\p{Lu}{2,}/u.test(t.text) || ARTICLE_NAME.test(t.text)) && !COMPOUND_RE.test(t.text);

/** One-word legal forms that are also a body's head noun and may take an "of" or "for" complement. */
const FORM_HEADS = new Set(['corporation', 'company']);
/**
 * Whether the legal form ending before `at` takes the words after it as its complement: "of" and a place or
 * ordinary words ("Corporation of China"), "for" and ordinary words up to a head noun ("Company for Chemical
 * Industries"; not "sold Acme Company for Rockfield Holdings shares").
 */
export function tailAfterForm(tokens: Token[], at: number): boolean {
  const form = tokens[at - 1] as Token;
  const link = tokens[at];
  if (!FORM_HEADS.has(form.folded) || !form.cap || (link?.folded !== 'of' && link?.folded !== 'for') || link.cap)
    return false;
  let e = at + 1;
  while (tokens[e] && isNameWord(tokens[e] as Token)) e++;
  const tail = tokens.slice(at + 1, e);
  if (tail.length === 0 || tail.length > 4) return false;
  const ordinary = tail.every((t) => fieldWord(t) || HEAD_NOUNS.has(t.folded));
  if (link.folded === 'for') return ordinary && HEAD_NOUNS.has((tail.at(-1) as Token).folded);
  return ordinary || isPlace(tail.map((t) => t.text).join(' '));
}

/** "Beverage Services of Kenya Limited": "of", a place, then the run's legal form (the place is the name's). */
export function placeThenForm(tokens: Token[], k: number, to: number): boolean {
  for (let m = k + 2; m < to && m <= k + 4; m++)
    if (legalAt(tokens, m) > 0)
      return isPlace(
        tokens
          .slice(k + 1, m)
          .map((t) => t.text)
          .join(' '),
      );
  return false;
}

/** Whether an "of" tail (from `from` to the "and" at `k`) is a place, or a place follows the "and". */
export const placeAround = (tokens: Token[], from: number, k: number) => {
  const tail = tokens
    .slice(from, k)
    .filter((t) => t.word && t.folded !== 'the')
    .map((t) => t.text)
    .join(' ');
  const next = tokens[k + 1];
  return (tail !== '' && isPlace(tail)) || (!!next?.word && next.cap && isPlace(next.text));
};

/** Bodies whose name lists their fields: "Ministry of Culture, Sports and Tourism". */
const FIELD_BODIES = new Set(['ministry', 'department', 'minister', 'secretary', 'committee', 'commission']);

/**
 * Where a ministry's list of fields ends, when the comma at `j` continues one ("Ministry of Science, ICT, and Future
 * Planning"): capitalised fields separated by commas, the last after "and"; -1 when it is not such a list.
 */
export function ministryFields(tokens: Token[], i: number, j: number): number {
  const of = tokens.findIndex((t, k) => k > i && k < j && t.folded === 'of');
  if (of < 0 || !FIELD_BODIES.has((tokens[of - 1] as Token).folded)) return -1;
  let k = j;
  for (let items = 0; items < 6; items++) {
    // At a comma: skip it and an "and" after it; then one or more capitalised words (or an acronym).
    if (tokens[k]?.text !== ',' && tokens[k]?.folded !== 'and') return -1;
    const last = tokens[k]?.folded === 'and';
    k++;
    if (!last && tokens[k]?.folded === 'and') {
      k++;
      return fieldEnd(tokens, k);
    }
    if (last) return fieldEnd(tokens, k);
    const end = fieldEnd(tokens, k);
    if (end < 0) return -1;
    k = end;
  }
  return -1;
}
/** The end of one field of a ministry's name: capitalised words ("Mineral Resources", "ICT"); -1 when none. */
const fieldEnd = (tokens: Token[], k: number) => {
  let e = k;
  while (tokens[e] && isNameWord(tokens[e] as Token) && !HEAD_NOUNS.has((tokens[e] as Token).folded)) e++;
  return e > k ? e : -1;
};

/** Heads of a public body or association whose name may join two fields with "and". */
const INSTITUTION_HEADS = new Set(
  'association commission council federation committee ministry department authority society union chamber'.split(' '),
);
/**
 * "Securities and Futures Commission", "Indonesian Venture Capital and Startup Association": "and" inside a
 * body's name, when capitalised words after it reach the body's head noun and the words before it are ordinary
 * words ("Harlow Group and Energy Council" stays two names).
 */
export function institutionAfterAnd(tokens: Token[], a: number, k: number, to: number): boolean {
  const left = tokens.slice(a, k).filter((t) => t.word);
  // Ordinary words only (a field: "Securities", "Indonesian Venture Capital"), no name of a company or person.
  const ordinary = (t: Token) =>
    t.cap &&
    !isCompanyWord(t.text) &&
    (isCommonWord(t.text) || HEAD_NOUNS.has(t.folded) || /^\p{Lu}\p{Ll}+(?:an|ese|ish)$/u.test(t.text));
  if (left.length === 0 || left.length > 3) return false;
  if (left.length === 1 && coupleNamesBody(tokens, left[0] as Token, k, to)) return true;
  if (!left.every(ordinary)) return fieldsAfterAnd(tokens, left, k, to);
  for (let j = k + 1; j < to; j++) {
    const u = tokens[j] as Token;
    if (!u.word || !u.cap) return false;
    if (INSTITUTION_HEADS.has(u.folded)) return j > k + 1;
  }
  return false;
}

/** Head nouns of a body whose name may join two fields with "and" ("… Dental University", "… Crystal Company"). */
const FIELD_HEADS = new Set(
  `university college institute commission council committee authority association federation society agency
   ministry department company corporation lab laboratory centre center`.split(/\s+/),
);
/** Head nouns that also name a field or trade ("Tokyo Medical and …"; not "Harlow Group and …"). */
const TRADE_HEADS = new Set(
  `medical health healthcare energy power technology engineering construction mining marine maritime shipping
   chemicals data security aviation insurance steel paper cement oil gas textiles food foods agri solar wind`.split(
    /\s+/,
  ),
);
/** A word of a field or trade: an ordinary word, or one with the ending of an adjective or an abstract noun. */
const FIELD_ENDING = /(?:al|ic|ical|ive|ary|ory|ment|tion|sion|ity|ogy|ency|ance|ence|ics|ure)$/u;
const fieldWord = (t: Token) =>
  t.word &&
  t.cap &&
  !isGivenName(t.text) &&
  !isCompanyWord(t.text) &&
  !isPlace(t.text) &&
  (HEAD_NOUNS.has(t.folded) ? TRADE_HEADS.has(t.folded) : isCommonWord(t.text) || FIELD_ENDING.test(t.folded));
/**
 * "Tokyo Medical and Dental University", "National Development and Reform Commission", "El Nasr Glass and Crystal
 * Company": fields joined by "and" before a body's head noun, when the words on both sides of "and" are words of a
 * field (not names: "Kuvera and Routematic Technologies" stays two) and the name before "and" has no head of its own.
 */
function fieldsAfterAnd(tokens: Token[], left: Token[], k: number, to: number): boolean {
  if (
    !fieldWord(left.at(-1) as Token) ||
    left.some((t) => FIELD_HEADS.has(t.folded) || legalAt(tokens, tokens.indexOf(t)) > 0)
  )
    return false;
  for (let j = k + 1; j < to && j <= k + 4; j++) {
    const u = tokens[j] as Token;
    if (FIELD_HEADS.has(u.folded)) return j > k + 1 && u.cap;
    // After "and", a word of a field or a word no list knows as a name ("Quantum Metrology Lab").
    if (
      !fieldWord(u) &&
      !(u.cap && !isListedName(u.text) && !isGivenName(u.text) && !isCompanyWord(u.text) && !isPlace(u.text))
    )
      return false;
  }
  return false;
}

/** Bodies named after a couple ("Knut and Alice Wallenberg Foundation"). */
const NAMED_BODIES = new Set(
  'foundation department institute school center centre prize college library museum'.split(' '),
);
/**
 * "Knut and Alice Wallenberg Foundation", "Harold and Inge Marcus Department of …": a given name, "and", a given name
 * and a family name, then a body's head noun, are one name.
 */
function coupleNamesBody(tokens: Token[], first: Token, k: number, to: number): boolean {
  const given = (t: Token | undefined) => !!t?.cap && (isGivenName(t.text) || isListedName(t.text));
  // Not the last two of a list ("Sable Peak Capital, Orrin and Halyard Seed Fund II").
  const at = tokens.indexOf(first);
  if (!given(first) || !given(tokens[k + 1]) || tokens[at - 1]?.text === ',') return false;
  for (let j = k + 2; j < to && j <= k + 4; j++) {
    const u = tokens[j] as Token;
    if (!u.word || !u.cap) return false;
    if (NAMED_BODIES.has(u.folded)) return j > k + 2;
  }
  return false;
}

/**
 * A university's campus after its name: "University of Texas at Austin", "University of California, Los Angeles"
 * ("at" and a capitalised place, or a comma and a town followed by a comma or the sentence's end). Returns the end of
 * the campus's words, or -1.
 */
export function campusAfter(tokens: Token[], from: number, to: number): number {
  if (!tokens.slice(from, to).some((t) => t.folded === 'university')) return -1;
  const link = tokens[to];
  if (link?.text !== ',' && !(link?.folded === 'at' && !link.cap)) return -1;
  let e = to + 1;
  while (e < tokens.length && e <= to + 3 && isNameWord(tokens[e] as Token)) e++;
  if (e === to + 1) return -1;
  const place = tokens
    .slice(to + 1, e)
    .map((t) => t.text)
    .join(' ');
  if (link.folded === 'at') return isPlace(place) || isTown(place) || e - to === 2 ? e : -1;
  const after = tokens[e];
  return (isPlace(place) || isTown(place)) && (!after || [',', '.', ')', ';'].includes(after.text)) ? e : -1;
}
