/**
 * Voices of the twenty-fifth blind set's development half (issue 35), each a reading of a way of speaking English,
 * not of one question: a Norwegian speaker's calques ("have headquarter in", "become 50 this year", "persons
 * employed that live in"), a museum archivist's catalogue words ("the holdings", "accessioned", "subject heading",
 * "series of the ledger type"), a weather presenter's ("Outlook for …: a band of …", "moving in from", "highs of 15,
 * lows of 12"), a gossip columnist's ("EXCLUSIVE:", "insiders say", "burst onto the scene", "splashed the cash") and
 * Welsh English ("tidy", "butt", "by there").
 */

/** The archivist: library words (run before "holdings" is read as the ledger's). */
function archivist(text: string): string {
  if (
    !/catalogu|accession|finding\s+aid|subject\s+heading|issuing\s+body|corporate\s+bod|holdings\s+(?:carry|catalogued|of\s+the\s+library)/iu.test(
      text,
    )
  )
    return text;
  return text
    .replace(/(?<![\p{L}])holdings(?![\p{L}])/giu, 'library entries')
    .replace(/,?\s*(?:as\s+)?(?:set\s+out\s+)?(?:in|for)\s+the\s+finding\s+aid(?![\p{L}])/giu, '')
    .replace(/(?<![\p{L}])(?:most\s+recently|latest)\s+accessioned(?![\p{L}])/giu, 'most recently added')
    .replace(/(?<![\p{L}])(?:catalogued|recorded|filed)\s+under\s+the\s+subject\s+heading(?![\p{L}])/giu, 'tagged')
    .replace(/(?<![\p{L}])(?:a\s+|the\s+)?subject\s+heading(?![\p{L}])/giu, 'tagged')
    .replace(/(?<![\p{L}])catalogued\s+(?=\p{L})/giu, '')
    .replace(/(?<![\p{L}])(?:carry|carrying|bear|bearing|with)\s+a\s+publication\s+date(?![\p{L}])/giu, 'published')
    .replace(
      /(?<![\p{L}])the\s+series\s+of\s+the\s+(ledger|library|people|organi[sz]ations?)\s+type(?![\p{L}])/giu,
      '$1 lists',
    )
    .replace(/(?<![\p{L}])corporate\s+bodies(?![\p{L}])/giu, 'organizations')
    .replace(/(?<![\p{L}])personal\s+names(?![\p{L}])/giu, 'people')
    .replace(/(?<![\p{L}])the\s+issuing\s+body(?![\p{L}])/giu, 'the publisher');
}

/** The weather presenter: "Outlook for the ledger: a band of PE deals moving in from Germany". */
function forecast(text: string): string {
  return (
    text
      .replace(/^\s*(?:good\s+(?:evening|morning|afternoon)\.?\s*)?(?:the\s+)?outlook\s+for\s+(?:the\s+|our\s+)?/iu, '')
      .replace(/^\s*turning\s+to\s+(?:the\s+|our\s+)?/iu, '')
      .replace(/(?<=^[\p{L}\s]{2,30}):\s*a\s+band\s+of\s+/iu, ': ')
      .replace(/(?<![\p{L}])a\s+band\s+of\s+/giu, '')
      .replace(/(?<![\p{L}])moving\s+in\s+from(?![\p{L}])/giu, 'from')
      .replace(/,?\s*with\s+more\s+detail\s+after\s+the\s+break\.?/giu, '')
      // "highs of 15 years, lows of 12. Which firms fall within that range?": 12 to 15, both ends.
      .replace(
        /(?<![\p{L}])(highs?|lows?)\s+of\s+(\d{1,3}(?:\.\d+)?)\s*(%|percent|years?)?\s*,?\s*(highs?|lows?)\s+of\s+(\d{1,3}(?:\.\d+)?)\s*(%|percent|years?)?\s*(?:[.,;—–-]+\s*)?/giu,
        (all, a: string, x: string, u1: string | undefined, b: string, y: string, u2: string | undefined) => {
          if (/^high/i.test(a) === /^high/i.test(b)) return all;
          const [lo, hi] = /^low/i.test(a) ? [x, y] : [y, x];
          // No unit said: a share when the question is about stakes, else as said.
          const unit =
            u1 ?? u2 ?? (/(?<![\p{L}])(?:stakes?|shares?|ownership|interests?)(?![\p{L}])/iu.test(text) ? '%' : '');
          return `between ${lo}${/%|percent/i.test(unit) ? '%' : ''} and ${hi}${/%|percent/i.test(unit) ? '%' : /year/i.test(unit) ? ' years old' : ''} `;
        },
      )
      .replace(/(?<![\p{L}])(?:which|that)\s+(?:\p{L}+\s+){0,2}?fall\s+within\s+that\s+range\s*\??/giu, (m) =>
        m.replace(/fall\s+within\s+that\s+range/iu, ''),
      )
      .replace(/(?<![\p{L}])(?:in\s+that\s+range|within\s+that\s+range)(?![\p{L}])/giu, '')
  );
}

