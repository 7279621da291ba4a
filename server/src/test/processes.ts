import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { request } from './harness.ts';

/** The server's entry points, run as child processes with this Node (native TypeScript type stripping). */
export const SRC = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const MAIN = path.join(SRC, 'main.ts');
export const WORKER = path.join(SRC, 'worker.ts');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export type Proc = { child: ChildProcess; port: number; output: () => string; kill(signal?: NodeJS.Signals): void };

/** Starts `node <script>` on a free port with `env` and waits until its health check answers. */
export async function startProcess(script: string, env: Record<string, string>, timeoutMs = 90_000): Promise<Proc> {
  const port = await freePort();
  const portVar = script === WORKER ? 'HEALTH_PORT' : 'PORT';
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, [portVar]: String(port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (b: Buffer) => {
    out = (out + b.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const proc: Proc = {
    child,
    port,
    output: () => out,
    kill(signal = 'SIGKILL') {
      if (child.pid && child.exitCode === null) {
        try {
          process.kill(-child.pid, signal);
        } catch {}
      }
    },
  };
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${path.basename(script)} exited (${child.exitCode}):\n${out}`);
    const ok = await request(port, 'GET', '/api/v1/health/', { host: 'localhost' }).catch(() => null);
    if (ok?.status === 200) return proc;
    if (Date.now() > until) {
      proc.kill();
      throw new Error(`${path.basename(script)} did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A fresh, empty database on the server of `serverUrl`, dropped by `drop()`. */
export async function freshDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await c.end();
    },
  };
}

export async function until<T>(what: string, fn: () => Promise<T | null | undefined | false>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
