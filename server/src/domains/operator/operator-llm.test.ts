import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, useTestApp } from '../../test/harness.ts';
import { operatorHelpers } from './operator-helpers.ts';

type Reply = { status: number; body: string };
const llm = {
  server: null as http.Server | null,
  url: '',
  calls: [] as { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[],
  reply: (): Reply => ({ status: 500, body: 'not set' }),
};
const chat = (content: unknown): Reply => ({
  status: 200,
  body: JSON.stringify({ choices: [{ message: { role: 'assistant', content: JSON.stringify(content) } }] }),
});
describe('Operator API: the configured language model', () => {
  const ctx = useTestApp(() => ({ fetch: { allow: ['127.0.0.1:*'], timeoutMs: 5000, maxBytes: 1024 * 1024 } }));
  const { demoTenant, ask, names } = operatorHelpers(ctx);

  beforeAll(async () => {
    llm.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        llm.calls.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString() || '{}') });
        const r = llm.reply();
        res.writeHead(r.status, { 'content-type': 'application/json' });
        res.end(r.body);
      });
    });
    await new Promise<void>((resolve) => llm.server?.listen(0, '127.0.0.1', resolve));
    llm.url = `http://127.0.0.1:${(llm.server.address() as AddressInfo).port}/v1/chat/completions`;
  });
  afterAll(async () => {
    await new Promise((resolve) => llm.server?.close(resolve));
  });

  it('uses the configured language model when its answer fits, and the built-in parser otherwise', async () => {
    const demo = await demoTenant();
    const admin = await demo.token('admin');
    const settings = await request(ctx.port, 'PATCH', '/api/v1/settings/', {
      host: demo.tenant.host,
      token: admin,
      body: { operator_llm_url: llm.url },
    });
    expect(settings.status).toBe(200);
    const before = { url: process.env.OPERATOR_LLM_URL, key: process.env.OPERATOR_LLM_API_KEY };
    process.env.OPERATOR_LLM_API_KEY = 'sk-platform-secret';
    process.env.OPERATOR_LLM_URL = 'http://127.0.0.1:9/elsewhere';
    try {
      llm.calls = [];
      llm.reply = () => chat({ query: { kind: 'library', filters: [{ name: 'type', value: 'Report' }] } });
      const fromModel = await ask(demo.tenant, { text: 'what does the robotics market look like?' });
      expect(fromModel.status).toBe(200);
      expect(fromModel.body.source).toBe('llm');
      expect(fromModel.body.query).toEqual({
        kind: 'library',
        search: null,
        filters: [{ name: 'type', value: 'Report', negate: false }],
        ordering: null,
        limit: 25,
      });
      expect(names(fromModel)).toEqual(['The State of European Robotics 2023']);
      expect(llm.calls).toHaveLength(1);
      const call = llm.calls[0];
      expect(call?.headers.authorization).toBeUndefined();
      const messages = call?.body.messages as { role: string; content: string }[];
      expect(messages[1]).toEqual({ role: 'user', content: 'what does the robotics market look like?' });
      expect(messages[0]?.content).toContain('Keywords: ');

      for (const reply of [
        (): Reply => ({ status: 500, body: '{}' }),
        (): Reply => ({ status: 200, body: 'not json' }),
        () => chat({ query: { kind: 'organizations', filters: [{ name: 'salary', value: '1' }] } }),
        () => chat({ kind: 'people', filters: [{ name: 'raw_data', value: String(demo.raw[0]) }] }),
      ]) {
        llm.reply = reply;
        const fallback = await ask(demo.tenant, { text: 'reports' });
        expect(fallback.status).toBe(200);
        expect(fallback.body.source).toBe('parser');
        expect(fallback.body.query.filters).toEqual([{ name: 'type', value: 'Report', negate: false }]);
        expect(fallback.body.explanation).toContain('the built-in reader read the question');
      }

      // The platform's key goes only to the platform's own address.
      await request(ctx.port, 'PATCH', '/api/v1/settings/', {
        host: demo.tenant.host,
        token: admin,
        body: { operator_llm_url: null },
      });
      process.env.OPERATOR_LLM_URL = llm.url;
      llm.calls = [];
      llm.reply = () => chat({ query: { kind: 'people', filters: [{ name: 'gender', value: 'F' }] } });
      const platform = await ask(demo.tenant, { text: 'women' });
      expect(platform.body.source).toBe('llm');
      expect(llm.calls[0]?.headers.authorization).toBe('Bearer sk-platform-secret');
    } finally {
      for (const [k, v] of [
        ['OPERATOR_LLM_URL', before.url],
        ['OPERATOR_LLM_API_KEY', before.key],
      ] as const) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  });
});
