import { ZAlert, ZWatch } from '@intel/contracts';
import { describe, expect, it } from 'vitest';
import { request } from '../harness.ts';
import { useExposureFixture } from './field-exposure-fixture.ts';

/**
 * Issue 38 part 2: a reader's watches and alerts name only what the reader may see — the changed record's
 * name and what happened, never its fields (admin notes), never a hidden record — and nothing else
 * than the contract's keys. Anonymous callers have none.
 */
describe('field exposure: watches and alerts', () => {
  const { ctx, tenant, tokens, hidden, shown, get } = useExposureFixture();
  const as = (who: 'reader' | 'admin', method: string, path: string, body?: unknown) =>
    request(ctx.port, method, path, { host: tenant.host, token: tokens[who], body });

  it('a reader’s alerts and watches hold only the contract’s keys and nothing of hidden records or admin notes', async () => {
    for (const [type, id] of [
      ['Organization', shown.org],
      ['List', shown.list],
      ['Person', shown.person],
      ['Keyword', shown.keyword],
    ] as const)
      expect((await as('reader', 'POST', '/api/v1/watches/', { target_type: type, target_id: id })).status).toBe(201);
    for (const [type, id] of [
      ['Organization', hidden.org],
      ['List', hidden.list],
      ['Person', hidden.person],
      ['Keyword', hidden.keyword],
    ] as const) {
      const res = await as('reader', 'POST', '/api/v1/watches/', { target_type: type, target_id: id });
      expect(res.status, `${type} ${id}`).toBe(404);
      expect(res.text).not.toMatch(/SECRET/);
      expect((await as('admin', 'POST', '/api/v1/watches/', { target_type: type, target_id: id })).status).toBe(201);
    }
    await as('admin', 'PATCH', `/api/v1/assets/organizations/${shown.org}/`, { admin_notes: 'SECRET second note' });
    await as('admin', 'PATCH', `/api/v1/assets/people/${shown.person}/`, { admin_notes: 'SECRET third note' });
    await as('admin', 'POST', `/api/v1/lists/${shown.list}/items/`, { item_ids: [shown.paidOrg] });
    await as('admin', 'PATCH', `/api/v1/assets/organizations/${hidden.org}/`, { description: 'SECRET change' });

    const alerts = await get('reader', '/api/v1/alerts/');
    expect(alerts.status).toBe(200);
    expect(alerts.text).not.toMatch(/SECRET/);
    expect(alerts.body.results.length).toBe(3);
    const keys = Object.keys(ZAlert.shape).sort();
    for (const a of alerts.body.results) expect(Object.keys(a).sort()).toEqual(keys);
    for (const a of alerts.body.results) expect([shown.org, shown.person, shown.list]).toContain(a.target_id);

    const watches = await get('reader', '/api/v1/watches/');
    expect(watches.text).not.toMatch(/SECRET/);
    expect(watches.body.count).toBe(4);
    const watchKeys = Object.keys(ZWatch.shape).sort();
    for (const w of watches.body.results) expect(Object.keys(w).sort()).toEqual(watchKeys);

    // Nobody else changed the hidden records: the admin (who changed them) has no alert of their own change.
    expect((await get('admin', '/api/v1/alerts/')).body.results).toEqual([]);
    for (const path of ['/api/v1/alerts/', '/api/v1/watches/', '/api/v1/alerts/unread/'])
      expect((await get('anonymous', path)).status).toBe(401);
  });
});
