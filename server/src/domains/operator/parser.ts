import {
  OPERATOR_DEFAULT_LIMIT,
  OPERATOR_KIND_META,
  OPERATOR_MAX_LIMIT,
  type TListType,
  type TOperatorContext,
  type TOperatorFilter,
  type TOperatorKind,
  type TOperatorQuery,
} from '@intel/contracts';
import { canonical } from './canonical.ts';
import { DATE_VERBS, type DateRange, findDates, rangeValue } from './dates.ts';
import { type KindWord, LIST_TYPE_KIND, LIST_TYPE_WORDS, NEGATIONS, STOPWORDS } from './lexicon.ts';
import { READ, Reading } from './text.ts';
import { type BookEntry, type PhraseBook, type Place, phraseBook, type Vocabulary } from './vocabulary.ts';

type Sort = 'latest' | 'oldest' | 'youngest' | 'name' | 'name_desc' | 'added' | 'updated' | 'largest' | 'smallest';
type Verb = (typeof DATE_VERBS)[string];
type CtxRef = 'raw_data' | 'people' | 'library' | 'any';

/** Something the question said, before we know which kind it is about. */
export type Mention = { pos: number; phrase: string; negate?: boolean } & (
  | { t: 'kind'; word: KindWord }
  | { t: 'who' }
  | { t: 'keyword'; id: number }
  | { t: 'list'; id: number; listType: TListType; name: string }
  | { t: 'place'; place: Place }
  | { t: 'entity'; type: 'Organization' | 'Person'; id: number; name: string }
  | { t: 'vehicle' | 'gender' | 'visibility' | 'ownership' | 'libraryType' | 'listType'; value: string }
  | { t: 'flag'; what: 'email' | 'fav' | 'owned' | 'dashboard'; value: boolean }
  | { t: 'date'; verb: Verb | null; range: DateRange }
  | { t: 'verb'; verb: Verb }
  | { t: 'number'; from: string | null; to: string | null }
  | { t: 'order'; sort: Sort }
  | { t: 'limit'; n: number }
  | { t: 'ctx'; ref: CtxRef }
  | { t: 'search'; text: string }
);

export { canonical };

export type Parsed = { query: TOperatorQuery; notes: string[]; errors: string[] };

const NUM = '(\\d+(?:\\.\\d+)?)';
const PCT = '\\s*(?:%|percent|per\\s+cent|pct)';
const GE = 'above|over|more than|greater than|higher than|at least|>=|>|minimum of|minimum|upwards of';
const LE = 'below|under|less than|lower than|at most|up to|<=|<|maximum of|maximum|no more than';
const STAKE = '(?:ownership|stake|share|holding|equity)s?(?:\\s+(?:percentage|share|stake|%))?';
const NUMBER_RES = [
  new RegExp(
    `(?<![\\w.])(?:${STAKE}\\s+(?:of\\s+|is\\s+)?)?(?:between\\s+${NUM}${PCT}?\\s*(?:and|to|-)\\s*|(${GE})\\s*|(${LE})\\s*|(?:of|exactly|=)\\s*)?${NUM}${PCT}(?:\\s+${STAKE})?(?![\\w])`,
    'g',
  ),
  new RegExp(
    `(?<![\\w.])${STAKE}\\s+(?:of\\s+|is\\s+)?(?:between\\s+${NUM}\\s*(?:and|to|-)\\s*|(${GE})\\s*|(${LE})\\s*)${NUM}(?![\\w.%])`,
    'g',
  ),
];
const COUNT_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twenty: 20,
  fifty: 50,
  hundred: 100,
};
const COUNT = `(\\d{1,3}|${Object.keys(COUNT_WORDS).join('|')})`;
const SEARCH_STOP =
  '(?:in|from|with|and|or|that|which|who|since|before|after|by|on|at|founded|published|born|invested|tagged|about|sorted|ordered|where|whose|not|published|newest|latest|oldest)';

