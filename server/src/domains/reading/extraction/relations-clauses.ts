import { type Ctx, ids, O, onlyPersonBefore, P, type Placed, type Rule, rel } from './relation-parts.ts';
import { BLOCKED } from './relations-news.ts';

/**
 * Clauses read by their verb's class, in the active and the passive voice (issue 34 item 4), written from English
 * grammar rather than from the passages' wordings: a subject (a name, maybe with an apposition or a ticker in
 * brackets after it, or several names joined by "and"), adverbs and auxiliaries, a verb of acquiring, selling,
 * founding or leading, and its object (a name, maybe described first: "Osaka-based ⟦O⟧", "the Bedford-based
 * publisher of …, ⟦O⟧", or a list of them). The tests' sentences are invented (relations-clauses.test.ts).
 */

/** A word of a description before a name: not a placeholder, a preposition or a conjunction that starts a phrase. */
const WORD =
  '(?!(?:and|or|but|to|from|by|for|with|in|on|at|as|after|before|since|which|who|that|of|while)\\s)[^\\s⟦,;.()]+\\s+';
/** A noun phrase's words before its name: "Japan's top reagent maker", "the cloud startup" (up to six words). */
export const DESC = `(?:${WORD}){0,6}?`;
/** A description put before a name with a comma: "the Bedford-based publisher of testing software, ⟦O⟧". */
export const DESC_COMMA = '(?:(?:the|a|an)\\s+[^⟦,;.()]{3,120}?,\\s+)?';
/** A ticker or a short form in brackets after a name: "(4901.T)", "(⟦O1⟧)". */
export const TICKER = '(?:\\s*\\((?:[^()⟦]{1,24}|⟦O\\d+⟧)\\))?';
/** An apposition after a subject, up to the comma that closes it: ", a unit of ⟦O⟧," / ", manufacturer of glass based in Lelystad,". */
export const APPOSITION = '(?:,\\s+(?!and\\s|which\\s|who\\s|that\\s)[^,;⟦()]{1,100}?(?:⟦O\\d+⟧[^,;⟦()]{0,30}?)?,)?';
/** A list of organizations as objects, each maybe described: "⟦O⟧, Osaka-based ⟦O⟧ and the lender ⟦O⟧". */
export const OBJECTS = `((?:${DESC}${O}${TICKER}(?:,\\s+(?:and\\s+)?|,?\\s+and\\s+|,?\\s+as well as\\s+))*${DESC}${O}${TICKER})(?![’']s?\\s|-)`;
/** Adverbs and auxiliaries of the active voice: "has also", "recently", "said it has agreed to". */
export const ACTIVE =
  '(?:\\s+(?:has|have|had|also|recently|previously|reportedly|jointly|together|now|later|then|subsequently|eventually|already|once|finally|successfully|officially|formally|quietly|will|would|last\\s+year|this\\s+year|in\\s+\\d{4}|on\\s+[A-Z][a-z]+))*';
/** "said (on Monday) (that) it": reported speech whose subject is the organization that speaks. */
const SAID_IT = '(?:\\s+said(?:\\s+on\\s+[A-Z][a-z]+)?(?:\\s+that)?\\s+it)?';
/** Being, in the passive voice: "which was", "has been", "is now", "had been". */
export const PASSIVE =
  ',?\\s+(?:which\\s+|that\\s+)?(?:(?:has|had|have|is|was|were|are|been|being|be|will|now|also|later|since|subsequently|eventually|reportedly|fully|in\\s+\\d{4})\\s+)+';

/** Verbs of acquiring (the subject acquires the object): acquired, bought, "agreed to buy", "completed the purchase of". */
const ACQUIRE =
  '(?:acquired|acquires|bought|buys|purchased|purchases|took\\s+over|takes\\s+over|snapped\\s+up|(?:agreed|agrees|decided|is\\s+set|will\\s+move)\\s+to\\s+(?:buy|acquire|purchase|take\\s+over)|will\\s+(?:buy|acquire|purchase)|completed\\s+(?:the|its)\\s+(?:acquisition|purchase|takeover)\\s+of|(?:acquired|bought|took|takes|acquires|buys|gained)\\s+(?:a\\s+)?(?:majority|controlling)\\s+(?:stake|share|holding|interest)\\s+(?:in|of)|(?:acquired|gained|took|acquires|takes|take|taking)\\s+(?:full\\s+|complete\\s+|sole\\s+|majority\\s+)?(?:control|ownership)\\s+of|wholly\\s+owns|owns|controls)';
/** Verbs of acquiring in the passive voice (the subject was acquired by the agent). */
const ACQUIRED =
  '(?:acquired|bought|purchased|taken\\s+over|owned|wholly[- ]owned|majority[- ]owned|controlled|sold|snapped\\s+up)';
