import type { Mention } from './mention.ts';

/** Pieces that can be negated ("not in Germany", "except reports"). */
const NEGATABLE = new Set<Mention['t']>([
  'keyword',
  'list',
  'place',
  'entity',
  'vehicle',
  'gender',
  'ownership',
  'libraryType',
  'listType',
  'visibility',
  'flag',
]);

/**
 * "all library items but podcasts", "everything but reports": "but" right after the kind (or
 * "everything", "all") excludes what follows, and what "or"/"and" joins to it; "but" after a
 * condition ("in Berlin but founded after 2010") joins two conditions and is left alone.
 */
export function butMeansExcept(mentions: Mention[], text: string) {
  for (const [i, m] of mentions.entries()) {
    const negatable = NEGATABLE.has(m.t) || (m.t === 'kind' && !!m.word.libraryType);
    if (m.negate || !negatable) continue;
    const before = text.slice(0, m.pos);
    const but = before.match(
      /(?:^|\s)but\s+(?:(?:those|ones|the\s+ones|any)\s+)?(?:(?:that|which|who)\s+(?:are|is)\s+)?(?:(?:based|located|headquartered|living)\s+)?(?:(?:in|from|on|tagged|with)\s+)?(?:the\s+)?$/,
    );
    if (but?.index === undefined) continue;
    const head = before.slice(0, but.index);
    const prev = mentions[i - 1];
    const afterKind = prev?.t === 'kind' && /^\s*$/.test(head.slice(prev.pos + prev.phrase.length));
    if (!afterKind && !/(?:^|\s)(?:everything|anything|all|every\s*thing)\s*$/.test(head)) continue;
    // "all deals but the owned ones": a flag is left out by its other value ("owned" is never empty).
    const exclude = (x: Mention) => {
      if (x.t === 'flag') x.value = !x.value;
      else x.negate = true;
    };
    exclude(m);
    for (let j = i + 1; j < mentions.length; j++) {
      const x = mentions[j] as Mention;
      const y = mentions[j - 1] as Mention;
      if (x.t !== m.t || !/^\s*(?:,|or|and|nor)\s+$/.test(text.slice(y.pos + y.phrase.length, x.pos))) break;
      exclude(x);
    }
  }
}

/**
 * "people not born in the 1980s or 1990s", "stakes not under 10% or over 90%": a negated date or share goes on
 * to the next one of its kind joined by "or"/"nor" or a comma (neither span), as a negated place goes on in a
 * bare list (phrases.ts). Without it the second span was read as wanted and the first as cut from it: an answer
 * about the 1990s alone, with no word of the "not".
 */
export function negationOverRanges(mentions: Mention[], text: string) {
  for (let i = 1; i < mentions.length; i++) {
    const prev = mentions[i - 1] as Mention;
    const m = mentions[i] as Mention;
    if (!prev.negate || m.negate || m.t !== prev.t || (m.t !== 'date' && m.t !== 'number')) continue;
    const gap = text.slice(prev.pos + prev.phrase.length, m.pos);
    // The question's commas are spaces by now: a bare list is one space.
    if (/^(?:\s*,\s*|\s+)(?:(?:or|nor)\s+)?(?:(?:in|from|during|the)\s+)*$/.test(gap)) m.negate = true;
  }
}
