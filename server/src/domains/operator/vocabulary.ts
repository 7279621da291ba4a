import { createRequire } from 'node:module';
import type { TListType } from '@intel/contracts';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import isoCountries from 'i18n-iso-countries';
import { cities, geos, keywords, lists, organizations, people } from '../../db/schema/index.ts';
import type { Tx } from '../../db/scoped.ts';
import { createTenantCache } from '../../lib/tenant-cache.ts';
import { type Principal, readableVisibilities } from '../../policies/principal.ts';
import { countryWords } from './demonyms.ts';
import {
  CAPITALS,
  CITY_WORDS,
  COUNTRY_CODES,
  COUNTRY_WORDS,
  DEMONYMS,
  REGION_CAPITALS,
  REGION_WORDS,
} from './geo-words.ts';
import {
  GENDER_WORDS,
  GRAMMAR_WORDS,
  KIND_WORDS,
  type KindWord,
  MEANING_WORDS,
  STOPWORDS,
  VEHICLE_WORDS,
  VISIBILITY_WORDS,
} from './lexicon.ts';
import { norm } from './text.ts';

const require = createRequire(import.meta.url);
isoCountries.registerLocale(require('i18n-iso-countries/langs/en.json'));

/** A place a question may name: a country, a region, a city of the cities table, or a city people live in. */
export type Place = {
  name: string;
  geoId?: number;
  /** A group of countries with no region of its own ("Scandinavian": Denmark, Norway, Sweden). */
  geoIds?: number[];
  regionId?: number;
  cityId?: number;
  personCity?: string;
};

/** What the parser recognises by name, as the caller may see it. */
export type Vocabulary = {
  keywords: { id: number; name: string }[];
  lists: { id: number; name: string; type: TListType }[];
  geos: { id: number; name: string; iso2: string | null; kind?: string }[];
  cities: { id: number; name: string }[];
  /** Distinct current-address cities of visible people (the people filter is by city text). */
  personCities: string[];
  ownershipTypes: string[];
  /**
   * Organizations and people named in this question (looked up per question, not cached). `short`:
   * the question named it by the first words of its name only ("Acme" for Acme Robotics), the one
   * organization whose name starts so.
   */
  entities: { type: 'Organization' | 'Person'; id: number; name: string; short?: string }[];
  /**
   * Words of this question (lower case) that are a word of a visible organization's or person's name ("energy" of
   * Greenleaf Energy): a common word before a kind is searched for as a name only when it is one (issue 35).
   */
  nameWords?: string[];
};

type Payload =
  | { t: 'kind'; word: KindWord }
  | { t: 'keyword'; id: number }
  | { t: 'list'; id: number; listType: TListType; name: string }
  | { t: 'place'; place: Place }
  | { t: 'entity'; type: 'Organization' | 'Person'; id: number; name: string; short?: string }
  | { t: 'vehicle' | 'gender' | 'visibility' | 'ownership'; value: string };

export type BookEntry = { payload: Payload; negatable: boolean; plural: boolean; priority: number };
/** The tenant's phrases (built once per vocabulary) and the records this question names. */
export type PhraseBook = {
  folded: Map<string, BookEntry[]>;
  cased: Map<string, BookEntry[]>;
  entities: Map<string, BookEntry[]>;
};
type BaseBook = Omit<PhraseBook, 'entities'> & { of: Omit<Vocabulary, 'entities'> };

const books = new WeakMap<object, BaseBook>();
const sameBase = (a: Omit<Vocabulary, 'entities'>, b: Omit<Vocabulary, 'entities'>) =>
  a.keywords === b.keywords &&
  a.lists === b.lists &&
  a.geos === b.geos &&
  a.cities === b.cities &&
  a.personCities === b.personCities &&
  a.ownershipTypes === b.ownershipTypes;

/**
 * Every phrase of the vocabulary, keyed by its folded words (acronyms like US and UK by exact
 * case). The tenant's part is built once per loaded vocabulary (a question only adds the records
 * it names), so that a question does not pay for a thousand place names.
 */
