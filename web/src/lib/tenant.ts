import { clientConfig } from './config.ts';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** The tenant of a host name, by the server's rule (DESIGN §2). */
export function tenantFromHostname(hostname: string, { baseDomain, defaultTenant } = clientConfig()): string {
  const name = hostname
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^\[|\]$/g, '');
  if (!name || IPV4.test(name) || name.includes(':') || name === baseDomain) return defaultTenant;
  const labels = name.split('.');
  if (labels.length < 2) return defaultTenant;
  const first = labels[0] ?? '';
  return first === 'www' || first === '' ? defaultTenant : first;
}

export function currentTenant(): string {
  return tenantFromHostname(window.location.hostname);
}
