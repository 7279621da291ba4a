import { calques } from './calques.ts';
import { UNITS } from './numbers.ts';

/**
 * Words of the twenty-first blind set's registers for what the rules read (issue 35): radio procedure ("Operator, this
 * is Bravo Two, request …, over", "break", "negative VC", "five zero", "I say again, …"), Scottish and Irish English
 * ("Gie's", "Giz", "whit", "oot", "mair", "o'", "hae", "…, ken?", "…, aye", "sure look", "What's the craic with …"),
 * a litigator's discovery request ("Produce any and all documents …", "Identify …", "(hereinafter "Acme")",
 * "including but not limited to …") and headlines ("REVEALED:", "HOW MANY ON OUR BOOKS?"). Each is a reading of a
 * register's English, never of one question; none sets a condition of its own.
 */

const CALLSIGN =
  '(?:alpha|alfa|bravo|charlie|delta|echo|foxtrot|golf|hotel|india|juliet|juliett|kilo|lima|mike|november|oscar|papa|quebec|romeo|sierra|tango|uniform|victor|whiskey|whisky|x-ray|yankee|zulu)(?:[\\s-]+(?:one|two|three|four|five|six|seven|eight|nine|niner|zero|\\d{1,2}))?';
/** Signs that a message is spoken over the radio: a call sign, "over" or "out" at its end, "say again", "wilco". */
const RADIO = new RegExp(
  `(?<![\\p{L}])(?:this\\s+is\\s+${CALLSIGN}|${CALLSIGN}\\s+to\\s+operator|operator\\s*,\\s*${CALLSIGN}|say\\s+again|wilco|roger\\s+that)(?![\\p{L}])|[,.]\\s*(?:over|out|over\\s+and\\s+out)\\s*[.!]?\\s*$`,
  'iu',
);
const DIGIT_WORDS = ['zero', ...UNITS.slice(0, 9)];
const digit = (w: string) => (/^niner$/i.test(w) ? 9 : DIGIT_WORDS.indexOf(w.toLowerCase()));
const DIGIT = `(?:zero|niner|${UNITS.slice(0, 9).join('|')})`;
/** "five zero": digits said one by one, as on the radio (one of them a zero or a niner, so "one two" is no number). */
const SPOKEN_DIGITS = new RegExp(`(?<![\\p{L}-])${DIGIT}(?:\\s+${DIGIT})+(?![\\p{L}-])`, 'giu');

function radio(text: string): string {
  if (!RADIO.test(text)) return text;
  return (
    text
      // "Operator, this is Bravo Two, …", "Bravo Two to Operator: …", "Operator, Bravo Two. …": who calls whom.
      .replace(
        new RegExp(
          `^\\s*(?:operator\\s*,?\\s*)?(?:this\\s+is\\s+)?${CALLSIGN}(?:\\s+to\\s+operator)?\\s*[,.:;]\\s*`,
          'iu',
        ),
        '',
      )
      .replace(new RegExp(`(?<![\\p{L}])this\\s+is\\s+${CALLSIGN}\\s*[,.:;]?\\s*`, 'giu'), '')
      // "…, over.", "Over.", "over and out", "…, out.": the end of a turn.
      .replace(/[,.]?\s*(?:over\s+and\s+out|over|out)\s*[.!]?\s*$/iu, '')
      // "I say again, five zero or more": the repeat of what was just said.
      .replace(/,?\s*i\s+say\s+again\s*,?\s*[^,.;]*/giu, '')
      .replace(/(?<![\p{L}])(?:say\s+again|wilco|roger(?:\s+that)?|affirmative)\s*[,.]?\s*/giu, '')
      // "…, break, located in Oslo, break, …": a pause between items.
      .replace(/\s*,?\s*(?<![\p{L}])break\s*,\s*/giu, ', ')
      // "request …", "requesting …": asks for what follows.
      .replace(/(?<=^|[.,:;]\s*)request(?:ing)?\s+/giu, 'show ')
      // "negative VC": not VC.
      .replace(/(?<![\p{L}])negative\s*,?\s+(?=\p{L})/giu, 'not ')
      .replace(SPOKEN_DIGITS, (m) => {
        const ds = m.split(/\s+/).map(digit);
        return ds.some((d, i) => d === 0 || /niner/i.test(m.split(/\s+/)[i] ?? '')) ? ds.join('') : m;
      })
  );
}

