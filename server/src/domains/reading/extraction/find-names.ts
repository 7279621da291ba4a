import { definedAfter, isStandaloneAcronym, lowercaseDefinitions } from './acronyms.ts';
import { classify, nationalityOnly } from './classify.ts';
import { isTown } from './gazetteers.ts';
import { titleRemainder, trimPiece } from './junk.ts';
import { isPlace } from './lexicon.ts';
import { joinCompanyLists, joinPeopleLists, type ListName } from './list-joins.ts';
import { splitPersonTail } from './person-tail.ts';
import { coreWords, pieces } from './spans.ts';
import { pieceVerdict } from './tagger.ts';
import type { TaggerModel } from './tagger-pieces.ts';
import { type Token, tokenize } from './tokens.ts';
import type { Mention } from './types.ts';

/** A name as found in one sentence, with the rules' verdict (and later the tagger's, and its entity). */
export type Found = ListName & {
  sentence: number;
  entity: number | null;
  /** Its kind is the tagger's: it becomes an entity only after the short forms of the others are joined. */
  learned?: boolean;
};

/**
 * The names of a text's sentences and the rules' verdicts, read in order until the document's time is out (its
 * budget: the names of the sentences read are kept); `acronyms` the acronyms names define (acronym → the name's index),
 * `dropped` the acronyms of things, not names ("the remuneration committee (RC)", and any a dropped name defines).
 */
export function findNames(text: string, sents: Mention[], outOfTime: () => boolean) {
  const found: Found[] = [];
  const acronyms = new Map<string, number>();
  // Acronyms of things, not names: "the remuneration committee (RC)" (and any acronym a dropped name defines).
  const dropped = lowercaseDefinitions(text);
  let readTo = text.length;
  sents.forEach((s, si) => {
    if (readTo < text.length || (si % 64 === 0 && outOfTime())) {
      readTo = Math.min(readTo, s.start);
      return;
    }
    const tokens = tokenize(text, s.start, s.end);
    const sentence = text.slice(s.start, s.end);
    const firstOfSentence = found.length;
    for (const raw of pieces(tokens)) {
      const trimmed = trimPiece(tokens, raw);
      if (!trimmed) {
        // An acronym a dropped name defines ("… Program (DURIP)") is no organization either.
        const defined = definedAfter(text, (tokens[raw.to - 1] as Token).end);
        if (defined) dropped.add(defined);
        continue;
      }
      for (const piece of splitPersonTail(tokens, trimmed)) {
        if (titleRemainder(tokens, piece)) {
          const defined = definedAfter(text, (tokens[piece.to - 1] as Token).end);
          if (defined) dropped.add(defined);
          continue;
        }
        const first = tokens[piece.from] as Token;
        const last = tokens[piece.to - 1] as Token;
        // A plural's possessive mark is not part of the name ("Quillmoor Labs’ president").
        const end = /s[’']$/.test(last.text) ? last.end - 1 : last.end;
        const name = text.slice(first.start, end);
        const verdict = classify(tokens, piece, sentence, s.start);
        const f: Found = {
          sentence: si,
          tokens,
          piece,
          start: first.start,
          end,
          text: name,
          core: coreWords(tokens, piece),
          ...verdict,
          entity: null,
        };
        const acronym = definedAfter(text, last.end);
        if (acronym && piece.to - piece.from >= 2 && f.kind !== 'person') {
          f.kind = 'organization';
          f.strong = true;
          acronyms.set(acronym, found.length);
        } else if (acronym && f.kind === 'person' && /^\s*\(\s*[“"]/u.test(text.slice(last.end, last.end + 4)))
          // Sheikh Mohamed (“MbZ”): a person's nickname in quotes and brackets is an alias.
          acronyms.set(acronym, found.length);
        found.push(f);
      }
    }
    joinPeopleLists(text, found.slice(firstOfSentence));
    joinCompanyLists(text, found.slice(firstOfSentence));
  });

  return { found, acronyms, dropped, readTo };
}

/** A name the rules left without a verdict takes the tagger's when the tagger marks exactly it. */
export function applyTagger(found: Found[], tagger: TaggerModel): void {
  for (const f of found) {
    const tokens = f.tokens;
    if ((f.kind && f.strong) || nationalityOnly(tokens, f.piece)) continue;
    const v = pieceVerdict(tagger.weights, tokens, f.piece.from, f.piece.to);
    const one = f.piece.to - f.piece.from === 1;
    const need = !one ? tagger.verdict : v?.kind === 'person' ? tagger.verdictOnePerson : tagger.verdictOne;
    const m = v && v.margin >= need ? v : null;
    const word = tokens[f.piece.from] as Token;
    const badAcronym = f.core.length === 1 && /^\p{Lu}{2,}$/u.test(word.text) && !isStandaloneAcronym(word);
    if (m && !isPlace(f.text) && !badAcronym && !(m.kind === 'person' && isTown(f.text))) {
      f.kind = m.kind;
      f.learned = true;
    }
  }
}
