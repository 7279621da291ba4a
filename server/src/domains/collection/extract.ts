import { Worker } from 'node:worker_threads';
import type { TRawFileKind } from '@intel/contracts';
import { type SafeFetchOptions, safeFetch } from '../../lib/safe-fetch.ts';
import { type RecognisedNames, recogniseNames, type Span } from '../processing/recognise.ts';
import type { RuleMatch, RuleSpec } from '../processing/tagging.ts';
import { type Extracted, extractInThread } from './extract-formats.ts';
import { sniff } from './sniff.ts';

/** A file or page that could not be turned into text: the message is for the user (a 4xx or the item's error). */
export class UnreadableDocument extends Error {}

const LIMITS = { heapMb: 192, timeoutMs: 20_000 };

type Pending = { resolve: (e: unknown) => void; reject: (e: Error) => void; timer: NodeJS.Timeout };

/**
 * One parser thread, reused, with a memory cap; a document that runs it out of memory or time kills
 * the thread (the caller gets a clear error) and the next document gets a fresh one. The HTTP
 * thread never parses PDF, DOCX, XLSX or HTML itself.
 */
class ParserThread {
  private worker: Worker | null = null;
  private pending = new Map<number, Pending>();
  private nextId = 1;

  private spawn(): Worker {
    const worker = new Worker(new URL('../../lib/ts-worker.mjs', import.meta.url), {
      workerData: { entry: new URL('./extract-worker.ts', import.meta.url).href },
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

  call<T>(message: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<T> {
    if (!this.worker) this.worker = this.spawn();
    const worker = this.worker;
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new UnreadableDocument('Reading the document took too long (malformed or too large) and was stopped.'));
        if (this.worker === worker) this.worker = null;
        void worker.terminate();
      }, LIMITS.timeoutMs);
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

const parser = new ParserThread();
/** Tagging rules run on their own thread: a slow rule never delays a document being read. */
const rulesThread = new ParserThread();
export const closeParser = () => Promise.all([parser.close(), rulesThread.close()]).then(() => undefined);

/**
 * Tagging rules against texts, off the HTTP thread: one row per text read (texts are read in order
 * until `budgetMs` is spent), one match per rule. A thread past its timeout is stopped (UnreadableDocument).
 */
export function matchRulesOffThread(rules: RuleSpec[], texts: string[], budgetMs: number): Promise<RuleMatch[][]> {
  if (rules.length === 0 || texts.length === 0) return Promise.resolve(texts.map(() => []));
  return rulesThread.call<RuleMatch[][]>({ op: 'rules', rules, texts, budgetMs });
}

/** Text, title and metadata of a document whose kind is known; binary formats go to the parser thread. */
export async function extractDocument(bytes: Buffer, kind: TRawFileKind, url?: string): Promise<Extracted> {
  if (kind === 'text' || kind === 'csv') return extractInThread(bytes, kind);
  const out = await parser.call<Extracted>({ op: 'extract', bytes: new Uint8Array(bytes), kind, url });
  if (!out.text.trim()) throw new UnreadableDocument('No text was found in the document (a scanned image?).');
  return out;
}

/** Names (not yet folded, see `recogniseNames`) and contacts in a text; long texts are parsed off the HTTP thread. */
export async function recogniseText(
  text: string,
  rejects: Set<string>,
  covered: Span[] = [],
): Promise<RecognisedNames> {
  if (text.length < 2000) return recogniseNames(text, rejects, covered);
  return parser.call<RecognisedNames>({ op: 'recognise', text, rejects: [...rejects], covered });
}

/** The cells of a spreadsheet or CSV (`lib/table-parse.ts`), parsed in the parser thread. */
export function parseTableOffThread(bytes: Buffer, maxRows: number): Promise<string[][]> {
  return parser.call<string[][]>({ op: 'table', bytes: new Uint8Array(bytes), maxRows });
}

/** Sniffs then extracts an uploaded file. */
export async function extractFile(
  bytes: Buffer,
  name: string,
): Promise<Extracted & { kind: TRawFileKind; mime: string }> {
  const sniffed = sniff(bytes, name);
  if (!sniffed.kind) throw new UnreadableDocument((sniffed as { reason: string }).reason);
  const out = await extractDocument(bytes, sniffed.kind);
  return { ...out, kind: sniffed.kind, mime: sniffed.mime };
}

/** Fetches a page through the SSRF guard and extracts it (HTML, PDF or text). */
export async function extractUrl(
  url: string,
  options: SafeFetchOptions,
): Promise<Extracted & { kind: TRawFileKind; finalUrl: string }> {
  const res = await safeFetch(url, options);
  if (res.status >= 400) throw new UnreadableDocument(`The page answered with HTTP ${res.status}.`);
  const type = String(res.headers['content-type'] ?? '');
  const sniffed = sniff(res.body, new URL(res.url).pathname);
  let kind: TRawFileKind | null = sniffed.kind;
  if (/html/i.test(type) && kind !== 'pdf') kind = 'html';
  if (!kind) throw new UnreadableDocument((sniffed as { reason: string }).reason);
  const out = await extractDocument(res.body, kind, res.url);
  return { ...out, kind, finalUrl: res.url, metadata: { ...out.metadata, url: res.url, content_type: type || null } };
}
