import { execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './processes.ts';

/** PostgreSQL 15's own binaries (the version of CI's server); PG_BIN overrides. */
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
export const hasPgBinaries = () => existsSync(path.join(PG_BIN, 'pg_basebackup'));

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
/** util-linux's runuser lives in /usr/sbin, which a PATH without the sbin folders (a CI job's, a user's) lacks. */
const RUNUSER = ['/usr/sbin/runuser', '/sbin/runuser'].find((p) => existsSync(p)) ?? 'runuser';
/** initdb and postgres refuse to run as root: run them as the `postgres` OS user then. */
function run(bin: string, args: string[]) {
  const [cmd, argv] = asRoot
    ? [RUNUSER, ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args]]
    : [path.join(PG_BIN, bin), args];
  return execFileSync(cmd as string, argv as string[], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * A private primary and a streaming hot standby (`pg_basebackup -R`) on free loopback ports in a
 * temporary directory, as the bench's fault soak sets up its cluster: the shared server is never touched.
 */
export async function startPrimaryAndStandby() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'intel-replica-'));
  if (asRoot) {
    const id = (f: string) => Number(execFileSync('id', [f, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const primaryDir = path.join(dir, 'primary');
  const standbyDir = path.join(dir, 'standby');
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  run('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
  const settings = (port: number) =>
    [
      '',
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      "shared_buffers = '32MB'",
      'max_connections = 60',
      '',
    ].join('\n');
  appendFileSync(
    path.join(primaryDir, 'postgresql.conf'),
    `${settings(primaryPort)}wal_level = replica\nmax_wal_senders = 4\n`,
  );
  appendFileSync(path.join(primaryDir, 'pg_hba.conf'), '\nhost replication postgres 127.0.0.1/32 trust\n');
  run('pg_ctl', ['-D', primaryDir, '-l', path.join(dir, 'primary.log'), '-w', '-t', '60', 'start']);
  run('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primaryPort),
    '-U',
    'postgres',
    '-D',
    standbyDir,
    '-R',
    '-X',
    'stream',
  ]);
  appendFileSync(path.join(standbyDir, 'postgresql.conf'), `${settings(standbyPort)}hot_standby = on\n`);
  run('pg_ctl', ['-D', standbyDir, '-l', path.join(dir, 'standby.log'), '-w', '-t', '60', 'start']);
  const url = (port: number, db: string) => `postgres://postgres@127.0.0.1:${port}/${db}`;
  return {
    primaryUrl: (db = 'postgres') => url(primaryPort, db),
    standbyUrl: (db = 'postgres') => url(standbyPort, db),
    /** Waits until the standby has replayed everything the primary has written so far. */
    async caughtUp(db = 'postgres', timeoutMs = 30_000) {
      const p = new pg.Client({ connectionString: url(primaryPort, db) });
      const s = new pg.Client({ connectionString: url(standbyPort, db) });
      await Promise.all([p.connect(), s.connect()]);
      try {
        const { rows } = await p.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const r = await s.query<{ ok: boolean }>('select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok', [
            rows[0]?.lsn,
          ]);
          if (r.rows[0]?.ok) return;
          if (Date.now() > deadline) throw new Error('the standby did not catch up');
          await new Promise((r2) => setTimeout(r2, 50));
        }
      } finally {
        await Promise.all([p.end(), s.end()]);
      }
    },
    async stop() {
      for (const d of [standbyDir, primaryDir]) {
        try {
          run('pg_ctl', ['-D', d, '-m', 'immediate', '-w', '-t', '20', 'stop']);
        } catch {}
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
