/**
 * A query pasted by a developer (issue 35, the twenty-first blind set): a URL's query string
 * ("GET /ledger?type=FA", "?kind=people&sort_by=age&order=desc&limit=3"), a JSON or GraphQL-like object
 * ('{"kind":"ledger","stake":{"gte":12.5}}', "people(where: {gender: F}) { name }"), YAML-like lines ("kind: library" /
 * "where:" / "  published: this_quarter") and command-line flags ("keywords --sort name --limit 2"). Each is said
 * again as the column conditions the SQL-minded reader already reads ("ledger where type = FA order by age desc limit
 * 3"): keys as the developer guessed them ("founded_before", "country", "sort_by"), an operator as a suffix
 * ("__gt", "_before", "_within") or a nested key ("gte", "$lt"). Keys the lists have no filter for ("updated_after",
 * "offset") are said too, so the reader names them as not used. Linear in the question; nesting is read four deep.
 */

/** At most this many conditions are said again; a longer paste is read as written. */
const MAX_CONDITIONS = 12;

type Value = string | number | boolean | null | Value[] | { [k: string]: Value };
export type Machine = { text: string; unsure: string[] };

const KIND_KEYS = /^(?:kind|type_of_record|record_type|resource|entity|collection|model|table|from)$/i;
const SORT_KEYS = /^(?:sort|sort_?by|order_?by|ordering|orderby|sortby)$/i;
const DIR_KEYS = /^(?:order|dir|direction|sort_?order|sort_?dir)$/i;
const LIMIT_KEYS = /^(?:limit|top|first|take|per_?page|page_?size|size|n|count|max_?results)$/i;
const OFFSET_KEYS = /^(?:offset|skip|page|start|after_?cursor|cursor)$/i;
const WHERE_KEYS = /^(?:where|filter|filters|query|criteria|conditions|match)$/i;
const SEARCH_KEYS = /^(?:q|search|name_?contains|name_?like|text|term|keyword_?search)$/i;
const KINDS = /^(?:organi[sz]ations?|orgs?|companies|people|persons?|ledger|entries|library|lists?|keywords?|tags?)$/i;

/** Operator words, as a suffix ("founded__lt", "published_within") or a nested key ("gte", "$lt"). */
const OPS: [RegExp, string][] = [
  [/^\$?(?:gte|ge|min|from|since|at_?least)$/i, '>='],
  [/^\$?(?:gt|above|over|more_?than|after|newer_?than)$/i, '>'],
  [/^\$?(?:lte|le|max|to|until|till|at_?most)$/i, '<='],
  [/^\$?(?:lt|below|under|less_?than|before|older_?than)$/i, '<'],
  [/^\$?(?:ne|neq|not|not_?eq|exclude|is_?not)$/i, '!='],
  [/^\$?(?:in|any_?of|one_?of)$/i, 'in'],
  [/^\$?(?:nin|not_?in|none_?of)$/i, 'not in'],
  [/^\$?(?:eq|is|equals)$/i, '='],
  [/^\$?within$/i, 'within'],
  [/^\$?(?:contains|like|icontains|ilike|search)$/i, 'like'],
];
const opOf = (w: string) => OPS.find(([re]) => re.test(w))?.[1];
/** "founded__lt", "published_within", "founded-before": a key and its operator. */
function splitKey(key: string): [string, string | undefined] {
  const m = key.match(/^(.+?)(?:__|_|-|\.)([a-z$]+)$/i);
  if (m?.[1] && m[2] && opOf(m[2]) && !/^(?:has|is)$/i.test(m[1])) return [m[1], opOf(m[2])];
  return [key, undefined];
}

/** "this_quarter" → "this quarter", "90d" → "90 days". */
function said(v: Value): string {
  if (Array.isArray(v)) return `(${v.map(said).join(', ')})`;
  if (v && typeof v === 'object') return '';
  const s = String(v).trim();
  const span = s.match(/^(\d+)\s*(d|w|m|mo|y|yr)$/i);
  if (span) {
    const unit = { d: 'days', w: 'weeks', m: 'months', mo: 'months', y: 'years', yr: 'years' }[
      (span[2] ?? 'd').toLowerCase() as 'd'
    ];
    return `${span[1]} ${unit}`;
  }
  return s.replace(/_/g, ' ');
}

