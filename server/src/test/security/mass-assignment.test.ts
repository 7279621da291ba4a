import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs, TEST_PASSWORD } from '../factories.ts';
import { request, upload, useTestApp } from '../harness.ts';
import type { JsonSchema } from './json-schema-arbitrary.ts';

/**
 * Issue 8 item 4 (first half): fields a caller must not set — ownership (`tenant_id`, `created_by`),
 * identity (`id`), roles and timestamps — are refused in every body, never silently applied.
 */
const OWNERSHIP = ['tenant_id', 'tenantId', 'id', 'created_by', 'createdBy', 'created_at', 'updated_at'];
const ROLES = ['is_admin', 'is_research', 'is_tenant_admin', 'disabled', 'password_hash', 'passwordHash'];

type Ctx = ReturnType<typeof useTestApp>;

async function setup(ctx: Ctx) {
  const tenant = await createTenant(ctx.database);
  const other = await createTenant(ctx.database);
  const operator = await createUser(ctx.database, tenant, 'tenantAdmin');
  const researcher = await createUser(ctx.database, tenant, 'research');
  const reader = await createUser(ctx.database, tenant, 'reader');
  return {
    tenant,
    other,
    researcher,
    reader,
    operatorToken: await loginAs(ctx.port, tenant, operator),
    researchToken: await loginAs(ctx.port, tenant, researcher),
    readerToken: await loginAs(ctx.port, tenant, reader),
  };
}

/** Which erroneous keys a 400 names (`errors` keys are field paths, or the unknown keys joined by commas). */
function namedKeys(body: { errors?: Record<string, string[]> }): string[] {
  return Object.keys(body?.errors ?? {}).flatMap((k) => k.split(','));
}

