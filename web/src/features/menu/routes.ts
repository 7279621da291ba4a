import type { ScreenRoute } from '../../lib/screen-routes.ts';

export const menuRoutes: ScreenRoute[] = [
  { path: 'menu', group: 'open', load: async () => (await import('./screens/menu-screen.tsx')).MenuScreen },
];
