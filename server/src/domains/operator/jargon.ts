import { chatWords } from './chat.ts';
import { dialectWords } from './dialects.ts';
import { KIND_WORDS } from './lexicon.ts';
import { registerWords } from './registers.ts';

/**
 * A trade's words for what the rules read (issue 35): a VC associate's "checks written" and "booked a deal", a
 * recruiter's "who do we know at", a librarian's "items in the collection", a heading before the question ("Headcount
 * check:") and a purpose after it ("…: we're building a talent pool"). Each is a reading of a trade's English, not
 * of one question; the kind words themselves are in lexicon.ts.
 */

/** Kind words that answer a question (a keyword or list word only describes what is asked for). */
const ANSWER_WORDS = Object.entries(KIND_WORDS)
  .filter(([w, k]) => k.kind !== 'keywords' && k.kind !== 'lists' && !/^items?$/.test(w))
  .map(([w]) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'))
  .sort((a, b) => b.length - a.length);
/** Keyword and list words ("subject heading"), taken out before looking for a kind word that answers. */
const DESCRIBING = new RegExp(
  `(?<![\\p{L}-])(?:${Object.entries(KIND_WORDS)
    .filter(([, k]) => k.kind === 'keywords' || k.kind === 'lists')
    .map(([w]) => w.replace(/ /g, '\\s+'))
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![\\p{L}-])`,
  'giu',
);
const ANSWER_WORD = new RegExp(`(?<![\\p{L}-])(?:${ANSWER_WORDS.join('|')})(?![\\p{L}-])`, 'iu');

export function jargon(text: string): string {
  let out = dialectWords(registerWords(chatWords(text)))
    // A lawyer's drafting: "natural persons", "as at the date hereof", "prior to the date hereof", "the type thereof",
    // "save where", "…, hereinafter the Filing Entities", "Set out the Entities …".
    .replace(/(?<![\p{L}])natural\s+(?=persons?(?![\p{L}]))/giu, '')
    .replace(/(?<![\p{L}])(?:prior\s+to|before)\s+the\s+date\s+hereof(?![\p{L}])/giu, 'ago')
    .replace(/,?\s*(?:as\s+)?(?:at|on|of)\s+the\s+date\s+hereof\s*,?/giu, ' ')
    .replace(/\s+(?:thereof|hereof)(?![\p{L}])/giu, '')
    .replace(/,?\s*hereinafter\s+(?:(?:referred\s+to|called)\s+as\s+)?(?:"[^"]*"|[^.;,"]*)/giu, '')
    .replace(/(?<![\p{L}])save\s+(?=(?:where|those|for|that|in\s+respect\s+of|any|the)(?![\p{L}]))/giu, 'except ')
    .replace(/^\s*set\s+out\s+/iu, 'list ')
    // "…, provided that they reside in Oslo": a condition on the records named.
    .replace(/,?\s*provided\s+that\s+(?:they|he|she)\s+/giu, ' who ')
    .replace(/,?\s*provided\s+that\s+(?:it|its)\s+(?=\p{L})/giu, ' that ')
    .replace(/(?<![\p{L}])except\s+where\s+(?:the\s+)?(?:type|kind|category)\s+(?:is|are)\s+/giu, 'except ')
    .replace(/(?<![\p{L}])(in|during|from)\s+the\s+years?\s+(?=\d{4})/giu, '$1 ')
    // "the ledger entries that Greenleaf Energy does not hold": those not held by it.
    .replace(
      /(?<![\p{L}])(?:that|which)\s+((?:\p{Lu}[\p{L}&'’.-]*\s+){0,3}\p{Lu}[\p{L}&'’.-]*)\s+(?:does\s+not|doesn['’]t|did\s+not|didn['’]t)\s+(?:hold|own)(?![\p{L}])/gu,
      'not held by $1',
    )
    // "How many filings have we got?", "what have you got on Acme": "have" is enough.
    .replace(/(?<![\p{L}])(have|has)\s+(we|you|they|i)\s+got(?![\p{L}])/giu, 'do $2 have')
    .replace(/(?<![\p{L}])(we|you|they|i)['’]ve\s+got(?![\p{L}])/giu, '$1 have')
    // Scottish and Irish English: "yous", "folk", "the lads", "a wee list", "firms over in Iceland".
    .replace(/(?<![\p{L}])yous(?![\p{L}])/giu, 'you')
    .replace(/(?<![\p{L}])folk(?![\p{L}])/giu, 'people')
    .replace(/(?<![\p{L}])(?:the\s+)?lads(?![\p{L}])/giu, 'men')
    .replace(/(?<![\p{L}])wee\s+(?=\p{L})/giu, '')
    // "checks written in Q2", "firms that cut a check last year": investments made.
    .replace(/(?<![\p{L}])(?:checks|cheques)\s+(?:written|cut|wired|signed)(?![\p{L}])/giu, 'investments made')
    .replace(
      /(?<![\p{L}])(?:wrote|written|cut|signed)\s+(?:an?\s+|any\s+)?(?:checks?|cheques?)(?![\p{L}])/giu,
      'invested',
    )
    // "firms that have booked a deal", "companies that closed a deal in 2024": that have one.
    .replace(
      /(?<![\p{L}])(?:(?:have|has|had)\s+)?(?:booked|closed|done|struck|inked|signed)(?=\s+(?:an?|any|some)\s+(?:deals?|investments?)(?![\p{L}]))/giu,
      'have',
    )
    // "persons credited with authorship of a monograph", "who is credited as author of": who wrote it.
    .replace(
      /(?<![\p{L}])(?:(?:are|is|were|was)\s+)?credited\s+(?:with\s+(?:the\s+)?(?:authorship|writing|co-?authorship)\s+of|as\s+(?:the\s+)?(?:co-?)?(?:authors?|writers?)\s+of)(?![\p{L}])/giu,
      'authored',
    )
    // "who do we know at firms …": the people at them.
    .replace(/(?<![\p{L}])who\s+(?:do|does|did)\s+(?:we|you|i|anyone)\s+(?:know|have)\s+(?=at\s)/giu, 'people ')
    // "papers in the collection", "items in the holdings": the library ("our holdings" alone are stakes).
    .replace(
      /(?<![\p{L}])(?:in|from|of)\s+(?:the|our|my)\s+(?:library['’]?s?\s+)?(?:collection|catalogue|catalog|stacks|(?<=items?\s+(?:in|from|of)\s+the\s+)holdings)(?![\p{L}])/giu,
      'in the library',
    )
    // "Headcount check: how many …", "Sanity check - which …": a heading before the question.
    .replace(/^\s*(?:[\p{L}-]+\s+){0,2}check\s*[:–—-]\s*/iu, '')
    // "…: we're building a senior talent pool.": the purpose, said after the question.
    .replace(/\s*[:;.]\s*(?:we['’]re|we\s+are|i['’]m|i\s+am)\s+\p{L}+ing(?:\s[^.?!]*)?[.?!]?\s*$/iu, '')
    // "deals we keep internal-only", "notes we have marked hidden": what their visibility is.
    .replace(
      /(?<![\p{L}])(?:(?:that|which)\s+)?(?:we|you|i)\s+(?:keep|have\s+kept|hold|set|have\s+set|mark|have\s+marked)(?:\s+as)?\s+(?=(?:internal|hidden|paywalled|admin)(?![\p{L}]))/giu,
      'that are ',
    )
    // "the oldest pair of candidates": two of them.
    .replace(/(?<![\p{L}])(?:a\s+)?pair\s+of(?![\p{L}])/giu, '2');
  // "items issued this weekend", "items issued by publishers in …": items named before any other kind are the
  // library's, unless the ledger or a list is named ("ledger items", "the items on my watchlist").
  const items = /(?<![\p{L}-])items?(?![\p{L}-])/iu.exec(out);
  const before = items ? out.slice(0, items.index).replace(DESCRIBING, ' ') : '';
  const said = `${before.trim().split(/\s+/).at(-1) ?? ''} ${items?.[0] ?? ''}`.toLowerCase();
  if (
    items &&
    !(said in KIND_WORDS) &&
    !ANSWER_WORD.test(before) &&
    !/(?<![\p{L}])(?:ledger|(?:watch\s*)?lists?)(?![\p{L}])/iu.test(out)
  )
    out = `${out.slice(0, items.index)}library ${out.slice(items.index)}`;
  return out;
}