/** A deal only talked about or not done: "in talks to buy", "failed to purchase", "plans to acquire". */
const NOT_DONE =
  /\b(?:talks?|plans?|planning|proposals?|proposed|bid|offer|attempt|failed|fails|considering|consider|seeking|seeks|wants?|may|might|could|would\s+like|intends?|hopes?|rumou?red|denied|not)\b/i;
/** Shares, a stake or parts of a business: a deal for them is no acquisition of the company. */
const PART =
  /\b(?:stake|stakes|shares?|per\s?cent|percent|%|minority|assets?|portfolio|supermarkets|stores|plants?|sites?)\b/i;

/** Verbs of founding, active and passive. */
const FOUND = '(?:co-?founded|cofounded|founded|established|set\\s+up|started|created)';
/** Verbs of leading an organization (the subject holds a post there). */
const LEAD =
  '(?:leads|heads|runs|chairs|manages|directs|co-directs|oversees|led|headed|ran|chaired|managed|directed|co-directed|oversaw)';

/** The organizations an object list names that a deal's guards allow: none when the deal was not done or is a part. */
const dealTargets = (m: RegExpExecArray, objects: string | undefined, before: string) => {
  if (BLOCKED.test(m.input) || NOT_DONE.test(before)) return [];
  const text = objects ?? '';
  // A share of a company is an investment (read by the rules of shares), not its acquisition.
  if (PART.test(text.replace(/⟦O\d+⟧/g, ''))) return [];
  return ids(text);
};

const acquiredBy = (targets: string[], buyer: Placed | undefined, c: Ctx) =>
  targets.flatMap((i) => rel('acquired', c.at(i), buyer, c));

