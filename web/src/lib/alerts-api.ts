import type { TAlertList, TOperatorQuery, TWatch, TWatchRecordType } from '@intel/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** Query keys of watches and alerts (issue 38): the bell, the inbox, each record's watch status. */
export const alertKeys = {
  all: ['alerts'] as const,
  unread: () => ['alerts', 'unread'] as const,
  inbox: () => ['alerts', 'inbox'] as const,
  settings: () => ['alerts', 'settings'] as const,
};
export const watchKeys = {
  all: ['watches'] as const,
  status: (type: TWatchRecordType, id: number) => ['watches', 'status', type, id] as const,
  list: () => ['watches', 'list'] as const,
};

type Settings = { email: 'none' | 'immediate' | 'daily'; email_available: boolean };

/** The bell's count; live `alert.fired` events refresh it (features/rawdata/components/live-updates.tsx). */
export function useUnreadAlerts(enabled: boolean) {
  return useQuery({
    queryKey: alertKeys.unread(),
    queryFn: () => api<{ unread: number }>('/alerts/unread/'),
    enabled,
    refetchInterval: 60_000,
  });
}

/** The inbox, page after page (20 at a time, newest first). */
export function useAlertInbox(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: alertKeys.inbox(),
    queryFn: ({ pageParam }) => api<TAlertList>('/alerts/', { query: { limit: 20, before: pageParam ?? undefined } }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => (last.next ? (last.results.at(-1)?.id ?? null) : null),
    enabled,
  });
}

export function useMarkAlertsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[] | 'all') =>
      ids === 'all'
        ? api<{ unread: number }>('/alerts/read-all/', { method: 'POST', body: {} })
        : api<{ unread: number }>('/alerts/read/', { method: 'POST', body: { ids } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}

export function useAlertSettings(enabled: boolean) {
  return useQuery({ queryKey: alertKeys.settings(), queryFn: () => api<Settings>('/alerts/settings/'), enabled });
}

export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: Settings['email']) => api<Settings>('/alerts/settings/', { method: 'PATCH', body: { email } }),
    onSuccess: (data) => queryClient.setQueryData(alertKeys.settings(), data),
  });
}

/** Whether the caller watches a record, and the toggle. */
export function useWatchStatus(type: TWatchRecordType, id: number | undefined) {
  return useQuery({
    queryKey: watchKeys.status(type, id ?? 0),
    queryFn: () =>
      api<{ watching: boolean; watch_id: number | null }>('/watches/status/', {
        query: { target_type: type, target_id: id },
      }),
    enabled: !!id,
  });
}

export function useToggleWatch(type: TWatchRecordType, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (watchId: number | null) => {
      if (watchId) await api(`/watches/${watchId}/`, { method: 'DELETE' });
      else await api<TWatch>('/watches/', { method: 'POST', body: { target_type: type, target_id: id } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: watchKeys.all }),
  });
}

/** Saves an Operator question or an advanced search, to be told when it finds new results. */
export function useWatchQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { text: string; query: TOperatorQuery; source: 'operator' | 'advanced' }) =>
      api<TWatch>('/watches/', { method: 'POST', body: { target_type: 'Question', ...body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: watchKeys.all }),
  });
}

export function useUnwatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (watchId: number) => api(`/watches/${watchId}/`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: watchKeys.all }),
  });
}

/** The caller's watches (the saved questions among them). */
export function useWatches(enabled = true) {
  return useQuery({
    queryKey: watchKeys.list(),
    queryFn: () => api<{ results: TWatch[]; count: number }>('/watches/'),
    enabled,
  });
}
