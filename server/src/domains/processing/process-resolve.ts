import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rejectedNames } from '../../db/schema/index.ts';
import { withTenant } from '../../db/scoped.ts';
import type { Candidate, RecognisedNames, Span } from '../reading/candidate.ts';
import { foldNames } from '../reading/fold-names.ts';
import { withinDocumentBudget } from './document-budget.ts';
import type { NameIndex } from './names.ts';
import type { ReadItem } from './process-read.ts';
import { matchTaggingRules, type RuleHits } from './process-tagging.ts';
import { spanMask } from './process-writes.ts';

/** What the text's findings are for this tenant: the names to suggest, the record each probably is, the rules hit. */
export type Resolved = { candidates: Candidate[]; dropped: number; matches: (number | null)[]; ruleHits: RuleHits };

/**
 * Stage 3, resolve: names the tenant rejected are dropped, the rest folded into one suggestion per entity
 * (`newNames`), each looked up among the tenant's probable records, and the tagging rules (read with the
 * item) matched. Each read is a short transaction of its own; the folding and the rules' matching run with
 * no transaction open (issue 33 item 3).
 */
export async function resolveNames(
  db: Database,
  index: NameIndex,
  tenantId: number,
  item: ReadItem,
  recognised: RecognisedNames,
): Promise<Resolved> {
  const rejected = await rejectedAmong(
    db,
    tenantId,
    recognised.names.map((n) => n.normalized),
  );
  const { candidates, dropped } = newNames(recognised.names, rejected, item);
  const matches = candidates.length
    ? await withTenant(db, tenantId, (tx) => index.probable(tx, tenantId, candidates), { readOnly: true })
    : [];
  const ruleHits = await matchTaggingRules(item.rules, item.text);
  return { candidates, dropped, matches, ruleHits };
}

/**
 * The document's new names, within its budget: rejected names dropped before names fold into longer ones,
 * and a mention inside a known organization's or person's name is that record, not a new name (a known
 * keyword or term inside a new name — "Robotics" in "Quillwright Robotics GmbH" — hides nothing).
 */
export function newNames(
  names: Candidate[],
  rejected: ReadonlySet<string>,
  item: Pick<ReadItem, 'text' | 'known' | 'find'>,
): { candidates: Candidate[]; dropped: number } {
  // Each distinct name once: many records share a name ("Thomas Smith" may be 500 people).
  const recordNames = new Set(
    item.known.filter((k) => k.type === 'Organization' || k.type === 'Person').flatMap((k) => k.normalized),
  );
  const mask = spanMask(
    item.text.length,
    [...recordNames].flatMap((n) => item.find(n)),
  );
  const inKnown = (s: Span) => mask[s.start] === 1 && mask[s.end - 1] === 1;
  return withinDocumentBudget(
    foldNames(names.filter((n) => !rejected.has(n.normalized)))
      .map((c) => ({ ...c, spans: c.spans.filter((s) => !inKnown(s)) }))
      .filter((c) => c.spans.length > 0),
  );
}

/** Sends a JS array as one array parameter (drizzle would otherwise spread it into a list). */
const list = (values: unknown[]) => sql.param(values);

/** Which of these names the tenant rejected (never suggested again). */
async function rejectedAmong(db: Database, tenantId: number, normalized: string[]): Promise<Set<string>> {
  if (normalized.length === 0) return new Set();
  const rows = await withTenant(
    db,
    tenantId,
    (tx) =>
      tx
        .select({ name: rejectedNames.normalizedName })
        .from(rejectedNames)
        .where(
          and(
            eq(rejectedNames.tenantId, tenantId),
            sql`${rejectedNames.normalizedName} = any(${list(normalized)}::text[])`,
          ),
        ),
    { readOnly: true },
  );
  return new Set(rows.map((r) => r.name));
}
