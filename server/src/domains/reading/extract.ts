import type { TRawFileKind } from '@intel/contracts';
import { ParserThread, UnreadableDocument } from '../../lib/parser-thread.ts';
import { type SafeFetchOptions, safeFetch } from '../../lib/safe-fetch.ts';
import { type Extracted, extractInThread } from './extract-formats.ts';
import { nameGrams, type RecognisedNames, recogniseNames } from './recognise.ts';
import { sniff } from './sniff.ts';
import type { RuleMatch, RuleSpec } from './tagging.ts';

// Re-exported: the callers that catch it import it with the extraction functions.
export { UnreadableDocument };

const parser = new ParserThread(new URL('./extract-worker.ts', import.meta.url));
/** Tagging rules run on their own thread: a slow rule never delays a document being read. */
const rulesThread = new ParserThread(new URL('./extract-worker.ts', import.meta.url));
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

/**
 * Names (not yet folded, see `recogniseNames`: `known` names are read but not returned) and contacts in
 * a text; long texts are parsed off the HTTP thread.
 */
export async function recogniseText(
  text: string,
  rejects: Set<string>,
  known: ReadonlySet<string> = new Set(),
): Promise<RecognisedNames> {
  if (text.length < INLINE_TEXT_MAX) return recogniseNames(text, rejects, known);
  return parser.call<RecognisedNames>(
    { op: 'recognise', text, rejects: [...rejects], known: [...known] },
    [],
    TEXT_TIMEOUT_MS,
  );
}

/** Texts shorter than this are read on the calling thread: a trip to the parser thread would cost more. */
export const INLINE_TEXT_MAX = 2000;
/**
 * The clock limit of reading a text for names. The work is bounded by the text's length and a CPU budget
 * (`NER_BUDGET_MS`); the clock only guards against a stuck thread, and on a machine busy with other work
 * the same CPU takes many times longer: 20 s ended some hostile texts in an error. Below a job's
 * default expiry (120 s), after which the job would be run again.
 */
const TEXT_TIMEOUT_MS = 90_000;

/**
 * The word n-grams of a text that known names are looked up by (`nameGrams`); a long text's are cut off
 * the HTTP thread (a 400 KB text holds it for hundreds of milliseconds).
 */
export async function textGrams(text: string, max: number): Promise<string[]> {
  if (text.length < INLINE_TEXT_MAX) return nameGrams(text, max);
  return parser.call<string[]>({ op: 'grams', text, max }, [], TEXT_TIMEOUT_MS);
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
