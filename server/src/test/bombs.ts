import zlib from 'node:zlib';

/**
 * Compression bombs for the availability tests, built in memory in well under a second: raw deflate
 * of `mib` MiB of one byte (or a repeated pattern), made of one full-flushed 1 MiB block repeated
 * (about 1 KB each for one byte).
 */
export function deflateBomb(mib: number, fill: number | Buffer = 0x20): Buffer {
  const block = zlib.deflateRawSync(Buffer.alloc(1024 * 1024, fill), {
    level: 9,
    finishFlush: zlib.constants.Z_FULL_FLUSH,
  });
  // 0x03 0x00: an empty final block.
  return Buffer.concat([...Array.from({ length: mib }, () => block), Buffer.from([0x03, 0x00])]);
}

/** A zip whose entries are stored as given (deflated or not) and declare a small uncompressed size (a lie). */
export function zipOf(entries: { name: string; data: Buffer; deflated: boolean }[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(e.deflated ? 8 : 0, 8);
    head.writeUInt32LE(0, 14); // CRC: not checked by the readers
    head.writeUInt32LE(e.data.length, 18);
    head.writeUInt32LE(e.deflated ? 4096 : e.data.length, 22);
    head.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(e.deflated ? 8 : 0, 10);
    dir.writeUInt32LE(e.data.length, 20);
    dir.writeUInt32LE(e.deflated ? 4096 : e.data.length, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(head, name, e.data);
    central.push(dir, name);
    offset += head.length + name.length + e.data.length;
  }
  const dirBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dirBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dirBytes, end]);
}

const stored = (name: string, text: string) => ({ name, data: Buffer.from(text), deflated: false });

/** A .docx whose document.xml inflates to `mib` MiB (4 MB of file → 4 GiB at mib = 4096). */
export function docxBomb(mib: number): Buffer {
  return zipOf([
    stored(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    stored(
      '_rels/.rels',
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    { name: 'word/document.xml', data: deflateBomb(mib), deflated: true },
  ]);
}

/** An .xlsx whose first sheet inflates to `mib` MiB. */
export function xlsxBomb(mib: number): Buffer {
  return zipOf([
    stored(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    stored(
      '_rels/.rels',
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    stored(
      'xl/workbook.xml',
      '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    stored(
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    { name: 'xl/worksheets/sheet1.xml', data: deflateBomb(mib), deflated: true },
  ]);
}

/** A one-page PDF whose content stream is a deflate bomb of `mib` MiB (zlib-wrapped; `twice`: deflated again). */
export function pdfBomb(mib: number, twice = false): Buffer {
  const raw = deflateBomb(mib);
  let stream = Buffer.concat([Buffer.from([0x78, 0xda]), raw, Buffer.alloc(4)]);
  if (twice) stream = zlib.deflateSync(stream);
  const filter = twice ? '[/FlateDecode /FlateDecode]' : '/FlateDecode';
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let at = parts[0]?.length ?? 0;
  const push = (b: Buffer) => {
    parts.push(b);
    at += b.length;
  };
  objs.forEach((o, i) => {
    offsets.push(at);
    push(Buffer.from(`${i + 1} 0 obj\n${o}\nendobj\n`));
  });
  offsets.push(at);
  push(Buffer.from(`4 0 obj\n<< /Length ${stream.length} /Filter ${filter} >>\nstream\n`));
  push(stream);
  push(Buffer.from('\nendstream\nendobj\n'));
  const xref = at;
  push(
    Buffer.from(
      `xref\n0 5\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}
