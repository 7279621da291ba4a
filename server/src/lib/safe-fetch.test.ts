import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FetchRefused, isAllowedAddress, parseAllowEntry, safeFetch } from './safe-fetch.ts';

/** SSRF guard: tested with a stub resolver and a connection spy; nothing leaves the machine. */
describe('safeFetch', () => {
  let server: http.Server;
  let other: http.Server;
  let port = 0;
  let otherPort = 0;
  let connections = 0;
  let otherConnections = 0;
  beforeAll(async () => {
    // A second service on the same host, on another port: never reachable through an entry for the first.
    other = http.createServer((_req, res) => res.end('other service'));
    other.on('connection', () => otherConnections++);
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    otherPort = (other.address() as net.AddressInfo).port;
    server = http.createServer((req, res) => {
      if (req.url === '/redirect-other-port') {
        res.writeHead(302, { location: `http://fixture.test:${otherPort}/` }).end();
      } else if (req.url === '/redirect-loopback') {
        res.writeHead(302, { location: `http://127.0.0.1:${port}/` }).end();
      } else if (req.url === '/big') {
        res.end(Buffer.alloc(2048, 97));
      } else res.end('fixture');
    });
    server.on('connection', () => connections++);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((r) => server.close(() => r()));
    await new Promise<void>((r) => other.close(() => r()));
  });

  const refusedLiterals = [
    'http://127.0.0.1/',
    'http://127.1/',
    'http://0.0.0.0/',
    'http://0/',
    'http://[::1]/',
    'http://[::]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[0:0:0:0:0:ffff:127.0.0.1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fe80::1]/',
    'http://[fc00::1]/',
    'http://[fd12:3456::1]/',
    'http://10.0.0.1/',
    'http://10.255.255.255/',
    'http://172.16.0.1/',
    'http://172.31.255.255/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://198.18.0.1/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://2130706433/',
    'http://017700000001/',
    'http://0x7f000001/',
    'http://0x7f.0.0.1/',
    'http://0177.0.0.1/',
    'http://3232235777/',
    'http://0xa9fea9fe/',
    'http://127.000.000.001/',
    // IPv4-compatible IPv6 (::/96): ::10.0.0.1, ::127.0.0.1, ::169.254.169.254, and public ones too.
    'http://[::a00:1]/',
    'http://[::7f00:1]/',
    'http://[::127.0.0.1]/',
    'http://[::a9fe:a9fe]/',
    'http://[::8.8.8.8]/',
  ];
  const refusedSchemes = [
    'file:///etc/passwd',
    'ftp://example.com/',
    'gopher://example.com/',
    'data:text/plain,hi',
    'javascript:alert(1)',
  ];

  it.each(refusedLiterals)('refuses %s without connecting', async (url) => {
    const spy = vi.spyOn(net.Socket.prototype, 'connect');
    await expect(safeFetch(url, { resolve: async () => ['93.184.216.34'] })).rejects.toBeInstanceOf(FetchRefused);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it.each(refusedSchemes)('refuses the scheme of %s', async (url) => {
    await expect(safeFetch(url)).rejects.toMatchObject({ reason: expect.stringMatching(/scheme|url/) });
  });

  it.each([['127.0.0.1'], ['10.1.2.3'], ['::1'], ['::ffff:10.0.0.1'], ['169.254.169.254'], ['0.0.0.0'], ['::a00:1']])(
    'refuses a name that resolves to %s, and never connects',
    async (address) => {
      const spy = vi.spyOn(net.Socket.prototype, 'connect');
      const before = connections;
      await expect(safeFetch(`http://evil.example:${port}/`, { resolve: async () => [address] })).rejects.toMatchObject(
        { reason: 'address' },
      );
      expect(connections).toBe(before);
      spy.mockRestore();
    },
  );

  it('refuses when any of several answers is private (no mixing public and private)', async () => {
    await expect(
      safeFetch(`http://mixed.example:${port}/`, { resolve: async () => ['93.184.216.34', '127.0.0.1'] }),
    ).rejects.toMatchObject({ reason: 'address' });
  });

  it('connects to the checked address even if the resolver would answer differently later', async () => {
    let calls = 0;
    const resolve = async () => (++calls === 1 ? ['127.0.0.1'] : ['10.0.0.1']);
    const res = await safeFetch(`http://rebind.example:${port}/`, { resolve, allow: [`127.0.0.1/32:${port}`] });
    expect(res.body.toString()).toBe('fixture');
    expect(calls).toBe(1);
  });

  it('serves a loopback fixture only when allow-listed', async () => {
    await expect(safeFetch(`http://127.0.0.1:${port}/`)).rejects.toMatchObject({ reason: 'address' });
    const ok = await safeFetch(`http://127.0.0.1:${port}/`, { allow: [`127.0.0.1/32:${port}`] });
    expect(ok.status).toBe(200);
    const byName = await safeFetch(`http://fixture.test:${port}/`, {
      allow: [`fixture.test:${port}`],
      resolve: async () => ['127.0.0.1'],
    });
    expect(byName.body.toString()).toBe('fixture');
  });

  it('re-checks redirects: an allowed host redirecting to loopback is refused', async () => {
    await expect(
      safeFetch(`http://fixture.test:${port}/redirect-loopback`, {
        allow: [`fixture.test:${port}`],
        resolve: async () => ['127.0.0.1'],
      }),
    ).rejects.toMatchObject({ reason: 'address' });
  });

  it('caps the response size', async () => {
    await expect(
      safeFetch(`http://127.0.0.1:${port}/big`, { allow: [`127.0.0.1/32:${port}`], maxBytes: 1000 }),
    ).rejects.toMatchObject({ reason: 'size' });
  });

  it('allows an entry on its port only: a host alone means its default port, redirects included', async () => {
    const resolve = async () => ['127.0.0.1'];
    // A host (or range) alone: the scheme's default port, not this fixture's.
    for (const allow of [['fixture.test'], ['127.0.0.1/32'], [`fixture.test:${otherPort}`]]) {
      await expect(safeFetch(`http://fixture.test:${port}/`, { allow, resolve }), allow[0]).rejects.toMatchObject({
        reason: 'address',
      });
    }
    await expect(safeFetch(`http://127.0.0.1:${port}/`, { allow: ['127.0.0.1'] })).rejects.toMatchObject({
      reason: 'address',
    });
    // Allowed on one port, redirected to another port of the same host: refused before connecting.
    const before = otherConnections;
    await expect(
      safeFetch(`http://fixture.test:${port}/redirect-other-port`, { allow: [`fixture.test:${port}`], resolve }),
    ).rejects.toMatchObject({ reason: 'address' });
    expect(otherConnections).toBe(before);
    // Both ports listed: the redirect is followed. `:*` opens every port, on purpose.
    const both = await safeFetch(`http://fixture.test:${port}/redirect-other-port`, {
      allow: [`fixture.test:${port}`, `fixture.test:${otherPort}`],
      resolve,
    });
    expect(both.body.toString()).toBe('other service');
    const any = await safeFetch(`http://fixture.test:${port}/redirect-other-port`, {
      allow: ['fixture.test:*'],
      resolve,
    });
    expect(any.body.toString()).toBe('other service');
  });

  it('reads allow-list entries', () => {
    expect(parseAllowEntry('Intranet.Example:8080')).toMatchObject({ host: 'intranet.example', port: 8080 });
    expect(parseAllowEntry('intranet.example')).toMatchObject({ port: null });
    expect(parseAllowEntry('10.0.0.0/8:*')).toMatchObject({ port: '*' });
    expect(parseAllowEntry('[fd00::/8]:8443')).toMatchObject({ host: 'fd00::/8', port: 8443 });
    expect(parseAllowEntry('fd00::/8')).toMatchObject({ port: null });
    expect(parseAllowEntry('host:http')).toBeNull();
    expect(parseAllowEntry('host:70000')).toBeNull();
    expect(isAllowedAddress('10.0.0.5', ['10.0.0.0/8:8080'], { port: 8080, isDefault: false })).toBe(true);
    expect(isAllowedAddress('10.0.0.5', ['10.0.0.0/8:8080'], { port: 8081, isDefault: false })).toBe(false);
    expect(isAllowedAddress('::8.8.8.8')).toBe(false);
  });

  it('classifies addresses', () => {
    expect(isAllowedAddress('93.184.216.34')).toBe(true);
    expect(isAllowedAddress('2606:2800:220:1:248:1893:25c8:1946')).toBe(true);
    expect(isAllowedAddress('not-an-ip')).toBe(false);
    expect(isAllowedAddress('10.0.0.5', ['10.0.0.0/8'])).toBe(true);
  });
});
