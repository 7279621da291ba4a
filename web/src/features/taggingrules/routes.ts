import type { ScreenRoute } from '../../lib/screen-routes.ts';

export const taggingrulesRoutes: ScreenRoute[] = [
  {
    path: 'taggingrules',
    group: 'research',
    load: async () => (await import('./screens/taggingrules-screens.tsx')).TaggingRulesScreen,
  },
  {
    path: 'taggingrules/create',
    group: 'research',
    load: async () => (await import('./screens/taggingrules-screens.tsx')).TaggingRuleEditScreen,
  },
  {
    path: 'taggingrules/:id/edit',
    group: 'research',
    load: async () => (await import('./screens/taggingrules-screens.tsx')).TaggingRuleEditScreen,
  },
];
