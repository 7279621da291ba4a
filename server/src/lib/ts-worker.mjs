// Boots a TypeScript worker thread: registers tsx's loader in this thread, then imports the entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
