import zlib from 'node:zlib';

/**
 * Bytes all compressed parts of one document may inflate to. Counted as they inflate: the sizes a zip
 * or PDF declares are the attacker's to write (a 4 MB DOCX declared small inflated to 4 GiB), and a
 * worker's heap cap does not cover the buffers a parser inflates into.
 */
export const INFLATE_MAX_BYTES = 128 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 20_000;
/**
 * A stream past 16 MB that has grown more than 600 times the compressed bytes it has read so far is a
 * bomb (deflate tops out near 1,032×; text and XML stay well under 200×): stopped there rather than
 * at the budget, which saves the CPU of inflating 128 MB.
 */
const BOMB_RATIO = 600;
const BOMB_RATIO_AFTER = 16 * 1024 * 1024;

export class InflateBudgetExceeded extends Error {
  constructor(limit: number, ratio = false) {
    super(
      ratio
        ? `The document expands more than ${BOMB_RATIO} times (a compression bomb?)`
        : `The document inflates to more than ${Math.round(limit / 1024 / 1024)} MB (a compression bomb?)`,
    );
  }
}

type Budget = { left: number; limit: number };

/**
 * Inflates what is written to it (raw deflate or zlib), counting and dropping the output as it comes,
 * and fails at the budget. Data that is not compressed just counts what it produced before the error.
 * `depth`: output that is itself a zlib stream (a PDF filter chain /FlateDecode /FlateDecode) is inflated
 * and counted too, that many levels down.
 */
class InflateCounter {
  private readonly z: zlib.Inflate | zlib.InflateRaw;
  private next: InflateCounter | null = null;
  private first = true;
  readonly done: Promise<void>;

  constructor(raw: boolean, budget: Budget, depth: number) {
    const z = raw ? zlib.createInflateRaw() : zlib.createInflate();
    this.z = z;
    this.done = new Promise<void>((resolve, reject) => {
      const fail = (err: Error) => {
        this.destroy();
        reject(err);
      };
      let inflated = 0;
      z.on('data', (chunk: Buffer) => {
        budget.left -= chunk.length;
        inflated += chunk.length;
        if (budget.left < 0) return fail(new InflateBudgetExceeded(budget.limit));
        if (inflated > BOMB_RATIO_AFTER && inflated > BOMB_RATIO * Math.max(1, z.bytesWritten))
          return fail(new InflateBudgetExceeded(budget.limit, true));
        if (this.first && depth > 0 && looksLikeZlib(chunk)) {
          this.next = new InflateCounter(false, budget, depth - 1);
          this.next.done.catch(fail);
        }
        this.first = false;
        this.next?.write(chunk);
      });
      const end = () => {
        if (!this.next) return resolve();
        this.next.end();
        this.next.done.then(resolve, fail);
      };
      z.on('end', end);
      z.on('error', end);
    });
  }

  write(chunk: Uint8Array) {
    if (!this.z.destroyed) this.z.write(chunk);
  }

  end(chunk?: Uint8Array) {
    if (!this.z.destroyed) this.z.end(chunk);
  }

  destroy() {
    this.z.destroy();
    this.next?.destroy();
  }
}

/**
 * The first 64 KB of compressed input, inflated synchronously on this (low-priority) thread: a bomb
 * shows its ratio at once and is refused before any inflating on the shared libuv thread pool
 * (the same rule as below: past 16 MB and more than `BOMB_RATIO` times; at most 38 MB held briefly).
 */
function quickRatioCheck(data: Uint8Array, raw: boolean, limit: number) {
  const head = data.subarray(0, 64 * 1024);
  const maxOutputLength = Math.max(BOMB_RATIO_AFTER, head.length * BOMB_RATIO);
  const options = { finishFlush: zlib.constants.Z_SYNC_FLUSH, maxOutputLength };
  try {
    if (raw) zlib.inflateRawSync(head, options);
    else zlib.inflateSync(head, options);
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new InflateBudgetExceeded(limit, true);
  }
}

function countInflated(data: Uint8Array, raw: boolean, budget: Budget, depth: number): Promise<void> {
  quickRatioCheck(data, raw, budget.limit);
  const counter = new InflateCounter(raw, budget, depth);
  counter.end(data);
  return counter.done;
}

const looksLikeZlib = (b: Uint8Array) =>
  b.length >= 2 && ((b[0] as number) & 0x0f) === 8 && (((b[0] as number) << 8) | (b[1] as number)) % 31 === 0;

/** Every entry of a zip (xlsx, docx), inflated and counted; refuses zip64 and archives of too many entries. */
export async function checkZipInflate(buf: Buffer, limit = INFLATE_MAX_BYTES): Promise<void> {
  const budget = { left: limit, limit };
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65_535); i--)
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  if (eocd < 0) throw new Error('The file is not a readable zip archive');
  const entries = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  if (entries === 0xffff || at === 0xffffffff) throw new Error('The archive is too large (zip64)');
  if (entries > MAX_ZIP_ENTRIES) throw new Error(`The archive has more than ${MAX_ZIP_ENTRIES} entries`);
  for (let n = 0; n < entries; n++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) throw new Error('The zip directory is damaged');
    const method = buf.readUInt16LE(at + 10);
    const compressed = buf.readUInt32LE(at + 20);
    const local = buf.readUInt32LE(at + 42);
    at += 46 + buf.readUInt16LE(at + 28) + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== 0x04034b50) throw new Error('The zip entry is damaged');
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, Math.min(buf.length, start + compressed));
    if (method === 0) {
      budget.left -= data.length;
      if (budget.left < 0) throw new InflateBudgetExceeded(limit);
    } else if (method === 8) await countInflated(data, true, budget, 0);
  }
}

/**
 * Every stream of a PDF, inflated and counted (filters other than Flate count nothing). A stream's data
 * is read from its `stream` keyword to where the deflate data ends, not to its declared /Length.
 */
export async function checkPdfInflate(buf: Buffer, limit = INFLATE_MAX_BYTES): Promise<void> {
  const budget = { left: limit, limit };
  const text = buf.toString('latin1');
  const re = /stream\r?\n/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (text.startsWith('end', m.index - 3)) continue;
    const start = m.index + m[0].length;
    if (buf[start] === undefined || !looksLikeZlib(buf.subarray(start, start + 2))) continue;
    await countInflated(buf.subarray(start), false, budget, 3);
  }
}
