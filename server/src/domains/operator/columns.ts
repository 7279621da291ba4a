import { ORDINAL_TEENS, ORDINAL_UNITS, UNITS } from './numbers.ts';

/**
 * Conditions written as a spreadsheet's or a query language's columns (issue 35): "age >= 30 AND age < 40",
 * "hq_country = DE", "gender != M", "pct between 0.5 and 2.5", "city in (Berlin, Munich)", "order by inv_date asc",
 * "| sort: family name desc | limit 10". Each is said again in the words the rules read ("aged 30 or over and younger
 * than 40", "in DE", "not male", …), by what its field holds: one table of field names, none of a question.
 */

/** What a field holds, which says how a condition on it is said in words. */
type Holds =
  | { t: 'age' }
  | { t: 'date'; verb: string }
  | { t: 'share' }
  | { t: 'place' }
  | { t: 'gender' }
  | { t: 'flag' }
  | { t: 'tag' }
  | { t: 'named'; field: string }
  | { t: 'value' }
  | { t: 'bool'; yes: string; no: string };

const sep = '[\\s_.]*';
/** Field names as written in a column or a query (snake_case, spaced or run together), and what each holds. */
const FIELDS: [string, Holds][] = [
  [`age|years${sep}old`, { t: 'age' }],
  [
    `found(?:ing|ed)${sep}(?:date|year|on)?|founded|incorporat(?:ed|ion)${sep}(?:date)?|est(?:ablished)?`,
    { t: 'date', verb: 'founded' },
  ],
  [`inv(?:estment)?${sep}date|invested(?:${sep}on)?|deal${sep}date`, { t: 'date', verb: 'invested' }],
  [`pub(?:lish(?:ed)?|lication)?${sep}date|published(?:${sep}on)?`, { t: 'date', verb: 'published' }],
  [`birth${sep}date|date${sep}of${sep}birth|dob|born(?:${sep}on)?`, { t: 'date', verb: 'born' }],
  [
    `ownership${sep}(?:percentage|pct|percent|share)|own${sep}pct|pct|percent(?:age)?|stake${sep}(?:pct|percent|size)?`,
    { t: 'share' },
  ],
  [
    `(?:(?:hq|headquarters|current${sep}address)${sep})?(?:city|country|geo|region|location)|hq|headquarters`,
    { t: 'place' },
  ],
  ['gender|sex', { t: 'gender' }],
  [`has${sep}(?:email|e-mail|phone|website|address)`, { t: 'flag' }],
  // Yes-or-no columns: "owned = false", "is_fav <> false", "show_on_dashboard = 1".
  [`(?:is${sep})?owned`, { t: 'bool', yes: 'owned', no: 'not owned' }],
  [`(?:is${sep})?fav(?:ou?rite)?`, { t: 'bool', yes: 'favourites', no: 'not favourites' }],
  [`(?:show${sep}on${sep})?dashboard`, { t: 'bool', yes: 'on the dashboard', no: 'not on the dashboard' }],
  [`key${sep}words?|tags?|kws?|subjects?`, { t: 'tag' }],
  [`ownership${sep}type|ownership|legal${sep}form`, { t: 'named', field: 'ownership type' }],
  [`vehicle${sep}type|vehicle|type|kind|visibility`, { t: 'value' }],
  // "readable_by = 'everyone'": who may read it, in the words visibility is said in (lexicon.ts).
  [`readable${sep}by|visible${sep}to|viewable${sep}by`, { t: 'named', field: 'readable by' }],
];

const OPS = '!=|<>|≠|>=|≥|=>|<=|≤|=<|==|=|>|<|:';
/**
 * Letters of an expression matched in either case, written out ("age" → "[aA][gG][eE]"): the condition's expression
 * cannot take the `i` flag, under which `\p{Lu}` matches small letters too and "country: any but US" read "any but US"
 * as one capitalised value.
 */
const anyCase = (source: string) =>
  source.replace(/\\.|[a-z]/g, (c) => (c.length > 1 ? c : `[${c}${c.toUpperCase()}]`));
