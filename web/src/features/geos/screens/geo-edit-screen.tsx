import { type TGeo, type TGeoCreate, ZGeoCreate } from '@intel/contracts';
import { ResourceEdit } from '../../../components/resource-edit.tsx';
import { GEO_KIND_LABELS, optionsOf } from '../../../lib/words.ts';
import { geos } from '../api/geos.ts';

export function GeoEditScreen() {
  return (
    <ResourceEdit<TGeo, TGeoCreate>
      path={geos.path}
      schema={ZGeoCreate}
      noun="geo"
      listHref="/geos"
      afterSave={() => '/geos'}
      defaults={{ kind: 'country' }}
      deleteWarning={(g) => (g.city_count ? `Its ${g.city_count} cities lose their country.` : '')}
      fields={[
        { name: 'name', label: 'Name', type: 'text', required: true },
        {
          name: 'kind',
          label: 'Kind',
          type: 'select',
          options: optionsOf(['country', 'region'], GEO_KIND_LABELS),
          required: true,
        },
        { name: 'iso2', label: 'ISO 3166 alpha-2', type: 'text' },
        { name: 'iso3', label: 'ISO 3166 alpha-3', type: 'text' },
      ]}
      prepare={(b) => ({ ...b, iso2: b.iso2 || null, iso3: b.iso3 || null })}
    />
  );
}
