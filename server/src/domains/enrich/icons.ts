/**
 * What the icon proxy may pass on: raster images only, recognised by their first bytes — never by
 * the upstream's Content-Type, and never SVG (a document that runs script in the app's origin).
 */
const SIGNATURES: { type: string; test: (b: Buffer) => boolean }[] = [
  { type: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')) },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', test: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')) },
  {
    type: 'image/webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  // ICO and CUR headers: reserved 0, type 1 (icon), at least one image.
  { type: 'image/x-icon', test: (b) => b.readUInt32LE(0) === 0x00010000 && b.readUInt16LE(4) > 0 },
  { type: 'image/bmp', test: (b) => b.subarray(0, 2).toString('latin1') === 'BM' },
];

export function sniffRasterType(body: Buffer): string | null {
  if (body.length < 12) return null;
  return SIGNATURES.find((s) => s.test(body))?.type ?? null;
}

/** Headers of every icon answer: the bytes are an image and nothing else, even opened on their own. */
export const ICON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
} as const;

export type IconEntry = { at: number; body: Buffer | null; type: string };

/** Bytes an entry is charged beyond its body (key, object, map slot), so that misses are bounded too. */
const ENTRY_OVERHEAD = 256;

/**
 * The icon cache, bounded by the bytes it holds (bodies plus a per-entry charge), least recently
 * used out first: 5,000 entries of 256 KB could hold 1.25 GB; this holds at most `maxBytes`.
 */
export function createIconCache(maxBytes: number) {
  const entries = new Map<string, IconEntry>();
  let bytes = 0;
  const cost = (key: string, e: IconEntry) => ENTRY_OVERHEAD + key.length + (e.body?.length ?? 0);
  const remove = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    bytes -= cost(key, e);
  };
  return {
    get(key: string): IconEntry | undefined {
      const e = entries.get(key);
      if (e) {
        entries.delete(key);
        entries.set(key, e);
      }
      return e;
    },
    set(key: string, e: IconEntry) {
      remove(key);
      if (cost(key, e) > maxBytes) return;
      entries.set(key, e);
      bytes += cost(key, e);
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
  };
}
