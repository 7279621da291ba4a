import type { RecordChange } from '../db/ctx.ts';

export type { RecordChange };

type Listener = (tenantId: number, changes: RecordChange[]) => void;

/**
 * The app's listeners to committed record changes (every history entry a request writes: create,
 * update, delete, merge...). A request's transaction collects its changes and tells them here after
 * its commit (plugins/tenant-tx.ts); a listener must not throw and must not make the answer wait
 * (webhooks queue a job). Nothing is told of a transaction that rolled back.
 */
export function createRecordChanges() {
  const listeners = new Set<Listener>();
  return {
    on(fn: Listener): () => void {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    get listening() {
      return listeners.size > 0;
    },
    emit(tenantId: number, changes: RecordChange[]) {
      if (changes.length === 0) return;
      for (const fn of listeners) fn(tenantId, changes);
    },
  };
}
export type RecordChanges = ReturnType<typeof createRecordChanges>;
