import type { ScreenRoute } from '../../lib/screen-routes.ts';

export const geosRoutes: ScreenRoute[] = [
  { path: 'geos', group: 'open', load: async () => (await import('./screens/geos-screen.tsx')).GeosScreen },
  {
    path: 'geos/create',
    group: 'tenantAdmin',
    load: async () => (await import('./screens/geo-edit-screen.tsx')).GeoEditScreen,
  },
  {
    path: 'geos/:id/edit',
    group: 'tenantAdmin',
    load: async () => (await import('./screens/geo-edit-screen.tsx')).GeoEditScreen,
  },
  {
    path: 'cities/create',
    group: 'tenantAdmin',
    load: async () => (await import('./screens/city-edit-screen.tsx')).CityEditScreen,
  },
  {
    path: 'cities/:id/edit',
    group: 'tenantAdmin',
    load: async () => (await import('./screens/city-edit-screen.tsx')).CityEditScreen,
  },
];
