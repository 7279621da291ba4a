import type { ScreenRoute } from '../../lib/screen-routes.ts';

export const libraryRoutes: ScreenRoute[] = [
  { path: 'library', group: 'open', load: async () => (await import('./screens/library-screen.tsx')).LibraryScreen },
  {
    path: 'library/create',
    group: 'research',
    load: async () => (await import('./screens/library-edit-screen.tsx')).LibraryEditScreen,
  },
  {
    path: 'library/:id',
    group: 'open',
    load: async () => (await import('./screens/library-detail-screen.tsx')).LibraryDetailScreen,
  },
  {
    path: 'library/:id/edit',
    group: 'research',
    load: async () => (await import('./screens/library-edit-screen.tsx')).LibraryEditScreen,
  },
];
