import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readXlsx } from '../../lib/xlsx.ts';
import { createTenant, createUser, loginAs } from '../../test/factories.ts';
import { request, upload, useTestApp } from '../../test/harness.ts';

describe('import and export of organizations and people', () => {
  const ctx = useTestApp();

  async function setup() {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    await request(ctx.port, 'POST', '/api/v1/keywords/', { host: tenant.host, token, body: { name: 'Fintech' } });
    return { tenant, token };
  }

  it('imports a CSV row by row: created, updated, rejected with reasons, nothing half-written', async () => {
    const { tenant, token } = await setup();
    const existing = await request(ctx.port, 'POST', '/api/v1/assets/organizations/', {
      host: tenant.host,
      token,
      body: { name_dba: 'Old name' },
    });
    const csv = [
      'name_dba,name_inc,founding_date,emails,keywords,visibility,id',
      'Acme,Acme Inc,2019,info@acme.example;sales@acme.example,Fintech,public,',
      ',Nameless Ltd,,,,,',
      'Bad Date,,March,,,,',
      'Ghost keyword,,,,Nonexistent,,',
      'Bad email,,,not-an-email,,,',
      `Renamed,,,,,,${existing.body.id}`,
      'Wrong id,,,,,,99999999',
    ].join('\n');
    const res = await upload(ctx.port, '/api/v1/assets/organizations/upload/', {
      host: tenant.host,
      token,
      files: [{ name: 'orgs.csv', content: csv, type: 'text/csv' }],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ created: 1, updated: 1, rejected: 5 });
    const byRow = Object.fromEntries(res.body.rows.map((r: { row: number }) => [r.row, r]));
    expect(byRow[2]).toMatchObject({ status: 'created' });
    expect(byRow[3].errors).toEqual(['Fill in Name (DBA).']);
    expect(byRow[4].errors.join()).toMatch(/^Founded: “March” is not a date/);
    expect(byRow[5].errors.join()).toMatch(/^Keywords: no keyword named “Nonexistent”/);
    expect(byRow[6].errors.join()).toMatch(/^Emails \(“not-an-email”\): /);
    expect(byRow[7]).toMatchObject({ status: 'updated', id: existing.body.id });
    expect(byRow[8]).toMatchObject({ status: 'rejected' });
    const acme = await request(ctx.port, 'GET', `/api/v1/assets/organizations/${byRow[2].id}/`, {
      host: tenant.host,
      token,
    });
    expect(acme.body).toMatchObject({
      name_inc: 'Acme Inc',
      emails: ['info@acme.example', 'sales@acme.example'],
      visibility: 'public',
    });
    expect(acme.body.keywords.map((k: { name: string }) => k.name)).toEqual(['Fintech']);
    const list = await request(ctx.port, 'GET', '/api/v1/assets/organizations/?limit=100', {
      host: tenant.host,
      token,
    });
    expect(list.body.results.map((o: { name_dba: string }) => o.name_dba).sort()).toEqual(['Acme', 'Renamed']);
  });

  it('imports an .xlsx of people', async () => {
    const { tenant, token } = await setup();
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('People');
    ws.addRow(['Name given', 'Name family', 'Gender', 'Birth date', 'Current address city']);
    ws.addRow(['Ada', 'Lindqvist', 'F', '1984-03', 'Berlin']);
    ws.addRow(['', '', 'X', '', '']);
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await upload(ctx.port, '/api/v1/assets/people/upload/', {
      host: tenant.host,
      token,
      files: [{ name: 'people.xlsx', content: buffer }],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ created: 1, rejected: 1 });
    const ada = await request(ctx.port, 'GET', `/api/v1/assets/people/${res.body.rows[0].id}/`, {
      host: tenant.host,
      token,
    });
    expect(ada.body).toMatchObject({ display_name: 'Ada Lindqvist', gender: 'F', current_address_city: 'Berlin' });
    expect(ada.body.birth_date).toMatchObject({ date: '1984-03-01', incomplete_day: true });
  });

  it('imports ledger rows naming their organization', async () => {
    const { tenant, token } = await setup();
    await request(ctx.port, 'POST', '/api/v1/assets/organizations/', {
      host: tenant.host,
      token,
      body: { name_dba: 'Northwind' },
    });
    const csv =
      'name,vehicle_type,organization,ownership_percentage,inv_date\nFund II,vc,Northwind,12.5%,2018\nOrphan,VC,Nobody,,\nBad,ZZ,Northwind,,\n';
    const res = await upload(ctx.port, '/api/v1/assets/ledger/upload/', {
      host: tenant.host,
      token,
      files: [{ name: 'ledger.csv', content: csv }],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ created: 1, rejected: 2 });
    expect(res.body.rows[1].errors.join()).toMatch(/^Organization: no organization is named “Nobody”/);
    const fund = await request(ctx.port, 'GET', `/api/v1/assets/ledger/${res.body.rows[0].id}/`, {
      host: tenant.host,
      token,
    });
    expect(fund.body).toMatchObject({ vehicle_type: 'VC', ownership_percentage: 12.5, organization_name: 'Northwind' });
  });

  it('refuses uploads without a file, with two files, or from readers', async () => {
    const { tenant, token } = await setup();
    const reader = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader'));
    const csv = 'name_dba\nX\n';
    const path = '/api/v1/assets/organizations/upload/';
    expect(
      (await upload(ctx.port, path, { host: tenant.host, token: reader, files: [{ name: 'a.csv', content: csv }] }))
        .status,
    ).toBe(403);
    expect((await upload(ctx.port, path, { host: tenant.host, files: [{ name: 'a.csv', content: csv }] })).status).toBe(
      401,
    );
    const two = await upload(ctx.port, path, {
      host: tenant.host,
      token,
      files: [
        { name: 'a.csv', content: csv },
        { name: 'b.csv', content: csv },
      ],
    });
    expect(two.status).toBe(400);
    const none = await upload(ctx.port, path, { host: tenant.host, token, files: [], fields: { note: 'x' } });
    expect(none.status).toBe(400);
    const json = await request(ctx.port, 'POST', path, { host: tenant.host, token, body: { name_dba: 'x' } });
    expect(json.status).toBe(400);
    const binary = await upload(ctx.port, path, {
      host: tenant.host,
      token,
      files: [{ name: 'a.csv', content: Buffer.from([0, 1, 2, 3]) }],
    });
    expect(binary.status).toBe(400);
  });

  it('neutralises formula cells in exports and keeps other text unchanged', async () => {
    const { tenant, token } = await setup();
    for (const name of ['=HYPERLINK("http://evil")', '+1 cmd', '-2', '@SUM(A1)', '\tTabbed', 'Plain & simple']) {
      const r = await request(ctx.port, 'POST', '/api/v1/assets/organizations/', {
        host: tenant.host,
        token,
        body: { name_dba: name },
      });
      expect(r.status, r.text).toBe(201);
    }
    const res = await request(ctx.port, 'GET', '/api/v1/assets/organizations/?format=xlsx&ordering=name_dba', {
      host: tenant.host,
      token,
    });
    const rows = await readXlsx(res.buffer);
    const names = rows.slice(1).map((r) => r[1]);
    expect(names).toContain(`'=HYPERLINK("http://evil")`);
    expect(names).toContain(`'+1 cmd`);
    expect(names).toContain(`'-2`);
    expect(names).toContain(`'@SUM(A1)`);
    expect(names).toContain('Plain & simple');
    expect(names.every((n) => !/^[=+\-@\t]/.test(n ?? ''))).toBe(true);
  });
});
