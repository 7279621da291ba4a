import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { workerDatabaseUrl } from './worker-databases.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
/** Each worker has its own server and database (fixtures.ts gives a worker its port): no shared writes. */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
export const DEMO_PASSWORD = 'demo-password-1';

function server(index: number) {
  // A fresh embedded database per server and run, or the DATABASE_URL server (worker N > 0 on a
  // database of its own beside it, created by run-e2e.mjs), seeded on request.
  const dataDir = process.env.E2E_DATA_DIR
    ? path.join(process.env.E2E_DATA_DIR, `w${index}`)
    : mkdtempSync(path.join(os.tmpdir(), 'intel-e2e-'));
  const databaseUrl = process.env.DATABASE_URL ? workerDatabaseUrl(process.env.DATABASE_URL, index) : undefined;
  return {
    command: 'node ../server/src/main.ts',
    url: `http://localhost:${port + index}/api/v1/health/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port + index),
      DATA_DIR: dataDir,
      DEMO_PASSWORD,
      SEED_DEMO: '1',
      // No traffic off the machine in tests: the icon service is a refused loopback address, so avatars fall back to letters.
      ICON_SERVICE_URL: 'http://127.0.0.1:9/icon/{domain}',
      LOG_LEVEL: 'warn',
      // The webhooks spec's local receiver (one loopback port per worker, above every server's port).
      FETCH_ALLOW: `127.0.0.1:${port + workers + index}`,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  };
}

export default defineConfig({
  testDir: 'tests',
  workers,
  // A journey of 15–30 steps (several full page loads, logins that hash a password, a second visitor's
  // browser) takes 20–35 s on a 2-core machine running two workers, each with its own server and
  // Chromium: 30 s failed the library journey at 34 s in CI. Every step waits for a state (10 s each);
  // this bound only stops a hung test.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace records every step of every test and is kept only for a failure; CI prints output and keeps no
    // files, so there it is only cost (the accessibility file: 3.7 min with traces, 3.2 min without).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: Array.from({ length: workers }, (_, i) => server(i)),
});