const NEG_BEFORE = new RegExp(
  `(?<![\\p{L}])(?:${NEGATIONS}|(?:is|are|was|were|do|does)n'?t)(?:\\s+(?:in|from|on|about|tagged|with|the|a|an|of|based|located|headquartered|to|into|be|being|by))*\\s+$|(?<![\\p{L}])non-?$`,
  'u',
);

const toNumber = (s: string) => String(Number(s));
const NEGATION_WORDS = new Set(['not', 'non', 'no', 'without', 'except', 'excluding', 'exclude', 'outside']);

/**
 * The built-in reader (DESIGN §8): offline and deterministic. Rules read the question piece by
 * piece (each piece once, longest vocabulary first), then the kind is decided and every piece
 * becomes a filter of that kind; what no rule reads becomes the search text.
 */
export function parseQuestion(text: string, context: TOperatorContext, vocab: Vocabulary, now: Date): Parsed {
  const r = new Reading(text);
  const mentions: Mention[] = [];
  const add = (m: Mention) => mentions.push(m);

  r.take(
    /^(?:please\s+)?(?:(?:can|could|would)\s+you\s+)?(?:show|list|find|get|give|display|fetch|search(?:\s+for)?|look\s+(?:for|up)|tell|return|bring\s+up|pull\s+up)(?:\s+(?:me|us))?(?![\p{L}])/gu,
    () => true,
  );
  r.take(/(?<![\p{L}])(?:a\s+|the\s+)?list\s+of(?![\p{L}])/gu, () => true);
  r.take(/"([^"]+)"/g, (m) => {
    add({ t: 'search', pos: m.index, phrase: m[0], text: r.orig.slice(m.index + 1, m.index + m[0].length - 1).trim() });
    return true;
  });

  readContext(r, add);
  for (const d of findDates(r.low, now)) {
    const neg = r.low.slice(0, d.start).match(NEG_BEFORE);
    const start = neg?.index ?? d.start;
    const phrase = r.low.slice(start, d.end);
    add({ t: 'date', pos: start, phrase, verb: d.verb, range: d.range, negate: neg?.index !== undefined });
    r.consume(start, d.end);
  }
  readNumbers(r, add);
  readLimit(r, add);
  readSearchPhrases(r, add);
  readOrdering(r, add);
  readFlags(r, add);
  r.take(
    /(?<![\p{L}])(?:publicly\s+(?:traded|listed)|listed|public(?=\s+(?:compan(?:y|ies)|corporations?|firms?)))(?![\p{L}])/gu,
    (m) => {
      const type = vocab.ownershipTypes.find((o) => o.toLowerCase() === 'public');
      if (!type) return false;
      add({ t: 'ownership', pos: m.index, phrase: m[0], value: type });
      return true;
    },
  );
  r.take(/(?<![\p{L}])([\p{L}]+)\s+lists?(?![\p{L}])/gu, (m) => {
    const listType = LIST_TYPE_WORDS[m[1] ?? ''];
    if (!listType || vocab.lists.some((l) => m[0].startsWith(l.name.toLowerCase()))) return false;
    add({ t: 'kind', pos: m.index, phrase: m[0], word: { kind: 'lists' } });
    add({ t: 'listType', pos: m.index, phrase: m[0], value: listType });
    return true;
  });
  for (const verb of Object.keys(DATE_VERBS)) {
    r.take(new RegExp(`(?<![\\p{L}])${verb}(?![\\p{L}])`, 'gu'), (m) => {
      add({ t: 'verb', pos: m.index, phrase: m[0], verb: DATE_VERBS[verb] as Verb });
      return true;
    });
  }
  readVocabulary(r, vocab, mentions);
  r.take(/(?<![\p{L}])(?:who|whom)(?![\p{L}])/gu, (m) => {
    add({ t: 'who', pos: m.index, phrase: m[0] });
    return true;
  });
  const left = tokens(r.low).map((t) => ({
    ...t,
    word: t.word.replace(/^[&]+|[&]+$/g, ''),
    orig: r.orig.slice(t.start, t.end),
  }));
  const proper = (i: number) => {
    const t = left[i];
    return !!t && t.start > 0 && /^\p{Lu}/u.test(t.orig) && t.orig !== t.orig.toUpperCase();
  };
  const negations = left.filter((t) => NEGATION_WORDS.has(t.word)).map((t) => t.word);
  // A stopword inside a name keeps its place ("New York"); elsewhere it carries nothing.
  const rest = left
    .filter((t, i) => {
      if (NEGATION_WORDS.has(t.word) || !t.word) return false;
      if (!STOPWORDS.has(t.word)) return true;
      const next = left[i + 1];
      return (
        proper(i) &&
        !!next &&
        proper(i + 1) &&
        !STOPWORDS.has(next.word) &&
        /^\s+$/.test(r.low.slice(t.end, next.start))
      );
    })
    .map((t) => t.orig.replace(/^[&]+|[&]+$/g, ''));
  if (rest.length) add({ t: 'search', pos: 10_000, phrase: rest.join(' '), text: rest.join(' ') });

  mentions.sort((a, b) => a.pos - b.pos);
  const parsed = build(mentions, context);
  if (negations.length) parsed.notes.push(`Not used: "${negations[0]}" — it is not clear what it excludes.`);
  return parsed;
}

