import type { TPage } from '@intel/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** Up to `max` records of a list as {id, label} options for pickers (ordered by label). */
export function useOptions<T extends { id: number }>(
  path: string,
  label: (row: T) => string,
  ordering: string,
  max = 1000,
) {
  return useQuery({
    queryKey: [path, 'options', ordering],
    queryFn: async () => {
      const out: T[] = [];
      for (let offset = 0; offset < max; offset += 100) {
        const page = await api<TPage<T>>(`${path}/`, { query: { limit: 100, offset, ordering } });
        out.push(...page.results);
        if (!page.next) break;
      }
      return out.map((r) => ({ id: r.id, label: label(r) }));
    },
    staleTime: 60_000,
  });
}
