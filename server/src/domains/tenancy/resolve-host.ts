import { isIP } from 'node:net';

/**
 * Tenant subdomain of a Host header (DESIGN §2): the first DNS label; `www`, the bare base domain,
 * single-label hosts and IP addresses mean the default tenant.
 */
export function tenantFromHost(host: string | undefined, baseDomain: string, defaultTenant: string): string {
  const name = stripPort((host ?? '').trim().toLowerCase()).replace(/\.$/, '');
  if (!name || isIP(name) || name === baseDomain) return defaultTenant;
  const labels = name.split('.');
  if (labels.length < 2) return defaultTenant;
  const first = labels[0] ?? '';
  return first === 'www' || first === '' ? defaultTenant : first;
}

function stripPort(host: string): string {
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end > 0 ? host.slice(1, end) : host;
  }
  const colons = host.split(':').length - 1;
  if (colons === 1) return host.slice(0, host.indexOf(':'));
  return host;
}

/** A tenant subdomain must be one DNS label (RFC 1123), lower case. */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
