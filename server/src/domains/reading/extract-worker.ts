import { readlinkSync } from 'node:fs';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { TRawFileKind } from '@intel/contracts';
import { nameGrams, recogniseNames } from './recognise.ts';
import { matchRules, type RuleSpec } from './tagging.ts';

type Message =
  | { id: number; op: 'extract'; bytes: Uint8Array; kind: TRawFileKind; url?: string }
  | { id: number; op: 'recognise'; text: string; rejects: string[]; known?: string[] }
  | { id: number; op: 'grams'; text: string; max: number }
  | { id: number; op: 'rules'; rules: RuleSpec[]; texts: string[]; budgetMs: number };

// This thread yields the CPU to the HTTP thread: on Linux a thread has its own nice value
// (/proc/thread-self names its id). Elsewhere it keeps the process's priority.
try {
  os.setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 19);
} catch {
  // Not Linux, or not allowed: same priority as the HTTP thread.
}

/**
 * The parser thread: untrusted files are opened, and long texts parsed, here, under the memory cap the
 * parent set. The file-format libraries load on the first file, so that a thread started for names is
 * ready sooner.
 */
parentPort?.on('message', async (msg: Message) => {
  try {
    const result =
      msg.op === 'extract'
        ? await (await import('./extract-formats.ts')).extractInThread(Buffer.from(msg.bytes), msg.kind, msg.url)
        : msg.op === 'rules'
          ? matchRules(msg.rules, msg.texts, msg.budgetMs)
          : msg.op === 'grams'
            ? nameGrams(msg.text, msg.max)
            : recogniseNames(msg.text, new Set(msg.rejects), new Set(msg.known ?? []));
    parentPort?.postMessage({ id: msg.id, ok: true, result });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // A document's message gets "could not be read" around it (lib/parser-thread.ts).
    parentPort?.postMessage({ id: msg.id, ok: false, message });
  }
});
