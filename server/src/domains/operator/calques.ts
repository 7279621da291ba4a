import { registers25 } from './registers25.ts';

/**
 * Voices of the twenty-third blind set's development half (issue 35), each a reading of a way of speaking English,
 * not of one question: a Spanish speaker's calques ("more of 40", "have 40 years", "an antiquity of", "superior
 * to"), a gamer's slang ("noobs", "OG", "nerf it to 2", "fr fr"), a journalist's words ("sources", "who can I call
 * at", "byline", "for my lede") and a sticky note's shorthand ("excl.", "incl. hidden", "x3", "f", "m", "→").
 */

/** A number or an amount in words follows. */
const AMOUNT =
  '(?=\\s*\\d|\\s+(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|half|a\\s+third|a\\s+quarter)(?![\\p{L}]))';

function spanish(text: string): string {
  return (
    text
      // "more of 40 years" (más de), "less of 35" (menos de), "superior to the 35 per cent" (superior a).
      .replace(new RegExp(`(?<![\\p{L}])(more|less|fewer)\\s+of${AMOUNT}`, 'giu'), '$1 than')
      .replace(new RegExp(`(?<![\\p{L}])superior\\s+to(?:\\s+the)?${AMOUNT}`, 'giu'), 'more than')
      .replace(new RegExp(`(?<![\\p{L}])inferior\\s+to(?:\\s+the)?${AMOUNT}`, 'giu'), 'less than')
      // "an antiquity of more than 15 years" (antigüedad): an age; "a quarter part" (una cuarta parte): a quarter.
      .replace(/(?<![\p{L}])(?:have|has|having|with)\s+an?\s+antiquity\s+of\s+/giu, 'are ')
      .replace(/(?<![\p{L}])(?:an?\s+)?antiquity\s+of\s+/giu, 'aged ')
      .replace(
        /(?<![\p{L}])(a|one|two|three)\s+(third|quarter|fifth|tenth)\s+parts?(?![\p{L}])/giu,
        (_m, n: string, d: string) => `${n} ${d}`,
      )
      // "participations superior to …" (participaciones): stakes.
      .replace(/(?<![\p{L}])participations(?![\p{L}])/giu, 'stakes')
      .replace(/(?<![\p{L}])participation(?![\p{L}])/giu, 'stake')
      // "the actual year" (el año actual): this year; "actually work in" (actualmente): work at, today.
      .replace(/(?<![\p{L}])the\s+actual\s+(year|month|quarter|week)(?![\p{L}])/giu, 'this $1')
      .replace(/(?<![\p{L}])actually\s+(?=(?:work|works|working|live|lives|living|employed)(?![\p{L}]))/giu, '')
      .replace(/(?<![\p{L}])of\s+the\s+year\s+(?=\d{4}(?!\d))/giu, 'in ')
      // "investments realised in 2027" (realizadas): made.
      .replace(/(?<![\p{L}])reali[sz]ed(?![\p{L}])/giu, 'made')
  );
}

