import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatEndpoint } from '../../../lib/llm-chat.ts';
import { createTenant, createUser, loginAs } from '../../../test/factories.ts';
import { request, upload, useTestApp } from '../../../test/harness.ts';
import { recogniseNames } from '../recognise.ts';
import { MODEL_MAX_CHARS, parseModelAnswer, withModelNames } from './model.ts';

/** The offline extractor misses "Brightwater" (a one-word brand with no cue); the model finds it. */
const TEXT =
  'Jane Okafor, chief executive of Quillwright Robotics GmbH, met Brightwater on Monday. Okafor said Brightwater holds a stake in Quillwright Robotics GmbH.';

/** A fake OpenAI-compatible provider on 127.0.0.1: each request gets the next scripted answer. */
type Script = { content?: string; status?: number; body?: string; delayMs?: number };
const provider = {
  server: null as http.Server | null,
  url: '',
  script: [] as Script[],
  calls: [] as { model: string; messages: { role: string; content: string }[] }[],
};
const chat = (content: unknown): Script => ({
  content: typeof content === 'string' ? content : JSON.stringify(content),
});

beforeAll(async () => {
  provider.server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      provider.calls.push(JSON.parse(Buffer.concat(chunks).toString() || '{}'));
      const s = provider.script.shift() ?? { status: 500, body: '{}' };
      const reply = () => {
        if (res.destroyed) return;
        res.writeHead(s.status ?? 200, { 'content-type': 'application/json' });
        res.end(s.body ?? JSON.stringify({ choices: [{ message: { role: 'assistant', content: s.content } }] }));
      };
      if (s.delayMs) setTimeout(reply, s.delayMs);
      else reply();
    });
  });
  const server = provider.server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
});
afterAll(async () => {
  provider.server?.closeAllConnections();
  await new Promise((resolve) => provider.server?.close(resolve));
});

const cfg = (timeoutMs = 2000): ChatEndpoint => ({
  url: provider.url,
  model: 'fake-extractor',
  apiKey: 'secret-key',
  timeoutMs,
  allow: ['127.0.0.1:*'],
});

/** A valid answer with noise: unknown fields, invalid items, a name the text does not contain. */
const ANSWER = {
  confidence: 0.93,
  people: [{ name: 'Jane Okafor', aliases: ['Okafor', 'Janie'], score: 1 }, 'Mark Stevens', { name: 5 }, 42, 'Okafor'],
  organizations: ['Quillwright Robotics', { name: 'Brightwater', kind: 'brand' }, 'Halvorsen Maritime AS'],
  relations: [
    { type: 'investor', from: 'Brightwater', to: 'Quillwright Robotics GmbH', weight: 2 },
    { type: 'investor', from: 'Mark Stevens', to: 'Brightwater' },
    { type: 'married', from: 'Jane Okafor', to: 'Brightwater' },
    { type: 'role', from: 'Jane Okafor', to: 'Brightwater', role: 'adviser' },
    { type: 'role', from: 'Jane Okafor', to: 'Quillwright Robotics', role: 'chief executive' },
  ],
};

