import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { safeFetch } from '../../lib/safe-fetch.ts';
import { lookupDomain } from './enrich.ts';

describe('domain look-up', () => {
  const fail = (code: string) => async () => {
    throw Object.assign(new Error(`query ${code}`), { code });
  };

  it('is unreachable when neither the DNS nor the web answers', async () => {
    const result = await lookupDomain('example.com', { resolveMx: fail('ETIMEOUT'), fetchPage: fail('ECONNREFUSED') });
    expect(result.status).toBe('unreachable');
    expect(result.enrichment).toMatchObject({ mx: [], title: null, site_url: null, http_status: null });
    expect(result.enrichment.errors).toEqual([
      'Mail servers (MX): the DNS server did not answer in time.',
      'Web site https://example.com/: query ECONNREFUSED',
      'Web site http://example.com/: query ECONNREFUSED',
    ]);
  });

  it('does not ask for the web site of a domain the DNS does not know', async () => {
    let fetched = 0;
    const result = await lookupDomain('example.com', {
      resolveMx: fail('ENOTFOUND'),
      fetchPage: async () => {
        fetched++;
        throw new Error('not expected');
      },
    });
    expect(result.status).toBe('unreachable');
    expect(fetched).toBe(0);
    expect(result.enrichment.errors).toHaveLength(2);
  });

  it('records MX records and the site title when they answer (through the SSRF-guarded fetch)', async () => {
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<html><head><title>  Example &amp; Co\n Home </title></head><body>hi</body></html>');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    try {
      const result = await lookupDomain('example.com', {
        resolveMx: async () => [
          { exchange: 'mx2.example.com', priority: 20 },
          { exchange: 'mx1.example.com', priority: 10 },
        ],
        // The site is a local server here: the guarded fetch is told to allow loopback and where example.com is.
        fetchPage: () =>
          safeFetch(`http://example.com:${port}/`, {
            allow: [`127.0.0.0/8:${port}`],
            resolve: async () => ['127.0.0.1'],
          }),
      });
      expect(result.status).toBe('complete');
      expect(result.enrichment.mx).toEqual([
        { exchange: 'mx1.example.com', priority: 10 },
        { exchange: 'mx2.example.com', priority: 20 },
      ]);
      expect(result.enrichment.title).toBe('Example & Co Home');
      expect(result.enrichment.http_status).toBe(200);
      expect(result.enrichment.errors).toEqual([]);
    } finally {
      server.close();
    }
  });

  it('counts a DNS answer without MX (or a null MX) as complete', async () => {
    const result = await lookupDomain('example.com', {
      resolveMx: async () => [{ exchange: '', priority: 0 }],
      fetchPage: fail('ECONNREFUSED'),
    });
    expect(result.status).toBe('complete');
    expect(result.enrichment.mx).toEqual([]);
  });
});
