import { ZOperatorExamples } from '@intel/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { operatorKeys } from './operator-keys.ts';

/** Example questions built by the server from the tenant's records (each finds something). */
export function useOperatorExamples(enabled: boolean) {
  return useQuery({
    queryKey: operatorKeys.examples(),
    queryFn: ({ signal }) => api('/ai-assistant/examples/', { schema: ZOperatorExamples, signal }),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}
