import type { ScreenRoute } from '../../lib/screen-routes.ts';

export const intelbooksRoutes: ScreenRoute[] = [
  {
    path: 'facts/view',
    group: 'open',
    load: async () => (await import('./screens/facts-view-screen.tsx')).FactsViewScreen,
  },
  { path: 's/:code', group: 'open', load: async () => (await import('./screens/share-screen.tsx')).ShareScreen },
  {
    path: 'categories',
    group: 'admin',
    load: async () => (await import('./screens/intelbooks-admin-screens.tsx')).CategoriesScreen,
  },
  {
    path: 'categories/create',
    group: 'admin',
    load: async () => (await import('./screens/intelbooks-admin-screens.tsx')).CategoryEditScreen,
  },
  {
    path: 'categories/:id/edit',
    group: 'admin',
    load: async () => (await import('./screens/intelbooks-admin-screens.tsx')).CategoryEditScreen,
  },
  {
    path: 'sections',
    group: 'admin',
    load: async () => (await import('./screens/intelbooks-admin-screens.tsx')).SectionsScreen,
  },
  {
    path: 'sections/create',
    group: 'admin',
    load: async () => (await import('./screens/intelbooks-admin-screens.tsx')).SectionEditScreen,
  },
  {
    path: 'sections/:id/edit',
    group: 'admin',
    load: async () => (await import('./screens/intelbooks-admin-screens.tsx')).SectionEditScreen,
  },
  {
    path: 'facts',
    group: 'admin',
    load: async () => (await import('./screens/intelbooks-admin-screens.tsx')).FactsScreen,
  },
  {
    path: 'facts/create',
    group: 'admin',
    load: async () => (await import('./screens/intelbooks-admin-screens.tsx')).FactEditScreen,
  },
  {
    path: 'facts/:id/edit',
    group: 'admin',
    load: async () => (await import('./screens/intelbooks-admin-screens.tsx')).FactEditScreen,
  },
];
