import { modelRelations, type PairModel, RELATION_MODEL, type SentenceView } from './relation-model.ts';
import { type Ctx, E, foundedCompany, list, O, P, type Placed, POSS, ROLE, type Rule, rel } from './relation-parts.ts';
import { DEAL_RULES } from './relations-deals.ts';
import { EXTRA_RULES } from './relations-extra.ts';
import { FOUNDER_RULES } from './relations-founders.ts';
import { HOLDING_RULES } from './relations-holdings.ts';
import { FUNDING, INVEST_RULES, investedIn } from './relations-invest.ts';
import { NEWS_RULES } from './relations-news.ts';
import { ROLE_RULES } from './relations-roles.ts';
import { STRUCTURE_RULES } from './relations-structure.ts';
import type { Sentence } from './segment.ts';
import type { Relation } from './types.ts';

export type { Placed } from './relation-parts.ts';

/** A flag emoji: two regional indicator letters. */
const FLAGGED = /\s*(?:[\u{1F1E6}-\u{1F1FF}]{2}\s*)+([,;])?/gu;

/** A capitalised word (a country or nationality, "U.S.", "Philippine") right before an office without an organization. */
const OFFICE_OF_COUNTRY = /(?:^|\s)(?:[A-Z][\p{L}.-]*|the)\s+$/u;

/** "He" or "She" as the sentence's subject, at its start or after an opening phrase ("In 2005, he was …"). */
const PRONOUN = /^(?:[^,.]{0,40},\s+)?(He|She|he|she)\b/u;

/** Where a sentence's subject pronoun is, when no person is named before it. */
function subjectPronoun(text: string, s: Sentence, named: Placed[]): { start: number; end: number } | undefined {
  const m = PRONOUN.exec(text.slice(s.start, Math.min(s.end, s.start + 60)));
  if (!m) return undefined;
  const start = s.start + m[0].length - (m[1] as string).length;
  if (named.some((p) => p.kind === 'person' && p.start < start + 2)) return undefined;
  return { start, end: start + 2 + ((m[1] as string).length - 2) };
}

