import { ticketMarks } from './tickets.ts';

/**
 * A request typed into a chat or annotated like a draft (issue 35, the sixteenth blind set): a message to the bot
 * with its mentions, markdown and emoji ("@operator stakes **strictly under** `1/4`? 🙏", "cc @maria", "+1 to what
 * @maria asked"), a texter's fillers ("ngl", "fr", "lowkey", "no cap"), a fact-checker's marks ("NB:", "[sic]", "(per
 * our records)", "e.g. Greenleaf Energy", "cf. the episode log", a footnote's "*") and a quiz master's frame
 * ("Question six:", "Hands up if you can name", "True or false:"). None of these sets a condition: each is taken out
 * before the question is read and named in the answer. An example ("e.g. …") is not a condition either, and a
 * footnote that says how a condition is meant ("* i.e. by the staffer's home address") restates it.
 */

/** Markdown emphasis and code marks, and a bullet at the start of a line. */
const EMPHASIS = /\*\*|__|~~|`/g;
const BULLET = /(?:^|\n)\s*(?:[-•*]|\d+[.)])\s+/g;
/** Emoji, as pictographs or as Slack's ":eyes:" short codes. */
const EMOJI =
  /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*|(?<![\p{L}\d]):[a-z0-9_+-]{2,30}:(?![\p{L}\d])/gu;
/** "@operator", "cc @maria", "+1 to what @maria asked earlier", "h/t @sam". */
const MENTION =
  /(?:^|\s)(?:(?:\+1|cc|h\/t|ping|fyi)\s+(?:(?:to|on)\s+)?(?:what\s+)?@[\p{L}\d._-]+(?:\s+(?:asked|said|wrote|mentioned|posted)(?:\s+(?:earlier|before|above|yesterday|this\s+morning))?)?|@[\p{L}\d._-]+)[,:]?/giu;
/** A texter's words that carry no condition. */
const FILLER =
  /(?<![\p{L}'’])(?:ngl|fr|frfr|lowkey|highkey|rn|tbh|tbf|imo|imho|no\s+cap|deadass|istg|lol|lmao|omg|pls|plz|bestie|fam|bruh|sis|it['’]?s\s+giving|this\s+(?:list\s+)?(?:ate|slaps)|ate|slay|thx|ty|\+1|sub-?sample|gr8|abeg|sharp\s+sharp|how\s+far\?|y['’]all|i\s+reckon|might\s+could|bless\s+(?:their|his|her|your)\s+hearts?|reet|all\s+told|icymi|tl;?dr|rt|🧵\s*\d*\/?)(?![\p{L}'’])[!.,]*/giu;
/** A fact-checker's marks: "NB:", "[sic]", "(per our records)", "to be verified", a footnote star. */
const NOTA_BENE = /(?<![\p{L}])(?:NB|N\.B\.|nota\s+bene|PS|P\.S\.)\s*[:,-]\s*/gu;
/** "(NB: untagged organisations count too)": a note in brackets is an aside on what was asked. */
const NOTE_ASIDE = /\s*\(\s*(?:NB|N\.B\.|nota\s+bene|note)\s*[:,-][^)]*\)/giu;
const PER_RECORDS =
  /,?\s*(?:\(\s*)?(?:per|according\s+to|as\s+per)\s+(?:our|the)\s+(?:records|files|data|database|register)(?:\s*\))?/giu;
const VERIFY =
  /,?\s*(?:\(\s*)?(?:(?:still\s+)?to\s+be\s+(?:verified|confirmed|checked)|unverified|tbc|tbd)(?:\s*\))?/giu;
/** "(e.g. Greenleaf Energy)", "; cf. the March 2021 episode log": an example or a cross-reference. */
const EXAMPLE = /\s*[(;,]?\s*(?:e\.g\.|eg\.|e\.g|for\s+example|for\s+instance|cf\.|cf)\s+[^);.?!]*\)?/giu;
/** "(*i.e. by the staffer's home address)", "(i.e. by founding date)": a footnote that says how a condition is meant. */
const RESTATES =
  /\s*\(\s*\*?\s*(?:i\.e\.|ie\.|i\.e|viz\.|that\s+is|namely)[^)]*\)|\s*[,;]\s*(?:i\.e\.|i\.e|viz\.)\s+by\s[^);.?!]*/giu;
/** A footnote star on a word: "Munich*". */
const STAR = /(?<=[\p{L}\d])\*(?![\p{L}\d*])/gu;
/** A quiz master's frame: "Question six:", "Hands up if you can name", "True or false:", "For a bonus point,". */
const QUIZ =
  /^\s*(?:question\s+(?:\d+|[a-z]+)\s*[:.—–-]\s*|round\s+(?:\d+|[a-z]+)\s*[:.—–-]\s*|true\s+or\s+false\s*[:?,—–-]\s*|for\s+(?:a|the)\s+bonus(?:\s+point)?\s*[:,—–-]\s*|hands\s+up\s+if\s+you\s+can\s+(?=name|list|tell)|(?:quick\s+)?quiz\s*[:,—–-]\s*)/iu;

/** `flagged`: words a "[sic]" marks as written so, read as written and named as a doubt. */
export type Chat = { text: string; said: string[]; flagged: string[] };

/** The question without its chat marks and asides, and what was taken out (to be named). */
export function chatMarks(question: string): Chat {
  const said: string[] = [];
  const flagged: string[] = [];
  let text = question;
  const cut = (re: RegExp, name?: (m: string) => string | null, by = ' ') => {
    text = text.replace(re, (m) => {
      const n = name ? name(m) : m.replace(/^[\s,;(]+|[\s,;:).!]+$/g, '');
      if (n) said.push(n);
      return by;
    });
  };
  // A ticket's or a briefing's frame (tickets.ts).
  const ticket = ticketMarks(text);
  text = ticket.text;
  said.push(...ticket.said);
  // A quiz's frame may follow a mention ("@operator question six: …"): mentions first.
  cut(MENTION);
  cut(QUIZ, (m) => m.replace(/[\s:.,—–-]+$/g, ''), '');
  cut(EMOJI, (m) => m);
  cut(BULLET, () => null, ', ');
  cut(EMPHASIS, () => null, '');
  cut(NOTE_ASIDE);
  cut(RESTATES);
  cut(EXAMPLE);
  cut(PER_RECORDS);
  cut(VERIFY);
  cut(NOTA_BENE, (m) => m.replace(/[\s:,-]+$/g, ''));
  // "Munchen [sic]": the word before it is as the writer found it; which record it means is a guess.
  text = text.replace(/([\p{L}\d'’.-]+)\s*\[sic\]/giu, (_m, word: string) => {
    flagged.push(word);
    return word;
  });
  cut(STAR, () => null, '');
  // "FR" and "RN" in capitals are country codes (France), not a texter's "fr".
  text = text.replace(FILLER, (m) => {
    if (/^\p{Lu}{2,3}$/u.test(m.replace(/[!.,]+$/, ''))) return m;
    said.push(m.replace(/[\s,;:).!]+$/g, ''));
    return ' ';
  });
  if (!said.length && !flagged.length && text === question) return { text, said, flagged };
  text = text
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s+([,.;?!])/g, '$1')
    .replace(/([,;])(?:\s*[,;])+/g, '$1')
    .replace(/^[\s,;:]+|[\s,;:]+$/g, '')
    .replace(/\s{2,}/g, ' ');
  return { text: text || question, said: [...new Set(said.filter((s) => s.trim()))], flagged };
}

/**
 * The words of these registers for what the rules read: "the girlies" are women and "the guys" men, "came into the
 * world" is born, "in the employ of" works at, "dwell in" lives in, "gimme" give me, a "vintage" the year invested,
 * "weakly greater than" at least, "strictly between" above the one and below the other, "n = 3" with a ranking its
 * count, "the trailing seven years" the past seven.
 */
export function chatWords(text: string): string {
  return (
    text
      .replace(/(?<![\p{L}])(?:the\s+)?(?:girlies|gals|ladies\s+and\s+girls)(?![\p{L}])/giu, 'women')
      .replace(/(?<![\p{L}])the\s+(?:guys|boys|fellas|blokes)(?![\p{L}])/giu, 'men')
      .replace(/(?<![\p{L}])gimme(?![\p{L}])/giu, 'give me')
      // "stakes that sit under a fifth", "deals that sit above 10%": where a value sits is the comparison.
      .replace(/(?<![\p{L}])(?:sit|sits|sitting)\s+(?=(?:under|below|above|over|at\s+or|between)\s)/giu, 'are ')
      // "the girlies in Oslo with public profiles": the people's own records are public.
      .replace(
        /(?<![\p{L}])with\s+(public|paywalled|hidden)\s+(?:profiles?|records?|pages?)(?![\p{L}])/giu,
        'that are $1',
      )
      .replace(/(?<![\p{L}])(?:came|come|comes|coming)\s+into\s+the\s+world(?![\p{L}])/giu, 'born')
      .replace(/(?<![\p{L}])in\s+the\s+(?:employ|employment|service|pay)\s+of(?![\p{L}])/giu, 'employed by')
      .replace(/(?<![\p{L}])(?:dwell|dwells|dwelt|dwelling|reside|resides|resided|residing)\s+(?=in\s)/giu, 'living ')
      .replace(/(?<![\p{L}])(?:the\s+)?(\d{4})\s+vintage(?![\p{L}])/giu, 'invested in $1')
      .replace(/(?<![\p{L}])(?:of\s+)?vintage\s+(\d{4})(?![\p{L}\d])/giu, 'invested in $1')
      .replace(/(?<![\p{L}])weakly\s+(?:greater|larger|bigger|more|higher)\s+than(?![\p{L}])/giu, 'at least')
      .replace(/(?<![\p{L}])weakly\s+(?:less|smaller|lower|fewer)\s+than(?![\p{L}])/giu, 'at most')
      .replace(/(?<![\p{L}])weakly\s+(above|below|over|under)(?![\p{L}])/giu, (_m, w: string) =>
        /above|over/i.test(w) ? 'at least' : 'at most',
      )
      .replace(
        /(?<![\p{L}])strictly\s+between\s+([^,;]+?)\s+and\s+(?=\S)/giu,
        (_m, low: string) => `strictly more than ${low} and strictly less than `,
      )
      // "strictly" is the reading a strict word has: kept before a share in digits (whose reading would otherwise
      // offer the bound as a doubt), dropped elsewhere.
      .replace(
        /(?<![\p{L}])strictly\s+(?=(?:above|over|below|under|greater|less|more|fewer|larger|smaller|higher|lower|older|younger)(?![\p{L}]))(?!\p{L}+\s+(?:than\s+)?\d[\d.]*\s*(?:%|percent|per\s+cent|pct)(?![\p{L}]))/giu,
        '',
      )
      .replace(/,?\s*(?:t\s*=\s*today|as\s+of\s+t)(?![\p{L}])/giu, '')
      .replace(
        /(?<![\p{L}])(?:the\s+)?trailing\s+(?=(?:\d+|[a-z]+)\s+(?:years?|months?|weeks?|days?|quarters?)(?![\p{L}]))/giu,
        'the past ',
      )
      .replace(
        /(?<![\p{L}])in\s+(?:descending|reverse)\s+(?:lexicographic(?:al)?|alphabetical)\s+order(?![\p{L}])/giu,
        'from Z to A',
      )
      .replace(/(?<![\p{L}])in\s+(?:ascending\s+)?lexicographic(?:al)?\s+order(?![\p{L}])/giu, 'in alphabetical order')
      .replace(/,?\s*n\s*=\s*(\d{1,3})(?![\d])/giu, ', top $1')
  );
}
