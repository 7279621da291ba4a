import type pg from 'pg';

/** Seconds after the import started (the bench and the database share the machine's clock). */
export type AlertPhases = {
  /** The last document stored (its upload answered). */
  lastUpload: number;
  /** Documents processed: the first, the median and the last (`processed_at`). */
  processed: { first: number; p50: number; last: number };
  /** The import's alerts written (by the trigger, in the processing transaction): the first and the last. */
  created: { first: number; last: number };
  /** The last alert handed out (`dispatched_at`). */
  lastDispatched: number;
  /** From written to handed out, per alert: median, 95th percentile and longest. */
  lag: { p50: number; p95: number; max: number };
  /** Dispatcher batches seen (distinct `dispatched_at`: one statement's `now()` each). */
  batches: number;
};

/**
 * Where an import's minute went, from the rows' own timestamps: upload → processed → alert written →
 * handed out. `startedMs`: wall clock of the first upload; `afterAlertId`: the tenant's last alert before it.
 */
export async function alertPhases(
  pool: pg.Pool,
  tenantId: number,
  docIds: number[],
  startedMs: number,
  afterAlertId: number,
): Promise<AlertPhases> {
  const t0 = startedMs / 1000;
  const { rows: docs } = await pool.query<{ last_upload: number; first: number; p50: number; last: number }>(
    `select extract(epoch from max(created_at)) - $3 as last_upload,
            extract(epoch from min(processed_at)) - $3 as first,
            extract(epoch from percentile_disc(0.5) within group (order by processed_at)) - $3 as p50,
            extract(epoch from max(processed_at)) - $3 as last
       from raw_data where tenant_id = $1 and id = any($2::bigint[])`,
    [tenantId, docIds, t0],
  );
  const { rows: alerts } = await pool.query<{
    first: number;
    last: number;
    dispatched: number;
    p50: number;
    p95: number;
    max: number;
    batches: number;
  }>(
    `select extract(epoch from min(created_at)) - $3 as first,
            extract(epoch from max(created_at)) - $3 as last,
            extract(epoch from max(dispatched_at)) - $3 as dispatched,
            extract(epoch from percentile_disc(0.5) within group (order by dispatched_at - created_at)) as p50,
            extract(epoch from percentile_disc(0.95) within group (order by dispatched_at - created_at)) as p95,
            extract(epoch from max(dispatched_at - created_at)) as max,
            count(distinct dispatched_at)::int as batches
       from alerts where tenant_id = $1 and id > $2`,
    [tenantId, afterAlertId, t0],
  );
  const d = docs[0];
  const a = alerts[0];
  const n = (x: unknown) => (x === null || x === undefined ? Number.NaN : Number(x));
  return {
    lastUpload: n(d?.last_upload),
    processed: { first: n(d?.first), p50: n(d?.p50), last: n(d?.last) },
    created: { first: n(a?.first), last: n(a?.last) },
    lastDispatched: n(a?.dispatched),
    lag: { p50: n(a?.p50), p95: n(a?.p95), max: n(a?.max) },
    batches: n(a?.batches),
  };
}

export function describePhases(p: AlertPhases): string {
  const s = (x: number) => `${x.toFixed(1)} s`;
  return (
    `phases: last upload ${s(p.lastUpload)}; processed ${s(p.processed.first)} / median ${s(p.processed.p50)} / ` +
    `last ${s(p.processed.last)}; alerts written ${s(p.created.first)} → ${s(p.created.last)}; last handed out ` +
    `${s(p.lastDispatched)}; written → handed out p50 ${s(p.lag.p50)}, p95 ${s(p.lag.p95)}, max ${s(p.lag.max)} ` +
    `(${p.batches} batches)`
  );
}
