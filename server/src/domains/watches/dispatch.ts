import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { withTenant } from '../../db/scoped.ts';
import type { EventBus, Published } from '../../lib/events.ts';
import { userAudience } from '../../policies/channels.ts';
import { ALERT_RECORD_JOIN, alertVisible, USER_SIGHT } from './visible.ts';

/** Alerts handed out per tenant and pass: a big import's alerts leave in bounded batches. */
export const DISPATCH_BATCH = 2000;
/** Tenants served per pass (the others wait for the next pass, a moment later). */
const TENANTS_PER_PASS = 50;

export type Dispatched = {
  tenantId: number;
  id: number;
  userId: number;
  watchId: number;
  kind: string;
  entityType: string;
  entityId: number;
  rawDataId: number | null;
  createdAt: string;
  emailMode: string;
};

/**
 * Hands out the alerts the triggers wrote (db/alert-triggers.ts): takes a batch of a tenant's new
 * alerts (`for update skip locked`: any number of processes may run this at once), marks them
 * dispatched and answers those their watcher may see now (USER_SIGHT: current role, not disabled),
 * then publishes one `alert.fired` event for each, to that user's own channel (`user:<id>`) — the
 * live event of the bell, and the event the webhooks subscribe to. All of it is one statement and one
 * publish per batch. Answers how many alerts it handed out (visible or not).
 */
export async function dispatchTenant(
  database: Database,
  events: EventBus,
  tenantId: number,
  onSent?: (alerts: Dispatched[]) => Promise<void>,
): Promise<number> {
  const { rows, visible } = await withTenant(database, tenantId, async (tx) => {
    const { rows } = await tx.execute(sql`
      with picked as (
        select id from alerts where tenant_id = ${tenantId} and dispatched_at is null
         order by id limit ${DISPATCH_BATCH} for update skip locked),
      done as (
        update alerts a set dispatched_at = now() from picked p
         where a.tenant_id = ${tenantId} and a.id = p.id
        returning a.*)
      select a.id, a.user_id, a.watch_id, a.kind, a.entity_type, a.entity_id, a.raw_data_id, a.created_at,
             coalesce(s.email, 'none') as email_mode, ${alertVisible(USER_SIGHT)} as visible
        from done a
        join users u on u.tenant_id = a.tenant_id and u.id = a.user_id
        left join alert_settings s on s.tenant_id = a.tenant_id and s.user_id = a.user_id
        ${ALERT_RECORD_JOIN}
       order by a.id`);
    type Row = {
      id: string | number;
      user_id: string | number;
      watch_id: string | number;
      kind: string;
      entity_type: string;
      entity_id: string | number;
      raw_data_id: string | number | null;
      created_at: string | Date;
      email_mode: string;
      visible: boolean;
    };
    const all = rows as Row[];
    const visible: Dispatched[] = all
      .filter((r) => r.visible)
      .map((r) => ({
        tenantId,
        id: Number(r.id),
        userId: Number(r.user_id),
        watchId: Number(r.watch_id),
        kind: r.kind,
        entityType: r.entity_type,
        entityId: Number(r.entity_id),
        rawDataId: r.raw_data_id === null ? null : Number(r.raw_data_id),
        createdAt: (r.created_at instanceof Date ? r.created_at : new Date(r.created_at)).toISOString(),
        emailMode: r.email_mode,
      }));
    return { rows: all, visible };
  });
  if (visible.length) {
    const fired: Published[] = visible.map((a) => ({
      audience: userAudience(a.userId),
      type: 'alert.fired',
      data: {
        id: a.id,
        user_id: a.userId,
        watch_id: a.watchId,
        kind: a.kind,
        target_type: a.entityType,
        target_id: a.entityId,
        raw_data_id: a.rawDataId,
        created_at: a.createdAt,
      },
    }));
    await events.publishMany(tenantId, fired);
    await onSent?.(visible);
  }
  return rows.length;
}

/** The tenants that have alerts waiting (the owner's read across tenants, on `alerts_pending_idx`). */
export async function pendingTenants(database: Database): Promise<number[]> {
  const { rows } = await database.pool.query<{ tenant_id: string }>(
    `select distinct tenant_id from alerts where dispatched_at is null limit ${TENANTS_PER_PASS}`,
  );
  return rows.map((r) => Number(r.tenant_id));
}

/**
 * The dispatcher of a process that runs jobs: every `intervalMs`, each tenant with waiting alerts
 * is served, batch after batch until none wait; one tenant's backlog does not hold the others up
 * for more than a batch each (they take turns). `kick(tenantId)` serves one tenant at once (a job of
 * this process has just written its alerts: an import's alerts leave as its documents finish, not at
 * the next pass); kicks that come while a pass runs are served together right after it. Stops with
 * the app. `intervalMs` 0: only `flush` and kicks hand alerts out — the test apps, which share one
 * database: on the embedded one an app's live events reach only its own streams, and another app's
 * pass would take (and announce) its alerts; a kick names a tenant whose job ran in this process.
 */
export function startDispatcher(
  database: Database,
  events: EventBus,
  intervalMs: number,
  onSent?: (alerts: Dispatched[]) => Promise<void>,
  onError: (err: unknown) => void = () => {},
) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  /** Tenants kicked and not served yet; `everyone`: a full pass is due (the timer came during a pass). */
  const kicked = new Set<number>();
  let everyone = false;
  const serve = async (first: number[]) => {
    for (let tenants = first; tenants.length && !stopped; ) {
      let full: number[] = [];
      for (const tenantId of tenants) {
        if (stopped) return;
        if ((await dispatchTenant(database, events, tenantId, onSent)) >= DISPATCH_BATCH) full.push(tenantId);
      }
      tenants = full;
      full = [];
    }
  };
  const pass = async (all: boolean) => {
    const named = [...kicked];
    kicked.clear();
    const tenants = all ? [...new Set([...named, ...(await pendingTenants(database))])] : named;
    await serve(tenants);
  };
  const run = (all: boolean) => {
    if (stopped) return;
    if (running) {
      if (all) everyone = true;
      return;
    }
    everyone = false;
    running = pass(all)
      .catch(onError)
      .finally(() => {
        running = null;
        if (everyone || kicked.size) run(everyone);
      });
  };
  if (intervalMs > 0) {
    timer = setInterval(() => run(true), intervalMs);
    timer.unref();
  }
  return {
    /** Serves this tenant now, or right after the pass in progress. */
    kick(tenantId: number) {
      if (stopped) return;
      kicked.add(tenantId);
      run(false);
    },
    /** One full pass now (tests and the bench wait for it instead of the interval). */
    async flush() {
      while (running) await running;
      run(true);
      while (running) await running;
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      while (running) await running;
    },
  };
}
