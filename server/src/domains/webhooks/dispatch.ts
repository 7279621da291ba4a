import { randomUUID } from 'node:crypto';
import { type TWebhookEvent, WEBHOOK_EVENTS } from '@intel/contracts';
import { and, arrayContains, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Ctx } from '../../db/ctx.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { type Tx, withTenant } from '../../db/scoped.ts';
import type { LiveEvent } from '../../lib/events.ts';
import type { RecordChange } from '../../lib/record-changes.ts';
import type { AnyDef } from '../../lib/resource-def.ts';
import { readVisible } from '../../lib/resource-read.ts';
import type { JobDefinition } from '../../plugins/jobs.ts';
import type { Principal } from '../../policies/principal.ts';
import { ledgerResource } from '../curation/ledger.ts';
import { organizationResource } from '../curation/organizations.ts';
import { personResource } from '../curation/people.ts';
import { categoryResource, factResource, sectionResource } from '../intelbooks/resources.ts';
import { keywordResource } from '../keywords/resource.ts';
import { libraryResource } from '../library/library.ts';
import { listResource } from '../library/lists.ts';
import type { DeliverJob } from './delivery.ts';
import { newMessageId } from './signing.ts';

/** The records whose changes are sent, by their history's entity type: the kind named in a payload and how it is read. */
const RECORDS: Record<string, { kind: string; def: AnyDef }> = Object.fromEntries(
  (
    [
      ['organization', organizationResource],
      ['person', personResource],
      ['ledger', ledgerResource],
      ['library', libraryResource],
      ['list', listResource],
      ['intelbook_category', categoryResource],
      ['intelbook_section', sectionResource],
      ['intelbook_fact', factResource],
      ['keyword', keywordResource],
    ] as unknown as [string, AnyDef][]
  ).map(([kind, def]) => [def.entityType, { kind, def }]),
);

/** History actions → the change a payload names and the event it is sent as. */
const ACTIONS: Record<string, { change: string; event: TWebhookEvent }> = {
  create: { change: 'created', event: 'record.created' },
  update: { change: 'changed', event: 'record.changed' },
  merge: { change: 'merged', event: 'record.changed' },
  unmerge: { change: 'unmerged', event: 'record.changed' },
  delete: { change: 'deleted', event: 'record.deleted' },
};

/**
 * Live events (lib/events.ts) that webhooks send: the processing job's ones under a webhook name;
 * any other live event whose type is itself a webhook event name (`alert.fired`) as it is.
 */
const LIVE: Record<string, TWebhookEvent> = {
  raw_data_process_complete: 'raw_data.processed',
  new_suggested_entities: 'suggestions.created',
};
const EVENT_NAMES = new Set<string>(WEBHOOK_EVENTS);
export const webhookEventOf = (liveType: string): TWebhookEvent | null =>
  LIVE[liveType] ?? (EVENT_NAMES.has(liveType) ? (liveType as TWebhookEvent) : null);

/** Reads as a tenant admin: a payload holds what the tenant's admins may see, and no more. */
const ADMIN: Principal = { userId: null, email: null, isAdmin: true, isResearch: true, isTenantAdmin: false };

const ZItem = z.object({
  key: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  /** A live event's data, sent as it is. */
  data: z.unknown().optional(),
  /** A record change, read as an admin when the job runs. */
  record: z.object({ entityType: z.string(), entityId: z.number().int(), action: z.string() }).optional(),
});
const ZFanoutJob = z.object({ tenantId: z.number().int(), items: z.array(ZItem).min(1) });
type Item = z.infer<typeof ZItem>;

/** How long a tenant's subscribed event names are trusted before they are read again (writes here drop them at once). */
const SUBSCRIPTIONS_TTL_MS = 5000;

/**
 * From events to deliveries. Live events and committed record changes are checked against the events
 * the tenant's enabled endpoints subscribed to (cached); those wanted become one fan-out job, which
 * builds each payload and inserts one delivery per endpoint — once per event even when several
 * processes saw it (`event_key` is unique per endpoint) — and queues their first attempts.
 */
