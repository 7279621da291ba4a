import { VISIBILITIES } from '@intel/contracts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, pgEnum, timestamp } from 'drizzle-orm/pg-core';

/**
 * Column helpers shared by every domain schema. Every tenant-owned table has `tenant_id` as the
 * first column of its primary key and of every foreign key (Citus co-location, DESIGN §1).
 */
export const visibilityEnum = pgEnum('visibility', VISIBILITIES);

export const tenantIdCol = () => bigint('tenant_id', { mode: 'number' }).notNull();
export const idCol = () => bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity();
export const refCol = (name: string) => bigint(name, { mode: 'number' });

export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Common columns on curated records (DESIGN §4). */
export const curated = (defaultVisibility: (typeof VISIBILITIES)[number] = 'hidden') => ({
  visibility: visibilityEnum('visibility').notNull().default(defaultVisibility),
  showOnDashboard: boolean('show_on_dashboard').notNull().default(false),
  ...timestamps(),
  createdBy: refCol('created_by'),
});

/** Expression for a `tsvector` generated column over the given SQL text columns. */
export const tsvectorOf = (...columns: string[]) =>
  sql.raw(`to_tsvector('simple'::regconfig, ${columns.map((c) => `coalesce(${c}, '')`).join(` || ' ' || `)})`);

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
