import type { Span } from '../reading/candidate.ts';
import type { Known } from './name-set.ts';

/** A known record the item links to, with how often the text names it. */
export type Link = { k: Known; count: number };

/**
 * The links of an item the analyst chose among records of the same name (`relink` in links.ts): by record
 * (`Person:12`) and by name (`Person:<normalised name>`). They stay when the item is processed again.
 */
export type Chosen = { ids: ReadonlySet<string>; names: ReadonlySet<string> };
export const NONE_CHOSEN: Chosen = { ids: new Set(), names: new Set() };

const NAMED: ReadonlySet<string> = new Set(['Organization', 'Person']);

/**
 * Which known records an item links to (issue 15 item 7). Two rules keep a document from linking
 * hundreds of records it does not name:
 * - a name inside a longer known name is part of it ("Meridian" in "Meridian Capital" names Meridian
 *   Capital, not the organization called Meridian);
 * - a name several records share ("Thomas Smith" may be 500 people) links the probable one only: the
 *   one the analyst chose for this item before (`chosen`, `Person:12`), else a person of an organization
 *   the text names (or the organization of such a person), then the one most documents already name,
 *   then the oldest. `ambiguous` counts the names that had more than one; the others are offered
 *   in the item's annotated text (annotations.ts).
 * Keywords, terms and places are linked wherever they occur.
 */
export function chooseLinks(
  known: Known[],
  find: (name: string) => Span[],
  chosen: Chosen = NONE_CHOSEN,
): { links: Link[]; ambiguous: number } {
  const spansOf = new Map<Known, Map<string, Span[]>>();
  const named: { start: number; end: number }[] = [];
  for (const k of known) {
    const byName = new Map<string, Span[]>();
    for (const n of new Set(k.normalized)) {
      const spans = find(n);
      if (spans.length === 0) continue;
      byName.set(n, spans);
      if (NAMED.has(k.type)) named.push(...spans);
    }
    spansOf.set(k, byName);
  }
  const inside = nestedTest(named);
  const linked = new Map<Known, number>();
  const groups = new Map<string, Known[]>();
  for (const k of known) {
    const places = new Set<string>();
    for (const [n, spans] of spansOf.get(k) ?? []) {
      const own = NAMED.has(k.type) ? spans.filter((s) => !inside(s)) : spans;
      if (own.length === 0) continue;
      for (const s of own) places.add(`${s.start}:${s.end}`);
      if (!NAMED.has(k.type)) continue;
      const key = `${k.type}:${n}`;
      const group = groups.get(key);
      if (group) group.push(k);
      else groups.set(key, [k]);
    }
    if (places.size) linked.set(k, places.size);
  }
  const textOrgs = new Set<number>();
  const orgsOfPeople = new Set<number>();
  for (const k of linked.keys()) {
    if (k.type === 'Organization') textOrgs.add(k.id);
    if (k.type === 'Person') for (const o of k.orgs ?? []) orgsOfPeople.add(o);
  }
  const related = (k: Known) =>
    k.type === 'Person' ? (k.orgs ?? []).some((o) => textOrgs.has(o)) : orgsOfPeople.has(k.id);
  const picked = (k: Known) => chosen.ids.has(`${k.type}:${k.id}`);
  const better = (a: Known, b: Known) => {
    const ra = related(a);
    if (ra !== related(b)) return ra;
    if ((a.weight ?? 0) !== (b.weight ?? 0)) return (a.weight ?? 0) > (b.weight ?? 0);
    return a.id < b.id;
  };
  const kept = new Set<Known>();
  let ambiguous = 0;
  for (const [key, group] of groups) {
    if (group.length > 1) ambiguous += 1;
    // The analyst's choice for this name stays linked, even when it is not among the records weighed here.
    if (chosen.names.has(key)) for (const k of group.filter(picked)) kept.add(k);
    else kept.add(group.reduce((best, k) => (better(k, best) ? k : best)));
  }
  const links: Link[] = [];
  for (const [k, count] of linked) if (!NAMED.has(k.type) || kept.has(k) || picked(k)) links.push({ k, count });
  return { links, ambiguous };
}

/**
 * Whether a span lies inside a longer one of `spans`: one that starts before it and ends at or after its
 * end, or starts with it and ends after it. The longest end per start and the running maximum of ends
 * are computed once; each test is a binary search (a document naming hundreds of records tested every
 * span against every other one: 5 ms of a 5 KB document's processing).
 */
export function nestedTest(spans: Span[]): (s: Span) => boolean {
  const longest = new Map<number, number>();
  for (const s of spans) if ((longest.get(s.start) ?? -1) < s.end) longest.set(s.start, s.end);
  const starts = Int32Array.from(longest.keys()).sort();
  // endBefore[i]: the furthest end of the spans starting before starts[i].
  const endBefore = new Int32Array(starts.length + 1).fill(-1);
  for (let i = 0; i < starts.length; i++)
    endBefore[i + 1] = Math.max(endBefore[i] as number, longest.get(starts[i] as number) as number);
  return (s) => {
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((starts[mid] as number) < s.start) lo = mid + 1;
      else hi = mid;
    }
    if ((endBefore[lo] as number) >= s.end) return true;
    return starts[lo] === s.start && (longest.get(s.start) as number) > s.end;
  };
}
