import { and, eq, sql } from 'drizzle-orm';
import type { Ctx } from '../../db/ctx.ts';
import { merges } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { writeHistory } from '../../lib/resource-write.ts';

// biome-ignore lint/suspicious/noExplicitAny: snapshot rows are JSON of any table
export type Json = Record<string, any>;

/**
 * What a merge moves, per kind. `children` are rows owned by the merged record (copied to the
 * survivor where not already there); `refs` are other records pointing at it (re-pointed).
 */
const SPECS = {
  Organization: {
    table: 'organizations',
    listType: 'OrganizationsList',
    children: [
      { table: 'organization_emails', owner: 'organization_id', key: ['email'] },
      { table: 'organization_phones', owner: 'organization_id', key: ['phone'] },
      { table: 'organization_urls', owner: 'organization_id', key: ['url'] },
      { table: 'organization_people', owner: 'organization_id', key: ['person_id'] },
    ],
    refs: [
      { table: 'ledger_entries', column: 'organization_id' },
      { table: 'library_entries', column: 'publisher_id' },
      { table: 'domains', column: 'organization_id' },
    ],
    names: (r: Json) => [r.name_dba, r.name_inc, ...(r.aliases ?? [])],
  },
  Person: {
    table: 'people',
    listType: 'PeopleList',
    children: [
      { table: 'person_emails', owner: 'person_id', key: ['email'] },
      { table: 'person_phones', owner: 'person_id', key: ['phone'] },
      { table: 'person_urls', owner: 'person_id', key: ['url'] },
      { table: 'organization_people', owner: 'person_id', key: ['organization_id'] },
    ],
    refs: [{ table: 'library_authors', column: 'person_id' }],
    names: (r: Json) => [
      [r.name_given, r.name_family].filter(Boolean).join(' '),
      r.name_nickname,
      r.name_legal,
      ...(r.aliases ?? []),
    ],
  },
} as const;
export type Kind = keyof typeof SPECS;

const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function rows(ctx: Ctx, text: string, params: unknown[]): Promise<Json[]> {
  const res = await ctx.tx.execute(sql.raw(bind(text, params)));
  return res.rows as Json[];
}

/**
 * Inlines parameters as literals: integers as numbers, strings as quoted text, anything else as
 * quoted JSON. Quotes are doubled (standard_conforming_strings is on in every supported PostgreSQL).
 */
function bind(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_m, i) => {
    const v = params[Number(i) - 1];
    if (typeof v === 'number' && Number.isSafeInteger(v)) return String(v);
    if (typeof v === 'string') return `'${v.replaceAll("'", "''")}'`;
    if (typeof v === 'number' || typeof v === 'boolean' || v === null || v === undefined)
      throw new Error(`merge: unexpected parameter ${String(v)}`);
    return `'${JSON.stringify(v).replaceAll("'", "''")}'::jsonb`;
  });
}

/** Rebuilds rows from their JSON (all columns but generated ones). */
async function restore(ctx: Ctx, table: string, data: Json[]) {
  if (!data.length) return;
  const cols = Object.keys(data[0] as Json).filter((c) => c !== 'search');
  const list = cols.map(q).join(', ');
  await rows(
    ctx,
    `insert into ${q(table)} (${list}) select ${list} from jsonb_populate_recordset(null::${q(table)}, $1) on conflict do nothing`,
    [data],
  );
}

/**
 * Merges `mergedId` into `survivorId`: contacts, links and list memberships move to the survivor,
 * references are re-pointed, the merged names become aliases, the merged record is deleted — and
 * everything needed to undo it is kept in `merges`. One transaction.
 */
