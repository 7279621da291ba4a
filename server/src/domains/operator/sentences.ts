import { GRAMMAR_WORDS, KIND_WORDS, MEANING_WORDS, STOPWORDS } from './lexicon.ts';
import type { Parsed } from './mention.ts';

/**
 * A request of several sentences (issue 35): "I'm preparing a note on Asian capital. I need the ledger side of it.
 * Only entries whose holder sits in Eastern Asia." Sentences that state the asker's situation ("I'm …", "We're …",
 * "Our team wants …", "Partnerships are handled by another team.") are context: the query is read from the other
 * sentences, read together, so that "the ones", "those" and "it" find the kind named in an earlier one. A context
 * sentence is never dropped in silence: one whose conditions are all in the query already is named as agreeing, any
 * other is named as not used and the query is only offered, not run. A sentence that only opens or closes ("Yes, …",
 * "Actually, …", "Show me the count.") loses its opening word, which is capitalised by its place, not as a name.
 */

/** Words ending in a full stop that end no sentence. */
const ABBREVIATIONS = new Set(
  'e.g i.e etc vs approx inc ltd co corp st dr mr mrs ms jr sr no nos fig incl esp u.s u.k u.s.a dept est'.split(' '),
);

/** The sentences of a question: split after ".", "?" or "!" before the next word (not in "e.g." or "2.5"). */
export function splitSentences(question: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (const m of question.matchAll(/[.?!]+(?=\s+\S)/g)) {
    const at = m.index ?? 0;
    const word =
      question
        .slice(from, at)
        .match(/(\S+)$/)?.[1]
        ?.toLowerCase() ?? '';
    if (m[0] === '.' && (ABBREVIATIONS.has(word.replace(/\.$/, '')) || /^\p{L}$/u.test(word))) continue;
    out.push(question.slice(from, at + m[0].length).trim());
    from = at + m[0].length;
  }
  const last = question.slice(from).trim();
  if (last) out.push(last);
  return out.filter((s) => /[\p{L}\d]/u.test(s));
}