describe('mass assignment: forbidden fields in bodies', () => {
  const ctx = useTestApp(() => ({ runWorkers: false }));

  it('every strict JSON body (every POST/PATCH/DELETE route that declares one) refuses ownership, identity and role fields with a 400 naming them', async () => {
    const s = await setup(ctx);
    const doc = ctx.app.swagger() as unknown as { paths: Record<string, Record<string, JsonSchema>> };
    const checked: string[] = [];
    const problems: string[] = [];
    for (const [template, ops] of Object.entries(doc.paths)) {
      for (const [m, op] of Object.entries(ops)) {
        const schema = op.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined;
        if (!template.startsWith('/api/v1/') || !schema || schema.type !== 'object') continue;
        if (schema.additionalProperties !== false) {
          problems.push(`${m.toUpperCase()} ${template}: body schema accepts unknown keys`);
          continue;
        }
        const declared = new Set(Object.keys(schema.properties ?? {}));
        // Path parameters: a record that does not exist — validation comes before any look-up.
        const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
          name === 'code' || name === 'slug' ? 'nothing' : '999999999',
        );
        for (const key of [...OWNERSHIP, ...ROLES]) {
          if (declared.has(key)) continue;
          const res = await request(ctx.port, m.toUpperCase(), path, {
            host: s.tenant.host,
            token: s.operatorToken,
            body: { [key]: key.startsWith('is_') || key === 'disabled' ? true : 1 },
          });
          if (res.status !== 400 || !namedKeys(res.body).includes(key))
            problems.push(`${m.toUpperCase()} ${template} with "${key}": ${res.status} ${res.text.slice(0, 160)}`);
        }
        checked.push(`${m.toUpperCase()} ${template}`);
      }
    }
    console.log(
      `mass assignment: ${OWNERSHIP.length + ROLES.length} forbidden keys × ${checked.length} routes with a JSON body`,
    );
    expect(problems).toEqual([]);
    // Every write of the curated resources, users and the own account is among them.
    for (const route of [
      'POST /api/v1/assets/organizations/',
      'PATCH /api/v1/assets/organizations/{id}/',
      'POST /api/v1/assets/people/',
      'PATCH /api/v1/assets/people/{id}/',
      'POST /api/v1/assets/ledger/',
      'PATCH /api/v1/assets/ledger/{id}/',
      'POST /api/v1/assets/library/',
      'PATCH /api/v1/assets/library/{id}/',
      'POST /api/v1/assets/snapshots/',
      'PATCH /api/v1/assets/snapshots/{id}/',
      'POST /api/v1/lists/',
      'PATCH /api/v1/lists/{id}/',
      'POST /api/v1/keywords/',
      'PATCH /api/v1/keywords/{id}/',
      'POST /api/v1/terminology/',
      'PATCH /api/v1/terminology/{id}/',
      'POST /api/v1/categories/',
      'POST /api/v1/sections/',
      'POST /api/v1/facts/',
      'PATCH /api/v1/facts/{id}/',
      'POST /api/v1/users/',
      'PATCH /api/v1/users/{id}/',
      'PATCH /api/v1/auth/me/',
      'PATCH /api/v1/settings/',
      'POST /api/v1/dxlist/bulk_create/parse_text/',
    ])
      expect(checked).toContain(route);
    expect(checked.length).toBeGreaterThan(50);
  });

  it('a valid record with a forbidden field is refused whole: nothing is created or changed, in this tenant or another', async () => {
    const s = await setup(ctx);
    const h = { host: s.tenant.host, token: s.researchToken };
    const org = await request(ctx.port, 'POST', '/api/v1/assets/organizations/', {
      ...h,
      body: { name_dba: 'Owned Org', visibility: 'public' },
    });
    expect(org.status).toBe(201);
    const person = await request(ctx.port, 'POST', '/api/v1/assets/people/', { ...h, body: { name_given: 'Pat' } });
    expect(person.status).toBe(201);
    const cases: { path: string; create: Record<string, unknown>; patch: Record<string, unknown>; list: string }[] = [
      {
        path: '/api/v1/assets/organizations/',
        create: { name_dba: 'Forged Org' },
        patch: { name_dba: 'Forged rename' },
        list: '/api/v1/assets/organizations/?search=Forged',
      },
      {
        path: '/api/v1/assets/people/',
        create: { name_given: 'Forged', name_family: 'Person' },
        patch: { name_given: 'Forged rename' },
        list: '/api/v1/assets/people/?search=Forged',
      },
      {
        path: '/api/v1/assets/ledger/',
        create: { organization_id: org.body.id, name: 'Forged Fund', vehicle_type: 'VC' },
        patch: { name: 'Forged rename' },
        list: '/api/v1/assets/ledger/?search=Forged',
      },
      {
        path: '/api/v1/assets/library/',
        create: { title: 'Forged Paper', authors: [{ person_id: person.body.id }] },
        patch: { title: 'Forged rename' },
        list: '/api/v1/assets/library/?search=Forged',
      },
      {
        path: '/api/v1/keywords/',
        create: { name: 'Forged keyword' },
        patch: { name: 'Forged rename' },
        list: '/api/v1/keywords/?search=Forged',
      },
      {
        path: '/api/v1/lists/',
        create: { name: 'Forged list', type: 'OrganizationsList' },
        patch: { name: 'Forged rename' },
        list: '/api/v1/lists/?search=Forged',
      },
      {
        path: '/api/v1/terminology/',
        create: { term: 'Forged term', definition: 'x' },
        patch: { term: 'Forged rename' },
        list: '/api/v1/terminology/?search=Forged',
      },
    ];
    for (const c of cases) {
      const good = await request(ctx.port, 'POST', c.path, { ...h, body: c.create });
      expect(good.status, `${c.path} ${good.text}`).toBe(201);
      const id = good.body.id as number;
      for (const [key, value] of [
        ['tenant_id', s.other.id],
        ['id', id + 1000],
        ['created_by', 1],
        ['is_admin', true],
      ] as const) {
        const created = await request(ctx.port, 'POST', c.path, { ...h, body: { ...c.create, [key]: value } });
        expect(created.status, `POST ${c.path} with ${key}`).toBe(400);
        expect(namedKeys(created.body)).toContain(key);
        const patched = await request(ctx.port, 'PATCH', `${c.path}${id}/`, {
          ...h,
          body: { ...c.patch, [key]: value },
        });
        expect(patched.status, `PATCH ${c.path} with ${key}`).toBe(400);
      }
      // Exactly the one good record exists, unrenamed, still in this tenant; the other tenant has none.
      const mine = await request(ctx.port, 'GET', `${c.path}${id}/`, h);
      expect(mine.status).toBe(200);
      expect(JSON.stringify(mine.body)).not.toContain('Forged rename');
      const listed = await request(ctx.port, 'GET', c.list, h);
      expect(listed.body.count, c.list).toBe(1);
      const otherAdmin = await loginAs(ctx.port, s.other, await createUser(ctx.database, s.other, 'admin'));
      const theirs = await request(ctx.port, 'GET', c.list, { host: s.other.host, token: otherAdmin });
      expect(theirs.body.count, `${c.list} in the other tenant`).toBe(0);
    }
    // Raw data reads its JSON or form fields by hand: unknown fields are refused there too.
    const raw = await request(ctx.port, 'POST', '/api/v1/raw-data/', {
      ...h,
      body: { text: 'note', tenant_id: s.other.id },
    });
    expect(raw.status).toBe(400);
    expect(raw.body.detail).toMatch(/Unknown field "tenant_id"/);
    const rawForm = await upload(ctx.port, '/api/v1/raw-data/', {
      host: s.tenant.host,
      token: s.researchToken,
      files: [],
      fields: { text: 'note', created_by: '1' },
    });
    expect(rawForm.status).toBe(400);
  });

  it('roles: nobody raises their own role, an admin cannot mint a tenant admin, research cannot manage users', async () => {
    const s = await setup(ctx);
    const admin = await loginAs(ctx.port, s.tenant, await createUser(ctx.database, s.tenant, 'admin'));
    for (const key of ['is_admin', 'is_research', 'is_tenant_admin', 'disabled', 'email', 'tenant_id']) {
      const res = await request(ctx.port, 'PATCH', '/api/v1/auth/me/', {
        host: s.tenant.host,
        token: s.readerToken,
        body: { alias: 'Me', [key]: key === 'email' ? 'boss@example.com' : true },
      });
      expect(res.status, key).toBe(400);
    }
    const me = await request(ctx.port, 'GET', '/api/v1/auth/me/', { host: s.tenant.host, token: s.readerToken });
    expect(me.body).toMatchObject({ is_admin: false, is_research: false, is_tenant_admin: false, alias: null });

    const minted = await request(ctx.port, 'POST', '/api/v1/users/', {
      host: s.tenant.host,
      token: admin,
      body: { email: 'new-op@example.com', password: TEST_PASSWORD, is_tenant_admin: true },
    });
    expect(minted.status).toBe(400);
    expect(namedKeys(minted.body)).toContain('is_tenant_admin');
    const plain = await request(ctx.port, 'POST', '/api/v1/users/', {
      host: s.tenant.host,
      token: admin,
      body: { email: 'new-user@example.com', password: TEST_PASSWORD },
    });
    expect(plain.status).toBe(201);
    const raised = await request(ctx.port, 'PATCH', `/api/v1/users/${plain.body.id}/`, {
      host: s.tenant.host,
      token: admin,
      body: { is_tenant_admin: true },
    });
    expect(raised.status).toBe(400);
    expect(
      (await request(ctx.port, 'GET', `/api/v1/users/${plain.body.id}/`, { host: s.tenant.host, token: admin })).body,
    ).toMatchObject({ is_tenant_admin: false, is_admin: false });
    // An admin cannot delete their own account, not even inside a batch (found by fuzzing: the batch skipped the check).
    const meAdmin = await request(ctx.port, 'GET', '/api/v1/auth/me/', { host: s.tenant.host, token: admin });
    const batch = await request(ctx.port, 'DELETE', '/api/v1/users/remove-batch/', {
      host: s.tenant.host,
      token: admin,
      body: { ids: [plain.body.id, meAdmin.body.id] },
    });
    expect(batch.status).toBe(400);
    expect(batch.body.detail).toMatch(/cannot delete your own account/);
    expect((await request(ctx.port, 'GET', '/api/v1/auth/me/', { host: s.tenant.host, token: admin })).status).toBe(
      200,
    );
    expect(
      (await request(ctx.port, 'GET', `/api/v1/users/${plain.body.id}/`, { host: s.tenant.host, token: admin })).status,
    ).toBe(200);
    // Research may curate but not manage accounts: the role check comes before the body is read.
    const byResearch = await request(ctx.port, 'PATCH', `/api/v1/users/${s.researcher.id}/`, {
      host: s.tenant.host,
      token: s.researchToken,
      body: { is_admin: true },
    });
    expect(byResearch.status).toBe(403);
    const researchMe = await request(ctx.port, 'GET', '/api/v1/auth/me/', {
      host: s.tenant.host,
      token: s.researchToken,
    });
    expect(researchMe.body.is_admin).toBe(false);
  });

  it('visibility: readers and visitors cannot set it anywhere — their writes are refused before the body counts', async () => {
    const s = await setup(ctx);
    const org = await request(ctx.port, 'POST', '/api/v1/assets/organizations/', {
      host: s.tenant.host,
      token: s.researchToken,
      body: { name_dba: 'Quiet Org', visibility: 'hidden' },
    });
    expect(org.status).toBe(201);
    for (const token of [s.readerToken, undefined]) {
      const res = await request(ctx.port, 'PATCH', `/api/v1/assets/organizations/${org.body.id}/`, {
        host: s.tenant.host,
        token,
        body: { visibility: 'public' },
      });
      expect(res.status).toBe(token ? 403 : 401);
    }
    // The one write open to visitors (the email list's parse_text) takes only its text.
    const open = await request(ctx.port, 'POST', '/api/v1/dxlist/bulk_create/parse_text/', {
      host: s.tenant.host,
      body: { raw_text: 'someone@example.org', visibility: 'public', tenant_id: s.other.id },
    });
    expect(open.status).toBe(400);
    expect(namedKeys(open.body)).toEqual(expect.arrayContaining(['visibility', 'tenant_id']));
    const still = await request(ctx.port, 'GET', `/api/v1/assets/organizations/${org.body.id}/`, {
      host: s.tenant.host,
    });
    expect(still.status).toBe(404);
  });
});
