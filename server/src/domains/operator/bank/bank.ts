import { isDeepStrictEqual } from 'node:util';
import {
  OPERATOR_DEFAULT_LIMIT,
  type TOperatorContext,
  type TOperatorFilter,
  type TOperatorKind,
  type TOperatorQuery,
} from '@intel/contracts';
import { canonical } from '../canonical.ts';
import { parseQuestion } from '../parser.ts';
import { TABLE_NOW, vocabularyFor } from '../questions.ts';
import type { Vocabulary } from '../vocabulary.ts';
import { statesDoubt } from './doubt.ts';

/** The construction classes of issue 20, each measured on its own. */
export type BankClass =
  | 'disjunction'
  | 'conjunction'
  | 'negation'
  | 'date-bounds'
  | 'number-bounds'
  | 'decade'
  | 'last-n'
  | 'count-superlative'
  | 'typo'
  | 'question-form'
  | 'cross-kind'
  | 'region'
  | 'basic';

/**
 * One question: its class, the text and the expected query in the bank's notation, parts
 * separated by "; ": the kind (org ppl led lib lst kw), then `name=value` or `!name=value`
 * filters (values joined by "+", references as @geo:DE @city:Berlin @org:Name @person:Name
 * @kw:Name @list:Name @region:Name), `~search`, `^ordering`, `#limit`. 'raw' selects two raw data.
 */
export type BankRow = [cls: BankClass, text: string, expect: string, context?: 'raw'];

export const BANK_NOW = TABLE_NOW;
const KINDS: Record<string, TOperatorKind> = {
  org: 'organizations',
  ppl: 'people',
  led: 'ledger',
  lib: 'library',
  lst: 'lists',
  kw: 'keywords',
};
const NONE: TOperatorContext = { raw_data_ids: [], people_ids: [], library_ids: [] };
const RAW: TOperatorContext = { raw_data_ids: [101, 102], people_ids: [], library_ids: [] };

/** A reference of the notation → its id in the vocabulary ("#missing …" fails the row). */
function resolve(ref: string, vocab: Vocabulary): string {
  const m = ref.match(/^@(\w+):(.+)$/);
  if (!m) return ref;
  const [, type, name] = m as unknown as [string, string, string];
  const hit =
    type === 'geo'
      ? vocab.geos.find((g) => g.iso2 === name)
      : type === 'region'
        ? vocab.geos.find((g) => g.kind === 'region' && g.name === name)
        : type === 'city'
          ? vocab.cities.find((c) => c.name === name)
          : type === 'kw'
            ? vocab.keywords.find((k) => k.name === name)
            : type === 'list'
              ? vocab.lists.find((l) => l.name === name)
              : vocab.entities.find((e) => e.type === (type === 'org' ? 'Organization' : 'Person') && e.name === name);
  return hit ? String(hit.id) : `#missing ${ref}`;
}

/** The notation → the query it stands for. */
export function expectedQuery(spec: string, vocab: Vocabulary): TOperatorQuery {
  const [kindWord = '', ...parts] = spec.split('; ').map((s) => s.trim());
  const kind = KINDS[kindWord];
  if (!kind) throw new Error(`bank: unknown kind ${kindWord}`);
  const filters: TOperatorFilter[] = [];
  let search: string | null = null;
  let ordering: string | null = null;
  let limit = OPERATOR_DEFAULT_LIMIT;
  for (const p of parts) {
    if (p.startsWith('~')) search = p.slice(1);
    else if (p.startsWith('^')) ordering = p.slice(1);
    else if (p.startsWith('#')) limit = Number(p.slice(1));
    else {
      const negate = p.startsWith('!');
      const [name = '', value = ''] = (negate ? p.slice(1) : p).split(/=(.*)/s);
      const v = value
        .split('+')
        .map((x) => resolve(x, vocab))
        .join(',');
      filters.push({ name, value: v, negate });
    }
  }
  return { kind, search, filters: canonical(kind, filters), ordering, limit };
}

export type BankResult = {
  cls: BankClass;
  text: string;
  right: boolean;
  /** A wrong answer that says what it did not use or that it is not sure (fresh-score.ts `statesDoubt`). */
  doubted: boolean;
  expected: TOperatorQuery;
  actual: TOperatorQuery | null;
  /** Fastest of three runs, and the first run. */
  ms: number;
  firstMs: number;
};

/** Parses every row with the vocabulary a question sees and compares the query exactly. */
export function runBank(rows: BankRow[], vocab: Vocabulary, now = BANK_NOW): BankResult[] {
  return rows.map(([cls, text, spec, ctx]) => {
    const expected = expectedQuery(spec, vocab);
    const seen = vocabularyFor(text, vocab);
    // The fastest of three runs: the machine is shared, and a pause of the collector or of
    // another process is not the parser's cost.
    let ms = Number.POSITIVE_INFINITY;
    const t = performance.now();
    let parsed = parseQuestion(text, ctx === 'raw' ? RAW : NONE, seen, now);
    const firstMs = performance.now() - t;
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      parsed = parseQuestion(text, ctx === 'raw' ? RAW : NONE, seen, now);
      ms = Math.min(ms, performance.now() - t0);
    }
    const actual = parsed.errors.length ? null : parsed.query;
    const right = !!actual && isDeepStrictEqual(actual, expected);
    return { cls, text, right, doubted: !right && statesDoubt(parsed), expected, actual, ms, firstMs };
  });
}

/** Exact-match share per class and overall. */
export function summarize(results: BankResult[]): { cls: string; right: number; total: number }[] {
  const classes = [...new Set(results.map((r) => r.cls))];
  return [
    ...classes.map((cls) => {
      const rows = results.filter((r) => r.cls === cls);
      return { cls, right: rows.filter((r) => r.right).length, total: rows.length };
    }),
    { cls: 'all', right: results.filter((r) => r.right).length, total: results.length },
  ];
}
