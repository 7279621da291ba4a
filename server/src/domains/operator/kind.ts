import { OPERATOR_KIND_META, type TOperatorKind } from '@intel/contracts';
import { type KindWord, LIST_TYPE_KIND } from './lexicon.ts';
import type { Mention, Verb } from './mention.ts';

const KIND_OF_VERB: Partial<Record<Verb, TOperatorKind>> = {
  founded: 'organizations',
  published: 'library',
  invested: 'ledger',
  born: 'people',
};

/** Which kind a piece of the question points to when no kind is named. */
function impliedKind(m: Mention): TOperatorKind | null {
  switch (m.t) {
    case 'entity':
      return m.type === 'Organization' ? 'organizations' : 'people';
    case 'list':
      return LIST_TYPE_KIND[m.listType];
    case 'libraryType':
      return 'library';
    case 'gender':
    case 'who':
      return 'people';
    case 'flag':
      return m.what === 'fav' ? 'library' : m.what === 'owned' ? 'ledger' : null;
    case 'number':
      return 'ledger';
    case 'date':
    case 'verb':
      return m.verb ? (KIND_OF_VERB[m.verb] ?? null) : null;
    case 'vehicle':
    case 'place':
    case 'ownership':
      return 'organizations';
    case 'ctx':
      return m.ref === 'people' ? 'people' : m.ref === 'library' ? 'library' : null;
    default:
      return null;
  }
}

/**
 * `guess`: the kind was not named nor implied by a piece only one kind has, so the answer's kind is
 * a default ("from 2020" alone) or one of two ("in Berlin": organizations or people) — stated as a doubt.
 */
export type KindChoice = {
  kind: TOperatorKind;
  word: KindWord | null;
  why: string | null;
  guess?: { phrase: string; note: string };
};

const label = (kind: TOperatorKind) => OPERATOR_KIND_META[kind].label.toLowerCase();

/**
 * The kind of the answer. A relation of another kind ("who invested in X", "written by") and an
 * ownership share decide over the kind the question names, since only that kind records them;
 * the explanation then says which kind was chosen and why.
 */