describe('extraction with the optional model (fake provider)', () => {
  const offline = () => recogniseNames(TEXT);

  it('the offline extractor alone misses Brightwater (what the model adds)', () => {
    const names = offline().names.map((n) => `${n.kind}:${n.name}`);
    expect(names).toContain('person:Jane Okafor');
    expect(names).toContain('organization:Quillwright Robotics GmbH');
    expect(names.some((n) => /brightwater/i.test(n))).toBe(false);
  });

  it('merges a valid answer: adds the missed entity with its spans and relation, keeps offline evidence, drops invalid items and names not in the text', async () => {
    provider.calls = [];
    provider.script = [chat(ANSWER)];
    const before = offline();
    const merged = await withModelNames(cfg(), TEXT, before);

    // The request: the configured model, the instructions, and the document.
    expect(provider.calls).toHaveLength(1);
    expect(provider.calls[0]?.model).toBe('fake-extractor');
    expect(provider.calls[0]?.messages.at(-1)?.content).toBe(TEXT);

    const byName = new Map(merged.names.map((n) => [n.name, n]));
    // Union by fingerprint: "Quillwright Robotics" is the offline "Quillwright Robotics GmbH", not a second entity.
    expect(merged.names.map((n) => `${n.kind}:${n.name}`).sort()).toEqual(
      [...before.names.map((n) => `${n.kind}:${n.name}`), 'organization:Brightwater'].sort(),
    );
    // Not in the text: never suggested (neither the person nor the organization the answer invented).
    expect(byName.has('Mark Stevens')).toBe(false);
    expect(byName.has('Halvorsen Maritime AS')).toBe(false);
    expect(byName.has('Okafor')).toBe(false);

    const brightwater = byName.get('Brightwater');
    expect(brightwater?.kind).toBe('organization');
    expect(brightwater?.normalized).toBe('brightwater');
    expect(brightwater?.spans.map((s) => TEXT.slice(s.start, s.end))).toEqual(['Brightwater', 'Brightwater']);
    // Evidence: the first sentence naming both parties.
    expect(brightwater?.relations).toContainEqual({
      type: 'investor',
      from: 'Brightwater',
      to: 'Quillwright Robotics GmbH',
      evidence: 'Jane Okafor, chief executive of Quillwright Robotics GmbH, met Brightwater on Monday.',
    });
    expect(brightwater?.relations).toHaveLength(1);

    // The offline entity keeps its spans and relations; an alias not in the text ("Janie") is dropped.
    const offlineJane = before.names.find((n) => n.name === 'Jane Okafor');
    const jane = byName.get('Jane Okafor');
    expect(jane?.spans).toEqual(offlineJane?.spans);
    expect(jane?.relations?.slice(0, offlineJane?.relations?.length ?? 0)).toEqual(offlineJane?.relations ?? []);
    expect(jane?.relations).toContainEqual(
      expect.objectContaining({ type: 'role', to: 'Quillwright Robotics GmbH', role: 'chief executive' }),
    );
    expect(jane?.aliases ?? []).not.toContain('Janie');
    // A role the text does not write ("adviser"), a relation already found, invalid types, unknown parties: not added.
    expect(jane?.relations).toEqual(offlineJane?.relations);
    expect(merged.names.flatMap((n) => n.relations ?? []).some((r) => (r.type as string) === 'married')).toBe(false);
    expect(merged.names.flatMap((n) => n.relations ?? []).some((r) => r.from === 'Mark Stevens')).toBe(false);
    // The offline result itself is not changed.
    expect(before).toEqual(offline());
  });

  it('falls back to the offline result on invalid JSON, a wrong shape, an error status or an empty reply', async () => {
    const expected = offline();
    provider.script = [
      chat('Sure! Here are the entities: {people: [Jane Okafor'),
      chat({ people: 'Jane Okafor', organizations: { name: 'Brightwater' } }),
      { status: 500, body: '{"error":"overloaded"}' },
      { status: 200, body: 'not a chat completion' },
      chat({ entities: [{ name: 'Brightwater' }] }),
    ];
    for (let i = 0; i < 5; i++) expect(await withModelNames(cfg(), TEXT, offline())).toEqual(expected);
    expect(provider.script).toHaveLength(0);
  });

  it('gives up at the timeout on a slow answer and keeps the offline result', async () => {
    provider.script = [{ ...chat(ANSWER), delayMs: 1500 }];
    const started = Date.now();
    const merged = await withModelNames(cfg(200), TEXT, offline());
    expect(Date.now() - started).toBeLessThan(1200);
    expect(merged).toEqual(offline());
  });

  it('with no provider configured the result is the offline one and nothing is asked', async () => {
    provider.calls = [];
    const before = offline();
    expect(await withModelNames(null, TEXT, before)).toBe(before);
    expect(provider.calls).toHaveLength(0);
  });

  it('sends at most MODEL_MAX_CHARS of a long document, and drops names the caller rejects', async () => {
    provider.calls = [];
    const long = `${TEXT} ${'Filler sentence about nothing in particular. '.repeat(600)}`;
    provider.script = [chat(ANSWER)];
    const merged = await withModelNames(cfg(), long, recogniseNames(long), new Set(['brightwater']));
    expect(provider.calls[0]?.messages.at(-1)?.content.length).toBe(MODEL_MAX_CHARS);
    expect(merged.names.some((n) => n.name === 'Brightwater')).toBe(false);
  });

  it('parses answers item by item (strings or objects; unknown fields ignored)', () => {
    expect(parseModelAnswer({ people: ['Jane Okafor', { name: 'X' }], extra: true })).toEqual({
      entities: [{ kind: 'person', name: 'Jane Okafor', aliases: [] }],
      relations: [],
    });
    expect(parseModelAnswer('Jane Okafor')).toBeNull();
    expect(parseModelAnswer({ relations: 'none' })).toBeNull();
  });
});

describe('processing with the optional model configured', () => {
  const ctx = useTestApp(() => ({ extractionLlm: cfg() }));

  it('suggests the entity the model added, in the processing job, with the offline suggestions', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    provider.calls = [];
    provider.script = [chat(ANSWER)];
    const item = await upload(ctx.port, '/api/v1/raw-data/', {
      host: tenant.host,
      token,
      files: [],
      fields: { title: 'Stake', text: TEXT, process: 'true' },
    });
    expect(item.status).toBe(201);
    let body: { processing_status: string; suggested_entities: { kind: string; name: string }[] } | null = null;
    const until = Date.now() + 30_000;
    while (Date.now() < until) {
      const res = await request(ctx.port, 'GET', `/api/v1/raw-data/${item.body.id}/`, { host: tenant.host, token });
      body = res.body;
      if (body?.processing_status === 'completed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(body?.processing_status).toBe('completed');
    expect(provider.calls).toHaveLength(1);
    expect(body?.suggested_entities.map((s) => `${s.kind}:${s.name}`).sort()).toEqual([
      'organization:Brightwater',
      'organization:Quillwright Robotics GmbH',
      'person:Jane Okafor',
    ]);
  });
});
