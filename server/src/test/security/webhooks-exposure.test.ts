import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs } from '../factories.ts';
import { request, useTestApp } from '../harness.ts';
import { startReceiver } from '../webhook-receiver.ts';

/**
 * Field exposure of webhooks (issue 38 part 3): endpoint and delivery answers hold only their
 * contract's fields (never the signing secret, except in the create and rotate answers), and a
 * record's payload is exactly what the tenant's admins read of it through the API — no more.
 */
const ENDPOINT_FIELDS = [
  'id',
  'url',
  'description',
  'events',
  'enabled',
  'consecutive_failures',
  'disabled_reason',
  'disabled_at',
  'created_at',
  'updated_at',
].sort();
const DELIVERY_FIELDS = [
  'id',
  'endpoint_id',
  'message_id',
  'event',
  'status',
  'attempts',
  'response_status',
  'error',
  'created_at',
  'last_attempt_at',
  'next_attempt_at',
  'payload',
].sort();

describe('field exposure: webhooks', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
  }, 10_000);
  const ctx = useTestApp(() => ({
    fetch: { allow: [`127.0.0.1:${receiver.port}`], timeoutMs: 5000, maxBytes: 1024 * 1024 },
  }));
  afterAll(() => receiver?.close());

  it('answers no secret after creation, only contract fields, and payloads equal the admin’s own read', async () => {
    const tenant = await createTenant(ctx.database);
    const admin = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    const call = (method: string, path: string, body?: unknown) =>
      request(ctx.port, method, `/api/v1${path}`, { host: tenant.host, token: admin, body });
    const created = await call('POST', '/webhooks/', {
      url: receiver.url(`/ok/exposure-${tenant.subdomain}`),
      events: ['record.created'],
    });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual([...ENDPOINT_FIELDS, 'secret'].sort());
    const { secret, id } = created.body;
    const person = await call('POST', '/assets/people/', {
      name_given: 'Exposed',
      name_family: 'Person',
      visibility: 'hidden',
      admin_notes: 'admins only',
    });
    expect(person.status, person.text).toBe(201);
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON and assert on it
    let deliveries: any[] = [];
    for (const until = Date.now() + 20_000; Date.now() < until; ) {
      deliveries = (await call('GET', `/webhooks/${id}/deliveries/`)).body.results;
      if (deliveries[0]?.status === 'succeeded') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(deliveries).toHaveLength(1);
    const answers = [
      await call('GET', '/webhooks/'),
      await call('GET', `/webhooks/${id}/`),
      await call('PATCH', `/webhooks/${id}/`, { description: 'x' }),
      await call('GET', `/webhooks/${id}/deliveries/`),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.text).not.toContain(secret);
      expect(res.text).not.toMatch(/whsec_|"secret"|tenant_id|created_by/);
    }
    expect(Object.keys(answers[1]?.body).sort()).toEqual(ENDPOINT_FIELDS);
    expect(Object.keys(deliveries[0]).sort()).toEqual(DELIVERY_FIELDS);
    // The record in the payload is the admin's own read of it, field for field.
    const read = await call('GET', `/assets/people/${person.body.id}/`);
    const [got] = receiver.at(`/ok/exposure-${tenant.subdomain}`);
    expect(got?.json.data.record).toEqual(read.body);
    expect(Object.keys(got?.json).sort()).toEqual(['data', 'timestamp', 'type']);
  });
});
