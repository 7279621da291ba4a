import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The one outbound-fetch module (DESIGN §6, issue 8 §6): http(s) only; every address a name
 * resolves to must be public unless allow-listed; the connection is pinned to the address that was
 * checked (no second DNS answer between check and connect); redirects are re-checked hop by hop;
 * size and time are capped.
 */
export type SafeFetchOptions = {
  /**
   * Private hosts or CIDR ranges that may be fetched anyway (config FETCH_ALLOW), each on one port:
   * `host:port`, `10.0.0.0/8:8080`, `[fd00::/8]:8443`; a host or range alone means its scheme's
   * default port only (80, 443); `:*` opens every port of it, on purpose.
   */
  allow?: string[];
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** DNS resolver; tests pass a stub so that nothing leaves the machine. */
  resolve?: (hostname: string) => Promise<string[]>;
  headers?: Record<string, string>;
  /** POST sends `body` (e.g. an LLM call); pass `maxRedirects: 0` so that a body is never re-sent elsewhere. */
  method?: 'GET' | 'POST';
  body?: string;
};

export type SafeFetchResult = { url: string; status: number; headers: http.IncomingHttpHeaders; body: Buffer };

export class FetchRefused extends Error {
  readonly reason: 'scheme' | 'address' | 'redirects' | 'size' | 'timeout' | 'network' | 'url';

  constructor(message: string, reason: FetchRefused['reason']) {
    super(message);
    this.reason = reason;
  }
}

const PUBLIC_RANGES = new Set(['unicast']);

/** The port a URL connects to, and whether it is its scheme's default (written or not). */
type Target = { port: number; isDefault: boolean };
const DEFAULT_TARGET: Target = { port: 443, isDefault: true };

type AllowEntry = { host: string; cidr: [ipaddr.IPv4 | ipaddr.IPv6, number] | null; port: number | '*' | null };

/** `host`, `host:port`, `host:*`, `a.b.c.d/n[:port]`, `[v6]:port`, `[v6/n]:port` or a bare IPv6 address/range. */
export function parseAllowEntry(entry: string): AllowEntry | null {
  let host = entry.trim().toLowerCase();
  let port: AllowEntry['port'] = null;
  const bracketed = /^\[([^\]]+)\](?::(\d+|\*))?$/.exec(host);
  if (bracketed) {
    host = bracketed[1] as string;
    if (bracketed[2]) port = bracketed[2] === '*' ? '*' : Number(bracketed[2]);
  } else if ((host.match(/:/g) ?? []).length === 1) {
    const [h, p] = host.split(':') as [string, string];
    if (!/^(\d{1,5}|\*)$/.test(p)) return null;
    host = h;
    port = p === '*' ? '*' : Number(p);
  }
  if (typeof port === 'number' && (port < 1 || port > 65535)) return null;
  if (!host) return null;
  let cidr: AllowEntry['cidr'] = null;
  if (host.includes('/')) {
    try {
      cidr = ipaddr.parseCIDR(host);
    } catch {
      return null;
    }
  }
  return { host, cidr, port };
}

function portFits(entry: AllowEntry, target: Target): boolean {
  if (entry.port === '*') return true;
  if (entry.port === null) return target.isDefault;
  return entry.port === target.port;
}

function parsedAllow(allow: string[]): AllowEntry[] {
  return allow.map(parseAllowEntry).filter((e): e is AllowEntry => e !== null);
}

/**
 * Whether an address may be connected to on `target`'s port: public unicast only, unless an
 * allow-list range covers it on that port. IPv4-compatible IPv6 (::/96, deprecated) is never public.
 */
export function isAllowedAddress(address: string, allow: string[] = [], target: Target = DEFAULT_TARGET): boolean {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.parse(address);
  } catch {
    return false;
  }
  // ipaddr.js reads `::a.b.c.d` as IPv4-mapped; a mapped address always spells its ffff.
  const compatible =
    ip.kind() === 'ipv6' &&
    ((ip as ipaddr.IPv6).parts.slice(0, 6).every((p) => p === 0) ||
      ((ip as ipaddr.IPv6).isIPv4MappedAddress() && !/ffff/i.test(address)));
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress() && !compatible)
    ip = (ip as ipaddr.IPv6).toIPv4Address();
  for (const entry of parsedAllow(allow)) {
    if (!entry.cidr || !portFits(entry, target)) continue;
    const [range, bits] = entry.cidr;
    if (range.kind() === ip.kind() && ip.match([range, bits] as never)) return true;
  }
  if (compatible) return false;
  const range = ip.range();
  if (!PUBLIC_RANGES.has(range)) return false;
  // ipaddr.js calls some special-use blocks unicast; refuse those explicitly.
  if (ip.kind() === 'ipv4') {
    const blocked = ['0.0.0.0/8', '100.64.0.0/10', '192.0.0.0/24', '198.18.0.0/15', '240.0.0.0/4'];
    return !blocked.some((cidr) => ip.match(ipaddr.parseCIDR(cidr) as never));
  }
  return true;
}

const defaultResolve = async (hostname: string) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

