import { type TSnapshotSeries, ZSnapshotSeries } from '@intel/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { resourceKeys } from '../../../lib/resource-api.ts';

export type Series = TSnapshotSeries;

/** Every snapshot series (symbol and its quarterly points), under the snapshots' keys. */
export function useSnapshotSeries() {
  return useQuery({
    queryKey: [...resourceKeys('/assets/snapshots').all, 'series'],
    queryFn: () => api<Series[]>('/assets/snapshots/series/', { schema: z.array(ZSnapshotSeries) }),
  });
}
