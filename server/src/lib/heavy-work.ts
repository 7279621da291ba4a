import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from './http-errors.ts';

/** Work that reads or writes a tenant's records in bulk: one request of it may hold the database for seconds. */
export type HeavyKind = 'import' | 'export' | 'merge' | 'report' | 'reprocess';

const WHAT: Record<HeavyKind, string> = {
  import: 'an import',
  export: 'an export',
  merge: 'a merge',
  report: 'a report download',
  reprocess: 'a reprocessing request',
};

/** Seconds a refused request is told to wait (Retry-After): heavy work usually ends within that. */
export const HEAVY_RETRY_AFTER_S = 5;

/** The heavy requests running in this process, by tenant (each entry one request). */
const running = new Map<number, HeavyKind[]>();

/** The heavy requests of a tenant running now in this process, by kind (tests wait for this state). */
export const heavyRunning = (tenantId: number): readonly HeavyKind[] => running.get(tenantId) ?? [];

/**
 * Runs `fn` as one of the tenant's heavy requests: a tenant runs at most `heavyPerTenant`
 * (`HEAVY_REQUESTS_PER_TENANT`) at once, and one import at a time; the next is a 429 with
 * Retry-After that says what runs. Other tenants are not counted. The place is held until `fn` has
 * settled and the answer has been sent (a streamed export holds it to its last byte); a client that
 * goes away does not free it while the work goes on. Counted per process, like the other limits.
 */
export async function heavyWork<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: HeavyKind,
  fn: () => Promise<T>,
): Promise<T> {
  const tenantId = request.tenant.id;
  const mine = running.get(tenantId) ?? [];
  const limit = request.server.config.heavyPerTenant;
  const refusal =
    kind === 'import' && mine.includes('import')
      ? 'Another import into this workspace is still running: try again when it has finished.'
      : mine.length >= limit
        ? `This workspace is already running ${mine.map((k) => WHAT[k]).join(' and ')}, the most it may run at once: try again when it has finished.`
        : null;
  if (refusal) {
    reply.header('retry-after', HEAVY_RETRY_AFTER_S);
    throw tooManyRequests(refusal);
  }
  mine.push(kind);
  running.set(tenantId, mine);
  let holds = 2;
  const release = () => {
    holds -= 1;
    if (holds !== 0) return;
    mine.splice(mine.indexOf(kind), 1);
    if (mine.length === 0 && running.get(tenantId) === mine) running.delete(tenantId);
  };
  // An answer already closed (the client went away before the handler ran) has no 'close' to come.
  if (reply.raw.destroyed || (reply.raw as { closed?: boolean }).closed) release();
  else reply.raw.once('close', release);
  try {
    return await fn();
  } finally {
    release();
  }
}
