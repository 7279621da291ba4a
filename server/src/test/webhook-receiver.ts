import http from 'node:http';

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON and assert on it
export type Received = { path: string; headers: http.IncomingHttpHeaders; body: string; json: any };

/**
 * A real HTTP receiver on a loopback port (port 0) for webhook tests: it records every request and
 * answers each path with the status its script gives (`/ok` 200; `/down` 500; `/flaky` 500 once, then 200).
 */
export async function startReceiver() {
  const received: Received[] = [];
  const hits = new Map<string, number>();
  const answer = (path: string): number => {
    const n = (hits.get(path) ?? 0) + 1;
    hits.set(path, n);
    if (path.startsWith('/down')) return 500;
    if (path.startsWith('/flaky')) return n === 1 ? 500 : 200;
    return 200;
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown = null;
      try {
        json = JSON.parse(body);
      } catch {}
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body, json });
      res.writeHead(answer(path), { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    /** What reached `path` (exactly, or any path starting with it). */
    at: (path: string) => received.filter((r) => r.path === path || r.path.startsWith(path)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
