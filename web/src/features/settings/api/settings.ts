import { type TSettingsPatch, ZSettings } from '@intel/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { tenantInfoKeys } from '../../../lib/tenant-info.ts';

export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: () => api('/settings/', { schema: ZSettings }),
});

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSettingsPatch) => api('/settings/', { method: 'PATCH', body, schema: ZSettings }),
    onSuccess: (data) => {
      queryClient.setQueryData(settingsQuery.queryKey, data);
      void queryClient.invalidateQueries({ queryKey: tenantInfoKeys.all });
    },
  });
}
