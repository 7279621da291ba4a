import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { request } from '../test/harness.ts';
import { MAIN, type Proc, startProcess } from '../test/processes.ts';
import { loggerOptions, QuietRequestLog } from './logging.ts';

describe('log format', () => {
  it('is pretty in a terminal and JSON otherwise, unless LOG_FORMAT says', () => {
    const pretty = { level: 'info', transport: expect.objectContaining({ target: 'pino-pretty' }) };
    expect(loggerOptions({ logLevel: 'info', logFormat: 'auto' }, true)).toEqual(pretty);
    expect(loggerOptions({ logLevel: 'info', logFormat: 'auto' }, false)).toEqual({ level: 'info' });
    expect(loggerOptions({ logLevel: 'info', logFormat: 'pretty' }, false)).toEqual(pretty);
    expect(loggerOptions({ logLevel: 'warn', logFormat: 'json' }, true)).toEqual({ level: 'warn' });
    expect(loggerOptions({ logLevel: 'silent', logFormat: 'pretty' }, true)).toBe(false);
  });

  it('writes the per-request lines at debug, not at info', async () => {
    const linesAt = async (level: string) => {
      const lines: { msg: string; level: number }[] = [];
      const stream = new Writable({
        write(chunk, _enc, done) {
          for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
          done();
        },
      });
      const app = Fastify({ logger: { level, stream }, logController: new QuietRequestLog() });
      app.get('/x', async () => ({ ok: true }));
      app.get('/fail', async () => {
        throw new Error('boom');
      });
      expect((await app.inject({ url: '/x' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/fail' })).statusCode).toBe(500);
      await app.close();
      return lines.map((l) => l.msg);
    };
    const info = await linesAt('info');
    expect(info).not.toContain('incoming request');
    expect(info).not.toContain('request completed');
    // A failure still shows (the error handler's line keeps its level).
    expect(info).toContain('boom');
    const debug = await linesAt('debug');
    expect(debug).toContain('incoming request');
    expect(debug).toContain('request completed');
  });
});

describe('the server started as a process, output not a terminal', () => {
  let proc: Proc | null = null;
  afterAll(() => proc?.kill());

  it('logs JSON lines, and no line per request at info', async () => {
    proc = await startProcess(MAIN, {
      DATABASE_URL: inject('databaseUrl'),
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'auto',
      RUN_WORKERS: 'false',
      WEB_DIST: '/nonexistent',
    });
    for (let i = 0; i < 5; i++) await request(proc.port, 'GET', '/api/v1/health/');
    await new Promise((r) => setTimeout(r, 300));
    const lines = proc
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'));
    expect(lines.length).toBeGreaterThan(0);
    const messages = lines.map((l) => (JSON.parse(l) as { msg: string }).msg);
    expect(messages.some((m) => /Server listening/.test(m))).toBe(true);
    expect(messages).not.toContain('incoming request');
    expect(messages).not.toContain('request completed');
  }, 120_000);
});
