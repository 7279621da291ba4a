import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON and assert on it
export type Response<T = any> = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: T;
  text: string;
  buffer: Buffer;
};

/** Names this test process's own job schema and event channels (below). */
const PROCESS_SUFFIX = `t${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

/**
 * This test file's own job queue: files run at the same time in two processes against one database,
 * and with one shared `pgboss` schema a file's workers ran the jobs another file sent — with their own
 * configuration (another webhook receiver, no FETCH_ALLOW) and in their own process, where the sender's
 * live events never arrived (issue 32: webhooks' retries and processing's events timed out in CI).
 * Every app of one file shares it, as the processes of one deployment share theirs. The module is
 * loaded once per test process (`isolate: false`), whose files run one after another: each file's
 * last app drops the schema and the next file's first app makes it again, empty.
 */
export const FILE_JOBS_SCHEMA = `pgboss_${PROCESS_SUFFIX}`;
/**
 * Live events' NOTIFY channels of this test process (config `eventsChannel`), for the same reason: on
 * PostgreSQL every app listening on the shared channels acted on every file's events — the other process's
 * app queued this file's webhook deliveries in its own job queue, where they failed on its FETCH_ALLOW.
 */
export const FILE_EVENTS_CHANNEL = `intel_${PROCESS_SUFFIX}`;
let appsOnFileSchema = 0;

/** Starts the real app on a loopback port against the run's database; API tests talk HTTP to it. */
export function useTestApp(overrides: () => Partial<Config> = () => ({})) {
  const ctx = {} as { app: FastifyInstance; database: Database; port: number };
  let ownSchema = false;
  beforeAll(async () => {
    ctx.database = await openDatabase({ databaseUrl: inject('databaseUrl'), dataDir: '', poolSize: 4 });
    const config = loadConfig(
      {
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
        PORT: '0',
        DEMO_PASSWORD: 'unused-demo-password',
        // Alerts leave only when a test flushes them: every tenant's alerts are in the one database, and
        // another file's app would hand them out and announce them in its own process (domains/watches/dispatch.ts).
        ALERTS_DISPATCH_MS: '0',
      },
      { host: '127.0.0.1', jobsSchema: FILE_JOBS_SCHEMA, eventsChannel: FILE_EVENTS_CHANNEL, ...overrides() },
    );
    ownSchema = config.jobsSchema === FILE_JOBS_SCHEMA;
    if (ownSchema) appsOnFileSchema++;
    ctx.app = await buildApp(config, ctx.database);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    ctx.port = (ctx.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await ctx.app?.close();
    if (ownSchema && --appsOnFileSchema === 0)
      await ctx.database?.pool.query(`drop schema if exists ${FILE_JOBS_SCHEMA} cascade`).catch(() => {});
    await ctx.database?.pool.end();
  });
  return ctx;
}

export type RequestOptions = {
  host?: string;
  token?: string | null;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
};

/** One HTTP request with a chosen Host header (fetch forbids setting it). */
// biome-ignore lint/suspicious/noExplicitAny: as above
export function request<T = any>(
  port: number,
  method: string,
  path: string,
  opts: RequestOptions = {},
): Promise<Response<T>> {
  const headers: Record<string, string> = { host: opts.host ?? 'localhost', ...opts.headers };
  let payload: string | undefined;
  if (opts.rawBody !== undefined) payload = opts.rawBody;
  else if (opts.body !== undefined) {
    payload = JSON.stringify(opts.body);
    headers['content-type'] ??= 'application/json';
  }
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (payload !== undefined)
    headers['content-length'] = String(
      Buffer.isBuffer(payload) ? (payload as Buffer).length : Buffer.byteLength(payload),
    );
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const buffer = Buffer.concat(chunks);
        const text = buffer.toString('utf8');
        let body: unknown = text;
        if ((res.headers['content-type'] ?? '').includes('json') && text) body = JSON.parse(text);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body as T, text, buffer });
      });
    });
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

export type StreamEvent = { id: string; event: string; data: unknown };

/** Opens an SSE stream and collects its events (comments are kept in `comments`). */
export function openStream(
  port: number,
  path: string,
  opts: { host: string; token?: string; lastEventId?: string },
): Promise<{
  status: number;
  events: StreamEvent[];
  comments: string[];
  close(): void;
  waitFor(n: number, ms?: number): Promise<void>;
  /** Until an event of this name has arrived (or `ms` passed: the caller's expectation then says what is missing). */
  waitForEvent(event: string, ms?: number): Promise<void>;
}> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: opts.host, accept: 'text/event-stream' };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.lastEventId) headers['last-event-id'] = opts.lastEventId;
    const req = http.request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const events: StreamEvent[] = [];
      const comments: string[] = [];
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields: Record<string, string> = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else {
              const i = line.indexOf(':');
              if (i > 0) fields[line.slice(0, i)] = line.slice(i + 1).trim();
            }
          }
          if (fields.event)
            events.push({ id: fields.id ?? '', event: fields.event, data: JSON.parse(fields.data ?? 'null') });
          end = buffer.indexOf('\n\n');
        }
      });
      resolve({
        status: res.statusCode ?? 0,
        events,
        comments,
        close: () => req.destroy(),
        // Waits for the state, bounded well inside a test's 30 s: on PostgreSQL beside the browser suite an event
        // once took more than 5 s to arrive (the CI rehearsal of 2026-12-07, watches.test.ts).
        async waitFor(n, ms = 20_000) {
          const until = Date.now() + ms;
          while (events.length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
        },
        async waitForEvent(event, ms = 20_000) {
          const until = Date.now() + ms;
          while (!events.some((e) => e.event === event) && Date.now() < until)
            await new Promise((r) => setTimeout(r, 20));
        },
      });
    });
    req.on('error', (err) => {
      if ((err as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(err);
    });
    req.end();
  });
}

/** A multipart/form-data upload with one or more files (and optional text fields). */
export function upload(
  port: number,
  path: string,
  opts: {
    host: string;
    token?: string;
    files: { field?: string; name: string; content: Buffer | string; type?: string }[];
    fields?: Record<string, string>;
  },
) {
  const boundary = `----intel${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(opts.fields ?? {})) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of opts.files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(f.content) ? f.content : Buffer.from(f.content),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(parts);
  return request(port, 'POST', path, {
    host: opts.host,
    token: opts.token,
    rawBody: body as unknown as string,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
