import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

export type Child = {
  name: string;
  port: number;
  process: ChildProcess;
  /** The last lines the process printed (for error messages). */
  output(): string;
  stop(): Promise<void>;
};

const running = new Set<Child>();

/** Stops every child this run started (on errors and on Ctrl-C). */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((c) => c.stop()));
}

/**
 * Starts a TypeScript entry point in its own Node process (Node strips the types itself, one
 * process, so its pid is the server's) and waits until `readyPath` answers 200.
 */
export async function startChild(opts: {
  name: string;
  entry: string;
  env: Record<string, string>;
  readyPath: string;
  readyHost?: string;
  timeoutMs?: number;
  nodeArgs?: string[];
}): Promise<Child> {
  const port = Number(opts.env.PORT) || (await freePort());
  let log = '';
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), opts.entry], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...opts.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  const exitPromise = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
  });

  const handle: Child = {
    name: opts.name,
    port,
    process: child,
    output: () => log,
    async stop() {
      running.delete(handle);
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
      await exitPromise;
      clearTimeout(timer);
    },
  };
  running.add(handle);

  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${opts.name} exited before it was ready:\n${log}`);
    try {
      const res = await httpRequest(port, 'GET', opts.readyPath, { host: opts.readyHost });
      if (res.status === 200) return handle;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await handle.stop();
  throw new Error(`${opts.name} did not answer ${opts.readyPath} within ${opts.timeoutMs ?? 60_000} ms:\n${log}`);
}

export type HttpAnswer = { status: number; body: string; json<T = unknown>(): T };

/** One HTTP request with node:http (fetch would not let us set the Host header that picks the tenant). */
export function httpRequest(
  port: number,
  method: string,
  pathname: string,
  opts: {
    host?: string;
    token?: string | null;
    body?: unknown;
    headers?: Record<string, string>;
    raw?: Buffer;
    timeoutMs?: number;
  } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const payload = opts.raw ?? (opts.body === undefined ? undefined : Buffer.from(JSON.stringify(opts.body)));
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.host) headers.host = opts.host;
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (payload && !opts.raw) headers['content-type'] = 'application/json';
    if (payload) headers['content-length'] = String(payload.length);
    const timeout = opts.timeoutMs ?? 120_000;
    const req = http.request({ host: '127.0.0.1', port, method, path: pathname, headers, timeout }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, body, json: <T>() => JSON.parse(body) as T });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${pathname}: no answer in ${timeout / 1000} s`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** CPU time (user + system) of a process so far, in clock ticks (1/100 s on Linux); null off Linux. */
export function cpuTicks(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, in parentheses): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/**
 * Waits until a process has been quiet (under `share` of one core over `windowMs`), at most `maxMs`:
 * the app's start-up work (its job worker loading the tenants' names, seconds at a million records)
 * must not run inside the first scenario's measurement. Answers how long it took, or null off Linux.
 */
export async function untilQuiet(
  child: Child,
  { windowMs = 1000, share = 0.1, maxMs = 60_000 } = {},
): Promise<{ ms: number; quiet: boolean } | null> {
  const pid = child.process.pid;
  if (pid === undefined || cpuTicks(pid) === null) return null;
  const started = performance.now();
  let before = cpuTicks(pid) as number;
  while (performance.now() - started < maxMs) {
    await new Promise((r) => setTimeout(r, windowMs));
    const now = cpuTicks(pid);
    if (now === null) return null;
    const used = (now - before) / 100 / (windowMs / 1000);
    before = now;
    if (used < share) return { ms: performance.now() - started, quiet: true };
  }
  return { ms: performance.now() - started, quiet: false };
}
