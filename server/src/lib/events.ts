import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { LIVE_EVENT_TYPES } from '@intel/contracts';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client.ts';
import { liveEvents } from '../db/schema/index.ts';
import { type Tx, withTenant } from '../db/scoped.ts';
import type { Audience, UserAudience } from '../policies/channels.ts';
import { fixedStatements } from './compiled.ts';
import { ALL_TENANTS } from './tenant-cache.ts';

export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
/** A role's channel, or one user's own (`user:<id>`: their alerts). */
export type Addressee = Audience | UserAudience;
export type LiveEvent = { tenantId: number; id: number; audience: Addressee; type: string; data: unknown };
/** An event to publish: to whom, what, and its data. */
export type Published = { audience: Addressee; type: LiveEventType; data: unknown };

/** The NOTIFY channels' common prefix: every process of one deployment shares it (config `eventsChannel`). */
export const EVENTS_CHANNEL = 'intel';

/** NOTIFY payloads are capped at 8000 bytes; bigger events travel by id and are read back. */
const MAX_INLINE = 7000;

/**
 * Live events (DESIGN §7): stored in `live_events` (for resume), then fanned out. On PostgreSQL the
 * fan-out is NOTIFY, so every API process delivers every event; the embedded database is one
 * process, so an in-process emitter does the same job there.
 */
/** What changed in a tenant: its records, or who may do what (sessions, users, roles). */
export type TenantChange = 'data' | 'access';

/**
 * `channel`: the prefix of the NOTIFY channels, `<channel>_events` (the events) and `<channel>_tenant_changed`
 * (tells every API process that a tenant's data changed, so that it drops its caches: lib/tenant-cache.ts).
 */
