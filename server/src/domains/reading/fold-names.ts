import type { Candidate } from './candidate.ts';

/**
 * Names of one kind that fold to one key ("Brunvoll Marine GmbH" and "Brunvoll Marine Inc.", "Ruth Ann
 * Mbeki" and "Ruth Mbeki") are one candidate: the fullest name, with every mention, the other forms as
 * aliases and all relations. A suggestion is kept under its key, so two candidates of one key could not
 * be written in one statement (and failed the whole document). Relations name parties by name (accepting
 * a person links the organizations of the relations from that name), so the other forms are renamed in
 * every relation.
 */
export function mergeSameKey(all: Candidate[]): Candidate[] {
  const groups = new Map<string, Candidate[]>();
  for (const c of all) {
    const key = `${c.kind}:${c.normalized}`;
    const group = groups.get(key);
    if (group) group.push(c);
    else groups.set(key, [c]);
  }
  if (groups.size === all.length) return all;
  const out = [...groups.values()].map((group) => (group.length === 1 ? (group[0] as Candidate) : merged(group)));
  const renamed = new Map<string, string>();
  for (const group of groups.values())
    if (group.length > 1) {
      const name = (out.find((c) => c.kind === group[0]?.kind && c.normalized === group[0]?.normalized) as Candidate)
        .name;
      for (const c of group) if (c.name !== name) renamed.set(c.name, name);
    }
  const rename = (name: string) => renamed.get(name) ?? name;
  return out.map((c) => {
    if (!c.relations?.some((r) => renamed.has(r.from) || renamed.has(r.to))) return c;
    const relations = new Map(
      c.relations.map((r) => {
        const moved = { ...r, from: rename(r.from), to: rename(r.to) };
        return [JSON.stringify(moved), moved] as const;
      }),
    );
    return { ...c, relations: [...relations.values()] };
  });
}

const wordsOf = (name: string) => name.split(/\s+/).length;
const firstAt = (c: Candidate) => c.spans[0]?.start ?? Number.POSITIVE_INFINITY;
/** A name as an alias: a possessive is not part of it ("Acme's" → "Acme"). */
const asAlias = (name: string) => name.replace(/[’']s$/u, '');

function merged(group: Candidate[]): Candidate {
  // The fullest name (most words, then longest), else the one the text gives first.
  const [first, ...rest] = [...group].sort(
    (a, b) => wordsOf(b.name) - wordsOf(a.name) || b.name.length - a.name.length || firstAt(a) - firstAt(b),
  ) as [Candidate, ...Candidate[]];
  const spans = new Map<string, Candidate['spans'][number]>();
  for (const c of group) for (const s of c.spans) spans.set(`${s.start}:${s.end}`, s);
  const aliases = new Set<string>();
  for (const c of group)
    for (const a of [...(c.aliases ?? []), ...(c === first ? [] : [asAlias(c.name)])]) aliases.add(a);
  aliases.delete(first.name);
  const relations = new Map<string, NonNullable<Candidate['relations']>[number]>();
  for (const c of [first, ...rest]) for (const r of c.relations ?? []) relations.set(JSON.stringify(r), r);
  return {
    kind: first.kind,
    name: first.name,
    normalized: first.normalized,
    spans: [...spans.values()].sort((a, b) => a.start - b.start || a.end - b.end),
    ...(aliases.size ? { aliases: [...aliases] } : {}),
    ...(relations.size ? { relations: [...relations.values()] } : {}),
  };
}

/**
 * An organization name that is a person's name too (compromise mislabels) stays a person; a shorter
 * name inside a longer one of the same kind ("Acme Robotics" in "Acme Robotics GmbH") folds in. Names
 * of one key are merged first (`mergeSameKey`).
 */
export function foldNames(names: Candidate[]): Candidate[] {
  const all = mergeSameKey(names);
  const people = new Set(all.filter((c) => c.kind === 'person').map((c) => c.normalized));
  // Longer names of each kind, sorted, so the ones that start with a name are one binary search away.
  const sorted = [...all].sort((a, b) =>
    a.kind === b.kind
      ? a.normalized < b.normalized
        ? -1
        : a.normalized > b.normalized
          ? 1
          : 0
      : a.kind < b.kind
        ? -1
        : 1,
  );
  const longerOf = (c: Candidate): Candidate[] => {
    const prefix = `${c.normalized} `;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const m = sorted[mid] as Candidate;
      if (m.kind < c.kind || (m.kind === c.kind && m.normalized < prefix)) lo = mid + 1;
      else hi = mid;
    }
    const out: Candidate[] = [];
    for (let i = lo; i < sorted.length; i++) {
      const o = sorted[i] as Candidate;
      if (o.kind !== c.kind || !o.normalized.startsWith(prefix)) break;
      out.push(o);
    }
    return out;
  };
  return all.filter((c) => {
    if (c.kind === 'organization' && people.has(c.normalized)) return false;
    return !longerOf(c).some((o) => c.spans.every((s) => o.spans.some((os) => os.start === s.start)));
  });
}