export function chooseKind(mentions: Mention[], text = ''): KindChoice {
  const named = mentions.find((m) => m.t === 'kind');
  const namedKind = named?.t === 'kind' ? named.word.kind : null;
  const relation = mentions.find((m) => m.t === 'relation');
  // "which companies does Ada work for": a person's employers are organizations linked to them.
  const person = mentions.some((m) => m.t === 'entity' && m.type === 'Person');
  const organization = mentions.some((m) => m.t === 'entity' && m.type === 'Organization');
  if (
    relation?.t === 'relation' &&
    relation.kind === 'people' &&
    namedKind === 'organizations' &&
    person &&
    !organization
  )
    return { kind: 'organizations', word: named?.t === 'kind' ? named.word : null, why: null };
  if (relation?.t === 'relation') {
    const word = named?.t === 'kind' && named.word.kind === relation.kind ? named.word : null;
    const why =
      namedKind === relation.kind
        ? null
        : `Read as ${label(relation.kind)}: "${relation.phrase.trim()}" — ${relation.why}.`;
    return { kind: relation.kind, word, why };
  }
  const share = mentions.find((m) => m.t === 'number');
  if (share && (!namedKind || !('ownership_percentage' in OPERATOR_KIND_META[namedKind].filters))) {
    const word = mentions.find((m) => m.t === 'kind' && m.word.kind === 'ledger');
    // "which firms hold a stake under a fifth": the kind named may reach the share through its relation to the
    // ledger (the firms that hold such an entry): another reading, so a stated one.
    // A share before the kind word describes the records owned ("half-owned companies"): the ledger entries alone.
    // "companies, and the deals above a third": a ledger word of its own before the share is what the share describes,
    // unless the organizations hold it ("firms holding a vehicle above a third", "firms with deals above a third").
    // "small investors: which stakes are under ten percent?": the share's own noun, asked for, is the same.
    const held = (pos: number) =>
      /(?:hold|holds|holding|held|have|has|having|with|own|owns|owning|carry|carries|carrying|their|its)\s+(?:(?:an?|any|some|the|their|its)\s+)?(?:[\p{L}-]+\s+)?$/iu.test(
        text.slice(Math.max(0, pos - 40), pos),
      );
    const ownLedgerWord =
      mentions.some(
        (m) =>
          m.t === 'kind' &&
          m.word.kind === 'ledger' &&
          !!named &&
          m.pos > named.pos &&
          m.pos < share.pos &&
          /(?:which|what|those|these|list|show|and(?:\s+the)?|[,:;])\s+$/iu.test(
            text.slice(Math.max(0, m.pos - 20), m.pos),
          ),
      ) ||
      (/^\s*(?:stakes|holdings|positions|deals|investments)\s/iu.test(share.phrase) &&
        /(?:which|what|those|these|the|list|show)\s+$/iu.test(text.slice(Math.max(0, share.pos - 20), share.pos)) &&
        !held(share.pos));
    const other =
      !!namedKind &&
      !!named &&
      share.pos > named.pos &&
      !ownLedgerWord &&
      Object.keys(OPERATOR_KIND_META[namedKind].filters).some((f) => f.endsWith('.ownership_percentage'));
    // "which German outfits hold a stake under a fifth": the outfits asked for, through the ledger entries they
    // hold (every blind writer read it so); the entries themselves are another reading, so a stated one.
    if (namedKind && other && named?.t === 'kind')
      return {
        kind: namedKind,
        word: named.word,
        why: null,
        guess: {
          phrase: share.phrase.trim(),
          note: `an ownership share is recorded on ledger entries, so read as the ${label(namedKind)} that hold such an entry; the ledger entries themselves are another reading`,
        },
      };
    return {
      kind: 'ledger',
      word: word?.t === 'kind' ? word.word : null,
      why: namedKind
        ? `Read as ledger entries: "${share.phrase.trim()}" is an ownership share, which only ledger entries record.`
        : null,
    };
  }
  // "the women living in Berlin whose employer is on the dashboard": a gender said first, apart from a later kind
  // word, is who the question is about ("women-led firms", said next to it, are the firms).
  const gender = mentions.find((m) => m.t === 'gender');
  if (
    named?.t === 'kind' &&
    namedKind !== 'people' &&
    gender &&
    gender.pos < named.pos &&
    named.pos - (gender.pos + gender.phrase.length) > 3 &&
    !mentions.some((m) => m.t === 'kind' && m.word.kind === 'people') &&
    // "female founded companies": a verb between them makes the gender describe the kind word's records.
    !mentions.some((m) => (m.t === 'verb' || m.t === 'date') && m.pos > gender.pos && m.pos < named.pos)
  )
    return { kind: 'people', word: null, why: null };
  if (named?.t === 'kind') return { kind: named.word.kind, word: named.word, why: null };
  // "who" outranks the rest: "who works at Acme Robotics" is about people.
  if (mentions.some((m) => m.t === 'who')) return { kind: 'people', word: null, why: null };
  // A named record says least about the kind: "what did Acme Robotics publish" is about the library.
  for (const m of [...mentions.filter((x) => x.t !== 'entity'), ...mentions.filter((x) => x.t === 'entity')]) {
    const kind = impliedKind(m);
    if (!kind) continue;
    // A place is where organizations are headquartered and where people live.
    if (m.t === 'place' && !mentions.some((x) => x.t !== 'place' && x.t !== 'search' && impliedKind(x)))
      return {
        kind,
        word: null,
        why: null,
        guess: {
          phrase: m.phrase.trim(),
          note: `read as ${label(kind)} headquartered there; people living there are another reading`,
        },
      };
    // "PE from 2021": organizations and ledger entries both record a vehicle type.
    if (m.t === 'vehicle')
      return {
        kind,
        word: null,
        why: null,
        guess: {
          phrase: m.phrase.trim(),
          note: 'organizations and ledger entries both record a vehicle type; read as organizations',
        },
      };
    return { kind, word: null, why: null };
  }
  const first = mentions.find((m) => m.t !== 'search' && m.t !== 'limit' && m.t !== 'order');
  return {
    kind: 'organizations',
    word: null,
    why: null,
    ...(first
      ? { guess: { phrase: first.phrase.trim(), note: 'the question names no kind of record; read as organizations' } }
      : {}),
  };
}
