import type { ScreenRoute } from '../../lib/screen-routes.ts';

export const settingsRoutes: ScreenRoute[] = [
  {
    path: 'settings',
    group: 'admin',
    load: async () => (await import('./screens/settings-screen.tsx')).SettingsScreen,
  },
];
