/**
 * A request written as a support ticket or an analyst's briefing (issue 35, the seventeenth blind set): "Ticket #4821
 * — Customer asks: … Priority: low. Please advise.", "Request: … Steps: 1) … 2) … Expected result: a list sorted by
 * surname", "BLUF: …", "TASKING: …", "SUBJ: …", and a Singaporean's particles ("show me lah", "how many got?", "…
 * one"). None of these sets a condition and none may become a name search: each is taken out before the question is
 * read and named in the answer. An expected result that orders or counts ("sorted by surname", "the top five") is
 * part of the question; one that only says what to show ("names only", "titles") is not.
 */

const TICKET = /^\s*(?:ticket|case|issue|incident|req(?:uest)?)\s*(?:no\.?\s*|#\s*)?\d+\s*[—–:,-]*\s*/iu;
const ASKS =
  /(?<=^|[.?!:—–-]\s*|\s)(?:the\s+)?(?:customer|client|user|caller)\s+(?:asks|asked|wants\s+to\s+know|writes|wrote|says|requests|would\s+like\s+to\s+know)(?:\s+(?:whether|if))?\s*[:,]?\s*/giu;
const LABEL_ONLY = /(?<=^|[.?!;]\s*)(?:request|question|query|steps?(?:\s+to\s+reproduce)?|details)\s*:\s*/giu;
const PRIORITY = /(?<=^|[.?!;]\s*|\s)(?:priority|severity|status|category)\s*:\s*[\p{L}\d-]+[.!]?/giu;
const ADVISE =
  /(?<=^|[.?!]\s*)(?:please|kindly)\s+(?:advise|assist|help|action|revert)(?:\s+(?:asap|soonest|urgently))?[.!]*/giu;
/** "Expected result: names only." — what to show, unless it orders or counts. */
const EXPECTED = /(?<=^|[.?!;]\s*)(?:expected\s+(?:result|outcome|output)|desired\s+output)\s*:\s*([^.!?]*)[.!?]?/giu;
const SHAPES =
  /sort|order|rank|first|top\b|\d|newest|oldest|latest|earliest|youngest|largest|smallest|biggest|alphabetic|a-z|z-a|how many|number of|count/iu;
/** A step's number inside a line: "Steps: 1) only those with an email 2) sort by name". */
const STEP_NUMBER = /(?<=^|\s|[:;,])\(?\d{1,2}\)\s+/gu;
/** A step that opens a screen: "open People;", "go to the Ledger tab,". */
const OPEN_SCREEN =
  /(?<=^|[:;,.]\s*|\s)(?:open|go\s+to|navigate\s+to|click(?:\s+on)?|select)\s+(?:the\s+)?(people|organi[sz]ations|ledger|library|lists|keywords)(?:\s+(?:page|screen|tab|view|section))?\s*[;,.]/giu;
/** A step that keeps some records: "; keep those with …", "then keep only the ones". */
const KEEP_THOSE = /[;,.]?\s*(?:then\s+)?(?:keep|retain)\s+(?:only\s+)?(?:those|the\s+ones)(?=\s)/giu;
/** An analyst's labels in capitals: "BLUF:", "TASKING:", "SUBJ:", "REQ:", "RFI:". */
const BRIEF_LABEL =
  /(?<=^|[.?!;]\s*)(?:BLUF|TASKING|TASK|SUBJ|SUBJECT|REQ|RFI|REF|RE|NOTE|CLASSIFICATION|UNCLASSIFIED|SITREP|ACTION|PRIORITY)\s*:\s*/gu;
/** A Singaporean's particles: "show me lah", "can or not?", "got or not?". */
const PARTICLES = /(?<![\p{L}])(?:lah|leh|lor|meh|hor|can\s+or\s+not|got\s+or\s+not)(?![\p{L}])/giu;
/** "how many got?": how many are there. */
const HOW_MANY_GOT = /(?<![\p{L}])how\s+many\s+got(?![\p{L}])/giu;
/** "the ladies not staying in Singapore one, how many": "one" closing a clause marks it as a description. */
const CLAUSE_ONE =
  /(?<![\p{L}\d-])(?<!(?:the|a|an|each|any|every|which|no|that|this|these|those|only|just|one|\p{L}+est|most|least|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|and)\s+)(?<!(?:the|a|an|this|that|which|each|every|any|no)\s+[\p{L}-]+\s+)one(?=\s*(?:[,?.!]|$))/giu;

/** A study's criteria: "Cohort: organisations. Inclusion criteria: … Exclusion criteria: … n = ?". */
const INCLUSION = /(?<![\p{L}])inclusion\s+criteri(?:a|on)\s*:\s*/iu;
const EXCLUSION = /(?<![\p{L}])exclusion\s+criteri(?:a|on)\s*:\s*/iu;
const COHORT = /(?<![\p{L}])cohort\s*:\s*([\p{L}-]+(?:\s+entries)?)\s*[.;,]?/iu;
const STUDY_FRAME =
  /(?<=^|[.?!;]\s*)(?:define\s+the\s+(?:cohort|sample|population)|n\s*=\s*\?|count\s+n)[.!?]?|,?\s*(?:at|on)\s+the\s+index\s+date|,?\s*as\s+of\s+(?:today|the\s+index\s+date)/giu;
const NONE = /^\s*(?:none|n\/a|nil|-)\s*[.;]?\s*$/iu;

/** An exclusion criterion as a negated condition: "residents of Oslo" → "not living in Oslo". */
function excluded(item: string): string {
  const t = item.trim().replace(/[.;,]+$/, '');
  if (/^(?:listed|included|present|enrolled)\s+on\s+/iu.test(t)) return t.replace(/^\S+\s+on\s+/iu, 'not on ');
  if (/^residents?\s+(?:of|in)\s+/iu.test(t)) return t.replace(/^residents?\s+(?:of|in)\s+/iu, 'not living in ');
  if (/^(?:living|based|headquartered|located)\s+in\s+/iu.test(t)) return `not ${t}`;
  if (/^(?:invested|founded|born|published)\s/iu.test(t)) return `not ${t}`;
  return `excluding ${t}`;
}

/** "Cohort: X. Inclusion criteria: A; B. Exclusion criteria: C; D." → "X A, B, not C, not D"; the frame is named. */
function criteria(text: string, said: string[]): string {
  const inc = INCLUSION.exec(text);
  const exc = EXCLUSION.exec(text);
  if (!inc && !exc) return text;
  const cohort = COHORT.exec(text);
  const starts = [inc, exc].filter((m): m is RegExpExecArray => !!m).map((m) => m.index);
  const head = text.slice(0, Math.min(...starts)).replace(COHORT, ' ');
  const body = (m: RegExpExecArray | null) => {
    if (!m) return '';
    const from = m.index + m[0].length;
    const next = [inc, exc].filter((x): x is RegExpExecArray => !!x && x.index > m.index).map((x) => x.index);
    return text.slice(from, next.length ? Math.min(...next) : text.length).trim();
  };
  const included = body(inc);
  const excludedText = body(exc);
  if (inc) said.push('Inclusion criteria');
  if (exc) said.push('Exclusion criteria');
  if (cohort) said.push('Cohort');
  const parts = [
    cohort?.[1] ?? '',
    head.trim().replace(/[.;:]+$/, ''),
    NONE.test(included) ? '' : included.replace(/[.]+$/, '').replace(/\s*;\s*/g, ', '),
    ...(NONE.test(excludedText)
      ? []
      : excludedText
          .split(/\s*;\s*/)
          .filter((x) => x.trim())
          .map(excluded)),
  ].filter((x) => x.trim());
  return parts.join(', ').replace(/^([\p{L}-]+(?:\s+entries)?),\s*/u, '$1 ');
}

const FILTER_TO =
  /^\s*filter\s+(?:(people|persons|organi[sz]ations|orgs|companies|ledger|library|lists|keywords)\s+to\s+(?:(?:entries|records|rows|items|those|ones)\s+)?(?:where\s+)?|to\s+)/iu;

export type Marks = { text: string; said: string[] };

/** The question without a ticket's or a briefing's frame, and what was taken out (to be named). */
export function ticketMarks(question: string): Marks {
  const said: string[] = [];
  let text = question;
  const cut = (re: RegExp, by = ' ') => {
    text = text.replace(re, (m) => {
      const n = m.replace(/^[\s,;(]+|[\s,;:).!—–-]+$/g, '');
      if (n) said.push(n);
      return by;
    });
  };
  // A product analyst's "Filter people to …", "Filter library to entries where …", ", exclude gender = M", and a
  // dotted column compared with "is" ("publisher.hq_country is Germany"): read before the column conditions.
  text = text
    .replace(FILTER_TO, (_m, kind: string | undefined) => (kind ? `${kind} where ` : ''))
    .replace(/,\s*exclude\s+/giu, ', excluding ')
    .replace(/(?<![\p{L}])([a-z_]+\.[a-z_]+)\s+is\s+not\s+/giu, '$1 != ')
    .replace(/(?<![\p{L}])([a-z_]+\.[a-z_]+)\s+is\s+/giu, '$1 = ');
  cut(STUDY_FRAME);
  text = criteria(text, said);
  cut(TICKET, '');
  cut(BRIEF_LABEL, '');
  cut(ASKS);
  cut(PRIORITY);
  cut(ADVISE);
  text = text.replace(EXPECTED, (m, content: string) => {
    // "a list sorted by surname": the order is the question's; "a list" only says how it looks.
    if (SHAPES.test(content))
      return ` ${content.replace(/^\s*(?:an?|the)\s+(?:list|table|report)(?:\s+of\s+(?:them|those|names))?\s*,?\s*/iu, '')}. `;
    said.push(m.replace(/[\s.!?]+$/g, ''));
    return ' ';
  });
  cut(LABEL_ONLY);
  text = text.replace(STEP_NUMBER, ', ');
  // "Steps: open People; keep those with …": the screen opened names the kind, "keep those" adds the step (in a
  // ticket's steps only: "Open the library. Keep only the reports." are steps framing.ts reads).
  if (/(?<![\p{L}])steps?\s*:/iu.test(question))
    text = text.replace(OPEN_SCREEN, (m, kind: string) => {
      said.push(m.replace(/\s*[;,.]\s*$/, ''));
      return ` ${kind} `;
    });
  if (/(?<![\p{L}])steps?\s*:/iu.test(question))
    text = text.replace(KEEP_THOSE, (m) => {
      said.push(m.replace(/^[\s;,.]+|\s+$/g, ''));
      return ' ';
    });
  text = text.replace(HOW_MANY_GOT, 'how many are there');
  cut(PARTICLES);
  text = text.replace(CLAUSE_ONE, () => {
    said.push('one');
    return '';
  });
  if (!said.length && text === question) return { text, said };
  return { text: text.replace(/\s{2,}/g, ' ').trim(), said };
}
