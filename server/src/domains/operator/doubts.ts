import { OPERATOR_KIND_META, type TOperatorQuery } from '@intel/contracts';
import type { Mention, Parsed } from './mention.ts';
import { orJoinsTwoFilters, typesNotJoined } from './or-joins.ts';
import { VERB_FIELD } from './sorts.ts';

/**
 * Doubts of structure: every word of the question was read, but how the pieces combine may not be
 * what the query does. Each rule looks at the shape of the sentence (which record stands where,
 * what joins two conditions), never at one phrasing; it adds a note and marks the phrase unsure.
 */
export function structuralDoubts(mentions: Mention[], parsed: Parsed, text: string, breaks: ReadonlySet<number>): void {
  const doubt = (phrase: string, why: string) => {
    const note = `Not sure: "${phrase}" — ${why}.`;
    if (!parsed.notes.includes(note)) parsed.notes.push(note);
    if (!parsed.unsure.includes(phrase)) parsed.unsure.push(phrase);
  };
  const { query } = parsed;
  const label = OPERATOR_KIND_META[query.kind].label.toLowerCase();

  // "in Berlin or tagged Fintech": an "or" between two different conditions. A query ANDs its
  // filters, so unless the "or" joined values of one filter it was not what the answer did.
  if (orAcrossFilters(text, query) || orJoinsTwoFilters(mentions, text))
    doubt(
      'or',
      'the conditions around it are all required in the query below (a query ANDs its filters); only values of one filter can be joined by "or"',
    );

  const types = typesNotJoined(mentions, text, breaks);
  if (types) doubt(types, 'both types are read as either of them; a record has one type');

  // "the stake Northwind Capital has in Acme Robotics": two records, keywords or lists of one kind
  // that no "or"/"and" joins are each a different part of the question; one filter of several values
  // reads them as either.
  const valued = mentions.filter((m) => (m.t === 'entity' || m.t === 'keyword' || m.t === 'list') && !m.negate);
  for (const [i, b] of valued.entries()) {
    const a = valued[i - 1];
    if (!a || a.t !== b.t || (a.t === 'entity' && b.t === 'entity' && a.type !== b.type)) continue;
    const between = text.slice(a.pos + a.phrase.length, b.pos);
    if (/^\s*(?:,\s*)?(?:(?:either|or|and|nor|as\s+well\s+as|plus|&)\s+)?(?:the\s+)?$/.test(between)) continue;
    doubt(
      `${a.phrase.trim()}${between}${b.phrase.trim()}`,
      'each is read as a value of one filter (either of them); how the question relates them is not read',
    );
  }

  // "tagged both Fintech and Robotics", "in both Berlin and Paris": one filter of several values matches any of them;
  // "both … and" asks for every one at once, which no filter reads.
  const valuesOf = ['keyword', 'place', 'list', 'entity', 'vehicle', 'libraryType', 'ownership'];
  for (const [i, a] of mentions.entries()) {
    const b = mentions.slice(i + 1).find((m) => m.t === a.t);
    if (
      !b ||
      !valuesOf.includes(a.t) ||
      a.negate ||
      !/(?:^|\s)both\s+(?:in\s+|the\s+|of\s+)?$/.test(text.slice(0, a.pos))
    )
      continue;
    if (!/^\s*and\s+(?:in\s+|the\s+|of\s+)?$/.test(text.slice(a.pos + a.phrase.length, b.pos))) continue;
    doubt(
      `both ${a.phrase.trim()} and ${b.phrase.trim()}`,
      'read as either of them: a filter of several values matches any one, and both at once is not read',
    );
  }

  // "companies like Acme Robotics", "Acme Robotics' investors", "people who know Lena Fischer": the
  // question asks for a set of records of one kind and names one record of that kind. Searching for
  // the record by name answers "which record is it", not "which others relate to it".
  const plural = mentions.some((m) => m.t === 'kind' && m.word.kind === query.kind && !m.word.singular && !m.negate);
  const own = query.kind === 'organizations' ? 'Organization' : query.kind === 'people' ? 'Person' : null;
  if (plural && own && query.search)
    for (const m of mentions)
      if (m.t === 'entity' && m.type === own && !m.negate && query.search.includes(m.name))
        doubt(m.name, `searched for by name; the question may ask for other ${label} related to it, which is not read`);

  // "companies not linked to Acme Robotics": the record itself is left out, but "not linked to it" asks which others
  // are unrelated to it, which is not read.
  if (own)
    for (const m of mentions)
      if (
        m.t === 'entity' &&
        m.type === own &&
        m.negate &&
        /(?:^|\s)(?:linked|associated|affiliated|connected|tied|related|attached)(?:\s|$)/.test(m.phrase)
      )
        doubt(m.phrase.trim(), `read as every other of the ${label}; which ${label} are related to it is not read`);

  // "companies Northwind Capital invested in": the named organization invests, and what it
  // invested in is asked. The reading is the same as for "who invested in Northwind Capital".
  if (query.kind === 'ledger')
    for (const r of mentions) {
      const verb = /(?:^|\s)(?:invest(?:ed|s)?|owns?|holds?|backs?|backed|funds?|funded)(?:\s|$)/;
      if (r.t !== 'relation' || r.kind !== 'ledger' || !verb.test(r.phrase)) continue;
      const orgs = mentions.filter((m) => m.t === 'entity' && m.type === 'Organization');
      const before = orgs.find((m) => m.pos < r.pos);
      if (before?.t === 'entity' && !orgs.some((m) => m.pos > r.pos))
        doubt(
          `${before.name} ${r.phrase.trim()}`,
          `${before.name} is the one investing; read as the ledger entries of ${before.name}, the same reading as "invested in ${before.name}"`,
        );
    }

  // "sorted by name, newest first": two orderings; a query has one, so the other is dropped.
  const orders = mentions.filter((m) => m.t === 'order');
  if (orders.length > 1 && new Set(orders.map((m) => (m.t === 'order' ? m.sort : ''))).size > 1)
    doubt(orders.map((m) => m.phrase.trim()).join('", "'), `a query has one ordering; read as the last one said`);

  // "companies we invested in": what was invested in is not recorded, and nothing names it.
  if (query.kind === 'ledger')
    for (const r of mentions)
      if (
        r.t === 'relation' &&
        r.kind === 'ledger' &&
        /invest\w*\s+in$/.test(r.phrase.trim()) &&
        !mentions.some((m) => m.pos > r.pos)
      )
        doubt(r.phrase.trim(), 'nothing after it names what was invested in; read as all ledger entries');

  // "articles about Northwind Capital", "reports on Lena Fischer": what an entry is about is no
  // filter; the record named is read as its publisher or author, which is another question.
  if (query.kind === 'library')
    for (const m of mentions)
      if (
        m.t === 'entity' &&
        !m.negate &&
        /(?:^|\s)(?:about|on|regarding|concerning|concern|concerns|covering|cover|covers|featuring|feature|features|profiling|profile|profiles|interviewing|mention|mentions|mentioning|mentioned|discuss|discusses|discussing|cite|cites|citing|(?:refer|refers|referring|relate|relates|relating|pertaining)\s+to)\s+(?:the\s+)?$/.test(
          text.slice(0, m.pos),
        )
      )
        doubt(
          m.name,
          `read as the ${m.type === 'Organization' ? 'publisher' : 'author'}; entries about ${m.name} are another question, and no filter holds what an entry is about`,
        );

  // "people born in Berlin", "companies founded in Munich": where the event took place is not
  // recorded; the place on record is where people live and where organizations are headquartered.
  for (const m of mentions)
    if (
      m.t === 'place' &&
      /(?:^|\s)(?:born|founded|established|started|incorporated|launched|set\s+up|created)\s+(?:in|at)\s+$/.test(
        text.slice(0, m.pos),
      )
    )
      doubt(
        m.phrase.trim(),
        query.kind === 'people'
          ? 'where someone was born is not recorded; read as where they live'
          : 'where an organization was founded is not recorded; read as where it is headquartered',
      );

  // "who did Lena Fischer write about?": "who" asks for people, and the answer lists library entries.
  const who = mentions.find((m) => m.t === 'who');
  const firstRelation = mentions.find((m) => m.t === 'relation');
  if (who && query.kind === 'library' && (!firstRelation || who.pos < firstRelation.pos))
    doubt('who', 'it asks for people; the answer below lists the library entries the question names');

  // "people Acme Robotics published": an event the answer's kind does not record, with no date to
  // read it by; the answer lists the records linked to what the question names.
  for (const m of mentions) {
    if (m.t !== 'verb' || !['founded', 'published', 'invested'].includes(m.verb)) continue;
    const field = VERB_FIELD[m.verb];
    const dated = mentions.some((d) => d.t === 'date' && (d.verb === m.verb || !d.verb));
    // "who wrote the reports X published": the relation reaches the kind that records it.
    const reached = mentions.some(
      (r) => r.t === 'relation' && r.of && field && field in OPERATOR_KIND_META[r.of].filters,
    );
    if (reached || /(?:^|\s)who\s+(?:(?:has|have|had)\s+)?$/.test(text.slice(0, m.pos))) continue;
    if (
      field &&
      !(field in OPERATOR_KIND_META[query.kind].filters) &&
      !dated &&
      !/\s+by\s*$/.test(text.slice(m.pos, m.pos + m.phrase.length + 4))
    )
      doubt(m.phrase.trim(), `${label} record no such event; read as the ${label} linked to the records named`);
  }

  // "who co-wrote with Ada Lindqvist", "firms that share staff with Acme Robotics": a relation there and
  // back names a record of the answer's own kind, which meets its own filter; "the others" is not read.
  const ownRef = { people: 'Person', organizations: 'Organization', library: 'LibraryEntry' }[query.kind as string];
  const meta = OPERATOR_KIND_META[query.kind].filters;
  for (const f of query.filters) {
    if (f.negate || !f.name.includes('.') || !ownRef || meta[f.name]?.ref !== ownRef) continue;
    const named = mentions.find((m) => m.t === 'entity' && f.value.split(',').includes(String(m.id)));
    const who = named?.t === 'entity' ? named.name : 'the record named';
    doubt(
      named?.phrase.trim() ?? f.name,
      `read as every one of the ${label} linked through the relation to ${who}, ${who} included; leaving ${who} out is not read`,
    );
  }

  // "who founded Acme Robotics?": who founded a record is not recorded.
  for (const m of mentions)
    if (m.t === 'verb' && m.verb === 'founded' && /(?:^|\s)who\s+(?:(?:has|have|had)\s+)?$/.test(text.slice(0, m.pos)))
      doubt(`who ${m.phrase.trim()}`, 'who founded an organization is not recorded; read as the people linked to it');
}

/** An "or" (not "or older", "or more", …) with no filter of several values or range it could have made. */
function orAcrossFilters(text: string, query: TOperatorQuery): boolean {
  const ors = [
    ...text.matchAll(
      /(?<![\p{L}])or(?![\p{L}])(?!\s+(?:older|younger|more|less|fewer|over|under|above|below|later|earlier|after|before|newer|so|smaller|bigger|larger|greater|higher|lower|up|equal|not|no)(?![\p{L}]))/gu,
    ),
  ];
  if (!ors.length) return false;
  const meta = OPERATOR_KIND_META[query.kind].filters;
  const joined = query.filters.some((f) => {
    const type = meta[f.name]?.type;
    return type === 'date_range' || type === 'number_range' || (type === 'multi' && f.value.includes(','));
  });
  return !joined && query.filters.length + (query.search ? 1 : 0) >= 2;
}
