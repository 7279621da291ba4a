import { OPERATOR_DEFAULT_LIMIT } from '@intel/contracts';
import nlp from 'compromise';
import { chatMarks } from './chat.ts';
import { emojiWords } from './emoji.ts';
import { namedEras } from './eras.ts';
import { formulaText } from './formulas.ts';
import { machineText } from './machine.ts';
import type { Parsed } from './mention.ts';
import { readerWords } from './typos.ts';

/**
 * How a request is framed, not what it asks (issue 35, the thirteenth blind set): a message's greeting and sign-off
 * ("Hi Operator, … Thanks, Ruth"), a word said to the reader ("…, mate?"), an opening exclamation ("Ugh,",
 * "Seriously,"), a closing insistence ("Nothing else.", "That's all!"), a request given as steps ("Take the ledger.
 * Keep the VC entries. Drop the ones we own.") and words shouted in capitals ("organisations YOUNGER than nine
 * years"). None of these sets a condition, so none may become a name search; each is taken out before the question
 * is read and named in the answer, so that no word of the question goes unmentioned. A step's verb is read for what
 * it does: "take", "keep" and "then" add the step's conditions to the others, "drop" and "remove" negate the step.
 * Shouted words are read in lower case only when they are words of English (compromise's lexicon, not as a name or
 * place) or of the reader: "NOT" is "not", "ACME" stays a name.
 */

const GREETING =
  /^\s*(?:hi|hello|hey|hiya|howdy|g'?day|greetings|ok(?:ay)?(?=\s+operator)|good\s+(?:morning|afternoon|evening|day)|morning|dear|ladies\s+and\s+gentlemen|(?:guys|folks|everyone|team)(?=\s*,))(?:\s+(?:there|all|everyone|team|folks|guys|mate|operator|[A-Z][\p{L}'’-]*))?\s*[,!:;—–-]+\s*/iu;
const SIGN_OFF =
  /(?<=^|[.?!,])\s*(?:(?:many\s+)?thanks?(?:\s+(?:you|so\s+much|a\s+lot|in\s+advance|again))?|thank\s+you|thx|ta|cheers|luv|love|lots\s+of\s+love|(?:kind|best|warm|warmest)\s+regards|regards|best(?:\s+wishes)?|all\s+the\s+best|sincerely|yours(?:\s+(?:truly|sincerely|faithfully))?)(?:(?:\s*[,—–-]\s*|\s+)[A-Z][\p{L}'’-]*(?:\s+[A-Z][\p{L}'’-]*)?)?(?:\s+x{1,3})?[\s.!]*$/iu;
/** A word said to the reader at the end of a sentence: "…, mate?", "…, then?". */
const VOCATIVE =
  /\s*,\s*(?:mate|mates|pal|buddy|folks|guys|team|operator|then|please|like)(?=\s*(?:[?.!]+\s*(?:$|\s)|$))/giu;
/** An exclamation that opens the request: "Ugh, AGAIN:", "Seriously,", "Reckon there's …". */
const OPENER =
  /^\s*(?:(?:notwithstanding\s+the\s+foregoing|for\s+the\s+avoidance\s+of\s+doubt|without\s+prejudice\s+to\s+the\s+foregoing|ugh|argh|sigh|seriously|honestly|look|listen|um+|uh+|er+m?|hmm+|oh|gosh|geez|jeez|sheesh|come\s+on)(?:(?:\s*,\s*|\s+)again)?[\s,!:.;—–-]*[,!:.;—–-]\s*|reckon\s+(?=there|any|we|you))/iu;
/** A press release's frame: "We are pleased to report …", "The Company is pleased to list its …", "The Company lists below its". */
const PRESS =
  /^\s*(?:(?:we|the\s+company|the\s+group|the\s+firm)\s+(?:is|are)\s+(?:pleased|delighted|proud|happy)\s+to\s+(?:report|list|highlight|announce|present|share|disclose|set\s+out)|the\s+company\s+lists\s+below)\s+(?:(?:its|our|the)\s+)?/iu;
/** "…, in line with our long-term strategy." */
const IN_LINE =
  /,?\s+in\s+line\s+with\s+(?:our|its|the)\s+[^.,;]*?(?:strategy|guidance|policy|plan|mandate)(?=[\s.!]*$)/iu;