export function phraseBook(vocab: Vocabulary): PhraseBook {
  let base = books.get(vocab.keywords);
  if (!base || !sameBase(base.of, vocab)) {
    base = baseBook(vocab);
    books.set(vocab.keywords, base);
  }
  const entities = new Map<string, BookEntry[]>();
  for (const e of vocab.entities) {
    const key = e.short ?? norm(e.name);
    if (key.length < 2) continue;
    // A short name yields to any other phrase of the same words (a place, a keyword).
    entities.set(key, [
      ...(entities.get(key) ?? []),
      { payload: { t: 'entity', ...e }, negatable: true, plural: false, priority: e.short ? 9 : 1 },
    ]);
  }
  return { folded: base.folded, cased: base.cased, entities };
}

function baseBook(vocab: Omit<Vocabulary, 'entities'>): BaseBook {
  const book: BaseBook = { folded: new Map(), cased: new Map(), of: vocab };
  const put = (
    phrase: string,
    payload: Payload,
    opts: { negatable?: boolean; plural?: boolean; cased?: boolean },
    priority: number,
  ) => {
    const key = opts.cased ? phrase.trim() : norm(phrase);
    if (!key || key.length < 2) return;
    const map = opts.cased ? book.cased : book.folded;
    const list = map.get(key) ?? [];
    list.push({ payload, negatable: opts.negatable ?? true, plural: opts.plural ?? false, priority });
    map.set(key, list);
  };
  for (const [w, word] of Object.entries(KIND_WORDS)) put(w, { t: 'kind', word }, {}, 0);
  for (const l of vocab.lists) put(l.name, { t: 'list', id: l.id, listType: l.type, name: l.name }, {}, 2);
  for (const k of vocab.keywords) {
    put(k.name, { t: 'keyword', id: k.id }, { plural: true }, 3);
    // "AI" for Artificial Intelligence: the initials of a keyword of several words, in capitals.
    const words = k.name.split(/\s+/).filter(Boolean);
    if (words.length > 1 && words.length <= 4) {
      put(words.map((w) => w[0]?.toUpperCase()).join(''), { t: 'keyword', id: k.id }, { cased: true }, 3);
    }
  }

  const places = new Map<string, Place>();
  const place = (phrase: string, add: Partial<Place>, name: string) => {
    const key = norm(phrase);
    places.set(key, { ...places.get(key), ...add, name: places.get(key)?.name ?? name });
  };
  const countries = vocab.geos.filter((g) => g.kind !== 'region');
  const regions = vocab.geos.filter((g) => g.kind === 'region');
  const byIso = new Map(countries.filter((g) => g.iso2).map((g) => [g.iso2 as string, g]));
  for (const g of countries) {
    place(g.name, { geoId: g.id }, g.name);
    const aliases = g.iso2 ? (isoCountries.getName(g.iso2, 'en', { select: 'all' }) ?? []) : [];
    for (const a of aliases) {
      if (/^[A-Z.]{2,6}$/.test(a)) put(a, { t: 'place', place: { name: g.name, geoId: g.id } }, { cased: true }, 4);
      else place(a, { geoId: g.id }, g.name);
    }
  }
  for (const [demonym, iso2] of Object.entries(DEMONYMS)) {
    const g = byIso.get(iso2);
    if (g) place(demonym, { geoId: g.id }, g.name);
  }
  // Demonyms, abbreviations and other spellings from maintained data ("Saudi", "UAE", "Kenyans"): the hand lists first.
  for (const w of countryWords()) {
    const g = byIso.get(w.iso2);
    if (!g) continue;
    if (w.cased) {
      if (!book.cased.has(w.phrase))
        put(w.phrase, { t: 'place', place: { name: g.name, geoId: g.id } }, { cased: true }, 4);
    } else if (!places.has(norm(w.phrase))) place(w.phrase, { geoId: g.id }, g.name);
  }
  for (const code of COUNTRY_CODES) {
    const g = byIso.get(code);
    if (g) put(code, { t: 'place', place: { name: g.name, geoId: g.id } }, { cased: true }, 4);
  }
  for (const [word, isos] of Object.entries(COUNTRY_WORDS)) {
    const gs = isos.map((iso) => byIso.get(iso));
    if (!gs.every((g) => g)) continue;
    const ids = gs.map((g) => (g as { id: number }).id);
    place(word, ids.length === 1 ? { geoId: ids[0] } : { geoId: ids[0], geoIds: ids }, word.replace(/^the\s+/, ''));
  }
  for (const g of regions) place(g.name, { regionId: g.id }, g.name);
  for (const [word, name] of Object.entries(REGION_WORDS)) {
    const g = regions.find((x) => x.name === name);
    if (!g) continue;
    if (word === 'eu') put('EU', { t: 'place', place: { name: g.name, regionId: g.id } }, { cased: true }, 4);
    else place(word, { regionId: g.id }, g.name);
  }
  for (const c of vocab.cities) place(c.name, { cityId: c.id }, c.name);
  for (const c of vocab.personCities) place(c, { personCity: c }, c);
  // "the Dutch capital", "the capital of France", "Bavaria's capital": the capital city, when on record.
  const capitalWords: [string, string][] = [];
  for (const [demonym, iso2] of Object.entries(DEMONYMS)) {
    const capital = CAPITALS[iso2];
    const g = byIso.get(iso2);
    if (!capital) continue;
    capitalWords.push([`the ${demonym} capital`, capital], [`${demonym} capital`, capital]);
    // The possessive's "'s" may be read off before the phrases are matched: "Japan's capital" as "Japan capital".
    if (g)
      capitalWords.push(
        [`the capital of ${g.name}`, capital],
        [`${g.name}'s capital`, capital],
        [`${g.name} capital`, capital],
      );
  }
  for (const [region, capital] of Object.entries(REGION_CAPITALS))
    capitalWords.push(
      [`the ${region} capital`, capital],
      [`${region} capital`, capital],
      [`the capital of ${region}`, capital],
      [`${region}'s capital`, capital],
    );
  for (const [word, name] of [...Object.entries(CITY_WORDS), ...capitalWords]) {
    const city = vocab.cities.find((c) => c.name === name);
    const lives = vocab.personCities.find((c) => c === name);
    if (city || lives)
      place(word, { ...(city ? { cityId: city.id } : {}), ...(lives ? { personCity: lives } : {}) }, name);
  }
  for (const [phrase, p] of places) put(phrase, { t: 'place', place: p }, {}, 4);

  for (const o of vocab.ownershipTypes) {
    if (o.toLowerCase() !== 'public') put(o, { t: 'ownership', value: o }, { plural: true }, 5);
  }
  for (const [w, v] of Object.entries(VEHICLE_WORDS)) put(w, { t: 'vehicle', value: v }, {}, 6);
  for (const [w, v] of Object.entries(GENDER_WORDS)) put(w, { t: 'gender', value: v }, {}, 6);
  for (const [w, v] of Object.entries(VISIBILITY_WORDS)) put(w, { t: 'visibility', value: v }, {}, 6);
  return book;
}

