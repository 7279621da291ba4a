import { type TCity, type TGeo, type TPage, ZCityCreate } from '@intel/contracts';
import { useQuery } from '@tanstack/react-query';
import { ResourceEdit } from '../../../components/resource-edit.tsx';
import { api } from '../../../lib/api-client.ts';

export function CityEditScreen() {
  const geos = useQuery({
    queryKey: ['/geos', 'all-options'],
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
  return (
    <ResourceEdit<TCity>
      path="/cities"
      schema={ZCityCreate}
      noun="city"
      listHref="/geos?tab=1"
      afterSave={() => '/geos?tab=1'}
      fields={[
        { name: 'name', label: 'Name', type: 'text', required: true },
        {
          name: 'geo_id',
          label: 'Country or region',
          type: 'refs',
          options: (geos.data ?? []).map((g) => ({ id: g.id, label: g.name })),
        },
        { name: 'latitude', label: 'Latitude', type: 'number', min: -90, max: 90, step: 0.0001 },
        { name: 'longitude', label: 'Longitude', type: 'number', min: -180, max: 180, step: 0.0001 },
      ]}
    />
  );
}
