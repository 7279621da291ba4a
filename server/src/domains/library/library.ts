import {
  LIBRARY_TYPES,
  type TLibraryEntry,
  type TLibraryEntryCreate,
  type TLibraryEntryPatch,
  ZLibraryEntry,
  ZLibraryEntryCreate,
  ZLibraryEntryPatch,
} from '@intel/contracts';
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import { libraryAuthors, libraryEntries, organizations, people } from '../../db/schema/index.ts';
import {
  booleanFilter,
  choiceFilter,
  dateRangeFilter,
  keywordFilter,
  listFilter,
  oneOf,
  refFilter,
  visibilityFilter,
  visibleRef,
} from '../../lib/filters.ts';
import type { ResourceDef } from '../../lib/resource-def.ts';
import { keywordsWithInsert, partialIn, pick, setKeywords } from '../curation/children.ts';
import { libraryColumns } from '../curation/import-rows.ts';
import { libraryPolicy } from './policies.ts';
import { LIBRARY, libraryRelated, presentLibrary } from './presenters.ts';

type Row = typeof libraryEntries.$inferSelect;

export const libraryResource: ResourceDef<TLibraryEntry, TLibraryEntryCreate, TLibraryEntryPatch> = {
  path: '/assets/library',
  tag: 'library',
  entityType: LIBRARY,
  countsKind: 'library',
  label: 'Library entry',
  table: libraryEntries,
  readAbility: libraryPolicy.read,
  writeAbility: libraryPolicy.write,
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
      listFilter('LibraryList', libraryEntries.id),
      booleanFilter(libraryEntries.isFav, 'is_fav', 'Favourite'),
      refFilter('publisher', 'Publisher', libraryEntries.publisherId, organizations, 'Use organization ids.'),
      {
        name: 'author',
        label: 'Author (person)',
        type: 'multi',
        toSql: (v, who) =>
          v.every((x) => /^\d{1,15}$/.test(x))
            ? oneOf(
                libraryEntries.id,
                sql`select la.library_entry_id from ${libraryAuthors} la where la.tenant_id = ${who.tenantId} and ${visibleRef(sql`la.person_id`, people, v.map(Number), who)}`,
              )
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
  keywordsOnInsert: keywordsWithInsert(LIBRARY),
  async afterWrite(ctx, id, input, isCreate) {
    await setKeywords(ctx, LIBRARY, id, input.keyword_ids, isCreate);
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