/** The gossip columnist and Welsh English. */
function gossip(text: string): string {
  return (
    text
      .replace(/^\s*(?:EXCLUSIVE|BREAKING|REVEALED)\s*[:!—–-]\s*/iu, '')
      .replace(
        /(?:[.!?]\s*|\s+[—–-]\s*)(?:insiders?\s+(?:say|want|tell|reckon)[^.?!]*|dish\s+the\s+details|spill\s+the\s+tea(?:,?\s+insiders)?|who\s+splashed\s+the\s+cash)\s*[.!?]*/giu,
        '.',
      )
      .replace(/(?<![\p{L}])insiders?\s+say\s+(?:that\s+)?/giu, '')
      .replace(/(?<![\p{L}])(?:sizzling|glamorous|darling)\s+/giu, '')
      .replace(/(?<![\p{L}])burst\s+onto\s+the\s+scene(?![\p{L}])/giu, 'were founded')
      .replace(/(?<![\p{L}])(?:splashed\s+the\s+cash|splashed\s+out)\s+on(?![\p{L}])/giu, 'invested in')
      .replace(/(?<![\p{L}])made\s+the\s+dashboard(?![\p{L}])/giu, 'are on the dashboard')
      .replace(/(?<![\p{L}])snubbed\s+the\s+dashboard(?:\s+spotlight)?(?![\p{L}])/giu, 'are not on the dashboard')
      // Welsh English.
      .replace(/^\s*(?:tidy|lush|there['’]s\s+lovely)\s*[,!.]\s*(?:now\s+)?/iu, '')
      .replace(/,?\s*(?:butt|boyo|is\s+it)\s*(?=[?.!]*\s*$)/iu, '')
      .replace(/(?<![\p{L}])(?:over\s+)?by\s+there\s+(?=in|at)(?![\p{L}])/giu, '')
      .replace(/(?<![\p{L}])have\s+got\s+(?=staff|people|persons|employees)/giu, 'have ')
      .replace(/(?<=(?:staff|people|persons|employees)\s+)up\s+(?=on\s+the\s+dashboard)/giu, '')
  );
}

/** The Norwegian speaker's calques. */
function norwegian(text: string): string {
  return (
    text
      .replace(/(?<![\p{L}])(?:have|has)\s+not\s+headquarter\s+in(?![\p{L}])/giu, 'are not headquartered in')
      .replace(/(?<![\p{L}])(?:have|has)\s+headquarter\s+in(?![\p{L}])/giu, 'are headquartered in')
      .replace(
        /(?<![\p{L}])(?:aren['’]t|are\s+not|is\s+not|isn['’]t)\s+(\d{1,3}|[\p{L}-]+)\s+yet(?![\p{L}])/giu,
        'are under $1 years old',
      )
      // "become 50 this year": turning 50 this year, born fifty years before it.
      .replace(
        /(?<![\p{L}])(?:become|becomes|turn|turns)\s+(\d{1,3})\s+this\s+year(?![\p{L}])/giu,
        'turning $1 this year',
      )
      .replace(
        /(?<![\p{L}])(persons|people|staff)\s+employed\s+(?:that|who)\s+live\s+in(?![\p{L}])/giu,
        'staff who live in',
      )
  );
}

export function registers25(text: string): string {
  return norwegian(gossip(forecast(archivist(text))));
}
