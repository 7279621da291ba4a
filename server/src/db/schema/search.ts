import { bigint, boolean, customType, index, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { clients } from './accounts.ts';
import { tenantIdCol, tsvector, visibilityEnum } from './common.ts';

/**
 * The quick search's own tables (domains/search/query.ts), kept in step with keywords, people,
 * organizations, ledger entries, library entries and lists by the statement-level triggers of
 * migration 0005 (never written by the application). See that migration for how they are built.
 */

/** Text compared byte by byte: prefix ranges on a b-tree are then exact whatever the database's locale. */
const textC = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/** One row per searchable record: what a result shows, and all its text for the full-text tier. */
export const searchEntries = pgTable(
  'search_entries',
  {
    tenantId: tenantIdCol().references(() => clients.id, { onDelete: 'cascade' }),
    /** Keyword | Person | Organization | Ledger | LibraryEntry | List (the `type` filter). */
    kind: text('kind').notNull(),
    id: bigint('id', { mode: 'number' }).notNull(),
    visibility: visibilityEnum('visibility').notNull(),
    displayName: text('display_name').notNull(),
    /** Keyword, Person, Organization, Ledger, Library, Library List, Organization List, People List, Ledger List. */
    resultType: text('result_type').notNull(),
    slug: text('slug'),
    tsv: tsvector('tsv').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.kind, t.id] }),
    // A small pending list: every search reads all of it (GIN's default 4 MB cost ~3 ms a search).
    index('search_entries_tsv_idx').using('gin', t.tenantId, t.kind, t.tsv).with({ gin_pending_list_limit: 256 }),
  ],
);

/** Every word start of every name of a record (normalised, at most 64 characters). */
export const searchKeys = pgTable(
  'search_keys',
  {
    tenantId: tenantIdCol().references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The key is the start of a name (exact and prefix matches), not a later word. */
    atStart: boolean('at_start').notNull(),
    key: textC('key').notNull(),
    /** Length of the whole normalised name: shorter names rank first. */
    nameLen: smallint('name_len').notNull(),
    id: bigint('id', { mode: 'number' }).notNull(),
    visibility: visibilityEnum('visibility').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'search_keys_pk',
      columns: [t.tenantId, t.kind, t.atStart, t.key, t.nameLen, t.id, t.visibility],
    }),
    // A record's keys, to remove them when it changes.
    index('search_keys_record_idx').on(t.tenantId, t.kind, t.id),
  ],
);

/** The tenant's words by visibility (3 to 40 letters): the dictionary typos are corrected from. */
export const searchWords = pgTable(
  'search_words',
  {
    tenantId: tenantIdCol().references(() => clients.id, { onDelete: 'cascade' }),
    word: textC('word').notNull(),
    visibility: visibilityEnum('visibility').notNull(),
    /** The word spelt backwards: words ending like a query word. */
    reversed: textC('reversed').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.word, t.visibility] }),
    index('search_words_reversed_idx').on(t.tenantId, t.reversed),
  ],
);
