import { readlinkSync } from 'node:fs';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';

type Message = { id: number; op: 'table'; bytes: Uint8Array; maxRows: number };

// This thread yields the CPU to the HTTP thread, as the document parser's does (reading/extract-worker.ts).
try {
  os.setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 19);
} catch {
  // Not Linux, or not allowed: same priority as the HTTP thread.
}

/** The table parser thread: an imported .xlsx or CSV is opened here, under the memory cap the parent set. */
parentPort?.on('message', async (msg: Message) => {
  try {
    const { parseTableRows } = await import('./table-parse.ts');
    const result = await parseTableRows(Buffer.from(msg.bytes), msg.maxRows);
    parentPort?.postMessage({ id: msg.id, ok: true, result });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // A table's message is already the user's.
    parentPort?.postMessage({ id: msg.id, ok: false, message, verbatim: err?.constructor?.name === 'UnreadableTable' });
  }
});
