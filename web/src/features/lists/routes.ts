import type { ScreenRoute } from '../../lib/screen-routes.ts';

export const listsRoutes: ScreenRoute[] = [
  { path: 'lists', group: 'open', load: async () => (await import('./screens/lists-screen.tsx')).ListsScreen },
  {
    path: 'lists/create',
    group: 'research',
    load: async () => (await import('./screens/list-edit-screen.tsx')).ListEditScreen,
  },
  {
    path: 'lists/:type/:slug',
    group: 'open',
    load: async () => (await import('./screens/list-view-screen.tsx')).ListViewScreen,
  },
  {
    path: 'lists/:type/:slug/edit',
    group: 'research',
    load: async () => (await import('./screens/list-edit-screen.tsx')).ListEditScreen,
  },
];
