import type { ScreenRoute } from '../../lib/screen-routes.ts';

export const keywordsRoutes: ScreenRoute[] = [
  { path: 'keywords', group: 'open', load: async () => (await import('./screens/keywords-screen.tsx')).KeywordsScreen },
  {
    path: 'keywords/create',
    group: 'research',
    load: async () => (await import('./screens/keyword-edit-screen.tsx')).KeywordEditScreen,
  },
  {
    path: 'keywords/:id/edit',
    group: 'research',
    load: async () => (await import('./screens/keyword-edit-screen.tsx')).KeywordEditScreen,
  },
];
