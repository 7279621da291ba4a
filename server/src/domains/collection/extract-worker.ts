import { parentPort } from 'node:worker_threads';
import type { TRawFileKind } from '@intel/contracts';
import { recognise } from '../processing/recognise.ts';
import { extractInThread } from './extract-formats.ts';

type Message =
  | { id: number; op: 'extract'; bytes: Uint8Array; kind: TRawFileKind; url?: string }
  | { id: number; op: 'recognise'; text: string; rejects: string[] };

/** The parser thread: untrusted files are opened, and long texts parsed, here, under the memory cap the parent set. */
parentPort?.on('message', async (msg: Message) => {
  try {
    const result =
      msg.op === 'extract'
        ? await extractInThread(Buffer.from(msg.bytes), msg.kind, msg.url)
        : recognise(msg.text, new Set(msg.rejects));
    parentPort?.postMessage({ id: msg.id, ok: true, result });
  } catch (err) {
    parentPort?.postMessage({ id: msg.id, ok: false, message: err instanceof Error ? err.message : String(err) });
  }
});
