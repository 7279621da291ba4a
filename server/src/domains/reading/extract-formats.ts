import type { TRawFileKind } from '@intel/contracts';
import { Readability } from '@mozilla/readability';
import ExcelJS from 'exceljs';
import { parseHTML } from 'linkedom';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { checkPdfInflate, checkZipInflate } from '../../lib/inflate-budget.ts';

export type Extracted = { title: string; text: string; metadata: Record<string, unknown> };

/** Text beyond this is cut: a raw data item is for reading and matching, not for archiving a book. */
export const MAX_TEXT_CHARS = 2_000_000;
const MAX_PDF_PAGES = 2000;
const MAX_SHEET_ROWS = 20_000;

const clean = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAX_TEXT_CHARS);

const firstLine = (text: string) => (text.split('\n').find((l) => l.trim()) ?? '').trim().slice(0, 200);

function pdfDate(value: unknown): string | null {
  // PDF dates look like D:20190312...
  const m = typeof value === 'string' ? /D:(\d{4})(\d{2})?(\d{2})?/.exec(value) : null;
  if (!m) return null;
  return [m[1], m[2] ?? '01', m[3] ?? '01'].join('-');
}

async function fromPdf(buf: Buffer): Promise<Extracted> {
  const pdf = await getDocumentProxy(new Uint8Array(buf), { verbosity: 0 });
  if (pdf.numPages > MAX_PDF_PAGES)
    throw new Error(`The PDF has ${pdf.numPages} pages; at most ${MAX_PDF_PAGES} are read.`);
  const { text } = await extractText(pdf, { mergePages: true });
  const meta = await getMeta(pdf).catch(() => ({ info: {} as Record<string, unknown> }));
  const info = (meta.info ?? {}) as Record<string, unknown>;
  const body = clean(String(text));
  return {
    title: (typeof info.Title === 'string' && info.Title.trim()) || firstLine(body),
    text: body,
    metadata: {
      pages: pdf.numPages,
      author: typeof info.Author === 'string' ? info.Author : null,
      date: pdfDate(info.CreationDate),
    },
  };
}

async function fromDocx(buf: Buffer): Promise<Extracted> {
  const { value } = await mammoth.extractRawText({ buffer: buf });
  const body = clean(value);
  return { title: firstLine(body), text: body, metadata: {} };
}

async function fromXlsx(buf: Buffer): Promise<Extracted> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buf as unknown as ArrayBuffer);
  const lines: string[] = [];
  let rows = 0;
  book.eachSheet((sheet) => {
    lines.push(`# ${sheet.name}`);
    sheet.eachRow((row) => {
      if (rows++ >= MAX_SHEET_ROWS) return;
      const cells = (row.values as unknown[]).slice(1).map((v) => {
        if (v === null || v === undefined) return '';
        if (typeof v === 'object' && v && 'text' in v) return String((v as { text: unknown }).text);
        if (typeof v === 'object' && v && 'result' in v) return String((v as { result: unknown }).result);
        if (v instanceof Date) return v.toISOString().slice(0, 10);
        return String(v);
      });
      lines.push(cells.join(', '));
    });
  });
  const body = clean(lines.join('\n'));
  return { title: book.worksheets[0]?.name ?? '', text: body, metadata: { sheets: book.worksheets.length, rows } };
}

/** Block ends become line ends, so that paragraphs stay apart in the text. */
const BLOCK_END = /<\/(p|div|h[1-6]|li|tr|td|th|section|article|blockquote|header|footer|pre)>|<br\s*\/?>/gi;

function fromHtml(buf: Buffer, url?: string): Extracted {
  const html = buf.toString('utf8').replace(BLOCK_END, (m) => `${m}\n`);
  const { document } = parseHTML(html);
  const metaContent = (selector: string) => document.querySelector(selector)?.getAttribute('content')?.trim() || null;
  const published =
    metaContent('meta[property="article:published_time"]') ??
    metaContent('meta[name="date"]') ??
    metaContent('meta[name="pubdate"]');
  let article: {
    title?: string | null;
    textContent?: string | null;
    byline?: string | null;
    excerpt?: string | null;
  } | null = null;
  try {
    article = new Readability(document as unknown as Document, { charThreshold: 200 }).parse();
  } catch {
    article = null;
  }
  const { document: fresh } = parseHTML(html);
  for (const el of fresh.querySelectorAll('script, style, noscript, template')) el.remove();
  const fallback = fresh.body?.textContent ?? '';
  const text = clean(article?.textContent && article.textContent.trim().length > 100 ? article.textContent : fallback);
  const title = (
    article?.title ||
    document.title ||
    metaContent('meta[property="og:title"]') ||
    firstLine(text)
  ).trim();
  return {
    title: title.slice(0, 300),
    text,
    metadata: {
      url: url ?? null,
      author: article?.byline ?? metaContent('meta[name="author"]'),
      description: article?.excerpt ?? metaContent('meta[name="description"]'),
      date: published ? published.slice(0, 10) : null,
      site_name: metaContent('meta[property="og:site_name"]'),
    },
  };
}

function fromText(buf: Buffer, kind: TRawFileKind): Extracted {
  const body = clean(buf.toString('utf8'));
  const heading = /^#\s+(.+)$/m.exec(body)?.[1];
  return { title: (heading ?? firstLine(body)).slice(0, 200), text: body, metadata: { format: kind } };
}

/** Opens one document of a known kind. Runs inside the parser thread for the binary formats. */
export async function extractInThread(buf: Buffer, kind: TRawFileKind, url?: string): Promise<Extracted> {
  // What a document inflates to is counted before a parser inflates it (see lib/inflate-budget.ts).
  switch (kind) {
    case 'pdf':
      await checkPdfInflate(buf);
      return fromPdf(buf);
    case 'docx':
      await checkZipInflate(buf);
      return fromDocx(buf);
    case 'xlsx':
      await checkZipInflate(buf);
      return fromXlsx(buf);
    case 'html':
      return fromHtml(buf, url);
    default:
      return fromText(buf, kind);
  }
}
