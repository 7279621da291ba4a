import { listedOrganization } from './gazetteers.ts';
import { HEAD_NOUNS, isCommonWord, isPlace, ROLE_WORDS } from './lexicon.ts';
import type { Piece } from './spans.ts';
import { legalAt, type Token } from './tokens.ts';

/**
 * Pieces that are not names a reader would suggest, and pieces whose edges are wrong (issue 34 item 5):
 * a company's own boards and committees ("Board of Trustees", "Nominating Committee"; "Board of Porsche AG"
 * names Porsche AG), programmes and initiatives, a school or college named without its institution, a job
 * written like a name ("National Security Advisor"); a wire whose last word is a sentence word ("Jiji Press").
 */

/** The last words of a company's own name (not of a public body: "Norwegian Competition Authority"). */
const COMPANY_ENDS = new Set(
  'group company corporation holdings holding industries bank motors electronics pharmaceutical pharmaceuticals airlines'.split(
    ' ',
  ),
);
/** Nationalities that news writes before a company's name ("Korean SK Group", "Japanese Taisho …"). */
const NATIONALITIES = new Set(
  `american british chinese japanese korean indian german french italian spanish dutch swedish danish norwegian
   finnish thai vietnamese indonesian malaysian singaporean filipino philippine brazilian mexican canadian
   australian swiss austrian belgian russian turkish saudi emirati qatari kuwaiti israeli egyptian nigerian
   kenyan taiwanese argentine argentinian chilean colombian peruvian polish czech irish portuguese greek`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words of a company's own board or committee: a name made only of these (and "of") is not an organization. */
const BOARD_WORDS = new Set(
  `board boards committee committees council of the and nominating nomination nominations audit remuneration
   compensation executive supervisory management advisory governance risk investment governors trustees supervisors
   councillors councilors directors regents overseers managing international selection standing steering credit
   ethics strategy strategic finance general purpose purposes monetary policy`
    .split(/\s+/)
    .filter(Boolean),
);
/** Last words of programmes, awards, themes, projects, reports, agreements, plans and laws: not organizations. */
const PROGRAMME_ENDS = new Set(
  `program programme programs programmes initiative initiatives challenge award awards fellowship fellowships
   prize scheme project projects report regulation directive treaty summit agreement agreements plan act code`
    .split(/\s+/)
    .filter(Boolean),
);
/** Last words of names of places below a country. */
const PLACE_ENDS = new Set(['province', 'prefecture', 'county', 'governorate', 'oblast']);
/** Last words of jobs written with capitals ("National Security Advisor"). */
const JOB_ENDS = new Set(['advisor', 'adviser', 'officer', 'envoy', 'representative']);
/** Last words of a company's own unit, named with ordinary words ("Infrastructure Division"). */
const UNIT_ENDS = new Set(['division', 'unit']);
/** Starts of a unit named without its institution ("School of Engineering"). */
const UNIT_STARTS = new Set(['school', 'college', 'faculty']);

/** What follows a name: a company's division or segment, maybe after its acronym in brackets. */
const DIVISION_AFTER = /^\s*(?:\([^)]{1,12}\)\s*)?(?:division|divisions|segment|business unit)\b/u;
const tokenText = (tokens: Token[], from: number) =>
  ` ${tokens
    .slice(from, from + 6)
    .map((x) => x.text)
    .join(' ')}`;

/** The words that make a board a company's own: "Supervisory Board of …". */
const COMPANY_BOARDS = new Set(['supervisory', 'executive', 'management', 'managing', 'advisory']);

/** A capitalised word or a dot or comma right before: what a legal form is cut from. */
const cutFrom = (t: Token | undefined) => !!t && ((t.word && t.cap) || t.text === '.' || t.text === ',');
const wordsOf = (tokens: Token[], p: Piece) => tokens.slice(p.from, p.to).filter((t) => t.word);

/**
 * The piece as it should be read, or null when it is no name to suggest. "Board of BP p.l.c." → "BP p.l.c.";
 * "Jiji" before "Press" → "Jiji Press" (a listed wire).
 */
