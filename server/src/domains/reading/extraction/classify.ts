import { isCompanyWord, isTown } from './gazetteers.ts';
import { listedVerdict, namesPerson } from './known-names.ts';
import {
  FAMILY_FIRST,
  fold,
  HEAD_NOUNS,
  isCommonWord,
  isDemonym,
  isFamilyName,
  isGivenName,
  isKnownOrganization,
  isPlace,
  isVerbOrFunctionWord,
  NAME_HONORIFICS,
  NAME_PARTICLES,
  NAME_SUFFIXES,
  ORG_PREFIXES,
  ROLE_WORDS,
} from './lexicon.ts';
import { hasHeadNoun, type Piece } from './spans.ts';
import type { Token } from './tokens.ts';

export type Kind = 'person' | 'organization';
export type Verdict = { kind: Kind | null; strong: boolean };

/** Nouns of an apposition that says the name before it is an organization ("Pellmore, a payroll app"). */
const ORG_APPOSITION =
  /^,\s+(?:a|an|the)\s+(?:[\p{L}\p{N}-]+\s+){0,4}?(?:company|firm|maker|start-?up|app|tool|platform|lender|bank|group|fund|investor|developer|operator|insurer|utility|publisher|studio|consultancy|agency|regulator|supplier|producer|manufacturer|retailer|chain|brand|subsidiary|unit|business|lessor|haulier|carrier|provider|exporter|importer|miner|designer|builder|owner|charity|university|institute|marketplace)\b(?![’'])(?!\s+(?:veteran|insider|lifer|member|official|executive|leader)\b)/iu;
/** Words after a name that say it is a person's. */
const PERSON_AFTER =
  /^(?:,\s+(?:who|whose|\d{2})\b|\s+(?:has died|died|was born|is survived|, aged)\b|,\s+(?:(?:the|its|a|an)\s+)?(?:[\p{L}’'-]+[’']s\s+)?(?:(?:acting|former|deputy|interim|new|outgoing|incoming|senior|independent|non-executive|current|first|then|lead)\s+)?(?:chief|managing|founder|co-founder|cofounder|chairman|chairwoman|chair|president|director|partner|head|spokesperson|spokesman|spokeswoman|general|finance|commercial|executive|ceo|cfo|cto|coo|professor|analyst|economist|minister|governor|secretary|treasurer|lawyer|attorney|researcher|scientist|engineer|physicist|journalist|reporter|author|writer|designer|artist|consultant|banker|entrepreneur|billionaire|businessman|businesswoman|philanthropist|politician|lawmaker|official|diplomat|ambassador|national|citizen|resident|native)\b)/iu;
/** "…, former Group CEO of …", "…, the LG Group chairman": a role after capitalised words (case as written). */
const PERSON_AFTER_NAMED =
  /^,\s+(?:(?:the|its|a|an)\s+)?(?:(?:former|current|first|then|acting|interim|new|outgoing|deputy|senior)\s+)?(?:\p{Lu}[\p{L}&-]*\s+){1,2}(?:CEO|CFO|COO|CTO|MD|[Cc]hief|[Cc]hairman|[Cc]hairwoman|[Pp]resident|[Dd]irector|[Hh]ead|[Ff]ounder|[Cc]o-founder|[Pp]artner|[Mm]inister|[Gg]overnor)\b/u;
const personAfter = (after: string) => PERSON_AFTER.test(after) || PERSON_AFTER_NAMED.test(after);
/** A comma (and a closing quote) before a name: where the speaker of a reported sentence stands. */
const SPEAKER_BEFORE = /,[”"’']?\s+$/u;
/** "…,” said ⟦Frank Nagorney⟧": the speaker after the verb. */
const SAID_BEFORE = /\b(?:said|says|added|explained|noted)\s+$/u;
/** A wire's byline: "(Reporting by ⟦X⟧; Editing by ⟦Y⟧)", "Writing by ⟦X⟧": the names are reporters'. */
const BYLINE_BEFORE =
  /\b(?:reporting|writing|editing|compiled|photographs?|photos?|graphics)\s+by\s+(?:[\p{Lu}][\p{L}.'’-]*\s+){0,3}?(?:and\s+)?$/iu;
const SAID_AFTER = /^\s+(?:said|says|told|added|explained|noted|wrote|recalled)\b/iu;
const ROLE_BEFORE =
  /(?:chief executive|chief financial officer|chief operating officer|chief technology officer|managing director|director general|finance director|founder|co-founder|cofounder|chairman|chairwoman|president|investor|chief scientist|professor|named|appointed|hired|partner|spokesperson|spokesman|spokeswoman|the late|(?:ousted|former|outgoing|new)\s+(?:chief|boss|head)|mr\.?|ms\.?|mrs\.?|dr\.?|prof\.?)\s+$/iu;
/** An organization by what is said before it: an investor list, a deal, a listing. */
const ORG_BEFORE =
  /(?:led by|backed by|acquired|acquires|acquire|bought|buys|to buy|owned by|sold to|merger with|merge with|merged with|invested in|investor in|investors in|the likes of|founder of|chief executive of|CEO of|backers including|investors including|including|participation from|funding from|financed by|shares of|acquired by|subsidiary of|a unit of|deal with|contract with|talks with|partnership with|loan from|stake in|stakes in|shares of|list on|listed on|joins from|supplier to|chains including|customers including|clients including)\s+(?:[\p{L}&’'.-]+(?:\s+[\p{L}&’'.-]+){0,4}(?:,\s+|\s+and\s+))*(?:and\s+)?$/iu;
/**
 * A lower-case description right before a name says what it is: "the shipping company ⟦Maersk⟧", "private equity
 * firm, ⟦Warburg Pincus⟧", "Italian
 * chipmaker ⟦AMD⟧" (a nationality may come before it; another capitalised word makes it part of a title:
 * "Global start-up Ecosystem Report").
 */
/** Last words of a name that is never a person's: places, roads, wars, parts of a business. */
const NOT_PERSON_ENDS = new Set(
  'region regions street highway road avenue boulevard district province war sector subsidiary division'.split(' '),
);
/** The nouns of such a description. */
const DESCRIBER_NOUNS =
  'company|companies|firm|firms|start-?up|start-?ups|maker|carmaker|automaker|chipmaker|brewer|giant|conglomerate|newspaper|newswire|wire service|magazine|broadcaster|lender|insurer|retailer|airline|manufacturer|developer|operator|platform|tracker|chain|fund|funds|groups|fashion house|label';
const DESCRIBED_BEFORE = new RegExp(
  `(?:^|\\(|(?<!(?<![\\p{L}’'.-])(?!\\p{Lu}\\p{Ll}+(?:an|ese|ish|ch|ic|i)\\s)\\p{Lu}[\\p{L}’'.-]*)\\s)(?:[\\p{Ll}-]+\\s+){0,4}?(?:${DESCRIBER_NOUNS}),?\\s+(?:[\\p{L}&’'.-]+(?:\\s+[\\p{L}&’'.-]+){0,3},\\s+)*(?:and\\s+)?$`,
  'u',
);
/**
 * What DESCRIBED_BEFORE needs somewhere: one of its nouns and a space. Tested first: the description's
 * lookbehinds, tried at every position of the 80 characters before each name, were a twentieth of the
 * extractor's time, and most names have no such noun before them.
 */
const DESCRIBER_NOUN = new RegExp(`(?:${DESCRIBER_NOUNS}),?\\s`, 'u');
/**
 * One word that can be a company's whole name in a list: not a nationality ("Japanese"), a short acronym or
 * code ("AI", "VC", "B2B", "VND34"), a place or a person's name ("Kushner" after "Jared Kushner").
 */
export const nameLike = (w: Token) =>
  w.text.length >= 4 &&
  !/\d/u.test(w.text) &&
  !/^\p{Lu}\p{Ll}+(?:an|ese|ish|ian|ic)$/u.test(w.text) &&
  !/^\p{Lu}+s?$/u.test(w.text.length <= 4 ? w.text : '') &&
  !isPlace(w.text) &&
  !isCommonWord(w.text) &&
  !namesPerson([w]);

/**
 * "for a job at The ⟦Verge⟧", "former owner of The ⟦Hill⟧": a capitalised article inside a sentence opens a title,
 * a newspaper's or a company's (unless the article is part of a place's name: "The Hague").
 */
const THE_BEFORE = /[\p{Ll}\d,;)]\s+The\s+$/u;
/**
 * "⟦Loft⟧ 🇧🇷 raised a $100 Million Series D round", "⟦Rapidbox⟧ has secured $4.5 million", "⟦Dealbox⟧, one of
 * the programme's alumni, secured Series A": who raises money (after a short apposition too).
 */
const RAISED_AFTER =
  /^\s*(?:,[^,;.]{1,60},\s*)?(?:[\u{1F1E6}-\u{1F1FF}]{2}\s*)?(?:has\s+|had\s+)?(?:raised|raises|secured|secures|closed|closes|landed|lands|bagged|nabbed)\s+(?:a\s+|an\s+|its\s+)?(?:\$|€|£|US\$|USD|Rs|₹|[\d.,]+\s*(?:million|billion|crore|mn|bn|m)\b|(?:pre-)?seed\b|series\s+[a-z]\b)/iu;

/** "Kochi-based ⟦SurveySparrow⟧", "Hong Kong-headquartered ⟦X⟧": a place's company (a person has a role between). */
const BASED_BEFORE = /\p{L}-(?:based|headquartered)\s+$/u;
/**
 * The names a sentence says money came from: "raised $6.3 million from ⟦X⟧, ⟦Y⟧, and ⟦Z⟧", "a seed round of
 * $2 million by ⟦X⟧ and ⟦Y⟧", "participation from existing investors ⟦X⟧" (read over the sentence so far: a
 * long list's last names are far from its verb).
 */
const FUNDED_FROM_BEFORE =
  /(?:\$|€|£|\b(?:million|billion|crore|mn|bn|round|funding|financing|investment|capital)\b)[^;]{0,80}?\b(?:from|by|participation from)\s+(?:[^,;.]{1,60},\s+(?:and\s+)?)*(?:and\s+)?(?:(?:[\p{Ll}-]+|\p{Lu}[\p{L}.]*-based),?\s+){0,5}$/u;
/** "Sequoia-backed ⟦Quillo⟧", "an Alibaba-owned grocery chain ⟦X⟧": what a company backs or owns is a company. */
const BACKED_BEFORE = /\p{L}-(?:backed|funded|owned|controlled)\s+(?:[\p{Ll}-]+\s+){0,3}$/u;
/** The parties of a deal written as a noun: "the acquisition of ⟦X⟧ by ⟦Y⟧", "the sale of the startup ⟦X⟧ to ⟦Y⟧". */
const DEAL_BEFORE =
  /\b(?:acquisition|purchase|takeover|sale)\s+of\s+(?:(?:the\s+)?(?:[\p{Ll}-]+\s+){0,4}|[^.;]{1,60}?\s(?:by|to)\s+)$/u;
/** "⟦Lidya⟧, which offers microloans": what a name does says it is a company. */
const WHICH_AFTER =
  /^,\s+which\s+(?:offers|operates|makes|runs|develops|provides|sells|owns|produces|manufactures|builds|is\s+(?:part|owned|based|controlled|listed|headquartered))\b/u;
const ORG_AFTER_ROLE =
  /^(?:[’']s)?\s+(?:shareholders|chief|co-founder|cofounder|founder|shares|chairman|president|managing|commercial|finance)\b/iu;

/** What kind of name a piece is, from its words, the words around it, and the lexicons. */
export function classify(tokens: Token[], p: Piece, sentence: string, sentenceStart: number): Verdict {
  if (nationalityOnly(tokens, p)) return { kind: null, strong: false };
  const v = classifyName(tokens, p, sentence, sentenceStart);
  // "Ann Arbor", "São Paulo", "Oak Ridge": a town of two or more words is no person, whatever its words look like.
  if (
    v.kind === 'person' &&
    !p.title &&
    p.to - p.from >= 2 &&
    isTown(
      tokens
        .slice(p.from, p.to)
        .map((t) => t.text)
        .join(' '),
    )
  )
    return { kind: null, strong: false };
  return v;
}

function classifyName(tokens: Token[], p: Piece, sentence: string, sentenceStart: number): Verdict {
  const words = tokens.slice(p.from, p.to).filter((t) => t.word);
  const folded = words.map((t) => t.folded);
  const phrase = words.map((t) => t.text).join(' ');
  const start = (tokens[p.from] as Token).start - sentenceStart;
  const end = (tokens[p.to - 1] as Token).end - sentenceStart;
  const before = sentence.slice(Math.max(0, start - 80), start);
  const after = sentence.slice(end, end + 80);

  if (p.legal) return { kind: 'organization', strong: true };
  // "the Norwegian platform ⟦Fjordlys AS⟧": a nationality before a lower-case noun describes, it names nothing.
  if (words.length === 1 && isDemonym((words[0] as Token).text) && /^\s+\p{Ll}/u.test(after))
    return { kind: null, strong: false };
  if (ORG_PREFIXES.has(folded[0] as string) && words.length >= 2) return { kind: 'organization', strong: true };
  const listed = listedVerdict(words);
  if (listed) return listed;
  if (hasHeadNoun(folded) && !p.title) return { kind: 'organization', strong: true };
  if (isKnownOrganization(phrase)) return { kind: 'organization', strong: true };
  if (isPlace(phrase)) return { kind: null, strong: false };
  // "West Region", "Pan Borneo Highway", "World War II", "Business Sector": a place, a road, an event or a part of
  // something, never a person (a title before it is a role's: "Director of the West Region").
  if (words.length >= 2 && !p.title && NOT_PERSON_ENDS.has(folded.at(-1) as string))
    return { kind: null, strong: false };
  if (p.title && words.length <= 4) return { kind: 'person', strong: words.length >= 2 };
  if (words.length >= 2 && words.length <= 4 && BYLINE_BEFORE.test(before) && !hasHeadNoun(folded))
    return { kind: 'person', strong: true };
  if (NAME_HONORIFICS.has(folded[0] as string) && words.length >= 2 && words.length <= 6 && !hasHeadNoun(folded))
    return { kind: 'person', strong: true };

  // "Mitchell & Sheahan", "Kleiner Perkins Caufield & Byers": partners' names joined by "&" name their firm.
  // (Not "S&T", "R&D", "M&A": an abbreviation's letters.)
  if (
    words.length >= 2 &&
    !p.title &&
    tokens
      .slice(p.from, p.to)
      .some(
        (t, i, all) =>
          t.text === '&' &&
          /^\p{Lu}\p{Ll}/u.test(all[i - 1]?.text ?? '') &&
          /^\p{Lu}\p{Ll}/u.test(all[i + 1]?.text ?? ''),
      )
  )
    return { kind: 'organization', strong: true };
  if (
    words.length <= 4 &&
    ((DESCRIBER_NOUN.test(before) && DESCRIBED_BEFORE.test(before)) ||
      (THE_BEFORE.test(before) && !isPlace(`The ${phrase}`)) ||
      BACKED_BEFORE.test(before) ||
      DEAL_BEFORE.test(before))
  )
    return { kind: 'organization', strong: true };
  // "…, said Benoist Grossmann, managing partner", "…, Alhaji Yakubu Mohammed has died": names of the lists with a
  // person's apposition or verb after them are a person's, whatever came before (an investor list, a magazine).
  if (words.length >= 2 && words.length <= 4 && !p.title && personAfter(after) && namesPerson(words))
    return { kind: 'person', strong: true };
  const personish = personShape(words);
  if (
    words.length <= 5 &&
    !personish &&
    (words.length > 1 || nameLike(words[0] as Token)) &&
    !SAID_AFTER.test(after) &&
    (BASED_BEFORE.test(before) ||
      RAISED_AFTER.test(after) ||
      FUNDED_FROM_BEFORE.test(sentence.slice(Math.max(0, start - 240), start)))
  )
    return { kind: 'organization', strong: true };
  if (words.length >= 2 && words.length <= 5 && personish) return { kind: 'person', strong: true };
  // "Marit Eide, a spokeswoman for the agency": a role before the noun makes the apposition a person's.
  if ((ORG_APPOSITION.test(after) || WHICH_AFTER.test(after)) && !personAfter(after))
    return { kind: 'organization', strong: true };
  // Names of the maintained lists are weaker evidence than the shapes above: an organization's context wins.
  if (words.length <= 3 && !ORG_BEFORE.test(before) && namesPerson(words)) return { kind: 'person', strong: true };
  const context = personAfter(after) || ROLE_BEFORE.test(before) || SAID_AFTER.test(after) || SAID_BEFORE.test(before);
  if (
    words.length >= 2 &&
    words.length <= 4 &&
    isGivenName((words[0] as Token).text) &&
    context &&
    !hasHeadNoun(folded)
  )
    return { kind: 'person', strong: true };
  const placeWord = words.some((w) => isPlace(w.text) && !isGivenName(w.text));
  if (words.length >= 2 && words.length <= 4 && !placeWord && (personAfter(after) || ROLE_BEFORE.test(before)))
    return { kind: 'person', strong: true };
  // "…, Okafor said.": one word after a comma, then a verb of saying, is the sentence's speaker (a person's
  // surname, folded into the person named earlier when there is one), not one more name of a list before it.
  if (words.length === 1 && SPEAKER_BEFORE.test(before) && SAID_AFTER.test(after))
    return { kind: 'person', strong: false };
  // "partly owned by Vodacom and Britain’s Vodafone": one word with a possessive before a name may be a place.
  if (ORG_BEFORE.test(before) && !(words.length === 1 && /^[’']s\s+\p{Lu}/u.test(after)))
    return { kind: 'organization', strong: words.length >= 2 || !isCommonWord(phrase) };
  if (ORG_AFTER_ROLE.test(after) && words.length <= 3) return { kind: 'organization', strong: false };
  if (
    words.length >= 2 &&
    words.length <= 3 &&
    SAID_AFTER.test(after) &&
    !words.some((w) => isCommonWord(w.text) || HEAD_NOUNS.has(w.folded))
  )
    return { kind: 'person', strong: true };
  return { kind: null, strong: false };
}

/**
 * "South Korean", "Southeast Asian", "Australian BNPL": a nationality, maybe with a compass word before it and an
 * acronym of a trade after it, describes; it names nothing (neither the rules nor the tagger make it a name).
 */
export function nationalityOnly(tokens: Token[], p: Piece): boolean {
  const words = tokens.slice(p.from, p.to).filter((t) => t.word);
  const lead = COMPASS.has(words[0]?.folded ?? '') ? 1 : 0;
  const nation = words[lead];
  const rest = words.slice(lead + 1);
  return (
    !p.legal &&
    !!nation &&
    isDemonym(nation.text) &&
    (lead > 0 || rest.length > 0) &&
    (rest.length === 0 || (rest.length === 1 && /^\p{Lu}{2,5}$/u.test((rest[0] as Token).text)))
  );
}

/** Compass words before a nationality ("South Korean", "Southeast Asian"). */
const COMPASS = new Set([
  'north',
  'south',
  'east',
  'west',
  'northeast',
  'northwest',
  'southeast',
  'southwest',
  'central',
]);

/** Particles that, between capitalised words, make a person's name (Ruud van Nistelrooy); "de" and "du" also name companies. */
const PERSON_PARTICLES = new Set(['van', 'von', 'ter', 'bin', 'binti', 'bint']);

/**
 * Given name first (Jane Okafor), family name first (Tan Wei Ling, Park Ji-hoon), a patronym (bin Rahman),
 * a particle inside (Ruud van Nistelrooy) or a suffix after (Martin Luther King Sr.).
 */
function personShape(words: Token[]): boolean {
  const f = words.map((w) => w.folded);
  if (f.some((w) => HEAD_NOUNS.has(w) || ROLE_WORDS.has(w))) return false;
  if (words.some((w) => isPlace(w.text) && !isGivenName(w.text))) return false;
  const suffixed = words.length >= 3 && NAME_SUFFIXES.has(f.at(-1) as string);
  const named = suffixed ? words.slice(0, -1) : words;
  const first = named[0] as Token;
  const last = named.at(-1) as Token;
  if (named.some((w) => w.text === w.text.toUpperCase() && w.text.length > 1)) return false;
  if (suffixed && named.every((w) => w.cap)) return true;
  const inner = named.slice(1, -1);
  // "Khaldoon Al Mubarak": an Arabic article inside the name, capitalised or not.
  const particle = (w: Token) => PERSON_PARTICLES.has(w.text) || w.text === 'Al' || w.text === 'al';
  if (inner.some(particle) && !isCommonWord(first.text) && !isCommonWord(last.text)) return true;
  if (isGivenName(first.text) && !isCommonWord(last.text)) return true;
  // "David Brown", "Ellen Pao": a given name that is no ordinary word, then one capitalised word that names no
  // company, is a person's name even when the surname is also a word.
  if (
    named.length === 2 &&
    isGivenName(first.text) &&
    !isCommonWord(first.text) &&
    last.cap &&
    !isCompanyWord(last.text) &&
    !isVerbOrFunctionWord(last.text)
  )
    return true;
  if (FAMILY_FIRST.has(first.folded) && words.length <= 3 && words.slice(1).every((w) => !isCommonWord(w.text)))
    return true;
  if (f.includes('bin') || f.includes('binti')) return true;
  if (isFamilyName(last.text) && !isCommonWord(first.text) && words.length <= 3) return true;
  return false;
}

/** The parts of a person's name a later mention may use: surname, given name, family name first, before "bin". */
export function personShortForms(name: string): string[] {
  const named = name.split(/\s+/);
  // "Sheikh Mohamed": the honorific is no short form of the name.
  const all = named.length >= 2 && NAME_HONORIFICS.has(fold(named[0] as string)) ? named.slice(1) : named;
  // "Jon Huntsman Sr.": the surname is the word before the suffix.
  const words =
    all.length >= 3 && NAME_SUFFIXES.has(fold(all.at(-1) as string).replace(/\.$/, '')) ? all.slice(0, -1) : all;
  const f = words.map(fold);
  const out = new Set<string>();
  const bin = f.findIndex((w) => w === 'bin' || w === 'binti' || w === 'bint');
  if (bin > 0) out.add(words.slice(0, bin).join(' '));
  // "Sheikh Tahnoun bin Zayed Al Nahyan" is "Sheikh Tahnoun" later: the honorific and the given name.
  if (all !== named && bin > 0) out.add(`${named[0]} ${words.slice(0, bin).join(' ')}`);
  else if (all !== named && words.length >= 2) out.add(`${named[0]} ${words[0]}`);
  // "Mohamed Ali Alabbar" is "Mohamed Alabbar": the given and the family name without the middle one.
  if (all === named && words.length === 3 && bin < 0) out.add(`${words[0]} ${words[2]}`);
  // "Jack Chia Seng Hee", "Raymond Lim Sian Heong": a given name before a name family-name-first is "Chia" or
  // "Jack Chia" later.
  if (
    all === named &&
    words.length === 4 &&
    bin < 0 &&
    (FAMILY_FIRST.has(f[1] as string) || (isGivenName(words[0] as string) && !isGivenName(words[1] as string)))
  ) {
    out.add(words[1] as string);
    out.add(`${words[0]} ${words[1]}`);
  }
  out.add(words[0] as string);
  let lastStart = words.length - 1;
  while (lastStart > 0 && NAME_PARTICLES.has((f[lastStart - 1] as string).toLowerCase())) lastStart--;
  out.add(words.slice(lastStart).join(' '));
  out.add(words.at(-1) as string);
  out.delete(name);
  return [...out].map(fold);
}
