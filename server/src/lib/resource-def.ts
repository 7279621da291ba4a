import type { TEntityKind } from '@intel/contracts';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type Ctx, visibleWhere } from '../db/ctx.ts';
import type { TenantTxOptions } from '../plugins/tenant-tx.ts';
import type { Ability } from '../policies/abilities.ts';
import type { ListSpec } from './listing.ts';
import type { XlsxColumn } from './xlsx.ts';

// biome-ignore lint/suspicious/noExplicitAny: rows of any table; each resource types its own edges with zod
export type AnyRow = Record<string, any>;

/** Columns every resource table has; `tenantId` and `visibility` are absent on global or internal tables. */
export type ResourceTable = PgTable & {
  id: AnyColumn;
  tenantId?: AnyColumn;
  visibility?: AnyColumn;
  updatedAt?: AnyColumn;
};

/**
 * A curated record type served with the DESIGN §5 shape: list (filters, search, ordering, xlsx),
 * available-filters, read, create, patch, delete, remove-batch — with tenant, visibility, roles,
 * history and validation handled once, here, for every domain.
 */
export type ResourceDef<TOut extends AnyRow, TCreate extends AnyRow, TPatch extends AnyRow> = {
  path: string;
  tag: string;
  /** Name in history, keyword links and list items (Organization, Person, ...). */
  entityType: string;
  label: string;
  table: ResourceTable;
  /** Global reference data (geos, cities): no tenant column. */
  global?: boolean;
  /** Who may read it and who may write it: abilities from the domain's `policies.ts`. */
  readAbility: Ability;
  writeAbility: Ability<'research' | 'admin' | 'tenantAdmin'>;
  out: z.ZodType<TOut>;
  create: z.ZodType<TCreate>;
  patch: z.ZodType<TPatch>;
  list: ListSpec;
  /** API fields → column values (only the keys present in `input`). */
  values(input: Partial<TCreate>, ctx: Ctx): AnyRow | Promise<AnyRow>;
  /**
   * The record's children as named SQL values over `table`'s columns (correlated subqueries; see
   * `Related` in lib/related.ts): the list and detail routes read them in the same
   * statement as the rows, and `present` finds them on each row.
   */
  related?(ctx: Ctx): Record<string, SQL>;
  /** Rows → API objects for this caller (rows read without their `related` values load them in one statement). */
  present(rows: AnyRow[], ctx: Ctx): Promise<TOut[]>;
  /** Child rows after the record itself is written (emails, keywords, links...). */
  afterWrite?(ctx: Ctx, id: number, input: Partial<TCreate>, isCreate: boolean): Promise<void>;
  /**
   * `afterWrite` of many new records at once, in a few statements for all (an import's batch of
   * creates; lib/create-many.ts), keywords (`keyword_ids`) included. Without it, `afterWrite` runs
   * for each record.
   */
  afterCreateMany?(ctx: Ctx, created: { id: number; input: Partial<TCreate> }[]): Promise<void>;
  /**
   * The input fields `afterWrite` writes elsewhere (and nothing else of it reads the written row): a
   * change without them is answered from the update's own RETURNING, not read again. Without this
   * list, a resource with `afterWrite` is always read again after a change.
   */
  childInputs?: readonly (keyof TCreate & string)[];
  /**
   * A create's keyword links (`keyword_ids`) written by the insert's own statement: the data-modifying
   * parts of a WITH over the new row's id (`id`, an expression) and the keyword ids (`keywordIds`, a
   * bigint[] value) — a round trip fewer than `afterWrite` writing them after the insert.
   */
  keywordsOnInsert?(ctx: Ctx, id: SQL, keywordIds: SQL): SQL;
  /** The export's columns; those with `read` import back (upload and template routes). */
  xlsx: XlsxColumn<TOut, Ctx>[];
  /** Checks before a delete (e.g. not one's own account); throw to refuse. */
  beforeDelete?(ctx: Ctx, id: number): Promise<void>;
  /** Extra conditions on reads (e.g. ledger entries of visible organizations only). */
  readScope?(ctx: Ctx): SQL | undefined;
  /** The domain registers its own POST (e.g. a multipart create); the kit leaves it out. */
  customCreate?: boolean;
  /** Also answer the xlsx export at `{path}/export/` (SPEC paths that name it so). */
  exportAlias?: boolean;
  /**
   * The kind of the maintained counts (db/counted.ts) that counts exactly this table's rows by
   * visibility: an unfiltered list then takes its total from there instead of scanning.
   */
  countsKind?: TEntityKind;
};

/** A definition of any resource, as the kit's generic parts take it. */
export type AnyDef = ResourceDef<AnyRow, AnyRow, AnyRow>;

/**
 * The read side of a resource that the kit's list, xlsx export and available-filters routes serve
 * (`listRoutes` in lib/resource-list.ts): every `ResourceDef` is one, and so are the email list and
 * the tenants, whose detail and write routes are their own.
 */
export type ListDef<TOut extends AnyRow> = Pick<
  ResourceDef<TOut, AnyRow, AnyRow>,
  | 'path'
  | 'tag'
  | 'label'
  | 'table'
  | 'global'
  | 'readAbility'
  | 'out'
  | 'list'
  | 'related'
  | 'present'
  | 'xlsx'
  | 'readScope'
  | 'exportAlias'
  | 'countsKind'
> & {
  /**
   * Runs first in each transaction of the list, export and filters: the tenants' reads say they
   * are a platform operator's (`app.platform`), which the `clients` row policy asks for.
   */
  enter?(ctx: Ctx): Promise<void>;
};

export type AnyListDef = ListDef<AnyRow>;

/** Tenant + visibility + resource scope: the WHERE every read starts from. */
export function baseWhere(def: Pick<AnyDef, 'table' | 'global' | 'readScope'>, ctx: Ctx): SQL {
  return visibleWhere(def.table, ctx, { global: def.global, scope: def.readScope?.(ctx) });
}

/** A list read's transaction: the request's tenant transaction, entered as the resource asks (`enter`). */
export function listTx<T>(
  request: FastifyRequest,
  def: AnyListDef,
  fn: (ctx: Ctx) => Promise<T>,
  options?: TenantTxOptions,
): Promise<T> {
  return request.withTenant(async (ctx) => {
    await def.enter?.(ctx);
    return fn(ctx);
  }, options);
}
