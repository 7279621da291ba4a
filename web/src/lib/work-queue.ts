import { type TWorkQueue, ZWorkQueue, ZWorkQueueSeen } from '@intel/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { useAuth } from './auth-store.ts';

/** The research team's work queue (home) and its last visit (raw data), shared by both features. */
export const workQueueKeys = { all: ['/work-queue'] as const };

/** What waits for the caller; only asked for when `enabled` (the research team: others get a 403). */
export function useWorkQueue(enabled: boolean) {
  const auth = useAuth();
  return useQuery<TWorkQueue>({
    queryKey: [...workQueueKeys.all, auth?.id ?? 'public'],
    queryFn: () => api('/work-queue/', { schema: ZWorkQueue }),
    enabled,
    staleTime: 0,
  });
}

/** The caller opened the documents the queue linked to: it counts from now. */
export async function markWorkQueueSeen(queryClient: QueryClient) {
  const seen = await api('/work-queue/seen/', { method: 'POST', schema: ZWorkQueueSeen });
  await queryClient.invalidateQueries({ queryKey: workQueueKeys.all });
  return seen;
}

/** Where the queue's "processed" line goes: the raw data processed since the last visit (every processed one before it). */
export function processedHref(since: string | null): string {
  return since
    ? `/rawdata?tab=1&processed_since=${encodeURIComponent(since)}`
    : '/rawdata?tab=1&processing_status=completed';
}

/** Router state the queue's link carries, so that only opening it from the queue counts as a visit. */
export const FROM_WORK_QUEUE = { workQueue: true } as const;
