import type { ScreenRoute } from '../../lib/screen-routes.ts';

export const homeRoutes: ScreenRoute[] = [
  { path: '/', group: 'open', load: async () => (await import('./screens/home-screen.tsx')).HomeScreen },
];
