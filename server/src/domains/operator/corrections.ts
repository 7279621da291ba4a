import { KIND_WORDS } from './lexicon.ts';

/**
 * A question dictated and corrected while it is said (issue 35): "the companies in London, no wait, Paris", "stakes
 * over three quarters, no hang on, over two thirds, I meant two thirds", "less than eight years old, sorry, I mean
 * eight years or older". The last value said is kept: a correction replaces what it corrects, a repeat of what was
 * said is dropped, and hesitations ("um", ", what,") are not words of the question. Questions with no sign of dictation
 * are left alone.
 */

/** Words that only hesitate, anywhere in a question. */
const HESITATIONS = /(?<![\p{L}'’])(?:um+|uh+|erm*|hmm+|ehm)(?![\p{L}'’])/giu;
/** A comma-separated piece that only hesitates or agrees. */
const FILLER =
  /^(?:what|like|yeah|yes|yep|ok|okay|so|right|oh|you\s+know|let\s+me\s+(?:see|think)|let'?s\s+see|i\s+guess|i\s+think|hmm|if\s+(?:i|you|we)\s+can|if\s+possible|thanks?(?:\s+you)?|(?:so\s+)?(?:just\s+)?(?:those|these|them)(?:\s+ones)?(?:\s+only)?(?:\s+please)?)$/iu;
/** A piece that gives the reason for asking ("because I want to send them the invite …"): no condition. */
const REASON = /^(?:because|cause|'cause|as\s+i\s+(?:want|need|have)|since\s+i\s+(?:want|need|have))(?![\p{L}])/iu;
/** Words that say the words before them are wrong: one of them makes a piece a correction. */
const STRONG = new Set([
  'no',
  'nope',
  'wait',
  'sorry',
  'hang',
  'hold',
  'scratch',
  'correction',
  'well',
  'mean',
  'meant',
  'actually',
  'rather',
  'oops',
]);
const MARKER_WORDS = new Set([...STRONG, 'oh', 'on', 'that', 'i', 'or', 'my', 'bad', 'let', 'me', 'rephrase', 'not']);
/** Corrections of several words, said without commas around them. */
const MULTI =
  /\s+(?=(?:no\s+wait|wait\s+no|no\s+sorry|oh\s+no|sorry\s+i\s+mean|i\s+mean|i\s+meant|no\s+hang\s+on|hang\s+on|hold\s+on|scratch\s+that|or\s+rather|my\s+bad)(?![\p{L}]))|(?<=(?:no\s+wait|wait\s+no|no\s+sorry|sorry\s+i\s+mean|i\s+mean|i\s+meant|no\s+hang\s+on|hang\s+on|hold\s+on|scratch\s+that|or\s+rather|my\s+bad)(?![\p{L}]))\s+/giu;
/** A correction that opens a piece and is followed by the words that replace ("I mean eight years"). */
const LEADING =
  /^(?:(?:oh\s+)?no\s+sorry|sorry\s+i\s+mean[t]?|i\s+mean[t]?|no\s+wait|wait\s+no|actually|or\s+rather|make\s+that|i\s+should\s+say)\s+(?=\S)/iu;
/** Words a correction starts again from: the corrected piece starts at the last of them said before. */
const ANCHORS = new Set([
  'in',
  'at',
  'on',
  'from',
  'the',
  'a',
  'an',
  'after',
  'before',
  'since',
  'over',
  'under',
  'above',
  'below',
  'with',
  'without',
  'that',
  'who',
  'which',
  'for',
  'by',
  'to',
  'between',
  'tagged',
  'born',
  'founded',
  'published',
]);
/** Words that fill one slot of a question: a correction of one of them replaces only that word. */
const SLOTS = [
  /^(?:men|women|males?|females?|man|woman|guys|gals|ladies|gentlemen|girls|boys|blokes|lads|lasses|chaps|fellas|okes)$/iu,
];
/** What a restatement may add to what was said: agreement and emphasis. */
const AGREEING = new Set(['yeah', 'yes', 'yep', 'so', 'just', 'again', 'please', 'ok', 'okay', 'right']);

const words = (s: string) => s.toLowerCase().match(/[\p{L}\d%.'’-]+/gu) ?? [];
const isMarker = (piece: string) => {
  const w = words(piece);
  return w.length > 0 && w.length <= 4 && w.some((x) => STRONG.has(x)) && w.every((x) => MARKER_WORDS.has(x));
};

/** The corrected piece with its correction: the piece from where the correction starts again, replaced. */
function correct(before: string, repair: string): string {
  const b = before.trim();
  // "the Bavarian capital, no, the German one": "one" stands for the noun it corrects.
  const noun = b.match(/(\p{L}+)$/u)?.[1];
  const r =
    noun && !ANCHORS.has(noun.toLowerCase()) ? repair.trim().replace(/(?<=\s)one(?=[\s.?!]*$)/u, noun) : repair.trim();
  const [bl, rl] = [b.toLowerCase(), r.toLowerCase()];
  // "over two thirds, I meant two thirds": the correction repeats what was said.
  if (bl === rl || bl.endsWith(` ${rl}`)) return b;
  const first = words(r)[0] ?? '';
  const tokens = b.split(/\s+/);
  if (ANCHORS.has(first)) {
    const at = tokens.map((t) => t.toLowerCase()).lastIndexOf(first);
    if (at >= 0) return [...tokens.slice(0, at), r].join(' ');
  }
  // "in London, no wait, Paris": a name replaces the name said last.
  if (/^\p{Lu}/u.test(r)) {
    let at = tokens.length;
    while (at > 0 && /^\p{Lu}/u.test(tokens[at - 1] ?? '')) at--;
    if (at < tokens.length && at > 0) return [...tokens.slice(0, at), r].join(' ');
  }
  // "men over forty, make that women": a word of the same slot (a gender) replaces the one said, the rest stands.
  const slot = SLOTS.find((g) => g.test(r.replace(/^(?:the|only|just)\s+/iu, '')));
  if (slot) {
    const at = tokens.map((t) => slot.test(t.replace(/[^\p{L}]/gu, ''))).lastIndexOf(true);
    if (at >= 0)
      return [...tokens.slice(0, at), r.replace(/^(?:the|only|just)\s+/iu, ''), ...tokens.slice(at + 1)].join(' ');
  }
  // "less than eight years old, sorry, I mean eight years or older": a short piece is said again whole, unless it
  // names what is asked for ("companies that are private, actually public": the last words only).
  if (tokens.length <= 6 && !tokens.some((t) => t.toLowerCase().replace(/[^\p{L}-]/gu, '') in KIND_WORDS)) return r;
  const keep = tokens.length - words(r).length;
  return keep > 0 ? [...tokens.slice(0, keep), r].join(' ') : r;
}

/** A dash before a correction ("Bavarian capital — no, the German one"): a pause, as a comma is. */
const DASHED =
  /\s*[—–]\s*(?=,?\s*(?:no|nope|sorry|wait|i\s+mean|i\s+meant|scratch|make\s+that|actually|oh|or\s+rather|hang|hold)(?![\p{L}]))/giu;

const CORRECTING_PAUSE =
  /,\s*,(?=\s*(?:no|nope|sorry|wait|i\s+mean|i\s+meant|scratch|make\s+that|actually|oh|or\s+rather|hang|hold)(?![\p{L}]))/giu;
/** "sorry, not Berlin — Munich", "sorry, not Oslo, Stockholm": what is corrected is named, then what replaces it. */
const NOT_THIS = /^not\s+[^—–,]+?\s*[—–]\s*(?=\S)/iu;

/** "— no, forget the Germans —", "— no, forget VC —", ", no, forget that,": what was just said is withdrawn. */
const FORGET =
  /\s*(?:[—–]+|,)\s*(?:no\s*,?\s*)?forget\s+(?:about\s+)?(?:that|it|those|them|the\s+[^—–,.?!]{1,40}?|[^—–,.?!\s]{1,20})\s*(?:[—–]+|,)\s*/giu;

export function selfCorrections(text: string): string {
  const hesitated = text.replace(FORGET, ', no, scratch that, ').replace(HESITATIONS, ' ');
  const dictated = hesitated !== text;
  // "in the, uh, Bavarian capital": a hesitation between commas leaves no pause behind it.
  // "tagged Fintech, uh, no, tagged Climate": before a correction the pause stays.
  const cleaned = (
    dictated
      ? hesitated
          .replace(CORRECTING_PAUSE, ',')
          .replace(/,\s*,/g, ' ')
          .replace(/^[\s,]+/, '')
      : hesitated
  ).replace(DASHED, ', ');
  const pieces = cleaned
    .replace(MULTI, ', ')
    .split(/\s*,\s*/)
    .map((p) => p.trim())
    .filter((p) => p.length);
  if (!dictated && !pieces.some((p) => isMarker(p) || LEADING.test(p) || REASON.test(p))) return text;
  const out: string[] = [];
  let pending = false;
  for (const piece of pieces) {
    if (FILLER.test(piece) || (out.length && REASON.test(piece))) continue;
    if (isMarker(piece)) {
      // A marker first in the question corrects nothing: it is dropped with the rest.
      pending = out.length > 0;
      continue;
    }
    const lead = piece.match(LEADING);
    const said = lead ? piece.slice(lead[0].length) : piece;
    // "in Oslo, sorry, not Oslo, Stockholm": "not Oslo" names what is corrected; the next piece replaces it.
    const named = said.match(/^not\s+(.+)$/iu)?.[1];
    const last = new Set(words(out.at(-1) ?? ''));
    if ((pending || lead) && named && words(named).every((w) => last.has(w))) continue;
    const repair = pending || lead ? said.replace(NOT_THIS, '') : said;
    if ((pending || lead) && out.length) {
      out[out.length - 1] = correct(out[out.length - 1] ?? '', repair);
      pending = false;
      continue;
    }
    pending = false;
    // "in Stockholm, how many in Stockholm", "after 2020, yeah after 2020": a piece said again adds nothing.
    const seen = new Set(words(out.join(' ')));
    const own = words(repair).filter((w) => !AGREEING.has(w));
    if (out.length && own.length && own.every((w) => seen.has(w))) continue;
    out.push(repair);
  }
  // "How many podcasts, no, filings. How many filings?": a sentence the next one says again adds nothing.
  const sentences = out.join(', ').split(/(?<=[.?!])\s+/);
  const kept = sentences.filter((x, i) => {
    const next = sentences[i + 1];
    if (!next) return true;
    const own = words(x).filter((w) => !AGREEING.has(w));
    const later = new Set(words(next));
    return !own.length || !own.every((w) => later.has(w.replace(/[.?!]+$/, '')));
  });
  return kept.join(' ');
}