export async function safeFetch(input: string, opts: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const maxRedirects = opts.maxRedirects ?? 5;
  let url = parseUrl(input);
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const res = await fetchOnce(url, opts);
    const location = res.headers.location;
    if (res.status >= 300 && res.status < 400 && location) {
      url = parseUrl(new URL(location, url).toString());
      continue;
    }
    return res;
  }
  throw new FetchRefused(`More than ${maxRedirects} redirects.`, 'redirects');
}

/**
 * The checks of a fetch without the fetch (an address registered now, fetched later): the scheme, and
 * every address the host resolves to must be public unless allow-listed. `allowListed`: the host or
 * one of its addresses passed only through FETCH_ALLOW (a private host the operator opened).
 */
export async function checkUrl(
  input: string,
  opts: Pick<SafeFetchOptions, 'allow' | 'resolve'> = {},
): Promise<{ url: URL; allowListed: boolean }> {
  const url = parseUrl(input);
  const allow = opts.allow ?? [];
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const target = targetOf(url);
  if (hostAllowed(hostname, allow, target)) return { url, allowListed: true };
  let addresses: string[];
  if (ipaddr.isValid(hostname)) addresses = [hostname];
  else {
    try {
      addresses = await (opts.resolve ?? defaultResolve)(hostname);
    } catch {
      addresses = [];
    }
  }
  if (addresses.length === 0) throw new FetchRefused(`${hostname} has no address.`, 'network');
  const bad = addresses.find((a) => !isAllowedAddress(a, allow, target));
  if (bad) throw new FetchRefused(`${hostname} resolves to ${bad}, which is not public.`, 'address');
  return { url, allowListed: addresses.some((a) => !isAllowedAddress(a, [], target)) };
}

function parseUrl(input: string): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new FetchRefused('Not a valid URL.', 'url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchRefused(`Only http and https URLs can be fetched (not ${url.protocol}).`, 'scheme');
  }
  if (url.username || url.password) throw new FetchRefused('URLs with credentials are not fetched.', 'url');
  return url;
}

function hostAllowed(hostname: string, allow: string[], target: Target): boolean {
  const name = hostname.toLowerCase();
  return parsedAllow(allow).some((e) => !e.cidr && e.host === name && portFits(e, target));
}

function targetOf(url: URL): Target {
  const fallback = url.protocol === 'https:' ? 443 : 80;
  const port = url.port ? Number(url.port) : fallback;
  return { port, isDefault: port === fallback };
}

function fetchOnce(url: URL, opts: SafeFetchOptions): Promise<SafeFetchResult> {
  const allow = opts.allow ?? [];
  const resolve = opts.resolve ?? defaultResolve;
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  // Checked again on every hop: a redirect to another port of an allowed host is refused.
  const target = targetOf(url);
  const named = hostAllowed(hostname, allow, target);
  const literal = ipaddr.isValid(hostname);
  if (literal && !named && !isAllowedAddress(hostname, allow, target)) {
    return Promise.reject(new FetchRefused(`Address ${hostname} is not public.`, 'address'));
  }
  // Resolve once, check every answer, and connect to the address that was checked.
  const lookup: LookupFunction = (name, options, callback) => {
    resolve(name)
      .then((addresses) => {
        if (addresses.length === 0) throw new FetchRefused(`${name} has no address.`, 'network');
        const bad = addresses.find((a) => !named && !isAllowedAddress(a, allow, target));
        if (bad) throw new FetchRefused(`${name} resolves to ${bad}, which is not public.`, 'address');
        const address = addresses[0] as string;
        const family = ipaddr.parse(address).kind() === 'ipv6' ? 6 : 4;
        if ((options as { all?: boolean }).all) callback(null, [{ address, family }]);
        else callback(null, address, family);
      })
      .catch((err) => callback(err as NodeJS.ErrnoException, '', 4));
  };
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const maxBytes = opts.maxBytes ?? 5 * 1024 * 1024;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolvePromise, reject) => {
    const req = client.request(
      url,
      {
        method: opts.method ?? 'GET',
        // No pooled socket: a kept-alive connection would skip the lookup, and with it the address check.
        agent: false,
        lookup: literal ? undefined : lookup,
        headers: { 'user-agent': 'IntelNotes/1.0 (+fetch)', accept: '*/*', ...opts.headers },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        let tooBig = Number(res.headers['content-length'] ?? 0) > maxBytes;
        const refuseSize = () => {
          tooBig = true;
          res.destroy();
          reject(new FetchRefused(`The response is larger than ${maxBytes} bytes.`, 'size'));
        };
        if (tooBig) return refuseSize();
        res.on('data', (chunk: Buffer) => {
          if (tooBig) return;
          size += chunk.length;
          if (size > maxBytes) return refuseSize();
          chunks.push(chunk);
        });
        res.on('end', () => {
          if (tooBig) return;
          resolvePromise({
            url: url.toString(),
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          });
        });
        res.on('error', reject);
      },
    );
    const timer = setTimeout(
      () => req.destroy(new FetchRefused(`No answer within ${timeoutMs} ms.`, 'timeout')),
      timeoutMs,
    );
    req.on('timeout', () => req.destroy(new FetchRefused(`No answer within ${timeoutMs} ms.`, 'timeout')));
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err instanceof FetchRefused ? err : new FetchRefused(`Could not fetch: ${err.message}`, 'network'));
    });
    req.on('close', () => clearTimeout(timer));
    req.end(opts.body);
  });
}