export const CLAUSE_RULES: Rule[] = [
  // ⟦O⟧ (4901.T), a unit of ⟦O⟧, has agreed to buy Osaka-based ⟦O⟧ / ⟦O⟧ said it will acquire ⟦O⟧, ⟦O⟧ and ⟦O⟧
  {
    re: new RegExp(
      `${O}${TICKER}${APPOSITION}((?:${ACTIVE}${SAID_IT}${ACTIVE})?)\\s+${ACQUIRE}\\s+${DESC_COMMA}${OBJECTS}`,
      'gu',
    ),
    make: (m, c) => acquiredBy(dealTargets(m, m[3], m[2] ?? ''), c.at(m[1]), c),
  },
  // ⟦O⟧, a maker of glass based in Lelystad, was acquired by ⟦O⟧ / ⟦O⟧, which was sold to Japan's ⟦O⟧ in 2008
  {
    re: new RegExp(
      `${O}${TICKER}${APPOSITION}(?:${PASSIVE}|,\\s+)(?:\\w+ly\\s+)?${ACQUIRED}\\s+(?:(?:in|on)\\s+[\\w ]{1,20}?\\s+)?(?:by|to)\\s+(?:the\\s+)?${DESC}${O}(?![’']s?\\s|-)`,
      'gu',
    ),
    make: (m, c) =>
      BLOCKED.test(m.input) || NOT_DONE.test(m[0].replace(/⟦O\d+⟧/g, ''))
        ? []
        : rel('acquired', c.at(m[1]), c.at(m[2]), c),
  },
  // ⟦O⟧ is a wholly owned subsidiary of ⟦O⟧ / ⟦O⟧ became a unit of Japan's ⟦O⟧ (an affiliate is no subsidiary)
  {
    re: new RegExp(
      `${O}${TICKER}${APPOSITION}${PASSIVE}(?:now\\s+)?(?:a|an|the)\\s+(?:[\\p{L}-]+\\s+){0,3}?(?:subsidiary|unit|division|arm)\\s+of\\s+(?:the\\s+)?${DESC}${O}(?![’']s?\\s|-)`,
      'gu',
    ),
    make: (m, c) => (NOT_DONE.test(m[0].replace(/⟦O\d+⟧/g, '')) ? [] : rel('acquired', c.at(m[1]), c.at(m[2]), c)),
  },
  // ⟦O⟧ has sold the vehicle checking business ⟦O⟧ to ⟦O⟧ / ⟦O⟧ agreed to sell ⟦O⟧, in which it has a stake, to ⟦O⟧
  {
    re: new RegExp(
      `${O}${TICKER}${APPOSITION}((?:${ACTIVE}${SAID_IT}${ACTIVE})?)\\s+(?:sold|sells|(?:agreed|agrees)\\s+to\\s+sell|will\\s+sell|would\\s+sell|divested)\\s+(?:its\\s+|the\\s+)?${DESC}${O}(?:,[^,⟦]{1,60},)?\\s+to\\s+(?:the\\s+)?${DESC}${O}(?![’']s?\\s|-)`,
      'gu',
    ),
    make: (m, c) => {
      const before = `${m[2] ?? ''} ${m[0].slice(0, m[0].indexOf(' to ')).replace(/⟦O\d+⟧/g, '')}`;
      return BLOCKED.test(m.input) ||
        /\b(?:talks?|plans?|proposed|may|might|could)\b/i.test(before) ||
        PART.test(before)
        ? []
        : rel('acquired', c.at(m[3]), c.at(m[4]), c);
    },
  },
  // ⟦P⟧, a chemist, later left ⟦O⟧ and founded ⟦O⟧ / ⟦P⟧ joined ⟦P⟧ and ⟦P⟧ to found ⟦O⟧ / ⟦P⟧, who established ⟦O⟧
  {
    re: new RegExp(
      `${P}(?:,?\\s+and\\s+⟦P\\d+⟧)*${APPOSITION}(?:,?\\s+who)?${ACTIVE}(?:\\s+(?:left|quit)\\s+(?:the\\s+)?${DESC}⟦O\\d+⟧(?:\\s+in\\s+\\d{4})?(?:\\s+and)?|\\s+joined\\s+⟦P\\d+⟧(?:,?\\s+and\\s+⟦P\\d+⟧)?)?${ACTIVE}\\s+(?:${FOUND}|to\\s+(?:co-?found|found|establish|set\\s+up|start|create))\\s+(?:the\\s+)?${DESC}${O}(?![’']s?\\s|-)`,
      'gu',
    ),
    // Every person of the clause's subject founded it: "⟦P⟧ and ⟦P⟧", and those a founder "joined" to found it.
    make: (m, c) => [...m[0].matchAll(/⟦P(\d+)⟧/g)].flatMap((x) => rel('founder', c.at(x[1]), c.at(m[2]), c)),
  },
  // ⟦O⟧, started in 2009 by brothers ⟦P⟧ and ⟦P⟧ / ⟦O⟧, an investment firm established by ⟦P⟧
  {
    re: new RegExp(
      `${O}${TICKER}${APPOSITION}(?:${PASSIVE}|,\\s+|\\s+)(?:[^⟦,;.()]{0,40}?\\s)?${FOUND}\\s+(?:(?:in|on)\\s+[\\w ]{1,20}?\\s+)?by\\s+(?:[a-z-]+\\s+){0,4}?((?:${P}(?:,\\s+|,?\\s+and\\s+)?)+)`,
      'gu',
    ),
    make: (m, c) => ids(m[2]).flatMap((i) => rel('founder', c.at(i), c.at(m[1]), c)),
  },
  // ⟦P⟧ … the ⟦O⟧ which he founded / ⟦O⟧, which she has led since 2010: the one person the sentence names before it
  {
    re: new RegExp(
      `${O}${TICKER},?\\s+(?:which|that)\\s+(?:he|she)\\s+(?:had\\s+|has\\s+|later\\s+|also\\s+)*(${FOUND}|${LEAD})\\b`,
      'gu',
    ),
    make: (m, c) =>
      rel(new RegExp(`^${FOUND}$`).test(m[2] ?? '') ? 'founder' : 'role', c.at(onlyPersonBefore(m)), c.at(m[1]), c),
  },
  // ⟦P⟧, a physicist who led ⟦O⟧ for a decade / ⟦P⟧ co-directed the ⟦O⟧ / ⟦P⟧ also chairs ⟦O⟧ and ⟦O⟧
  {
    re: new RegExp(
      `${P}(?:,\\s+(?:a|an|the)\\s+[^,;⟦()]{1,60}?\\s+who|${APPOSITION}(?:,?\\s+who)?)${ACTIVE}\\s+${LEAD}\\s+(?:the\\s+(?:[\\p{L}-]+\\s+){0,3}?(?:office|offices|division|unit|branch|operations|business|team|department)\\s+(?:of|at)\\s+)?(?:the\\s+)?${OBJECTS}`,
      'gu',
    ),
    make: (m, c) =>
      /\b(?:round|funding|financing|investment)\b/i.test(m.input)
        ? []
        : ids(m[2]).flatMap((i) => rel('role', c.at(m[1]), c.at(i), c)),
  },
  // ⟦O⟧, a Durban-based firm led by brothers ⟦P⟧ and ⟦P⟧ / ⟦O⟧ is headed by ⟦P⟧
  {
    re: new RegExp(
      `${O}${TICKER}(?:,\\s+(?:a|an|the)\\s+[^;⟦()]{1,60}?\\s+|${PASSIVE})(?:led|headed|run|chaired|managed|directed)\\s+by\\s+(?:[a-z-]+\\s+){0,6}?((?:${P}(?:,\\s+|,?\\s+and\\s+)?)+)`,
      'gu',
    ),
    make: (m, c) => ids(m[2]).flatMap((i) => rel('role', c.at(i), c.at(m[1]), c)),
  },
];
