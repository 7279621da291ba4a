import type { ScreenRoute } from '../../lib/screen-routes.ts';

export const cagrRoutes: ScreenRoute[] = [
  { path: 'cagr', group: 'open', load: async () => (await import('./screens/cagr-screen.tsx')).CagrScreen },
];
