import { ORDINAL_TEENS, ORDINAL_UNITS } from './numbers.ts';

/**
 * Words of the seventeenth blind set's registers for what the rules read (issue 35): an analyst's briefing ("F
 * subjects over 42 y/o", "LKA London", "AOI Western Europe", "affiliated entities", "no nexus to"), a Singaporean's
 * "staying in", litotes ("far from hidden", "not un-owned", "none but", "all but", "nobody who isn't"), German calques
 * ("Make me a list of", "work by a firm", "exists since more than 14 years", "sit in Germany", "their 17th birthday
 * already behind them", "since two weeks") and dates written day first with dots or slashes ("01.01.2015",
 * "31/12/2020": a slashed date is read only when its day is past 12, so that the order is not in doubt).
 */
const ORDINALS = ['', ...ORDINAL_UNITS, ...ORDINAL_TEENS, 'twentieth'];
const ordinal = (w: string) => {
  const i = ORDINALS.indexOf(w.toLowerCase());
  return i > 0 ? i : Number.parseInt(w, 10) || 0;
};
const pad = (n: string) => n.padStart(2, '0');
const isDay = (d: string, m: string) => Number(m) >= 1 && Number(m) <= 12 && Number(d) >= 1 && Number(d) <= 31;

export function registerWords(text: string): string {
  return (
    text
      // "The ladies not living in Singapore, how many are there?": a count asked after what it counts.
      .replace(
        /^(.{3,}?),\s*how\s+many\s+(?:are\s+there|do\s+we\s+have|have\s+we(?:\s+got)?|got|is\s+that)\s*([?.!]*)\s*$/iu,
        'how many $1$2',
      )
      // A methods section in the passive: "X were selected if they …", "… were excluded if their …", "those … were
      // excluded", "Organisations headquartered in … were excluded from the sample".
      .replace(
        /(?<![\p{L}])(?:were|was)\s+(?:selected|included|retained|kept|chosen|eligible)\s+(?:only\s+)?(?:if|when|where|provided\s+that)\s+(?:(their|its)\s+|(?:they|it)\s+)?/giu,
        (_m, own: string | undefined) => (own ? 'whose ' : 'that '),
      )
      .replace(
        /[;,]\s*those\s+([^.;]*?)\s+(?:were|was)\s+excluded(?:\s+from\s+the\s+\p{L}+)?/giu,
        ', excluding those $1',
      )
      .replace(
        /^(\s*\p{L}+(?:\s+entries)?)\s+(?:were|was)\s+excluded\s+(?:if|when|where)\s+(?:their|its)\s+[\p{L}\s]{1,30}?\s+(?:was|were|is|are)\s+/iu,
        '$1 excluding ',
      )
      .replace(
        /^(\s*\p{L}+(?:\s+entries)?)\s+([^.;]+?)\s+(?:were|was)\s+excluded(?:\s+from\s+the\s+\p{L}+)?\s*(?=[.;]|$)/iu,
        '$1 except those $2',
      )
      // American Southern: "livin'", "ain't", "them companies", "over yonder in Munich", "done hit seventeen".
      .replace(/(?<=\p{L}{2})in['’](?![\p{L}])/gu, 'ing')
      .replace(/(?<![\p{L}])ain['’]t\s+got(?![\p{L}])/giu, "don't have")
      .replace(/(?<![\p{L}])ain['’]t\s+been(?![\p{L}])/giu, "haven't been")
      .replace(/(?<![\p{L}])ain['’]t(?![\p{L}])/giu, "aren't")
      .replace(
        /(?<![\p{L}])them\s+(?=(?:companies|firms|outfits|folks|people|organi[sz]ations|stakes|deals|reports)(?![\p{L}]))/giu,
        'those ',
      )
      .replace(/(?<![\p{L}])over\s+yonder\s+(?=in\s)/giu, '')
      .replace(
        /(?<![\p{L}])(?:done|have|has)\s+(?:hit|reached|turned)\s+(?=(?:\d+|[a-z-]+)\s+years?\s+old(?![\p{L}]))/giu,
        'are at least ',
      )
      .replace(/(?<![\p{L}])fell(?:er|a)s(?![\p{L}])/giu, 'men')
      .replace(/(?<![\p{L}])folks(?![\p{L}])/giu, 'people')
      // Northern English: "gi' us t' companies", "while now", "lasses", "'ave", "owt".
      .replace(/(?<![\p{L}])gi['’]\s+us(?![\p{L}])/giu, 'give me')
      .replace(/(?<![\p{L}])t['’]\s+(?=\p{L})/giu, 'the ')
      .replace(/(?<![\p{L}])while\s+(?:now|today)(?![\p{L}])/giu, 'until today')
      .replace(/(?<![\p{L}])(?:our\s+)?lasses(?![\p{L}])/giu, 'women')
      .replace(/(?<![\p{L}'’])['’]ave(?![\p{L}])/giu, 'have')
      .replace(/(?<![\p{L}])owt(?![\p{L}])/giu, 'anything')
      // A tweet: "#fintech orgs", "#VC stakes", "orgs with HQs in …".
      .replace(/(?<![\p{L}\d&])#(?=\p{L})/gu, '')
      .replace(/(?<![\p{L}])with\s+(?:their\s+)?HQs?\s+in(?![\p{L}])/giu, 'headquartered in')
      // "our own VC stakes": the ones we own (the owned flag).
      .replace(
        /(?<![\p{L}])(?:our|my)\s+own\s+(?=(?:[\p{L}-]+\s+){0,2}(?:stakes|holdings|positions|investments|deals|vehicles|entries)(?![\p{L}]))/giu,
        'owned ',
      )
      // A press release: "portfolio positions", "partnership-structured organisations".
      .replace(/(?<![\p{L}])portfolio\s+(?=positions?|holdings?|stakes?|investments?)/giu, '')
      .replace(/(?<![\p{L}])(partnership|privately|publicly)[-\s]structured(?![\p{L}])/giu, (_m, w: string) =>
        /^part/i.test(w) ? 'partnership' : w,
      )
      // Text-speak: "ne ppl", "hw many r btwn 1/8 & 1/4, incl both", "l8st 3", "u marked as fave".
      .replace(/^\s*ne\s+(?=\p{L})/iu, 'any ')
      .replace(/(?<![\p{L}])hw(?![\p{L}])/giu, 'how')
      .replace(
        /(?<![\p{L}])r(?=\s+(?:btwn|between|in|on|from|over|under|above|below|not|there|tagged|owned|public|private|hidden)(?![\p{L}]))/giu,
        'are',
      )
      .replace(/(?<![\p{L}])btwn|b\/w(?![\p{L}])/giu, 'between')
      .replace(/\s+&\s+/gu, ' and ')
      .replace(/[,?]?\s*incl\.?\s+both(?:\s+ends)?(?![\p{L}])/giu, ' inclusive')
      .replace(/(?<![\p{L}])l8st(?![\p{L}])/giu, 'latest')
      .replace(/(?<![\p{L}])u(?=\s+(?:marked|tagged|have|own|hold|saved|starred|pinned|put)(?![\p{L}]))/giu, 'you')
      .replace(/(?<![\p{L}])faves?(?![\p{L}])/giu, 'favourite')
      // A Nigerian's "not up to ten years old": under ten.
      .replace(/(?<![\p{L}])not\s+up\s+to\s+(?=(?:\d+|[a-z]+)\s+(?:years?|months?)(?![\p{L}]))/giu, 'under ')
      // "the ladies and gentlemen": everybody.
      .replace(/(?<![\p{L}])(?:the\s+)?ladies\s+and\s+gentlemen(?![\p{L}])/giu, 'people')
      // A clinician's signs: "aged ≥ 41 and ≤ 48 years", "in existence ≥ 18 years".
      .replace(
        /(?<![\p{L}])aged\s*(?:≥|>=)\s*(\d{1,3})\s+and\s+(?:≤|<=)\s*(\d{1,3})(?:\s+years(?:\s+old)?)?/giu,
        'aged $1 to $2',
      )
      .replace(/(?<![\p{L}])in\s+existence\s*(?:≥|>=)\s*/giu, 'in existence for at least ')
      // "working in a company in Germany": working at it.
      .replace(
        /(?<![\p{L}])(work|works|working|worked|employed)\s+in\s+(?=(?:an?|the|one)\s+(?:company|firm|organi[sz]ation|business|startup|outfit)(?![\p{L}]))/giu,
        '$1 at ',
      )
      // An analyst's shorthand.
      .replace(/(?<![\p{L}])(\d{1,3})\s*y\/?o(?![\p{L}])/gu, '$1 years old')
      .replace(/(?<![\p{L}])F\s+(?=(?:subjects|POIs?|persons|people)(?![\p{L}]))/gu, 'female ')
      .replace(/(?<![\p{L}])M\s+(?=(?:subjects|POIs?|persons|people)(?![\p{L}]))/gu, 'male ')
      .replace(/(?<![\p{L}])(?:with\s+)?LKA\s*[:=]?\s*(?:in\s+)?(?=\p{Lu})/gu, 'living in ')
      .replace(/(?<![\p{L}])AOI\s*[:=]?\s*(?:in\s+)?(?=\p{Lu})/gu, 'in ')
      .replace(
        /(?<![\p{L}])affiliated\s+entit(?:y|ies)\s+of\s+(?:subjects|POIs?|persons|people)(?:\s+(?:with|who\s+(?:are|have)|who))?(?![\p{L}])/giu,
        'organizations with staff',
      )
      .replace(/(?<![\p{L}])(?:an?|the|their|its)\s+affiliated\s+entity(?![\p{L}])/giu, 'an employer')
      .replace(
        /(?<![\p{L}])(?:with\s+)?no\s+nexus\s+to\s+(?=the\s+[^.?!]*?(?:list|watchlist)(?![\p{L}]))/giu,
        'not on ',
      )
      // A Singaporean's "staying in" (and a Nigerian's): where a person lives.
      .replace(/(?<![\p{L}])(?:is\s+|are\s+)?staying\s+(?=(?:in|at)\s)/giu, 'living ')
      // Litotes and double negation.
      .replace(/(?<![\p{L}])(is|are|was|were)\s+far\s+from\s+(?=\p{L})/giu, '$1 not ')
      .replace(
        /(?<![\p{L}])not\s+un-?(owned|tagged|listed|published|marked|pinned|linked|dated|favourited|favorited)(?![\p{L}])/giu,
        '$1',
      )
      .replace(/(?<![\p{L}])none\s+but(?![\p{L}])/giu, 'only')
      .replace(/(?<![\p{L}])all\s+but\s+(?=\p{L})/giu, 'all except ')
      .replace(
        /(?<![\p{L}])(?:counting\s+)?(?:nobody|no\s*one|none)\s+(?:who|that)\s+(?:isn['’]t|is\s+not|aren['’]t|are\s+not)\s+/giu,
        'only those ',
      )
      .replace(/(?<![\p{L}])not\s+without\s+(?=\p{L})/giu, 'with ')
      // German calques.
      .replace(/(?<![\p{L}])make\s+me\s+a\s+list\s+of(?![\p{L}])/giu, 'list')
      .replace(/(?<![\p{L}])(work|works|working|worked)\s+by\s+(?=(?:an?|the|one)\s)/giu, '$1 at ')
      .replace(
        /(?<![\p{L}])(?:sit|sits|sitting|have\s+their\s+seat|has\s+its\s+seat)\s+in(?![\p{L}])/giu,
        'headquartered in',
      )
      .replace(
        /(?<![\p{L}])(exists?|existed|existing)\s+since\s+(?=(?:more|less|over|under|at\s+least|\d|[a-z]+\s+years?))/giu,
        '$1 for ',
      )
      .replace(
        /(?<![\p{L}])since\s+((?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:years?|months?|weeks?|days?))(?!\s+(?:ago|back))(?![\p{L}])/giu,
        'in the past $1',
      )
      .replace(
        /(?<![\p{L}])(?:have|has)\s+(?:their|its)\s+(\d{1,3}(?:st|nd|rd|th)?|\p{L}+)\s+birthday\s+(?:already\s+)?behind\s+(?:them|it)(?![\p{L}])/giu,
        (all, nth: string) => {
          const n = ordinal(nth);
          return n ? `are at least ${n} years old` : all;
        },
      )
      // Dates written day first: "the 01.01.2015", "31/12/2020".
      .replace(
        /(?<![\d.])(?:the\s+)?(\d{1,2})\.(\d{1,2})\.(\d{4})(?![\d.])/gu,
        (all, d: string, m: string, y: string) => (isDay(d, m) ? `${y}-${pad(m)}-${pad(d)}` : all),
      )
      .replace(/(?<![\d/])(\d{1,2})\/(\d{1,2})\/(\d{4})(?![\d/])/gu, (all, d: string, m: string, y: string) =>
        Number(d) > 12 && isDay(d, m) ? `${y}-${pad(m)}-${pad(d)}` : all,
      )
  );
}
