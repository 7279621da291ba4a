import { LIVE_EVENT_TYPES } from '@intel/contracts';
import { describe, expect, it } from 'vitest';
import type { Audience } from '../../policies/channels.ts';
import { createTenant, createUser, loginAs, type Role, type TestTenant } from '../factories.ts';
import { openStream, type StreamEvent, useTestApp } from '../harness.ts';

/**
 * Issue 8 item 9: 10,000 live events across two tenants and the three audiences; every subscriber
 * (admin, research, reader of each tenant) receives exactly the events its role may see, none twice,
 * in order; then a subscriber forced to disconnect 50 times while events keep coming, resuming with
 * Last-Event-ID each time, loses none.
 */
const EVENTS = Number(process.env.LIVE_EVENTS ?? 10_000);
const PUBLISHERS = 4;
const GRANTS: Record<Exclude<Role, 'tenantAdmin'>, Audience[]> = {
  admin: ['admin', 'research', 'all'],
  research: ['research', 'all'],
  reader: ['all'],
};
const AUDIENCES: Audience[] = ['admin', 'research', 'all'];

type Published = { id: number; tenant: number; audience: Audience; seq: number };
type Ctx = ReturnType<typeof useTestApp>;

async function tenantWithSubscribers(ctx: Ctx) {
  const tenant = await createTenant(ctx.database);
  const tokens: Record<string, string> = {};
  for (const role of Object.keys(GRANTS))
    tokens[role] = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, role as Role));
  return { tenant, tokens };
}

/** Asks for every channel of the tenant (and another tenant's, which must be ignored). */
function channelsPath(tenant: TestTenant, other: TestTenant) {
  const own = AUDIENCES.map((a) => `${tenant.subdomain}-${a}`);
  return `/api/v1/events/?channels=${[...own, `${other.subdomain}-all`, `${other.subdomain}-admin`].join(',')}`;
}

/** Publishes `count` events from `PUBLISHERS` concurrent publishers; answers them with their ids. */
async function publishMany(ctx: Ctx, tenants: TestTenant[], count: number, offset = 0, pace?: () => Promise<void>) {
  const published: Published[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const seq = offset + next++;
      const tenant = tenants[seq % tenants.length] as TestTenant;
      const audience = AUDIENCES[Math.floor(seq / tenants.length) % AUDIENCES.length] as Audience;
      const type = LIVE_EVENT_TYPES[seq % LIVE_EVENT_TYPES.length] as (typeof LIVE_EVENT_TYPES)[number];
      const id = await ctx.app.events.publish(tenant.id, audience, type, { seq, tenant: tenant.id, audience });
      published.push({ id, tenant: tenant.id, audience, seq });
      await pace?.();
    }
  };
  await Promise.all(Array.from({ length: PUBLISHERS }, worker));
  return published;
}

function check(received: StreamEvent[], expected: Published[]) {
  const ids = received.map((e) => Number(e.id));
  const problems: string[] = [];
  if (new Set(ids).size !== ids.length) problems.push(`${ids.length - new Set(ids).size} duplicates`);
  for (let i = 1; i < ids.length; i++)
    if ((ids[i] as number) <= (ids[i - 1] as number)) {
      problems.push(`out of order at ${i}: ${ids[i - 1]} then ${ids[i]}`);
      break;
    }
  const want = new Set(expected.map((p) => p.id));
  const got = new Set(ids);
  const missing = [...want].filter((id) => !got.has(id));
  const extra = [...got].filter((id) => !want.has(id));
  if (missing.length) problems.push(`${missing.length} missing (first ${missing.slice(0, 5).join(',')})`);
  if (extra.length) problems.push(`${extra.length} not for this subscriber (first ${extra.slice(0, 5).join(',')})`);
  // The payload travelled intact with its id.
  const byId = new Map(expected.map((p) => [p.id, p]));
  for (const e of received) {
    const p = byId.get(Number(e.id));
    const data = e.data as { seq: number; tenant: number; audience: string };
    if (p && (data.seq !== p.seq || data.tenant !== p.tenant || data.audience !== p.audience)) {
      problems.push(`event ${e.id} carries ${JSON.stringify(data)}`);
      break;
    }
  }
  return problems;
}

