import { ZTenantInfo } from '@intel/contracts';
import { api } from './api-client.ts';

/** The tenant look-up of the app shell: names and paywall links show there, so saving them refreshes it. */
export const tenantInfoKeys = {
  all: ['tenant-info'] as const,
  of: (subdomain: string) => ['tenant-info', subdomain] as const,
};

/** Looks a tenant up by its subdomain (no token sent: the login page needs it too). */
export function fetchTenantInfo(subdomain: string) {
  return api(`/clients/info/${encodeURIComponent(subdomain)}/`, { schema: ZTenantInfo, auth: false });
}
