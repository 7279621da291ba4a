import { readFractions, STRICT, shareBound, shareNounBefore } from './fractions.ts';
import { KIND_WORDS, LIST_TYPE_WORDS } from './lexicon.ts';
import type { CtxRef, Mention } from './mention.ts';
import {
  COUNT,
  countOf,
  GE,
  LE,
  NEG_BEFORE,
  NUM,
  NUMBER_RES,
  NUMBER_WORDS,
  PCT,
  SEARCH_STOP,
  STAKE,
  toNumber,
} from './patterns.ts';
import { READ, type Reading } from './text.ts';
import type { Vocabulary } from './vocabulary.ts';

type Add = (m: Mention) => void;

export function readContext(r: Reading, add: Add) {
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
      // "those persons resident in Oslo", "those people who …": "those" points at the clause after it, not a selection.
      if (
        /^those\s/.test(m[0]) &&
        /^\s+(?:who|that|which|whose|resident|residing|living|based|born|located|working|employed|in|at|from|with|of)(?![\p{L}])/u.test(
          r.low.slice(m.index + m[0].length),
        )
      )
        return false;
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

/** A strict comparison of a share in digits ("above 20%"): the bound itself is left out, and the reading says so. */
const isStrict = (word: string | undefined) => !!word && STRICT.test(word.replace(/\s+/g, ' '));
const strictDoubt = (word: string | undefined, n: string) =>
  isStrict(word)
    ? {
        unsure: `read strictly, leaving ${n}% itself out; "${n}% or ${/^(?:below|under|less|lower|<)/.test(word ?? '') ? 'less' : 'more'}" would include it`,
      }
    : {};

/**
 * A share bound as a mention. A negation right before it ("not below 20%", "no less than a
 * tenth") turns a comparison around, the bound itself then included ("not below 20%" is 20% or
 * more, exactly); before any other share ("not 25%", "that are not majority stakes") it negates it.
 */
function share(
  r: Reading,
  m: RegExpExecArray,
  n: string,
  ge: string | undefined,
  le: string | undefined,
  between: string | null,
): Mention {
  const neg = r.low.slice(0, m.index).match(NEG_BEFORE)?.index;
  // "stakes strictly above 20%": the strict reading is said, so no other reading is offered.
  const strictly = /(?:^|\s)strictly\s+$/.exec(r.low.slice(0, m.index));
  const from = strictly ? strictly.index + (strictly[0].startsWith(' ') ? 1 : 0) : m.index;
  const at = neg ?? shareNounBefore(r, from) ?? (strictly ? from : undefined);
  const pos = at ?? m.index;
  const phrase = r.low.slice(pos, m.index) + m[0];
  if (at !== undefined) r.consume(at, m.index);
  const negate = neg !== undefined;
  if (between !== null) return { t: 'number', pos, phrase, from: between, to: n, negate };
  if (negate && (ge || le)) return { t: 'number', pos, phrase, from: le ? n : null, to: ge ? n : null };
  // "sub-5%": below, strictly, as the prefix says.
  if (le && /^sub/.test(le))
    return { t: 'number', pos, phrase, from: null, to: shareBound(Number(n), 'to', true), negate };
  const range = ge
    ? { from: isStrict(ge) ? shareBound(Number(n), 'from', true) : n, to: null }
    : le
      ? { from: null, to: isStrict(le) ? shareBound(Number(n), 'to', true) : n }
      : { from: n, to: n };
  return { t: 'number', pos, phrase, ...range, ...(strictly ? {} : strictDoubt(ge ?? le, n)), negate };
}

export function readNumbers(r: Reading, add: Add) {
  readFractions(r, add);
  // "20 percent or more", "ten percent or less".
  const words = Object.keys(NUMBER_WORDS)
    .filter((w) => !/\s/.test(w))
    .join('|');
  const amount = `(\\d+(?:\\.\\d+)?|${words})`;
  r.take(
    new RegExp(
      `(?<![\\w.])${amount}${PCT}(?:\\s+${STAKE})?\\s+(?:or\\s+(more|above|higher|greater|over|less|below|lower|under)|at\\s+(least|most))(?![\\w])(?!\\s+(?:than\\s+)?\\d)`,
      'g',
    ),
    (m) => {
      const n = toNumber(String(countOf(m[1] ?? '')));
      const more = /^(?:more|above|higher|greater|over|least)$/.test(m[2] ?? m[3] ?? '');
      add({ t: 'number', pos: m.index, phrase: m[0], from: more ? n : null, to: more ? null : n });
      return true;
    },
  );
  // "below ten percent": a share in words.
  r.take(
    new RegExp(`(?<![\\w.])(?:(${GE})\\s+|(${LE})\\s+|(?:of|exactly)\\s+)?(${words})${PCT}(?![\\w])`, 'g'),
    (m) => {
      const n = toNumber(String(countOf(m[3] ?? '')));
      add(share(r, m, n, m[1], m[2], null));
      return true;
    },
  );
  // "stakes of 5 to 10 percent": a span of shares with the unit said once, at the end.
  r.take(new RegExp(`(?<![\\w.])(?:of\\s+)?${NUM}\\s*(?:to|-|–)\\s*${NUM}${PCT}(?![\\w])`, 'g'), (m) => {
    add(share(r, m, toNumber(m[2] ?? ''), undefined, undefined, toNumber(m[1] ?? '')));
    return true;
  });
  for (const re of NUMBER_RES) {
    r.take(re, (m) => {
      const [, betweenFrom, ge, le, value] = m;
      add(share(r, m, toNumber(value ?? ''), ge, le, betweenFrom ? toNumber(betweenFrom) : null));
      return true;
    });
  }
}

export function readSearchPhrases(r: Reading, add: Add) {
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
  const text = span ? r.orig.slice(span[0], span[1]).trim() : (m[1] ?? '');
  // "with 'Capital' in the name": the quotes mark the name, they are not part of it.
  return text.replace(/^'(.+)'$/, '$1');
}

/** "with no gender recorded", "whose gender is unknown": neither gender on record. */
const NO_GENDER =
  /(?<![\p{L}])(?:(?:with\s+no|without(?:\s+(?:an?|any))?|no|lacking(?:\s+an?)?|missing(?:\s+an?)?)\s+(?:recorded\s+)?(?:gender|sex)(?:\s+(?:recorded|on\s+record|given|specified|stated|set|entered))?|(?:whose|with\s+(?:an?\s+)?)\s*(?:gender|sex)\s+(?:is|was)\s+(?:unknown|not\s+(?:recorded|known|given|specified|set|stated)|missing|blank|empty|unspecified|unrecorded)|(?:an?\s+)?(?:unknown|unrecorded|unspecified|missing|blank)\s+(?:gender|sex))(?![\p{L}])/gu;

export function readNoGender(r: Reading, add: Add) {
  r.take(NO_GENDER, (m) => {
    for (const value of ['M', 'F']) add({ t: 'gender', pos: m.index, phrase: m[0], value, negate: true });
    return true;
  });
}

export function readFlags(r: Reading, add: Add) {
  const rules: [string, 'email' | 'fav' | 'owned' | 'dashboard', boolean][] = [
    [
      "(?:without|with\\s+no|no|missing|lacking|lacks?|(?:(?:do|does)\\s+not|don'?t|doesn'?t)\\s+have)\\s+(?:an?\\s+|any\\s+)?(?:contact\\s+)?e-?mails?(?:\\s+address(?:es)?)?",
      'email',
      false,
    ],
    [
      '(?:with|having|(?:that|who|which)\\s+(?:have|has)|have|has|hold|holds|possess|possesses)\\s+(?:an?\\s+)?(?:contact\\s+)?e-?mails?(?:\\s+address(?:es)?)?|(?:we\\s+)?can\\s+(?:we\\s+)?(?:actually\\s+)?(?:e-?mail|write\\s+to|reach\\s+by\\s+e-?mail)|reachable\\s+(?:by|via)\\s+e-?mail|e-?mailable|an?\\s+(?:contact\\s+)?e-?mail(?:\\s+address)?',
      'email',
      true,
    ],
    [
      "(?:not|non|never|neither|nor|(?:has|have|is|are|was|were)n'?t)[\\s-]+(?:(?:been|yet|ever)\\s+)*(?:(?:my|an?|(?:marked|flagged|starred|saved|set|tagged)(?:\\s+as)?(?:\\s+(?:an?|my))?)\\s+)?(?:favou?rites?|favou?rited|starred|faves?|favs?)",
      'fav',
      false,
    ],
    ['(?:my\\s+)?(?:favou?rites?|favou?rited|starred|faves?|favs?|bookmarked|bookmarks)', 'fav', true],
    [
      "(?:(?:not|never|neither|nor)(?:\\s+be(?:en)?)?|(?:do|does)\\s+not|(?:don|doesn|isn|aren)'?t)\\s+(?:(?:shown|featured|pinned|displayed|visible|appear(?:s|ing|ed)?)\\s+)?on\\s+the\\s+(?:dashboard|home\\s?page|front\\s+page)",
      'dashboard',
      false,
    ],
    [
      "(?:not|un|non|(?:is|are|was|were)n'?t)[\\s-]*(?:(?:been|yet)\\s+)?(?:(?:flagged|marked|labell?ed|recorded)\\s+as\\s+)?owned|(?:that\\s+)?we\\s+(?:do\\s+not|don'?t)\\s+own|(?:not|(?:are|is)n'?t)\\s+ours|(?:except|excluding|but\\s+not|other\\s+than|apart\\s+from|leaving\\s+out|save)\\s+(?:(?:the|any|all)\\s+)?(?:(?:ones|those|stakes|positions|entries|holdings|deals|investments)\\s+)?(?:that\\s+|which\\s+)?we\\s+own",
      'owned',
      false,
    ],
    [
      '(?:(?:flagged|marked|labell?ed|recorded)\\s+as\\s+)?owned(?!\\s+by)|(?:owned|held)\\s+by\\s+us|(?:that\\s+|which\\s+)?we\\s+own|(?<=(?:are|is)\\s+)ours',
      'owned',
      true,
    ],
    [
      "(?:(?:shown|featured|displayed|visible|appear(?:s|ing)?)\\s+)?on\\s+the\\s+(?:dashboard|home\\s?page|front\\s+page)|dashboard(?=\\s+(?:content|items?|entries|records|stuff|orgs?|organi[sz]ations?|compan(?:y|ies)|firms?|cos|businesses|enterprises|people|ppl|persons|contacts|individuals|keywords?|tags?|topics?)(?![\\p{L}]))|(?:we(?:'ve|\\s+have)?\\s+)?pinned\\s+(?:to|on)\\s+the\\s+dashboard|featured",
      'dashboard',
      true,
    ],
  ];
  // "excluding the owned ones", "except the ones on the dashboard": a flag left out is its other value.
  const EXCLUDED =
    /(?:^|\s)(?:except|excluding|other\s+than|apart\s+from|aside\s+from|leaving\s+out|save\s+for)\s+(?:(?:the|any|all|ones|those)\s+)*(?:(?:that|which)\s+(?:are|is)\s+)?$/u;
  for (const [source, what, value] of rules) {
    r.take(new RegExp(`(?<![\\p{L}])(?:${source})(?![\\p{L}])`, 'gu'), (m) => {
      const left = value && EXCLUDED.exec(r.low.slice(0, m.index));
      if (left) r.consume(left.index, m.index);
      add({ t: 'flag', pos: left ? left.index : m.index, phrase: m[0], what, value: left ? !value : value });
      return true;
    });
  }
}

/** Counts: "top 5", "first ten", "the three oldest", "a dozen companies", "12 podcasts". */
export function readLimit(r: Reading, add: Add) {
  // "First twenty." ends a sentence: a full stop is no decimal point.
  r.take(new RegExp(`(?<![\\w.])(?:top|first|best|last|bottom)\\s+${COUNT}(?![\\w%]|\\.\\d)`, 'g'), (m) => {
    add({ t: 'limit', pos: m.index, phrase: m[0], n: countOf(m[1] ?? '') });
    return true;
  });
  // "… Show four.", "give me 3": a number that ends the question after a verb of showing is how many rows to show.
  r.take(
    new RegExp(`(?<![\\p{L}])(?:show|give|list|return|display)(?:\\s+(?:me|us))?\\s+${COUNT}(?=\\s*[.!?]*\\s*$)`, 'gu'),
    (m) => {
      add({ t: 'limit', pos: m.index, phrase: m[0], n: countOf(m[1] ?? '') });
      return true;
    },
  );
  r.take(/(?<![\w.¦-])(\d{1,3})(?=\s+\p{L})/gu, (m) => {
    const value = Number(m[1]);
    if (value < 1) return false;
    add({ t: 'limit', pos: m.index, phrase: m[0], n: value });
    return true;
  });
  // A number word is a count only before more words ("three oldest", not "the one").
  // Not the units of "forty-nine": a number word after a hyphen is part of a larger number.
  r.take(new RegExp(`(?<![\\p{L}-])${COUNT}(?=\\s+\\p{L})`, 'gu'), (m) => {
    if (/^\d+$/.test(m[1] ?? '')) return false;
    // "one" only before a superlative ("the one oldest fund"), not in "the one about …".
    if (m[1] === 'one' && !/^\s+(?:\p{L}+est|most|least)(?![\p{L}])/u.test(r.low.slice(m.index + m[0].length)))
      return false;
    add({ t: 'limit', pos: m.index, phrase: m[0], n: countOf(m[1] ?? '') });
    return true;
  });
}

/** The library's kind words ("reports", "research"), longest first: "reports by people at X" are written by them. */
const LIBRARY_WORDS = Object.keys(KIND_WORDS)
  .filter((w) => KIND_WORDS[w]?.kind === 'library')
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'))
  .join('|');

/**
 * Relations that belong to another kind than the one named: investing → ledger, writing →
 * library, working at → people, "where X works" → organizations (the named record stays a filter).
 */
/** Every word of the grammar for organizations ("entities", "outfits", "institutions"), singular and plural. */
const ORG_WORDS = Object.entries(KIND_WORDS)
  .filter(([, k]) => k.kind === 'organizations')
  .map(([w]) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'))
  .sort((a, b) => b.length - a.length)
  .join('|');
const RELATIONS: [string, 'ledger' | 'library' | 'people' | 'organizations', string, ('library' | 'people')?][] = [
  // "who wrote the reports X published", "authors of anything tagged Robotics": people, by what they wrote.
  [
    "(?:authors?|writers?|co-?authors?)\\s+of|(?:(?:has|have|had|with|carry|carries|carrying|hold|holds|holding)\\s+)?(?:an?\\s+|any\\s+)?bylines?(?:\\s+(?:on|in|for)(?:\\s+(?:something|anything))?)?|who(?:\\s+|\\s*'s\\s+)(?:wrote|authored|co-?authored|(?:(?:has|have|had)\\s+)?(?:written|authored|co-?authored))(?:\\s+(?:something|anything))?|(?<=(?:people|persons|individuals|contacts|personnel|staff|employees|ppl|authors|writers|contributors)\\s+)(?:(?:that|who)\\s+)?(?:(?:has|have|had)\\s+)?(?:wrote|written|authored|co-?authored|contributed)(?!\\s+by)",
    'people',
    'the question asks for the authors, recorded on library entries',
    'library',
  ],
  // "the publishers of reports from 2023", "organizations that published something on the reading list".
  [
    `publishers?\\s+of|(?<=(?:${ORG_WORDS})\\s+)(?:(?:that|which|who)\\s+)?(?:have\\s+|has\\s+)?(?:published|put\\s+out|released|issued|produced)(?:\\s+something|\\s+anything)?`,
    'organizations',
    'the question asks for publishers, recorded on library entries',
    'library',
  ],
  [
    '(?:who\\s+)?(?:has\\s+|have\\s+|had\\s+)?invest(?:ed|s)?\\s+in|investors?\\s+(?:in|of)|backers?\\s+of|backing|(?:funds?|vehicles?|investors?)\\s+(?:that\\s+)?(?:holding|holds?|owning|owns?|backing|backs?|backed)|(?:stakes?|holdings?|positions?|shares?|investments?)\\s+in(?!\\s+(?:the|our|my)\\s+(?:ledger|portfolio|database|records|system))|(?:who|which\\s+funds?)\\s+(?:owns?|holds?|backs?|backed|funds?|funded)',
    'ledger',
    'investing is recorded in the ledger',
  ],
  [
    `(?:written|authored|co-?authored|contributed)\\s+by|write(?!-)|wrote|writes|authored|contributed|contributes|by(?<=(?:${LIBRARY_WORDS})\\s+(?:not\\s+)?by)(?=\\s+(?:the\\s+|our\\s+)?(?:women|men|females|males|people|persons|staff|employees|personnel|principals|subjects|individuals|contacts|anyone|anybody|someone|workers|folks|colleagues|team\\s+members|members\\s+of\\s+staff)\\s+(?:at|of|from)\\s)`,
    'library',
    'writing is recorded in the library',
  ],
  [
    '(?<=(?:women|men|females|males)\\s+)at(?=\\s)|(?:who\\s+)?(?:works?|working|worked|employed|is\\s+employed|(?:sits?|sat|sitting|serves?|served|serving)(?=\\s+at))\\s+(?:at|for|by)|(?:employees|staff|people|team|workforce|personnel|workers|folks|colleagues|members\\s+of\\s+staff|principals|subjects)\\s+(?:of|at)|(?:on\\s+the\\s+)?payroll\\s+(?:of|at)',
    'people',
    'who works where is recorded on people',
  ],
  [
    '(?<=(?:where|at\\s+which|that\\s+employs?)\\s+(?:\\S+\\s+){1,8})(?:works?|worked|is\\s+employed)',
    'organizations',
    'the question asks for the organizations a person works at',
  ],
];

export function readRelations(r: Reading, add: Add) {
  for (const [source, kind, why, of] of RELATIONS) {
    r.take(new RegExp(`(?<![\\p{L}])(?:${source})(?![\\p{L}])`, 'gu'), (m) => {
      // "not written by", "who do not work at": the negation reaches the record the relation names.
      const neg = r.low.slice(0, m.index).match(NEG_BEFORE);
      const negate = neg?.index !== undefined && kind !== 'ledger';
      const pos = negate ? (neg?.index ?? m.index) : m.index;
      const phrase = r.low.slice(pos, m.index) + m[0];
      if (negate) r.consume(pos, m.index);
      add({ t: 'relation', pos, phrase, kind, why, negate, ...(of ? { of } : {}) });
      return true;
    });
  }
}

/** "organization lists", "people or organization lists", "lists of people". */
export function readListTypes(r: Reading, add: Add, vocab: Vocabulary) {
  const type = `(?:${Object.keys(LIST_TYPE_WORDS).join('|')})`;
  // "lists of people", "lists that contain organisations".
  const holding =
    '(?:(?:(?:are|is)\\s+)?(?:of|with)\\s+(?:the\\s+)?type|of|(?:(?:that|which)\\s+)?(?:contain|contains|containing|hold|holds|holding|include|includes|including)|with)';
  r.take(
    new RegExp(`(?<![\\p{L}])lists\\s+${holding}\\s+(${type}(?:\\s*(?:,|or|and)\\s+${type})*)(?![\\p{L}])`, 'gu'),
    (m) => {
      const types = (m[1] ?? '').split(/\s*(?:,|\bor\b|\band\b)\s*/).map((w) => LIST_TYPE_WORDS[w.trim()]);
      if (!types.length || types.some((t) => !t)) return false;
      add({ t: 'kind', pos: m.index, phrase: m[0], word: { kind: 'lists' } });
      for (const value of types) add({ t: 'listType', pos: m.index, phrase: m[0], value: value as string });
      return true;
    },
  );
  r.take(/(?<![\p{L}])((?:[\p{L}]+\s*(?:,|or|and)\s+)*)([\p{L}]+)\s+lists?(?![\p{L}])/gu, (m) => {
    const words = [...(m[1] ?? '').split(/\s*(?:,|\bor\b|\band\b)\s*/), m[2] ?? '']
      .map((w) => w.trim())
      .filter(Boolean);
    const types = words.map((w) => LIST_TYPE_WORDS[w]);
    if (!types.length || types.some((t) => !t) || vocab.lists.some((l) => m[0].includes(l.name.toLowerCase())))
      return false;
    // "lists excluding ledger lists", "all lists but the library lists": after lists named first, the type is left out.
    const before = r.low.slice(0, m.index);
    const neg =
      /(?<![\p{L}])lists?(?![\p{L}])/u.test(before) &&
      /(?:^|\s)(?:not|but|except|excluding|other\s+than|apart\s+from|aside\s+from|besides|minus|without)\s+(?:(?:for|the|any|all)\s+)*$/u.test(
        before,
      );
    if (!neg) add({ t: 'kind', pos: m.index, phrase: m[0], word: { kind: 'lists' } });
    for (const value of types)
      add({ t: 'listType', pos: m.index, phrase: m[0], value: value as string, ...(neg ? { negate: true } : {}) });
    if (neg) r.consume(m.index - (before.match(/\S+\s+(?:(?:for|the|any|all)\s+)*$/u)?.[0].length ?? 0), m.index);
    return true;
  });
  // "public lists: the library and org ones": "ones" stands for the lists named before it.
  if (!/(?<![\p{L}])lists?(?![\p{L}])/u.test(r.low)) return;
  r.take(/(?<![\p{L}])((?:[\p{L}]+\s*(?:,|or|and)\s+)*)([\p{L}]+)\s+ones(?![\p{L}])/gu, (m) => {
    const words = [...(m[1] ?? '').split(/\s*(?:,|\bor\b|\band\b)\s*/), m[2] ?? '']
      .map((w) => w.trim())
      .filter(Boolean);
    const types = words.map((w) => LIST_TYPE_WORDS[w]);
    if (!types.length || types.some((t) => !t)) return false;
    for (const value of types) add({ t: 'listType', pos: m.index, phrase: m[0], value: value as string });
    return true;
  });
}

/**
 * "companies without a fund", "organizations that are not funds", "non-investors": an
 * organization is a fund when it holds a vehicle in the ledger (any vehicle type), so the
 * negation is "no vehicle of any type".
 */
export function readNotFunds(r: Reading, add: Add) {
  r.take(
    /(?<![\p{L}])(?:without|with\s+no|lacking|lacks?|having\s+no|(?:that|which|who)\s+(?:have|has)\s+no|(?:that|which|who)\s+(?:are|is)\s+not|(?:that|which|who)\s+(?:aren'?t|isn'?t)|not|non)\s+(?:an?\s+|any\s+)?(?:investment\s+)?(?:funds?|investors?|vehicles?|investments?|stakes?|holdings?|deals?|ledger\s+entr(?:y|ies))(?![\p{L}])/gu,
    (m) => {
      // No field says an organization is a fund: "funds" is read as holding a vehicle, with a doubt.
      const unsure = /(?:funds?|investors?)$/.test(m[0])
        ? { unsure: 'no field says an organization is a fund; read as holding no investment vehicle in the ledger' }
        : {};
      for (const value of ['VC', 'FA', 'PE'])
        add({ t: 'vehicle', pos: m.index, phrase: m[0], value, negate: true, ...unsure });
      return true;
    },
  );
}
