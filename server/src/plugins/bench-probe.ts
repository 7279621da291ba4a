import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * Probes for the benchmark suite (bench/, issue 7), measured inside the HTTP process. Registered
 * only when BENCH_PROBE=1 (app.ts), so they exist neither in production nor in the test suites.
 *
 * - `GET /_bench/stall/?action=start` starts a 1 ms timer; `?action=stop` stops it and answers the
 *   largest gap between two of its ticks (DESIGN §10: a tick-gap probe, because
 *   `monitorEventLoopDelay` under-reports a loop frozen by a synchronous query).
 * - `GET /_bench/memory/` answers `process.memoryUsage()` (after a GC when `--expose-gc` is on).
 * - `POST /_bench/publish/` publishes one live event to the tenant's `all` audience through the
 *   real event bus (NOTIFY on PostgreSQL), for the SSE fan-out timing.
 */
export async function benchProbeRoutes(app: FastifyInstance): Promise<void> {
  let timer: NodeJS.Timeout | null = null;
  let last = 0;
  let maxGap = 0;
  let ticks = 0;
  let startedAt = 0;

  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
  app.addHook('onClose', async () => stop());

  app.get('/_bench/stall/', async (request) => {
    const action = (request.query as { action?: string }).action;
    if (action === 'start') {
      stop();
      maxGap = 0;
      ticks = 0;
      startedAt = performance.now();
      last = startedAt;
      timer = setInterval(() => {
        const now = performance.now();
        maxGap = Math.max(maxGap, now - last);
        last = now;
        ticks += 1;
      }, 1);
      return { running: true };
    }
    const running = timer !== null;
    if (running) maxGap = Math.max(maxGap, performance.now() - last);
    if (action === 'stop') stop();
    return {
      running: timer !== null,
      max_gap_ms: Math.round(maxGap * 100) / 100,
      ticks,
      window_ms: Math.round(performance.now() - startedAt),
    };
  });

  app.get('/_bench/memory/', async () => {
    const gc = (globalThis as { gc?: () => void }).gc;
    if (gc) {
      gc();
      gc();
    }
    return { gc: !!gc, pid: process.pid, ...process.memoryUsage() };
  });

  app.post('/_bench/publish/', async (request) => {
    const id = await app.events.publish(request.tenant.id, 'all', 'raw_data_update', {
      bench: true,
      sent_at: Date.now(),
    });
    return { id };
  });
}
