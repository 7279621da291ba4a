import { z } from 'zod';
import { askChatJson, type ChatEndpoint } from '../../../lib/llm-chat.ts';
import type { Candidate, CandidateRelation, RecognisedNames } from '../candidate.ts';
import { normaliseName, organizationFingerprint, personFingerprint } from '../name-keys.ts';
import { occurrenceFinder } from '../occurrences.ts';
import { sentences } from './segment.ts';

/**
 * The optional model (issue 15 item 6): an OpenAI-compatible endpoint (EXTRACTION_LLM_URL) asked for
 * the people, organizations and relations of a document. Its answer is validated item by item, every
 * name must occur in the text, and the result is merged into the offline extractor's names; on a
 * timeout, an error status or an invalid answer the offline result is returned unchanged.
 */

/** Only the start of a long document is sent (the offline extractor reads all of it). */
export const MODEL_MAX_CHARS = 12_000;

const RELATION_TYPES = ['role', 'founder', 'investor', 'board', 'acquired'] as const;
const ZName = z.string().trim().min(2).max(120);
/** One entity: a name, or a name with the other forms the text uses. Unknown fields are ignored. */
const ZEntity = z.union([ZName, z.object({ name: ZName, aliases: z.array(z.unknown()).optional() })]);
const ZRelation = z.object({
  type: z.enum(RELATION_TYPES),
  from: ZName,
  to: ZName,
  role: z.string().trim().min(2).max(80).optional(),
});
const ZAnswer = z.object({
  people: z.array(z.unknown()).max(200).optional(),
  organizations: z.array(z.unknown()).max(200).optional(),
  relations: z.array(z.unknown()).max(200).optional(),
});
export type ModelEntity = { kind: Candidate['kind']; name: string; aliases: string[] };
export type ModelAnswer = { entities: ModelEntity[]; relations: z.infer<typeof ZRelation>[] };

const PROMPT = [
  'You extract named entities from a news text. Answer with JSON only:',
  '{"people":[{"name":"Full Name","aliases":["Surname"]}],"organizations":[{"name":"Full Name Ltd","aliases":["ACRO"]}],',
  '"relations":[{"type":"role"|"founder"|"investor"|"board"|"acquired","from":"...","to":"...","role":"chief executive"}]}',
  'Copy every name exactly as written in the text. People are real persons; organizations are companies, funds,',
  'agencies, universities, exchanges, courts. No places, products or events.',
  'Relations: role/founder/board from a person to an organization (role: the title as written);',
  'investor from the investor to the company invested in; acquired from the company bought to the buyer.',
].join('\n');

/** The model's answer, item by item: invalid items are dropped, a wholly invalid answer is null. */
export function parseModelAnswer(json: unknown): ModelAnswer | null {
  const answer = ZAnswer.safeParse(json);
  if (!answer.success) return null;
  const entities: ModelEntity[] = [];
  for (const [kind, items] of [
    ['person', answer.data.people ?? []],
    ['organization', answer.data.organizations ?? []],
  ] as const)
    for (const item of items) {
      const e = ZEntity.safeParse(item);
      if (!e.success) continue;
      const name = typeof e.data === 'string' ? e.data : e.data.name;
      const aliases = typeof e.data === 'string' ? [] : (e.data.aliases ?? []);
      entities.push({
        kind,
        name,
        aliases: aliases.flatMap((a) => {
          const ok = ZName.safeParse(a);
          return ok.success ? [ok.data] : [];
        }),
      });
    }
  const relations = (answer.data.relations ?? []).flatMap((r) => {
    const ok = ZRelation.safeParse(r);
    return ok.success ? [ok.data] : [];
  });
  return { entities, relations };
}

/** Asks the model; null when it is not configured, fails, times out or answers nothing usable. */
export async function askModel(cfg: ChatEndpoint, text: string): Promise<ModelAnswer | null> {
  const json = await askChatJson(cfg, [
    { role: 'system', content: PROMPT },
    { role: 'user', content: text.slice(0, MODEL_MAX_CHARS) },
  ]);
  return json ? parseModelAnswer(json) : null;
}

const keyOf = (kind: Candidate['kind'], name: string) =>
  `${kind}:${kind === 'organization' ? organizationFingerprint(name) : personFingerprint(name)}`;

/**
 * The model's entities and relations added to the offline names. A name (or alias) the text does not
 * contain is dropped; so are names in `rejects` (known records, places, rejected names) and people of
 * one word. An entity the offline extractor found already keeps its name, spans and relations and
 * gains the model's aliases and new relations; a new one gets every occurrence as its spans. A
 * relation is kept only between two entities of the result and with a sentence naming both (its
 * evidence: the first such sentence, or the one containing the role).
 */