const CONNECTORS = anyCase('and|or|order|limit|sort');
/** A value: quoted, or one token and the capitalised words after it ("New York"). */
// A value does not take the full stop that ends the sentence ("has_email = false.").
const VALUE = `"[^"]*"|'[^']*'|[^\\s,;|()]*[^\\s,;|().](?:\\s+(?!(?:${CONNECTORS})(?![\\p{L}]))\\p{Lu}(?:[^\\s,;|()]*[^\\s,;|().])?)*`;
/**
 * Where a condition's value ends: the end, a separator, or a connector. "country: any but US" is no column condition
 * (the rules read it, or say which words they could not use).
 */
const VALUE_END = `(?=\\s*$|\\s*[,;|)]|\\s*\\.(?:\\s|$)|\\s+/|\\s+(?:${CONNECTORS})(?![\\p{L}]))`;
const FIELD_RE = FIELDS.map(([f]) => `(${anyCase(f)})`).join('|');
const CONDITION = new RegExp(
  `(?<![\\p{L}\\d_])(?:${FIELD_RE})\\s*(${OPS})\\s*(${VALUE})${VALUE_END}|(?<![\\p{L}\\d_])(?:${FIELD_RE})\\s+(${anyCase('between')})\\s+(${VALUE})\\s+${anyCase('and')}\\s+(${VALUE})|(?<![\\p{L}\\d_])(?:${FIELD_RE})\\s+(${anyCase('in')}|${anyCase('not')}\\s+${anyCase('in')})\\s*\\(([^)]*)\\)`,
  'gu',
);
const N = FIELDS.length;

/** A relation of the data model as written before a dot ("staff.gender", "holder.hq_geo", "authors.city"). */
const RELATION_NAMES: [RegExp, string][] = [
  [/^(?:staff|employees?)$/i, 'staff'],
  [/^employers?$/i, 'employer'],
  [/^(?:authors?|writers?)$/i, 'authors'],
  [/^authored$/i, 'authored'],
  [/^publishers?$/i, 'publisher'],
  [/^published$/i, 'published'],
  [/^(?:holders?|owners?)$/i, 'holder'],
  [/^vehicles?$/i, 'vehicles'],
];
const relationOf = (word: string) => RELATION_NAMES.find(([re]) => re.test(word))?.[1];
/** A condition through a relation, in the words the reader reads for that relation. */
function through(relation: string, holds: Holds, inner: string): string {
  const living = holds.t === 'place' ? `living ${inner}` : inner;
  switch (relation) {
    case 'staff':
      return holds.t === 'gender' ? `with ${inner} staff` : `with staff ${living}`;
    case 'employer':
      return `working at organizations ${inner}`;
    case 'authors':
      return holds.t === 'gender'
        ? `written by ${inner === 'female' ? 'women' : inner === 'male' ? 'men' : inner}`
        : `written by people ${living}`;
    case 'authored':
      return holds.t === 'value' ? `who wrote ${inner}s` : `who wrote entries ${inner}`;
    case 'publisher':
      return `published by organizations ${inner}`;
    case 'published':
      return holds.t === 'value' ? `that published ${inner}s` : `that published entries ${inner}`;
    case 'holder':
      return `of organizations ${inner}`;
    default:
      return holds.t === 'value' ? `with a ${inner} vehicle` : `with a ledger entry ${inner}`;
  }
}
const DOTTED = new RegExp(`(?<![\\p{L}\\d_])([\\p{L}]+)\\.(?:${FIELD_RE})\\s*(${OPS})\\s*(${VALUE})${VALUE_END}`, 'gu');
/** "people join orgs on employer where orgs.hq_city = …": the joined table's name stands for the relation. */
const JOIN =
  /\s+(?:inner\s+|left\s+)?join\s+([\p{L}_]+)(?:\s+(?:as\s+)?([\p{L}_]+))?\s+on\s+([\p{L}_]+)(?:\.[\p{L}_]+\s*=\s*[\p{L}_.]+)?/giu;
/** A field written with its own table's name: "orgs.hq_city" in a question about organizations. */
const OWN_TABLE =
  /(?<![\p{L}\d_])(?:orgs?|organi[sz]ations?|compan(?:y|ies)|people|persons?|library|ledger|lists?)\.(?=[\p{L}])/giu;

