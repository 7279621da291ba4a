import {
  LIBRARY_TYPES,
  type TLibraryEntry,
  type TLibraryEntryCreate,
  type TLibraryEntryPatch,
  type TVisibility,
  ZLibraryEntry,
  ZLibraryEntryCreate,
  ZLibraryEntryPatch,
} from '@intel/contracts';
import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Ctx } from '../../db/ctx.ts';
import { libraryAuthors, libraryEntries, organizations, people } from '../../db/schema/index.ts';
import {
  booleanFilter,
  choiceFilter,
  dateRangeFilter,
  keywordFilter,
  listFilter,
  refFilter,
  visibilityFilter,
  visibleRef,
} from '../../lib/filters.ts';
import { jsonArray, withRelated } from '../../lib/related.ts';
import type { ResourceDef } from '../../lib/resource-def.ts';
import { isLoggedIn, readableVisibilities } from '../../policies/principal.ts';
import { iso, keywordsFor, listsFor, partialIn, partialOut, pick, setKeywords } from '../curation/children.ts';
import { libraryColumns } from '../curation/import-rows.ts';
import { personName } from '../curation/organizations.ts';

type Row = typeof libraryEntries.$inferSelect;
export const LIBRARY = 'LibraryEntry';

type Author = {
  personId: number | null;
  name: string | null;
  nameGiven: string | null;
  nameFamily: string | null;
  personVisibility: TVisibility | null;
};

/** A library entry's children, read beside its row (see `Related`). */
function libraryRelated(ctx: Ctx) {
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

async function presentLibrary(rows: Row[], ctx: Ctx): Promise<TLibraryEntry[]> {
  const visible = readableVisibilities(ctx.principal);
  const loggedIn = isLoggedIn(ctx.principal);
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
      refFilter('publisher', 'Publisher', libraryEntries.publisherId, organizations, 'Use organization ids.'),
      {
        name: 'author',
        label: 'Author (person)',
        type: 'multi',
        toSql: (v, who) =>
          v.every((x) => /^\d{1,15}$/.test(x))
            ? sql`exists (select 1 from ${libraryAuthors} la where la.tenant_id = ${libraryEntries.tenantId} and la.library_entry_id = ${libraryEntries.id} and ${visibleRef(sql`la.person_id`, people, v.map(Number), who)})`
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
  childInputs: ['keyword_ids', 'authors'],
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
  related: libraryRelated,
  present: (rows, ctx) => presentLibrary(rows as Row[], ctx),
  xlsx: libraryColumns,
};