/** A small reader of JSON and its relaxed kin (unquoted keys and words, single quotes), four levels deep. */
function readObject(src: string): { [k: string]: Value } | null {
  const tokens = src.match(/"(?:[^"\\]|\\.)*"|'[^']*'|[{}[\]:,]|[^\s{}[\]:,"']+/g) ?? [];
  let i = 0;
  const value = (depth: number): Value => {
    const t = tokens[i++];
    if (t === undefined) throw new Error('end');
    if (t === '{' || t === '[') {
      if (depth > 4) throw new Error('deep');
      const close = t === '{' ? '}' : ']';
      const obj: { [k: string]: Value } = {};
      const arr: Value[] = [];
      while (tokens[i] !== close) {
        if (i >= tokens.length) throw new Error('end');
        if (tokens[i] === ',') {
          i++;
          continue;
        }
        if (t === '[') arr.push(value(depth + 1));
        else {
          const k = String(value(depth + 1));
          if (tokens[i++] !== ':') throw new Error('colon');
          obj[k] = value(depth + 1);
        }
      }
      i++;
      return t === '[' ? arr : obj;
    }
    if (/^["']/.test(t)) return t.slice(1, -1);
    if (/^-?\d+(?:\.\d+)?$/.test(t)) return Number(t);
    if (/^(?:true|false)$/i.test(t)) return t.toLowerCase() === 'true';
    if (/^null$/i.test(t)) return null;
    return t;
  };
  try {
    const v = value(0);
    return v && typeof v === 'object' && !Array.isArray(v) && i === tokens.length ? v : null;
  } catch {
    return null;
  }
}

type Parts = {
  kind?: string;
  conds: string[];
  sort?: string;
  dir?: string;
  limit?: string;
  offset?: string;
  /** Values read in a way the question did not say: a stake of 0.125 read as 12.5%. */
  unsure: string[];
};

/** A share written as a fraction ("stake": 0.125): read as a percentage, and said so. */
function share(field: string, v: Value, parts: Parts): Value {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^0?\.\d+$/.test(v) ? Number(v) : Number.NaN;
  if (!/stake|ownership|share|percent|holding/i.test(field) || !(n > 0 && n < 1)) return v;
  const pct = Math.round(n * 1_000_000) / 10_000;
  parts.unsure.push(`${field} ${n} read as ${pct}%`);
  return `${pct}%`;
}

function condition(key: string, value: Value, parts: Parts, op?: string): void {
  let v = value;
  if (KIND_KEYS.test(key) && typeof v === 'string') parts.kind = v;
  else if (SORT_KEYS.test(key)) parts.sort = said(v);
  else if (DIR_KEYS.test(key)) parts.dir = said(v);
  else if (LIMIT_KEYS.test(key)) parts.limit = said(v);
  else if (OFFSET_KEYS.test(key)) parts.offset = `${key.replace(/_/g, ' ')} ${said(v)}`;
  else if (WHERE_KEYS.test(key) && v && typeof v === 'object' && !Array.isArray(v))
    for (const [k, x] of Object.entries(v)) condition(k, x, parts);
  else if (SEARCH_KEYS.test(key)) parts.conds.push(`name like '%${said(v)}%'`);
  else if (v && typeof v === 'object' && !Array.isArray(v))
    // {"stake": {"gte": 12.5, "lt": 25}}: each nested operator on the key.
    for (const [k, x] of Object.entries(v)) condition(key, x, parts, opOf(k) ?? op);
  else {
    const [base, suffix] = splitKey(key);
    const field = base.replace(/_/g, ' ');
    const o = op ?? suffix ?? (Array.isArray(v) ? 'in' : '=');
    v = share(field, v, parts);
    if (o === 'within') parts.conds.push(`${field} within the last ${said(v)}`);
    else if (o === 'like') parts.conds.push(`${field} like '%${said(v)}%'`);
    // "published: this_quarter": a period is said after its field, as words.
    else if (o === '=' && /^(?:this|last|next|past|previous|current)\s/i.test(said(v)))
      parts.conds.push(`${field} ${said(v)}`);
    else parts.conds.push(`${field} ${o} ${said(v)}`);
  }
}

function phrase(parts: Parts): Machine {
  const sort = parts.sort?.replace(/^-/, '');
  const desc = parts.sort?.startsWith('-') || /^desc/i.test(parts.dir ?? '');
  const text = [
    parts.kind ?? '',
    parts.conds.length ? `where ${parts.conds.join(' and ')}` : '',
    sort ? `order by ${sort}${desc ? ' desc' : ''}` : '',
    parts.limit ? `limit ${parts.limit}` : '',
    parts.offset ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return { text, unsure: parts.unsure };
}

/** "GET /ledger?type=FA&owned=true", "?kind=people&gender=F", "/library?published_within=90d". */
const URL_QUERY = /^(?:(?:GET|POST)\s+)?(?:https?:\/\/[^/\s?]+)?(?:\/(?:api\/)?(?:v\d+\/)?([\w-]+))?\/?\?([^\s#]+)$/i;
/** "people(where: {…}) { name }", "ledger { … }": a GraphQL-like call. */
const CALL = /^([a-z][\w-]*)\s*(\(\s*([\s\S]*)\s*\))?\s*(\{[\s\S]*\})?$/i;

function fromUrl(q: string): Machine | null {
  const m = q.match(URL_QUERY);
  if (!m?.[2]?.includes('=')) return null;
  const parts: Parts = { conds: [], unsure: [], ...(m[1] ? { kind: m[1] } : {}) };
  for (const pair of m[2].split('&')) {
    const [k = '', ...rest] = pair.split('=');
    let v = '';
    try {
      v = decodeURIComponent(rest.join('=').replace(/\+/g, ' '));
    } catch {
      v = rest.join('=');
    }
    if (k) condition(decodeURIComponent(k.replace(/\[(\w*)\]/g, '__$1')), v.includes(',') ? v.split(',') : v, parts);
  }
  return phrase(parts);
}

function fromObject(q: string): Machine | null {
  if (/^[{[]/.test(q)) {
    const obj = readObject(q);
    if (!obj) return null;
    const parts: Parts = { conds: [], unsure: [] };
    for (const [k, v] of Object.entries(obj)) condition(k, v, parts);
    return phrase(parts);
  }
  const call = q.match(CALL);
  if (!call?.[1] || !KINDS.test(call[1]) || (!call[2] && !call[4])) return null;
  const parts: Parts = { kind: call[1], conds: [], unsure: [] };
  const args = call[3] ? readObject(`{${call[3]}}`) : {};
  if (!args) return null;
  for (const [k, v] of Object.entries(args)) condition(k, v, parts);
  return phrase(parts);
}

/** "kind: library" / "where:" / "  published: this_quarter": YAML-like lines, the first naming the kind. */
function fromYaml(q: string): Machine | null {
  const lines = q.split(/\n/).filter((l) => l.trim());
  if (lines.length < 2 || !/^\s*(?:kind|resource|entity|type)\s*:\s*\S/i.test(lines[0] ?? '')) return null;
  const parts: Parts = { conds: [], unsure: [] };
  for (const line of lines) {
    const m = line.match(/^\s*-?\s*([\w$.-]+)\s*:\s*(.*?)\s*$/);
    if (!m?.[1]) return null;
    if (!m[2]) continue;
    const value = m[2].replace(/^["']|["']$/g, '');
    condition(m[1], /^\[.*\]$/.test(value) ? value.slice(1, -1).split(/\s*,\s*/) : value, parts);
  }
  return phrase(parts);
}

/** "keywords --sort name --limit 2", "people --gender F --desc": flags after the kind. */
function fromFlags(q: string): Machine | null {
  const m = q.match(/^([a-z][\w-]*)((?:\s+--?[a-z][\w-]*(?:[=\s]+(?!-)(?:"[^"]*"|'[^']*'|[^\s"']+))?)+)\s*$/i);
  if (!m?.[1] || !m[2] || !KINDS.test(m[1])) return null;
  const parts: Parts = { kind: m[1], conds: [], unsure: [] };
  for (const f of m[2].matchAll(/--?([a-z][\w-]*)(?:[=\s]+(?!-)("[^"]*"|'[^']*'|[^\s"']+))?/gi)) {
    const key = (f[1] ?? '').replace(/-/g, '_');
    const v = (f[2] ?? '').replace(/^["']|["']$/g, '');
    if (/^(?:desc|descending|reverse)$/i.test(key)) parts.dir = 'desc';
    else if (/^(?:asc|ascending)$/i.test(key)) parts.dir = 'asc';
    else if (key === 'n') parts.limit = v;
    else if (!v) condition(key, true, parts);
    else if (/^(?:filter|where)$/i.test(key) && /[=<>]/.test(v)) parts.conds.push(v.replace(/([=<>]+)/, ' $1 '));
    else condition(key, v, parts);
  }
  return phrase(parts);
}

/** The question said as column conditions when it is a pasted query; else the question as it was. */
export function machineText(question: string): Machine {
  const q = question.trim();
  if (q.length > 500 || !/[?&={}:]|--/.test(q)) return { text: question, unsure: [] };
  const read = fromUrl(q) ?? fromObject(q) ?? fromYaml(q) ?? fromFlags(q);
  // More conditions than any list screen offers is no query of ours: read as written.
  if (!read || (read.text.match(/ and /g) ?? []).length >= MAX_CONDITIONS) return { text: question, unsure: [] };
  return read;
}
