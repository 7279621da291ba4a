import type { ScreenRoute } from '../../lib/screen-routes.ts';

export const emailsRoutes: ScreenRoute[] = [
  { path: 'emails', group: 'research', load: async () => (await import('./screens/emails-screen.tsx')).EmailsScreen },
  {
    path: 'emails/add',
    group: 'open',
    load: async () => (await import('./screens/emails-add-screen.tsx')).EmailsAddScreen,
  },
  {
    path: 'emails/domains/:id/edit',
    group: 'research',
    load: async () => (await import('./screens/domain-edit-screen.tsx')).DomainEditScreen,
  },
];