/** Scottish and Irish English said in the words the rules read. */
function scotsAndIrish(text: string): string {
  return (
    text
      .replace(/(?<![\p{L}'’])(?:gie['’]?s|gies|gie\s+(?:us|me)|giz|gizza|gis)(?![\p{L}'’])/giu, 'give me')
      .replace(/(?<![\p{L}'’])whit(?![\p{L}'’])/giu, (w) => (w[0] === 'W' ? 'What' : 'what'))
      .replace(/(?<![\p{L}'’])oot(?![\p{L}'’])/giu, 'out')
      .replace(/(?<![\p{L}'’])mair(?![\p{L}'’])/giu, 'more')
      .replace(/(?<![\p{L}'’])hae(?![\p{L}'’])/giu, 'have')
      .replace(/(?<![\p{L}'’])auld(?![\p{L}'’])/giu, 'old')
      .replace(/(?<![\p{L}'’])outwith(?![\p{L}'’])/giu, 'outside')
      .replace(/(?<![\p{L}'’])(do|did|is|was|has|have|does|were|ca)nae(?![\p{L}'’])/giu, (_m, v: string) =>
        v.toLowerCase() === 'ca' ? "can't" : `${v}n't`,
      )
      .replace(/(?<![\p{L}'’])o['’](?=\s)/giu, 'of')
      .replace(/(?<![\p{L}'’])a\s+keek\s+at(?![\p{L}'’])/giu, 'a look at')
      .replace(/^\s*what['’]?s\s+the\s+craic\s+(?:with|on)\s+/iu, 'show ')
      .replace(/(?<![\p{L}'’])the\s+craic(?![\p{L}'’])\s*,?\s*/giu, '')
      // Tags that ask for agreement or soften: "…, ken?", "…, aye.", "…, sure look.", "…, so it is.", "grand job".
      .replace(/^\s*(?:aye|naw|och|ach|sure\s+look|look)\s*,\s*/iu, '')
      .replace(
        /\s*,?\s*(?:ken|aye|eh|sure\s+look|so\s+it\s+is|so\s+they\s+are|grand(?:\s+job)?|how\s+no|the\s+now)\s*(?=[?.!]*\s*$)/giu,
        '',
      )
  );
}

/** A litigator's discovery request, said in the words the rules read. */
function discovery(text: string): string {
  return (
    text
      // "Do not include stakes we own": those are left out.
      .replace(/(?<![\p{L}])(?:do\s+not|don['’]t)\s+(?:include|list|show|return)\s+/giu, 'excluding ')
      // "(hereinafter "Acme")", "(the "Entities")", "(collectively, the "Documents")": a name defined for later.
      .replace(/\s*\(\s*(?:hereinafter|collectively|together|the|each\s+an?)\b[^()]{0,80}\)/giu, '')
      .replace(/^\s*(?:please\s+)?(?:produce|identify)\s+/iu, 'show ')
      .replace(/(?<![\p{L}])any\s+and\s+all(?![\p{L}])/giu, 'all')
      // "including but not limited to X": examples, no condition.
      .replace(/,?\s*including\s+(?:but\s+not|without\s+being)\s+limited\s+to\s+[^,.;]*/giu, '')
  );
}

/**
 * "under ten years of age" is "under ten years old"; "entries that go back more than seven years" are from then;
 * "since sixteen months" (a calque of French "depuis") is the last sixteen months; "12.5%..25%" is a range; "a quarter
 * exactly" is exactly a quarter; a search engine's "intitle:robotics" is a name that contains "robotics".
 */
function spans(text: string): string {
  return (
    text
      .replace(
        /(?<![\p{L}])since\s+((?:\d+|[\p{L}]+(?:[\s-][\p{L}]+)?)\s+(?:years?|months?|weeks?|days?))(?![\p{L}])(?!\s+(?:ago|back|before|earlier|prior))/giu,
        (m, span: string) =>
          /^(?:a|an|the|last|this|that|those|these|then)\s/i.test(span) ? m : `in the last ${span}`,
      )
      .replace(/(?<![\d.])(\d+(?:\.\d+)?\s*%?)\s*\.\.\s*(\d+(?:\.\d+)?\s*%?)(?![\d.])/gu, 'between $1 and $2')
      .replace(
        /(?<![\p{L}])((?:one|a|an|two|three)[\s-]+(?:half|halves|third|thirds|quarter|quarters|fifth|fifths|sixth|sixths|tenth|tenths)|\d+(?:\.\d+)?\s*%)\s+exactly(?![\p{L}])/giu,
        'exactly $1',
      )
      .replace(/(?<![\p{L}])intitle:\s*"?([\p{L}\d&' -]+?)"?(?=\s|$)/giu, 'whose name contains $1')
      .replace(/(?<![\p{L}])([\p{L}\d-]+)\s+years?\s+of\s+age(?![\p{L}])/giu, '$1 years old')
      // "within 8 years" with no "the last": the last eight years; "6 or more years ago", "6+ years ago": at least.
      .replace(
        /(?<![\p{L}])within\s+(?!(?:the|a|an|this|that|those|these|last|past|next)\s)((?:\d+|[\p{L}]+(?:[\s-][\p{L}]+)?)\s+(?:years?|months?|weeks?|days?))(?![\p{L}])(?!\s+(?:of|from|after|before|ago))/giu,
        'in the last $1',
      )
      .replace(
        /(?<![\p{L}\d])(\d+|[\p{L}]+)\s*(?:\+|or\s+more|and\s+(?:more|over|up))\s+(years?|months?|weeks?|days?)\s+(ago|back)(?![\p{L}])/giu,
        'at least $1 $2 $3',
      )
      // "15 years back or more", "6 years ago or earlier": at least; "3 years prior" is three years ago; "8 per-cent", "8 pc".
      .replace(
        /(?<![\p{L}\d])(\d+|[\p{L}]+)\s+(years?|months?|weeks?|days?)\s+(ago|back)\s+or\s+(?:more|earlier|longer|before)(?![\p{L}])/giu,
        'at least $1 $2 $3',
      )
      .replace(
        /(?<![\p{L}\d])(\d+|[\p{L}]+)\s+(years?|months?|weeks?|days?)\s+prior(?!\s+to)(?![\p{L}])/giu,
        '$1 $2 ago',
      )
      .replace(/(?<=\d)\s*(?:per-cent|pc)(?![\p{L}])/giu, '%')
      // "around for a decade and more", "trading for 8 years or longer": at least.
      .replace(
        /(?<![\p{L}])for\s+((?:an?\s+|\d+\s+|[\p{L}]+\s+)?(?:years?|months?|decades?))\s+(?:or|and)\s+(?:more|longer|over|up)(?![\p{L}])/giu,
        'for at least $1',
      )
      .replace(
        /(?<![\p{L}\d])(\d+|[\p{L}]+)\s*(?:or\s+(?:fewer|less))\s+(years?|months?|weeks?|days?)\s+(ago|back)(?![\p{L}])/giu,
        'no more than $1 $2 $3',
      )
      .replace(
        /(?<![\p{L}])(?:go(?:es)?|going|went|date[sd]?|dating|reach(?:es|ed)?)\s+back\s+((?:(?:more|less|fewer|no\s+more)\s+than|over|at\s+least|under)\s+)?([\p{L}\d-]+)\s+(years?|months?|weeks?|days?)(?![\p{L}])/giu,
        (_m, bound: string | undefined, n: string, unit: string) => `are from ${bound ?? ''}${n} ${unit} ago`,
      )
  );
}

export function dialectWords(text: string): string {
  return spans(discovery(scotsAndIrish(radio(calques(text)))))
    .replace(/^\s*(?:revealed|exclusive|breaking|official|shock|named)\s*:\s*/iu, '')
    .replace(/\s+/g, ' ')
    .trim();
}
