import type { Parsed } from './mention.ts';

/**
 * Hedged wording (issue 35): "roughly how many", "I think", "I'm fairly sure", "give or take", "15% or so". A hedge
 * carries no condition: it is taken out before the question is read and named in the answer, never searched for as
 * part of a name. A hedge on the question ("I think", "roughly how many") is named as a note. A hedge on a value
 * ("roughly 15%", "2015 or so", "something like the ten largest") keeps the value as said and states a doubt: the
 * question says the value is approximate and the query reads it as exact, so the answer is never a confident one.
 */

const NUMBER_WORD =
  '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|a\\s+(?:half|third|quarter|fifth|tenth|dozen|hundred))';
/** A value follows: digits, a number word, or "the ten largest". */
const VALUE_AHEAD = `(?=(?:[$€£]\\s*)?\\d|(?:the\\s+)?${NUMBER_WORD}(?![\\p{L}]))`;

/** Hedges before a value: "roughly 15%", "approximately twenty", "something like the ten largest". */
const BEFORE_VALUE = new RegExp(
  `(?<![\\p{L}])(?:roughly|approximately|around|approx\\.?|circa|give\\s+or\\s+take|more\\s+or\\s+less|something\\s+like|somewhere\\s+(?:near|around)|in\\s+the\\s+(?:region|neighbou?rhood|ballpark)\\s+of)\\s+${VALUE_AHEAD}`,
  'giu',
);
/** Hedges after a value: "2015 or so", "10% or thereabouts", "twenty, give or take". */
const AFTER_VALUE =
  /(?<=(?:\d|%|percent|years?|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty)))(?:\s*,)?\s+(?:or\s+so|or\s+thereabouts|give\s+or\s+take|more\s+or\s+less|(?:or\s+)?roughly|approximately)(?![\p{L}])|(?<=\d)-?ish(?![\p{L}])/giu;
/** Hedges on the whole question: the speaker's own certainty, or a count that is approximate anyway. */
const ON_QUESTION =
  /(?:^|(?<=[,;.?!]\s*)|(?<=\s))(?:(?:i|we)\s+(?:think|guess|believe|reckon|suppose)|if\s+i\s+(?:remember|recall)(?:\s+(?:rightly|correctly))?|(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:fairly|pretty|quite|reasonably|almost)?\s*(?:sure|certain|confident)|(?:roughly|approximately|about)(?=\s+how\s+many(?![\p{L}])))(?![\p{L}])|(?:^|(?<=[.?!]\s*))(?:yes|yeah|yep)(?=\s*,)/giu;

export type Hedges = { text: string; onQuestion: string[]; onValue: string[] };

/** The question with its hedges taken out, and the hedges as said. */
export function hedges(question: string): Hedges {
  const onQuestion: string[] = [];
  const onValue: string[] = [];
  const text = question
    .replace(BEFORE_VALUE, (m) => {
      onValue.push(m.trim());
      return '';
    })
    .replace(AFTER_VALUE, (m) => {
      onValue.push(m.replace(/^[\s,]+/, '').trim());
      return '';
    })
    .replace(ON_QUESTION, (m) => {
      onQuestion.push(m.trim());
      return '';
    })
    // A comma left alone by a hedge taken out ("from, , the previous year").
    .replace(/,(\s*,)+/g, ',')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return { text, onQuestion, onValue };
}

const quoted = (xs: string[]) => xs.map((x) => `"${x}"`).join(', ');

/** The question read without its hedges, each named in the answer; a hedge on a value is a stated doubt. */
export function readWithHedges(question: string, read: (text: string) => Parsed): Parsed {
  const h = hedges(question);
  if (!h.onQuestion.length && !h.onValue.length) return read(question);
  const parsed = read(h.text);
  if (h.onQuestion.length)
    parsed.notes.push(
      `Read ${quoted(h.onQuestion)} as said in passing: ${h.onQuestion.length === 1 ? 'it sets' : 'they set'} no condition.`,
    );
  if (h.onValue.length) {
    parsed.notes.push(
      `Not sure: ${quoted(h.onValue)} — the value is read as said; the question says it is approximate, and a query has no "about".`,
    );
    parsed.unsure.push(...h.onValue);
    if (!parsed.withheld)
      parsed.doubt = `Not sure: ${quoted(parsed.unsure)} may mean something else than the reading below.`;
  }
  return parsed;
}
