import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { resourceKeys } from '../../../lib/resource-api.ts';

export type Series = {
  symbol: string;
  caption: string | null;
  points: { year: number; quarter: 'Q1' | 'Q2' | 'Q3' | 'Q4'; data: number }[];
};

/** Every snapshot series (symbol and its quarterly points), under the snapshots' keys. */
export function useSnapshotSeries() {
  return useQuery({
    queryKey: [...resourceKeys('/assets/snapshots').all, 'series'],
    queryFn: () => api<Series[]>('/assets/snapshots/series/'),
  });
}
