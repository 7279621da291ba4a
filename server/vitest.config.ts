import { defineConfig } from 'vitest/config';

/**
 * Files that measure the server while it works (event-loop probes, stall and timing checks, the
 * multi-process and replica set-ups), and files that start a server process on the run's database
 * (its start migrates: ALTER TABLE … ENABLE ROW LEVEL SECURITY waits for an exclusive lock and
 * deadlocked with another file's writes on PostgreSQL): they run one at a time after the rest.
 * Everything else runs on two workers (vitest's default on a 2-core machine is one), each loading the
 * server's modules once for all its files (`isolate: false`): with a fresh module graph per file the
 * suite spent 488 s importing the app again (3.5 s a file, 141 files) against 597 s running tests.
 * Nothing a file sets is left for the next: no test mocks a module, the two that set environment
 * variables put them back, and every file builds its own app on its own tenants and job schema.
 */
const ALONE = [
  'src/test/security/**/*.test.ts',
  'src/test/scale/**/*.test.ts',
  'src/db/statement-timeout.test.ts',
  'src/lib/inflate-budget.test.ts',
  'src/lib/import-batches.test.ts',
  'src/plugins/logging.test.ts',
  'src/db/setup-once.test.ts',
];

export default defineConfig({
  test: {
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.test.ts'],
          exclude: ALONE,
          maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      { extends: true, test: { name: 'alone', include: ALONE, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