/**
 * The tenant's vocabulary per visibility, kept 30 s and dropped with every change of the tenant
 * (a keyword or list hidden must leave a visitor's reading at once): `forgetOperatorCaches`.
 */
export const vocabularyCache = createTenantCache<Omit<Vocabulary, 'entities'>>({ ttlMs: 30_000, maxPerTenant: 8 });

/** The tenant's vocabulary at the caller's visibility, cached briefly (hidden names never reach a visitor). */
export function loadVocabulary(
  tx: Tx,
  tenantId: number,
  principal: Principal,
  options: { fresh?: boolean } = {},
): Promise<Omit<Vocabulary, 'entities'>> {
  const levels = readableVisibilities(principal);
  if (options.fresh) return readVocabulary(tx, tenantId, levels);
  return vocabularyCache.load(tenantId, levels.join(','), () => readVocabulary(tx, tenantId, levels));
}

/** Forgets a tenant's cached vocabulary (tests, and after bulk edits). */
export function forgetVocabulary(tenantId?: number) {
  if (tenantId === undefined) vocabularyCache.clear();
  else vocabularyCache.drop(tenantId);
}

async function readVocabulary(tx: Tx, tenantId: number, levels: string[]): Promise<Omit<Vocabulary, 'entities'>> {
  const vis = (col: Parameters<typeof inArray>[0]) => inArray(col, levels);
  // One transaction is one connection: the reads run one after another.
  const kw = await tx
    .select({ id: keywords.id, name: keywords.name })
    .from(keywords)
    .where(and(eq(keywords.tenantId, tenantId), vis(keywords.visibility)))
    .limit(5000);
  const ls = await tx
    .select({ id: lists.id, name: lists.name, type: lists.type })
    .from(lists)
    .where(and(eq(lists.tenantId, tenantId), vis(lists.visibility)))
    .limit(5000);
  const gs = await tx.select({ id: geos.id, name: geos.name, iso2: geos.iso2, kind: geos.kind }).from(geos).limit(5000);
  const cs = await tx.select({ id: cities.id, name: cities.name }).from(cities).limit(50_000);
  const pc = await tx
    .selectDistinct({ city: people.currentAddressCity })
    .from(people)
    .where(and(eq(people.tenantId, tenantId), vis(people.visibility), isNotNull(people.currentAddressCity)))
    .limit(5000);
  const ot = await tx
    .selectDistinct({ type: organizations.ownershipType })
    .from(organizations)
    .where(
      and(eq(organizations.tenantId, tenantId), vis(organizations.visibility), isNotNull(organizations.ownershipType)),
    )
    .limit(200);
  return {
    keywords: kw,
    lists: ls.map((l) => ({ ...l, type: l.type as TListType })),
    geos: gs,
    cities: cs,
    personCities: pc.map((p) => String(p.city).trim()).filter(Boolean),
    ownershipTypes: ot.map((o) => String(o.type).trim()).filter(Boolean),
  };
}

