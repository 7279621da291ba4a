/**
 * A fresh evaluation set for the Operator: 150 questions with the query each should give.
 *
 * Written by the helper "question-writer" on 2026-12-05, without seeing how the Operator parses:
 * it read ../shared/SPEC.md, contracts/src (operator.ts with OPERATOR_KIND_META, curation.ts,
 * library.ts, constants.ts, reference.ts), server/src/db/schema, the list endpoints' filter
 * definitions (server/src/lib/filters.ts, domains/curation/{organizations,people,ledger}.ts,
 * domains/library/{library,lists}.ts, domains/keywords/resource.ts), server/src/db/reference-data.ts
 * (the region names), server/src/seed/demo.ts and seed/records.ts, bank/fixture.ts and the first 80
 * lines of bank/bank.ts (for the notation only). No other file of the operator folder, no bank
 * question and no git history of that folder was opened.
 *
 * NOT TO BE EDITED after its first scoring: a question or answer changed after the Operator was
 * measured on it is no longer a held-out question. Add a new file instead.
 *
 * Notation: bank.ts's (kind; filters by their API names, `!` negated; references @org: @person:
 * @city: @geo:ISO2 @kw: @list: @region:; `~search`; `^ordering`; `#limit`). `DOUBT` means the list
 * filters cannot express the question exactly: the right answer is for the Operator to say what it
 * could not use (the note says what is missing).
 *
 * Conventions:
 * - Dates are relative to 2026-12-05 (bank.ts's first 80 lines name BANK_NOW only as TABLE_NOW,
 *   whose value was not visible). Bounds are written as exact days; a year or month written
 *   instead that covers exactly the same days is the same range.
 * - Ages: a person is N on 2026-12-05 when born from (2026-N-1)-12-06 to (2026-N)-12-05.
 * - "Past N months/years" ends today (2026-12-05); "this year/decade/month" is the calendar span.
 * - ownership_percentage is numeric(7,4) and ranges are inclusive, so "more than 50%" is written
 *   50.0001, and "less than 50%" ,49.9999: the exact equivalent of the strict bound.
 * - has_email=false is written for "without an email" (the same set as !has_email=true).
 * - A two-hop question (a filter on records linked to records that match a filter) is DOUBT:
 *   every cross-kind filter takes ids, so only a snapshot of today's ids could stand for it.
 */

export type FreshClass =
  | 'age'
  | 'relative-period'
  | 'fraction'
  | 'negation'
  | 'join'
  | 'two-hop'
  | 'phrasing'
  | 'count-order';

export type FreshRow = [cls: FreshClass, text: string, expect: string, note?: string];

