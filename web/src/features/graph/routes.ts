import type { ScreenRoute } from '../../lib/screen-routes.ts';

export const graphRoutes: ScreenRoute[] = [
  {
    path: 'network/:kind/:id',
    group: 'open',
    load: async () => (await import('./screens/network-screen.tsx')).NetworkScreen,
  },
];
