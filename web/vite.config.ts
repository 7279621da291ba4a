import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 800 },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Both cores (vitest's default on two is one worker).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    // A file's first test also pays for rendering MUI's first tree in jsdom: 1–2 s on an idle machine,
    // past vitest's 5 s when the machine is busy (four first tests failed so in a rehearsal at load 16,
    // and CI's web suite ran at half the idle speed). Tests wait for states; this only stops a hung one.
    testTimeout: 20_000,
  },
});
