import type { ScreenRoute } from '../../lib/screen-routes.ts';

export const organizationsRoutes: ScreenRoute[] = [
  {
    path: 'organizations',
    group: 'open',
    load: async () => (await import('./screens/organizations-screen.tsx')).OrganizationsScreen,
  },
  {
    path: 'organizations/subquery',
    group: 'open',
    load: async () => (await import('./screens/organizations-subquery-screen.tsx')).OrganizationsSubqueryScreen,
  },
  {
    path: 'organizations/create',
    group: 'research',
    load: async () => (await import('./screens/organization-edit-screen.tsx')).OrganizationEditScreen,
  },
  {
    path: 'organizations/:id',
    group: 'open',
    load: async () => (await import('./screens/organization-detail-screen.tsx')).OrganizationDetailScreen,
  },
  {
    path: 'organizations/:id/edit',
    group: 'research',
    load: async () => (await import('./screens/organization-edit-screen.tsx')).OrganizationEditScreen,
  },
];
