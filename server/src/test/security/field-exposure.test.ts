import { describe, expect, it } from 'vitest';
import { request } from '../harness.ts';
import { ALLOWED, links, NEVER_PUBLIC, useExposureFixture } from './field-exposure-fixture.ts';

/**
 * Issue 8 item 4 (second half): what anonymous visitors and paywall readers are answered. Every
 * record or field they may not see is marked "SECRET"; their answers must not contain the marker,
 * the ids of hidden records, or any field outside the allow-list of their role. The admin's answers
 * are the control: the same requests show everything.
 */
describe('field exposure: anonymous and paywall answers', () => {
  const { ctx, tenant, tokens, hidden, shown, get } = useExposureFixture();

  const READS = [
    ['organizations', '/api/v1/assets/organizations/', () => shown.org],
    ['people', '/api/v1/assets/people/', () => shown.person],
    ['ledger', '/api/v1/assets/ledger/', () => shown.vehicle],
    ['library', '/api/v1/assets/library/', () => shown.library],
  ] as const;

  for (const who of ['anonymous', 'reader'] as const) {
    it(`${who}: lists and details of organizations, people, ledger and library hold only allowed fields and no hidden link`, async () => {
      const hiddenRefs = new Set([
        `keyword:${hidden.keyword}`,
        `person:${hidden.person}`,
        `org:${hidden.org}`,
        `list:${hidden.list}`,
        ...(who === 'anonymous' ? [`person:${shown.paidPerson}`, `org:${shown.paidOrg}`, `org:${shown.paidOrg2}`] : []),
      ]);
      for (const [kind, path, id] of READS) {
        const list = await get(who, path);
        const detail = await get(who, `${path}${id()}/`);
        expect(list.status).toBe(200);
        expect(detail.status, `${path}${id()}/`).toBe(200);
        for (const res of [list, detail]) {
          expect(res.text, `${who} ${path}`).not.toMatch(/SECRET/);
          if (who === 'anonymous') expect(res.text).not.toContain('PAYWALL-only');
          const rows = (res === list ? res.body.results : [res.body]) as Record<string, unknown>[];
          expect(rows.length).toBeGreaterThan(0);
          const allowed = [
            ...(ALLOWED[kind] ?? []),
            ...(who === 'reader' && kind === 'library' ? ['paywall_link'] : []),
          ];
          for (const row of rows) {
            expect(
              Object.keys(row).filter((k) => !allowed.includes(k)),
              `${who} ${path} extra fields`,
            ).toEqual([]);
            for (const f of NEVER_PUBLIC) expect(row).not.toHaveProperty(f);
            expect(row.visibility).not.toBe('hidden');
            if (who === 'anonymous') expect(row.visibility).toBe('public');
            expect(
              links(row).filter((x) => hiddenRefs.has(x)),
              `${who} ${path} hidden links`,
            ).toEqual([]);
          }
        }
      }
      // Hidden records themselves: 404, as if they did not exist.
      for (const [path, id] of [
        ['/api/v1/assets/organizations/', hidden.org],
        ['/api/v1/assets/people/', hidden.person],
        ['/api/v1/assets/ledger/', hidden.vehicle],
        ['/api/v1/assets/library/', hidden.library],
        ['/api/v1/keywords/', hidden.keyword],
        ['/api/v1/lists/', hidden.list],
      ] as const) {
        const res = await get(who, `${path}${id}/`);
        expect(res.status, `${path}${id}/`).toBe(404);
        expect(res.text).not.toMatch(/SECRET/);
      }
    });

    it(`${who}: links are filtered by what the ${who} may see (paywalled for readers only), counts do not betray hidden items`, async () => {
      const org = (await get(who, `/api/v1/assets/organizations/${shown.org}/`)).body;
      const people = org.people.map((p: { id: number }) => p.id);
      expect(people).toContain(shown.person);
      expect(people.includes(shown.paidPerson)).toBe(who === 'reader');
      expect(org.keywords.map((k: { id: number }) => k.id)).toEqual([shown.keyword]);
      expect(org.lists_as_item.map((l: { id: number }) => l.id)).toEqual([shown.list]);
      const paid = await get(who, `/api/v1/assets/organizations/${shown.paidOrg}/`);
      // A visitor learns only that it is for subscribers (issue 19 item 6): the paywall, no field of the record.
      expect(paid.status).toBe(who === 'reader' ? 200 : 403);
      if (who !== 'reader') expect(Object.keys(paid.body).sort()).toEqual(['detail', 'paywall']);
      // Its only vehicle is hidden: the flag must not give it away.
      if (who === 'reader') expect(paid.body.has_inv_vehicle).toBe(false);
      const list = await get(who, `/api/v1/lists/${shown.list}/`);
      expect(list.body.item_count).toBe(1);
      const items = await get(who, `/api/v1/lists/${shown.list}/items/`);
      expect(items.body.map((i: { id: number }) => i.id)).toEqual([shown.org]);
      const library = (await get(who, `/api/v1/assets/library/${shown.library}/`)).body;
      expect(library.publisher_id).toBeNull();
      expect(library.publisher_name).toBeNull();
      expect(library.authors.map((a: { person_id: number | null }) => a.person_id)).toEqual([null, shown.person, null]);
      if (who === 'reader') expect(library.paywall_link).toBe('https://example.com/PAYWALL-only');
      else expect(library).not.toHaveProperty('paywall_link');
      const search = await get(who, '/api/v1/search/?q=SECRET');
      expect(search.status).toBe(200);
      expect(search.text).not.toMatch(/SECRET/);
    });

    it(`${who}: a public snapshot (CAGR data) names no hidden organization, person, keyword or library entry`, async () => {
      for (const res of [
        await get(who, `/api/v1/assets/snapshots/${shown.snapshot}/`),
        await get(who, '/api/v1/assets/snapshots/?symbol=OPEN'),
      ]) {
        expect(res.status).toBe(200);
        const rows = (res.body.results ?? [res.body]) as Record<string, unknown>[];
        expect(rows.length).toBe(1);
        const row = rows[0] as Record<string, unknown>;
        expect(row.organization_ids).toEqual([shown.org]);
        expect(row.person_ids).toEqual([shown.person]);
        expect(row.keyword_ids).toEqual([]);
        expect(row.library_entry_id).toBeNull();
      }
    });
  }

  it('admin (the control): the same requests show every field and every link', async () => {
    const org = (await get('admin', `/api/v1/assets/organizations/${shown.org}/`)).body;
    expect(org.admin_notes).toBe('SECRET note on an organization');
    // The link detector used above finds hidden links where there are some.
    expect(links(org)).toEqual(
      expect.arrayContaining([`person:${hidden.person}`, `keyword:${hidden.keyword}`, `list:${hidden.list}`]),
    );
    expect(org.people.map((p: { id: number }) => p.id).sort()).toEqual(
      [shown.person, hidden.person, shown.paidPerson].sort(),
    );
    expect(org.keywords.map((k: { id: number }) => k.id).sort()).toEqual([shown.keyword, hidden.keyword].sort());
    expect(org.lists_as_item.map((l: { id: number }) => l.id).sort()).toEqual([hidden.list, shown.list].sort());
    const vehicle = (await get('admin', `/api/v1/assets/ledger/${shown.vehicle}/`)).body;
    expect(vehicle).toMatchObject({
      private_url: 'https://example.com/SECRET-private',
      admin_notes: expect.any(String),
    });
    expect((await get('admin', `/api/v1/assets/organizations/${shown.paidOrg}/`)).body.has_inv_vehicle).toBe(true);
    expect((await get('admin', `/api/v1/lists/${shown.list}/`)).body.item_count).toBe(2);
    const library = (await get('admin', `/api/v1/assets/library/${shown.library}/`)).body;
    expect(library.publisher_id).toBe(hidden.org);
    expect(library.authors.map((a: { person_id: number | null }) => a.person_id)).toEqual([
      hidden.person,
      shown.person,
      null,
    ]);
    const snapshot = (await get('admin', `/api/v1/assets/snapshots/${shown.snapshot}/`)).body;
    expect(snapshot.organization_ids.sort()).toEqual([shown.org, hidden.org].sort());
    expect(snapshot.library_entry_id).toBe(hidden.library);
    expect((await get('admin', `/api/v1/assets/people/${shown.person}/`)).body.admin_notes).toMatch(/SECRET/);
  });

  it('personal API tokens (issue 38): a token is answered exactly what its owner’s session is, and token lists show no secret or hash', async () => {
    const asToken = (token: string, path: string) => request(ctx.port, 'GET', path, { host: tenant.host, token });
    for (const who of ['reader', 'admin'] as const) {
      const created = await request(ctx.port, 'POST', '/api/v1/auth/tokens/', {
        host: tenant.host,
        token: tokens[who],
        body: { name: `${who} exposure probe`, read_only: true },
      });
      expect(created.status).toBe(201);
      const secret = created.body.token as string;
      for (const path of [
        ...READS.flatMap(([, p, id]) => [p, `${p}${id()}/`]),
        `/api/v1/assets/organizations/${hidden.org}/`,
        `/api/v1/lists/${shown.list}/items/`,
        '/api/v1/search/?q=SECRET',
      ]) {
        const [bySession, byToken] = [await get(who, path), await asToken(secret, path)];
        expect(byToken.status, `${who} ${path}`).toBe(bySession.status);
        expect(byToken.body, `${who} ${path}`).toEqual(bySession.body);
      }
      const own = await get(who, '/api/v1/auth/tokens/');
      expect(own.text).not.toContain(secret.slice(10));
      expect(own.text).not.toMatch(/token_hash|[0-9a-f]{64}/);
      for (const row of own.body.results)
        expect(Object.keys(row).sort()).toEqual(
          ['created_at', 'expired', 'expires_at', 'hint', 'id', 'last_used_at', 'name', 'read_only'].sort(),
        );
    }
    expect((await get('reader', '/api/v1/auth/tenant-tokens/')).status).toBe(403);
    expect((await get('anonymous', '/api/v1/auth/tokens/')).status).toBe(401);
    const all = await get('admin', '/api/v1/auth/tenant-tokens/');
    expect(all.body.count).toBe(2);
    expect(all.text).not.toMatch(/inpat_[A-Za-z0-9_-]{20}|token_hash|[0-9a-f]{64}/);
  });
});
