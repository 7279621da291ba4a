import { type TCity, type TCityCreate, ZCityCreate } from '@intel/contracts';
import { ResourceEdit } from '../../../components/resource-edit.tsx';
import { cities, useAllGeos } from '../api/geos.ts';

export function CityEditScreen() {
  const geos = useAllGeos();
  return (
    <ResourceEdit<TCity, TCityCreate>
      path={cities.path}
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
