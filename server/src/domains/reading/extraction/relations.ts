import { modelRelations, type PairModel, RELATION_MODEL, type SentenceView } from './relation-model.ts';
import { type Ctx, P, type Placed } from './relation-parts.ts';
import { APPOSITION_RULES } from './relations-appositions.ts';
import { BASIC_RULES } from './relations-basic.ts';
import { CLAUSE_RULES } from './relations-clauses.ts';
import { DEAL_RULES } from './relations-deals.ts';
import { EXTRA_RULES } from './relations-extra.ts';
import { FOUNDER_RULES } from './relations-founders.ts';
import { FUNDING_RULES } from './relations-funding.ts';
import { HOLDING_RULES } from './relations-holdings.ts';
import { INVEST_RULES } from './relations-invest.ts';
import { LIST_RULES } from './relations-lists.ts';
import { NEWS_RULES } from './relations-news.ts';
import { OWNER_RULES } from './relations-owners.ts';
import { ROLE_RULES } from './relations-roles.ts';
import { STRUCTURE_RULES } from './relations-structure.ts';
import { foldForWords, requiredWords, WordFinder } from './rule-words.ts';
import type { Sentence } from './segment.ts';
import type { Relation } from './types.ts';

export type { Placed } from './relation-parts.ts';

/** The most names and characters a sentence may have for its relations to be read (a longer one is a list). */
const MAX_NAMES_IN_SENTENCE = 40;
const MAX_SENTENCE_CHARS = 3000;

/** Under the tests every skip is checked: a rule skipped for its words must not have matched (read once: `process.env` is slow). */
const CHECK_SKIPS = Boolean(process.env.VITEST);

/** A flag emoji: two regional indicator letters. */
const FLAGGED = /\s*(?:[\u{1F1E6}-\u{1F1FF}]{2}\s*)+([,;])?/gu;

/** "He" or "She" as the sentence's subject, at its start or after an opening phrase ("In 2005, he was …"). */
const PRONOUN = /^(?:[^,.]{0,40},\s+)?(He|She|he|she)\b/u;

/**
 * "The startup", "The Gurugram-based hospitality company" opening a sentence (maybe after an opening phrase): the
 * organization named last before the sentence, as "He" is the person. Up to four words describe the noun.
 */