const unquote = (v: string) => v.replace(/^["']|["']$/g, '').trim();
const isTrue = (v: string) => /^(?:true|yes|y|1|t)$/i.test(v);
const isFalse = (v: string) => /^(?:false|no|n|0|f)$/i.test(v);

function gender(v: string): string | null {
  if (/^(?:m|male|man|men)$/i.test(v)) return 'male';
  if (/^(?:f|female|woman|women)$/i.test(v)) return 'female';
  return null;
}

/** A fraction's denominator in words: 3 → "third", 4 → "quarter", 20 → "twentieth". */
const partName = (d: number) =>
  d === 2
    ? 'half'
    : d === 4
      ? 'quarter'
      : d < 10
        ? ORDINAL_UNITS[d - 1]
        : d < 20
          ? ORDINAL_TEENS[d - 10]
          : d === 20
            ? 'twentieth'
            : undefined;
/** "1/9" → "one ninth", "2/9" → "two ninths", for the fraction rules to read; null for anything else. */
function fractionWords(v: string): string | null {
  const m = v.match(/^(\d)\s*\/\s*(\d{1,2})$/);
  if (!m) return null;
  const [n, d] = [Number(m[1]), Number(m[2])];
  const part = partName(d);
  if (!part || n < 1 || n >= d) return null;
  return `${UNITS[n - 1]} ${n > 1 ? (part === 'half' ? 'halves' : `${part}s`) : part}`;
}
/** A share said as a percentage or a fraction: "25", "25%", "1/9". */
const shareValue = (v: string) => {
  const n = v.replace(/%$/, '');
  return /^\d+(?:\.\d+)?$/.test(n) ? `${n}%` : fractionWords(v);
};

/** A condition in words, or null when its value does not fit what the field holds. */
function said(holds: Holds, op: string, raw: string, group: string): string | null {
  const v = unquote(raw);
  const not = op === '!=' || op === '<>' || op === '≠';
  const eq = op === '=' || op === '==' || op === ':';
  const ge = op === '>=' || op === '≥' || op === '=>';
  const le = op === '<=' || op === '≤' || op === '=<';
  switch (holds.t) {
    case 'age': {
      if (!/^\d{1,3}$/.test(v)) return null;
      if (ge) return `aged ${v} or over`;
      if (le) return `aged ${v} or under`;
      if (op === '>') return `older than ${v}`;
      if (op === '<') return `younger than ${v}`;
      return not ? `not aged ${v}` : `aged ${v}`;
    }
    case 'date': {
      if (!/^\d{4}(?:-\d{2}(?:-\d{2})?)?$/.test(v)) return null;
      const verb = holds.verb;
      if (ge) return `${verb} in or after ${v}`;
      if (le) return `${verb} in or before ${v}`;
      if (op === '>') return `${verb} after ${v}`;
      if (op === '<') return `${verb} before ${v}`;
      return not ? `not ${verb} in ${v}` : `${verb} in ${v}`;
    }
    case 'share': {
      const n = shareValue(v);
      if (!n) return null;
      if (ge) return `ownership percentage at least ${n}`;
      if (le) return `ownership percentage at most ${n}`;
      if (op === '>') return `ownership percentage more than ${n}`;
      if (op === '<') return `ownership percentage less than ${n}`;
      return not ? `ownership percentage not ${n}` : `ownership percentage of ${n}`;
    }
    case 'place':
      return eq ? `in ${v}` : not ? `not in ${v}` : null;
    case 'gender': {
      const g = gender(v);
      return g && (eq || not) ? `${not ? 'not ' : ''}${g}` : null;
    }
    case 'flag': {
      const what = group.replace(/^has[\s_.]*/i, '').toLowerCase();
      if (!(eq || not) || !(isTrue(v) || isFalse(v))) return null;
      return isTrue(v) !== not ? `with ${what}` : `without ${what}`;
    }
    case 'bool':
      if (!(eq || not) || !(isTrue(v) || isFalse(v))) return null;
      return isTrue(v) !== not ? holds.yes : holds.no;
    case 'tag':
      return eq ? `tagged ${v}` : not ? `not tagged ${v}` : null;
    case 'named':
      return eq ? `${holds.field} ${v}` : not ? `${holds.field} other than ${v}` : null;
    case 'value':
      return eq ? v : not ? `not ${v}` : null;
  }
}

/** "between 30 and 40", "in (Berlin, Munich)" on a field, in words. */
function span(holds: Holds, low: string, high: string): string | null {
  const [a, b] = [unquote(low), unquote(high)];
  if (holds.t === 'age' && /^\d+$/.test(a) && /^\d+$/.test(b)) return `aged ${a} to ${b}`;
  if (holds.t === 'share') {
    const [x, y] = [shareValue(a), shareValue(b)];
    return x && y ? `ownership percentage between ${x} and ${y}` : null;
  }
  if (holds.t === 'date') return `${holds.verb} between ${a} and ${b}`;
  return null;
}

function anyOf(holds: Holds, negate: boolean, list: string): string | null {
  const values = list
    .split(',')
    .map((v) => unquote(v.trim()))
    .filter(Boolean);
  if (!values.length) return null;
  const joined = values.join(' or ');
  // "hq_geo not in ('DE', 'FR')": in neither.
  if (holds.t === 'place') return negate ? `neither in ${values.join(' nor ')}` : `in ${joined}`;
  if (holds.t === 'tag') return `${negate ? 'not ' : ''}tagged ${joined}`;
  if (holds.t === 'named') return `${holds.field} ${negate ? 'other than ' : ''}${joined}`;
  if (holds.t === 'value' || holds.t === 'gender')
    return `${negate ? 'not ' : ''}${values.map((v) => (holds.t === 'gender' ? (gender(v) ?? v) : v)).join(' or ')}`;
  return null;
}

/** Field names of an ordering, in words ("inv_date" → "investment date"). */
const ORDER_WORDS: [RegExp, string][] = [
  [/^inv(?:estment)?[\s_.]*date$/i, 'investment date'],
  [/^found(?:ing|ed)[\s_.]*(?:date)?$|^founded$/i, 'founding date'],
  [/^pub(?:lish|lication)?[\s_.]*date$/i, 'publication date'],
  [/^birth[\s_.]*date$|^dob$/i, 'birth date'],
  [/^created(?:[\s_.]*(?:at|on|date))?$/i, 'date added'],
  [/^name[\s_.]*family$|^family[\s_.]*name$|^last[\s_.]*name$|^surname$/i, 'family name'],
  [/^name[\s_.]*given$|^given[\s_.]*name$|^first[\s_.]*name$/i, 'given name'],
  [/^ownership[\s_.]*(?:percentage|pct)$|^pct$|^stake$/i, 'ownership percentage'],
];

const orderField = (f: string) =>
  ORDER_WORDS.find(([re]) => re.test(f.trim()))?.[1] ?? f.trim().replace(/[_.]+/g, ' ').toLowerCase();

const ORDER =
  /(?<![\p{L}])(?:order(?:ed)?\s+by|sort(?:ed)?\s*(?:by\s*|:\s*)|by(?=\s+[\p{L}]+_[\p{L}\d_]*\s+(?:asc|desc)))\s*([\p{L}][\p{L}\d_.]*(?:\s+(?!asc|desc|ascending|descending|limit|and|then)[\p{L}][\p{L}\d_]*)?)(?:\s+(asc|ascending|desc|descending))?(?![\p{L}])/giu;
const LIMIT = /(?<![\p{L}])limit\s*:?\s*(\d{1,4})(?![\d\p{L}])/giu;

/**
 * Column-like conditions, orderings and limits in words. The connectors of a query language (AND, OR, WHERE, brackets,
 * pipes) are words or separators only when a column was read, so ordinary questions are left alone.
 */
/** A query's opening: "select * from ledger where …", "count rows in orgs where …". */
const SELECT =
  /^\s*(?:select\s+\*\s+from|select\s+count\s*\(\s*\*?\s*\)\s+from|count\s+(?:rows|records|entries)\s+(?:in|from|of))\s+/iu;
/** A date field within a span counted back from today: "publish_date between today - 10 days and today". */
const SINCE_TODAY = new RegExp(
  `(?<![\\p{L}\\d_])(${FIELDS.filter(([, h]) => h.t === 'date')
    .map(([f]) => f)
    .join(
      '|',
    )})\\s*(?:between\\s+today\\s*-\\s*(\\d{1,4})\\s*(day|week|month|year)s?\\s+and\\s+(?:today|now(?:\\(\\))?)|>=?\\s*today\\s*-\\s*(\\d{1,4})\\s*(day|week|month|year)s?)(?![\\p{L}])`,
  'giu',
);

export function columnConditions(text: string): string {
  let read = 0;
  let out = text.replace(SELECT, (all) => {
    read++;
    return /count/i.test(all) ? 'how many ' : '';
  });
  out = out.replace(SINCE_TODAY, (all, field: string, n1?: string, u1?: string, n2?: string, u2?: string) => {
    const holds = FIELDS.find(([f]) => new RegExp(`^(?:${f})$`, 'i').test(field))?.[1];
    if (holds?.t !== 'date') return all;
    read++;
    return `${holds.verb} in the last ${n1 ?? n2} ${u1 ?? u2}s`;
  });
  const aliases = new Map<string, string>();
  out = out.replace(JOIN, (all, table: string, alias: string | undefined, on: string) => {
    const relation = relationOf(on);
    if (!relation) return all;
    read++;
    aliases.set(table.toLowerCase(), relation);
    if (alias) aliases.set(alias.toLowerCase(), relation);
    return '';
  });
  out = out.replace(DOTTED, (all, ...groups: (string | undefined)[]) => {
    const name = (groups[0] ?? '').toLowerCase();
    const relation = aliases.get(name) ?? relationOf(name);
    const index = groups.slice(1, N + 1).findIndex((g) => g !== undefined);
    const holds = FIELDS[index]?.[1];
    if (!relation || !holds) return all;
    const inner = said(holds, groups[N + 1] ?? '', groups[N + 2] ?? '', groups[index + 1] ?? '');
    if (inner === null) return all;
    read++;
    return through(relation, holds, inner);
  });
  out = out.replace(OWN_TABLE, '');
  // "name like '%Capital%'": the name search ("not like" has no reading and is left to be named).
  out = out.replace(/(?<![\p{L}\d_])(?:name|title)\s+i?like\s+(["'])%?([^%"']+)%?\1/giu, (_all, _q, value: string) => {
    read++;
    return `whose name contains ${value.trim()}`;
  });
  out = out.replace(CONDITION, (all, ...groups: (string | undefined)[]) => {
    // Three alternatives, each of the N field names and its own groups: field OP value, field between a and b,
    // field in (a, b).
    const starts = [0, N + 2, 2 * N + 5];
    const field = (start: number) => groups.slice(start, start + N).findIndex((g) => g !== undefined);
    const [first, second, third] = starts.map(field) as [number, number, number];
    let words: string | null = null;
    if (first >= 0) {
      const holds = FIELDS[first]?.[1];
      words = holds ? said(holds, groups[N] ?? '', groups[N + 1] ?? '', groups[first] ?? '') : null;
    } else if (second >= 0) {
      const holds = FIELDS[second]?.[1];
      words = holds ? span(holds, groups[2 * N + 3] ?? '', groups[2 * N + 4] ?? '') : null;
    } else if (third >= 0) {
      const holds = FIELDS[third]?.[1];
      const op = (groups[3 * N + 5] ?? '').toLowerCase();
      words = holds ? anyOf(holds, op.startsWith('not'), groups[3 * N + 6] ?? '') : null;
    }
    if (words === null) return all;
    read++;
    return words;
  });
  out = out.replace(ORDER, (_all, field: string, dir: string | undefined) => {
    read++;
    const d = dir ? (/^asc/i.test(dir) ? ' ascending' : ' descending') : '';
    return `sorted by ${orderField(field)}${d}`;
  });
  out = out.replace(LIMIT, (_all, n: string) => {
    read++;
    return `, first ${n}`;
  });
  if (!read) return text;
  return out
    .replace(/(?<![\p{L}])(?:AND|&&)(?![\p{L}])/gu, 'and')
    .replace(/(?<![\p{L}])(?:OR|\|\|)(?![\p{L}])/gu, 'or')
    .replace(/(?<![\p{L}])(?:where|WHERE|Where)(?![\p{L}])\s*/gu, '')
    .replace(/\s*[;,]?\s*(?<![\p{L}])(?:filters?|FILTERS?|Filters?)\s*:\s*/gu, ', ')
    .replace(/[()]/g, ' ')
    .replace(/\s*\|\s*|\s+\/\s+/g, ', ')
    .replace(/\s*,\s*(?:,\s*)+/g, ', ')
    .replace(/\s{2,}/g, ' ')
    .replace(/^\s*,\s*/, '')
    .trim();
}
