import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs } from '../../test/factories.ts';
import { request, upload, useTestApp } from '../../test/harness.ts';
import type { Candidate } from '../reading/candidate.ts';
import { normaliseName } from '../reading/name-keys.ts';
import { occurrenceFinder } from '../reading/occurrences.ts';
import type { Known } from './names.ts';
import { nameIndexOf } from './names.ts';
import { readItem } from './process-read.ts';
import { recogniseItem } from './process-recognise.ts';
import { newNames } from './process-resolve.ts';

const TEXT = 'Jane Okafor, chief executive of Quillwright Robotics GmbH, said the company will hire in Berlin.';

const known = (type: Known['type'], id: number, name: string): Known => ({
  type,
  id,
  names: [name],
  normalized: [normaliseName(name)],
});
const names = (found: { names: Candidate[] }) => found.names.map((n) => n.name);
const candidate = (text: string, name: string, kind: Candidate['kind'] = 'organization'): Candidate => ({
  kind,
  name,
  normalized: normaliseName(name),
  spans: occurrenceFinder(text)(normaliseName(name)),
});

describe('stage 2, recognise', () => {
  it('returns the names and relations of the text', async () => {
    const found = await recogniseItem(null, { text: TEXT, known: [], places: [], hidden: [] });
    expect(names(found)).toEqual(expect.arrayContaining(['Jane Okafor', 'Quillwright Robotics GmbH']));
  });

  it('reads a known name but never returns it; a relation to it stays on the new name', async () => {
    const org = known('Organization', 7, 'Quillwright Robotics GmbH');
    const found = await recogniseItem(null, { text: TEXT, known: [org], places: [], hidden: [] });
    expect(names(found)).toEqual(['Jane Okafor']);
    expect(found.names[0]?.relations?.[0]).toMatchObject({ type: 'role', to: 'Quillwright Robotics GmbH' });
  });

  it('never returns a place or a name hidden inside a longer known one', async () => {
    const found = await recogniseItem(null, {
      text: TEXT,
      known: [],
      places: [normaliseName('Jane Okafor')],
      hidden: [normaliseName('Quillwright Robotics GmbH')],
    });
    expect(names(found)).toEqual([]);
  });
});

describe('stage 3, resolve: the new names', () => {
  const text = 'Acme Robotics GmbH hired Tom Reilly. Quillwright Robotics GmbH and Acme Robotics GmbH signed.';
  const item = (k: Known[]) => ({ text, known: k, find: occurrenceFinder(text) });

  it('drops rejected names and folds the rest into one candidate each', () => {
    const all = [candidate(text, 'Acme Robotics GmbH'), candidate(text, 'Tom Reilly', 'person')];
    const { candidates, dropped } = newNames(all, new Set([normaliseName('Tom Reilly')]), item([]));
    expect(candidates.map((c) => c.name)).toEqual(['Acme Robotics GmbH']);
    expect(candidates[0]?.spans).toHaveLength(2);
    expect(dropped).toBe(0);
  });

  it("drops a new name's mentions inside a known record's name, not inside a keyword", () => {
    const piece = candidate(text, 'Robotics GmbH');
    const whole = candidate(text, 'Quillwright Robotics GmbH');
    const asRecord = newNames([piece], new Set(), item([known('Organization', 1, 'Acme Robotics GmbH')]));
    // "Robotics GmbH" inside "Acme Robotics GmbH" (twice) is that record; inside Quillwright's name it stays.
    expect(asRecord.candidates[0]?.spans).toHaveLength(1);
    const asKeyword = newNames([whole], new Set(), item([known('Keyword', 2, 'Robotics')]));
    expect(asKeyword.candidates.map((c) => c.name)).toEqual(['Quillwright Robotics GmbH']);
  });
});

describe('stage 1, read', () => {
  const ctx = useTestApp();

  it('marks the item processing and reads its text and the records it names; null once deleted', async () => {
    const tenant = await createTenant(ctx.database);
    const h = {
      host: tenant.host,
      token: await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research')),
    };
    const org = await request(ctx.port, 'POST', '/api/v1/assets/organizations/', {
      ...h,
      body: { name_dba: 'Quillwright Robotics GmbH' },
    });
    expect(org.status, org.text).toBe(201);
    const item = await upload(ctx.port, '/api/v1/raw-data/', { ...h, files: [], fields: { title: 'one', text: TEXT } });
    expect(item.status, item.text).toBe(201);
    const id = item.body.id as number;

    const index = nameIndexOf(ctx.database);
    await index.ready(tenant.id);
    const read = await readItem(ctx.app, index, tenant.id, id);
    expect(read?.text).toBe(TEXT);
    expect(read?.known.map((k) => [k.type, k.id])).toContainEqual(['Organization', org.body.id]);
    expect(read?.find(normaliseName('Jane Okafor'))).toEqual([{ start: 0, end: 11 }]);
    // The tenant's tagging rules are read with the known names (none here).
    expect(read?.rules).toEqual([]);
    const after = await request(ctx.port, 'GET', `/api/v1/raw-data/${id}/`, h);
    expect(after.body.processing_status).toBe('processing');

    expect(await readItem(ctx.app, index, tenant.id, id + 1_000_000)).toBeNull();
  });
});
