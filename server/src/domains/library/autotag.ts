import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../../db/ctx.ts';
import { entityKeywords, listItems, lists } from '../../db/schema/index.ts';
import { LIST_ENTITY } from '../curation/autotag.ts';

// A record's own auto-tagging (autoTagRecord) is in curation/autotag.ts: records are written there.
/** Adds to an auto-tagging list every record of its kind that carries one of its keywords. */
export async function autoTagList(ctx: Ctx, listId: number) {
  const [list] = await ctx.tx
    .select()
    .from(lists)
    .where(and(eq(lists.tenantId, ctx.tenantId), eq(lists.id, listId)));
  if (!list?.autoTagging) return;
  const entityType = LIST_ENTITY[list.type];
  await ctx.tx.execute(sql`
    insert into ${listItems} (tenant_id, list_id, item_id, position)
    select ${ctx.tenantId}::bigint, ${listId}::bigint, rk.entity_id,
           coalesce((select max(position) from list_items x where x.tenant_id = ${ctx.tenantId} and x.list_id = ${listId}), -1) + row_number() over (order by rk.entity_id)
      from (select distinct rk.entity_id from ${entityKeywords} rk
              join ${entityKeywords} lk on lk.tenant_id = rk.tenant_id and lk.keyword_id = rk.keyword_id and lk.entity_type = ${list.type} and lk.entity_id = ${listId}
             where rk.tenant_id = ${ctx.tenantId} and rk.entity_type = ${entityType}) rk
    on conflict do nothing`);
}

export async function listIdsOfType(ctx: Ctx, ids: number[], type: string) {
  if (!ids.length) return [];
  return ctx.tx
    .select({ id: lists.id })
    .from(lists)
    .where(and(eq(lists.tenantId, ctx.tenantId), inArray(lists.id, ids), eq(lists.type, type as never)));
}
