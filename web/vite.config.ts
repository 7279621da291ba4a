import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Files that replace a module (`vi.mock`) run with a module graph of their own; every other file
 * shares its worker's (`isolate: false`): importing the SPA again for each of 65 files took 94 s of
 * the suite's 123 s. A file leaves nothing behind — each render gets a fresh query client and router,
 * and `stubGlobal`s are undone before each test (`unstubGlobals`).
 */
const MOCKING = [
  'src/features/graph/screens/network-screen.test.tsx',
  'src/features/rawdata/components/live-updates.test.tsx',
];

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 800 },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
    // Both cores (vitest's default on two is one worker).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    // A file's first test also pays for rendering MUI's first tree in jsdom: 1–2 s on an idle machine,
    // past vitest's 5 s when the machine is busy (four first tests failed so in a rehearsal at load 16,
    // and CI's web suite ran at half the idle speed). Tests wait for states; this only stops a hung one.
    testTimeout: 20_000,
    // Undo every `vi.stubGlobal` before each test, so that no stub outlives its file in a shared worker.
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        test: { name: 'spa', include: ['src/**/*.test.{ts,tsx}'], exclude: MOCKING, isolate: false },
      },
      { extends: true, test: { name: 'spa-mocks', include: MOCKING } },
    ],
  },
});
