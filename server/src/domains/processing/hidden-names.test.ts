import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TVisibility } from '@intel/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/index.ts';
import { withTenant } from '../../db/scoped.ts';
import { seedDemoIfEmpty } from '../../seed/demo.ts';
import { createTenant, createUser, loginAs, type TestTenant } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';
import { hiddenNamesIn } from './hidden-names.ts';
import { nameIndexOf } from './names.ts';

/**
 * Issue 36 (2): public text that names a record its audience cannot see is flagged to its author
 * before saving (`POST /hidden-names/`), and the demo workspace has no such text.
 */
describe('text naming hidden records', () => {
  const ctx = useTestApp();

  const check = (tenant: TestTenant, token: string, body: unknown) =>
    request(ctx.port, 'POST', '/api/v1/hidden-names/', { host: tenant.host, token, body });

  it('names the hidden and paywalled organizations and people a public text mentions, per audience', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const h = { host: tenant.host, token };
    const make = async (p: string, body: unknown) => {
      const res = await request(ctx.port, 'POST', `/api/v1/assets/${p}/`, { ...h, body });
      expect(res.status, res.text).toBe(201);
      return res.body.id as number;
    };
    const hidden = await make('organizations', { name_dba: 'Walkhaven Robotics AG', visibility: 'hidden' });
    const shown = await make('organizations', { name_dba: 'Open Harbour', visibility: 'public' });
    const paid = await make('people', { name_given: 'Ingrid', name_family: 'Solberg', visibility: 'paywalled' });
    // Another tenant's hidden record of the same kind of name is none of this tenant's business.
    const other = await createTenant(ctx.database);
    const otherToken = await loginAs(ctx.port, other, await createUser(ctx.database, other, 'research'));
    await request(ctx.port, 'POST', '/api/v1/assets/organizations/', {
      host: other.host,
      token: otherToken,
      body: { name_dba: 'Kestrel Mining', visibility: 'hidden' },
    });
    const text = 'Owned by Walkhaven Robotics AG with Open Harbour; Ingrid Solberg chairs it; Kestrel Mining sold out.';
    const forPublic = await check(tenant, token, { text, visibility: 'public' });
    expect(forPublic.status, forPublic.text).toBe(200);
    expect(forPublic.body).toEqual({
      names: [
        {
          type: 'Organization',
          id: hidden,
          name: 'Walkhaven Robotics AG',
          label: 'Walkhaven Robotics AG',
          visibility: 'hidden',
        },
        { type: 'Person', id: paid, name: 'Ingrid Solberg', label: 'Ingrid Solberg', visibility: 'paywalled' },
      ].sort((a, b) => a.id - b.id),
      capped: false,
    });
    // By id, not by text: the digits of one id can occur inside another's (shown 5, hidden 15).
    expect(forPublic.body.names.map((n: { id: number }) => n.id)).not.toContain(shown);
    const forPaywall = await check(tenant, token, { text, visibility: 'paywalled' });
    expect(forPaywall.body.names.map((n: { id: number }) => n.id)).toEqual([hidden]);
    expect((await check(tenant, token, { text, visibility: 'hidden' })).body.names).toEqual([]);
    // The record the text belongs to is not a warning about itself.
    const own = await check(tenant, token, {
      text,
      visibility: 'paywalled',
      exclude: { type: 'Organization', id: hidden },
    });
    expect(own.body.names).toEqual([]);
    // Only the research team asks; bad input is a 400 that says why.
    const reader = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader'));
    expect((await check(tenant, reader, { text, visibility: 'public' })).status).toBe(403);
    const long = await check(tenant, token, { text: 'x'.repeat(100_001), visibility: 'public' });
    expect(long.status).toBe(400);
    expect((await check(tenant, token, { text, visibility: 'secret' })).status).toBe(400);
  });

  it('the demo workspace has no public or paywalled text that names a record its readers cannot see', async () => {
    const name = `hn${Date.now().toString(36)}`;
    expect(
      await seedDemoIfEmpty(ctx.database, 'demo-password-1', mkdtempSync(path.join(os.tmpdir(), 'hn-')), name),
    ).toBe(true);
    const [row] = await ctx.database.db.select({ id: clients.id }).from(clients).where(eq(clients.subdomain, name));
    const tenantId = row?.id as number;
    const index = nameIndexOf(ctx.database);
    await index.ready(tenantId);
    const found = await withTenant(ctx.database, tenantId, async (tx) => {
      const { rows } = await tx.execute(sql`
        select 'organization ' || name_dba as what, concat_ws(' ', description, name_inc) as text, visibility
          from organizations where visibility <> 'hidden'
        union all
        select 'fund ' || name, concat_ws(' ', name, owner), visibility from ledger_entries where visibility <> 'hidden'
        union all
        select 'fact ' || id, text, visibility from facts where visibility <> 'hidden'`);
      const out: string[] = [];
      const c = { tx, tenantId } as unknown as Parameters<typeof hiddenNamesIn>[0];
      for (const r of rows as { what: string; text: string; visibility: TVisibility }[]) {
        const { names } = await hiddenNamesIn(c, index, { text: r.text, visibility: r.visibility });
        for (const n of names) out.push(`${r.what} (${r.visibility}) names ${n.label} (${n.visibility})`);
      }
      return { out, checked: rows.length };
    });
    expect(found.checked).toBeGreaterThan(5);
    expect(found.out).toEqual([]);
  });
});
