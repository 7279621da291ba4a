/** A file name from a title: letters of any script kept, what a file system refuses replaced. */
export function fileName(title: string, extension: string): string {
  const base = title
    .normalize('NFC')
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${base || 'download'}.${extension}`;
}

/**
 * `attachment` with both an ASCII fallback and the UTF-8 name (RFC 6266 / 5987), so a title in
 * any script reaches the user's disk as written.
 */
export function contentDisposition(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
