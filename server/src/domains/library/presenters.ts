import { LIST_TYPES, type TLibraryEntry, type TList, type TSnapshot, type TVisibility } from '@intel/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../../db/ctx.ts';
import {
  assetLinks,
  type assets,
  keywords,
  libraryAuthors,
  libraryEntries,
  listItems,
  type lists,
  organizations,
  people,
} from '../../db/schema/index.ts';
import { jsonArray, withRelated } from '../../lib/related.ts';
import { can } from '../../policies/abilities.ts';
import { readableVisibilities } from '../../policies/principal.ts';
import { iso, keywordsFor, keywordsOf, listsFor, partialOut } from '../curation/children.ts';
import { personName } from '../curation/presenters.ts';
import { itemSource } from './item-source.ts';
import { libraryPolicy } from './policies.ts';

type LibraryRow = typeof libraryEntries.$inferSelect;
type ListRow = typeof lists.$inferSelect;
type SnapshotRow = typeof assets.$inferSelect;

export const LIBRARY = 'LibraryEntry';

type Author = {
  personId: number | null;
  name: string | null;
  nameGiven: string | null;
  nameFamily: string | null;
  personVisibility: TVisibility | null;
};

/** A library entry's children, read beside its row (see `Related`). */
export function libraryRelated(ctx: Ctx) {
  const owner = libraryEntries.id;
  return {
    keywords: keywordsFor(ctx, LIBRARY, owner),
    lists: listsFor(ctx, 'LibraryList', owner),
    // The publisher's name when the caller may see it.
    publisher: sql<string | null>`(select ${organizations.nameDba} from ${organizations}
      where ${organizations.tenantId} = ${ctx.tenantId} and ${organizations.id} = ${libraryEntries.publisherId}
        and ${inArray(organizations.visibility, readableVisibilities(ctx.principal))})`,
    // In order, with the linked person's names and visibility (presentLibrary decides what to show).
    authors: jsonArray<Author>(sql`
      select json_agg(json_build_object('personId', ${libraryAuthors.personId}, 'name', ${libraryAuthors.name},
          'nameGiven', ${people.nameGiven}, 'nameFamily', ${people.nameFamily}, 'personVisibility', ${people.visibility})
        order by ${libraryAuthors.position}, ${libraryAuthors.id})
      from ${libraryAuthors}
      left join ${people} on ${people.tenantId} = ${libraryAuthors.tenantId} and ${people.id} = ${libraryAuthors.personId}
      where ${libraryAuthors.tenantId} = ${ctx.tenantId} and ${libraryAuthors.libraryEntryId} = ${owner}`),
  };
}

export async function presentLibrary(rows: LibraryRow[], ctx: Ctx): Promise<TLibraryEntry[]> {
  const visible = readableVisibilities(ctx.principal);
  const loggedIn = can(ctx.principal, libraryPolicy.readPaywallLink);
  return (await withRelated(ctx, libraryEntries, libraryRelated, rows)).map((r) => ({
    id: r.id,
    title: r.title,
    abstract: r.abstract,
    publish_date: partialOut(r, 'publishDate'),
    publisher_id: r.publisher === null ? null : r.publisherId,
    publisher_name: r.publisher,
    public_link: r.publicLink,
    ...(loggedIn ? { paywall_link: r.paywallLink } : {}),
    publish_frequency: r.publishFrequency,
    type: r.type,
    is_fav: r.isFav,
    // A linked author the caller may not see is shown by name only, without the link.
    authors: r.authors.map((a) => {
      const linked = a.personId && a.personVisibility && visible.includes(a.personVisibility);
      return {
        person_id: linked ? a.personId : null,
        name: linked ? personName({ nameGiven: a.nameGiven, nameFamily: a.nameFamily }) : (a.name ?? 'Unnamed author'),
      };
    }),
    keywords: r.keywords,
    lists_as_item: r.lists,
    dataset_info: r.datasetInfo ?? null,
    visibility: r.visibility,
    show_on_dashboard: r.showOnDashboard,
    created_at: iso(r.createdAt) as string,
    updated_at: iso(r.updatedAt) as string,
  }));
}

