import { MONTHS } from './describe.ts';

/**
 * Periods named by an event or an era (issue 35, the twenty-second blind set): "since the pandemic was declared",
 * "post-Brexit", "during the Obama years", "since the euro's launch", "before the 2008 crash", "after the Wall came
 * down". Each is said again as the days it means, and the answer names the reading: an event is its day, an era its
 * first and last day. An era whose bounds are disputed ("the Cold War", "the dot-com bubble") is left as it was, so
 * the reader names it as not used. The days are the public record's: an office's era runs from the day it was taken
 * to the day before it was handed over (the handover day is the next holder's); an era's bounds are stated as a doubt.
 */

type Era = { re: RegExp; from: string; to?: string; label: string };

const W = '(?<![\\p{L}])';
const E = '(?![\\p{L}])';
const era = (words: string, from: string, to: string | undefined, label: string): Era => ({
  re: new RegExp(`${W}(?:the\\s+)?(?:${words})${E}`, 'iu'),
  from,
  ...(to ? { to } : {}),
  label,
});

/** Events (one day) and eras (two days), longest phrasing first within each. */
const ERAS: Era[] = [
  era(
    '(?:covid(?:-19)?|coronavirus|corona)\\s+pandemic\\s+(?:was\\s+)?declared|pandemic\\s+(?:was\\s+)?declared|(?:start|beginning|outbreak|onset)\\s+of\\s+the\\s+(?:covid(?:-19)?\\s+|coronavirus\\s+)?pandemic',
    '2020-03-11',
    undefined,
    'the day the WHO declared the pandemic, 11 March 2020',
  ),
  era(
    '(?:covid(?:-19)?|coronavirus)\\s+pandemic|pandemic|covid(?:-19)?\\s+era|covid(?:-19)?',
    '2020-03-11',
    '2023-05-05',
    'the pandemic, from its declaration (11 March 2020) to the end of the emergency (5 May 2023)',
  ),
  era('brexit\\s+referendum|eu\\s+referendum', '2016-06-23', undefined, 'the Brexit referendum, 23 June 2016'),
  era('brexit', '2020-01-31', undefined, 'Brexit, the day the UK left the EU, 31 January 2020'),
  era(
    "euro(?:'s)?\\s+(?:notes\\s+and\\s+coins|banknotes|cash)|euro\\s+(?:notes|coins)",
    '2002-01-01',
    undefined,
    'euro notes and coins, 1 January 2002',
  ),
  era(
    "euro(?:'s)?\\s+(?:launch|introduction|creation|birth)|(?:launch|introduction|creation|birth)\\s+of\\s+the\\s+euro|euro\\s+was\\s+(?:launched|introduced|created|born)",
    '1999-01-01',
    undefined,
    "the euro's launch, 1 January 1999",
  ),
  era(
    '(?:2008|lehman)\\s+(?:crash|collapse|bankruptcy)|(?:collapse|fall|bankruptcy)\\s+of\\s+lehman(?:\\s+brothers)?|(?:2008\\s+)?financial\\s+crash',
    '2008-09-15',
    undefined,
    'the 2008 crash, the fall of Lehman Brothers on 15 September 2008',
  ),
  era(
    '(?:berlin\\s+)?wall\\s+(?:came|coming|fell|falling)\\s+down|fall\\s+of\\s+the\\s+(?:berlin\\s+)?wall|(?:berlin\\s+)?wall\\s+fell',
    '1989-11-09',
    undefined,
    'the fall of the Berlin Wall, 9 November 1989',
  ),
  era('9/11|september\\s+11(?:th)?\\s+attacks', '2001-09-11', undefined, '11 September 2001'),
  era(
    '(?:first\\s+)?moon\\s+landing|(?:apollo\\s+11|armstrong)\\s+(?:landed|landing|walked\\s+on\\s+the\\s+moon)',
    '1969-07-20',
    undefined,
    'the first moon landing, 20 July 1969',
  ),
  era(
    '(?:german\\s+)?reunification(?:\\s+of\\s+germany)?|germany\\s+(?:was\\s+)?reunified',
    '1990-10-03',
    undefined,
    'German reunification, 3 October 1990',
  ),
  era(
    '(?:collapse|dissolution|break-?up|end|fall)\\s+of\\s+the\\s+(?:soviet\\s+union|ussr)|(?:soviet\\s+union|ussr)\\s+(?:collapsed|dissolved|broke\\s+up|fell)',
    '1991-12-26',
    undefined,
    'the dissolution of the Soviet Union, 26 December 1991',
  ),
  era('good\\s+friday\\s+agreement', '1998-04-10', undefined, 'the Good Friday Agreement, 10 April 1998'),
  era(
    "(?:first\\s+)?iphone(?:'s)?\\s+(?:launch|release|came\\s+out)|(?:launch|release)\\s+of\\s+the\\s+(?:first\\s+)?iphone",
    '2007-06-29',
    undefined,
    'the first iPhone, released 29 June 2007',
  ),
  era(
    "chatgpt(?:'s)?\\s+(?:launch|release|came\\s+out)|(?:launch|release)\\s+of\\s+chatgpt",
    '2022-11-30',
    undefined,
    'ChatGPT, released 30 November 2022',
  ),
  era(
    'maastricht\\s+treaty\\s+was\\s+signed|signing\\s+of\\s+the\\s+maastricht\\s+treaty',
    '1992-02-07',
    undefined,
    'the Maastricht Treaty, signed 7 February 1992',
  ),
  era(
    'obama\\s+(?:years|era|administration|presidency)',
    '2009-01-20',
    '2017-01-19',
    'the Obama years, 20 January 2009 to the day before his successor took office',
  ),
  era(
    'merkel\\s+(?:years|era|chancellorship)',
    '2005-11-22',
    '2021-12-07',
    'the Merkel era, 22 November 2005 to the day before her successor took office',
  ),
  era(
    'blair\\s+(?:years|era|government)',
    '1997-05-02',
    '2007-06-26',
    'the Blair years, 2 May 1997 to the day before his successor took office',
  ),
  era(
    'thatcher\\s+(?:years|era|government)',
    '1979-05-04',
    '1990-11-27',
    'the Thatcher years, 4 May 1979 to the day before her successor took office',
  ),
];

