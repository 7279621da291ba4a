import type { TCity, TGeo } from '@intel/contracts';
import { ResourceTable } from '../../../components/resource-table.tsx';
import { TabbedScreen } from '../../../components/tabbed-screen.tsx';
import { isTenantAdmin, useAuth } from '../../../lib/auth-store.ts';
import { formatCount } from '../../../lib/format.ts';
import { GEO_KIND_LABELS, labelOf } from '../../../lib/words.ts';
import { cities, geos } from '../api/geos.ts';

/** `geos`: countries and regions, and cities — global reference data. */
export function GeosScreen() {
  const auth = useAuth();
  const admin = isTenantAdmin(auth);
  return (
    <TabbedScreen
      title="Geos"
      tabs={[
        {
          label: 'Countries and regions',
          content: (
            <ResourceTable<TGeo>
              path={geos.path}
              noun="geos"
              canWrite={admin}
              createHref="/geos/create"
              rowHref={admin ? (g) => `/geos/${g.id}/edit` : undefined}
              columns={[
                { key: 'name', label: 'Name', sort: 'name', render: (g) => g.name },
                { key: 'iso', label: 'ISO', sort: 'iso2', render: (g) => [g.iso2, g.iso3].filter(Boolean).join(' / ') },
                { key: 'kind', label: 'Kind', render: (g) => labelOf(GEO_KIND_LABELS, g.kind) },
                { key: 'cities', label: 'Cities', render: (g) => formatCount(g.city_count) },
              ]}
            />
          ),
        },
        {
          label: 'Cities',
          content: (
            <ResourceTable<TCity>
              path={cities.path}
              noun="cities"
              canWrite={admin}
              createHref="/cities/create"
              rowHref={admin ? (c) => `/cities/${c.id}/edit` : undefined}
              columns={[
                { key: 'name', label: 'Name', sort: 'name', render: (c) => c.name },
                { key: 'geo', label: 'Country', render: (c) => c.geo_name },
                {
                  key: 'coords',
                  label: 'Coordinates',
                  render: (c) => (c.latitude !== null ? `${c.latitude}, ${c.longitude}` : ''),
                },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
