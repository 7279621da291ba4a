import type { ScreenRoute } from '../../lib/screen-routes.ts';

export const clientsRoutes: ScreenRoute[] = [
  {
    path: 'clients',
    group: 'tenantAdmin',
    load: async () => (await import('./screens/clients-screen.tsx')).ClientsScreen,
  },
  {
    path: 'clients/create',
    group: 'tenantAdmin',
    load: async () => (await import('./screens/client-edit-screen.tsx')).ClientEditScreen,
  },
  {
    path: 'clients/:id/edit',
    group: 'tenantAdmin',
    load: async () => (await import('./screens/client-edit-screen.tsx')).ClientEditScreen,
  },
];
