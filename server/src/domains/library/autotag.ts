import { and, eq, inArray, sql } from 'drizzle-orm';
import { entityKeywords, listItems, lists } from '../../db/schema/index.ts';
import type { Ctx } from '../../lib/resource.ts';

/** Which record kind each list type holds, as entity_keywords names it. */
export const LIST_ENTITY = {
  OrganizationsList: 'Organization',
  PeopleList: 'Person',
  LedgerList: 'LedgerEntry',
  LibraryList: 'LibraryEntry',
} as const;
const ENTITY_LIST = Object.fromEntries(Object.entries(LIST_ENTITY).map(([k, v]) => [v, k])) as Record<
  string,
  keyof typeof LIST_ENTITY
>;

/**
 * Auto-tagging (issue 3): a record that carries one of a list's keywords is on that list, for every
 * list of its kind with auto_tagging on. Adds, never removes (removal from a list is a person's call).
 */
export async function autoTagRecord(ctx: Ctx, entityType: string, entityId: number) {
  const listType = ENTITY_LIST[entityType];
  if (!listType) return;
  await ctx.tx.execute(sql`
    insert into ${listItems} (tenant_id, list_id, item_id, position)
    select distinct l.tenant_id, l.id, ${entityId}::bigint, coalesce((select max(position) + 1 from list_items x where x.tenant_id = l.tenant_id and x.list_id = l.id), 0)
      from ${lists} l
      join ${entityKeywords} lk on lk.tenant_id = l.tenant_id and lk.entity_type = ${listType} and lk.entity_id = l.id
      join ${entityKeywords} rk on rk.tenant_id = l.tenant_id and rk.entity_type = ${entityType} and rk.entity_id = ${entityId} and rk.keyword_id = lk.keyword_id
     where l.tenant_id = ${ctx.tenantId} and l.type = ${listType} and l.auto_tagging
    on conflict do nothing`);
}

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
