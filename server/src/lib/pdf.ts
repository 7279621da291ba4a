import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/**
 * Plain reports as PDF (pdfkit): wrapped paragraphs over as many A4 pages as needed, in Noto fonts
 * embedded and subsetted (a document carries only the glyphs it uses), so a name prints in any
 * script it may be written in. Each character takes the first font that has it: Noto Sans (Latin,
 * Greek and Cyrillic in full, punctuation), then Noto Sans SC (kana, Han simplified and
 * traditional), then Noto Sans KR (Hangul, which the SC font lacks).
 */
export type PdfLine = { text: string; size?: number; bold?: boolean; gap?: number };

const require = createRequire(import.meta.url);
const FAMILIES = [
  [
    'latin',
    '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  ],
  [
    'han',
    '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  ],
  [
    'hangul',
    '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
    '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
  ],
] as const;
type Family = { name: string; regular: fontkit.Font; bold: fontkit.Font; has: (codePoint: number) => boolean };

let families: Family[] | null = null;
/**
 * The fonts, parsed once per process and shared by every document (pdfkit takes a parsed font):
 * parsing and shaping tables of a CJK font anew for each report cost most of its time.
 */
function loadFamilies(): Family[] {
  families ??= FAMILIES.map(([name, regular, bold]) => {
    const open = (file: string) => fontkit.create(readFileSync(require.resolve(file))) as fontkit.Font;
    const font = open(regular);
    const covered = new Map<number, boolean>();
    return {
      name,
      regular: font,
      bold: open(bold),
      has: (cp: number) => {
        const known = covered.get(cp);
        if (known !== undefined) return known;
        const found = font.hasGlyphForCodePoint(cp);
        covered.set(cp, found);
        return found;
      },
    };
  });
  return families;
}

/** A line cut into runs of one font each (white space stays with the run it is in). */
function runs(text: string, fams: Family[]): { text: string; family: number }[] {
  const out: { text: string; family: number }[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    const last = out.at(-1);
    // Spaces and the like keep the current font, so that runs stay long.
    const family =
      last && (cp === 32 || (fams[last.family] as Family).has(cp))
        ? last.family
        : Math.max(
            0,
            fams.findIndex((f) => f.has(cp)),
          );
    if (last && last.family === family) last.text += ch;
    else out.push({ text: ch, family });
  }
  return out.length ? out : [{ text: '', family: 0 }];
}

/**
 * Parses the fonts ahead of the first PDF (about a second), e.g. while a report is being computed,
 * so that its download does not wait for them.
 */
export function preloadPdfFonts(): void {
  setImmediate(() => {
    try {
      loadFamilies();
    } catch {
      // The download will say so if the fonts cannot be read.
    }
  });
}

export function renderPdf(lines: PdfLine[], info: { title: string; author?: string; created?: Date }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: info.title, Author: info.author ?? 'Intel Notes', CreationDate: info.created ?? new Date() },
    lang: 'und',
    displayTitle: true,
  });
  const fams = loadFamilies();
  for (const f of fams) {
    // pdfkit embeds a parsed fontkit font as it is (its types know only files and bytes).
    doc.registerFont(f.name, f.regular as unknown as Buffer);
    doc.registerFont(`${f.name}-bold`, f.bold as unknown as Buffer);
  }
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const line of lines) {
    const size = line.size ?? 10;
    if (line.gap) doc.moveDown(line.gap / size);
    const parts = runs(line.text, fams);
    parts.forEach((part, i) => {
      const name = (fams[part.family] as Family).name;
      doc
        .font(line.bold ? `${name}-bold` : name)
        .fontSize(size)
        .text(part.text, { continued: i < parts.length - 1, lineGap: size * 0.3 });
    });
  }
  doc.end();
  return done;
}