export function createEventBus(database: Database, channel = EVENTS_CHANNEL) {
  if (!/^[a-z][a-z0-9_]{0,40}$/.test(channel)) throw new Error(`Invalid events channel: ${channel}`);
  const CHANNEL = `${channel}_events`;
  const CHANGED = `${channel}_tenant_changed`;
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let listener: pg.Client | null = null;
  let pruneTimer: NodeJS.Timeout | null = null;
  // PGlite (behind its socket) does not deliver NOTIFY to other connections: it is one process anyway.
  let useNotify = false;
  // Notifications are handled one after another: one that must read its data back must not let a later one overtake it.
  let delivering: Promise<void> = Promise.resolve();
  // Embedded database: events are emitted here, in the order they were stored.
  let emitting: Promise<unknown> = Promise.resolve();
  const changeListeners = new Set<(tenantId: number) => void>();
  const accessListeners = new Set<(tenantId: number) => void>();
  const changedHere = (tenantId: number, change: TenantChange = 'data') => {
    for (const fn of changeListeners) fn(tenantId);
    if (change === 'access' || tenantId === ALL_TENANTS) for (const fn of accessListeners) fn(tenantId);
  };
  /** Names this process in its change notices, so that it does not act on its own. */
  const origin = randomUUID();
  let stopped = false;
  let reconnectTimer: NodeJS.Timeout | null = null;
  /**
   * Change notices waiting to go, and whether some are on their way. A notice is its own transaction,
   * after the write's commit, never part of it: PostgreSQL serialises the commits of every transaction
   * that notifies (a lock held from before the commit until its WAL is flushed), so a NOTIFY in each
   * write made the writes of the whole server commit one after another, one disk flush each (issue 37:
   * the write mix's commits waited 4–25 ms). A notice needs no durability: it is sent with
   * `synchronous_commit` off (the lock is then held for microseconds), one statement at a time per
   * process, with the notices that came meanwhile — each tenant and kind of change once.
   */
  const notices = new Set<string>();
  let sendingNotices = false;
  function sendNotices(): void {
    if (sendingNotices || notices.size === 0 || stopped) return;
    const payloads = [...notices];
    notices.clear();
    sendingNotices = true;
    const calls = payloads.map((p) => `pg_notify(${pg.escapeLiteral(CHANGED)}, ${pg.escapeLiteral(p)})`);
    database.pool
      .query(`begin; set local synchronous_commit to off; select ${calls.join(', ')}; commit`)
      .catch(() => {})
      .finally(() => {
        sendingNotices = false;
        sendNotices();
      });
  }

  /**
   * The one LISTEN connection of this process. When the database restarts it is lost: it is opened
   * again (every second until it works), and since change notices may have been missed meanwhile,
   * every tenant's caches are dropped once it is back.
   */
  async function connectListener(): Promise<void> {
    const client = new pg.Client({ connectionString: database.url });
    client.on('notification', (n) => {
      const payload = n.payload;
      if (n.channel === CHANNEL && payload) delivering = delivering.then(() => deliver(payload)).catch(() => {});
      else if (n.channel === CHANGED && payload) {
        const [tenantId, change, from] = payload.split(':');
        // This process dropped its caches at commit; its own notice, arriving later, would drop a token checked since.
        if (from === origin) return;
        changedHere(Number(tenantId), change === 'access' ? 'access' : 'data');
      }
    });
    const lost = () => {
      if (listener !== client) return;
      listener = null;
      client.end().catch(() => {});
      scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    await client.query(`LISTEN ${CHANGED}`);
    listener = client;
  }
  function scheduleReconnect() {
    if (stopped || reconnectTimer) return;
    reconnectTimer = setTimeout(async () => {
      reconnectTimer = null;
      try {
        await connectListener();
        changedHere(ALL_TENANTS);
      } catch {
        scheduleReconnect();
      }
    }, 1000);
    reconnectTimer.unref();
  }

  async function deliver(payload: string) {
    const msg = JSON.parse(payload) as LiveEvent & { inline: boolean };
    if (!msg.inline) {
      const [row] = await withTenant(database, msg.tenantId, (tx) =>
        tx
          .select({ data: liveEvents.data })
          .from(liveEvents)
          .where(and(eq(liveEvents.tenantId, msg.tenantId), eq(liveEvents.id, msg.id))),
      );
      msg.data = row?.data ?? {};
    }
    // An event says something of the tenant changed (a job finished, a suggestion arrived...).
    changedHere(msg.tenantId);
    emitter.emit('event', msg);
  }

  /**
   * Inserts the events (and, on PostgreSQL, notifies them) under the tenant's publishing lock, in one
   * transaction: one insert for all of them and one statement for all their notices.
   */
  function store(tenantId: number, events: Published[]): Promise<number[]> {
    return withTenant(database, tenantId, (tx) => storeIn(tx, tenantId, events));
  }

  const slot = (name: string) => sql.placeholder(name);
  /** `storeIn`'s statement, written once (lib/compiled.ts): with its notices on PostgreSQL, without them on PGlite. */
  const storeStatement = fixedStatements((shape: 'notify' | 'plain') => {
    const notice =
      shape === 'notify'
        ? sql`, pg_notify(${CHANNEL}, case when octet_length(n.payload) <= ${MAX_INLINE} then n.payload
              else json_build_object('tenantId', s.tenant_id, 'id', s.id, 'audience', s.audience, 'type', s.type,
                                     'inline', false)::text end)`
        : sql``;
    return sql`
      with locked as materialized (select pg_advisory_xact_lock(3, ${slot('tenantId')}::int)),
      stored as (
        insert into live_events (tenant_id, audience, type, data)
        select ${slot('tenantId')}, x.audience, x.type, x.data::jsonb
          from locked, unnest(${slot('audiences')}::text[],
                              ${slot('types')}::text[],
                              ${slot('data')}::text[])
                       with ordinality as x(audience, type, data, n)
         order by x.n
        returning tenant_id, id, audience, type, data)
      select s.id ${notice}
        from stored s,
             lateral (select json_build_object('tenantId', s.tenant_id, 'id', s.id, 'audience', s.audience,
                                               'type', s.type, 'data', s.data, 'inline', true)::text as payload) n
       where s.tenant_id = ${slot('tenantId')}
       order by s.id`;
  });

  /**
   * `store` in the caller's transaction, as one statement: the lock, then the insert (the lock is part of
   * the insert's FROM, so it is held before any id is drawn), then a notice per event in id order. A
   * notice carries the event, or only its id when it is too big for NOTIFY (the listener reads it back).
   * The statement names its tenant (`tenant_id = $n`), as every statement on a tenant's table does.
   */
  async function storeIn(tx: Tx, tenantId: number, events: Published[]): Promise<number[]> {
    const rows = await storeStatement<{ id: number | string }>(tx, useNotify ? 'notify' : 'plain', {
      tenantId,
      audiences: events.map((e) => e.audience),
      types: events.map((e) => e.type),
      data: events.map((e) => JSON.stringify(e.data ?? {})),
    });
    // Ids are drawn in the order of the values (one sequence, one statement, under the lock).
    return rows.map((r) => Number(r.id));
  }

  return {
    async start() {
      const { rows } = await database.pool.query<{ v: string }>('select version() as v');
      useNotify = !/PGlite/i.test(rows[0]?.v ?? '');
      if (useNotify) await connectListener();
      pruneTimer = setInterval(() => void this.prune().catch(() => {}), 3600_000);
      pruneTimer.unref();
    },
    async stop() {
      stopped = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      if (pruneTimer) clearInterval(pruneTimer);
      await listener?.end().catch(() => {});
      listener = null;
    },
    /**
     * Stores and sends one event to the tenant's subscribers of `audience`. One publisher at a time
     * per tenant (a transaction lock), so that a tenant's events commit — and are notified — in id
     * order: a subscriber resuming after the last id it saw can never skip one that committed later
     * (found by the live-events load test: concurrent publishers lost ~2% of events on PostgreSQL).
     */
    async publish(tenantId: number, audience: Addressee, type: LiveEventType, data: unknown): Promise<number> {
      const [id = 0] = await this.publishMany(tenantId, [{ audience, type, data }]);
      return id;
    },
    /** Several events of one tenant at once, in this order (one transaction: what a job announces when it ends). */
    async publishMany(tenantId: number, events: Published[]): Promise<number[]> {
      if (events.length === 0) return [];
      if (useNotify) {
        const ids = await store(tenantId, events);
        changedHere(tenantId);
        return ids;
      }
      const done = emitting.then(async () => {
        const ids = await store(tenantId, events);
        changedHere(tenantId);
        events.forEach((e, i) => {
          emitter.emit('event', { tenantId, id: ids[i] ?? 0, audience: e.audience, type: e.type, data: e.data });
        });
        return ids;
      });
      emitting = done.catch(() => {});
      return done;
    },
    /**
     * Events stored by the caller's transaction, as its last statements (the publishing lock is then held
     * only through its commit), and notified when it commits: one transaction less for a job that
     * announces what it wrote. The transaction must commit durably (an asynchronous commit lost in a
     * crash could hand an event id a subscriber has seen to another event). Call what this returns once
     * the transaction committed. On the embedded database the events are published then, in their own
     * transaction, as `publishMany` does: its one in-process emitter sends them in id order.
     */
    async publishWith(tx: Tx, tenantId: number, events: Published[]): Promise<() => Promise<void>> {
      if (events.length === 0) return async () => {};
      if (!useNotify)
        return async () => {
          await this.publishMany(tenantId, events);
        };
      await storeIn(tx, tenantId, events);
      return async () => changedHere(tenantId);
    },
    /**
     * Something of the tenant changed (a write request committed): this process's caches drop the
     * tenant at once, before the response leaves; the other processes a moment later through NOTIFY.
     * `access`: sessions or users may have changed (a logout, a user disabled, other roles), which
     * also ends streams and drops checked tokens; a change of records (`data`) leaves those alone.
     */
    tenantChanged(tenantId: number, change: TenantChange = 'data'): void {
      changedHere(tenantId, change);
      if (!useNotify) return;
      notices.add(`${tenantId}:${change}:${origin}`);
      sendNotices();
    },
    /** Called on every change of a tenant (records or access), and with ALL_TENANTS after missed notices. */
    onTenantChanged(fn: (tenantId: number) => void): () => void {
      changeListeners.add(fn);
      return () => changeListeners.delete(fn);
    },
    /** Called when a tenant's sessions or users may have changed, and with ALL_TENANTS after missed notices. */
    onAccessChanged(fn: (tenantId: number) => void): () => void {
      accessListeners.add(fn);
      return () => accessListeners.delete(fn);
    },
    subscribe(fn: (e: LiveEvent) => void): () => void {
      emitter.on('event', fn);
      return () => emitter.off('event', fn);
    },
    /** Events after `afterId` for a reconnecting client, oldest first. */
    async since(tenantId: number, afterId: number, audiences: Addressee[]): Promise<LiveEvent[]> {
      if (audiences.length === 0) return [];
      const rows = await withTenant(database, tenantId, (tx) =>
        tx
          .select()
          .from(liveEvents)
          .where(
            and(eq(liveEvents.tenantId, tenantId), gt(liveEvents.id, afterId), inArray(liveEvents.audience, audiences)),
          )
          .orderBy(asc(liveEvents.id))
          .limit(1000),
      );
      return rows.map((r) => ({
        tenantId: r.tenantId,
        id: r.id,
        audience: r.audience as Addressee,
        type: r.type,
        data: r.data,
      }));
    },
    async prune() {
      // Each tenant's old events; the app role only sees one tenant at a time, so the owner prunes.
      await database.db.delete(liveEvents).where(lt(liveEvents.createdAt, sql`now() - interval '1 day'`));
    },
  };
}
export type EventBus = ReturnType<typeof createEventBus>;
