import { OPERATOR_KIND_META, OPERATOR_RELATIONS, type TOperatorFilter, type TOperatorKind } from '@intel/contracts';
import type { Mention, Parsed } from './mention.ts';
import { VERB_FIELD } from './sorts.ts';

/** Reads one piece as a filter of another kind (build.ts with the kind forced). */
type ReadAs = (m: Mention, kind: TOperatorKind) => Parsed;

// Pieces that may describe a related kind (a vehicle only where the answer's kind has no vehicle filter).
const ATTRIBUTES = new Set<Mention['t']>([
  'place',
  'gender',
  'keyword',
  'ownership',
  'date',
  'entity',
  'list',
  'vehicle',
  'libraryType',
  'flag',
  'visibility',
]);

/** Verbs of a relation (the answer's kind, the text right before a piece, the kind the piece describes). */
const VERB_LINKS: [TOperatorKind, RegExp, TOperatorKind][] = [
  ['library', /(?:written|authored|co-?authored|wrote)\s+by\s+$|(?:^|\s)by\s+$/, 'people'],
  ['organizations', /(?:employ|employs|employing|staffed\s+by)\s+(?:only\s+|mostly\s+)?$/, 'people'],
  ['ledger', /(?:held|owned|managed|run)\s+by\s+$/, 'organizations'],
];

/** The first relation of the data model from the answer's kind to another kind (contracts). */
export const relationTo = (kind: TOperatorKind, other: TOperatorKind) =>
  Object.entries(OPERATOR_RELATIONS[kind] ?? {}).find(([, r]) => r.kind === other)?.[0] ?? null;

/** Join filters that kept the names they had before the relations were one grammar. */
const JOIN_NAMES: Record<string, string> = {
  'employer.hq_city': 'employer_city',
  'employer.hq_geo': 'employer_geo',
  'staff.gender': 'staff_gender',
  'authors.organization': 'author_organization',
};

/**
 * The filters of the answer's kind that reach a piece describing a related kind, through the data
 * model's relation between the two: the piece is read as a filter of the related kind ("Munich"
 * of firms: hq_city), then prefixed with the relation ("employer.hq_city", people whose employer
 * is in Munich). Null when no relation joins the kinds or the piece is no filter of the other kind.
 */
function relationFilters(
  kind: TOperatorKind,
  other: TOperatorKind,
  m: Mention,
  readAs: ReadAs,
): TOperatorFilter[] | null {
  const rel = relationTo(kind, other);
  if (!rel) return null;
  // "people whose employer is Acme Robotics", "reports whose publisher is Helix Health": the record
  // itself is the related one, which the answer's own filter names (organization, publisher).
  const self =
    m.t === 'entity' && (m.type === 'Organization' ? other === 'organizations' : other === 'people')
      ? readAs({ ...m, unsure: undefined } as Mention, kind)
      : null;
  if (self && !self.unused.length && !self.unsure.length && self.query.filters.length && !self.query.search)
    return self.query.filters;
  // The piece's own doubt ("Acme" read as Acme Robotics) is stated by the answer's reading.
  const inner = readAs({ ...m, unsure: undefined } as Mention, other);
  if (inner.unused.length || inner.unsure.length || !inner.query.filters.length || inner.query.search) return null;
  const out = inner.query.filters.map((f) => {
    const name = `${rel}.${f.name}`;
    return { ...f, name: JOIN_NAMES[name] ?? name };
  });
  // "published by Marcus Osei's employer": an Operator-only filter of the related kind (its linked
  // person) is no filter a relation reaches; a record two relations away is not read.
  return out.every((f) => f.name in OPERATOR_KIND_META[kind].filters) ? out : null;
}

// Words that link a field to its value in a clause ("whose visibility is set to", "whose headquarters are in").
const CLAUSE_WORDS = new Set(
  'is are was were be been being set to as equal equals marked flagged listed located based in at on of the a an its their'.split(
    ' ',
  ),
);
const fieldWords = new Map<TOperatorKind, Set<string>>();

/**
 * Whether the words between a kind word and a piece are a "whose" clause naming only fields of that kind
 * (their labels in OPERATOR_KIND_META, so a new field is read the same way) and the words that join a field to its
 * value: "whose visibility is set to", "whose headquarters country is".
 */
