import type { TRawFileKind } from '@intel/contracts';

/** What an uploaded file is, told by its bytes (the name and the sender's content type are not trusted). */
export type Sniffed = { kind: TRawFileKind; mime: string } | { kind: null; reason: string };

const MIME: Record<TRawFileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  html: 'text/html',
  csv: 'text/csv',
  text: 'text/plain',
};

/** Archive limits: a DOCX/XLSX expanding past this is refused before anything inflates it. */
export const ZIP_LIMITS = { maxEntries: 5000, maxTotalBytes: 64 * 1024 * 1024, maxRatio: 200 };

type ZipEntry = { name: string; compressed: number; uncompressed: number };

/** Reads a zip's central directory (no inflation): entry names and declared sizes. */
export function zipEntries(buf: Buffer): ZipEntry[] | null {
  // End of central directory record: signature 0x06054b50 within the last 64 KiB + 22 bytes.
  const min = Math.max(0, buf.length - 65_557);
  let eocd = -1;
  for (let i = buf.length - 22; i >= min; i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = buf.readUInt16LE(eocd + 10);
  let offset = buf.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > buf.length || buf.readUInt32LE(offset) !== 0x02014b50) return null;
    const compressed = buf.readUInt32LE(offset + 20);
    const uncompressed = buf.readUInt32LE(offset + 24);
    const nameLength = buf.readUInt16LE(offset + 28);
    const extraLength = buf.readUInt16LE(offset + 30);
    const commentLength = buf.readUInt16LE(offset + 32);
    const name = buf.toString('utf8', offset + 46, offset + 46 + nameLength);
    entries.push({ name, compressed, uncompressed });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Why an archive may not be opened, or null when it looks sane. */
export function zipProblem(entries: ZipEntry[]): string | null {
  if (entries.length > ZIP_LIMITS.maxEntries) return 'The document holds too many parts to be read safely.';
  let total = 0;
  for (const e of entries) {
    // 0xFFFFFFFF marks a ZIP64 size: too big for a document anyway.
    if (e.uncompressed === 0xffffffff || e.compressed === 0xffffffff)
      return 'The document is too large once unpacked to be read safely.';
    total += e.uncompressed;
    if (e.compressed > 0 && e.uncompressed / e.compressed > ZIP_LIMITS.maxRatio && e.uncompressed > 1024 * 1024)
      return 'The document expands far beyond its size (a compression bomb?) and was not read.';
  }
  if (total > ZIP_LIMITS.maxTotalBytes) return 'The document is too large once unpacked to be read safely.';
  return null;
}

function looksLikeText(buf: Buffer): boolean {
  const sample = buf.subarray(0, 8192);
  if (sample.includes(0)) return false;
  // Valid UTF-8 (a truncated last character at the sample's edge is fine).
  const decoded = new TextDecoder('utf-8', { fatal: false }).decode(sample);
  const bad = (decoded.match(/\uFFFD/g) ?? []).length;
  return bad <= 2;
}

function looksLikeCsv(text: string): boolean {
  const lines = text
    .split(/\r?\n/)
    .filter((l) => l.trim())
    .slice(0, 10);
  if (lines.length < 2) return false;
  for (const sep of [',', ';', '\t']) {
    const counts = lines.map((l) => l.split(sep).length);
    if (counts[0] !== undefined && counts[0] > 1 && counts.every((c) => c === counts[0])) return true;
  }
  return false;
}

/** Tells what the bytes are; `declaredName` only breaks the tie between text flavours (.md vs .txt). */
export function sniff(buf: Buffer, declaredName = ''): Sniffed {
  if (buf.length === 0) return { kind: null, reason: 'The file is empty.' };
  if (buf.subarray(0, 1024).includes(Buffer.from('%PDF-'))) return { kind: 'pdf', mime: MIME.pdf };
  if (buf.readUInt32LE(0) === 0x04034b50) {
    const entries = zipEntries(buf);
    if (!entries) return { kind: null, reason: 'The archive is damaged and cannot be read.' };
    const problem = zipProblem(entries);
    if (problem) return { kind: null, reason: problem };
    const names = new Set(entries.map((e) => e.name));
    if (!names.has('[Content_Types].xml'))
      return { kind: null, reason: 'This archive is not a Word or Excel document.' };
    if (names.has('word/document.xml')) return { kind: 'docx', mime: MIME.docx };
    if (names.has('xl/workbook.xml')) return { kind: 'xlsx', mime: MIME.xlsx };
    return { kind: null, reason: 'This Office document is neither a Word (.docx) nor an Excel (.xlsx) file.' };
  }
  if (!looksLikeText(buf))
    return { kind: null, reason: 'Unsupported file type: send PDF, DOCX, XLSX, HTML, CSV, Markdown or plain text.' };
  const head = buf.subarray(0, 2048).toString('utf8').trimStart().toLowerCase();
  if (head.startsWith('<!doctype html') || head.startsWith('<html') || /<(head|body)[\s>]/.test(head))
    return { kind: 'html', mime: MIME.html };
  const text = buf.subarray(0, 8192).toString('utf8');
  if (/\.csv$/i.test(declaredName) || (!/\.(md|markdown|txt)$/i.test(declaredName) && looksLikeCsv(text)))
    return { kind: 'csv', mime: MIME.csv };
  return { kind: 'text', mime: /\.(md|markdown)$/i.test(declaredName) ? 'text/markdown' : MIME.text };
}
