import type { ScreenRoute } from '../../lib/screen-routes.ts';

export const apiTokensRoutes: ScreenRoute[] = [
  {
    path: 'account/tokens',
    group: 'login',
    load: async () => (await import('./screens/own-tokens-screen.tsx')).OwnTokensScreen,
  },
  {
    path: 'api-tokens',
    group: 'admin',
    load: async () => (await import('./screens/tenant-tokens-screen.tsx')).TenantTokensScreen,
  },
];
