import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs } from '../test/factories.ts';
import { request, upload, useTestApp } from '../test/harness.ts';

/**
 * Issue 33 (2): an import writes a batch's new records together (lib/create-many.ts: one insert of the
 * records, of their emails, phones, links, keywords with auto-tagging, organizations, and of their
 * history), not a few statements per row. The records, their children, the lists that tag them and
 * their history are the same as when each row is written alone (`IMPORT_BATCH_ROWS=1`), and a row the
 * database refuses in a batch is the only one reported.
 */
const PEOPLE = [
  'Name,Gender,Emails,Phones,Keywords,Organizations,Visibility',
  'Ada Lovelace,F,"ada@x.example, ada2@x.example",+44 20 7946 0000,Fintech,Acme (Analyst),public',
  'Bad Gender,X,,,,,public',
  'Alan Turing,M,alan@x.example,,Fintech,Acme,paywalled',
  'Grace Hopper,F,,,,,public',
  'Edsger Dijkstra,M,ed@x.example,,"Fintech, Quiet",,public',
].join('\n');

type Row = Record<string, unknown>;
/** What a record reads as, without what differs between two tenants (ids, times, who). */
const comparable = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(comparable);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Row)
        .filter(([k]) => !/(^|_)(id|ids|at|by|slug)$|^(created|updated|modified|user)$/.test(k))
        .map(([k, v]) => [k, comparable(v)]),
    );
  return value;
};

function importsIn(rowsPerBatch?: number) {
  const ctx = useTestApp(() => ({ runWorkers: false, ...(rowsPerBatch ? { importBatchRows: rowsPerBatch } : {}) }));
  return async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const h = { host: tenant.host, token };
    const post = async (path: string, body: unknown) => {
      const res = await request(ctx.port, 'POST', `/api/v1${path}`, { ...h, body });
      expect(res.status, res.text).toBe(201);
      return res.body as Row;
    };
    const fintech = await post('/keywords/', { name: 'Fintech' });
    await post('/keywords/', { name: 'Quiet' });
    await post('/assets/organizations/', { name_dba: 'Acme' });
    const list = await post('/lists/', { name: 'Fintech people', type: 'PeopleList', keyword_ids: [fintech.id] });
    const res = await upload(ctx.port, '/api/v1/assets/people/upload/', {
      ...h,
      files: [{ name: 'people.csv', content: PEOPLE, type: 'text/csv' }],
    });
    expect(res.status, res.text).toBe(200);
    const read = async (path: string) => (await request(ctx.port, 'GET', `/api/v1${path}`, h)).body;
    const created = (res.body.rows as Row[]).filter((r) => r.status === 'created');
    const people = [];
    for (const r of created)
      people.push({
        person: await read(`/assets/people/${r.id}/`),
        history: await read(`/assets/people/${r.id}/history/`),
      });
    const items = (await read(`/lists/${list.id}/items/`)) as Row[];
    return { report: res.body, people, items, ids: created.map((r) => r.id), ledger: ledgerOf(ctx, h) };
  };
}

/** A ledger import whose second row names an organization that does not exist (the database refuses it). */
function ledgerOf(ctx: ReturnType<typeof useTestApp>, h: { host: string; token: string }) {
  return async () => {
    const org = await request(ctx.port, 'POST', '/api/v1/assets/organizations/', {
      ...h,
      body: { name_dba: 'Fundco' },
    });
    const csv = ['Name,Organization,Type', `One,${org.body.id},VC`, 'Two,99999999,VC', `Three,${org.body.id},PE`].join(
      '\n',
    );
    return upload(ctx.port, '/api/v1/assets/ledger/upload/', {
      ...h,
      files: [{ name: 'ledger.csv', content: csv, type: 'text/csv' }],
    });
  };
}

describe('an import batch writes its new records together', () => {
  const alone = importsIn(1);
  const together = importsIn();

  it('writes the same records, children, list items and history as row by row', async () => {
    const one = await alone();
    const many = await together();
    expect(many.report, JSON.stringify(many.report.rows)).toMatchObject({
      created: 4,
      rejected: 1,
      updated: 0,
      unchanged: 0,
    });
    expect(comparable(many.report)).toEqual(comparable(one.report));
    expect(comparable(many.people)).toEqual(comparable(one.people));
    const ada = many.people[0]?.person as Row;
    expect(ada).toMatchObject({ emails: ['ada@x.example', 'ada2@x.example'], phones: ['+44 20 7946 0000'] });
    expect((ada.keywords as Row[]).map((k) => k.name)).toEqual(['Fintech']);
    expect(JSON.stringify(ada)).toContain('Analyst');
    expect(many.people.every((p) => (p.history as Row[]).length === 1)).toBe(true);
    // Auto-tagged in the order of the file, each at its own place on the list.
    expect(many.items.map((i) => i.name)).toEqual(one.items.map((i) => i.name));
    expect(many.items.map((i) => i.id)).toEqual([many.ids[0], many.ids[1], many.ids[3]]);
    expect(new Set(many.items.map((i) => i.position)).size).toBe(3);

    const ledger = await many.ledger();
    expect(ledger.status, ledger.text).toBe(200);
    expect(ledger.body).toMatchObject({ created: 2, rejected: 1 });
    expect(ledger.body.rows.map((r: Row) => r.status)).toEqual(['created', 'rejected', 'created']);
    expect(ledger.body.rows[1].errors).toEqual([
      'Organization: refers to a record that does not exist (or was deleted).',
    ]);
  }, 300_000);
});
