import { randomBytes } from 'node:crypto';
import http from 'node:http';

/** One answer, or status 0 with the network error (refused, reset, timed out). Never throws. */
export type Answer = { status: number; body: string; ms: number; error: string | null };

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Milliseconds since the run's clock started (performance.now is monotonic). */
export const now = () => performance.now();

export function keepAliveAgent(sockets: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
}

/** One HTTP request over `agent`, timed; the Host header picks the tenant. */
export function call(
  port: number,
  method: string,
  pathname: string,
  opts: {
    agent?: http.Agent;
    host?: string;
    token?: string | null;
    body?: unknown;
    raw?: Buffer;
    contentType?: string;
    timeoutMs?: number;
  } = {},
): Promise<Answer> {
  const t0 = now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (status: number, body: string, error: string | null) => {
      if (settled) return;
      settled = true;
      resolve({ status, body, ms: now() - t0, error });
    };
    const payload = opts.raw ?? (opts.body === undefined ? undefined : Buffer.from(JSON.stringify(opts.body)));
    const headers: Record<string, string> = { host: opts.host ?? 'localhost' };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (payload) {
      headers['content-type'] = opts.contentType ?? 'application/json';
      headers['content-length'] = String(payload.length);
    }
    const timeout = opts.timeoutMs ?? 30_000;
    const req = http.request(
      { host: '127.0.0.1', port, method, path: pathname, headers, agent: opts.agent ?? false, timeout },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'), null));
        res.on('error', (err) => done(0, '', `response: ${err.message}`));
        res.on('aborted', () => done(0, '', 'response aborted'));
      },
    );
    req.on('timeout', () => {
      done(0, '', `timeout (${timeout / 1000} s)`);
      req.destroy();
    });
    req.on('error', (err) => done(0, '', (err as NodeJS.ErrnoException).code ?? err.message));
    req.end(payload);
  });
}

export function json<T>(a: Answer): T {
  return JSON.parse(a.body) as T;
}

/** POST /auth/login/ until it answers 200 (the server may still be starting); the bearer token. */
export async function login(port: number, email: string, password: string, host = 'localhost'): Promise<string> {
  const deadline = now() + 60_000;
  for (;;) {
    const a = await call(port, 'POST', '/api/v1/auth/login/', { host, body: { email, password } });
    if (a.status === 200) return json<{ token: string }>(a).token;
    if (now() > deadline) throw new Error(`login ${email} → ${a.status} ${a.error ?? a.body.slice(0, 200)}`);
    await sleep(500);
  }
}

export function multipart(fields: Record<string, string>): { raw: Buffer; contentType: string } {
  const boundary = `----faults${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return {
    raw: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * An SSE stream (`GET /api/v1/events/?channels=`): resolves once the server granted it; collects
 * the ids and types of the events that arrive.
 */
export async function openEvents(
  port: number,
  channels: string,
  token: string,
  host = 'localhost',
): Promise<{ events: { id: number; type: string; at: number }[]; close(): void }> {
  const events: { id: number; type: string; at: number }[] = [];
  let req: http.ClientRequest | null = null;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('events stream: not granted within 10 s')), 10_000);
    req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: `/api/v1/events/?channels=${encodeURIComponent(channels)}`,
        agent: false,
        headers: { host, authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      },
      (res) => {
        if (res.statusCode !== 200) {
          clearTimeout(timer);
          res.resume();
          reject(new Error(`events stream → ${res.statusCode}`));
          return;
        }
        let rest = '';
        let id = 0;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) {
            if (line.startsWith(': granted')) {
              clearTimeout(timer);
              resolve();
            } else if (line.startsWith('id: ')) id = Number(line.slice(4));
            else if (line.startsWith('event: ')) events.push({ id, type: line.slice(7), at: now() });
          }
        });
        res.on('error', () => {});
      },
    );
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.end();
  });
  return { events, close: () => (req as http.ClientRequest | null)?.destroy() };
}
