/**
 * When a stopword is not one: a pronoun the reader drops as the speaker's word ("show us", "give me") is an acronym when
 * written in capitals in a question that is not all capitals ("orgs in IT", "people from the ME"), and "us" right after
 * a place's preposition in a lower-case chat is the country ("people from us"). Such a word is read as a leftover word
 * (a stated guess or named as not used), never dropped in silence.
 */

import { READ } from './text.ts';

const PRONOUNS = /^(?:it|us|me|we|our|my|them|they)$/;

/**
 * "companies that work with us", "firms we work with", "people who partner with me": a relation to the speaker. No record
 * holds who works with the speaker, so these words ("work with us", "work with") are named as not used (and the query is not run), never dropped as
 * stopwords, which would list every record of the kind.
 */
const WE_VERB = '(?:work|worked|partner|partnered|collaborate|collaborated|co-?operate|co-?operated)';
const VERB_US =
  '(?:works?|working|worked|partners?|partnered|partnering|collaborat(?:e|es|ed|ing)|co-?operat(?:e|es|ed|ing))';
const WITH_US = new RegExp(
  String.raw`(?<![\p{L}])(?:(?<=(?<![\p{L}])(?:we|i)\s+(?:(?:currently|already|still|also|often|regularly|usually|actively|${READ}+)\s+)?)${WE_VERB}\s+with|${VERB_US}\s+with\s+(?:us|me))(?![\p{L}])`,
  'giu',
);

/** Whether the stopword `word` (lower case), written `orig` at `start` of the question `text`, carries a meaning. */
export function stopwordMeant(word: string, orig: string, text: string, start: number): boolean {
  for (const m of text.matchAll(WITH_US)) {
    const at = m.index ?? 0;
    if (at <= start && start + word.length <= at + m[0].length) return true;
  }
  if (!PRONOUNS.test(word)) return false;
  if (/^\p{Lu}{2,}$/u.test(orig) && /\p{Ll}/u.test(text)) return true;
  return word === 'us' && /(?:^|\s)(?:in|from|outside|across|to)\s+$/i.test(text.slice(0, start));
}
