import { type TCity, type TCityCreate, type TGeo, type TGeoCreate, type TPage, ZCity, ZGeo } from '@intel/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { defineResource } from '../../../lib/resource-api.ts';

export const geos = defineResource<TGeo, TGeoCreate>('/geos', ZGeo);
export const cities = defineResource<TCity, TCityCreate>('/cities', ZCity);

/** Every country or region, for the city form's picker (all pages, by name). */
export function useAllGeos() {
  return useQuery({
    queryKey: [...geos.keys.options(), 'all'],
    queryFn: async () => {
      const out: TGeo[] = [];
      for (let offset = 0; ; offset += 100) {
        const page = await api<TPage<TGeo>>('/geos/', { query: { limit: 100, offset, ordering: 'name' } });
        out.push(...page.results);
        if (!page.next) return out;
      }
    },
    staleTime: 5 * 60_000,
  });
}
