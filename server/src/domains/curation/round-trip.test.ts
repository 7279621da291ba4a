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
