import { and, eq, sql } from 'drizzle-orm';
import type { Ctx } from '../../db/ctx.ts';
import { people } from '../../db/schema/index.ts';
import { type ORG, PERSON } from '../curation/presenters.ts';

/** A record an accept created, as the API names it (the toast says each one, undo deletes each one). */
export type CreatedRecord = { type: typeof ORG | typeof PERSON; id: number; name: string };

/**
 * The raw data a suggestion was found in now links to its accepted record, with the mentions counted
 * (the item's linked records, its report's "Entities found" and the graph read these links); a person
 * counts the items newly linked.
 */
export async function linkEvidence(
  ctx: Ctx,
  suggestionId: number,
  type: typeof ORG | typeof PERSON,
  entityId: number,
): Promise<void> {
  const linked = await ctx.tx.execute(sql`
    insert into raw_data_entities (tenant_id, raw_data_id, entity_type, entity_id, occurrences)
    select tenant_id, raw_data_id, ${type}, ${entityId}, count(*)
      from suggested_entity_evidence
     where tenant_id = ${ctx.tenantId} and suggested_entity_id = ${suggestionId}
     group by tenant_id, raw_data_id
    on conflict (tenant_id, raw_data_id, entity_type, entity_id) do update set occurrences = excluded.occurrences
    returning (xmax = 0) as inserted`);
  const newLinks = (linked.rows as { inserted: boolean }[]).filter((r) => r.inserted).length;
  if (type === PERSON && newLinks)
    await ctx.tx
      .update(people)
      .set({ rawDataCount: sql`${people.rawDataCount} + ${newLinks}` })
      .where(and(eq(people.tenantId, ctx.tenantId), eq(people.id, entityId)));
}
