import { ZEntityCounts } from '@intel/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { useAuth } from './auth-store.ts';
import { countKeys } from './resource-keys.ts';

/** Counts per kind for this visitor: the teaser counts logged out, the role's counts logged in. */
export function useEntityCounts() {
  const auth = useAuth();
  return useQuery({
    queryKey: [...countKeys.all, auth?.id ?? 'public'],
    queryFn: () =>
      auth
        ? api('/tools/entities-count/', { schema: ZEntityCounts })
        : api('/tools/free-ahead-entities-count/', { schema: ZEntityCounts, auth: false }),
  });
}
