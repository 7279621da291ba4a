import { describe, expect, it } from 'vitest';
import { PREVIEW_ROWS_LISTED } from '../../lib/import-preview.ts';
import { createTenant, createUser, loginAs, type TestTenant } from '../../test/factories.ts';
import { request, upload, useTestApp } from '../../test/harness.ts';

type Row = {
  row: number;
  status: string;
  id: number | null;
  name: string | null;
  changes: unknown[];
  errors: string[];
};

/**
 * Issue 36 (6): an import is previewed before it writes — the columns the file's headers fill (and
 * the ignored ones, with why), the rows to create, to change field by field and rejected (with why) —
 * and then imported with the same file, whose report names rows and fields.
 */
describe('import preview', () => {
  const ctx = useTestApp();

  async function setup() {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    await request(ctx.port, 'POST', '/api/v1/keywords/', { host: tenant.host, token, body: { name: 'Fintech' } });
    return { tenant, token };
  }

  const send = (tenant: TestTenant, token: string, path: string, csv: string) =>
    upload(ctx.port, `/api/v1/assets/organizations/${path}`, {
      host: tenant.host,
      token,
      files: [{ name: 'orgs.csv', content: csv, type: 'text/csv' }],
    });

  async function names(tenant: TestTenant, token: string) {
    const list = await request(ctx.port, 'GET', '/api/v1/assets/organizations/?limit=100', {
      host: tenant.host,
      token,
    });
    return list.body.results.map((o: { name_dba: string }) => o.name_dba).sort();
  }

  it('says what an import would do and writes nothing; the same file then imports, naming rows and fields', async () => {
    const { tenant, token } = await setup();
    const existing = await request(ctx.port, 'POST', '/api/v1/assets/organizations/', {
      host: tenant.host,
      token,
      body: { name_dba: 'Old name', name_inc: 'Old Ltd', website: 'https://old.example' },
    });
    const id = existing.body.id as number;
    const csv = [
      'Name (DBA),Legal name,Website,Favourite colour,name_dba,Founded,ID',
      'Acme,Acme Inc,,blue,,2019,',
      `Renamed,Old Ltd,https://old.example,,,,${id}`,
      'Bad Date,,,,,March,',
      `Same,Old Ltd,https://old.example,,,,99999999`,
    ].join('\n');
    const preview = await send(tenant, token, 'upload/preview/', csv);
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.columns.matched).toEqual([
      { header: 'Name (DBA)', column: 'Name (DBA)' },
      { header: 'Legal name', column: 'Legal name' },
      { header: 'Website', column: 'Website' },
      { header: 'Founded', column: 'Founded' },
      { header: 'ID', column: 'ID (which record to update)' },
    ]);
    expect(preview.body.columns.ignored).toEqual([
      { header: 'Favourite colour', reason: 'Not a column of organization records.' },
      { header: 'name_dba', reason: 'Repeats Name (DBA) (read from “Name (DBA)”).' },
    ]);
    expect(preview.body.columns.absent).toContain('Keywords');
    expect(preview.body).toMatchObject({ created: 1, updated: 1, unchanged: 0, rejected: 2 });
    expect(preview.body.digest).toMatch(/^[0-9a-f]{64}$/);
    const byRow = Object.fromEntries(preview.body.rows.map((r: Row) => [r.row, r]));
    expect(byRow[2]).toMatchObject({
      status: 'created',
      id: null,
      name: 'Acme',
      changes: [
        { column: 'Name (DBA)', before: null, after: 'Acme' },
        { column: 'Legal name', before: null, after: 'Acme Inc' },
        { column: 'Founded', before: null, after: '2019' },
      ],
    });
    // Field by field: only the cell that differs from the record, before → after, under the record's own name.
    expect(byRow[3]).toMatchObject({
      status: 'updated',
      id,
      name: 'Old name',
      changes: [{ column: 'Name (DBA)', before: 'Old name', after: 'Renamed' }],
    });
    expect(byRow[4]).toMatchObject({ status: 'rejected', name: 'Bad Date' });
    expect(byRow[4].errors.join()).toMatch(/^Founded: “March” is not a date/);
    expect(byRow[5].errors).toEqual([
      'ID: there is no organization 99999999 you may see; leave the ID empty to add it.',
    ]);
    // Nothing was written.
    expect(await names(tenant, token)).toEqual(['Old name']);

    // The same file imports; the report names rows and the fields written.
    const done = await send(tenant, token, `upload/?digest=${preview.body.digest}`, csv);
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({ created: 1, updated: 1, rejected: 2 });
    const report = Object.fromEntries(done.body.rows.map((r: Row) => [r.row, r]));
    expect(report[2]).toMatchObject({ status: 'created', name: 'Acme' });
    expect(report[2].id).toEqual(expect.any(Number));
    expect(report[3]).toMatchObject({
      status: 'updated',
      id,
      changes: [{ column: 'Name (DBA)', before: 'Old name', after: 'Renamed' }],
    });
    expect(await names(tenant, token)).toEqual(['Acme', 'Renamed']);
  });

  it('refuses to import another file than the previewed one (409), and a digest that is not one (400)', async () => {
    const { tenant, token } = await setup();
    const preview = await send(tenant, token, 'upload/preview/', 'Name (DBA)\nFirst\n');
    expect(preview.status, preview.text).toBe(200);
    const other = await send(tenant, token, `upload/?digest=${preview.body.digest}`, 'Name (DBA)\nSecond\n');
    expect(other.status, other.text).toBe(409);
    expect(other.body.detail).toMatch(/not the file that was previewed/);
    const bad = await send(tenant, token, 'upload/?digest=xyz', 'Name (DBA)\nSecond\n');
    expect(bad.status, bad.text).toBe(400);
    expect(await names(tenant, token)).toEqual([]);
  });

  it("shows nothing of another tenant's records, and only writers may preview", async () => {
    const { tenant, token } = await setup();
    const other = await setup();
    const theirs = await request(ctx.port, 'POST', '/api/v1/assets/organizations/', {
      host: other.tenant.host,
      token: other.token,
      body: { name_dba: 'Their secret', visibility: 'public' },
    });
    const csv = `ID,Name (DBA)\n${theirs.body.id},Hijacked\n`;
    const preview = await send(tenant, token, 'upload/preview/', csv);
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toMatchObject({ created: 0, updated: 0, rejected: 1 });
    expect(preview.body.rows[0]).toMatchObject({ status: 'rejected', name: 'Hijacked', changes: [] });
    expect(preview.text).not.toContain('Their secret');
    const reader = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader'));
    expect((await send(tenant, reader, 'upload/preview/', csv)).status).toBe(403);
    expect((await send(tenant, '', 'upload/preview/', csv)).status).toBe(401);
    const empty = await send(tenant, token, 'upload/preview/', '');
    expect(empty.status).toBe(400);
  });

  it(`lists at most ${PREVIEW_ROWS_LISTED} rows of each outcome and counts them all`, async () => {
    const { tenant, token } = await setup();
    const n = PREVIEW_ROWS_LISTED + 50;
    const lines = ['Name (DBA),Founded'];
    for (let i = 0; i < n; i++) lines.push(`Org ${i},2019`, `Bad ${i},March`);
    const preview = await send(tenant, token, 'upload/preview/', lines.join('\n'));
    expect(preview.status, preview.text.slice(0, 300)).toBe(200);
    expect(preview.body).toMatchObject({ created: n, rejected: n, listed_per_status: PREVIEW_ROWS_LISTED });
    const rows = preview.body.rows as Row[];
    expect(rows.filter((r) => r.status === 'created')).toHaveLength(PREVIEW_ROWS_LISTED);
    expect(rows.filter((r) => r.status === 'rejected')).toHaveLength(PREVIEW_ROWS_LISTED);
    expect(await names(tenant, token)).toEqual([]);
  });
});