export function trimPiece(tokens: Token[], p: Piece): Piece | null {
  const words = wordsOf(tokens, p);
  if (words.length === 0) return p;
  const f = words.map((w) => w.folded);
  // "Board of Porsche AG": the board of a company names the company (when the rest has a legal form).
  if ((f[0] === 'board' || f[0] === 'boards') && f[1] === 'of' && p.legal) {
    const at = tokens.indexOf(words[2] as Token);
    return at > p.from ? { ...p, from: at, title: false } : null;
  }
  // "Supervisory Board of Deutsche Telekom": a company's own board names the company, with or without a legal form
  // (a "Board of Trade" or "Board of Investment" alone is a body of its own).
  if (COMPANY_BOARDS.has(f[0] as string) && f[1] === 'board' && f[2] === 'of' && words.length > 3) {
    const at = tokens.indexOf(words[3] as Token);
    return BOARD_WORDS.has(f[3] as string) ? null : { ...p, from: at, title: false };
  }
  if (f.every((w) => BOARD_WORDS.has(w)) && f.some((w) => w.startsWith('board') || w.startsWith('committee')))
    return null;
  // "Board Risk Committee", "Strategic Committee of the Board of Directors": a committee of a board.
  const committee = f.indexOf('committee');
  if (
    committee > 0 &&
    !p.legal &&
    (f[0] === 'board' || (f[committee + 1] === 'of' && f.slice(committee + 2).includes('board')))
  )
    return null;
  if (!p.legal && PROGRAMME_ENDS.has(f.at(-1) as string)) return null;
  if (
    !p.legal &&
    words.length >= 2 &&
    UNIT_ENDS.has(f.at(-1) as string) &&
    words.slice(0, -1).every((w) => isCommonWord(w.text) || HEAD_NOUNS.has(w.folded))
  )
    return null;
  // A legal form alone, cut from the name before it ("Advisors LLC", "Co,. Ltd."), names nothing; a form in
  // capitals may be a company's own short name elsewhere ("Norwegian Air and SAS").
  if (legalAt(tokens, p.from) >= p.to && (!/^\p{Lu}+$/u.test(words[0]?.text ?? '') || cutFrom(tokens[p.from - 1])))
    return null;
  // A province or prefecture is a place, never a person ("Hunan Province").
  if (!p.legal && words.length >= 2 && PLACE_ENDS.has(f.at(-1) as string)) return null;
  if (!p.legal && words.length >= 2 && JOB_ENDS.has(f.at(-1) as string)) return null;
  if (UNIT_STARTS.has(f[0] as string) && f[1] === 'of' && !p.legal) {
    const rest = f.slice(2);
    if (!rest.some((w) => w === 'university' || isPlace(w))) return null;
  }
  // A stock code in brackets ("(FTO.LN)", "(2688.HK)"): neither the ticker nor the exchange is a name.
  const prev = tokens[p.from - 1];
  const after = tokens[p.to];
  const caps = (t: Token | undefined) => !!t && /^(?:\p{Lu}{1,5}|\p{N}+)$/u.test(t.text);
  if (
    words.length === 1 &&
    caps(words[0]) &&
    ((prev?.text === '(' && after?.text === '.' && caps(tokens[p.to + 1]) && tokens[p.to + 2]?.text === ')') ||
      (prev?.text === '.' && caps(tokens[p.from - 2]) && tokens[p.from - 3]?.text === '(' && after?.text === ')'))
  )
    return null;
  // "Korean SK Group", "Japanese Taisho Pharmaceutical Company": a nationality before a company's own name is not
  // part of it (when the next word is no ordinary word: "Indonesian Venture Capital Association" keeps it).
  const nation = words[0] as Token;
  const second = words[1];
  if (
    words.length >= 3 &&
    NATIONALITIES.has(nation.folded) &&
    second?.cap &&
    !isCommonWord(second.text) &&
    // "Thai Insurance Plc", "Thai Group Holdings": before a head noun the nationality is the name's.
    !HEAD_NOUNS.has(second.folded) &&
    (p.legal || COMPANY_ENDS.has(f.at(-1) as string))
  )
    return { ...p, from: tokens.indexOf(second), title: false };
  // "Airgas Board": a company's board names the company.
  if (!p.legal && words.length >= 2 && (f.at(-1) === 'board' || f.at(-1) === 'boards')) {
    const keep = words.at(-2) as Token;
    if (keep.cap && !BOARD_WORDS.has(keep.folded)) return { ...p, to: tokens.indexOf(keep) + 1 };
  }
  // "the Device Solutions (DS) division": a company's own division.
  if (!p.legal && DIVISION_AFTER.test(tokenText(tokens, p.to))) return null;
  // A wire or newspaper whose last word the run dropped as a sentence word ("Jiji Press", "Kyodo News").
  const next = tokens[p.to];
  if (next?.word && next.cap && listedOrganization(`${words.map((w) => w.text).join(' ')} ${next.text}`))
    return { ...p, to: p.to + 1 };
  return p;
}

