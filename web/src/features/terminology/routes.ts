import type { ScreenRoute } from '../../lib/screen-routes.ts';

export const terminologyRoutes: ScreenRoute[] = [
  {
    path: 'terminology',
    group: 'open',
    load: async () => (await import('./screens/terminology-screen.tsx')).TerminologyScreen,
  },
  {
    path: 'terminology/create',
    group: 'research',
    load: async () => (await import('./screens/term-edit-screen.tsx')).TermEditScreen,
  },
  {
    path: 'terminology/:id/edit',
    group: 'research',
    load: async () => (await import('./screens/term-edit-screen.tsx')).TermEditScreen,
  },
];
