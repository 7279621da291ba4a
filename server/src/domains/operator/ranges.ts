import { OPERATOR_KIND_META, type TOperatorFilter, type TOperatorKind } from '@intel/contracts';
import { otherSide } from './dates.ts';
import type { Mention } from './mention.ts';

/** A bound of a date range as a day ("2015" from → 2015-01-01, to → 2015-12-31); a share as it is. */
export function edge(value: string, side: 'from' | 'to', date: boolean): string {
  if (!value || !date) return value;
  const [y = '', m, d] = value.split('-');
  if (d) return value;
  if (m) {
    if (side === 'from') return `${y}-${m}-01`;
    const last = new Date(Date.UTC(Number(y), Number(m), 0)).getUTCDate();
    return `${y}-${m}-${String(last).padStart(2, '0')}`;
  }
  return side === 'from' ? `${y}-01-01` : `${y}-12-31`;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

type Span = { from: string; to: string; f: TOperatorFilter; m: Mention | undefined };

/**
 * Two ranges of one field ("founded in 2015 or 2016", "born after 1990 but before 2000",
 * "before 2010 or after 2020"): a range filter holds one span. Joined by "and"/"but" they meet
 * (the later bounds inside the earlier); two closed spans with nothing in common, or joined by
 * "or", are one span when they touch or overlap ("2015 or 2016" → 2015–2016). Anything else —
 * two spans with a gap between them — cannot be one filter: the later phrase is returned as not
 * used, never merged into a span that means something else.
 */
export function mergeRanges(
  kind: TOperatorKind,
  filters: TOperatorFilter[],
  origin: Map<TOperatorFilter, Mention>,
  text: string,
): { filters: TOperatorFilter[]; apart: Mention[] } {
  const meta = OPERATOR_KIND_META[kind].filters;
  const out: TOperatorFilter[] = [];
  const apart: Mention[] = [];
  const groups = new Map<string, Span[]>();
  for (const f of filters) {
    const type = meta[f.name]?.type;
    if (type !== 'date_range' && type !== 'number_range') {
      out.push(f);
      continue;
    }
    const date = type === 'date_range';
    const [a = '', b = ''] = f.value.split(',');
    const key = `${f.name}|${f.negate}`;
    const span = { from: edge(a, 'from', date), to: edge(b, 'to', date), f, m: origin.get(f) };
    groups.set(key, [...(groups.get(key) ?? []), span]);
  }
  for (const spans of groups.values()) {
    spans.sort((x, y) => (x.m?.pos ?? 0) - (y.m?.pos ?? 0));
    const [first, ...others] = spans as [Span, ...Span[]];
    const date = meta[first.f.name]?.type === 'date_range';
    const lt = (a: string, b: string) => (date ? a < b : Number(a) < Number(b));
    let cur = { ...first };
    for (const s of others) {
      const end = cur.m ? cur.m.pos + cur.m.phrase.length : 0;
      const between = s.m && text ? text.slice(end, s.m.pos) : '';
      const or = /(?:^|[^\p{L}])(?:or|either)(?![\p{L}])/u.test(between);
      // The spans' meeting: the later start, the earlier end (an open side takes the other's).
      const from = !cur.from ? s.from : !s.from ? cur.from : lt(cur.from, s.from) ? s.from : cur.from;
      const to = !cur.to ? s.to : !s.to ? cur.to : lt(s.to, cur.to) ? s.to : cur.to;
      const meet = !from || !to || !lt(to, from);
      const closed = !!(cur.from && cur.to && s.from && s.to);
      if (!or && meet) {
        cur = { ...cur, from, to, f: { ...cur.f, value: `${raw(from, cur, s, 'from')},${raw(to, cur, s, 'to')}` } };
        continue;
      }
      // A union is one span only when the two touch: [a, b] then [c, d] with c at most the day after b.
      const [lo, hi] = !cur.from || (s.from && !lt(s.from, cur.from)) ? [cur, s] : [s, cur];
      const touch =
        (or || closed) && !!lo.to && !!hi.from && (!lt(lo.to, hi.from) || (date && nextDay(lo.to) === hi.from));
      if (touch) {
        const uFrom = lo.from;
        const uTo = !lo.to || !hi.to ? '' : lt(lo.to, hi.to) ? hi.to : lo.to;
        cur = {
          ...cur,
          from: uFrom,
          to: uTo,
          f: { ...cur.f, value: `${raw(uFrom, lo, hi, 'from')},${raw(uTo, lo, hi, 'to')}` },
        };
      } else if (s.m) apart.push(s.m);
    }
    out.push(cur.f);
  }
  return { filters: cutEnds(kind, out, origin), apart };
}

/**
 * A range with a negated range at one of its ends is one span: "invested since 2020, save for this year" is 2020 up to
 * the end of last year, "stakes above 10% but not above 50%" 10–50%. The negated span reaches an open end (a date
 * filter's events are past: a span up to today or later reaches it); a negated span inside the range stays as it is.
 */
function cutEnds(kind: TOperatorKind, filters: TOperatorFilter[], origin: Map<TOperatorFilter, Mention>) {
  const meta = OPERATOR_KIND_META[kind].filters;
  const out = [...filters];
  for (const neg of filters) {
    const type = meta[neg.name]?.type;
    if (!neg.negate || (type !== 'date_range' && type !== 'number_range')) continue;
    const at = out.findIndex((f) => f.name === neg.name && !f.negate);
    const pos = out[at];
    if (!pos) continue;
    const date = type === 'date_range';
    const lt = (a: string, b: string) => (date ? a < b : Number(a) < Number(b));
    const [a = '', b = ''] = pos.value.split(',');
    const [c = '', d = ''] = neg.value.split(',');
    const before = (v: string) =>
      date ? (otherSide({ from: v, to: null })?.to ?? '') : String(Math.round(Number(v) * 10_000 - 1) / 10_000);
    const after = (v: string) =>
      date ? (otherSide({ from: null, to: v })?.from ?? '') : String(Math.round(Number(v) * 10_000 + 1) / 10_000);
    const m = origin.get(neg);
    const reachesEnd =
      !d || (date && m?.t === 'date' && !!m.toNow) || (!!b && !lt(edge(d, 'to', date), edge(b, 'to', date)));
    const reachesStart = !c || (!!a && !lt(edge(a, 'from', date), edge(c, 'from', date)));
    let value: string | null = null;
    if (reachesEnd && c && (!a || lt(edge(a, 'from', date), edge(c, 'from', date)))) value = `${a},${before(c)}`;
    else if (reachesStart && d && (!b || lt(edge(d, 'to', date), edge(b, 'to', date)))) value = `${after(d)},${b}`;
    if (value === null) continue;
    out[at] = { ...pos, value };
    origin.set(out[at], origin.get(pos) as Mention);
    out.splice(out.indexOf(neg), 1);
  }
  return out;
}

/** The bound as one of the two filters wrote it (a year stays a year when it is the whole bound). */
function raw(day: string, a: Span, b: Span, side: 'from' | 'to'): string {
  if (!day) return '';
  for (const s of [a, b]) {
    const [x = '', y = ''] = s.f.value.split(',');
    const v = side === 'from' ? x : y;
    if (s[side] === day && v) return v;
  }
  return day;
}
