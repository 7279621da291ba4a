import { OPERATOR_KIND_META, type TOperatorContext } from '@intel/contracts';
import { build } from './build.ts';
import { canonical } from './canonical.ts';
import { withComparisons } from './comparisons.ts';
import { DATE_VERBS, findDates, otherSide } from './dates.ts';
import { structuralDoubts } from './doubts.ts';
import { agesAsOf } from './eras.ts';
import { butMeansExcept, negationOverRanges } from './except.ts';
import { withWhether } from './existence.ts';
import { ordinaryWord, readWithFrame } from './framing.ts';
import { readWithHedges } from './hedges.ts';
import { MEANING_WORDS, STOPWORDS } from './lexicon.ts';
import type { Mention, Parsed, Verb } from './mention.ts';
import { readOrdering } from './orderings.ts';
import { NEG_BEFORE, NEGATION_WORDS } from './patterns.ts';
import { readVocabulary, tokens } from './phrases.ts';
import { edge } from './ranges.ts';
import {
  readContext,
  readFlags,
  readLimit,
  readListTypes,
  readNoGender,
  readNotFunds,
  readNumbers,
  readRelations,
  readSearchPhrases,
} from './readers.ts';
import { readSentences } from './sentences.ts';
import { parseSpan } from './spans.ts';
import { stopwordMeant } from './stopword-sense.ts';
import { norm, READ, Reading } from './text.ts';
import { readWithTypos } from './typos.ts';
import type { Vocabulary } from './vocabulary.ts';
import { shorthand } from './wording.ts';

export { shorthand } from './wording.ts';
export type { Mention, Parsed };
export { canonical };

