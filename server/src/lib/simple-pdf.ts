/**
 * A small PDF writer for plain reports: Helvetica text, wrapped lines, as many A4 pages as needed.
 * Characters outside Latin-1 are replaced, as the standard fonts cannot show them.
 */
export type PdfLine = { text: string; size?: number; bold?: boolean; gap?: number };

const PAGE = { width: 595, height: 842, margin: 50 };

function escapePdf(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?').replace(/([()\\])/g, '\\$1');
}

/** Wraps a line to about the width of the page for its font size (Helvetica's mean glyph width). */
function wrap(line: PdfLine): PdfLine[] {
  const size = line.size ?? 10;
  const max = Math.floor((PAGE.width - 2 * PAGE.margin) / (size * 0.5));
  const out: PdfLine[] = [];
  let rest = line.text;
  while (rest.length > max) {
    let cut = rest.lastIndexOf(' ', max);
    if (cut <= 0) cut = max;
    out.push({ ...line, text: rest.slice(0, cut), gap: 0 });
    rest = rest.slice(cut).trimStart();
  }
  out.push({ ...line, text: rest });
  return out;
}

export function renderPdf(lines: PdfLine[], info: { title: string; author?: string; created?: Date }): Buffer {
  const pages: string[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  for (const line of lines.flatMap(wrap)) {
    const size = line.size ?? 10;
    const step = size * 1.4 + (line.gap ?? 0);
    if (y - step < PAGE.margin) {
      pages.push([]);
      y = PAGE.height - PAGE.margin;
    }
    y -= step;
    (pages.at(-1) as string[]).push(
      `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${PAGE.margin} ${y.toFixed(1)} Td (${escapePdf(line.text)}) Tj ET`,
    );
  }
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1;
  const catalog = add('');
  const pagesObj = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const content of pages) {
    const stream = content.join('\n');
    const contentObj = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Contents ${contentObj} 0 R /Resources << /Font << /F1 ${font} 0 R /F2 ${bold} 0 R >> >> >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const created = (info.created ?? new Date()).toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const infoObj = add(
    `<< /Title (${escapePdf(info.title)}) /Author (${escapePdf(info.author ?? 'Intel Notes')}) /CreationDate (D:${created}Z) >>`,
  );
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${infoObj} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
