import { describe, expect, it } from 'vitest';
import { tenantFromHost } from './resolve-host.ts';

const t = (host: string | undefined, base = 'localhost') => tenantFromHost(host, base, 'www');

describe('tenantFromHost', () => {
  it('takes the first label of a subdomain', () => {
    expect(t('demo.localhost:3000')).toBe('demo');
    expect(t('acme.example.com', 'example.com')).toBe('acme');
    expect(t('ACME.Example.com.', 'example.com')).toBe('acme');
    expect(t('a.b.example.com', 'example.com')).toBe('a');
  });

  it('maps www, bare hosts and IP addresses to the default tenant', () => {
    expect(t('www.example.com', 'example.com')).toBe('www');
    expect(t('localhost:3000')).toBe('www');
    expect(t('example.com', 'example.com')).toBe('www');
    expect(t('127.0.0.1:3000')).toBe('www');
    expect(t('[::1]:3000')).toBe('www');
    expect(t('::1')).toBe('www');
    expect(t('10.0.0.7')).toBe('www');
    expect(t('intranet')).toBe('www');
    expect(t(undefined)).toBe('www');
    expect(t('')).toBe('www');
  });
});