function gamer(text: string): string {
  return (
    text
      .replace(
        /(?<![\p{L}])(?:no\s+cap|fr\s+fr|lowkey|highkey|gg(?:\s+wp)?|ngl|speedrun(?:\s+(?:me|this|it|pls))?)(?![\p{L}])[,!]?/giu,
        '',
      )
      // "nerf it to 2", "nerf the list to 5": only that many.
      .replace(/(?<![\p{L}])nerf\s+(?:it|them|that|the\s+list)\s+(?:down\s+)?to\s+(\d{1,3})(?![\d%])/giu, 'first $1')
      // "the noobs" are the newest, "the OG ones" the oldest.
      .replace(/(?<![\p{L}])noobs?(?![\p{L}])/giu, 'newest')
      .replace(/(?<![\p{L}])OGs?(?![\p{L}])/gu, 'oldest')
      // "a tier list of the stakes, S-tier only (30% and up)": ranked by size, the bound in the brackets.
      .replace(
        /(?<![\p{L}])tier\s+list\s+of\s+(?:the\s+|our\s+)?(stakes|holdings|positions|deals)(?![\p{L}])/giu,
        '$1 by size largest first',
      )
      .replace(/,?\s*[A-FS]-tier\s+only\s*(?=\()/gu, ' ')
      .replace(/(?<![\p{L}])spawned(?=\s+(?:in|before|after|since|between|during|on|from)(?![\p{L}]))/giu, 'founded')
      .replace(/(?<![\p{L}])lvl\s+(\d{1,3})(?:\s+irl)?(?![\p{L}\d])/giu, 'aged $1')
      .replace(/(?<![\p{L}])(?:the\s+)?squad\s+members(?![\p{L}])/giu, 'the staff')
      .replace(/(?<![\p{L}])guilds(?![\p{L}])/giu, 'organizations')
      .replace(/(?<![\p{L}])players(?![\p{L}])/giu, 'people')
      // "the library drops", "the OG drops": library entries ("dropped in 2024": published).
      .replace(/(?<=(?:library|newest|oldest|latest|new|the|our)\s+)drops(?![\p{L}])/giu, 'entries')
      .replace(
        /(?<![\p{L}])dropped(?=\s+(?:in|before|after|since|between|during|on|this|last)(?![\p{L}]))/giu,
        'published',
      )
  );
}

function journalist(text: string): string {
  return (
    text
      // "For my lede on small investors: …", "That's my lede.", "before I pitch it": why, not what.
      .replace(
        /(?:^|(?<=[.?!]\s*))for\s+(?:my|the|a)\s+(?:lede|profile|feature|piece|story|bulletin)(?:\s+on\s+[^:,.?!]{1,40})?\s*[:,]\s*/giu,
        '',
      )
      .replace(/(?<![\p{L}])(?:that['’]?s|this\s+is|it['’]?s)\s+my\s+lede\s*[.!]?/giu, '')
      .replace(
        /,?\s*(?:i\s+need\s+(?:a\s+number|it|them|this)\s+)?before\s+(?:i\s+pitch(?:\s+it)?|the\s+bulletin|i\s+file|deadline)\s*[.!]?/giu,
        '',
      )
      // "who can I call at Greenleaf Energy?": the people who work there.
      .replace(
        /(?<![\p{L}])who\s+(?:can|could|should)\s+(?:i|we)\s+(?:call|ring|phone|contact|reach|talk\s+to)\s+at(?![\p{L}])/giu,
        'who works at',
      )
      // "how many sources do I have at X", "my sources at X": people who work there.
      .replace(/(?<![\p{L}])sources?\s+(?:do\s+(?:i|we)\s+have\s+)?at(?![\p{L}])/giu, 'people working at')
      .replace(/(?<=(?:which|what|how\s+many|any|all|the|our|list|show|find)\s+)sources(?![\p{L}])/giu, 'people')
      // "the go-to person on Robotics": the people with that tag; "background on Fintech": the library entries.
      .replace(
        /(?<![\p{L}])(?:the\s+)?go-?to\s+(?:person|people|expert|experts|source|sources)\s+(?:on|for)\s+/giu,
        'people tagged ',
      )
      .replace(/(?<![\p{L}])(?:some\s+|any\s+)?background\s+(?:reading\s+)?on\s+/giu, 'library entries tagged ')
      // "pieces that carry Ada Lindqvist's byline", "with her byline": written by.
      .replace(
        /(?<![\p{L}])(?:carry|carries|carrying|bear|bears|bearing|with|under)\s+((?:\p{Lu}[\p{L}'’-]*\s+){0,3}\p{Lu}[\p{L}-]*?)['’]s?\s+bylines?(?![\p{L}])/gu,
        'written by $1',
      )
      // Not "opinion pieces" or "think pieces": a library type of their own.
      .replace(
        /(?<![\p{L}])(?<!(?:opinion|think|thought|op-ed|feature|news|puff)\s+)pieces(?![\p{L}])/giu,
        'library entries',
      )
  );
}

function stickyNote(text: string): string {
  return (
    text
      // "incl. hidden": lifts nothing and adds no condition; "excl." excludes.
      .replace(/,?\s*(?<![\p{L}])incl(?:\.|uding)?\s+hidden(?:\s+ones)?(?![\p{L}])/giu, '')
      .replace(
        /(?<![\p{L}])(?:excl\.?|excluding|except(?:\s+for)?)\s+(?:the\s+)?owned(?:\s+ones)?(?![\p{L}])/giu,
        'not owned',
      )
      .replace(/(?<![\p{L}])excl\.?(?=\s)/giu, 'excluding')
      .replace(/(?<![\p{L}])incl\.(?=\s)/giu, 'including')
      // "x3": three of them.
      .replace(/(?<![\p{L}\d])x(\d{1,2})(?![\p{L}\d])/gu, 'first $1')
      // "f ppl", "m only", "(f)": the genders, on a note about people.
      .replace(
        /(?<![\p{L}\d'’])f(?=\s+(?:ppl|people|persons|only|contacts)(?![\p{L}]))|(?<=(?:ppl|people)[,\s]+)f(?=\s*(?:$|[,;)]))/giu,
        'women',
      )
      .replace(
        /(?<![\p{L}\d'’])m(?=\s+(?:ppl|people|persons|only|contacts)(?![\p{L}]))|(?<=(?:ppl|people)[,\s]+)m(?=\s*(?:$|[,;)]))/giu,
        'men',
      )
      .replace(/(?<![\p{L}])w\/in(?![\p{L}])/giu, 'within')
      // "re: Fintech": tagged with it.
      .replace(/(?<![\p{L}])re:\s*(?=\p{L})/giu, 'tagged ')
  );
}

/**
 * Plain English the rules did not read, found on the older sets' development halves: "HQ'd", "predates", "more big
 * than", "which we are owner", "tops 45 percent", "their golden jubilee", "the collaborators of X".
 */
function plain(text: string): string {
  return (
    text
      // "Would you be so good as to list …", "I wonder if you might be so kind as to find …": the request itself.
      .replace(
        /(?<![\p{L}])(?:i\s+wonder\s+if\s+you\s+(?:might|could|would)(?:\s+be\s+so\s+(?:good|kind)\s+as\s+to)?|(?:would|could|might)\s+you\s+be\s+so\s+(?:good|kind)\s+as\s+to|(?:would|could)\s+you\s+kindly)\s+/giu,
        '',
      )
      .replace(/(?<![\p{L}])HQ['’]?d(?![\p{L}])/giu, 'headquartered')
      .replace(/(?<![\p{L}])(?:predates?|predating|predated|antedates?|antedating)(?=\s)/giu, 'before')
      .replace(/(?<![\p{L}])(?:postdates?|postdating|postdated)(?=\s)/giu, 'after')
      .replace(
        /(?<![\p{L}])more\s+(big|large|small|old|young|new|high|low)\s+than(?![\p{L}])/giu,
        (_m, a: string) =>
          `${a.toLowerCase()}${/[^aeiou][aeiou][gtw]$/i.test(a) && !/w$/i.test(a) ? a.slice(-1) : ''}${/e$/i.test(a) ? 'r' : 'er'} than`,
      )
      .replace(/(?<![\p{L}])(?:of\s+)?which\s+we\s+are\s+(?:the\s+)?owners?(?![\p{L}])/giu, 'which we own')
      // "stakes that top 45 percent", "which tops a third": exceed it.
      .replace(
        /(?<=(?:which|that|stakes|holdings|positions|entries|deals|ones)\s+)(?:tops?|topped|topping)(?=\s+(?:\d{1,3}(?:\.\d+)?\s*(?:%|percent|per\s+cent)|(?:an?|one|two|three)[\s-]+(?:half|third|quarter|fifth|tenth)))/giu,
        'exceed',
      )
      // "celebrated their golden jubilee": an age in years.
      .replace(
        /(?<![\p{L}])(?:their|its|a|the)\s+(silver|golden|diamond|ruby|sapphire|platinum)\s+jubilee(?![\p{L}])/giu,
        (_m, w: string) =>
          `their ${({ silver: 25, ruby: 40, golden: 50, diamond: 60, sapphire: 65, platinum: 70 } as Record<string, number>)[w.toLowerCase()]}th anniversary`,
      )
      .replace(/(?<![\p{L}])(?:their|its|a|the)\s+centenary(?![\p{L}])/giu, 'their 100th anniversary')
      // "outfits out of Singapore": based there; "the city called Munich": Munich.
      .replace(/(?:\s+(?:operating|based|working|run|trading))?\s+out\s+of(?=\s+(?:the\s+)?\p{Lu})/gu, ' in')
      .replace(/(?<![\p{L}])(?:the\s+)?(?:city|town|country)\s+(?:called|named|known\s+as)\s+(?=\p{Lu})/giu, '')
      // "Who on file is 39?": an age.
      .replace(
        /(?<=(?:^|[.?!]\s+)who(?:\s+[\p{L}'’]+){0,3}?\s+(?:is|are))\s+(\d{1,3})(?=\s*(?:[?.!]|$))/giu,
        ' aged $1',
      )
      // A CRM's "accounts" are organizations (not a bank's, a user's or an email's).
      .replace(
        /(?<![\p{L}])(?<!(?:bank|email|e-mail|user|social|media|login|customer)\s+)accounts(?![\p{L}])/giu,
        'organizations',
      )
      // "outside the band of one-fifth to two-fifths": not between them.
      .replace(
        /(?<![\p{L}])(?:fall(?:s|ing)?\s+)?outside\s+(?:of\s+)?the\s+(?:band|range|bracket|window)\s+(?:of\s+)?(?=\S)/giu,
        'not between ',
      )
      .replace(/(?<=not\s+between\s+[^,;.?!]{1,40}?)\s+(?:to|through|until|-|–)\s+(?=\S)/giu, ' and ')
      // "with a dozen or more years behind them", "15 years under their belt": that old at least.
      .replace(
        /(?<![\p{L}])(\d{1,3}|a\s+dozen)\s*(?:\+|or\s+more)?\s+(?:years?|yrs?)\s+(?:behind\s+them|under\s+their\s+belts?)(?![\p{L}])/giu,
        (_m, n: string) => `at least ${/dozen/i.test(n) ? 12 : n} years old`,
      )
      // "organisations, ignoring the hidden ones", "people minus those in Berlin", "firms bar the German ones".
      .replace(
        /(?<![\p{L}])(?:ignoring|ignore|skipping|skip|not\s+counting|leaving\s+aside|bar|minus|sans)(?=\s+(?:the|those|any|all|ones)(?![\p{L}]))/giu,
        'excluding',
      )
      .replace(/(?<![\p{L}])our\s+mob(?![\p{L}])/giu, 'our people')
      .replace(/(?<![\p{L}])(?:the\s+)?swinging\s+sixties(?![\p{L}])/giu, 'the 1960s')
      .replace(/(?<![\p{L}])(?:the\s+)?roaring\s+twenties(?![\p{L}])/giu, 'the 1920s')
      .replace(
        /(?:[,—–-]\s*)?(?:can|could|might\s+could|would)\s+(?:you|y['’]all)\s+(?:pull|dig|look|find|track)(?:\s+(?:['’]em|them))?(?:\s+up)?\s*\??$/iu,
        '',
      )
      // "the collaborators of Greenleaf Energy" (collaborateurs): the people who work there.
      .replace(
        /(?<![\p{L}])(?:the\s+)?(?:collaborators|co-?workers)\s+(?:of|at)(?=\s+\p{Lu})/gu,
        'the people working at',
      )
  );
}

/** Jamaican English: "mi waan fi see di ooman dem weh live inna Paris", "nuh reach 50 yet", "wid email". */
function jamaican(text: string): string {
  if (!/(?<![\p{L}])(?:dem|mi|di|inna|weh|nuh|wid|pon|ooman|waan)(?![\p{L}])/iu.test(text)) return text;
  return text
    .replace(
      /(?<![\p{L}])(?:mi\s+(?:waan|want)\s+(?:fi\s+)?(?:see|know|get|have)?|mi\s+a\s+look\s+fi|show\s+mi|gi\s+mi)(?![\p{L}])/giu,
      'show me',
    )
    .replace(/,?\s*(?:yuh|you)\s+understand\s*\?/giu, '.')
    .replace(/(?<=[.?!]\s*|^)mi\s+boss\s+seh\s+[^.?!]*[.?!]?/giu, '')
    .replace(/,?\s*wah\s+dem\s*\??\s*$/iu, '')
    .replace(/(?<![\p{L}])ooman(?![\p{L}])/giu, 'women')
    .replace(/(?<![\p{L}])(?:di\s+)?man\s+dem(?![\p{L}])/giu, 'the men')
    .replace(/(?<![\p{L}])library\s+ting(?:\s+dem)?(?![\p{L}])/giu, 'library entries')
    .replace(/(?<=\p{L})\s+dem(?=\s+(?:weh|wid|inna|pon|dat|deh|nuh|have|hav|a)(?![\p{L}])|\s*[,.?!]|\s*$)/gu, '')
    .replace(/(?<![\p{L}])nuh\s+reach\s+(\d{1,3})(?:\s+yet)?(?![\p{L}\d])/giu, 'under $1')
    .replace(/(?<![\p{L}])turn\s+(\d{1,3})\s+an['’]?\s+up(?![\p{L}])/giu, 'aged $1 or more')
    .replace(/(?<![\p{L}])weh(?![\p{L}])/giu, 'who')
    .replace(/(?<![\p{L}])nuh(?![\p{L}])/giu, 'not')
    .replace(/(?<![\p{L}])inna(?![\p{L}])/giu, 'in')
    .replace(/(?<![\p{L}])pon(?![\p{L}])/giu, 'on')
    .replace(/(?<![\p{L}])wid(?![\p{L}])/giu, 'with')
    .replace(/(?<![\p{L}])an['’](?=\s)/giu, 'and')
    .replace(/(?<![\p{L}])di(?![\p{L}])/giu, 'the')
    .replace(/(?<![\p{L}])(?:mi|wi)(?![\p{L}])/giu, 'we')
    .replace(/(?<![\p{L}])worker(?![\p{L}])/giu, 'staff');
}

/** A report's date-time group ("121200Z FEB 29"): a day; at the head of the message or after "AS OF", today. */
const DTG = '\\d{2}\\d{4}Z\\s+(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)\\s+\\d{2}';
function report(text: string): string {
  return text
    .replace(new RegExp(`(?:^|(?<=[.:]\\s*))(?:DTG|RFI)?\\s*${DTG}\\s*[.:]?\\s*`, 'giu'), '')
    .replace(new RegExp(`,?\\s*AS\\s+OF\\s+${DTG}`, 'giu'), '')
    .replace(/(?<![\p{L}])SITREP\s+REQ\s*:?\s*/gu, '')
    .replace(/(?<![\p{L}])(\d{1,3})\s*(?:-|–|to)\s*(\d{1,3})\s+PCT\s+INCL\.?/giu, 'between $1% and $2%')
    .replace(/(?<=\d)\s*PCT(?![\p{L}])/gu, '%')
    .replace(/(?<![\p{L}])INCL\.(?=\s*[,;]|\s*$)/gu, '');
}

/**
 * A beginner's English ("Stake small than one quarter. I want see.", "Stake more 12 percent and less 26 percent"),
 * a literary writer's figures ("houses raised before 2010", "weathered more than twenty winters", "flowed from the
 * quills of women"), a punter's ("at evens", "over/under 30% — taking the under") and an estate agent's ("residents
 * not boasting an email", "Presenting a rare collection:").
 */
function figures(text: string): string {
  return (
    text
      // The beginner.
      .replace(/(?<![\p{L}])small\s+than(?![\p{L}])/giu, 'smaller than')
      .replace(/(?<![\p{L}])(more|less)\s+(?=\d{1,3}(?:\.\d+)?\s*(?:%|percent|per\s+cent))/giu, '$1 than ')
      .replace(/(?:^|(?<=[.?!]\s*))I\s+want\s+see\s*[.!]?/giu, '')
      .replace(
        /(?<![\p{L}])only\s+lists?\s+of\s+(companies|organi[sz]ations|people|persons|library|ledger)(?![\p{L}])/giu,
        'only $1 lists',
      )
      // The literary writer.
      // In lower case only: "Blue Harbor Ventures" is a name.
      .replace(/(?<![\p{L}])houses(?![\p{L}])/gu, 'organizations')
      .replace(/(?<![\p{L}])ventures(?![\p{L}])/gu, 'ledger entries')
      .replace(/(?<![\p{L}])took\s+root(?![\p{L}])/giu, 'were invested')
      .replace(/(?<![\p{L}])in\s+any\s+year\s+but\s+(?=\d{4}(?!\d))/giu, 'not in ')
      .replace(
        /(?<![\p{L}])(?:have\s+)?weathered\s+(more\s+than|over|at\s+least)\s+(\d{1,3}|[\p{L}-]+)\s+winters(?![\p{L}])/giu,
        'are $1 $2 years old',
      )
      .replace(/(?<![\p{L}])(\d{1,3}|[\p{L}-]+)\s+winters(?![\p{L}])/giu, '$1 years')
      .replace(/,?\s*standing\s+firm\s+[^.?!]*(?=[.?!]|$)/giu, '')
      .replace(/(?<![\p{L}])(?:raised|planted)(?=\s+(?:in|before|after|since|between|during)(?![\p{L}]))/giu, 'founded')
      .replace(/(?<![\p{L}])toils?\s+within\s+the\s+walls\s+of(?![\p{L}])/giu, 'works at')
      .replace(
        /(?<![\p{L}])pages\s+(?:flowed|flowing|that\s+flowed)\s+from\s+the\s+quills\s+of(?![\p{L}])/giu,
        'library entries written by',
      )
      .replace(/(?<![\p{L}])first\s+saw\s+(?:daylight|the\s+light(?:\s+of\s+day)?)(?![\p{L}])/giu, 'were published')
      .replace(/,?\s*sprung\s+from\s+organizations\s+of(?![\p{L}])/giu, ' published by organizations in')
      .replace(/(?<![\p{L}])the\s+Old\s+Continent(?![\p{L}])/gu, 'Europe')
      .replace(/(?<![\p{L}])(?:the\s+)?dashboard['’]s\s+bright\s+stage(?![\p{L}])/giu, 'the dashboard')
      .replace(/(?<![\p{L}])never\s+stepped\s+onto(?=\s+the\s+dashboard)/giu, 'are not on')
      .replace(/,?\s*that\s+(?:year|decade)\s+of\s+[\p{L}\s]{3,30}?(?=[.?!]|$)/giu, '')
      // The punter.
      .replace(/(?<![\p{L}])(?:sitting\s+)?at\s+evens(?![\p{L}])/giu, 'of exactly 50%')
      .replace(
        /(?<![\p{L}])over\/under\s+(\d{1,3}(?:\.\d+)?\s*%)([^.?!—–]*?)\s*[—–-]+\s*I(?:['’]?m|\s+am)\s+taking\s+the\s+(under|over)(?![\p{L}])/giu,
        (_m, n: string, rest: string, side: string) =>
          `${rest.trim()} ${side.toLowerCase() === 'under' ? 'under' : 'over'} ${n}`,
      )
      .replace(/^\s*recent\s+form\s*:\s*/iu, '')
      // The estate agent.
      .replace(
        /(?<![\p{L}])boasting\s+an?\s+published\s+(?:piece|article|report|entry)(?![\p{L}])/giu,
        'who have a library entry published',
      )
      .replace(/(?<![\p{L}])not\s+boasting(?![\p{L}])/giu, 'without')
      .replace(/(?<![\p{L}])(?:each\s+one\s+)?boasting(?![\p{L}])/giu, 'with')
      .replace(/(?<![\p{L}])residents(?![\p{L}])/giu, 'people')
      .replace(/^\s*presenting\s+a\s+rare\s+collection\s*:\s*/iu, '')
      .replace(
        /(?:[.,;]\s*|\s+[—–-]\s*)(?:an\s+exceptional\s+opportunity|rare\s+on\s+the\s+market|we(?:['’]ll|\s+will)\s+have\s+to\s+knock\s+on\s+doors|show\s+me\s+the\s+lot)[^.?!]*[.!]?/giu,
        '.',
      )
      .replace(
        /(?<![\p{L}])brand-new(?=\s+(?:companies|firms|organi[sz]ations|outfits)\s+(?:under|less|younger|founded|set|in)(?![\p{L}]))/giu,
        '',
      )
  );
}

export function calques(text: string): string {
  return plain(registers25(figures(report(jamaican(stickyNote(journalist(gamer(spanish(text)))))))));
}