export async function presentLists(rows: ListRow[], ctx: Ctx): Promise<TList[]> {
  // Counts only the items this caller may see: a hidden record's presence is not revealed.
  const counts: { id: number; n: number }[] = [];
  for (const type of LIST_TYPES) {
    const of = rows.filter((r) => r.type === type).map((r) => r.id);
    if (!of.length) continue;
    const src = itemSource(type);
    const part = await ctx.tx
      .select({ id: listItems.listId, n: count() })
      .from(listItems)
      .innerJoin(src.table, and(eq(src.tenant, listItems.tenantId), eq(src.id, listItems.itemId)))
      .where(
        and(
          eq(listItems.tenantId, ctx.tenantId),
          inArray(listItems.listId, of),
          inArray(src.vis, readableVisibilities(ctx.principal)),
        ),
      )
      .groupBy(listItems.listId);
    counts.push(...part.map((p) => ({ id: p.id, n: Number(p.n) })));
  }
  const kws = new Map<number, { id: number; name: string }[]>();
  for (const type of LIST_TYPES) {
    const of = rows.filter((r) => r.type === type).map((r) => r.id);
    for (const [k, v] of await keywordsOf(ctx, type, of)) kws.set(k, v);
  }
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    description: r.description,
    type: r.type,
    auto_tagging: r.autoTagging,
    item_count: Number(counts.find((c) => c.id === r.id)?.n ?? 0),
    keywords: kws.get(r.id) ?? [],
    visibility: r.visibility,
    show_on_dashboard: r.showOnDashboard,
    created_at: iso(r.createdAt) as string,
    updated_at: iso(r.updatedAt) as string,
  }));
}

export async function presentSnapshots(rows: SnapshotRow[], ctx: Ctx): Promise<TSnapshot[]> {
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await ctx.tx
        .select()
        .from(assetLinks)
        .where(and(eq(assetLinks.tenantId, ctx.tenantId), inArray(assetLinks.assetId, ids)))
    : [];
  // Only links to records this caller may see: a hidden record's id must not leak through a public snapshot.
  const visible = readableVisibilities(ctx.principal);
  const allowed = new Set<string>(links.filter((l) => l.entityType === 'Geo').map((l) => `Geo:${l.entityId}`));
  const libraryIds = [...new Set(rows.map((r) => r.libraryEntryId).filter((v): v is number => v !== null))];
  const checks = [
    { type: 'Organization', table: organizations },
    { type: 'Person', table: people },
    { type: 'Keyword', table: keywords },
    { type: 'LibraryEntry', table: libraryEntries },
  ] as const;
  for (const { type, table } of checks) {
    const wanted =
      type === 'LibraryEntry' ? libraryIds : links.filter((l) => l.entityType === type).map((l) => l.entityId);
    if (wanted.length === 0) continue;
    const seen = await ctx.tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.tenantId, ctx.tenantId), inArray(table.id, wanted), inArray(table.visibility, visible)));
    for (const v of seen) allowed.add(`${type}:${v.id}`);
  }
  const of = (id: number, type: string) =>
    links
      .filter((l) => l.assetId === id && l.entityType === type && allowed.has(`${type}:${l.entityId}`))
      .map((l) => l.entityId);
  return rows.map((r) => ({
    id: r.id,
    year: r.year,
    quarter: r.quarter,
    data: Number(r.data),
    symbol: r.symbol,
    caption: r.caption,
    url: r.url,
    order: r.sortOrder,
    library_entry_id:
      r.libraryEntryId !== null && allowed.has(`LibraryEntry:${r.libraryEntryId}`) ? r.libraryEntryId : null,
    organization_ids: of(r.id, 'Organization'),
    person_ids: of(r.id, 'Person'),
    geo_ids: of(r.id, 'Geo'),
    keyword_ids: of(r.id, 'Keyword'),
    visibility: r.visibility,
    show_on_dashboard: r.showOnDashboard,
    created_at: iso(r.createdAt) as string,
    updated_at: iso(r.updatedAt) as string,
  }));
}
