import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/scoped.ts';
import { rowCount } from './keyset.ts';

/** A list's total: counted up to a cap, the planner's estimate past it ("about N"), exact on demand. */

/**
 * A filtered list counts its matches up to this many and no further: past it the total is the
 * planner's estimate, shown as "about N", and exact only on demand (`exact_count=true`). Drawing
 * page one of a million matches must not count a million rows. At 10,000 the bounded count was
 * most of a filtered page's time at 1M (15–145 ms of reading 17,000 rows); at 1,000 it is ~1 ms.
 */
let countCap = 1_000;
/**
 * Past the cap, an estimate this low is checked by counting on, up to this many: planner statistics
 * lag behind bulk writes (no ANALYZE yet), and "about 1,001" for a list of 10,000 would be wrong.
 */
let recountCap = 10_000;
/** Tests lower the caps to reach the estimate with a few rows; the answer puts them back. */
export function setListCountCap(n: number): () => void {
  const before = [countCap, recountCap] as const;
  countCap = n;
  recountCap = n;
  forgetEstimates();
  return () => {
    [countCap, recountCap] = before;
    forgetEstimates();
  };
}

/** The count of `where`, bounded unless asked for exactly: `select count(*)` over at most cap + 1 rows. */
export function boundedCount(table: PgTable, where: SQL, exact: boolean, cap = countCap): SQL {
  return exact
    ? sql`select count(*) from ${table} where ${where}`
    : sql`select count(*) from (select 1 from ${table} where ${where} limit ${rowCount(cap + 1)}) as bounded`;
}

/**
 * Planner estimates already asked for, by statement and parameters (the tenant, the caller's
 * visibilities and the filter values are among them), kept for `ESTIMATE_TTL_MS`: the planner's
 * statistics move only when the table is analysed, so asking again for every page of the same
 * long list would buy a round trip and a planning for the same "about N".
 */
const estimates = new Map<string, { n: number; until: number }>();
export const ESTIMATE_TTL_MS = 30_000;
const ESTIMATES_KEPT = 1_000;
const dialect = new PgDialect();

/** The planner's row estimate for `where` (no rows are read): the "about N" of a long list. */
async function estimatedCount(tx: Tx, table: PgTable, where: SQL): Promise<number> {
  const statement = sql`explain (format json) select 1 from ${table} where ${where}`;
  const compiled = dialect.sqlToQuery(statement);
  const key = `${compiled.sql}\u0000${JSON.stringify(compiled.params)}`;
  const now = Date.now();
  const known = estimates.get(key);
  if (known && known.until > now) return known.n;
  const result = await tx.execute(statement);
  const plan = (result.rows[0] as { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] } | undefined)?.['QUERY PLAN'];
  const n = Math.round(plan?.[0]?.Plan['Plan Rows'] ?? 0);
  estimates.delete(key);
  if (estimates.size >= ESTIMATES_KEPT) estimates.delete(estimates.keys().next().value as string);
  estimates.set(key, { n, until: now + ESTIMATE_TTL_MS });
  return n;
}

/** Tests that change the statistics between two reads forget the estimates asked for before. */
export function forgetEstimates(): void {
  estimates.clear();
}

/** A bounded count past its cap becomes the estimate (never less than what was counted). */
export async function settleCount(tx: Tx, table: PgTable, where: SQL, n: number, bounded: boolean) {
  if (!bounded || n <= countCap) return { n, estimate: false };
  const estimate = await estimatedCount(tx, table, where);
  if (estimate <= recountCap && recountCap > countCap) {
    const recounted = Number(
      (await tx.execute(sql`select (${boundedCount(table, where, false, recountCap)}) as n`)).rows[0]?.n ?? 0,
    );
    if (recounted <= recountCap) return { n: recounted, estimate: false };
    return { n: Math.max(recountCap + 1, estimate), estimate: true };
  }
  return { n: Math.max(countCap + 1, estimate), estimate: true };
}

/**
 * Past this many, an estimate is the Operator's total without counting: a count would stop at the cap and
 * answer the same estimate (counting 1,001 of 50,000 people in London read every match through a bitmap:
 * 40–190 ms at 1M). Only an estimate this many times too high would hide a total under the cap.
 */
const TRUSTED_ESTIMATE_FACTOR = 20;

/**
 * The matches of `where` (the Operator's totals): the planner's estimate first; a large one is the
 * answer ("about N"), a small one is counted — once, up to the recount cap when the estimate is under
 * it (counting to the cap, then again to the recount cap, read the same rows twice).
 */
export async function boundedTotal(tx: Tx, table: PgTable, where: SQL): Promise<{ n: number; estimate: boolean }> {
  const estimate = await estimatedCount(tx, table, where);
  if (estimate > countCap * TRUSTED_ESTIMATE_FACTOR) return { n: estimate, estimate: true };
  const cap = estimate <= recountCap ? Math.max(countCap, recountCap) : countCap;
  const counted = Number(
    (await tx.execute(sql`select (${boundedCount(table, where, false, cap)}) as n`)).rows[0]?.n ?? 0,
  );
  if (counted <= cap) return { n: counted, estimate: false };
  return { n: Math.max(cap + 1, estimate), estimate: true };
}
