import { randomBytes } from 'node:crypto';
import type { Ctx } from '../context.ts';
import { BASE_DOMAIN } from '../options.ts';
import { httpRequest } from '../processes.ts';
import { judge, type Row } from '../report.ts';
import { alertPhases, describePhases } from './alert-phases.ts';
import { documentText } from './processing.ts';

/** Watches written in the big tenant before the import. */
export const ALERT_WATCHES = 10_000;

function multipart(fields: Record<string, string>): { body: Buffer; type: string } {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return {
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

/**
 * Watches and alerts at scale (issue 38): 10,000 watches in the big tenant (its users watching its
 * organizations and people, written by SQL beforehand), then an import of raw-data documents that name
 * them (1,000; 20 with --smoke), uploaded with `process=true`, 4 at a time. Timed from the first upload
 * until every document is processed and every alert it caused has been handed out (`dispatched_at`
 * set: its `alert.fired` event published). Meanwhile a small tenant's organization list is read one
 * request at a time: its median latency against the same probe at rest is the "other tenants" ratio.
 */
export async function alertsScenario(ctx: Ctx): Promise<Row> {
  const docs = ctx.smoke ? 20 : 1000;
  const row: Row = {
    id: 'alerts',
    scenario: `watches and alerts: ${ALERT_WATCHES.toLocaleString('en')} watches, ${docs}-document import`,
    rps: null,
    p50: null,
    p99: null,
    baselineRps: null,
    ratio: null,
    measured: '',
    target: 'every alert handed out ≤ 60 s after the import starts; other tenant probe p50 ≤ 2× at rest',
    verdict: 'error',
    note: '',
  };
  const pool = ctx.pool;
  const small = ctx.dataset.tenants[1];
  if (!pool || !small) {
    row.note = 'needs the bench database connection and a second tenant';
    return row;
  }
  const big = ctx.big;
  // The users of the big tenant watch its organizations and people: 10,000 distinct (user, record) pairs.
  // Record r's c-th watcher is user (r + c) mod users, so pairs are distinct while c < users; the first
  // watcher of every record comes before any record's second (10k records: 7,000 records for 4 users).
  await pool.query(
    `with u as (select id, row_number() over (order by id) - 1 as k, count(*) over () as n
                  from users where tenant_id = $1),
          t as (select kind, id, row_number() over (order by kind, id) - 1 as r
                  from ((select 'Organization' as kind, id from organizations where tenant_id = $1 order by id limit $2)
                        union all
                        (select 'Person', id from people where tenant_id = $1 order by id limit $2)) x),
          c as (select generate_series(0, (select count(*) - 1 from u)) as c)
     insert into watches (tenant_id, user_id, target_type, target_id)
     select $1, u.id, t.kind, t.id from t cross join c join u on u.k = (t.r + c.c) % u.n
      order by c.c, t.r limit $2
     on conflict do nothing`,
    [big.id, ALERT_WATCHES],
  );
  // Counted, not the insert's row count: a --reuse run finds the watches of the earlier one.
  const { rows: watched } = await pool.query<{ n: number }>(
    'select count(*)::int as n from watches where tenant_id = $1 and target_id is not null',
    [big.id],
  );
  const watchCount = watched[0]?.n ?? 0;
  const { rows: before } = await pool.query<{ n: number; last: number }>(
    'select count(*)::int as n, coalesce(max(id), 0)::bigint as last from alerts where tenant_id = $1',
    [big.id],
  );

  const smallHost = `${small.subdomain}.${BASE_DOMAIN}`;
  const probe = async () => {
    const t0 = performance.now();
    const r = await httpRequest(ctx.app.port, 'GET', '/api/v1/assets/organizations/?limit=10', { host: smallHost });
    if (r.status !== 200) throw new Error(`probe → ${r.status}`);
    return performance.now() - t0;
  };
  const atRest: number[] = [];
  for (let i = 0; i < 30; i++) atRest.push(await probe());

  let probing = true;
  const during: number[] = [];
  const prober = (async () => {
    while (probing) {
      during.push(await probe());
      await new Promise((r) => setTimeout(r, 50));
    }
  })();

  const started = performance.now();
  const startedMs = Date.now();
  const ids: number[] = [];
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < docs) {
          next += 1;
          const n = 100_000 + next;
          const { body, type } = multipart({ title: `Alert bench ${n}`, text: documentText(ctx, n), process: 'true' });
          const r = await httpRequest(ctx.app.port, 'POST', '/api/v1/raw-data/', {
            host: ctx.host,
            token: ctx.tokens.research,
            raw: body,
            headers: { 'content-type': type },
          });
          if (r.status !== 201) throw new Error(`raw-data upload → ${r.status}: ${r.body.slice(0, 160)}`);
          ids.push(r.json<{ id: number }>().id);
        }
      }),
    );
    const uploaded = (performance.now() - started) / 1000;
    // Done: every document processed, no alert of the tenant waiting.
    const deadline = Date.now() + (ctx.smoke ? 120_000 : 300_000);
    let state = { pending_docs: docs, waiting: 0, alerts: 0 };
    for (;;) {
      const { rows } = await pool.query<typeof state>(
        `select (select count(*)::int from raw_data where tenant_id = $1 and id = any($2::bigint[])
                   and processing_status not in ('completed', 'error')) as pending_docs,
                (select count(*)::int from alerts where tenant_id = $1 and dispatched_at is null) as waiting,
                (select count(*)::int from alerts where tenant_id = $1) as alerts`,
        [big.id, ids],
      );
      state = rows[0] as typeof state;
      if ((state.pending_docs === 0 && state.waiting === 0) || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const elapsed = (performance.now() - started) / 1000;
    probing = false;
    await prober;
    const alerts = state.alerts - (before[0]?.n ?? 0);
    const phases = await alertPhases(pool, big.id, ids, startedMs, Number(before[0]?.last ?? 0));
    const rest = median(atRest);
    const busy = median(during);
    const ratio = busy / rest;
    row.rps = alerts / elapsed;
    row.p50 = busy;
    row.p99 = Math.max(...during);
    row.ratio = ratio;
    row.measured =
      `${watchCount.toLocaleString('en')} watches; ${docs} documents uploaded in ${uploaded.toFixed(1)} s; ` +
      `${alerts.toLocaleString('en')} alerts, all handed out ${elapsed.toFixed(1)} s after the first upload` +
      `${state.pending_docs || state.waiting ? ` (timed out: ${state.pending_docs} documents, ${state.waiting} alerts left)` : ''}; ` +
      `other tenant's list probe p50 ${rest.toFixed(1)} ms at rest → ${busy.toFixed(1)} ms during (×${ratio.toFixed(2)}, ` +
      `${during.length} probes) (req/s = alerts/s; p50/p99 = probe during the import); ${describePhases(phases)}`;
    const result = judge([
      { label: 'import → every alert handed out', actual: elapsed, op: '<=', limit: 60, unit: ' s' },
      { label: 'other tenant probe p50 ratio', actual: ratio, op: '<=', limit: 2, unit: '×' },
    ]);
    row.verdict = state.pending_docs || state.waiting ? 'missed' : result.verdict;
    row.note = result.note;
    row.details = { docs, uploaded, elapsed, alerts, atRest, during, watches: watchCount, phases };
    return row;
  } finally {
    probing = false;
    await prober.catch(() => {});
  }
}
