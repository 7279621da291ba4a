import { normaliseName } from '../name-keys.ts';
import { initialsOf } from './acronyms.ts';
import { type Kind, personShortForms } from './classify.ts';
import { applyTagger, type Found, findNames } from './find-names.ts';
import { fold, HEAD_NOUNS, isCommonWord, isPlace } from './lexicon.ts';
import { foldOrganizations, orgShortForms } from './org-forms.ts';
import { findRelations, type Placed, type RelationOptions } from './relations.ts';
import { sentences } from './segment.ts';
import { TAGGER, type TaggerModel } from './tagger-pieces.ts';
import type { Entity, Extraction } from './types.ts';
import { rejectUnverified } from './verifier.ts';

export type { Entity, Extraction, Mention, Relation } from './types.ts';

/** A name written as a place: a possessive after it, or "in", "of", "from", "across" before it. */
const AS_PLACE = (text: string, f: { start: number; end: number }) =>
  /^[’']s\b/u.test(text.slice(f.end, f.end + 3)) ||
  (/(?:^|\n)[ \t]*$/u.test(text.slice(Math.max(0, f.start - 20), f.start)) &&
    DATELINE.test(text.slice(f.start, f.end + 40))) ||
  /\b(?:in|of|from|across|throughout)\s+$/u.test(text.slice(Math.max(0, f.start - 12), f.start));

/**
 * A dateline's place in capitals at a line's start: "SINGAPORE - …", "TOKYO (AP) -- …", "NEW DELHI, Dec 5 (Reuters) -".
 * It is a place, no short form of "Singapore Exchange".
 */
const DATELINE = /^\p{Lu}[\p{Lu} .'-]*(?:,[^\n(]{1,30}?)?\s*(?:\([^)\n]{1,30}\)\s*)?(?:[-–—]|--)\s/u;

/** Platforms a text often names as a medium: "a Facebook post", "on Twitter", "his LinkedIn profile". */
const PLATFORMS = new Set(
  'facebook twitter instagram linkedin youtube whatsapp tiktok wechat weibo telegram snapchat reddit threads'.split(
    ' ',
  ),
);
/** A platform named as the medium of a post, not as a company: the noun after it, or "on"/"via" before it. */
const MEDIUM_AFTER =
  /^[’']?s?\s+(?:post|posts|page|pages|account|accounts|handle|video|videos|live|feed|story|stories|profile|status|group|groups|channel|message|messages|update|thread|user|users|followers)\b/u;
const platformUsed = (text: string, f: { text: string; start: number; end: number }) =>
  PLATFORMS.has(f.text.toLowerCase()) &&
  (MEDIUM_AFTER.test(text.slice(f.end, f.end + 16)) ||
    /\b(?:on|via|through|over)\s+$/u.test(text.slice(Math.max(0, f.start - 9), f.start)));

/** Between a name and its former name. */
const FORMERLY = /^\s*[(,–—-]\s*(?:formerly|previously|until recently)(?:\s+known\s+as|\s+called|\s+named)?\s+$/u;

/**
 * People and organizations of a text, one entity per person or organization with its aliases and every
 * mention, and the relations the sentences state between them. Pure and synchronous (no I/O).
 * `rejects` are normalised names never to return (places, names the tenant rejected); `known` the normalised names
 * of the tenant's records (two of them are never folded into one).
 */
export function extract(
  text: string,
  rejects: Set<string> = new Set(),
  outOfTime: () => boolean = () => false,
  tagger: TaggerModel | null = TAGGER,
  relationOptions: RelationOptions = {},
  known: ReadonlySet<string> = new Set(),
): Extraction {
  const sents = sentences(text);
  const { found, acronyms, dropped, readTo } = findNames(text, sents, outOfTime);
  if (tagger) applyTagger(found, tagger);

  const entities: Entity[] = [];
  const byKey = new Map<string, number>();
  const keyOf = (kind: Kind, name: string) => `${kind}:${normaliseName(name).replace(/^the /, '')}`;
  const firstFound = new Map<number, Found>();
  const attach = (f: Found, id: number, alias: boolean) => {
    const e = entities[id] as Entity;
    if (!firstFound.has(id)) firstFound.set(id, f);
    f.entity = id;
    f.kind = e.kind;
    e.mentions.push({ start: f.start, end: f.end });
    if (alias && normaliseName(f.text) !== normaliseName(e.name) && !e.aliases.includes(f.text)) e.aliases.push(f.text);
  };
  const rejected = (f: Found) =>
    dropped.has(f.text) ||
    rejects.has(normaliseName(f.text)) ||
    (f.core.length === 1 && isPlace(f.text)) ||
    platformUsed(text, f);

  // "Equinor ASA (formerly known as Statoil ASA)", "Equinor – until recently known as Statoil –": the
  // later name is the same organization's former name.
  const formerOf = new Map<Found, Found>();
  found.forEach((g, i) => {
    const f = found[i - 1];
    if (f && f.sentence === g.sentence && FORMERLY.test(text.slice(f.end, g.start))) formerOf.set(g, f);
  });

  // Full names first: strong verdicts become entities (the same name twice is one entity).
  for (const f of found) {
    const current = formerOf.get(f)?.entity;
    if (current !== null && current !== undefined && !rejected(f)) {
      attach(f, current, true);
      continue;
    }
    if (!f.strong || !f.kind || rejected(f)) continue;
    const key = keyOf(f.kind, f.text);
    const id = byKey.get(key);
    if (id !== undefined) attach(f, id, false);
    else {
      byKey.set(key, entities.length);
      entities.push({ kind: f.kind, name: f.text, aliases: [], mentions: [] });
      attach(f, entities.length - 1, false);
    }
  }
  for (const [acronym, at] of acronyms) {
    const id = found[at]?.entity;
    if (id !== null && id !== undefined) (entities[id] as Entity).aliases.push(acronym);
  }

  // Short forms of the entities: a surname or given name of a person, the first words of an organization.
  const shortForms = new Map<string, number>();
  entities.forEach((e, id) => {
    const forms =
      e.kind === 'person' ? personShortForms(e.name) : orgShortForms(firstFound.get(id)?.core ?? [], e.name);
    for (const form of forms) if (!shortForms.has(form)) shortForms.set(form, id);
    const initials = e.kind === 'organization' ? initialsOf(firstFound.get(id)?.core ?? []) : undefined;
    if (initials && !shortForms.has(initials)) shortForms.set(initials, id);
    for (const a of e.aliases) shortForms.set(fold(a), id);
  });
  // A one-word name is its own form everywhere in the text: "Meta acquired …" before "parent company Meta" gave
  // it its kind is the same Meta (one name, one sense in a document). A longer name's short form comes first.
  entities.forEach((e, id) => {
    const word = fold(e.name);
    if (!word.includes(' ') && !shortForms.has(word) && !isCommonWord(e.name)) shortForms.set(word, id);
  });
  const byLast = peopleByLastWord(entities);
  for (const f of found) {
    const form = fold(f.text).replace(/s$/, (m) => (f.text.endsWith('’s') || f.text.endsWith("'s") ? '' : m));
    // "Al-Mubarak" is "Al Mubarak" written with a hyphen; "Mohamed Ali Alabbar" is "Mohamed Alabbar" (given and
    // family name alike, a middle name more: the longer name joins the one named first).
    const middle = f.kind === 'person' && f.core.length === 3 ? `${f.core[0]} ${f.core[2]}` : undefined;
    const key = [form, f.core.join(' '), form.replace(/-/g, ' '), middle].find(
      (k) => k !== undefined && shortForms.has(k),
    );
    // "Christopher J. Kirubi" is the "Chris Kirubi" named before: the same surname, a given name cut short.
    const shortened = key === undefined && f.kind === 'person' ? shortenedGiven(f, entities, byLast) : undefined;
    const id = key === undefined ? shortened : shortForms.get(key);
    // A place written as a place is no short form of a name that begins with it ("Kenya’s biggest operator", "in
    // Kenya" are not Kenya Power; "Pinecrest chairman …" may still be Pinecrest Health Ltd).
    if (id === undefined || f.entity === id || (f.entity === null && rejected(f) && AS_PLACE(text, f))) continue;
    const target = entities[id] as Entity;
    // A longer name of its own stays an entity; a short form that is only a piece of the full name merges.
    if (f.entity !== null) {
      const own = entities[f.entity] as Entity;
      const longer = own.name.length >= target.name.length && key !== middle && shortened === undefined;
      if (own.kind !== target.kind || longer) continue;
      own.mentions = [];
      // Its short forms ("Kirubi" of "Chris Kirubi") now name the entity it joined, not the emptied one.
      for (const [form, to] of shortForms) if (to === f.entity) shortForms.set(form, id);
    }
    attach(f, id, true);
  }

  // What is left: one-word or weakly recognised names with an organization's context are organizations,
  // and names the tagger gave a kind to are of that kind (longest first, so a later short form joins them).
  const left = found.filter((f) => f.entity === null && f.kind && !rejected(f) && (f.kind !== 'person' || f.learned));
  for (const f of left.sort((a, b) => Number(!!a.learned) - Number(!!b.learned) || b.core.length - a.core.length)) {
    const kind = f.kind as Kind;
    if (f.core.length === 1 && (isCommonWord(f.text) || HEAD_NOUNS.has(f.core[0] as string))) continue;
    const short = f.learned ? shortForms.get(fold(f.text)) : undefined;
    const id = short ?? byKey.get(keyOf(kind, f.text));
    if (id !== undefined) attach(f, id, short !== undefined);
    else {
      byKey.set(keyOf(kind, f.text), entities.length);
      entities.push({ kind, name: f.text, aliases: [], mentions: [] });
      attach(f, entities.length - 1, false);
      if (f.learned)
        for (const form of kind === 'person' ? personShortForms(f.text) : orgShortForms(f.core, f.text))
          if (!shortForms.has(form)) shortForms.set(form, entities.length - 1);
    }
  }

  // "LVMH" before the tagger named "LVMH Moët Hennessy Louis Vuitton", "PIC" and "Public Investment Corp.": one.
  // Two records of the tenant ("Riokar" and "Riokar Energy") stay two.
  const folded = foldOrganizations(
    entities,
    (id) => firstFound.get(id)?.core ?? [],
    (a, b) => known.has(normaliseName(a)) && known.has(normaliseName(b)),
  );
  for (const f of found) if (f.entity !== null && folded.has(f.entity)) f.entity = folded.get(f.entity) as number;

  if (tagger?.verifier) rejectUnverified(text, entities, found, tagger.verifier, tagger.weights);
  const kept = entities.filter((e) => e.mentions.length > 0);
  const placed: Placed[] = found
    .filter((f) => f.entity !== null && (entities[f.entity as number] as Entity).mentions.length > 0)
    .map((f) => ({
      sentence: f.sentence,
      start: f.start,
      end: f.end,
      kind: (entities[f.entity as number] as Entity).kind,
      name: (entities[f.entity as number] as Entity).name,
      ofLeft: f.piece.ofLeft !== null,
    }));
  const relations = findRelations(text, sents, placed, relationOptions);
  return { entities: kept, relations, sentences: sents, ...(readTo < text.length ? { readTo } : {}) };
}

/**
 * The person entity whose name is this one's with the given name cut short or written out ("Chris Kirubi" /
 * "Christopher J. Kirubi", "Alex Tan" / "Alexander Tan"): the same last word, and one given name the start of the
 * other (three letters at least, two letters shorter: "Ann Lee" is no "Anna Lee"). One-word names are not read.
 */
function shortenedGiven(f: Found, entities: Entity[], byLast: Map<string, number[]>): number | undefined {
  if (f.core.length < 2) return undefined;
  const given = f.core[0] as string;
  return byLast.get(f.core.at(-1) as string)?.find((i) => {
    const e = entities[i] as Entity;
    if (i === f.entity || e.mentions.length === 0) return false;
    const other = fold(e.name).split(/\s+/)[0] as string;
    if (other === given) return false;
    const [short, long] = other.length < given.length ? [other, given] : [given, other];
    return short.length >= 3 && long.length >= short.length + 2 && long.startsWith(short);
  });
}

/** The person entities by the last word of their name (folded), for `shortenedGiven`. */
function peopleByLastWord(entities: Entity[]): Map<string, number[]> {
  const out = new Map<string, number[]>();
  entities.forEach((e, i) => {
    const words = fold(e.name).split(/\s+/);
    if (e.kind !== 'person' || words.length < 2) return;
    const last = words.at(-1) as string;
    out.set(last, [...(out.get(last) ?? []), i]);
  });
  return out;
}
