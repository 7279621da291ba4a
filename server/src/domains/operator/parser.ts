import type { TOperatorContext } from '@intel/contracts';
import { build } from './build.ts';
import { canonical } from './canonical.ts';
import { DATE_VERBS, findDates } from './dates.ts';
import { STOPWORDS } from './lexicon.ts';
import type { Mention, Parsed, Verb } from './mention.ts';
import { NEG_BEFORE, NEGATION_WORDS } from './patterns.ts';
import { readVocabulary, tokens } from './phrases.ts';
import {
  readContext,
  readFlags,
  readLimit,
  readListTypes,
  readNumbers,
  readOrdering,
  readRelations,
  readSearchPhrases,
} from './readers.ts';
import { Reading } from './text.ts';
import type { Vocabulary } from './vocabulary.ts';

export type { Mention, Parsed };
export { canonical };

const HOW_MANY = /^(?:how\s+many|count(?:\s+the)?|number\s+of)(?![\p{L}])/iu;
/** Whether the question asks for a count ("how many …"), answered with the count and the list. */
export const asksHowMany = (text: string) => HOW_MANY.test(text.trim());
export const countText = (n: number, estimate = false) =>
  estimate ? `There are about ${n.toLocaleString('en')}.` : n === 1 ? 'There is 1.' : `There are ${n}.`;

/** How a question or a command opens ("show me", "which", "are there any"): nothing to filter on. */
const OPENING =
  /^(?:please\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?(?:(?:i\s+(?:want|would\s+like|need)\s+to\s+see)|show|list|find|get|give|display|fetch|search(?:\s+for)?|look\s+(?:for|up)|tell|return|bring\s+up|pull\s+up|are\s+there(?:\s+any)?|is\s+there(?:\s+any(?:thing)?)?|do\s+we\s+have(?:\s+any)?|which|what)(?:\s+(?:me|us))?(?:\s+(?:all|every|any)(?:\s+(?:the|of\s+the))?)?(?![\p{L}])/gu;

/**
 * The built-in reader (DESIGN §8): offline and deterministic. Rules read the question piece by
 * piece (each piece once, longest vocabulary first), then the kind is decided and every piece
 * becomes a filter of that kind; what no rule reads becomes the search text.
 */
export function parseQuestion(text: string, context: TOperatorContext, vocab: Vocabulary, now: Date): Parsed {
  const r = new Reading(text);
  const mentions: Mention[] = [];
  const add = (m: Mention) => mentions.push(m);

  const howMany = asksHowMany(text);
  r.take(new RegExp(HOW_MANY.source, 'gu'), () => true);
  r.take(OPENING, () => true);
  r.take(/(?<![\p{L}])(?:a\s+|the\s+)?list\s+of(?![\p{L}])/gu, () => true);
  r.take(/"([^"]+)"/g, (m) => {
    add({ t: 'search', pos: m.index, phrase: m[0], text: r.orig.slice(m.index + 1, m.index + m[0].length - 1).trim() });
    return true;
  });

  readContext(r, add);
  for (const d of findDates(r.low, now)) {
    const neg = r.low.slice(0, d.start).match(NEG_BEFORE);
    const start = neg?.index ?? d.start;
    const phrase = r.low.slice(start, d.end);
    add({ t: 'date', pos: start, phrase, verb: d.verb, range: d.range, negate: neg?.index !== undefined });
    r.consume(start, d.end);
  }
  readNumbers(r, add);
  readLimit(r, add);
  readSearchPhrases(r, add);
  readOrdering(r, add);
  readFlags(r, add);
  r.take(
    /(?<![\p{L}])(?:publicly\s+(?:traded|listed)|listed|public(?=\s+(?:compan(?:y|ies)|corporations?|firms?)))(?![\p{L}])/gu,
    (m) => {
      const type = vocab.ownershipTypes.find((o) => o.toLowerCase() === 'public');
      if (!type) return false;
      const neg = r.low.slice(0, m.index).match(NEG_BEFORE);
      if (neg?.index !== undefined) r.consume(neg.index, m.index);
      add({ t: 'ownership', pos: neg?.index ?? m.index, phrase: m[0], value: type, negate: neg?.index !== undefined });
      return true;
    },
  );
  readListTypes(r, add, vocab);
  readRelations(r, add);
  for (const verb of Object.keys(DATE_VERBS)) {
    r.take(new RegExp(`(?<![\\p{L}])${verb}(?![\\p{L}])`, 'gu'), (m) => {
      add({ t: 'verb', pos: m.index, phrase: m[0], verb: DATE_VERBS[verb] as Verb });
      return true;
    });
  }
  readVocabulary(r, vocab, mentions);
  r.take(/(?<![\p{L}])(?:who|whom)(?![\p{L}])/gu, (m) => {
    add({ t: 'who', pos: m.index, phrase: m[0] });
    return true;
  });
  const left = tokens(r.low).map((t) => ({
    ...t,
    word: t.word.replace(/^[&]+|[&]+$/g, ''),
    orig: r.orig.slice(t.start, t.end),
  }));
  const proper = (i: number) => {
    const t = left[i];
    return !!t && t.start > 0 && /^\p{Lu}/u.test(t.orig) && t.orig !== t.orig.toUpperCase();
  };
  const negations = left.filter((t) => NEGATION_WORDS.has(t.word)).map((t) => t.word);
  // A stopword inside a name keeps its place ("New York"); elsewhere it carries nothing.
  const rest = left
    .filter((t, i) => {
      if (NEGATION_WORDS.has(t.word) || !t.word) return false;
      if (!STOPWORDS.has(t.word)) return true;
      const next = left[i + 1];
      return (
        proper(i) &&
        !!next &&
        proper(i + 1) &&
        !STOPWORDS.has(next.word) &&
        /^\s+$/.test(r.low.slice(t.end, next.start))
      );
    })
    .map((t) => t.orig.replace(/^[&]+|[&]+$/g, ''));
  if (rest.length) add({ t: 'search', pos: 10_000, phrase: rest.join(' '), text: rest.join(' ') });

  mentions.sort((a, b) => a.pos - b.pos);
  const parsed = build(mentions, context);
  if (negations.length) parsed.notes.push(`Not used: "${negations[0]}" — it is not clear what it excludes.`);
  return howMany ? { ...parsed, howMany } : parsed;
}
