import { expect, it } from 'vitest';
import { readXlsx } from '../lib/xlsx.ts';
import { createTenant, createUser, loginAs, type Role, type TestTenant } from './factories.ts';
import { request, type useTestApp } from './harness.ts';

type Ctx = ReturnType<typeof useTestApp>;
type Body = Record<string, unknown>;

/**
 * The checks every resource endpoint must pass (STYLE rule 10): works for the right role, 401
 * without a token, 403 for the wrong role, 404 across tenants and for hidden records, 400 on bad input.
 */
export function resourceContract(
  ctx: Ctx,
  opts: {
    path: string;
    /** A valid body; called per tenant so that linked ids can be created first. */
    create: (tenant: TestTenant, token: string) => Promise<Body> | Body;
    patch: Body;
    invalid: Body;
    writer: Role;
    /** A role that may read but not write (or null when every reader may write). */
    readerOnly: Role | null;
    hasVisibility?: boolean;
    /** Readable by anonymous visitors when public. */
    publicRead?: boolean;
  },
) {
  const url = (id?: number) => `/api/v1${opts.path}/${id !== undefined ? `${id}/` : ''}`;

  async function setup() {
    const tenant = await createTenant(ctx.database);
    const writer = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, opts.writer));
    const reader = opts.readerOnly
      ? await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, opts.readerOnly))
      : null;
    return { tenant, writer, reader };
  }

  it(`${opts.path}: the writer creates, reads, lists, patches and deletes`, async () => {
    const { tenant, writer } = await setup();
    const body = await opts.create(tenant, writer);
    const created = await request(ctx.port, 'POST', url(), { host: tenant.host, token: writer, body });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as number;
    const read = await request(ctx.port, 'GET', url(id), { host: tenant.host, token: writer });
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(id);
    const list = await request(ctx.port, 'GET', url(), { host: tenant.host, token: writer });
    expect(list.status).toBe(200);
    expect(list.body.count).toBeGreaterThanOrEqual(1);
    expect(list.body.results.map((r: Body) => r.id)).toContain(id);
    const patched = await request(ctx.port, 'PATCH', url(id), { host: tenant.host, token: writer, body: opts.patch });
    expect(patched.status, patched.text).toBe(200);
    for (const [k, v] of Object.entries(opts.patch)) expect(patched.body[k]).toEqual(v);
    const filters = await request(ctx.port, 'GET', `${url()}available-filters/`, { host: tenant.host, token: writer });
    expect(filters.status).toBe(200);
    expect(Array.isArray(filters.body)).toBe(true);
    const xlsx = await request(ctx.port, 'GET', `${url()}?format=xlsx`, { host: tenant.host, token: writer });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const del = await request(ctx.port, 'DELETE', url(id), { host: tenant.host, token: writer });
    expect(del.status).toBe(204);
    expect((await request(ctx.port, 'GET', url(id), { host: tenant.host, token: writer })).status).toBe(404);
  });

  it(`${opts.path}: 401 without a token, 403 for the wrong role on writes`, async () => {
    const { tenant, writer, reader } = await setup();
    const body = await opts.create(tenant, writer);
    expect((await request(ctx.port, 'POST', url(), { host: tenant.host, body })).status).toBe(401);
    if (reader) {
      const res = await request(ctx.port, 'POST', url(), { host: tenant.host, token: reader, body });
      expect(res.status).toBe(403);
    }
    const created = await request(ctx.port, 'POST', url(), { host: tenant.host, token: writer, body });
    const id = created.body.id as number;
    expect((await request(ctx.port, 'PATCH', url(id), { host: tenant.host, body: opts.patch })).status).toBe(401);
    expect((await request(ctx.port, 'DELETE', url(id), { host: tenant.host })).status).toBe(401);
    if (reader) {
      expect(
        (await request(ctx.port, 'PATCH', url(id), { host: tenant.host, token: reader, body: opts.patch })).status,
      ).toBe(403);
      expect((await request(ctx.port, 'DELETE', url(id), { host: tenant.host, token: reader })).status).toBe(403);
    }
  });

  it(`${opts.path}: another tenant's ids answer 404 and never appear`, async () => {
    const a = await setup();
    const b = await setup();
    const created = await request(ctx.port, 'POST', url(), {
      host: a.tenant.host,
      token: a.writer,
      body: await opts.create(a.tenant, a.writer),
    });
    const id = created.body.id as number;
    expect((await request(ctx.port, 'GET', url(id), { host: b.tenant.host, token: b.writer })).status).toBe(404);
    expect(
      (await request(ctx.port, 'PATCH', url(id), { host: b.tenant.host, token: b.writer, body: opts.patch })).status,
    ).toBe(404);
    expect((await request(ctx.port, 'DELETE', url(id), { host: b.tenant.host, token: b.writer })).status).toBe(404);
    const list = await request(ctx.port, 'GET', url(), { host: b.tenant.host, token: b.writer });
    expect(list.body.results.map((r: Body) => r.id)).not.toContain(id);
    const batch = await request(ctx.port, 'DELETE', `${url()}remove-batch/`, {
      host: b.tenant.host,
      token: b.writer,
      body: { ids: [id] },
    });
    expect(batch.body).toEqual({ deleted: 0 });
    expect((await request(ctx.port, 'GET', url(id), { host: a.tenant.host, token: a.writer })).status).toBe(200);
  });

  it(`${opts.path}: bad input is a 400 with field errors; unknown fields and mass assignment refused`, async () => {
    const { tenant, writer } = await setup();
    const bad = await request(ctx.port, 'POST', url(), { host: tenant.host, token: writer, body: opts.invalid });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toBeTypeOf('object');
    const body = await opts.create(tenant, writer);
    for (const extra of [{ tenant_id: 1 }, { id: 99 }, { created_by: 1 }]) {
      const res = await request(ctx.port, 'POST', url(), {
        host: tenant.host,
        token: writer,
        body: { ...body, ...extra },
      });
      expect(res.status).toBe(400);
    }
    expect((await request(ctx.port, 'GET', `${url()}?limit=1000`, { host: tenant.host, token: writer })).status).toBe(
      400,
    );
    expect(
      (await request(ctx.port, 'GET', `${url()}?ordering=password`, { host: tenant.host, token: writer })).status,
    ).toBe(400);
    expect((await request(ctx.port, 'GET', url(0), { host: tenant.host, token: writer })).status).toBe(400);
    expect((await request(ctx.port, 'GET', url(999_999_999), { host: tenant.host, token: writer })).status).toBe(404);
  });

  if (opts.hasVisibility) {
    it(`${opts.path}: hidden and paywalled records are invisible to those who may not see them`, async () => {
      const { tenant, writer } = await setup();
      const ids: Record<string, number> = {};
      for (const visibility of ['public', 'paywalled', 'hidden']) {
        const res = await request(ctx.port, 'POST', url(), {
          host: tenant.host,
          token: writer,
          body: { ...(await opts.create(tenant, writer)), visibility },
        });
        expect(res.status, res.text).toBe(201);
        ids[visibility] = res.body.id;
      }
      const paywall = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader'));
      const seen = async (token: string | null) => {
        const list = await request(ctx.port, 'GET', `${url()}?limit=100`, { host: tenant.host, token });
        return (list.body.results ?? []).map((r: Body) => r.id);
      };
      if (opts.publicRead) {
        expect(await seen(null)).toEqual([ids.public]);
        // The paywalled record's address tells a visitor it is for subscribers, with no field of it (issue 19 item 6).
        const teaser = await request(ctx.port, 'GET', url(ids.paywalled), { host: tenant.host });
        expect(teaser.status).toBe(403);
        expect(Object.keys(teaser.body).sort()).toEqual(['detail', 'paywall']);
        expect((await request(ctx.port, 'GET', url(ids.hidden), { host: tenant.host })).status).toBe(404);
        const xlsx = await request(ctx.port, 'GET', `${url()}?format=xlsx`, { host: tenant.host });
        const rows = await readXlsx(xlsx.buffer);
        expect(rows.length).toBeLessThanOrEqual(2);
      }
      expect((await seen(paywall)).sort()).toEqual([ids.public, ids.paywalled].sort());
      expect((await request(ctx.port, 'GET', url(ids.hidden), { host: tenant.host, token: paywall })).status).toBe(404);
      expect((await seen(writer)).sort()).toEqual([ids.public, ids.paywalled, ids.hidden].sort());
    });
  }
}
