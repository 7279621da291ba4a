import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs, type Role } from './factories.ts';
import { request, useTestApp } from './harness.ts';

type Group = 'open' | 'login' | 'research' | 'admin' | 'tenantAdmin';

/**
 * Who may call each API route (DESIGN §3). Every route the app registers must have a row here:
 * a route added without one fails this suite, so its access rule is decided on purpose.
 */
const MATRIX: Record<string, Group> = {
  // Collection and processing (issue 4): research-team data.
  'GET /api/v1/raw-data/buckets/': 'research',
  'GET /api/v1/raw-data/buckets/available-filters/': 'research',
  'GET /api/v1/raw-data/buckets/:id/': 'research',
  'GET /api/v1/raw-data/buckets/:id/history/': 'research',
  'POST /api/v1/raw-data/buckets/': 'research',
  'PATCH /api/v1/raw-data/buckets/:id/': 'research',
  'DELETE /api/v1/raw-data/buckets/:id/': 'research',
  'DELETE /api/v1/raw-data/buckets/remove-batch/': 'research',
  'POST /api/v1/raw-data/': 'research',
  'POST /api/v1/raw-data/upload/': 'research',
  'POST /api/v1/raw-data/process/': 'research',
  'GET /api/v1/raw-data/type-counts/': 'research',
  'POST /api/v1/raw-data/send_to_library/': 'research',
  'POST /api/v1/raw-data/:id/assign-source-url/': 'research',
  'DELETE /api/v1/raw-data/:id/clear-source/': 'research',
  'GET /api/v1/raw-data/extract-data/': 'research',
  'POST /api/v1/raw-data/extract-data/': 'research',
  'POST /api/v1/raw-data/analysis-report/': 'research',
  'GET /api/v1/raw-data/analysis-report-status/:taskId/': 'research',
  'GET /api/v1/raw-data/analysis-report/:taskId/download/': 'research',
  'GET /api/v1/raw-data/:id/file/': 'research',
  // Mentions of a raw-data item for the annotated document (issue 15).
  'GET /api/v1/raw-data/:id/annotations/': 'research',
  'GET /api/v1/suggested-entities/organizations/count/': 'research',
  'GET /api/v1/suggested-entities/people/count/': 'research',
  'POST /api/v1/raw-data/suggested-entities/:id/convert-to-entity/': 'research',
  'DELETE /api/v1/raw-data/:rawDataId/remove-suggested-entity/:suggestedEntityId/': 'research',
  // Rejected names and reconsidering one (issue 15 item 4).
  'GET /api/v1/raw-data/rejected-names/': 'research',
  'POST /api/v1/raw-data/rejected-names/:id/reconsider/': 'research',
  'GET /api/v1/raw-data/': 'research',
  'GET /api/v1/raw-data/export/': 'research',
  'GET /api/v1/raw-data/available-filters/': 'research',
  'GET /api/v1/raw-data/:id/': 'research',
  'GET /api/v1/raw-data/:id/history/': 'research',
  'PATCH /api/v1/raw-data/:id/': 'research',
  'DELETE /api/v1/raw-data/:id/': 'research',
  'DELETE /api/v1/raw-data/remove-batch/': 'research',
  'GET /api/v1/urls/': 'research',
  'GET /api/v1/urls/available-filters/': 'research',
  'GET /api/v1/urls/:id/': 'research',
  'GET /api/v1/urls/:id/history/': 'research',
  'POST /api/v1/urls/': 'research',
  'PATCH /api/v1/urls/:id/': 'research',
  'DELETE /api/v1/urls/:id/': 'research',
  'DELETE /api/v1/urls/remove-batch/': 'research',
  'GET /api/v1/suggested-entities/organizations/': 'research',
  'GET /api/v1/suggested-entities/organizations/available-filters/': 'research',
  'GET /api/v1/suggested-entities/organizations/:id/': 'research',
  'GET /api/v1/suggested-entities/organizations/:id/history/': 'research',
  'PATCH /api/v1/suggested-entities/organizations/:id/': 'research',
  'DELETE /api/v1/suggested-entities/organizations/:id/': 'research',
  'DELETE /api/v1/suggested-entities/organizations/remove-batch/': 'research',
  'GET /api/v1/suggested-entities/people/': 'research',
  'GET /api/v1/suggested-entities/people/available-filters/': 'research',
  'GET /api/v1/suggested-entities/people/:id/': 'research',
  'GET /api/v1/suggested-entities/people/:id/history/': 'research',
  'PATCH /api/v1/suggested-entities/people/:id/': 'research',
  'DELETE /api/v1/suggested-entities/people/:id/': 'research',
  'DELETE /api/v1/suggested-entities/people/remove-batch/': 'research',
  'POST /api/v1/taggingrules/preview/': 'research',
  'GET /api/v1/taggingrules/': 'research',
  'GET /api/v1/taggingrules/available-filters/': 'research',
  'GET /api/v1/taggingrules/:id/': 'research',
  'GET /api/v1/taggingrules/:id/history/': 'research',
  'POST /api/v1/taggingrules/': 'research',
  'PATCH /api/v1/taggingrules/:id/': 'research',
  'DELETE /api/v1/taggingrules/:id/': 'research',
  'DELETE /api/v1/taggingrules/remove-batch/': 'research',
  'GET /api/v1/health/': 'open',
  // The relationship graph (issue 17): visibility applies to every node, raw data needs research.
  'GET /api/v1/graph/:kind/:id/': 'open',
  'GET /api/v1/graph/:kind/:id/timeline/': 'open',
  'GET /api/v1/clients/info/:tenant/': 'open',
  'GET /api/v1/clients/': 'tenantAdmin',
  'GET /api/v1/clients/available-filters/': 'tenantAdmin',
  'GET /api/v1/clients/:id/': 'tenantAdmin',
  'POST /api/v1/clients/': 'tenantAdmin',
  'PATCH /api/v1/clients/:id/': 'tenantAdmin',
  'DELETE /api/v1/clients/:id/': 'tenantAdmin',
  'POST /api/v1/auth/login/': 'open',
  'POST /api/v1/auth/logout/': 'login',
  'GET /api/v1/auth/me/': 'login',
  'PATCH /api/v1/auth/me/': 'login',
  // A user's own preferences (a table's columns, issue 19 item 12): any logged-in user, own row only.
  'GET /api/v1/auth/me/preferences/': 'login',
  'GET /api/v1/auth/me/preferences/:key/': 'login',
  'PUT /api/v1/auth/me/preferences/:key/': 'login',
  'GET /api/v1/tools/free-ahead-entities-count/': 'open',
  'GET /api/v1/tools/entities-count/': 'login',
  'GET /api/v1/tools/entities-count/:kind/': 'open',
  'GET /api/v1/events/': 'login',
  'GET /api/v1/settings/': 'admin',
  'PATCH /api/v1/settings/': 'admin',
  'GET /api/v1/keywords/': 'open',
  'GET /api/v1/keywords/available-filters/': 'open',
  'GET /api/v1/keywords/:id/': 'open',
  'GET /api/v1/keywords/:id/history/': 'research',
  'POST /api/v1/keywords/': 'research',
  'PATCH /api/v1/keywords/:id/': 'research',
  'DELETE /api/v1/keywords/:id/': 'research',
  'DELETE /api/v1/keywords/remove-batch/': 'research',
  'GET /api/v1/terminology/': 'open',
  'GET /api/v1/terminology/available-filters/': 'open',
  'GET /api/v1/terminology/:id/': 'open',
  'GET /api/v1/terminology/:id/history/': 'research',
  'POST /api/v1/terminology/': 'research',
  'PATCH /api/v1/terminology/:id/': 'research',
  'DELETE /api/v1/terminology/:id/': 'research',
  'DELETE /api/v1/terminology/remove-batch/': 'research',
  'GET /api/v1/geos/': 'open',
  'GET /api/v1/geos/available-filters/': 'open',
  'GET /api/v1/geos/:id/': 'open',
  'POST /api/v1/geos/': 'tenantAdmin',
  'PATCH /api/v1/geos/:id/': 'tenantAdmin',
  'DELETE /api/v1/geos/:id/': 'tenantAdmin',
  'DELETE /api/v1/geos/remove-batch/': 'tenantAdmin',
  'GET /api/v1/cities/': 'open',
  'GET /api/v1/cities/available-filters/': 'open',
  'GET /api/v1/cities/:id/': 'open',
  'POST /api/v1/cities/': 'tenantAdmin',
  'PATCH /api/v1/cities/:id/': 'tenantAdmin',
  'DELETE /api/v1/cities/:id/': 'tenantAdmin',
  'DELETE /api/v1/cities/remove-batch/': 'tenantAdmin',
  'GET /api/v1/assets/organizations/': 'open',
  'GET /api/v1/assets/organizations/available-filters/': 'open',
  'GET /api/v1/assets/organizations/:id/': 'open',
  'GET /api/v1/assets/organizations/:id/history/': 'research',
  'POST /api/v1/assets/organizations/upload/': 'research',
  'GET /api/v1/assets/organizations/template/': 'research',
  'POST /api/v1/assets/organizations/': 'research',
  'PATCH /api/v1/assets/organizations/:id/': 'research',
  'DELETE /api/v1/assets/organizations/:id/': 'research',
  'DELETE /api/v1/assets/organizations/remove-batch/': 'research',
  'GET /api/v1/assets/people/': 'open',
  'GET /api/v1/assets/people/available-filters/': 'open',
  'GET /api/v1/assets/people/:id/': 'open',
  'GET /api/v1/assets/people/:id/history/': 'research',
  'POST /api/v1/assets/people/upload/': 'research',
  'GET /api/v1/assets/people/template/': 'research',
  'POST /api/v1/assets/people/': 'research',
  'PATCH /api/v1/assets/people/:id/': 'research',
  'DELETE /api/v1/assets/people/:id/': 'research',
  'DELETE /api/v1/assets/people/remove-batch/': 'research',
  'GET /api/v1/assets/ledger/': 'open',
  'GET /api/v1/assets/ledger/available-filters/': 'open',
  'GET /api/v1/assets/ledger/:id/': 'open',
  'GET /api/v1/assets/ledger/:id/history/': 'research',
  'POST /api/v1/assets/ledger/upload/': 'research',
  'GET /api/v1/assets/ledger/template/': 'research',
  'POST /api/v1/assets/ledger/': 'research',
  'PATCH /api/v1/assets/ledger/:id/': 'research',
  'DELETE /api/v1/assets/ledger/:id/': 'research',
  'DELETE /api/v1/assets/ledger/remove-batch/': 'research',
  'POST /api/v1/assets/organizations/:id/merge/': 'research',
  'GET /api/v1/assets/organizations/:id/merges/': 'research',
  'POST /api/v1/assets/people/:id/merge/': 'research',
  'GET /api/v1/assets/people/:id/merges/': 'research',
  'POST /api/v1/merges/:id/undo/': 'research',
  'GET /api/v1/assets/organizations/suggested_fields_from_url/': 'research',
  'GET /api/v1/dxlist/email-asset-lookup/': 'research',
  'POST /api/v1/dxlist/bulk_create/parse_text/': 'open',
  'GET /api/v1/dxlist/search_input_form/': 'research',
  'GET /api/v1/dxlist/': 'research',
  'GET /api/v1/dxlist/available-filters/': 'research',
  'GET /api/v1/dxlist/:id/': 'research',
  'PATCH /api/v1/dxlist/:id/': 'research',
  'DELETE /api/v1/dxlist/:id/': 'research',
  'DELETE /api/v1/dxlist/remove-batch/': 'research',
  'GET /api/v1/dxlist/domains/': 'research',
  'GET /api/v1/dxlist/domains/available-filters/': 'research',
  'GET /api/v1/dxlist/domains/:id/': 'research',
  'PATCH /api/v1/dxlist/domains/:id/': 'research',
  'POST /api/v1/dxlist/domains/:id/enrich/': 'research',
  'GET /api/v1/icons/:domain/': 'open',
  'GET /api/v1/assets/library/': 'open',
  'GET /api/v1/assets/library/available-filters/': 'open',
  'GET /api/v1/assets/library/:id/': 'open',
  'GET /api/v1/assets/library/:id/history/': 'research',
  'POST /api/v1/assets/library/': 'research',
  'PATCH /api/v1/assets/library/:id/': 'research',
  'DELETE /api/v1/assets/library/:id/': 'research',
  'DELETE /api/v1/assets/library/remove-batch/': 'research',
  'POST /api/v1/assets/library/upload/': 'research',
  'GET /api/v1/assets/library/template/': 'research',
  'GET /api/v1/assets/snapshots/series/': 'open',
  'GET /api/v1/assets/snapshots/': 'open',
  'GET /api/v1/assets/snapshots/available-filters/': 'open',
  'GET /api/v1/assets/snapshots/:id/': 'open',
  'GET /api/v1/assets/snapshots/:id/history/': 'research',
  'POST /api/v1/assets/snapshots/': 'research',
  'PATCH /api/v1/assets/snapshots/:id/': 'research',
  'DELETE /api/v1/assets/snapshots/:id/': 'research',
  'DELETE /api/v1/assets/snapshots/remove-batch/': 'research',
  'GET /api/v1/lists/by-slug/:type/:slug/': 'open',
  'GET /api/v1/lists/:id/items/': 'open',
  'POST /api/v1/lists/:id/items/': 'research',
  'POST /api/v1/lists/:id/items/upload/': 'research',
  'DELETE /api/v1/lists/:id/items/:itemId/': 'research',
  'POST /api/v1/lists/:id/items/reorder/': 'research',
  'GET /api/v1/lists/': 'open',
  'GET /api/v1/lists/available-filters/': 'open',
  'GET /api/v1/lists/:id/': 'open',
  'GET /api/v1/lists/:id/history/': 'research',
  'POST /api/v1/lists/': 'research',
  'PATCH /api/v1/lists/:id/': 'research',
  'DELETE /api/v1/lists/:id/': 'research',
  'DELETE /api/v1/lists/remove-batch/': 'research',
  'GET /api/v1/search/': 'open',
  'POST /api/v1/ai-assistant/queries/nlp-to-query/': 'open',
  // Example questions from the records the caller may see (issue 20).
  'GET /api/v1/ai-assistant/examples/': 'open',
  'GET /api/v1/users/': 'admin',
  'GET /api/v1/users/available-filters/': 'admin',
  'GET /api/v1/users/:id/': 'admin',
  'GET /api/v1/users/:id/history/': 'admin',
  'POST /api/v1/users/': 'admin',
  'PATCH /api/v1/users/:id/': 'admin',
  'DELETE /api/v1/users/:id/': 'admin',
  'DELETE /api/v1/users/remove-batch/': 'admin',
  'GET /api/v1/facts/tree/': 'open',
  'GET /api/v1/categories/': 'open',
  'GET /api/v1/categories/available-filters/': 'open',
  'GET /api/v1/categories/:id/': 'open',
  'GET /api/v1/categories/:id/history/': 'research',
  'POST /api/v1/categories/': 'admin',
  'PATCH /api/v1/categories/:id/': 'admin',
  'DELETE /api/v1/categories/:id/': 'admin',
  'DELETE /api/v1/categories/remove-batch/': 'admin',
  'GET /api/v1/sections/': 'open',
  'GET /api/v1/sections/available-filters/': 'open',
  'GET /api/v1/sections/:id/': 'open',
  'GET /api/v1/sections/:id/history/': 'research',
  'POST /api/v1/sections/': 'admin',
  'PATCH /api/v1/sections/:id/': 'admin',
  'DELETE /api/v1/sections/:id/': 'admin',
  'DELETE /api/v1/sections/remove-batch/': 'admin',
  'GET /api/v1/facts/': 'open',
  'GET /api/v1/facts/available-filters/': 'open',
  'GET /api/v1/facts/:id/': 'open',
  'GET /api/v1/facts/:id/history/': 'research',
  'POST /api/v1/facts/': 'admin',
  'PATCH /api/v1/facts/:id/': 'admin',
  'DELETE /api/v1/facts/:id/': 'admin',
  'DELETE /api/v1/facts/remove-batch/': 'admin',
  'GET /api/v1/share-codes/:code/tree/': 'open',
  'GET /api/v1/share-codes/': 'admin',
  'GET /api/v1/share-codes/available-filters/': 'admin',
  'GET /api/v1/share-codes/:id/': 'admin',
  'GET /api/v1/share-codes/:id/history/': 'admin',
  'POST /api/v1/share-codes/': 'admin',
  'PATCH /api/v1/share-codes/:id/': 'admin',
  'DELETE /api/v1/share-codes/:id/': 'admin',
  'DELETE /api/v1/share-codes/remove-batch/': 'admin',
};

