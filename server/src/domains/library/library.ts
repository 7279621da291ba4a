import {
  LIBRARY_TYPES,
  type TLibraryEntry,
  type TLibraryEntryCreate,
  type TLibraryEntryPatch,
  ZLibraryEntry,
  ZLibraryEntryCreate,
  ZLibraryEntryPatch,
} from '@intel/contracts';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { libraryAuthors, libraryEntries, organizations, people } from '../../db/schema/index.ts';
import {
  booleanFilter,
  choiceFilter,
  dateRangeFilter,
  keywordFilter,
  listFilter,
  visibilityFilter,
} from '../../lib/filters.ts';
import type { Ctx, ResourceDef } from '../../lib/resource.ts';
import { isLoggedIn, readableVisibilities } from '../../policies/principal.ts';
import { iso, keywordsOf, listsOf, partialIn, partialOut, pick, setKeywords } from '../curation/children.ts';
import { personName } from '../curation/organizations.ts';

type Row = typeof libraryEntries.$inferSelect;
export const LIBRARY = 'LibraryEntry';

async function presentLibrary(rows: Row[], ctx: Ctx): Promise<TLibraryEntry[]> {
  const ids = rows.map((r) => r.id);
  const visible = readableVisibilities(ctx.principal);
  const pubIds = [...new Set(rows.map((r) => r.publisherId).filter(Boolean))] as number[];
  const [kws, lsts, pubs, authors] = await Promise.all([
    keywordsOf(ctx, LIBRARY, ids),
    listsOf(ctx, 'LibraryList', ids),
    pubIds.length
      ? ctx.tx
          .select({ id: organizations.id, name: organizations.nameDba })
          .from(organizations)
          .where(
            and(
              eq(organizations.tenantId, ctx.tenantId),
              inArray(organizations.id, pubIds),
              inArray(organizations.visibility, visible),
            ),
          )
      : Promise.resolve([]),
    ids.length
      ? ctx.tx
          .select({
            entryId: libraryAuthors.libraryEntryId,
            personId: libraryAuthors.personId,
            name: libraryAuthors.name,
            nameGiven: people.nameGiven,
            nameFamily: people.nameFamily,
            personVisibility: people.visibility,
          })
          .from(libraryAuthors)
          .leftJoin(people, and(eq(people.tenantId, libraryAuthors.tenantId), eq(people.id, libraryAuthors.personId)))
          .where(and(eq(libraryAuthors.tenantId, ctx.tenantId), inArray(libraryAuthors.libraryEntryId, ids)))
          .orderBy(asc(libraryAuthors.position), asc(libraryAuthors.id))
      : Promise.resolve([]),
  ]);
  const loggedIn = isLoggedIn(ctx.principal);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    abstract: r.abstract,
    publish_date: partialOut(r, 'publishDate'),
    publisher_id: pubs.find((p) => p.id === r.publisherId) ? r.publisherId : null,
    publisher_name: pubs.find((p) => p.id === r.publisherId)?.name ?? null,
    public_link: r.publicLink,
    ...(loggedIn ? { paywall_link: r.paywallLink } : {}),
    publish_frequency: r.publishFrequency,
    type: r.type,
    is_fav: r.isFav,
    // A linked author the caller may not see is shown by name only, without the link.
    authors: authors
      .filter((a) => a.entryId === r.id)
      .map((a) => {
        const linked = a.personId && a.personVisibility && visible.includes(a.personVisibility);
        return {
          person_id: linked ? a.personId : null,
          name: linked
            ? personName({ nameGiven: a.nameGiven, nameFamily: a.nameFamily })
            : (a.name ?? 'Unnamed author'),
        };
      }),
    keywords: kws.get(r.id) ?? [],
    lists_as_item: lsts.get(r.id) ?? [],
    dataset_info: r.datasetInfo ?? null,
    visibility: r.visibility,
    show_on_dashboard: r.showOnDashboard,
    created_at: iso(r.createdAt) as string,
    updated_at: iso(r.updatedAt) as string,
  }));
}

