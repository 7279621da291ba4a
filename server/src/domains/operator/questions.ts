import { isDeepStrictEqual } from 'node:util';
import {
  OPERATOR_DEFAULT_LIMIT,
  type TOperatorContext,
  type TOperatorFilter,
  type TOperatorKind,
  type TOperatorQuery,
} from '@intel/contracts';
import { eq } from 'drizzle-orm';
import { organizations, people } from '../../db/schema/index.ts';
import type { Tx } from '../../db/scoped.ts';
import { ANONYMOUS } from '../../policies/principal.ts';
import { personName } from '../curation/presenters.ts';
import { canonical, parseQuestion } from './parser.ts';
import { norm } from './text.ts';
import {
  loadVocabulary,
  nameCandidates,
  nameWordCandidates,
  shortNameCandidates,
  type Vocabulary,
} from './vocabulary.ts';

/**
 * The Operator's question table (issue 5 "Measure"): natural-language questions about the demo
 * data (server/src/seed/records.ts) with the query each one should become. Ids are looked up by
 * name in the vocabulary the table runs against, so the table holds on any database seeded with
 * the demo records. Dates are read as of TABLE_NOW.
 */
export const TABLE_NOW = new Date('2025-05-15T12:00:00Z');

/** Context ids of the table: opaque to the parser, which only copies them into the query. */
const RAW = { raw_data_ids: [101, 102], people_ids: [], library_ids: [] };
const LIB = { raw_data_ids: [], people_ids: [], library_ids: [301] };
const PPL = { raw_data_ids: [], people_ids: [201, 202], library_ids: [] };

/** Name → id in the vocabulary ("#missing ..." when the demo data lacks it, which fails the row). */
export type Refs = {
  kw(name: string): string;
  list(name: string): string;
  geo(iso2: string): string;
  org(name: string): string;
  person(name: string): string;
};

export type Question = {
  text: string;
  context?: TOperatorContext;
  expect(r: Refs): TOperatorQuery;
  /** Knowingly unsupported: why. The test asserts these still fail, so the share stays honest. */
  expectedToFail?: string;
};

type Opts = { search?: string; ordering?: string; limit?: number };
const f = (name: string, value: string, negate = false): TOperatorFilter => ({ name, value, negate });
const q = (kind: TOperatorKind, filters: TOperatorFilter[] = [], o: Opts = {}): TOperatorQuery => ({
  kind,
  search: o.search ?? null,
  filters: canonical(kind, filters),
  ordering: o.ordering ?? null,
  limit: o.limit ?? OPERATOR_DEFAULT_LIMIT,
});
const row = (text: string, expect: (r: Refs) => TOperatorQuery, context?: TOperatorContext): Question => ({
  text,
  expect,
  ...(context ? { context } : {}),
});

