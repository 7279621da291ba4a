import { describe, expect, it } from 'vitest';
import { tenantFromHostname } from './tenant.ts';

const cfg = { baseDomain: 'localhost', defaultTenant: 'www' };

describe('tenantFromHostname', () => {
  it('follows the server rule', () => {
    expect(tenantFromHostname('demo.localhost', cfg)).toBe('demo');
    expect(tenantFromHostname('localhost', cfg)).toBe('www');
    expect(tenantFromHostname('www.example.com', { ...cfg, baseDomain: 'example.com' })).toBe('www');
    expect(tenantFromHostname('example.com', { ...cfg, baseDomain: 'example.com' })).toBe('www');
    expect(tenantFromHostname('acme.example.com', { ...cfg, baseDomain: 'example.com' })).toBe('acme');
    expect(tenantFromHostname('127.0.0.1', cfg)).toBe('www');
    expect(tenantFromHostname('[::1]', cfg)).toBe('www');
    expect(tenantFromHostname('ACME.localhost.', cfg)).toBe('acme');
  });
});