export const libraryResource: ResourceDef<TLibraryEntry, TLibraryEntryCreate, TLibraryEntryPatch> = {
  path: '/assets/library',
  tag: 'library',
  entityType: LIBRARY,
  countsKind: 'library',
  label: 'Library entry',
  table: libraryEntries,
  readGroup: 'open',
  writeGroup: 'research',
  out: ZLibraryEntry,
  create: ZLibraryEntryCreate,
  patch: ZLibraryEntryPatch,
  list: {
    table: libraryEntries,
    orderings: {
      title: libraryEntries.title,
      publish_date: libraryEntries.publishDate,
      updated_at: libraryEntries.updatedAt,
      created_at: libraryEntries.createdAt,
    },
    defaultOrdering: '-updated_at',
    idColumn: libraryEntries.id,
    search: (q) => or(ilike(libraryEntries.title, `%${q}%`), ilike(libraryEntries.abstract, `%${q}%`)) as never,
    showOnDashboard: libraryEntries.showOnDashboard,
    filters: [
      visibilityFilter(libraryEntries, libraryEntries.visibility),
      choiceFilter(libraryEntries, libraryEntries.type, 'type', 'Type', LIBRARY_TYPES),
      keywordFilter(LIBRARY, libraryEntries, libraryEntries.tenantId, libraryEntries.id),
      listFilter('LibraryList', libraryEntries.tenantId, libraryEntries.id),
      booleanFilter(libraryEntries.isFav, 'is_fav', 'Favourite'),
      {
        name: 'publisher',
        label: 'Publisher',
        type: 'multi',
        toSql: (v) =>
          v.every((x) => /^\d+$/.test(x))
            ? inArray(libraryEntries.publisherId, v.map(Number))
            : 'Use organization ids.',
      },
      {
        name: 'author',
        label: 'Author (person)',
        type: 'multi',
        toSql: (v) =>
          v.every((x) => /^\d+$/.test(x))
            ? sql`exists (select 1 from ${libraryAuthors} la where la.tenant_id = ${libraryEntries.tenantId} and la.library_entry_id = ${libraryEntries.id} and la.person_id in ${v.map(Number)})`
            : 'Use person ids.',
      },
      dateRangeFilter(libraryEntries.publishDate, 'publish_date', 'Published'),
    ],
  },
  values: (input) => ({
    ...pick(input, {
      title: 'title',
      abstract: 'abstract',
      publisher_id: 'publisherId',
      public_link: 'publicLink',
      paywall_link: 'paywallLink',
      publish_frequency: 'publishFrequency',
      type: 'type',
      is_fav: 'isFav',
      dataset_info: 'datasetInfo',
      visibility: 'visibility',
      show_on_dashboard: 'showOnDashboard',
    }),
    ...partialIn(input.publish_date, 'publishDate'),
  }),
  async afterWrite(ctx, id, input) {
    await setKeywords(ctx, LIBRARY, id, input.keyword_ids);
    if (input.authors !== undefined) {
      await ctx.tx
        .delete(libraryAuthors)
        .where(and(eq(libraryAuthors.tenantId, ctx.tenantId), eq(libraryAuthors.libraryEntryId, id)));
      if (input.authors.length) {
        await ctx.tx.insert(libraryAuthors).values(
          input.authors.map((a, position) => ({
            tenantId: ctx.tenantId,
            libraryEntryId: id,
            personId: a.person_id ?? null,
            name: a.person_id ? null : (a.name ?? null),
            position,
          })),
        );
      }
    }
  },
  present: (rows, ctx) => presentLibrary(rows as Row[], ctx),
  xlsx: [
    { header: 'ID', key: 'id', width: 8, value: (l) => l.id },
    { header: 'Title', key: 'title', width: 40, value: (l) => l.title },
    { header: 'Type', key: 'type', width: 20, value: (l) => l.type },
    { header: 'Published', key: 'publish_date', width: 12, value: (l) => l.publish_date.date },
    { header: 'Publisher', key: 'publisher', width: 24, value: (l) => l.publisher_name },
    { header: 'Authors', key: 'authors', width: 30, value: (l) => l.authors.map((a) => a.name) },
    { header: 'Public link', key: 'public_link', width: 30, value: (l) => l.public_link },
    { header: 'Keywords', key: 'keywords', width: 30, value: (l) => l.keywords.map((k) => k.name) },
    { header: 'Visibility', key: 'visibility', width: 12, value: (l) => l.visibility },
  ],
};
