import type { ScreenRoute } from '../../lib/screen-routes.ts';

export const webhooksRoutes: ScreenRoute[] = [
  {
    path: 'settings/webhooks',
    group: 'admin',
    load: async () => (await import('./screens/webhooks-screen.tsx')).WebhooksScreen,
  },
];
