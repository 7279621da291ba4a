import { Worker } from 'node:worker_threads';

/** A file or page that could not be turned into text: the message is for the user (a 4xx or the item's error). */
export class UnreadableDocument extends Error {}

const LIMITS = { heapMb: 192, timeoutMs: 20_000 };

type Pending = { resolve: (e: unknown) => void; reject: (e: Error) => void; timer: NodeJS.Timeout };

/**
 * One parser thread, reused, with a memory cap; a document that runs it out of memory or time kills
 * the thread (the caller gets a clear error) and the next document gets a fresh one. The HTTP
 * thread never parses PDF, DOCX, XLSX or HTML itself.
 */
export class ParserThread {
  private worker: Worker | null = null;
  private pending = new Map<number, Pending>();
  private nextId = 1;

  private readonly entry: URL;

  /** `entry`: the thread's module (a TypeScript file that answers `{id, ok, result | message, verbatim}`). */
  constructor(entry: URL) {
    this.entry = entry;
  }

  private spawn(): Worker {
    const worker = new Worker(new URL('./ts-worker.mjs', import.meta.url), {
      workerData: { entry: this.entry.href },
      resourceLimits: { maxOldGenerationSizeMb: LIMITS.heapMb, maxYoungGenerationSizeMb: 32 },
    });
    worker.unref();
    worker.on('message', (msg: { id: number; ok: boolean; result?: unknown; message?: string; verbatim?: boolean }) => {
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      clearTimeout(p.timer);
      if (msg.ok && msg.result) p.resolve(msg.result);
      else if (msg.verbatim) p.reject(new UnreadableDocument(msg.message ?? 'The file could not be read.'));
      else
        p.reject(
          new UnreadableDocument(
            `The document could not be read: ${(msg.message ?? 'unknown error').replace(/\.+$/, '')}.`,
          ),
        );
    });
    const fail = (why: string) => {
      if (this.worker === worker) this.worker = null;
      for (const [id, p] of this.pending) {
        clearTimeout(p.timer);
        p.reject(new UnreadableDocument(why));
        this.pending.delete(id);
      }
    };
    worker.on('error', (err) =>
      fail(
        /memory/i.test(err.message)
          ? 'The document needs more memory than allowed to be read (too large or malformed).'
          : `The document could not be read: ${err.message}.`,
      ),
    );
    worker.on('exit', () => fail('The document could not be read: the parser stopped.'));
    return worker;
  }

  /** `timeoutMs`: how long the call may take before the thread is stopped (by default the limit for a document). */
  call<T>(message: Record<string, unknown>, transfer: ArrayBuffer[] = [], timeoutMs = LIMITS.timeoutMs): Promise<T> {
    if (!this.worker) this.worker = this.spawn();
    const worker = this.worker;
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new UnreadableDocument('Reading the document took too long (malformed or too large) and was stopped.'));
        if (this.worker === worker) this.worker = null;
        void worker.terminate();
      }, timeoutMs);
      this.pending.set(id, { resolve: resolve as (e: unknown) => void, reject, timer });
      worker.postMessage({ id, ...message }, transfer);
    });
  }

  async close() {
    const w = this.worker;
    this.worker = null;
    await w?.terminate();
  }
}