const HOW_MANY =
  /^(?:(?:what(?:'s|\s+is)?\s+the|(?:please\s+)?give\s+me\s+(?:the|a)|tell\s+me\s+the|the|a)\s+)?(?:total\s+)?(?:how\s+many|count(?:\s+(?:the|of))?|number\s+of|tally(?:\s+(?:up|of))?(?:\s+the)?)(?![\p{L}])/iu;
/** Whether the question asks for a count ("how many …"), answered with the count and the list. */
export const asksHowMany = (text: string) => HOW_MANY.test(text.trim());
export const countText = (n: number, estimate = false) =>
  estimate ? `There are about ${n.toLocaleString('en')}.` : n === 1 ? 'There is 1.' : `There are ${n}.`;

const ORG_NOUN = '(?:compan(?:y|ies)|corporations?|firms?|enterprises?|businesses|business|organi[sz]ations?)';
/** Ownership types said in words: the type's name in lower case, and the words. */
const OWNERSHIP_WORDS: [string, string][] = [
  [
    'public',
    `publicly[\\s-]+(?:traded|listed|quoted|held)|(?:stock[\\s-]+(?:market|exchange)[\\s-]+)?listed|public(?=\\s+(?:compan(?:y|ies)|corporations?|firms?|enterprises?)(?![\\p{L}]))|quoted(?=\\s+${ORG_NOUN}(?![\\p{L}]))`,
  ],
  [
    'private',
    'privately[\\s-]+(?:held|owned)|(?:owned|held)\\s+privately|private[\\s-]+held|in\\s+private\\s+(?:hands|ownership)',
  ],
];

/** How a question or a command opens ("show me", "which", "are there any"): nothing to filter on. */
const OPENING =
  /^(?:(?:quick|one\s+more|another)\s+(?:one|question|q)\s+)?(?:(?:please|kindly)\s+)?(?:(?:i|we)\s+(?:should|would)\s+(?:be\s+(?:grateful|obliged|glad)|appreciate\s+it)\s+if\s+you\s+(?:would|could|might|can)\s+)?(?:(?:can|could|would|will|might|may)\s+(?:you|i|we)\s+(?:please\s+|kindly\s+|possibly\s+)?(?:be\s+so\s+kind\s+as\s+to\s+)?)?(?:(?:please|kindly)\s+)?(?:(?:i|we)\s+(?:want|would\s+like|need|wish|require|request)\s+to\s+(?:see|get|have|know|view|find|obtain|review|identify)|i'?d\s+(?:like|love|appreciate)(?:\s+to\s+(?:see|get|have|know|view|find))?|(?:i|we)\s+would\s+(?:appreciate|be\s+grateful\s+for|welcome)|let\s+(?:me|us)\s+(?:see|know|have)|(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:after|interested\s+in|searching\s+for|trying\s+to\s+find)|help\s+(?:me|us)\s+(?:to\s+)?(?:find|get|see|locate)|any\s+chance\s+(?:you\s+could|of)|identify|enumerate|provide|supply|retrieve|produce|compile|present|locate|name|view|rank|order|sort|arrange|(?:i'?m|i\s+am|we'?re|we\s+are)\s+looking\s+for|(?:(?:i|we)\s+)?looking\s+for|gimme|what\s+have\s+we\s+got(?:\s+on)?|(?:have\s+we\s+|we\s+)?got(?:\s+any)?|show|list|find|get|give|display|fetch|search(?:\s+for)?|look\s+(?:for|up)|tell|return|bring\s+up|pull(?:\s+up)?|dig\s+(?:up|out)|surface|flag|(?:run|throw|send)(?=\s+(?:me|us)\s)|check\s+(?:whether|if)\s+(?:we\s+have|there\s+(?:is|are))(?:\s+any)?|are\s+there(?:\s+any)?|is\s+there(?:\s+any(?:thing)?)?|do\s+we\s+have(?:\s+any)?|which|what)(?:\s+(?:me|us))?(?:\s+with)?(?:\s+(?:a|an|the)\s+(?:full\s+|complete\s+)?(?:list(?:ing)?|overview|rundown|breakdown|summary)\s+of)?(?:\s+(?:all|every|any)(?:\s+(?:the|of\s+the))?)?(?![\p{L}])/gu;

/**
 * The built-in reader (DESIGN §8): offline and deterministic. Rules read the question piece by
 * piece (each piece once, longest vocabulary first), then the kind is decided and every piece
 * becomes a filter of that kind; what no rule reads becomes the search text.
 */
/** Right after "tagged" and at most one word no rule read ("tagged Quantum"): a keyword not on record. */
const AFTER_TAGGED = new RegExp(`(?:^|\\s)(?:tagged|labell?ed)\\s+(?:[^\\s${READ}]+\\s+)?$`);

export function parseQuestion(question: string, context: TOperatorContext, vocab: Vocabulary, now: Date): Parsed {
  // "people still under thirty when the pandemic was declared": the ages as of that day, said so (eras.ts).
  const asOf = agesAsOf(question);
  if (asOf && Date.parse(`${asOf.day}T12:00:00Z`) < now.getTime()) {
    const parsed = parseQuestion(asOf.text, context, vocab, new Date(`${asOf.day}T12:00:00Z`));
    parsed.notes.push(`Read the ages as of ${asOf.day} (${asOf.label}), not as of today.`);
    return parsed;
  }
  const one = (text: string) => withComparisons(text, (t) => parseSentence(t, context, vocab, now));
  // "If today is 20 November 2027, which …": today restated is no condition; another day is not used, and said so.
  const today = question.match(TODAY_IS);
  const day = today
    ? parseSpan((today[1] ?? today[2] ?? '').toLowerCase().replace(/,/g, ' ').replace(/\s+/g, ' '), now)
    : null;
  const asked = today && day && day.start.getTime() === day.end.getTime() ? question.slice(today[0].length) : question;
  // "Hi Operator, … Thanks, Ruth", "Take the ledger. Keep …", shouted words: the frame is named, never searched (framing.ts).
  const parsed = readWithFrame(asked, (q) => readSentences(q, (text) => withWhether(text, one)));
  if (asked === question || !today || !day) return parsed;
  const said = today[0].replace(/[\s,]+$/, '');
  if (day.start.toISOString().slice(0, 10) === now.toISOString().slice(0, 10)) {
    parsed.notes.push(`Read "${said}" as today's date restated: it sets no condition.`);
    return parsed;
  }
  parsed.notes.push(
    `Not sure: "${said}" — dates are read from today, ${now.toISOString().slice(0, 10)}, not from that day.`,
  );
  parsed.unsure.push(said);
  if (!parsed.withheld)
    parsed.doubt = `Not sure: ${parsed.unsure.map((w) => `"${w}"`).join(', ')} may mean something else than the reading below.`;
  return parsed;
}

/** The tenant's list, keyword and place names, folded: built once per vocabulary (the lists are shared by its copies). */
const KNOWN_NAMES = new WeakMap<object, Set<string>>();
function knownNames(vocab: Vocabulary): Set<string> {
  let names = KNOWN_NAMES.get(vocab.lists);
  if (!names) {
    names = new Set([...vocab.lists, ...vocab.keywords, ...vocab.cities, ...vocab.geos].map((x) => norm(x.name)));
    KNOWN_NAMES.set(vocab.lists, names);
  }
  return names;
}

/** A name that may be a city: not an article or a pronoun in capitals ("living in Our …"). */
const ordinaryPlace = (name: string) =>
  !/^(?:A|An|The|Our|Their|Your|My|This|That|These|Those|It|Its|Her|His)$/.test(name);

/** "If today is 20 November 2027, …", "Given that 2027-11-20 is today, …", "Assuming today is …,". */
const TODAY_IS =
  /^\s*(?:if|given\s+that|suppose(?:\s+that)?|assum(?:e|ing)(?:\s+that)?|taking)\s+(?:today(?:'s\s+date)?\s+(?:is|to\s+be)\s+([^,;:]{4,40}?)|([^,;:]{4,40}?)\s+(?:is|as)\s+today)\s*[,;:]\s*/iu;

function parseSentence(question: string, context: TOperatorContext, vocab: Vocabulary, now: Date): Parsed {
  // "founded last yeaer", "how mnay orgnaizations": a word no rule could use that is one slip from a word of the
  // reader is read again as that word, the guess stated (typos.ts).
  // "roughly how many", "I think", "15% or so": hedges are named, never searched for (hedges.ts).
  return readWithTypos(question, (q) => readWithHedges(q, (t) => readQuestion(shorthand(t), context, vocab, now)));
}

function readQuestion(text: string, context: TOperatorContext, vocab: Vocabulary, now: Date): Parsed {
  const r = new Reading(text);
  const [low0, orig0] = [r.low, r.orig];
  /** A phrase of the notes as the question wrote it ("munich" → "Munich"). */
  const asWritten = (note: string) =>
    note.replace(/"([^"]+)"/g, (all, p: string) => {
      const i = low0.indexOf(p);
      return i < 0 ? all : `"${orig0.slice(i, i + p.length)}"`;
    });
  const mentions: Mention[] = [];
  const add = (m: Mention) => mentions.push(m);

  const howMany = asksHowMany(text);
  r.take(new RegExp(HOW_MANY.source, 'gu'), () => true);
  r.take(OPENING, () => true);
  r.take(/(?<![\p{L}])(?:a\s+|the\s+)?list\s+of(?![\p{L}])/gu, () => true);
  // "how many entities do we track in total": the count is the answer already.
  if (howMany) r.take(/(?<![\p{L}])(?:in\s+total|all\s+told|altogether)(?![\p{L}])/gu, () => true);
  // "in our database", "in the contact list", "on file": where the records are, not a filter.
  r.take(
    /(?<![\p{L}])(?:(?:in|on|from)\s+(?:our|the|my)\s+(?:database|data\s*set|records|system|workspace|crm|contact\s+list|contacts|address\s+book|books|files|register|radar|network)|on\s+(?:file|record)|(?:to|into)\s+(?:the|our|my)\s+(?:file|files|database|records|system))(?![\p{L}])/gu,
    () => true,
  );
  // "whose visibility is hidden", "a visibility of paywalled": the field named before its value.
  r.take(
    /(?<![\p{L}])(?:(?:whose|with\s+an?|having\s+an?|(?:that|which|who)\s+(?:have|has)\s+an?)\s+)?visibility\s+(?:(?:is|was)\s+(?:set\s+to\s+)?|of\s+|set\s+to\s+)(?=(?:public|paywalled|hidden|internal|premium)(?![\p{L}]))/gu,
    () => true,
  );
  // "publications that date from the spring of 2025": the date that follows is the kind's own.
  r.take(/(?<![\p{L}])(?:date|dates|dating)(?=\s+from\s)/gu, () => true);
  // "ledger entries recorded against Northwind Capital": the entries of that organization.
  r.take(/(?<![\p{L}])(?:recorded|logged|booked|held|filed)\s+against(?=\s)/gu, () => true);
  // A field named before or after its value: "whose gender is female", "whose ownership type is
  // private", "Germany as their headquarters country", "whose city is Berlin".
  const owner = vocab.ownershipTypes.map((o) => o.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const fieldOf =
    '(?:(?:whose|with\\s+(?:an?|the|their|its)|having\\s+(?:an?|the)|(?:that|which|who)\\s+(?:have|has)\\s+(?:an?|the))\\s+)?';
  r.take(
    new RegExp(
      `(?<![\\p{L}])${fieldOf}(?:gender|sex)\\s+(?:(?:is|was|of|=)\\s+)?(?=(?:female|male|women|men|woman|man)(?![\\p{L}]))`,
      'gu',
    ),
    () => true,
  );
  // "whose ownership type is public", "public (ownership)", "ownership: private": the field named with its value says
  // which field a word of two meanings ("public": visibility or ownership?) is a value of.
  if (owner.length)
    r.take(
      new RegExp(
        `(?<![\\p{L}])(?:${fieldOf}(?:ownership(?:\\s+(?:type|structure|form|status))?|type\\s+of\\s+ownership|legal\\s+form)\\s+(?:(?:is|was|of|=)\\s+)?(${owner.join('|')})|(${owner.join('|')})\\s+(?:ownership(?:\\s+(?:type|structure|form|status))?|legal\\s+form))(?![\\p{L}])`,
        'gu',
      ),
      (m) => {
        const said = m[1] ?? m[2] ?? '';
        const value = vocab.ownershipTypes.find((o) => o.toLowerCase() === said);
        if (!value) return false;
        const neg = r.low.slice(0, m.index).match(NEG_BEFORE)?.index;
        if (neg !== undefined) r.consume(neg, m.index);
        add({ t: 'ownership', pos: neg ?? m.index, phrase: m[0], value, negate: neg !== undefined });
        return true;
      },
    );
  if (owner.length)
    r.take(
      new RegExp(
        `(?<![\\p{L}])${fieldOf}(?:ownership\\s+(?:type|structure|form|status)|type\\s+of\\s+ownership|legal\\s+form)\\s+(?:(?:is|was|of|=)\\s+)?(?=(?:${owner.join('|')}|publicly|privately)(?![\\p{L}]))`,
        'gu',
      ),
      () => true,
    );
  r.take(
    /(?<![\p{L}])as\s+(?:their|its|the)\s+(?:(?:headquarters|hq|home|base|registered)\s+)?(?:country|city|location|base|home)(?![\p{L}])/gu,
    () => true,
  );
  r.take(
    /(?<![\p{L}])(?:whose|with\s+(?:an?|the|their|its))\s+(?:(?:headquarters|hq|home|base)\s+)?(?:country|city|location)\s+(?:is|was|of|=)(?=\s)/gu,
    () => true,
  );
  // "people / city: Oslo", "HQ country: Sweden": a field written as a label before a capitalised value.
  r.take(
    /(?<![\p{L}])(?:(?:[Hh]eadquarters|HQ|[Hh]q|[Hh]ome)\s+)?(?:[Cc]ity|[Cc]ountry|[Ll]ocation)(?=\s+\p{Lu})/gu,
    () => true,
    true,
  );
  // "stakes that amount to at least half", "organisations that maintain a PE vehicle".
  r.take(/(?<![\p{L}])(?:amount|amounts|amounting|come|comes|coming)\s+to(?=\s)/gu, () => true);
  r.take(
    /(?<![\p{L}])(?:maintain|maintains|maintaining|operate|operates|operating|run|runs|running|manage|manages|managing)(?=\s+(?:an?|any|their\s+own|its\s+own)\s+(?:[\p{L}-]+\s+){0,3}(?:vehicles?|arms?)(?![\p{L}]))/gu,
    () => true,
  );
  // "conferences and other events": the second kind includes the first; "other" adds nothing to filter on.
  r.take(/(?<=(?:and|or)\s+)other(?=\s+\p{L}+)(?!\s+than(?![\p{L}]))/gu, () => true);
  // "which enterprises, if any, …": nothing to filter on.
  r.take(/(?<![\p{L}])if\s+any(?![\p{L}])/gu, () => true);
  // "organisations that fall under the Healthcare heading": the keyword follows.
  r.take(/(?<![\p{L}])(?:fall|falls|falling|come|comes|coming|sit|sits|sitting|filed)\s+under(?=\s)/gu, () => true);
  // "positions sized between a quarter and a half", "stakes that come in under 10%": the share follows.
  r.take(
    /(?<![\p{L}])(?:sized|pitched|(?:come|comes|coming|came|land|lands|landing|landed)(?:\s+in)?)(?=\s+(?:at|between|above|below|over|under|around|more\s+than|less\s+than|at\s+or|no|not|upwards|in\s+excess)(?![\p{L}]))/gu,
    () => true,
  );
  // "pull the file on Acme Robotics": the record itself.
  r.take(/(?<![\p{L}])(?:the|our|a|any)\s+(?:file|dossier)\s+(?:on|for|about)(?=\s)/gu, () => true);
  // "the subjects we have down as female": the value follows.
  r.take(
    /(?<![\p{L}])(?:(?:we|i)(?:'ve|\s+have)?\s+(?:got\s+)?)?(?:down|recorded|logged|noted)\s+as(?=\s)/gu,
    () => true,
  );
  // "publishers that sit on the Robotics watchlist": on the list.
  r.take(/(?<![\p{L}])(?:sit|sits|sitting|sat)(?=\s+on\s)/gu, () => true);
  // "their registered office in France": where the headquarters are, as "headquartered in".
  r.take(
    /(?<![\p{L}])(?:(?:registered|head|main|principal)\s+offices?|seat)(?=\s+(?:is\s+|are\s+)?(?:in|at)\s)/gu,
    () => true,
  );
  // A quoted name is searched for, unless it is the exact name of a list, keyword, place or record on record
  // ('library items in "Reading list"'): then the quotes only mark it, and it is read as that record.
  const names = knownNames(vocab);
  const known = (text: string) => names.has(text) || vocab.entities.some((e) => norm(e.name) === text);
  r.take(
    /(?:(?:whose|with\s+an?|with)\s+names?\s+(?:contains?|containing|includes?|including|like)\s+|(?:named|called|titled)\s+)?"([^"]+)"/g,
    (m) => {
      const open = m[0].indexOf('"');
      const text = r.orig.slice(m.index + open + 1, m.index + m[0].length - 1).trim();
      const named =
        open > 0 || /(?:name|named|called|titled|title|contains?|containing|like)\s*$/iu.test(r.low.slice(0, m.index));
      if (!named && known(norm(text))) return false;
      add({ t: 'search', pos: m.index, phrase: m[0], text });
      return true;
    },
  );

  readContext(r, add);
  for (const d of findDates(r.low, now)) {
    const neg = r.low.slice(0, d.start).match(NEG_BEFORE);
    const start = neg?.index ?? d.start;
    const phrase = r.low.slice(start, d.end);
    // "not before 2020", "no earlier than 2024": a negated bound is the other side, the bound included.
    const flipped = neg?.index !== undefined ? otherSide(d.range) : null;
    const range = flipped ?? d.range;
    const toNow = !!range.to && edge(range.to, 'to', true) >= now.toISOString().slice(0, 10);
    // "not born between 1980 and 1995": the negation took the date's verb with it; the verb still says which date.
    const negVerb = neg?.[0].split(/\s+/).find((w) => w in DATE_VERBS);
    add({
      t: 'date',
      pos: start,
      phrase,
      verb: d.verb ?? (negVerb ? (DATE_VERBS[negVerb] as Verb) : null),
      range,
      negate: neg?.index !== undefined && !flipped,
      ...(toNow ? { toNow } : {}),
      // "not invested after 2020" read as "in 2020 or before": the records with no date are left out, and said so.
      ...(d.unsure
        ? { unsure: d.unsure }
        : // "not before 2010", "no earlier than 2024": a bound said as a negation, not a set left out.
          flipped &&
            !/^(?:no|not)\s+(?:earlier|later|sooner|before|after|prior|until|till|since)(?![\p{L}])/u.test(phrase)
          ? { unsure: 'read as the other side of the date; records with no date on record are left out' }
          : {}),
      ...(d.age ? { age: true } : {}),
      ...(d.yearless ? { yearless: true } : {}),
    });
    r.consume(start, d.end);
  }
  readNumbers(r, add);
  // "published at least one report", "with one or more stakes": any, which a relation already says.
  r.take(/(?<![\p{L}])(?:at\s+least\s+(?:one|a\s+single|1)|one\s+or\s+more)(?=\s+\p{L})/gu, () => true);
  readLimit(r, add);
  readSearchPhrases(r, add);
  readOrdering(r, add);
  // Ownership said in words ("publicly quoted", "privately held"), before "owned" is read as a flag.
  const ownedBy: [string, string][] = vocab.ownershipTypes.map((o) => [
    o.toLowerCase(),
    // "Partnership-owned enterprises": the type, then "owned".
    `${o.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s-]+(?:owned|held|run)`,
  ]);
  for (const [words, source] of [...OWNERSHIP_WORDS, ...ownedBy])
    r.take(new RegExp(`(?<![\\p{L}])(?:${source})(?![\\p{L}])`, 'gu'), (m) => {
      const type = vocab.ownershipTypes.find((o) => o.toLowerCase() === words);
      if (!type) return false;
      const neg = r.low.slice(0, m.index).match(NEG_BEFORE);
      if (neg?.index !== undefined) r.consume(neg.index, m.index);
      add({ t: 'ownership', pos: neg?.index ?? m.index, phrase: m[0], value: type, negate: neg?.index !== undefined });
      return true;
    });
  readFlags(r, add);
  readNoGender(r, add);
  readListTypes(r, add, vocab);
  readNotFunds(r, add);
  readRelations(r, add);
  for (const verb of Object.keys(DATE_VERBS)) {
    r.take(new RegExp(`(?<![\\p{L}])${verb}(?![\\p{L}])`, 'gu'), (m) => {
      // "not published by Acme Robotics": the negation reaches the record after "by".
      const neg = /^\s+by\s/.test(r.low.slice(m.index + m[0].length))
        ? r.low.slice(0, m.index).match(NEG_BEFORE)
        : null;
      const pos = neg?.index ?? m.index;
      if (neg?.index !== undefined) r.consume(neg.index, m.index);
      add({
        t: 'verb',
        pos,
        phrase: r.low.slice(pos, m.index) + m[0],
        verb: DATE_VERBS[verb] as Verb,
        ...(neg ? { negate: true } : {}),
      });
      return true;
    });
  }
  // "firms holding a ledger entry": "holding" before an article is the verb, not the kind word.
  r.take(/(?<![\p{L}])holding(?=\s+(?:an?|any|the|one|some)\s)/gu, () => true);
  readVocabulary(r, vocab, mentions);
  // "people living in Lagos": a capitalised name after "living in" that no record names is read as an address city
  // (the people filter is by city text), with that reading stated; nobody on record lives there.
  r.take(
    /(?<=(?:live|lives|living|reside|resides|residing|staying|stay|stays|based)\s+in\s+(?:the\s+city\s+of\s+)?)(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)(?![\p{L}])/gu,
    (m) => {
      const name = m[1] ?? '';
      // A slip of a known place ("Munchen", "Germny") is left to the typo reader, which names its guess.
      const near = (known: string) =>
        known.slice(0, 3).toLowerCase() === name.slice(0, 3).toLowerCase() && Math.abs(known.length - name.length) <= 2;
      if (
        vocab.entities.some((e) => e.name === name) ||
        !ordinaryPlace(name) ||
        [...vocab.cities.map((c) => c.name), ...vocab.personCities, ...vocab.geos.map((g) => g.name)].some(near)
      )
        return false;
      const neg = r.low.slice(0, m.index).match(NEG_BEFORE);
      if (neg?.index !== undefined) r.consume(neg.index, m.index);
      add({
        t: 'place',
        pos: m.index,
        phrase: name.toLowerCase(),
        place: { name, personCity: name },
        ...(neg ? { negate: true } : {}),
        unsure: `no address you can see is in ${name}; read as the address city`,
      } as Mention);
      return true;
    },
    true,
  );
  // "the Founders to meet list", "the Healthcare keyword": a word naming what the record is ends its
  // name; the question is about the records it marks, not about lists or keywords.
  const NAMED_BY: Partial<Record<Mention['t'], [string, RegExp]>> = {
    list: ['lists', /^lists?$/],
    keyword: [
      'keywords',
      /^(?:keywords?|tags?|topics?|labels?|sectors?|industr(?:y|ies)|themes?|(?:subject\s+)?headings?|categor(?:y|ies))$/,
    ],
  };
  for (const l of mentions.filter((m) => NAMED_BY[m.t])) {
    const [kindName, wordRe] = NAMED_BY[l.t] as [string, RegExp];
    const end = l.pos + l.phrase.length;
    const word = mentions.find(
      (m) => m.t === 'kind' && m.word.kind === kindName && /^\s*$/.test(low0.slice(end, m.pos)),
    );
    // "show the Fintech keyword" asks for the keyword itself: only absorbed when another kind answers.
    const answered =
      l.t === 'list' || mentions.some((m) => (m.t === 'kind' && m.word.kind !== kindName) || m.t === 'relation');
    if (word && answered && wordRe.test(word.phrase.trim())) {
      l.phrase = low0.slice(l.pos, word.pos + word.phrase.length);
      mentions.splice(mentions.indexOf(word), 1);
    }
  }
  // "who is headquartered in Paris": only organizations are headquartered; "who" is no person there.
  const orgVerb = /(?<![\p{L}])(?:headquartered|hq'?d|hqed|incorporated)(?![\p{L}])/u.test(low0);
  r.take(/(?<![\p{L}])(?:who|whom)(?![\p{L}])/gu, (m) => {
    if (!orgVerb) add({ t: 'who', pos: m.index, phrase: m[0] });
    return true;
  });
  const left = tokens(r.low).map((t) => ({
    ...t,
    word: t.word.replace(/^[&]+|[&]+$/g, ''),
    orig: r.orig.slice(t.start, t.end),
  }));
  const capital = (i: number) => {
    const t = left[i];
    return !!t && /^\p{Lu}/u.test(t.orig);
  };
  const proper = (i: number) =>
    capital(i) && (left[i]?.start ?? 0) > 0 && left[i]?.orig !== left[i]?.orig.toUpperCase();
  const adjacent = (a: { end: number }, b: { start: number }) => /^\s+$/.test(r.low.slice(a.end, b.start));
  // A stopword inside a name keeps its place ("New York"); elsewhere it carries nothing.
  const inName = (i: number) => {
    const t = left[i];
    const next = left[i + 1];
    return !!t && proper(i) && !!next && proper(i + 1) && !STOPWORDS.has(next.word) && adjacent(t, next);
  };
  // A word right before the kind it describes ("energy companies"): read as part of a name, with a doubt.
  const kinds = mentions.filter((m) => m.t === 'kind');
  const beforeKind = new Set<number>();
  for (let i = left.length - 1; i >= 0; i--) {
    const t = left[i];
    if (
      !t ||
      STOPWORDS.has(t.word) ||
      MEANING_WORDS.has(t.word) ||
      NEGATION_WORDS.has(t.word) ||
      !/^\p{L}[\p{L}&-]*$/u.test(t.word)
    )
      continue;
    const next = left[i + 1];
    // "Eish, companies …": a comma between them makes the word no part of the kind's name.
    const kindNext =
      !r.breaks.has(t.end) && kinds.some((k) => k.pos > t.start && /^\s+$/.test(r.low.slice(t.end, k.pos)));
    if (kindNext || (next && beforeKind.has(i + 1) && adjacent(t, next))) beforeKind.add(i);
  }
  // Where a sentence or clause starts: the question's start, a comma or other break, a full stop.
  const starts = (t: { start: number }) =>
    t.start === 0 || r.breaks.has(t.start - 1) || /[.!?]\s*$/.test(r.orig.slice(Math.max(0, t.start - 3), t.start));
  // Where it ends: a break, a full stop or the end of the question.
  const ends = (t: { end: number }) => r.breaks.has(t.end) || /^\s*(?:[.!?]|$)/.test(r.orig.slice(t.end, t.end + 2));
  /**
   * A capitalised word that is capitalised by its place, not as a name: a word of English opening a sentence
   * ("Checking", "Pursuant to", "Cancel that"); a word standing alone as its own clause ("Howzit, …", "Ja, …",
   * "… hey? Lekker."), an exclamation or a word of address; the reader's own name ("OK Operator"); a single
   * letter standing for a set ("Let P be …"). Each is named as not used rather than searched for.
   */
  const notAName = (i: number, word: string) => {
    const t = left[i];
    if (!t) return false;
    if (/^operator$/i.test(word) || /^\p{Lu}$/u.test(word)) return true;
    if (!starts(t)) return false;
    return ordinaryWord(word) || (ends(t) && !inName(i));
  };
  // Words that pick records out ("whatever podcasts", "the full list"), never part of a name.
  const DETERMINERS =
    /^(?:whatever|whichever|full|entire|complete|whole|every|various|assorted|relevant|said|aforementioned|such)$/i;
  // Leftover words: a name (capitalised, or inside one) is searched for; any other word is named as not used.
  const nothingRead = mentions.length === 0;
  const rest: string[] = [];
  const guessed: string[] = [];
  const unused: { start: number; end: number }[] = [];
  for (const [i, t] of left.entries()) {
    if (!t.word) continue;
    const word = t.orig.replace(/^[&]+|[&]+$/g, '');
    if (STOPWORDS.has(t.word) && !NEGATION_WORDS.has(t.word) && !stopwordMeant(t.word, word, r.orig, t.start)) {
      if (inName(i)) rest.push(word);
      continue;
    }
    // A common word of its own meaning ("recent", "over") is never a name, capitalised or not.
    const meaning = MEANING_WORDS.has(t.word) && !inName(i) && !inName(i - 1);
    // A word capitalised by its place (notAName) is named as not used rather than searched for.
    const opening = capital(i) && notAName(i, word);
    if (!NEGATION_WORDS.has(t.word) && !meaning && /\p{L}/u.test(t.word) && capital(i) && !opening) {
      // A capitalised word no rule read names no place, keyword or record on record ("people living
      // in Munchen", "Blue Harbor's funds", "Healthcare companies"): searched for as part of a name,
      // always as a stated guess, so that a word of another meaning is never a silent name filter.
      rest.push(word);
      guessed.push(word);
    } else if (
      !meaning &&
      ((beforeKind.has(i) && !DETERMINERS.test(word) && (!ordinaryWord(word) || !!vocab.nameWords?.includes(t.word))) ||
        nothingRead ||
        AFTER_TAGGED.test(r.low.slice(0, t.start)))
    ) {
      // A word before a kind ("fintechs companies", "energy companies" where "energy" is a word of a record's name),
      // after "tagged" (a keyword not on record), or a question of nothing but such words ("retail chains"): the
      // nearest reading is a name search. A common word no record's name holds ("significant stakes", "whatever
      // podcasts") is never a name (issue 35): named as not used.
      rest.push(word);
      guessed.push(word);
    } else {
      const last = unused.at(-1);
      if (last && !r.low.slice(last.end, t.start).includes(READ)) last.end = t.end;
      else unused.push({ start: t.start, end: t.end });
    }
  }
  if (rest.length) add({ t: 'search', pos: 10_000, phrase: rest.join(' '), text: rest.join(' ') });

  mentions.sort((a, b) => a.pos - b.pos);
  // "partner organisations", "member firms": a role word right before another kind's word describes those records;
  // no filter holds it, so it is named and the other kind is read.
  const modifiers: string[] = [];
  for (let i = mentions.length - 2; i >= 0; i--) {
    const m = mentions[i] as Mention;
    const next = mentions[i + 1] as Mention;
    if (
      m.t === 'kind' &&
      m.word.role &&
      !m.negate &&
      next.t === 'kind' &&
      next.word.kind !== 'people' &&
      /^\s+$/.test(low0.slice(m.pos + m.phrase.length, next.pos))
    ) {
      modifiers.push(m.phrase.trim());
      mentions.splice(i, 1);
    }
  }
  butMeansExcept(mentions, low0);
  negationOverRanges(mentions, low0);
  const parsed = build(mentions, context, low0);
  structuralDoubts(mentions, parsed, low0, r.breaks);
  const words = unused.map((u) => r.orig.slice(u.start, u.end));
  if (words.length)
    parsed.notes.push(
      `Not used: ${words.map((w) => `"${w}"`).join(', ')} — the reader does not know what ${words.length === 1 && !/\s/.test(words[0] ?? '') ? 'it means' : 'they mean'} here.`,
    );
  if (modifiers.length)
    parsed.notes.push(
      `Read ${modifiers.map((w) => `"${w}"`).join(', ')} as describing the ${OPERATOR_KIND_META[parsed.query.kind].label.toLowerCase()}: no filter holds ${modifiers.length === 1 ? 'it' : 'them'}.`,
    );
  if (guessed.length)
    parsed.notes.push(
      `Read ${guessed.map((w) => `"${w}"`).join(', ')} as part of a name: no place, keyword or record of that name is on record.`,
    );
  parsed.notes = parsed.notes.map(asWritten);
  parsed.unused = parsed.unused.map((u) => asWritten(`"${u}"`).slice(1, -1));
  parsed.unsure = parsed.unsure.map((u) => asWritten(`"${u}"`).slice(1, -1));
  parsed.unused.push(...words);
  parsed.unsure.push(...guessed);
  if (guessed.length) parsed.guessed = guessed;
  const doubts = [...parsed.unused, ...parsed.unsure];
  if (doubts.length) {
    const list = (xs: string[]) => xs.map((w) => `"${w}"`).join(', ');
    const dropped = parsed.unused.length > 0;
    parsed.withheld = dropped;
    parsed.doubt = dropped
      ? `Not sure: ${list(parsed.unused)} could not be used, so the query below leaves ${parsed.unused.length === 1 ? 'it' : 'them'} out and was not run. Run it as the nearest reading, or rephrase the question.`
      : `Not sure: ${list(parsed.unsure)} may mean something else than the reading below.`;
  }
  return howMany ? { ...parsed, howMany } : parsed;
}
