import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTenant } from '../test/factories.ts';
import { request, useTestApp } from '../test/harness.ts';

const web = mkdtempSync(path.join(os.tmpdir(), 'intel-web-'));
writeFileSync(
  path.join(web, 'index.html'),
  '<!doctype html><html><head><!--intel-config--></head><body><script type="module" src="/assets/app.js"></script></body></html>',
);
afterAll(() => rmSync(web, { recursive: true, force: true }));

/** Browser security headers (issue 13 item 13); the SPA and the API docs in Chromium: e2e/tests/security-headers.spec.ts. */
describe('security headers', () => {
  const ctx = useTestApp(() => ({ webDist: web }));

  const expectHeaders = (headers: Record<string, unknown>, where: string) => {
    const csp = String(headers['content-security-policy'] ?? '');
    expect(csp, where).toMatch(/(^|;)\s*script-src 'self'(;|$)/);
    expect(csp, where).toMatch(/frame-ancestors 'none'/);
    expect(csp, where).toMatch(/object-src 'none'/);
    expect(csp, where).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['x-content-type-options'], where).toBe('nosniff');
    expect(headers['referrer-policy'], where).toBe('no-referrer');
    expect(headers['x-frame-options'], where).toBe('SAMEORIGIN');
  };

  it('are on the SPA, its settings script, the API and the API docs', async () => {
    for (const p of ['/', '/organizations/12', '/intel-config.js', '/api/v1/health/', '/api/docs/', '/api/v1/nope/']) {
      const res = await request(ctx.port, 'GET', p);
      expect(res.status, p).toBeLessThan(500);
      expectHeaders(res.headers, p);
    }
  });

  it('the SPA has no inline script: its settings come from a script file of the same origin', async () => {
    const tenant = await createTenant(ctx.database);
    const page = await request(ctx.port, 'GET', '/', { host: tenant.host });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<script src="/intel-config.js"></script>');
    expect(page.text).not.toMatch(/<script>/);
    const config = await request(ctx.port, 'GET', '/intel-config.js');
    expect(config.headers['content-type']).toMatch(/^text\/javascript/);
    expect(config.text).toMatch(/^window\.__INTEL_CONFIG__=\{"baseDomain":"[^"]+","defaultTenant":"[^"]+"\};/);
  });
});