export function createDispatch(app: FastifyInstance, deliver: DeliverJob) {
  // The read itself is kept (not only its answer): a burst of events (an import's alerts, thousands in a
  // second) shares one read instead of each starting its own before the first has answered.
  const subscribed = new Map<number, { events: Promise<Set<string>>; at: number }>();

  function eventsOf(tenantId: number): Promise<Set<string>> {
    const hit = subscribed.get(tenantId);
    if (hit && performance.now() - hit.at < SUBSCRIPTIONS_TTL_MS) return hit.events;
    const events = withTenant(app.database, tenantId, (tx) =>
      tx
        .selectDistinct({ event: sql<string>`unnest(${webhookEndpoints.events})` })
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.enabled, true))),
    ).then((rows) => new Set(rows.map((r) => r.event)));
    subscribed.set(tenantId, { events, at: performance.now() });
    // A failed read is not kept: the next event reads again.
    events.catch(() => {
      if (subscribed.get(tenantId)?.events === events) subscribed.delete(tenantId);
    });
    return events;
  }

  const fanout: JobDefinition<typeof ZFanoutJob> = {
    name: 'webhook-fanout',
    payload: ZFanoutJob,
    concurrency: 1,
    async handler({ tenantId, items }) {
      const queued = await withTenant(app.database, tenantId, async (tx) => {
        const ids: number[] = [];
        for (const item of items) ids.push(...(await fanOut(tx, tenantId, item)));
        return ids;
      });
      for (const deliveryId of queued) await app.jobs.send(deliver, { tenantId, deliveryId });
    },
  };

  async function fanOut(tx: Tx, tenantId: number, item: Item): Promise<number[]> {
    const endpoints = await tx
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.tenantId, tenantId),
          eq(webhookEndpoints.enabled, true),
          arrayContains(webhookEndpoints.events, [item.event]),
        ),
      );
    if (endpoints.length === 0) return [];
    const data = item.record ? await recordData(tx, tenantId, item.record) : (item.data ?? {});
    const payload = { type: item.event, timestamp: new Date().toISOString(), data };
    const rows = await tx
      .insert(webhookDeliveries)
      .values(
        endpoints.map((e) => ({
          tenantId,
          endpointId: e.id,
          messageId: newMessageId(),
          eventKey: item.key,
          event: item.event,
          payload,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: webhookDeliveries.id });
    return rows.map((r) => r.id);
  }

  /** A record change's data: its kind, id and change, and — unless deleted — the record as an admin reads it now. */
  async function recordData(tx: Tx, tenantId: number, change: NonNullable<Item['record']>) {
    const target = RECORDS[change.entityType];
    const action = ACTIONS[change.action];
    if (!target || !action) return {};
    const data: Record<string, unknown> = { kind: target.kind, id: change.entityId, change: action.change };
    if (action.change === 'deleted') return data;
    const ctx: Ctx = { tx, tenantId, principal: ADMIN, userId: null };
    const row = await readVisible(target.def, ctx, change.entityId).catch(() => null);
    if (row) data.record = (await target.def.present([row], ctx))[0] ?? null;
    return data;
  }

  /** Queues the items the tenant's endpoints want (nothing at all when none does). */
  async function send(tenantId: number, items: Item[]) {
    if (items.length === 0) return;
    const events = await eventsOf(tenantId);
    const wanted = items.filter((i) => events.has(i.event));
    if (wanted.length) await app.jobs.send(fanout, { tenantId, items: wanted });
  }

  const failed = (err: unknown) => app.log.warn({ err }, 'webhook event not queued');

  return {
    fanout,
    /** Drops the tenant's cached subscriptions (its endpoints changed). */
    forget: (tenantId: number) => subscribed.delete(tenantId),
    /** A live event of any process: keyed by its id, so that each process seeing it queues the same deliveries. */
    onLiveEvent(e: LiveEvent) {
      const event = webhookEventOf(e.type);
      if (!event) return;
      send(e.tenantId, [{ key: `live:${e.id}`, event, data: e.data }]).catch(failed);
    },
    /** A write request's committed record changes (this process only). */
    onRecordChanges(tenantId: number, changes: RecordChange[]) {
      const items: Item[] = [];
      for (const c of changes) {
        const action = ACTIONS[c.action];
        if (!RECORDS[c.entityType] || !action) continue;
        items.push({ key: `rec:${randomUUID()}`, event: action.event, record: c });
      }
      send(tenantId, items).catch(failed);
    },
    /** A test event for one endpoint (the screen's "Send a test event"). */
    async ping(tenantId: number, endpointId: number): Promise<number | null> {
      const [row] = await withTenant(app.database, tenantId, (tx) =>
        tx
          .insert(webhookDeliveries)
          .values({
            tenantId,
            endpointId,
            messageId: newMessageId(),
            eventKey: `ping:${randomUUID()}`,
            event: 'webhook.test',
            payload: { type: 'webhook.test', timestamp: new Date().toISOString(), data: { endpoint_id: endpointId } },
          })
          .returning({ id: webhookDeliveries.id }),
      );
      if (!row) return null;
      await app.jobs.send(deliver, { tenantId, deliveryId: row.id });
      return row.id;
    },
  };
}
export type Dispatch = ReturnType<typeof createDispatch>;
