import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs } from '../factories.ts';
import { FILE_EVENTS_CHANNEL, request, useTestApp } from '../harness.ts';

/**
 * What the write mix of the bench sends to the database (issue 16 item 4), captured at the driver.
 * A write of records changes no session: the next request of the same token is not checked against
 * the database again (it was, after every write of the tenant: three more round trips per request);
 * and a patch of the record's own fields reads it once, not twice, and sends its history entry in the
 * same message as its commit.
 */
const captured: { client: unknown; text: string; withNext?: boolean }[] = [];
// biome-ignore lint/suspicious/noExplicitAny: wraps the driver's overloaded query() whatever its arguments
const original = pg.Client.prototype.query as any;
let capturing = false;
const SESSION_LOOKUP = /from "sessions"/;

describe('what a write sends to the database', () => {
  const ctx = useTestApp();
  beforeAll(() => {
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text?: string; pipelinedWith?: string } | undefined;
      const text = typeof first === 'string' ? first : first?.text;
      // A transaction's opening pipelined with its first statement: one write, one round trip.
      const withNext = typeof first === 'object' && !!first?.pipelinedWith;
      if (capturing && text) captured.push({ client: this, text, withNext });
      return original.apply(this, args);
    };
  });
  afterAll(() => {
    pg.Client.prototype.query = original;
  });

  async function capture<T>(
    fn: () => Promise<T>,
  ): Promise<{ result: T; statements: string[]; sent: { client: unknown; text: string }[] }> {
    captured.length = 0;
    capturing = true;
    try {
      const result = await fn();
      return { result, statements: captured.map((c) => c.text), sent: [...captured] };
    } finally {
      capturing = false;
    }
  }

  /** Whether this database delivers NOTIFY to other connections (PostgreSQL; not the embedded one). */
  const notifying = async () =>
    !/PGlite/i.test((await ctx.database.pool.query<{ v: string }>('select version() as v')).rows[0]?.v ?? '');

  /**
   * The round trips of the transaction that `sent` began for the tenant, through its COMMIT: each the
   * text of its message (an opening pipelined with the first statement joined to it by "; ").
   */
  const transactionOf = (sent: { client: unknown; text: string; withNext?: boolean }[], tenantId: number) => {
    const begin = sent.find((c) => c.text.startsWith('begin;') && c.text.includes(`'${tenantId}'`));
    const trips: string[] = [];
    let joining = false;
    // From the transaction's BEGIN on: an unwaited COMMIT of the connection's previous, read-only
    // transaction may be sent after the capture began (it failed one run in three on PostgreSQL).
    for (const c of sent.slice(begin ? sent.indexOf(begin) : 0).filter((c) => c.client === begin?.client)) {
      if (joining) trips[trips.length - 1] += `; ${c.text}`;
      else trips.push(c.text);
      joining = !!c.withNext;
    }
    return trips.slice(0, trips.findIndex((s) => /commit$/.test(s)) + 1);
  };

  /**
   * The change notice to the other processes is never part of the write's transaction: PostgreSQL
   * serialises the commits of notifying transactions until their WAL is flushed, so a NOTIFY in every
   * write made all writes of the server commit one at a time (issue 37; the commit's message carried it
   * before). It follows the commit as a transaction of its own, with synchronous_commit off.
   */
  async function expectNoticeAfterCommit(inTx: string[], tenantId: number, server: boolean) {
    expect(inTx.join('\n')).not.toMatch(/pg_notify/);
    if (!server) return;
    const notice = `select pg_notify('${FILE_EVENTS_CHANNEL}_tenant_changed', '${tenantId}:data:`;
    const deadline = Date.now() + 10_000;
    let sent = captured.find((c) => c.text.includes(notice));
    while (!sent && Date.now() < deadline) {
      capturing = true;
      await new Promise((r) => setImmediate(r));
      sent = captured.find((c) => c.text.includes(notice));
    }
    capturing = false;
    expect(sent?.text).toMatch(/^begin; set local synchronous_commit to off; select pg_notify\(/);
    expect(sent?.text).toMatch(/; commit$/);
  }

  it('a create sends its history entry with the commit, and its notice after it', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const call = (method: string, path: string, body?: unknown) =>
      request(ctx.port, method, `/api/v1${path}`, { host: tenant.host, token, ...(body ? { body } : {}) });
    const keyword = await call('POST', '/keywords/', { name: 'Robots' });
    const create = await capture(() =>
      call('POST', '/assets/organizations/', { name_dba: 'Bench New Capital 2', keyword_ids: [keyword.body.id] }),
    );
    expect(create.result.status).toBe(201);
    expect(create.result.body.keywords.map((k: { name: string }) => k.name)).toEqual(['Robots']);
    // Begin with the settings, the insert with its keywords, the read-back, then history with the commit. On a PostgreSQL server the first two are one round trip (pipelined).
    const server = await notifying();
    const inTx = transactionOf(create.sent, tenant.id);
    expect(inTx).toHaveLength(server ? 3 : 4);
    const insert = /with "created" as \(insert into "organizations"[\s\S]*"tagged" as \(insert into "entity_keywords"/;
    if (server) expect(inTx[0]).toMatch(new RegExp(`^begin; select set_config\\([\\s\\S]*; ${insert.source}`));
    else expect(inTx[1]).toMatch(new RegExp(`^${insert.source}`));
    expect(inTx.at(-1)).toMatch(/^insert into record_history [\s\S]*'create'[\s\S]*; commit$/);
    // Its keyword ids as one parameter each: PostgreSQL counts them and keeps a generic plan (with one array
    // parameter it assumed 100 links and planned every create again).
    expect(inTx[server ? 0 : 1]).toMatch(/from unnest\(array\[\$\d+::bigint\]::bigint\[\]\) as k/);
    await expectNoticeAfterCommit(inTx, tenant.id, server);
    const history = await call('GET', `/assets/organizations/${create.result.body.id}/history/`);
    expect(JSON.stringify(history.body)).toContain('Bench New Capital 2');
  });

  it('a write of records does not make the next requests check their session again; a logout does', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const other = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const call = (method: string, path: string, tok: string, body?: unknown) =>
      request(ctx.port, method, `/api/v1${path}`, { host: tenant.host, token: tok, ...(body ? { body } : {}) });
    const created = await call('POST', '/assets/organizations/', token, { name_dba: 'Bench New Capital 1' });
    expect(created.status).toBe(201);
    await call('GET', '/auth/me/', other);

    const patch = await capture(() =>
      call('PATCH', `/assets/organizations/${created.body.id}/`, token, { description: 'Updated' }),
    );
    expect(patch.result.status).toBe(200);
    expect(patch.statements.filter((s) => SESSION_LOOKUP.test(s))).toEqual([]);
    // The record as it was (for the history's diff) and the update, answering the record as it is, in
    // one statement: its read in a WITH sees the row before the update changes it.
    const pair = patch.statements.filter((s) =>
      /^with "before" as \(select\b[\s\S]* from "organizations" where/.test(s),
    );
    expect(pair).toHaveLength(1);
    expect(pair[0]).toMatch(/"after" as \(update "organizations"[\s\S]* returning /);
    expect(patch.statements.filter((s) => /^select\b[\s\S]* from "organizations" where/.test(s))).toEqual([]);
    expect(patch.result.body.description).toBe('Updated');
    // Three round trips in its transaction: begin with the tenant's settings, the read and update, and
    // the history entry in the commit's message; two on a PostgreSQL server,
    // where the first two are pipelined.
    // (The connection that began the tenant's transaction: other work of the process runs meanwhile.)
    const server = await notifying();
    const inTx = transactionOf(patch.sent, tenant.id);
    expect(inTx).toHaveLength(server ? 2 : 3);
    expect(inTx.at(-1)).toMatch(/^insert into record_history [\s\S]*; commit$/);
    await expectNoticeAfterCommit(inTx, tenant.id, server);
    // The history holds the description as it was and as it is (a read that saw the changed row would
    // find nothing changed, and write no entry).
    const second = await call('PATCH', `/assets/organizations/${created.body.id}/`, token, { description: 'Again' });
    expect(second.body.description).toBe('Again');
    const history = await call('GET', `/assets/organizations/${created.body.id}/history/`, token);
    expect(history.body.map((e: { changes: { field: string; from: string; to: string }[] }) => e.changes)).toEqual([
      [expect.objectContaining({ field: 'description', from: 'Updated', to: 'Again' })],
      [expect.objectContaining({ field: 'description', from: null, to: 'Updated' })],
      expect.anything(),
    ]);
    const after = await capture(() => call('GET', '/auth/me/', other));
    expect(after.result.status).toBe(200);
    expect(after.statements.filter((s) => SESSION_LOOKUP.test(s))).toEqual([]);

    // A logout changes access: the tenant's checked tokens are checked again, and the ended one is refused.
    expect((await call('POST', '/auth/logout/', other)).status).toBe(204);
    const again = await capture(() => call('GET', '/auth/me/', token));
    expect(again.result.status).toBe(200);
    expect(again.statements.filter((s) => SESSION_LOOKUP.test(s))).toHaveLength(1);
    expect((await call('GET', '/auth/me/', other)).status).toBe(401);
  });
});
