import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../processes.ts';

/**
 * A private PostgreSQL cluster for the fault runs: `initdb` into a temporary directory, a free port
 * on 127.0.0.1, its socket in the same directory. The machine's shared server (5432) is never
 * touched: this one can be restarted and killed without breaking anyone else's tests.
 *
 * The postmaster is started as a child of this process (under `runuser -u postgres` when the bench
 * runs as root: initdb and postgres refuse root), so that a killed postmaster is reaped here and its
 * pid never lingers as a zombie that would make the next start believe the server still runs.
 */
export type Cluster = {
  port: number;
  dir: string;
  version: string;
  url(database?: string): string;
  /** Starts the postmaster and waits until it accepts connections; answers how long that took. */
  start(): Promise<number>;
  /** `pg_ctl stop -m fast` (the first half of `pg_ctl restart -m fast`); answers how long it took. */
  stopFast(): Promise<number>;
  /** SIGKILL of the postmaster and every backend it had (a crash: the next start runs WAL recovery). */
  kill(): Promise<{ postmaster: number; backends: number }>;
  running(): boolean;
  logTail(chars?: number): string;
  /** Stops the server (immediate) and removes the directory. Safe to call twice. */
  destroy(): Promise<void>;
};

function findBinDir(): { bin: string; version: string } {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv && existsSync(path.join(fromEnv, 'initdb')))
    return { bin: fromEnv, version: path.basename(path.dirname(fromEnv)) };
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const v = versions[0];
  if (v) return { bin: path.join(root, v, 'bin'), version: v };
  try {
    const bin = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (existsSync(path.join(bin, 'initdb'))) return { bin, version: 'pg_config' };
  } catch {
    // no pg_config
  }
  throw new Error('No PostgreSQL binaries found (looked in /usr/lib/postgresql/*/bin and pg_config); set PG_BIN.');
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
/** util-linux's runuser lives in /usr/sbin, which a PATH without the sbin folders lacks. */
const RUNUSER = ['/usr/sbin/runuser', '/sbin/runuser'].find((p) => existsSync(p)) ?? 'runuser';

/** argv that runs `bin` as the `postgres` OS user when this process is root. */
function asPostgres(bin: string, args: string[]): [string, string[]] {
  return asRoot ? [RUNUSER, ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}

function run(bin: string, args: string[]): string {
  const [cmd, argv] = asPostgres(bin, args);
  return execFileSync(cmd, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The state follows the command name in parentheses; a zombie has exited.
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function createCluster(log: (line: string) => void): Promise<Cluster> {
  const { bin, version } = findBinDir();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'intel-faults-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  log(`private PostgreSQL ${version}: initdb in ${dir}, port ${port}`);
  run(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
  // Settings in the file (not on the command line), so every start uses them. fsync and
  // synchronous_commit stay at their defaults: the point is what an acknowledged write survives.
  appendFileSync(
    path.join(dataDir, 'postgresql.conf'),
    [
      '',
      '# intel-notes soak:faults',
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      'max_connections = 200',
      "shared_buffers = '64MB'",
      'logging_collector = off',
      '',
    ].join('\n'),
  );

  let proc: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let destroyed = false;

  const postmasterPid = (): number | null => {
    try {
      const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      return Number.isFinite(pid) && pid > 0 ? pid : null;
    } catch {
      return null;
    }
  };

  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;

  async function waitReady(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const c = new pg.Client({ connectionString: url(), connectionTimeoutMillis: 1000 });
      c.on('error', () => {});
      try {
        await c.connect();
        await c.query('select 1');
        await c.end();
        return;
      } catch (err) {
        await c.end().catch(() => {});
        if (!proc || proc.exitCode !== null) throw new Error(`PostgreSQL exited while starting:\n${tail()}`);
        if (Date.now() > deadline) throw new Error(`PostgreSQL did not accept connections: ${err}\n${tail()}`);
      }
      await sleep(25);
    }
  }

  function tail(chars = 3000): string {
    try {
      return readFileSync(logFile, 'utf8').slice(-chars);
    } catch {
      return '';
    }
  }

  const cluster: Cluster = {
    port,
    dir,
    version,
    url,
    async start() {
      const t0 = performance.now();
      const out = openSync(logFile, 'a');
      const [cmd, argv] = asPostgres(path.join(bin, 'postgres'), ['-D', dataDir]);
      const child = spawn(cmd, argv, { stdio: ['ignore', out, out] });
      proc = child;
      exited = new Promise((resolve) => child.once('exit', () => resolve()));
      await waitReady(120_000);
      return performance.now() - t0;
    },
    async stopFast() {
      const t0 = performance.now();
      run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
      await Promise.race([exited, sleep(5000)]);
      return performance.now() - t0;
    },
    async kill() {
      const pid = postmasterPid();
      if (!pid || !alive(pid)) throw new Error('kill: no running postmaster');
      const backends = childrenOf(pid);
      process.kill(pid, 'SIGKILL');
      for (const b of backends) {
        try {
          process.kill(b, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      // The postmaster is reaped by runuser (or by us); the backends by init.
      const deadline = Date.now() + 10_000;
      while ([pid, ...backends].some(alive) && Date.now() < deadline) await sleep(20);
      await Promise.race([exited, sleep(2000)]);
      return { postmaster: pid, backends: backends.length };
    },
    running() {
      const pid = postmasterPid();
      return !!pid && alive(pid);
    },
    logTail: tail,
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      const pid = postmasterPid();
      if (pid && alive(pid)) {
        try {
          run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', '-t', '20', 'stop']);
        } catch {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            // gone
          }
        }
        await Promise.race([exited, sleep(5000)]);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}

/** Runs `fn` with a superuser connection to the private cluster. */
export async function withAdmin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}
