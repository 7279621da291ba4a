import { describe, expect, it } from 'vitest';
import { readXlsx } from '../../lib/xlsx.ts';
import { createTenant, createUser, loginAs } from '../../test/factories.ts';
import { request, upload, useTestApp } from '../../test/harness.ts';

describe("import of a list's items", () => {
  const ctx = useTestApp();

  it('reads back its export (all unchanged), applies an edited order, adds by ID or name, reports the rest', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const call = async (method: string, path: string, body?: unknown) =>
      (await request(ctx.port, method, `/api/v1${path}`, { host: tenant.host, token, body })).body;
    const ids: number[] = [];
    for (const name_dba of ['Alpha Co', 'Beta Co', 'Gamma Co', 'Delta Co'])
      ids.push((await call('POST', '/assets/organizations/', { name_dba })).id);
    const list = await call('POST', '/lists/', { name: 'Watch', type: 'OrganizationsList' });
    await call('POST', `/lists/${list.id}/items/`, { item_ids: ids.slice(0, 3) });
    // A removal leaves a gap in the stored positions: the export still counts 1, 2, 3.
    await call('DELETE', `/lists/${list.id}/items/${ids[1]}/`);
    await call('POST', `/lists/${list.id}/items/`, { item_ids: [ids[1]] });
    const exportOf = async () =>
      readXlsx(
        (await request(ctx.port, 'GET', `/api/v1/lists/${list.id}/items/?format=xlsx`, { host: tenant.host, token }))
          .buffer,
      );
    const first = await exportOf();
    expect(first.slice(1).map((r) => r[0])).toEqual(['1', '2', '3']);
    const send = async (content: Buffer | string, name = 'items.xlsx') =>
      (
        await upload(ctx.port, `/api/v1/lists/${list.id}/items/upload/`, {
          host: tenant.host,
          token,
          files: [{ name, content }],
        })
      ).body;
    const csvOf = (rows: string[][]) => rows.map((r) => r.join(',')).join('\n');
    expect(await send(csvOf(first), 'items.csv')).toMatchObject({ unchanged: 3, created: 0, updated: 0, rejected: 0 });
    expect(await exportOf()).toEqual(first);

    const edited = [
      ['Position', 'ID', 'Name'],
      ['1', String(ids[1]), 'Beta Co'],
      ['2', '', 'Delta Co'],
      ['3', '999999999', 'Ghost'],
      ['x', '', 'Nobody'],
    ];
    const report = await send(csvOf(edited), 'items.csv');
    expect(report).toMatchObject({ created: 1, updated: 1, rejected: 2 });
    expect(report.rows[2].errors).toEqual(["ID: there is no record 999999999 of this list's kind that you may see."]);
    expect(report.rows[3].errors).toEqual([
      'Position: “x” is not a whole number from 1 up.',
      'Name: nothing is named “Nobody”.',
    ]);
    const after = await exportOf();
    expect(after.slice(1).map((r) => r[2])).toEqual(['Beta Co', 'Delta Co', 'Alpha Co', 'Gamma Co']);
  });
});
