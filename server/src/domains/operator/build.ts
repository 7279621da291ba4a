import {
  OPERATOR_DEFAULT_LIMIT,
  OPERATOR_KIND_META,
  OPERATOR_MAX_LIMIT,
  type TOperatorContext,
  type TOperatorFilter,
  type TOperatorKind,
} from '@intel/contracts';
import { contextFilter, countsRows } from './build-parts.ts';
import { canonical } from './canonical.ts';
import { rangeValue } from './dates.ts';
import { relationTo, schemaReach, secondHop } from './joins.ts';
import { chooseKind, type KindChoice } from './kind.ts';
import { LIST_TYPE_KIND } from './lexicon.ts';
import { CONDITION_PIECES, type Mention, type Parsed } from './mention.ts';
import { mergeRanges } from './ranges.ts';
import { DATE_FIELD, SORTS, VERB_FIELD } from './sorts.ts';

const NO_CONTEXT: TOperatorContext = { raw_data_ids: [], people_ids: [], library_ids: [] };

/** Mentions → the query of one kind; what does not fit the kind is noted, never silently dropped. */
export function build(mentions: Mention[], context: TOperatorContext, text = '', forced?: TOperatorKind): Parsed {
  const choice: KindChoice = forced ? { kind: forced, word: null, why: null } : chooseKind(mentions, text);
  const { kind, word, why } = choice;
  const meta = OPERATOR_KIND_META[kind];
  const filters: TOperatorFilter[] = [];
  const notes: string[] = [];
  const errors: string[] = [];
  const search: string[] = [];
  let ordering: string | null = null;
  let limit: number | null = null;
  const has = (name: string) => name in meta.filters;
  // Every piece is used by the query or named as not used: `used` and `named` are checked after the loop.
  const used = new Set<Mention>();
  let current: Mention | null = null;
  // Which piece each filter came from: two ranges of one field are joined by what lies between them.
  const origin = new Map<TOperatorFilter, Mention>();
  const put = (name: string, value: string, negate = false) => {
    const f = { name, value, negate };
    if (current) {
      used.add(current);
      origin.set(f, current);
    }
    filters.push(f);
  };
  const unused: string[] = [];
  // Pieces read with a doubt (a word of two meanings, a negation whose reach is not clear).
  const unsure: string[] = [];
  const named = new Set<Mention>();
  const skip = (m: Mention, why: string) => {
    named.add(m);
    const shown = m.t === 'entity' && !m.negate ? m.name : m.phrase.trim();
    const note = `Not used: "${shown}" — ${why}.`;
    if (!notes.includes(note)) notes.push(note);
    // A kind word the answer is not about carries nothing, unless negated ("without any keywords").
    if ((m.t !== 'kind' || m.negate) && !unused.includes(shown)) unused.push(shown);
  };
  /** Skips a piece and counts it as not used even when it is a kind word ("reports" of people). */
  const unusedWord = (m: Mention, why: string) => {
    skip(m, why);
    const shown = m.phrase.trim();
    if (!unused.includes(shown)) unused.push(shown);
  };
  const noFilter = (m: Mention, what: string) => skip(m, `${meta.label.toLowerCase()} cannot be filtered by ${what}`);
  const verbs = mentions.filter((m) => m.t === 'verb');
  if (why) notes.push(why);
  if (choice.guess) {
    notes.push(`Not sure: "${choice.guess.phrase}" — ${choice.guess.note}.`);
    unsure.push(choice.guess.phrase);
  }
  // People's city is a text filter of one value: several cities become the Operator's `cities`.
  const personCities: { value: string; negate: boolean }[] = [];

  // Pieces about a related kind that a filter of the answer's kind reaches through the relation.
  const through = new Map<Mention, TOperatorFilter[]>();
  const readAs = (m: Mention, other: TOperatorKind) => build([m], NO_CONTEXT, '', other);
  const detached = secondHop(mentions, kind, text, through, readAs);
  if (!forced) schemaReach(mentions, kind, through, detached, readAs);
  const relationChose = mentions.some((m) => m.t === 'relation') || !!why;
  // "articles not written by Lena Fischer": a negated relation negates the record it names.
  // "not published by Nordlys Energy or Seine Capital": the negation goes on to the records joined to it by "or",
  // "nor", "and" or a comma.
  for (const [i, m] of mentions.entries()) {
    const prev = mentions[i - 1];
    if (m.t === 'entity' && (prev?.t === 'relation' || prev?.t === 'verb') && prev.negate) m.negate = true;
    else if (
      m.t === 'entity' &&
      prev?.t === 'entity' &&
      prev.negate &&
      /^(?:\s*,\s*|\s+)(?:(?:or|nor|and)\s+)?$/.test(text.slice(prev.pos + prev.phrase.length, m.pos))
    )
      m.negate = true;
  }
  // "people not working at German companies", "who do not work for organisations in Germany": a negated relation
  // negates what is read through it, up to the next relation.
  for (const [i, rel] of mentions.entries()) {
    if (!((rel.t === 'relation' || rel.t === 'verb') && rel.negate)) continue;
    for (const m of mentions.slice(i + 1)) {
      if (m.t === 'relation' || m.t === 'verb') break;
      const via = through.get(m);
      if (via?.length)
        through.set(
          m,
          via.map((f) => ({ ...f, negate: !f.negate })),
        );
    }
  }
  for (const m of mentions) {
    current = m;
    const apart = detached.get(m);
    if (apart) {
      skip(m, apart);
      continue;
    }
    const via = through.get(m);
    // "the papers that came out lately, for my essay": a type after "for my" says what the answer is for.
    if (
      (m.t === 'libraryType' || (m.t === 'kind' && m.word.libraryType && m.word.kind === kind)) &&
      /(?:^|\s)(?:for|in|into)\s+(?:my|our|your)\s+$/.test(text.slice(0, m.pos))
    ) {
      const phrase = m.phrase.trim();
      notes.push(`Not sure: "${phrase}" — read as what the answer is for, not as a type of entry to keep.`);
      if (!unsure.includes(phrase)) unsure.push(phrase);
      named.add(m);
      continue;
    }
    if (m.unsure) {
      const note = `Not sure: "${m.phrase.trim()}" — ${m.unsure}.`;
      if (!notes.includes(note)) notes.push(note);
      if (!unsure.includes(m.phrase.trim())) unsure.push(m.phrase.trim());
    }
    // A kind word reached through its relation ("Munich firms") is read with it.
    if (via) {
      // "companies with female partners": the role is no filter of the related people either.
      // Founders are people of the organization with a role no filter holds, like partners.
      const role = m.t === 'kind' && (m.word.role || /^founders?$/.test(m.phrase.trim()));
      if (role && !m.negate && !unsure.includes(m.phrase.trim())) {
        notes.push(
          `Not sure: "${m.phrase.trim()}" — a role in an organization is not a filter; read as people of any role.`,
        );
        unsure.push(m.phrase.trim());
      }
      for (const f of via) put(f.name, f.value, f.negate);
      continue;
    }
    switch (m.t) {
      case 'kind':
        if (m.word.kind !== kind && m.word.vehicle && has('vehicle_type')) put('vehicle_type', m.word.vehicle);
        else if (
          m.word.kind !== kind &&
          m.negate &&
          !m.word.vehicle &&
          !m.word.libraryType &&
          !m.word.role &&
          !/founders?$/.test(m.phrase) &&
          relationTo(kind, m.word.kind) &&
          has(`${relationTo(kind, m.word.kind)}.visibility`)
        ) {
          // "people without an employer", "organisations with no staff": no related record at all,
          // that is none of any visibility. A stated reading: the words may mean a record of a kind.
          put(`${relationTo(kind, m.word.kind)}.visibility`, 'hidden,paywalled,public', true);
          const phrase = m.phrase.trim();
          notes.push(
            `Not sure: "${phrase}" — read as ${meta.label.toLowerCase()} linked to no ${OPERATOR_KIND_META[m.word.kind].label.toLowerCase()} at all.`,
          );
          if (!unsure.includes(phrase)) unsure.push(phrase);
        } else if (m.word.kind !== kind && (m.word.vehicle || m.word.libraryType || m.word.role || m.negate))
          // "reports" in a question about people: the type it names is no filter of the answer.
          unusedWord(m, `the question is about ${meta.label.toLowerCase()}`);
        else if (m.word.kind !== kind) {
          skip(m, `the question is about ${meta.label.toLowerCase()}`);
          // "keywords of companies": two kinds, no relation read between them; the answer is one.
          if (!relationChose && !through.has(m)) {
            const phrase = m.phrase.trim();
            notes.push(
              `Not sure: "${phrase}" — the answer lists ${meta.label.toLowerCase()}; how they relate to the ${OPERATOR_KIND_META[m.word.kind].label.toLowerCase()} named is not read.`,
            );
            if (!unsure.includes(phrase)) unsure.push(phrase);
          }
        } else if (m.word.kind === kind && !m.negate && /(?:^|\s)whose\s+$/.test(text.slice(0, m.pos))) {
          // "outfits whose backers are German": other records of the answer's kind, which no relation links to it.
          unusedWord(m, `no relation links ${meta.label.toLowerCase()} to other ${meta.label.toLowerCase()}`);
        } else if (m.word.role && !m.negate) {
          // "female partners at X": people, but which of them are partners is not recorded as a filter.
          const note = `Not sure: "${m.phrase.trim()}" — a role in an organization is not a filter; read as ${meta.label.toLowerCase()} of any role.`;
          if (!notes.includes(note)) notes.push(note);
          if (!unsure.includes(m.phrase.trim())) unsure.push(m.phrase.trim());
        }
        if (m.word.vehicle && m.word.kind === kind) {
          // "companies that aren't VCs": the negation reaches the type the word names.
          if (has('vehicle_type')) put('vehicle_type', m.word.vehicle, m.negate);
          else noFilter(m, 'vehicle type');
        } else if (m.word.kind === kind && m.negate && !m.word.libraryType)
          // "people who are not authors": no filter says what a record of the kind is not.
          unusedWord(
            m,
            `no filter of ${meta.label.toLowerCase()} says which are not ${m.phrase.trim().replace(/^\S+\s+/, '')}`,
          );
        if (m.word.libraryType && m.word.kind === kind) {
          if (has('type') && kind === 'library') put('type', m.word.libraryType, m.negate);
          else if (m.word.kind === kind) noFilter(m, 'library type');
        }
        break;
      case 'keyword':
        if (has('keywords')) put('keywords', String(m.id), m.negate);
        else noFilter(m, 'keyword');
        break;
      case 'list':
        if (kind === 'lists') {
          search.push(m.name);
          used.add(m);
        } else if (LIST_TYPE_KIND[m.listType] === kind) put('lists', String(m.id), m.negate);
        else skip(m, `that list holds ${OPERATOR_KIND_META[LIST_TYPE_KIND[m.listType]].label.toLowerCase()}`);
        break;
      case 'place': {
        const p = m.place;
        if (kind === 'organizations' && p.geoId) {
          put('hq_geo', (p.geoIds ?? [p.geoId]).join(','), m.negate);
          // "outfits in Singapore": a city on record of the same name as the country is the other reading.
          if (p.cityId && !p.geoIds) {
            notes.push(
              `Not sure: "${m.phrase.trim()}" — read as the country; the city of ${p.name} on record is another reading.`,
            );
            unsure.push(m.phrase.trim());
          }
        } else if (kind === 'organizations' && p.cityId) put('hq_city', String(p.cityId), m.negate);
        else if (kind === 'organizations' && p.regionId) put('hq_region', String(p.regionId), m.negate);
        else if (kind === 'people' && (p.cityId || p.personCity)) {
          personCities.push({ value: p.personCity ?? p.name, negate: !!m.negate });
          used.add(m);
        } else if (kind === 'people' && p.regionId) put('region', String(p.regionId), m.negate);
        else if (kind === 'organizations') skip(m, `no city called ${p.name} is on record`);
        // "PE deals from Germany": a ledger entry is where its holder is headquartered — a reading, so stated.
        else if (
          kind === 'ledger' &&
          !m.negate &&
          (p.geoId || p.cityId || p.regionId) &&
          has('holder.hq_geo') &&
          /(?:^|\s)(?:from|in|based\s+in|headquartered\s+in)\s+(?:the\s+)?$/.test(
            text.slice(Math.max(0, m.pos - 30), m.pos),
          )
        ) {
          if (p.geoId) put('holder.hq_geo', (p.geoIds ?? [p.geoId]).join(','));
          else if (p.cityId) put('holder.hq_city', String(p.cityId));
          else put('holder.hq_region', String(p.regionId));
          notes.push(
            `Not sure: "${m.phrase.trim()}" — ledger entries have no place of their own; read as where the organization holding them is headquartered.`,
          );
          unsure.push(m.phrase.trim());
        } else noFilter(m, p.regionId ? 'region' : p.geoId && !p.cityId && !p.personCity ? 'country' : 'place');
        break;
      }
      case 'entity':
        if (kind === 'people' && m.type === 'Organization') put('organization', String(m.id), m.negate);
        else if (kind === 'ledger' && m.type === 'Organization') put('organization', String(m.id), m.negate);
        else if (kind === 'library' && m.type === 'Organization') {
          put('publisher', String(m.id), m.negate);
          // "articles written by Acme Robotics", "reports Acme Robotics wrote": an organization publishes; its staff write.
          if (mentions.some((x) => x.t === 'relation' && x.kind === 'library')) {
            notes.push(
              `Not sure: "${m.name}" — read as the publisher; entries written by people who work there are another reading.`,
            );
            unsure.push(m.name);
          }
        } else if (kind === 'library' && m.type === 'Person') put('author', String(m.id), m.negate);
        else if (kind === 'organizations' && m.type === 'Person') put('person', String(m.id), m.negate);
        else if (
          (kind === 'organizations' && m.type === 'Organization') ||
          (kind === 'people' && m.type === 'Person')
        ) {
          if (m.negate) put('id', String(m.id), true);
          else {
            search.push(m.name);
            used.add(m);
          }
        } else noFilter(m, m.type === 'Organization' ? 'organization' : 'person');
        break;
      case 'vehicle':
        if (has('vehicle_type')) put('vehicle_type', m.value, m.negate);
        else noFilter(m, 'vehicle type');
        break;
      case 'gender':
        if (has('gender')) put('gender', m.value, m.negate);
        else noFilter(m, 'gender');
        break;
      case 'visibility':
        put('visibility', m.value, m.negate);
        // "public organizations": who may see them, or whose ownership is public?
        if (m.value === 'public' && has('ownership_type') && /(?:^|\s)public$/.test(m.phrase)) {
          notes.push(
            `Not sure: "${m.phrase.trim()}" — read as the visibility; it may mean the ownership type Public ("publicly listed").`,
          );
          unsure.push(m.phrase.trim());
        }
        break;
      case 'ownership':
        if (has('ownership_type')) put('ownership_type', m.value, m.negate);
        else noFilter(m, 'ownership type');
        break;
      case 'libraryType':
        if (kind === 'library') put('type', m.value, m.negate);
        else noFilter(m, 'library type');
        break;
      case 'listType':
        if (kind === 'lists') put('type', m.value, m.negate);
        else noFilter(m, 'list type');
        break;
      case 'flag': {
        const name =
          m.what === 'email'
            ? 'has_email'
            : m.what === 'fav'
              ? 'is_fav'
              : m.what === 'owned'
                ? 'owned'
                : kind === 'keywords'
                  ? 'show_on_dashboard'
                  : 'dashboard';
        if (has(name)) put(name, String(m.value));
        else noFilter(m, { email: 'email', fav: 'favourite', owned: 'owned', dashboard: 'dashboard' }[m.what]);
        break;
      }
      case 'date': {
        const verb = m.verb ?? (verbs.length === 1 && verbs[0]?.t === 'verb' ? verbs[0].verb : null);
        const byVerb = verb ? VERB_FIELD[verb] : undefined;
        const field = byVerb && has(byVerb) ? byVerb : DATE_FIELD[kind];
        if (verb === 'added' || verb === 'updated') skip(m, 'there is no filter on when records were added or changed');
        else if (m.yearless) skip(m, 'a birthday in any year: no filter holds a day without its year');
        // "companies that invested in 2020": the date is of another event than the kind records.
        // An age ("born") is the kind's own date: an organization's age counts from its founding.
        else if (byVerb && !has(byVerb) && m.verb && m.verb !== 'born')
          skip(m, `${meta.label.toLowerCase()} record no date of that`);
        else if (field) {
          put(field, rangeValue(m.range), m.negate);
          // "people we met in the past year": a date of people with no verb is read as their birth date.
          const born = mentions.some((x) => x.t === 'date' && x.verb === 'born');
          if (!verb && !m.age && !born && kind === 'people') {
            notes.push(`Not sure: "${m.phrase.trim()}" — read as the date of birth, the only date people record.`);
            unsure.push(m.phrase.trim());
          }
        } else noFilter(m, 'date');
        break;
      }
      case 'number':
        if (has('ownership_percentage')) put('ownership_percentage', `${m.from ?? ''},${m.to ?? ''}`, m.negate);
        // The organizations that hold a ledger entry with that share (chooseKind stated the other reading).
        else if (has('vehicles.ownership_percentage'))
          put('vehicles.ownership_percentage', `${m.from ?? ''},${m.to ?? ''}`, m.negate);
        else noFilter(m, 'ownership %');
        break;
      case 'order': {
        // "the bottom 3 stakes by size": the smallest of them.
        const bottom = m.sort === 'largest' && mentions.some((x) => x.t === 'limit' && /^\s*bottom\s/.test(x.phrase));
        const value = SORTS[bottom ? 'smallest' : m.sort][kind];
        if (value) ordering = value;
        else skip(m, `${meta.label.toLowerCase()} cannot be ordered that way`);
        // "the newest person on the list": the most recently added, or the youngest — not said which.
        if (
          value === '-created_at' &&
          kind === 'people' &&
          !/(?:^|\s)(?:added|joined|created|entered|recorded|put\s+on|listed)(?:\s|$)/.test(text)
        ) {
          notes.push(
            `Not sure: "${m.phrase.trim()}" — read as the most recently added; the youngest (by date of birth) is another reading.`,
          );
          unsure.push(m.phrase.trim());
        }
        break;
      }
      case 'limit':
        limit = Math.min(Math.max(m.n, 1), OPERATOR_MAX_LIMIT);
        if (text && !countsRows(m, mentions, text)) {
          notes.push(`Not sure: "${m.phrase.trim()}" — read as how many rows to show.`);
          unsure.push(m.phrase.trim());
        }
        if (m.n > OPERATOR_MAX_LIMIT) notes.push(`At most ${OPERATOR_MAX_LIMIT} rows are shown.`);
        break;
      case 'ctx':
        contextFilter(m, kind, context, (name, value) => put(name, value, m.negate), errors, noFilter);
        break;
      case 'verb': {
        // "companies founded by women": who founded, published or invested is not recorded (only
        // "published by" an organization is, as the publisher) — the agent is read as linked records.
        const agent = text.slice(m.pos + m.phrase.length).match(/^\s+by\s+/);
        const publisher =
          kind === 'library' &&
          m.verb === 'published' &&
          mentions.some(
            (x) =>
              x.pos > m.pos &&
              ((x.t === 'entity' && x.type === 'Organization') || (x.t === 'kind' && x.word.kind === 'organizations')),
          );
        if (agent && !publisher && m.verb !== 'added' && m.verb !== 'updated') {
          notes.push(
            `Not sure: "${m.phrase.trim()} by" — who ${m.phrase.trim()} a record is not recorded; read as records linked to what follows.`,
          );
          unsure.push(`${m.phrase.trim()} by`);
        }
        break;
      }
      case 'search':
        search.push(m.text);
        used.add(m);
        break;
      default:
        break;
    }
    // A piece that means a condition and became neither a filter nor a note is named, never dropped.
    if (CONDITION_PIECES.has(m.t) && !used.has(m) && !named.has(m) && !via)
      skip(m, `no filter of ${meta.label.toLowerCase()} reads it`);
  }
  // "people who have written something", "subjects with a byline": a relation with nothing after it that
  // describes the related records asks for records that have one at all (any visibility the caller sees).
  for (const r of mentions) {
    const rel = r.t === 'relation' && r.kind === kind && r.of && !r.negate ? relationTo(kind, r.of) : null;
    // "who wrote these articles": a filter naming the related records themselves reads the relation already.
    const ref = r.t === 'relation' && r.of === 'library' ? 'LibraryEntry' : null;
    const read = filters.some((f) => f.name.startsWith(`${rel}.`) || (ref && meta.filters[f.name]?.ref === ref));
    if (!rel || !has(`${rel}.visibility`) || read) continue;
    current = r;
    put(`${rel}.visibility`, 'hidden,paywalled,public');
  }
  current = null;
  for (const negate of [false, true]) {
    const values = [...new Set(personCities.filter((c) => c.negate === negate).map((c) => c.value))];
    if (values.length === 1) put('city', values[0] as string, negate);
    else if (values.length > 1) put('cities', values.join(','), negate);
  }
  // "the top two stakes", "the last 5 items added": a count that also says an order, when none is read.
  const count = mentions.find((m) => m.t === 'limit');
  if (count && ordering === null && !mentions.some((m) => m.t === 'order')) {
    const lead = count.phrase.trim().split(/\s+/)[0] ?? '';
    const after = text.slice(count.pos + count.phrase.length);
    if (/^(?:top|best)$/.test(lead) && /^\s+(?:stakes?|holdings?|positions?|shares?)(?![\p{L}])/u.test(after))
      ordering = SORTS.largest[kind] ?? null;
    // "the bottom three stakes": the smallest.
    else if (lead === 'bottom' && /^\s+(?:stakes?|holdings?|positions?|shares?)(?![\p{L}])/u.test(after))
      ordering = SORTS.smallest[kind] ?? null;
    else if (lead === 'last') {
      const verb = verbs.find((v) => v.t === 'verb')?.verb;
      ordering = SORTS[verb === 'added' ? 'added' : verb === 'updated' ? 'updated' : 'latest'][kind] ?? null;
    }
  }
  const ranges = mergeRanges(kind, filters, origin, text);
  for (const m of ranges.apart)
    skip(m, 'a range filter holds one span, and this one and the span before it leave a gap between them');
  // "the latest podcast": one row.
  // "who is the oldest woman?": a singular gender word with no kind word is one row too.
  // "who is the oldest?", "which is the newest company?": one row ("who's" is read without its "'s").
  const ask =
    /(?:^|\s)(?:who|which|what)(?:'s|\s+is|\s+was|(?=\s+the\s))\s+(?:the\s+)?(?:\p{L}+est|most|least)(?![\p{L}])/u.exec(
      text,
    );
  const singularAsk = !!ask;
  const singularGender =
    singularAsk ||
    mentions.some((m) => m.t === 'gender' && /^(?:woman|man|lady|gentleman|female|male)$/.test(m.phrase.trim()));
  // "every organisation, sorted by name" is all of them.
  const kindAt = mentions.find((m) => m.t === 'kind' && m.word === word);
  const every = !!kindAt && /(?:^|\s)(?:every|each|all|any)\s+$/.test(text.slice(0, kindAt.pos));
  // "who's the most junior among our contacts", "which is the oldest of the companies": one of the plural kind.
  // "Among the persons at Acme, who is the eldest?": the same, the kind said first.
  const partitive =
    !!ask &&
    !!kindAt &&
    (kindAt.pos > ask.index
      ? /(?:^|\s)(?:among(?:st)?|of|out\s+of)\s/u.test(text.slice(ask.index + ask[0].length, kindAt.pos))
      : /(?:^|\s)(?:among(?:st)?|of\s+all)\s+(?:the\s+|our\s+|all\s+(?:the\s+|our\s+)?)?$/u.test(
          text.slice(0, kindAt.pos),
        ));
  if (
    limit === null &&
    !every &&
    (word?.singular || partitive || (!word && singularGender)) &&
    mentions.some((m) => m.t === 'order')
  )
    limit = 1;
  return {
    query: {
      kind,
      search: search.length ? search.join(' ') : null,
      filters: canonical(kind, ranges.filters),
      ordering,
      limit: limit ?? OPERATOR_DEFAULT_LIMIT,
    },
    notes,
    errors,
    unused,
    unsure,
  };
}
