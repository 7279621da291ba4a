import { initialsOf } from './acronyms.ts';
import { isCompanyWord, isTown } from './gazetteers.ts';
import { fold, HEAD_NOUNS, isCommonWord, isKnownOrganization, isPlace } from './lexicon.ts';
import type { Entity } from './types.ts';

/**
 * The short forms of an organization's name, and the organizations of a text that are one written two ways ("LVMH"
 * and "LVMH Moët Hennessy Louis Vuitton", "PIC" and "Public Investment Corp.", "Ayala Corp." and "Ayala Corporation").
 */

/** Lines of business after a group's name ("Samsung Electronics", "Hyundai Steel", "Tata Motors"). */
const BUSINESS_LINES = new Set(
  `electronics steel chemical chemicals heavy industries engineering construction shipbuilding
   life insurance securities semiconductor semiconductors display displays biologics telecom mobis card capital
   financial solutions consultancy consultancy services power energy`
    .split(/\s+/)
    .filter(Boolean),
);

/** The first one or two words of an organization's name without its legal form (Fjordlys, Lumière Textiles). */
export function orgShortForms(core: string[], name: string): string[] {
  const out: string[] = [];
  const distinct = core.filter((w) => !HEAD_NOUNS.has(w) || core.length <= 2);
  if (core.length >= 2) out.push(core.join(' '));
  if (core.length >= 3) out.push(core.slice(0, 2).join(' '));
  const first = core[0];
  // "Samsung" beside "Samsung Electronics": a company known by its first word alone, followed only by a line of
  // business, is a group of which the longer name is one company; the word alone names the group.
  const group =
    core.length >= 2 &&
    core.slice(1).every((w) => BUSINESS_LINES.has(w)) &&
    first !== undefined &&
    (isKnownOrganization(first) || isCompanyWord(first));
  // One word and a legal form ("Mitsui & Co." … "Mitsui"): the word alone, unless it is an ordinary word.
  if (first && !group && (core.length >= 2 || fold(name) !== first) && !HEAD_NOUNS.has(first) && !isCommonWord(first))
    out.push(first);
  const lastDistinct = distinct.at(-1);
  if (lastDistinct && core.length === 2 && !isCommonWord(lastDistinct)) out.push(lastDistinct);
  return out.filter((f) => f !== fold(name));
}

/** Joining words and dots left out of initials. */
const SKIPPED = new Set(['of', 'and', 'for', 'the', 'de', '&']);
const wordsOf = (name: string) =>
  name
    .split(/[\s-]+/u)
    .map(fold)
    .map((w) => w.replace(/[^\p{L}\p{N}&]/gu, ''))
    .filter((w) => w && !SKIPPED.has(w));

/**
 * The ways a text may write an organization it named in full once more: its short forms, its initials with or
 * without its legal form ("pic": Public Investment Corp.), initials and its last word ("tgi group": Tropical General
 * Investments Group; "us steel": United States Steel), its last word cut short ("hcl tech"), the name without a
 * place before it ("hanjiang construction": Guangdong Hanjiang Construction).
 */
export function writtenForms(core: string[], name: string): string[] {
  const out = new Set(orgShortForms(core, name));
  const all = wordsOf(name);
  const initials = initialsOf(core);
  if (initials) out.add(initials);
  if (all.length >= 2 && all.length <= 6) out.add(all.map((w) => w[0]).join(''));
  // "PLDT": Philippine Long Distance Telephone Company, its head noun left out.
  if (all.length >= 3 && all.length <= 7 && HEAD_NOUNS.has(all.at(-1) as string))
    out.add(
      all
        .slice(0, -1)
        .map((w) => w[0])
        .join(''),
    );
  const words = core.filter((w) => !SKIPPED.has(w));
  if (words.length >= 3)
    out.add(
      `${words
        .slice(0, -1)
        .map((w) => w[0])
        .join('')} ${words.at(-1)}`,
    );
  if (words.length >= 2 && (isPlace(words[0] as string) || isTown(words[0] as string)))
    out.add(words.slice(1).join(' '));
  out.delete(fold(name));
  return [...out];
}

/** "hcl tech" for "hcl technologies": the same first words, the last cut short (at least three letters). */
const cutShort = (short: string[], long: string[]) =>
  short.length === long.length &&
  short.length >= 2 &&
  short.every((w, i) => (i < short.length - 1 ? w === long[i] : w.length >= 3 && (long[i] as string).startsWith(w)));

/**
 * Folds an organization into another of the text when its name is one of the other's written forms or has the same
 * words without the legal form ("Ayala Corp." = "Ayala Corporation"), and it names no other: its mentions and name
 * become the other's. `coreOf` gives an entity's words without legal form; two names `bothKnown` (the tenant's
 * records) stay two. Every step is a lookup (a text may name thousands of companies). Returns the folded ids and
 * their targets.
 */
export function foldOrganizations(
  entities: Entity[],
  coreOf: (id: number) => string[],
  bothKnown: (a: string, b: string) => boolean = () => false,
): Map<number, number> {
  const into = new Map<number, number>();
  const orgs = entities
    .map((e, id) => ({ e, id }))
    .filter(({ e }) => e.kind === 'organization' && e.mentions.length > 0)
    .map(({ id }) => id);
  const byForm = new Map<string, number[]>();
  const add = (form: string, id: number) => {
    const list = byForm.get(form);
    if (!list) byForm.set(form, [id]);
    else if (!list.includes(id)) list.push(id);
  };
  // Forms of longer names; the same words without legal form; the first words and the start of the last ("hcl tec").
  for (const id of orgs) {
    const core = coreOf(id);
    for (const f of writtenForms(core, (entities[id] as Entity).name)) add(`w:${f}`, id);
    if (core.length > 0) add(`c:${core.join(' ')}`, id);
    if (core.length >= 2) add(`p:${core.slice(0, -1).join(' ')} ${(core.at(-1) as string).slice(0, 3)}`, id);
  }
  for (const s of orgs) {
    const short = entities[s] as Entity;
    const key = fold(short.name).replace(/[^\p{L}\p{N}& ]/gu, '');
    const core = coreOf(s);
    // A name with its own legal form ("Mitsubishi Corporation") is no short form of "Mitsubishi UFJ Financial Group".
    const bare = core.join(' ') === key;
    const longer = (l: number) => {
      const long = entities[l] as Entity;
      return l !== s && !into.has(l) && long.name.length > short.name.length && !bothKnown(short.name, long.name);
    };
    const same = (byForm.get(`c:${core.join(' ')}`) ?? []).filter(
      (l) => l < s && !into.has(l) && !bothKnown(short.name, (entities[l] as Entity).name),
    );
    const cut =
      bare && core.length >= 2
        ? (byForm.get(`p:${core.slice(0, -1).join(' ')} ${(core.at(-1) as string).slice(0, 3)}`) ?? []).filter((l) =>
            cutShort(core, coreOf(l)),
          )
        : [];
    const targets = core.length > 0 && same.length ? same : [...new Set([...(byForm.get(`w:${key}`) ?? []), ...cut])];
    const found = targets.filter((l) => same.includes(l) || longer(l));
    if (found.length !== 1) continue;
    const l = found[0] as number;
    const long = entities[l] as Entity;
    long.mentions.push(...short.mentions);
    for (const a of [short.name, ...short.aliases])
      if (!long.aliases.includes(a) && a !== long.name) long.aliases.push(a);
    short.mentions = [];
    into.set(s, l);
  }
  return into;
}
