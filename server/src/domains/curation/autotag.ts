import { sql } from 'drizzle-orm';
import type { Ctx } from '../../db/ctx.ts';
import { entityKeywords, listItems, lists } from '../../db/schema/index.ts';

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