/** A user story's frame: "As a fund manager, I want …, so that I can …". */
const STORY =
  /^\s*as\s+(?:an?|the|our|my)\s+[^,.?!]{1,60},\s*(?:i|we)\s+(?:want|need|would\s+like|['’]d\s+like)(?:\s+to\s+(?:see|find|get|view|list|know|have|pull|review|pull\s+up))?\s+/iu;
/** What the answer is for, said after the request: "…, so that I can plan write-downs", "so we can prune". */
const PURPOSE = /,?\s+(?:so\s+(?:that\s+)?|in\s+order\s+to\s+|in\s+order\s+that\s+)(?:i|we|they|you|my|our)\s[^.?!]*/iu;
/** A request relayed for someone: "The Board asked that …", "… be tabled", "For the minutes:". */
const RELAYED =
  /^\s*(?:(?:the|our)\s+(?:board|committee|secretary|chair|chairman|chairwoman|ceo|partners?|team|boss|manager|director|funder|client)\s+(?:has\s+|have\s+)?(?:asked|requested|wants|would\s+like)(?:\s+(?:that|for|to\s+(?:see|have|get|receive)))?\s+|the\s+[\p{L}-]+\s+(?:was|has\s+been)\s+asked\s+to\s+(?:set\s+out|list|provide|prepare|present|produce)\s+|for\s+the\s+(?:minutes|record)\s*[:,—–-]\s*|please\s+minute\s+)/iu;
const RELAYED_END =
  /\s+(?:be|are)\s+(?:noted|tabled|minuted|listed|circulated|recorded|set\s+out|presented|provided)(?=[\s.!]*$)/iu;
/** A question relayed in reported speech: "My boss wants to know which …", "He'd like a list of …", "She asked me whether …". */
const REPORTED =
  /^\s*(?:(?:my|our|the)\s+(?:boss|manager|director|partner|chair|client|ceo|head|editor|principal|supervisor|team\s+lead)|he|she|they|herself|himself)(?:['’]d\s+like|\s+would\s+like|\s+(?:wants?(?:\s+to\s+(?:know|see|have|get))?|asked(?:\s+me)?|(?:is|was)\s+asking(?:\s+me)?|needs?))(?:\s+to\s+(?:know|see|have|get))?(?:\s+(?:for|about|whether|if))?(?:\s+(?:a\s+list|a\s+count|the\s+number|a\s+table)\s+of)?\s+/iu;
/** An Irish or Scottish request's frame: "Would you ever show us …", "… at all", "That'd be grand." */
const WOULD_YOU_EVER =
  /(?<=^|[.?!]\s+)would\s+you\s+ever\s+(?:show|give|list|find|get|pull|tell|send)(?:\s+(?:us|me))?\s+/giu;
const AT_ALL = /(?<![\p{L}])(?<!(?:not|no|nothing|none|any)\s)at\s+all(?![\p{L}])/giu;
const GRAND =
  /^(?:that['’]?d|that\s+would|it['’]?d|it\s+would)\s+be\s+(?:grand|great|lovely|brilliant|class|magic|ideal|perfect)(?:\s*,?\s*thanks?)?[.!]*$/iu;
/** A structured request's labels: "Task: … / Constraint: … / Output: a table", "Role: analyst. Goal: …". */
const LABEL =
  /(?<![\p{L}])(task|role|goal|objective|aim|constraints?|conditions?|filters?|criteria|output|format|columns?|fields?|return)\s*:\s*/giu;
/** Labels whose words are no condition: who asks and what the answer looks like. */
const FRAME_LABEL = /^(?:role|output|format|columns?|fields?|return)$/i;

/** "Task: organisations / Constraint: not in Germany / Output: a table" → "organisations, not in Germany". */
function labelled(text: string, framing: string[], outputs: string[], keep: (content: string) => boolean): string {
  if (!/^\s*(?:task|role|goal|objective|aim|constraints?|conditions?|filters?|criteria)\s*:/iu.test(text)) return text;
  const marks = [...text.matchAll(LABEL)];
  const kept: string[] = [];
  for (const [i, m] of marks.entries()) {
    const start = (m.index ?? 0) + m[0].length;
    const content = text.slice(start, marks[i + 1]?.index ?? text.length).replace(/[\s/.;,]+$/u, '');
    const label = m[1] ?? '';
    // "Output: the five youngest", "Format: newest first": an output that orders or counts is part of the question.
    if (FRAME_LABEL.test(label) && !(content && keep(content))) {
      framing.push(`${label}: ${content}`.trim());
      if (content) outputs.push(content);
    } else {
      framing.push(label);
      if (content) kept.push(content.replace(/\s*;\s*|\s+\/\s+/g, ', '));
    }
  }
  return kept.join(', ');
}

/** Request verbs of a polite register: "Kindly share …", "Kindly revert with …", "do the needful". */
const REQUEST =
  /(?<=^|[.?!]\s+)(?:(?:kindly|please)\s+)?(?:share|revert\s+(?:back\s+)?with|send\s+(?:across|over)|do\s+the\s+needful(?:\s+and\s+(?:share|send|list))?)\s+/giu;
/** A closing courtesy: "…, if it isn't too much trouble?", "if you don't mind", "when you get a chance". */
const COURTESY =
  /,?\s+(?:if\s+(?:it\s+isn['’]t|it['’]s\s+not|it\s+is\s+not)\s+too\s+much\s+(?:trouble|bother)|if\s+you\s+(?:don['’]t|do\s+not)\s+mind|if\s+possible|when\s+you\s+(?:get|have)\s+a\s+(?:chance|moment|minute|sec(?:ond)?)|at\s+your\s+(?:earliest\s+)?convenience)(?=[\s.?!]*$)/iu;
/** A sentence that only insists: "Nothing else.", "That's all!", "EXACTLY those, nothing else!". */
const INSISTS =
  /^(?:(?:exactly|just|only)\s+(?:those|these|that|them)\s*[,.!]?\s*)?(?:(?:and\s+)?nothing\s+else|that(?:['’]?s|\s+is)\s+(?:it|all)(?:\s+(?:i|we)\s+(?:need|want|ask))?|[\p{L}-]+\s+conditions?\s*[,;:—–-]\s*that['’]?s\s+(?:it|all)|no\s+more,?\s+no\s+less)\s*[.!]*$|^(?:exactly|just|only)\s+(?:those|these|that|them)[.!]*$/iu;
/** A sentence that only says how to answer: "Respond with a list.", "Return the answer as a table." */
const ANSWER_FORM =
  /^(?:please\s+)?(?:respond|reply|answer|return\s+(?:the\s+)?(?:answer|result|results))\s+(?:only\s+)?(?:with|as|in)\s+(?:a|the)\s+(?:(?:bulleted|plain|simple|short)\s+)?(?:list|table)(?:\s+only)?[.!]*$/iu;
/**
 * A sentence about the writer, not the records: "In my day a firm of twenty years was thought young.", "My late
 * husband's firm was a partnership, and I have had my fill of those." (a request or a name in it keeps it).
 */
const ASIDE =
  /^(?:in\s+my\s+(?:day|time|youth)|when\s+i\s+was\s+(?:young|a\s+\p{L}+)|my\s+(?:late|dear|poor|old)\s|my\s+(?:eyes|memory|hands|daughter|son|husband|wife|grandson|granddaughter|grandchildren)\s+(?:are|is|was|were|have|has|used|now))[^?]*$/iu;
const REQUESTS =
  /(?<![\p{L}])(?:list|show|find|give|tell|which|who|whom|what|how\s+many|could|would|might|can|please|kindly)(?![\p{L}])/iu;
/** A step's verb: it adds the step's conditions to the request. */
const STEP =
  /(?<=^|[.?!]\s+)(?:(?:first|now|then|and\s+then|next)\s*,?\s+)?(?:(?:take|start\s+(?:with|from)|begin\s+with|go\s+to|open|use|look\s+at)(?=\s+(?:the|all|our|my|every)\s)|(?:keep|retain)(?:\s+(?:only|just))?(?=\s)|then(?:\s+(?:just|only))?(?=\s))/giu;
/** A step's verb that takes records out: "Drop everything below a sixteenth", "Remove the ones we own". */
const DROP_STEP =
  /(?<=^|[.?!]\s+)(?:(?:then|and\s+then|next)\s*,?\s+)?(?:drop|remove|exclude|discard|leave\s+out|filter\s+out|get\s+rid\s+of|throw\s+out|cut)\s+(?:(?:everything|anything|all|those|the\s+ones|any)(?:\s+(?:that(?:'s|\s+is|\s+are)?|which\s+(?:is|are)|of\s+them))?\s+)?/giu;

/** Words of three letters that are shouted, never an acronym. */
const SHORT_WORDS = new Set(
  'not all any and but nor who why how are was has had the for yet now too few old new own our one two six ten off out'.split(
    ' ',
  ),
);

let english: Record<string, string | string[]> | null = null;
/** A word of English that is no name or place: a shouted word is read in lower case. */
export function ordinaryWord(word: string): boolean {
  const low = word.toLowerCase();
  if (readerWords().has(low) || /n['’]t$/.test(low)) return true;
  if (!english) english = (nlp.model() as { one: { lexicon: Record<string, string | string[]> } }).one.lexicon;
  const lexicon = english;
  // The lexicon holds base forms: "checking" is read through "check", "seriously" through "serious".
  const forms = [
    low,
    ...[/ing$/, /ed$/, /e?s$/, /ly$/].flatMap((end) => {
      const base = low.replace(end, '');
      return base !== low && base.length > 2 ? [base, `${base}e`] : [];
    }),
  ];
  const tag = forms.map((f) => lexicon[f]).find(Boolean);
  if (!tag) return false;
  const tags = Array.isArray(tag) ? tag : [tag];
  return !tags.some((t) => /Name|Place|City|Country|Region|Organization|Person|Acronym|ProperNoun/.test(t));
}

export type Frame = {
  text: string;
  framing: string[];
  steps: string[];
  shouted: string[];
  purpose?: string;
  /** What an "Output:" or "Format:" label said, taken out as how the answer looks. */
  outputs: string[];
  /** Words a "[sic]" marked as written so (chat.ts). */
  flagged: string[];
  /** A pasted query said again as column conditions (machine.ts), and the values read in a way it did not say. */
  pasted?: string;
  unsure?: string[];
  /** What a "Stop." withdrew: the request said before it. */
  withdrawn?: string;
  /** Sentences about the writer, read as setting no condition (stated as a doubt). */
  asides?: string[];
  /** Emoji the reader does not know (stated as not used, with a doubt), and the question with the emoji as words. */
  emoji?: string[];
  emojiRead?: string;
  /** Periods named by an event or era, and the days they were read as (eras.ts). */
  eras?: string[];
  erasUnsure?: string[];
};

const clean = (s: string) => s.replace(/\s{2,}/g, ' ').trim();

/** The question without its frame, what was taken out, and the shouted words read in lower case. */
export function frame(
  question: string,
  keepPurpose = false,
  keepOutput: (content: string) => boolean = () => false,
): Frame {
  const framing: string[] = [];
  const outputs: string[] = [];
  const steps: string[] = [];
  const shouted: string[] = [];
  // Shouting: a word of three or more capitals (or "NOT", "AREN'T") that is a word of English is read in lower case.
  // A spreadsheet formula is said again as column conditions first (its FILTER and AND are no shouting).
  // A query pasted by a developer (a URL's query string, JSON, YAML, flags) is said again as column conditions.
  // "👩 🎂 40+ 🏠 Munich": emoji that stand for words are said as them; an unknown one is named as not used (emoji.ts).
  const emoji = emojiWords(question);
  const machine = machineText(emoji.text);
  // "Cancel that, …": withdraws what was just said, as "scratch that" does (corrections.ts).
  const said = machine.text.replace(/(?<![\p{L}])cancel\s+that(?![\p{L}])/giu, (m) =>
    m[0] === 'C' ? 'Scratch that' : 'scratch that',
  );
  // A wiki's title ("Category:Women born in the 1980s", "List of organisations in Oslo") is the list it names, and a
  // search engine's minus ("podcasts -Fintech", "-hidden") is "not".
  const titled = said
    .replace(/^\s*(?:category|portal)\s*:\s*/iu, '')
    .replace(/^\s*list\s+of\s+(?=\p{L})/iu, '')
    .replace(/(?<=^|\s)-(?=\p{L})/gu, 'not ');
  // "since the euro's launch", "during the Obama years": a period named by an event or era, said as its days.
  const eras = namedEras(titled);
  // "… Stop. People I haven't emailed lately.": "stop" withdraws the whole request before it.
  const stop = [...eras.text.matchAll(/(?<=^|[.?!]\s+)(?:no\s*[,—–-]*\s*)?stop[.!]+\s+(?=\S)/giu)].at(-1);
  const withdrawn = stop ? eras.text.slice(0, stop.index).trim() : undefined;
  const after = stop ? eras.text.slice((stop.index ?? 0) + stop[0].length) : eras.text;
  let text = formulaText(after).replace(/(?<![\p{L}'’])\p{Lu}{2,}(?:['’]\p{Lu}+)?(?![\p{L}'’])/gu, (w) => {
    // Three capitals are an acronym as often as a word (CEO, IPO): only the short words of the grammar are shouted.
    if (w.length < 3 || (w.length === 3 ? !SHORT_WORDS.has(w.toLowerCase()) : !ordinaryWord(w))) return w;
    shouted.push(w);
    return w.toLowerCase();
  });
  const cut = (re: RegExp, into: string[]) => {
    text = text.replace(re, (m) => {
      const said = m.replace(/^[\s,]+|[\s,.!:;—–-]+$/g, '');
      if (said) into.push(said);
      return m.startsWith(' ') && !/^\s*,/.test(m) ? ' ' : '';
    });
  };
  const chat = chatMarks(text);
  text = chat.text;
  framing.push(...chat.said);
  text = labelled(text, framing, outputs, keepOutput);
  cut(GREETING, framing);
  cut(SIGN_OFF, framing);
  cut(OPENER, framing);
  cut(STORY, framing);
  cut(PRESS, framing);
  cut(IN_LINE, framing);
  let purpose: string | undefined;
  if (!keepPurpose) {
    const before = framing.length;
    cut(PURPOSE, framing);
    if (framing.length > before) purpose = framing.at(-1);
  }
  cut(RELAYED, framing);
  cut(REPORTED, framing);
  cut(WOULD_YOU_EVER, framing);
  cut(AT_ALL, framing);
  cut(RELAYED_END, framing);
  cut(REQUEST, framing);
  cut(COURTESY, framing);
  cut(VOCATIVE, framing);
  // Whole sentences that only insist.
  const sentences = text.split(/(?<=[.?!])\s+/);
  // An aside that names something ("My late husband's firm was Northwind Capital.") may be what the request is about.
  // So may one the request points back to ("… Who worked there?", "its staff", "firms like it").
  const pointsBack =
    /(?<![\p{L}])(?:there|its|it|his|her|hers|their|that\s+(?:firm|one|company)|such|like\s+(?:it|that|his|hers|theirs)|same)(?![\p{L}])/iu;
  const asides: string[] = [];
  const aside = (s: string) =>
    sentences.length > 1 &&
    ASIDE.test(s) &&
    !REQUESTS.test(s) &&
    !/\s(?!I(?![\p{L}]))\p{Lu}/u.test(s) &&
    !sentences.some((o) => o !== s && pointsBack.test(o));
  const kept = sentences.filter((s) => {
    if (aside(s.trim())) {
      asides.push(s.replace(/[.!]+$/, '').trim());
      return false;
    }
    if (!INSISTS.test(s.trim()) && !GRAND.test(s.trim()) && !ANSWER_FORM.test(s.trim())) return true;
    framing.push(s.replace(/[.!]+$/, '').trim());
    return false;
  });
  text = kept.length ? kept.join(' ') : text;
  text = text.replace(DROP_STEP, (m) => {
    steps.push(m.trim());
    return 'excluding those ';
  });
  text = text.replace(STEP, (m) => {
    steps.push(m.trim());
    return '';
  });
  text = clean(text);
  // Steps are named in the order they were said.
  const at = (step: string) => question.toLowerCase().indexOf(step.toLowerCase());
  steps.sort((a, b) => at(a) - at(b));
  return {
    text: text || question,
    framing,
    steps,
    shouted,
    outputs,
    flagged: chat.flagged,
    ...(machine.text !== emoji.text ? { pasted: machine.text, unsure: machine.unsure } : {}),
    ...(emoji.text !== question ? { emojiRead: emoji.text } : {}),
    ...(withdrawn ? { withdrawn } : {}),
    ...(asides.length ? { asides } : {}),
    ...(emoji.unknown.length ? { emoji: emoji.unknown } : {}),
    ...(eras.read.length ? { eras: eras.read, erasUnsure: eras.unsure } : {}),
    ...(purpose ? { purpose } : {}),
  };
}

const quoted = (xs: string[]) => xs.map((x) => `"${x}"`).join(', ');

/** The question read without its frame; what was taken out is named in the answer. */
export function readWithFrame(question: string, read: (text: string) => Parsed): Parsed {
  let f = frame(question);
  // "…, so that I see only the ones in Berlin": a purpose that holds a condition is not taken out; its words stay in
  // the question, to be used or named as not used.
  const keepPurpose = !!f.purpose && read(f.purpose).query.filters.length > 0;
  if (keepPurpose) f = frame(question, true);
  // "Output: the five youngest": an output that orders or limits the answer stays in the question.
  const shapes = (content: string) => {
    const q = read(content).query;
    return !!q.ordering || q.limit !== OPERATOR_DEFAULT_LIMIT;
  };
  if (f.outputs.some(shapes)) f = frame(question, keepPurpose, shapes);
  if (f.text === question) return read(question);
  const parsed = read(f.text);
  if (f.framing.length)
    parsed.notes.push(
      `Read ${quoted(f.framing)} as how the message is put (a greeting, a sign-off, an aside): ${f.framing.length === 1 ? 'it sets' : 'they set'} no condition.`,
    );
  if (f.steps.length)
    parsed.notes.push(
      `Read ${quoted(f.steps)} as steps of one request: every step's conditions are required together${f.steps.some((s) => /drop|remove|exclude|discard|leave|filter|rid|throw|cut/i.test(s)) ? ', and the records a step drops are left out' : ''}.`,
    );
  if (f.shouted.length) parsed.notes.push(`Read ${quoted(f.shouted)} in capitals as emphasis, in lower case.`);
  if (f.pasted) parsed.notes.push(`Read the pasted query as "${f.pasted}".`);
  if (f.eras) parsed.notes.push(`Read ${f.eras.join('; ')}.`);
  if (f.erasUnsure?.length) {
    parsed.notes.push(
      `Not sure: ${quoted(f.erasUnsure)} — an era's first and last day are a reading; say the days to be exact.`,
    );
    parsed.unsure.push(...f.erasUnsure);
    if (!parsed.withheld)
      parsed.doubt = `Not sure: ${quoted(parsed.unsure)} may mean something else than the reading below.`;
  }
  if (f.withdrawn)
    parsed.notes.push(
      `Read "stop" as withdrawing what was asked before it ("${f.withdrawn}"): only what follows is read.`,
    );
  if (f.emojiRead) parsed.notes.push(`Read the emoji as words: "${f.emojiRead}".`);
  if (f.emoji?.length) {
    parsed.notes.push(`Not used: ${quoted(f.emoji)} — an emoji the reader does not know the meaning of.`);
    parsed.unsure.push(...f.emoji);
    if (!parsed.withheld)
      parsed.doubt = `Not sure: ${quoted(parsed.unsure)} may mean something else than the reading below.`;
  }
  // An aside about the writer is read as no condition, which it may not be: said as a doubt.
  if (f.asides?.length) {
    parsed.notes.push(
      `Not sure: ${quoted(f.asides)} — read as an aside about the writer that sets no condition; if it describes the records asked for, say so in the request.`,
    );
    parsed.unsure.push(...f.asides);
    if (!parsed.withheld)
      parsed.doubt = `Not sure: ${quoted(parsed.unsure)} may mean something else than the reading below.`;
  }
  if (f.unsure?.length) {
    parsed.notes.push(`Not sure: ${quoted(f.unsure)} — a share written as a fraction of one.`);
    parsed.unsure.push(...f.unsure);
    if (!parsed.withheld)
      parsed.doubt = `Not sure: ${quoted(parsed.unsure)} may mean something else than the reading below.`;
  }
  if (f.flagged.length) {
    const flagged = f.flagged.map((w) => `${w} [sic]`);
    parsed.notes.push(
      `Not sure: ${quoted(flagged)} — marked as written so; read as written, which may not be the record meant.`,
    );
    parsed.unsure.push(...flagged);
    if (!parsed.withheld)
      parsed.doubt = `Not sure: ${quoted(parsed.unsure)} may mean something else than the reading below.`;
  }
  return parsed;
}
