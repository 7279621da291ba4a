import { E, foundedCompany, list, O, P, POSS, ROLE, type Rule, rel } from './relation-parts.ts';
import { FUNDING, investedIn } from './relations-invest.ts';

/**
 * The first relation patterns (issue 15, then issue 34): a role in apposition or after a name, appointments, founders,
 * investors in a round, boards and acquisitions in their plainest wordings. The other files of relations-*.ts add
 * the wordings read from the sentence's structure; relations.ts runs them all.
 */

/** What points a title before a name to an organization: a possessive, the group, the present holder. */
const OWNED_TITLE =
  /(?:\b(?:its|their|his|her|group|company|firm|bank|current|incumbent|long-time|longtime|outgoing)|[’']s?)\s+$/iu;

export const BASIC_RULES: Rule[] = [
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
    // A title with no organization names a post at the organization a possessive or a determiner points to ("its
    // chairman ⟦P⟧", "group Chairman ⟦P⟧", "current president ⟦P⟧"); a bare "CEO ⟦P⟧" or "former president ⟦P⟧" is
    // left to the rules that read the organization from the sentence (it was wrong as often as right).
    make: (m, c) =>
      !m[1] && !OWNED_TITLE.test(m.input.slice(Math.max(0, m.index - 40), m.index))
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
    // The one who names is the verb's subject: the organization named last before the verb in its clause ("NAIROBI
    // (⟦O⟧) - Kenya's operator ⟦O⟧ named ⟦P⟧": not the wire of the dateline); none named before: the story's.
    make: (m, c) => {
      const before = m.input.slice(0, m.index);
      const subject = [...before.slice(before.search(/[^;]*$/u)).matchAll(/⟦O(\d+)⟧/gu)].at(-1)?.[1];
      if (subject !== undefined) return rel('role', c.at(m[1]), c.at(subject), c, m[2]);
      // "It appointed ⟦P⟧", "The lender named ⟦P⟧": the organization named last before the sentence. A subject the
      // extractor did not place ("Cosumar, Morocco's sugar maker, has appointed") is not the story's organization.
      return /^(?:[^,⟦]{0,40},\s+)?(?:It|it|The\s+[a-z]+|the\s+[a-z]+)\s+(?:\S+\s+){0,3}$/u.test(before)
        ? rel('role', c.at(m[1]), c.last?.() ?? c.focus(), c, m[2])
        : [];
    },
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
    // "⟦O⟧, founded by …": the participle modifies the name right before it, else the sentence's company.
    make: (m, c) => {
      const modified =
        /⟦O(\d+)⟧(?:\s*\([^()]{1,30}\))?,?\s+(?:(?:which|that)\s+(?:was|is|had been|has been)\s+)?$/u.exec(
          m.input.slice(0, m.index),
        );
      const company = modified ? c.at(modified[1]) : foundedCompany(c);
      return list(m[1] as string).flatMap((i) => rel('founder', c.at(i), company, c));
    },
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