const RULE_LIST: Rule[] = [
  // Jane Okafor, chief executive of Quillwright Robotics GmbH / Yael Ben-David, the company’s co-founder and chief executive
  {
    re: new RegExp(
      `${P},\\s+(?:the\\s+|a\\s+|an\\s+)?${ROLE}(?:\\s+and\\s+${ROLE})?\\s+(?:of|at|for)\\s+(?:the\\s+)?${E}`,
      'giu',
    ),
    make: (m, c) => [
      ...rel('role', c.at(m[1]), c.at(m[4]), c, m[2]),
      ...(m[3] ? rel('role', c.at(m[1]), c.at(m[4]), c, m[3]) : []),
    ],
  },
  {
    re: new RegExp(`${P},\\s+${POSS}${ROLE}(?:\\s+and\\s+${ROLE})?`, 'giu'),
    make: (m, c) => [
      ...rel('role', c.at(m[1]), c.focus(), c, m[2]),
      ...(m[3] ? rel('role', c.at(m[1]), c.focus(), c, m[3]) : []),
    ],
  },
  {
    re: new RegExp(`${O}[’']s\\s+${ROLE},?\\s+${P}`, 'giu'),
    make: (m, c) => rel('role', c.at(m[3]), c.at(m[1]), c, m[2]),
  },
  {
    re: new RegExp(`${P},\\s+${O}[’']s\\s+${ROLE}`, 'giu'),
    make: (m, c) => rel('role', c.at(m[1]), c.at(m[2]), c, m[3]),
  },
  // Pellucid chief executive Hannah Brooks / chairman Emre Yılmaz
  {
    re: new RegExp(`(?:${O}\\s+)?${ROLE}\\s+${P}`, 'giu'),
    // "under President Donald Trump", "Philippine President …": a head of state, not the story company's officer.
    make: (m, c) =>
      !m[1] && (m[2] === 'President' || OFFICE_OF_COUNTRY.test(m.input.slice(Math.max(0, m.index - 30), m.index)))
        ? []
        : rel('role', c.at(m[3]), c.at(m[1]) ?? c.focus(), c, m[2]),
  },
  { re: new RegExp(`${P}\\s+of\\s+${O}`, 'gu'), make: (m, c) => rel('role', c.at(m[1]), c.at(m[2]), c) },
  // Kencana Palm Berhad named ⟦P⟧ as its new chairman / hired Dr. ⟦P⟧ as chief scientist
  {
    re: new RegExp(
      `(?:named|appointed|hired|promoted)\\s+(?:(?:Dr|Prof|Mr|Mrs|Ms)\\.?\\s+)?${P}\\s+(?:as\\s+)?(?:${POSS})?(?:the\\s+)?${ROLE}`,
      'giu',
    ),
    make: (m, c) => rel('role', c.at(m[1]), c.focus(), c, m[2]),
  },
  // ⟦P⟧ was previously finance director at ⟦O⟧
  {
    re: new RegExp(
      `${P}\\s+(?:was|is|had been|has been)\\s+(?:previously\\s+|formerly\\s+|also\\s+)?(?:the\\s+)?${ROLE}\\s+(?:of|at)\\s+${O}`,
      'giu',
    ),
    make: (m, c) => rel('role', c.at(m[1]), c.at(m[3]), c, m[2]),
  },
  // ⟦P⟧, has led the firm since 2009
  {
    re: new RegExp(
      `${P},?\\s+(?:who\\s+)?(?:has\\s+)?(?:led|run|headed|leads|runs|heads)\\s+the\\s+(?:company|firm|group|business)`,
      'giu',
    ),
    make: (m, c) => rel('role', c.at(m[1]), c.focus(), c),
  },
  // Marit Eide, a spokeswoman for the agency / Its managing director, Carla Bellandi
  {
    re: new RegExp(
      `${P},\\s+(?:a|an|the)\\s+${ROLE}\\s+(?:for|of|at)\\s+the\\s+(?:agency|company|group|firm|bank|authority|ministry|regulator|fund|society|association|university|council|commission)\\b`,
      'giu',
    ),
    make: (m, c) => rel('role', c.at(m[1]), c.focus(), c, m[2]),
  },
  {
    re: new RegExp(`(?:^|[.;]\\s+|\\b)(?:its|the\\s+(?:company|group|firm)[’']s)\\s+${ROLE},\\s+${P}`, 'giu'),
    make: (m, c) => rel('role', c.at(m[2]), c.focus(), c, m[1]),
  },
  // ⟦P⟧, who heads ⟦O⟧ / ⟦P⟧ was appointed chief executive of ⟦O⟧ (or of the society)
  {
    re: new RegExp(`${P},?\\s+who\\s+(?:heads|runs|leads|chairs)\\s+(?:the\\s+)?${O}`, 'giu'),
    make: (m, c) => rel('role', c.at(m[1]), c.at(m[2]), c),
  },
  {
    re: new RegExp(
      `${P}\\s+(?:was|is|has been|had been)\\s+(?:appointed|named|promoted to)\\s+(?:as\\s+)?(?:the\\s+)?${ROLE}\\s+of\\s+(?:${O}|the\\s+(?:company|society|group|firm|bank|agency|fund)\\b)`,
      'giu',
    ),
    make: (m, c) => rel('role', c.at(m[1]), c.at(m[3]) ?? c.focus(), c, m[2]),
  },
  // ⟦P⟧ left ⟦O⟧ to join ⟦O⟧ as chief operating officer
  {
    re: new RegExp(
      `${P}[^⟦.]{0,60}?(?:⟦O\\d+⟧[^⟦.]{0,20}?)?\\b(?:joined|joins|to join)\\s+${O}\\s+as\\s+(?:its\\s+|the\\s+)?${ROLE}`,
      'giu',
    ),
    make: (m, c) => rel('role', c.at(m[1]), c.at(m[2]), c, m[3]),
  },
  // Founders
  {
    re: new RegExp(
      `${P},?\\s+(?:who\\s+)?(?:co-?founded|founded|started|set up)\\s+(?:the\\s+[a-z-]+\\s+[a-z]+\\s+)?${O}`,
      'giu',
    ),
    make: (m, c) => rel('founder', c.at(m[1]), c.at(m[2]), c),
  },
  {
    re: new RegExp(
      `${P},?\\s+(?:who\\s+)?(?:co-?founded|founded|started)\\s+the\\s+(?:company|firm|group|business)`,
      'giu',
    ),
    make: (m, c) => rel('founder', c.at(m[1]), c.focus(), c),
  },
  {
    re: new RegExp(`(?:founded|started|set up)\\s+(?:[^⟦.]{0,40}?\\s)?by\\s+((?:${P}(?:,\\s+|\\s+and\\s+)?)+)`, 'giu'),
    make: (m, c) => list(m[1] as string).flatMap((i) => rel('founder', c.at(i), foundedCompany(c), c)),
  },
  {
    re: new RegExp(`(?:founded|started)\\s+${O}\\s+with\\s+${P}`, 'giu'),
    make: (m, c) => rel('founder', c.at(m[2]), c.at(m[1]), c),
  },
  // Investors
  {
    re: new RegExp(
      `(?:led by|backed by|backers including|investors including|participation from|funding from|raised[^⟦]{0,60}?\\bfrom|from existing backers)\\s+((?:(?:the\\s+|angel investor\\s+)?${E}(?!\\s+(?:co-?founder|founder|chief|ceo|chairman|partner)\\b)(?:,\\s+|,?\\s+and\\s+)?)+)`,
      'giu',
    ),
    make: (m, c) => {
      // "led by" is an investment only when what is led is money, not a delegation or a team.
      if (/^led by/i.test(m[0]) && !FUNDING.test(m.input)) return [];
      // Debt is a loan, not an investment.
      if (/\b(?:debt|loans?|credit facility)\b/i.test(m[0])) return [];
      const ids = list(m[1] as string);
      const target = investedIn(
        m,
        c,
        ids.map((i) => c.at(i)?.name ?? ''),
      );
      return ids.flatMap((i) => rel('investor', c.at(i), target, c));
    },
  },
  {
    re: new RegExp(`backers including\\s+((?:${E}(?:,\\s+|,?\\s+and\\s+)?)+)`, 'giu'),
    make: (m, c) => {
      const ids = list(m[1] as string);
      const target = c.focus(ids.map((i) => c.at(i)?.name ?? ''));
      return ids.flatMap((i) => rel('investor', c.at(i), target, c));
    },
  },
  // ⟦O⟧, the corporate venture arm of …, joined the round
  {
    re: new RegExp(
      `${O}(?:,[^,⟦]{0,80}(?:⟦O\\d+⟧)?,)?\\s+(?:also\\s+)?(?:joined|took part in|participated in|co-led)\\s+the\\s+(?:round|financing|investment)`,
      'giu',
    ),
    make: (m, c) =>
      rel(
        'investor',
        c.at(m[1]),
        investedIn(
          m,
          c,
          list(m[0]).map((i) => c.at(i)?.name ?? ''),
        ),
        c,
      ),
  },
  {
    re: new RegExp(`${O}\\s+(?:led|joined)\\s+(?:a|the)\\s+[^⟦.]{0,40}?(?:round|investment)\\s+in\\s+${O}`, 'giu'),
    make: (m, c) => rel('investor', c.at(m[1]), c.at(m[2]), c),
  },
  {
    re: new RegExp(`${O},\\s+in which\\s+${O}\\s+holds\\s+a\\s+[^⟦.]{0,30}?stake`, 'giu'),
    make: (m, c) => rel('investor', c.at(m[2]), c.at(m[1]), c),
  },
  {
    re: new RegExp(`${O}\\s+(?:holds|has|took|takes|bought)\\s+a\\s+[^⟦.]{0,30}?stake\\s+in\\s+${O}`, 'giu'),
    make: (m, c) => rel('investor', c.at(m[1]), c.at(m[2]), c),
  },
  // ⟦O⟧ invested $8 million in ⟦O⟧ / ⟦O⟧, an early investor in ⟦O⟧
  {
    re: new RegExp(`${O}\\s+(?:has\\s+|had\\s+)?(?:invested|injected)\\s+[^⟦.]{0,40}?\\bin\\s+${O}`, 'giu'),
    make: (m, c) => rel('investor', c.at(m[1]), c.at(m[2]), c),
  },
  {
    re: new RegExp(
      `${O},\\s+(?:an|a|the)\\s+(?:[a-z-]+\\s+){0,2}?(?:investor|backer|shareholder)\\s+in\\s+${O}`,
      'giu',
    ),
    make: (m, c) => rel('investor', c.at(m[1]), c.at(m[2]), c),
  },
  // Board
  {
    re: new RegExp(
      `${P}[^⟦.]{0,40}?(?:joined|join|sits on|sit on|appointed to|elected to)\\s+the\\s+(?:supervisory\\s+)?board\\s+of\\s+${O}`,
      'giu',
    ),
    make: (m, c) => rel('board', c.at(m[1]), c.at(m[2]), c),
  },
  {
    re: new RegExp(
      `${P}(?:(?!⟦P)[^.]){0,80}?(?:sits|sit|serves|served)\\s+on\\s+the\\s+(?:supervisory\\s+)?board\\s+of\\s+${O}`,
      'giu',
    ),
    make: (m, c) => rel('board', c.at(m[1]), c.at(m[2]), c),
  },
  {
    re: new RegExp(
      `${P},?\\s+who\\s+(?:retires|retired|steps down|stepped down)\\s+after\\s+[^⟦.]{0,30}?on\\s+the\\s+board`,
      'giu',
    ),
    make: (m, c) => rel('board', c.at(m[1]), c.focus(), c),
  },
  // Acquisitions
  {
    re: new RegExp(
      `${O}\\s+(?:has\\s+)?(?:agreed to be|was|has been|will be|is to be)\\s+(?:acquired|bought|taken over)\\s+by\\s+${O}`,
      'giu',
    ),
    make: (m, c) => rel('acquired', c.at(m[1]), c.at(m[2]), c),
  },
  {
    re: new RegExp(
      `${O}[^⟦]{0,40}?\\b(?:has\\s+)?(?:acquired|bought|agreed to buy|agreed to acquire|will buy|will acquire|to buy|to acquire|takes over|took over)\\s+${O}(?![’']s?\\s)`,
      'giu',
    ),
    // A proposal, a bid or talks "to buy" are no acquisition yet.
    make: (m, c) =>
      /\b(?:proposal|proposals|plan|plans|bid|offer|talks|attempt|considering|seeking|wants|would)\s+to\s+(?:buy|acquire)\b/i.test(
        m[0],
      )
        ? []
        : rel('acquired', c.at(m[2]), c.at(m[1]), c),
  },
  // ⟦O⟧, which is controlled by the holding company ⟦O⟧ / ⟦O⟧ is majority-owned by ⟦O⟧
  {
    re: new RegExp(
      `${O},?\\s+(?:which\\s+|that\\s+)?(?:is\\s+|was\\s+|has been\\s+)?(?:controlled|majority-owned|majority owned|wholly owned|wholly-owned|owned)\\s+by\\s+(?:the\\s+)?(?:[a-z-]+\\s+){0,3}?${O}`,
      'giu',
    ),
    make: (m, c) => rel('acquired', c.at(m[1]), c.at(m[2]), c),
  },
  // ⟦O⟧ completed its acquisition of ⟦O⟧
  {
    re: new RegExp(
      `${O}\\s+(?:has\\s+)?(?:completed|closed|finalised|finalized)\\s+(?:its|the)\\s+(?:acquisition|purchase|takeover)\\s+of\\s+${O}`,
      'giu',
    ),
    make: (m, c) => rel('acquired', c.at(m[2]), c.at(m[1]), c),
  },
  {
    re: new RegExp(`${O},\\s+(?:a|the)\\s+(?:subsidiary|unit|division)\\s+of\\s+${O}`, 'giu'),
    make: (m, c) => rel('acquired', c.at(m[1]), c.at(m[2]), c),
  },
];
const RULES: Rule[] = [
  ...RULE_LIST,
  ...EXTRA_RULES,
  ...STRUCTURE_RULES,
  ...ROLE_RULES,
  ...INVEST_RULES,
  ...FOUNDER_RULES,
  ...NEWS_RULES,
  ...DEAL_RULES,
  ...HOLDING_RULES,
].map((rule) => {
  // Each rule is read with `exec` until it fails, which only ends for a global expression.
  if (!rule.re.global) throw new Error(`A relation rule's expression must be global: ${rule.re.source}`);
  return {
    ...rule,
    // A person's placeholder is never optional in a rule: a sentence without a person skips the rule.
    needsPerson: rule.re.source.includes(P),
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
    // The pronoun may follow an opening phrase that names an organization ("Prior to joining ⟦O⟧, she …").
    const mine = pronoun
      ? [{ ...(lastSubject as Placed), ...pronoun, sentence: si }, ...named].sort((a, b) => a.start - b.start)
      : named;
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
    for (const p of mine)
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
    for (const rule of RULES) {
      if (rule.needsPerson && !hasPerson) continue;
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
    if (model || options.collect) {
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