export const QUESTIONS: Question[] = [
  // Organizations
  row('organizations in Germany', (r) => q('organizations', [f('hq_geo', r.geo('DE'))])),
  row('companies not in Germany', (r) => q('organizations', [f('hq_geo', r.geo('DE'), true)])),
  row('German startups', (r) => q('organizations', [f('hq_geo', r.geo('DE'))])),
  row('French or German organizations', (r) => q('organizations', [f('hq_geo', `${r.geo('FR')},${r.geo('DE')}`)])),
  row('organizations in the United States', (r) => q('organizations', [f('hq_geo', r.geo('US'))])),
  row('UK companies', (r) => q('organizations', [f('hq_geo', r.geo('GB'))])),
  row('companies outside Germany or France', (r) =>
    q('organizations', [f('hq_geo', `${r.geo('DE')},${r.geo('FR')}`, true)]),
  ),
  row('organizations founded after 2015', () => q('organizations', [f('founding_date', '2016,')])),
  row('companies founded before 2010', () => q('organizations', [f('founding_date', ',2009')])),
  row('firms founded in 2019', () => q('organizations', [f('founding_date', '2019,2019')])),
  row('organizations founded between 2010 and 2016', () => q('organizations', [f('founding_date', '2010,2016')])),
  row('companies established since March 2012', () => q('organizations', [f('founding_date', '2012-03,')])),
  row('organizations founded in the last 10 years', () => q('organizations', [f('founding_date', '2015-05-15,')])),
  row('private companies', () => q('organizations', [f('ownership_type', 'Private')])),
  row('partnerships', () => q('organizations', [f('ownership_type', 'Partnership')])),
  row('publicly traded companies', () => q('organizations', [f('ownership_type', 'Public')])),
  row('public organizations', () => q('organizations', [f('visibility', 'public')])),
  row('hidden organizations', () => q('organizations', [f('visibility', 'hidden')])),
  row('paywalled companies founded since 2012', () =>
    q('organizations', [f('visibility', 'paywalled'), f('founding_date', '2012,')]),
  ),
  row('VC funds', () => q('organizations', [f('vehicle_type', 'VC')])),
  row('VCs founded after 2010', () => q('organizations', [f('vehicle_type', 'VC'), f('founding_date', '2011,')])),
  row('organizations with a PE vehicle', () => q('organizations', [f('vehicle_type', 'PE')])),
  row('VC funds in Berlin founded after 2015', () =>
    q('organizations', [f('vehicle_type', 'VC'), f('founding_date', '2016,')]),
  ),
  row('companies tagged robotics', (r) => q('organizations', [f('keywords', r.kw('Robotics'))])),
  row('climate organizations', (r) => q('organizations', [f('keywords', r.kw('Climate'))])),
  row('fintech or healthcare companies', (r) =>
    q('organizations', [f('keywords', `${r.kw('Fintech')},${r.kw('Healthcare')}`)]),
  ),
  row('companies not tagged fintech', (r) => q('organizations', [f('keywords', r.kw('Fintech'), true)])),
  row('organizations working on artificial intelligence', (r) =>
    q('organizations', [f('keywords', r.kw('Artificial Intelligence'))]),
  ),
  row('organizations on the Robotics watchlist', (r) => q('organizations', [f('lists', r.list('Robotics watchlist'))])),
  row('organizations with an email', () => q('organizations', [f('has_email', 'true')])),
  row('companies without email', () => q('organizations', [f('has_email', 'false')])),
  row('organizations shown on the dashboard', () => q('organizations', [f('dashboard', 'true')])),
  row('newest organizations', () => q('organizations', [], { ordering: '-founding_date' })),
  row('oldest companies', () => q('organizations', [], { ordering: 'founding_date' })),
  row('organizations in alphabetical order', () => q('organizations', [], { ordering: 'name_dba' })),
  row('top 5 organizations founded after 2010', () => q('organizations', [f('founding_date', '2011,')], { limit: 5 })),
  row('the latest company', () => q('organizations', [], { ordering: '-founding_date', limit: 1 })),
  row('recently added organizations', () => q('organizations', [], { ordering: '-created_at' })),
  row('recently updated companies', () => q('organizations', [], { ordering: '-updated_at' })),
  row('organizations named acme', () => q('organizations', [], { search: 'acme' })),
  row('Acme Robotics', () => q('organizations', [], { search: 'Acme Robotics' })),
  row('organizations of Ada Lindqvist', (r) => q('organizations', [f('person', r.person('Ada Lindqvist'))])),
  row('companies mentioned in the selected raw data', () => q('organizations', [f('raw_data', '101,102')]), RAW),
  row('organizations in these documents', () => q('organizations', [f('raw_data', '101,102')]), RAW),
  row('private organizations founded after 2015 in alphabetical order', () =>
    q('organizations', [f('ownership_type', 'Private'), f('founding_date', '2016,')], { ordering: 'name_dba' }),
  ),
  // People
  row('people in Berlin', () => q('people', [f('city', 'Berlin')])),
  row('women in London', () => q('people', [f('gender', 'F'), f('city', 'London')])),
  row('female founders', () => q('people', [f('gender', 'F')])),
  row('men not in Madrid', () => q('people', [f('gender', 'M'), f('city', 'Madrid', true)])),
  row('people born in the 1980s', () => q('people', [f('birth_date', '1980,1989')])),
  row('people born before 1990', () => q('people', [f('birth_date', ',1989')])),
  row('youngest people', () => q('people', [], { ordering: '-birth_date' })),
  row('who works at Acme Robotics', (r) => q('people', [f('organization', r.org('Acme Robotics'))])),
  row('people at Northwind Capital', (r) => q('people', [f('organization', r.org('Northwind Capital'))])),
  row('people on the Founders to meet list', (r) => q('people', [f('lists', r.list('Founders to meet'))])),
  row('people tagged healthcare', (r) => q('people', [f('keywords', r.kw('Healthcare'))])),
  row('people in these documents', () => q('people', [f('raw_data', '101,102')]), RAW),
  row('authors of the selected articles', () => q('people', [f('library', '301')]), LIB),
  row('these people', () => q('people', [f('id', '201,202')]), PPL),
  row('people with an email address', () => q('people', [f('has_email', 'true')])),
  row('Ada Lindqvist', () => q('people', [], { search: 'Ada Lindqvist' })),
  row('paywalled people in Singapore', () => q('people', [f('visibility', 'paywalled'), f('city', 'Singapore')])),
  row('people sorted by name', () => q('people', [], { ordering: 'name_family' })),
  // Ledger
  // A strict bound leaves the bound out (numeric(7,4): the nearest value inside it), with the other reading stated.
  row('ledger entries with ownership above 20%', () => q('ledger', [f('ownership_percentage', '20.0001,')])),
  row('investments with a stake below 15%', () => q('ledger', [f('ownership_percentage', ',14.9999')])),
  row('deals between 10% and 30% ownership', () => q('ledger', [f('ownership_percentage', '10,30')])),
  row('VC investments made since 2019', () => q('ledger', [f('vehicle_type', 'VC'), f('inv_date', '2019,')])),
  row('PE deals', () => q('ledger', [f('vehicle_type', 'PE')])),
  row('investments by Northwind Capital', (r) => q('ledger', [f('organization', r.org('Northwind Capital'))])),
  row('largest stakes', () => q('ledger', [], { ordering: '-ownership_percentage' })),
  row('top 3 investments by ownership', () => q('ledger', [], { ordering: '-ownership_percentage', limit: 3 })),
  row('owned vehicles', () => q('ledger', [f('owned', 'true')])),
  row('investments in 2020', () => q('ledger', [f('inv_date', '2020,2020')])),
  row('latest investments', () => q('ledger', [], { ordering: '-inv_date' })),
  row('ledger entries on the Portfolio vehicles list', (r) => q('ledger', [f('lists', r.list('Portfolio vehicles'))])),
  row('hidden PE investments invested last year', () =>
    q('ledger', [f('visibility', 'hidden'), f('vehicle_type', 'PE'), f('inv_date', '2024,2024')]),
  ),
  // Library
  row('podcasts about fintech published since 2020', (r) =>
    q('library', [f('type', 'Podcast'), f('keywords', r.kw('Fintech')), f('publish_date', '2020,')]),
  ),
  row('reports published in 2023', () => q('library', [f('type', 'Report'), f('publish_date', '2023,2023')])),
  row('library items from last quarter', () => q('library', [f('publish_date', '2025-01,2025-03')])),
  row('articles published this year', () => q('library', [f('type', 'Article'), f('publish_date', '2025,2025')])),
  row('books published last year', () => q('library', [f('type', 'Book'), f('publish_date', '2024,2024')])),
  row('interviews', () => q('library', [f('type', 'Bio/Obituary/Profile/Interview')])),
  row('reports by Acme Robotics', (r) => q('library', [f('type', 'Report'), f('publisher', r.org('Acme Robotics'))])),
  row('articles written by Ada Lindqvist', (r) =>
    q('library', [f('type', 'Article'), f('author', r.person('Ada Lindqvist'))]),
  ),
  row('the latest podcast', () => q('library', [f('type', 'Podcast')], { ordering: '-publish_date', limit: 1 })),
  row('top 10 reports about robotics', (r) =>
    q('library', [f('type', 'Report'), f('keywords', r.kw('Robotics'))], { limit: 10 }),
  ),
  row('library items that are not podcasts', () => q('library', [f('type', 'Podcast', true)])),
  row('my favourite library items', () => q('library', [f('is_fav', 'true')])),
  row('paywalled library entries', () => q('library', [f('visibility', 'paywalled')])),
  row('podcasts and reports on the Reading list', (r) =>
    q('library', [f('type', 'Podcast,Report'), f('lists', r.list('Reading list'))]),
  ),
  row('publications since March 2021', () => q('library', [f('publish_date', '2021-03,')])),
  row('podcasts from the last two years', () => q('library', [f('type', 'Podcast'), f('publish_date', '2023-05-15,')])),
  row('library items mentioned in these documents', () => q('library', [f('raw_data', '101,102')]), RAW),
  row('the selected library items', () => q('library', [f('id', '301')]), LIB),
  row('decks and memos', () => q('library', [f('type', 'Deck/Memo/Presentation')])),
  row('reports published before 2020 in alphabetical order', () =>
    q('library', [f('type', 'Report'), f('publish_date', ',2019')], { ordering: 'title' }),
  ),
  row('public library items published in Q1 2021', () =>
    q('library', [f('visibility', 'public'), f('publish_date', '2021-01,2021-03')]),
  ),
  // Lists and keywords
  row('organization lists', () => q('lists', [f('type', 'OrganizationsList')])),
  row('people lists', () => q('lists', [f('type', 'PeopleList')])),
  row('public lists', () => q('lists', [f('visibility', 'public')])),
  row('keywords on the dashboard', () => q('keywords', [f('show_on_dashboard', 'true')])),
  row('keywords in the selected raw data', () => q('keywords', [f('raw_data', '101,102')]), RAW),
  row('hidden keywords', () => q('keywords', [f('visibility', 'hidden')])),
  // Once knowingly unsupported, read since issue 35 (periods.ts).
  row('organizations founded in the spring of 2016', () => q('organizations', [f('founding_date', '2016-03,2016-05')])),
  // Issue 35: "runs" is named as not used (with a doubt) instead of becoming the search text.
  row('companies that Ada Lindqvist runs', (r) => q('organizations', [f('person', r.person('Ada Lindqvist'))])),
  row('organisations founded a decade ago', () => q('organizations', [f('founding_date', '2015,2015')])),
];

