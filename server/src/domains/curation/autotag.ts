import { type SQL, sql } from 'drizzle-orm';
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
 * The links of a record (`entityId`: its id, or an expression such as a subquery on the insert that
 * creates it) to `keywordIds` (none linked yet: a bigint[] value), and the lists those keywords tag, as
 * the data-modifying parts "tagged" and "listed" of a WITH: one statement with whatever else it writes.
 */
export function taggingParts(ctx: Ctx, entityType: string, entityId: SQL, keywordIds: SQL): SQL {
  const tagged = sql`"tagged" as (insert into ${entityKeywords} (tenant_id, keyword_id, entity_type, entity_id)
    select ${ctx.tenantId}::bigint, k, ${entityType}::text, ${entityId}
      from unnest(${keywordIds}::bigint[]) as k
    returning keyword_id)`;
  const listType = ENTITY_LIST[entityType];
  if (!listType) return tagged;
  return sql`${tagged}, "listed" as (insert into ${listItems} (tenant_id, list_id, item_id, position)
    select distinct l.tenant_id, l.id, ${entityId}, coalesce((select max(position) + 1 from list_items x where x.tenant_id = l.tenant_id and x.list_id = l.id), 0)
      from ${lists} l
      join ${entityKeywords} lk on lk.tenant_id = l.tenant_id and lk.entity_type = ${listType} and lk.entity_id = l.id
      join "tagged" on "tagged".keyword_id = lk.keyword_id
     where l.tenant_id = ${ctx.tenantId} and l.type = ${listType} and l.auto_tagging
    on conflict do nothing)`;
}

/** Links a record to `keywordIds` (none linked yet) and puts it on the lists they tag, in one statement. */
export async function tagRecord(ctx: Ctx, entityType: string, entityId: number, keywordIds: number[]) {
  await ctx.tx.execute(
    sql`with ${taggingParts(ctx, entityType, sql`${entityId}::bigint`, sql`${sql.param(keywordIds)}`)} select 1`,
  );
}

/**
 * Links many new records to their keywords (`links`: record id and keyword id pairs, none linked yet)
 * and puts each on the lists its keywords tag, in one statement: an import's batch of creates. Each
 * record added to a list takes the next position, in the order of the ids.
 */
export async function tagRecords(ctx: Ctx, entityType: string, links: [number, number][]) {
  if (!links.length) return;
  const entityIds = sql.param(links.map(([e]) => e));
  const keywordIds = sql.param(links.map(([, k]) => k));
  const tagged = sql`"tagged" as (insert into ${entityKeywords} (tenant_id, keyword_id, entity_type, entity_id)
    select ${ctx.tenantId}::bigint, k, ${entityType}::text, e
      from unnest(${entityIds}::bigint[], ${keywordIds}::bigint[]) as t(e, k)
    returning keyword_id, entity_id)`;
  const listType = ENTITY_LIST[entityType];
  if (!listType) {
    await ctx.tx.execute(sql`with ${tagged} select 1`);
    return;
  }
  await ctx.tx.execute(sql`with ${tagged}, "onto" as (
      select distinct l.tenant_id, l.id as list_id, "tagged".entity_id
        from ${lists} l
        join ${entityKeywords} lk on lk.tenant_id = l.tenant_id and lk.entity_type = ${listType} and lk.entity_id = l.id
        join "tagged" on "tagged".keyword_id = lk.keyword_id
       where l.tenant_id = ${ctx.tenantId} and l.type = ${listType} and l.auto_tagging)
    insert into ${listItems} (tenant_id, list_id, item_id, position)
    select o.tenant_id, o.list_id, o.entity_id,
           coalesce((select max(position) + 1 from list_items x where x.tenant_id = o.tenant_id and x.list_id = o.list_id), 0)
             + row_number() over (partition by o.list_id order by o.entity_id) - 1
      from "onto" o
    on conflict do nothing`);
}