const DESCRIBED =
  /^(?:[^,.⟦]{0,90},\s+)?([Tt]he\s+(?:[\p{L}-]+\s+){0,4}?(?:startup|start-up|company|firm|lender|platform|unicorn|fintech|conglomerate|retailer|insurer|carmaker|automaker|manufacturer|maker|developer|operator|business))\b(?![’'-]|\s+(?:that|which|who|whose|of|in)\b)/u;

/** Where a sentence's described organization ("The startup …") is, when no organization is named before it. */
function describedOrganization(text: string, s: Sentence, named: Placed[]): { start: number; end: number } | undefined {
  const head = text.slice(s.start, Math.min(s.end, s.start + 200));
  const m = DESCRIBED.exec(head);
  if (!m) return undefined;
  const start = s.start + m.index + m[0].length - (m[1] as string).length;
  const end = start + (m[1] as string).length;
  // A name inside or before the description ("The ⟦O⟧ startup") is the organization itself.
  if (named.some((p) => p.kind === 'organization' && p.start < end)) return undefined;
  return { start, end };
}

/** Where a sentence's subject pronoun is, when no person is named before it. */
function subjectPronoun(text: string, s: Sentence, named: Placed[]): { start: number; end: number } | undefined {
  const m = PRONOUN.exec(text.slice(s.start, Math.min(s.end, s.start + 60)));
  if (!m) return undefined;
  const start = s.start + m[0].length - (m[1] as string).length;
  if (named.some((p) => p.kind === 'person' && p.start < start + 2)) return undefined;
  return { start, end: start + 2 + ((m[1] as string).length - 2) };
}

/** Every rule's required words, found in a sentence in one pass. */
const WORDS = new WordFinder();

const RULES = [
  ...BASIC_RULES,
  ...EXTRA_RULES,
  ...STRUCTURE_RULES,
  ...ROLE_RULES,
  ...INVEST_RULES,
  ...FOUNDER_RULES,
  ...NEWS_RULES,
  ...DEAL_RULES,
  ...HOLDING_RULES,
  ...LIST_RULES,
  ...OWNER_RULES,
  ...CLAUSE_RULES,
  ...APPOSITION_RULES,
  ...FUNDING_RULES,
].map((rule) => {
  // Each rule is read with `exec` until it fails, which only ends for a global expression.
  if (!rule.re.global) throw new Error(`A relation rule's expression must be global: ${rule.re.source}`);
  return {
    ...rule,
    // A person's placeholder is never optional in a rule: a sentence without a person skips the rule.
    needsPerson: rule.re.source.includes(P),
    // A sentence without the words the rule cannot match without skips it (rule-words.ts).
    words: requiredWords(rule.re).map((group) => group.map((w) => WORDS.add(w))),
  };
});

/** The index after `i` in `s`: past a whole code point when the expression is Unicode-aware. */
function nextIndex(s: string, i: number, unicode: boolean): number {
  if (!unicode || i + 1 >= s.length) return i + 1;
  const c = s.charCodeAt(i);
  return c >= 0xd800 && c <= 0xdbff && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? i + 2 : i + 1;
}

/** `model`: the learned pair reader (null: rules only); `collect`: sees each sentence as the rules read it (training). */
export type RelationOptions = { model?: PairModel | null; collect?: (view: SentenceView) => void };

/**
 * Relations stated in each sentence: the sentence is rewritten with its mentions as placeholders
 * (⟦P0⟧, ⟦O1⟧) and read by a few patterns. "its" and "the company's" refer to the sentence's first
 * organization, else the last one named before it.
 */
export function findRelations(
  text: string,
  sents: Sentence[],
  placed: Placed[],
  options: RelationOptions = {},
): Relation[] {
  const model = options.model === undefined ? RELATION_MODEL : options.model;
  const out: Relation[] = [];
  // The model's relations join the rules' where no rule read the same relation (the rules' carry the role's words).
  const learned: Relation[] = [];
  const counts = new Map<string, { p: Placed; n: number }>();
  // The few most mentioned organizations so far, kept as counts move (sorting every organization per
  // sentence is quadratic on a long document).
  let top: { p: Placed; n: number }[] = [];
  const bySentence = new Map<number, Placed[]>();
  for (const p of placed) {
    const list = bySentence.get(p.sentence);
    if (list) list.push(p);
    else bySentence.set(p.sentence, [p]);
  }
  // The subject of the last sentence that named a person: what a sentence's "He" or "She" refers to.
  let lastSubject: Placed | undefined;
  // The organizations of the sentences before, in order (the last few are enough).
  let earlier: Placed[] = [];
  sents.forEach((s, si) => {
    // Every rule reads at least one mention: a sentence without any states no relation.
    const named = bySentence.get(si)?.sort((a, b) => a.start - b.start);
    if (!named) {
      // "She is a renowned mathematician.": a sentence about the same person keeps them the subject.
      if (!PRONOUN.test(text.slice(s.start, Math.min(s.end, s.start + 60)))) lastSubject = undefined;
      return;
    }
    const pronoun = lastSubject && subjectPronoun(text, s, named);
    const referent = earlier[earlier.length - 1];
    const described = referent && describedOrganization(text, s, named);
    // The pronoun may follow an opening phrase that names an organization ("Prior to joining ⟦O⟧, she …").
    const virtual = [
      ...(pronoun ? [{ ...(lastSubject as Placed), ...pronoun, sentence: si }] : []),
      ...(described ? [{ ...(referent as Placed), ...described, sentence: si }] : []),
    ];
    const mine = virtual.length ? [...virtual, ...named].sort((a, b) => a.start - b.start) : named;
    lastSubject = named.find((p) => p.kind === 'person') ?? (pronoun ? lastSubject : undefined);
    const hasPerson = mine.some((p) => p.kind === 'person');
    let template = '';
    let at = s.start;
    const positions: number[] = [];
    mine.forEach((p, i) => {
      template += text.slice(at, p.start);
      positions.push(template.length);
      template += `⟦${p.kind === 'person' ? 'P' : 'O'}${i}⟧`;
      at = p.end;
    });
    template += text.slice(at, s.end);
    // A country's flag after a name ("Huli 🇨🇷 raised") reads as a space: the rules see "⟦O1⟧ raised".
    // "Marbruck 🇦🇺, Broom Ventures": the comma after the flag moves up to the name, so lists read on.
    template = template.replace(FLAGGED, (f, punct: string | undefined) =>
      punct ? `${punct}${' '.repeat(f.length - 1)}` : ' '.repeat(f.length),
    );
    // The document's focus is read from the sentences before this one: "the company" in a sentence that
    // names another organization later still means the company of the story.
    const before = top.slice();
    let matchAt = 0;
    // The sentence's first organization before the pattern, else the document's most mentioned one so far.
    const focus = (exclude: string[] = []) =>
      mine.find((p, i) => p.kind === 'organization' && !exclude.includes(p.name) && (positions[i] ?? 0) < matchAt) ??
      before.find((c) => !exclude.includes(c.p.name))?.p ??
      mine.find((p) => p.kind === 'organization' && !exclude.includes(p.name));
    for (const p of named)
      if (p.kind === 'organization') {
        let c = counts.get(p.name);
        if (c) c.n++;
        else {
          c = { p, n: 1 };
          counts.set(p.name, c);
        }
        if (!top.includes(c)) top.push(c);
        // Stable: among equals the first named stays first.
        top = top.sort((a, b) => b.n - a.n).slice(0, 8);
      }
    const ctx: Ctx = {
      at: (i) => (i === undefined ? undefined : mine[Number(i)]),
      focus,
      here: (p) => p !== undefined && mine.includes(p),
      last: (exclude = []) => [...earlier].reverse().find((p) => !exclude.includes(p.name)),
      evidence: s,
    };
    // A "sentence" of hundreds of names is a list, not prose: no relation is read in it. The list patterns
    // ("⟦P⟧, ⟦P⟧ and ⟦P⟧ founded …") try every name as a start, so their time grows with the square of a list.
    const prose = mine.length <= MAX_NAMES_IN_SENTENCE && template.length <= MAX_SENTENCE_CHARS;
    if (prose) WORDS.find(foldForWords(template));
    for (const rule of prose ? RULES : []) {
      if (rule.needsPerson && !hasPerson) continue;
      if (!WORDS.hasAll(rule.words)) {
        if (CHECK_SKIPS && new RegExp(rule.re.source, rule.re.flags.replace('g', '')).test(template))
          throw new Error(`A relation rule was skipped for words it does not need: ${rule.re.source}`);
        continue;
      }
      if (rule.when && !rule.when.test(template)) continue;
      // `exec` on the rule's own expression: `matchAll` copies the expression on every call, which was
      // half of the rules' time (136 rules × every sentence that names someone).
      const re = rule.re;
      re.lastIndex = 0;
      for (let m = re.exec(template); m; m = re.exec(template)) {
        // An empty match moves on by one character, as `matchAll` does.
        if (m[0] === '') re.lastIndex = nextIndex(template, re.lastIndex, re.unicode);
        matchAt = m.index + m[0].length;
        out.push(...rule.make(m, ctx));
      }
    }
    if (prose && (model || options.collect)) {
      const ends = positions.map((at, i) => template.indexOf('⟧', at) + 1 || at + i);
      const view: SentenceView = {
        template,
        mentions: mine,
        at: positions,
        ends,
        evidence: { start: s.start, end: s.end },
      };
      options.collect?.(view);
      if (model) learned.push(...modelRelations(model, view));
    }
    earlier = [...earlier, ...named.filter((p) => p.kind === 'organization')].slice(-8);
  });
  const seen = new Set<string>();
  const ruled = out.filter((r) => {
    const key = `${r.type}|${r.from}|${r.to}|${r.role ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const pairs = new Set(ruled.map((r) => `${r.type}|${r.from}|${r.to}`));
  for (const r of learned) {
    const key = `${r.type}|${r.from}|${r.to}`;
    if (pairs.has(key)) continue;
    pairs.add(key);
    ruled.push(r);
  }
  return ruled;
}
