import type { ScreenRoute } from '../../lib/screen-routes.ts';

export const peopleRoutes: ScreenRoute[] = [
  { path: 'people', group: 'open', load: async () => (await import('./screens/people-screen.tsx')).PeopleScreen },
  {
    path: 'people/create',
    group: 'research',
    load: async () => (await import('./screens/person-edit-screen.tsx')).PersonEditScreen,
  },
  {
    path: 'people/:id',
    group: 'open',
    load: async () => (await import('./screens/person-detail-screen.tsx')).PersonDetailScreen,
  },
  {
    path: 'people/:id/edit',
    group: 'research',
    load: async () => (await import('./screens/person-edit-screen.tsx')).PersonEditScreen,
  },
];
