/**
 * When a stopword is not one: a pronoun the reader drops as the speaker's word ("show us", "give me") is an acronym when
 * written in capitals in a question that is not all capitals ("orgs in IT", "people from the ME"), and "us" right after
 * a place's preposition in a lower-case chat is the country ("people from us"). Such a word is read as a leftover word
 * (a stated guess or named as not used), never dropped in silence.
 */

const PRONOUNS = /^(?:it|us|me|we|our|my|them|they)$/;

/** Whether the stopword `word` (lower case), written `orig` at `start` of the question `text`, carries a meaning. */
export function stopwordMeant(word: string, orig: string, text: string, start: number): boolean {
  if (!PRONOUNS.test(word)) return false;
  if (/^\p{Lu}{2,}$/u.test(orig) && /\p{Ll}/u.test(text)) return true;
  return word === 'us' && /(?:^|\s)(?:in|from|outside|across|to)\s+$/i.test(text.slice(0, start));
}
