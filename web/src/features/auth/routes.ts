import type { ScreenRoute } from '../../lib/screen-routes.ts';

export const authRoutes: ScreenRoute[] = [
  { path: 'login', group: 'open', load: async () => (await import('./screens/login-screen.tsx')).LoginScreen },
];