/**
 * The vocabulary the table runs against: a tenant seeded with the demo records, read as an admin,
 * with every organization and person name (each question then sees those it names). The demo
 * seeds no cities, and the cities table is global, so the table leaves cities out.
 */
export async function tableVocabulary(tx: Tx, tenantId: number): Promise<Vocabulary> {
  const base = await loadVocabulary(tx, tenantId, { ...ANONYMOUS, userId: 0, isAdmin: true, isResearch: true });
  const orgs = await tx.select().from(organizations).where(eq(organizations.tenantId, tenantId));
  const ppl = await tx.select().from(people).where(eq(people.tenantId, tenantId));
  return {
    ...base,
    cities: [],
    entities: [
      ...orgs.flatMap((o) =>
        [o.nameDba, o.nameInc, ...(o.aliases ?? [])]
          .filter((n): n is string => !!n)
          .map((name) => ({ type: 'Organization' as const, id: o.id, name })),
      ),
      ...ppl.map((p) => ({ type: 'Person' as const, id: p.id, name: personName(p) })),
    ],
  };
}

/** The vocabulary a question sees: the tenant's names plus the records it names (as lookupEntities finds them). */
export function vocabularyFor(text: string, all: Vocabulary): Vocabulary {
  const names = new Set(nameCandidates(text));
  const entities: Vocabulary['entities'] = all.entities.filter((e) => names.has(norm(e.name)));
  // The one organization whose name starts with capitalised words of the question ("Acme").
  for (const prefix of shortNameCandidates(text)) {
    const orgs = all.entities.filter((e) => e.type === 'Organization' && norm(e.name).startsWith(`${prefix} `));
    const [first] = orgs;
    if (first && new Set(orgs.map((o) => o.id)).size === 1) entities.push({ ...first, short: prefix });
  }
  // Words of the question that are a word of a record's name ("energy" of Greenleaf Energy), as lookupNameWords finds.
  const named = new Set(all.entities.flatMap((e) => norm(e.name).split(' ')));
  const nameWords = nameWordCandidates(text).filter((w) => named.has(w));
  return { ...all, entities, nameWords };
}