function readContext(r: Reading, add: (m: Mention) => void) {
  const words: [string, CtxRef][] = [
    ['raw[\\s-]?data(?:\\s+(?:items?|entries|records))?', 'raw_data'],
    ['(?:documents?|docs?|files?|sources?|texts?|notes?|clippings?|uploads?|press releases?)', 'raw_data'],
    ['(?:people|persons?|contacts?|individuals|founders)', 'people'],
    [
      '(?:library\\s+(?:items?|entries)|articles?|reports?|podcasts?|books?|publications?|papers?|readings?)',
      'library',
    ],
    ['(?:entries|items|records|selection)', 'any'],
  ];
  for (const [word, ref] of words) {
    const re = new RegExp(
      `(?<![\\p{L}])(?:these|those|this|the\\s+selected|my\\s+selected|selected|the\\s+chosen|the\\s+current|the\\s+attached)\\s+${word}(?![\\p{L}])`,
      'gu',
    );
    r.take(re, (m) => {
      const neg = r.low.slice(0, m.index).match(NEG_BEFORE);
      if (neg?.index !== undefined) r.consume(neg.index, m.index);
      add({ t: 'ctx', pos: neg?.index ?? m.index, phrase: m[0], ref, negate: neg?.index !== undefined });
      return true;
    });
  }
  r.take(/(?<![\p{L}])(?:in\s+)?(?:the|my)\s+(?:context|selection)(?![\p{L}])/gu, (m) => {
    add({ t: 'ctx', pos: m.index, phrase: m[0], ref: 'any' });
    return true;
  });
}

function readNumbers(r: Reading, add: (m: Mention) => void) {
  for (const re of NUMBER_RES) {
    r.take(re, (m) => {
      const [, betweenFrom, ge, le, value] = m;
      const n = toNumber(value ?? '');
      const range = betweenFrom
        ? { from: toNumber(betweenFrom), to: n }
        : ge
          ? { from: n, to: null }
          : le
            ? { from: null, to: n }
            : { from: n, to: n };
      add({ t: 'number', pos: m.index, phrase: m[0], ...range });
      return true;
    });
  }
}

function readLimit(r: Reading, add: (m: Mention) => void) {
  const n = (w: string) => COUNT_WORDS[w] ?? Number(w);
  r.take(new RegExp(`(?<![\\w.])(?:top|first|best)\\s+${COUNT}(?![\\w.%])`, 'g'), (m) => {
    add({ t: 'limit', pos: m.index, phrase: m[0], n: n(m[1] ?? '') });
    return true;
  });
  r.take(/(?<![\w.¦-])(\d{1,3})(?=\s+\p{L})/gu, (m) => {
    const value = Number(m[1]);
    if (value < 1) return false;
    add({ t: 'limit', pos: m.index, phrase: m[0], n: value });
    return true;
  });
}