export const FRESH: FreshRow[] = [
  // ── ages and life stages (people's birth_date, organizations' founding_date) ──
  ['age', 'Who among our people is in their fifties?', 'ppl; birth_date=1966-12-06,1976-12-05'],
  [
    'age',
    'show me people over 60',
    'ppl; birth_date=,1966-12-05',
    '"over 60" read as 60 or older (as in "over-60s"); ,1965-12-05 would be the 61-and-up reading',
  ],
  ['age', 'people aged 65 or older', 'ppl; birth_date=,1961-12-05'],
  ['age', 'Which of our contacts are under 40?', 'ppl; birth_date=1986-12-06,'],
  ['age', 'women in their thirties', 'ppl; gender=F; birth_date=1986-12-06,1996-12-05'],
  ['age', 'men in their 40s', 'ppl; gender=M; birth_date=1976-12-06,1986-12-05'],
  ['age', 'twenty-somethings living in London', 'ppl; city=London; birth_date=1996-12-06,2006-12-05'],
  ['age', 'people between 35 and 45 years old', 'ppl; birth_date=1980-12-06,1991-12-05'],
  ['age', 'who turns 50 this year?', 'ppl; birth_date=1976,1976'],
  ['age', 'anyone aged exactly 42?', 'ppl; birth_date=1983-12-06,1984-12-05'],
  ['age', 'list the teenagers', 'ppl; birth_date=2006-12-06,2013-12-05', 'teen = 13 to 19'],
  ['age', 'people who are 30 or younger', 'ppl; birth_date=1995-12-06,'],
  ['age', 'the over-70s in our database', 'ppl; birth_date=,1956-12-05'],
  ['age', 'Organisations that are at least ten years old', 'org; founding_date=,2016-12-05'],
  ['age', 'companies younger than five years', 'org; founding_date=2021-12-06,'],
  ['age', 'organizations at least a quarter of a century old', 'org; founding_date=,2001-12-05'],
  [
    'age',
    'people older than Lena Fischer',
    'DOUBT',
    'a bound taken from another record (her birth date is known to the year only) is not a filter value',
  ],
  ['age', 'people of retirement age', 'DOUBT', 'retirement age is not one number (it differs by country)'],
  ['age', 'what is the average age of the people at Northwind Capital?', 'DOUBT', 'an average is not a query'],

  // ── relative periods ──
  ['relative-period', 'organizations founded this decade', 'org; founding_date=2020,2029'],
  ['relative-period', 'investments made in the past 18 months', 'led; inv_date=2025-06-05,2026-12-05'],
  ['relative-period', 'library items published since the start of the year', 'lib; publish_date=2026-01-01,2026-12-05'],
  ['relative-period', 'reports that came out last year', 'lib; type=Report; publish_date=2025,2025'],
  [
    'relative-period',
    'ledger entries from the previous decade',
    'led; inv_date=2010,2019',
    'the previous calendar decade, the 2010s',
  ],
  ['relative-period', 'podcasts from the last six months', 'lib; type=Podcast; publish_date=2026-06-05,2026-12-05'],
  [
    'relative-period',
    'investments dated in the last quarter',
    'led; inv_date=2026-07-01,2026-09-30',
    'the last complete calendar quarter, Q3 2026',
  ],
  ['relative-period', 'anything published this month?', 'lib; publish_date=2026-12-01,2026-12-31'],
  ['relative-period', 'companies founded within the past two years', 'org; founding_date=2024-12-05,2026-12-05'],
  ['relative-period', 'articles from the past 30 days', 'lib; type=Article; publish_date=2026-11-05,2026-12-05'],
  ['relative-period', 'deals done in the first half of last year', 'led; inv_date=2025-01-01,2025-06-30'],
  [
    'relative-period',
    'PE investments over the last five years',
    'led; vehicle_type=PE; inv_date=2021-12-05,2026-12-05',
  ],
  [
    'relative-period',
    'what did we file in the library that was published the year before last',
    'lib; publish_date=2024,2024',
  ],
  ['relative-period', 'organizations founded in the current year', 'org; founding_date=2026,2026'],
  ['relative-period', 'publications from last month', 'lib; publish_date=2026-11-01,2026-11-30'],
  ['relative-period', 'investments since the beginning of last year', 'led; inv_date=2025-01-01,2026-12-05'],
  ['relative-period', 'what came out in Q2 this year?', 'lib; publish_date=2026-04-01,2026-06-30'],
  [
    'relative-period',
    'organizations added to the workspace this week',
    'DOUBT',
    'when a record was added (created_at) is an ordering, not a filter',
  ],
  [
    'relative-period',
    'people whose records were updated in the past month',
    'DOUBT',
    'updated_at is an ordering, not a filter',
  ],

  // ── fractions and amount words ──
  [
    'fraction',
    'Which ledger entries are majority stakes?',
    'led; ownership_percentage=50.0001,',
    'more than 50%; 50, would also take exactly half',
  ],
  ['fraction', 'half-owned vehicles', 'led; ownership_percentage=50,50'],
  [
    'fraction',
    'minority positions in the ledger',
    'led; ownership_percentage=,49.9999',
    'less than 50%; entries with no percentage are not minority positions',
  ],
  ['fraction', 'stakes of at least a quarter', 'led; ownership_percentage=25,'],
  ['fraction', 'holdings no bigger than a third', 'led; ownership_percentage=,33.3333', 'at most 33.333…%'],
  ['fraction', 'wholly owned ledger entries', 'led; ownership_percentage=100,100'],
  ['fraction', 'stakes between a tenth and a fifth', 'led; ownership_percentage=10,20'],
  ['fraction', 'positions below ten percent', 'led; ownership_percentage=,9.9999'],
  ['fraction', 'stakes of exactly one eighth', 'led; ownership_percentage=12.5,12.5'],
  ['fraction', 'entries where the stake is above three quarters', 'led; ownership_percentage=75.0001,'],
  ['fraction', 'two-thirds or more owned', 'led; ownership_percentage=66.6667,', 'at least 66.666…%'],
  ['fraction', 'VC stakes of 20 percent or more', 'led; vehicle_type=VC; ownership_percentage=20,'],
  ['fraction', 'stakes from a quarter up to a half', 'led; ownership_percentage=25,50'],
  ['fraction', 'at least half-owned ledger entries', 'led; ownership_percentage=50,'],
  ['fraction', 'half a dozen of the oldest organizations', 'org; ^founding_date; #6'],
  ['fraction', 'a dozen most recently published library entries', 'lib; ^-publish_date; #12'],
  ['fraction', 'stakes of roughly a third', 'DOUBT', '"roughly" gives no bounds'],
  ['fraction', 'controlling stakes', 'DOUBT', 'control is not a fixed percentage (often but not always above 50%)'],
  [
    'fraction',
    'ledger entries with no stake recorded',
    'DOUBT',
    'no filter for an unknown (empty) ownership percentage',
  ],

  // ── negation of attributes and relations ──
  ['negation', 'organizations not headquartered in Germany', 'org; !hq_geo=@geo:DE'],
  ['negation', "library items that aren't podcasts", 'lib; !type=Podcast'],
  ['negation', 'people without an email address', 'ppl; has_email=false'],
  ['negation', 'organizations lacking any contact email', 'org; has_email=false'],
  [
    'negation',
    'organizations that have no investment vehicle',
    'org; !vehicle_type=VC+FA+PE',
    'VC, FA and PE are every vehicle type',
  ],
  ['negation', 'ledger entries that are not VC', 'led; !vehicle_type=VC', 'the same set as vehicle_type=FA+PE'],
  ['negation', 'men who are not on the Founders to meet list', 'ppl; gender=M; !lists=@list:Founders to meet'],
  ['negation', 'organisations outside Europe', 'org; !hq_region=@region:Europe'],
  ['negation', "organizations that aren't tagged Fintech", 'org; !keywords=@kw:Fintech'],
  ['negation', 'library entries not marked as favourite', 'lib; is_fav=false'],
  ['negation', 'lists that are not public', 'lst; !visibility=public'],
  ['negation', 'people with no connection to Acme Robotics', 'ppl; !organization=@org:Acme Robotics'],
  ['negation', 'organizations not marked as private', 'org; !ownership_type=Private'],
  ['negation', 'ledger entries we do not own', 'led; owned=false'],
  ['negation', 'organizations not shown on the dashboard', 'org; dashboard=false'],
  ['negation', 'reports not written by Ada Lindqvist', 'lib; type=Report; !author=@person:Ada Lindqvist'],
  ['negation', 'organizations based neither in Berlin nor in Munich', 'org; !hq_city=@city:Berlin+@city:Munich'],
  ['negation', 'library entries without any keywords', 'DOUBT', 'no filter for "has no keyword"'],
  [
    'negation',
    'organizations that are not funds',
    'DOUBT',
    'no organization attribute says "fund" (ownership types are Private, Partnership, Public)',
  ],

  // ── joins across kinds, one hop, both directions ──
  ['join', 'Who works at Acme Robotics?', 'ppl; organization=@org:Acme Robotics'],
  ['join', 'Which organizations is Marcus Osei linked to?', 'org; person=@person:Marcus Osei'],
  ['join', 'everything Acme Robotics has published', 'lib; publisher=@org:Acme Robotics'],
  ['join', 'What has Ada Lindqvist written?', 'lib; author=@person:Ada Lindqvist'],
  ['join', "Northwind Capital's ledger entries", 'led; organization=@org:Northwind Capital'],
  ['join', 'Which companies have a venture capital vehicle in the ledger?', 'org; vehicle_type=VC'],
  ['join', 'who is on the Founders to meet list?', 'ppl; lists=@list:Founders to meet'],
  ['join', "show me what's on the reading list", 'lib; lists=@list:Reading list'],
  ['join', 'organizations on the Robotics watchlist', 'org; lists=@list:Robotics watchlist'],
  ['join', 'ledger entries in Portfolio vehicles', 'led; lists=@list:Portfolio vehicles'],
  ['join', 'women at Greenleaf Energy', 'ppl; gender=F; organization=@org:Greenleaf Energy'],
  ['join', 'reports by Ada Lindqvist', 'lib; type=Report; author=@person:Ada Lindqvist'],
  [
    'join',
    'where do Ada Lindqvist and Marcus Osei work?',
    'org; person=@person:Ada Lindqvist+@person:Marcus Osei',
    'the organizations of either',
  ],
  [
    'join',
    'people connected to either Acme Robotics or Northwind Capital',
    'ppl; organization=@org:Acme Robotics+@org:Northwind Capital',
  ],
  ['join', 'organizations with a private equity or VC vehicle', 'org; vehicle_type=VC+PE'],
  ['join', 'podcasts on the reading list', 'lib; type=Podcast; lists=@list:Reading list'],
  ['join', "Blue Harbor's VC vehicles", 'led; vehicle_type=VC; organization=@org:Blue Harbor Ventures'],
  ['join', 'Robotics watchlist members based in Berlin', 'org; lists=@list:Robotics watchlist; hq_city=@city:Berlin'],
  ['join', 'Which lists is Acme Robotics on?', 'DOUBT', 'lists have no filter by the items they hold'],

  // ── two hops (a filter on the linked records) ──
  ['two-hop', 'people who work at organizations headquartered in Berlin', 'DOUBT', 'people.organization takes ids'],
  ['two-hop', 'ledger entries of Fintech-tagged companies', 'DOUBT', 'ledger.organization takes ids'],
  ['two-hop', 'library items published by German organizations', 'DOUBT', 'library.publisher takes ids'],
  ['two-hop', 'Who wrote the reports Acme Robotics published?', 'DOUBT', 'people.library takes library ids'],
  ['two-hop', 'organizations whose staff are on the Founders to meet list', 'DOUBT', 'organizations.person takes ids'],
  ['two-hop', 'companies that employ someone living in London', 'DOUBT', 'organizations.person takes ids'],
  [
    'two-hop',
    'library entries written by people at Acme Robotics',
    'DOUBT',
    'library.author takes ids (today it would be author=@person:Ada Lindqvist)',
  ],
  [
    'two-hop',
    'organizations that published something on the reading list',
    'DOUBT',
    'organizations.library takes library ids',
  ],
  ['two-hop', 'ledger entries for organizations on the Robotics watchlist', 'DOUBT', 'ledger.organization takes ids'],
  ['two-hop', 'people at organizations that have a VC vehicle', 'DOUBT', 'people.organization takes ids'],
  ['two-hop', 'Which organizations employ women?', 'DOUBT', 'organizations.person takes ids'],
  ['two-hop', 'authors of anything tagged Robotics', 'DOUBT', 'people.library takes library ids'],
  ['two-hop', 'lists that contain an organization based in Berlin', 'DOUBT', 'lists have no member filter'],
  ['two-hop', 'the publishers of reports from 2023', 'DOUBT', 'organizations.library takes library ids'],
  [
    'two-hop',
    'Which companies has Northwind Capital invested in?',
    'DOUBT',
    'the investor of a ledger entry is its owner, free text without a filter; the entry names one organization without saying which side it is',
  ],

  // ── ordinary filters, phrased unusually ──
  ['phrasing', "gimme every podcast we've got", 'lib; type=Podcast'],
  ['phrasing', 'Berlin-based outfits?', 'org; hq_city=@city:Berlin'],
  [
    'phrasing',
    'any Scandinavian companies in here?',
    'org; hq_geo=@geo:DK+@geo:NO+@geo:SE',
    'Scandinavia is Denmark, Norway and Sweden (narrower than the Nordic countries)',
  ],
  ['phrasing', 'the ladies in our contacts', 'ppl; gender=F'],
  ['phrasing', "stuff we've starred in the library", 'lib; is_fav=true'],
  ['phrasing', 'which orgs can we actually email?', 'org; has_email=true'],
  ['phrasing', 'paywalled library stuff', 'lib; visibility=paywalled'],
  ['phrasing', 'PE deals on the books', 'led; vehicle_type=PE'],
  ['phrasing', 'decks or memos from 2023', 'lib; type=Deck/Memo/Presentation; publish_date=2023,2023'],
  ['phrasing', 'whitepapers and opinion pieces', 'lib; type=Essay/Thoughts/Whitepaper/Opinion/Post'],
  ['phrasing', "orgs with 'Capital' in the name", 'org; ~Capital'],
  ['phrasing', 'which partnerships do we track', 'org; ownership_type=Partnership'],
  ['phrasing', 'people living in Munich or Madrid', 'ppl; cities=Munich+Madrid'],
  ['phrasing', 'Nordic organisations', 'org; hq_region=@region:Nordic countries'],
  ['phrasing', "orgs HQ'd in the States", 'org; hq_geo=@geo:US'],
  ['phrasing', 'climate-tagged organisations in Germany', 'org; keywords=@kw:Climate; hq_geo=@geo:DE'],
  ['phrasing', 'organisations in Latin America', 'org; hq_region=@region:Latin America and the Caribbean'],
  ['phrasing', 'what lists of people do we have', 'lst; type=PeopleList'],
  ['phrasing', 'ledger entries in US dollars', 'DOUBT', 'inv_currency has no filter'],
  ['phrasing', 'people we met at a conference', 'DOUBT', 'met_event_name / met_event_date have no filter'],

  // ── counts and orderings ──
  ['count-order', 'How many podcasts are in the library?', 'lib; type=Podcast'],
  ['count-order', 'how many women do we have on file?', 'ppl; gender=F'],
  ['count-order', 'count the organizations headquartered in London', 'org; hq_city=@city:London'],
  ['count-order', 'number of organization lists', 'lst; type=OrganizationsList'],
  ['count-order', 'Which is the oldest organization?', 'org; ^founding_date; #1'],
  ['count-order', 'the five most recently founded companies', 'org; ^-founding_date; #5'],
  ['count-order', 'youngest person we track', 'ppl; ^-birth_date; #1'],
  ['count-order', 'people sorted by surname', 'ppl; ^name_family'],
  ['count-order', 'library titles A to Z', 'lib; ^title'],
  ['count-order', 'largest stakes first', 'led; ^-ownership_percentage'],
  ['count-order', 'latest three investments', 'led; ^-inv_date; #3'],
  ['count-order', 'ten most recently published reports', 'lib; type=Report; ^-publish_date; #10'],
  ['count-order', 'keywords in alphabetical order', 'kw; ^name'],
  ['count-order', 'lists, Z to A', 'lst; ^-name'],
  ['count-order', 'most recently added organizations', 'org; ^-created_at'],
  ['count-order', 'organizations by legal name', 'org; ^name_inc'],
  ['count-order', 'the three oldest people in Berlin', 'ppl; city=Berlin; ^birth_date; #3'],
  ['count-order', 'Which country has the most organizations?', 'DOUBT', 'a count per country is not a query'],
  ['count-order', 'average stake across VC vehicles', 'DOUBT', 'an average is not a query'],
  [
    'count-order',
    'organizations ranked by how many people are linked to them',
    'DOUBT',
    'no ordering by a count of linked records',
  ],
];