export function refsOf(vocab: Vocabulary): Refs {
  const find = <T extends { id: number }>(rows: T[], ok: (r: T) => boolean, what: string) => {
    const hit = rows.find(ok);
    return hit ? String(hit.id) : `#missing ${what}`;
  };
  return {
    kw: (name) => find(vocab.keywords, (k) => k.name === name, `keyword ${name}`),
    list: (name) => find(vocab.lists, (l) => l.name === name, `list ${name}`),
    geo: (iso2) => find(vocab.geos, (g) => g.iso2 === iso2, `geo ${iso2}`),
    org: (name) => find(vocab.entities, (e) => e.type === 'Organization' && e.name === name, `organization ${name}`),
    person: (name) => find(vocab.entities, (e) => e.type === 'Person' && e.name === name, `person ${name}`),
  };
}

export type TableRow = {
  text: string;
  right: boolean;
  expectedToFail?: string;
  expected: TOperatorQuery;
  actual: TOperatorQuery | null;
  error?: string;
};

/**
 * Runs the parser on every question and compares each query exactly with the expected one.
 * `vocab.entities` holds every organization and person of the demo data; each question sees
 * only those it names. Answers the share exactly right (a benchmark prints it).
 */
export function scoreQuestionTable(
  vocab: Vocabulary,
  now = TABLE_NOW,
): { total: number; right: number; share: number; rows: TableRow[] } {
  const refs = refsOf(vocab);
  const empty = { raw_data_ids: [], people_ids: [], library_ids: [] };
  const rows = QUESTIONS.map((question): TableRow => {
    const expected = question.expect(refs);
    const parsed = parseQuestion(question.text, question.context ?? empty, vocabularyFor(question.text, vocab), now);
    const error = parsed.errors[0];
    const right = !error && isDeepStrictEqual(parsed.query, expected);
    return {
      text: question.text,
      right,
      expected,
      actual: error ? null : parsed.query,
      ...(error ? { error } : {}),
      ...(question.expectedToFail ? { expectedToFail: question.expectedToFail } : {}),
    };
  });
  const right = rows.filter((r) => r.right).length;
  return { total: rows.length, right, share: right / rows.length, rows };
}