function fieldClause(kind: TOperatorKind, gap: string): boolean {
  const clause = /^\s+whose\s+([\p{L}\s'’-]*)$/u.exec(gap);
  if (!clause) return false;
  let words = fieldWords.get(kind);
  if (!words) {
    words = new Set(
      Object.values(OPERATOR_KIND_META[kind].filters)
        .filter((f) => !f.operatorOnly)
        .flatMap((f) => f.label.toLowerCase().split(/[^\p{L}]+/u))
        .filter((w) => w.length > 2),
    );
    fieldWords.set(kind, words);
  }
  const said = (clause[1] ?? '').split(/[\s'’-]+/).filter(Boolean);
  return said.length > 0 && said.every((w) => CLAUSE_WORDS.has(w) || words.has(w) || words.has(w.replace(/s$/, '')));
}

/**
 * Pieces that describe another kind than the answer's. Where a relation of the data model joins
 * the two kinds, they become join filters (`through`): "people at Munich firms", "library items
 * published by German organizations", "authors of anything tagged Robotics". Otherwise they are
 * named as not used, never applied to the answer's records as if they were theirs.
 */
export function secondHop(
  mentions: Mention[],
  kind: TOperatorKind,
  text: string,
  through: Map<Mention, TOperatorFilter[]>,
  readAs: ReadAs,
): Map<Mention, string> {
  const out = new Map<Mention, string>();
  const label = OPERATOR_KIND_META[kind].label.toLowerCase();
  const end = (m: Mention) => m.pos + m.phrase.length;
  const gap = (a: Mention, b: Mention) => (text ? text.slice(end(a), b.pos) : ' '.repeat(Math.max(0, b.pos - end(a))));
  /** Reads `m` through the relation to `other`; a vehicle with no relation stays the answer's own. */
  // "funds that invested in German companies": the invested organization is no relation of a ledger entry.
  const invested = (m: Mention) =>
    kind === 'ledger' && mentions.some((x) => x.t === 'relation' && x.kind === 'ledger' && x.pos < m.pos);
  const reach = (m: Mention, other: TOperatorKind, why: string) => {
    if (invested(m)) {
      out.set(m, 'a ledger entry does not record the organization invested in');
      return false;
    }
    // "organizations with a PE vehicle": an organization's vehicle type is its own filter.
    if (m.t === 'vehicle' && 'vehicle_type' in OPERATOR_KIND_META[kind].filters) return false;
    const via = relationFilters(kind, other, m, readAs);
    if (via) through.set(m, via);
    else if (m.t !== 'vehicle')
      out.set(
        m,
        relationTo(kind, other) && m.t === 'entity'
          ? `no filter of ${label} reaches it through the ${OPERATOR_KIND_META[other].label.toLowerCase()} named with it`
          : why,
      );
    return !!via;
  };
  for (const k of mentions) {
    // "the Founders to meet list": the word list ends a list's name.
    if (k.t !== 'kind' || k.word.kind === kind || k.word.kind === 'lists' || through.has(k)) continue;
    const other = OPERATOR_KIND_META[k.word.kind].label.toLowerCase();
    const why = `it describes the ${other} named with it, and ${label} cannot be filtered through ${other}`;
    const i = mentions.indexOf(k);
    let used = false;
    // Right before the kind word ("Munich firms", "Paris-based firms", "Fintech-tagged companies").
    for (let j = i - 1; j >= 0; j--) {
      const m = mentions[j] as Mention;
      const next = mentions[j + 1] as Mention;
      if (
        !ATTRIBUTES.has(m.t) ||
        !/^\s*(?:(?:based|headquartered|registered|located|domiciled|seated|incorporated|tagged)\s+|(?:or|and|,)\s+|(?:among|amongst)\s+(?:their|its|the)\s+|on\s+(?:the\s+|their\s+|its\s+)?)?$/.test(
          gap(m, next),
        )
      )
        break;
      // "organisations in Germany, VC vehicle": a place said with its preposition, before a vehicle type the answer's
      // records hold themselves, is a condition of its own; it does not describe the vehicle.
      if (
        next.t === 'vehicle' &&
        'vehicle_type' in OPERATOR_KIND_META[kind].filters &&
        (/^(?:in|from)\s/.test(m.phrase) ||
          /(?:^|\s)(?:in|from)\s+(?:the\s+)?$/.test(text.slice(Math.max(0, m.pos - 10), m.pos)))
      )
        break;
      // "someone based in London on staff": a piece already read through a relation stays so.
      used = (through.has(m) && !out.has(m)) || reach(m, k.word.kind, why) || used;
    }
    // Right after it ("firms in Munich", "organizations on the Robotics watchlist", "organizations that have a VC vehicle").
    // "organisations with staff who live in Berlin": a "who" right after the kind word opens the clause that
    // describes it, as "that" does; the piece after it is read as right after the kind word.
    // Not a negated clause of a kind word that is not negated itself: "with staff who aren't women" asks for staff
    // who are not, which a negated relation filter ("no staff who are women") does not say.
    const who = mentions[i + 1];
    const clause = mentions[i + 2];
    const first =
      who?.t === 'who' &&
      clause &&
      /^\s+$/.test(gap(k, who)) &&
      (/^\s+(?:live|lives|reside|resides|(?:are|is)\s+(?:based|located))\s+in(?:\s+the)?\s+$/.test(gap(who, clause)) ||
        (clause.t === 'date' &&
          !!clause.age &&
          !clause.verb &&
          /^\s+(?:are|is|have|has)\s+$/.test(gap(who, clause)))) &&
      (k.negate ||
        (!clause.negate && !/(?:^|[^\p{L}])(?:not|never|no|without|n't)(?![\p{L}])/u.test(text.slice(0, k.pos))))
        ? i + 2
        : i + 1;
    for (let j = first; j < mentions.length; j++) {
      const m = mentions[j] as Mention;
      const prev = mentions[j - 1] as Mention;
      const joint =
        j === first
          ? /^\s+(?:(?:are|is|were|was)\s+(?=tagged|labell?ed))?(?:(?:(?:(?:that|which|who)\s+)?(?:are|is)\s+)?(?:(?:based|headquartered|registered|located|domiciled|seated|incorporated)\s+)?(?:in|from|on)(?:\s+the)?|(?:that|which|who)\s+(?:have|has|hold|holds|own|owns|carry|carries|bear|bears|run|runs|operate|operates|manage|manages)(?:\s+(?:an?|any|the))?|with(?:\s+(?:an?|any))?|(?:whose\s+)?(?:staff|employees|people)\s+(?:are|is)\s+on(?:\s+the)?|(?:(?:that|which|who|whom)\s+)?(?:(?:are|is|were|was|have\s+been|has\s+been)\s+|(?:we|i)(?:'ve|\s+have|\s+had)?\s+)?(?:tagged|labell?ed|marked)(?:\s+(?:as|with))?|(?:(?:that|which|who)\s+)?(?:(?:are|is)\s+)?(?:live|lives|living|reside|resides|residing|resident)\s+in|(?:(?:that|which|who)\s+)?(?:are|is|include|includes|including|sit|sits|sat|sitting)(?:\s+on(?:\s+the)?)?)\s+$/
          : /^\s+(?:or|and)\s+(?:in\s+)?$/;
      // "people at companies founded before 2000": a dated verb right after the kind word it describes.
      const dated =
        m.t === 'date' &&
        !!m.verb &&
        /^\s+(?:(?:that|which)\s+(?:were|was|are|is|have\s+been|has\s+been)\s+)?$/.test(gap(prev, m));
      // "firms with investments from 2021 onwards", "organizations that have a deal in 2024": a date right after a
      // related kind the answer's records have describes that kind.
      const possessed =
        j === first &&
        m.t === 'date' &&
        !m.verb &&
        /^\s+$/.test(gap(prev, m)) &&
        /(?:^|\s)(?:with|have|has|having|had)\s+(?:(?:an?|any|some|the)\s+)?$/.test(text.slice(0, k.pos));
      // "companies with staff who are more than 50 years old", "enterprises with persons that have more than 50
      // years": an age right after the related kind word, in its clause, is that kind's.
      const aged =
        j === first &&
        m.t === 'date' &&
        !m.verb &&
        !!m.age &&
        k.word.kind === 'people' &&
        (/^\s+(?:(?:that|which|who)\s+(?:are|is|have|has)|aged)\s+$/.test(gap(prev, m)) ||
          (prev.t === 'who' && /^\s+(?:are|is|have|has)\s+$/.test(gap(prev, m))));
      // "a ledger entry flagged as owned": a flag right after the kind word describes it.
      const flagged = j === first && m.t === 'flag' && /^\s+$/.test(gap(prev, m));
      // "organisations whose visibility is set to hidden": a "whose" clause of the related kind's own fields.
      const whose = j === first && fieldClause(k.word.kind, gap(prev, m));
      // "whose holder isn't German": a negated copula right after the kind word, read with the piece.
      // "holders not headquartered in Germany", "holders that are outside the EU": the same, the copula before it.
      const denied =
        j === first &&
        !!m.negate &&
        (/^(?:(?:is|are|was|were)n'?t|(?:is|are|was|were)\s+not)\s/.test(m.phrase)
          ? /^\s+$/.test(gap(prev, m))
          : /^(?:not|outside)\s/.test(m.phrase) &&
            /^\s+(?:(?:that|which|who)\s+(?:are|is|were|was)\s+)?$/.test(gap(prev, m)));
      // "organisations with a VC vehicle, founded 2010 or later": a date the related kind does not record is the answer's.
      const field = m.t === 'date' && m.verb ? VERB_FIELD[m.verb as keyof typeof VERB_FIELD] : undefined;
      const notTheirs =
        !!field && !(field in OPERATOR_KIND_META[k.word.kind].filters) && field in OPERATOR_KIND_META[kind].filters;
      if (
        notTheirs ||
        !ATTRIBUTES.has(m.t) ||
        (m.t === 'date' && !m.verb && !possessed && !aged) ||
        !(joint.test(gap(prev, m)) || (j === first && dated) || possessed || aged || flagged || denied || whose)
      )
        break;
      const before = reach(m, k.word.kind, why);
      // "organisations with no staff in Berlin": none of the related records is so.
      const via = through.get(m);
      if (before && k.negate && via?.length)
        through.set(
          m,
          via.map((f) => ({ ...f, negate: !f.negate })),
        );
      used = before || used;
      // "firms with male employees in Berlin": Berlin may describe the firms as well.
      const placed = ['hq_city', 'hq_geo', 'city', 'region'].some((f) => f in OPERATOR_KIND_META[kind].filters);
      if (
        before &&
        placed &&
        m.t === 'place' &&
        // Only people live somewhere: "whose employees live in Berlin" describes the people alone.
        !/(?:live|lives|living|reside|resides|residing)\s+in\s+$/.test(gap(prev, m)) &&
        // "firms whose staff are in Oslo": "whose" says whom the rest describes.
        !/(?:^|\s)whose\s+$/.test(text.slice(0, k.pos)) &&
        mentions.some((x) => x.t === 'kind' && x.word.kind === kind && x.pos < k.pos)
      )
        m.unsure = `it may describe the ${label} too; read as describing the ${other}`;
      // "a VC vehicle": the kind word after a vehicle read through a relation is read with it.
      const after = mentions[j + 1];
      if (m.t === 'vehicle' && through.has(m) && after?.t === 'kind' && /^\s+$/.test(gap(m, after)))
        through.set(after, []);
    }
    // "authors of reports published in 2024": the type a kind word names is read through the relation too.
    if (used && !(k.word.libraryType && reach(k, k.word.kind, why))) through.set(k, []);
  }
  // "reports written by women", "companies that employ women", "investments held by German firms":
  // a verb of the relation names the related kind, and the pieces right after it describe that kind.
  for (const [answer, verb, other] of VERB_LINKS) {
    if (answer !== kind) continue;
    for (const [i, m] of mentions.entries()) {
      const prev = mentions[i - 1];
      const lead = text.slice(prev ? prev.pos : 0, m.pos);
      if (through.has(m) || out.has(m) || !verb.test(lead)) continue;
      const why = `it describes the ${OPERATOR_KIND_META[other].label.toLowerCase()} of the ${label}, which no filter reaches`;
      for (let j = i; j < mentions.length; j++) {
        const x = mentions[j] as Mention;
        // "written by women in Berlin": a place after the related kind's piece describes it too.
        const joint =
          x.t === 'place'
            ? /^\s*(?:,|or|and|nor|(?:who\s+(?:live|lives|are|is)\s+)?(?:(?:based|living)\s+)?in|from)\s+$/
            : /^\s*(?:,|or|and|nor)\s+$/;
        if (j > i && !joint.test(gap(mentions[j - 1] as Mention, x))) break;
        if (!ATTRIBUTES.has(x.t) || x.t === 'entity' || x.t === 'date' || through.has(x)) break;
        reach(x, other, why);
      }
    }
  }
  // "companies with a PE vehicle": the kind word after a vehicle that is the answer's own filter.
  if ('vehicle_type' in OPERATOR_KIND_META[kind].filters)
    for (const [i, m] of mentions.entries()) {
      const next = mentions[i + 1];
      if (m.t === 'vehicle' && next?.t === 'kind' && next.word.kind === 'ledger' && /^\s+$/.test(gap(m, next)))
        through.set(next, []);
    }
  const relations = mentions.filter((m) => m.t === 'relation');
  // "authors of anything tagged Robotics", "the publishers of reports from 2023": the pieces after
  // a relation of the answer's kind describe the related kind.
  for (const rel of relations) {
    if (rel.t !== 'relation' || rel.kind !== kind || !rel.of) continue;
    const why = `it describes the ${OPERATOR_KIND_META[rel.of].label.toLowerCase()}, which no relation of ${label} reaches`;
    for (const m of mentions) {
      if (m.pos < rel.pos || through.has(m) || out.has(m)) continue;
      if (m.t === 'kind' && m.word.kind === rel.of && !m.word.libraryType) through.set(m, []);
      else if (m.t === 'kind' && m.word.kind === rel.of) reach(m, rel.of, why);
      else if (ATTRIBUTES.has(m.t)) reach(m, rel.of, why);
    }
  }
  const first = relations.find((m) => m.t === 'relation' && m.kind === kind);
  for (const rel of relations) {
    if (rel === first || (rel.t === 'relation' && rel.kind === kind) || !first) continue;
    const relKind = (rel as Mention & { t: 'relation' }).kind;
    // "articles written by staff of Acme Robotics": library entries by their authors' employer.
    if (kind === 'library' && relKind === 'people') {
      let found = false;
      for (const m of mentions)
        if (m.pos > rel.pos && m.t === 'entity' && m.type === 'Organization' && !m.negate) {
          // "reports not by people at Acme Robotics": the negated relation reaches the organization.
          through.set(m, [{ name: 'author_organization', value: String(m.id), negate: !!first.negate }]);
          found = true;
        }
      if (found) continue;
    }
    const why = `a condition on ${OPERATOR_KIND_META[relKind].label.toLowerCase()} related to ${label}, which no filter of ${label} reaches`;
    out.set(rel, why);
    for (const m of mentions) if (m.pos > rel.pos && (m.t === 'entity' || m.t === 'place')) out.set(m, why);
  }
  return out;
}

/**
 * The schema's reading of what no phrase joined (issue 35 item 2): a piece the answer's kind has no
 * filter for ("US" of library entries), in a question that names a related kind ("publisher",
 * "people", "items"), is read through the data model's relation to that kind when exactly one of the
 * named kinds takes it as a filter ("lib items publisher US": publisher.hq_geo). It is a guess, so it
 * is stated: the piece carries its doubt ("read as the publisher's country"). No wording is matched:
 * a new relation or field of OPERATOR_RELATIONS / OPERATOR_KIND_META is read the same way.
 */
export function schemaReach(
  mentions: Mention[],
  kind: TOperatorKind,
  through: Map<Mention, TOperatorFilter[]>,
  detached: Map<Mention, string>,
  readAs: ReadAs,
): void {
  const named = new Map<TOperatorKind, Mention[]>();
  for (const m of mentions) {
    const other =
      m.t === 'kind' && !m.negate && m.word.kind !== kind && m.word.kind !== 'lists' && !detached.has(m)
        ? m.word.kind
        : m.t === 'relation' && m.kind === kind && m.of && !m.negate
          ? m.of
          : null;
    if (other && relationTo(kind, other)) named.set(other, [...(named.get(other) ?? []), m]);
  }
  if (!named.size) return;
  const label = OPERATOR_KIND_META[kind].label.toLowerCase();
  for (const m of mentions) {
    if (!ATTRIBUTES.has(m.t) || through.has(m) || detached.has(m)) continue;
    const own = readAs({ ...m, unsure: undefined } as Mention, kind);
    if (!own.unused.length && own.query.filters.length) continue;
    const reached = [...named.keys()]
      .map((other) => ({ other, via: relationFilters(kind, other, m, readAs) }))
      .filter((r) => r.via);
    if (reached.length !== 1) continue;
    const { other, via } = reached[0] as { other: TOperatorKind; via: TOperatorFilter[] };
    through.set(m, via);
    const rel = relationTo(kind, other) as string;
    const relLabel = OPERATOR_RELATIONS[kind]?.[rel]?.label.toLowerCase() ?? rel;
    m.unsure = `${label} have no such filter; read as describing their ${relLabel} (${OPERATOR_KIND_META[other].label.toLowerCase()} named in the question)`;
    for (const k of named.get(other) ?? []) if (k.t === 'kind' && !through.has(k)) through.set(k, []);
  }
}
