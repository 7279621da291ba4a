/**
 * The file name a download's `content-disposition` gives (RFC 6266: the UTF-8 `filename*` first,
 * then the plain `filename`), or `fallback`: the server names a file from its title
 * (server/src/lib/download-name.ts), and the SPA keeps that name.
 */
export function downloadName(disposition: string | null, fallback: string): string {
  const header = disposition ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8.trim());
    } catch {
      // A malformed escape: the plain name, if there is one, still serves.
    }
  }
  const plain = /filename="([^"]+)"/i.exec(header)?.[1] ?? /filename=([^;]+)/i.exec(header)?.[1];
  return plain?.trim() || fallback;
}

/** Saves a fetched answer as a file under the name the server gave it. */
export async function saveResponse(res: Response, fallback: string): Promise<void> {
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadName(res.headers.get('content-disposition'), fallback);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