function readSearchPhrases(r: Reading, add: (m: Mention) => void) {
  const word = `[^\\s${READ}]+`;
  const phrase = `(${word}(?:\\s+(?!${SEARCH_STOP}(?![\\p{L}]))${word}){0,5})`;
  r.take(
    new RegExp(`(?<![\\p{L}])with\\s+${phrase}\\s+in\\s+(?:the|their|its)\\s+(?:names?|titles?)(?![\\p{L}])`, 'gud'),
    (m) => {
      add({ t: 'search', pos: m.index, phrase: m[0], text: original(r, m) });
      return true;
    },
  );
  r.take(
    new RegExp(
      `(?<![\\p{L}])(?:named|called|titled|whose\\s+(?:name|title)\\s+(?:contains|includes|is)|with\\s+(?:the\\s+)?(?:name|title)|containing|mentioning|matching|that\\s+mentions?)\\s+${phrase}`,
      'gud',
    ),
    (m) => {
      add({ t: 'search', pos: m.index, phrase: m[0], text: original(r, m) });
      return true;
    },
  );
}

/** The first group of a match as the question wrote it (the rules run with the `d` flag). */
function original(r: Reading, m: RegExpExecArray): string {
  const span = m.indices?.[1];
  return span ? r.orig.slice(span[0], span[1]).trim() : (m[1] ?? '');
}

function readOrdering(r: Reading, add: (m: Mention) => void) {
  const rules: [RegExp, Sort][] = [
    [/(?:most\s+)?recently\s+(?:added|created)|newly\s+added|added\s+recently|new\s+additions/gu, 'added'],
    [
      /(?:most\s+)?recently\s+(?:updated|changed|modified|edited)|last\s+(?:updated|changed|modified|edited)/gu,
      'updated',
    ],
    [/z\s*(?:-|to)\s*a|reverse\s+alphabetical(?:ly)?(?:\s+order)?/gu, 'name_desc'],
    [
      /(?:in\s+)?alphabetical(?:ly)?(?:\s+order)?|(?:sorted\s+|ordered\s+)?by\s+(?:name|title)|a\s*(?:-|to)\s*z/gu,
      'name',
    ],
    [
      /(?:largest|biggest|highest)(?=\s+(?:ownership|stakes?|holdings?|shares?|positions?))|by\s+(?:ownership|stake|holding)s?(?:\s+(?:percentage|size|%))?/gu,
      'largest',
    ],
    [/(?:smallest|lowest)(?=\s+(?:ownership|stakes?|holdings?|shares?|positions?))/gu, 'smallest'],
    [/youngest/gu, 'youngest'],
    [
      /(?:newest|latest|most\s+recent|recent|last)(?:\s+first)?|newest\s+to\s+oldest|chronologically\s+descending/gu,
      'latest',
    ],
    [/(?:oldest|earliest)(?:\s+first)?|oldest\s+to\s+newest|chronological(?:ly)?(?:\s+order)?/gu, 'oldest'],
  ];
  for (const [re, sort] of rules) {
    r.take(new RegExp(`(?<![\\p{L}])(?:${re.source})(?![\\p{L}])`, 'gu'), (m) => {
      add({ t: 'order', pos: m.index, phrase: m[0], sort });
      return true;
    });
  }
}

function readFlags(r: Reading, add: (m: Mention) => void) {
  const rules: [string, 'email' | 'fav' | 'owned' | 'dashboard', boolean][] = [
    ['(?:without|with\\s+no|no|missing|lacking)\\s+(?:an?\\s+)?e-?mails?(?:\\s+address(?:es)?)?', 'email', false],
    [
      '(?:with|having|that\\s+have|who\\s+have|which\\s+have|has)\\s+(?:an?\\s+)?e-?mails?(?:\\s+address(?:es)?)?',
      'email',
      true,
    ],
    ['(?:my\\s+)?(?:favou?rites?|favou?rited|starred|fav)', 'fav', true],
    ['(?:not|un)\\s*owned', 'owned', false],
    ['owned(?!\\s+by)|that\\s+we\\s+own', 'owned', true],
    ['(?:shown\\s+|featured\\s+)?on\\s+the\\s+dashboard|featured', 'dashboard', true],
  ];
  for (const [source, what, value] of rules) {
    r.take(new RegExp(`(?<![\\p{L}])(?:${source})(?![\\p{L}])`, 'gu'), (m) => {
      add({ t: 'flag', pos: m.index, phrase: m[0], what, value });
      return true;
    });
  }
}

