/**
 * Makes the small documents the extraction tests read (run: `npx tsx test-fixtures/make-fixtures.ts`
 * in server/). Every file is written by this script, so none comes from elsewhere.
 */
import { writeFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { renderPdf } from '../src/lib/pdf.ts';

const dir = new URL('./', import.meta.url);
const out = (name: string, data: Buffer | string) => writeFileSync(new URL(name, dir), data);

export const STORY = [
  'Acme Robotics GmbH raised 12 million euros in March 2021.',
  'The round was led by Northwind Capital Partners, according to Jane Doe, chief executive of Acme Robotics GmbH.',
  'Dr. Maria Schmidt joined the board. Contact: press@acme-robotics.example or +49 30 1234567.',
  'More at https://acme-robotics.example/news. Berlin remains its home.',
];

/** A one-page PDF with the story as text, written by the app's own PDF writer (lib/pdf.ts). */
const pdf = (lines: string[], title: string) =>
  renderPdf(
    lines.map((text) => ({ text })),
    { title, author: 'Intel Notes fixtures', created: new Date('2021-03-15T12:00:00Z') },
  );

async function docx(paragraphs: string[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${p}</w:t></w:r></w:p>`).join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

async function xlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Deals');
  sheet.addRow(['Company', 'Investor', 'Contact']);
  sheet.addRow(['Acme Robotics GmbH', 'Northwind Capital Partners', 'press@acme-robotics.example']);
  sheet.addRow(['Globex Analytics Ltd', 'Initech Ventures', 'hello@globex.example']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * A zip whose one DOCX part inflates to `inflated` bytes of zeros. `honest` says whether the
 * central directory tells the real size (caught before reading) or lies (caught by the memory cap).
 */
export function zipBomb(inflated: number, honest: boolean): Buffer {
  const chunk = Buffer.alloc(1024 * 1024);
  const parts: Buffer[] = [];
  const zeros = deflateRawSync(Buffer.concat(Array.from({ length: Math.ceil(inflated / chunk.length) }, () => chunk)), {
    level: 9,
  });
  const entries: { name: string; data: Buffer; size: number; method: number }[] = [
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>'), size: 8, method: 0 },
    { name: 'word/document.xml', data: zeros, size: honest ? inflated : 1000, method: 8 },
  ];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(0, 14); // crc (not checked before inflation)
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    parts.push(local, name, e.data);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(e.method, 10);
    c.writeUInt32LE(e.data.length, 20);
    c.writeUInt32LE(e.size, 24);
    c.writeUInt16LE(name.length, 28);
    c.writeUInt32LE(offset, 42);
    central.push(c, name);
    offset += 30 + name.length + e.data.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, cd, end]);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  out('story.pdf', await pdf(STORY, 'Acme Robotics raises a round'));
  out('story.docx', await docx(STORY));
  out('deals.xlsx', await xlsx());
  out(
    'story.html',
    `<!doctype html><html lang="en"><head><title>Acme Robotics raises a round</title><meta name="author" content="Fixture Desk"><meta property="article:published_time" content="2021-03-15T10:00:00Z"><script>window.tracking = 1;</script></head><body><nav>Home | About</nav><article><h1>Acme Robotics raises a round</h1>${STORY.map((p) => `<p>${p}</p>`).join('')}</article><footer>© Fixture News</footer></body></html>`,
  );
  out('story.md', `# Acme Robotics raises a round\n\n${STORY.join('\n\n')}\n`);
  out(
    'deals.csv',
    'Company,Investor,Contact\nAcme Robotics GmbH,Northwind Capital Partners,press@acme-robotics.example\nGlobex Analytics Ltd,Initech Ventures,hello@globex.example\n',
  );
  out('broken.pdf', Buffer.concat([(await pdf(STORY, 'broken')).subarray(0, 300), Buffer.from('\n%%EOF\n')]));
  console.log('fixtures written');
}
