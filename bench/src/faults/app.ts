import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Child, startChild } from '../processes.ts';
import type { Check, Figure } from './report.ts';

export const PASSWORD = 'faults-password-1';
export const HOST = 'localhost';

export type PartResult = { checks: Check[]; figures: Figure[]; data: Record<string, unknown> };

export type App = Child & {
  /** The server's error log lines, grouped by message (pino JSON at LOG_LEVEL=error). */
  errors: Map<string, { count: number; first: number; last: number; sample: string }>;
  /** Set when the process exited without being asked to (a crash), with code or signal. */
  crashed(): string | null;
  /** The last lines it printed before it exited by itself. */
  crashOutput(): string;
  /** SIGKILL, then wait until the process is gone. */
  kill(): Promise<void>;
};

/**
 * The real server (`node --import tsx server/src/main.ts`, one process: SIGKILL of its pid kills
 * the HTTP server, the job worker and, in embedded mode, PGlite with them), started with the
 * bench's helper and watched: error lines are counted, an exit nobody asked for is recorded.
 */
export async function startApp(opts: {
  name: string;
  dataDir: string;
  env: Record<string, string>;
  port?: number;
  timeoutMs?: number;
  t0: number;
  /** Loads the diagnostic pg error guard (pg-error-guard.mjs) into the server process. */
  guard?: boolean;
}): Promise<App> {
  mkdirSync(opts.dataDir, { recursive: true });
  const child = await startChild({
    name: opts.name,
    entry: 'server/src/main.ts',
    readyPath: '/api/v1/health/',
    readyHost: HOST,
    timeoutMs: opts.timeoutMs ?? 120_000,
    nodeArgs: opts.guard ? ['--import', new URL('./pg-error-guard.mjs', import.meta.url).href] : [],
    env: {
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      WEB_DIST: path.join(opts.dataDir, 'no-web'),
      DEMO_PASSWORD: PASSWORD,
      SEED_DEMO: '1',
      LOG_LEVEL: 'error',
      ...(opts.port ? { PORT: String(opts.port) } : {}),
      ...opts.env,
    },
  });
  const errors = new Map<string, { count: number; first: number; last: number; sample: string }>();
  let rest = '';
  child.process.stdout?.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      try {
        const entry = JSON.parse(line) as { msg?: string; err?: { type?: string; message?: string; code?: string } };
        const err = entry.err;
        const cause = err?.message?.split('\n')[0]?.slice(0, 160) ?? '';
        const key = `${entry.msg ?? '?'}${err ? ` — ${err.type ?? 'Error'}${err.code ? ` ${err.code}` : ''}: ${cause}` : ''}`;
        const t = performance.now() - opts.t0;
        // The first line of each kind is kept whole (its stack and cause are the evidence).
        const e = errors.get(key) ?? { count: 0, first: t, last: t, sample: line.slice(0, 6000) };
        e.count += 1;
        e.last = t;
        errors.set(key, e);
      } catch {
        // not JSON
      }
    }
  });
  let asked = false;
  let crash: string | null = null;
  let crashOutput = '';
  child.process.once('exit', (code, signal) => {
    if (!asked) {
      crash = `exited by itself (code ${code}, signal ${signal})`;
      crashOutput = child.output().slice(-4000);
    }
  });
  const stop = child.stop.bind(child);
  const app: App = Object.assign(child, {
    errors,
    crashed: () => crash,
    crashOutput: () => crashOutput,
    async stop() {
      asked = true;
      await stop();
    },
    async kill() {
      asked = true;
      const gone = new Promise<void>((resolve) => {
        if (child.process.exitCode !== null || child.process.signalCode !== null) resolve();
        else child.process.once('exit', () => resolve());
      });
      child.process.kill('SIGKILL');
      await gone;
      await stop(); // forgets the child (it has exited)
    },
  });
  return app;
}

/** The error lines of every server process a part started (each process counted once). */
export class ErrorLog {
  private readonly apps = new Set<App>();
  add(app: App | null): void {
    if (app) this.apps.add(app);
  }
  merged(): Map<string, { count: number; sample: string }> {
    const out = new Map<string, { count: number; sample: string }>();
    for (const app of this.apps)
      for (const [k, v] of app.errors) {
        const e = out.get(k) ?? { count: 0, sample: v.sample };
        e.count += v.count;
        out.set(k, e);
      }
    return out;
  }
  top(n = 8): string[] {
    return [...this.merged().entries()]
      .sort((a, b) => b[1].count - a[1].count)
      .slice(0, n)
      .map(([k, v]) => `${v.count}× ${k}`);
  }
  json(): Record<string, { count: number; sample: string }> {
    return Object.fromEntries(this.merged());
  }
}
