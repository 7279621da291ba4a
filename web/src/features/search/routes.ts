import type { ScreenRoute } from '../../lib/screen-routes.ts';

export const searchRoutes: ScreenRoute[] = [
  { path: 'search', group: 'open', load: async () => (await import('./screens/search-screen.tsx')).SearchScreen },
];