describe('live events under load', () => {
  const ctx = useTestApp(() => ({ runWorkers: false }));

  it(`${EVENTS} events over two tenants and three audiences: each of six subscribers gets exactly its own, once, in order`, async () => {
    const a = await tenantWithSubscribers(ctx);
    const b = await tenantWithSubscribers(ctx);
    const subscribers: {
      name: string;
      tenant: TestTenant;
      grant: Audience[];
      stream: Awaited<ReturnType<typeof openStream>>;
    }[] = [];
    for (const [me, other] of [
      [a, b],
      [b, a],
    ] as const) {
      for (const [role, grant] of Object.entries(GRANTS)) {
        const stream = await openStream(ctx.port, channelsPath(me.tenant, other.tenant), {
          host: me.tenant.host,
          token: me.tokens[role] as string,
        });
        expect(stream.status).toBe(200);
        subscribers.push({ name: `${role}@${me.tenant.subdomain}`, tenant: me.tenant, grant, stream });
      }
    }
    // The stream says what it granted before any event.
    for (const s of subscribers) {
      const until = Date.now() + 5000;
      while (s.stream.comments.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
      expect(s.stream.comments[0]).toBe(`granted ${s.grant.map((g) => `${s.tenant.subdomain}-${g}`).join(',')}`);
    }
    const started = Date.now();
    const published = await publishMany(ctx, [a.tenant, b.tenant], EVENTS);
    const publishMs = Date.now() - started;
    const problems: string[] = [];
    for (const s of subscribers) {
      const expected = published.filter((p) => p.tenant === s.tenant.id && s.grant.includes(p.audience));
      await s.stream.waitFor(expected.length, 20_000);
      await new Promise((r) => setTimeout(r, 100));
      for (const p of check(s.stream.events, expected)) problems.push(`${s.name}: ${p}`);
      s.stream.close();
    }
    const delivered = subscribers.reduce((n, s) => n + s.stream.events.length, 0);
    console.log(
      `live events: ${published.length} published in ${publishMs} ms by ${PUBLISHERS} publishers; ${delivered} deliveries to ${subscribers.length} subscribers`,
    );
    expect(problems).toEqual([]);
    expect(published.length).toBe(EVENTS);
  }, 120_000);

  it('50 forced disconnects while events keep coming: each reconnect resumes with Last-Event-ID and loses nothing', async () => {
    const a = await tenantWithSubscribers(ctx);
    const b = await tenantWithSubscribers(ctx);
    const path = channelsPath(a.tenant, b.tenant);
    const received: StreamEvent[] = [];
    let stream = await openStream(ctx.port, path, { host: a.tenant.host, token: a.tokens.research as string });
    let reconnects = 0;
    let whilePublishing = 0;
    let publishing = true;
    // Reconnects about every 40 events until 50 reconnects are done, while the publishers run.
    const churn = (async () => {
      while (reconnects < 50) {
        await new Promise((r) => setTimeout(r, 15));
        if (stream.events.length < 1 + (reconnects % 3) && publishing) continue;
        stream.close();
        received.push(...stream.events);
        const last = received.at(-1)?.id;
        stream = await openStream(ctx.port, path, {
          host: a.tenant.host,
          token: a.tokens.research as string,
          ...(last ? { lastEventId: last } : {}),
        });
        reconnects++;
        if (publishing) whilePublishing++;
      }
    })();
    // Slow enough that the 50 reconnects happen while events are still being published.
    const published = await publishMany(
      ctx,
      [a.tenant, b.tenant],
      3_000,
      0,
      () => new Promise((r) => setTimeout(r, 2)),
    );
    publishing = false;
    await churn;
    const expected = published.filter((p) => p.tenant === a.tenant.id && GRANTS.research.includes(p.audience));
    const remaining = expected.length - received.length;
    await stream.waitFor(remaining, 20_000);
    await new Promise((r) => setTimeout(r, 100));
    stream.close();
    received.push(...stream.events);
    console.log(
      `live events: ${reconnects} forced reconnects (${whilePublishing} while publishing), ${expected.length} events expected, ${received.length} received`,
    );
    expect(reconnects).toBe(50);
    expect(whilePublishing).toBeGreaterThanOrEqual(45);
    expect(check(received, expected)).toEqual([]);
  }, 120_000);

  it('a subscriber away while 2,500 events were published gets all of them when it comes back', async () => {
    const a = await tenantWithSubscribers(ctx);
    const b = await tenantWithSubscribers(ctx);
    const path = channelsPath(a.tenant, b.tenant);
    const first = await openStream(ctx.port, path, { host: a.tenant.host, token: a.tokens.admin as string });
    const [marker] = await publishMany(ctx, [a.tenant], 1);
    await first.waitFor(1);
    first.close();
    expect(first.events.map((e) => Number(e.id))).toEqual([marker?.id]);
    const missed = await publishMany(ctx, [a.tenant], 2_500, 1);
    const back = await openStream(ctx.port, path, {
      host: a.tenant.host,
      token: a.tokens.admin as string,
      lastEventId: String(marker?.id),
    });
    await back.waitFor(missed.length, 20_000);
    await new Promise((r) => setTimeout(r, 100));
    back.close();
    expect(check(back.events, missed)).toEqual([]);
  }, 60_000);
});
