import { ZTenantInfo } from '@intel/contracts';
import { useQuery } from '@tanstack/react-query';
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

/** This host's tenant, for the shell: names and links change rarely, and saving them refreshes it. */
export function useTenantInfo(subdomain: string) {
  return useQuery({
    queryKey: tenantInfoKeys.of(subdomain),
    queryFn: () => fetchTenantInfo(subdomain),
    staleTime: 5 * 60_000,
  });
}