// "pre-Brexit", "post-pandemic", "before the 2008 crash", "since the euro's launch", "during the Obama years".
const LEADS: [Era, RegExp][] = ERAS.map((e) => [
  e,
  new RegExp(
    `${W}(pre|post|before|after|since|from|during|in|until|till|prior\\s+to|ahead\\s+of|following)(?:-|\\s+)(?:(?:the\\s+)?(?:day|time|moment|date)\\s+(?:of\\s+)?|when\\s+)?${e.re.source.slice(W.length)}`,
    'iu',
  ),
]);
/** A cheap first look: the words every era above holds one of. */
const ANY_ERA =
  /pandemic|covid|coronavirus|corona|brexit|referendum|euro|crash|lehman|wall|9\/11|september|maastricht|obama|merkel|blair|thatcher|moon|apollo|armstrong|reunifi|soviet|ussr|good\s+friday|iphone|chatgpt/i;

const day = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = MONTHS[m - 1];
  return `${d} ${month} ${y}`;
};
const before = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const after = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The question with each named era said as its days, and how each was read. */
export function namedEras(text: string): { text: string; read: string[]; unsure: string[] } {
  if (text.length > 500) return { text, read: [], unsure: [] };
  const read: string[] = [];
  // An era's bounds are a reading (whose first and last day), so it is stated as a doubt; an event's day is not.
  const unsure: string[] = [];
  let out = text;
  if (!ANY_ERA.test(text)) return { text, read, unsure };
  for (const [e, lead] of LEADS) {
    const m = out.match(lead);
    if (!m) continue;
    const word = (m[1] ?? '').toLowerCase();
    const end = e.to ?? e.from;
    const said =
      word === 'pre' || word === 'before' || word === 'prior to' || word === 'ahead of'
        ? `on or before ${day(before(e.from))}`
        : word === 'post' || word === 'after' || word === 'following'
          ? `on or after ${day(after(end))}`
          : word === 'since' || word === 'from'
            ? `since ${day(e.from)}`
            : word === 'until' || word === 'till'
              ? `on or before ${day(end)}`
              : `between ${day(e.from)} and ${day(end)}`;
    out = out.replace(m[0], said);
    read.push(`"${m[0].trim()}" as ${said} (${e.label})`);
    if (e.to) unsure.push(m[0].trim());
  }
  return { text: out, read, unsure };
}

/** Words of an age: "under thirty", "eighteen or older", "adults", "aged 40". */
const AGE_WORDS =
  /(?<![\p{L}])(?:under|over|older|younger|aged|adults?|minors?|in\s+their\s+\p{L}+ies|years?\s+old|or\s+(?:older|younger|over|under))(?![\p{L}])/iu;
/** Other words of time, read from today: with them the question is not read as of another day. */
const TIME_WORDS =
  /(?<![\p{L}])(?:today|yesterday|this|last|past|previous|next|since|ago|recent(?:ly)?|born|founded|published|invested|\d{4})(?![\p{L}])/iu;

/**
 * "people still under thirty when the pandemic was declared", "adults, eighteen or older, on the day the euro was
 * launched": ages as of an event's day, not today. The question without the event, the day and the event's name.
 */
export function agesAsOf(text: string): { text: string; day: string; label: string } | null {
  if (text.length > 500 || !ANY_ERA.test(text) || !AGE_WORDS.test(text)) return null;
  for (const e of ERAS) {
    if (e.to) continue;
    const m = text.match(
      new RegExp(
        `\\s*,?\\s*${W}(?:when|on\\s+the\\s+day(?:\\s+that)?|by\\s+the\\s+time|at\\s+the\\s+time\\s+of|as\\s+of)\\s+${e.re.source.slice(W.length)}`,
        'iu',
      ),
    );
    if (!m) continue;
    const rest = text.replace(m[0], '');
    if (TIME_WORDS.test(rest) || !AGE_WORDS.test(rest)) return null;
    return { text: rest, day: e.from, label: e.label };
  }
  return null;
}
