import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TOperatorContext } from '@intel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db/scoped.ts';
import { seedRecords } from '../../seed/records.ts';
import { createTenant } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';
import { askLlm, type LlmConfig } from './llm.ts';
import { TABLE_NOW } from './questions.ts';
import type { Vocabulary } from './vocabulary.ts';

const NONE: TOperatorContext = { raw_data_ids: [], people_ids: [], library_ids: [] };
const VOCAB: Vocabulary = {
  keywords: [{ id: 3, name: 'Robotics' }],
  lists: [],
  geos: [
    { id: 7, name: 'Germany', iso2: 'DE', kind: 'country' },
    { id: 8, name: 'Europe', iso2: null, kind: 'region' },
  ],
  cities: [],
  personCities: [],
  ownershipTypes: [],
  entities: [{ type: 'Organization', id: 11, name: 'Acme Robotics' }],
};

/** A fake OpenAI-compatible provider on 127.0.0.1: each request gets the next scripted answer. */
type Script = { content?: string; status?: number; body?: string; delayMs?: number };
const provider = {
  server: null as http.Server | null,
  url: '',
  script: [] as Script[],
  calls: [] as { body: { model: string; messages: { role: string; content: string }[] } }[],
};
const chat = (content: unknown): Script => ({
  content: typeof content === 'string' ? content : JSON.stringify(content),
});

beforeAll(async () => {
  provider.server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      provider.calls.push({ body: JSON.parse(Buffer.concat(chunks).toString() || '{}') });
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

describe('Operator language model path (fake provider)', () => {
  const cfg = (): LlmConfig => ({
    url: provider.url,
    model: 'fake-1',
    apiKey: null,
    timeoutMs: 300,
    allow: ['127.0.0.1:*'],
  });

  it('sends the instructions (schema, kinds and filters, the tenant’s names, today) and the question', async () => {
    provider.calls = [];
    provider.script = [chat({ query: { kind: 'organizations', filters: [{ name: 'hq_geo', value: '7' }] } })];
    const answer = await askLlm(cfg(), 'companies in Germany or Europe', NONE, VOCAB, TABLE_NOW);
    expect(answer).toEqual({
      kind: 'organizations',
      search: null,
      filters: [{ name: 'hq_geo', value: '7', negate: false }],
      ordering: null,
      limit: 25,
    });
    const body = provider.calls[0]?.body;
    expect(body?.model).toBe('fake-1');
    const [system, user] = body?.messages ?? [];
    expect(user).toEqual({ role: 'user', content: 'companies in Germany or Europe' });
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('{"query":{"kind":...,"search":null|"text","filters":[');
    expect(system?.content).toContain('- organizations: filters visibility (multi');
    expect(system?.content).toContain('hq_region (multi, ids of geo)');
    expect(system?.content).toContain('Keywords: 3=Robotics');
    expect(system?.content).toContain('Organization 11=Acme Robotics');
    expect(system?.content).toContain('Today is 2025-05-15');
    expect(system?.content).toContain('Countries named in the question (filter hq_geo): 7=Germany');
    expect(system?.content).toContain('for people): 8=Europe');
  });

  it('refuses what does not fit the schema: invalid JSON, unknown fields, an unknown kind, an error status', async () => {
    for (const s of [
      chat('this is not json'),
      chat('{"query": {"kind": "organizations", "filters": [}'),
      chat({ query: { kind: 'organizations', filters: [], colour: 'blue' } }),
      chat({ query: { kind: 'planets', filters: [] } }),
      chat({ query: { kind: 'people', filters: [{ name: 'gender', value: 'F', weight: 2 }] } }),
      { status: 500, body: '{"error":"overloaded"}' },
      { status: 200, body: 'not an API answer' },
    ]) {
      provider.script = [s];
      expect(await askLlm(cfg(), 'women', NONE, VOCAB, TABLE_NOW), JSON.stringify(s)).toBeNull();
    }
  });

  it('gives up at the timeout on a slow answer', async () => {
    provider.script = [{ ...chat({ query: { kind: 'people', filters: [] } }), delayMs: 2_000 }];
    const t0 = Date.now();
    expect(await askLlm(cfg(), 'people', NONE, VOCAB, TABLE_NOW)).toBeNull();
    expect(Date.now() - t0).toBeLessThan(1_500);
  });
});

describe('Operator language model path through the API (fake provider)', () => {
  const ctx = useTestApp(() => ({ fetch: { allow: ['127.0.0.1:*'], timeoutMs: 5000, maxBytes: 1024 * 1024 } }));

  it('answers with the model’s query when it fits, and with the built-in reader on each failure', async () => {
    const tenant = await createTenant(ctx.database);
    await withTenant(ctx.database, tenant.id, (tx) => seedRecords(tx, tenant.id, 'Demo'));
    const before = { url: process.env.OPERATOR_LLM_URL, timeout: process.env.OPERATOR_LLM_TIMEOUT_MS };
    process.env.OPERATOR_LLM_URL = provider.url;
    process.env.OPERATOR_LLM_TIMEOUT_MS = '300';
    const ask = (text: string) =>
      request(ctx.port, 'POST', '/api/v1/ai-assistant/queries/nlp-to-query/', { host: tenant.host, body: { text } });
    try {
      provider.script = [chat({ query: { kind: 'library', filters: [{ name: 'type', value: 'Report' }] } })];
      const ok = await ask('what do we know about the robotics market?');
      expect(ok.status).toBe(200);
      expect(ok.body.source).toBe('llm');
      expect(ok.body.query.filters).toEqual([{ name: 'type', value: 'Report', negate: false }]);

      for (const s of [
        chat('{not json'),
        // Fits the schema but names a filter people do not have: checked like an edited query.
        chat({ query: { kind: 'people', filters: [{ name: 'salary', value: '1' }] } }),
        chat({ query: { kind: 'people', filters: [], unknown: true } }),
        { ...chat({ query: { kind: 'people', filters: [] } }), delayMs: 2_000 },
      ]) {
        provider.script = [s];
        const res = await ask('podcasts');
        expect(res.status, JSON.stringify(s)).toBe(200);
        expect(res.body.source).toBe('parser');
        expect(res.body.query.filters).toEqual([{ name: 'type', value: 'Podcast', negate: false }]);
        expect(res.body.explanation).toContain('the built-in reader read the question');
      }
    } finally {
      for (const [k, v] of [
        ['OPERATOR_LLM_URL', before.url],
        ['OPERATOR_LLM_TIMEOUT_MS', before.timeout],
      ] as const) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  });
});
