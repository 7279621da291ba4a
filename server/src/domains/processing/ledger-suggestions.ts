import type { TLedgerSuggestion } from '@intel/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/scoped.ts';
import type { CandidateRelation, KnownInvestment } from '../reading/candidate.ts';
import { normaliseName } from '../reading/name-keys.ts';
import { roleOf } from './accept-relations.ts';

/** A suggestion as the annotated document reads it: its name, whether it became a record, what the text says of it. */
export type SuggestionRelations = {
  id: number;
  kind: 'organization' | 'person';
  name: string;
  acceptedEntityId: number | null;
  relations: CandidateRelation[];
};

/**
 * How a suggestion's relations to organizations read beside its name (issue 15 item 2): a person's role
 * ("chief executive · Quillwright Robotics GmbH"), an organization's investments and owners ("invests
 * in · …", "backed by · …", "acquired by · …", "acquired · …").
 */
export function relationLabels(s: SuggestionRelations): string[] {
  const labels = s.relations.flatMap((r) => {
    if (s.kind === 'person') {
      if (r.from !== s.name || r.type === 'investor' || r.type === 'acquired') return [];
      return [`${roleOf(r) || 'of'} · ${r.to}`];
    }
    if (r.type === 'investor') return r.from === s.name ? [`invests in · ${r.to}`] : [`backed by · ${r.from}`];
    if (r.type === 'acquired') return r.from === s.name ? [`acquired by · ${r.to}`] : [`acquired · ${r.from}`];
    return [];
  });
  return [...new Set(labels)];
}

/**
 * The ledger entries the text suggests (issue 15 item 2, "investor-in → a suggested ledger entry when a
 * fund invests"): for each investment the text states about an organization suggestion, the investor's
 * record — the suggestion's own once accepted, else an organization the caller may read of that name
 * (trading or legal, case ignored) — with the investee's name as the vehicle's. An investment already
 * in the investor's ledger under that name, or whose investor has no record yet, is not offered.
 */
export async function ledgerSuggestions(
  tx: Tx,
  tenantId: number,
  visibilities: readonly string[],
  suggestions: SuggestionRelations[],
): Promise<Map<number, TLedgerSuggestion[]>> {
  const wanted = suggestions.flatMap((s) =>
    s.kind !== 'organization'
      ? []
      : s.relations
          .filter((r) => r.type === 'investor' && (r.from === s.name || r.to === s.name) && r.from !== r.to)
          .map((r) => ({ suggestion: s, investor: r.from, investee: r.to, evidence: r.evidence })),
  );
  const out = new Map<number, TLedgerSuggestion[]>();
  if (!wanted.length) return out;
  const byName = new Map<string, { id: number; name: string }>();
  for (const w of wanted)
    if (w.investor === w.suggestion.name && w.suggestion.acceptedEntityId !== null)
      byName.set(w.investor.toLowerCase(), { id: w.suggestion.acceptedEntityId, name: w.suggestion.name });
  const unknown = [...new Set(wanted.map((w) => w.investor.toLowerCase()))].filter((n) => !byName.has(n)).slice(0, 50);
  if (unknown.length) {
    // Two index lookups per name (organizations_lower_dba_idx, organizations_lower_inc_idx); the oldest wins.
    const found = await tx.execute(sql`
      select n.name as wanted, o.id, o.name_dba
        from unnest(${sql.param(unknown)}::text[]) as n(name)
        cross join lateral (
          select o.id, o.name_dba from organizations o
           where o.tenant_id = ${tenantId} and o.visibility = any(${sql.param([...visibilities])}::visibility[])
             and (lower(o.name_dba) = n.name or lower(o.name_inc) = n.name)
           order by o.id limit 1) o`);
    for (const r of found.rows as { wanted: string; id: number | string; name_dba: string }[])
      byName.set(r.wanted, { id: Number(r.id), name: r.name_dba });
  }
  const investorIds = [...new Set([...byName.values()].map((o) => o.id))];
  const held = new Set<string>();
  if (investorIds.length) {
    const entries = await tx.execute(sql`
      select organization_id, lower(name) as name from ledger_entries
       where tenant_id = ${tenantId} and organization_id = any(${sql.param(investorIds)}::bigint[])`);
    for (const e of entries.rows as { organization_id: number | string; name: string }[])
      held.add(`${Number(e.organization_id)}:${e.name}`);
  }
  for (const w of wanted) {
    const investor = byName.get(w.investor.toLowerCase());
    if (!investor || held.has(`${investor.id}:${w.investee.toLowerCase()}`)) continue;
    const list = out.get(w.suggestion.id) ?? [];
    if (list.some((l) => l.organization_id === investor.id && l.name === w.investee)) continue;
    list.push({
      organization_id: investor.id,
      organization_name: investor.name,
      name: w.investee,
      evidence: w.evidence,
    });
    out.set(w.suggestion.id, list);
  }
  return out;
}

/** A record an item links to, with every name it may be written under (annotations.ts). */
type LinkedOrganization = { type: string; id: number | string; names: string[] };

/**
 * The ledger entries the text suggests between two records (issue 34 item 4): an investment stated between
 * two organizations the tenant already has is on no suggestion (neither is new), so processing keeps it
 * with the item (`extracted.investments`) and the investor's linked record offers it, by the record's id.
 * As for suggestions, an investment already in the investor's ledger under the investee's name is not offered.
 */
export async function recordLedgerSuggestions(
  tx: Tx,
  tenantId: number,
  investments: readonly KnownInvestment[],
  linked: readonly LinkedOrganization[],
): Promise<Map<number, TLedgerSuggestion[]>> {
  const out = new Map<number, TLedgerSuggestion[]>();
  if (!investments.length) return out;
  const byName = new Map<string, { id: number; name: string }>();
  for (const rec of linked)
    if (rec.type === 'Organization')
      for (const n of rec.names) {
        const key = normaliseName(n);
        if (!byName.has(key)) byName.set(key, { id: Number(rec.id), name: rec.names[0] ?? n });
      }
  const wanted = investments.flatMap((i) => {
    const investor = byName.get(normaliseName(i.investor));
    const investee = byName.get(normaliseName(i.investee));
    return investor && investor.id !== investee?.id ? [{ ...i, investor }] : [];
  });
  if (!wanted.length) return out;
  const entries = await tx.execute(sql`
    select organization_id, lower(name) as name from ledger_entries
     where tenant_id = ${tenantId} and organization_id = any(${sql.param([...new Set(wanted.map((w) => w.investor.id))])}::bigint[])`);
  const held = new Set(
    (entries.rows as { organization_id: number | string; name: string }[]).map(
      (e) => `${Number(e.organization_id)}:${e.name}`,
    ),
  );
  for (const w of wanted) {
    if (held.has(`${w.investor.id}:${w.investee.toLowerCase()}`)) continue;
    const list = out.get(w.investor.id) ?? [];
    if (list.some((l) => l.name === w.investee)) continue;
    list.push({
      organization_id: w.investor.id,
      organization_name: w.investor.name,
      name: w.investee,
      evidence: w.evidence,
    });
    out.set(w.investor.id, list);
  }
  return out;
}
