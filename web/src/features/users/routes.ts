import type { ScreenRoute } from '../../lib/screen-routes.ts';

export const usersRoutes: ScreenRoute[] = [
  { path: 'users', group: 'admin', load: async () => (await import('./screens/users-screens.tsx')).UsersScreen },
  {
    path: 'users/create',
    group: 'admin',
    load: async () => (await import('./screens/users-screens.tsx')).UserEditScreen,
  },
  {
    path: 'users/:id/edit',
    group: 'admin',
    load: async () => (await import('./screens/users-screens.tsx')).UserEditScreen,
  },
];