export function mergeModelAnswer(
  text: string,
  offline: Candidate[],
  answer: ModelAnswer,
  rejects: Set<string> = new Set(),
): Candidate[] {
  const find = occurrenceFinder(text);
  const merged = offline.map((c) => ({ ...c, ...(c.aliases ? { aliases: [...c.aliases] } : {}) }));
  const byKey = new Map<string, Candidate>();
  for (const c of merged) {
    byKey.set(keyOf(c.kind, c.name), c);
    for (const a of c.aliases ?? []) if (!byKey.has(keyOf(c.kind, a))) byKey.set(keyOf(c.kind, a), c);
  }
  const taken = new Set(offline.map((c) => normaliseName(c.name)));
  for (const e of answer.entities) {
    const norm = normaliseName(e.name);
    const spans = norm ? find(norm) : [];
    if (!spans.length || rejects.has(norm)) continue;
    const key = keyOf(e.kind, e.name);
    if (rejects.has(key.slice(key.indexOf(':') + 1))) continue;
    if (e.kind === 'person' && norm.split(' ').length < 2) continue;
    const aliases = e.aliases.filter((a) => normaliseName(a) !== norm && find(normaliseName(a)).length > 0);
    const existing = byKey.get(key);
    if (existing) {
      const known = new Set([existing.name, ...(existing.aliases ?? [])].map(normaliseName));
      const added = aliases.filter((a) => !known.has(normaliseName(a)));
      if (added.length) existing.aliases = [...(existing.aliases ?? []), ...added];
      continue;
    }
    // The same words already found as the other kind: the offline reading stands.
    if (taken.has(norm)) continue;
    const aliasSpans = aliases.flatMap((a) => find(normaliseName(a)));
    const all = [...spans, ...aliasSpans].sort((a, b) => a.start - b.start || b.end - a.end);
    const candidate: Candidate = {
      kind: e.kind,
      name: e.name,
      normalized: key.slice(key.indexOf(':') + 1),
      spans: all.filter((s, i) => i === 0 || s.start !== all[i - 1]?.start),
      ...(aliases.length ? { aliases } : {}),
    };
    merged.push(candidate);
    taken.add(norm);
    byKey.set(key, candidate);
    for (const a of aliases) if (!byKey.has(keyOf(e.kind, a))) byKey.set(keyOf(e.kind, a), candidate);
  }

  const cuts = sentences(text);
  const entityOf = (name: string) => byKey.get(keyOf('person', name)) ?? byKey.get(keyOf('organization', name)) ?? null;
  for (const r of answer.relations) {
    const from = entityOf(r.from);
    const to = entityOf(r.to);
    if (!from || !to || from === to || to.kind !== 'organization') continue;
    if ((r.type === 'role' || r.type === 'founder' || r.type === 'board') && from.kind !== 'person') continue;
    if (r.type === 'acquired' && from.kind !== 'organization') continue;
    const both = cuts.filter(
      (s) =>
        from.spans.some((a) => a.start >= s.start && a.end <= s.end) &&
        to.spans.some((b) => b.start >= s.start && b.end <= s.end),
    );
    // A role must be written in a sentence naming both ("adviser" the text never says is the model's own).
    const role = r.role?.toLowerCase();
    const sentence =
      r.type === 'role'
        ? role
          ? both.find((s) => text.slice(s.start, s.end).toLowerCase().includes(role))
          : undefined
        : both[0];
    if (!sentence) continue;
    const relation: CandidateRelation = {
      type: r.type,
      from: from.name,
      to: to.name,
      ...(r.role && r.type === 'role' ? { role: r.role } : {}),
      evidence: text.slice(sentence.start, sentence.end).trim(),
    };
    for (const c of [from, to]) {
      const list = c.relations ?? [];
      if (list.some((x) => x.type === relation.type && x.from === relation.from && x.to === relation.to)) continue;
      c.relations = [...list, relation];
    }
  }
  return merged;
}

/**
 * The offline names, with the model's when one is configured: never required, never throws (any
 * failure returns `offline` as it was). Runs in the processing job, an awaited fetch: no thread blocks.
 */
export async function withModelNames(
  cfg: ChatEndpoint | null,
  text: string,
  offline: RecognisedNames,
  rejects: Set<string> = new Set(),
): Promise<RecognisedNames> {
  if (!cfg || !text.trim()) return offline;
  try {
    const answer = await askModel(cfg, text);
    if (!answer) return offline;
    return { ...offline, names: mergeModelAnswer(text, offline.names, answer, rejects) };
  } catch {
    return offline;
  }
}