/**
 * "Chief of Naval Research", "Faculty of Law": ordinary words after a title or a unit and "of" are the rest of
 * that title ("President of Komatsu" names a company: Komatsu is no ordinary word).
 */
export function titleRemainder(tokens: Token[], p: Piece): boolean {
  if (p.legal) return false;
  if (roleFields(tokens, p)) return true;
  const of = tokens[p.from - 1];
  const head = tokens[p.from - 2];
  if (of?.folded !== 'of' || !head?.cap || !(ROLE_WORDS.has(head.folded) || UNIT_STARTS.has(head.folded))) return false;
  const words = wordsOf(tokens, p);
  if (words.some((w) => HEAD_NOUNS.has(w.folded))) return false;
  // After a unit ("Faculty of"), a field of study; after a title, only ordinary words.
  if (UNIT_STARTS.has(head.folded)) return words.length <= 4;
  return words.every((w) => w.folded === 'and' || isCommonWord(w.text));
}

/** Head nouns of a body or company: a name with one is never a role's field. */
const BODY_HEADS = new Set(
  `ministry department agency authority commission committee council board bureau office university college institute
   school bank fund group holdings holding company corporation partners ventures capital labs foundation trust
   association federation union court exchange party`.split(/\s+/),
);
/** A word of a field ("Information", "Technology", "State Enterprises", "Sciences"): no name, no body's head noun. */
const fieldOfRole = (t: Token) =>
  t.word &&
  t.cap &&
  !BODY_HEADS.has(t.folded) &&
  !isPlace(t.text) &&
  (isCommonWord(t.text) ||
    HEAD_NOUNS.has(t.folded) ||
    /(?:al|ic|ive|ion|ions|ment|ity|ogy|ics|ies|ces|ing|ure|ry|cy|sm)$/u.test(t.folded));
/**
 * "Vice Minister of Industry and Information Technology", "Group Executive for Information Technology", "Deputy
 * Minister of State Enterprises for Mining, Energy and Strategic Industries": the fields after a role are no
 * organization.
 */
function roleFields(tokens: Token[], p: Piece): boolean {
  const words = wordsOf(tokens, p);
  if (words.length === 0 || words.length > 4 || !words.every(fieldOfRole)) return false;
  // Back over fields, commas, "and", and "of"/"for" between fields, to the role.
  for (let k = p.from - 1; k >= 0; k--) {
    const t = tokens[k] as Token;
    if (t.text === ',' || (t.folded === 'and' && !t.cap) || fieldOfRole(t)) continue;
    if ((t.folded !== 'of' && t.folded !== 'for') || t.cap) return false;
    const role = tokens[k - 1];
    if (role?.cap && (ROLE_WORDS.has(role.folded) || JOB_ENDS.has(role.folded))) return true;
    if (!role || !fieldOfRole(role)) return false;
  }
  return false;
}