export async function mergeRecords(ctx: Ctx, kind: Kind, survivorId: number, mergedId: number): Promise<number> {
  const spec = SPECS[kind];
  const t = q(spec.table);
  const [survivor] = await rows(
    ctx,
    `select to_jsonb(x) - 'search' as r from ${t} x where tenant_id = $1 and id = $2`,
    [ctx.tenantId, survivorId],
  );
  const [merged] = await rows(ctx, `select to_jsonb(x) - 'search' as r from ${t} x where tenant_id = $1 and id = $2`, [
    ctx.tenantId,
    mergedId,
  ]);
  if (!survivor || !merged) throw notFound();
  const snapshot: Json = {
    merged: merged.r,
    survivorAliases: survivor.r.aliases,
    children: {},
    added: {},
    refs: {},
    keywords: [],
    lists: [],
    addedKeywords: [],
    addedLists: [],
  };

  for (const child of spec.children) {
    const own = await rows(
      ctx,
      `select to_jsonb(c) as r from ${q(child.table)} c where tenant_id = $1 and ${q(child.owner)} = $2`,
      [ctx.tenantId, mergedId],
    );
    snapshot.children[child.table] = own.map((o) => o.r);
    const keys = child.key.map(q).join(', ');
    const cols = Object.keys(own[0]?.r ?? {}).filter((c) => c !== 'id' && c !== child.owner);
    if (own.length) {
      const added = await rows(
        ctx,
        `insert into ${q(child.table)} (${[q(child.owner), ...cols.map(q)].join(', ')})
         select $2, ${cols.map((c) => `src.${q(c)}`).join(', ')} from ${q(child.table)} src
          where src.tenant_id = $1 and src.${q(child.owner)} = $3
            and not exists (select 1 from ${q(child.table)} s where s.tenant_id = $1 and s.${q(child.owner)} = $2 and (${child.key.map((k) => `s.${q(k)}`).join(', ')}) = (${child.key.map((k) => `src.${q(k)}`).join(', ')}))
         returning ${keys}`,
        [ctx.tenantId, survivorId, mergedId],
      );
      snapshot.added[child.table] = added;
    }
  }
  for (const ref of spec.refs) {
    const moved = await rows(
      ctx,
      `update ${q(ref.table)} set ${q(ref.column)} = $2 where tenant_id = $1 and ${q(ref.column)} = $3 returning id`,
      [ctx.tenantId, survivorId, mergedId],
    );
    snapshot.refs[ref.table] = moved.map((m) => m.id);
  }
  snapshot.keywords = (
    await rows(
      ctx,
      `select keyword_id from entity_keywords where tenant_id = $1 and entity_type = '${kind}' and entity_id = $2`,
      [ctx.tenantId, mergedId],
    )
  ).map((r) => r.keyword_id);
  snapshot.addedKeywords = (
    await rows(
      ctx,
      `insert into entity_keywords (tenant_id, keyword_id, entity_type, entity_id) select tenant_id, keyword_id, entity_type, $2 from entity_keywords where tenant_id = $1 and entity_type = '${kind}' and entity_id = $3 on conflict do nothing returning keyword_id`,
      [ctx.tenantId, survivorId, mergedId],
    )
  ).map((r) => r.keyword_id);
  snapshot.lists = (
    await rows(
      ctx,
      `select to_jsonb(li) as r from list_items li join lists l on l.tenant_id = li.tenant_id and l.id = li.list_id and l.type = '${spec.listType}' where li.tenant_id = $1 and li.item_id = $2`,
      [ctx.tenantId, mergedId],
    )
  ).map((r) => r.r);
  snapshot.addedLists = (
    await rows(
      ctx,
      `insert into list_items (tenant_id, list_id, item_id, position) select li.tenant_id, li.list_id, $2, li.position from list_items li join lists l on l.tenant_id = li.tenant_id and l.id = li.list_id and l.type = '${spec.listType}' where li.tenant_id = $1 and li.item_id = $3 on conflict do nothing returning list_id`,
      [ctx.tenantId, survivorId, mergedId],
    )
  ).map((r) => r.list_id);

  const aliases = [
    ...new Set(
      [...(survivor.r.aliases ?? []), ...spec.names(merged.r)].filter(
        (n) => n && !spec.names({ ...survivor.r, aliases: [] }).includes(n),
      ),
    ),
  ];
  await rows(
    ctx,
    `update ${t} set aliases = array(select jsonb_array_elements_text($3)), updated_at = now() where tenant_id = $1 and id = $2`,
    [ctx.tenantId, survivorId, aliases],
  );
  await rows(ctx, `delete from entity_keywords where tenant_id = $1 and entity_type = '${kind}' and entity_id = $2`, [
    ctx.tenantId,
    mergedId,
  ]);
  await rows(
    ctx,
    `delete from list_items li using lists l where li.tenant_id = $1 and li.item_id = $2 and l.tenant_id = li.tenant_id and l.id = li.list_id and l.type = '${spec.listType}'`,
    [ctx.tenantId, mergedId],
  );
  await rows(ctx, `delete from ${t} where tenant_id = $1 and id = $2`, [ctx.tenantId, mergedId]);

  const [m] = await ctx.tx
    .insert(merges)
    .values({ tenantId: ctx.tenantId, entityType: kind, survivorId, mergedId, snapshot, createdBy: ctx.userId })
    .returning({ id: merges.id });
  await writeHistory(ctx, kind, survivorId, 'merge', { merged_id: mergedId, merge_id: m?.id });
  return m?.id as number;
}

