import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readXlsx } from '../../lib/xlsx.ts';
import { createTenant, createUser, loginAs } from '../../test/factories.ts';
import { request, upload, useTestApp } from '../../test/harness.ts';

describe('import: the reported case, templates and plain messages', () => {
  const ctx = useTestApp();

  async function researcher() {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const call = (method: string, path: string, body?: unknown) =>
      request(ctx.port, method, `/api/v1${path}`, { host: tenant.host, token, body });
    const send = (path: string, content: Buffer | string, name = 'data.xlsx') =>
      upload(ctx.port, `/api/v1${path}`, { host: tenant.host, token, files: [{ name, content }] });
    return { tenant, token, call, send };
  }

  it('an edited export updates every edited column, takes a row with only a name, and re-importing writes nothing', async () => {
    const { call, send } = await researcher();
    const org = await call('POST', '/assets/organizations/', {
      name_dba: 'Kestrel',
      name_inc: 'Kestrel Ltd',
      ownership_type: 'Private',
      founding_date: { date: '2019-01-01', incomplete_day: true, incomplete_month: true },
      description: 'Old text',
    });
    const exported = await call('GET', '/assets/organizations/?format=xlsx');
    const rows = await readXlsx(exported.buffer);
    expect(rows[0]).toContain('Founded');
    expect(rows[1]?.[(rows[0] as string[]).indexOf('Founded')]).toBe('2019');

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exported.buffer as unknown as ArrayBuffer);
    const ws = wb.worksheets[0] as ExcelJS.Worksheet;
    const col = (h: string) => (rows[0] as string[]).indexOf(h) + 1;
    ws.getRow(2).getCell(col('Name (DBA)')).value = 'Kestrel Analytics';
    ws.getRow(2).getCell(col('Legal name')).value = 'Kestrel Analytics Ltd';
    ws.getRow(2).getCell(col('Description')).value = 'New text';
    ws.getRow(3).getCell(col('Name (DBA)')).value = 'Only a name';
    const report = await send('/assets/organizations/upload/', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(report.status, report.text).toBe(200);
    expect(report.body).toMatchObject({ created: 1, updated: 1, rejected: 0, unchanged: 0 });

    const after = (await call('GET', `/assets/organizations/${org.body.id}/`)).body;
    expect(after).toMatchObject({
      name_dba: 'Kestrel Analytics',
      name_inc: 'Kestrel Analytics Ltd',
      description: 'New text',
    });
    expect(after.founding_date).toMatchObject({ date: '2019-01-01', incomplete_month: true });
    const history = (await call('GET', `/assets/organizations/${org.body.id}/history/`)).body;
    expect(history).toHaveLength(2);
    expect(history[0].changes).toEqual([
      { field: 'name_dba', label: 'Name (DBA)', from: 'Kestrel', to: 'Kestrel Analytics' },
      { field: 'name_inc', label: 'Legal name', from: 'Kestrel Ltd', to: 'Kestrel Analytics Ltd' },
      { field: 'description', label: 'Description', from: 'Old text', to: 'New text' },
    ]);

    const again = await send(
      '/assets/organizations/upload/',
      (await call('GET', '/assets/organizations/?format=xlsx')).buffer,
    );
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 2, rejected: 0 });
    expect((await call('GET', `/assets/organizations/${org.body.id}/history/`)).body).toHaveLength(2);

    // A save from the form that changes nothing leaves no entry either.
    await call('PATCH', `/assets/organizations/${org.body.id}/`, { description: 'New text' });
    expect((await call('GET', `/assets/organizations/${org.body.id}/history/`)).body).toHaveLength(2);
  });

  it('reports every problem of a row by column label, in plain words, never the database’s wording', async () => {
    const { call, send } = await researcher();
    await call('POST', '/assets/organizations/', { name_dba: 'Northwind' });
    const csv = [
      'Name,Organization,Type,Ownership %,Invested,Currency',
      'Fund,99999999,XX,250,2019-13,EURO',
      'Fund II,Northwind,VC,,,',
    ].join('\n');
    const res = await send('/assets/ledger/upload/', csv, 'ledger.csv');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ created: 1, rejected: 1 });
    const errors: string[] = res.body.rows[0].errors;
    expect(errors).toEqual([
      'Type: “XX” is not one of VC, FA, PE.',
      'Invested: “2019-13” is not a date of the calendar.',
    ]);
    const second = await send(
      '/assets/ledger/upload/',
      'Name,Organization,Type,Ownership %,Currency\nFund,99999999,VC,250,EURO\n',
      'l.csv',
    );
    const plain: string[] = second.body.rows[0].errors;
    expect(plain.join(' ')).toMatch(/^Currency: .+ Ownership %: /);
    expect(plain.join(' ')).not.toMatch(/Invalid|expected|received|violates|constraint|tenant_id/i);
    const third = await send('/assets/ledger/upload/', 'Name,Organization,Type\nFund,99999999,VC\n', 'l.csv');
    expect(third.body.rows[0].errors).toEqual([
      'Organization: refers to a record that does not exist (or was deleted).',
    ]);
  });

  it('reads back the columns that name other records: HQ city, a person’s organizations with roles', async () => {
    const { tenant, call, send } = await researcher();
    const admin = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'tenantAdmin'));
    const city = `Ostrava ${Date.now().toString(36)}`;
    const made = await request(ctx.port, 'POST', '/api/v1/cities/', {
      host: tenant.host,
      token: admin,
      body: { name: city },
    });
    expect(made.status, made.text).toBe(201);
    const org = (await call('POST', '/assets/organizations/', { name_dba: 'Northwind' })).body;
    const person = (await call('POST', '/assets/people/', { name_given: 'Jan', name_family: 'Novák' })).body;

    const edit = async (path: string, header: string, value: string) => {
      const exported = await call('GET', `${path}?format=xlsx`);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(exported.buffer as unknown as ArrayBuffer);
      const ws = wb.worksheets[0] as ExcelJS.Worksheet;
      const headers = (ws.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
      ws.getRow(2).getCell(headers.indexOf(header)).value = value;
      return (await send(`${path}upload/`, Buffer.from(await wb.xlsx.writeBuffer()))).body;
    };
    expect(await edit('/assets/organizations/', 'HQ city', city.toUpperCase())).toMatchObject({ updated: 1 });
    expect((await call('GET', `/assets/organizations/${org.id}/`)).body.hq_city).toBe(city);
    expect(await edit('/assets/people/', 'Organizations', 'Northwind (CEO)')).toMatchObject({ updated: 1 });
    expect((await call('GET', `/assets/people/${person.id}/`)).body.organizations).toMatchObject([
      { id: org.id, name: 'Northwind', role: 'CEO' },
    ]);
    const again = await send('/assets/people/upload/', (await call('GET', '/assets/people/?format=xlsx')).buffer);
    expect(again.body).toMatchObject({ unchanged: 1, updated: 0 });
    const derived = await edit('/assets/people/', 'Name', 'Jan Novák Jr');
    expect(derived.rows[0].errors).toEqual(['Name: is made from the given and family names: change those instead.']);
  });

  it('offers a template per kind whose columns the import reads; the library imports too', async () => {
    const { call, send } = await researcher();
    for (const [kind, first] of [
      ['organizations', 'Name (DBA)'],
      ['people', 'Name'],
      ['ledger', 'Name'],
      ['library', 'Title'],
    ] as const) {
      const template = await call('GET', `/assets/${kind}/template/`);
      expect(template.status).toBe(200);
      expect(template.headers['content-disposition']).toMatch(/attachment; filename=".+ import template\.xlsx"/);
      const header = (await readXlsx(template.buffer))[0] as string[];
      expect(header.slice(0, 2)).toEqual(['ID', first]);
    }
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Library').addRow(['Title', 'Published', 'Authors']);
    wb.worksheets[0]?.addRow(['Annual report', '2021-06', 'Ada Lind, 김민준']);
    const res = await send('/assets/library/upload/', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(res.body).toMatchObject({ created: 1, rejected: 0 });
    const entry = (await call('GET', `/assets/library/${res.body.rows[0].id}/`)).body;
    expect(entry.authors.map((a: { name: string }) => a.name)).toEqual(['Ada Lind', '김민준']);
    expect(entry.publish_date).toMatchObject({ date: '2021-06-01', incomplete_day: true, incomplete_month: false });
    const person = await send('/assets/people/upload/', 'Name\nSamuel Okafor\n', 'p.csv');
    expect(person.body).toMatchObject({ created: 1 });
    const samuel = (await call('GET', `/assets/people/${person.body.rows[0].id}/`)).body;
    expect(samuel).toMatchObject({ name_given: 'Samuel', name_family: 'Okafor' });
  });
});