/**
 * Acting on another user (issue 13 item 6): who may change the password, email, roles, disabled
 * flag or existence of an account of each role. Nobody acts on a role above their own; readers and
 * research have no access to users at all.
 */
const ACT_ON_USER: Record<Role, Record<Role, 'allowed' | 'refused'>> = {
  reader: { reader: 'refused', research: 'refused', admin: 'refused', tenantAdmin: 'refused' },
  research: { reader: 'refused', research: 'refused', admin: 'refused', tenantAdmin: 'refused' },
  admin: { reader: 'allowed', research: 'allowed', admin: 'allowed', tenantAdmin: 'refused' },
  tenantAdmin: { reader: 'allowed', research: 'allowed', admin: 'allowed', tenantAdmin: 'allowed' },
};

/** The role just below each group, which must be refused with 403. */
const BELOW: Partial<Record<Group, Role>> = { research: 'reader', admin: 'research', tenantAdmin: 'admin' };
const AT: Partial<Record<Group, Role>> = {
  login: 'reader',
  research: 'research',
  admin: 'admin',
  tenantAdmin: 'tenantAdmin',
};
/** Routes whose successful answer is a stream: only the refusals are probed. */
const STREAMS = new Set(['GET /api/v1/events/']);

function probePath(url: string) {
  return url
    .replace(':tenant', 'nosuchtenant')
    .replace(':domain', 'not_a_domain')
    .replace(':kind', 'organizations')
    .replace(':type', 'organizations')
    .replace(':slug', 'no-such-slug')
    .replace(':key', 'table:probe')
    .replace(/:(id|itemId)/g, '999999999');
}