/** Reverses a merge: the merged record comes back with its id, contacts, links, lists and references. */
export async function undoMerge(ctx: Ctx, mergeId: number): Promise<{ survivor_id: number; restored_id: number }> {
  const [m] = await ctx.tx
    .select()
    .from(merges)
    .where(and(eq(merges.tenantId, ctx.tenantId), eq(merges.id, mergeId)));
  if (!m) throw notFound('Merge not found.');
  if (m.undoneAt) throw conflict('This merge was already undone.');
  const kind = m.entityType as Kind;
  const spec = SPECS[kind];
  const s = m.snapshot as Json;
  const exists = await rows(ctx, `select 1 from ${q(spec.table)} where tenant_id = $1 and id = $2`, [
    ctx.tenantId,
    m.mergedId,
  ]);
  if (exists.length) throw conflict('A record with the merged id exists again; the merge cannot be undone.');
  await restore(ctx, spec.table, [s.merged]);
  for (const child of spec.children) {
    for (const added of (s.added[child.table] ?? []) as Json[]) {
      const where = child.key.map((k, i) => `${q(k)} = $${i + 3}`).join(' and ');
      await rows(ctx, `delete from ${q(child.table)} where tenant_id = $1 and ${q(child.owner)} = $2 and ${where}`, [
        ctx.tenantId,
        m.survivorId,
        ...child.key.map((k) => added[k]),
      ]);
    }
    await restore(ctx, child.table, s.children[child.table] ?? []);
  }
  for (const ref of spec.refs) {
    for (const id of (s.refs[ref.table] ?? []) as number[]) {
      await rows(ctx, `update ${q(ref.table)} set ${q(ref.column)} = $2 where tenant_id = $1 and id = $3`, [
        ctx.tenantId,
        m.mergedId,
        id,
      ]);
    }
  }
  for (const keywordId of s.addedKeywords as number[]) {
    await rows(
      ctx,
      `delete from entity_keywords where tenant_id = $1 and entity_type = '${kind}' and entity_id = $2 and keyword_id = $3`,
      [ctx.tenantId, m.survivorId, keywordId],
    );
  }
  for (const keywordId of s.keywords as number[]) {
    await rows(
      ctx,
      `insert into entity_keywords (tenant_id, keyword_id, entity_type, entity_id) values ($1, $3, '${kind}', $2) on conflict do nothing`,
      [ctx.tenantId, m.mergedId, keywordId],
    );
  }
  for (const listId of s.addedLists as number[]) {
    await rows(ctx, `delete from list_items where tenant_id = $1 and list_id = $3 and item_id = $2`, [
      ctx.tenantId,
      m.survivorId,
      listId,
    ]);
  }
  await restore(ctx, 'list_items', s.lists);
  await rows(
    ctx,
    `update ${q(spec.table)} set aliases = array(select jsonb_array_elements_text($3)), updated_at = now() where tenant_id = $1 and id = $2`,
    [ctx.tenantId, m.survivorId, s.survivorAliases ?? []],
  );
  await ctx.tx
    .update(merges)
    .set({ undoneAt: sql`now()` })
    .where(and(eq(merges.tenantId, ctx.tenantId), eq(merges.id, mergeId)));
  await writeHistory(ctx, kind, m.survivorId, 'unmerge', { merged_id: m.mergedId, merge_id: mergeId });
  return { survivor_id: m.survivorId, restored_id: m.mergedId };
}
