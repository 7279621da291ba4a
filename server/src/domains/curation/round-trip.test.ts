import { LIBRARY_TYPES } from '@intel/contracts';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readXlsx } from '../../lib/xlsx.ts';
import { createTenant, createUser, loginAs, type TestTenant } from '../../test/factories.ts';
import { request, upload, useTestApp } from '../../test/harness.ts';

type Kind = 'organizations' | 'people' | 'ledger' | 'library';
const PATHS: Record<Kind, string> = {
  organizations: '/api/v1/assets/organizations',
  people: '/api/v1/assets/people',
  ledger: '/api/v1/assets/ledger',
  library: '/api/v1/assets/library',
};
const KEYWORDS = ['Alpha', 'Beta', 'Gamma'];
const ORGS = ['Northwind', 'Borealis', '한강 Capital'];

const word = fc.constantFrom('Acme', 'Nord', 'Ωmega', 'Дельта', '北京', '한강', 'Zoë', 'Ltd', 'et', 'Søren');
const text = fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' '));
const optionalText = fc.oneof(text, fc.constant(''));
const partialDate = fc.oneof(
  fc.integer({ min: 1950, max: 2030 }).map(String),
  fc
    .record({ y: fc.integer({ min: 1950, max: 2030 }), m: fc.integer({ min: 1, max: 12 }) })
    .map(({ y, m }) => `${y}-${String(m).padStart(2, '0')}`),
  fc
    .date({ min: new Date('1950-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.constant(''),
);
const slug = fc.constantFrom('acme', 'nord', 'omega', 'delta', 'kestrel');
const url = slug.map((s) => `https://${s}.example/${s}`);
const emails = fc.uniqueArray(slug, { maxLength: 2 }).map((xs) => xs.map((s, i) => `${s}${i}@${s}.example`).join(', '));
const phones = fc
  .uniqueArray(fc.integer({ min: 1000, max: 9999 }), { maxLength: 2 })
  .map((xs) => xs.map((n) => `+1 555 ${n}`).join(', '));
const keywordCell = fc.subarray(KEYWORDS).map((xs) => xs.join(', '));
const visibility = fc.constantFrom('hidden', 'paywalled', 'public');
const orgName = fc.constantFrom(...ORGS);

/** What a user may type in each importable column of each kind (required columns never empty). */
const EDITS: Record<Kind, Record<string, fc.Arbitrary<string>>> = {
  organizations: {
    'Name (DBA)': text,
    'Legal name': optionalText,
    Ownership: optionalText,
    Founded: partialDate,
    Website: fc.oneof(url, fc.constant('')),
    Emails: emails,
    Phones: phones,
    Links: fc.oneof(url, fc.constant('')),
    Keywords: keywordCell,
    Description: optionalText,
    Notes: optionalText,
    Visibility: visibility,
  },
  people: {
    'Given name': text,
    'Family name': optionalText,
    Nickname: optionalText,
    'Legal name': optionalText,
    Gender: fc.constantFrom('M', 'F', ''),
    Born: partialDate,
    City: optionalText,
    Emails: emails,
    Phones: phones,
    Profile: optionalText,
    'Main link': fc.oneof(url, fc.constant('')),
    About: optionalText,
    Keywords: keywordCell,
    Visibility: visibility,
  },
  ledger: {
    Name: text,
    Organization: orgName,
    Type: fc.constantFrom('VC', 'FA', 'PE'),
    Currency: fc.constantFrom('USD', 'EUR', 'KRW', ''),
    Invested: partialDate,
    'Ownership %': fc.oneof(fc.integer({ min: 0, max: 100 }).map(String), fc.constant('12.5'), fc.constant('')),
    Owner: optionalText,
    Owned: fc.constantFrom('yes', 'no'),
    Risk: optionalText,
    'Public link': fc.oneof(url, fc.constant('')),
    Keywords: keywordCell,
    Visibility: visibility,
  },
  library: {
    Title: text,
    Type: fc.constantFrom(...LIBRARY_TYPES),
    Published: partialDate,
    Publisher: fc.oneof(orgName, fc.constant('')),
    Authors: fc.uniqueArray(text, { maxLength: 3 }).map((xs) => xs.join(', ')),
    'Public link': fc.oneof(url, fc.constant('')),
    Abstract: optionalText,
    Keywords: keywordCell,
    Visibility: visibility,
  },
};

/** Rewrites cells of an exported workbook: (data row index, header) → new text. */
async function editWorkbook(buffer: Buffer, edits: { row: number; header: string; value: string }[]) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  const ws = wb.worksheets[0] as ExcelJS.Worksheet;
  const headers = (ws.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
  for (const e of edits) ws.getRow(e.row + 2).getCell(headers.indexOf(e.header)).value = e.value;
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('import reads back its own export', () => {
  const ctx = useTestApp();

  async function setup(kind: Kind) {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await request(ctx.port, method, `/api/v1${path}`, { host: tenant.host, token, body });
      expect(res.status, res.text).toBeLessThan(300);
      return res.body;
    };
    for (const name of KEYWORDS) await call('POST', '/keywords/', { name });
    const orgIds: number[] = [];
    if (kind === 'ledger' || kind === 'library')
      for (const name_dba of ORGS) orgIds.push((await call('POST', '/assets/organizations/', { name_dba })).id);
    const make = {
      organizations: (i: number) => ({
        name_dba: `Org ${i}`,
        founding_date: { date: '2019-01-01', incomplete_day: true, incomplete_month: true },
        emails: [`o${i}@org.example`],
        phones: ['+44 20 7946 0000'],
      }),
      people: (i: number) => ({
        name_given: `Ada ${i}`,
        name_family: 'Lind',
        birth_date: { date: '1984-09-01', incomplete_day: true },
      }),
      ledger: (i: number) => ({ name: `Fund ${i}`, organization_id: orgIds[i % orgIds.length], vehicle_type: 'VC' }),
      library: (i: number) => ({
        title: `Report ${i}`,
        type: 'Report',
        publish_date: { date: '2020-05-12' },
        authors: [{ name: 'Ada Lind' }],
      }),
    }[kind];
    for (let i = 0; i < 4; i++) await call('POST', `${PATHS[kind].replace('/api/v1', '')}/`, make(i));
    return { tenant, token };
  }

  async function exportOf(kind: Kind, tenant: TestTenant, token: string) {
    const res = await request(ctx.port, 'GET', `${PATHS[kind]}/?format=xlsx&ordering=created_at`, {
      host: tenant.host,
      token,
    });
    expect(res.status).toBe(200);
    return res.buffer;
  }

  async function importFile(kind: Kind, tenant: TestTenant, token: string, content: Buffer) {
    const res = await upload(ctx.port, `${PATHS[kind]}/upload/`, {
      host: tenant.host,
      token,
      files: [{ name: 'data.xlsx', content }],
    });
    expect(res.status, res.text).toBe(200);
    return res.body;
  }

  for (const kind of Object.keys(PATHS) as Kind[]) {
    it(`${kind}: export → import is the identity; export → edit N cells → import changes exactly those N fields`, async () => {
      const { tenant, token } = await setup(kind);
      const first = await exportOf(kind, tenant, token);
      const untouched = await importFile(kind, tenant, token, first);
      expect(untouched).toMatchObject({ created: 0, updated: 0, rejected: 0, unchanged: 4 });
      expect(await readXlsx(await exportOf(kind, tenant, token))).toEqual(await readXlsx(first));

      const headers = Object.keys(EDITS[kind]);
      const edit = fc.record({ row: fc.integer({ min: 0, max: 3 }), header: fc.constantFrom(...headers) });
      await fc.assert(
        fc.asyncProperty(
          fc.uniqueArray(edit, { minLength: 1, maxLength: 4, selector: (e) => `${e.row}/${e.header}` }),
          fc.context(),
          async (cells, log) => {
            const before = await exportOf(kind, tenant, token);
            const beforeRows = await readXlsx(before);
            const header = beforeRows[0] as string[];
            // New values that differ from the cell's current text, so each edit is a change.
            const edits = cells.map((c) => {
              const current = (beforeRows[c.row + 1] as string[])[header.indexOf(c.header)] ?? '';
              const candidates = fc.sample(EDITS[kind][c.header] as fc.Arbitrary<string>, 30);
              return { ...c, value: candidates.find((v) => v !== current.replace(/^'/, '')) };
            });
            const changed = edits.filter((e): e is typeof e & { value: string } => e.value !== undefined);
            log.log(JSON.stringify(changed));
            const report = await importFile(kind, tenant, token, await editWorkbook(before, changed));
            const editedRows = new Set(changed.map((e) => e.row));
            expect(report.rejected, JSON.stringify(report.rows)).toBe(0);
            expect(report.updated).toBe(editedRows.size);
            expect(report.unchanged).toBe(4 - editedRows.size);

            // The next export says exactly what was typed in the edited cells and nothing else moved.
            const after = await readXlsx(await exportOf(kind, tenant, token));
            const expected = beforeRows.map((r) => [...r]);
            for (const e of changed) {
              const col = header.indexOf(e.header);
              (expected[e.row + 1] as string[])[col] = /^[+=@-]/.test(e.value) ? `'${e.value}` : e.value;
            }
            const derived = kind === 'people' ? header.indexOf('Name') : -1;
            const strip = (rows: string[][]) =>
              rows.map((r) => header.map((_, i) => (i === derived ? '' : (r[i] ?? ''))).join('\u0001'));
            expect(strip(after)).toEqual(strip(expected));

            // History: one entry per edited record, naming exactly the edited columns.
            for (const row of editedRows) {
              const id = Number((beforeRows[row + 1] as string[])[0]);
              const history = await request(ctx.port, 'GET', `${PATHS[kind]}/${id}/history/`, {
                host: tenant.host,
                token,
              });
              const labels = changed.filter((e) => e.row === row).map((e) => e.header);
              expect(history.body[0].changes.map((c: { label: string }) => c.label).sort()).toEqual(labels.sort());
            }
          },
        ),
        { numRuns: 8 },
      );
    });
  }
});

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