/** Word runs of a question (1 to 6 words), folded: the candidates for record names. */
export function nameCandidates(text: string): string[] {
  const words = norm(text.replace(/['’]s(?![\p{L}])/gu, ''))
    .split(' ')
    .map((w) => w.replace(/^["'.-]+|["'.-]+$/g, ''))
    .filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= 6 && i + n <= words.length; n++) {
      const phrase = words.slice(i, i + n).join(' ');
      if (phrase.length >= 3) out.add(phrase);
    }
  }
  return [...out].slice(0, 300);
}

/** The words of a question that may be a word of a record's name: letters only, three or more, at most 24. */
export function nameWordCandidates(text: string): string[] {
  const words = norm(text)
    .split(' ')
    .filter((w) => /^\p{L}{3,}$/u.test(w));
  return [...new Set(words)].slice(0, 24);
}

/**
 * Which words of the question are a word of a visible organization's or person's name: one b-tree range of
 * search_keys per word and kind (keys run from each word start of a name, so "energy" … "energy!" holds "energy"
 * and "energy …" and nothing else), each stopping at its first row.
 */
export async function lookupNameWords(tx: Tx, tenantId: number, principal: Principal, text: string): Promise<string[]> {
  const words = nameWordCandidates(text);
  if (!words.length) return [];
  const levels = readableVisibilities(principal);
  const found = await tx.execute(sql`
    select w.word from unnest(${sql.param(words)}::text[], ${sql.param(words.map((w) => `${w}!`))}::text[]) w(word, word_end)
     where exists (
       select 1 from unnest(array['Organization', 'Person']) k(kind)
        cross join (values (true), (false)) b(at_start)
        cross join lateral (
          select 1 from search_keys s
           where s.tenant_id = ${tenantId} and s.kind = k.kind and s.at_start = b.at_start
             and s.key >= w.word collate "C" and s.key < w.word_end collate "C"
             and s.visibility = any(${sql.param(levels)}::visibility[])
           limit 1) h)`);
  return (found.rows as { word: string }[]).map((r) => r.word);
}

/**
 * Capitalised words of a question, one or two in a row ("Acme", "Blue Harbor"), folded: the
 * candidates for the first words of an organization's name. Words of the grammar are left out.
 */
export function shortNameCandidates(text: string): string[] {
  const out = new Set<string>();
  const words = [...text.matchAll(/[\p{L}\d&.'’-]+/gu)].map((m) => ({
    word: (m[0] ?? '').replace(/['’]s$/u, '').replace(/^[.'’-]+|[.'’-]+$/gu, ''),
    at: m.index ?? 0,
    end: (m.index ?? 0) + (m[0]?.length ?? 0),
  }));
  const named = (w: string) => {
    const f = norm(w);
    return (
      /^\p{Lu}/u.test(w) &&
      f.length >= 3 &&
      !/-/.test(w) &&
      !STOPWORDS.has(f) &&
      !MEANING_WORDS.has(f) &&
      !GRAMMAR_WORDS.has(f) &&
      !(f in KIND_WORDS)
    );
  };
  for (const [i, w] of words.entries()) {
    if (!named(w.word)) continue;
    out.add(norm(w.word));
    const next = words[i + 1];
    if (next && named(next.word) && /^\s+$/.test(text.slice(w.end, next.at))) out.add(norm(`${w.word} ${next.word}`));
  }
  return [...out].slice(0, 20);
}

/** Organizations and people the question names exactly (name, legal name, alias), as the caller may see them. */
export async function lookupEntities(
  tx: Tx,
  tenantId: number,
  principal: Principal,
  text: string,
): Promise<Vocabulary['entities']> {
  const names = nameCandidates(text);
  if (!names.length) return [];
  const levels = readableVisibilities(principal);
  // Exact names through the search keys (migration 0005): an index range per candidate, where
  // comparing lower(unaccent(name)) row by row read every organization and person of the tenant.
  // The keys are one array computed first (`array(select …)`, an InitPlan): `key = any(array)` is an
  // index condition, where `key in (select …)` became a semi-join over every key of the tenant
  // (1.5 s at 1M: 949,395 index entries read; 2.6 ms now).
  const found = await tx.execute(sql`
    select s.kind, s.id from search_keys s
     where s.tenant_id = ${tenantId} and s.kind in ('Organization', 'Person') and s.at_start
       and s.key = any(array(select left(search_norm(c), 64) collate "C" from unnest(${sql.param(names)}::text[]) c))
       and s.visibility = any(${sql.param(levels)}::visibility[])
     limit 200`);
  const ids = (kind: string) =>
    [
      ...new Set(
        (found.rows as { kind: string; id: string | number }[]).filter((r) => r.kind === kind).map((r) => Number(r.id)),
      ),
    ].slice(0, 20);
  const orgIds = ids('Organization');
  const personIds = ids('Person');
  const orgs = orgIds.length
    ? await tx
        .select({
          id: organizations.id,
          dba: organizations.nameDba,
          inc: organizations.nameInc,
          aliases: organizations.aliases,
        })
        .from(organizations)
        .where(and(eq(organizations.tenantId, tenantId), inArray(organizations.id, orgIds)))
    : [];
  const fullName = sql<string>`trim(coalesce(${people.nameGiven}, '') || ' ' || coalesce(${people.nameFamily}, ''))`;
  const ppl = personIds.length
    ? await tx
        .select({
          id: people.id,
          name: fullName,
          nick: people.nameNickname,
          legal: people.nameLegal,
          aliases: people.aliases,
        })
        .from(people)
        .where(and(eq(people.tenantId, tenantId), inArray(people.id, personIds)))
    : [];
  const wanted = new Set(names);
  const out: Vocabulary['entities'] = [];
  // "not at Acme": the one visible organization whose name starts with the question's capitalised words.
  const shorts = shortNameCandidates(text);
  if (shorts.length) {
    const starts = await tx.execute(sql`
      select p.prefix, k.id from unnest(${sql.param(shorts)}::text[]) as p(prefix)
       cross join lateral (
         select distinct s.id from search_keys s
          where s.tenant_id = ${tenantId} and s.kind = 'Organization' and s.at_start
            and s.key >= (left(search_norm(p.prefix), 62) || ' ') collate "C"
            and s.key < (left(search_norm(p.prefix), 62) || '!') collate "C"
            and s.visibility = any(${sql.param(levels)}::visibility[])
          limit 2) k`);
    const byPrefix = new Map<string, number[]>();
    for (const row of starts.rows as { prefix: string; id: string | number }[])
      byPrefix.set(row.prefix, [...(byPrefix.get(row.prefix) ?? []), Number(row.id)]);
    const single = [...byPrefix].filter(([, ids]) => ids.length === 1);
    const named = single.length
      ? await tx
          .select({ id: organizations.id, dba: organizations.nameDba })
          .from(organizations)
          .where(
            and(
              eq(organizations.tenantId, tenantId),
              inArray(
                organizations.id,
                single.map(([, ids]) => ids[0] as number),
              ),
            ),
          )
      : [];
    for (const [prefix, [id]] of single) {
      const o = named.find((x) => x.id === id);
      if (o?.dba) out.push({ type: 'Organization', id: o.id, name: o.dba, short: prefix });
    }
  }
  for (const o of orgs) {
    for (const n of [o.dba, o.inc, ...(o.aliases ?? [])]) {
      if (n && wanted.has(norm(n))) out.push({ type: 'Organization', id: o.id, name: n });
    }
  }
  for (const p of ppl) {
    for (const n of [p.name, p.nick, p.legal, ...(p.aliases ?? [])]) {
      if (n && wanted.has(norm(n))) out.push({ type: 'Person', id: p.id, name: String(n) });
    }
  }
  return out;
}