/** Words that open a sentence and carry nothing of the request: agreement, a turn, emphasis. */
const MARKER =
  /^(?:(?:yes|yeah|yep|yup|right|ok|okay|sure|correct|exactly|indeed|so|and|but|also|plus|then|now|next|well|actually|specifically|basically|anyway|again|in\s+short|that\s+is|i\s+mean|to\s+be\s+clear|to\s+clarify|more\s+precisely|in\s+particular|namely)(?![\p{L}'’])[\s,:;.!—–-]*)+/iu;
/** A sentence that corrects the one before it. */
const CORRECTS =
  /^(?:actually|no(?=\s*,)|nope|sorry|wait|rather|correction|scratch\s+that|make\s+that|i\s+meant?|oops|or\s+rather)(?![\p{L}'’])/iu;
/** The sentence as a correction ("Actually, …", "Next, make that women."), or null when it corrects nothing. */
const correction = (sentence: string) => {
  if (CORRECTS.test(sentence)) return sentence;
  const bare = sentence.replace(MARKER, '');
  return CORRECTS.test(bare) ? bare : null;
};
const corrected = (sentence: string) =>
  sentence.replace(/[.!?\s]+$/, '').replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
/** A sentence that asks: a question word, a command or a wish ("I need the ledger side of it"). */
const ASKS =
  /^(?:please\s+)?(?:(?:can|could|would|will|may|might)\s+(?:you|i|we)|(?:i|we)(?:\s+(?:would|do|really|also|just|only|still))?\s+(?:need|want|like|wish|require|request)|(?:i|we)'d\s+(?:like|love|want|need)|(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:after|looking\s+for|interested\s+in|searching\s+for)|let\s+(?:me|us)|show|list|find|get|give|display|fetch|pull|bring|search|look|tell|return|name|count|who|whom|whose|which|what|where|when|how|are|is|do|does|did|has|have|was|were|any|only|just|exclude|include|skip|leave|limit|sort|order|rank)(?![\p{L}'’])/iu;
/** A statement with the asker or someone else as its subject: "I'm preparing …", "Our board asked …", "They …". */
const STATES =
  /^(?:(?:i|we|they|he|she|it|you)(?:'m|'re|'ve|'ll|'d|'s)?|our|my|their|his|her|its|there\s+(?:is|are|was|were))(?![\p{L}'’])|^(?:the\s+)?(?!(?:that|which|who|whose|where)\s)[\p{L}-]+(?:\s+(?!(?:that|which|who|whose|where)\s)[\p{L}-]+)?\s+(?:is|are|was|were|has|have|had|matter|matters|counts?)(?![\p{L}'’])/iu;
/** A sentence that only asks for the count of what the others ask for. */
const COUNT_ONLY =
  /^(?:(?:please\s+)?(?:show|give|tell|get)\s+(?:me|us)\s+)?(?:just\s+)?(?:the\s+)?(?:count|number|total|tally|figure)(?:\s+(?:please|only))?[.!?]*$|^how\s+many(?:\s+(?:are\s+there|is\s+that|of\s+them))?[.!?]*$/iu;

/**
 * A sentence that only closes the request: thanks, "yes or no" after a yes/no question, or a request for the same
 * records again ("If so, list them.", "Show me those.").
 */
const CLOSING =
  /^(?:(?:if\s+(?:so|yes|there\s+are(?:\s+any)?|we\s+do)[\s,]+)?(?:please\s+)?(?:list|show|give|display|send|pull)\s+(?:(?:me|us)\s+)?(?:them|those|these|the\s+list|all\s+of\s+them|them\s+all)(?:\s+please)?|(?:just\s+)?(?:a\s+)?(?:simple\s+)?yes\s+or\s+no(?:\s+(?:please|will\s+do))?|thanks?(?:\s+you)?(?:\s+(?:so\s+much|a\s+lot|in\s+advance))?|many\s+thanks|cheers)[.!?]*$/iu;
/** A statement about the records asked for ("They should all be women."), not about the asker. */
const ABOUT_THEM = /^(?:they|these|those|the\s+ones|all\s+of\s+them|each\s+of\s+them)(?![\p{L}'’])/iu;

type Role = 'request' | 'context' | 'count' | 'closing';

function roleOf(sentence: string): Role {
  const bare = sentence.replace(MARKER, '').trim();
  if (COUNT_ONLY.test(bare)) return 'count';
  if (CLOSING.test(sentence.trim()) || CLOSING.test(bare)) return 'closing';
  if (/\?\s*$/.test(sentence) || ASKS.test(bare)) return 'request';
  return STATES.test(bare) ? 'context' : 'request';
}

/** A later sentence joined to the request: its opening word lower-cased when it is a word of the grammar. */
function continued(sentence: string): string {
  const bare = sentence.replace(MARKER, '').trim();
  const first = bare.match(/^[\p{L}'’]+/u)?.[0] ?? '';
  const low = first.toLowerCase();
  const common =
    first.slice(1) === first.slice(1).toLowerCase() &&
    (STOPWORDS.has(low) || MEANING_WORDS.has(low) || GRAMMAR_WORDS.has(low) || low in KIND_WORDS || ASKS.test(bare));
  return common ? low + bare.slice(first.length) : bare;
}

/**
 * Whether a sentence names records of the kind ("I'm looking at Nordic investors"); the asker's own people ("our
 * healthcare team", "my investors") are who asks, not records asked for.
 */
const names = (sentence: string, kind: string) =>
  Object.entries(KIND_WORDS).some(
    ([w, k]) =>
      k.kind === kind &&
      new RegExp(`(?<![\\p{L}])(?<!(?:our|my|your|their)\\s+(?:[\\p{L}-]+\\s+)?)${w}(?![\\p{L}])`, 'iu').test(sentence),
  );

/** "Men aged more than 64.": the full stop that ends a sentence after a number is no decimal point. */
const endless = (sentence: string) => sentence.replace(/(?<=\d)\.(?=\s*$)/, '');

const quote = (s: string) => `"${s.replace(/[.!?\s]+$/, '')}"`;

/**
 * Reads a question of several sentences with `read` (the one-sentence reader); a question of one sentence, or
 * of sentences that are all requests with nothing to strip, is read whole as before.
 */
export function readSentences(question: string, read: (text: string) => Parsed): Parsed {
  const sentences = splitSentences(question).map(endless);
  if (sentences.length < 2) return read(endless(question));
  const parts = sentences.map((text) => ({ text, role: roleOf(text) }));
  const requests = parts.filter((p) => p.role === 'request');
  const contexts = parts.filter((p) => p.role === 'context');
  const counts = parts.filter((p) => p.role === 'count');
  const closing = parts.some((p) => p.role === 'closing');
  const marked = requests
    .slice(1)
    .some((p) => MARKER.test(p.text) || correction(p.text) !== null || continued(p.text) !== p.text);
  if (!requests.length || (!contexts.length && !counts.length && !closing && !marked)) return read(endless(question));
  // "Find reports from 2024. Actually, reports from 2023.": a correction is joined as a piece of the same sentence,
  // its word kept, so that the reading of self-corrections replaces what it corrects.
  const joined = (kept: typeof parts) =>
    kept
      .map((p, i) =>
        i === 0
          ? p.text.replace(MARKER, '')
          : correction(p.text) !== null
            ? `, ${corrected(correction(p.text) ?? '')}`
            : ` ${continued(p.text)}`,
      )
      .join('')
      .trim();
  let kept = requests;
  let parsed = read(joined(kept));
  const named: string[] = [];
  const unread: string[] = [];
  const guessed: string[] = [];
  for (const c of contexts) {
    const alone = read(c.text);
    const filters = alone.query.filters;
    const has = (q: Parsed, f: (typeof filters)[number]) =>
      q.query.filters.some((g) => g.name === f.name && g.value === f.value && g.negate === f.negate);
    if (filters.length && !alone.unused.length && filters.every((f) => has(parsed, f))) {
      named.push(`Read ${quote(c.text)} as context: what it names is in the query below.`);
      continue;
    }
    // "And they need to be sixty-seven or above.": a statement about the records asked for adds its conditions (its
    // unread words stay unread, and the query is then only offered); with unread words, only one that names the kind.
    if (filters.length && (!alone.unused.length || names(c.text, parsed.query.kind))) {
      const more = parts.filter((p) => kept.includes(p) || p === c);
      const again = read(joined(more));
      const adds =
        again.query.kind === parsed.query.kind &&
        parsed.query.filters.every((f) => has(again, f)) &&
        filters.every((f) => again.query.filters.some((g) => g.name === f.name));
      if (adds) {
        [kept, parsed] = [more, again];
        named.push(`Read ${quote(c.text)} as a condition of the request.`);
        // "Our investors are in Spain.": a statement of the asker's may describe their own, not the records.
        if (!ABOUT_THEM.test(c.text.replace(MARKER, ''))) guessed.push(quote(c.text).slice(1, -1));
        continue;
      }
    }
    named.push(
      `Not used: ${quote(c.text)} — read as context (a statement, not part of the request); the query below is read from the other sentences.`,
    );
    unread.push(quote(c.text).slice(1, -1));
  }
  parsed.unused.push(...unread);
  if (counts.length) parsed.howMany = true;
  parsed.notes.push(...named);
  parsed.unsure.push(...guessed);
  if (guessed.length && !parsed.unused.length)
    parsed.doubt = `Not sure: ${parsed.unsure.map((u) => `"${u}"`).join(', ')} may mean something else than the reading below.`;
  if (contexts.length && parsed.unused.length) {
    const list = parsed.unused.map((u) => `"${u}"`).join(', ');
    parsed.withheld = true;
    parsed.doubt = `Not sure: ${list} could not be used, so the query below leaves ${parsed.unused.length === 1 ? 'it' : 'them'} out and was not run. Run it as the nearest reading, or rephrase the question.`;
  }
  return parsed;
}