/** Words of the unread text with their positions (a read mark or punctuation ends a run). */
function tokens(text: string): { start: number; end: number; word: string }[] {
  const out: { start: number; end: number; word: string }[] = [];
  for (const m of text.matchAll(/[^\s¦]+/g)) {
    const raw = m[0];
    const trimmed = raw.replace(/["'.-]+$/, '').replace(/^["'-]+/, '');
    if (!trimmed) continue;
    const start = (m.index ?? 0) + raw.indexOf(trimmed);
    out.push({ start, end: start + trimmed.length, word: trimmed });
  }
  return out;
}

type Candidate = { start: number; end: number; entry: BookEntry };

/** Runs of up to 6 words found in the phrase book (exact words, or a plural of a phrase that allows one). */
function candidates(r: Reading, book: PhraseBook): Candidate[] {
  const out: Candidate[] = [];
  for (const [text, map, cased] of [
    [r.low, book.folded, false],
    [r.orig, book.cased, true],
  ] as const) {
    const ts = tokens(text);
    for (let i = 0; i < ts.length; i++) {
      for (let n = 1; n <= 6 && i + n <= ts.length; n++) {
        const run = ts.slice(i, i + n);
        if (n > 1 && !/^\s+$/.test(text.slice(run[n - 2]?.end, run[n - 1]?.start))) break;
        const first = run[0] as (typeof ts)[number];
        const last = run[n - 1] as (typeof ts)[number];
        const phrase = text.slice(first.start, last.end).replace(/\s+/g, ' ');
        for (const entry of map.get(phrase) ?? []) out.push({ start: first.start, end: last.end, entry });
        if (!cased) {
          for (const stem of [phrase.replace(/es$/, ''), phrase.replace(/s$/, '')]) {
            if (stem === phrase) continue;
            for (const entry of map.get(stem) ?? []) {
              if (entry.plural) out.push({ start: first.start, end: last.end, entry });
            }
          }
        }
      }
    }
  }
  return out.sort(
    (a, b) => b.end - b.start - (a.end - a.start) || a.entry.priority - b.entry.priority || a.start - b.start,
  );
}

/**
 * Vocabulary phrases, longest first. Then, in reading order, a negation just before a phrase
 * ("not in Germany") is read with it, and "not in Germany or France" excludes both.
 */
function readVocabulary(r: Reading, vocab: Vocabulary, mentions: Mention[]) {
  const chosen: (Candidate & { text: string })[] = [];
  for (const c of candidates(r, phraseBook(vocab))) {
    const text = r.low.slice(c.start, c.end);
    if (text.includes(READ)) continue;
    r.consume(c.start, c.end);
    chosen.push({ ...c, text });
  }
  chosen.sort((a, b) => a.start - b.start);
  let previous: Mention | null = null;
  for (const c of chosen) {
    let start = c.start;
    let negate = false;
    let prefix = '';
    if (c.entry.negatable) {
      const before = r.low.slice(0, start);
      const neg = before.match(NEG_BEFORE);
      if (neg?.index !== undefined) {
        negate = true;
        prefix = before.slice(neg.index);
        r.consume(neg.index, start);
        start = neg.index;
      } else if (previous?.negate && previous.t === c.entry.payload.t) {
        const gap = r.low.slice(previous.pos + previous.phrase.length, start);
        negate = /^\s+(?:or|nor|and)\s+(?:(?:in|from)\s+)?$/.test(gap);
        if (negate) r.consume(previous.pos + previous.phrase.length, start);
      }
    }
    const m = { ...c.entry.payload, pos: start, phrase: prefix + c.text, negate } as Mention;
    mentions.push(m);
    previous = m;
  }
}

const KIND_OF_VERB: Partial<Record<Verb, TOperatorKind>> = {
  founded: 'organizations',
  published: 'library',
  invested: 'ledger',
  born: 'people',
};
const DATE_FIELD: Partial<Record<TOperatorKind, string>> = {
  organizations: 'founding_date',
  people: 'birth_date',
  ledger: 'inv_date',
  library: 'publish_date',
};
const VERB_FIELD: Partial<Record<Verb, string>> = {
  founded: 'founding_date',
  published: 'publish_date',
  invested: 'inv_date',
  born: 'birth_date',
};

/** Which kind a piece of the question points to when no kind is named. */
function impliedKind(m: Mention): TOperatorKind | null {
  switch (m.t) {
    case 'entity':
      return m.type === 'Organization' ? 'organizations' : 'people';
    case 'list':
      return LIST_TYPE_KIND[m.listType];
    case 'libraryType':
      return 'library';
    case 'gender':
    case 'who':
      return 'people';
    case 'flag':
      return m.what === 'fav' ? 'library' : m.what === 'owned' ? 'ledger' : null;
    case 'number':
      return 'ledger';
    case 'date':
    case 'verb':
      return m.verb ? (KIND_OF_VERB[m.verb] ?? null) : null;
    case 'vehicle':
    case 'place':
    case 'ownership':
      return 'organizations';
    case 'ctx':
      return m.ref === 'people' ? 'people' : m.ref === 'library' ? 'library' : null;
    default:
      return null;
  }
}

function chooseKind(mentions: Mention[]): { kind: TOperatorKind; word: KindWord | null } {
  const named = mentions.find((m) => m.t === 'kind');
  if (named?.t === 'kind') return { kind: named.word.kind, word: named.word };
  // "who" outranks the rest: "who works at Acme Robotics" is about people.
  if (mentions.some((m) => m.t === 'who')) return { kind: 'people', word: null };
  // A named record says least about the kind: "what did Acme Robotics publish" is about the library.
  for (const m of [...mentions.filter((x) => x.t !== 'entity'), ...mentions.filter((x) => x.t === 'entity')]) {
    const kind = impliedKind(m);
    if (kind) return { kind, word: null };
  }
  return { kind: 'organizations', word: null };
}

const SORTS: Record<Sort, Partial<Record<TOperatorKind, string>>> = {
  latest: {
    organizations: '-founding_date',
    people: '-created_at',
    ledger: '-inv_date',
    library: '-publish_date',
    lists: '-created_at',
    keywords: '-created_at',
  },
  oldest: {
    organizations: 'founding_date',
    people: 'birth_date',
    ledger: 'inv_date',
    library: 'publish_date',
    lists: 'created_at',
    keywords: 'created_at',
  },
  youngest: { organizations: '-founding_date', people: '-birth_date' },
  name: {
    organizations: 'name_dba',
    people: 'name_family',
    ledger: 'name',
    library: 'title',
    lists: 'name',
    keywords: 'name',
  },
  name_desc: {
    organizations: '-name_dba',
    people: '-name_family',
    ledger: '-name',
    library: '-title',
    lists: '-name',
    keywords: '-name',
  },
  added: Object.fromEntries(
    (['organizations', 'people', 'ledger', 'library', 'lists', 'keywords'] as const).map((k) => [k, '-created_at']),
  ),
  updated: Object.fromEntries(
    (['organizations', 'people', 'ledger', 'library', 'lists', 'keywords'] as const).map((k) => [k, '-updated_at']),
  ),
  largest: { ledger: '-ownership_percentage' },
  smallest: { ledger: 'ownership_percentage' },
};

/** Mentions → the query of one kind; what does not fit the kind is noted, never silently dropped. */
function build(mentions: Mention[], context: TOperatorContext): Parsed {
  const { kind, word } = chooseKind(mentions);
  const meta = OPERATOR_KIND_META[kind];
  const filters: TOperatorFilter[] = [];
  const notes: string[] = [];
  const errors: string[] = [];
  const search: string[] = [];
  let ordering: string | null = null;
  let limit: number | null = null;
  const has = (name: string) => name in meta.filters;
  const put = (name: string, value: string, negate = false) => filters.push({ name, value, negate });
  const skip = (m: Mention, why: string) => notes.push(`Not used: "${m.phrase.trim()}" — ${why}.`);
  const noFilter = (m: Mention, what: string) => skip(m, `${meta.label.toLowerCase()} cannot be filtered by ${what}`);
  const verbs = mentions.filter((m) => m.t === 'verb');

  for (const m of mentions) {
    switch (m.t) {
      case 'kind':
        if (m.word.kind !== kind) skip(m, `the question is about ${meta.label.toLowerCase()}`);
        if (m.word.vehicle) {
          if (has('vehicle_type')) put('vehicle_type', m.word.vehicle);
        }
        if (m.word.libraryType) {
          if (has('type') && kind === 'library') put('type', m.word.libraryType, m.negate);
          else if (m.word.kind === kind) noFilter(m, 'library type');
        }
        break;
      case 'keyword':
        if (has('keywords')) put('keywords', String(m.id), m.negate);
        else noFilter(m, 'keyword');
        break;
      case 'list':
        if (kind === 'lists') search.push(m.name);
        else if (LIST_TYPE_KIND[m.listType] === kind) put('lists', String(m.id), m.negate);
        else skip(m, `that list holds ${OPERATOR_KIND_META[LIST_TYPE_KIND[m.listType]].label.toLowerCase()}`);
        break;
      case 'place': {
        const p = m.place;
        if (kind === 'organizations' && p.geoId) put('hq_geo', String(p.geoId), m.negate);
        else if (kind === 'organizations' && p.cityId) put('hq_city', String(p.cityId), m.negate);
        else if (kind === 'people' && (p.cityId || p.personCity)) put('city', p.personCity ?? p.name, m.negate);
        else if (kind === 'organizations') skip(m, `no city called ${p.name} is on record`);
        else noFilter(m, p.geoId && !p.cityId && !p.personCity ? 'country' : 'place');
        break;
      }
      case 'entity':
        if (kind === 'people' && m.type === 'Organization') put('organization', String(m.id), m.negate);
        else if (kind === 'ledger' && m.type === 'Organization') put('organization', String(m.id), m.negate);
        else if (kind === 'library' && m.type === 'Organization') put('publisher', String(m.id), m.negate);
        else if (kind === 'library' && m.type === 'Person') put('author', String(m.id), m.negate);
        else if (kind === 'organizations' && m.type === 'Person') put('person', String(m.id), m.negate);
        else if (
          (kind === 'organizations' && m.type === 'Organization') ||
          (kind === 'people' && m.type === 'Person')
        ) {
          if (m.negate) put('id', String(m.id), true);
          else search.push(m.name);
        } else noFilter(m, m.type === 'Organization' ? 'organization' : 'person');
        break;
      case 'vehicle':
        if (has('vehicle_type')) put('vehicle_type', m.value, m.negate);
        else noFilter(m, 'vehicle type');
        break;
      case 'gender':
        if (has('gender')) put('gender', m.value, m.negate);
        else noFilter(m, 'gender');
        break;
      case 'visibility':
        put('visibility', m.value, m.negate);
        break;
      case 'ownership':
        if (has('ownership_type')) put('ownership_type', m.value, m.negate);
        else noFilter(m, 'ownership type');
        break;
      case 'libraryType':
        if (kind === 'library') put('type', m.value, m.negate);
        else noFilter(m, 'library type');
        break;
      case 'listType':
        if (kind === 'lists') put('type', m.value, m.negate);
        break;
      case 'flag': {
        const name =
          m.what === 'email'
            ? 'has_email'
            : m.what === 'fav'
              ? 'is_fav'
              : m.what === 'owned'
                ? 'owned'
                : kind === 'keywords'
                  ? 'show_on_dashboard'
                  : 'dashboard';
        if (has(name)) put(name, String(m.value));
        else noFilter(m, { email: 'email', fav: 'favourite', owned: 'owned', dashboard: 'dashboard' }[m.what]);
        break;
      }
      case 'date': {
        const verb = m.verb ?? (verbs.length === 1 && verbs[0]?.t === 'verb' ? verbs[0].verb : null);
        const byVerb = verb ? VERB_FIELD[verb] : undefined;
        const field = byVerb && has(byVerb) ? byVerb : DATE_FIELD[kind];
        if (verb === 'added' || verb === 'updated') skip(m, 'there is no filter on when records were added or changed');
        else if (field) put(field, rangeValue(m.range), m.negate);
        else noFilter(m, 'date');
        break;
      }
      case 'number':
        if (has('ownership_percentage')) put('ownership_percentage', `${m.from ?? ''},${m.to ?? ''}`);
        else noFilter(m, 'ownership %');
        break;
      case 'order': {
        const value = SORTS[m.sort][kind];
        if (value) ordering = value;
        else skip(m, `${meta.label.toLowerCase()} cannot be ordered that way`);
        break;
      }
      case 'limit':
        limit = Math.min(Math.max(m.n, 1), OPERATOR_MAX_LIMIT);
        if (m.n > OPERATOR_MAX_LIMIT) notes.push(`At most ${OPERATOR_MAX_LIMIT} rows are shown.`);
        break;
      case 'ctx':
        contextFilter(m, kind, context, (name, value) => put(name, value, m.negate), errors, noFilter);
        break;
      case 'search':
        search.push(m.text);
        break;
      default:
        break;
    }
  }
  // "the latest podcast": one row.
  if (limit === null && word?.singular && mentions.some((m) => m.t === 'order')) limit = 1;
  return {
    query: {
      kind,
      search: search.length ? search.join(' ') : null,
      filters: canonical(kind, filters),
      ordering,
      limit: limit ?? OPERATOR_DEFAULT_LIMIT,
    },
    notes,
    errors,
  };
}

function contextFilter(
  m: Mention & { t: 'ctx' },
  kind: TOperatorKind,
  context: TOperatorContext,
  put: (name: string, value: string) => void,
  errors: string[],
  noFilter: (m: Mention, what: string) => void,
) {
  const fallback: Exclude<CtxRef, 'any'> = context.raw_data_ids.length
    ? 'raw_data'
    : context.library_ids.length
      ? 'library'
      : context.people_ids.length
        ? 'people'
        : 'raw_data';
  // "these documents" with library items selected and no raw data: the library items.
  const ref: Exclude<CtxRef, 'any'> =
    m.ref === 'any' || (m.ref === 'raw_data' && !context.raw_data_ids.length && !/raw/.test(m.phrase))
      ? fallback
      : m.ref;
  const ids = { raw_data: context.raw_data_ids, people: context.people_ids, library: context.library_ids }[ref];
  const noun = { raw_data: 'raw data', people: 'people', library: 'library items' }[ref];
  if (!ids.length) {
    errors.push(
      `The question refers to the selected ${noun}, but no ${noun} ${ref === 'raw_data' ? 'is' : 'are'} selected.`,
    );
    return;
  }
  const value = ids.join(',');
  const target: Partial<Record<TOperatorKind, string>> =
    ref === 'raw_data'
      ? { organizations: 'raw_data', people: 'raw_data', library: 'raw_data', keywords: 'raw_data' }
      : ref === 'people'
        ? { people: 'id', organizations: 'person', library: 'author' }
        : { library: 'id', people: 'library', organizations: 'library' };
  const name = target[kind];
  if (name) put(name, value);
  else noFilter(m, `the selected ${noun}`);
}