describe('authorization matrix', () => {
  const ctx = useTestApp();

  it('has a row for every API route, and no stale rows', () => {
    const registered = ctx.app.routeTable.filter((r) => r.url.startsWith('/api/v1')).map((r) => `${r.method} ${r.url}`);
    expect(
      registered.filter((r) => !(r in MATRIX)),
      'routes without a row',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((r) => !registered.includes(r)),
      'rows without a route',
    ).toEqual([]);
  });

  it('refuses every caller below the route’s group, lets the group through, and never answers 5xx', async () => {
    const tenant = await createTenant(ctx.database);
    const other = await createTenant(ctx.database);
    const tokens: Record<Role, string> = {
      reader: await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader')),
      research: await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research')),
      admin: await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin')),
      tenantAdmin: await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'tenantAdmin')),
    };
    const foreign = await loginAs(ctx.port, other, await createUser(ctx.database, other, 'tenantAdmin'));
    const failures: string[] = [];
    for (const [route, group] of Object.entries(MATRIX)) {
      const [method = 'GET', url = ''] = route.split(' ');
      const path = probePath(url);
      const call = (token?: string) =>
        request(ctx.port, method, path, {
          host: tenant.host,
          token,
          ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
        });
      const expectStatus = async (who: string, token: string | undefined, ok: (s: number) => boolean, want: string) => {
        const res = await call(token);
        if (!ok(res.status) || res.status >= 500) failures.push(`${route} as ${who}: ${res.status}, want ${want}`);
      };
      if (group === 'open') {
        await expectStatus('anonymous', undefined, (s) => s !== 401 && s !== 403, 'not 401/403');
        continue;
      }
      await expectStatus('anonymous', undefined, (s) => s === 401, '401');
      await expectStatus('another tenant’s tenant admin', foreign, (s) => s === 401, '401');
      const below = BELOW[group];
      if (below) await expectStatus(below, tokens[below], (s) => s === 403, '403');
      const at = AT[group];
      // Logging out ends the token it is called with: that probe gets a token of its own.
      const atToken =
        route === 'POST /api/v1/auth/logout/'
          ? await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader'))
          : at
            ? tokens[at]
            : undefined;
      if (at && !STREAMS.has(route)) await expectStatus(at, atToken, (s) => s !== 401 && s !== 403, 'not 401/403');
    }
    expect(failures).toEqual([]);
  });

  // 80 writes, 80 users and their logins: seconds here, minutes on a loaded machine (hence the timeout).
  it('lets nobody change or delete a user whose role is above their own', async () => {
    const tenant = await createTenant(ctx.database);
    const failures: string[] = [];
    let n = 0;
    const writes: { what: string; method: string; body?: () => unknown }[] = [
      { what: 'password', method: 'PATCH', body: () => ({ password: 'taken over password 1' }) },
      { what: 'email', method: 'PATCH', body: () => ({ email: `moved${++n}-${tenant.subdomain}@example.com` }) },
      { what: 'roles', method: 'PATCH', body: () => ({ is_admin: false, is_research: false }) },
      { what: 'disabled', method: 'PATCH', body: () => ({ disabled: true }) },
      { what: 'existence', method: 'DELETE' },
    ];
    for (const [actorRole, row] of Object.entries(ACT_ON_USER) as [Role, Record<Role, string>][]) {
      const actor = await createUser(ctx.database, tenant, actorRole);
      const token = await loginAs(ctx.port, tenant, actor);
      for (const [targetRole, rule] of Object.entries(row) as [Role, string][]) {
        for (const w of writes) {
          const target = await createUser(ctx.database, tenant, targetRole);
          const res = await request(ctx.port, w.method, `/api/v1/users/${target.id}/`, {
            host: tenant.host,
            token,
            ...(w.body ? { body: w.body() } : {}),
          });
          const ok = rule === 'allowed' ? res.status < 300 : res.status === 403;
          if (!ok) failures.push(`${actorRole} → ${targetRole} ${w.what}: ${res.status}, want ${rule}`);
          // Refused writes leave the account as it was: its owner still logs in.
          if (rule === 'refused') await loginAs(ctx.port, tenant, target);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
