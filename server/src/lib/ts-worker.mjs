// Boots a TypeScript worker thread: Node (≥ 22.18) strips the entry's types itself.
import { workerData } from 'node:worker_threads';

await import(workerData.entry);
