import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, useTestApp } from '../../test/harness.ts';
import { createIconCache, sniffRasterType } from './icons.ts';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001',
  'hex',
);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>parent.alert(document.domain)</script></svg>';
const ICO = Buffer.concat([Buffer.from('0000010001001010000001002000', 'hex'), Buffer.alloc(32)]);

/** The icon service: what a hostile upstream could answer for each domain. */
const UPSTREAM: Record<string, { type: string; body: Buffer | string }> = {
  'svg.example': { type: 'image/svg+xml', body: SVG },
  'svg-as-png.example': { type: 'image/png', body: SVG },
  'html.example': { type: 'image/x-icon', body: '<html><script>alert(1)</script></html>' },
  'png-as-html.example': { type: 'text/html', body: PNG },
  'ico.example': { type: 'image/vnd.microsoft.icon', body: ICO },
};

let fixture: http.Server;
let port = 0;
beforeAll(async () => {
  fixture = http.createServer((req, res) => {
    const up = UPSTREAM[decodeURIComponent(req.url?.replace('/icon/', '') ?? '')];
    if (!up) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': up.type }).end(up.body);
  });
  await new Promise<void>((r) => fixture.listen(0, '127.0.0.1', r));
  port = (fixture.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => fixture.close(() => r())));

describe('icon proxy (issue 13 item 14)', () => {
  const ctx = useTestApp(() => ({
    fetch: { allow: [`127.0.0.1/32:${port}`], timeoutMs: 2000, maxBytes: 1024 * 1024 },
    iconServiceUrl: `http://127.0.0.1:${port}/icon/{domain}`,
  }));
  const icon = (domain: string) => request(ctx.port, 'GET', `/api/v1/icons/${domain}/`);

  it('never passes on SVG or HTML, whatever the upstream calls it', async () => {
    for (const domain of ['svg.example', 'svg-as-png.example', 'html.example']) {
      const res = await icon(domain);
      expect([204, 404], domain).toContain(res.status);
      expect(res.text, domain).not.toMatch(/<svg|<script|<html/);
      expect(res.headers['content-type'] ?? '', domain).not.toMatch(/svg|html/);
    }
  });

  it('serves raster icons with the type their bytes show, nosniff and a sandbox policy', async () => {
    const png = await icon('png-as-html.example');
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['x-content-type-options']).toBe('nosniff');
    expect(png.headers['content-security-policy']).toMatch(/sandbox/);
    expect(png.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(png.buffer.equals(PNG)).toBe(true);
    const ico = await icon('ico.example');
    expect(ico.status).toBe(200);
    expect(ico.headers['content-type']).toBe('image/x-icon');
  });

  it('recognises raster formats by their first bytes only', () => {
    expect(sniffRasterType(PNG)).toBe('image/png');
    expect(sniffRasterType(Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(16)]))).toBe('image/jpeg');
    expect(sniffRasterType(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1'))).toBe('image/gif');
    expect(sniffRasterType(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(sniffRasterType(ICO)).toBe('image/x-icon');
    expect(sniffRasterType(Buffer.from(SVG))).toBeNull();
    expect(sniffRasterType(Buffer.from(`<?xml version="1.0"?>${SVG}`))).toBeNull();
    expect(sniffRasterType(Buffer.from('short'))).toBeNull();
  });

  it('bounds the cache by bytes, not entries: 5,000 icons of 256 KB stay within the budget', () => {
    const budget = 32 * 1024 * 1024;
    const cache = createIconCache(budget);
    const body = Buffer.alloc(256 * 1024);
    for (let i = 0; i < 5000; i++) cache.set(`d${i}.example`, { at: Date.now(), body, type: 'image/png' });
    expect(cache.bytes).toBeLessThanOrEqual(budget);
    expect(cache.size).toBeLessThan(130);
    // The most recent stay; the oldest went first, and a read keeps an entry in.
    expect(cache.get('d4999.example')).toBeDefined();
    expect(cache.get('d0.example')).toBeUndefined();
    const small = createIconCache(3000);
    small.set('a', { at: 0, body: Buffer.alloc(1000), type: 'image/png' });
    small.set('b', { at: 0, body: Buffer.alloc(1000), type: 'image/png' });
    small.get('a');
    small.set('c', { at: 0, body: Buffer.alloc(1000), type: 'image/png' });
    expect([small.get('a'), small.get('b'), small.get('c')].map(Boolean)).toEqual([true, false, true]);
    // Misses are charged too: a flood of unknown domains cannot grow it without bound.
    const misses = createIconCache(100_000);
    for (let i = 0; i < 100_000; i++) misses.set(`miss${i}.example`, { at: 0, body: null, type: 'image/x-icon' });
    expect(misses.bytes).toBeLessThanOrEqual(100_000);
  });
});
