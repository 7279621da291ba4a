import { type TGraphKind, ZTimeline } from '@intel/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { graphKeys } from './graph-keys.ts';

/** Dated events of a record and its visible neighbours (the detail screens' timeline). */
export function useTimeline(kind: TGraphKind, id: number | string | undefined) {
  return useQuery({
    queryKey: graphKeys.timeline(kind, Number(id)),
    queryFn: ({ signal }) => api(`/graph/${kind}/${id}/timeline/`, { schema: ZTimeline, signal }),
    enabled: !!id,
  });
}
